"""Smoke-playing compiled cards (issue 9): the generated position casts the card and activates its abilities."""

from __future__ import annotations

from manastack.cardsmoke import smoke_card


def test_a_compiled_creature_with_an_enters_trigger_is_cast_and_plays_from_three_seeds_cr_603_6a() -> None:
    assert smoke_card("Elvish Visionary") == ""


def test_a_compiled_tap_ability_is_activated_with_targets_on_both_sides_cr_602_2() -> None:
    assert smoke_card("Prodigal Pyromancer", seeds=(4,)) == ""


def test_a_card_the_position_cannot_cast_is_reported_not_passed_cr_601_2c() -> None:
    # Counterspell needs a spell to target (CR 115.1, 601.2c): with the stack empty it can't be cast
    assert "could not be cast" in smoke_card("Counterspell", seeds=(1,))
