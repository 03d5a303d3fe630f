"""Naming players and objects for a viewer: the one way the logs, the board and the view name things.

A *viewer* is a player index, or None for the omniscient reader of the explained log.
What a viewer may know of an object follows the zones (CR 400.2): cards in a library
are hidden from everyone, cards in a hand from everyone but their owner, and a
face-down permanent or spell from everyone but its controller (CR 708.5).  A hidden
object is "a card", without an id.

A name is a :class:`Mention`: the text, and the id where another object the viewer
can see in the same zone has the same name (``Grizzly Bears (#12)``), so that two
Grizzly Bears in one sentence can be told apart.  Cards in a hand or a library are
interchangeable and never get an id.

Ids change when an object changes zones (CR 400.7) and the engine forgets departed
objects when a turn begins, so a reader that names events later keeps a
:class:`NameBook`, noting the state as the game goes.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from manastack.rules.characteristics import card_of, controller_of
from manastack.rules.naming import name_of

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

Ref = tuple[str, int]

#: CR 400.2: the hidden zones.
HIDDEN_ZONES = frozenset({"library", "hand"})
#: Zones whose cards are interchangeable for naming: their names never carry an id.
_UNTAGGED_ZONES = HIDDEN_ZONES
#: Zones each player has one of (the others are shared).
_OWN_ZONES = frozenset({"library", "hand", "graveyard"})


@dataclass(frozen=True, slots=True)
class Known:
    """What is remembered of one object: enough to name it, and its spell's targets, after it has gone."""

    name: str                      # its true name (a face-down object's too)
    zone: str
    owner: int
    controller: int
    face_down: bool = False
    targets: tuple[Ref, ...] = ()
    x: int = 0
    source: int | None = None      # an ability's source
    source_name: str = ""
    ability: bool = False          # an ability on the stack (CR 113.1a), not a card or copy


def known(state: "GameState", o: "Obj") -> Known:
    """A snapshot of ``o`` for naming."""
    name = name_of(state, o, o.id)
    if o.face_down:
        try:
            name = card_of(state, o).name
        except KeyError:
            name = o.card
    ctrl = controller_of(state, o.id) if o.id in state.objects or o.id in state.lki else o.controller
    return Known(name, o.zone.value, o.owner, ctrl, o.face_down, tuple(o.targets), o.x, o.source,
                 o.source_name, o.kind == "ability")


class NameBook:
    """Object ids -> what they were, kept across turns (ids are never reused); and whose turn each was."""

    def __init__(self) -> None:
        self.known: dict[int, Known] = {}
        self.actives: dict[int, int] = {}      # turn -> its active player

    def note(self, state: "GameState") -> None:
        """Remember every object the state knows now (call it before and after each action)."""
        self.actives[state.turn] = state.active
        for source in (state.lki, state.objects):
            for oid, o in source.items():
                self.known[oid] = known(state, o)

    def get(self, oid: int) -> Known | None:
        return self.known.get(oid)


def may_see(k: Known, viewer: int | None) -> bool:
    """CR 400.2 / 708.5: whether ``viewer`` may know what the object ``k`` is."""
    if viewer is None:
        return True
    if k.zone == "library":
        return False
    if k.zone == "hand":
        return k.owner == viewer
    return not k.face_down or k.controller == viewer


def zone_is_open_to(zone: str, owner: int | None, viewer: int | None) -> bool:
    """CR 400.2: whether ``viewer`` sees the faces of cards in ``zone`` (a hand: only its owner)."""
    if viewer is None:
        return True
    if zone == "library":
        return False
    if zone == "hand":
        return owner == viewer
    return True


@dataclass(frozen=True, slots=True)
class Mention:
    """A player or an object named in a phrase, as the viewer knows it.

    ``kind`` is ``player`` or ``object``; ``id`` the player index or object id (None
    for a hidden object: nothing to point at); ``tag`` shows the id after the name;
    ``described`` marks a description rather than a name ("you", "a card"), which
    takes a capital letter at the start of a sentence.
    """

    text: str
    kind: str
    id: int | None
    tag: bool = False
    described: bool = False

    def __str__(self) -> str:
        return f"{self.text} (#{self.id})" if self.tag else self.text


