"""CR 601.3, 118.9: a card's own permission to be cast from its owner's graveyard: "You may cast this card from your
graveyard" (Gravecrawler's "... as long as you control a Zombie", "... if you gained life this turn"; Skaab Ruinator),
and "You may cast this card from your graveyard by paying {1}{B} rather than paying its mana cost" (an alternative
cost, 118.9): the static kind ``cast_from_graveyard``, which functions while the card is in its owner's graveyard.

Its arguments: ``condition`` (it applies only while that holds for the owner, 601.3), ``alternative`` (a cost as
activated abilities write it, paid rather than the mana cost: its mana in ``casting.total_spell_cost``, its other
parts with the costs besides mana, ``casting._permission_costs``).  Casting so is ``cast CARD with graveyard``
(``GRAVEYARD_CAST`` among its chosen costs); the normal timing rules apply (601.3: a sorcery or creature spell only when
its owner could cast a sorcery).  The spell then goes wherever it would (nothing exiles it as flashback does).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from manastack.cards.model import ActivationCost, StaticAbility
from manastack.cards.vocabulary import static_kind
from manastack.core.mana import ManaCost
from manastack.rules.alt_cost_statics import alternative_cost_problem
from manastack.rules.characteristics import chars
from manastack.rules.conditions import holds
from manastack.rules.flashback import graveyard_castables
from manastack.rules.game_keywords import game_has_keyword

if TYPE_CHECKING:
    from manastack.state import GameState

#: The name of the permission among a spell's chosen costs (``Cast.extras``: ``cast CARD with graveyard``).
GRAVEYARD_CAST = "graveyard"

CAST_FROM_GRAVEYARD = static_kind(
    "cast_from_graveyard", "601.3",
    "\"You may cast this card from your graveyard\" (with `condition`: only while it holds; with `alternative`: by "
    "paying that cost rather than its mana cost, 118.9): `cast CARD with graveyard`", condition="condition",
    alternative="activation_cost")


def _permission(state: "GameState", oid: int, player: int) -> StaticAbility | None:
    """The first ``cast_from_graveyard`` ability of card ``oid`` that lets ``player`` cast it now."""
    c = chars(state, oid)
    for s in c.static:
        if s.kind != CAST_FROM_GRAVEYARD:
            continue
        alt = s.args.get("alternative")
        if alt is not None and (not isinstance(alt, ActivationCost) or alternative_cost_problem(alt) is not None):
            continue
        cond = s.args.get("condition")
        if cond is None or holds(state, cond, oid, player):
            return s
    return None


def graveyard_cast_cards(state: "GameState", player: int) -> list[int]:
    """CR 601.3: the nonland cards in ``player``'s graveyard their own ability lets them cast now (one of each
    name)."""
    if not state.players[player].graveyard or not game_has_keyword(state, CAST_FROM_GRAVEYARD):
        return []   # the kind is a word inside some card of the game, or no object has it (rules/game_keywords.py)
    # the cards with the ability are cached with the characteristics; whether its condition holds is read now (it
    # may change with no change of characteristics: "if you gained life this turn")
    having = graveyard_castables(state, player, "graveyard permission cards",
                                 lambda oid, c: not c.land and any(s.kind == CAST_FROM_GRAVEYARD for s in c.static))
    return [oid for oid in having if _permission(state, oid, player) is not None]


def graveyard_alternative(state: "GameState", oid: int) -> ActivationCost | None:
    """CR 118.9: the alternative cost card ``oid``'s graveyard permission has (None: its mana cost is paid)."""
    s = _permission(state, oid, state.objects[oid].owner)
    alt = s.args.get("alternative") if s is not None else None
    return alt if isinstance(alt, ActivationCost) else None


def graveyard_mana(state: "GameState", oid: int) -> ManaCost | None:
    """CR 601.2f: the mana paid rather than card ``oid``'s mana cost (None without an alternative cost)."""
    alt = graveyard_alternative(state, oid)
    if alt is None:
        return None
    return alt.mana if alt.mana is not None else ManaCost()


def graveyard_rest(state: "GameState", oid: int) -> ActivationCost | None:
    """CR 601.2h: the parts of the alternative cost paid besides mana (None without one)."""
    alt = graveyard_alternative(state, oid)
    return None if alt is None else replace(alt, mana=None)
