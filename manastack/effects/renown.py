"""The effect verb of renown (CR 702.112a): become_renowned."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import SELF
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext


@effect("become_renowned", "702.112b", main="what", what="reference")
def become_renowned(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.112a-b: "it becomes renowned": each referred permanent (default: this one) that isn't renowned becomes
    renowned, a designation it keeps until it leaves the battlefield."""
    for oid in ctx.permanents(args.get("what"), SELF):
        o = ctx.state.objects.get(oid)
        if o is not None and not o.renowned:
            ctx.emit(ev.BecomesRenowned(oid, rules=("702.112b",)))
