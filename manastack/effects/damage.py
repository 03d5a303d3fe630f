"""Effect verbs: damage (CR 120)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.context import EffectContext


@effect("damage", main="amount", args=("to", "source"))
def damage(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 120.1: the source deals N damage to each object or player referred to by ``to``."""
    amount = ctx.number(args.get("amount"))
    source = ctx.source
    if "source" in args:
        objs = ctx.objects(args["source"])
        if not objs:
            return
        source = objs[0]
    for ref in ctx.refs(args.get("to", "target")):
        ctx.emit(ev.Damage(source, ref, amount, rules=("120.1", ctx.rule)))
