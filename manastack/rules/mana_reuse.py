"""CR 605.3b: the legal actions after a player taps a permanent for mana, read off the ones they had before.

A mana ability doesn't use the stack, so the player who activates one keeps priority (605.3a, 117.3c) and gets a
new list of legal actions.  Tapping a plain mana source (``casting.tap_mana_text``) for as much mana as it counts
for (``casting._as_source``) moves that mana from the source into the pool: the total mana the player could have
(``casting.available_mana``) stays the same, and only that permanent stops being an untapped mana source.

A list is *mana-blind* when computing it read the mana only through that total and through which permanents
with only "{T}: Add ..." abilities are untapped mana sources: no cast's or activation's payability was checked
(``priority._legal_actions`` says which parts check one; a list with any cast, any other activation, any special
action, any morph or face-down permanent, convoke helpers, flashback or exile plays is not blind).  For such a
list computed at version ``v0``, if the activation's events were exactly the tap and that mana (no replacement,
616; no trigger, 603.2; no follow-up), and the state is otherwise unchanged (the version right after them, the
same board and characteristics), a fresh computation takes every branch the first one took (each reads state
that did not change, or the unchanged total), except that the tapped permanent's activations are no longer
offered: the list is the old one without them, and it is mana-blind too.  ``tests/test_perft.py`` checks lists
so obtained against fresh ones.

The blind lists of a version live in the version cache; the note of the activation in the board cache (dropped
with any change of the board or of characteristics, which the reuse requires anyway).  Neither is saved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.actions import Activate

if TYPE_CHECKING:
    from manastack.state import GameState

_BLIND = ("mana-blind legal actions",)     # version cache: key -> (actions, mana indices)
_NOTE = ("tapped for mana",)               # board cache: (version after, player, permanent, blind lists before)

Legal = tuple[tuple[Any, ...], frozenset[int]]


def note_blind(state: "GameState", key: Any, got: Legal) -> None:
    """Mark ``got``, the legal actions under ``key`` computed at this version, as mana-blind."""
    cache = state._cache if state._cache_version == state.version else state.cache()
    blind: dict[Any, Legal] | None = cache.get(_BLIND)
    if blind is None:
        blind = cache[_BLIND] = {}
    blind[key] = got


def blind_lists(state: "GameState") -> dict[Any, Legal] | None:
    """The mana-blind lists computed at this version (a copy), or None."""
    if state._cache_version != state.version:
        return None
    got: dict[Any, Legal] | None = state._cache.get(_BLIND)
    return dict(got) if got else None


def note_tap(state: "GameState", player: int, oid: int, before: dict[Any, Legal]) -> None:
    """Record that ``player`` just tapped ``oid`` for the mana it counts for, with nothing else happening, after
    ``before`` (``blind_lists`` just before the activation).  The caller has checked the premises (module doc)."""
    board = state._board if state._board_version == state.board_version else state.board_cache()
    board[_NOTE] = (state.version, player, oid, before)


def after_tap(state: "GameState", key: Any, player: int) -> Legal | None:
    """The legal actions under ``key`` for ``player`` read off a mana-blind list from before their last tap for
    mana, if nothing happened since that tap (else None); marked mana-blind in turn."""
    board = state._board if state._board_version == state.board_version else state.board_cache()
    note = board.get(_NOTE)
    if note is None or note[0] != state.version or note[1] != player:
        return None
    old = note[3].get(key)
    if old is None:
        return None
    oid = note[2]
    acts = tuple(a for a in old[0] if not (type(a) is Activate and a.card == oid))
    # CR 605: in a mana-blind list every activation is a mana ability's (priority._legal_actions)
    got = (acts, frozenset(i for i, a in enumerate(acts) if type(a) is Activate))
    note_blind(state, key, got)
    return got
