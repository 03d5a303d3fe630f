"""Effect verbs: phasing (CR 702.26)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.cards.values import TARGET
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext
from manastack.rules.phasing import phase_out_events


@effect("phase_out", "702.26b", main="what", what="reference")
def phase_out(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.26b, 702.26g: "target creature phases out": it phases out, with what is attached to it
    (indirectly); it phases in during the next untap step of the player who controlled it (702.26a)."""
    going = [o for o in ctx.permanents(args.get("what"), TARGET) if not ctx.state.objects[o].phased_out]
    for e in phase_out_events(ctx.state, going, ("702.26b",)):
        ctx.emit(e)
