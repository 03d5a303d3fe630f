"""Effect verbs: damage."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.effects.registry import effect

from manastack.rules.context import EffectContext


@effect("damage", main="amount", args=('to', 'source'))
def damage(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """TODO"""
    raise NotImplementedError

