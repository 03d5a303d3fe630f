"""A scripted agent: answers decisions from lines of action notation, in order.

Used to replay a recorded game or a puzzle solution; the judge's script runner works
the same way.  Running out of lines, or a line that is not a legal answer, is an error
naming the line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from manastack.notation import NotationError, parse_action

if TYPE_CHECKING:
    from manastack.actions import Action
    from manastack.game import Game


class ScriptExhausted(RuntimeError):
    """The game asked for a decision after the script's last line."""


class ScriptedAgent:
    name = "scripted"

    def __init__(self, lines: Iterable[str]):
        self.lines = list(lines)
        self.position = 0

    def choose(self, game: "Game") -> "Action":
        d = game.pending
        assert d is not None, "the game is over"
        if self.position >= len(self.lines):
            raise ScriptExhausted(f"no script line left to answer: {d.prompt}")
        line = self.lines[self.position]
        self.position += 1
        try:
            return parse_action(game, line, d.player)
        except NotationError as e:
            raise NotationError(f"script line {self.position} ({line!r}): {e}") from None
