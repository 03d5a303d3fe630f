"""CR 702.171: saddle, and the designation saddled.

"Saddle N" means "Tap any number of other untapped creatures you control with total power N or greater: This
permanent becomes saddled until end of turn. Activate only as a sorcery." (702.171a).  Card data writes it as
printed, ``Saddle 1`` (normalised ``saddle:1``); it is that activated ability, numbered after the object's other
activated abilities (``rules/casting.activated_abilities``), whose cost is crew's (``ActivationCost.crew``: the
creatures are chosen one at a time, summoning-sick ones too, as it isn't a {T} cost, 302.6; ``rules/crew.py``).

Saddled (702.171b) is a designation with no rules meaning of its own: ``Obj.saddled`` is the turn in which the
permanent became saddled (0: never); it is saddled until that turn ends or it leaves the battlefield (a new object,
400.7).  The event ``BecomesSaddled`` gives it; the trigger event ``attacks_while_saddled`` is "whenever this creature
attacks while saddled" (508.1: declared as an attacker while it is saddled, looked at as it triggers).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.model import ActivatedAbility, ActivationCost, Body, Effect, Mode, TriggerSpec
from manastack.cards.vocabulary import count_check, keyword
from manastack.core.types import Zone
from manastack.rules.printed import Chars
from manastack.rules.triggers import trigger_event

if TYPE_CHECKING:
    from manastack.state import GameState

keyword("saddle", "702.171", "Saddle N: tap any number of other untapped creatures you control with total power N or "
        "greater: this permanent becomes saddled until end of turn; activate only as a sorcery", parameter=True,
        check=count_check("Saddle", "702.171a"))


def saddle_abilities(c: Chars) -> tuple[ActivatedAbility, ...]:
    """CR 702.171a: the activated ability each saddle keyword is."""
    return _saddle_abilities(c.keywords)


@lru_cache(maxsize=4096)
def _saddle_abilities(keywords: frozenset[str]) -> tuple[ActivatedAbility, ...]:
    return tuple(_saddle_ability(int(k[len("saddle:"):])) for k in sorted(keywords) if k.startswith("saddle:"))


@lru_cache(maxsize=None)
def _saddle_ability(n: int) -> ActivatedAbility:
    return ActivatedAbility(ActivationCost(crew=n, text=f"Saddle {n}"), Body((Mode((), (Effect("become_saddled", {}),)),)),
                            sorcery_speed=True, text=f"Saddle {n}")


def becomes_saddled(state: "GameState", e: ev.BecomesSaddled) -> bool:
    """CR 702.171b: the permanent becomes saddled until end of turn (only a permanent can); False if it isn't on the
    battlefield."""
    o = state.objects.get(e.obj)
    if o is None or o.zone != Zone.BATTLEFIELD:
        return False
    o.saddled = state.turn
    return True


def is_saddled(state: "GameState", oid: int) -> bool:
    """CR 702.171b: permanent ``oid`` became saddled this turn and hasn't left the battlefield since."""
    o = state.objects.get(oid)
    return o is not None and o.zone == Zone.BATTLEFIELD and o.saddled == state.turn and o.saddled > 0


@trigger_event("attacks_while_saddled", "702.171b", on=(ev.Attacks,))
def _attacks_while_saddled(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                           subject: int | None, moved_from: str | None) -> bool:
    """Whenever a creature attacks while saddled: it is declared as an attacker (CR 508.1) while it is saddled
    (702.171b), as the ability triggers."""
    return isinstance(e, ev.Attacks) and is_saddled(state, e.obj)
