"""CR 731, 702.145: day and night, daybound and nightbound.

The game starts with neither designation (731.1, ``GameState.day_night`` is ""); once it is day or night it keeps
one of them.  It becomes day as soon as a player controls a daybound permanent while it is neither (702.145d), or
night when a player controls a nightbound one and no daybound permanent is on the battlefield (702.145g); the
untap step's second part checks the previous turn (731.2, 502.2).  A daybound permanent that is front face up at
night, or a nightbound one that is back face up by day, is transformed at once (702.145c, f): not a state-based
action, so ``due`` is asked after every batch of performed events (``pipeline.perform_all``).  Daybound's third
ability, "if it is night, it enters transformed", is an entering effect of the 616.1d category; "can't transform
except due to its daybound (nightbound) ability" is read by the ``Transform`` event's performing
(``may_transform``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.vocabulary import keyword
from manastack.rules.characteristics import board_keywords, chars
from manastack.rules.copies import is_double_faced
from manastack.rules.entering import Entering, as_entering, entering_card
from manastack.rules.game_keywords import game_has_any_keyword

if TYPE_CHECKING:
    from manastack.rules.engine import Asker
    from manastack.state import GameState

keyword("daybound", "702.145b", "if it is night, this permanent enters transformed; as it becomes night, if it is "
        "front face up, transform it; it can't transform except due to its daybound ability; while it is neither "
        "day nor night, it becomes day (702.145d)")
keyword("nightbound", "702.145e", "as it becomes day, if this permanent is back face up, transform it; it can't "
        "transform except due to its nightbound ability; while it is neither day nor night and no permanent has "
        "daybound, it becomes night (702.145g)")

DAY, NIGHT = "day", "night"
BOUND = frozenset({"daybound", "nightbound"})


def _bound(state: "GameState") -> tuple[list[int], list[int]]:
    """The permanents with daybound and those with nightbound (board-cached)."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    got = cache.get("daynight")
    if got is None:
        day: list[int] = []
        night: list[int] = []
        present = board_keywords(state)
        for o in state.permanents() if "daybound" in present or "nightbound" in present else ():
            keywords = chars(state, o).keywords
            if "daybound" in keywords:
                day.append(o)
            if "nightbound" in keywords:
                night.append(o)
        got = cache["daynight"] = (day, night)
    return got


def due(state: "GameState") -> list[ev.Event]:
    """CR 702.145c-g: what daybound and nightbound make happen at once: it becomes day (702.145d) or night
    (702.145g) while it is neither; a daybound permanent front face up at night and a nightbound one back face up
    by day are transformed (702.145c, f)."""
    if not game_has_any_keyword(state, BOUND):
        return []   # no card of the game can give either (rules/game_keywords.py)
    day, night = _bound(state)
    if not day and not night:
        return []
    if state.day_night == "":
        if day:
            return [ev.DayNight(DAY, rules=("702.145d", "731.1"))]
        return [ev.DayNight(NIGHT, rules=("702.145g", "731.1"))]
    out: list[ev.Event] = []
    for oid in day if state.day_night == NIGHT else night:
        o = state.objects[oid]
        if o.transformed == (state.day_night == DAY) and is_double_faced(state, o):
            out.append(ev.Transform(oid, rules=("702.145c",) if state.day_night == NIGHT else ("702.145f",)))
    return out


def may_transform(state: "GameState", e: ev.Transform) -> bool:
    """CR 702.145b, e: a permanent with daybound or nightbound can't transform except due to that ability (as
    702.145c and f say: front face up at night, back face up by day)."""
    keywords = chars(state, e.obj).keywords
    if "daybound" not in keywords and "nightbound" not in keywords:
        return True
    if "702.145c" in e.rules:           # still front face up at night (a transform proposed twice turns it once)
        return state.day_night == NIGHT and not state.objects[e.obj].transformed
    if "702.145f" in e.rules:
        return state.day_night == DAY and state.objects[e.obj].transformed
    return False


def untap_step_check(state: "GameState") -> list[ev.Event]:
    """CR 731.2, 502.2: the untap step's second part: by day, if the previous turn's active player cast no spell
    that turn, it becomes night (731.2a); at night, if they cast two or more, it becomes day (731.2b); neither day
    nor night, nothing happens (731.2c)."""
    if state.day_night == "" or state.turn <= 1:
        return []
    previous = _previous_active(state)
    cast = sum(1 for turn, _, e in state.events
               if turn == state.turn - 1 and isinstance(e, ev.SpellCast) and e.player == previous)
    if state.day_night == DAY and cast == 0:
        return [ev.DayNight(NIGHT, rules=("731.2a", "502.2"))]
    if state.day_night == NIGHT and cast >= 2:
        return [ev.DayNight(DAY, rules=("731.2b", "502.2"))]
    return []


def _previous_active(state: "GameState") -> int:
    """The previous turn's active player: as its steps began, else the player before the active one."""
    for turn, _, e in reversed(state.events):
        if turn < state.turn - 1:
            break
        if turn == state.turn - 1 and isinstance(e, ev.StepBegins):
            return e.active
    return (state.active - 1) % len(state.players)


def becomes(state: "GameState", e: ev.DayNight) -> None:
    """CR 731.1: the game gains the designation (losing the other, 731.1a)."""
    state.day_night = e.to
    state.touch()


def _night(state: "GameState", e: Entering) -> bool:
    """CR 702.145b: "if it is night and this permanent is represented by a double-faced card"; a card already
    entering back face up has no other face to enter with."""
    card = entering_card(state, e)
    return state.day_night == NIGHT and not e.transformed and card is not None and card.back is not None \
        and isinstance(e, ev.ZoneMove)


@as_entering("daybound", "702.145b", category="face_up", only_if=_night)
def _enters_transformed(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker",
                        spent: dict[int, int]) -> list[ev.Event]:
    """CR 702.145b, 616.1d: if it is night, it enters transformed (back face up)."""
    rules = e.rules if "702.145b" in e.rules else (*e.rules, "702.145b")
    return [e.but(transformed=True, rules=rules)]

