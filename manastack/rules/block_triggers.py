"""CR 702.23 rampage and 702.25 flanking: keywords that are triggered abilities of a creature becoming
blocked, and the trigger event "becomes blocked by a creature" (509.3d) flanking uses.

Each keyword makes its triggered ability from its parameter (``keyword(triggered=...)``); the layer pass
gives a creature those abilities for the keywords it has (``vocabulary.keyword_triggers``), so an
effect that removes the keyword removes the ability, and each instance triggers separately
(702.23c, 702.25b).  Rampage's bonus is counted once, as the ability resolves (702.23b:
the ``rampage`` effect verb, ``effects/combat_mods.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.model import Body, Effect, Filter, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity, Reference
from manastack.cards.vocabulary import count_check, keyword
from manastack import events as ev
from manastack.rules.triggers import trigger_event

if TYPE_CHECKING:
    from manastack.state import GameState


@trigger_event("becomes_blocked_by", "509.3d", on=(ev.BlockedBy,))
def _becomes_blocked_by(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                        subject: int | None, moved_from: str | None) -> bool:
    """Whenever this creature becomes blocked by a creature (``who`` and ``filter`` select the blocker, which
    the effects call ``it``), once for each creature blocking it (509.3d)."""
    return isinstance(e, ev.BlockedBy) and e.attacker == me


_rampage_problem = count_check("Rampage", "702.23a")


def _rampage(param: str) -> TriggeredAbility:
    """CR 702.23a: "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature
    blocking it beyond the first.\""""
    body = Body((Mode((), (Effect("rampage", {"amount": Quantity.const(int(param))}),)),))
    return TriggeredAbility(TriggerSpec("becomes_blocked"), body, text=f"Rampage {param}")


def _flanking(param: str) -> TriggeredAbility:
    """CR 702.25a: "Whenever this creature becomes blocked by a creature without flanking, the blocking creature
    gets -1/-1 until end of turn.\""""
    minus = Quantity.const(-1)
    body = Body((Mode((), (Effect("pump", {"to": Reference("it"), "power": minus, "toughness": minus}),)),))
    spec = TriggerSpec("becomes_blocked_by", who="other", filter=Filter(not_keywords=("flanking",)))
    return TriggeredAbility(spec, body, text="Flanking")


keyword("rampage", "702.23", "Rampage N: whenever this creature becomes blocked, it gets +N/+N until end of turn "
        "for each creature blocking it beyond the first", parameter=True, check=_rampage_problem, triggered=_rampage)
keyword("flanking", "702.25", "whenever this creature becomes blocked by a creature without flanking, the blocking "
        "creature gets -1/-1 until end of turn", triggered=_flanking)

__all__: list[str] = []
