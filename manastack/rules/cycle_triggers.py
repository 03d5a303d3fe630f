"""CR 702.29c, 702.29f: abilities that trigger on cycling: "When you cycle this card" means "when you discard this
card to pay an activation cost of a cycling ability" (a typecycling ability's too) and triggers from whatever zone
the card winds up in (the trigger event ``cycled``, found by ``triggers.ON_MOVE`` on the card where it went);
"whenever you cycle a card / another card" (``cycles``) is a permanent's.  A cycling cost's discard carries the rule
702.29a (``casting``: the ability's text names cycling), so a discard by an effect or another cost is no cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.model import TriggerSpec
from manastack import events as ev
from manastack.rules.characteristics import chars
from manastack.rules.conditions import holds
from manastack.rules.triggers import ON_MOVE, trigger_event
from manastack.state import PendingTrigger

if TYPE_CHECKING:
    from manastack.state import GameState

CYCLED = "cycled"


def is_cycle(e: ev.Event) -> bool:
    """CR 702.29c: whether ``e`` is the discard of a card to pay a cycling cost."""
    return isinstance(e, ev.ZoneMove) and e.cause == "discard" and "702.29a" in e.rules


@trigger_event(CYCLED, "702.29c", on=())
def _cycled(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
            moved_from: str | None) -> bool:
    """When you cycle this card (``who: self``): it triggers from the zone the card went to (702.29c), found there as
    the card moves (``_cycled_here``), never by a permanent watching."""
    return False


@trigger_event("cycles", "702.29c", on=(ev.ZoneMove,))
def _cycles(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
            moved_from: str | None) -> bool:
    """Whenever a card matching the filter (``controller: you``: "whenever you cycle a card"; ``who: other``:
    "another card") is cycled (702.29c, 702.29f: typecycling too)."""
    return is_cycle(e)


def _cycled_here(state: "GameState", e: ev.ZoneMove) -> None:
    """CR 702.29c: the card cycled triggers from the zone it went to, its owner controlling the ability."""
    if not is_cycle(e):
        return
    old, new = state.last_move
    if old != e.obj or new is None or new not in state.objects:
        return
    c = chars(state, new)
    o = state.objects[new]
    info: dict[str, int] = {"object": new}
    x = cycled_x(state, old)
    if x:
        info[CYCLED_X] = x
    for i, ab in enumerate(c.triggered):
        if ab.trigger.event == CYCLED and (ab.condition is None or holds(state, ab.condition, new, o.owner, o)):
            state.triggers.append(PendingTrigger(new, c.name, o.card, i, o.owner, dict(info), ability=ab))


#: The key of a "when you cycle this card" trigger's ``info`` holding the X paid for the cycling cost.
CYCLED_X = "cycled_x"


def cycled_x(state: "GameState", card: int) -> int:
    """CR 107.3e, 702.29c: the X of the cycling ability whose cost discarded ``card`` (Shark Typhoon's "Cycling
    {X}{1}{U}"; the ability is put on the stack before its costs are paid, 602.2a-b): the X a "when you cycle this
    card" trigger's text uses; 0 if none."""
    for sid in reversed(state.stack):
        s = state.objects.get(sid)
        if s is not None and s.kind == "ability" and s.source == card:
            return s.x
    return 0


ON_MOVE.append(_cycled_here)

__all__ = ["CYCLED", "CYCLED_X", "cycled_x", "is_cycle"]
