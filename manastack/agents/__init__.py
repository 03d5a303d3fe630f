"""Agents answer decisions: ``agent.choose(game) -> Action``.

``get_agent(name, seed)`` builds one by name: ``random``, ``heuristic``.
"""

from __future__ import annotations

from manastack.agents.base import Agent, get_agent, register_agent
from manastack.agents.heuristic import HeuristicAgent
from manastack.agents.random_agent import RandomAgent

__all__ = ["Agent", "HeuristicAgent", "RandomAgent", "get_agent", "register_agent"]
