"""Effect verbs ``extort_drain`` and its step ``extort_gain`` (CR 702.101a)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext
from manastack.rules.extort import EXTORT_DRAIN, EXTORT_GAIN

_RULE = "702.101a"


@effect(EXTORT_DRAIN, _RULE)
def extort_drain(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.101a: each opponent (still in the game) loses 1 life; the next step, ``extort_gain``, gives the life."""
    for p in ctx.state.opponents(ctx.controller):
        if not ctx.state.players[p].lost:
            ctx.emit(ev.LifeLoss(p, 1, source=ctx.source, rules=(_RULE, "119.3")))


@effect(EXTORT_GAIN, _RULE)
def extort_gain(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.101a, the step after ``extort_drain`` (rules/steps.py): you gain life equal to the total life lost this
    way: the life losses extort's drain just performed, the latest events recorded (a prevented or replaced loss, or
    one of a player no longer in the game, counts for nothing)."""
    total = 0
    for _turn, _step, e in reversed(ctx.state.events):
        if isinstance(e, ev.LifeLoss) and _RULE in e.rules:
            total += e.amount
        elif not isinstance(e, ev.Note):
            break
    if total > 0:
        ctx.emit(ev.LifeGain(ctx.controller, total, source=ctx.source, rules=(_RULE, "119.3")))
