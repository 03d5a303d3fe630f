"""CR 702.143 foretell: "Foretell [cost]" functions while the card is in its owner's hand: any time that player has
priority during their turn, they may pay {2} and exile the card face down (702.143a; a special action, 702.143b,
116.2h).  They may look at it as long as it remains in exile, and may cast it after the current turn has ended by
paying its foretell cost rather than its mana cost (an alternative cost, 601.2b, 601.2f-h; the normal timing rules
apply, 601.3).

Card data writes it as printed, ``Foretell {1}{U}`` (normalised ``foretell:{1}{U}``).  Foretelling is ``Special(card,
i)`` on a card in its owner's hand (``rules/special.py`` lists a hand card's special actions: suspend, plot, then
foretell); the card is exiled by a ``ZoneMove`` with ``foretold``, and the new object remembers the turn it was
foretold (``Obj.foretold``: the turn number, 0 for a card that isn't foretold): it is "a foretold card" (702.143c).
Exiled face down, only its owner sees what it is (406.3; the views and logs hide it from the other players), but the
engine reads its characteristics as the card's (they matter only to its owner, who may cast it).  Casting it is
``Cast`` with ``FORETELL`` among its chosen costs (``cast CARD with foretell``), whose cost is the foretell cost
(``casting.total_spell_cost``); the spell keeps the mark, so it "was foretold" (702.143c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.mana import ManaCost, parse_cost
from manastack.core.types import Zone
from manastack.rules.characteristics import chars
from manastack.rules.game_keywords import game_has_keyword

if TYPE_CHECKING:
    from manastack.state import GameState

#: The name of foretell's permission among a spell's chosen costs (``Cast.extras``) and of its special action.
FORETELL = "foretell"

#: CR 702.143a: what foretelling a card costs.
FORETELL_ACTION_COST = ManaCost(2)

keyword(FORETELL, "702.143", "Foretell [cost]: any time you have priority during your turn, you may pay {2} and exile "
        "this card from your hand face down (a special action); you may cast it after the current turn has ended by "
        "paying [cost] rather than its mana cost", parameter=True, check=mana_cost_check("Foretell", "702.143a", "{1}{U}"))


def foretell_cost(state: "GameState", oid: int) -> ManaCost | None:
    """CR 702.143a: the foretell cost of card ``oid`` as it is now (None without foretell; the first, sorted)."""
    for k in sorted(chars(state, oid).keywords):
        if k.startswith(FORETELL + ":"):
            return parse_cost(k[len(FORETELL) + 1:])
    return None


def may_foretell(state: "GameState", player: int, card: int) -> bool:
    """CR 702.143a: ``player`` may foretell card ``card`` from their hand now: it has foretell and it is their turn
    (they have priority: the legal actions are computed only then)."""
    return player == state.active and foretell_cost(state, card) is not None


def foretell_move(state: "GameState", player: int, card: int) -> ev.ZoneMove:
    """CR 702.143a: the card is exiled from its owner's hand face down and becomes a foretold card (after the {2} is
    paid)."""
    return ev.ZoneMove(card, Zone.EXILE.value, cause="foretell", by=player, foretold=True,
                       rules=("702.143a", "116.2h"))


def foretold_cards(state: "GameState", player: int) -> list[int]:
    """CR 702.143a: the foretold cards ``player`` owns in exile that they may cast now for their foretell cost: each
    foretold on an earlier turn (after the turn it was foretold has ended), with a foretell cost."""
    if not state.exile or not game_has_keyword(state, FORETELL):
        return []
    return [oid for oid in state.exile if 0 < state.objects[oid].foretold < state.turn
            and state.objects[oid].owner == player and foretell_cost(state, oid) is not None]
