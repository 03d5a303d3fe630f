"""Property-based tests (hypothesis) of the parsers and the action notation."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack import Game
from manastack.cards.db import bundled_db
from manastack.core.mana import ManaError, parse_cost, render_cost
from manastack.decklist import DecklistError, parse_decklist
from manastack.notation import NotationError, format_action, parse_action

from conftest import new_sample_game

SYMBOLS = ["{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{S}", "{X}", "{1}", "{2}", "{W/U}", "{B/P}", "{2/R}",
           "{G/W/P}"]


@given(st.lists(st.sampled_from(SYMBOLS), max_size=8))
def test_a_mana_cost_reads_back_the_same_after_rendering_cr_107_4(symbols: list[str]) -> None:
    cost = parse_cost("".join(symbols))
    again = parse_cost(render_cost(cost))
    assert (again.generic, sorted(again.symbols), again.x) == (cost.generic, sorted(cost.symbols), cost.x)


@given(st.text(max_size=30))
def test_reading_any_text_as_a_mana_cost_either_works_or_says_why(text: str) -> None:
    try:
        parse_cost(text)
    except ManaError as e:
        assert str(e)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.one_of(st.text(max_size=25), st.sampled_from(
    ["4 Lightning Bolt", "Sideboard", "", "// c", "SB: 2 Shock", "3x Forest", "0 Shock", "four Bolt"])),
    max_size=12))
def test_any_deck_text_either_reads_or_raises_a_decklist_error_with_line_numbers(lines: list[str]) -> None:
    text = "\n".join(lines)
    try:
        deck = parse_decklist(text, "fuzz.txt", bundled_db())
    except DecklistError as e:
        # line 0 stands for the whole file ("no main-deck cards")
        assert e.problems and all(0 <= line <= len(text.splitlines()) for line, _ in e.problems)
        assert "fuzz.txt:" in str(e)
    else:
        assert all(n > 0 for _, n in deck.main)


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=10_000), st.integers(min_value=0, max_value=60))
def test_every_legal_action_round_trips_through_its_notation(seed: int, depth: int) -> None:
    game = new_sample_game(seed)
    rng = random.Random(seed)
    for _ in range(depth):
        if game.is_over:
            return
        game.apply(game.pending.sample(rng) if game.pending.kind != "priority"  # type: ignore[union-attr]
                   else rng.choice(game.legal_actions()))
    if game.is_over:
        return
    for action in game.legal_actions()[:50]:
        text = format_action(game, action)
        assert parse_action(game, text, game.pending.player) == action, text  # type: ignore[union-attr]


@settings(max_examples=40, deadline=None)
@given(st.text(max_size=40))
def test_any_text_is_either_a_legal_action_or_refused_with_a_reason(text: str) -> None:
    game = new_sample_game(3)
    try:
        parse_action(game, text, 0)
    except NotationError as e:
        assert str(e)


@given(st.lists(st.sampled_from(["W", "U", "B", "R", "G", "C"]), max_size=7),
       st.lists(st.sampled_from(["W", "U", "B", "R", "G", "C"]), max_size=4), st.integers(0, 4))
def test_the_counting_shortcut_agrees_with_the_payment_search_cr_601_2h(kinds: list[str], symbols: list[str],
                                                                        generic: int) -> None:
    from manastack.core.mana import ManaCost, SourceOption, payment_options
    from manastack.rules.casting import _simple_check

    sources = [SourceOption(i, k, ((k, False),)) for i, k in enumerate(kinds)]
    cost = ManaCost(generic, tuple(symbols))
    assert _simple_check(cost, sources) == bool(payment_options(cost, sources, 20, limit=1))


@pytest.mark.parametrize("seed", [201, 214, 233])
def test_every_answer_in_games_of_mixed_cards_round_trips_through_its_notation(seed: int) -> None:
    """Trigger orders, payments, modes, targets, combat: every kind of decision can be written down."""
    import itertools

    from test_conformance import _mixed_deck

    rng = random.Random(seed)
    game = Game.new([_mixed_deck(rng), _mixed_deck(rng)], seed=seed)
    while not game.is_over:
        d = game.pending
        assert d is not None
        for action in itertools.islice(d.iter_legal_actions(), 30):
            text = format_action(game, action)
            assert parse_action(game, text, d.player) == action, text
        game.apply(d.sample(rng) if d.kind != "priority" else rng.choice(d.options))
