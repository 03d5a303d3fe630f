"""The Oracle grammar's part ``spd`` (issue 9, tag ``spd_``) and ``rules/activated_keywords.py``: keyword abilities
that are activated abilities with a limit, "Exhaust — [Cost]: [Effect]" (CR 702.177a: activate only once) and
"Boast — [Cost]: [Effect]" (702.142a: only if this creature attacked this turn and only once each turn), compile to
the data of docs/cards.md, render back as written, and play with their limits (602.5b)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.cards.loader import CardFormatError, card_from_data
from manastack.oracle.compiler import compile_face
from oracle_faces import creature_face, data, face, faces_play

BUCCANEER = creature_face("Keen Buccaneer", "Creature — Octopus Pirate", "Vigilance\nExhaust — {1}{U}: Draw a card, "
                          "then discard a card. Put a +1/+1 counter on this creature. (Activate each exhaust ability "
                          "only once.)", "{2}{U}", "2", "3")
HAZARD = creature_face("Hazard of the Dunes", "Creature — Wurm", "Trample, reach\nExhaust — {6}{G}: Put three +1/+1 "
                       "counters on this creature. (Activate each exhaust ability only once.)", "{3}{G}", "4", "4")
HOG_MONKEY = creature_face("Hog-Monkey", "Creature — Boar Monkey", "Exhaust — {5}: Put two +1/+1 counters on this "
                           "creature. (Activate each exhaust ability only once.)", "{2}{B}", "3", "2")
BATTERSHIELD = creature_face("Battershield Warrior", "Creature — Human Warrior", "Boast — {1}{W}: Creatures you "
                             "control get +1/+1 until end of turn. (Activate only if this creature attacked this turn "
                             "and only once each turn.)", "{2}{W}", "2", "2")
USHER = creature_face("Usher of the Fallen", "Creature — Spirit Warrior", "Boast — {1}{W}: Create a 1/1 white Human "
                      "Warrior creature token. (Activate only if this creature attacked this turn and only once each "
                      "turn.)", "{W}", "2", "1")
UNSUMMON = face("Unsummon", "Instant", "Return target creature to its owner's hand.", "{U}")
FACES = {f["name"]: f for f in (BUCCANEER, HAZARD, HOG_MONKEY, BATTERSHIELD, USHER, UNSUMMON)}

COMPILED = [
    (BUCCANEER, {"activated": {"cost": {"mana": "{1}{U}"}, "kind": "exhaust", "effects": [
        {"draw": {"amount": 1}}, {"discard": {"amount": 1, "player": "you"}},
        {"put_counters": {"on": "self", "kind": "+1/+1"}}]}}),
    (HAZARD, {"activated": {"cost": {"mana": "{6}{G}"}, "kind": "exhaust", "effects": [
        {"put_counters": {"on": "self", "kind": "+1/+1", "amount": 3}}]}}),
    (BATTERSHIELD, {"activated": {"cost": {"mana": "{1}{W}"}, "kind": "boast", "effects": [
        {"pump": {"to": {"each": {"types": ["Creature"], "controller": "you"}}, "power": 1, "toughness": 1}}]}}),
]


@pytest.mark.parametrize("f, ability", COMPILED, ids=[f["name"] for f, _ in COMPILED])
def test_exhaust_and_boast_abilities_compile_to_activated_abilities_of_their_kind(f: dict[str, Any],
                                                                                ability: dict[str, Any]) -> None:
    """CR 702.177a, 702.142a: the ability after the dash, with the keyword as its ``kind``; rendered back as written."""
    got = data(f)["abilities"]
    assert ability in got, got


REFUSED = [
    "Exhaust — Flying.",                                            # no cost: not an activated ability
    "Boast — Whenever this creature attacks, draw a card.",         # a boast ability is activated
    "Exhaust — This creature gets +1/+1 until end of turn.",
    "Boast — {1}{R}: This creature deals 1 damage to any target. Activate only once each turn.",    # its own limit
]


@pytest.mark.parametrize("text", REFUSED)
def test_near_misses_of_the_exhaust_and_boast_templates_stay_unparsed(text: str) -> None:
    """Refuse rather than compile wrongly (CR 702.177a, 702.142a)."""
    assert compile_face(creature_face("Near Miss", "Creature — Human", text)).status == "unparsed"


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["Exhaust", "Boast"]), st.sampled_from(["{1}", "{2}{G}", "{X}{R}", "{3}, {T}"]),
       st.sampled_from(["Draw a card.", "Put a +1/+1 counter on this creature.", "You gain 3 life."]))
def test_every_generated_keyword_dash_ability_compiles_with_its_kind(keyword: str, cost: str, effect: str) -> None:
    """CR 702.177a, 702.142a: "[Keyword] — [Cost]: [Effect]" is the activated ability "[Cost]: [Effect]" of that
    kind, whatever the cost and effect."""
    r = compile_face(creature_face("Generated", "Creature — Human", f"{keyword} — {cost}: {effect}"))
    assert r.status == "compiled", r.phrase
    assert r.card is not None and r.data is not None
    (ab,) = r.card.activated
    assert r.data["abilities"][0]["activated"]["kind"] == keyword.lower() == ab.kind
    assert ab.once == (keyword == "Exhaust") and ab.once_per_turn == (keyword == "Boast")


def test_an_unknown_kind_of_activated_ability_is_refused_by_the_loader() -> None:
    """Card data names a keyword the rules implement as an ability's ``kind``, or the card is refused."""
    with pytest.raises(CardFormatError, match="kind is one of exhaust, boast"):
        card_from_data({"name": "X", "type": "Creature — Human", "cost": "{1}", "power": 1, "toughness": 1,
                        "abilities": [{"activated": {"cost": "{1}", "kind": "forecast", "effects": [{"draw": 1}]}}]})


