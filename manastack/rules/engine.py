"""The engine loop: run frames until a decision is needed (see docs/architecture.md).

The state's ``frames`` list is a stack of work in progress.  ``advance`` runs the top
frame's handler until the game waits for a decision; with no frame left, the game
is at a priority point (CR 117.5).  Handlers follow one discipline, *ask before
act*: they call ``ask`` for every decision before they change anything, so that a
handler interrupted by a question can simply be run again once the answer is in
``frame.answers``.  This keeps every frame plain data: games clone and save at any
decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, TypeVar

from manastack.decisions import Decision
from manastack.state import Frame

if TYPE_CHECKING:
    from manastack.actions import Action
    from manastack.state import GameState


T = TypeVar("T")


class NeedDecision(Exception):
    """Raised by ``ask`` when a frame needs an answer it does not have yet."""

    def __init__(self, decision: Decision):
        super().__init__(decision.prompt)
        self.decision = decision


class IllegalAction(ValueError):
    """An action or choice that is not legal now; the state is unchanged."""


class Asker:
    """Hands a frame's recorded answers back in order; raises :class:`NeedDecision` past them.

    A decision with exactly one legal answer is taken without asking (judge format:
    "Where only one option is legal, the engine takes it without asking").  The steps of a
    decision made step by step are read and composed by ``Decision.take``.
    """

    __slots__ = ("frame", "i")

    def __init__(self, frame: Frame):
        self.frame = frame
        self.i = 0

    def __call__(self, decision: Decision, auto: bool = True) -> "Action":
        # A whole answer, or the steps of a decision made step by step (manastack.decisions).
        whole, self.i, pending = decision.take(self.frame.answers, self.i, auto)
        if whole is None:
            raise NeedDecision(pending)
        return whole

    def chance(self, draw: Callable[[], T]) -> T:
        """A chance node: the recorded outcome if the frame has one at this point, else ``draw()``, recorded
        as the frame's next answer (so a handler run again, or a game loaded from a save, sees the same)."""
        answers = self.frame.answers
        if self.i < len(answers):
            got: T = answers[self.i]
            self.i += 1
            return got
        outcome = draw()
        answers.append(outcome)
        self.i += 1
        return outcome


Handler = Callable[["GameState", Frame, Asker], None]
HANDLERS: dict[str, Handler] = {}


def handler(kind: str) -> Callable[[Handler], Handler]:
    def deco(fn: Handler) -> Handler:
        HANDLERS[kind] = fn
        return fn

    return deco


def push(state: "GameState", kind: str, **data: Any) -> Frame:
    f = Frame(kind, data)
    state.frames.append(f)
    return f


def pop(state: "GameState", frame: Frame) -> None:
    """Remove ``frame`` (it need not be on top: a handler may have pushed follow-ups)."""
    for i in range(len(state.frames) - 1, -1, -1):
        if state.frames[i] is frame:
            del state.frames[i]
            return


Idle = Callable[["GameState"], None]
_idle: list[Idle] = []


def when_idle(fn: Idle) -> Idle:
    """Register what the engine does with no frame left: the priority point (CR 117.5, rules/priority.py).
    The engine loop sits below every rule, so the rule that owns that moment registers itself here."""
    _idle[:] = [fn]
    return fn


def advance(state: "GameState") -> None:
    """Run until the game waits for a decision or is over."""
    while state.pending is None:
        if state.game_over:
            return
        if not state.frames:
            _idle[0](state)
            continue
        frame = state.frames[-1]
        ask = Asker(frame)
        try:
            HANDLERS[frame.kind](state, frame, ask)
        except NeedDecision as nd:
            state.pending = nd.decision
            state.decisions += 1
            return
        # A handler that acted and stays on the stack starts its next round with no answers.
        if frame.answers and any(f is frame for f in state.frames):
            frame.answers = []
