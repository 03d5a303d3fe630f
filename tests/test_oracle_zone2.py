"""The Oracle grammar's part ``zone2`` (issue 9): explore (CR 701.44), "return up to N target ... cards from your
graveyard to your hand" (115.1, 601.2c), "you may have this enter as a copy of any ... on the battlefield" (707.5,
707.9) and "you may search your library ..." (701.23, 608.2d) compile from real cards' Oracle text, render back as the
text, refuse near misses, and play as the rules say (judge scenarios whose ``cards:`` are the compiled data)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.cards.db import bundled_db
from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import compile_face
from manastack.oracle.render import render_mismatch
from oracle_faces import face


_EXPLORE_REMINDER = (" (Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, "
                     "put a +1/+1 counter on this creature, then put the card back or put it into your graveyard.)")
BRANCHWALKER = face("Merfolk Branchwalker", "Creature — Merfolk Scout",
                    "When this creature enters, it explores." + _EXPLORE_REMINDER, "{1}{G}", "2", "1")
SEEKER = face("Seeker of Sunlight", "Creature — Human Scout",
              "{2}{G}: This creature explores. Activate only as a sorcery." + _EXPLORE_REMINDER, "{1}{G}", "1", "1")
GUIDEWING = face("Miner's Guidewing", "Creature — Bird", "Flying, vigilance\nWhen this creature dies, target creature "
                 "you control explores." + _EXPLORE_REMINDER, "{W}", "1", "1")
FONT = face("Font of Return", "Enchantment", "{3}{B}, Sacrifice this enchantment: Return up to three target creature "
            "cards from your graveyard to your hand.", "{1}{B}")
RESEARCH = face("Restore the Peace", "Sorcery", "Return up to two target instant or sorcery cards from your graveyard "
                "to your hand.", "{2}{U}")
CLONE = face("Clone", "Creature — Shapeshifter",
             "You may have this creature enter as a copy of any creature on the battlefield.", "{3}{U}", "0", "0")
MIRRORMADE = face("Mirrormade", "Enchantment", "You may have this enchantment enter as a copy of any artifact or "
                  "enchantment on the battlefield.", "{1}{U}{U}")
PIRATE_COPY = face("Mirror Image Pirate", "Creature — Shapeshifter", "You may have this creature enter as a copy of any "
                   "creature on the battlefield, except it's a Pirate in addition to its other types.", "{2}{U}", "0",
                   "0")
ARTIFACT_COPY = face("Mechanical Clone", "Artifact Creature — Shapeshifter", "You may have this creature enter as a copy "
                     "of any creature on the battlefield, except it's an artifact in addition to its other types.",
                     "{3}", "0", "0")
BIG_COPY = face("Seven Clone", "Creature — Shapeshifter", "You may have this creature enter as a copy of any creature on "
                "the battlefield, except it's 7/7.", "{5}{U}", "0", "0")
CYCLE_SEARCH = face("Searching Drake", "Creature — Drake", "Flying\nWhen this creature enters, you may search your "
                    "library for a basic land card, reveal it, put it into your hand, then shuffle.", "{3}{U}", "2", "2")
TUTOR_MAY = face("Tutoring Engine", "Artifact", "{2}, {T}: You may search your library for an artifact card, reveal "
                 "it, put it into your hand, then shuffle. Draw a card.", "{3}")

GY = {"card": {"types": ["Creature"], "controller": "you"}, "zone": "graveyard", "count": 3, "up_to": True}

CARDS = [
    (BRANCHWALKER, [{"triggered": {"when": {"event": "enters", "who": "self"}, "effects": [{"explore": {"what": "it"}}]}}]),
    (SEEKER, [{"activated": {"cost": {"mana": "{2}{G}"}, "sorcery_speed": True,
                             "effects": [{"explore": {"what": "self"}}]}}]),
    (GUIDEWING, [{"triggered": {"when": {"event": "dies", "who": "self"}, "effects": [{"explore": {"what": "target"}}],
                                "targets": [{"permanent": {"types": ["Creature"], "controller": "you"}}]}}]),
    (FONT, [{"activated": {"cost": {"mana": "{3}{B}", "sacrifice_self": True},
                           "effects": [{"bounce": {"what": "target"}}, {"bounce": {"what": "target2"}},
                                       {"bounce": {"what": "target3"}}], "targets": [GY]}}]),
    (CLONE, [{"static": {"enters_as_copy": {"of": {"types": ["Creature"]}}}}]),
    (MIRRORMADE, [{"static": {"enters_as_copy": {"of": {"types_any": ["Artifact", "Enchantment"]}}}}]),
    (PIRATE_COPY, [{"static": {"enters_as_copy": {"of": {"types": ["Creature"]}, "add_subtypes": ["Pirate"]}}}]),
    (ARTIFACT_COPY, [{"static": {"enters_as_copy": {"of": {"types": ["Creature"]}, "add_types": ["Artifact"]}}}]),
    (BIG_COPY, [{"static": {"enters_as_copy": {"of": {"types": ["Creature"]}, "base_power": 7,
                                               "base_toughness": 7}}}]),
    (CYCLE_SEARCH, [{"triggered": {"when": {"event": "enters", "who": "self"}, "optional": True,
                                   "effects": [{"search_library": {"filter": {"supertypes": ["Basic"],
                                                                              "types": ["Land"]},
                                                                   "into": "hand", "reveal": True}}]}}]),
    (TUTOR_MAY, [{"activated": {"cost": {"mana": "{2}", "tap": True},
                                "effects": [{"search_library": {"filter": {"types": ["Artifact"]}, "into": "hand",
                                                                "reveal": True}, "may": True},
                                            {"draw": {"amount": 1}}]}}]),
]


@pytest.mark.parametrize("card,abilities", CARDS, ids=[f["name"] for f, _ in CARDS])
def test_zone2_lines_compile_to_the_card_format_and_render_back_cr_701_44_707_5_115_1(
        card: dict[str, Any], abilities: list[dict[str, Any]]) -> None:
    r = compile_face(card)
    assert r.status == "compiled", r.phrase
    assert r.data is not None and r.data["abilities"] == abilities
    assert r.card is not None and render_mismatch(r.card) == ""


def test_the_compiled_clone_is_the_hand_written_clone_cr_707_5() -> None:
    r = compile_face(CLONE)
    assert r.card is not None
    assert r.card.static == bundled_db()["Clone"].static


def test_up_to_two_instant_or_sorcery_cards_compile_as_two_optional_targets_cr_601_2c() -> None:
    r = compile_face(RESEARCH)
    assert r.status == "compiled", r.phrase
    assert r.data is not None and r.data["spell"]["targets"] == [
        {"card": {"types_any": ["Instant", "Sorcery"], "controller": "you"}, "zone": "graveyard", "count": 2,
         "up_to": True}]


NEAR_MISSES = [
    face("Each Explorer", "Sorcery", "Each creature you control explores."),
    face("Graveyard Copy", "Creature — Shapeshifter",
         "You may have this creature enter as a copy of any creature card in a graveyard.", "{3}", "0", "0"),
    face("Haste Copy", "Creature — Shapeshifter", "You may have this creature enter as a copy of any creature on the "
         "battlefield, except it has haste.", "{3}", "0", "0"),
    face("Opponent Return", "Sorcery",
         "Return up to two target creature cards from an opponent's graveyard to your hand."),
    face("X Return", "Sorcery", "Return up to X target creature cards from your graveyard to your hand.", "{X}"),
    face("Two Type Copy", "Creature — Shapeshifter", "You may have this creature enter as a copy of any creature you "
         "control on the battlefield.", "{3}", "0", "0"),
]


@pytest.mark.parametrize("card", NEAR_MISSES, ids=[f["name"] for f in NEAR_MISSES])
def test_near_miss_zone2_phrases_stay_unparsed_rather_than_compile_wrongly(card: dict[str, Any]) -> None:
    r = compile_face(card)
    assert r.status == "unparsed" and r.phrase


_KINDS = ["creature", "land", "artifact", "enchantment", "instant or sorcery", "permanent", "creature or land"]


@settings(max_examples=60, deadline=None)
@given(kind=st.sampled_from(_KINDS), n=st.integers(2, 5), may=st.booleans())
def test_generated_up_to_n_graveyard_returns_compile_and_render_back_cr_115_1_601_2c(kind: str, n: int,
                                                                                    may: bool) -> None:
    words = {2: "two", 3: "three", 4: "four", 5: "five"}
    text = f"return up to {words[n]} target {kind} cards from your graveyard to your hand."
    r = compile_face(face("Generated Card", "Sorcery", text[0].upper() + text[1:]))
    assert r.status == "compiled", (text, r.phrase)
    assert r.card is not None and render_mismatch(r.card) == ""
    (target,) = r.data["spell"]["targets"] if r.data else [None]
    assert target["count"] == n and target["up_to"] is True and target["card"]["controller"] == "you"


# ---- playing: the compiled card in a judge scenario ---------------------------------------------------------------


def play(card: dict[str, Any], start: dict[str, Any], script: list[str], expect: dict[str, Any]) -> None:
    r = compile_face(card)
    assert r.status == "compiled" and r.data is not None, r.phrase
    doc = {"name": f"play {card['name']}", "cards": [r.data], "start": start, "script": script, "expect": expect}
    (sc,) = load_text(json.dumps(doc), f"<test {card['name']}>")
    result = run_scenario(sc)
    assert result.passed, "\n".join(result.failures + result.log[-30:])


def _start(alice: dict[str, Any], bob: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"turn": 3, "active": "alice", "step": "precombat_main", "players": {"alice": alice, "bob": bob or {}}}


def test_a_creature_that_explores_puts_a_revealed_land_into_its_controllers_hand_cr_701_44a() -> None:
    play(BRANCHWALKER, _start({"hand": ["Merfolk Branchwalker"], "mana_pool": "{1}{G}", "library": ["Forest", "Island"]}),
         ["alice: cast Merfolk Branchwalker", "resolve", "resolve"],
         {"alice": {"hand": ["Forest"], "library": ["Island"]},
          "permanents": [{"name": "Merfolk Branchwalker", "power": 2, "toughness": 1}]})


def test_a_creature_that_explores_a_nonland_gets_a_counter_and_may_mill_it_cr_701_44a() -> None:
    play(BRANCHWALKER, _start({"hand": ["Merfolk Branchwalker"], "mana_pool": "{1}{G}",
                               "library": ["Lightning Bolt", "Island"]}),
         ["alice: cast Merfolk Branchwalker", "resolve", "resolve", "alice: choose yes"],
         {"alice": {"hand": [], "library": ["Island"], "graveyard": ["Lightning Bolt"]},
          "permanents": [{"name": "Merfolk Branchwalker", "power": 3, "toughness": 2}]})


def test_a_dead_guidewing_makes_another_creature_explore_cr_701_44a_603_10a() -> None:
    play(GUIDEWING, _start({"battlefield": ["Miner's Guidewing", "Grizzly Bears"], "library": ["Hill Giant"],
                            "hand": []}, {"battlefield": [{"card": "Mountain", "count": 1}],
                                          "hand": ["Lightning Bolt"]}),
         ["alice: pass", "bob: cast Lightning Bolt targeting Miner's Guidewing", "resolve", "resolve", "alice: choose no"],
         {"alice": {"library": ["Hill Giant"], "graveyard": ["Miner's Guidewing"]},
          "permanents": [{"name": "Grizzly Bears", "power": 3, "toughness": 3}]})


def test_font_of_return_returns_the_chosen_creature_cards_only_from_your_graveyard_cr_115_1_601_2c() -> None:
    play(FONT, _start({"battlefield": ["Font of Return", {"card": "Swamp", "count": 4}],
                       "graveyard": ["Grizzly Bears", "Lightning Bolt", "Hill Giant"]},
                      {"graveyard": ["Serra Angel"]}),
         ["alice: illegal activate Font of Return targeting Serra Angel",
          "alice: activate Font of Return targeting Hill Giant", "resolve"],
         {"alice": {"hand": ["Hill Giant"], "graveyard": ["Grizzly Bears", "Lightning Bolt", "Font of Return"]},
          "bob": {"graveyard": ["Serra Angel"]}})


def test_a_compiled_pirate_clone_enters_as_a_copy_that_is_also_a_pirate_cr_707_9b() -> None:
    play(PIRATE_COPY, _start({"hand": [{"card": "Mirror Image Pirate", "id": "copy"}], "mana_pool": "{2}{U}",
                              "battlefield": [{"card": "Hill Giant", "id": "giant"}]}),
         ["alice: cast Mirror Image Pirate", "resolve", "alice: choose yes"],
         {"permanents": [{"name": "Hill Giant", "controller": "alice", "count": 2, "power": 3, "toughness": 3},
                         {"id": "copy", "subtypes": ["Giant", "Pirate"]}, {"id": "giant", "subtypes": ["Giant"]}]})


# ---- "exile ... until this leaves the battlefield" (CR 610.3a, 610.3c) ----------------------------------------------

BANISHER = face("Banisher Priest", "Creature — Human Cleric", "When this creature enters, exile target creature an "
                "opponent controls until this creature leaves the battlefield.", "{1}{W}{W}", "2", "2")
PORTABLE_HOLE = face("Portable Hole", "Artifact", "When this artifact enters, exile target nonland permanent an opponent "
                     "controls with mana value 2 or less until this artifact leaves the battlefield.", "{W}")


@pytest.mark.parametrize("card,target", [
    (BANISHER, {"permanent": {"types": ["Creature"], "controller": "opponent"}}),
    (PORTABLE_HOLE, {"permanent": {"not_types": ["Land"], "controller": "opponent", "mana_value_max": 2}}),
], ids=["Banisher Priest", "Portable Hole"])
def test_exile_until_this_leaves_compiles_and_renders_back_cr_610_3a(card: dict[str, Any],
                                                                     target: dict[str, Any]) -> None:
    r = compile_face(card)
    assert r.status == "compiled", r.phrase
    assert r.data is not None and r.data["abilities"] == [
        {"triggered": {"when": {"event": "enters", "who": "self"},
                       "effects": [{"exile": {"what": "target", "until_source_leaves": True}}], "targets": [target]}}]
    assert r.card is not None and render_mismatch(r.card) == ""


def test_banisher_priests_exiled_creature_returns_under_its_owners_control_when_the_priest_leaves_cr_610_3a() -> None:
    play(BANISHER, _start({"hand": ["Banisher Priest", "Lightning Bolt"], "mana_pool": "{1}{W}{W}{R}"},
                          {"battlefield": [{"card": "Hill Giant", "id": "giant", "tapped": True}]}),
         ["alice: cast Banisher Priest", "resolve", "resolve",
          "alice: cast Lightning Bolt targeting Banisher Priest", "resolve"],
         {"alice": {"graveyard": ["Banisher Priest", "Lightning Bolt"]}, "bob": {"exile": []},
          "permanents": [{"name": "Hill Giant", "controller": "bob", "tapped": False}]})


def test_banisher_priest_keeps_the_creature_exiled_while_it_stays_cr_610_3a() -> None:
    play(BANISHER, _start({"hand": ["Banisher Priest"], "mana_pool": "{1}{W}{W}"},
                          {"battlefield": ["Hill Giant"]}),
         ["alice: cast Banisher Priest", "resolve", "resolve"],
         {"bob": {"exile": ["Hill Giant"]}, "permanents": [{"name": "Hill Giant", "count": 0},
                                                          {"name": "Banisher Priest", "controller": "alice"}]})


def test_a_priest_gone_before_its_trigger_resolves_exiles_nothing_cr_610_3c() -> None:
    play(BANISHER, _start({"hand": ["Banisher Priest", "Lightning Bolt"], "mana_pool": "{1}{W}{W}{R}"},
                          {"battlefield": ["Hill Giant"]}),
         ["alice: cast Banisher Priest", "resolve", "alice: cast Lightning Bolt targeting Banisher Priest", "resolve",
          "resolve"],
         {"bob": {"exile": []}, "alice": {"graveyard": ["Banisher Priest", "Lightning Bolt"]},
          "permanents": [{"name": "Hill Giant", "controller": "bob"}]})


# ---- "exile ..., then return that card to the battlefield" (CR 400.7) ----------------------------------------------

CLOUDSHIFT = face("Cloudshift", "Instant", "Exile target creature you control, then return that card to the "
                  "battlefield under your control.", "{W}")
FLICKER_OF_FATE = face("Flicker of Fate", "Instant", "Exile target creature or enchantment, then return it to the "
                       "battlefield under its owner's control.", "{1}{W}")
FLICKERING_SPIRIT = face("Flickering Spirit", "Creature — Spirit", "Flying\n{3}{W}: Exile this creature, then return "
                         "it to the battlefield under its owner's control.", "{3}{W}", "2", "2")
PORTAL = face("Justiciar's Portal", "Instant", "Exile target creature you control, then return that card to the "
              "battlefield under its owner's control. It gains first strike until end of turn.", "{1}{W}")


@pytest.mark.parametrize("card,effect", [
    (CLOUDSHIFT, {"flicker": {"what": "target", "under_your_control": True}}),
    (FLICKER_OF_FATE, {"flicker": {"what": "target"}}),
], ids=["Cloudshift", "Flicker of Fate"])
def test_flicker_spells_compile_and_render_back_cr_400_7(card: dict[str, Any], effect: dict[str, Any]) -> None:
    r = compile_face(card)
    assert r.status == "compiled", r.phrase
    assert r.data is not None and r.data["spell"]["effects"] == [effect]
    assert r.card is not None and render_mismatch(r.card) == ""


def test_a_flickered_permanent_named_again_stays_unparsed_cr_400_7() -> None:
    r = compile_face(PORTAL)
    assert r.status == "unparsed" and r.phrase


def test_cloudshift_returns_a_new_untapped_permanent_without_counters_or_damage_cr_400_7() -> None:
    play(CLOUDSHIFT, _start({"hand": ["Cloudshift"], "mana_pool": "{W}",
                             "battlefield": [{"card": "Hill Giant", "tapped": True, "damage": 2,
                                              "counters": {"+1/+1": 1}}]}),
         ["alice: cast Cloudshift targeting Hill Giant", "resolve"],
         {"alice": {"graveyard": ["Cloudshift"], "exile": []},
          "permanents": [{"name": "Hill Giant", "controller": "alice", "tapped": False, "damage": 0, "counters": {},
                          "power": 3, "toughness": 3}]})


def test_flicker_of_fate_returns_a_stolen_creature_under_its_owners_control_cr_400_7_110_2a() -> None:
    play(FLICKER_OF_FATE, _start({"hand": ["Flicker of Fate"], "mana_pool": "{1}{W}",
                                  "battlefield": [{"card": "Hill Giant", "controller": "bob"}]}),
         ["alice: cast Flicker of Fate targeting Hill Giant", "resolve"],
         {"permanents": [{"name": "Hill Giant", "controller": "alice", "owner": "alice"}]})


def test_a_flickered_token_ceases_to_exist_and_does_not_return_cr_111_7() -> None:
    play(FLICKER_OF_FATE, _start({"hand": ["Flicker of Fate"], "mana_pool": "{1}{W}", "battlefield": [
        {"card": "Soldier", "token": True, "power": 1, "toughness": 1, "types": ["Creature"], "subtypes": ["Soldier"],
         "colors": ["W"]}]}),
         ["alice: cast Flicker of Fate targeting Soldier", "resolve"],
         {"permanents": [{"name": "Soldier", "count": 0}]})


def test_flickering_spirit_blinks_itself_cr_400_7() -> None:
    play(FLICKERING_SPIRIT, _start({"battlefield": [{"card": "Flickering Spirit", "damage": 1},
                                                    {"card": "Plains", "count": 4}]}),
         ["alice: activate Flickering Spirit", "resolve"],
         {"permanents": [{"name": "Flickering Spirit", "damage": 0, "controller": "alice"}]})


# ---- "a card named this" (CR 201.2, 701.23) -----------------------------------------------------------------------

WHISPER_SQUAD = face("Whisper Squad", "Creature — Human Soldier", "{1}{B}: Search your library for a card named Whisper "
                     "Squad, put it onto the battlefield tapped, then shuffle.", "{B}", "1", "1")
WELKIN_HAWK = face("Welkin Hawk", "Creature — Bird", "Flying\nWhen this creature dies, you may search your library for a "
                   "card named Welkin Hawk, reveal that card, put it into your hand, then shuffle.", "{1}{W}", "1", "1")


def test_a_search_for_a_card_named_this_compiles_to_a_name_filter_and_renders_back_cr_201_2() -> None:
    r = compile_face(WHISPER_SQUAD)
    assert r.status == "compiled", r.phrase
    assert r.data is not None and r.data["abilities"][0]["activated"]["effects"] == [
        {"search_library": {"filter": {"named_as_source": True}, "into": "battlefield", "tapped": True}}]
    assert r.card is not None and render_mismatch(r.card) == ""


def test_whisper_squad_finds_only_a_card_with_its_name_cr_701_23a_201_2() -> None:
    play(WHISPER_SQUAD, _start({"battlefield": ["Whisper Squad", {"card": "Swamp", "count": 2}],
                                "library": ["Grizzly Bears", "Whisper Squad", "Forest"]}),
         ["alice: activate Whisper Squad", "resolve", "alice: choose Whisper Squad"],
         {"alice": {"library_count": 2},
          "permanents": [{"name": "Whisper Squad", "count": 2}, {"name": "Grizzly Bears", "count": 0}]})


def test_a_dead_welkin_hawk_finds_another_by_its_last_known_name_cr_701_23a_608_2h() -> None:
    play(WELKIN_HAWK, _start({"battlefield": ["Welkin Hawk"], "library": ["Forest", "Welkin Hawk"]},
                             {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}),
         ["alice: pass", "bob: cast Lightning Bolt targeting Welkin Hawk", "resolve", "resolve", "alice: choose yes",
          "alice: choose Welkin Hawk"],
         {"alice": {"hand": ["Welkin Hawk"], "graveyard": ["Welkin Hawk"]}})


FARSEEK = face("Farseek", "Sorcery", "Search your library for a Plains, Island, Swamp, or Mountain card, put it onto the "
               "battlefield tapped, then shuffle.", "{1}{G}")


def test_a_search_for_one_of_four_land_types_compiles_and_renders_back_cr_701_23_205_3() -> None:
    r = compile_face(FARSEEK)
    assert r.status == "compiled", r.phrase
    assert r.data is not None and r.data["spell"]["effects"] == [
        {"search_library": {"filter": {"subtypes": ["Plains", "Island", "Swamp", "Mountain"]}, "into": "battlefield",
                            "tapped": True}}]
    assert r.card is not None and render_mismatch(r.card) == ""


def test_farseek_finds_a_mountain_but_never_a_forest_cr_701_23a() -> None:
    play(FARSEEK, _start({"hand": ["Farseek"], "mana_pool": "{1}{G}", "library": ["Forest", "Mountain"]}),
         ["alice: cast Farseek", "resolve", "alice: choose Mountain"],
         {"alice": {"library": ["Forest"]}, "permanents": [{"name": "Mountain", "tapped": True}]})
