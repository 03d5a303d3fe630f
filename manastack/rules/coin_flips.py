"""CR 705 flipping a coin: the conditions "if you win the flip" and "if you lose the flip" (705.1, 705.2).

The effect verb ``flip_coin`` (``effects/coins.py``) records a
``CoinFlip`` event; the conditions read the latest coin flip of the resolving spell's or ability's controller, which
the instructions before them in the same resolution made (608.2c: the instructions are followed in order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.vocabulary import CONDITIONS, ConditionDef

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

WON_FLIP = "won_flip"
LOST_FLIP = "lost_flip"


def latest_flip(state: "GameState", player: int) -> bool | None:
    """Whether ``player``'s latest coin flip this turn was won (None if they flipped none)."""
    for turn, _step, e in reversed(state.events):
        if turn != state.turn:
            return None
        if isinstance(e, ev.CoinFlip) and e.player == player:
            return e.won
    return None


def _won(state: "GameState", args: Mapping[str, Any], source: int, controller: int, spell: "Obj | None") -> bool:
    """"If you win the flip" (CR 705.1): the controller's latest coin flip, made by this spell or ability, was won."""
    return latest_flip(state, controller) is True


def _lost(state: "GameState", args: Mapping[str, Any], source: int, controller: int, spell: "Obj | None") -> bool:
    """"If you lose the flip" (CR 705.1): the controller's latest coin flip, made by this spell or ability, was
    lost."""
    return latest_flip(state, controller) is False


CONDITIONS.define(WON_FLIP, ConditionDef(WON_FLIP, "705.1", (_won.__doc__ or "").strip(), _won))
CONDITIONS.define(LOST_FLIP, ConditionDef(LOST_FLIP, "705.1", (_lost.__doc__ or "").strip(), _lost))
