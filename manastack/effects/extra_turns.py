"""Effect verb ``extra_turn``: "take an extra turn after this one", "target player takes two extra turns after this
one" (CR 500.7; rules/extra_turns.py takes them)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import YOU
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext


@effect("extra_turn", "500.7", main="player", player="reference", amount="quantity")
def extra_turn(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 500.7: the referred player (default: you) takes ``amount`` (default 1) extra turns directly after this
    one, added one at a time."""
    n = ctx.number(args["amount"]) if "amount" in args else 1
    for p in ctx.players(args.get("player"), YOU)[:1]:
        for _ in range(max(0, n)):
            ctx.emit(ev.ExtraTurn(p, rules=("500.7",)))
