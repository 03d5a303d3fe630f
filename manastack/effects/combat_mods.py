"""Effect verbs: tapping, untapping, and until-end-of-turn changes to creatures (CR 611, 613)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.cards.loader import normalize_keyword
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.context import EffectContext


@effect("tap", main="what", args=())
def tap(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.26a: tap each referred permanent."""
    for oid in ctx.permanents(args.get("what", "target")):
        ctx.emit(ev.Tap(oid, rules=("701.26a",)))


@effect("untap", main="what", args=())
def untap(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.26b: untap each referred permanent."""
    for oid in ctx.permanents(args.get("what", "target")):
        ctx.emit(ev.Untap(oid, rules=("701.26b",)))


@effect("pump", main="to", args=("power", "toughness", "until"))
def pump(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 611.2c / 613.4c: +N/+M until end of turn to the referred creatures, locked in now."""
    objs = tuple(ctx.permanents(args.get("to", "target")))
    if not objs:
        return
    p = ctx.number(args.get("power"), 0)
    t = ctx.number(args.get("toughness"), 0)
    ctx.emit(ev.EffectBegins(ctx.source, ctx.controller, "7c", objs, {"power": p, "toughness": t},
                             str(args.get("until", "end_of_turn")), f"{p:+d}/{t:+d}", rules=("611.2c", "613.4c")))


@effect("grant", main="to", args=("keywords", "until"))
def grant(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 611.2c / 613.1f: the referred creatures gain keywords until end of turn (layer 6)."""
    objs = tuple(ctx.permanents(args.get("to", "target")))
    if not objs:
        return
    kws = args.get("keywords", ())
    if isinstance(kws, str):
        kws = (kws,)
    norm = tuple(normalize_keyword(str(k)) for k in kws)
    ctx.emit(ev.EffectBegins(ctx.source, ctx.controller, "6", objs, {"add_keywords": norm},
                             str(args.get("until", "end_of_turn")), "gains " + ", ".join(norm),
                             rules=("611.2c", "613.1f")))
