"""CR 800.4: a player leaving a multiplayer game that goes on without them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.core.types import Zone
from manastack import events as ev
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.zones import move, remember, remove_from_combat, zone_list

if TYPE_CHECKING:
    from manastack.state import GameState


def leave_game(state: "GameState", player: int) -> ev.Note:
    """CR 800.4a: every object ``player`` owns leaves the game; abilities they control on the stack cease
    to exist and whatever else they still control is exiled; their triggered abilities waiting to be put
    on the stack, and their delayed ones, are gone (800.4d); if they had priority, the next player in turn
    order still in the game gets it.  Not a state-based action: it happens at once.  Returns the note
    that tells the log."""
    owned = [oid for oid, o in state.objects.items() if o.owner == player]
    for oid in owned:
        o = state.objects[oid]
        if o.zone in (Zone.BATTLEFIELD, Zone.STACK):
            state.lki_chars[oid] = chars(state, oid)
        remember(state, o)
        zone_list(state, o).remove(oid)
        remove_from_combat(state, oid)
        del state.objects[oid]
        for k, v in list(state.labels.items()):
            if v == oid:
                state.labels[k] = -oid
    for oid in list(state.battlefield) + list(state.stack):
        o = state.objects[oid]
        if o.attached_to in owned:
            o.attached_to = None
        if controller_of(state, oid) == player:
            move(state, oid, Zone.EXILE)    # an ability on the stack ceases to exist (move returns None)
        elif o.phased_out and o.phased_under == player:
            # CR 702.26n: it phases in during the next untap step after the leaver's next turn would have begun
            o.phased_under = next_in_game(state, player)
    state.triggers = [t for t in state.triggers if t.controller != player]
    state.delayed = [d for d in state.delayed if d["controller"] != player]
    state.touch_chars()
    if state.priority == player:
        state.priority = next_in_game(state, player)
    name = state.players[player].name
    return ev.Note(f"{name} leaves the game, and so do the objects {name} owns", rules=("800.4a",))


def next_in_game(state: "GameState", player: int) -> int:
    """CR 800.4a / 800.4j: the next player in turn order after ``player`` who is still in the game."""
    n = len(state.players)
    for i in range(1, n + 1):
        q = (player + i) % n
        if not state.players[q].lost:
            return q
    return player
