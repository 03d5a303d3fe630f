"""Effect verbs: tokens."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.effects.registry import effect

from manastack.rules.context import EffectContext


@effect("create_token", main="token", args=('amount', 'controller'))
def create_token(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """TODO"""
    raise NotImplementedError

