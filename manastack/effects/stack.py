"""Effect verbs: the stack (countering, CR 701.6)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.core.types import Zone
from manastack.cards.values import TARGET
from manastack.cards.vocabulary import static_kind
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.characteristics import chars
from manastack.rules.context import EffectContext


CANT_BE_COUNTERED = static_kind("cant_be_countered", "101.2", "this spell can't be countered")


@effect("counter", "701.6", main="what", what="reference", instead_top_of_library="flag")
def counter(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.6a: a countered spell goes to its owner's graveyard; a countered ability ceases to exist.
    ``instead_top_of_library``: "if that spell is countered this way, put it on top of its owner's library
    instead of into that player's graveyard" (Memory Lapse), a self-replacement effect (614.15, 616.1a)."""
    for oid in ctx.objects(args.get("what"), TARGET):
        o = ctx.state.objects[oid]
        if o.zone != Zone.STACK:
            continue
        if CANT_BE_COUNTERED in {s.kind for s in chars(ctx.state, oid).static} and o.kind != "ability":
            continue  # CR 101.2: "can't" beats "can"
        instead = (Zone.LIBRARY.value, ctx.source) if args.get("instead_top_of_library") and o.kind != "ability"             else None
        ctx.emit(ev.ZoneMove(oid, Zone.GRAVEYARD.value, cause="counter", by=ctx.controller, instead=instead,
                             rules=("701.6a",)))
