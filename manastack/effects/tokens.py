"""Effect verbs: creating tokens (CR 111)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.cards.values import YOU
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.characteristics import token_key
from manastack.rules.context import EffectContext


@effect("create_token", "111.1", main="token", token="token", amount="quantity", controller="reference",
        tapped="flag")
def create_token(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 111.1: create N tokens with the given inline definition; ``tapped``: "create a tapped ... token", they
    enter tapped (the entering contained in the creation, 616.1g; 614.1d)."""
    key = token_key(ctx.state, args["token"])
    n = ctx.number(args.get("amount"), 1)
    for p in ctx.players(args.get("controller"), YOU):
        ctx.emit(ev.CreateToken(p, key, n, tapped=bool(args.get("tapped")), rules=("111.1",)))
