"""Effect verbs: tapping, untapping, and until-end-of-turn changes to creatures (CR 611, 613)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.cards.values import TARGET, Duration
from manastack.core.mana import COLOR_NAMES
from manastack.core.types import Zone
from manastack.decisions import Decision, Option
from manastack.rules.naming import obj_name
from manastack.effects.continuous import choose_color
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.context import EffectContext, EffectError


@effect("tap", "701.26a", main="what", what="reference")
def tap(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.26a: tap each referred permanent."""
    for oid in ctx.permanents(args.get("what"), TARGET):
        ctx.emit(ev.Tap(oid, rules=("701.26a",)))


@effect("untap", "701.26b", main="what", what="reference")
def untap(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.26b: untap each referred permanent."""
    for oid in ctx.permanents(args.get("what"), TARGET):
        ctx.emit(ev.Untap(oid, rules=("701.26b",)))


@effect("pump", "613.4c", main="to", to="reference", power="quantity", toughness="quantity", until="duration")
def pump(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 611.2c / 613.4c: +N/+M until end of turn to the referred creatures, locked in now."""
    objs = tuple(ctx.permanents(args.get("to"), TARGET))
    if not objs:
        return
    p = ctx.number(args.get("power"), 0)
    t = ctx.number(args.get("toughness"), 0)
    ctx.emit(ev.EffectBegins(ctx.source, ctx.controller, "7c", objs, {"power": p, "toughness": t},
                             args.get("until", Duration.END_OF_TURN).value, f"{p:+d}/{t:+d}", rules=("611.2c", "613.4c")))


@effect("grant", "613.1f", main="to", to="reference", keywords="keywords", abilities="abilities",
        protection_choice="flag", until="duration")
def grant(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 611.2c / 613.1f: the referred creatures gain keywords until end of turn (layer 6); ``abilities``: the
    abilities in quotation marks they gain ('until end of turn, target creature gains "{T}: Add {G}."', 113.1a);
    ``protection_choice``: "protection from the color of your choice" (702.16a), the colour chosen by the controller
    as the effect is applied (105.4, 608.2d), before anything changes."""
    objs = tuple(ctx.permanents(args.get("to"), TARGET))
    if not objs:
        return
    norm: tuple[str, ...] = args.get("keywords", ())
    if args.get("protection_choice"):
        norm = (*norm, "protection:" + COLOR_NAMES[choose_color(ctx)])
    abilities = tuple(args.get("abilities", ()))
    mods: dict[str, Any] = {"keywords": norm, **({"abilities": abilities} if abilities else {})}
    gained = [*norm, *(["an ability"] if len(abilities) == 1 else [f"{len(abilities)} abilities"] if abilities else [])]
    ctx.emit(ev.EffectBegins(ctx.source, ctx.controller, "6", objs, mods,
                             args.get("until", Duration.END_OF_TURN).value, "gains " + ", ".join(gained),
                             rules=("611.2c", "613.1f")))


@effect("restrict", "611.2c", main="to", to="reference", cant="words", until="duration")
def restrict(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 611.2c: "target creature can't block this turn", "... can't attack or block this turn": the referred
    creatures, locked in now, can't attack (508.1c) and/or block (509.1b) while the effect lasts; ``cant`` lists
    ``attack``, ``block``, or is ``[be_blocked]`` ("target creature can't be blocked this turn": no creature may
    be declared as its blocker, 509.1b), or ``[untap]`` ("it doesn't untap during its controller's untap step for as
    long as this remains tapped": the untap step leaves it tapped, 502.3, 611.2b).  It is no ability: losing abilities doesn't end it (rules/combat.py reads
    it)."""
    cant = tuple(args.get("cant", ()))
    bad = [c for c in cant if c not in ("attack", "block")]
    if cant not in (("be_blocked",), ("untap",)) and (bad or not cant):
        raise EffectError(f"{ctx.source_name}: restrict's cant lists attack and/or block, or is [be_blocked] or "
                          f"[untap], not {list(cant)}")
    objs = tuple(ctx.permanents(args.get("to"), TARGET))
    if not objs:
        return
    words = {("be_blocked",): "be blocked", ("untap",): "untap during its controller's untap step"}.get(
        cant, " or ".join(cant))
    rule = "502.3" if cant == ("untap",) else "508.1c" if "attack" in cant else "509.1b"
    ctx.emit(ev.EffectBegins(ctx.source, ctx.controller, "", objs, {"restrictions": cant, "label": f"can't {words}"},
                             args.get("until", Duration.END_OF_TURN).value, f"can't {words}",
                             rules=("611.2c", rule)))


@effect("rampage", "702.23b", main="amount", amount="quantity")
def rampage(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.23a-b: this creature gets +N/+N until end of turn for each creature blocking it beyond the first,
    counted once, as the ability resolves (blockers added or removed later don't change it)."""
    me = ctx.source
    combat = ctx.state.combat
    o = ctx.state.objects.get(me)
    if combat is None or o is None or o.zone != Zone.BATTLEFIELD:
        return
    blockers = [b for b in combat.blocked_by.get(me, []) if b in ctx.state.objects]
    n = ctx.number(args.get("amount"), 0) * max(0, len(blockers) - 1)
    if n == 0:
        return
    ctx.emit(ev.EffectBegins(me, ctx.controller, "7c", (me,), {"power": n, "toughness": n},
                             Duration.END_OF_TURN.value, f"{n:+d}/{n:+d}", rules=("702.23b", "613.4c")))


@effect("tap_or_untap", "701.26", main="what", what="reference")
def tap_or_untap(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.26a-b: "tap or untap target permanent": for each referred permanent, the controller chooses as the
    effect is applied whether to tap or untap it (608.2d); all the choices are made before anything changes."""
    objs = list(ctx.permanents(args.get("what"), TARGET))
    picks: list[tuple[int, bool]] = []
    for oid in objs:
        name = obj_name(ctx.state, oid)
        opts = (Option("tap", "tap", "tap"), Option("untap", "untap", "untap"))
        answer = ctx.choose(Decision(ctx.controller, "choose", f"{ctx.source_name}: tap or untap {name}?", "701.26",
                                     opts, data={"what": "tap_or_untap"}))
        picks.append((oid, answer.picks[0] == 0))  # type: ignore[attr-defined]
    for oid, tapping in picks:
        if ctx.state.objects[oid].tapped == tapping:    # the choice that changes nothing (701.26a-b)
            ctx.emit(ev.Note(f"{obj_name(ctx.state, oid)} is already {'tapped' if tapping else 'untapped'}",
                             rules=("701.26",)))
        else:
            ctx.emit(ev.Tap(oid, rules=("701.26a",)) if tapping else ev.Untap(oid, rules=("701.26b",)))
