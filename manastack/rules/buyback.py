"""CR 702.27: buyback, an optional additional cost that returns the spell to its owner's hand as it resolves.

Card data writes it as printed, ``Buyback {4}`` (normalised ``buyback:{4}``): the optional cost named
``buyback`` (``cast Searing Touch targeting bob with buyback``), and where it was paid the resolving spell goes
to its owner's hand instead of the graveyard (only if it resolves: a countered spell, or one whose targets are
all illegal, goes to the graveyard).
"""

from __future__ import annotations

from functools import lru_cache

from manastack.cards.model import AdditionalCost, CardDef
from manastack.cards.vocabulary import mana_cost_check, keyword
from manastack.core.mana import parse_cost
from manastack.rules.entwine import entwine_costs
from manastack.rules.offspring import offspring_costs
from manastack.rules.casualty import casualty_costs

#: The name of the optional cost, as ``Obj.extras`` and the notation's ``with buyback`` know it.
BUYBACK = "buyback"


_problem = mana_cost_check("Buyback", "702.27a", "{4}")


keyword("buyback", "702.27", "Buyback [cost]: you may pay an additional [cost] as you cast this spell; if you do, "
        "it is put into its owner's hand instead of the graveyard as it resolves", parameter=True,
        check=_problem)


def spell_costs(card: CardDef) -> tuple[AdditionalCost, ...]:
    """CR 601.2b, 601.2f: the spell's additional and optional costs: those written as costs, then buyback's
    (702.27a), then entwine's (702.42a), then offspring's (702.175a), then casualty's (702.153a)."""
    if not card.keywords:
        return card.additional_costs
    return card.additional_costs + _buyback(card.keywords) + entwine_costs(card.keywords) + \
        offspring_costs(card.keywords) + casualty_costs(card.keywords)


@lru_cache(maxsize=4096)
def _buyback(keywords: frozenset[str]) -> tuple[AdditionalCost, ...]:
    return tuple(AdditionalCost(BUYBACK, mana=parse_cost(k[len("buyback:"):]))
                 for k in sorted(keywords) if k.startswith("buyback:"))[:1]


def bought_back(card: CardDef, extras: tuple[str, ...]) -> bool:
    """CR 702.27a: whether the resolving spell goes to its owner's hand: its buyback cost was paid."""
    return BUYBACK in extras and bool(_buyback(card.keywords))
