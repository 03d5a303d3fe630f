"""The effect verb of persist and undying (CR 702.79a, 702.93a): return_with_counter."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.core.types import Zone
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext


@effect("return_with_counter", "702.79a", main="kind", kind="counter")
def return_with_counter(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.79a, 702.93a: "return it to the battlefield under its owner's control with a [kind] counter on it": the
    card the dying permanent became in its owner's graveyard (400.7e), if it is still there, enters under its
    owner's control with one counter of ``kind`` (614.1c, 122.6); a token has ceased to exist (111.7, 704.5d) and
    a card that left the graveyard is a new object the ability can't find (400.7)."""
    oid = ctx.info.get("new_object")
    o = ctx.state.objects.get(int(oid)) if oid is not None else None
    if o is None or o.zone != Zone.GRAVEYARD:
        return
    kind = str(args["kind"])
    ctx.emit(ev.ZoneMove(o.id, Zone.BATTLEFIELD.value, cause="put", by=ctx.controller, controller=o.owner,
                         counters=((kind, 1),), rules=("702.79a" if kind == "-1/-1" else "702.93a", "614.1c")))
