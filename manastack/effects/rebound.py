"""Effect verb of rebound (CR 702.88a): ``rebound_cast`` (rules/rebound.py)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.effects.cascade import ask_cast
from manastack.effects.registry import effect
from manastack.rules.cascade import exiled_this_way
from manastack.rules.characteristics import chars
from manastack.rules.context import EffectContext


@effect("rebound_cast", "702.88a")
def rebound_cast(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.88a-b: you may cast the card that rebound exiled (this delayed ability's source was the spell) from
    exile without paying its mana cost (608.2g; an alternative cost, 118.9); if you don't, it stays in exile."""
    cards = exiled_this_way(ctx.state, ctx.source)
    if not cards:
        ctx.emit(ev.Note(f"{ctx.source_name} is no longer in exile: rebound does nothing", rules=("702.88a",)))
        return
    card = cards[-1]
    got = ask_cast(ctx, card, f"Cast {chars(ctx.state, card).name} from exile without paying its mana cost?",
                   "702.88a")
    if got is not None:
        ctx.emit(ev.CastFromEffect(card, ctx.controller, got[1], got[0], rules=("702.88a", "608.2g", "118.9")))
