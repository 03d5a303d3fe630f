"""CR 702.187 mayhem: "Mayhem [cost]" means "As long as you discarded this card this turn, you may cast it from your
graveyard by paying [cost] rather than paying its mana cost" (702.187b: an alternative cost, 118.9, 601.2b,
601.2f-h; the normal timing rules apply, 601.3).

Card data writes it as printed, ``Mayhem {1}{R}`` (normalised ``mayhem:{1}{R}``).  A card discarded to its owner's
graveyard (701.9a) in a game where some card has mayhem remembers the turn it was discarded (``Obj.discarded``, set as
the discard is performed; 0 otherwise, and a card that leaves the graveyard is a new object without it, 400.7): the
cards of ``player``'s graveyard with mayhem discarded this turn are ``mayhem_cards``; casting one is ``Cast`` with
``MAYHEM`` among its chosen costs (``cast CARD with mayhem``), whose cost is the mayhem cost
(``casting.total_spell_cost``).  Not here: "Mayhem" with no cost (702.187c: playing a land from the graveyard), which
stays refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.mana import ManaCost, parse_cost
from manastack.rules.characteristics import chars
from manastack.rules.game_keywords import game_has_keyword

if TYPE_CHECKING:
    from manastack.state import GameState

#: The name of mayhem's permission among a spell's chosen costs (``Cast.extras``).
MAYHEM = "mayhem"

keyword(MAYHEM, "702.187", "Mayhem [cost]: as long as you discarded this card this turn, you may cast it from your "
        "graveyard by paying [cost] rather than its mana cost", parameter=True,
        check=mana_cost_check("Mayhem", "702.187b", "{1}{R}"))


def mayhem_cost(state: "GameState", oid: int) -> ManaCost | None:
    """CR 702.187b: the mayhem cost of card ``oid`` as it is now (None without mayhem; the first, sorted)."""
    for k in sorted(chars(state, oid).keywords):
        if k.startswith(MAYHEM + ":"):
            return parse_cost(k[len(MAYHEM) + 1:])
    return None


def marks_discards(state: "GameState") -> bool:
    """Whether discarded cards are marked with the turn (``Obj.discarded``): only in a game where some card can have
    mayhem (a sound guard: only mayhem reads the mark, and a card's keywords come from the game's cards,
    rules/game_keywords.py)."""
    return game_has_keyword(state, MAYHEM)


def mayhem_cards(state: "GameState", player: int) -> list[int]:
    """CR 702.187b: the cards in ``player``'s graveyard they may cast for their mayhem cost now: each discarded this
    turn, with a mayhem cost."""
    if not game_has_keyword(state, MAYHEM):
        return []
    return [oid for oid in state.players[player].graveyard if state.objects[oid].discarded == state.turn
            and mayhem_cost(state, oid) is not None]
