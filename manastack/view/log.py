"""The log: the recorded events (``GameState.events``) as lines of text for a viewer.

The explained log (viewer None, the judge's ``--explain``) has a heading per turn and
step and the rule numbers before each line::

    == turn 3 (alice), precombat main ==
      601.2i: alice casts Lightning Bolt targeting bob
      120.1, 608.2c: Lightning Bolt deals 3 damage to bob

A player's log (the terminal's) has a heading per turn and speaks to the player::

    ── turn 3: your turn ──
    You cast Lightning Bolt targeting bob

In both, a run of lines that say the same thing becomes one line with a count
(:func:`collapse`).  The sentences are :mod:`manastack.view.phrases`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from manastack import events as ev
from manastack.view.names import NameBook, Namer
from manastack.view.phrases import Phrase, phrase, phrase_in

if TYPE_CHECKING:
    from manastack.state import GameState

Recorded = tuple[int, str, ev.Event]     # (turn, step, event), as in GameState.events


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a log: ``text`` as shown, ``key`` what it says without ids (repeats compare keys)."""

    text: str
    key: str
    heading: bool = False
    once: bool = False     # repeats in a row are written once, without a count


def collapse(lines: Sequence[Line]) -> list[str]:
    """Runs of lines saying the same thing become one: ``Forest becomes tapped (to pay a cost) (x5)``.

    Lines that differ only by the ids of same-named objects say the same thing (five
    different Forests became tapped), and the run is written with names only.
    Headings never repeat; a ``once`` line is written once, without a count.
    """
    out: list[str] = []
    i = 0
    while i < len(lines):
        first = lines[i]
        j = i + 1
        if not first.heading:
            while j < len(lines) and not lines[j].heading and lines[j].key == first.key:
                j += 1
        run = lines[i:j]
        text = first.text if all(line.text == first.text for line in run) else first.key
        out.append(text if len(run) == 1 or first.once else f"{text} (x{len(run)})")
        i = j
    return out


def heading(state: "GameState", turn: int, step: str, active: int | None, viewer: int | None) -> str:
    """``== turn 3 (alice), precombat main ==`` (explained log) or ``── turn 3: your turn ──`` (a player's)."""
    players = state.players
    name = players[active].name if active is not None and 0 <= active < len(players) else None
    if viewer is None:
        if turn == 0:
            return f"== before the game, {step.replace('_', ' ')} =="
        return f"== turn {turn}{f' ({name})' if name else ''}, {step.replace('_', ' ')} =="
    whose = "your" if active == viewer else f"{name or '?'}'s"
    return f"── turn {turn}: {whose} turn ──"


class LogWriter:
    """Turns recorded events into log lines for ``viewer``, batch after batch (it remembers the last heading).

    ``steps``: show the steps where nothing but their beginning happened, with their
    ``StepBegins`` events (explained log only; a player's log never has them).
    """

    def __init__(self, viewer: int | None = None, *, steps: bool = False, indent: str | None = None):
        self.viewer = viewer
        self.steps = steps
        self.indent = indent if indent is not None else ("  " if viewer is None else "")
        self.actives: dict[int, int] = {}
        self._group: tuple[int, str] | None = None

    def lines(self, state: "GameState", events: Sequence[Recorded], book: NameBook | None = None) -> list[str]:
        """The lines of ``events`` (collapsed), naming objects as ``state`` and ``book`` know them."""
        if book is not None:
            self.actives.update(book.actives)
        self.actives.setdefault(state.turn, state.active)
        for turn, _, e in events:
            if isinstance(e, ev.StepBegins):
                self.actives[turn] = e.active
        n = Namer(state, self.viewer, book)
        out: list[Line] = []
        for turn, step, e in events:
            if isinstance(e, ev.StepBegins) and not self.steps:
                continue
            p = _described(n, e)
            if p is None:
                continue
            group = (turn, step) if self.viewer is None else (turn, "")
            if group != self._group and (self.viewer is None or turn > 0):
                text = heading(state, turn, step, self.actives.get(turn), self.viewer)
                out.append(Line(text, text, heading=True))
            self._group = group
            out.append(self._line(p))
        return collapse(out)

    def _line(self, p: Phrase) -> Line:
        if self.viewer is None:
            return Line(self.indent + p.line(), self.indent + p.line(tags=False), once=p.once)
        return Line(self.indent + p.text, self.indent + p.plain, once=p.once)


def _described(n: Namer, e: ev.Event) -> Phrase | None:
    """The phrase of ``e``; a phrase that fails says so instead of stopping the game or the judge."""
    try:
        return phrase_in(n, e)
    except (KeyError, IndexError, AttributeError, TypeError, ValueError) as exc:
        return Phrase((f"{e.kind} ({type(exc).__name__} while describing it)",), e.rules)


def log_lines(state: "GameState", viewer: int | None = None, book: NameBook | None = None, *,
              steps: bool = False, indent: str | None = None) -> list[str]:
    """The whole log of ``state.events`` for ``viewer`` (None: the explained log)."""
    return LogWriter(viewer, steps=steps, indent=indent).lines(state, state.events, book)


class EventLog:
    """A player's log written as the game goes: :meth:`remember` before each action, :meth:`collect` after.

    ``lines`` holds every line so far.  The book remembers departed objects, so a line
    can name what the engine has already forgotten.
    """

    def __init__(self, viewer: int | None = 0):
        self.viewer = viewer
        self.lines: list[str] = []
        self.pos = 0
        self.book = NameBook()
        self._writer = LogWriter(viewer)

    def remember(self, state: "GameState") -> None:
        self.book.note(state)

    def collect(self, state: "GameState") -> list[str]:
        """The lines of the events recorded since the last call (also appended to ``lines``)."""
        self.pos = min(self.pos, len(state.events))
        new = self._writer.lines(state, state.events[self.pos:], self.book)
        self.pos = len(state.events)
        self.lines.extend(new)
        self.remember(state)
        return new

    def text(self, state: "GameState", e: ev.Event) -> str | None:
        """One event's sentence for this viewer (None: not in this viewer's log)."""
        p = phrase(state, e, self.viewer, self.book)
        return p.text if p is not None else None


__all__ = ["EventLog", "Line", "LogWriter", "collapse", "heading", "log_lines"]
