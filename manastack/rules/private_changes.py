"""Changes that only one player's legal actions can see, so that the others' are kept (CR 117.3).

The priority actions are cached per ``state.version`` (``rules/priority.py``), and almost every change bumps it.
Some changes are private to one player as far as the legal actions go: mana added to or emptied from their
pool (CR 106.4), a card they draw (121.2), a permanent they control tapped or untapped (701.26).  Another player
casts and activates with their own hand, pool, mana sources and costs, and reads the rest of the game only
through targets (601.2c, 115), which see neither a pool, nor a hand (unless some card targets a card in a hand),
nor whether a permanent is tapped (unless some card's target filter asks, "target tapped creature").  So a
player's legal actions computed at an earlier version stay valid while every version since was a change private
to other players.

Both the log of private changes and the kept actions live in the board cache: a change of the board or of
characteristics (which every player's legal actions read) drops them.
"""

from __future__ import annotations

import dataclasses
import weakref
from typing import TYPE_CHECKING, Any, Iterator

from manastack.cards.model import TargetSpec
from manastack import events as ev
from manastack.rules.attachments import enchant_spec
from manastack.rules.characteristics import controller_of

if TYPE_CHECKING:
    from manastack.state import GameState

#: The board cache's key of the log: version -> the one player whose legal actions the change to it can change.
_LOG = ("private changes",)
#: Kept actions older than this many versions are not looked at (the log would be long to read).
_HORIZON = 64


def private_to(state: "GameState", e: ev.Event) -> int | None:
    """The one player whose legal actions performing ``e`` (a change of neither the board nor any
    characteristics) can change, or None if it can change anyone's."""
    if isinstance(e, ev.AddMana):
        return e.player
    tapped_targets, hand_targets = _targets_read(state)
    if isinstance(e, ev.Draw) and not hand_targets:
        return e.player
    if isinstance(e, (ev.Tap, ev.Untap)) and not tapped_targets and e.obj in state.objects:
        return controller_of(state, e.obj)
    return None


def note_private(state: "GameState", since: int, player: int) -> None:
    """The versions after ``since`` up to now changed only what ``player``'s legal actions read."""
    log: dict[int, int] = state.board_cache().setdefault(_LOG, {})
    for v in range(since + 1, state.version + 1):
        log[v] = player


def kept(state: "GameState", key: Any, player: int) -> Any:
    """The value kept under ``key`` for ``player`` if every change since it was computed was private to another
    player, else None."""
    cache = state.board_cache()
    got = cache.get(("kept", key))
    if got is None:
        return None
    version, value = got
    if state.version - version > _HORIZON:
        return None
    log: dict[int, int] = cache.get(_LOG, {})
    for v in range(version + 1, state.version + 1):
        owner = log.get(v)
        if owner is None or owner == player:
            return None
    return value


def keep(state: "GameState", key: Any, value: Any) -> None:
    """Keep ``value`` (computed now) under ``key`` for ``kept``."""
    state.board_cache()[("kept", key)] = (state.version, value)


def _targets_read(state: "GameState") -> tuple[bool, bool]:
    """Whether some card of the game's database has a target whose filter reads tapped status, and whether some
    has a target in a hand (its spells, abilities, and the targets of its enchant abilities, CR 303.4a), memoized
    per database.  A database that can't be listed counts as having both."""
    cache = state.board_cache()
    got: tuple[bool, bool] | None = cache.get(_READS)
    if got is None:
        got = cache[_READS] = _targets_read_in(state.db)
    return got


#: The board cache's key of ``_targets_read`` (read once per database, kept in the board cache for speed).
_READS = ("targets read",)


def _targets_read_in(db: object) -> tuple[bool, bool]:
    """``_targets_read`` of database ``db``, memoized."""
    try:
        got = _READ.get(db)
    except TypeError:       # not weakly referable: read again each time
        got = None
    if got is not None:
        return got
    try:
        cards = list(db)    # type: ignore[call-overload]
    except TypeError:
        return True, True
    specs = [x for card in cards for x in _values(card) if isinstance(x, TargetSpec)]
    specs += [s for card in cards for k in card.keywords if k.startswith("enchant:")
              if (s := enchant_spec(k[len("enchant:"):])) is not None]
    found = (any(s.filter.tapped is not None for s in specs),
             any(s.kind == "card" and s.zone == "hand" for s in specs))
    try:
        _READ[db] = found
    except TypeError:
        pass
    return found


_READ: "weakref.WeakKeyDictionary[object, tuple[bool, bool]]" = weakref.WeakKeyDictionary()


def _values(root: Any) -> Iterator[Any]:
    """Every value inside ``root``: the fields of dataclasses, the items of containers, depth first."""
    stack = [root]
    while stack:
        v = stack.pop()
        yield v
        if dataclasses.is_dataclass(v) and not isinstance(v, type):
            stack.extend(getattr(v, f.name) for f in dataclasses.fields(v))
        elif isinstance(v, (tuple, list, set, frozenset)):
            stack.extend(v)
        elif isinstance(v, dict):
            stack.extend(v.values())
