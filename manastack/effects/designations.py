"""Effect verbs: designations a player gets (CR 725: the monarch).

``become_monarch``: "you become the monarch", "target opponent becomes the monarch" (725.1, 725.3).
"""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import YOU
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext


@effect("become_monarch", "725.3", main="player", player="reference")
def become_monarch(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 725.3: the referred player (default: you) becomes the monarch; the monarch before ceases to be.  Nothing
    happens if that player already is the monarch (rules/monarch.py)."""
    for p in ctx.players(args.get("player"), YOU)[:1]:
        ctx.emit(ev.BecomesMonarch(p, rules=("725.3",)))
