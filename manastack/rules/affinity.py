"""CR 702.41: affinity.

"Affinity for [text]" means "This spell costs {1} less to cast for each [text] you control" (702.41a): a cost
reduction applied as the total cost is determined (601.2f), to the generic part only (it can't reduce the coloured
part, nor the total below zero); several instances are cumulative (702.41b).  The priority module offers a cast
whose reduced cost can be paid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.model import Filter
from manastack.cards.vocabulary import keyword
from manastack.core.mana import ManaCost
from manastack.rules.characteristics import chars, controlled_by
from manastack.rules.filters import fits

if TYPE_CHECKING:
    from manastack.state import GameState

_WHAT = {"artifacts": Filter(types=("Artifact",)), "creatures": Filter(types=("Creature",)),
         "enchantments": Filter(types=("Enchantment",)), "lands": Filter(types=("Land",)),
         "plains": Filter(subtypes=("Plains",)), "islands": Filter(subtypes=("Island",)),
         "swamps": Filter(subtypes=("Swamp",)), "mountains": Filter(subtypes=("Mountain",)),
         "forests": Filter(subtypes=("Forest",)), "equipment": Filter(subtypes=("Equipment",))}


def _problem(what: str) -> str | None:
    return None if what in _WHAT else \
        f"'Affinity for {what}': affinity is for {', '.join(sorted(_WHAT))} (CR 702.41a)"


keyword("affinity", "702.41", "Affinity for [quality]: this spell costs {1} less to cast for each [quality] you "
        "control", parameter=True, check=_problem)


def affinity_reduction(state: "GameState", card_oid: int, player: int) -> int:
    """CR 702.41a-b: how much generic mana affinity takes off the card's cost for ``player`` (each instance)."""
    total = 0
    for kw in chars(state, card_oid).keywords:
        if kw.startswith("affinity:"):
            flt = _WHAT[kw[len("affinity:"):]]
            total += sum(1 for o in controlled_by(state, player) if fits(state, o, chars(state, o), flt, card_oid,
                                                                        player))
    return total


def reduced(cost: ManaCost, n: int) -> ManaCost:
    """CR 601.2f: ``cost`` with ``n`` less generic mana (never below zero; coloured symbols stay)."""
    if n <= 0 or cost.generic == 0:
        return cost
    return ManaCost(max(0, cost.generic - n), cost.symbols, cost.x)
