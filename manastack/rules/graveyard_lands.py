"""CR 305.1, 305.2: "You may play lands from your graveyard" (Crucible of Worlds, Ramunap Excavator): the controller
may play a land card from their graveyard, as a land play like any other (it counts toward the one land each turn,
305.2, and only in a main phase with an empty stack, 305.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary import static_kind
from manastack.rules.characteristics import chars, controlled_by, static_kinds

if TYPE_CHECKING:
    from manastack.state import GameState

PLAY_LANDS_FROM_GRAVEYARD = static_kind(
    "play_lands_from_graveyard", "305.1", "you may play lands from your graveyard (a land play like any other, 305.2)")


def graveyard_lands(state: "GameState", player: int) -> list[int]:
    """The land cards in ``player``'s graveyard that a permission lets them play (none without one), one of each
    name (same-named cards are interchangeable, as in a hand)."""
    p = state.players[player]
    if not p.graveyard or PLAY_LANDS_FROM_GRAVEYARD not in static_kinds(state) or \
            not any(any(s.kind == PLAY_LANDS_FROM_GRAVEYARD for s in chars(state, oid).static)
                    for oid in controlled_by(state, player)):
        return []
    seen: set[str] = set()
    out: list[int] = []
    for oid in p.graveyard:
        c = chars(state, oid)
        if c.land and c.name not in seen:
            seen.add(c.name)
            out.append(oid)
    return out
