"""Effect verbs: counters on players and proliferate (CR 122.1, 107.14, 701.34).

``player_counters`` gives a player counters ("you get {E}{E}": two energy counters, 107.14; "target player gets a
poison counter", 122.1f).  ``proliferate`` (701.34a) asks its controller for any number of the permanents and players
that have a counter, then gives each one more counter of each kind it has: one question, then the events.
"""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import YOU
from manastack.core.types import Zone
from manastack.decisions import Decision, Option
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext
from manastack.rules.naming import obj_name


@effect("player_counters", "122.1", main="amount", player="reference", kind="counter", amount="quantity")
def player_counters(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 122.1: each referred player (default: you) gets N counters of ``kind`` (``energy``: "you get {E}", 107.14;
    ``poison``, 122.1f); a negative N removes them (no fewer than none)."""
    n = ctx.number(args.get("amount"), 1)
    kind = str(args.get("kind", "energy"))
    for p in ctx.players(args.get("player"), YOU):
        have = ctx.state.players[p].poison if kind == "poison" else ctx.state.players[p].counters.get(kind, 0)
        amount = max(n, -have)
        if amount:
            ctx.emit(ev.PlayerCounters(p, kind, amount, rules=("122.1",) if kind != "energy" else ("107.14",)))


def player_kinds(ctx: EffectContext, p: int) -> dict[str, int]:
    """The counters player ``p`` has, poison among them (CR 122.1)."""
    pl = ctx.state.players[p]
    return ({"poison": pl.poison} if pl.poison > 0 else {}) | dict(pl.counters)


@effect("proliferate", "701.34a", times="quantity")
def proliferate(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.34a: choose any number of permanents and/or players that have a counter, then give each one additional
    counter of each kind that permanent or player already has; ``times``: "proliferate X times", each in turn."""
    for _ in range(max(ctx.number(args.get("times"), 1), 0)):
        _proliferate_once(ctx)


def _proliferate_once(ctx: EffectContext) -> None:
    st = ctx.state
    perms = [o for o in st.permanents() if st.objects[o].counters and st.objects[o].zone == Zone.BATTLEFIELD]
    players = [p for p in range(len(st.players)) if not st.players[p].lost and player_kinds(ctx, p)]
    opts = tuple(Option(obj_name(st, o), ("o", o), f"{obj_name(st, o)}#{o}") for o in perms) + \
        tuple(Option(st.players[p].name, ("p", p)) for p in players)
    if not opts:
        ctx.emit(ev.Note(f"{st.players[ctx.controller].name} proliferates: nothing has a counter",
                         rules=("701.34a",)))
        return
    a = ctx.choose(Decision(ctx.controller, "choose", f"{ctx.source_name}: proliferate — choose any number of "
                            "permanents and players with counters", "701.34a", opts, min=0, max=len(opts),
                            data={"what": "proliferate"}))
    chosen = [opts[i].value for i in a.picks]  # type: ignore[attr-defined]
    for kind_, ident in chosen:
        if kind_ == "o":
            for counter in sorted(st.objects[ident].counters):
                ctx.emit(ev.PutCounters(ident, counter, 1, by_effect=True, rules=("701.34a",)))
        else:
            for counter in sorted(player_kinds(ctx, ident)):
                ctx.emit(ev.PlayerCounters(ident, counter, 1, rules=("701.34a",)))
    if not chosen:
        ctx.emit(ev.Note(f"{st.players[ctx.controller].name} proliferates, choosing nothing", rules=("701.34a",)))
