"""What a loaded game must satisfy before the engine touches it: the schema of ``GameState`` and its
consistency (ranges and references).

``serialization.loads`` decodes the JSON, then :func:`state_problem` checks, in order:

1. the type of every attribute (:data:`STATE_FIELDS`, checked deeply by ``manastack.typecheck``:
   ``players[0].life`` is an int, not 1.5 or true);
2. ranges: counts (poison, damage, counters, mana, lands played) are not negative, ids are
   positive and below ``next_id``, every player index (``active``, an object's owner and
   controller, an event's player...) names a player;
3. references: every id in a zone names an object that is in that zone (and its owner's,
   for libraries, hands and graveyards), each once; every object in a zone is listed there;
   attachments, targets, attackers and blockers are ids this game has made (they may name
   objects gone since: CR 400.7); every card name is in the card database.

The first problem found is returned as ``"state.FIELD...: what is wrong"``.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Iterator

from manastack.actions import Action
from manastack.cards.model import CardDef
from manastack.core.types import Step, Zone
from manastack.rules.characteristics import Chars
from manastack.rules.chosen import chosen_problem
from manastack.rules.engine import HANDLERS
from manastack.rules.restricted_mana import restriction_problem
from manastack.effects import load_all
from manastack.events import Event
from manastack.state import Combat, ContinuousEffect, Frame, GameState, Obj, PendingTrigger, Player
from manastack.rules.monarch import MONARCH
from manastack.rules.ring import THE_RING
from manastack.typecheck import type_problem

#: The saved attributes of a GameState and their types (``rng`` is saved apart, as its state).
STATE_FIELDS: dict[str, Any] = {
    "seed": int, "players": list[Player], "objects": dict[int, Obj], "battlefield": list[int], "stack": list[int],
    "exile": list[int], "command": list[int], "next_id": int, "next_timestamp": int, "turn": int, "active": int,
    "starting_player": int, "step": Step, "priority": int, "passes": int, "frames": list[Frame],
    "ready_for_priority": bool, "cleanup_acted": bool, "triggers": list[PendingTrigger],
    "activated_this_turn": dict[str, int], "delayed": list[dict[str, Any]], "shields": list[dict[str, Any]],
    "effects": list[ContinuousEffect],
    "combat": Combat | None, "events": list[tuple[int, str, Event]], "last_move": tuple[int, int | None],
    "last_created": list[int], "last_unattached": dict[int, int], "game_over": bool, "winner": int | None,
    "token_defs": dict[str, CardDef], "version": int, "decisions": int, "skip_first_draw": bool, "day_night": str,
    "monarch": int | None, "extra_turns": list[int],
    "started": bool, "lki": dict[int, Obj], "lki_chars": dict[int, Chars], "labels": dict[str, int],
    "chars_version": int, "sba_clean": int, "board_version": int,
    "turn_mark": int,
}

_TARGETS = list[list[str | int]]          # [["p", 1], ["o", 12]] as the frames keep them
#: The data of each kind of frame (docs/architecture.md): key -> (type, required).  A frame of another kind,
#: or with another key, is refused: a new frame kind or key needs its line here.
FRAME_DATA: dict[str, dict[str, tuple[Any, bool]]] = {
    "choose_first": {"chooser": (int, True)}, "mulligan": {}, "bottom": {"player": (int, True)},
    "opening_hand": {"player": (int, True)},
    "step": {"step": (str, True)}, "end_step": {}, "cleanup": {}, "sba": {}, "put_triggers": {},
    "play_land": {"card": (int, True), "player": (int, True)},
    "cast": {"card": (int, True), "player": (int, True), "targets": (_TARGETS, True), "modes": (list[int], True),
             "x": (int, True), "extras": (list[str], True)},
    "activate": {"card": (int, True), "index": (int, True), "player": (int, True), "targets": (_TARGETS, True),
                 "modes": (list[int], True), "x": (int, True)},
    "resolve": {"obj": (int, True), "i": (int, False), "done": (list[int], False),
                "legal": (list[list[str | int] | None], False)},
    "special": {"card": (int, True), "index": (int, True), "player": (int, True)},
    "turn_face_up": {"card": (int, True), "player": (int, True)},
    "declare_attackers": {}, "declare_blockers": {}, "combat_damage": {"first_strike": (bool, True)},
    "events": {"events": (list[Event], True)},
}
#: Frame data keys that hold an object id.
_FRAME_IDS = ("card", "obj")

#: Field names that hold a player index, wherever they appear (objects, events, triggers, frames).
PLAYER_FIELDS = frozenset({"player", "controller", "owner", "active", "chooser", "mode_chooser", "by",
                           "enchanted_player", "enchant_player", "playable_by"})

_PLAYER_ZONES = (("library", Zone.LIBRARY), ("hand", Zone.HAND), ("graveyard", Zone.GRAVEYARD))
_SHARED_ZONES = (("battlefield", Zone.BATTLEFIELD), ("stack", Zone.STACK), ("exile", Zone.EXILE),
                 ("command", Zone.COMMAND))


#: The kinds of mana a pool holds: a color or colorless, and the same made by a snow source ("G*").
_POOL_KINDS = frozenset(k + snow for k in "WUBRGC" for snow in ("", "*"))


def state_problem(state: GameState) -> str | None:
    """None if ``state`` (freshly loaded) is a consistent game, else the first problem, located."""
    for name, hint in STATE_FIELDS.items():
        why = type_problem(getattr(state, name), hint, f"state.{name}")
        if why:
            return why
    for check in (_ranges, _zones, _references, _frames):
        why = next(check(state), None)
        if why:
            return why
    return None


def _ranges(state: GameState) -> Iterator[str]:
    n = len(state.players)
    if n < 2:
        yield f"state.players: a game has two or more players, not {n}"
        return
    for i, p in enumerate(state.players):
        where = f"state.players[{i}]"
        if p.index != i:
            yield f"{where}.index: {p.index} where {i} was expected (players are listed in order)"
        for key in ("poison", "lands_played", "max_hand_size", "mulligans"):
            if getattr(p, key) < 0:
                yield f"{where}.{key}: {getattr(p, key)} is negative"
        if not 0 <= p.speed:
            yield f"{where}.speed: {p.speed} is negative (CR 702.179: 0 is no speed)"
        if p.ring_tempted < 0:
            yield f"{where}.ring_tempted: {p.ring_tempted} is negative (CR 701.54c)"
        if p.ring_bearer is not None:
            yield from _made(state, p.ring_bearer, f"{where}.ring_bearer (CR 701.54a)")
        for kind, amount in p.counters.items():
            if amount <= 0 or kind == "poison":
                yield f"{where}.counters: {kind!r}: {amount} is not a count of counters other than poison (CR 122.1)"
        for color, amount in p.pool.items():
            # a kind of mana, "*" marking mana a snow source made (CR 106.3, 107.4h: core/mana.py's pool kinds)
            if color not in _POOL_KINDS or amount < 0:
                # CR 106.6: restricted mana, "<kind>|<restriction>" (rules/restricted_mana.py)
                bad = restriction_problem(color) if color.split("|", 1)[0] in _POOL_KINDS and "|" in color \
                    else "not a kind of mana"
                if bad is not None or amount < 0:
                    yield f"{where}.pool: {color!r}: {amount} is not an amount of mana ({bad or 'negative'})"
    for key in ("active", "priority", "starting_player"):
        yield from _player(state, getattr(state, key), f"state.{key}")
    if state.winner is not None:
        yield from _player(state, state.winner, "state.winner")
    for key in ("turn", "passes", "next_timestamp", "decisions"):
        if getattr(state, key) < 0:
            yield f"state.{key}: {getattr(state, key)} is negative"
    if state.next_id < 1:
        yield f"state.next_id: {state.next_id} is not a positive id"
    if state.monarch is not None:
        yield from _player(state, state.monarch, "state.monarch (CR 725.1)")
    for who in state.extra_turns:
        yield from _player(state, who, "state.extra_turns (CR 500.7)")
    if state.day_night not in ("", "day", "night"):
        yield f"state.day_night: {state.day_night!r} is not '' (neither), 'day' or 'night' (CR 731.1)"
    for where, value in _player_fields(state):
        yield from _player(state, value, where)


def _player(state: GameState, index: int | None, where: str) -> Iterator[str]:
    if index is None or not 0 <= index < len(state.players):
        yield f"{where}: {index!r} is not a player (players are numbered 0 to {len(state.players) - 1})"


def _player_fields(state: GameState) -> Iterator[tuple[str, Any]]:
    """Every int under a name of :data:`PLAYER_FIELDS` in the objects, triggers, effects, frames and events."""
    parts: list[tuple[str, Any]] = [("state.objects", state.objects), ("state.lki", state.lki),
                                    ("state.triggers", state.triggers), ("state.effects", state.effects),
                                    ("state.frames", state.frames), ("state.events", state.events)]
    for where, value in parts:
        yield from _named_ints(value, where)


def _named_ints(value: Any, where: str) -> Iterator[tuple[str, Any]]:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            inner = getattr(value, f.name)
            if f.name in PLAYER_FIELDS and type(inner) is int:
                yield f"{where}.{f.name}", inner
            elif f.name in ("data", "body") or isinstance(inner, (list, tuple, dict)):
                yield from _named_ints(inner, f"{where}.{f.name}")
    elif isinstance(value, dict):
        for k, v in value.items():
            if k in PLAYER_FIELDS and type(v) is int:
                yield f"{where}[{k!r}]", v
            elif isinstance(v, (list, tuple, dict)) or dataclasses.is_dataclass(v):
                yield from _named_ints(v, f"{where}[{k!r}]")
    elif isinstance(value, (list, tuple)):
        for i, v in enumerate(value):
            if isinstance(v, (list, tuple, dict)) or dataclasses.is_dataclass(v):
                yield from _named_ints(v, f"{where}[{i}]")


def _frames(state: GameState) -> Iterator[str]:
    """Each frame is of a kind the engine runs, with the data that kind keeps, and answers that are actions
    (or recorded chance outcomes)."""
    load_all()       # the frame handlers register themselves as their modules are imported

    for i, frame in enumerate(state.frames):
        where = f"state.frames[{i}]"
        schema = FRAME_DATA.get(frame.kind)
        if schema is None or frame.kind not in HANDLERS:
            yield f"{where}.kind: {frame.kind!r} is not a kind of work the engine does"
            continue
        for key in frame.data:
            if key not in schema:
                yield f"{where}.data: a {frame.kind!r} frame has no {key!r}"
        for key, (hint, required) in schema.items():
            if key not in frame.data:
                if required:
                    yield f"{where}.data: the {frame.kind!r} frame lacks {key!r}"
                continue
            why = type_problem(frame.data[key], hint, f"{where}.data[{key!r}]")
            if why:
                yield why
            elif key in _FRAME_IDS:
                yield from _made(state, frame.data[key], f"{where}.data[{key!r}]")
        for t in frame.data.get("targets", ()):
            if len(t) != 2 or t[0] not in ("p", "o") or type(t[1]) is not int:
                yield f"{where}.data['targets']: {t!r} is not [\"p\" or \"o\", a number]"
            elif t[0] == "p":
                yield from _player(state, t[1], f"{where}.data['targets']")
        if frame.kind == "step" and frame.data["step"] not in {s.value for s in Step}:
            yield f"{where}.data['step']: {frame.data['step']!r} is not a step"
        # answers to decisions, and recorded chance outcomes (a random discard's cards, rules/engine.py)
        why = type_problem(frame.answers, list[Action | list[int]], f"{where}.answers")
        if why:
            yield why


def _made(state: GameState, oid: int, where: str) -> Iterator[str]:
    """An id that may name an object gone since (a target, an attacker that died): it was made once."""
    if not 1 <= oid < state.next_id:
        yield f"{where}: {oid} is not the id of any object of this game (ids run from 1 to {state.next_id - 1})"


def _zones(state: GameState) -> Iterator[str]:
    """Each id in a zone names an object in that zone, once; each object in a zone is listed there."""
    listed: dict[int, str] = {}
    lists: list[tuple[str, list[int], Zone, int | None]] = [
        (f"state.players[{i}].{key}", getattr(p, key), zone, i) for i, p in enumerate(state.players)
        for key, zone in _PLAYER_ZONES]
    lists += [(f"state.{key}", getattr(state, key), zone, None) for key, zone in _SHARED_ZONES]
    for where, ids, zone, owner in lists:
        for oid in ids:
            o = state.objects.get(oid)
            if o is None:
                yield f"{where}: object {oid} does not exist"
            elif o.zone != zone:
                yield f"{where}: object {oid} is in the {o.zone.value}, not the {zone.value}"
            elif owner is not None and o.owner != owner:
                yield f"{where}: object {oid} belongs to player {o.owner}"
            elif oid in listed:
                yield f"{where}: object {oid} is listed twice (also in {listed[oid]})"
            listed[oid] = where
    for oid, o in state.objects.items():
        if oid != o.id:
            yield f"state.objects[{oid}].id: {o.id} under the key {oid}"
        elif not 1 <= oid < state.next_id:
            yield f"state.objects[{oid}]: the id is not between 1 and next_id ({state.next_id})"
        elif oid not in listed and o.zone in {z for _, z in _PLAYER_ZONES + _SHARED_ZONES}:
            yield f"state.objects[{oid}]: it is in the {o.zone.value} but not listed there"


def _sourceless(o: Obj) -> bool:
    """An inherent triggered ability with no source (CR 725.2: the monarch's), named for what it belongs to."""
    return o.kind == "ability" and o.source == 0 and o.card in (MONARCH, THE_RING)


def _references(state: GameState) -> Iterator[str]:
    for key, objects in (("objects", state.objects), ("lki", state.lki)):
        for oid, o in objects.items():
            where = f"state.{key}[{oid}]"
            if o.card not in state.db and o.card not in state.token_defs and not _sourceless(o):
                yield f"{where}.card: no card or token named {o.card!r}"
            if o.damage < 0 or any(n < 0 for n in o.counters.values()) or o.x < 0:
                yield f"{where}: negative damage, counters or X"
            why = chosen_problem(state, o.chosen)
            if why:
                yield f"{where}.chosen: {why}"
            if o.attached_to is not None:
                yield from _made(state, o.attached_to, f"{where}.attached_to")
            if o.exiled_until is not None:
                yield from _made(state, o.exiled_until, f"{where}.exiled_until")
            if o.paired_with is not None:     # CR 702.95b: soulbond's pairing
                yield from _made(state, o.paired_with, f"{where}.paired_with")
            for paid in o.sacrificed:
                yield from _made(state, paid, f"{where}.sacrificed")
            if o.plotted and (o.zone.value != "exile" or not 0 < o.plotted <= state.turn):   # CR 702.170a
                yield f"{where}.plotted: turn {o.plotted}, but a plotted card is in exile, plotted by this turn"
            if o.foretold and (o.zone.value != "exile" or not 0 < o.foretold <= state.turn):   # CR 702.143a
                yield f"{where}.foretold: turn {o.foretold}, but a foretold card is in exile, foretold by this turn"
            if not 0 <= o.saddled <= state.turn:     # CR 702.171b
                yield f"{where}.saddled: turn {o.saddled}, but it is a turn of this game (0: never saddled)"
            if any(i < 0 for i in o.exhausted) or len(set(o.exhausted)) != len(o.exhausted):    # CR 702.177a
                yield f"{where}.exhausted: {o.exhausted!r}: ability indexes are distinct and not negative"
            if o.warped and (o.zone.value != "exile" or not 0 < o.warped <= state.turn):   # CR 702.185b
                yield f"{where}.warped: turn {o.warped}, but a warped card is in exile, exiled by this turn"
            if o.discarded and (o.zone.value != "graveyard" or not 0 < o.discarded <= state.turn):   # CR 702.187b
                yield f"{where}.discarded: turn {o.discarded}, but a discarded card is in a graveyard, discarded by this turn"
            if o.exiled_by is not None:     # CR 702.85a: the object whose cascade exiled it
                yield from _made(state, o.exiled_by, f"{where}.exiled_by")
            if any(m not in ("W", "U", "B", "R", "G", "C") for m in o.mana_spent):
                yield f"{where}.mana_spent: {o.mana_spent!r} holds something that is not a kind of mana"
            for kind, ref in o.targets:
                if kind == "p":
                    yield from _player(state, ref, f"{where}.targets")
                elif kind == "o":
                    yield from _made(state, ref, f"{where}.targets")
                else:
                    yield f"{where}.targets: {kind!r} is neither 'p' (a player) nor 'o' (an object)"
    if state.combat is not None:
        c = state.combat
        for oid in [*c.attackers, *c.blockers, *c.blocked_by, *c.blocked, *(m for band in c.bands for m in band)]:
            yield from _made(state, oid, "state.combat")
        for kind, ref in c.attackers.values():
            if kind == "p":
                yield from _player(state, ref, "state.combat.attackers")
    for i, t in enumerate(state.triggers):
        if t.card not in state.db and t.card not in state.token_defs:
            yield f"state.triggers[{i}].card: no card named {t.card!r}"


__all__ = ["FRAME_DATA", "PLAYER_FIELDS", "STATE_FIELDS", "state_problem"]
