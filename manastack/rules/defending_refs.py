"""CR 506.2, 508.5: the reference ``defending_player`` ("defending player loses 2 life", "defending player discards
a card"): the defending player of the resolving ability's source (rules/defending.py), or of the creature its trigger
was about."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.rules.defending import defending_player
from manastack.rules.references import Ref, Scope, reference

if TYPE_CHECKING:
    from manastack.cards.values import Reference
    from manastack.state import GameState


@reference("defending_player", "508.5")
def _defending_player(state: "GameState", ref: "Reference", scope: Scope) -> list[Ref]:
    """The defending player (CR 506.2, 508.5): the player the source (or the creature it is attached to, or the
    creature the trigger was about) is attacking; none outside combat."""
    about = scope.info.get("object")
    p = defending_player(state, scope.source, scope.controller, int(about) if about is not None else None)
    return [("p", p)] if p is not None else []
