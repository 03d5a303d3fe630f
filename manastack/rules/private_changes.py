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

import weakref
from typing import TYPE_CHECKING, Any, Callable, Iterator

from manastack.cards.model import CardDef, TargetSpec, values_inside
from manastack import events as ev
from manastack.rules.attachments import enchant_spec
from manastack.rules.characteristics import controller_of

if TYPE_CHECKING:
    from manastack.state import GameState

#: The board cache's key of the log of private changes, summed up as [the first and the last version of the latest
#: run of consecutive versions that were each a change private to one player, {player: the last version private to
#: them}]: every version after ``v`` up to now was private, none to ``p``, exactly when the run ends now, began at
#: ``v + 1`` or before, and ``p``'s last is ``v`` or before (a last from an earlier run is before the run, so before
#: ``v + 1``).
_LOG = ("private changes",)
_Log = list[Any]


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
    board = state._board if state._board_version == state.board_version else state.board_cache()
    log: _Log | None = board.get(_LOG)
    if log is None:
        board[_LOG] = [since + 1, state.version, {player: state.version}]
        return
    if log[1] != since:
        log[0] = since + 1      # a version in between was not private: the run of private ones starts again
    log[1] = state.version
    log[2][player] = state.version


def _private_since(log: "_Log | None", version: int, now: int) -> bool:
    """Whether every version after ``version`` up to ``now`` was a private change (``log``: the board cache's)."""
    return version == now or (log is not None and log[1] == now and log[0] <= version + 1)


def kept(state: "GameState", key: Any, player: int) -> Any:
    """The value kept under ``key`` for ``player`` if every change since it was computed was private to another
    player, else None."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    got = cache.get(("kept", key))
    if got is None:
        return None
    version, value = got
    log: _Log | None = cache.get(_LOG)
    if not _private_since(log, version, state.version) or (log is not None and log[2].get(player, -1) > version):
        return None     # a change since that wasn't private, or one private to ``player``
    return value


def keep(state: "GameState", key: Any, value: Any) -> None:
    """Keep ``value`` (computed now) under ``key`` for ``kept``."""
    board = state._board if state._board_version == state.board_version else state.board_cache()
    board[("kept", key)] = (state.version, value)


def stable(state: "GameState") -> dict[Any, Any]:
    """A cache of what no private change can change: values kept while every change since they were computed was
    private to some player, whoever it was (unlike ``kept``, which serves one player).  The legal targets of spells
    and abilities (CR 115, 601.2c) are such values: by the premise of this module, no target reads a pool, a hand
    or tapped status while ``private_to`` calls their changes private.  Lives in the board cache (dropped with it)."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    got: list[Any] | None = cache.get(_STABLE)
    if got is None:
        got = cache[_STABLE] = [state.version, {}]
    elif got[0] != state.version:
        if not _private_since(cache.get(_LOG), got[0], state.version):
            got[1] = {}
        got[0] = state.version
    values: dict[Any, Any] = got[1]
    return values


#: The board cache's key of ``stable``: [the version it was last valid at, the values].
_STABLE = ("stable",)


def _targets_read(state: "GameState") -> tuple[bool, bool]:
    """Whether some card of the game has a target whose filter reads tapped status, and whether some has a target
    in a hand (its spells, abilities, and the targets of its enchant abilities, CR 303.4a).

    The cards of the game are those of its objects (every zone, tokens included), each read through the game's
    card database as the rules read it (``printed.card_of``), so that a compiled card (Royal Assassin, "Destroy
    target tapped creature", from ``cards/data/compiled.json.xz``) counts as a hand-written one does (CR 115,
    117.3: legal actions must be exact).  A card comes into the game only as a new object, and an object's card
    never changes, so the answer is kept for the game with the next object id read up to, and only the objects
    made since are read: the cards of every object the game has had, which may only answer yes too often.  An
    object whose card the database can't give counts as reading both."""
    last = _LAST_READ[0]
    got = last[1] if last[0]() is state else _game_reads(state)
    if got[0] != state.next_id:
        tapped, hand, read = got[1], got[2], got[3]
        objects, db, tokens = state.objects, state.db, state.token_defs
        for oid in range(got[0], state.next_id):
            o = objects.get(oid)
            if o is None or (tapped and hand) or (o.is_token, o.card) in read:
                continue        # a card read already (by its name or token key: equal definitions share one)
            read.add((o.is_token, o.card))
            try:
                card = tokens[o.card] if o.is_token else db[o.card]
            except KeyError:
                tapped = hand = True
                continue
            t, h = _card_reads(card)
            tapped, hand = tapped or t, hand or h
        got[:3] = [state.next_id, tapped, hand]
    return got[1], got[2]


def _game_reads(state: "GameState") -> list[Any]:
    """``_READS``'s entry for ``state``'s game (made the last read: the next look at it is one weak reference's
    call)."""
    got = _READS.get(state)
    if got is None:
        got = _READS[state] = [1, False, False, set()]
    _LAST_READ[0] = (weakref.ref(state), got)
    return got


def _nobody() -> None:
    return None


#: The game ``_targets_read`` read last, with its entry of ``_READS`` (one weak reference to call: the common case).
_LAST_READ: "list[tuple[Callable[[], GameState | None], list[Any]]]" = [(_nobody, [0, False, False, set()])]


#: ``_targets_read`` of each game: [the next object id read up to, tapped, hand, the cards read] (updated in place).  Derived from the objects and
#: not part of the state: a copy or a loaded game reads its objects again.
_READS: "weakref.WeakKeyDictionary[GameState, list[Any]]" = weakref.WeakKeyDictionary()


def _card_reads(card: CardDef) -> tuple[bool, bool]:
    """Whether card ``card`` (both faces, every ability, the tokens it makes) has a target whose filter reads
    tapped status, and whether it has a target in a hand; memoized per definition (definitions are immutable)."""
    got = _READ.get(id(card))
    if got is not None and got[0] is card:
        return got[1], got[2]
    specs = [x for x in values_inside(card) if isinstance(x, TargetSpec)]
    specs += [s for face in _faces(card) for k in face.keywords if k.startswith("enchant:")
              if (s := enchant_spec(k[len("enchant:"):])) is not None]
    tapped = any(s.filter.tapped is not None for s in specs)
    hand = any(s.kind == "card" and s.zone == "hand" for s in specs)
    _READ[id(card)] = (card, tapped, hand)
    return tapped, hand


def _faces(card: CardDef) -> Iterator[CardDef]:
    """The card and every face or definition inside it (a back face, a flip side, a token it creates)."""
    for v in values_inside(card):
        if isinstance(v, CardDef):
            yield v


#: id of a card definition -> (the definition, kept alive so that the id stays its own; tapped; hand).
_READ: dict[int, tuple[CardDef, bool, bool]] = {}

