"""Keywords that put counters on their permanent as it enters (CR 614.1c, 122.6), and the triggered abilities that go
with some of them: 702.54 bloodthirst, 702.43 modular, 702.32 fading, 702.63 vanishing, 702.98 unleash (its "can't
block as long as it has a +1/+1 counter on it" is in ``rules/block_limits.py``).

The "enters with N counters" part of each is an entering effect of the keyword (``rules/entering.py``'s
``as_entering``, the keyword written ``Bloodthirst 2`` standing for ``{n: 2}``), applied as the permanent enters like
the static ``enters_with_counters``; bloodthirst's applies only if an opponent of the player it enters under was
dealt damage this turn (702.54a).  The triggered parts are made by ``keyword(triggered=...)`` from the parameter:
modular's dies trigger counts the +1/+1 counters the permanent had as it last existed (608.2h); fading's and
vanishing's upkeep triggers use the verb ``remove_own_counter`` (``effects/counter_keywords.py``); vanishing's
"when the last time counter is removed from this permanent, sacrifice it" is the trigger event
``last_time_counter_removed``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.model import Body, Condition, Effect, Filter, Mode, TargetSpec, TriggeredAbility, TriggerSpec
from manastack.cards.values import SELF, Quantity, Reference
from manastack.cards.vocabulary import CONDITIONS, ConditionDef, count_check, keyword
from manastack.core.types import Step
from manastack.decisions import Decision, Option
from manastack.rules.entering import Entering, as_entering, entering_card, entering_controller
from manastack.rules.triggers import trigger_event
from manastack.rules.turn_conditions import this_turn_events

if TYPE_CHECKING:
    from manastack.rules.engine import Asker
    from manastack.state import GameState, Obj

_YOUR_UPKEEP = TriggerSpec("step", who="any", whose="you", step=Step.UPKEEP.value)
HAS_COUNTER = "this_has_counter"
LAST_TIME_COUNTER = "last_time_counter_removed"


def _with_counters(e: Entering, kind: str, n: int, rule: str) -> list[ev.Event]:
    """CR 614.1c, 122.6: the entering event, now with ``n`` more counters of ``kind``."""
    return [e.but(counters=ev.add_counts(e.counters, kind, n), rules=e.rules if rule in e.rules else (*e.rules, rule))]


def opponent_dealt_damage_this_turn(state: "GameState", e: Entering) -> bool:
    """CR 702.54a: an opponent of the player the permanent enters under was dealt damage this turn (damage
    prevented is not dealt, 615.1)."""
    me = entering_controller(state, e)
    return any(isinstance(x, ev.Damage) and x.target[0] == "p" and x.target[1] != me and x.amount > 0
               for x in this_turn_events(state))


@as_entering("bloodthirst", "702.54a", only_if=opponent_dealt_damage_this_turn)
def _bloodthirst(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker", spent: dict[int, int]
                 ) -> list[ev.Event]:
    """CR 702.54a: "If an opponent was dealt damage this turn, this permanent enters with N +1/+1 counters on it.\""""
    return _with_counters(e, "+1/+1", int(args["n"]), "702.54a")


@as_entering("modular", "702.43a")
def _modular_enters(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker", spent: dict[int, int]
                    ) -> list[ev.Event]:
    """CR 702.43a: "This permanent enters with N +1/+1 counters on it.\""""
    return _with_counters(e, "+1/+1", int(args["n"]), "702.43a")


@as_entering("fading", "702.32a")
def _fading_enters(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker", spent: dict[int, int]
                   ) -> list[ev.Event]:
    """CR 702.32a: "This permanent enters with N fade counters on it.\""""
    return _with_counters(e, "fade", int(args["n"]), "702.32a")


@as_entering("vanishing", "702.63a")
def _vanishing_enters(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker", spent: dict[int, int]
                      ) -> list[ev.Event]:
    """CR 702.63a: "This permanent enters with N time counters on it" (not for vanishing without a number, 702.63b:
    that keyword has no entering effect)."""
    return _with_counters(e, "time", int(args["n"]), "702.63a")


@as_entering("unleash", "702.98a")
def _unleash(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker", spent: dict[int, int]
             ) -> list[ev.Event]:
    """CR 702.98a: "You may have this permanent enter with an additional +1/+1 counter on it" (asked of the player it
    enters under, 614.12a: before it enters)."""
    who = entering_controller(state, e)
    card = entering_card(state, e)
    name = card.name if card is not None else "it"
    answer = ask(Decision(who, "choose", f"Unleash: have {name} enter with an additional +1/+1 counter?", "702.98a",
                          (Option("yes", True), Option("no", False)), data={"what": "may"}), auto=False)
    if answer.picks[0] == 0:  # type: ignore[attr-defined]
        return _with_counters(e, "+1/+1", 1, "702.98a")
    return [e]


