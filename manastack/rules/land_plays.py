"""CR 305.2: how many lands a player may play each turn.

A player may normally play one land during each of their turns (305.2); "You may play an additional land on each of
your turns" raises that number by one for each such ability of a permanent they control (305.2a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary import static_kind
from manastack.rules.characteristics import chars, controlled_by, static_kinds

if TYPE_CHECKING:
    from manastack.state import GameState

ADDITIONAL_LAND = static_kind(
    "additional_land_play", "305.2a", "you may play an additional land on each of your turns")


def land_plays(state: "GameState", player: int) -> int:
    """CR 305.2, 305.2a: the number of lands ``player`` may play this turn: one, plus one for each "additional land"
    ability of a permanent they control (board-cached)."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    key = ("land plays", player)
    got: int | None = cache.get(key)
    if got is None:
        got = cache[key] = 1 + (sum(1 for oid in controlled_by(state, player) for s in chars(state, oid).static
                                    if s.kind == ADDITIONAL_LAND) if ADDITIONAL_LAND in static_kinds(state) else 0)
    return got
