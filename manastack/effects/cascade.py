"""Effect verbs of cascade (CR 702.85a): ``cascade_exile``, ``cascade_cast``, ``cascade_bottom`` (rules/cascade.py)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.core.types import Zone
from manastack.decisions import Decision, Option
from manastack.effects.registry import effect
from manastack.rules.attachments import spell_body
from manastack.rules.buyback import spell_costs
from manastack.rules.cascade import exiled_this_way
from manastack.rules.casting import ask_modes, ask_targets, target_choices, usable_modes
from manastack.rules.characteristics import chars
from manastack.rules.context import EffectContext


@effect("cascade_exile", "702.85a", amount="quantity")
def cascade_exile(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.85a: exile cards from the top of your library until you exile a nonland card whose mana value is less
    than ``amount`` (all of them if there is none); each remembers it was exiled this way (``exiled_by``)."""
    st = ctx.state
    n = ctx.number(args.get("amount"))
    for oid in list(st.players[ctx.controller].library):
        ctx.emit(ev.ZoneMove(oid, Zone.EXILE.value, cause="cascade", by=ctx.controller, exiled_by=ctx.source,
                             rules=("702.85a",)))
        c = chars(st, oid)
        if not c.land and c.mana_value < n:
            return


@effect("cascade_cast", "702.85a", amount="quantity")
def cascade_cast(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.85a, 608.2g: you may cast the nonland card exiled this way without paying its mana cost if the
    resulting spell's mana value is less than ``amount``: asked, then its modes and targets (601.2b-c; X is 0,
    107.3b); a spell with no legal choice of targets, or whose modes another player chooses or with an additional
    cost it must pay, is not offered (601.2: it couldn't be cast so here)."""
    st = ctx.state
    n = ctx.number(args.get("amount"))
    hits = [oid for oid in exiled_this_way(st, ctx.source)
            if not chars(st, oid).land and chars(st, oid).mana_value < n]
    if not hits:
        ctx.emit(ev.Note(f"{ctx.source_name}'s cascade exiled no card that could be cast", rules=("702.85a",)))
        return
    card = hits[-1]
    name = chars(st, card).name
    got = ask_cast(ctx, card, f"Cast {name} without paying its mana cost?", "702.85a")
    if got is not None:
        ctx.emit(ev.CastFromEffect(card, ctx.controller, got[1], got[0], rules=("702.85a", "608.2g", "118.9")))


def ask_cast(ctx: EffectContext, card: int, prompt: str, rule: str, can_pay: bool = True
             ) -> tuple[tuple[int, ...], tuple[ev.Ref, ...]] | None:
    """CR 608.2g, 601.2b-c: whether the controller casts ``card`` during this resolution (asked with ``prompt``),
    then its modes and targets (X is 0, 107.3b); None if it isn't cast, with a note saying why: declined, no legal
    choice of targets (601.2c), the cost can't be paid (``can_pay`` false: not asked), or unsupported here (modes
    another player chooses, or an additional cost it must pay)."""
    st = ctx.state
    c = chars(st, card)
    body = spell_body(c)
    if body is not None and body.chooser or any(not a.optional for a in spell_costs(c.card)):
        ctx.emit(ev.Note(f"{c.name} is not cast: casting it here is unsupported (modes another player chooses, or "
                         f"an additional cost)", rules=("608.2g",)))
        return None
    usable = usable_modes(st, body, card, c, ctx.controller) if body is not None and body.modal else []
    if body is not None and (len(usable) < body.choose_min if body.modal
                             else not target_choices(st, body, (0,), card, c, ctx.controller)):
        ctx.emit(ev.Note(f"{c.name} can't be cast: it has no legal choice of targets", rules=("601.2c", rule)))
        return None
    if not can_pay:
        ctx.emit(ev.Note(f"{c.name} can't be cast: its cost can't be paid", rules=("601.2h", rule)))
        return None
    a = ctx.choose(Decision(ctx.controller, "choose", prompt, rule, (Option("yes", True), Option("no", False)),
                            data={"what": "may"}))
    if a.picks[0] != 0:  # type: ignore[attr-defined]
        ctx.emit(ev.Note(f"{st.players[ctx.controller].name} doesn't cast {c.name}", rules=(rule,)))
        return None
    modes: tuple[int, ...] = ()
    targets: tuple[ev.Ref, ...] = ()
    if body is not None:
        if body.modal:
            modes = ask_modes(ctx.asker, body, usable, ctx.controller, f"Choose the mode(s) of {c.name}", "700.2a", {})
        got = ask_targets(st, ctx.asker, body, modes, card, ctx.controller, f"Choose a target for {c.name}", "601.2c")
        if got is None:
            return None
        targets = got
    return modes, targets


@effect("cascade_bottom", "702.85a")
def cascade_bottom(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.85a: put all cards exiled this way that weren't cast on the bottom of your library in a random order."""
    st = ctx.state
    rest = exiled_this_way(st, ctx.source)
    if not rest:
        ctx.emit(ev.Note(f"{ctx.source_name}'s cascade leaves no card to put on the bottom", rules=("702.85a",)))
        return
    order = ctx.chance(lambda: st.rng.sample(rest, len(rest))) if len(rest) > 1 else rest
    for oid in order:
        ctx.emit(ev.ZoneMove(oid, Zone.LIBRARY.value, cause="cascade", by=ctx.controller, position="bottom",
                             rules=("702.85a", "401.4")))
