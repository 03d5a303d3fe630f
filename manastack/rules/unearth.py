"""CR 702.84: unearth, an activated ability that functions while its card is in a graveyard.

"Unearth [cost]" means "[Cost]: Return this card from your graveyard to the battlefield. It gains haste. Exile it at
the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else.
Activate only as a sorcery." (702.84a).  Card data writes it as printed, ``Unearth {2}{B}`` (normalised
``unearth:{2}{B}``); the ability is numbered after the object's other activated abilities.  Resolving, it moves the
card with the entering event marked ``unearth``: the permanent (``Obj.unearthed``) gets haste (a continuous effect
with no end, layer 6), a delayed triggered ability that exiles it at the beginning of the next end step (603.7), and
the replacement effect that exiles it instead of its leaving the battlefield for any other zone (614.1a).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from manastack.cards.model import ActivatedAbility, ActivationCost, Body, Effect, Mode
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.mana import parse_cost
from manastack.core.types import Zone
from manastack.rules.printed import Chars

if TYPE_CHECKING:
    from manastack.state import GameState

keyword("unearth", "702.84", "Unearth [cost]: [cost]: return this card from your graveyard to the battlefield; it gains "
        "haste; exile it at the beginning of the next end step; if it would leave the battlefield, exile it instead; "
        "activate only as a sorcery", parameter=True, check=mana_cost_check("Unearth", "702.84a", "{2}{B}"))


def unearth_abilities(c: Chars) -> tuple[ActivatedAbility, ...]:
    """CR 702.84a: the activated ability each unearth keyword is (from the graveyard, as a sorcery)."""
    return _unearth_abilities(c.keywords)


@lru_cache(maxsize=4096)
def _unearth_abilities(keywords: frozenset[str]) -> tuple[ActivatedAbility, ...]:
    return tuple(_unearth_ability(k[len("unearth:"):]) for k in sorted(keywords) if k.startswith("unearth:"))


@lru_cache(maxsize=None)
def _unearth_ability(cost: str) -> ActivatedAbility:
    return ActivatedAbility(ActivationCost(mana=parse_cost(cost), text=cost), Body((Mode((), (Effect("unearth"),)),)),
                            zone="graveyard", sorcery_speed=True, text=f"Unearth {cost}")


def unearth_exiles(state: "GameState", oid: int, to: str) -> bool:
    """CR 702.84a: whether permanent ``oid``, returned by unearth, would leave the battlefield for a zone other than
    exile (and so is exiled instead)."""
    o = state.objects.get(oid)
    return o is not None and o.unearthed and o.zone == Zone.BATTLEFIELD and to != Zone.EXILE.value
