"""CR 702.29: cycling and typecycling, keyword abilities that are activated abilities from the hand.

Card data writes them as printed, ``Cycling {2}`` or ``Islandcycling {2}`` (normalised ``cycling:{2}`` and
``cycling:island {2}``); each is the activated ability the rule says it means, listed after the object's other
activated abilities (so ``activate CARD:N`` numbers it after them).
"""

from __future__ import annotations

import re
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


#: The supertypes a typecycling word may name before a card type ("basic landcycling", 702.29e).
_SUPERTYPES = ("basic", "legendary", "snow")
#: A typecycling kind: a subtype or card type, after at most one supertype or card type ("artifact landcycling").
_KIND = re.compile(r"(?:([a-z]+) )?[a-z]+")


def _problem(param: str) -> str | None:
    """Why "Cycling ``param``" can't be used (None if it can)."""
    kind, cost = _split(param)
    problem = cost_problem(cost)
    if problem is not None:
        return (f"'{kind.capitalize()}cycling {cost}': the cycling cost is mana in braces such as {{2}} (CR 702.29a): "
                f"{problem}")
    return None


def typecycling_problem(param: str) -> str | None:
    """CR 702.29e: why the kind of "[Type]cycling ``param``" names no card type, subtype or supertype and card type
    (None if it does): "Each creature card in your hand has cycling {1}{U}" (Rhet-Tomb Mystic) gives other cards
    cycling and is no cycling ability of its own.  The Oracle compiler refuses such a line; a card loaded with one
    has no cycling ability from it (``cycling_abilities``)."""
    kind, cost = _split(param)
    m = _KIND.fullmatch(kind) if kind else None
    if kind and (m is None or (m.group(1) is not None and m.group(1) not in (*_SUPERTYPES, *_CARD_TYPES))):
        return (f"'{kind.capitalize()}cycling {cost}': typecycling names a card type, a subtype or a supertype and "
                f"card type such as 'basic land' (CR 702.29e); an ability that gives cards cycling isn't cycling")
    return None


keyword("cycling", "702.29", "Cycling [cost]: [cost], Discard this card: Draw a card (from the hand, 702.29a); "
        "[Type]cycling [cost] (Islandcycling {2}, Basic landcycling {1}): [cost], Discard this card: Search your "
        "library for a [type] card, reveal it, put it into your hand, then shuffle (702.29e)", parameter=True,
        check=_problem)


def type_filter(kind: str) -> Filter:
    """CR 702.29e: the cards a typecycling ability finds: a card type, a supertype and card type ("basic land"),
    two card types ("artifact land": a card that is both), or a subtype."""
    words = kind.split()
    supertypes = tuple(w.capitalize() for w in words[:-1] if w not in _CARD_TYPES)
    types = tuple(w.capitalize() for w in words[:-1] if w in _CARD_TYPES)    # "artifact land": both card types
    last = words[-1]
    if last in _CARD_TYPES:
        return Filter(types=(*types, last.capitalize()), supertypes=supertypes)
    sub = last.capitalize()
    return Filter(subtypes=(sub,), supertypes=supertypes,
                  types=(*types, "Land") if sub in BASIC_LAND_MANA else types)


def cycling_abilities(c: Chars) -> tuple[ActivatedAbility, ...]:
    """CR 702.29a, 702.29e: the activated ability each cycling keyword is."""
    return _cycling_abilities(c.keywords)


@lru_cache(maxsize=4096)
def _cycling_abilities(keywords: frozenset[str]) -> tuple[ActivatedAbility, ...]:
    return tuple(_cycling_ability(k[len("cycling:"):]) for k in sorted(keywords)
                 if k.startswith("cycling:") and typecycling_problem(k[len("cycling:"):]) is None)


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
