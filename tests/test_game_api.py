"""The public Game API: determinism, clone, save/load, refusal of illegal actions."""

from __future__ import annotations

import pytest

from manastack import Cast, Game, IllegalAction, Pass, PlayLand
from manastack.agents import RandomAgent
from manastack.serialization import SaveFormatError, dumps, loads

from conftest import new_sample_game, play_random


def _event_log(game: Game) -> list[tuple[int, str, object]]:
    return list(game.state.events)


def test_same_decks_seed_and_choices_give_an_identical_game_log() -> None:
    a, b = new_sample_game(5), new_sample_game(5)
    play_random(a, 9)
    play_random(b, 9)
    assert a.is_over and b.is_over
    assert _event_log(a) == _event_log(b)
    assert a.winner == b.winner


def test_different_seeds_give_different_games() -> None:
    a, b = new_sample_game(1), new_sample_game(2)
    play_random(a, 3)
    play_random(b, 3)
    assert _event_log(a) != _event_log(b)


def test_a_new_game_first_asks_who_takes_the_first_turn_cr_103_1() -> None:
    g = new_sample_game(0)
    d = g.pending
    assert d is not None and d.kind == "choose" and d.rule == "103.1"
    assert [o.label for o in d.options] == ["alice", "bob"]


def test_saving_at_every_decision_and_loading_continues_identically() -> None:
    ref = new_sample_game(11)
    play_random(ref, 4)
    game = new_sample_game(11)
    agents = [RandomAgent(4 * 2 + 1), RandomAgent(4 * 2 + 2)]
    steps = 0
    while not game.is_over:
        if steps % 7 == 0:
            text = dumps(game)
            restored = loads(text)
            assert restored.pending is not None and game.pending is not None
            assert restored.pending.kind == game.pending.kind
            assert restored.pending.player == game.pending.player
            assert restored.legal_actions() == game.legal_actions()
            game = restored
        d = game.pending
        assert d is not None
        game.apply(agents[d.player].choose(game))
        steps += 1
    assert _event_log(game) == _event_log(ref)


def test_a_loaded_game_saves_to_the_same_json() -> None:
    g = new_sample_game(3)
    play_random(g, 1, limit=150)
    text = dumps(g)
    assert dumps(loads(text)) == text


def test_loading_garbage_is_a_clear_error() -> None:
    with pytest.raises(SaveFormatError, match="not JSON"):
        loads("{not json")
    with pytest.raises(SaveFormatError, match="not a saved manastack game"):
        loads('{"hello": 1}')


def test_a_clone_is_independent_of_the_original() -> None:
    g = new_sample_game(8)
    play_random(g, 2, limit=100)
    c = g.clone()
    before = _event_log(g)
    play_random(c, 5)
    assert _event_log(g) == before
    assert c.is_over


def test_a_clone_continues_exactly_like_the_original() -> None:
    g = new_sample_game(12)
    play_random(g, 2, limit=120)
    c = g.clone()
    play_random(g, 6)
    play_random(c, 6)
    assert _event_log(g) == _event_log(c)


def test_an_illegal_action_is_refused_and_the_state_is_unchanged() -> None:
    g = new_sample_game(4)
    # get to a priority decision
    while g.pending is not None and g.pending.kind != "priority":
        g.apply(g.legal_actions()[0])
    before = dumps(g)
    hand_card = g.state.players[g.pending.player].hand[0]  # type: ignore[union-attr]
    bogus = [Cast(hand_card, targets=(("p", 7),)), PlayLand(999999), Cast(424242)]
    for action in bogus:
        with pytest.raises(IllegalAction):
            g.apply(action)
        assert dumps(g) == before


def test_answering_a_choice_with_the_wrong_kind_of_action_is_refused() -> None:
    g = new_sample_game(4)
    assert g.pending is not None and g.pending.kind == "choose"
    before = dumps(g)
    with pytest.raises(IllegalAction, match="expected a choice"):
        g.apply(Pass())
    assert dumps(g) == before


def test_decks_can_be_lists_of_card_names() -> None:
    g = Game.new([["Mountain"] * 40, ["Forest"] * 40], seed=1, names=["ann", "ben"])
    assert [p.name for p in g.state.players] == ["ann", "ben"]
    assert sum(len(p.library) + len(p.hand) for p in g.state.players) == 80


@pytest.mark.parametrize("seed", [1003, 1011])
def test_save_and_load_at_every_decision_of_a_game_of_mixed_cards_continues_identically(seed: int) -> None:
    """Every kind of frame (triggers, modes, payments, combat) survives JSON at the point it asks."""
    import random

    from test_conformance import _mixed_deck

    def fresh() -> Game:
        rng = random.Random(seed)
        return Game.new([_mixed_deck(rng), _mixed_deck(rng)], seed=seed)

    ref = fresh()
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    answers = []
    while not ref.is_over and len(answers) < 400:
        d = ref.pending
        assert d is not None
        a = agents[d.player].choose(ref)
        answers.append(a)
        ref.apply(a)
    game = fresh()
    for a in answers:
        game = loads(dumps(game))
        game.apply(a)
    assert game.state.events == ref.state.events
