"""The Oracle grammar's part ``bat`` (issue 9, tag ``bat_``): reflexive triggered abilities ("When you do, ...", CR
603.12) and "whenever one or more ..." triggers (603.2c) compile to the data of docs/cards.md, render back as written,
and play as the Comprehensive Rules say (each play test is a judge scenario whose ``cards:`` are the compiled data)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.oracle.compiler import compile_face
from oracle_faces import creature_face, data, face, faces_play

SPARKTONGUE = creature_face("Sparktongue Dragon", "Creature — Dragon", "Flying\nWhen this creature enters, you may pay "
                            "{2}{R}. When you do, it deals 3 damage to any target.", "{3}{R}{R}", "3", "3")
HELLION = creature_face("Pyroclastic Hellion", "Creature — Elemental", "When this creature enters, you may return a "
                        "land you control to its owner's hand. When you do, this creature deals 2 damage to each "
                        "opponent.", "{4}{R}", "4", "5")
SMOKE_BOMB = face("Smoke Bomb", "Artifact", "Flash\nAll creatures have shroud.\nAt the beginning of your upkeep, "
                  "sacrifice this artifact. When you do, target creature you control can't be blocked this turn.",
                  "{1}{U}")
WOODLAND = creature_face("Woodland Champion", "Creature — Elf Scout", "Whenever one or more tokens you control enter, "
                         "put that many +1/+1 counters on this creature.", "{1}{G}", "2", "2")
TOWNSFOLK = creature_face("Vengeful Townsfolk", "Creature — Human Peasant", "Whenever one or more other creatures you "
                          "control die, put a +1/+1 counter on this creature.", "{1}{W}", "2", "3")
FACE_BREAKER = creature_face("Professional Face-Breaker", "Creature — Human Warrior", "Menace\nWhenever one or more "
                             "creatures you control deal combat damage to a player, create a Treasure token.",
                             "{2}{R}", "2", "3")
MAKO = creature_face("Marauding Mako", "Creature — Shark", "Whenever you discard one or more cards, put that many "
                     "+1/+1 counters on this creature.\nCycling {2}", "{U}{R}", "2", "1")
MASCOT = creature_face("Spirit Mascot", "Creature — Spirit Ox", "Whenever one or more cards leave your graveyard, put "
                       "a +1/+1 counter on this creature.", "{R}{W}", "2", "2")
SIDISI = creature_face("Sidisi, Brood Tyrant", "Legendary Creature — Naga Shaman", "Whenever Sidisi enters or attacks, "
                       "mill three cards.\nWhenever one or more creature cards are put into your graveyard from your "
                       "library, create a 2/2 black Zombie creature token.", "{1}{B}{G}{U}", "3", "3")
AVEN = creature_face("Windcaller Aven", "Creature — Bird Wizard", "Flying\nCycling {U}\nWhen you cycle this card, "
                     "target creature gains flying until end of turn.", "{2}{U}{U}", "2", "2")
HEALER = creature_face("Drannith Healer", "Creature — Human Cleric", "Whenever you cycle another card, you gain 1 "
                       "life.\nCycling {1}", "{1}{W}", "2", "2")
STOKER = creature_face("Coal Stoker", "Creature — Elemental", "When this creature enters, if you cast it from your "
                       "hand, add {R}{R}{R}.", "{3}{R}", "3", "3")
PLEDGEMAGE = creature_face("Quandrix Pledgemage", "Creature — Merfolk Druid", "Magecraft — Whenever you cast or copy an "
                           "instant or sorcery spell, put a +1/+1 counter on this creature.", "{1}{G/U}{G/U}", "2", "2")
CONNOISSEUR = creature_face("Sengir Connoisseur", "Creature — Vampire", "Flying\nWhenever one or more other creatures "
                            "die, put a +1/+1 counter on this creature. This ability triggers only once each turn.",
                            "{2}{B}{B}", "2", "2")
# the cards of the play tests that are not of this part (compiled like any other)
RAISE = face("Raise the Alarm", "Instant", "Create two 1/1 white Soldier creature tokens.", "{1}{W}")
PYROCLASM = face("Pyroclasm", "Sorcery", "Pyroclasm deals 2 damage to each creature.", "{1}{R}")
MIND_ROT = face("Mind Rot", "Sorcery", "Target player discards two cards.", "{2}{B}")
ZOMBIFY = face("Zombify", "Sorcery", "Return target creature card from your graveyard to the battlefield.", "{3}{B}")
CRYPT = face("Tormod's Crypt", "Artifact", "{T}, Sacrifice this artifact: Exile target player's graveyard.", "{0}")
FACES = {f["name"]: f for f in (SPARKTONGUE, HELLION, SMOKE_BOMB, WOODLAND, TOWNSFOLK, FACE_BREAKER, MAKO, MASCOT,
                                SIDISI, RAISE, PYROCLASM, MIND_ROT, CRYPT, AVEN, HEALER, STOKER, ZOMBIFY,
                                PLEDGEMAGE, CONNOISSEUR)}

ENTERS = {"event": "enters", "who": "self"}
COMPILED = [
    (SPARKTONGUE, {"triggered": {"when": ENTERS, "effects": [
        {"pay": {"mana": "{2}{R}"}, "may": True},
        {"reflexive": {"body": {"effects": [{"damage": {"amount": 3, "to": "target", "source": "it"}}],
                                "targets": ["any"]}}, "if": {"you_did": True}}]}}),
    (HELLION, {"triggered": {"when": ENTERS, "optional": True, "effects": [
        {"bounce": {"filter": {"types": ["Land"]}}},
        {"reflexive": {"body": {"effects": [{"damage": {"amount": 2, "to": "each_opponent"}}]}},
         "if": {"you_did": True}}]}}),
    (WOODLAND, {"triggered": {"when": {"event": "enters", "who": "any", "filter": {"token": True, "controller": "you"},
                                       "batch": True},
                              "effects": [{"put_counters": {"on": "self", "kind": "+1/+1", "amount": "that_much"}}]}}),
    (TOWNSFOLK, {"triggered": {"when": {"event": "dies", "who": "other", "batch": True,
                                        "filter": {"types": ["Creature"], "controller": "you"}},
                               "effects": [{"put_counters": {"on": "self", "kind": "+1/+1"}}]}}),
    (MASCOT, {"triggered": {"when": {"event": "changes_zone", "from": "graveyard", "who": "any",
                                     "filter": {"controller": "you"}, "batch": True},
                            "effects": [{"put_counters": {"on": "self", "kind": "+1/+1"}}]}}),
]


@pytest.mark.parametrize("f, ability", COMPILED, ids=[f["name"] for f, _ in COMPILED])
def test_reflexive_and_one_or_more_triggers_compile_to_the_card_format(f: dict[str, Any],
                                                                       ability: dict[str, Any]) -> None:
    """CR 603.12 ("When you do"), 603.2c ("whenever one or more"): the compiled data, rendered back as written."""
    assert ability in data(f)["abilities"]


REFUSED = [
    # the reflexive body would name a target the ability that made it chose (it has targets of its own)
    "When this creature enters, tap target creature. When you do, it deals 2 damage to that creature.",
    # "it" after a "one or more" trigger: which of them?
    "Whenever one or more creatures you control die, return it to its owner's hand.",
    # "that many" after a trigger about no amount
    "When this creature enters, draw that many cards.",
    # "one or more" with no noun the grammar knows as permanents
    "Whenever one or more spells you control enter, draw a card.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_near_misses_of_the_reflexive_and_one_or_more_templates_stay_unparsed(text: str) -> None:
    """Refuse rather than compile wrongly (CR 603.12, 603.2c, 608.2h)."""
    assert compile_face(creature_face("Near Miss", "Creature — Human", text)).status == "unparsed"


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["creatures", "artifacts", "Elves", "nontoken creatures", "creature tokens", "tokens"]),
       st.sampled_from(["enter", "die", "attack", "leave the battlefield", "deal combat damage to a player"]),
       st.booleans())
def test_every_one_or_more_trigger_of_generated_words_compiles_as_a_batch_trigger(noun: str, event: str,
                                                                                  other: bool) -> None:
    """CR 603.2c: "whenever one or more [other] NOUN you control EVENT, draw a card" is one batch trigger."""
    words = f"{'other ' if other else ''}{noun}"
    text = f"Whenever one or more {words} you control {event}, draw a card."
    r = compile_face(creature_face("Generated", "Creature — Human", text))
    if r.status != "compiled":
        # "creatures you control attack" is "whenever you attack" (508.1), no batch; "other" ... tokens is refused
        assert event == "attack" or "token" in noun, (text, r.phrase)
        return
    assert r.data is not None
    when = r.data["abilities"][0]["triggered"]["when"]
    if when["event"] == "you_attack":
        assert (noun, other) == ("creatures", False)
        return
    assert when["batch"] is True and when["filter"]["controller"] == "you"
    assert when["who"] == ("other" if other else "any")


def _island(n: int) -> list[dict[str, Any]]:
    return [{"card": "Island", "count": n}] if n else []


def test_a_reflexive_trigger_targets_as_it_is_put_on_the_stack_after_the_cost_was_paid() -> None:
    """CR 603.12: "you may pay {2}{R}. When you do, it deals 3 damage to any target": paid, the reflexive ability
    triggers and its target is chosen as it is put on the stack (603.3d)."""
    faces_play(FACES, ["Sparktongue Dragon"],
               {"hand": ["Sparktongue Dragon"], "battlefield": [{"card": "Mountain", "count": 8}]},
               {"battlefield": ["Grizzly Bears"]},
               ["alice: cast Sparktongue Dragon", "resolve", "resolve", "alice: choose yes",
                "alice: choose Grizzly Bears", "resolve"],
               {"bob": {"graveyard": ["Grizzly Bears"], "life": 20}})


def test_a_reflexive_trigger_declined_never_triggers() -> None:
    """CR 603.12: declining the "you may" is not doing it: nothing triggers, nothing is targeted."""
    faces_play(FACES, ["Sparktongue Dragon"],
               {"hand": ["Sparktongue Dragon"], "battlefield": [{"card": "Mountain", "count": 8}]},
               {"battlefield": ["Grizzly Bears"]},
               ["alice: cast Sparktongue Dragon", "resolve", "resolve", "alice: choose no"],
               {"bob": {"battlefield_has": ["Grizzly Bears"]}, "stack": []})


def test_a_reflexive_trigger_with_no_target_triggers_once_the_land_was_returned() -> None:
    """CR 603.12: "you may return a land you control to its owner's hand. When you do, this creature deals 2 damage
    to each opponent"."""
    faces_play(FACES, ["Pyroclastic Hellion"],
               {"hand": ["Pyroclastic Hellion"], "battlefield": [{"card": "Mountain", "count": 5}]}, {},
               ["alice: cast Pyroclastic Hellion", "resolve", "resolve", "alice: choose yes", "alice: choose Mountain",
                "resolve"],
               {"bob": {"life": 18}, "alice": {"hand": ["Mountain"]}})


