"""Playing cards exiled by an effect that says "you may play that card this turn" (impulse draw): CR 601.2 (casting
it from exile follows the normal timing and cost rules, 601.3) and 305.1 (a land played this way is the player's
land play, 305.2).

The effect (``exile_top`` with ``play``) marks the new objects in exile (``Obj.playable_by``, ``playable_until``: the
last turn number of the permission).  A card that leaves exile is a new object without the mark (400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.core.types import Zone
from manastack.rules.leaving import next_in_game

if TYPE_CHECKING:
    from manastack.state import GameState


def playable_from_exile(state: "GameState", player: int) -> list[int]:
    """The cards in exile ``player`` may play now by such a permission (its duration not over)."""
    out: list[int] = []
    for oid in state.exile:
        o = state.objects[oid]
        if o.zone == Zone.EXILE and o.playable_by == player and state.turn <= o.playable_until:
            out.append(oid)
    return out


def last_turn(state: "GameState", player: int, next_turn: bool) -> int:
    """The last turn number of a permission: this turn, or "until the end of your next turn" the number of
    ``player``'s next turn in turn order (an extra turn taken later doesn't move it)."""
    if not next_turn:
        return state.turn
    turn, active = state.turn, state.active
    for _ in range(len(state.players) + 1):
        turn += 1
        active = next_in_game(state, active)
        if active == player:
            break
    return turn
