"""The agent protocol and the registry of agents by name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

if TYPE_CHECKING:
    from manastack.actions import Action
    from manastack.game import Game


class Agent(Protocol):
    """Anything that can answer the pending decision of a game."""

    name: str

    def choose(self, game: "Game") -> "Action":
        """Return a legal answer to ``game.pending`` (which belongs to this agent's player)."""
        ...


_FACTORIES: dict[str, Callable[[int], Agent]] = {}


def register_agent(name: str, factory: Callable[[int], Agent]) -> None:
    _FACTORIES[name] = factory


def get_agent(name: str, seed: int = 0) -> Agent:
    """An agent by name (``random``, ``heuristic``), seeded.  The agents register themselves when the
    ``manastack.agents`` package is imported (which importing this module does first)."""
    if name not in _FACTORIES:
        raise ValueError(f"unknown agent {name!r}; known: {', '.join(sorted(_FACTORIES))}")
    return _FACTORIES[name](seed)
