"""Paying a mana cost while an effect is carried out (CR 118.1, 118.12: "unless [a player] pays", "you may pay"):
the payment asked for, then its events (mana abilities activated, mana spent)."""

from __future__ import annotations

from manastack import events as ev
from manastack.core.mana import ManaCost
from manastack.rules.casting import ask_payment, payment_events
from manastack.rules.context import EffectContext


def pay_mana(ctx: EffectContext, player: int, cost: ManaCost, rule: str) -> None:
    """``player`` pays ``cost``, which they can pay (checked before: ask before act), as the effect resolves: the
    mana abilities they activate and the mana spent (``rule`` cited on it) are events."""
    st = ctx.state
    paid = ask_payment(st, ctx.asker, player, cost)
    assert paid is not None, "engine invariant: a payable cost can't be paid"
    pool_after, taps, life_paid, _ = paid
    for e in payment_events(st, player, taps, life_paid):
        ctx.emit(e)
    spent = tuple(sorted((k, v - pool_after.get(k, 0)) for k, v in st.players[player].pool.items()
                         if v > pool_after.get(k, 0)))
    if spent:
        ctx.emit(ev.ManaSpent(player, spent, rules=(rule,)))
