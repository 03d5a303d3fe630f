"""Conditions: "if you control an artifact", "if you have 10 or less life" (CR 603.4, 608.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping

from manastack.cards.model import Condition, Filter

if TYPE_CHECKING:
    from manastack.state import GameState

_CHECKS: dict[str, Callable[["GameState", Mapping[str, Any], int, int], bool]] = {}


def _check(name: str) -> Callable[[Callable[["GameState", Mapping[str, Any], int, int], bool]],
                                  Callable[["GameState", Mapping[str, Any], int, int], bool]]:
    def deco(fn: Callable[["GameState", Mapping[str, Any], int, int], bool]
             ) -> Callable[["GameState", Mapping[str, Any], int, int], bool]:
        _CHECKS[name] = fn
        return fn

    return deco


def _filter(args: Mapping[str, Any]) -> Filter:
    raw = args.get("value", args)
    return Filter.from_mapping(raw if isinstance(raw, Mapping) else None)


@_check("life_at_most")
def _life_at_most(state: "GameState", args: Mapping[str, Any], source: int, controller: int) -> bool:
    return state.players[controller].life <= int(args["value"])


@_check("life_at_least")
def _life_at_least(state: "GameState", args: Mapping[str, Any], source: int, controller: int) -> bool:
    return state.players[controller].life >= int(args["value"])


@_check("hand_empty")
def _hand_empty(state: "GameState", args: Mapping[str, Any], source: int, controller: int) -> bool:
    return not state.players[controller].hand


@_check("controls")
def _controls(state: "GameState", args: Mapping[str, Any], source: int, controller: int) -> bool:
    from manastack.rules.targeting import matches

    f = _filter(args)
    return any(state.objects[o].controller == controller and matches(state, o, f, source, controller)
               for o in state.battlefield)


@_check("opponent_controls")
def _opp_controls(state: "GameState", args: Mapping[str, Any], source: int, controller: int) -> bool:
    from manastack.rules.targeting import matches

    f = _filter(args)
    return any(state.objects[o].controller != controller and matches(state, o, f, source, controller)
               for o in state.battlefield)


CONDITION_KINDS = frozenset(_CHECKS)


def holds(state: "GameState", cond: Condition, source: int, controller: int) -> bool:
    """Whether ``cond`` is true now for an ability of ``source`` controlled by ``controller``."""
    return _CHECKS[cond.kind](state, cond.args, source, controller)
