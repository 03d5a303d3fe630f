"""Effect verbs: counters (CR 122)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.cards.values import TARGET
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.context import EffectContext


@effect("put_counters", "122.1", main="on", on="reference", kind="counter", amount="quantity")
def put_counters(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 122.1: put N counters of a kind on each referred permanent (negative N removes)."""
    n = ctx.number(args.get("amount"), 1)
    kind = str(args.get("kind", "+1/+1"))
    for oid in ctx.permanents(args.get("on"), TARGET):
        ctx.emit(ev.PutCounters(oid, kind, n, by_effect=True, rules=("122.1",)))
