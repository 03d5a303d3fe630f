"""Carrying out a scenario's script lines (../shared/scenario-format.md, "Script").

Every line goes through the public API: actions are read with
``notation.parse_action`` and carried out with ``Game.apply``; ``pass``, ``resolve``,
``resolve all`` and ``goto`` pass priority one ``Pass`` at a time.  A line that can't
be carried out raises :class:`ScriptFailure` saying why, with the pending decision
and its options.
"""

from __future__ import annotations

import difflib
import traceback
from pathlib import Path
from typing import Callable

from manastack.actions import Action, Concede, Pass
from manastack.core.types import STEP_INDEX, Step
from manastack.decisions import Decision
from manastack.game import Game, IllegalAction
from manastack.judge.scenario import ScriptLine
from manastack.notation import NotationError, legal_texts, names_not_found, parse_action
from manastack.rules.naming import obj_name, ref_label

#: How many passes a ``resolve``, ``resolve all`` or ``goto`` may take before giving up.
PASS_LIMIT = 2000

Observer = Callable[[Game], None]

#: The verbs of the action notation (an ``illegal`` line must still be a readable action).
ACTION_VERBS = ("pass", "play", "cast", "activate", "special", "attack", "block", "assign", "choose", "concede")


class ScriptFailure(Exception):
    """A script line that could not be carried out."""

    def __init__(self, line: ScriptLine | None, message: str):
        self.line = line
        self.message = message
        prefix = f"{line.where}: {line.text!r}: " if line is not None else ""
        super().__init__(prefix + message)


# --- describing the pending decision ---------------------------------------------------------

def _step_words(step: Step | str) -> str:
    return (step.value if isinstance(step, Step) else step).replace("_", " ")


def _short(items: list[str], limit: int = 12) -> str:
    if len(items) <= limit:
        return "; ".join(items)
    return "; ".join(items[:limit]) + f"; ... ({len(items) - limit} more)"


def describe_decision(game: Game) -> str:
    """The pending decision in words: whose, what, the rule, and its options."""
    st = game.state
    if st.game_over:
        return "the game is over" + (f" ({st.players[st.winner].name} won)" if st.winner is not None else "")
    d = st.pending
    if d is None:
        return "nothing is pending"
    who = st.players[d.player].name
    head = f"{who}: {d.prompt} (rule {d.rule}; turn {st.turn}, {_step_words(st.step)})"
    return f"{head}; {options_text(game, d)}"


def options_text(game: Game, d: Decision) -> str:
    st = game.state
    if d.kind == "priority":
        return "legal now: " + _short(legal_texts(game))
    if d.kind == "choose":
        labels = []
        for o in d.options:
            dup = sum(1 for x in d.options if x.label.lower() == o.label.lower()) > 1
            labels.append(o.key if dup and o.key else o.label)
        n = str(d.min) if d.min == d.max else f"{d.min} to {d.max}"
        return f"answer 'choose OPTION[, OPTION...]' ({n} of): {', '.join(labels) or 'no options'}"
    if d.kind == "attack":
        cands: dict[int, list[tuple[str, int]]] = d.data.get("candidates", {})
        why: dict[int, str] = d.data.get("why", {})
        can = ", ".join(f"{obj_name(st, a)} (-> {', '.join(ref_label(st, r) for r in rs)})" for a, rs in cands.items())
        text = f"answer 'attack A[, B...]' or 'attack none'; can attack: {can or 'nothing'}"
        if why:
            text += "; can't: " + "; ".join(why.values())
        return text
    if d.kind == "block":
        bc: dict[int, list[int]] = d.data.get("candidates", {})
        whyb: dict[int, str] = d.data.get("why", {})
        can = ", ".join(f"{obj_name(st, b)} (blocks {', '.join(obj_name(st, a) for a in atts)})"
                        for b, atts in bc.items())
        text = f"answer 'block ATTACKER with B[, C]' or 'block none'; can block: {can or 'nothing'}"
        if whyb:
            text += "; can't: " + "; ".join(whyb.values())
        return text
    if d.kind == "assign":
        recips = d.data.get("recipients", [])
        return (f"answer 'assign N to X[, M to Y]' dividing {d.data.get('amount')} damage among: "
                f"{', '.join(ref_label(st, r) for r in recips)}")
    return f"options: {_short([str(o) for o in d.options])}"


# --- running lines ---------------------------------------------------------------------------

