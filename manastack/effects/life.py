"""Effect verbs: gaining and losing life (CR 119)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.cards.values import TARGET, YOU
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.context import EffectContext


@effect("gain_life", "119.3", main="amount", amount="quantity", player="reference")
def gain_life(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 119.3: each referred player gains N life."""
    n = ctx.number(args.get("amount"))
    for p in ctx.players(args.get("player"), YOU):
        ctx.emit(ev.LifeGain(p, n, source=ctx.source, rules=("119.3",)))


@effect("lose_game", "104.3e", main="player", player="reference")
def lose_game(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 104.3e: an effect states that each referred player (default: you) loses the game."""
    for p in ctx.players(args.get("player"), YOU):
        ctx.emit(ev.LoseGame(p, f"{ctx.source_name}'s effect", rules=("104.3e",)))


@effect("lose_life", "119.3", main="amount", amount="quantity", player="reference")
def lose_life(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 119.3: each referred player loses N life."""
    n = ctx.number(args.get("amount"))
    for p in ctx.players(args.get("player"), TARGET):
        ctx.emit(ev.LifeLoss(p, n, source=ctx.source, rules=("119.3",)))
