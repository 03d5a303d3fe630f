"""CR 119.7: players who can't gain life.

"Players can't gain life" and "Your opponents can't gain life" are static abilities: while one applies to a player,
an effect that would have them gain life doesn't (lifelink too, 702.15b), and a replacement effect that would
replace such a life gain does nothing (119.7: Lich's "draw that many cards instead" isn't applied).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary import static_kind
from manastack.rules.characteristics import chars, controller_of

if TYPE_CHECKING:
    from manastack.state import GameState

PLAYERS_CANT_GAIN_LIFE = static_kind("players_cant_gain_life", "119.7", "no player can gain life")
OPPONENTS_CANT_GAIN_LIFE = static_kind(
    "opponents_cant_gain_life", "119.7", "your opponents can't gain life")


def can_gain_life(state: "GameState", player: int) -> bool:
    """CR 119.7: whether ``player`` can gain life now (board-cached)."""
    cache = state.board_cache()
    key = ("cant gain life",)
    got: tuple[bool, frozenset[int]] | None = cache.get(key)
    if got is None:
        everyone, sources = False, set()
        for oid in state.permanents():
            for s in chars(state, oid).static:
                if s.kind == PLAYERS_CANT_GAIN_LIFE:
                    everyone = True
                elif s.kind == OPPONENTS_CANT_GAIN_LIFE:
                    sources.add(controller_of(state, oid))
        got = cache[key] = (everyone, frozenset(sources))
    everyone, controllers = got
    return not everyone and not any(c != player for c in controllers)
