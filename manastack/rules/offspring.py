"""CR 702.175: offspring, an optional additional cost whose permanent makes a 1/1 token copy of itself as it enters.

"Offspring [cost]" (written ``Offspring {2}``, normalised ``offspring:{2}``) means "You may pay an additional [cost]
as you cast this spell" (the optional cost named ``offspring``, ``cast Intrepid Rabbit with offspring``, 601.2b,
601.2f-h) and "When this permanent enters, if its offspring cost was paid, create a token that's a copy of it, except
it's 1/1" (the keyword's triggered ability, ``keyword(triggered=...)``; an intervening "if", 603.4, on the cost the
permanent's spell paid, which the permanent keeps, 607.2i).  The token was never cast: its own offspring ability
doesn't trigger.
"""

from __future__ import annotations

from functools import lru_cache

from manastack.cards.model import AdditionalCost, Body, Condition, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity, Reference
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.mana import parse_cost

#: The name of the optional cost, as ``Cast.extras`` and the notation's ``with offspring`` know it.
OFFSPRING = "offspring"


def _offspring_trigger(param: str) -> TriggeredAbility:
    """CR 702.175a: "When this permanent enters, if its offspring cost was paid, create a token that's a copy of it,
    except it's 1/1.\""""
    one = Quantity.const(1)
    copy = Effect("create_copy", {"of": Reference("self"), "base_power": one, "base_toughness": one})
    return TriggeredAbility(TriggerSpec("enters"), Body((Mode((), (copy,)),)),
                            condition=Condition("paid", {"value": OFFSPRING}), text=f"Offspring {param}")


keyword(OFFSPRING, "702.175", "Offspring [cost]: you may pay an additional [cost] as you cast this spell; when this "
        "permanent enters, if its offspring cost was paid, create a token that's a copy of it, except it's 1/1",
        parameter=True, check=mana_cost_check("Offspring", "702.175a", "{2}"), triggered=_offspring_trigger)


@lru_cache(maxsize=4096)
def offspring_costs(keywords: frozenset[str]) -> tuple[AdditionalCost, ...]:
    """CR 702.175a: the optional additional cost offspring is (the first "Offspring [cost]" of ``keywords``)."""
    return tuple(AdditionalCost(OFFSPRING, mana=parse_cost(k[len(OFFSPRING) + 1:]))
                 for k in sorted(keywords) if k.startswith(OFFSPRING + ":"))[:1]
