"""The Oracle grammar's part ``cs4`` (issue 9, tag ``cs4_``) and the casting keywords of the fourth batch: warp
(CR 702.185), squad (702.157) and multikicker (702.33c) lines of real cards compile to the data of docs/cards.md, render
back as written, and play as the Comprehensive Rules say (each play test is a judge scenario whose ``cards:`` are the
compiled data)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.oracle.compiler import compile_face
from oracle_faces import creature_face, data, face, faces_play

WOLFBRIAR = creature_face("Wolfbriar Elemental", "Creature — Elemental", "Multikicker {G} (You may pay an additional "
                          "{G} any number of times as you cast this spell.)\nWhen this creature enters, create a 2/2 "
                          "green Wolf creature token for each time it was kicked.", "{2}{G}{G}", "4", "4")
APEX = creature_face("Apex Hawks", "Creature — Bird", "Multikicker {1}{W} (You may pay an additional {1}{W} any number "
                     "of times as you cast this spell.)\nFlying\nThis creature enters with a +1/+1 counter on it for "
                     "each time it was kicked.", "{2}{W}", "2", "2")
LIGHTKEEPER = creature_face("Lightkeeper of Emeria", "Creature — Angel", "Multikicker {W} (You may pay an additional {W} "
                            "any number of times as you cast this spell.)\nFlying\nWhen this creature enters, you gain "
                            "2 life for each time it was kicked.", "{1}{W}", "2", "4")
CHALICE = face("Everflowing Chalice", "Artifact", "Multikicker {2} (You may pay an additional {2} any number of times "
               "as you cast this spell.)\nThis artifact enters with a charge counter on it for each time it was "
               "kicked.\n{T}: Add {C} for each charge counter on this artifact.", "{0}")
ARCO = creature_face("Arco-Flagellant", "Creature — Human", "Squad {2} (As an additional cost to cast this spell, you "
                     "may pay {2} any number of times. When this creature enters, create that many tokens that are "
                     "copies of it.)\nThis creature can't block.\nEndurant — Pay 3 life: This creature gains "
                     "indestructible until end of turn.", "{2}{B}", "3", "1")
WURM = creature_face("Germinating Wurm", "Creature — Plant Wurm", "When this creature enters, you gain 2 life.\nWarp "
                     "{1}{G} (You may cast this card from your hand for its warp cost. Exile this creature at the "
                     "beginning of the next end step, then you may cast it from exile on a later turn.)", "{4}{G}",
                     "5", "5")
LIGHT = face("Light 'Em Up", "Sorcery", "Casualty 2 (As you cast this spell, you may sacrifice a creature with power 2 "
            "or greater. When you do, copy this spell and you may choose a new target for the copy.)\nLight 'Em Up "
            "deals 2 damage to target creature or planeswalker.", "{1}{R}")
FACES = {f["name"]: f for f in (WOLFBRIAR, APEX, LIGHTKEEPER, CHALICE, ARCO, WURM, LIGHT)}

KICKED = {"times_paid": "kicker"}


@pytest.mark.parametrize("f, keywords, abilities", [
    (WOLFBRIAR, ["Multikicker {G}"], [{"triggered": {"when": {"event": "enters", "who": "self"}, "effects": [
        {"create_token": {"token": {"name": "Wolf Token", "type": "Creature — Wolf", "power": 2, "toughness": 2,
                                    "colors": ["G"]}, "amount": KICKED}}]}}]),
    (APEX, ["Multikicker {1}{W}", "Flying"],
     [{"static": {"enters_with_counters": {"counter": "+1/+1", "amount": KICKED}}}]),
    (LIGHTKEEPER, ["Multikicker {W}", "Flying"], [{"triggered": {"when": {"event": "enters", "who": "self"}, "effects": [
        {"gain_life": {"amount": {"times": 2, "of": KICKED}}}]}}]),
    (ARCO, ["Squad {2}"], [{"static": "cant_block"}, {"activated": {"cost": {"pay_life": 3}, "effects": [
        {"grant": {"to": "self", "keywords": ["Indestructible"]}}]}}]),
    (WURM, ["Warp {1}{G}"], [{"triggered": {"when": {"event": "enters", "who": "self"}, "effects": [
        {"gain_life": {"amount": 2}}]}}]),
])
def test_real_cards_with_the_keywords_compile_and_render_back_cr_702_33c_702_157a_702_185a(
        f: dict[str, Any], keywords: list[str], abilities: list[Any]) -> None:
    got = data(f)
    assert got["keywords"] == keywords
    assert got.get("abilities", []) == abilities


@pytest.mark.parametrize("text", [
    "Multikicker",                                                       # no cost
    "Squad",                                                             # no cost
    "Warp",                                                              # no cost
    "Casualty X. The copy isn't legendary and has starting loyalty X.",   # Ob Nixilis: X refused
    "Casualty",
    "This creature enters with a +1/+1 counter on it for each time it was cast.",
    "This creature enters with X +1/+1 counters on it for each time it was kicked.",
    "When this creature enters, you gain 2 life for each time it was blocked.",
])
def test_near_miss_phrases_stay_unparsed(text: str) -> None:
    assert compile_face(creature_face("Near Miss", "Creature — Human", text)).status != "compiled"


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["a", "two", "three"]), st.sampled_from(["+1/+1", "charge", "-1/-1"]),
       st.sampled_from(["it", "this"]))
def test_enters_with_counters_for_each_time_kicked_of_generated_words_compiles(n: str, kind: str, who: str) -> None:
    """CR 702.33c, 614.1c: "This creature enters with N KIND counter(s) on it for each time {who} was kicked"."""
    many = f"{n} {kind} counter{'' if n == 'a' else 's'}"
    text = f"Multikicker {{1}}\nThis creature enters with {many} on it for each time {who} was kicked."
    r = compile_face(creature_face("Generated", "Creature — Human", text))
    assert r.status == "compiled", (r.reason, r.phrase)
    assert r.data is not None
    (static,) = r.data["abilities"]
    amount = static["static"]["enters_with_counters"]["amount"]
    number = {"a": 1, "two": 2, "three": 3}[n]
    assert amount == (KICKED if number == 1 else {"times": number, "of": KICKED})


def test_light_em_up_compiles_to_casualty_2_cr_702_153a() -> None:
    got = data(LIGHT)
    assert got["keywords"] == ["Casualty 2"]


def test_casualty_paid_with_a_creature_of_power_n_copies_the_spell_cr_702_153a() -> None:
    faces_play(FACES, ["Light 'Em Up"], {"battlefield": [{"card": "Mountain", "count": 2}, "Grizzly Bears"],
                                         "hand": ["Light 'Em Up"]},
               {"battlefield": ["Savannah Lions", "Elvish Mystic"]},
               ["alice: cast Light 'Em Up targeting Savannah Lions with casualty", "resolve",
                "alice: choose Elvish Mystic", "resolve", "resolve"],
               {"bob": {"graveyard": ["Savannah Lions", "Elvish Mystic"]},
                "alice": {"graveyard": ["Grizzly Bears", "Light 'Em Up"]}})


def test_lightkeeper_kicked_twice_gains_4_life_cr_702_33c() -> None:
    faces_play(FACES, ["Lightkeeper of Emeria"], {"battlefield": [{"card": "Plains", "count": 4}],
                                                  "hand": ["Lightkeeper of Emeria"]}, None,
               ["alice: cast Lightkeeper of Emeria with kicker, kicker", "resolve all"],
               {"alice": {"life": 24}, "permanents": [{"name": "Plains", "tapped": True, "count": 4}]})


def test_lightkeeper_unkicked_gains_nothing_cr_702_33d() -> None:
    faces_play(FACES, ["Lightkeeper of Emeria"], {"battlefield": [{"card": "Plains", "count": 4}],
                                                  "hand": ["Lightkeeper of Emeria"]}, None,
               ["alice: cast Lightkeeper of Emeria", "resolve all"], {"alice": {"life": 20}})


def test_apex_hawks_put_onto_the_battlefield_without_being_cast_has_no_counters_cr_702_33d() -> None:
    faces_play(FACES, ["Apex Hawks"], {"graveyard": ["Apex Hawks"], "hand": ["Zombify"],
                                       "battlefield": [{"card": "Swamp", "count": 4}]}, None,
               ["alice: cast Zombify targeting Apex Hawks", "resolve all"],
               {"permanents": [{"name": "Apex Hawks", "power": 2, "toughness": 2}]})


def test_squad_paid_three_times_makes_three_token_copies_that_make_no_more_cr_702_157a() -> None:
    faces_play(FACES, ["Arco-Flagellant"], {"battlefield": [{"card": "Swamp", "count": 9}],
                                            "hand": ["Arco-Flagellant"]}, None,
               ["alice: cast Arco-Flagellant with squad, squad, squad", "resolve all"],
               {"permanents": [{"name": "Arco-Flagellant", "count": 4}]})


def test_the_payments_offered_are_as_many_as_the_mana_can_cover_cr_601_2b() -> None:
    from manastack.actions import Cast
    from manastack.judge.scenario import load_text
    from manastack.judge.setup import build_game
    import json
    from oracle_faces import faces_doc
    doc = faces_doc(FACES, ["Arco-Flagellant"], {"battlefield": [{"card": "Swamp", "count": 7}],
                                                 "hand": ["Arco-Flagellant"]})
    game = build_game(load_text(json.dumps(doc), "<t>")[0])
    casts = sorted(a.extras.count("squad") for a in game.legal_actions() if isinstance(a, Cast))
    assert casts == [0, 1, 2]       # {2}{B}, {4}{B}, {6}{B}: seven Swamps


TITAN = creature_face("Voidforged Titan", "Artifact Creature — Robot Warrior", "Void — At the beginning of your end "
                      "step, if a nonland permanent left the battlefield this turn or a spell was warped this turn, you "
                      "draw a card and lose 1 life.", "{4}{B}", "5", "4")
VOID_FACES = {**FACES, "Voidforged Titan": TITAN}


def test_void_compiles_to_left_or_warped_this_turn_cr_702_185c() -> None:
    (ab,) = data(TITAN)["abilities"]
    assert ab["triggered"]["if"] == {"left_or_warped_this_turn": True}


_END = ["goto declare_attackers", "alice: attack none", "goto end", "resolve all"]


@pytest.mark.parametrize("script, life", [
    (_END, 20),                                                                # neither: no trigger
    (["alice: cast Germinating Wurm with warp", "alice: choose tap Forest, Forest", "resolve all", *_END[:-1],
      "alice: choose Voidforged Titan", "resolve all"], 21),                  # +2 (the Wurm), -1; both trigger
    (["alice: cast Lightning Bolt targeting Grizzly Bears", "resolve", *_END], 19),   # a nonland permanent left
])
def test_void_holds_after_a_warped_spell_or_a_nonland_permanent_leaving_cr_702_185c(script: list[str],
                                                                                   life: int) -> None:
    faces_play(VOID_FACES, ["Voidforged Titan", "Germinating Wurm"],
               {"battlefield": ["Voidforged Titan", {"card": "Forest", "count": 2}, "Mountain"],
                "hand": ["Germinating Wurm", "Lightning Bolt"], "library": ["Island", "Island", "Island"]},
               {"battlefield": ["Grizzly Bears"]},
               script,
               {"alice": {"life": life}})