def test_one_or_more_tokens_entering_at_once_trigger_once_and_that_many_counts_them() -> None:
    """CR 603.2c: two tokens created by one instruction are one batch: Woodland Champion triggers once, and "that
    many" is two."""
    faces_play(FACES, ["Woodland Champion", "Raise the Alarm"],
               {"hand": ["Raise the Alarm"], "battlefield": ["Woodland Champion", {"card": "Plains", "count": 2}]},
               {},
               ["alice: cast Raise the Alarm", "resolve", "resolve"],
               {"permanents": [{"name": "Woodland Champion", "counters": {"+1/+1": 2}}], "stack": []})


def test_other_creatures_dying_at_once_trigger_once() -> None:
    """CR 603.2c, 603.10a: two creatures put into the graveyard by one sweeper are one batch: one counter (Vengeful
    Townsfolk, 2/3, survives 2 damage)."""
    faces_play(FACES, ["Vengeful Townsfolk", "Pyroclasm"],
               {"hand": ["Pyroclasm"], "battlefield": ["Vengeful Townsfolk", "Grizzly Bears", "Grizzly Bears",
                                                       {"card": "Mountain", "count": 2}]},
               {},
               ["alice: cast Pyroclasm", "resolve", "resolve"],
               {"permanents": [{"name": "Vengeful Townsfolk", "counters": {"+1/+1": 1}}], "stack": []})


