"""CR 603.12: reflexive triggered abilities ("..., you may pay {3}. When you do, ...").

A resolving spell or ability makes a triggered ability that triggers on an action taken earlier in the same
resolution (the effect verb ``reflexive``, ``effects/reflexive.py``: written after that action with the condition
``you_did``, it triggers once the action was taken).  It follows the rules of delayed triggered abilities (603.7):
it waits in ``GameState.triggers`` and is put on the stack the next time a player would receive priority, its modes
and targets chosen then (603.3c-d).  Its trigger condition is the event ``reflexive``, which no event matches.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.model import TriggerSpec
from manastack import events as ev
from manastack.rules.triggers import trigger_event

if TYPE_CHECKING:
    from manastack.state import GameState

#: The trigger condition of every reflexive triggered ability ("when you do", CR 603.12).
REFLEXIVE = TriggerSpec("reflexive", who="any")


@trigger_event("reflexive", "603.12", about_object=False, on=())
def _reflexive(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
               moved_from: str | None) -> bool:
    """"When you do, ...": a reflexive triggered ability, made by the effect ``reflexive`` as the action it waits for
    is taken (CR 603.12); no event of the game matches it."""
    return False


__all__ = ["REFLEXIVE"]
