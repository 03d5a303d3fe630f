"""Effect verb: a permanent becomes unattached (reconfigure's second ability, CR 702.151a, 701.3d)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import SELF
from manastack.core.types import Zone
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext


@effect("unattach", "701.3d", main="what", what="reference")
def unattach(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.3d: each referred permanent (default: this one) that is attached to something becomes unattached
    ("Unattach this permanent": reconfigure, 702.151a); it stays on the battlefield."""
    st = ctx.state
    for oid in ctx.objects(args.get("what"), SELF):
        o = st.objects[oid]
        if o.zone == Zone.BATTLEFIELD and o.attached_to is not None:
            ctx.emit(ev.Attach(oid, None, rules=("701.3d", "702.151a")))
