"""Effect verbs that create prevention effects (CR 615: ``prevent_damage``) and "the next time ... instead"
replacement effects (CR 614.1a: ``next_draw_instead``)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.context import EffectContext


@effect("prevent_damage", "615.1a", main="amount", amount="quantity", to="reference", combat="flag")
def prevent_damage(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 615.7: "prevent the next N damage that would be dealt to TO this turn" (a shield on each referred
    player or object); with no amount, prevent all such damage this turn; ``combat``: only combat damage
    (Fog); with no ``to``, damage to anything."""
    amount = ctx.number(args["amount"]) if "amount" in args else None
    refs: list[ev.Ref | None] = list(ctx.refs(args["to"], args["to"])) if "to" in args else [None]
    for ref in refs:
        ctx.emit(ev.PreventionBegins(ctx.controller, ctx.source, ctx.source_name, amount, ref,
                                     bool(args.get("combat", False)), rules=("615.1a", ctx.rule)))


@effect("next_draw_instead", "614.11", main="gain_life", gain_life="quantity")
def next_draw_instead(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 614.1a / 614.11: "the next time you would draw a card this turn, you gain N life instead" (Words of
    Worship): a replacement effect that applies to the controller's next draw, once, and ends with the turn."""
    life = ctx.number(args["gain_life"])
    ctx.emit(ev.DrawReplacementBegins(ctx.controller, ctx.source, ctx.source_name, ctx.controller, life,
                                      rules=("614.1a", ctx.rule)))