def _lands(name: str, n: int) -> list[dict[str, Any]]:
    return [{"card": name, "count": n}]


def test_an_exhaust_ability_is_activated_only_once_and_not_again_on_a_later_turn() -> None:
    """CR 702.177a: "Activate only once": not again this turn, nor on a later turn (no "each turn")."""
    faces_play(FACES, ["Hog-Monkey"], {"battlefield": ["Hog-Monkey", *_lands("Swamp", 10)],
                                       "library": ["Swamp", "Swamp"]},
               {"library": ["Swamp", "Swamp"]},
               ["alice: activate Hog-Monkey", "resolve", "alice: illegal activate Hog-Monkey",
                "goto declare_attackers", "alice: attack none", "goto turn 5 precombat_main",
                "alice: illegal activate Hog-Monkey"],
               {"permanents": [{"name": "Hog-Monkey", "counters": {"+1/+1": 2}}]})


def test_the_card_returned_to_hand_and_cast_again_is_a_new_object_that_may_exhaust_again() -> None:
    """CR 400.7: the permanent that returns is a new object, which hasn't activated its exhaust ability (702.177a)."""
    faces_play(FACES, ["Hog-Monkey", "Unsummon"],
               {"battlefield": ["Hog-Monkey", *_lands("Swamp", 13), "Island"], "hand": ["Unsummon"]}, {},
               ["alice: activate Hog-Monkey", "alice: choose tap Swamp, Swamp, Swamp, Swamp, Swamp", "resolve",
                "alice: cast Unsummon targeting Hog-Monkey", "resolve",
                "alice: cast Hog-Monkey", "resolve", "alice: activate Hog-Monkey", "resolve"],
               {"permanents": [{"name": "Hog-Monkey", "counters": {"+1/+1": 2}, "power": 5}]})


