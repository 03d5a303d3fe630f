"""``manastack judge FILE...``: run scenario files and report (../shared/scenario-format.md, "Output").

``run_scenario`` is the pure part: one loaded scenario in, a :class:`Result` out (it
never raises for a scenario's mistakes or the engine's).  ``run_judge`` loads the
files, prints ``PASS name`` / ``FAIL name`` with the details of each failure (and
with ``explain`` the game log), and returns the exit status: 0 only if every
scenario passed.  A malformed file is a failure reported with its file, line and
what is wrong.
"""

from __future__ import annotations

import signal
import sys
import threading
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, TextIO

from rich.console import Console
from rich.text import Text

from manastack.explain import NameBook, layer_lines, render_log
from manastack.game import Game
from manastack.judge.expect import check
from manastack.judge.scenario import Scenario, ScenarioError, load_file
from manastack.judge.script import ScriptFailure, run_script, where_raised
from manastack.judge.setup import build_game


@dataclass
class Result:
    """The outcome of one scenario (or of a file that could not be loaded)."""

    name: str
    file: str
    passed: bool
    failures: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    where: str = ""


def _internal(where: str, e: BaseException) -> str:
    at = where_raised(e)
    return f"{where}: internal error: {type(e).__name__}: {e}{at}"


#: Seconds a scenario may take before the judge gives up on it (an endless loop in the engine).
TIME_LIMIT = 10.0


class EngineTimeout(Exception):
    """The scenario ran past its time limit (raised inside whatever code was running)."""


@contextmanager
def time_limit(seconds: float | None) -> Iterator[None]:
    """Raise :class:`EngineTimeout` in the running code after ``seconds`` (main thread, Unix only)."""
    usable = seconds and hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if not usable:
        yield
        return

    def on_alarm(signum: int, frame: Any) -> None:
        while frame is not None and frame.f_code.co_filename.startswith("<"):
            frame = frame.f_back   # generated code (a dataclass __init__): show who called it
        where = f" in {Path(frame.f_code.co_filename).name}:{frame.f_lineno} ({frame.f_code.co_name})" \
            if frame is not None else ""
        raise EngineTimeout(f"no answer after {seconds:g} s: an endless loop{where}?")

    old = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, float(seconds or 0))
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def run_scenario(sc: Scenario, time_limit_s: float | None = TIME_LIMIT) -> Result:
    """Build the start position, run the script, check the expectations (never raises)."""
    book = NameBook()
    game: Game | None = None
    failures: list[str] = []
    log: list[str] = []
    try:
        with time_limit(time_limit_s):
            game = build_game(sc)
            book.note(game.state)
            run_script(game, sc.script, observer=lambda g: book.note(g.state))
            log = render_log(game.state, book) + layer_lines(game.state)
            failures = check(game, sc.expect, "\n".join(log))
    except ScenarioError as e:
        failures = [str(e)]
    except ScriptFailure as e:
        failures = [str(e)]
    except Exception as e:  # an engine or judge bug: a failure, never a crash
        failures = [_internal(sc.where, e)]
    if game is not None and not log:
        try:
            log = render_log(game.state, book)
        except Exception as e:  # pragma: no cover - defensive
            log = [_internal(sc.where, e)]
    return Result(sc.name, sc.file, not failures, failures, log, sc.where)


def load_results(path: str) -> tuple[list[Scenario], Result | None]:
    """The scenarios of one file, or a failed :class:`Result` saying why the file can't be read."""
    try:
        return load_file(path), None
    except ScenarioError as e:
        return [], Result(path, path, False, [str(e)], [], e.where)
    except Exception as e:  # defensive: a malformed file is never a crash
        return [], Result(path, path, False, [_internal(path, e)], [], path)


def expand(files: list[str]) -> list[str]:
    """Files as given; a directory stands for the ``*.yaml`` / ``*.yml`` files under it."""
    out: list[str] = []
    for f in files:
        p = Path(f)
        if p.is_dir():
            out.extend(str(x) for x in sorted(p.rglob("*.y*ml")) if x.suffix in (".yaml", ".yml"))
        else:
            out.append(f)
    return out


class _Printer:
    def __init__(self, stream: TextIO):
        self.stream = stream
        self.console = None
        if stream.isatty():
            self.console = Console(file=stream, highlight=False, soft_wrap=True)

    def line(self, text: str, style: str = "") -> None:
        if self.console is not None and style:
            self.console.print(Text(text, style=style))
        elif self.console is not None:
            self.console.print(Text(text))
        else:
            print(text, file=self.stream)

    def result(self, r: Result, explain: bool) -> None:
        if r.passed:
            self.line(f"PASS {r.name}", "bold green")
        else:
            self.line(f"FAIL {r.name}", "bold red")
            for f in r.failures:
                self.line(f"    {f}", "red")
        if explain and r.log:
            for entry in r.log:
                self.line(f"    {entry}", "bold" if entry.startswith("==") else "")


def run_judge(files: list[str], explain: bool = False, stream: TextIO | None = None) -> int:
    """Run every scenario of ``files``; print the report; 0 only if every scenario passed."""
    out = _Printer(stream if stream is not None else sys.stdout)
    passed = failed = 0
    for path in expand(files):
        scenarios, bad = load_results(path)
        if bad is not None:
            out.result(bad, explain)
            failed += 1
            continue
        for sc in scenarios:
            r = run_scenario(sc)
            out.result(r, explain)
            if r.passed:
                passed += 1
            else:
                failed += 1
    if passed + failed == 0:
        out.line("FAIL no scenario files given", "bold red")
        return 1
    out.line(f"{passed} passed, {failed} failed", "bold green" if not failed else "bold red")
    return 0 if failed == 0 else 1


__all__ = ["EngineTimeout", "Result", "TIME_LIMIT", "expand", "load_results", "run_judge", "run_scenario", "time_limit"]
