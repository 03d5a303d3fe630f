"""The board cache carried across the arrival of a plain permanent (CR 613.1, 400.7, 302.6).

A permanent arriving on the battlefield marks the board (``GameState.touch_board``), which drops every
board-cached value: who controls what, the mana sources, the permanents with activated abilities, the kinds of
static abilities there are...  Most arrivals are lands and creatures with no static ability, and then nearly all
of those values stay what they were or gain one entry for the newcomer.  This module keeps them.

An arrival is *plain* when, before it, no continuous effect could apply to a permanent (``has_layer_effects``, as
last read for this board: no resolved effect in ``state.effects``, no anthem, continuous or characteristic-defining
static ability on the battlefield, nothing face down or flipped), and the arriving permanent has no static ability (its card as the
rules read it, ``card_of``), is neither face down nor flipped, is attached to nothing and phased in, and is the
last of the battlefield's list.  Then, after it too, no continuous effect can apply (613.1: only static
abilities and resolved effects make them, and it brings neither), so every permanent's characteristics are its
printed ones (``printed_chars``, which read the object alone): no other object's characteristics change, and
the characteristics cache stays (``touch_board`` leaves ``chars_version`` alone while no layer pass is in use).
A board-cached value that reads only characteristics, the battlefield's list and the objects' own fields then
changes only by what the newcomer adds to it.

Each module that owns a board-cached value says how it changes (``carries``): a function of the state (the
newcomer already on the battlefield), the key, the value before and the newcomer's id, giving the value after,
or None to drop it.  A value no module registered is dropped as before.  ``tests/test_arrivals.py`` compares
every carried value with a fresh one at every decision of random games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from manastack.core.types import Zone
from manastack.rules.printed import card_of

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

#: How a board-cached value changes when a plain permanent arrives: (state, key, value before, newcomer) -> after.
Carrier = Callable[["GameState", Any, Any, int], Any]

#: The name of a board-cache key (a tuple's first element; ``type`` for a class, the key of a list per event
#: class, ``triggers._watchers_on``; else the key itself) -> its carrier.
_CARRIERS: dict[object, Carrier] = {}


def name_of(key: object) -> object:
    """The name a board-cache key's carrier is registered under."""
    return key[0] if type(key) is tuple else type if isinstance(key, type) else key


def carries(name: object) -> Callable[[Carrier], Carrier]:
    """Register how the board-cached values named ``name`` change when a plain permanent arrives."""
    def register(fn: Carrier) -> Carrier:
        _CARRIERS[name] = fn
        return fn
    return register


def unchanged(state: "GameState", key: Any, value: Any, oid: int) -> Any:
    """A value the arrival of a plain permanent does not change."""
    return value


#: layers.py's board-cached answers read the static abilities of the battlefield's cards and the resolved effects
#: (the newcomer has none), and whether something is face down or flipped (it isn't): they stay.
for _name in ("layer_statics", "counts_graveyards", "turn_dependent", "reads_status"):
    carries(_name)(unchanged)

#: The board cache's key of ``layers.has_layer_effects``'s reading of the battlefield (False: no static ability
#: there makes a continuous effect, nothing is face down or flipped); an arrival is carried only when a reading
#: said so, so that ``before`` computes nothing (the objects of a scenario being set up are changed after they
#: arrive: nothing has read the board then).
_LAYER_STATICS = ("layer_statics",)


@carries("phased in")
def _phased_in(state: "GameState", key: Any, value: list[int], oid: int) -> list[int]:
    """``GameState.permanents``: the newcomer, phased in, is the last of the battlefield."""
    return [*value, oid]


def before(state: "GameState", o: "Obj") -> dict[Any, Any] | None:
    """Called as ``o`` arrives on the battlefield (before the board is marked): the board-cached values that may be
    carried across its arrival, with the characteristics version, if the arrival is plain; else None."""
    board = state._board
    if state._board_version != state.board_version or state.effects or board.get(_LAYER_STATICS) is not False:
        return None     # a stale board cache, or continuous effects may apply (or that was not looked at)
    if o.face_down or o.flipped or o.attached_to is not None or o.enchanted_player is not None or o.phased_out:
        return None
    if card_of(state, o).static:
        return None
    kept = {k: v for k, v in board.items() if name_of(k) in _CARRIERS}
    return kept


def after(state: "GameState", oid: int, kept: dict[Any, Any], chars_version: int) -> None:
    """Called once ``oid`` is on the battlefield and the board marked: put the values ``before`` kept back into the
    board cache, each changed by its carrier (values that only stay first, since the others' carriers may read
    them)."""
    if state.chars_version != chars_version or not state.battlefield or state.battlefield[-1] != oid \
            or state.objects[oid].zone != Zone.BATTLEFIELD:
        return
    board = state.board_cache()
    board.clear()
    later = []
    for k, v in kept.items():
        carrier = _CARRIERS[name_of(k)]
        if carrier is unchanged:
            board[k] = v
        else:
            later.append((k, v, carrier))
    for k, v, carrier in later:
        got = carrier(state, k, v, oid)
        if got is not None:
            board[k] = got
