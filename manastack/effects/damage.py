"""Effect verbs: damage (CR 120)."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.cards.values import SELF, TARGET, Reference
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.characteristics import chars
from manastack.rules.context import EffectContext
from manastack.rules.division import share


@effect("damage", "120.1", main="amount", amount="quantity", to="reference", source="reference",
        unpreventable="flag", by_power="flag", divided="flag")
def damage(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 120.1: the source deals N damage to each object or player referred to by ``to``; ``unpreventable``:
    the damage can't be prevented (615.12).  ``by_power``: "deals damage equal to its power": N is the source's
    power as the effect is applied, or as it last existed if it has left the battlefield (608.2h); a negative power
    deals none (107.1b).  ``divided``: "N damage divided as you choose among ...": each target is dealt the part of
    N announced for it as the spell was cast (601.2d, ``rules/division.py``)."""
    amount = ctx.number(args.get("amount"))
    source = ctx.source
    if "source" in args:
        objs = ctx.objects(args["source"], SELF)
        if not objs:
            return
        source = objs[0]
    if args.get("by_power"):
        amount = max(chars(ctx.state, source).power or 0, 0)
    unpreventable = bool(args.get("unpreventable", False))
    rules = ("120.1", "615.12", ctx.rule) if unpreventable else ("120.1", ctx.rule)
    divided = bool(args.get("divided"))
    for ref in ctx.refs(args.get("to"), TARGET):
        n = share(ctx.info, ref) if divided else amount
        if divided and n <= 0:
            continue
        ctx.emit(ev.Damage(source, ref, n, unpreventable=unpreventable, rules=rules + (("601.2d",) if divided else ())))


@effect("fight", "701.14a", main="what", what="reference", other="reference")
def fight(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.14a: the creature ``what`` (default the first target) and the creature ``other`` (default the second
    target) fight: each deals damage equal to its power to the other, at once, and not as combat damage (701.14d).
    CR 701.14b: if either is no longer a creature on the battlefield, or an illegal target, neither deals damage;
    701.14c: a creature fighting itself deals itself twice its power."""
    first = ctx.permanents(args.get("what"), TARGET)
    second = ctx.permanents(args.get("other"), Reference("target", 1))
    if len(first) != 1 or len(second) != 1:
        return
    a, b = first[0], second[0]
    if not (chars(ctx.state, a).creature and chars(ctx.state, b).creature):
        return
    pa, pb = max(chars(ctx.state, a).power or 0, 0), max(chars(ctx.state, b).power or 0, 0)
    if a == b:
        if pa:
            ctx.emit(ev.Damage(a, ("o", a), 2 * pa, rules=("701.14c",)))
        return
    for src, dst, amount in ((a, b, pa), (b, a, pb)):
        if amount:
            ctx.emit(ev.Damage(src, ("o", dst), amount, rules=("701.14a", "701.14d")))
