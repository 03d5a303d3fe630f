"""Effect verbs: damage (CR 120)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.cards.values import SELF, TARGET
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.context import EffectContext


@effect("damage", "120.1", main="amount", amount="quantity", to="reference", source="reference",
        unpreventable="flag")
def damage(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 120.1: the source deals N damage to each object or player referred to by ``to``; ``unpreventable``:
    the damage can't be prevented (615.12)."""
    amount = ctx.number(args.get("amount"))
    source = ctx.source
    if "source" in args:
        objs = ctx.objects(args["source"], SELF)
        if not objs:
            return
        source = objs[0]
    unpreventable = bool(args.get("unpreventable", False))
    rules = ("120.1", "615.12", ctx.rule) if unpreventable else ("120.1", ctx.rule)
    for ref in ctx.refs(args.get("to"), TARGET):
        ctx.emit(ev.Damage(source, ref, amount, unpreventable=unpreventable, rules=rules))
