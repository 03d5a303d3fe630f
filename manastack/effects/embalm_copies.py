"""Effect verb of embalm and eternalize (CR 702.128a, 702.129a): ``embalm_copy``."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.effects.registry import effect
from manastack.rules.characteristics import token_key
from manastack.rules.context import EffectContext
from manastack.rules.embalm import embalmed
from manastack.rules.printed import card_of
from manastack.rules.zones import last_known


@effect("embalm_copy", "702.128a", eternalize="flag")
def embalm_copy(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.128a: create a token that's a copy of the source card (exiled as the ability's cost: its copiable
    values as it last existed, 707.2, 608.2h), except it's white, it has no mana cost, and it's a Zombie in addition
    to its other types; ``eternalize`` (702.129a): except it's black and 4/4 instead of white."""
    o = last_known(ctx.state, ctx.source)
    if o is None:
        return
    key = token_key(ctx.state, embalmed(card_of(ctx.state, o), bool(args.get("eternalize"))))
    rule = "702.129a" if args.get("eternalize") else "702.128a"
    ctx.emit(ev.CreateToken(ctx.controller, key, 1, rules=(rule, "707.9b", "111.1")))
