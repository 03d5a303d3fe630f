"""Effect verb ``explore`` (CR 701.44): a permanent explores."""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.model import Filter
from manastack.cards.values import SELF
from manastack.core.types import Zone
from manastack.decisions import Decision, Option
from manastack.effects.registry import effect
from manastack.rules.characteristics import controller_of
from manastack.rules.context import EffectContext
from manastack.rules.naming import obj_name
from manastack.rules.targeting import matches

_LAND = Filter(types=("Land",))


@effect("explore", "701.44", main="what", what="reference")
def explore(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.44a: each referred permanent (default this one) explores: its controller reveals the top card of their
    library; a land card is put into their hand; otherwise a +1/+1 counter is put on the exploring permanent and the
    player may put the revealed card into their graveyard.  CR 701.44b: it explores even where some of this is
    impossible (an empty library: the counter only); 701.44c: a permanent that has left the battlefield explores
    with its last known controller (no counter can be put on it).  Everything is asked before anything moves."""
    st = ctx.state
    moved: set[int] = set()      # cards an earlier explore of this effect takes off the top (701.44d: one at a time)
    for oid in ctx.objects(args.get("what"), SELF):
        here = oid in st.objects and st.objects[oid].zone == Zone.BATTLEFIELD
        last = st.objects.get(oid) or st.lki.get(oid)
        if last is None:
            continue
        p = controller_of(st, oid) if here else last.controller
        library = [o for o in st.players[p].library if o not in moved]
        events: list[ev.Event] = []
        top = library[0] if library else None
        if top is not None:
            events.append(ev.Note(f"{st.players[p].name} reveals {obj_name(st, top)} ({obj_name(st, oid)} explores)",
                                  rules=("701.44a", "701.20a")))
        if top is not None and matches(st, top, _LAND, ctx.source, p):
            events.append(ev.ZoneMove(top, Zone.HAND.value, cause="explore", by=p, rules=("701.44a",)))
            moved.add(top)
        else:
            if here:
                events.append(ev.PutCounters(oid, "+1/+1", 1, by_effect=True, rules=("701.44a", "122.1")))
            if top is not None:
                a = ctx.choose(Decision(p, "choose", f"Explore: put {obj_name(st, top)} into your graveyard?",
                                        "701.44a", (Option("yes", True), Option("no", False)),
                                        data={"what": "may"}))
                if a.picks[0] == 0:  # type: ignore[attr-defined]
                    events.append(ev.ZoneMove(top, Zone.GRAVEYARD.value, cause="explore", by=p,
                                              rules=("701.44a",)))
                    moved.add(top)
        if not events:
            events.append(ev.Note(f"{obj_name(st, oid)} explores", rules=("701.44b",)))
        for e in events:
            ctx.emit(e)
