"""CR 702.29: cycling and typecycling, keyword abilities that are activated abilities from the hand.

Card data writes them as printed, ``Cycling {2}`` or ``Islandcycling {2}`` (normalised ``cycling:{2}`` and
``cycling:island {2}``); each is the activated ability the rule says it means, listed after the object's other
activated abilities (so ``activate CARD:N`` numbers it after them).
"""

from __future__ import annotations

from functools import lru_cache

from manastack.cards.model import ActivatedAbility, ActivationCost, Body, Effect, Filter, Mode
from manastack.cards.values import Quantity
from manastack.cards.vocabulary import keyword
from manastack.core.mana import cost_problem, parse_cost
from manastack.core.types import BASIC_LAND_MANA
from manastack.rules.printed import Chars

#: The card types a typecycling word may name (702.29e); any other word is a subtype ("Wizardcycling").
_CARD_TYPES = ("artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery")


def _split(param: str) -> tuple[str, str]:
    """``island {2}`` -> ("island", "{2}"); ``{2}`` -> ("", "{2}")."""
    kind, _, cost = param.rpartition(" ") if not param.startswith("{") else ("", "", param)
    return kind.strip(), cost.strip()


def _problem(param: str) -> str | None:
    """Why "Cycling ``param``" can't be used (None if it can)."""
    kind, cost = _split(param)
    problem = cost_problem(cost)
    return None if problem is None else \
        f"'{kind.capitalize()}cycling {cost}': the cycling cost is mana in braces such as {{2}} (CR 702.29a): {problem}"


keyword("cycling", "702.29", "Cycling [cost]: [cost], Discard this card: Draw a card (from the hand, 702.29a); "
        "[Type]cycling [cost] (Islandcycling {2}, Basic landcycling {1}): [cost], Discard this card: Search your "
        "library for a [type] card, reveal it, put it into your hand, then shuffle (702.29e)", parameter=True,
        check=_problem)


def type_filter(kind: str) -> Filter:
    """CR 702.29e: the cards a typecycling ability finds: a card type, a supertype and card type ("basic land"),
    or a subtype."""
    words = kind.split()
    supertypes = tuple(w.capitalize() for w in words[:-1])
    last = words[-1]
    if last in _CARD_TYPES:
        return Filter(types=(last.capitalize(),), supertypes=supertypes)
    sub = last.capitalize()
    return Filter(subtypes=(sub,), supertypes=supertypes,
                  types=("Land",) if sub in BASIC_LAND_MANA else ())


def cycling_abilities(c: Chars) -> tuple[ActivatedAbility, ...]:
    """CR 702.29a, 702.29e: the activated ability each cycling keyword is."""
    return _cycling_abilities(c.keywords)


@lru_cache(maxsize=4096)
def _cycling_abilities(keywords: frozenset[str]) -> tuple[ActivatedAbility, ...]:
    return tuple(_cycling_ability(k[len("cycling:"):]) for k in sorted(keywords) if k.startswith("cycling:"))


@lru_cache(maxsize=None)
def _cycling_ability(param: str) -> ActivatedAbility:
    kind, cost = _split(param)
    if kind:
        effect = Effect("search_library", {"filter": type_filter(kind), "amount": Quantity.const(1), "into": "hand",
                                           "reveal": True})
        text = f"{kind.capitalize()}cycling {cost}"
    else:
        effect = Effect("draw", {"amount": Quantity.const(1)})
        text = f"Cycling {cost}"
    return ActivatedAbility(ActivationCost(mana=parse_cost(cost), discard_self=True, text=f"{cost}, Discard this card"),
                            Body((Mode((), (effect,)),)), zone="hand", text=text)
