"""Optional additional costs a caster may pay any number of times (CR 601.2b, 601.2f-h): squad (702.157) and
multikicker (702.33c).

- Squad: "Squad [cost]" (written ``Squad {2}``, normalised ``squad:{2}``) means "As an additional cost to cast this
  spell, you may pay [cost] any number of times" and "When this creature enters, if its squad cost was paid, create a
  token that's a copy of it for each time its squad cost was paid" (702.157a: the keyword's triggered ability,
  ``keyword(triggered=...)``, an intervening "if", 603.4; the copies are made with ``create_copy``).
- Multikicker: "Multikicker [cost]" (written ``Multikicker {1}{G}``) means "You may pay an additional [cost] any number
  of times as you cast this spell" (702.33c); each payment is a kicker payment: the spell "was kicked" if it was paid
  at least once (702.33d, the condition ``paid: kicker``), and "for each time it was kicked" counts them (the quantity
  ``{times_paid: kicker}``).

Paying a cost N times is its name N times among the spell's chosen costs (``Cast.extras``: ``cast Arco-Flagellant with
squad, squad``; ``with kicker, kicker`` for multikicker), which the permanent the spell becomes keeps (607.2i).  The
legal actions offer each number of payments the caster's mana could cover (``repeated_choices``, bounded by
``MOST_PAYMENTS``); ``casting.total_spell_cost`` adds the cost once per payment (``repeated_mana``).  A card with more
than one instance of one of them pays the first (702.157b: each would be paid separately; one is offered here).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from manastack.cards.model import Body, Condition, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity, Reference
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.mana import ManaCost, parse_cost

#: The name of one payment of the squad cost among a spell's chosen costs (``Cast.extras``, ``Obj.extras``).
SQUAD = "squad"
#: CR 702.33c: the keyword; each of its payments is named ``kicker`` (the spell was kicked, 702.33d).
MULTIKICKER = "multikicker"
KICKER = "kicker"

#: The most payments the legal actions offer (a bound on the enumeration: the mana a player can have stays below it).
MOST_PAYMENTS = 20

#: The keywords that are repeatable costs, with the name of each payment among the chosen costs.
_PAYMENT_NAMES = {SQUAD: SQUAD, MULTIKICKER: KICKER}


def _squad_trigger(param: str) -> TriggeredAbility:
    """CR 702.157a: "When this creature enters, if its squad cost was paid, create a token that's a copy of it for each
    time its squad cost was paid.\""""
    copy = Effect("create_copy", {"of": Reference("self"), "amount": Quantity("times_paid", 1, counter=SQUAD)})
    return TriggeredAbility(TriggerSpec("enters"), Body((Mode((), (copy,)),)),
                            condition=Condition("paid", {"value": SQUAD}), text=f"Squad {param}")


keyword(SQUAD, "702.157", "Squad [cost]: as an additional cost to cast this spell, you may pay [cost] any number of "
        "times; when this creature enters, if its squad cost was paid, create a token that's a copy of it for each "
        "time its squad cost was paid", parameter=True, check=mana_cost_check("Squad", "702.157a", "{2}"),
        triggered=_squad_trigger)
keyword(MULTIKICKER, "702.33c", "Multikicker [cost]: you may pay an additional [cost] any number of times as you cast "
        "this spell; it was kicked if it was paid at least once, and \"for each time it was kicked\" counts the "
        "payments", parameter=True, check=mana_cost_check("Multikicker", "702.33c", "{1}{G}"))


@lru_cache(maxsize=4096)
def repeated_costs(keywords: frozenset[str]) -> tuple[tuple[str, ManaCost], ...]:
    """CR 702.157a, 702.33c: the costs ``keywords`` let the caster pay any number of times: (the name of a payment,
    its mana), the first instance of each keyword."""
    out: dict[str, ManaCost] = {}
    for k in sorted(keywords):
        head, _, param = k.partition(":")
        name = _PAYMENT_NAMES.get(head)
        if name is not None and param and name not in out:
            out[name] = parse_cost(param)
    return tuple(out.items())


def repeated_mana(keywords: frozenset[str], extras: tuple[str, ...]) -> ManaCost | None:
    """CR 601.2f: the mana the repeated payments among ``extras`` add to the total cost (None if none)."""
    total: ManaCost | None = None
    for name, once in repeated_costs(keywords) if keywords else ():
        for _ in range(extras.count(name)):
            total = once if total is None else total.plus(once)
    return total


def repeated_choices(keywords: frozenset[str], choices: list[tuple[str, ...]],
                     affordable: Callable[[tuple[str, ...]], bool]) -> list[tuple[str, ...]]:
    """CR 601.2b: each choice of optional costs with each repeatable cost paid 0, 1, 2... times, as long as
    ``affordable`` says the total could be paid (each is checked again as it is cast)."""
    for name, _ in repeated_costs(keywords):
        more: list[tuple[str, ...]] = []
        for extras in choices:
            more.append(extras)
            for k in range(1, MOST_PAYMENTS + 1):
                paid = extras + (name,) * k
                if not affordable(paid):
                    break
                more.append(paid)
        choices = more
    return choices
