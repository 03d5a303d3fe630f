"""Effect verbs: flipping a coin (CR 705)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext


@effect("flip_coin", "705.1")
def flip_coin(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 705.1-2: the controller flips a coin and wins or loses the flip, each equally likely (a chance node: the
    same outcome if the resolution is run again or the game is loaded); "if you win the flip" / "if you lose the
    flip" (conditions ``won_flip``, ``lost_flip``) read it."""
    won = ctx.chance(lambda: ctx.state.rng.random() < 0.5)
    ctx.emit(ev.CoinFlip(ctx.controller, bool(won), rules=("705.1",)))
