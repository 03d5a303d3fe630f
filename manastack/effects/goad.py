"""Effect verb ``goad`` (CR 701.15): goading creatures."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import TARGET, Duration
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext
from manastack.rules.goad import GOADED_BY, goaders


@effect("goad", "701.15", main="what", what="reference", until="duration")
def goad(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.15a: each referred creature (default: the target) is goaded by the controller of this spell or ability
    until that player's next turn (``until``: ``indefinite`` for "goaded for the rest of the game"); 701.15d: a
    creature this player has goaded already isn't goaded again."""
    st = ctx.state
    until = args.get("until", Duration.UNTIL_YOUR_NEXT_TURN)
    objs = tuple(o for o in ctx.permanents(args.get("what"), TARGET) if ctx.controller not in goaders(st, o)
                 or until == Duration.INDEFINITE)
    if not objs:
        return
    ctx.emit(ev.EffectBegins(ctx.source, ctx.controller, "", objs, {GOADED_BY: ctx.controller, "label": "goaded"},
                             Duration(until).value, "goaded", rules=("701.15a", "701.15b")))
