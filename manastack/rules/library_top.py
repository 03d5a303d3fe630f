"""CR 401.5, 305.1: the top card of a library: played with it revealed, and lands played from it.

"Play with the top card of your library revealed" (401.5, 701.18c) makes the top card of the controller's library
public: every player's view shows it.  "You may play lands from the top of your library" lets the controller play
that card if it is a land, as a land play (305.1-2: it counts toward the one land each turn).  Courser of Kruphix
has both; Oracle of Mul Daya too.  "You may look at the top card of your library any time" (401.5) shows it to that
player only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary import static_kind
from manastack.rules.characteristics import chars, controlled_by, static_kinds

if TYPE_CHECKING:
    from manastack.state import GameState

TOP_CARD_REVEALED = static_kind(
    "top_card_revealed", "401.5", "you play with the top card of your library revealed: every player sees it")
LOOK_AT_TOP = static_kind(
    "look_at_library_top", "401.5", "you may look at the top card of your library any time: your view shows it")
PLAY_LANDS_FROM_TOP = static_kind(
    "play_lands_from_library_top", "305.1",
    "you may play lands from the top of your library (a land play like any other, 305.2)")


def _has(state: "GameState", player: int, kind: str) -> bool:
    """Whether ``player`` controls a permanent (phased in, 702.26b) with the static ability ``kind`` (board-cached:
    a change of the board or of characteristics drops it)."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    key = ("has static", player, kind)
    got: bool | None = cache.get(key)
    if got is None:
        got = cache[key] = kind in static_kinds(state) and any(any(s.kind == kind for s in chars(state, oid).static)
                                                               for oid in controlled_by(state, player))
    return got


def revealed_top(state: "GameState", player: int) -> int | None:
    """CR 401.5: the top card of ``player``'s library if they play with it revealed, else None."""
    library = state.players[player].library
    return library[0] if library and _has(state, player, TOP_CARD_REVEALED) else None


def seen_top(state: "GameState", player: int, viewer: int | None) -> int | None:
    """CR 401.5: the top card of ``player``'s library as ``viewer`` may see it: revealed to all, or looked at by
    its owner who "may look at the top card of [their] library any time" (``viewer`` None: the omniscient view)."""
    top = revealed_top(state, player)
    if top is not None:
        return top
    library = state.players[player].library
    if library and viewer in (player, None) and _has(state, player, LOOK_AT_TOP):
        return library[0]
    return None


def land_on_top(state: "GameState", player: int) -> int | None:
    """CR 305.1: the land card on top of ``player``'s library that a permission lets them play, else None."""
    library = state.players[player].library
    if not library or not _has(state, player, PLAY_LANDS_FROM_TOP) or not chars(state, library[0]).land:
        return None
    return library[0]
