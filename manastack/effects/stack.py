"""Effect verbs: the stack (countering, CR 701.6)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.core.types import Zone
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.characteristics import chars
from manastack.rules.context import EffectContext


@effect("counter", main="what", args=())
def counter(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.6a: a countered spell goes to its owner's graveyard; a countered ability ceases to exist."""
    for oid in ctx.objects(args.get("what", "target")):
        o = ctx.state.objects[oid]
        if o.zone != Zone.STACK:
            continue
        if "cant_be_countered" in {s.kind for s in chars(ctx.state, oid).card.static} and o.kind != "ability":
            continue  # CR 101.2: "can't" beats "can"
        ctx.emit(ev.ZoneMove(oid, Zone.GRAVEYARD.value, cause="counter", by=ctx.controller, rules=("701.6a",)))