def test_two_cards_discarded_at_once_are_one_trigger_of_that_many() -> None:
    """CR 603.2c, 701.9: Mind Rot makes its target discard two cards at once: Marauding Mako triggers once and puts
    two +1/+1 counters (the Mind Rot card itself goes to the graveyard after, no discard)."""
    faces_play(FACES, ["Marauding Mako", "Mind Rot"],
               {"hand": ["Island", "Forest", "Mind Rot"],
                "battlefield": ["Marauding Mako", {"card": "Swamp", "count": 3}]},
               {},
               ["alice: cast Mind Rot targeting alice", "resolve", "resolve"],
               {"permanents": [{"name": "Marauding Mako", "counters": {"+1/+1": 2}}], "stack": []})


def test_cards_leaving_your_graveyard_at_once_trigger_once() -> None:
    """CR 603.2c, 603.6, 603.10a: Tormod's Crypt exiles a graveyard of three cards at once: Spirit Mascot triggers
    once."""
    faces_play(FACES, ["Spirit Mascot", "Tormod's Crypt"],
               {"battlefield": ["Spirit Mascot", "Tormod's Crypt"], "graveyard": ["Island", "Forest", "Grizzly Bears"]},
               {},
               ["alice: activate Tormod's Crypt targeting alice", "resolve", "resolve"],
               {"permanents": [{"name": "Spirit Mascot", "counters": {"+1/+1": 1}}], "alice": {"graveyard": []}})


