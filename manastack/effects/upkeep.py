"""Effect verbs: "sacrifice it unless you pay [cost]" (CR 118.12a), the effect of cumulative upkeep (702.24a)
and echo (702.30a)."""

from __future__ import annotations

import itertools
from typing import Any, Mapping

from manastack.core.mana import ManaCost, parse_cost
from manastack.core.types import Zone
from manastack.decisions import Decision, Option
from manastack.effects.library import choose_any
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.effects.payment import pay_mana
from manastack.rules.casting import can_pay
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.context import EffectContext
from manastack.rules.targeting import matches


def _rule(ctx: EffectContext, per_counter: str | None) -> str:
    if per_counter:
        return "702.24a"
    return "702.30a" if any(k.startswith("echo:") for k in chars(ctx.state, ctx.source).keywords) else "118.12a"


def _mana_totals(choices: tuple[str, ...], n: int) -> list[ManaCost]:
    """CR 702.24a: a choice is made separately for each age counter: every total of ``n`` choices, once."""
    out: list[ManaCost] = []
    for combo in itertools.combinations_with_replacement(choices, n):
        total = ManaCost()
        for c in combo:
            total = total.plus(parse_cost(c))
        if all(str(t) != str(total) for t in out):
            out.append(total)
    return out


@effect("pay_or_sacrifice", "118.12a", mana="costs", life="quantity", sacrifice="filter", per_counter="counter")
def pay_or_sacrifice(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 118.12a: "sacrifice this permanent unless you pay [cost]": the cost is ``mana`` (a choice between
    costs where several are given), ``life``, or sacrificing a permanent matching ``sacrifice``; with
    ``per_counter`` (cumulative upkeep's ``age``) it is paid once for each such counter on it, each choice
    made separately and the whole paid or none of it (702.24a; sacrificed permanents all different).  The
    controller chooses among the ways they can pay, or not to pay; not paying sacrifices it."""
    st = ctx.state
    me = ctx.source
    o = st.objects.get(me)
    if o is None or o.zone != Zone.BATTLEFIELD or o.phased_out:
        return
    per: str | None = args.get("per_counter")
    n = o.counters.get(per, 0) if per else 1
    rule = _rule(ctx, per)
    player = controller_of(st, me)
    name = chars(st, me).name
    ways: list[tuple[str, Any]] = []
    if "mana" in args:
        ways += [(str(c) or "{0}", c) for c in _mana_totals(tuple(args["mana"]), n) if can_pay(st, player, c)]
    if "life" in args:
        life = ctx.number(args["life"]) * n
        if st.players[player].life >= life:                 # CR 119.4: only life one has can be paid
            ways.append((f"{life} life", life))
    if "sacrifice" in args:
        pool = [p for p in st.permanents() if controller_of(st, p) == player
                and matches(st, p, args["sacrifice"], me, player)]
        if len(pool) >= n:
            ways.append((f"sacrifice {n}", pool))
    opts = tuple(Option(f"pay {label}", i) for i, (label, _) in enumerate(ways)) + (
        Option(f"sacrifice {name}", -1, "no"),)
    a = ctx.choose(Decision(player, "choose", f"{name}: pay its upkeep cost ({n} time(s)) or sacrifice it?", rule,
                            opts, data={"what": "upkeep_cost", "source": me, "count": n}))
    pick = opts[a.picks[0]].value  # type: ignore[attr-defined]
    if pick < 0:
        ctx.emit(ev.ZoneMove(me, Zone.GRAVEYARD.value, cause="sacrifice", by=player, rules=(rule,)))
        return
    label, how = ways[pick]
    if isinstance(how, ManaCost):
        pay_mana(ctx, player, how, "601.2h")
    elif isinstance(how, int):
        ctx.emit(ev.LifeLoss(player, how, rules=("119.4", rule)))
    else:
        for p in choose_any(ctx, player, how, f"{name}: choose {n} permanent(s) to sacrifice", rule, "sacrifice",
                            least=n, most=n):
            ctx.emit(ev.ZoneMove(p, Zone.GRAVEYARD.value, cause="sacrifice", by=player, rules=(rule,)))
    ctx.emit(ev.Note(f"{st.players[player].name} pays {label} for {name}"
                     + (f" ({n} {per} counter(s))" if per else ""), rules=(rule,)))


@effect("pay", "118.1", main="mana", mana="costs", energy="quantity")
def pay(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 118.1, 608.2d: "you may pay {1}. If you do, ..." (with ``may: true``): the controller pays the mana cost
    as the instruction is carried out, if they can (a player can't pay a cost without the resources, 118.3); paying
    is what "if you do" then asks about (608.2c).  A choice between costs is asked first.  ``energy``: "you may pay
    {E}{E}" removes that many energy counters from them, only if they have them (107.14)."""
    st = ctx.state
    player = ctx.controller
    if "energy" in args:
        n = ctx.number(args["energy"])
        if st.players[player].counters.get("energy", 0) >= n:
            ctx.emit(ev.PlayerCounters(player, "energy", -n, rules=("107.14", "118.1")))
        return
    costs = [parse_cost(str(c)) for c in args.get("mana", ())]
    ways = [c for c in costs if can_pay(st, player, c)]
    if not ways:
        return
    cost = ways[0]
    if len(ways) > 1:
        a = ctx.choose(Decision(player, "choose", f"{ctx.source_name}: which cost to pay?", "118.1",
                                tuple(Option(str(c), i) for i, c in enumerate(ways)), data={"what": "cost"}))
        cost = ways[a.picks[0]]  # type: ignore[attr-defined]
    pay_mana(ctx, player, cost, "118.1")
    ctx.emit(ev.Note(f"{st.players[player].name} pays {cost} ({ctx.source_name})", rules=("118.1",)))
