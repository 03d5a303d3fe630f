"""Shared test helpers: play games with agents."""

from __future__ import annotations

import os
import random
from typing import Callable

import pytest

from manastack import Game, sample_deck
from manastack.agents import RandomAgent


def new_sample_game(seed: int) -> Game:
    return Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=seed)


def play_random(game: Game, seed: int, limit: int = 20000,
                after: Callable[[Game], None] | None = None) -> int:
    """Play ``game`` to the end with two random agents; returns the number of decisions made."""
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    n = 0
    while not game.is_over and n < limit:
        d = game.pending
        assert d is not None
        game.apply(agents[d.player].choose(game))
        n += 1
        if after is not None:
            after(game)
    return n


def play_sampled(game: Game, seed: int, limit: int, before: Callable[[Game], None]) -> None:
    """Play ``game`` with legal actions drawn uniformly (mana abilities included, ``Decision.sample``), calling
    ``before(game)`` at every decision, until it ends or has made ``limit`` decisions."""
    rng = random.Random(seed)
    while not game.is_over and game.state.decisions < limit:
        d = game.pending
        assert d is not None
        before(game)
        game.apply(d.sample(rng))


@pytest.fixture
def rng() -> random.Random:
    return random.Random(1234)


# CI runs property tests derandomized, so that a run is repeatable; locally they explore.
from hypothesis import settings as _settings  # noqa: E402

_settings.register_profile("ci", derandomize=True, deadline=None)
if os.environ.get("CI"):
    _settings.load_profile("ci")
