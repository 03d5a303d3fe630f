"""Effect verbs ``connive`` and its second step ``connive_discard`` (CR 701.50): a permanent connives."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.model import Filter
from manastack.cards.values import SELF
from manastack.core.types import Zone
from manastack.effects.cards_moves import _pick
from manastack.effects.registry import effect
from manastack.rules.characteristics import controller_of
from manastack.rules.connive import CONNIVE, CONNIVE_DISCARD
from manastack.rules.context import EffectContext
from manastack.rules.naming import obj_name
from manastack.rules.targeting import matches

_LAND = Filter(types=("Land",))


def _connivers(ctx: EffectContext, args: Mapping[str, Any]) -> list[tuple[int, int, bool]]:
    """(permanent, its controller, whether it is on the battlefield) of each referred permanent (default this one);
    one that has left the battlefield with its last known controller (CR 701.50c)."""
    st = ctx.state
    out: list[tuple[int, int, bool]] = []
    ref = args.get("what") or SELF
    oids = ctx.objects(ref, SELF)
    if not oids and ref.name in ("it", "that", "self"):    # CR 701.50c: it left; its last known information
        gone = ctx.source if ref.name == "self" else ctx.info.get("object")
        oids = [int(gone)] if gone is not None and int(gone) in st.lki else []
    for oid in oids:
        here = oid in st.objects and st.objects[oid].zone == Zone.BATTLEFIELD
        last = st.objects.get(oid) if here else st.lki.get(oid)
        if last is None:
            continue
        out.append((oid, controller_of(st, oid) if here else last.controller, here))
    return out


@effect(CONNIVE, "701.50", main="what", what="reference", amount="quantity")
def connive(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.50a, 701.50e: each referred permanent (default this one) connives (``amount``: connive N): its
    controller draws N cards (121.1); the next step, ``connive_discard``, discards and puts the counters."""
    n = ctx.number(args.get("amount"), 1)
    for _, p, _ in _connivers(ctx, args):
        for _ in range(n):
            ctx.emit(ev.Draw(p, rules=("701.50a", "121.1")))


@effect(CONNIVE_DISCARD, "701.50", main="what", what="reference", amount="quantity")
def connive_discard(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.50a, 701.50e, the second step of ``connive`` (rules/steps.py): the conniving permanent's controller
    discards N cards (chosen now, among the cards just drawn), then puts a +1/+1 counter on the permanent for each
    nonland card discarded, if it is still on the battlefield; 701.50b: it connives even with no card to discard."""
    st = ctx.state
    n = ctx.number(args.get("amount"), 1)
    for oid, p, here in _connivers(ctx, args):
        hand = list(st.players[p].hand)
        chosen = _pick(ctx, p, hand, n, f"Choose {n} card(s) to discard ({obj_name(st, oid)} connives)", "701.50a",
                       "discard")
        nonland = sum(1 for c in chosen if not matches(st, c, _LAND, ctx.source, p))
        for c in chosen:
            ctx.emit(ev.ZoneMove(c, Zone.GRAVEYARD.value, cause="discard", by=p, rules=("701.50a", "701.9a")))
        if here and nonland:
            ctx.emit(ev.PutCounters(oid, "+1/+1", nonland, by_effect=True, rules=("701.50a", "122.1")))
        if not chosen:
            ctx.emit(ev.Note(f"{obj_name(st, oid)} connives", rules=("701.50b",)))
