"""CR 701.37 monstrosity: "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1 counters on it and it
becomes monstrous" (701.37a).

Monstrous is a designation of the permanent (``Obj.monstrous``, 701.37b) that it keeps until it leaves the battlefield
(a new object, 400.7); the verb ``monstrosity`` (``effects/monstrosity.py``) gives it with the counters (the event
``BecomesMonstrous``), which the trigger event ``becomes_monstrous`` ("When this creature becomes monstrous, ...")
sees.  The condition ``monstrous`` is "if this is monstrous" (``{value: false}``: "isn't").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.model import TriggerSpec
from manastack.cards.vocabulary import CONDITIONS, ConditionDef
from manastack.rules.triggers import trigger_event

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

BECOMES_MONSTROUS = "becomes_monstrous"
MONSTROUS = "monstrous"


@trigger_event(BECOMES_MONSTROUS, "701.37b", on=(ev.BecomesMonstrous,))
def _becomes_monstrous(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                       subject: int | None, moved_from: str | None) -> bool:
    """"When this creature becomes monstrous, ..." (CR 701.37b): the permanent (``who: self``) became monstrous."""
    return isinstance(e, ev.BecomesMonstrous)


def _monstrous(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
               spell: "Obj | None") -> bool:
    """"if this is monstrous" (``value: true``, CR 701.37b) / "isn't" (``value: false``): whether the source is
    monstrous now (a permanent that has left the battlefield is not)."""
    o = state.objects.get(source)
    monstrous = o is not None and o.monstrous
    return monstrous if args.get("value", True) else not monstrous


CONDITIONS.define(MONSTROUS, ConditionDef(MONSTROUS, "701.37b", (_monstrous.__doc__ or "").strip(), _monstrous))

__all__ = ["BECOMES_MONSTROUS", "MONSTROUS"]
