"""CR 302.6 / 613.1b: ``settle_control`` skips a board already settled (kept in the board cache until the board
or characteristics change).  At every decision of random games, settling a copy with every cache empty again
changes no permanent's controller as last seen nor its summoning sickness."""

from __future__ import annotations

import random

import pytest

from manastack import Game, sample_deck
from manastack.rules.characteristics import settle_control
from manastack.state import GameState

from test_conformance import _mixed_deck


def _seen(state: GameState) -> list[tuple[int, int, bool]]:
    return [(oid, state.objects[oid].seen_controller, state.objects[oid].sick) for oid in state.battlefield]


def _play(game: Game, seed: int, limit: int) -> int:
    """Play randomly; return how many decisions saw a permanent controlled by someone else than its owner."""
    rng = random.Random(seed)
    stolen = 0
    while not game.is_over and game.state.decisions < limit:
        d = game.pending
        assert d is not None
        fresh = game.clone().state      # every cache empty
        settle_control(fresh)
        assert _seen(fresh) == _seen(game.state), f"seed {seed}, decision {game.state.decisions}: {d.prompt}"
        stolen += any(o.seen_controller != o.owner for o in map(game.state.objects.get, game.state.battlefield)
                      if o is not None)
        game.apply(d.sample(rng))
    return stolen


@pytest.mark.parametrize("seed", [1, 2])
def test_a_settled_board_stays_settled_cr_302_6_in_games_of_the_sample_decks(seed: int) -> None:
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=seed)
    _play(game, seed, 1500)


#: Cards that change control, and lands to cast them, put in each deck of the game that must change control
#: (so that adding bundled cards, which changes the random decks, doesn't take them out).
_STEALERS = ["Act of Treason"] * 3 + ["Control Magic"] * 3 + ["Mountain"] * 4 + ["Island"] * 5


@pytest.mark.parametrize("seed", [3001, 3002])
def test_a_settled_board_stays_settled_cr_302_6_with_every_bundled_card(seed: int) -> None:
    rng = random.Random(seed)
    game = Game.new([_mixed_deck(rng) for _ in range(2 + seed % 3)], seed=seed)
    _play(game, seed, 1500)


def test_a_settled_board_stays_settled_cr_302_6_in_a_game_where_control_changes() -> None:
    """The first of a few seeded games, decks stacked with control-changing cards, in which control does change
    (so that adding bundled cards, which changes the random decks, can't leave the test without a stolen
    permanent); every decision of each game played is checked."""
    for seed in range(3010, 3020):
        rng = random.Random(seed)
        decks = [_STEALERS + deck[len(_STEALERS):] for deck in (_mixed_deck(rng) for _ in range(2 + seed % 3))]
        if _play(Game.new(decks, seed=seed), seed, 1500):
            return
    pytest.fail("none of the games of seeds 3010-3019 changes control: stack the decks more heavily")
