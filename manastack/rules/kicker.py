"""CR 702.33 kicker: what a permanent does because the spell it was had its kicker cost paid.

Kicker itself is an optional additional cost (``additional_costs: [{name: kicker, mana: "{2}"}]``, CR 702.33a, paid
as the spell is cast, 601.2b); "if this spell was kicked" is the condition ``paid: kicker`` (702.33d, in
``conditions.py``).  This module adds "If this creature was kicked, it enters with two +1/+1 counters on it"
(Academy Raider's kin): a replacement effect of the entering (614.1c) that applies only when the entering object
is the spell that was kicked, as it resolves (a card put onto the battlefield otherwise wasn't kicked, 702.33d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.vocabulary import static_kind
from manastack.rules.entering import Entering, as_entering, cast_with, with_counters

if TYPE_CHECKING:
    from manastack.rules.engine import Asker
    from manastack.state import GameState

#: The name of the kicker cost among a spell's chosen optional costs (``Cast.extras``, ``Obj.extras``).
KICKER = "kicker"

KICKED_ENTERS_WITH_COUNTERS = static_kind(
    "kicked_enters_with_counters", "702.33d",
    "if this permanent's spell was kicked, it enters with `amount` counters of the kind `counter` (614.1c)",
    counter="counter", amount="quantity")


def _kicked(state: "GameState", e: Entering) -> bool:
    """CR 702.33d: the entering object is a spell resolving from the stack that was cast with its kicker paid."""
    return cast_with(state, e, KICKER)


@as_entering(KICKED_ENTERS_WITH_COUNTERS, "614.1c", only_if=_kicked)
def _kicked_counters(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker",
                     spent: dict[int, int]) -> list[ev.Event]:
    """CR 702.33d, 614.1c: the kicked permanent enters with the counters (put on it as it enters, 122.6)."""
    return with_counters(state, e, args, "702.33d", "614.1c")
