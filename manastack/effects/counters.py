"""Effect verbs: counters (CR 122)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.cards.values import TARGET
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.context import EffectContext
from manastack.rules.division import share


@effect("put_counters", "122.1", main="on", on="reference", kind="counter", amount="quantity", divided="flag")
def put_counters(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 122.1: put N counters of a kind on each referred permanent (negative N removes).  ``divided``: "distribute
    N counters among ...": each target gets the part of N announced for it as the spell was cast (601.2d,
    ``rules/division.py``)."""
    n = ctx.number(args.get("amount"), 1)
    kind = str(args.get("kind", "+1/+1"))
    divided = bool(args.get("divided"))
    for oid in ctx.permanents(args.get("on"), TARGET):
        k = share(ctx.info, ("o", oid)) if divided else n
        if divided and k <= 0:
            continue
        ctx.emit(ev.PutCounters(oid, kind, k, by_effect=True, rules=("122.1", "601.2d") if divided else ("122.1",)))