def test_a_boast_ability_needs_this_creature_to_have_attacked_and_works_once_each_turn() -> None:
    """CR 702.142a: not before it attacked; once it attacked, once this turn; another creature attacking doesn't
    let a creature that didn't attack boast (the condition is this creature's, not raid's "you attacked")."""
    faces_play(FACES, ["Usher of the Fallen", "Battershield Warrior"],
               {"battlefield": ["Usher of the Fallen", "Battershield Warrior", *_lands("Plains", 6)]}, {},
               ["alice: illegal activate Usher of the Fallen", "goto declare_attackers",
                "alice: attack Usher of the Fallen", "goto declare_blockers",
                "alice: illegal activate Battershield Warrior",
                "alice: activate Usher of the Fallen", "resolve", "alice: illegal activate Usher of the Fallen",
                "goto postcombat_main"],
               {"bob": {"life": 18}, "permanents": [{"name": "Human Warrior Token", "power": 1}]})


JAGUAR = creature_face("Alacrian Jaguar", "Creature — Cat Mount", "Vigilance\nWhenever this creature attacks while "
                       "saddled, it gets +2/+2 until end of turn.\nSaddle 1 (Tap any number of other creatures you "
                       "control with total power 1 or more: This Mount becomes saddled until end of turn. Saddle only "
                       "as a sorcery.)", "{4}{G}", "4", "4")
STEED = creature_face("Seraphic Steed", "Creature — Unicorn Mount", "First strike, lifelink\nWhenever this creature "
                      "attacks while saddled, create a 3/3 white Angel creature token with flying.\nSaddle 4",
                      "{2}{W}", "2", "2")
FACES.update({f["name"]: f for f in (JAGUAR, STEED)})


def test_saddle_is_a_keyword_and_attacks_while_saddled_a_trigger_event() -> None:
    """CR 702.171a: "Saddle N" (a keyword the rules expand); 702.171b: "whenever this creature attacks while
    saddled"."""
    got = data(JAGUAR)
    assert got["keywords"] == ["Vigilance", "Saddle 1"]
    assert got["abilities"] == [{"triggered": {"when": {"event": "attacks_while_saddled", "who": "self"},
                                               "effects": [{"pump": {"to": "it", "power": 2, "toughness": 2}}]}}]


@pytest.mark.parametrize("text", ["Saddle", "Saddle X", "Saddle 0", "Whenever this creature blocks while saddled, "
                                  "draw a card."])
def test_near_misses_of_saddle_stay_unparsed(text: str) -> None:
    """CR 702.171a: saddle takes a number of at least 1; only "attacks while saddled" is a trigger event."""
    assert compile_face(creature_face("Near Miss", "Creature — Horse Mount", text)).status == "unparsed"


def test_saddling_taps_other_creatures_with_enough_power_only_as_a_sorcery() -> None:
    """CR 702.171a: total power N or greater among other untapped creatures, summoning-sick ones too (no {T}
    cost, 302.6), only as a sorcery (602.5d); 702.171b: saddled for the turn, so its attack trigger fires."""
    faces_play(FACES, ["Seraphic Steed"],
               {"battlefield": ["Seraphic Steed", "Grizzly Bears", {"card": "Grizzly Bears", "sick": True}]}, {},
               ["alice: activate Seraphic Steed", "alice: choose Grizzly Bears", "resolve", "goto declare_attackers", "alice: attack Seraphic Steed", "resolve",
                "alice: illegal activate Seraphic Steed", "goto postcombat_main"],
               {"bob": {"life": 18}, "alice": {"life": 22},
                "permanents": [{"name": "Angel Token", "power": 3},
                               {"name": "Grizzly Bears", "tapped": True, "count": 2}]})


def test_too_little_power_among_the_other_creatures_cannot_saddle() -> None:
    """CR 702.171a, 118.3: Saddle 4 with only 2 power among the others can't be activated."""
    faces_play(FACES, ["Seraphic Steed"], {"battlefield": ["Seraphic Steed", "Grizzly Bears"]}, {},
               ["alice: illegal activate Seraphic Steed"], {})
