"""Effect verbs: combat_mods."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.effects.registry import effect

from manastack.rules.context import EffectContext


@effect("tap", main="what", args=())
def tap(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """TODO"""
    raise NotImplementedError


@effect("untap", main="what", args=())
def untap(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """TODO"""
    raise NotImplementedError


@effect("pump", main="to", args=('power', 'toughness', 'until'))
def pump(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """TODO"""
    raise NotImplementedError


@effect("grant", main="to", args=('keywords', 'until'))
def grant(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """TODO"""
    raise NotImplementedError

