"""CR 702.133: jump-start, casting an instant or sorcery from its owner's graveyard by discarding a card as an
additional cost.

"Jump-start" is two static abilities (702.133a): one in the graveyard, "you may cast this card from your graveyard if
the resulting spell is an instant or sorcery spell by discarding a card as an additional cost to cast it" (the rules
for additional costs, 601.2b, 601.2f-h: the mana cost is paid as usual), and one on the stack, "if this spell was
cast using its jump-start ability, exile this card instead of putting it anywhere else any time it would leave the
stack" (a replacement effect, 614.1a, applied in ``rules/replacement.py`` as flashback's is).  A spell cast this way
carries ``JUMP_START`` among its chosen costs (``Cast.extras``, written ``cast CARD with jump-start``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.model import ActivationCost
from manastack.cards.vocabulary import keyword
from manastack.rules.flashback import cast_with_and_leaving, graveyard_castables
from manastack.rules.game_keywords import game_has_keyword

if TYPE_CHECKING:
    from manastack.state import GameState

#: The name of the jump-start permission among a spell's chosen costs (``Cast.extras``).
JUMP_START = "jump-start"

#: CR 702.133a: the additional cost, "discard a card".
JUMP_START_COST = ActivationCost(discard=1, text="Discard a card")

keyword(JUMP_START, "702.133", "Jump-start: you may cast this instant or sorcery card from your graveyard by "
        "discarding a card as an additional cost; if you do, it is exiled instead of going anywhere else when it "
        "would leave the stack")


def jump_start_cards(state: "GameState", player: int) -> list[int]:
    """CR 702.133a: the instant and sorcery cards with jump-start in ``player``'s graveyard (one of each name)."""
    if not game_has_keyword(state, JUMP_START):
        return []   # no card of the game can give jump-start (rules/game_keywords.py)
    return graveyard_castables(state, player, "jump-start cards",
                               lambda oid, c: JUMP_START in c.keywords and bool({"Instant", "Sorcery"} & c.types))


def jump_start_exiled(state: "GameState", oid: int, to: str) -> bool:
    """CR 702.133a: whether spell ``oid``, cast with its jump-start ability, would leave the stack for a zone other
    than exile (and so is exiled instead)."""
    return cast_with_and_leaving(state, oid, to, JUMP_START)
