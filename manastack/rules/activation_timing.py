"""CR 602.5b: activated abilities restricted to a time ("Activate only during your turn.", "Activate only during
your turn, before attackers are declared.", "Activate only during your upkeep.", "Activate only during combat after
blockers are declared.").

``ActivatedAbility.timing`` names the restriction (``cards.model.ACTIVATION_TIMINGS``); :func:`timing_allows` says
whether it allows activating now, read by ``priority`` as it lists the legal actions.  (Sorcery timing, 602.5d,
and "only once each turn", 602.5b, are the ability's ``sorcery_speed`` and ``once_per_turn``.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from manastack.cards.model import ACTIVATION_TIMINGS
from manastack.core.types import Step
from manastack.rules.cast_timing import blockers_declared
from manastack.rules.game_cards import restrictions

if TYPE_CHECKING:
    from manastack.state import GameState

#: The steps of a turn before its attackers are declared (CR 508.1: declared as the declare attackers step begins).
_BEFORE_ATTACKERS = frozenset({Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT})

#: When each timing restriction allows its ability to be activated, for ``player``.
_ALLOWS: dict[str, Callable[["GameState", int], bool]] = {
    "your_turn": lambda state, player: state.active == player,
    "your_turn_before_attackers": lambda state, player: state.active == player and state.step in _BEFORE_ATTACKERS,
    "your_upkeep": lambda state, player: state.active == player and state.step == Step.UPKEEP,
    "after_blockers": lambda state, player: blockers_declared(state),
}
assert set(_ALLOWS) == set(ACTIVATION_TIMINGS), "every timing the card format names has its rule here"


def timing_allows(state: "GameState", player: int, timing: str) -> bool:
    """CR 602.5b: whether an ability with the timing restriction ``timing`` ("" for none) may be activated now by
    ``player``."""
    return not timing or _ALLOWS[timing](state, player)


def timing_windows(state: "GameState", player: int) -> frozenset[str]:
    """The timing restrictions that allow activating now (what the cached legal actions depend on), of those some
    card of the game has (``rules/game_cards.py``: an ability with another timing can't be activated in it)."""
    used = restrictions(state).timings
    if not used:
        return used
    return frozenset(t for t in used if _ALLOWS[t](state, player))
