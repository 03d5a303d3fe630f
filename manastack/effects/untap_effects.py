"""Effects on the untap step (CR 502.3): "That creature doesn't untap during its controller's next untap step"."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import TARGET
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext


@effect("skip_next_untap", "502.3", main="what", what="reference", tap="flag")
def skip_next_untap(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 502.3: "Tap target creature. It doesn't untap during its controller's next untap step" (Frost Breath):
    each referred permanent stays tapped through the next untap step of the player who controls it then; the effect
    is used up in that step (whether or not the permanent was tapped) and lasts until then, across turns.  With
    ``tap``: "tap that creature and it doesn't untap during its controller's next untap step" (701.26a) first."""
    for oid in ctx.permanents(args.get("what"), TARGET):
        if args.get("tap"):
            ctx.emit(ev.Tap(oid, rules=("701.26a",)))
        ctx.emit(ev.NoUntapBegins(ctx.controller, ctx.source, ctx.source_name, oid, rules=("502.3", ctx.rule)))
