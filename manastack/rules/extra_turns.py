"""CR 500.7: extra turns.  An effect that gives a player an extra turn adds it directly after the current turn (the
event ``ExtraTurn``, effect verb ``extra_turn``, ``effects/extra_turns.py``); several are added one at a time, and
the most recently created is taken first.  A player who has left the game takes no turn (800.4a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.rules.leaving import next_in_game

if TYPE_CHECKING:
    from manastack.state import GameState


def next_turn_player(state: "GameState") -> int:
    """CR 500.7, 800.4a: whose turn comes next: the player of the most recently created extra turn still to come
    (each taken once), else the next player in turn order still in the game."""
    while state.extra_turns:
        p = state.extra_turns.pop()
        if not state.players[p].lost:
            return p
    return next_in_game(state, state.active)
