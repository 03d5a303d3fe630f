"""Effect verbs: mana."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.effects.registry import effect

from manastack.rules.context import EffectContext


@effect("add_mana", main="mana", args=('player',))
def add_mana(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """TODO"""
    raise NotImplementedError

