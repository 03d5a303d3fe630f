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

from manastack.core.types import STEP_NAME, Zone
from manastack import events as ev
from manastack.rules.attachments import place_entering_auras
from manastack.rules.daynight import BOUND, due
from manastack.rules.monarch import due as monarch_due
from manastack.rules.ascend import ASCEND, due as ascend_due
from manastack.rules.soulbond import SOULBOND, due as soulbond_due
from manastack.rules.engine import Asker, handler, pop, push
from manastack.rules.game_keywords import game_has_any_keyword
from manastack.rules.entering import entering_marks
from manastack.rules.perform import perform
from manastack.rules.replacement import affected_player, any_applicable, replace_event, replaceable
from manastack.rules.shield_order import shield_order
from manastack.rules.triggers import collect, collect_damage

if TYPE_CHECKING:
    from manastack.state import Frame, GameState


def decide(state: "GameState", ask: Asker, events: list[ev.Event]) -> list[ev.Event]:
    """Apply replacement and prevention effects to a batch, then give each entering Aura what it will enchant
    (CR 303.4f-i) (may ask; changes nothing).  The players affected by the batch's events choose in APNAP order
    (CR 616.1, 101.4): the events are decided grouped by affected player, the active player's first, each
    player's in the batch's order; they are performed in the batch's order."""
    for e in events:
        if replaceable(type(e)):
            break
    else:
        return list(events)     # CR 614.1, 615.1: no effect can modify events of these kinds; none enters
    if not any_applicable(state, events):
        return place_entering_auras(state, ask, events)     # CR 614.1, 615.1: nothing modifies them
    # CR 615.7: what shields prevent of this batch; 614.13a: the objects entering together are marked in it
    spent: dict[int, int] = entering_marks(events)
    decided: list[list[ev.Event]] = [[] for _ in events]
    # CR 615.7: a shield meeting several sources' damage prevents first that of the sources its player chooses
    for i in shield_order(state, ask, events, apnap_order(state, events)):
        decided[i] = replace_event(state, events[i], ask, spent)
    return place_entering_auras(state, ask, [e for out in decided for e in out])


def apnap_order(state: "GameState", events: list[ev.Event]) -> list[int]:
    """CR 101.4: the indices of ``events`` with the active player's events first, then the next player's in turn
    order (each player's in the batch's order)."""
    if len(events) < 2:
        return list(range(len(events)))
    n, active = len(state.players), state.active
    rank = [(affected_player(state, e) - active) % n for e in events]
    return sorted(range(len(events)), key=rank.__getitem__)


def perform_all(state: "GameState", final: list[ev.Event]) -> list[ev.Event]:
    """Perform decided events in order, record them, collect triggers; return follow-ups."""
    follow: list[ev.Event] = []
    departed: list[int] = []    # left the battlefield in this batch: they look back together (603.10a)
    dealt: list[ev.Damage] = []  # damage dealt at once: triggers see it grouped (700.1)
    batch = len(state.events)    # names this batch: "one or more" triggers trigger once for it (603.2c)
    for e in final:
        more = perform(state, e)
        if more is None:
            continue
        record(state, e)
        if isinstance(e, ev.ZoneMove) and e.obj in state.lki and state.lki[e.obj].zone == Zone.BATTLEFIELD:
            departed.append(e.obj)
        if isinstance(e, ev.Damage):
            dealt.append(e)
        else:
            collect(state, e, departed, batch)
        follow.extend(more)
    if dealt:
        collect_damage(state, dealt, batch)
    if final:
        # one guard for the keywords whose rules look at the game after every batch (each look guards itself too)
        looks = game_has_any_keyword(state, _AFTER_BATCH)
        if looks:
            follow.extend(due(state))   # CR 702.145c-g: at once, not a state-based action
        if state.monarch is not None:
            follow.extend(monarch_due(state))   # CR 725.4: the monarch left the game
        if looks:
            follow.extend(ascend_due(state))    # CR 702.131b: at once
            follow.extend(soulbond_due(state))  # CR 702.95e: unpairing
    return combine_lifelink(follow)


#: The keywords whose rules look at the game after every batch of events: daybound and nightbound (CR 702.145c-g),
#: ascend (702.131b), soulbond (702.95e: only a soulbond ability pairs).  Without a card of the game that can give one
#: (rules/game_keywords.py, which never answers "no" for a game where one can), none of those looks finds anything.
_AFTER_BATCH = BOUND | {ASCEND, SOULBOND}


def combine_lifelink(follow: list[ev.Event]) -> list[ev.Event]:
    """CR 700.1 / 702.15b / 702.15e: damage one lifelink source deals at once (to a blocker and, with
    trample, to a player) is one life-gain event; several sources cause separate ones."""
    out: list[ev.Event] = []
    gained: dict[tuple[int, int | None], int] = {}     # (player, source) -> index in out
    for e in follow:
        if isinstance(e, ev.LifeGain) and "702.15b" in e.rules and e.source is not None:
            key = (e.player, e.source)
            if key in gained:
                i = gained[key]
                before = out[i]
                assert isinstance(before, ev.LifeGain)
                out[i] = before.but(amount=before.amount + e.amount)
                continue
            gained[key] = len(out)
        out.append(e)
    return out


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
