"""Effect verbs that turn double-faced permanents over (CR 701.27, 712) and flip flip cards (710)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import SELF
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext


@effect("transform", "701.27a", main="what", what="reference")
def transform(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.27a: transform the referred permanents (default this one); one that isn't double-faced doesn't
    (701.27c).  CR 701.27f: an activated or triggered ability of a permanent (not a delayed one) transforms that
    permanent only if it hasn't transformed since the ability was put on the stack."""
    for oid in ctx.permanents(args.get("what"), SELF):
        if _transformed_since_put_on_stack(ctx, oid):
            ctx.emit(ev.Note(f"{ctx.source_name} doesn't transform: it has transformed since its ability was put "
                             f"on the stack", rules=("701.27f",)))
            continue
        ctx.emit(ev.Transform(oid, rules=("701.27a",)))


def _transformed_since_put_on_stack(ctx: EffectContext, oid: int) -> bool:
    """CR 701.27f: the resolving ability (the top of the stack) is an activated or triggered ability of ``oid``
    and ``oid`` transformed after the ability was activated or put on the stack; for a delayed triggered ability
    (put on the stack as 603.7 says), after the latest delayed triggered ability of ``oid`` was created."""
    state = ctx.state
    top = state.objects.get(state.stack[-1]) if state.stack else None
    if top is None or top.kind != "ability" or top.source != oid or ctx.rule == "605.3b":
        return False        # a mana ability resolves at once, not from the stack (605.3b)
    delayed = False
    for _turn, _step, e in reversed(state.events):
        if isinstance(e, (ev.AbilityActivated, ev.AbilityTriggered)) and e.obj == top.id:
            if not (isinstance(e, ev.AbilityTriggered) and "603.7" in e.rules):
                return False
            delayed = True
        if delayed and isinstance(e, ev.DelayedTriggerCreated) and e.source == oid:
            return False
        if isinstance(e, ev.Transform) and e.obj == oid:
            return True
    return False


@effect("flip", "710.2", main="what", what="reference")
def flip(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 710.2: flip the referred permanents (default this one); one that isn't a flip card doesn't."""
    for oid in ctx.permanents(args.get("what"), SELF):
        ctx.emit(ev.Flip(oid, rules=("710.2",)))
