"""Effect verbs that create prevention effects (CR 615: ``prevent_damage``) and "the next time ... instead"
replacement effects (CR 614.1a: ``next_draw_instead``; 614.1b: ``skip_next_step``; 701.19a: ``regenerate``), and
"this turn" replacement effects on entering creatures (616.1b: ``enter_under_your_control``)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.cards.model import Filter
from manastack.cards.values import SELF, TARGET, YOU
from manastack.decisions import Decision, Option
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.characteristics import chars
from manastack.rules.context import EffectContext
from manastack.rules.filters import fits
from manastack.rules.naming import obj_name


@effect("prevent_damage", "615.1a", main="amount", amount="quantity", to="reference", combat="flag", by_types="words",
        and_by="flag")
def prevent_damage(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 615.7: "prevent the next N damage that would be dealt to TO this turn" (a shield on each referred
    player or object); with no amount, prevent all such damage this turn; ``combat``: only combat damage
    (Fog); with no ``to``, damage to anything; ``by_types``: only damage dealt by a source of one of those card
    types when it would be dealt (611.2c: "damage that would be dealt by creatures", Ethereal Haze); ``and_by``: all
    such damage dealt by the referred objects too ("prevent all combat damage that would be dealt to and dealt by
    that creature this turn", Maze of Ith)."""
    amount = ctx.number(args["amount"]) if "amount" in args else None
    refs: list[ev.Ref | None] = list(ctx.refs(args["to"], args["to"])) if "to" in args else [None]
    for ref in refs:
        ctx.emit(ev.PreventionBegins(ctx.controller, ctx.source, ctx.source_name, amount, ref,
                                     bool(args.get("combat", False)), by_types=tuple(args.get("by_types", ())),
                                     rules=("615.1a", ctx.rule)))
    if args.get("and_by") and "to" in args and amount is None:
        for oid in ctx.permanents(args["to"], args["to"]):
            ctx.emit(ev.PreventionBegins(ctx.controller, ctx.source, ctx.source_name, None, None,
                                         bool(args.get("combat", False)), from_source=oid, rules=("615.1a", ctx.rule)))


@effect("prevent_next_from_chosen_source", "615.7", main="sources", sources="filter", to="reference")
def prevent_next_from_chosen_source(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 615.7: "the next time a red source of your choice would deal damage to you this turn, prevent that
    damage" (Circle of Protection: Red): the controller chooses the source as the ability resolves, among the
    permanents and spells matching ``sources``; the shield prevents all the damage of that source's next damage
    event to ``to`` (default: you), then is used up.  With no such source, nothing is chosen and nothing happens."""
    state = ctx.state
    flt: Filter = args["sources"]
    cands = [o for o in [*state.permanents(), *state.stack]
             if state.objects[o].kind != "ability" and fits(state, o, chars(state, o), flt, ctx.source, ctx.controller)]
    if not cands:
        return
    opts = tuple(Option(obj_name(state, o), o, f"{obj_name(state, o)}#{o}") for o in cands)
    answer = ctx.choose(Decision(ctx.controller, "choose", f"{ctx.source_name}: choose a source", "615.7", opts,
                                 data={"what": "source"}))
    chosen = cands[answer.picks[0]]  # type: ignore[attr-defined]
    for ref in ctx.refs(args.get("to"), YOU):
        ctx.emit(ev.PreventionBegins(ctx.controller, ctx.source, ctx.source_name, None, ref, from_source=chosen,
                                     once=True, rules=("615.7", ctx.rule)))


@effect("regenerate", "701.19a", main="what", what="reference")
def regenerate(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.19a: "regenerate this creature": a regeneration shield on each referred permanent (default: this
    one): the next time it would be destroyed this turn, instead all damage is removed from it, its controller taps
    it and it is removed from combat."""
    for oid in ctx.permanents(args.get("what"), SELF):
        ctx.emit(ev.RegenerationBegins(ctx.controller, ctx.source, ctx.source_name, oid, rules=("701.19a", ctx.rule)))


@effect("exile_if_dies", "614.1a", main="what", what="reference")
def exile_if_dies(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 614.1a, 700.4: "if that creature would die this turn, exile it instead" (Carbonize): a replacement effect
    on each referred permanent (default: the target), locked in as it resolves; it exiles the permanent instead of
    its being put into a graveyard from the battlefield this turn, however it would die."""
    for oid in ctx.permanents(args.get("what"), TARGET):
        ctx.emit(ev.DiesExileBegins(ctx.controller, ctx.source, ctx.source_name, oid, rules=("614.1a", ctx.rule)))


@effect("next_draw_instead", "614.11", main="gain_life", gain_life="quantity")
def next_draw_instead(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 614.1a / 614.11: "the next time you would draw a card this turn, you gain N life instead" (Words of
    Worship): a replacement effect that applies to the controller's next draw, once, and ends with the turn."""
    life = ctx.number(args["gain_life"])
    ctx.emit(ev.DrawReplacementBegins(ctx.controller, ctx.source, ctx.source_name, ctx.controller, life,
                                      rules=("614.1a", ctx.rule)))


@effect("skip_next_step", "614.10", main="step", step="step", player="reference")
def skip_next_step(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 614.1b / 614.10: "target player skips their next draw step" (Fatigue): each referred player (default:
    the target) skips the next occurrence of ``step`` in their turns; a step already begun can't be skipped."""
    for p in ctx.players(args.get("player"), TARGET):
        ctx.emit(ev.SkipBegins(ctx.controller, ctx.source, ctx.source_name, p, args["step"],
                               rules=("614.1b", ctx.rule)))


@effect("enter_under_your_control", "616.1b")
def enter_under_your_control(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 614.1a / 616.1b: "if a creature would enter the battlefield under an opponent's control this turn, it
    enters under your control instead" (Gather Specimens): tokens too (616.1g); it ends with the turn."""
    ctx.emit(ev.EnterControlBegins(ctx.controller, ctx.source, ctx.source_name, rules=("616.1b", ctx.rule)))
