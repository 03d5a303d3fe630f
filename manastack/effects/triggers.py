"""Effect verbs: creating delayed triggered abilities (CR 603.7)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.cards.values import SELF, TARGET, Reference
from manastack.core.types import Zone
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.context import EffectContext


@effect("delayed", "603.7", when="trigger", effects="effects", about="reference")
def delayed(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 603.7a: create a delayed triggered ability ("at the beginning of the next end step, ...").

    ``about`` names the object the delayed ability is about ("it"), default the first
    target or this object; its effects refer to it as ``it``.  An object the instruction just before moved to a
    public zone is found as the new object it became there (400.7j: "exile target creature. return that card to
    the battlefield under its owner's control at the beginning of the next end step": the card in exile).
    """
    ref = args.get("about") or (TARGET if ctx.targets else SELF)
    about = ctx.objects(ref, ref) or _moved_by_this_effect(ctx, ref)
    info: dict[str, Any] = {"object": about[0], "objects": list(about)} if about else {}   # "them": all (603.7c)
    ctx.emit(ev.DelayedTriggerCreated(ctx.controller, ctx.source, ctx.source_name, args["when"],
                                      tuple(args["effects"]), info, rules=("603.7a",)))


def _moved_by_this_effect(ctx: EffectContext, ref: Reference) -> list[int]:
    """CR 400.7j: the new object in a public zone that the object ``ref`` named became, if the latest zone move
    (``GameState.last_move``) was its; none otherwise (a token that left the battlefield has ceased to exist)."""
    old, new = ctx.state.last_move
    if new is None or new not in ctx.state.objects or old in ctx.state.objects \
            or ctx.state.objects[new].zone in (Zone.LIBRARY, Zone.HAND):
        return []
    named: int | None = None
    picked = ctx.targets[ref.index] if ref.name == "target" and ref.index < len(ctx.targets) else None
    if picked is not None:
        named = int(picked[1]) if picked[0] == "o" else None
    elif ref.name == "self":
        named = ctx.source
    elif ref.name in ("it", "that") and ctx.info.get("object") is not None:
        named = int(ctx.info["object"])
    return [new] if named == old else []
