"""Effect verbs that copy permanents (CR 707): "becomes a copy of" and "create a token that's a copy of".

The copiable values are fixed as the effect happens (CR 707.2b) with the effect's exceptions in them
(707.9a-b), and registered as a definition in ``state.token_defs`` (``rules/copies.copy_key``).
"""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.model import ActivatedAbility, TriggeredAbility
from manastack.cards.values import TARGET, YOU, Duration
from manastack.effects.registry import effect
from manastack.rules.characteristics import chars
from manastack.rules.context import EffectContext
from manastack.rules.copies import EXCEPTIONS, copy_key, token_copy_key

_EXCEPTION_ARGS: dict[str, str] = {"add_types": "words", "add_supertypes": "words", "add_subtypes": "words",
                                   "base_power": "quantity", "base_toughness": "quantity",
                                   "creature_keywords": "keywords", "has_this_ability": "flag"}
assert set(_EXCEPTION_ARGS) == set(EXCEPTIONS)


def _this_ability(ctx: EffectContext, verb: str) -> TriggeredAbility | ActivatedAbility | None:
    """CR 707.9a: "except it has this ability": the ability of the source that has this copy effect."""
    if ctx.source not in ctx.state.objects:
        return None
    c = chars(ctx.state, ctx.source)
    abilities: list[TriggeredAbility | ActivatedAbility] = [*c.triggered, *c.activated]
    for ab in abilities:
        if any(e.verb == verb and e.args.get("has_this_ability") for m in ab.body.modes for e in m.effects):
            return ab
    return None


def _exceptions(ctx: EffectContext, args: Mapping[str, Any], verb: str
                ) -> tuple[dict[str, Any], TriggeredAbility | ActivatedAbility | None]:
    exceptions = {k: v for k, v in args.items() if k in EXCEPTIONS}
    return exceptions, _this_ability(ctx, verb) if args.get("has_this_ability") else None


def _key(ctx: EffectContext, original: int, args: Mapping[str, Any], verb: str) -> str:
    return copy_key(ctx.state, original, *_exceptions(ctx, args, verb))


@effect("become_copy", "707.2", main="to", to="reference", of="reference", until="duration", **_EXCEPTION_ARGS)
def become_copy(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 707.2 / 707.4 / 611.2c: the referred permanents become copies of ``of`` (its copiable values now);
    noncopy effects on them go on applying (707.4).  An object never becomes a copy of itself ("each other
    creature becomes a copy of target creature")."""
    originals = ctx.permanents(args.get("of"), TARGET)
    if not originals:
        return
    original = originals[0]
    objs = tuple(o for o in ctx.permanents(args.get("to"), TARGET) if o != original)
    if not objs:
        return
    key = _key(ctx, original, args, "become_copy")
    until: Duration = args.get("until", Duration.END_OF_TURN)
    name = ctx.state.token_defs[key].name
    ctx.emit(ev.EffectBegins(ctx.source, ctx.controller, "1a", objs, {"copy": key, "label": f"copy of {name}"},
                             until.value, f"becomes a copy of {name}", rules=("707.2", "611.2c", "613.2a")))


@effect("create_copy", "707.2", main="of", of="reference", amount="quantity", controller="reference",
        tapped="flag", **_EXCEPTION_ARGS)
def create_copy(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 111.1 / 707.2: create tokens that are copies of ``of``: the tokens' definition is its copiable values
    (a copy of a token copies the token's own definition, 111.4; 707.8: the face that is up); ``tapped``: "create a
    tapped token that's a copy of ..." (the entering contained in the creation, 616.1g; 614.1d)."""
    originals = ctx.permanents(args.get("of"), TARGET)
    if not originals:
        return
    key, back_up = token_copy_key(ctx.state, originals[0], *_exceptions(ctx, args, "create_copy"))
    n = ctx.number(args.get("amount"), 1)
    for p in ctx.players(args.get("controller"), YOU):
        double = ("707.8a",) if ctx.state.token_defs[key].back is not None else ()
        ctx.emit(ev.CreateToken(p, key, n, transformed=back_up, tapped=bool(args.get("tapped")),
                                rules=("111.1", "707.2", *double)))
