"""Effect verbs that copy spells (CR 707.10): ``copy_spell``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import TARGET
from manastack.core.types import Zone
from manastack.decisions import Decision, Option
from manastack.effects.registry import effect
from manastack.rules.attachments import spell_body
from manastack.rules.casting import chosen_target_specs, mode_target_specs
from manastack.rules.characteristics import card_of, token_key
from manastack.rules.context import EffectContext
from manastack.rules.naming import ref_label
from manastack.rules.printed import printed_chars
from manastack.rules.targeting import candidates, is_legal_target


@effect("copy_spell", "707.10", main="what", what="reference", colors="colors", new_targets="flag",
        target="reference")
def copy_spell(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 707.10: put a copy of the referred spell onto the stack under your control, with its modes, targets, X
    and optional costs; ``colors``: "except that the copy is red"; ``new_targets``: "you may choose new targets
    for the copy" (707.10c: each target kept, even an illegal one, or changed to a legal one); ``target``: "the
    copy targets that token" (707.10e: every target of the copy is that object; of several, the controller
    chooses one; if it isn't a legal target for each, there is no copy)."""
    state = ctx.state
    spells = [s for s in ctx.objects(args.get("what"), TARGET)
              if state.objects[s].zone == Zone.STACK and state.objects[s].kind != "ability"]
    if not spells:
        return
    original = state.objects[spells[0]]
    card = card_of(state, original)          # the copiable values of a spell: its card's (707.2, 707.10)
    if "colors" in args:
        card = replace(card, colors=frozenset(args["colors"]))
    targets = tuple(original.targets)
    if args.get("new_targets") and targets:
        targets = _new_targets(ctx, original.id, card, original.modes, targets)
    if args.get("target") is not None:
        given = _given_target(ctx, args["target"], original.id, card, original.modes, len(targets))
        if given is None:
            ctx.emit(ev.Note(f"no copy of {card.name} is created: what it would target isn't a legal target",
                             rules=("707.10e",)))
            return
        targets = given
    ctx.emit(ev.SpellCopied(original.id, ctx.controller, token_key(state, card), targets, tuple(original.modes),
                            original.x, tuple(original.extras), tuple(original.sacrificed),
                            rules=("707.10", "707.10e") if args.get("target") is not None else ("707.10",)))


def _given_target(ctx: EffectContext, ref: Any, original: int, card: Any, modes: tuple[int, ...],
                  count: int) -> tuple[ev.Ref, ...] | None:
    """CR 707.10e: the copy's targets when the effect specifies its new target: that one player or object for each
    target, chosen among several by the copy's controller; None if none is legal for each target."""
    body = spell_body(printed_chars(card, ctx.controller))
    specs = mode_target_specs(body, modes) if body is not None else []
    src = printed_chars(card, ctx.controller)
    legal = [r for r in ctx.refs(ref, TARGET)
             if specs and all(is_legal_target(ctx.state, r, spec, original, src, ctx.controller) for spec in specs)]
    if not legal:
        return None
    pick = legal[0]
    if len(legal) > 1:
        opts = tuple(Option(ref_label(ctx.state, r), r, ref_label(ctx.state, r, unique=True)) for r in legal)
        a = ctx.choose(Decision(ctx.controller, "choose", f"Choose the target of the copy of {card.name}",
                                "707.10e", opts, data={"what": "target"}))
        pick = legal[a.picks[0]]  # type: ignore[attr-defined]
    return tuple(pick for _ in range(max(count, 1)))


def _new_targets(ctx: EffectContext, original: int, card: Any, modes: tuple[int, ...],
                 targets: tuple[ev.Ref, ...]) -> tuple[ev.Ref, ...]:
    """CR 707.10c: for each target, keep it or choose a new legal one (asked of the copy's controller)."""
    body = spell_body(printed_chars(card, ctx.controller))
    if body is None:
        return targets
    chosen: list[ev.Ref] = []
    x = ctx.state.objects[original].x if original in ctx.state.objects else 0     # CR 707.10: the copy's X
    for spec, now in zip(chosen_target_specs(body, modes, len(targets)), targets):
        cands = [c for c in candidates(ctx.state, spec, original, printed_chars(card, ctx.controller), ctx.controller,
                                       x)
                 if c != tuple(now)]
        if not cands:
            chosen.append(now)
            continue
        keep = f"keep {ref_label(ctx.state, now)}"
        opts = (Option(keep, tuple(now)),) + tuple(Option(ref_label(ctx.state, c), c,
                                                          ref_label(ctx.state, c, unique=True)) for c in cands)
        a = ctx.choose(Decision(ctx.controller, "choose", f"Choose a target for the copy of {card.name}", "707.10c",
                                opts, data={"what": "target"}))
        chosen.append(opts[a.picks[0]].value)  # type: ignore[attr-defined]
    return tuple(chosen)


@effect("storm_copies", "702.40a", main="what", what="reference", amount="quantity")
def storm_copies(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.40a: copy the referred spell ``amount`` times ("for each other spell that was cast before it this
    turn"), new targets chosen for each copy (707.10c); with none cast before it, nothing is copied."""
    n = ctx.number(args.get("amount"))
    if n <= 0:
        ctx.emit(ev.Note(f"{ctx.source_name}'s storm: no other spell was cast before it this turn, no copy",
                         rules=("702.40a",)))
        return
    for _ in range(n):
        copy_spell(ctx, {"what": args.get("what"), "new_targets": True})
