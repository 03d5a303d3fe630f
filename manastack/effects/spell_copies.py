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
from manastack.rules.casting import mode_target_specs
from manastack.rules.characteristics import card_of, token_key
from manastack.rules.context import EffectContext
from manastack.rules.naming import ref_label
from manastack.rules.printed import printed_chars
from manastack.rules.targeting import candidates


@effect("copy_spell", "707.10", main="what", what="reference", colors="colors", new_targets="flag")
def copy_spell(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 707.10: put a copy of the referred spell onto the stack under your control, with its modes, targets, X
    and optional costs; ``colors``: "except that the copy is red"; ``new_targets``: "you may choose new targets
    for the copy" (707.10c: each target kept, even an illegal one, or changed to a legal one)."""
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
    ctx.emit(ev.SpellCopied(original.id, ctx.controller, token_key(state, card), targets, tuple(original.modes),
                            original.x, tuple(original.extras), rules=("707.10",)))


def _new_targets(ctx: EffectContext, original: int, card: Any, modes: tuple[int, ...],
                 targets: tuple[ev.Ref, ...]) -> tuple[ev.Ref, ...]:
    """CR 707.10c: for each target, keep it or choose a new legal one (asked of the copy's controller)."""
    body = spell_body(printed_chars(card, ctx.controller))
    if body is None:
        return targets
    chosen: list[ev.Ref] = []
    x = ctx.state.objects[original].x if original in ctx.state.objects else 0     # CR 707.10: the copy's X
    for spec, now in zip(mode_target_specs(body, modes), targets):
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
