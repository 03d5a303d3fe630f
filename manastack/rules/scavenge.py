"""CR 702.97: scavenge, an activated ability that functions only while its card is in a graveyard.

"Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters equal to the
power of the card you exiled on target creature. Activate only as a sorcery." (702.97a).  Card data writes it as
printed, ``Scavenge {3}{B}{G}`` (normalised ``scavenge:{3}{B}{G}``).  The number is the source's power as it last
existed in the graveyard (``source_power``, 608.2h: the card has left for exile as the cost was paid).  The ability
is numbered after the object's other activated abilities.
"""

from __future__ import annotations

from functools import lru_cache

from manastack.cards.model import ActivatedAbility, ActivationCost, Body, Effect, Filter, Mode, TargetSpec
from manastack.cards.values import TARGET, Quantity
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.mana import parse_cost
from manastack.rules.printed import Chars

keyword("scavenge", "702.97", "Scavenge [cost]: [cost], Exile this card from your graveyard: Put a number of +1/+1 "
        "counters equal to the power of the card you exiled on target creature; activate only as a sorcery "
        "(702.97a)", parameter=True, check=mana_cost_check("Scavenge", "702.97a", "{3}{B}{G}"))


def scavenge_abilities(c: Chars) -> tuple[ActivatedAbility, ...]:
    """CR 702.97a: the activated ability each scavenge keyword is."""
    return _scavenge_abilities(c.keywords) if c.keywords else ()


@lru_cache(maxsize=4096)
def _scavenge_abilities(keywords: frozenset[str]) -> tuple[ActivatedAbility, ...]:
    return tuple(_scavenge_ability(k[len("scavenge:"):]) for k in sorted(keywords) if k.startswith("scavenge:"))


@lru_cache(maxsize=None)
def _scavenge_ability(cost: str) -> ActivatedAbility:
    effect = Effect("put_counters", {"on": TARGET, "kind": "+1/+1", "amount": Quantity("source_power", 1)})
    return ActivatedAbility(ActivationCost(mana=parse_cost(cost), exile_self=True,
                                           text=f"{cost}, Exile this card from your graveyard"),
                            Body((Mode((TargetSpec("permanent", Filter(types=("Creature",))),), (effect,)),)),
                            zone="graveyard", sorcery_speed=True, text=f"Scavenge {cost}")
