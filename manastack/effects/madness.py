"""Effect verb of madness (CR 702.35a): ``madness_cast`` (rules/madness.py)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.core.types import Zone
from manastack.effects.cascade import ask_cast
from manastack.effects.payment import pay_mana
from manastack.effects.registry import effect
from manastack.rules.casting import can_pay, total_spell_cost
from manastack.rules.characteristics import chars
from manastack.rules.context import EffectContext
from manastack.rules.madness import MADNESS, madness_cost


@effect("madness_cast", "702.35a")
def madness_cast(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.35a: the owner may cast the card exiled this way by paying its madness cost rather than its mana cost
    (during the resolution, 608.2g; the total cost is the madness cost with additional costs, increases and
    reductions, 601.2f, paid as it is cast, 601.2g-h; X is 0); if they don't, they put it into their graveyard.  A
    card no longer in exile is neither cast nor moved."""
    st = ctx.state
    card = ctx.info.get("object")
    if not isinstance(card, int) or card not in st.objects or st.objects[card].zone != Zone.EXILE:
        return
    name = chars(st, card).name
    cost = total_spell_cost(st, card, 0, (MADNESS,)) if madness_cost(st, card) is not None else None
    got = None
    if cost is not None:
        got = ask_cast(ctx, card, f"Cast {name} for its madness cost {cost}?", "702.35a",
                       can_pay=can_pay(st, ctx.controller, cost))
    if cost is None or got is None:
        ctx.emit(ev.ZoneMove(card, Zone.GRAVEYARD.value, cause="madness", by=ctx.controller, rules=("702.35a",)))
        return
    pay_mana(ctx, ctx.controller, cost, "702.35a")
    ctx.emit(ev.CastFromEffect(card, ctx.controller, got[1], got[0], extras=(MADNESS,),
                               rules=("702.35a", "608.2g", "118.9")))
