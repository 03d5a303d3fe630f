"""CR 601.3, 601.2f: "You may cast this spell as though it had flash if you pay {2} more to cast it" (Rout, Saproling
Symbiosis), the static kind ``flash_for_more``: a spell that may be cast at any time its owner could cast an instant,
paying ``mana`` more (an additional cost, 601.2f) when cast at a time its card type wouldn't allow (307.1, 302.1).

Casting so is ``cast CARD with flash`` (``FLASH_FOR_MORE`` among its chosen costs, ``Cast.extras``): the legal
actions offer it only when the spell couldn't be cast otherwise (not in its owner's main phase with the stack empty:
there it is cast as usual, paying nothing more); ``casting.total_spell_cost`` adds the mana.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary import static_kind
from manastack.core.mana import ManaCost, parse_cost

if TYPE_CHECKING:
    from manastack.rules.printed import Chars

#: The name of the choice among a spell's chosen costs (``Cast.extras``: ``cast CARD with flash``).
FLASH_FOR_MORE = "flash"

FLASH_FOR_MORE_KIND = static_kind(
    "flash_for_more", "601.3",
    "\"You may cast this spell as though it had flash if you pay {2} more to cast it\": at a time only an instant "
    "could be cast, it may be cast paying `mana` more (`cast CARD with flash`)", mana="costs")


def flash_surcharge(c: "Chars") -> ManaCost | None:
    """CR 601.3, 601.2f: what casting a spell with characteristics ``c`` as though it had flash costs more (None if it
    can't be cast so)."""
    for s in c.static:
        if s.kind == FLASH_FOR_MORE_KIND:
            mana = s.args["mana"]
            return parse_cost(str(mana[0] if isinstance(mana, (tuple, list)) else mana))
    return None
