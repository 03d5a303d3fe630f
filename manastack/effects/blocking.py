"""Effect verbs: an attacking creature becoming blocked by an effect (CR 509.1h, 702.22i)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.cards.values import TARGET
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.banding import band_of
from manastack.rules.context import EffectContext


@effect("become_blocked", "509.1h", main="what", what="reference")
def become_blocked(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 509.1h: "target unblocked attacking creature becomes blocked" (Dazzling Beauty, Trap Runner): each
    referred attacking creature that isn't blocked becomes a blocked creature though no creature blocks it
    (its "becomes blocked" abilities trigger, 509.3c; with no blockers it assigns no combat damage unless it
    has trample, 509.1h, 702.19d); and so does every other creature in its band (702.22i)."""
    state = ctx.state
    combat = state.combat
    if combat is None:
        return
    done: set[int] = set()
    for oid in ctx.permanents(args.get("what"), TARGET):
        if oid not in combat.attackers or oid in combat.blocked or oid in done:
            continue
        done.add(oid)
        ctx.emit(ev.BecomesBlocked(oid, (), rules=("509.1h",)))
        for member in band_of(state, oid):
            if member not in combat.blocked and member not in done:
                done.add(member)
                ctx.emit(ev.BecomesBlocked(member, (), rules=("509.1h", "702.22i")))
