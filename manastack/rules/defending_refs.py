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
    creature the trigger was about) is attacking, or the one it was attacking as the ability triggered (``attacked``);
    none outside combat."""
    about = scope.info.get("object")
    combat = state.combat
    noted = scope.info.get("attacked")      # noted as the ability triggered (afflict): its creature may have left
    if noted and (combat is None or scope.source not in combat.attackers):
        kind, ident = str(noted[0]), int(noted[1])
        if kind == "p":
            return [("p", ident)]
        o = state.objects.get(ident) or state.lki.get(ident)
        return [("p", o.controller)] if o is not None else []
    p = defending_player(state, scope.source, scope.controller, int(about) if about is not None else None)
    return [("p", p)] if p is not None else []
