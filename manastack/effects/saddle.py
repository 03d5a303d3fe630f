"""Effect verbs: saddle (CR 702.171).

``become_saddled``: "this permanent becomes saddled until end of turn" (702.171a: the effect of a saddle ability).
"""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import SELF
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext


@effect("become_saddled", "702.171b", main="what", what="reference")
def become_saddled(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.171a-b: the referred permanent (default: this one) becomes saddled until end of turn."""
    for oid in ctx.objects(args.get("what"), SELF):
        ctx.emit(ev.BecomesSaddled(oid, rules=("702.171b",)))