def _this_has_counter(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                      spell: "Obj | None") -> bool:
    """"if this permanent has a time counter on it" (CR 702.63a): the source has a counter of the kind ``kind``."""
    o = state.objects.get(source)
    return o is not None and o.counters.get(str(args["kind"]), 0) > 0


CONDITIONS.define(HAS_COUNTER, ConditionDef(HAS_COUNTER, "702.63a", (_this_has_counter.__doc__ or "").strip(),
                                            _this_has_counter))


@trigger_event(LAST_TIME_COUNTER, "702.63a", on=(ev.PutCounters,))
def _last_time_counter_removed(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                               subject: int | None, moved_from: str | None) -> bool:
    """When the last time counter is removed from a permanent (CR 702.63a): time counters were removed from it and
    none is left."""
    if not (isinstance(e, ev.PutCounters) and e.counter == "time" and e.amount < 0):
        return False
    o = state.objects.get(e.obj)
    return o is not None and o.counters.get("time", 0) == 0


def _body(*effects: Effect, targets: tuple[TargetSpec, ...] = ()) -> Body:
    return Body((Mode(targets, effects),))


def _modular(param: str) -> TriggeredAbility:
    """CR 702.43a: "When this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on
    target artifact creature for each +1/+1 counter on this permanent" (counted as it last existed, 608.2h)."""
    target = TargetSpec("permanent", Filter(types=("Artifact", "Creature")))
    put = Effect("put_counters", {"on": Reference("target"), "kind": "+1/+1",
                                  "amount": Quantity("counters", 1, counter="+1/+1")})
    return TriggeredAbility(TriggerSpec("dies"), _body(put, targets=(target,)), optional=True,
                            text=f"Modular {param}")


def _fading(param: str) -> TriggeredAbility:
    """CR 702.32a: "At the beginning of your upkeep, remove a fade counter from this permanent. If you can't,
    sacrifice the permanent.\""""
    body = _body(Effect("remove_own_counter", {"kind": "fade", "or_sacrifice": True}))
    return TriggeredAbility(_YOUR_UPKEEP, body, text=f"Fading {param}")


def _vanishing(param: str) -> tuple[TriggeredAbility, ...]:
    """CR 702.63a-b: "At the beginning of your upkeep, if this permanent has a time counter on it, remove a time
    counter from it" and "When the last time counter is removed from this permanent, sacrifice it.\""""
    text = f"Vanishing {param}".strip()
    upkeep = TriggeredAbility(_YOUR_UPKEEP, _body(Effect("remove_own_counter", {"kind": "time"})),
                              condition=Condition(HAS_COUNTER, {"kind": "time"}), text=text)
    last = TriggeredAbility(TriggerSpec(LAST_TIME_COUNTER), _body(Effect("sacrifice", {"what": SELF})), text=text)
    return upkeep, last


def _vanishing_problem(param: str) -> str | None:
    return None if param == "" else count_check("Vanishing", "702.63a")(param)


keyword("bloodthirst", "702.54", "Bloodthirst N: if an opponent was dealt damage this turn, this permanent enters "
        "with N +1/+1 counters on it", parameter=True, check=count_check("Bloodthirst", "702.54a"))
keyword("modular", "702.43", "Modular N: this permanent enters with N +1/+1 counters on it; when it is put into a "
        "graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 "
        "counter on it", parameter=True, check=count_check("Modular", "702.43a"), triggered=_modular)
keyword("fading", "702.32", "Fading N: this permanent enters with N fade counters on it; at the beginning of your "
        "upkeep, remove a fade counter from it, and if you can't, sacrifice it", parameter=True,
        check=count_check("Fading", "702.32a"), triggered=_fading)
keyword("vanishing", "702.63", "Vanishing [N]: this permanent enters with N time counters on it; at the beginning of "
        "your upkeep, if it has a time counter on it, remove one; when the last is removed, sacrifice it",
        parameter=True, check=_vanishing_problem, triggered=_vanishing, bare=True)
keyword("unleash", "702.98", "you may have this permanent enter with an additional +1/+1 counter on it; it can't "
        "block as long as it has a +1/+1 counter on it")

__all__ = ["HAS_COUNTER", "LAST_TIME_COUNTER", "opponent_dealt_damage_this_turn"]
