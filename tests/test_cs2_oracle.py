"""The Oracle part "cs2" (issue 9: cards cast from other zones or later): real suspend cards compile to the keyword
and to "exile this with N time counters on it" (CR 702.62a, 122.1), render back to their text, and near-misses stay
unparsed."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from manastack.oracle.compiler import compile_face
from oracle_faces import data, face

_SUSPEND = " (Rather than cast this card from your hand, you may pay {2}{U} and exile it with three time counters on " \
           "it. At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it " \
           "without paying its mana cost.)"


@pytest.mark.parametrize("name, text, spell", [
    ("Inspiring Refrain", "Draw two cards. Exile Inspiring Refrain with three time counters on it.",
     {"effects": [{"draw": {"amount": 2}},
                  {"exile_with_counters": {"what": "self", "kind": "time", "amount": 3}}]}),
    ("Reality Strobe", "Return target permanent to its owner's hand. Exile Reality Strobe with three time counters on "
                       "it.",
     {"effects": [{"bounce": {"what": "target"}},
                  {"exile_with_counters": {"what": "self", "kind": "time", "amount": 3}}],
      "targets": [{"permanent": {}}]}),
])
def test_a_suspend_spell_exiling_itself_with_time_counters_compiles_cr_702_62a_122_1(
        name: str, text: str, spell: dict[str, Any]) -> None:
    got = data(face(name, "Sorcery", f"{text}\nSuspend 3\u2014{{2}}{{U}}{_SUSPEND}", "{4}{U}"))
    assert got["keywords"] == ["Suspend 3\u2014{2}{U}"] and got["spell"] == spell


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(["a", "two", "three", "four", "five", "ten"]),
       st.sampled_from(["time", "scream", "fade"]))
def test_exile_this_with_any_fixed_number_of_counters_of_a_kind_compiles_cr_122_1(word: str, kind: str) -> None:
    n = {"a": 1, "two": 2, "three": 3, "four": 4, "five": 5, "ten": 10}[word]
    noun = "counter" if n == 1 else "counters"
    got = data(face("Test Spell", "Sorcery", f"Draw a card. Exile Test Spell with {word} {kind} {noun} on it."))
    assert got["spell"]["effects"][1] == {"exile_with_counters": {"what": "self", "kind": kind, "amount": n}}


@pytest.mark.parametrize("text", [
    "Draw a card. Exile target creature with three time counters on it.",   # only "this" exiles itself so
    "Draw a card. Exile Test Spell with X time counters on it.",           # a number not fixed
    "Draw a card. Exile Test Spell with three time counters on them.",
    "Suspend X\u2014{X}{3}{U}. X can't be 0.",                                # Aeon Chronicler's suspend X
])
def test_near_misses_stay_unparsed_cr_702_62a(text: str) -> None:
    assert compile_face(face("Test Spell", "Sorcery", text)).status != "compiled"


def test_a_card_with_no_mana_cost_and_suspend_compiles_cr_702_62a_118_6() -> None:
    got = data(face("Ancestral Vision", "Sorcery", "Suspend 4\u2014{U} (Rather than cast this card from your hand, "
                    "pay {U} and exile it with four time counters on it. At the beginning of your upkeep, remove a "
                    "time counter. When the last is removed, you may cast it without paying its mana cost.)\n"
                    "Target player draws three cards.", None))
    assert got["keywords"] == ["Suspend 4\u2014{U}"] and "cost" not in got