def test_creature_cards_milled_at_once_make_one_zombie() -> None:
    """CR 603.2c: "Whenever one or more creature cards are put into your graveyard from your library": Sidisi mills
    three cards as it enters, two of them creature cards: one Zombie."""
    faces_play(FACES, ["Sidisi, Brood Tyrant"],
               {"hand": ["Sidisi, Brood Tyrant"], "library": ["Grizzly Bears", "Island", "Grizzly Bears", "Island"],
                "battlefield": ["Island", "Swamp", {"card": "Forest", "count": 2}]},
               {},
               ["alice: cast Sidisi, Brood Tyrant", "resolve", "resolve", "resolve"],
               {"permanents": [{"name": "Zombie Token", "count": 1}], "stack": [],
                "alice": {"graveyard": ["Grizzly Bears", "Island", "Grizzly Bears"]}})


def test_one_or_more_creatures_dealing_combat_damage_to_a_player_trigger_once() -> None:
    """CR 603.2c, 510.2: two creatures dealing combat damage to Bob at once: one Treasure."""
    doc_alice = {"battlefield": ["Professional Face-Breaker", "Grizzly Bears"]}
    faces_play(FACES, ["Professional Face-Breaker"], doc_alice, {},
               ["goto declare_attackers", "alice: attack Professional Face-Breaker, Grizzly Bears",
                "goto combat_damage", "resolve"],
               {"permanents": [{"name": "Treasure Token", "count": 1}], "bob": {"life": 16}})


def test_a_card_cycled_triggers_from_the_graveyard_and_a_permanent_sees_another_card_cycled() -> None:
    """CR 702.29c: "When you cycle this card" triggers from the graveyard the card went to (its target chosen then),
    and Drannith Healer's "whenever you cycle another card" triggers too."""
    faces_play(FACES, ["Windcaller Aven", "Drannith Healer"],
               {"hand": ["Windcaller Aven"], "battlefield": ["Drannith Healer", "Grizzly Bears", "Island"],
                "library": ["Island"]},
               {},
               ["alice: activate Windcaller Aven", "alice: choose Drannith Healer", "alice: choose Grizzly Bears",
                "resolve all"],
               {"alice": {"life": 21, "graveyard": ["Windcaller Aven"], "hand": ["Island"]},
                "permanents": [{"name": "Grizzly Bears", "keywords": ["Flying"]}]})


