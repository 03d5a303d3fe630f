"""CR 702.128 embalm and 702.129 eternalize: activated abilities from a graveyard that make a token copy of the card.

"Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token that's a copy of this card, except
it's white, it has no mana cost, and it's a Zombie in addition to its other types. Activate only as a sorcery."
(702.128a); "Eternalize [cost]" the same, except the token is black and 4/4 (702.129a).  Card data writes them as
printed, ``Embalm {W}`` / ``Eternalize {2}{W}{W}`` (normalised ``embalm:{W}``); an eternalize cost may add
"Discard a card" (``"Eternalize—{3}{U}{U}, Discard a card"``, Sinuous Striker).  Each ability is numbered after the
object's other activated abilities; resolving, it runs the effect verb ``embalm_copy`` (``effects/embalm_copies.py``)
on the card as it last existed in the graveyard (its copiable values: the printed card, 707.2).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache

from manastack.cards.model import ActivatedAbility, ActivationCost, Body, CardDef, Effect, Mode
from manastack.cards.vocabulary import keyword
from manastack.core.mana import cost_problem, parse_cost
from manastack.rules.copies import with_exceptions
from manastack.rules.printed import Chars

#: "{3}{U}{U}" or "{3}{U}{U}, Discard a card" as normalised.
_PARAM = re.compile(r"((?:\{[^}]+\})+)(, discard a card)?\.?", re.IGNORECASE)


def _check(word: str, rule: str) -> Callable[[str], str | None]:
    def check(param: str) -> str | None:
        m = _PARAM.fullmatch(param.strip())
        problem = "write a mana cost in braces, optionally followed by ', Discard a card'" if m is None \
            else cost_problem(m.group(1))
        return None if problem is None else \
            f"'{word} {param}': the {word.lower()} cost is mana in braces such as {{3}}{{W}}{{W}} (CR {rule}): {problem}"
    return check


keyword("embalm", "702.128", "Embalm [cost]: [cost], Exile this card from your graveyard: Create a token that's a "
        "copy of this card, except it's white, it has no mana cost, and it's a Zombie in addition to its other types; "
        "activate only as a sorcery", parameter=True, check=_check("Embalm", "702.128a"))
keyword("eternalize", "702.129", "Eternalize [cost]: [cost], Exile this card from your graveyard: Create a token "
        "that's a copy of this card, except it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition "
        "to its other types; activate only as a sorcery", parameter=True, check=_check("Eternalize", "702.129a"))


def embalm_abilities(c: Chars) -> tuple[ActivatedAbility, ...]:
    """CR 702.128a, 702.129a: the activated ability each embalm and eternalize keyword is."""
    return _embalm_abilities(c.keywords) if c.keywords else ()


@lru_cache(maxsize=4096)
def _embalm_abilities(keywords: frozenset[str]) -> tuple[ActivatedAbility, ...]:
    return tuple(_embalm_ability(word, k[len(word) + 1:]) for k in sorted(keywords) for word in ("embalm", "eternalize")
                 if k.startswith(word + ":"))


@lru_cache(maxsize=None)
def _embalm_ability(word: str, param: str) -> ActivatedAbility:
    m = _PARAM.fullmatch(param.strip())
    assert m is not None, param     # the keyword's check refused any other parameter
    mana = m.group(1).upper()
    discard = m.group(2) is not None
    text = f"{mana}{', Discard a card' if discard else ''}, Exile this card from your graveyard"
    effect = Effect("embalm_copy", {"eternalize": word == "eternalize"})
    return ActivatedAbility(ActivationCost(mana=parse_cost(mana), exile_self=True, discard=1 if discard else 0,
                                           text=text),
                            Body((Mode((), (effect,)),)), zone="graveyard", sorcery_speed=True,
                            text=f"{word.capitalize()} {param}")


def embalmed(card: CardDef, eternalize: bool) -> CardDef:
    """CR 702.128a / 702.129a (707.9b): the copiable values of the token: the card's, except it's white (black and
    4/4 for eternalize), it has no mana cost, and it's a Zombie in addition to its other types."""
    exceptions: dict[str, object] = {"add_subtypes": ("Zombie",)}
    if eternalize:
        exceptions.update(base_power=4, base_toughness=4)
    copy = with_exceptions(card, exceptions)
    return replace(copy, cost=None, colors=frozenset({"B" if eternalize else "W"}))
