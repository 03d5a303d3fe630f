"""CR 400: zones, and moving objects between them.

Moving an object makes a new object with a new id (CR 400.7); the old one is kept in
``GameState.lki`` as last known information (CR 608.2h, 603.10) until the turn ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.core.types import Zone
from manastack.rules.arrivals import after, before
from manastack.rules.characteristics import card_of, chars
from manastack.rules.layers import counts_graveyards, reads_status
from manastack.rules.reconfigured import unreconfigured
from manastack.state import Obj

if TYPE_CHECKING:
    from manastack.state import GameState


def zone_list(state: "GameState", o: "Obj") -> list[int]:
    """The list holding ``o`` in its zone (owner's library/hand/graveyard, or a shared zone)."""
    z = o.zone
    if z == Zone.BATTLEFIELD:
        return state.battlefield
    if z == Zone.STACK:
        return state.stack
    if z == Zone.EXILE:
        return state.exile
    if z == Zone.COMMAND:
        return state.command
    p = state.players[o.owner]
    if z == Zone.LIBRARY:
        return p.library
    if z == Zone.HAND:
        return p.hand
    return p.graveyard


def create_object(state: "GameState", card: str, owner: int, zone: Zone, *, controller: int | None = None,
                  is_token: bool = False, position: str = "top") -> "Obj":
    o = Obj(id=state.new_id(), card=card, owner=owner, controller=owner if controller is None else controller,
            zone=zone, is_token=is_token)
    if zone == Zone.BATTLEFIELD:
        o.timestamp = state.new_timestamp()
        o.sick = True
        o.seen_controller = o.controller
    state.objects[o.id] = o
    kept = before(state, o) if zone == Zone.BATTLEFIELD else None     # rules/arrivals.py
    chars_version = state.chars_version
    lst = zone_list(state, o)
    if zone == Zone.LIBRARY and position == "top":
        lst.insert(0, o.id)
    else:
        lst.append(o.id)
    _touch_for(state, o)
    if kept is not None:
        after(state, o.id, kept, chars_version)
    return o


def _touch_for(state: "GameState", o: "Obj") -> None:
    """An object arrived in or left ``o.zone``: mark what that can change.

    Only the battlefield's composition matters to the board caches (watchers, mana
    sources, anthems); a permanent with static abilities can change others' characteristics.
    """
    if o.zone != Zone.BATTLEFIELD:
        if o.zone in (Zone.GRAVEYARD, Zone.HAND) and counts_graveyards(state):
            state.touch_chars()         # CR 604.3, 613.4a: "the number of creature cards in your graveyard"
        else:
            state.touch()
        return
    if card_of(state, o).static:
        state.touch_chars()
    else:
        state.touch_board()


def remember(state: "GameState", o: "Obj") -> None:
    """Keep last known information of an object that is leaving its zone."""
    copy = object.__new__(type(o))
    copy.__dict__.update(o.__dict__)   # a plain copy (Obj is a plain dataclass), its dicts copied below
    copy.counters = dict(o.counters)
    copy.trigger_info = dict(o.trigger_info)
    state.lki[o.id] = copy


def last_known(state: "GameState", oid: int) -> "Obj | None":
    o = state.objects.get(oid)
    if o is not None:
        return o
    return state.lki.get(oid)


def move(state: "GameState", oid: int, to: Zone, *, position: str = "top", controller: int | None = None,
         tapped: bool = False, attach_to: int | None = None, enchant_player: int | None = None) -> int | None:
    """Move object ``oid`` to zone ``to``; returns the new object's id (None if it ceased to exist).

    CR 400.7: the new object has no memory of the old one; counters, damage, tapped
    status and attachments are gone.  An ability leaving the stack ceases to exist; so
    does a token leaving the battlefield once state-based actions see it (CR 704.5d:
    done here at once for the zone lists, the token never lingers as a card).
    """
    if state.objects[oid].zone in (Zone.BATTLEFIELD, Zone.STACK):
        # CR 608.2h / 702.2e / 702.15c: last known characteristics, effects included.
        state.lki_chars[oid] = chars(state, oid)
    o = state.objects.pop(oid)
    remember(state, o)
    src = zone_list(state, o)
    src.remove(oid)
    _touch_for(state, o)
    if state.combat is not None:
        _remove_from_combat(state, oid)
    # Auras/Equipment attached to it become unattached (704.5m-n handle the rest); triggers of what was
    # attached to it still see it as their host ("when enchanted creature dies", 603.10a).
    state.last_unattached = {}
    if o.zone == Zone.BATTLEFIELD:
        for other in state.battlefield:
            ob = state.objects[other]
            if ob.attached_to == oid:
                ob.attached_to = None
                state.last_unattached[other] = oid
                unreconfigured(state, other)    # CR 702.151b: unattached, a creature again
    state.last_move = (oid, None)
    if o.kind == "ability":
        return None
    new = Obj(id=state.new_id(), card=o.card, owner=o.owner, controller=o.owner, zone=to, is_token=o.is_token)
    if to == Zone.BATTLEFIELD:
        new.controller = o.controller if controller is None else controller
        new.seen_controller = new.controller
        new.timestamp = state.new_timestamp()
        new.sick = True
        new.tapped = tapped
        new.attached_to = attach_to     # an Aura enters attached (CR 303.4a, 303.4f); rules/attachments.py
        new.enchanted_player = enchant_player   # or attached to a player (702.5d)
        if o.zone == Zone.STACK:
            new.extras = o.extras   # CR 607.2i: the permanent knows which optional costs its spell paid
            new.mana_spent = o.mana_spent   # CR 601.2h: "if {R} was spent to cast it" (the permanent's spell's mana)
            new.face_down = o.face_down   # CR 702.37c: a face-down spell enters face down
    elif to == Zone.STACK:
        new.controller = o.controller if controller is None else controller
    if o.is_token and to != Zone.BATTLEFIELD:
        # CR 111.7 / 704.5d: a token that has left the battlefield ceases to exist.
        # (It did move — triggers see the move via last known information.)
        remember(state, new)
        _follow_label(state, oid, None)
        return None
    state.objects[new.id] = new
    kept = before(state, new) if to == Zone.BATTLEFIELD else None     # rules/arrivals.py
    chars_version = state.chars_version
    _touch_for(state, new)
    dest = zone_list(state, new)
    if to == Zone.LIBRARY and position == "top":
        dest.insert(0, new.id)
    else:
        dest.append(new.id)
    if kept is not None:
        after(state, new.id, kept, chars_version)
    _follow_label(state, oid, new.id)
    state.last_move = (oid, new.id)
    return new.id


def _follow_label(state: "GameState", old: int, new: int | None) -> None:
    if not state.labels:
        return
    for k, v in list(state.labels.items()):
        if v == old:
            if new is None:
                state.labels[k] = -old
            else:
                state.labels[k] = new


def _remove_from_combat(state: "GameState", oid: int) -> None:
    """CR 506.4: a permanent that leaves the battlefield is removed from combat."""
    c = state.combat
    assert c is not None
    c.attackers.pop(oid, None)
    c.blocked_by.pop(oid, None)
    blocked = c.blockers.pop(oid, None)
    if blocked:
        for att in blocked:
            lst = c.blocked_by.get(att)
            if lst and oid in lst:
                lst.remove(oid)
    for lst in c.blockers.values():
        if oid in lst:
            lst.remove(oid)
    # CR 702.22f: an attacking creature removed from combat is also removed from its band
    c.bands = [kept for band in c.bands if len(kept := [m for m in band if m != oid]) > 1]


def remove_from_combat(state: "GameState", oid: int) -> None:
    if state.combat is not None:
        _remove_from_combat(state, oid)
        if reads_status(state):
            state.touch_chars()     # CR 611.3a: "as long as it's attacking" no longer holds of it
