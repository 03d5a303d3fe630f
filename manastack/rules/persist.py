"""CR 702.79 persist and 702.93 undying: "When this permanent is put into a graveyard from the battlefield, if it had
no -1/-1 (+1/+1) counters on it, return it to the battlefield under its owner's control with a -1/-1 (+1/+1) counter
on it."

Each keyword makes that triggered ability (``keyword(triggered=...)``), its intervening "if" (603.4) the condition
``no_counters_on_it``, read from the permanent as it last existed on the battlefield (603.10a, 608.2h), and its
instruction the verb ``return_with_counter`` (``effects/persist.py``): the card it became in the graveyard (400.7),
if still there, enters with the counter (614.1c, 122.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack.cards.model import Body, Condition, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.vocabulary import CONDITIONS, ConditionDef, keyword

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

NO_COUNTERS = "no_counters_on_it"


def _no_counters_on_it(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                       spell: "Obj | None") -> bool:
    """"if it had no -1/-1 counters on it" (CR 702.79a, 702.93a): the source, as it last existed on the battlefield
    (603.10a), had no counter of the kind ``kind``."""
    o = state.lki.get(source) or state.objects.get(source)
    return o is not None and o.counters.get(str(args["kind"]), 0) == 0


CONDITIONS.define(NO_COUNTERS, ConditionDef(NO_COUNTERS, "702.79a", (_no_counters_on_it.__doc__ or "").strip(),
                                            _no_counters_on_it))


def _returns(kind: str, text: str) -> TriggeredAbility:
    body = Body((Mode((), (Effect("return_with_counter", {"kind": kind}),)),))
    return TriggeredAbility(TriggerSpec("dies"), body, condition=Condition(NO_COUNTERS, {"kind": kind}), text=text)


def _persist(param: str) -> TriggeredAbility:
    """CR 702.79a: "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1 counters on
    it, return it to the battlefield under its owner's control with a -1/-1 counter on it.\""""
    return _returns("-1/-1", "Persist")


def _undying(param: str) -> TriggeredAbility:
    """CR 702.93a: "When this permanent is put into a graveyard from the battlefield, if it had no +1/+1 counters on
    it, return it to the battlefield under its owner's control with a +1/+1 counter on it.\""""
    return _returns("+1/+1", "Undying")


keyword("persist", "702.79", "when this permanent is put into a graveyard from the battlefield, if it had no -1/-1 "
        "counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it",
        triggered=_persist)
keyword("undying", "702.93", "when this permanent is put into a graveyard from the battlefield, if it had no +1/+1 "
        "counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it",
        triggered=_undying)

__all__ = ["NO_COUNTERS"]
