"""Malformed actions given to ``Game.apply``: refused with IllegalAction, the game unchanged (CR 104.3a for
conceding; every other action answers the pending decision)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack import Activate, Assign, Attack, Block, Cast, Choose, Concede, Game, IllegalAction, Pass, PlayLand
from manastack.serialization import dumps

from conftest import new_sample_game


_GAMES: dict[tuple[str, int], Game] = {}


def at_decision(kind: str, seed: int = 6) -> Game:
    """A sample game played at random until a decision of ``kind`` (a fresh copy each time)."""
    if (kind, seed) not in _GAMES:
        _GAMES[kind, seed] = _play_to(kind, seed)
    return _GAMES[kind, seed].clone()


def _play_to(kind: str, seed: int) -> Game:
    """The first game from ``seed`` on that reaches a decision of ``kind`` (not every random game blocks)."""
    for s in range(seed, seed + 20):
        game = new_sample_game(s)
        rng = random.Random(s)
        while not game.is_over:
            d = game.pending
            assert d is not None
            if d.kind == kind:
                return game
            game.apply(d.sample(rng))
    raise AssertionError(f"no {kind} decision in games {seed} to {seed + 19}")


def refused(game: Game, action: Any) -> str:
    before = dumps(game)
    with pytest.raises(IllegalAction) as e:
        game.apply(action)
    assert dumps(game) == before
    return str(e.value)


@pytest.mark.parametrize("player", [-1, -2, 2, 7, True])
def test_conceding_for_a_player_who_does_not_exist_is_refused_not_read_from_the_end_cr_104_3a(player: Any) -> None:
    game = at_decision("priority")
    message = refused(game, Concede(player=player))
    assert message == f"there is no player {player!r}: players are numbered 0 to 1"
    assert not any(p.lost for p in game.state.players)


def test_a_player_who_exists_can_still_concede_cr_104_3a() -> None:
    game = at_decision("priority")
    game.apply(Concede(player=1))
    assert game.is_over and game.winner == 0


@pytest.mark.parametrize("action", [Cast(card=-1), Cast(card=10 ** 9), PlayLand(card=-5), Activate(card=3, index=-1),
                                    Cast(card=1, targets=(("p", -1),))])
def test_a_priority_action_naming_an_object_or_player_out_of_range_is_refused(action: Any) -> None:
    assert refused(at_decision("priority"), action) == "that action is not legal now"


@pytest.mark.parametrize("action,message", [
    (Choose(picks=(-1,)), "no such option"),
    (Choose(picks=(10 ** 9,)), "no such option"),
    (Choose(picks=("a",)), "picks[0]: a whole number (int) was expected, not 'a'"),
    (Choose(picks=None), "picks: tuple[int, ...] was expected, not None"),
    (Choose(picks=([0],)), "picks[0]: a whole number (int) was expected, not a list of 1"),
])
def test_a_choice_with_an_option_out_of_range_or_of_the_wrong_type_is_refused(action: Any, message: str) -> None:
    assert refused(at_decision("choose"), action) == message


@pytest.mark.parametrize("action", [Attack(pairs=(([1], ("p", 1)),)), Attack(pairs=((1, ("p", "x")),)),
                                    Attack(pairs=5)])
def test_an_attack_declaration_of_the_wrong_shape_is_refused(action: Any) -> None:
    assert "was expected" in refused(at_decision("attack"), action)


def test_something_that_is_not_an_action_is_refused() -> None:
    assert refused(at_decision("priority"), "pass") == "str is not an action (Pass, Cast, Choose, Concede...)"


def test_asking_whether_an_ability_index_out_of_range_is_a_mana_ability_says_no() -> None:
    game = at_decision("priority", seed=5)
    for oid in game.state.battlefield:
        assert not game.is_mana_action(Activate(card=oid, index=99))


INTS = st.one_of(st.integers(-3, 200), st.sampled_from([10 ** 12, -(10 ** 12)]), st.booleans(), st.just("1"))
REFS = st.tuples(st.sampled_from(["p", "o", "x"]), INTS)
ACTIONS = st.one_of(
    st.just(Pass()),
    st.builds(PlayLand, INTS), st.builds(Cast, INTS, st.tuples(REFS), st.tuples(INTS), INTS),
    st.builds(Activate, INTS, INTS, st.tuples(REFS)),
    st.builds(Choose, st.lists(INTS, max_size=3).map(tuple)),
    st.builds(Attack, st.lists(st.tuples(INTS, REFS), max_size=2).map(tuple)),
    st.builds(Block, st.lists(st.tuples(INTS, INTS), max_size=2).map(tuple)),
    st.builds(Assign, st.lists(st.tuples(REFS, INTS), max_size=2).map(tuple)),
    st.builds(Concede, INTS),
)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["choose", "priority", "attack", "block"]), st.lists(ACTIONS, min_size=1, max_size=5))
def test_any_action_is_applied_or_refused_with_the_game_unchanged(kind: str, actions: list[Any]) -> None:
    game = at_decision(kind)
    for action in actions:
        before = dumps(game)
        try:
            game.apply(action)
        except IllegalAction as e:
            assert str(e)
            assert dumps(game) == before
        if game.is_over:
            break
