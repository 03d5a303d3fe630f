"""CR 702.141 encore: "Encore [cost]" means "[Cost], Exile this card from your graveyard: For each opponent, create a
token that's a copy of this card that attacks that opponent this turn if able. The tokens gain haste. Sacrifice them at
the beginning of the next end step. Activate only as a sorcery." (702.141a).

Card data writes it as printed, ``Encore {5}{R}`` (normalised ``encore:{5}{R}``); the keyword is that activated
ability from the graveyard (``encore_abilities``, numbered after the object's other activated abilities, like
embalm's).  Resolving, it runs the effect verb ``encore_copies`` (``effects/encore.py``): for each opponent still in
the game, a token copy of the card as it last existed in the graveyard (its copiable values: the printed card, 707.2);
its next step (``rules/steps.py``), ``encore_after``, gives the tokens created this way haste (a continuous effect of
layer 6 with no end, 611.2), the requirement to attack their opponent this turn if able (an effect of no layer,
``mods: {attacks_player: P}``, read by ``goad.goad_requirements`` with the other attack requirements, 508.1d), and a
delayed triggered ability that sacrifices them at the beginning of the next end step (603.7a).
"""

from __future__ import annotations

from functools import lru_cache

from manastack.cards.model import ActivatedAbility, ActivationCost, Body, Effect, Mode
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.mana import parse_cost
from manastack.rules.printed import Chars
from manastack.rules.steps import follow_with

ENCORE = "encore"
ENCORE_COPIES = "encore_copies"
ENCORE_AFTER = "encore_after"
#: CR 702.141a: the mark of an effect "attacks that opponent this turn if able" (``ContinuousEffect.mods``).
ATTACKS_PLAYER = "attacks_player"

follow_with(ENCORE_COPIES, ENCORE_AFTER)

keyword(ENCORE, "702.141", "Encore [cost]: [cost], Exile this card from your graveyard: for each opponent, create a "
        "token that's a copy of this card that attacks that opponent this turn if able; the tokens gain haste; "
        "sacrifice them at the beginning of the next end step; activate only as a sorcery", parameter=True,
        check=mana_cost_check("Encore", "702.141a", "{5}{R}"))


def encore_abilities(c: Chars) -> tuple[ActivatedAbility, ...]:
    """CR 702.141a: the activated ability each encore keyword is."""
    return _encore_abilities(c.keywords) if c.keywords else ()


@lru_cache(maxsize=4096)
def _encore_abilities(keywords: frozenset[str]) -> tuple[ActivatedAbility, ...]:
    return tuple(_encore_ability(k[len(ENCORE) + 1:]) for k in sorted(keywords) if k.startswith(ENCORE + ":"))


@lru_cache(maxsize=None)
def _encore_ability(param: str) -> ActivatedAbility:
    mana = param.strip().upper()
    return ActivatedAbility(ActivationCost(mana=parse_cost(mana), exile_self=True,
                                           text=f"{mana}, Exile this card from your graveyard"),
                            Body((Mode((), (Effect(ENCORE_COPIES, {}),)),)), zone="graveyard", sorcery_speed=True,
                            text=f"Encore {mana}")


__all__ = ["ATTACKS_PLAYER", "ENCORE", "ENCORE_AFTER", "ENCORE_COPIES", "encore_abilities"]