HIDDEN = Mention("a card", "object", None, described=True)


def _zone_key(zone: str, owner: int) -> tuple[str, int]:
    return (zone, owner if zone in _OWN_ZONES else -1)


class Namer:
    """Names for one ``viewer`` in one state (make a new one when the state has changed)."""

    def __init__(self, state: "GameState", viewer: int | None = None, book: NameBook | None = None):
        self.state = state
        self.viewer = viewer
        self.book = book
        self._same: Counter[tuple[tuple[str, int], str]] | None = None

    @property
    def full(self) -> bool:
        """The omniscient reader: everything is said, with the bookkeeping a player's log leaves out."""
        return self.viewer is None

    # --- objects ---------------------------------------------------------------------

    def known(self, oid: int) -> Known | None:
        st = self.state
        o = st.objects.get(oid) or st.lki.get(oid)
        if o is not None:
            return known(st, o)
        return self.book.get(oid) if self.book is not None else None

    def obj(self, oid: int, *, seen: bool = False) -> Mention:
        """Object ``oid`` as the viewer knows it; ``seen``: the viewer sees it anyway (it comes into view)."""
        k = self.known(oid)
        if k is None:
            return Mention(f"#{oid}", "object", oid)
        return self.of(oid, k, seen=seen)

    def of(self, oid: int, k: Known, *, seen: bool = False) -> Mention:
        if k.face_down and not may_see(k, self.viewer):
            return Mention("a face-down permanent", "object", oid, described=True)
        if not (seen or may_see(k, self.viewer)):
            return HIDDEN
        name = f"face-down {k.name}" if k.face_down else k.name
        return Mention(name, "object", oid, tag=self._ambiguous(oid, k))

    def _ambiguous(self, oid: int, k: Known) -> bool:
        """Another object the viewer sees in the same zone, or saw leave it this turn, has the same name."""
        if k.zone in _UNTAGGED_ZONES:
            return False
        if self._same is None:
            st = self.state
            self._same = Counter()
            here = (st.battlefield, st.stack, st.exile, st.command, *(p.graveyard for p in st.players))
            gone = (o for o in st.lki.values() if o.zone.value not in _UNTAGGED_ZONES)
            for o in itertools.chain((st.objects[i] for ids in here for i in ids), gone):
                other = known(st, o)
                if may_see(other, self.viewer):
                    self._same[(_zone_key(other.zone, other.owner), other.name)] += 1
        counted = 1 if oid in self.state.objects or oid in self.state.lki else 0
        return self._same[(_zone_key(k.zone, k.owner), k.name)] - counted > 0

    # --- players ---------------------------------------------------------------------

    def player(self, index: int | None) -> Mention:
        """A player: "you" for the viewer, else their name."""
        if index is None or not 0 <= index < len(self.state.players):
            return Mention("?", "player", None)
        if index == self.viewer:
            return Mention("you", "player", index, described=True)
        return Mention(self.state.players[index].name, "player", index)

    def whose(self, index: int | None) -> str:
        """``your`` for the viewer, else ``bob's``."""
        return "your" if index is not None and index == self.viewer else f"{self.player(index)}'s"

    def their(self, index: int | None) -> str:
        """The possessive pronoun of a player already named: ``your`` or ``their``."""
        return "your" if index is not None and index == self.viewer else "their"

    def ref(self, ref: Ref) -> Mention:
        """A target: ``("p", index)`` or ``("o", id)``."""
        kind, ident = ref[0], int(ref[1])
        return self.player(ident) if kind == "p" else self.obj(ident)


__all__ = ["HIDDEN", "HIDDEN_ZONES", "Known", "Mention", "NameBook", "Namer", "known", "may_see",
           "zone_is_open_to"]
