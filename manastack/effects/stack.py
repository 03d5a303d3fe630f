"""Effect verbs: the stack (countering, CR 701.6)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.core.mana import ManaCost, parse_cost
from manastack.core.types import Zone
from manastack.decisions import Decision, Option
from manastack.cards.values import TARGET
from manastack.cards.vocabulary import static_kind
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.effects.payment import pay_mana
from manastack.rules.casting import can_pay
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.context import EffectContext


CANT_BE_COUNTERED = static_kind("cant_be_countered", "101.2", "this spell can't be countered")


@effect("counter", "701.6", main="what", what="reference", instead_top_of_library="flag", unless_pays="costs")
def counter(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.6a: a countered spell goes to its owner's graveyard; a countered ability ceases to exist.
    ``instead_top_of_library``: "if that spell is countered this way, put it on top of its owner's library
    instead of into that player's graveyard" (Memory Lapse), a self-replacement effect (614.15, 616.1a).
    ``unless_pays``: "counter target spell unless its controller pays {3}" (Mana Leak; CR 118.12: as this resolves
    the spell's controller may pay the cost, and if they do it isn't countered)."""
    for oid in ctx.objects(args.get("what"), TARGET):
        o = ctx.state.objects[oid]
        if o.zone != Zone.STACK:
            continue
        if CANT_BE_COUNTERED in {s.kind for s in chars(ctx.state, oid).static} and o.kind != "ability":
            continue  # CR 101.2: "can't" beats "can"
        if "unless_pays" in args and _pays(ctx, oid, parse_cost(str(args["unless_pays"][0]))):
            continue
        instead = (Zone.LIBRARY.value, ctx.source) if args.get("instead_top_of_library") and o.kind != "ability"             else None
        ctx.emit(ev.ZoneMove(oid, Zone.GRAVEYARD.value, cause="counter", by=ctx.controller, instead=instead,
                             rules=("701.6a",)))


def _pays(ctx: EffectContext, oid: int, cost: ManaCost) -> bool:
    """CR 118.12: the controller of spell or ability ``oid`` chooses whether to pay ``cost`` (only if they can), and
    pays it; whether they paid."""
    st = ctx.state
    player = controller_of(st, oid)
    name = chars(st, oid).name if st.objects[oid].kind != "ability" else st.objects[oid].source_name
    if not can_pay(st, player, cost):
        return False
    a = ctx.choose(Decision(player, "choose", f"Pay {cost} so that {ctx.source_name} doesn't counter {name}?",
                            "118.12", (Option("yes", True), Option("no", False)), data={"what": "pay"}))
    if a.picks[0] != 0:  # type: ignore[attr-defined]
        return False
    pay_mana(ctx, player, cost, "118.12")
    ctx.emit(ev.Note(f"{st.players[player].name} pays {cost} for {name}", rules=("118.12",)))
    return True