class ScriptRunner:
    """Runs script lines on one game; ``observer`` sees the game before and after every action."""

    def __init__(self, game: Game, observer: Observer | None = None):
        self.game = game
        self.observer = observer
        self.names = [p.name for p in game.state.players]

    # -- plumbing --

    def _apply(self, action: Action) -> None:
        if self.observer is not None:
            self.observer(self.game)
        self.game.apply(action)
        if self.observer is not None:
            self.observer(self.game)

    def _player(self, name: str | None) -> int:
        assert name is not None
        return self.names.index(name)

    def _over(self) -> bool:
        return self.game.state.game_over

    def _need_priority(self, line: ScriptLine, what: str) -> Decision:
        st = self.game.state
        if st.game_over:
            raise ScriptFailure(line, f"can't {what}: {describe_decision(self.game)}")
        d = st.pending
        if d is None:
            raise ScriptFailure(line, f"can't {what}: nothing is pending")
        if d.kind != "priority":
            raise ScriptFailure(line, f"can't {what}: the game waits for a decision first — "
                                      f"{describe_decision(self.game)}")
        return d

    def _pass(self, line: ScriptLine) -> None:
        try:
            self._apply(Pass())
        except IllegalAction as e:
            raise ScriptFailure(line, f"passing priority was refused: {e}") from None

    # -- lines --

    def run(self, lines: list[ScriptLine]) -> None:
        for line in lines:
            try:
                self.run_line(line)
            except ScriptFailure:
                raise
            except Exception as e:  # an engine bug surfaced by this line: a failure, not a crash
                raise ScriptFailure(line, f"engine error: {type(e).__name__}: {e}{where_raised(e)}") from e

    def run_line(self, line: ScriptLine) -> None:
        kind = line.kind
        if kind == "pass":
            self._need_priority(line, "pass")
            self._pass(line)
        elif kind == "resolve":
            self._resolve(line, everything=False)
        elif kind == "resolve_all":
            self._resolve(line, everything=True)
        elif kind == "goto":
            self._goto(line)
        elif kind == "action":
            self._action(line)
        elif kind == "illegal":
            self._illegal(line)
        else:  # pragma: no cover - the loader makes only these kinds
            raise ScriptFailure(line, f"unknown kind of script line {kind!r}")

    def _action(self, line: ScriptLine) -> None:
        game = self.game
        st = game.state
        p = self._player(line.player)
        pname = self.names[p]
        text = line.action
        if text.strip().lower() == "concede":
            try:
                self._apply(Concede(p))
            except IllegalAction as e:
                raise ScriptFailure(line, str(e)) from None
            return
        if st.game_over:
            raise ScriptFailure(line, f"{pname} can't act: {describe_decision(game)}")
        d = st.pending
        if d is None:
            raise ScriptFailure(line, "nothing is pending")
        if d.player != p:
            holder = self.names[d.player]
            if d.kind == "priority":
                raise ScriptFailure(line, f"{holder} holds priority, not {pname} (a player acts only with "
                                          f"priority, 117.1; write 'pass' to pass priority on)")
            raise ScriptFailure(line, f"the game waits for {holder}'s decision, not {pname}'s: "
                                      f"{describe_decision(game)}")
        try:
            action = parse_action(game, text, p)
        except NotationError as e:
            raise ScriptFailure(line, f"{e}; the decision: {describe_decision(game)}") from None
        try:
            self._apply(action)
        except IllegalAction as e:
            raise ScriptFailure(line, f"illegal: {e}; the decision: {describe_decision(game)}") from None

    def _illegal(self, line: ScriptLine) -> None:
        """``PLAYER: illegal ACTION``: the action must be refused; the game stays as it was."""
        p = self._player(line.player)
        text = line.action
        if text.strip().lower() == "concede":
            raise ScriptFailure(line, "conceding is always legal (104.3a)")
        twin = self.game.clone()
        st = twin.state
        self._names_exist(line, twin)
        d = st.pending
        if st.game_over or d is None or d.player != p:
            return  # PLAYER can't act at all now
        try:
            action = parse_action(twin, text, p)
        except NotationError:
            return  # it names what exists, and it can't be done: illegal, as the line says
        try:
            twin.apply(action)
        except IllegalAction:
            return
        raise ScriptFailure(line, f"{self.names[p]}: {text} was carried out, but the scenario says it is illegal")

    def _names_exist(self, line: ScriptLine, game: Game) -> None:
        """An ``illegal`` line's action must be readable and name only what exists where it looks, so
        that a misspelt name can't make it pass (format, "Script")."""
        try:
            missing = names_not_found(game, line.action)
        except NotationError as e:
            raise ScriptFailure(line, f"the action itself can't be read: {e} "
                                      f"(actions begin with {', '.join(ACTION_VERBS)})") from None
        if missing:
            known = sorted({obj_name(game.state, o) for o in game.state.objects} | set(self.names))
            hints = "".join(_close(m, known) for m in missing)
            raise ScriptFailure(line, f"{', '.join(repr(m) for m in missing)}: no such card or player where "
                                      f"this action looks{hints}; an 'illegal' line must name what exists, so "
                                      f"that a misspelling can't make it pass")

    def _resolve(self, line: ScriptLine, everything: bool) -> None:
        st = self.game.state
        self._need_priority(line, "resolve all" if everything else "resolve")
        if not st.stack:
            if everything:
                return
            raise ScriptFailure(line, "nothing to resolve: the stack is empty")
        top = st.stack[-1]
        for _ in range(PASS_LIMIT):
            if self._over():
                return
            if everything and not st.stack:
                return
            if not everything and top not in st.stack:
                return
            d = st.pending
            if d is None or d.kind != "priority":
                return  # a decision during resolution: the next line answers it
            self._pass(line)
        raise ScriptFailure(line, f"the stack did not resolve after {PASS_LIMIT} passes")

    def _goto(self, line: ScriptLine) -> None:
        st = self.game.state
        assert line.goto_step is not None
        step = line.goto_step
        self._need_priority(line, line.text)
        si = STEP_INDEX[step]
        here = (st.turn, STEP_INDEX[st.step])
        if line.goto_turn is None:
            turn = st.turn if si > here[1] else st.turn + 1
        else:
            turn = line.goto_turn
            if (turn, si) < here:
                raise ScriptFailure(line, f"turn {turn}, {_step_words(step)} is already past "
                                          f"(now: turn {st.turn}, {_step_words(st.step)})")
            if (turn, si) == here:
                return
        target = (turn, si)
        for _ in range(PASS_LIMIT):
            if self._over():
                return
            pos = (st.turn, STEP_INDEX[st.step])
            if pos == target:
                return
            if pos > target:
                if step in (Step.UNTAP, Step.CLEANUP):
                    return  # no player gets priority in these steps (502.4, 514.3): we stop just after
                raise ScriptFailure(line, f"turn {turn}'s {_step_words(step)} step never came: "
                                          f"{_skipped_why(step)}; now: turn {st.turn}, {_step_words(st.step)}")
            d = st.pending
            if d is None or d.kind != "priority":
                return  # stops early at any other decision; the next line answers it
            self._pass(line)
        raise ScriptFailure(line, f"did not reach turn {turn}, {_step_words(step)} after {PASS_LIMIT} passes")

    # -- the end --

    def unanswered(self) -> str | None:
        """A message if the game waits for a decision other than priority (the script left it unanswered)."""
        st = self.game.state
        if st.game_over or st.pending is None or st.pending.kind == "priority":
            return None
        return f"the script ends with a decision unanswered: {describe_decision(self.game)}"


