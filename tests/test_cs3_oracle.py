"""The Oracle part "cs3" (issue 9: casting keywords and cost phrases, third batch): real cards with escape (CR
702.138a) and "escapes with" (702.138c) compile, render back to their text, and near-misses stay unparsed."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from manastack.oracle.compiler import compile_face
from oracle_faces import creature_face, data, face

_ESCAPE_NOTE = " (You may cast this card from your graveyard for its escape cost.)"


@pytest.mark.parametrize("name, type_line, text, cost, keyword, extra", [
    ("Sweet Oblivion", "Sorcery", "Target player mills four cards.\nEscape\u2014{3}{U}, Exile four other cards from "
     "your graveyard." + _ESCAPE_NOTE, "{1}{U}", "Escape\u2014{3}{U}, Exile four other cards from your graveyard",
     None),
    ("Underworld Charger", "Creature \u2014 Hound", "This creature can't block.\nEscape\u2014{4}{B}, Exile three other "
     "cards from your graveyard." + _ESCAPE_NOTE + "\nThis creature escapes with two +1/+1 counters on it.", "{3}{B}",
     "Escape\u2014{4}{B}, Exile three other cards from your graveyard",
     {"static": {"escaped_enters_with_counters": {"counter": "+1/+1", "amount": 2}}}),
    ("Ox of Agonas", "Creature \u2014 Ox", "Escape\u2014{R}{R}, Exile eight other cards from your graveyard." +
     _ESCAPE_NOTE + "\nThis creature escapes with a +1/+1 counter on it.", "{3}{R}{R}",
     "Escape\u2014{R}{R}, Exile eight other cards from your graveyard",
     {"static": {"escaped_enters_with_counters": {"counter": "+1/+1", "amount": 1}}}),
])
def test_escape_and_escapes_with_counters_compile_cr_702_138a_702_138c(
        name: str, type_line: str, text: str, cost: str, keyword: str, extra: dict[str, Any] | None) -> None:
    f = creature_face(name, type_line, text, cost) if "Creature" in type_line else face(name, type_line, text, cost)
    got = data(f)
    assert keyword in got["keywords"]
    if extra is not None:
        assert extra in got["abilities"]


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(["a", "two", "three", "five", "eight"]), st.sampled_from(["+1/+1", "-1/-1"]))
def test_escapes_with_any_fixed_number_of_counters_compiles_cr_702_138c(word: str, kind: str) -> None:
    n = {"a": 1, "two": 2, "three": 3, "five": 5, "eight": 8}[word]
    noun = "counter" if n == 1 else "counters"
    got = data(creature_face("Test Beast", "Creature \u2014 Beast", "Escape\u2014{2}{B}, Exile two other cards from "
                             f"your graveyard.\nTest Beast escapes with {word} {kind} {noun} on it."))
    assert {"static": {"escaped_enters_with_counters": {"counter": kind, "amount": n}}} in got["abilities"]


@pytest.mark.parametrize("text", [
    # Nethergoyf's cost isn't "N other cards"
    "Escape\u2014{2}{B}, Exile any number of other cards from your graveyard with four or more card types among them.",
    # Lunar Hatchling's cost exiles a land too
    "Escape\u2014{4}{G}{U}, Exile a land you control, Exile five other cards from your graveyard.",
    "Escape\u2014{2}{B}, Exile two cards from your graveyard.",            # not "other": the card itself could go
    "Escape\u2014{2}{B}, Exile two other cards from an opponent's graveyard.",
    "Test Beast escapes with X +1/+1 counters on it.",                     # a number not fixed
    "Test Beast escapes with your choice of a +1/+1 counter or a flying counter on it.",
])
def test_near_misses_stay_unparsed_cr_702_138a(text: str) -> None:
    assert compile_face(creature_face("Test Beast", "Creature \u2014 Beast", text)).status != "compiled"


@pytest.mark.parametrize("name, text, cost", [
    ("Fireblast", "You may sacrifice two Mountains rather than pay this spell's mana cost.\nFireblast deals 4 damage to "
     "any target.", {"sacrifice": {"subtypes": ["Mountain"]}, "sacrifice_count": 2}),
    ("Daze", "You may return an Island you control to its owner's hand rather than pay this spell's mana cost.\nCounter "
     "target spell unless its controller pays {1}.", {"return_to_hand": {"subtypes": ["Island"], "controller": "you"}}),
    ("Bringer of the Red Dawn", "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.\nTrample",
     {"mana": "{W}{U}{B}{R}{G}"}),
    ("Firewild Borderpost", "You may pay {1} and return a basic land you control to its owner's hand rather than pay "
     "this spell's mana cost.\nThis artifact enters tapped.",
     {"mana": "{1}", "return_to_hand": {"supertypes": ["Basic"], "types": ["Land"], "controller": "you"}}),
])
def test_a_printed_alternative_cost_compiles_cr_118_9(name: str, text: str, cost: dict[str, Any]) -> None:
    f = creature_face(name, "Creature \u2014 Avatar", text, "{5}") if "Trample" in text else \
        face(name, "Artifact" if "Borderpost" in name else "Instant", text, "{4}{R}{R}")
    got = data(f)
    assert {"static": {"alternative_cost": {"cost": cost}}} in got["abilities"]


def test_an_alternative_cost_with_a_condition_keeps_it_cr_118_9_601_2b() -> None:
    got = data(face("Snuff Out", "Instant", "If you control a Swamp, you may pay 4 life rather than pay this spell's "
                    "mana cost.\nDestroy target nonblack creature. It can't be regenerated.", "{3}{B}"))
    assert {"static": {"alternative_cost": {"cost": {"pay_life": 4}, "condition": {"controls": {"subtypes": ["Swamp"]}}}}} \
        in got["abilities"]


@settings(deadline=None, max_examples=30)
@given(st.lists(st.sampled_from(["{W}", "{U}", "{B}", "{R}", "{G}", "{1}", "{2}"]), min_size=1, max_size=5))
def test_any_mana_alternative_cost_compiles_cr_118_9(symbols: list[str]) -> None:
    mana = "".join(symbols)
    got = data(face("Test Spell", "Sorcery", f"You may pay {mana} rather than pay this spell's mana cost.\nDraw a card."))
    assert got["abilities"] == [{"static": {"alternative_cost": {"cost": {"mana": mana}}}}]


@pytest.mark.parametrize("text", [
    # {T} and tapping other creatures are no part of an alternative cost here
    "If you control a Plains, you may tap an untapped creature you control rather than pay this spell's mana cost.",
    "You may exile two blue cards from your hand rather than pay this spell's mana cost.",
    "You may pay {5} rather than pay the mana cost for spells you cast.",   # a cost for other spells
    "You may return two Islands you control to their owner's hand rather than pay this spell's mana cost.",
    "You may pay {2} rather than pay this spell's kicker cost.",
])
def test_near_miss_alternative_costs_stay_unparsed_cr_118_9(text: str) -> None:
    assert compile_face(face("Test Spell", "Instant", text + "\nDraw a card.")).status != "compiled"


@pytest.mark.parametrize("text, args", [
    ("Creature spells can't be countered.", {"filter": {"types": ["Creature"]}, "everyone": True}),    # Gaea's Herald
    ("Creature spells you control can't be countered.", {"filter": {"types": ["Creature"]}}),      # Prowling Serpopard
    ("Sliver spells can't be countered.", {"filter": {"subtypes": ["Sliver"]}, "everyone": True}),  # Root Sliver
    ("Instant and sorcery spells you control can't be countered.",
     {"filter": {"types_any": ["Instant", "Sorcery"]}}),                                           # Sphinx of the Final Word
])
def test_spells_cant_be_countered_compiles_cr_101_2(text: str, args: dict[str, Any]) -> None:
    got = data(creature_face("Test Beast", "Creature \u2014 Beast", text))
    assert got["abilities"] == [{"static": {"spells_cant_be_countered": args}}]


@pytest.mark.parametrize("text", [
    "Creature spells you control with power 5 or greater can't be countered.",
    "Spells you control can't be countered by blue or black spells this turn.",
    "Creature spells you cast this turn can't be countered.",
])
def test_near_miss_uncounterable_spells_stay_unparsed_cr_101_2(text: str) -> None:
    assert compile_face(creature_face("Test Beast", "Creature \u2014 Beast", text)).status != "compiled"


@pytest.mark.parametrize("text, args", [
    ("Cast this spell only during combat.", {"window": "combat"}),
    ("Cast this spell only during combat before blockers are declared.", {"window": "before_blockers"}),
    ("Cast this spell only after combat.", {"window": "after_combat"}),
    ("Cast this spell only during the declare attackers step.", {"step": "declare_attackers"}),   # Teleport
    ("Cast this spell only during the declare attackers step and only if you've been attacked this step.",
     {"step": "declare_attackers", "condition": {"attacked_this_step": True}}),                   # Just Fate
    ("Cast this spell only if you control two or more Vampires.",
     {"condition": {"controls_at_least": {"filter": {"subtypes": ["Vampire"]}, "count": 2}}}),    # Feast of Blood
])
def test_cast_this_spell_only_compiles_cr_601_3(text: str, args: dict[str, Any]) -> None:
    got = data(face("Test Spell", "Instant", f"{text}\nDraw a card."))
    assert got["abilities"] == [{"static": {"cast_only": args}}]


@pytest.mark.parametrize("text", [
    "Cast this spell only during combat on an opponent's turn.",
    "Cast this spell only during your end step.",
    "Cast this spell only before the combat damage step.",
])
def test_near_miss_cast_only_lines_stay_unparsed_cr_601_3(text: str) -> None:
    assert compile_face(face("Test Spell", "Instant", f"{text}\nDraw a card.")).status != "compiled"


@pytest.mark.parametrize("name, text, cost", [
    ("Force of Will", "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost."
     "\nCounter target spell.", {"pay_life": 1, "exile_from_hand": {"colors": ["U"]}}),
    ("Snapback", "You may exile a blue card from your hand rather than pay this spell's mana cost.\nReturn target "
     "creature to its owner's hand.", {"exile_from_hand": {"colors": ["U"]}}),
])
def test_exiling_a_card_from_your_hand_as_an_alternative_cost_compiles_cr_118_9_406_2(
        name: str, text: str, cost: dict[str, Any]) -> None:
    got = data(face(name, "Instant", text, "{3}{U}{U}"))
    assert {"static": {"alternative_cost": {"cost": cost}}} in got["abilities"]


@pytest.mark.parametrize("mana", ["{2}", "{1}{G}", "{3}"])
def test_cast_as_though_it_had_flash_for_more_compiles_cr_601_3(mana: str) -> None:
    got = data(face("Test Spell", "Sorcery", f"You may cast this spell as though it had flash if you pay {mana} more "
                    "to cast it.\nDraw a card."))
    assert got["abilities"] == [{"static": {"flash_for_more": {"mana": mana}}}]


@pytest.mark.parametrize("text", [
    "You may cast this spell as though it had flash if it targets a commander.",
    "You may cast this spell as though it had flash.",
])
def test_near_miss_flash_lines_stay_unparsed_cr_601_3(text: str) -> None:
    assert compile_face(face("Test Spell", "Sorcery", f"{text}\nDraw a card.")).status != "compiled"


@pytest.mark.parametrize("text, args", [
    ("You may cast this card from your graveyard as long as you control a Zombie.",
     {"condition": {"controls": {"subtypes": ["Zombie"]}}}),                                     # Gravecrawler
    ("You may cast this card from your graveyard by paying {2}{W} rather than paying its mana cost.",
     {"alternative": {"mana": "{2}{W}"}}),                                                       # Raffine's Guidance
])
def test_cast_this_card_from_your_graveyard_compiles_cr_601_3_118_9(text: str, args: dict[str, Any]) -> None:
    got = data(creature_face("Test Beast", "Creature \u2014 Zombie", text))
    assert got["abilities"] == [{"static": {"cast_from_graveyard": args}}]


@pytest.mark.parametrize("text", [
    "You may cast this card from your graveyard using its blitz ability.",
    "You may cast this card from your graveyard by discarding two cards in addition to paying its other costs.",
])
def test_near_miss_graveyard_casts_stay_unparsed_cr_601_3(text: str) -> None:
    assert compile_face(creature_face("Test Beast", "Creature \u2014 Zombie", text)).status != "compiled"
