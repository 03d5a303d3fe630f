"""Effect verbs: reflexive triggered abilities (CR 603.12: "When you do, ...")."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.cards.model import TriggeredAbility
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.context import EffectContext
from manastack.rules.reflexive import REFLEXIVE


@effect("reflexive", "603.12", body="body")
def reflexive(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 603.12: a reflexive triggered ability triggers: written after the action it waits for, with the
    condition ``you_did`` ("you may pay {3}. When you do, ..."), it triggers once that action was taken during the
    resolution.  Its ``body`` (targets, effects or modes) is put on the stack the next time a player would receive
    priority, its targets chosen then (603.3d); it is about what the ability that made it was about ("that
    creature", 603.2)."""
    ability = TriggeredAbility(REFLEXIVE, args["body"], text="when you do")
    info = {k: v for k, v in ctx.info.items() if k != "batch"}
    ctx.emit(ev.ReflexiveTriggered(ctx.controller, ctx.source, ctx.source_name, ability, info, rules=("603.12",)))
