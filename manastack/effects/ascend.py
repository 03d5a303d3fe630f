"""The effect verb of ascend on an instant or sorcery (CR 702.131a): ``ascend``."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.effects.registry import effect
from manastack.rules.ascend import may_ascend
from manastack.rules.context import EffectContext


@effect("ascend", "702.131a")
def ascend(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.131a: "If you control ten or more permanents and you don't have the city's blessing, you get the city's
    blessing for the rest of the game" (the spell ability ascend stands for on an instant or sorcery; rules/ascend.py
    puts it first as the spell resolves)."""
    if may_ascend(ctx.state, ctx.controller):
        ctx.emit(ev.GetsCitysBlessing(ctx.controller, rules=("702.131a",)))
    elif not ctx.state.players[ctx.controller].citys_blessing:
        ctx.emit(ev.Note(f"{ctx.state.players[ctx.controller].name} controls fewer than ten permanents: no city's "
                         "blessing", rules=("702.131a",)))
