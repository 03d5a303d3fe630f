"""Effect verbs: a player's speed (CR 702.179).

``increase_speed``: "your speed increases by 1" (the inherent triggered ability of 702.179d; 702.179c: a player with
no speed gets that speed).
"""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import YOU
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext


@effect("increase_speed", "702.179c", main="amount", amount="quantity", player="reference")
def increase_speed(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.179c-d: each referred player's (default: your) speed increases by N (default 1); one with no speed gets
    speed N."""
    n = ctx.number(args.get("amount", 1))
    for p in ctx.players(args.get("player"), YOU):
        ctx.emit(ev.SpeedIncreases(p, n, rules=("702.179c",)))
