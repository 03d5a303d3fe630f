"""CR 101.2, 701.6: static abilities of permanents that make spells impossible to counter: "Creature spells you control
can't be countered" (Allosaurus Shepherd's kin), "Sliver spells can't be countered" (the static kind
``spells_cant_be_countered``: spells matching ``filter`` controlled by the permanent's controller, or with
``everyone`` by any player).  A spell such an ability applies to is not countered by a "counter target spell" effect
(``effects/stack.py``): "can't" beats "can" (101.2); it can still be targeted (it is only not countered).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.model import Filter
from manastack.cards.vocabulary import static_kind
from manastack.core.types import Zone
from manastack.rules.characteristics import chars, controller_of, static_kinds
from manastack.rules.filters import fits

if TYPE_CHECKING:
    from manastack.state import GameState

SPELLS_CANT_BE_COUNTERED = static_kind(
    "spells_cant_be_countered", "101.2",
    "spells matching `filter` that you control (with `everyone`: any player's) can't be countered (701.6)",
    filter="filter", everyone="flag")


def protected_from_countering(state: "GameState", oid: int) -> bool:
    """CR 101.2: whether a static ability of a permanent says spell ``oid`` can't be countered."""
    if SPELLS_CANT_BE_COUNTERED not in static_kinds(state):
        return False
    o = state.objects.get(oid)
    if o is None or o.zone != Zone.STACK or o.kind == "ability":
        return False
    spell = chars(state, oid)
    player = controller_of(state, oid)
    for perm in state.permanents():
        for s in chars(state, perm).static:
            if s.kind != SPELLS_CANT_BE_COUNTERED:
                continue
            owner = controller_of(state, perm)
            if (s.args.get("everyone") or owner == player) and \
                    fits(state, oid, spell, s.args.get("filter") or Filter(), perm, owner):
                return True
    return False
