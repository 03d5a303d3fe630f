"""Perft-style checks of move generation (as python-chess checks its own): at thousands of decisions of
random games, the legal actions the engine gives (priority actions cached until the state changes,
characteristics and board caches, a declaration's steps replayed) equal those computed afresh from a
copy with every cache empty.  Later speed work can trust the caches as long as this holds."""

from __future__ import annotations

import random

import pytest

from manastack import Game, sample_deck
from manastack.agents import RandomAgent
from manastack.decisions import Decision
from manastack.rules.engine import advance
from manastack.serialization import dumps, loads

from test_conformance import _mixed_deck


def _fresh(game: Game) -> Decision:
    """The pending decision computed again on a copy whose caches are all empty (pickled state)."""
    copy = game.clone()
    st = copy.state
    st.pending = None
    decisions = st.decisions
    advance(st)
    st.decisions = decisions
    assert st.pending is not None
    return st.pending


def _same(d: Decision, fresh: Decision, where: str) -> None:
    assert (fresh.kind, fresh.player, fresh.prompt, fresh.steps) == (d.kind, d.player, d.prompt, d.steps), where
    assert fresh.legal_actions() == d.legal_actions(), where
    if d.kind == "priority":
        assert fresh.data["mana_actions"] == d.data["mana_actions"], where


def _perft(game: Game, seed: int, limit: int, every_save: int = 25) -> int:
    """Play ``game`` with random agents, comparing cached and fresh legal actions at every decision."""
    agents = [RandomAgent(seed * 7 + i) for i in range(len(game.state.players))]
    rng = random.Random(seed)
    n = 0
    while not game.is_over and n < limit:
        d = game.pending
        assert d is not None
        where = f"seed {seed}, decision {n}, turn {game.state.turn} {game.state.step.value}: {d.prompt}"
        _same(d, _fresh(game), where)
        if n % every_save == 0:
            loaded = loads(dumps(game))
            assert loaded.pending is not None
            _same(d, loaded.pending, where + " (loaded)")
        # agents skip mana abilities; now and then take any legal action, mana abilities included
        game.apply(agents[d.player].choose(game) if rng.random() < 0.8 else rng.choice(d.legal_actions()))
        n += 1
    return n


@pytest.mark.parametrize("seed", [1, 2])
def test_cached_legal_actions_equal_fresh_ones_in_games_of_the_sample_decks(seed: int) -> None:
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=seed)
    assert _perft(game, seed, 900) >= 300


@pytest.mark.parametrize("seed", [3001, 3002, 3003])
def test_cached_legal_actions_equal_fresh_ones_in_games_of_two_to_four_players_with_every_bundled_card(
        seed: int) -> None:
    rng = random.Random(seed)
    players = 2 + seed % 3
    game = Game.new([_mixed_deck(rng) for _ in range(players)], seed=seed)
    assert _perft(game, seed, 700) >= 300


@pytest.mark.parametrize("seed", [4, 5])
def test_cached_legal_actions_equal_fresh_ones_in_games_of_the_third_sample_deck(seed: int) -> None:
    """ur_old_mechanics (phasing, upkeep costs, buyback, cycling from the hand) against red_burn: the caches of
    legal actions (kept across private changes, targets kept across them, hand-card offers) equal fresh ones."""
    game = Game.new([sample_deck("ur_old_mechanics"), sample_deck("red_burn")], seed=seed)
    assert _perft(game, seed, 900) >= 300
