"""Agents: the random agent only answers legally; the scripted agent replays notation lines."""

from __future__ import annotations

import pytest

from manastack.agents import RandomAgent, get_agent
from manastack.agents.scripted import ScriptedAgent, ScriptExhausted
from manastack.notation import NotationError, format_action

from conftest import new_sample_game


def test_the_random_agent_answers_every_decision_legally_until_the_game_ends() -> None:
    game = new_sample_game(21)
    agent = RandomAgent(5)
    while not game.is_over:
        action = agent.choose(game)
        assert game.pending is not None and game.pending.check(action) is None
        game.apply(action)
    assert game.winner is not None


def test_a_recorded_game_replays_identically_through_the_scripted_agent() -> None:
    original = new_sample_game(2)
    agent = RandomAgent(9)
    lines: list[str] = []
    while not original.is_over:
        action = agent.choose(original)
        lines.append(format_action(original, action))
        original.apply(action)
    replay = new_sample_game(2)
    scripted = ScriptedAgent(lines)
    while not replay.is_over:
        replay.apply(scripted.choose(replay))
    assert replay.state.events == original.state.events
    assert scripted.position == len(lines)


def test_the_scripted_agent_names_the_line_it_cannot_use() -> None:
    game = new_sample_game(2)
    with pytest.raises(NotationError, match="script line 1"):
        ScriptedAgent(["cast Nothing At All"]).choose(game)
    with pytest.raises(ScriptExhausted):
        ScriptedAgent([]).choose(game)


def test_agents_are_found_by_name_and_an_unknown_name_lists_the_known_ones() -> None:
    assert get_agent("random", 1).name == "random"
    assert get_agent("heuristic", 1).name == "heuristic"
    with pytest.raises(ValueError, match="known: heuristic, random"):
        get_agent("alphazero")
