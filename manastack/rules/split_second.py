"""CR 702.61: split second.

"As long as this spell is on the stack, players can't cast other spells or activate abilities that aren't mana
abilities" (702.61a).  Mana abilities and special actions stay legal, and triggered abilities trigger and are put on
the stack as usual (702.61b); several instances are redundant (702.61c).  The priority module leaves those actions
out of the legal ones while such a spell is on the stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary import keyword
from manastack.rules.characteristics import chars

if TYPE_CHECKING:
    from manastack.state import GameState

keyword("split_second", "702.61", "as long as this spell is on the stack, players can't cast other spells or "
        "activate abilities that aren't mana abilities")


def split_second_on_stack(state: "GameState") -> bool:
    """CR 702.61a: whether a spell (a card or a copy; not an ability) with split second is on the stack."""
    return any(state.objects[o].kind != "ability" and "split_second" in chars(state, o).keywords
               for o in state.stack)
