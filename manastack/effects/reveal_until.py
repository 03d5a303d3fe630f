"""The effect verb ``reveal_until`` (CR 701.20a): "Reveal cards from the top of your library until you reveal a
creature card. Put that card onto the battlefield and the rest on the bottom of your library in a random order."

It asks its questions first ("you may put that card ...", the order of the rest where the player chooses it), then
proposes the moves (ask before act, docs/architecture.md).  The revealed cards stay in the library until they are
put somewhere (701.20b: revealing doesn't move a card).  If no card matches, every card of the library is revealed
and all of them are "the rest".
"""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.model import EMPTY_FILTER
from manastack.cards.values import YOU
from manastack.core.types import Zone
from manastack.decisions import Decision, Option
from manastack.effects.library import choose_order
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext
from manastack.rules.naming import obj_name
from manastack.rules.targeting import matches


@effect("reveal_until", "701.20a", main="filter", filter="filter", into="zone", tapped="flag", optional="flag",
        rest_to="zone", rest_on_bottom="flag", random_order="flag", shuffle_rest="flag", player="reference")
def reveal_until(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.20a: the player reveals cards from the top of their library until they reveal a card matching
    ``filter``, puts that card ``into`` a zone (onto the battlefield ``tapped``; ``optional``: "you may", asked) and
    the other revealed cards ``rest_to`` a zone (graveyard, exile), or with ``rest_on_bottom`` on the bottom of their
    library in the order they choose (401.4), with ``random_order`` in a random order, or with ``shuffle_rest``
    shuffles them into their library (701.24a)."""
    st = ctx.state
    flt = args.get("filter", EMPTY_FILTER)
    into = str(args.get("into", Zone.HAND.value))
    for p in ctx.players(args.get("player"), YOU):
        revealed: list[int] = []
        found: int | None = None
        for oid in st.players[p].library:
            revealed.append(oid)
            if matches(st, oid, flt, ctx.source, p):
                found = oid
                break
        if not revealed:
            continue
        ctx.emit(ev.Note(f"{st.players[p].name} reveals {', '.join(obj_name(st, o) for o in revealed)}",
                         rules=("701.20a",)))
        if found is not None and args.get("optional"):
            a = ctx.choose(Decision(p, "choose", f"Put {obj_name(st, found)} "
                                    f"{'onto the battlefield' if into == Zone.BATTLEFIELD.value else 'into your ' + into}?",
                                    "701.20a", (Option("yes", True), Option("no", False)), data={"what": "may"}))
            if a.picks[0] != 0:  # type: ignore[attr-defined]
                found = None   # "you may put that card ...": it stays among the rest
        rest = [o for o in revealed if o != found]
        if args.get("rest_on_bottom") and len(rest) > 1:
            if args.get("random_order"):
                rest = ctx.chance(lambda: st.rng.sample(rest, len(rest)))
            else:
                rest = choose_order(ctx, p, rest, "going to the bottom of your library", "401.4")
        if found is not None:
            ctx.emit(ev.ZoneMove(found, into, cause="put", by=p,
                                 controller=p if into == Zone.BATTLEFIELD.value else None,
                                 tapped=bool(args.get("tapped")) and into == Zone.BATTLEFIELD.value,
                                 rules=("701.20a",)))
        if args.get("shuffle_rest"):
            ctx.emit(ev.Shuffle(p, rules=("701.24a",)))
            continue
        for o in rest:
            if args.get("rest_on_bottom"):
                ctx.emit(ev.ZoneMove(o, Zone.LIBRARY.value, cause="put", by=p, position="bottom", rules=("401.4",)))
            elif args.get("rest_to"):
                ctx.emit(ev.ZoneMove(o, str(args["rest_to"]), cause="put", by=p, rules=("701.20a",)))
