"""CR 704.3 / 704.5: the state-based actions are not checked again while nothing they read has changed since a
check that found nothing (``state.sba_clean``); mana added to a pool, a card drawn, a permanent that nothing is
attached to tapped or untapped, and a step ending with only its pools emptied keep such a check valid.  At every
decision of random games where the state says it is clean, a fresh check on a copy with every cache empty
finds no state-based action to perform (and asks no legend-rule question).  And once a full check found nothing
on a board, a check looks only at the permanents whose state-based actions can come to apply without the board
changing (``sba._LIVE``): at every decision where it would, it finds what a full check on a fresh copy finds."""

from __future__ import annotations

import random

import pytest

from manastack import Game, sample_deck
from manastack.rules.engine import Asker, NeedDecision
from manastack.rules.sba import _LIVE, check
from manastack.state import Frame, GameState

from conftest import play_sampled
from test_conformance import _mixed_deck


def _play(game: Game, seed: int, limit: int) -> int:
    """Play randomly (mana abilities included); return how many decisions were checked clean."""
    clean = 0

    def check_clean(game: Game) -> None:
        nonlocal clean
        state = game.state
        if state.sba_clean != state.version:
            return
        fresh = game.clone().state      # every cache empty
        where = f"seed {seed}, decision {state.decisions}, turn {state.turn} {state.step.value}"
        try:
            found = check(fresh, Asker(Frame("sba", {})))
        except NeedDecision as nd:
            raise AssertionError(f"{where}: a clean state asks {nd.decision.prompt}") from None
        assert found == [], f"{where}: a clean state has state-based actions to perform: {found}"
        clean += 1

    play_sampled(game, seed, limit, check_clean)
    return clean


@pytest.mark.parametrize("seed", [1, 2])
def test_a_clean_state_has_no_state_based_action_cr_704_3_in_games_of_the_sample_decks(seed: int) -> None:
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=seed)
    assert _play(game, seed, 3000) > 100


@pytest.mark.parametrize("seed", [3001, 3005])
def test_a_clean_state_has_no_state_based_action_cr_704_3_with_every_bundled_card(seed: int) -> None:
    rng = random.Random(seed)
    game = Game.new([_mixed_deck(rng) for _ in range(2 + seed % 3)], seed=seed)
    assert _play(game, seed, 1500) > 100



def _check(state: GameState) -> object:
    """The state-based action check's events, or the question it asks."""
    try:
        return check(state, Asker(Frame("sba", {})))
    except NeedDecision as nd:
        return nd.decision.prompt


def _play_live(game: Game, seed: int, limit: int) -> int:
    """Play randomly; at every decision where the board keeps the permanents a check looks at (a full check found
    nothing on this board), the check gives what a full check on a copy with every cache empty gives.  Returns
    how many decisions were checked so."""
    looked = 0

    def compare(game: Game) -> None:
        nonlocal looked
        state = game.state
        if state.board_cache().get(_LIVE) is None:
            return
        fresh = game.clone().state      # every cache empty: a full check
        assert _check(state) == _check(fresh), \
            f"seed {seed}, decision {state.decisions}, turn {state.turn} {state.step.value}"
        looked += 1

    play_sampled(game, seed, limit, compare)
    return looked


@pytest.mark.parametrize("seed", [1, 2])
def test_a_check_of_a_board_a_full_check_found_nothing_on_finds_what_a_full_check_finds_cr_704_3_sample_decks(
        seed: int) -> None:
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=seed)
    assert _play_live(game, seed, 3000) > 100


@pytest.mark.parametrize("seed", [3001, 3002, 3003])
def test_a_check_of_a_board_a_full_check_found_nothing_on_finds_what_a_full_check_finds_cr_704_3_every_card(
        seed: int) -> None:
    rng = random.Random(seed)
    game = Game.new([_mixed_deck(rng) for _ in range(2 + seed % 3)], seed=seed)
    assert _play_live(game, seed, 1500) > 100
