"""Effect verbs of encore (CR 702.141a): ``encore_copies`` and its next step ``encore_after``."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.model import Effect, TriggerSpec
from manastack.cards.values import Reference
from manastack.core.types import Step
from manastack.effects.registry import effect
from manastack.rules.characteristics import token_key
from manastack.rules.context import EffectContext
from manastack.rules.encore import ATTACKS_PLAYER, ENCORE_AFTER, ENCORE_COPIES
from manastack.rules.printed import card_of
from manastack.rules.zones import last_known


def _key(ctx: EffectContext) -> str | None:
    """The token definition of a copy of the source card as it last existed (its copiable values, 707.2, 608.2h)."""
    o = last_known(ctx.state, ctx.source)
    return None if o is None else token_key(ctx.state, card_of(ctx.state, o))


def _opponents(ctx: EffectContext) -> list[int]:
    return [p for p in ctx.state.opponents(ctx.controller) if not ctx.state.players[p].lost]


@effect(ENCORE_COPIES, "702.141a")
def encore_copies(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.141a: for each opponent, create a token that's a copy of this card (exiled as the ability's cost: as it
    last existed in the graveyard); one creation, the tokens in the opponents' order (``encore_after`` reads them)."""
    key = _key(ctx)
    opponents = _opponents(ctx)
    if key is None or not opponents:
        return
    ctx.emit(ev.CreateToken(ctx.controller, key, len(opponents), rules=("702.141a", "707.2", "111.1")))


@effect(ENCORE_AFTER, "702.141a")
def encore_after(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.141a, the next step of ``encore_copies``: the tokens created this way gain haste (no duration stated:
    for as long as they exist, 611.2), each attacks its opponent this turn if able (508.1d), and a delayed triggered
    ability sacrifices them at the beginning of the next end step (603.7a); none created: nothing happens."""
    st = ctx.state
    key = _key(ctx)
    tokens = [t for t in st.last_created if t in st.objects and st.objects[t].card == key]
    if not tokens:
        return
    ctx.emit(ev.EffectBegins(ctx.source, ctx.controller, "6", tuple(tokens),
                             {"keywords": ("haste",), "label": "haste (encore, 702.141a)"}, "indefinite",
                             "gain haste", rules=("702.141a", "611.2c")))
    for token, p in zip(tokens, _opponents(ctx)):
        ctx.emit(ev.EffectBegins(ctx.source, ctx.controller, "", (token,),
                                 {ATTACKS_PLAYER: p, "label": f"attacks {st.players[p].name} this turn if able"},
                                 "end_of_turn", f"attacks {st.players[p].name} this turn if able",
                                 rules=("702.141a", "508.1d")))
    sacrifice = Effect("sacrifice", {"what": Reference("them")})
    ctx.emit(ev.DelayedTriggerCreated(ctx.controller, ctx.source, ctx.source_name,
                                      TriggerSpec("step", whose="any", step=Step.END.value), (sacrifice,),
                                      {"object": tokens[0], "objects": tokens}, rules=("702.141a", "603.7a")))
