"""Effect verbs: the stack (countering, CR 701.6)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.core.mana import parse_cost
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
from manastack.rules.restricted_mana import UNCOUNTERABLE
from manastack.rules.targeting import matches
from manastack.effects.library import choose_any
from manastack.rules.uncounterable import protected_from_countering


CANT_BE_COUNTERED = static_kind("cant_be_countered", "101.2", "this spell can't be countered")


@effect("counter", "701.6", main="what", what="reference", instead_top_of_library="flag", unless_pays="costs",
        unless_life="quantity", unless_discards="quantity", unless_sacrifices="filter")
def counter(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.6a: a countered spell goes to its owner's graveyard; a countered ability ceases to exist.
    ``instead_top_of_library``: "if that spell is countered this way, put it on top of its owner's library
    instead of into that player's graveyard" (Memory Lapse), a self-replacement effect (614.15, 616.1a).
    ``unless_pays``: "counter target spell unless its controller pays {3}" (Mana Leak; CR 118.12: as this resolves
    the spell's controller may pay the cost, and if they do it isn't countered); ``unless_life``, ``unless_discards``,
    ``unless_sacrifices`` (a filter) are other parts of that cost ("unless that player pays 3 life", ward's costs,
    CR 702.21a), the whole paid or none of it."""
    for oid in ctx.objects(args.get("what"), TARGET):
        o = ctx.state.objects[oid]
        if o.zone != Zone.STACK:
            continue
        if (CANT_BE_COUNTERED in {s.kind for s in chars(ctx.state, oid).static} or UNCOUNTERABLE in o.extras) \
                and o.kind != "ability":
            continue  # CR 101.2: "can't" beats "can"; 106.6a: mana spent on it said "that spell can't be countered"
        if protected_from_countering(ctx.state, oid):
            continue  # CR 101.2: "creature spells you control can't be countered" (rules/uncounterable.py)
        if _UNLESS.intersection(args) and _pays(ctx, oid, args):
            continue
        instead = (Zone.LIBRARY.value, ctx.source) if args.get("instead_top_of_library") and o.kind != "ability"             else None
        ctx.emit(ev.ZoneMove(oid, Zone.GRAVEYARD.value, cause="counter", by=ctx.controller, instead=instead,
                             rules=("701.6a",)))


_UNLESS = frozenset({"unless_pays", "unless_life", "unless_discards", "unless_sacrifices"})


def _pays(ctx: EffectContext, oid: int, args: Mapping[str, Any]) -> bool:
    """CR 118.12: the controller of spell or ability ``oid`` chooses whether to pay the cost (mana ``unless_pays``,
    ``unless_life``, ``unless_discards`` cards, sacrificing ``unless_sacrifices`` permanents), only if they can pay
    all of it (118.3, 119.4), and pays it; whether they paid."""
    st = ctx.state
    player = controller_of(st, oid)
    name = chars(st, oid).name if st.objects[oid].kind != "ability" else st.objects[oid].source_name
    cost = parse_cost(str(args["unless_pays"][0])) if "unless_pays" in args else None
    life = ctx.number(args["unless_life"]) if "unless_life" in args else 0
    discards = ctx.number(args["unless_discards"]) if "unless_discards" in args else 0
    sac_pool = [p for p in st.permanents() if controller_of(st, p) == player
                and matches(st, p, args["unless_sacrifices"], ctx.source, ctx.controller)] \
        if "unless_sacrifices" in args else []
    if (cost is not None and not can_pay(st, player, cost)) or st.players[player].life < life \
            or len(st.players[player].hand) < discards or ("unless_sacrifices" in args and not sac_pool):
        return False
    parts = ([str(cost)] if cost is not None else []) + ([f"{life} life"] if life else []) + \
        ([f"discard {discards}"] if discards else []) + (["sacrifice a permanent"] if sac_pool else [])
    shown = ", ".join(parts)
    a = ctx.choose(Decision(player, "choose", f"Pay {shown} so that {ctx.source_name} doesn't counter {name}?",
                            "118.12", (Option("yes", True), Option("no", False)), data={"what": "pay"}))
    if a.picks[0] != 0:  # type: ignore[attr-defined]
        return False
    gone = choose_any(ctx, player, list(st.players[player].hand), f"Choose {discards} card(s) to discard", "118.12",
                      "discard", least=discards, most=discards) if discards else []
    sacrificed = choose_any(ctx, player, sac_pool, "Choose a permanent to sacrifice", "118.12", "sacrifice",
                            least=1, most=1) if sac_pool else []
    if cost is not None:
        pay_mana(ctx, player, cost, "118.12")
    if life:
        ctx.emit(ev.LifeLoss(player, life, rules=("119.4", "118.12")))
    for c in gone:
        ctx.emit(ev.ZoneMove(c, Zone.GRAVEYARD.value, cause="discard", by=player, rules=("701.9a", "118.12")))
    for p in sacrificed:
        ctx.emit(ev.ZoneMove(p, Zone.GRAVEYARD.value, cause="sacrifice", by=player, rules=("701.21a", "118.12")))
    ctx.emit(ev.Note(f"{st.players[player].name} pays {shown} for {name}", rules=("118.12",)))
    return True
