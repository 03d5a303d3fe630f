"""CR 702.88 rebound: "If this spell was cast from your hand, instead of putting it into your graveyard as it resolves,
exile it and, at the beginning of your next upkeep, you may cast this card from exile without paying its mana cost."
(702.88a), a static ability that functions on the stack and may create a delayed triggered ability.

Card data writes ``Rebound``.  A spell with rebound cast from its owner's hand carries ``REBOUND`` among its chosen
costs (``Obj.extras``, set by the cast, as the mark "cast from your hand").  As it resolves, the replacement effect
``rebound_exile`` (``rules/replacement.py``) exiles it instead of putting it into the graveyard, the new object in
exile remembering it was exiled this way (``Obj.exiled_by``: the spell), and creates the delayed triggered ability
(603.7a) "at the beginning of your next upkeep" whose effect ``rebound_cast`` (``effects/rebound.py``) asks whether
to cast the card without paying its mana cost (608.2g, 702.88b: an alternative cost); if not, it stays in exile.
Multiple instances are redundant (702.88c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary import keyword
from manastack.core.types import Zone
from manastack.rules.characteristics import chars

if TYPE_CHECKING:
    from manastack import events as ev
    from manastack.state import GameState

#: The mark of a spell with rebound cast from its owner's hand among its chosen costs (``Obj.extras``).
REBOUND = "rebound"

keyword(REBOUND, "702.88", "Rebound: if this spell was cast from your hand, instead of putting it into your graveyard "
        "as it resolves, exile it and, at the beginning of your next upkeep, you may cast it from exile without "
        "paying its mana cost")


def rebound_exiles(state: "GameState", e: "ev.ZoneMove") -> bool:
    """CR 702.88a: whether the move ``e`` puts a resolving spell with rebound, cast from its owner's hand, into the
    graveyard (which rebound replaces)."""
    o = state.objects.get(e.obj)
    return o is not None and o.zone == Zone.STACK and e.cause == "resolve" and e.to == Zone.GRAVEYARD.value \
        and REBOUND in o.extras and REBOUND in chars(state, e.obj).keywords
