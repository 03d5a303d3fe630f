"""CR 702.81: retrace, casting a card from its owner's graveyard by discarding a land card as an additional cost.

"Retrace" is a static ability that functions while the card is in a player's graveyard: "You may cast this card from
your graveyard by discarding a land card as an additional cost to cast it." (702.81a).  The spell follows the rules
for additional costs (601.2b, 601.2f-h): its mana cost is paid as usual, and the land card discarded is chosen as the
costs are paid.  A spell cast this way carries ``RETRACE`` among its chosen costs (``Cast.extras``, written ``cast
CARD with retrace``); unlike flashback, nothing happens to it as it leaves the stack (it goes to the graveyard and
may be cast again).  The normal timing rules apply (601.3: a sorcery only when its owner could cast a sorcery).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.model import ActivationCost, Filter
from manastack.cards.vocabulary import keyword
from manastack.rules.flashback import graveyard_castables
from manastack.rules.game_keywords import game_has_keyword

if TYPE_CHECKING:
    from manastack.state import GameState

#: The name of the retrace permission among a spell's chosen costs (``Cast.extras``).
RETRACE = "retrace"

#: CR 702.81a: the additional cost, "discard a land card".
RETRACE_COST = ActivationCost(discard=1, discard_filter=Filter(types=("Land",)), text="Discard a land card")

keyword(RETRACE, "702.81", "Retrace: you may cast this card from your graveyard by discarding a land card as an "
        "additional cost to cast it")


def retrace_cards(state: "GameState", player: int) -> list[int]:
    """CR 702.81a: the nonland cards with retrace in ``player``'s graveyard (one of each name).  Whether a land card
    can be discarded is the cost's check."""
    if not game_has_keyword(state, RETRACE):
        return []   # no card of the game can give retrace (rules/game_keywords.py)
    return graveyard_castables(state, player, "retrace cards", lambda oid, c: RETRACE in c.keywords and not c.land)
