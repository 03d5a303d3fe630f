"""CR 506.2, 508.5: the defending player, a designation a player has during combat ("defending player loses 2 life",
"tap target creature defending player controls").

``defending_player(state, source, controller, about)``: for an ability of an attacking creature (its ``source``), of
an Aura or Equipment attached to one, or about one (``about``: the creature a trigger was about, "whenever a creature
you control attacks"), the player that creature is attacking, or the controller of the planeswalker or battle it is
attacking (508.5); else, with one defending player among all the attackers, that player; else, in combat of a
two-player game, the nonactive player (506.2).  None otherwise (no defending player: the instruction does nothing).
508.5a's choice among several defending players in a multiplayer game is not asked: the first of the attacked players
in turn order is taken.

The reference ``defending_player`` and the filter ``controller: defending_player`` read it.  ``filters.fits`` imports
this module when a filter names the defending player (this module imports no rules module, so that import is free of
cycles); the reference is registered in ``rules/defending_refs.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from manastack.state import GameState


def _attacked_player(state: "GameState", attacker: int) -> int | None:
    """CR 508.5: the player ``attacker`` is attacking, or the controller of the planeswalker or battle it attacks."""
    combat = state.combat
    if combat is None or attacker not in combat.attackers:
        return None
    kind, ident = combat.attackers[attacker]
    if kind == "p":
        return ident
    o = state.objects.get(ident) or state.lki.get(ident)
    return o.controller if o is not None else None


def defending_player(state: "GameState", source: int | None, controller: int, about: int | None = None) -> int | None:
    """CR 506.2, 508.5: the defending player an ability of ``source`` (controlled by ``controller``) means."""
    combat = state.combat
    if combat is None:
        return None
    host = None
    if source is not None:
        o = state.objects.get(source) or state.lki.get(source)
        host = o.attached_to if o is not None else None
    for creature in (source, host, about):
        if creature is not None:
            p = _attacked_player(state, creature)
            if p is not None:
                return p
    attacked = sorted({p for a in combat.attackers if (p := _attacked_player(state, a)) is not None})
    if len(attacked) == 1:
        return attacked[0]
    if attacked:
        return attacked[0]      # CR 508.5a: one of them (not asked)
    players = [p.index for p in state.players if not p.lost]
    if len(players) == 2 and state.active in players:
        return next(p for p in players if p != state.active)       # CR 506.2: the nonactive player
    return None
