"""Effect verbs: designations a player gets (CR 725: the monarch; 701.54: the Ring tempts you).

``become_monarch``: "you become the monarch", "target opponent becomes the monarch" (725.1, 725.3).
``ring_tempts``: "the Ring tempts you": choose a creature you control as your Ring-bearer (701.54a).
"""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import YOU
from manastack.decisions import Decision, Option
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.naming import obj_name
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext


@effect("become_monarch", "725.3", main="player", player="reference")
def become_monarch(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 725.3: the referred player (default: you) becomes the monarch; the monarch before ceases to be.  Nothing
    happens if that player already is the monarch (rules/monarch.py)."""
    for p in ctx.players(args.get("player"), YOU)[:1]:
        ctx.emit(ev.BecomesMonarch(p, rules=("725.3",)))


@effect("ring_tempts", "701.54a", main="player", player="reference")
def ring_tempts(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.54a-c: the Ring tempts each referred player (default: you): they get the emblem The Ring or it gains its
    next ability, and they choose a creature they control as their Ring-bearer (they must if they control one,
    701.54a); with none, the Ring tempts them all the same (701.54d)."""
    st = ctx.state
    for p in ctx.players(args.get("player"), YOU):
        mine = [o for o in st.permanents() if controller_of(st, o) == p and "Creature" in chars(st, o).types]
        bearer = mine[0] if len(mine) == 1 else None
        if len(mine) > 1:
            opts = tuple(Option(obj_name(st, o), o, f"{obj_name(st, o)}#{o}") for o in mine)
            a = ctx.choose(Decision(p, "choose", f"{ctx.source_name}: the Ring tempts you — choose your Ring-bearer",
                                    "701.54a", opts, data={"what": "ring_bearer"}))
            bearer = opts[a.picks[0]].value       # type: ignore[attr-defined]
        ctx.emit(ev.RingTempts(p, bearer, rules=("701.54a",)))
