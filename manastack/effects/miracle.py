"""Effect verb of miracle (CR 702.94a): ``miracle_cast`` (rules/miracle.py)."""

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
from manastack.rules.miracle import MIRACLE, miracle_cost


@effect("miracle_cast", "702.94a")
def miracle_cast(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.94a: the owner may cast the card revealed this way by paying its miracle cost rather than its mana cost
    (during the resolution, 608.2g; the total cost is the miracle cost with additional costs, increases and
    reductions, 601.2f; X is 0).  A card no longer in its owner's hand isn't cast."""
    st = ctx.state
    card = ctx.info.get("object")
    if not isinstance(card, int) or card not in st.objects or st.objects[card].zone != Zone.HAND \
            or miracle_cost(st, card) is None:
        ctx.emit(ev.Note("the miracle card is no longer in its owner's hand", rules=("702.94a",)))
        return
    name = chars(st, card).name
    cost = total_spell_cost(st, card, 0, (MIRACLE,))
    got = ask_cast(ctx, card, f"Cast {name} for its miracle cost {cost}?", "702.94a",
                   can_pay=can_pay(st, ctx.controller, cost))
    if got is None:
        return
    pay_mana(ctx, ctx.controller, cost, "702.94a")
    ctx.emit(ev.CastFromEffect(card, ctx.controller, got[1], got[0], extras=(MIRACLE,),
                               rules=("702.94a", "608.2g", "118.9")))
