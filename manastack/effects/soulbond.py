"""The effect verb of soulbond (CR 702.95a): ``pair``."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.decisions import Decision, Option
from manastack.effects.registry import effect
from manastack.rules.characteristics import controlled_by
from manastack.rules.context import EffectContext
from manastack.rules.naming import obj_name
from manastack.rules.soulbond import pairable


@effect("pair", "702.95a", main="with", **{"with": "reference"})
def pair(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.95a, 702.95c: pair this creature with another unpaired creature its controller controls: the one
    ``with`` refers to ("you may pair that creature with this creature"), or, without ``with``, the one its controller
    chooses (or none: "you may pair this creature with another unpaired creature you control").  Neither becomes
    paired if either is no longer an unpaired creature on the battlefield under the ability's controller's control."""
    st, p, me = ctx.state, ctx.controller, ctx.source
    if not pairable(st, me, p):
        return
    if "with" in args:
        others = [o for o in ctx.permanents(args["with"], args["with"]) if o != me and pairable(st, o, p)]
        if others:
            ctx.emit(ev.Paired(me, others[0], rules=("702.95a",)))
        return
    pool = [o for o in controlled_by(st, p) if o != me and pairable(st, o, p)]
    if not pool:
        return
    opts = tuple(Option(obj_name(st, o), o, f"{obj_name(st, o)}#{o}") for o in pool)
    a = ctx.choose(Decision(p, "choose", f"Pair {ctx.source_name} with a creature? (or none)", "702.95a", opts,
                            min=0, max=1, data={"what": "pair"}))
    picks: list[int] = list(a.picks)  # type: ignore[attr-defined]
    if not picks:
        ctx.emit(ev.Note(f"{st.players[p].name} pairs {ctx.source_name} with no creature", rules=("702.95a",)))
    for i in picks:
        ctx.emit(ev.Paired(me, pool[i], rules=("702.95a",)))
