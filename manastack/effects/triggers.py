"""Effect verbs: creating delayed triggered abilities (CR 603.7)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.cards.values import SELF, TARGET
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.context import EffectContext


@effect("delayed", "603.7", when="trigger", effects="effects", about="reference")
def delayed(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 603.7a: create a delayed triggered ability ("at the beginning of the next end step, ...").

    ``about`` names the object the delayed ability is about ("it"), default the first
    target or this object; its effects refer to it as ``it``.
    """
    about = ctx.objects(args.get("about"), TARGET if ctx.targets else SELF)
    info: dict[str, Any] = {"object": about[0], "objects": list(about)} if about else {}   # "them": all (603.7c)
    ctx.emit(ev.DelayedTriggerCreated(ctx.controller, ctx.source, ctx.source_name, args["when"],
                                      tuple(args["effects"]), info, rules=("603.7a",)))
