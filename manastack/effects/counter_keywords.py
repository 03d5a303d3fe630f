"""The effect verb of fading's and vanishing's upkeep triggers (CR 702.32a, 702.63a): remove_own_counter."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.core.types import Zone
from manastack.effects.registry import effect
from manastack.rules.characteristics import controller_of
from manastack.rules.context import EffectContext


@effect("remove_own_counter", "702.32a", main="kind", kind="counter", or_sacrifice="flag")
def remove_own_counter(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.32a, 702.63a: "remove a [kind] counter from this permanent"; with ``or_sacrifice`` (fading), "If you
    can't, sacrifice the permanent" (701.21a).  A source no longer on the battlefield is left alone (a new object,
    400.7)."""
    st = ctx.state
    src = ctx.source
    o = st.objects.get(src) if src is not None else None
    if o is None or o.zone != Zone.BATTLEFIELD:
        return
    kind = str(args["kind"])
    if o.counters.get(kind, 0) > 0:
        ctx.emit(ev.PutCounters(o.id, kind, -1, rules=("702.32a" if args.get("or_sacrifice") else "702.63a", "122.1")))
    elif args.get("or_sacrifice"):
        ctx.emit(ev.ZoneMove(o.id, Zone.GRAVEYARD.value, cause="sacrifice", by=controller_of(st, o.id),
                             rules=("702.32a", "701.21a")))
