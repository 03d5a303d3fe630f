"""Triggered keywords of attacking creatures made of ordinary instructions (CR 702.130 afflict, 702.134 mentor), and
the reference ``defending_player`` their instructions name (508.5; read by ``rules/defending_refs.py``).

Each keyword makes the triggered ability its rule defines (``keyword(triggered=...)``), one for each instance
(702.130b, 702.134b): afflict is "defending player loses N life" on ``becomes_blocked``; mentor puts a +1/+1 counter
on a target attacking creature whose power is less than this creature's (the filter ``power_less_than_source``,
checked as the target is chosen and again as the ability resolves, 608.2b, with the mentor creature's last known
power if it has left the battlefield, 113.7a).
"""

from __future__ import annotations


from manastack.cards.model import Body, Effect, Filter, Mode, TargetSpec, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity, Reference
from manastack.cards.vocabulary import count_check, keyword

DEFENDING_PLAYER = Reference("defending_player")


def _afflict(param: str) -> TriggeredAbility:
    """CR 702.130a: "Afflict N" means "Whenever this creature becomes blocked, defending player loses N life.\""""
    lose = Effect("lose_life", {"amount": Quantity.const(int(param)), "player": DEFENDING_PLAYER})
    return TriggeredAbility(TriggerSpec("becomes_blocked"), Body((Mode((), (lose,)),)), text=f"Afflict {param}")


def _mentor(param: str) -> TriggeredAbility:
    """CR 702.134a: "Mentor" means "Whenever this creature attacks, put a +1/+1 counter on target attacking creature
    with lesser power.\""""
    target = TargetSpec("permanent", Filter(types=("Creature",), attacking=True, power_less_than_source=True))
    counter = Effect("put_counters", {"on": Reference("target"), "kind": "+1/+1", "amount": Quantity.const(1)})
    return TriggeredAbility(TriggerSpec("attacks"), Body((Mode((target,), (counter,)),)), text="Mentor")


keyword("afflict", "702.130", "Afflict N: whenever this creature becomes blocked, defending player loses N life",
        parameter=True, check=count_check("Afflict", "702.130a"), triggered=_afflict)
keyword("mentor", "702.134", "whenever this creature attacks, put a +1/+1 counter on target attacking creature with "
        "lesser power", triggered=_mentor)

__all__ = ["DEFENDING_PLAYER"]
