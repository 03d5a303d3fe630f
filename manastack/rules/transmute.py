"""CR 702.53: transmute, an activated ability that functions only while its card is in a player's hand.

"Transmute [cost]" means "[Cost], Discard this card: Search your library for a card with the same mana value as the
discarded card, reveal that card, and put it into your hand. Then shuffle your library. Activate only as a
sorcery." (702.53a).  Card data writes it as printed, ``Transmute {1}{U}{U}`` (normalised ``transmute:{1}{U}{U}``).
The mana value searched for is the card's as it is in the hand when the ability is activated, which is the
discarded card's as it last existed there (the ability is made from those characteristics).  The ability is
numbered after the object's other activated abilities; it exists in every zone (702.53b).
"""

from __future__ import annotations

from functools import lru_cache

from manastack.cards.model import ActivatedAbility, ActivationCost, Body, Effect, Filter, Mode
from manastack.cards.values import Quantity
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.mana import parse_cost
from manastack.rules.printed import Chars

keyword("transmute", "702.53", "Transmute [cost]: [cost], Discard this card: Search your library for a card with the "
        "same mana value as the discarded card, reveal it, put it into your hand, then shuffle; activate only as a "
        "sorcery (from the hand, 702.53a)", parameter=True,
        check=mana_cost_check("Transmute", "702.53a", "{1}{U}{U}"))


def transmute_abilities(c: Chars) -> tuple[ActivatedAbility, ...]:
    """CR 702.53a: the activated ability each transmute keyword is, for a card of ``c``'s mana value."""
    if not c.keywords:
        return ()
    return _transmute_abilities(c.keywords, c.mana_value)


@lru_cache(maxsize=4096)
def _transmute_abilities(keywords: frozenset[str], mana_value: int) -> tuple[ActivatedAbility, ...]:
    return tuple(_transmute_ability(k[len("transmute:"):], mana_value) for k in sorted(keywords)
                 if k.startswith("transmute:"))


@lru_cache(maxsize=None)
def _transmute_ability(cost: str, mana_value: int) -> ActivatedAbility:
    same = Filter(mana_value_min=mana_value, mana_value_max=mana_value)
    effect = Effect("search_library", {"filter": same, "amount": Quantity.const(1), "into": "hand", "reveal": True})
    return ActivatedAbility(ActivationCost(mana=parse_cost(cost), discard_self=True, text=f"{cost}, Discard this card"),
                            Body((Mode((), (effect,)),)), zone="hand", sorcery_speed=True, text=f"Transmute {cost}")