def where_raised(e: BaseException) -> str:
    """`` (at file.py:LINE in function)`` of the code that raised ``e`` (not a signal handler)."""
    tb = [f for f in traceback.extract_tb(e.__traceback__) if f.name != "on_alarm" and not f.filename.startswith("<")]
    if not tb:
        return ""
    return f" (at {Path(tb[-1].filename).name}:{tb[-1].lineno} in {tb[-1].name})"


def _close(word: str, known: list[str]) -> str:
    near = difflib.get_close_matches(word, known, n=1, cutoff=0.6)
    return f" (did you mean {near[0]!r}?)" if near else ""


def _skipped_why(step: Step) -> str:
    if step in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE):
        return "no creature attacked, so it was skipped (508.8)"
    if step == Step.FIRST_STRIKE_DAMAGE:
        return "no attacking or blocking creature had first strike or double strike, so it was skipped (510.4)"
    return "it was skipped"


def run_script(game: Game, lines: list[ScriptLine], observer: Observer | None = None) -> None:
    """Run ``lines``; raises :class:`ScriptFailure` at the first that can't be carried out or if the
    script ends with a decision unanswered."""
    runner = ScriptRunner(game, observer)
    runner.run(lines)
    msg = runner.unanswered()
    if msg is not None:
        raise ScriptFailure(None, msg)


__all__ = ["ScriptFailure", "ScriptRunner", "describe_decision", "options_text", "run_script"]
