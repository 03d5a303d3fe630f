"""Effect verb ``myriad_copies`` (CR 702.116a): the token copies myriad creates."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.model import Effect, TriggerSpec
from manastack.cards.values import Reference
from manastack.core.types import Step
from manastack.decisions import Decision, Option
from manastack.effects.registry import effect
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.context import EffectContext
from manastack.rules.copies import token_copy_key
from manastack.rules.defending import defending_player
from manastack.rules.myriad import MYRIAD_COPIES, MYRIAD_EXILE
from manastack.rules.naming import obj_name, ref_label

Ref = tuple[str, int]


@effect(MYRIAD_COPIES, "702.116a")
def myriad_copies(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.116a: for each opponent other than the defending player (of this attacking creature, 506.2, 508.5), the
    controller may create a token that's a copy of this creature, tapped and attacking that player or a planeswalker
    they control (chosen by the controller; 508.4: it was never declared as an attacker).  Every question is asked
    before anything changes; the copies are one creation (the delayed exile after it finds them all)."""
    st = ctx.state
    me = ctx.source
    if me not in st.objects or st.combat is None:
        return      # CR 707.2: a copy of it needs it on the battlefield (copiable values)
    controller = ctx.controller
    defending = defending_player(st, me, controller)
    name = obj_name(st, me)
    attacked: list[Ref] = []
    for p in st.opponents(controller):
        if p == defending or st.players[p].lost:
            continue
        options: list[Ref] = [("p", p)] + [("o", o) for o in st.permanents()
                                           if "Planeswalker" in chars(st, o).types and controller_of(st, o) == p]
        a = ctx.choose(Decision(controller, "choose", f"Myriad: create a copy of {name} attacking "
                                f"{st.players[p].name} or a planeswalker they control?", "702.116a",
                                (Option("no", None), *(Option(ref_label(st, r), r) for r in options)),
                                data={"what": "attacked"}))
        pick = a.picks[0]  # type: ignore[attr-defined]
        if pick > 0:
            attacked.append(options[pick - 1])
    if not attacked:
        ctx.emit(ev.Note(f"{name}'s myriad creates no token (no opponent other than the defending player chose "
                         "for it)", rules=("702.116a",)))
        return
    key, back_up = token_copy_key(st, me, {})
    ctx.emit(ev.CreateToken(controller, key, len(attacked), transformed=back_up, tapped=True,
                            attacking=tuple(attacked), rules=("702.116a", "707.2", "508.4")))


@effect(MYRIAD_EXILE, "702.116a")
def myriad_exile(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.116a, 603.7a, the next step of ``myriad_copies`` (rules/steps.py): "If one or more tokens are created this
    way, exile the tokens at end of combat": a delayed triggered ability about the copies of this creature the step
    before created (none: nothing happens)."""
    st = ctx.state
    me = ctx.source
    if me not in st.objects:
        return
    key, _ = token_copy_key(st, me, {})
    tokens = [t for t in st.last_created if t in st.objects and st.objects[t].card == key]
    if not tokens:
        return
    exile = Effect("exile", {"what": Reference("them")})
    ctx.emit(ev.DelayedTriggerCreated(ctx.controller, me, ctx.source_name,
                                      TriggerSpec("step", whose="any", step=Step.END_OF_COMBAT.value), (exile,),
                                      {"object": tokens[0], "objects": tokens}, rules=("702.116a", "603.7a")))
