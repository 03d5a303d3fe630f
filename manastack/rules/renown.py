"""CR 702.112 renown: "Renown N" means "When this creature deals combat damage to a player, if it isn't renowned, put
N +1/+1 counters on it and it becomes renowned."

Renowned is a designation of the permanent (``Obj.renowned``, 702.112b) that it keeps until it leaves the
battlefield (a new object, 400.7); the verb ``become_renowned`` (``effects/renown.py``) gives it.  The keyword
makes the triggered ability (``keyword(triggered=...)``, one for each instance: 702.112d), whose intervening "if"
is the condition ``renowned`` (``{value: false}``: "if it isn't renowned", 603.4: checked as it triggers and again
as it resolves; ``{value: true}``: "as long as this is renowned").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack.cards.model import Body, Condition, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import SELF, Quantity
from manastack.cards.vocabulary import CONDITIONS, ConditionDef, count_check, keyword

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

RENOWNED = "renowned"


def _renowned(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
              spell: "Obj | None") -> bool:
    """"if it isn't renowned" (``value: false``, CR 702.112a) / "as long as this is renowned" (``value: true``,
    702.112b): whether the source is renowned now (a permanent that has left the battlefield is not)."""
    o = state.objects.get(source)
    renowned = o is not None and o.renowned
    return renowned if args.get("value", True) else not renowned


CONDITIONS.define(RENOWNED, ConditionDef(RENOWNED, "702.112b", (_renowned.__doc__ or "").strip(), _renowned))


def _renown(param: str) -> TriggeredAbility:
    """CR 702.112a: "When this creature deals combat damage to a player, if it isn't renowned, put N +1/+1 counters
    on it and it becomes renowned.\""""
    counters = Effect("put_counters", {"on": SELF, "kind": "+1/+1", "amount": Quantity.const(int(param))})
    become = Effect("become_renowned", {"what": SELF})
    return TriggeredAbility(TriggerSpec("deals_combat_damage_to_player"), Body((Mode((), (counters, become)),)),
                            condition=Condition(RENOWNED, {"value": False}), text=f"Renown {param}")


keyword("renown", "702.112", "Renown N: when this creature deals combat damage to a player, if it isn't renowned, put "
        "N +1/+1 counters on it and it becomes renowned", parameter=True, check=count_check("Renown", "702.112a"),
        triggered=_renown)

__all__ = ["RENOWNED"]
