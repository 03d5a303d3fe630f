"""Conditions about what happened this turn and about how many permanents a player controls, as intervening "if"
clauses write them (CR 603.4): "if a creature died this turn" (morbid), "if you attacked this turn" (raid), "if you
gained life this turn", "if an opponent lost life this turn", "if you control three or more artifacts"; and "if this
creature is tapped".

The turn's events are read from the game's record (``GameState.events``, each with its turn), newest first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterator, Mapping

from manastack import events as ev
from manastack.cards.model import Filter
from manastack.cards.vocabulary import CONDITIONS, ConditionDef
from manastack.core.types import Zone
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.targeting import matches

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

Check = Callable[["GameState", Mapping[str, Any], int, int, "Obj | None"], bool]


def define_condition(name: str, rule: str) -> Callable[[Check], Check]:
    """Define condition ``name`` (CR ``rule``) in the ``CONDITIONS`` vocabulary."""

    def deco(fn: Check) -> Check:
        CONDITIONS.define(name, ConditionDef(name, rule, (fn.__doc__ or "").strip(), fn))
        return fn

    return deco


def this_turn_events(state: "GameState") -> Iterator[ev.Event]:
    """The events performed this turn, newest first."""
    for turn, _step, e in reversed(state.events):
        if turn != state.turn:
            return
        yield e


@define_condition("creature_died_this_turn", "700.4")
def _creature_diedthis_turn_events(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                             spell: "Obj | None") -> bool:
    """"if a creature died this turn" (morbid): a creature was put into a graveyard from the battlefield this turn
    (CR 700.4), as it last existed there."""
    for e in this_turn_events(state):
        if isinstance(e, ev.ZoneMove) and e.to == Zone.GRAVEYARD.value:
            lk = state.lki.get(e.obj)
            if lk is not None and lk.zone == Zone.BATTLEFIELD and chars(state, e.obj).creature:
                return True
    return False


@define_condition("attacked_this_turn", "508.1")
def _attackedthis_turn_events(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                        spell: "Obj | None") -> bool:
    """"if you attacked this turn" (raid): you declared one or more attackers this turn (CR 508.1)."""
    return any(isinstance(e, ev.Attacks) and controller_of(state, e.obj) == controller for e in this_turn_events(state))


@define_condition("gained_life_this_turn", "119.3")
def _gained_lifethis_turn_events(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                           spell: "Obj | None") -> bool:
    """"if you gained life this turn" (CR 119.3)."""
    return any(isinstance(e, ev.LifeGain) and e.player == controller and e.amount > 0 for e in this_turn_events(state))


@define_condition("opponent_lost_life_this_turn", "119.3")
def _opponent_lost_lifethis_turn_events(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                                  spell: "Obj | None") -> bool:
    """"if an opponent lost life this turn" (CR 119.3: damage to a player is life loss, 120.3a)."""
    for e in this_turn_events(state):
        if isinstance(e, ev.LifeLoss) and e.player != controller and e.amount > 0:
            return True
        if isinstance(e, ev.Damage) and e.target[0] == "p" and e.target[1] != controller and e.amount > 0:
            return True
    return False


@define_condition("controls_at_least", "603.4")
def _controls_at_least(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                       spell: "Obj | None") -> bool:
    """"if you control three or more artifacts": at least ``count`` permanents you control match ``filter``."""
    flt = Filter.from_mapping(args.get("filter"))
    n = sum(1 for o in state.permanents() if controller_of(state, o) == controller
            and matches(state, o, flt, source, controller))
    return n >= int(args.get("count", 1))


__all__: list[str] = []
