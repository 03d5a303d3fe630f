"""Effect verbs: cards_moves."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.effects.registry import effect

from manastack.rules.context import EffectContext


@effect("draw", main="amount", args=('player',))
def draw(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """TODO"""
    raise NotImplementedError


@effect("discard", main="amount", args=('player', 'chooser', 'filter', 'reveal', 'random'))
def discard(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """TODO"""
    raise NotImplementedError


@effect("mill", main="amount", args=('player',))
def mill(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """TODO"""
    raise NotImplementedError


@effect("destroy", main="what", args=())
def destroy(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """TODO"""
    raise NotImplementedError


@effect("exile", main="what", args=())
def exile(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """TODO"""
    raise NotImplementedError


@effect("bounce", main="what", args=())
def bounce(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """TODO"""
    raise NotImplementedError


@effect("sacrifice", main="what", args=('filter', 'player', 'amount'))
def sacrifice(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """TODO"""
    raise NotImplementedError

