"""Effect verb: a card put onto the battlefield attacking (ninjutsu, CR 702.49a, 508.4)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import SELF
from manastack.core.types import Zone
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext
from manastack.rules.enter_attacking import attackable


@effect("enter_attacking", "702.49a", main="what", what="reference")
def enter_attacking(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.49a, 702.49c, 508.4: put the referred card (default: this card) from its owner's hand onto the
    battlefield tapped and attacking what the creature returned for the ability's cost was attacking (the ability's
    ``attacked``); not declared as an attacker (508.4: no attack trigger) and unblocked (508.4d).  If that player or
    planeswalker can't be attacked now, it enters attacking nothing (508.4a); a card no longer in the hand stays
    where it is."""
    raw = ctx.info.get("attacked")
    attacked = (str(raw[0]), int(raw[1])) if raw else None
    if attacked is not None and (ctx.state.combat is None or not attackable(ctx.state, attacked)):
        attacked = None     # CR 508.4a (rules/enter_attacking.py, which puts it attacking as it enters)
    for oid in ctx.objects(args.get("what"), SELF):
        if ctx.state.objects[oid].zone != Zone.HAND:
            continue
        ctx.emit(ev.ZoneMove(oid, Zone.BATTLEFIELD.value, cause="put", by=ctx.controller, controller=ctx.controller,
                             tapped=True, attacking=attacked, rules=("702.49a", "702.49c", "508.4")))
