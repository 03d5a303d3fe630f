"""CR 702.179: start your engines! and a player's speed; 702.178: max speed.

``Player.speed`` is a player's speed, 0 while they have none (702.179b: no player has speed until a rule or effect
sets it; 702.179f: no speed counts as 0 for an effect that refers to speed; no rule or effect sets a speed of 0).
A ``SpeedIncreases`` event raises it (702.179c: a player with no speed who is to increase their speed by N gets speed
N).

- CR 704.5z, 702.179a: a player who controls a permanent with start your engines! (the keyword
  ``start_your_engines!``) and has no speed gets speed 1, a state-based action (:func:`engines_start`, read by
  ``rules/sba.py``; nothing to do in a game none of whose cards has the keyword, ``rules/game_keywords.py``).
- CR 702.179d: the inherent triggered ability of a player with speed 1 or more, which has no source and is
  controlled by that player: "Whenever one or more opponents lose life during your turn, if your speed is less than 4,
  your speed increases by 1. This ability triggers only once each turn."  It triggers from hooks of
  ``rules/triggers.py`` on life loss and on damage dealt to a player (120.3a; infect's damage to a player gives
  poison counters instead, 702.90b) during the turn of a player with speed, and is put on the stack like any
  other triggered ability (source 0, named "speed"); its once-a-turn record is ``GameState.activated_this_turn``'s
  ``trig:speed:PLAYER`` (reset as each turn begins).
- CR 702.179e: a player has max speed if their speed is 4 (the condition ``max_speed``); 702.178a: "Max speed —
  [ability]" means "as long as your speed is 4, this object has [ability]".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.model import Body, Condition, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity
from manastack.cards.vocabulary import keyword
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.game_keywords import game_has_keyword
from manastack.rules.triggers import ON_DAMAGE, on_event
from manastack.rules.turn_conditions import define_condition
from manastack.state import PendingTrigger

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

ENGINES = "start_your_engines!"
keyword(ENGINES, "702.179a", "Start your engines!: if you control a permanent with it and have no speed, your speed "
        "becomes 1 (a state-based action, 704.5z); your speed then increases once on each of your turns when an "
        "opponent loses life, up to 4 (702.179d)")

#: CR 702.179e: a player with this speed has max speed.
MAX_SPEED = 4
#: The name of the inherent triggered ability on the stack (CR 702.179d: it has no source).
SPEED = "speed"
_UP = TriggeredAbility(TriggerSpec("life_loss", who="", whose="opponent"),
                       Body((Mode((), (Effect("increase_speed", {"amount": Quantity.const(1)}),)),)),
                       condition=Condition("speed_less_than", {"value": MAX_SPEED}),
                       text="Whenever one or more opponents lose life during your turn, if your speed is less than 4, "
                            "your speed increases by 1. This ability triggers only once each turn.",
                       once_each_turn=True)


def increases(state: "GameState", e: ev.SpeedIncreases) -> bool:
    """CR 702.179c-d: the player's speed increases by the amount (from none, 0: it becomes that amount); False
    (nothing happens) if they have left the game or the amount is not positive."""
    p = state.players[e.player]
    if p.lost or e.amount <= 0:
        return False
    p.speed += e.amount
    state.touch()       # "as long as your speed is 4" (702.178a): a condition of the layer pass (611.3a)
    return True


def engines_start(state: "GameState") -> list[ev.Event]:
    """CR 704.5z, 702.179a: each player with no speed who controls a permanent with start your engines! gets speed 1.
    Guarded per game: in a game none of whose cards can give the keyword, no permanent has it (``game_keywords``)."""
    if not game_has_keyword(state, ENGINES):
        return []
    out: list[ev.Event] = []
    started: set[int] = set()
    for oid in state.permanents():
        if ENGINES in chars(state, oid).keywords:
            p = controller_of(state, oid)
            if p not in started and state.players[p].speed == 0 and not state.players[p].lost:
                started.add(p)
                out.append(ev.SpeedIncreases(p, 1, rules=("704.5z", "702.179a")))
    return out


def _lost_life(state: "GameState", player: int) -> None:
    """CR 702.179d: ``player`` lost life: the active player's inherent ability triggers if they have speed 1 to 3,
    ``player`` is their opponent, and it hasn't triggered this turn.  Nothing to do while the active player has no
    speed (in a game with no start your engines!, always)."""
    me = state.active
    p = state.players[me]
    if not 0 < p.speed < MAX_SPEED or player == me or p.lost:
        return      # CR 603.4: "if your speed is less than 4" (checked again as it resolves)
    once = f"trig:{SPEED}:{me}"
    if once in state.activated_this_turn:
        return      # CR 702.179d: "This ability triggers only once each turn."
    state.activated_this_turn[once] = 1
    state.triggers.append(PendingTrigger(0, SPEED, "", 0, me, {"player": me}, ability=_UP))


def _life_loss(state: "GameState", e: ev.Event) -> None:
    if isinstance(e, ev.LifeLoss) and e.amount > 0:
        _lost_life(state, e.player)


def _damage(state: "GameState", dealt: list[ev.Damage]) -> None:
    """CR 120.3a: damage dealt to a player causes that much life loss (but not infect's, 702.90b)."""
    if state.players[state.active].speed == 0:
        return
    for d in dealt:
        if d.target[0] == "p" and d.amount > 0 and not _infect(state, d.source):
            _lost_life(state, d.target[1])


def _infect(state: "GameState", source: int) -> bool:
    """CR 702.90b: whether the source has infect, as it last existed if it has left."""
    try:
        return "infect" in chars(state, source).keywords
    except KeyError:
        return False


on_event(_life_loss, ev.LifeLoss)
ON_DAMAGE.append(_damage)


def speed_of(state: "GameState", player: int) -> int:
    """CR 702.179f: ``player``'s speed, 0 if they have none."""
    return state.players[player].speed


@define_condition("speed_less_than", "702.179d")
def _speed_less_than(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                     spell: "Obj | None") -> bool:
    """"if your speed is less than 4" (CR 702.179d; no speed counts as 0, 702.179f)."""
    return speed_of(state, controller) < int(args.get("value", MAX_SPEED))


@define_condition("max_speed", "702.179e")
def _max_speed(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
               spell: "Obj | None") -> bool:
    """"if you have max speed", "as long as your speed is 4" (CR 702.179e, 702.178a: a speed of 4); ``false``: "if you
    don't have max speed"."""
    return (speed_of(state, controller) == MAX_SPEED) == bool(args.get("value", True))
