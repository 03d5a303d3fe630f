"""Triggered keywords of attacking creatures whose trigger conditions compare them with the game (CR 702.105
dethrone, 702.149 training): each is the triggered ability "put a +1/+1 counter on this creature" on a trigger event
of its own, matched as the attackers are declared (508.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.model import Body, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import SELF, Quantity
from manastack.cards.vocabulary import keyword
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.triggers import trigger_event

if TYPE_CHECKING:
    from manastack.state import GameState

ATTACKS_MOST_LIFE = "attacks_player_with_most_life"
ATTACKS_WITH_GREATER_POWER = "attacks_with_greater_power"


@trigger_event(ATTACKS_MOST_LIFE, "702.105a", on=(ev.Attacks,))
def _attacks_most_life(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                       subject: int | None, moved_from: str | None) -> bool:
    """Whenever a creature attacks the player with the most life or tied for most life (CR 702.105a: a player, not a
    planeswalker; among the players still in the game, 800.4a)."""
    if not isinstance(e, ev.Attacks):
        return False
    kind, who = e.defender
    if kind != "p":
        return False
    most = max(p.life for p in state.players if not p.lost)
    return state.players[who].life >= most


@trigger_event(ATTACKS_WITH_GREATER_POWER, "702.149a", on=(ev.Attacks,))
def _attacks_with_greater_power(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                                subject: int | None, moved_from: str | None) -> bool:
    """Whenever a creature and at least one other creature with greater power attack (CR 702.149a: among the
    creatures declared as attackers with it, their power as the trigger event is checked)."""
    combat = state.combat
    if not isinstance(e, ev.Attacks) or combat is None or e.obj not in combat.attackers:
        return False
    mine = chars(state, e.obj).power or 0
    return any(o != e.obj and (chars(state, o).power or 0) > mine for o in combat.attackers
               if controller_of(state, o) == controller_of(state, e.obj))


def _counter(event: str, text: str) -> TriggeredAbility:
    body = Body((Mode((), (Effect("put_counters", {"on": SELF, "kind": "+1/+1", "amount": Quantity.const(1)}),)),))
    return TriggeredAbility(TriggerSpec(event), body, text=text)


def _dethrone(param: str) -> TriggeredAbility:
    """CR 702.105a: "Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1
    counter on this creature.\""""
    return _counter(ATTACKS_MOST_LIFE, "Dethrone")


def _training(param: str) -> TriggeredAbility:
    """CR 702.149a: "Whenever this creature and at least one other creature with power greater than this creature's
    power attack, put a +1/+1 counter on this creature.\""""
    return _counter(ATTACKS_WITH_GREATER_POWER, "Training")


keyword("dethrone", "702.105", "whenever this creature attacks the player with the most life or tied for most life, "
        "put a +1/+1 counter on this creature", triggered=_dethrone)
keyword("training", "702.149", "whenever this creature and at least one other creature with power greater than this "
        "creature's power attack, put a +1/+1 counter on this creature", triggered=_training)

__all__ = ["ATTACKS_MOST_LIFE", "ATTACKS_WITH_GREATER_POWER"]
