"""CR 601.2f: "This spell costs {2}{U} more to cast for each target beyond the first" (the strive cards, Aerial
Formation): a cost increase of the spell's own text, counted from the number of targets chosen for it (601.2c comes
before 601.2f), added to the total cost as it is determined.  The targets after the first are asked one at a time as
it is cast (``casting.ask_more_targets``), each only while the cost with it can still be paid (601.2h: a player
can't begin to cast a spell whose costs they can't pay)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary import static_kind
from manastack.core.mana import ManaCost, parse_cost

if TYPE_CHECKING:
    from manastack.rules.printed import Chars

COSTS_MORE_PER_EXTRA_TARGET = static_kind(
    "costs_more_per_extra_target", "601.2f",
    "\"This spell costs {2}{U} more to cast for each target beyond the first\" (strive, Aerial Formation): `mana` "
    "more for each target chosen for it after the first, as its total cost is determined",
    mana="mana")


def extra_target_cost(c: "Chars", targets: int) -> ManaCost | None:
    """CR 601.2f: what a spell with characteristics ``c`` costs more for ``targets`` targets chosen, or None."""
    more: ManaCost | None = None
    for s in c.static:
        if s.kind == COSTS_MORE_PER_EXTRA_TARGET:
            for _ in range(max(0, targets - 1)):
                cost = parse_cost(str(s.args["mana"]))
                more = cost if more is None else more.plus(cost)
    return more


__all__ = ["COSTS_MORE_PER_EXTRA_TARGET", "extra_target_cost"]
