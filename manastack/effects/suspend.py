"""Effect verbs of suspend (CR 702.62a): ``suspend_tick`` and ``suspend_cast`` (rules/suspend.py)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import SELF
from manastack.core.types import Zone
from manastack.effects.cascade import ask_cast
from manastack.effects.registry import effect
from manastack.rules.characteristics import chars
from manastack.rules.context import EffectContext
from manastack.rules.suspend import SUSPEND, TIME, suspended


@effect("suspend_tick", "702.62a")
def suspend_tick(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.62a, 603.4: if the card is still suspended (702.62b), remove a time counter from it."""
    card = ctx.info.get("object")
    if not isinstance(card, int) or not suspended(ctx.state, card):
        ctx.emit(ev.Note(f"{ctx.source_name} is no longer suspended: no time counter is removed",
                         rules=("702.62a", "603.4")))
        return
    ctx.emit(ev.PutCounters(card, TIME, -1, rules=("702.62a",)))


@effect("suspend_cast", "702.62a")
def suspend_cast(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.62a: if the card is still exiled, its owner may cast it without paying its mana cost if able (during the
    resolution, 608.2g; an alternative cost, 118.9; its timing is ignored, 608.2g); if they don't, it remains exiled.
    It is cast with ``SUSPEND`` among its chosen costs, so a creature spell cast so gains haste."""
    st = ctx.state
    card = ctx.info.get("object")
    if not isinstance(card, int) or card not in st.objects or st.objects[card].zone != Zone.EXILE:
        ctx.emit(ev.Note(f"{ctx.source_name} is no longer exiled: suspend does nothing", rules=("702.62a",)))
        return
    c = chars(st, card)
    if c.land:
        ctx.emit(ev.Note(f"{c.name} is a land: it can't be played during a resolution (305.1)", rules=("702.62a",)))
        return
    got = ask_cast(ctx, card, f"Cast {c.name} without paying its mana cost (suspend)?", "702.62a")
    if got is not None:
        ctx.emit(ev.CastFromEffect(card, ctx.controller, got[1], got[0], extras=(SUSPEND,),
                                   rules=("702.62a", "608.2g", "118.9")))


@effect("exile_with_counters", "122.1", main="what", what="reference", kind="counter", amount="quantity")
def exile_with_counters(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 406.2, 122.1: exile each referred object with ``amount`` counters of ``kind`` on it ("exile this with three
    time counters on it": the resolving spell of a card with suspend exiles itself, suspended again, 702.62a-b; it is
    no longer on the stack, so it isn't put into a graveyard as it finishes resolving, 608.2n)."""
    n = ctx.number(args.get("amount"), 1)
    kind = str(args.get("kind", TIME))
    for oid in ctx.objects(args.get("what"), SELF):
        ctx.emit(ev.ZoneMove(oid, Zone.EXILE.value, cause="exile", counters=((kind, n),), rules=("406.2", "122.1")))
