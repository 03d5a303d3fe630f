"""Effect verbs that group objects into piles (CR 700.3): Fact or Fiction.

The questions have the shapes of the judge format (../shared/scenario-format.md, "Script"): the
separating player answers with the cards of the first pile (any number of them, none for an
empty pile, 700.3d), the other player with the pile they choose, ``1`` or ``2``.  Every question
is asked before any card moves (ask before act): while the piles are made the cards stay in the
library (700.3c, the example of 700.3).
"""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.core.types import Zone
from manastack.decisions import Decision, Option
from manastack.effects.library import choose_any
from manastack.effects.registry import effect
from manastack.rules.choosing import choose_opponent
from manastack.rules.context import EffectContext
from manastack.rules.naming import obj_name


@effect("reveal_into_piles", "700.3", main="amount", amount="quantity")
def reveal_into_piles(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 700.3 (Fact or Fiction): reveal the top N cards of your library; an opponent (the controller chooses
    which where there are several, ``rules/choosing.py``) separates them into two piles (each card in exactly
    one, 700.3a; a pile may be empty, 700.3d); you put the pile you choose into your hand and the other into
    your graveyard, in the library's order (700.3c)."""
    st = ctx.state
    me = ctx.controller
    seen = list(st.players[me].library[:ctx.number(args.get("amount"), 5)])
    if not seen:
        return
    separator = choose_opponent(st, ctx.choose, me, f"{ctx.source_name}: choose the opponent who separates the "
                                "piles", "700.3")
    if separator is None:
        return
    first = choose_any(ctx, separator, seen, f"{ctx.source_name}: choose the cards of the first pile (the rest "
                       "make the second)", "700.3a", "pile")
    piles = ([o for o in seen if o in first], [o for o in seen if o not in first])
    labels = tuple(", ".join(obj_name(st, o) for o in pile) or "empty" for pile in piles)
    a = ctx.choose(Decision(me, "choose", f"{ctx.source_name}: choose the pile to put into your hand "
                            f"(1: {labels[0]}; 2: {labels[1]})", "700.3",
                            (Option("1", 0), Option("2", 1)), data={"what": "pile_choice", "piles": piles}))
    chosen = a.picks[0]  # type: ignore[attr-defined]
    names = ", ".join(obj_name(st, o) for o in seen)
    ctx.emit(ev.Note(f"{st.players[me].name} reveals {names}; {st.players[separator].name} separates them into "
                     f"two piles ({labels[0]} | {labels[1]}); {st.players[me].name} chooses pile {chosen + 1}",
                     rules=("701.20a", "700.3")))
    for o in piles[chosen]:
        ctx.emit(ev.ZoneMove(o, Zone.HAND.value, cause="pile", by=me, rules=("700.3",)))
    for o in piles[1 - chosen]:
        ctx.emit(ev.ZoneMove(o, Zone.GRAVEYARD.value, cause="pile", by=me, rules=("700.3", "700.3c")))
