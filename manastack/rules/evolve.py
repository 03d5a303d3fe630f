"""CR 702.100 evolve: "Whenever a creature you control enters, if that creature's power is greater than this
creature's power and/or that creature's toughness is greater than this creature's toughness, put a +1/+1 counter on
this creature."

The keyword makes that triggered ability (``keyword(triggered=...)``, one for each instance: 702.100d) on a trigger
event of its own, ``creature_enters_greater``, whose check is the intervening "if" as the creature enters (603.4);
the "if" is checked again as the ability resolves (603.4) by the condition ``entered_greater`` on its instruction,
with the entering creature's last known power and toughness if it has left the battlefield (608.2h).  A permanent
that isn't a creature has no power or toughness to be smaller than (702.100c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.model import Body, Condition, Effect, Filter, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import SELF, Quantity
from manastack.cards.vocabulary import CONDITIONS, ConditionDef, keyword
from manastack.rules.characteristics import Chars, chars
from manastack.rules.triggers import trigger_event

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

ENTERS_GREATER = "creature_enters_greater"
ENTERED_GREATER = "entered_greater"


def _greater(them: Chars | None, me: Chars | None) -> bool:
    """CR 702.100a, 702.100c: ``them`` has greater power and/or greater toughness than ``me``, a creature."""
    if them is None or me is None or not them.creature or not me.creature:
        return False
    return (them.power or 0) > (me.power or 0) or (them.toughness or 0) > (me.toughness or 0)


def _as_known(state: "GameState", oid: int) -> Chars | None:
    """An object's characteristics now, or as it last existed on the battlefield (608.2h)."""
    if oid in state.objects:
        return chars(state, oid)
    got: Chars | None = state.lki_chars.get(oid)
    return got


@trigger_event(ENTERS_GREATER, "702.100a", on=(ev.ZoneMove, ev.CreateToken))
def _creature_enters_greater(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                             subject: int | None, moved_from: str | None) -> bool:
    """Whenever a creature (``who``/``filter``: another creature you control) enters with greater power and/or
    greater toughness than this creature's (CR 702.100a: the intervening "if" as it enters, 603.4)."""
    entered = (isinstance(e, ev.ZoneMove) and e.to == "battlefield") or isinstance(e, ev.CreateToken)
    if not entered or subject is None or subject not in state.objects or me not in state.objects:
        return False
    return _greater(chars(state, subject), chars(state, me))


def _entered_greater(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                     spell: "Obj | None") -> bool:
    """"if that creature's power is greater than this creature's power and/or that creature's toughness is greater
    than this creature's toughness" (CR 702.100a), checked again as the ability resolves (603.4): the creature the
    trigger was about, as it is or last existed (608.2h), against the source now."""
    about = spell.trigger_info.get("object") if spell is not None else None
    if about is None or source not in state.objects:
        return False
    return _greater(_as_known(state, int(about)), chars(state, source))


CONDITIONS.define(ENTERED_GREATER, ConditionDef(ENTERED_GREATER, "702.100a",
                                                (_entered_greater.__doc__ or "").strip(), _entered_greater))


def _evolve(param: str) -> TriggeredAbility:
    """CR 702.100a: evolve's triggered ability."""
    counter = Effect("put_counters", {"on": SELF, "kind": "+1/+1", "amount": Quantity.const(1)},
                     condition=Condition(ENTERED_GREATER))
    trigger = TriggerSpec(ENTERS_GREATER, who="other", filter=Filter(types=("Creature",), controller="you"))
    return TriggeredAbility(trigger, Body((Mode((), (counter,)),)), text="Evolve")


keyword("evolve", "702.100", "whenever a creature you control enters, if that creature's power is greater than this "
        "creature's power and/or that creature's toughness is greater than this creature's toughness, put a +1/+1 "
        "counter on this creature", triggered=_evolve)

__all__ = ["ENTERED_GREATER", "ENTERS_GREATER"]
