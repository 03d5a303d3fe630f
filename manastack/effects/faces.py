"""Effect verbs that turn double-faced permanents over (CR 701.27, 712) and flip flip cards (710)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import SELF
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext


@effect("transform", "701.27a", main="what", what="reference")
def transform(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.27a: transform the referred permanents (default this one); one that isn't double-faced doesn't
    (701.27c)."""
    for oid in ctx.permanents(args.get("what"), SELF):
        ctx.emit(ev.Transform(oid, rules=("701.27a",)))


@effect("flip", "710.2", main="what", what="reference")
def flip(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 710.2: flip the referred permanents (default this one); one that isn't a flip card doesn't."""
    for oid in ctx.permanents(args.get("what"), SELF):
        ctx.emit(ev.Flip(oid, rules=("710.2",)))
