"""The full-screen terminal player (Textual): a screen that stays put around the session's dialog.

Textual is the framework: it redraws regions in place (no scrolling away), sizes them to
the terminal from 80x24 up, and its pilot (``App.run_test``) drives the real program in
tests.  The regions:

* the header (top, always visible): the turn, whose turn, the step, the life totals and
  hand and library sizes of both players, the stack and the pending question;
* the board (``manastack.ui.board``, without its own header) and the log, side by side;
* the session's messages (the options of the decision, answers to commands, errors);
* the input line.

The session is :class:`manastack.ui.terminal.TerminalPlay`'s dialog: each line typed is
sent to it and the prompt it yields is shown.  Keys: F2 passes, F6 passes until the end
of the turn, F7 until your next turn, F8 until something happens; Ctrl-D and Ctrl-C ask
before conceding; after the game the final screen stays until a key is pressed.
"""

from __future__ import annotations

from typing import Generator

from rich.console import Group as RichGroup
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widgets import Input, RichLog, Static
from textual import events

from manastack.ui.board import battlefield_table, combat_table, hand_table, header_text, player_line
from manastack.ui.terminal import HUMAN, TerminalPlay
from manastack.view.player import PlayerView, view

#: Log lines kept in the log region.
LOG_LINES = 200


def header(v: PlayerView, question: str) -> Text:
    """The lines that must stay visible: turn and step, each player's totals, the stack, the question."""
    t = header_text(v)
    for p in v.players:
        t.append("\n")
        t.append(f"{p.name:<4}", style="bold green" if p.index == v.viewer else "bold red")
        t.append(f" life {p.life}", style="bold")
        if p.poison:
            t.append(f" poison {p.poison}", style="magenta")
        t.append(f" · hand {p.hand_size} · library {p.library_size} · graveyard {len(p.graveyard)}")
    t.append("\nstack: ", style="dim")
    t.append(" ← ".join(f"{s.label} ({v.players[s.controller].name})" for s in v.stack) or "empty")
    t.append("\n? ", style="bold cyan")
    t.append(question or "…", style="bold")
    return t


def board(v: PlayerView) -> RichGroup:
    """The battlefield of each player (opponents first), the combat, the viewer's hand."""
    parts: list[object] = []
    for index in [i for i in range(len(v.players)) if i != v.viewer] + [v.viewer]:
        parts.append(player_line(v, index))
        bf = battlefield_table(v, index)
        parts.append(bf if bf is not None else Text("  (no permanents)", style="dim"))
    combat = combat_table(v)
    if combat is not None:
        parts.append(combat)
    parts.append(hand_table(v))
    return RichGroup(*parts)  # type: ignore[arg-type]


class PlayScreen(App[int]):
    """``manastack play`` in full screen: drives ``session.dialog()`` from the input line."""

    CSS = """
    #header { dock: top; height: auto; background: $boost; padding: 0 1; }
    #middle { height: 1fr; }
    #board { width: 2fr; overflow-y: auto; }
    #log { width: 1fr; min-width: 24; border-left: solid $primary; }
    #messages { height: 7; border-top: solid $primary; }
    #input { dock: bottom; height: 1; border: none; padding: 0 1; }
    """
    BINDINGS = [
        Binding("ctrl+c", "send_none", "concede?", priority=True),
        Binding("ctrl+d", "send_none", "concede?", priority=True),
        Binding("f2", "send('p')", "pass"),
        Binding("f6", "send('pass turn')", "pass turn"),
        Binding("f7", "send('pass until my turn')", "until my turn"),
        Binding("f8", "send('pass until something happens')", "until something happens"),
    ]

    def __init__(self, session: TerminalPlay):
        super().__init__()
        self.session = session
        self.prompt = ""
        self.status = 0
        self.finished = False
        self.inputs = 0                    # lines sent to the session (typed or by a key)
        self.dialog: Generator[str, str | None, int] = session.dialog()
        self._log_seen = 0
        self.header_text = Text()          # what the header shows now

    def compose(self) -> ComposeResult:
        yield Static(id="header")
        with Horizontal(id="middle"):
            yield Static(id="board")
            yield RichLog(id="log", wrap=True, max_lines=LOG_LINES)
        yield RichLog(id="messages", wrap=True, max_lines=500)
        yield Input(id="input")

    def on_mount(self) -> None:
        messages = self.query_one("#messages", RichLog)
        self.session.out = messages.write
        self._step(lambda: next(self.dialog))
        self.query_one("#input", Input).focus()

    # --- driving the dialog ------------------------------------------------------------

    def _step(self, go: "object") -> None:
        try:
            self.prompt = go()  # type: ignore[operator]
        except StopIteration as stop:
            self.status = int(stop.value)
            self.finished = True
            self.prompt = "the game is over: press any key to leave"
            self.query_one("#input", Input).disabled = True   # every key now reaches the screen
        self.refresh_regions()

    def send(self, line: str | None) -> None:
        """Send a line (None: end of input) to the session, as typing it and Enter would."""
        if self.finished:
            self.exit(self.status)
            return
        self.inputs += 1
        self._step(lambda: self.dialog.send(line))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.input.value = ""
        self.send(event.value)

    def action_send(self, line: str) -> None:
        self.send(line)

    def action_send_none(self) -> None:
        self.send(None)

    def on_key(self, event: events.Key) -> None:
        if self.finished:
            event.stop()
            self.exit(self.status)

    # --- drawing -----------------------------------------------------------------------

    def refresh_regions(self) -> None:
        v = view(self.session.game, HUMAN)
        d = self.session.game.pending
        if self.finished:
            question = f"{self.session.question} — press any key to leave"
        elif self.prompt.startswith("Concede"):
            question = self.prompt
        elif d is not None and d.player == HUMAN and d.kind != "priority":
            question = f"{d.prompt} ({d.rule})"
        else:
            question = self.session.question
        self.header_text = header(v, question)
        self.query_one("#header", Static).update(self.header_text)
        self.query_one("#board", Static).update(board(v))
        log = self.query_one("#log", RichLog)
        lines = self.session.log.lines
        for line in lines[self._log_seen:]:
            log.write(Text(line, style="dim" if line.startswith("──") else ""))
        self._log_seen = len(lines)
        entry = self.query_one("#input", Input)
        entry.placeholder = self.prompt


def run_full_screen(session: TerminalPlay) -> int:
    """Run ``session`` in the full screen; its exit status (1 if the screen closed before the game ended)."""
    status = PlayScreen(session).run()
    return 1 if status is None else status


__all__ = ["PlayScreen", "board", "header", "run_full_screen"]
