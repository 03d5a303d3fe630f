"""A seeded random agent: a uniformly random legal answer to every decision.

At priority it skips mana abilities (tapping a land for nothing helps no one; the
engine taps sources itself when paying) and otherwise picks uniformly among the legal
actions, passing included.  Declarations and choices of several options are made one
small step at a time (manastack.stepwise): it picks uniformly among the legal steps.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from manastack.agents.base import register_agent

if TYPE_CHECKING:
    from manastack.actions import Action
    from manastack.game import Game


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game: "Game") -> "Action":
        d = game.pending
        assert d is not None, "the game is over"
        if d.kind == "priority":
            opts = d.options_without_mana()
            return opts[self.rng.randrange(len(opts))]
        return d.sample(self.rng)


register_agent("random", RandomAgent)
