"""Effect verb ``firebend`` (CR 702.189a): the mana of firebending."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext
from manastack.rules.firebending import FIREBEND
from manastack.rules.restricted_mana import KEEP_COMBAT, kept_units


@effect(FIREBEND, "702.189a", main="amount", amount="quantity")
def firebend(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.189a: add N {R}; until end of combat, its controller doesn't lose this mana as steps and phases end
    (a pool kind kept until the end of combat step ends, ``rules/restricted_mana.py``; emptied by rules/turn.py)."""
    n = ctx.number(args.get("amount"), 1)
    if n > 0:
        ctx.emit(ev.AddMana(ctx.controller, kept_units((("R", n),), KEEP_COMBAT), ctx.source,
                            rules=("702.189a", "106.3")))
