"""Effect verb ``monstrosity`` (CR 701.37): "Monstrosity N"."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import SELF
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext


@effect("monstrosity", "701.37", main="amount", amount="quantity", what="reference")
def monstrosity(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.37a: "Monstrosity N": if the permanent (``what``, default this one) isn't monstrous, put N +1/+1 counters
    on it and it becomes monstrous (701.37b: it stays so until it leaves the battlefield); if it is, nothing
    happens.  N may be X, the X paid for the ability (701.37c)."""
    n = ctx.number(args.get("amount"), 0)
    for oid in ctx.permanents(args.get("what"), SELF):
        if ctx.state.objects[oid].monstrous:
            continue
        if n > 0:
            ctx.emit(ev.PutCounters(oid, "+1/+1", n, by_effect=True, rules=("701.37a", "122.1")))
        ctx.emit(ev.BecomesMonstrous(oid, rules=("701.37a", "701.37b")))
