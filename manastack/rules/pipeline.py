"""The event pipeline: propose, modify (616), perform, record, trigger (CR 700.1).

``decide`` takes a batch of simultaneous events: every event goes through
replacement and prevention (``replace_event``), which may ask a player to choose an
effect; only then does ``perform_all`` change anything (*ask before act*).  Each performed event is
recorded in ``GameState.events`` with the turn and step, and triggered abilities look
at it.  Events that follow from a performed event (a destruction's move to the
graveyard, lifelink's life gain) come back as a new batch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.core.types import STEP_NAME
from manastack import events as ev
from manastack.rules.attachments import place_entering_auras
from manastack.rules.engine import Asker, handler, pop, push
from manastack.rules.perform import perform
from manastack.rules.replacement import replace_event
from manastack.rules.triggers import collect

if TYPE_CHECKING:
    from manastack.state import Frame, GameState


def decide(state: "GameState", ask: Asker, events: list[ev.Event]) -> list[ev.Event]:
    """Apply replacement and prevention effects to a batch, then give each entering Aura what it will enchant
    (CR 303.4f-i) (may ask; changes nothing)."""
    final: list[ev.Event] = []
    for e in events:
        final.extend(replace_event(state, e, ask))
    return place_entering_auras(state, ask, final)


def perform_all(state: "GameState", final: list[ev.Event]) -> list[ev.Event]:
    """Perform decided events in order, record them, collect triggers; return follow-ups."""
    follow: list[ev.Event] = []
    departed: list[int] = []    # left the battlefield in this batch: they look back together (603.10a)
    for e in final:
        more = perform(state, e)
        if more is None:
            continue
        record(state, e)
        if isinstance(e, ev.ZoneMove) and e.obj in state.lki and state.lki[e.obj].zone.value == "battlefield":
            departed.append(e.obj)
        collect(state, e, departed)
        follow.extend(more)
    return follow


def record(state: "GameState", e: ev.Event) -> None:
    state.events.append((state.turn, STEP_NAME[state.step], e))


def run(state: "GameState", frame: "Frame", ask: Asker, events: list[ev.Event], *, finished: bool) -> None:
    """Decide and perform ``events`` for ``frame``; pop it if ``finished``; queue follow-ups on top."""
    act(state, frame, decide(state, ask, events) if events else [], finished=finished)


def act(state: "GameState", frame: "Frame", decided: list[ev.Event], *, finished: bool) -> None:
    """Perform already-decided events (see ``decide``); handlers that also change the state
    directly call ``decide`` first, then make their changes, then ``act``."""
    follow = perform_all(state, decided) if decided else []
    if finished:
        pop(state, frame)
    if follow:
        push(state, "events", events=follow)


@handler("events")
def _events(state: "GameState", frame: "Frame", ask: Asker) -> None:
    run(state, frame, ask, frame.data["events"], finished=True)