def test_a_card_discarded_by_an_effect_is_not_cycled() -> None:
    """CR 702.29c: only the discard that pays a cycling cost is a cycle: Mind Rot's discard triggers neither."""
    faces_play(FACES, ["Windcaller Aven", "Drannith Healer", "Mind Rot"],
               {"hand": ["Windcaller Aven", "Island", "Mind Rot"],
                "battlefield": ["Drannith Healer", {"card": "Swamp", "count": 3}]},
               {},
               ["alice: cast Mind Rot targeting alice", "resolve"],
               {"alice": {"life": 20, "graveyard": ["Windcaller Aven", "Island", "Mind Rot"]}, "stack": []})


def test_an_enters_trigger_if_you_cast_it_from_your_hand() -> None:
    """CR 601.2a, 603.4: Coal Stoker cast from the hand adds {R}{R}{R} as it enters."""
    faces_play(FACES, ["Coal Stoker"], {"hand": ["Coal Stoker"], "battlefield": [{"card": "Mountain", "count": 4}]}, {},
               ["alice: cast Coal Stoker", "resolve", "resolve"], {"alice": {"mana_pool": {"R": 3}}})


def test_an_enters_trigger_if_you_cast_it_from_your_hand_does_nothing_for_a_permanent_put_onto_the_battlefield() -> None:
    """CR 603.4: Coal Stoker returned by Zombify wasn't cast: its ability doesn't trigger."""
    faces_play(FACES, ["Coal Stoker", "Zombify"],
               {"hand": ["Zombify"], "graveyard": ["Coal Stoker"], "battlefield": [{"card": "Swamp", "count": 4}]}, {},
               ["alice: cast Zombify targeting Coal Stoker", "resolve"],
               {"alice": {"mana_pool": {}, "battlefield_has": ["Coal Stoker"]}, "stack": []})


def test_magecraft_triggers_on_a_spell_cast_and_on_a_copy_put_on_the_stack() -> None:
    """CR 601.2i, 707.10: "whenever you cast or copy an instant or sorcery spell": Lightning Bolt cast (one),
    Chatterstorm cast (two), and its storm copy, which isn't cast (three)."""
    faces_play(FACES, ["Quandrix Pledgemage"],
               {"hand": ["Lightning Bolt", "Chatterstorm"],
                "battlefield": ["Quandrix Pledgemage", "Mountain", {"card": "Forest", "count": 2}]},
               {},
               ["alice: cast Lightning Bolt targeting bob", "resolve all", "alice: cast Chatterstorm",
                "alice: choose Chatterstorm", "resolve all"],
               {"permanents": [{"name": "Quandrix Pledgemage", "counters": {"+1/+1": 3}},
                               {"name": "Squirrel Token", "count": 2}], "bob": {"life": 17}})


def test_an_ability_that_triggers_only_once_each_turn_ignores_a_second_batch() -> None:
    """CR 603.2: "This ability triggers only once each turn": two Grizzly Bears dying to two Lightning Bolts are two
    batches (603.2c), but Sengir Connoisseur's ability triggers only for the first."""
    faces_play(FACES, ["Sengir Connoisseur"],
               {"hand": ["Lightning Bolt", "Lightning Bolt"],
                "battlefield": ["Sengir Connoisseur", {"card": "Mountain", "count": 2}]},
               {"battlefield": [{"card": "Grizzly Bears", "id": "b1"}, {"card": "Grizzly Bears", "id": "b2"}]},
               ["alice: cast Lightning Bolt targeting b1", "resolve all", "alice: cast Lightning Bolt targeting b2",
                "resolve all"],
               {"permanents": [{"name": "Sengir Connoisseur", "counters": {"+1/+1": 1}}],
                "bob": {"graveyard": ["Grizzly Bears", "Grizzly Bears"]}})


def test_this_ability_triggers_only_once_each_turn_compiles_to_once_each_turn() -> None:
    """The sentence is the ability's limit, not an instruction; refused in a spell."""
    assert data(CONNOISSEUR)["abilities"][0]["triggered"]["once_each_turn"] is True
    spell = face("Near Miss", "Sorcery", "Draw a card. This ability triggers only once each turn.", "{U}")
    assert compile_face(spell).status == "unparsed"
