"""The terminal player: a human plays one deck against an AI playing the other.

``run_play(deck_a, deck_b, seed, ai)`` is what ``manastack play`` runs.  The human is
player ``you`` (deck A), the AI is ``ai`` (deck B).  The session (:class:`TerminalPlay`)
is a dialog, :meth:`TerminalPlay.dialog`: a generator that yields the prompt of each
question and receives the line typed (``None`` for end of input, Ctrl-D or Ctrl-C,
which ask before conceding).  :meth:`TerminalPlay.run` drives it with ``input()`` (the
plain mode, for pipes and scripts); ``manastack.ui.screen`` drives it in a full-screen
Textual app.

* The AI answers its decisions; what it does reaches the human through their log (the
  phrase layer, ``manastack.view.phrases``), never as internal lines.
* The human is asked at priority only where their stops say (``manastack.view.stops``:
  main phases with something to cast, the opponent's spells when they can respond, the
  opponent's end step with an instant-speed play); ``pass turn``, ``pass until my
  turn``, ``pass until something happens`` and ``hold`` change that for a while.
* The options are grouped per card (``manastack.ui.asking``); a number or words that
  mean several forms (``cast shock``; a name two objects share) ask which.  Illegal
  input prints the reason and suggestions and asks again.

At the end of the game the winner and the reason are printed and 0 is returned.  A
deck that cannot be read gives a message with the file, the line and the closest card
names, and returns 2.
"""

from __future__ import annotations

import builtins
import difflib
import itertools
import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Generator, Sequence

from rich.columns import Columns
from rich.console import Console, RenderableType
from rich.text import Text

from manastack.bands import band_sets
from manastack.actions import Action, Assign, Attack, Block, Cast, Choose, Concede, Done, Pass, PlayLand
from manastack.agents import Agent, get_agent
from manastack.cards.db import CardDB, bundled_db
from manastack.core.mana import render_cost
from manastack.decisions import Decision
from manastack.decklist import Decklist, DecklistError, load_decklist, load_sample_deck, sample_decks
from manastack.game import Game, IllegalAction
from manastack.notation import NotationError, format_action, obj_text, parse_action, ref_text
from manastack.rules.characteristics import chars
from manastack.rules.naming import obj_name
from manastack.ui.asking import Group, group_forms, matching, players_named, suggest, why_not_castable
from manastack.ui.board import EventLog, keyword_text, render_board, step_name
from manastack.view.player import view
from manastack.view.stops import STEP_WORDS, Stops, Until

#: A dialog with the human: yields prompts, receives the lines typed (None: end of input, Ctrl-D, Ctrl-C).
Dialog = Generator[str, "str | None", bool]

HUMAN = 0
AI = 1
NAMES = ("you", "ai")

#: Attack, block and assign decisions with at most this many answers are listed in full.
LIST_LIMIT = 8
#: Recent log lines shown under the board.
RECENT_LINES = 12

HELP = """\
[bold]At a prompt[/bold]
  [cyan]NUMBER[/cyan]             pick that option (at a choice of several: [cyan]1 3[/cyan]); an option with several
                     ways (targets, modes) asks which
  [cyan]p[/cyan] or empty line    pass priority; at a declaration: no attackers / no blockers
  an action          in notation, e.g. [cyan]play Mountain[/cyan] · [cyan]cast Lightning Bolt targeting opponent[/cyan] ·
                     [cyan]cast Shock[/cyan] (asks for the target) · [cyan]attack Grizzly Bears, Serra Angel[/cyan] ·
                     [cyan]block Raging Goblin with Grizzly Bears[/cyan] · [cyan]assign 2 to Grizzly Bears, 1 to ai[/cyan];
                     [cyan]opponent[/cyan] and [cyan]me[/cyan] name the players; where two objects share a name, their
                     ids tell them apart ([cyan]Grizzly Bears#12[/cyan]) and a name alone asks which
[bold]Passing[/bold] (you are asked only at your stops: see [cyan]stops[/cyan])
  [cyan]pass turn[/cyan], [cyan]pt[/cyan]      pass until the end of this turn (F6)
  [cyan]pass until my turn[/cyan], [cyan]pm[/cyan]   pass until your next turn (F7)
  [cyan]pass until something happens[/cyan], [cyan]ps[/cyan]   pass until the opponent casts or activates something (F8)
  [cyan]hold[/cyan]               be asked once more with your next spell on the stack (hold priority)
  [cyan]stops[/cyan]              show your stops; [cyan]stop STEP[/cyan] / [cyan]stop opponent STEP[/cyan] turns a stop on or off
                     (steps: upkeep draw main1 combat attackers blockers damage end-combat main2 end)
  [cyan]auto[/cyan]               be asked at every priority, or at your stops again
[bold]Commands[/bold]
  [cyan]board[/cyan]              draw the board again
  [cyan]options[/cyan]            list the options again
  [cyan]log[/cyan] [N]            the last N events (default 30)
  [cyan]card[/cyan] NAME          a card's rules text (part of a name is enough)
  [cyan]mana[/cyan]               show or hide mana abilities among the options
  [cyan]quit[/cyan], [cyan]concede[/cyan]     concede the game (asks first; so do Ctrl-D and Ctrl-C)
  [cyan]help[/cyan]               this help"""

COMMANDS = ("board", "options", "log", "card", "mana", "auto", "stops", "stop", "hold", "pass turn",
            "pass until my turn", "pass until something happens", "quit", "concede", "help")
PASSES: dict[str, Until] = {
    "pass turn": Until.END_OF_TURN, "pt": Until.END_OF_TURN, "pass until end of turn": Until.END_OF_TURN,
    "pass until my turn": Until.MY_TURN, "pm": Until.MY_TURN, "pass until my next turn": Until.MY_TURN,
    "pass until something happens": Until.SOMETHING_HAPPENS, "ps": Until.SOMETHING_HAPPENS,
}


class DeckError(ValueError):
    """A deck that can't be found or read (the message says which and why)."""


class _InputError(ValueError):
    """Input that doesn't answer the decision (the message says why)."""


# --- decks ----------------------------------------------------------------------------

def load_deck(spec: str, db: CardDB) -> Decklist:
    """A deck file, or the name of a bundled sample deck."""
    path = Path(spec).expanduser()
    if path.is_file():
        try:
            return load_decklist(path, db)
        except DecklistError as e:
            raise DeckError(f"can't read the deck {spec}:\n{e}") from None
        except (OSError, UnicodeDecodeError) as e:
            raise DeckError(f"can't read the deck file {spec}: {e}") from None
    samples = sample_decks()
    stem = spec[: -len(".txt")] if spec.endswith(".txt") else spec
    if stem in samples:
        try:
            return load_sample_deck(stem, db)
        except DecklistError as e:
            raise DeckError(f"the sample deck {stem} can't be read:\n{e}") from None
    if path.is_dir():
        raise DeckError(f"{spec} is a directory, not a deck file")
    close = difflib.get_close_matches(stem, samples, n=3, cutoff=0.5)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise DeckError(f"no deck file {spec!r} and no sample deck of that name (sample decks: "
                    f"{', '.join(samples)}){hint}")


# --- what numbers mean at a decision --------------------------------------------------

@dataclass
class _Menu:
    """The numbered things shown for a decision and what a number typed there means.

    ``mode``: ``actions`` (a number picks ``actions[n-1]``), ``choose`` (numbers pick
    options), ``attackers`` (numbers pick attacking creatures), ``blockers`` (pairs
    like ``1a``: blocker 1 blocks attacker a), ``amounts`` (damage per recipient).
    """

    mode: str
    actions: list[Action] = field(default_factory=list)
    items: list[int] = field(default_factory=list)          # candidate creatures (attackers, blockers)
    letters: list[int] = field(default_factory=list)        # attackers, by letter, in block mode
    recipients: list[tuple[str, int]] = field(default_factory=list)
    hidden_mana: int = 0
    groups: list[Group] = field(default_factory=list)       # the actions grouped per card (priority)


def _few(d: Decision, limit: int) -> list[Action] | None:
    """Every legal answer if there are at most ``limit``, else None: whole declarations before a declaration
    is begun step by step, its legal next steps after."""
    answers = d.iter_declarations() if d.stepwise and not d.steps else d.iter_legal_actions()
    got = list(itertools.islice(answers, limit + 1))
    return got if len(got) <= limit else None


def _numbers(text: str) -> list[int] | None:
    """``"1 3"`` / ``"1, 3"`` -> [1, 3]; None if the text isn't only numbers."""
    toks = [t for t in re.split(r"[,\s]+", text.strip()) if t]
    if not toks or not all(t.isdigit() for t in toks):
        return None
    return [int(t) for t in toks]


def _humanize(message: str) -> str:
    """Engine messages name the human "you" as a third person; make them read right."""
    for a, b in (("you: no ", "you have no "), ("in the hand", "in your hand"),
                 ("in the battlefield or hand", "on your battlefield or in your hand"), ("you's ", "your ")):
        message = message.replace(a, b)
    return message


# --- the session ----------------------------------------------------------------------

class TerminalPlay:
    """One game in the terminal: the human is player 0, ``agent`` plays player 1.

    ``full_screen``: the board, the log and the header are drawn by the screen around the
    dialog (``manastack.ui.screen``), so the session doesn't print the board itself.
    """

    def __init__(self, game: Game, agent: Agent, console: Console, input_fn: Callable[[str], str],
                 ai_seed: int = 0, *, full_screen: bool = False):
        self.game = game
        self.agent = agent
        self.console = console
        self.input_fn = input_fn
        self.full_screen = full_screen
        self.out: Callable[[RenderableType | str], object] = console.print   # where say() writes
        self.log = EventLog(HUMAN)
        self.unseen: list[str] = []       # log lines the human hasn't been shown under a board yet
        self.show_mana = False
        self.stops = Stops()
        self.question = ""                # the pending question, in words (the screen's header shows it)
        self.fallback_rng = random.Random(ai_seed)
        self.log.remember(game.state)
        self.unseen.extend(self.log.collect(game.state))

    # --- the loop --------------------------------------------------------------------

    def run(self) -> int:
        """Drive the dialog with ``input_fn`` (the plain mode)."""
        dialog = self.dialog()
        try:
            prompt = next(dialog)
            while True:
                try:
                    line: str | None = self.input_fn(prompt)
                except (EOFError, KeyboardInterrupt):
                    line = None
                prompt = dialog.send(line)
        except StopIteration as stop:
            return int(stop.value)
        except KeyboardInterrupt:   # while the AI thinks: nothing can be asked any more
            self.say("\n[yellow]interrupted: you concede[/yellow]")
            self._concede()
            self._game_over()
            return 130

    def dialog(self) -> Generator[str, "str | None", int]:
        """The whole game as a dialog (see the module docstring); returns the exit status."""
        while not self.game.is_over:
            d = self.game.pending
            if d is None:   # not over, nothing pending: should not happen
                self.say("[red]the engine is waiting for nothing; stopping[/red]")
                return 1
            if d.player != HUMAN:
                self._ai_acts(d)
            elif not self.stops.asks(view(self.game, HUMAN)):
                self._apply(Pass())
            elif not (yield from self._human_acts(d)):
                break
        self._game_over()
        return 0

    def say(self, what: RenderableType | str) -> None:
        """Print a line or a renderable where the session talks to the human."""
        self.out(what)

    def _apply(self, action: Action) -> None:
        self.log.remember(self.game.state)
        self.game.apply(action)
        self.unseen.extend(self.log.collect(self.game.state))

    def _concede(self) -> None:
        if not self.game.is_over:
            self._apply(Concede(HUMAN))

    def _game_over(self) -> None:
        state = self.game.state
        self.show_board()
        winner = self.game.winner
        loser_lines = [f"{p.name} lost: {p.loss_reason}" for p in state.players if p.lost]
        why = "; ".join(loser_lines) if loser_lines else "no reason recorded"
        if not self.game.is_over:
            head, style = "The game was left unfinished", "bold yellow"
        elif winner is None:
            head, style = "The game is a draw", "bold yellow"
        elif winner == HUMAN:
            head, style = "You win!", "bold green"
        else:
            head, style = f"{state.players[winner].name} wins", "bold red"
        when = f"turn {state.turn}" if state.started else "before the first turn"
        t = Text(f"Game over ({when}): ", style="bold")
        t.append(head, style=style)
        t.append(f" — {_humanize(why)}")
        self.question = t.plain
        self.say(t)

    # --- the AI ----------------------------------------------------------------------

    def _ai_acts(self, d: Decision) -> None:
        """The AI answers; the human learns what it did from their log, in the phrase layer's words."""
        try:
            action = self.agent.choose(self.game)
        except Exception as e:  # an agent bug must not end the game for the human
            self._warn(f"the AI failed to choose ({type(e).__name__}: {e}); it answers at random")
            action = self._fallback(d)
        try:
            self._apply(action)
        except IllegalAction as e:
            self._warn(f"the AI chose an illegal answer ({action}: {e}); it answers at random")
            self._apply(self._fallback(d))

    def _fallback(self, d: Decision) -> Action:
        if d.kind == "priority":
            return Pass()
        return d.sample(self.fallback_rng)

    # --- the human -------------------------------------------------------------------

    def _human_acts(self, d: Decision) -> Dialog:
        """Ask the human until they answer ``d`` legally; False if they conceded."""
        self.show_board()
        menu = self._menu(d)
        self._show_decision(d, menu)
        prompt = f"{NAMES[HUMAN]} [{d.kind}]> "
        while True:
            line = yield prompt
            if line is None:
                self.say("[yellow]end of input (Ctrl-D or Ctrl-C)[/yellow]")
                if (yield from self._confirm("Concede the game?")):
                    self._concede()
                    return False
                continue
            text = line.strip()
            low = " ".join(text.lower().split())
            cmd, _, arg = low.partition(" ")
            if cmd in ("quit", "concede", "exit", "q") and not arg:
                if (yield from self._confirm("Concede the game?")):
                    self._concede()
                    return False
                continue
            if self._command(d, menu, text, low):
                if low == "mana":
                    menu = self._menu(d)
                    self._show_decision(d, menu)
                continue
            if low in PASSES:
                until = PASSES[low]
                self.stops.pass_until(until, view(self.game, HUMAN))
                self.say(f"passing until {until.value}")
                action: Action | None = {"priority": Pass(), "attack": Attack(()), "block": Block(())}.get(d.kind)
                if action is None or self._try_apply(action) is not None:
                    continue
                return True
            try:
                picked = yield from self._answer(d, menu, text)
            except (NotationError, _InputError) as e:
                self._reject(str(e), d, menu, text)
                continue
            if picked is None:   # asked which, and the human went back
                self._show_decision(d, menu)
                continue
            why = self._try_apply(picked)
            if why is not None:
                self._reject(why, d, menu, text)
                continue
            return True

    def _command(self, d: Decision, menu: _Menu, text: str, low: str) -> bool:
        """Carry out a command that doesn't answer the decision; False if ``text`` is not one."""
        cmd, _, arg = low.partition(" ")
        if cmd in ("help", "?", "h") and not arg:
            self.say(HELP)
        elif low == "board":
            self.show_board(keep=True)
        elif low in ("options", "o", "ls"):
            self._show_decision(d, menu)
        elif cmd == "log" and (not arg or arg.isdigit()):
            self._show_log(int(arg) if arg else 30)
        elif cmd == "card" and arg:
            self._show_card(text[5:].strip())
        elif low == "mana":
            self.show_mana = not self.show_mana
            self.say(f"mana abilities are now {'shown' if self.show_mana else 'hidden'}")
        elif low == "auto":
            self.stops.every = not self.stops.every
            self.say("automatic passing is now " + (
                "[bold]off[/bold]: you are asked at every priority" if self.stops.every else
                "[bold]on[/bold]: you are asked only at your stops"))
        elif low == "hold":
            self.stops.hold()
            self.say("you will be asked once more with your next spell or ability on the stack (117.3c)")
        elif low == "stops":
            self.say("stops: " + self.stops.describe())
        elif cmd == "stop":
            self._toggle_stop(arg)
        else:
            return False
        return True

    def _toggle_stop(self, arg: str) -> None:
        words = arg.split()
        own = not (words and words[0] in ("opponent", "opp", "opponent's"))
        if not own:
            words = words[1:]
        word = " ".join(words)
        if word not in STEP_WORDS:
            close = difflib.get_close_matches(word, list(STEP_WORDS), n=2, cutoff=0.5)
            hint = f"; did you mean {' or '.join(close)}?" if close else ""
            self.say(Text(f"✗ there is no step {word!r}: the steps are {', '.join(STEP_WORDS)}{hint}", style="red"))
            return
        on = self.stops.toggle(STEP_WORDS[word], own=own)
        whose = "your" if own else "the opponent's"
        self.say(f"stop in {whose} {word}: {'on' if on else 'off'} · {self.stops.describe()}")

    def _confirm(self, question: str) -> Generator[str, "str | None", bool]:
        answer = yield f"{question} [y/N] "
        if answer is None:
            return True   # end of input again: nothing more will come
        return answer.strip().lower() in ("y", "yes")

    def _ask_which(self, title: str, actions: Sequence[Action], forms: Sequence[str]) -> \
            Generator[str, "str | None", Action | None]:
        """Several legal forms fit what the human said: ask which (None: they went back)."""
        self.say(Text(title, style="bold"))
        for i, f in enumerate(forms):
            self._line(str(i + 1), f)
        self.say(Text("Type a number or the rest of the action; an empty line goes back.", style="dim"))
        while True:
            line = yield f"{NAMES[HUMAN]} [which]> "
            text = (line or "").strip()
            if not text:
                return None
            nums = _numbers(text)
            if nums is not None and len(nums) == 1 and 1 <= nums[0] <= len(actions):
                return actions[nums[0] - 1]
            said = players_named(text, NAMES[HUMAN], NAMES[AI])
            hits = [i for i, f in enumerate(forms) if said.lower() in f.lower()]
            if len(hits) == 1:
                return actions[hits[0]]
            close = suggest(said, list(forms))
            why = "more than one fits" if hits else f"none of these fits {text!r}"
            hint = f"; did you mean {' or '.join(close)}?" if close and not hits else ""
            self.say(Text(f"✗ {why}: type a number from 1 to {len(actions)}{hint}", style="red"))

    def _answer(self, d: Decision, menu: _Menu, text: str) -> Generator[str, "str | None", Action | None]:
        """What ``text`` answers at ``d``, asking which where it means several forms."""
        if d.kind == "priority" and not d.steps:
            low = text.lower()
            if low in ("", "p", "pass"):
                return Pass()
            nums = _numbers(text)
            if nums is not None:
                group = self._pick_group(menu.groups, nums)
                if len(group.actions) == 1:
                    return group.actions[0]
                return (yield from self._ask_which(f"{group.head}: which?", group.actions, group.tails))
            said = players_named(text, NAMES[HUMAN], NAMES[AI])
            forms = [self.action_text(a) for a in menu.actions]
            hits = matching(said, forms)
            if len(hits) == 1:
                return menu.actions[hits[0]]
            if hits:
                return (yield from self._ask_which(f"{said} — which one?", [menu.actions[i] for i in hits],
                                                   [forms[i] for i in hits]))
            return self._parse(said)
        return self._interpret(d, menu, text)

    def _parse(self, text: str) -> Action:
        """Notation that matched no listed form: parsed, with the requirement a cast fails named."""
        try:
            return parse_action(self.game, text, HUMAN)
        except NotationError as e:
            m = re.match(r"(?i)cast\s+(.+?)(\s+targeting\b.*)?$", text.strip())
            if m:
                name = m.group(1).strip().lower()
                hand = self.game.state.players[HUMAN].hand
                card = next((o for o in hand if obj_name(self.game.state, o).lower() == name), None)
                why = why_not_castable(self.game, HUMAN, card) if card is not None else None
                if card is not None and why is not None:
                    raise _InputError(f"{obj_name(self.game.state, card)} can't be cast now: {why}") from None
            raise e

    @staticmethod
    def _pick_group(groups: Sequence[Group], nums: list[int]) -> Group:
        if len(nums) != 1:
            raise _InputError("type one number")
        n = nums[0]
        if not 1 <= n <= len(groups):
            raise _InputError(f"there is no option {n}: choose a number from 1 to {len(groups)}")
        return groups[n - 1]

    def _try_apply(self, action: Action) -> str | None:
        """Apply the human's action on a copy first: whatever goes wrong, the game stays as it was."""
        trial = self.game.clone()
        try:
            trial.apply(action)
        except IllegalAction as e:
            return str(e)
        except Exception as e:  # an engine bug: report it, keep the game playable
            return (f"the engine failed on this action ({type(e).__name__}: {e}); nothing was done. "
                    f"This is a bug in manastack.")
        self.log.remember(self.game.state)
        self.game = trial
        self.unseen.extend(self.log.collect(trial.state))
        return None

    def _reject(self, why: str, d: Decision, menu: _Menu, text: str) -> None:
        t = Text("✗ ", style="bold red")
        t.append(_humanize(why))
        self.say(t)
        hint = self._suggest(d, menu, text)
        if hint:
            self.say(Text(hint, style="dim"))

    def _suggest(self, d: Decision, menu: _Menu, text: str) -> str | None:
        """Did-you-mean at every prompt: the listed forms, the options of a choice, or the commands."""
        if not text or text.isdigit():
            return None
        if d.kind == "choose" and not d.steps:
            candidates = [o.label for o in d.options]
        elif menu.actions:
            candidates = [self.action_text(a) for a in menu.actions]
        else:
            names = d.data.get("names", {}) if isinstance(d.data.get("names"), dict) else {}
            candidates = [str(n) for n in names.values()]
        close = suggest(players_named(text, NAMES[HUMAN], NAMES[AI]), candidates + list(COMMANDS))
        if not close:
            return "type `options` to see the options again, `help` for how to write actions"
        return "did you mean " + " or ".join(f"`{c}`" for c in close) + "?"

    # --- reading answers -------------------------------------------------------------

    def _interpret(self, d: Decision, menu: _Menu, text: str) -> Action:
        low = text.lower()
        if d.steps:   # a declaration begun step by step: its next steps are listed
            if low in ("", "done"):
                return Done()
            nums = _numbers(text)
            if nums is not None:
                return self._pick(menu.actions, nums)
            return parse_action(self.game, text, HUMAN)
        if d.kind == "priority":
            if low in ("", "p", "pass"):
                return Pass()
            nums = _numbers(text)
            if nums is not None:
                return self._pick(menu.actions, nums)
            return parse_action(self.game, text, HUMAN)
        if d.kind == "choose":
            return self._interpret_choose(d, text)
        if d.kind == "attack":
            if low in ("", "p", "pass", "none", "no"):
                return Attack(())
            nums = _numbers(text)
            if nums is not None:
                if menu.mode == "actions":
                    return self._pick(menu.actions, nums)
                return self._attackers(d, menu, nums)
            if low == "all":
                cands: dict[int, list[tuple[str, int]]] = d.data["candidates"]
                return Attack(tuple(sorted((a, defs[0]) for a, defs in cands.items())))
            return parse_action(self.game, text if low.startswith("attack") else "attack " + text, HUMAN)
        if d.kind == "block":
            if low in ("", "p", "pass", "none", "no"):
                return Block(())
            nums = _numbers(text)
            if nums is not None and menu.mode == "actions":
                return self._pick(menu.actions, nums)
            pairs = self._block_pairs(menu, text)
            if pairs is not None:
                return Block(tuple(sorted(pairs)))
            return parse_action(self.game, text if low.startswith("block") else "block " + text, HUMAN)
        if d.kind == "assign":
            nums = _numbers(text)
            if nums is not None:
                if menu.mode == "actions":
                    return self._pick(menu.actions, nums)
                if len(nums) != len(menu.recipients):
                    raise _InputError(f"give {len(menu.recipients)} amounts, one per recipient in the order listed")
                return Assign(tuple((r, n) for r, n in zip(menu.recipients, nums) if n))
            return parse_action(self.game, text if low.startswith("assign") else "assign " + text, HUMAN)
        return parse_action(self.game, text, HUMAN)

    @staticmethod
    def _pick(actions: Sequence[Action], nums: list[int]) -> Action:
        if len(nums) != 1:
            raise _InputError("type one number")
        n = nums[0]
        if not 1 <= n <= len(actions):
            raise _InputError(f"there is no option {n}: choose a number from 1 to {len(actions)}")
        return actions[n - 1]

    def _interpret_choose(self, d: Decision, text: str) -> Action:
        low = text.lower()
        n = len(d.options)
        if low in ("", "none") and d.min == 0:
            return Choose(())
        if not low:
            raise _InputError("type the number of an option" if d.max == 1 else
                              f"type the numbers of {d.min if d.min == d.max else f'{d.min} to {d.max}'} options")
        nums = _numbers(text)
        if nums is not None:
            bad = [k for k in nums if not 1 <= k <= n]
            if bad:
                raise _InputError(f"there is no option {bad[0]}: choose from 1 to {n}")
            picks = [k - 1 for k in nums]
            if not d.data.get("ordered"):
                picks.sort()
            return Choose(tuple(picks))
        return parse_action(self.game, text if low.startswith("choose") else "choose " + text, HUMAN)

    def _attackers(self, d: Decision, menu: _Menu, nums: list[int]) -> Action:
        cands: dict[int, list[tuple[str, int]]] = d.data["candidates"]
        if nums == [0]:
            return Attack(())
        pairs = []
        for k in nums:
            if not 1 <= k <= len(menu.items):
                raise _InputError(f"there is no creature {k}: choose from 1 to {len(menu.items)}")
            att = menu.items[k - 1]
            defs = cands[att]
            if len(defs) != 1:
                raise _InputError(f"say whom it attacks: attack {obj_text(self.game.state, att)} -> PLAYER")
            pairs.append((att, defs[0]))
        if len({a for a, _ in pairs}) != len(pairs):
            raise _InputError("a creature was named twice")
        return Attack(tuple(sorted(pairs)))

    def _block_pairs(self, menu: _Menu, text: str) -> list[tuple[int, int]] | None:
        """``1a 2b`` (blocker number, attacker letter), or bare numbers with a single attacker."""
        if menu.mode != "blockers":
            return None
        toks = [t for t in re.split(r"[,\s]+", text.strip().lower()) if t]
        if not toks:
            return None
        pairs: list[tuple[int, int]] = []
        for tok in toks:
            m = re.fullmatch(r"(\d+)([a-z]?)", tok)
            if not m:
                return None
            k = int(m.group(1))
            if not 1 <= k <= len(menu.items):
                raise _InputError(f"there is no blocker {k}: choose from 1 to {len(menu.items)}")
            letter = m.group(2)
            if not letter:
                if len(menu.letters) != 1:
                    raise _InputError(f"say which attacker blocker {k} blocks: {k}a, {k}b, ...")
                letter = "a"
            i = ord(letter) - ord("a")
            if not 0 <= i < len(menu.letters):
                raise _InputError(f"there is no attacker {letter!r}")
            pairs.append((menu.items[k - 1], menu.letters[i]))
        return pairs

    # --- showing ---------------------------------------------------------------------

    def show_board(self, keep: bool = False) -> None:
        """Draw the board with the events since the human last looked (or the last few)."""
        if self.full_screen:   # the screen draws the board and the log
            if not keep:
                self.unseen = []
            return
        if self.unseen:
            recent = self.unseen[-RECENT_LINES:]
            skipped = len(self.unseen) - len(recent)
            title = "Since you last looked" + (f" ({skipped} earlier lines: type `log`)" if skipped else "")
        else:
            recent = self.log.lines[-4:]
            title = "Recent events"
        self.say("")
        self.say(render_board(self.game, HUMAN, recent, title))
        if not keep:
            self.unseen = []

    def _show_log(self, n: int) -> None:
        lines = self.log.lines[-n:] if n > 0 else []
        if not lines:
            self.say("(nothing has happened yet)")
        for line in lines:
            self.say(Text("  " + line, style="dim" if line.startswith("──") else ""))

    def _show_card(self, name: str) -> None:
        """A card's text; part of a name is enough, several matches are listed, no match suggests close names."""
        db = self.game.state.db if isinstance(self.game.state.db, CardDB) else bundled_db()
        card = db.get(name)
        if card is None:
            low = name.lower()
            known = db.known_names()
            # the cards of this game first (a part of a name most likely means one of them), then every card known
            in_game = sorted({o.card for o in self.game.state.objects.values() if o.card})
            hits = [n for n in in_game if low in n.lower()] or [n for n in known if low in n.lower()]
            if len(hits) != 1:
                if hits:
                    self.say(f"{len(hits)} bundled cards' names contain {name!r}: {', '.join(sorted(hits)[:12])}"
                             + (" …" if len(hits) > 12 else ""))
                    return
                close = difflib.get_close_matches(name, known, n=3, cutoff=0.7)
                hint = f"; did you mean {', '.join(close)}?" if close else " (`manastack cards` lists them)"
                self.say(Text(f"✗ no bundled card's name contains {name!r}{hint}", style="red"))
                return
            card = db[hits[0]]
        t = Text(card.name, style="bold")
        if card.cost is not None:
            t.append("  " + render_cost(card.cost), style="yellow")
        t.append("\n" + card.type_line, style="italic")
        if card.power is not None:
            t.append(f"   {card.power}/{card.toughness}", style="bold")
        if card.text:
            t.append("\n" + card.text)
        self.say(t)

    def _menu(self, d: Decision) -> _Menu:
        if d.kind == "priority":
            shown = [a for a in d.options if not isinstance(a, Pass)
                     and (self.show_mana or not self.game.is_mana_action(a))]
            groups = group_forms(shown, [self.action_text(a) for a in shown])
            return _Menu("actions", actions=shown, hidden_mana=len(d.options) - len(shown) - 1, groups=groups)
        if d.steps:
            return _Menu("actions", actions=d.legal_actions())
        if d.kind == "choose":
            return _Menu("choose")
        few = _few(d, LIST_LIMIT)
        if few is not None:
            return _Menu("actions", actions=few)
        if d.kind == "attack":
            return _Menu("attackers", items=sorted(d.data["candidates"]))
        if d.kind == "block":
            cands: dict[int, list[int]] = d.data["candidates"]
            attackers = sorted({a for lst in cands.values() for a in lst})
            return _Menu("blockers", items=sorted(cands), letters=attackers)
        return _Menu("amounts", recipients=list(d.data["recipients"]))

    def _line(self, number: str, body: Text | str) -> None:
        t = Text(f"  {number:>3}  ", style="bold cyan")
        t.append_text(body if isinstance(body, Text) else Text(body))
        self.say(t)

    def _creature(self, oid: int) -> Text:
        state = self.game.state
        t = Text(obj_text(state, oid), style="bold")
        c = chars(state, oid)
        if c.power is not None:
            t.append(f" {c.power}/{c.toughness}")
            dmg = state.objects[oid].damage
            if dmg:
                t.append(f" ({dmg} dmg)", style="red")
        if c.keywords:
            t.append("  " + ", ".join(sorted(keyword_text(k) for k in c.keywords)), style="italic")
        return t

    def _show_decision(self, d: Decision, menu: _Menu) -> None:
        state = self.game.state
        c = self
        rule = f" ({d.rule})" if d.rule else ""
        if d.kind == "priority":
            where = step_name(state.step)
            whose = "your" if state.active == HUMAN else f"{state.players[state.active].name}'s"
            top = f"; top of the stack: {obj_text(state, state.stack[-1])}" if state.stack else ""
            self.question = f"You have priority in {whose} {where}{top}."
            c.say(Text(self.question, style="bold"))
            self._list_lines([g.line() for g in menu.groups])
            if menu.hidden_mana:
                c.say(Text(f"       ({menu.hidden_mana} mana abilit{'y' if menu.hidden_mana == 1 else 'ies'} "
                             f"hidden: type `mana` to list them)", style="dim"))
            c.say(Text("Type a number or an action (`help` for more); p or an empty line passes; "
                         "`pass turn` passes until the end of the turn.", style="dim"))
            return
        if d.steps:
            c.say(Text(f"{d.prompt}{rule}: {d.partial().described()}", style="bold"))
            self._list_actions(menu.actions)
            c.say(Text("Type a number or the next step; an empty line finishes (done) where that is legal.",
                         style="dim"))
            return
        if d.kind == "choose":
            c.say(Text(f"{d.prompt}{rule}", style="bold"))
            labels = [o.label for o in d.options]
            for i, o in enumerate(d.options):
                dup = labels.count(o.label) > 1
                self._line(str(i + 1), o.key if dup and o.key else o.label)
            if d.max == 1:
                how = "Type the number of your choice."
            else:
                count = str(d.min) if d.min == d.max else f"{d.min} to {d.max}"
                how = f"Type the numbers of {count} options, e.g. `1 3`" + (
                    " (in order)" if d.data.get("ordered") else "") + "."
            if d.min == 0:
                how += " `none` chooses nothing."
            c.say(Text(how, style="dim"))
            return
        c.say(Text(f"{d.prompt}{rule}", style="bold"))
        if d.kind == "attack":
            self._show_attack(d, menu)
        elif d.kind == "block":
            self._show_block(d, menu)
        else:
            self._show_assign(d, menu)

    def action_text(self, action: Action) -> str:
        """The notation of ``action``, without the ``#id`` of a card in hand where the name alone says the same."""
        state = self.game.state
        text = format_action(self.game, action)
        if isinstance(action, (Cast, PlayLand)) and action.card in state.objects:
            verb = "cast" if isinstance(action, Cast) else "play"
            written = f"{verb} {obj_text(state, action.card)}"
            short = f"{verb} {obj_name(state, action.card)}" + text[len(written):]
            if short != text and text.startswith(written):
                try:
                    if parse_action(self.game, short, HUMAN) == action:
                        return short
                except NotationError:
                    pass
        return text

    def _list_actions(self, actions: Sequence[Action]) -> None:
        self._list_lines([self.action_text(a) for a in actions])

    def _list_lines(self, forms: Sequence[str]) -> None:
        if len(forms) <= 16:
            for i, f in enumerate(forms):
                self._line(str(i + 1), f)
            return
        items = [Text.assemble((f"{i + 1:>3}  ", "bold cyan"), f) for i, f in enumerate(forms)]
        self.say(Columns(items, column_first=True, padding=(0, 4)))

    def _show_attack(self, d: Decision, menu: _Menu) -> None:
        state = self.game.state
        cands: dict[int, list[tuple[str, int]]] = d.data["candidates"]
        why: dict[int, str] = d.data.get("why", {})
        if menu.mode == "actions":
            self._list_actions(menu.actions)
        else:
            self.say("Your creatures that can attack:")
            for i, oid in enumerate(menu.items):
                t = self._creature(oid)
                t.append("  → " + " or ".join(ref_text(state, r) for r in cands[oid]), style="dim")
                self._line(str(i + 1), t)
        if why:
            self.say(Text("Can't attack: " + "; ".join(why.values()), style="dim"))
        for must in d.data.get("must_attack", ()):
            self.say(Text(f"{obj_text(state, must)} attacks each combat if able.", style="yellow"))
        names = [obj_text(state, o) for o in sorted(cands)][:2]
        example = f"attack {', '.join(names)}"
        rules = d.data.get("bands")
        band = next((b[0] for b in band_sets(rules, {c: defs[0] for c, defs in cands.items()}) if b), None) \
            if rules is not None else None
        if band is not None:     # CR 702.22c: creatures with banding may attack in a band
            example += f"` or `attack {', '.join(obj_text(state, m) for m in band)} as band"
        if menu.mode == "actions":
            self.say(Text(f"Type a number or a declaration (`{example}`); an empty line declares "
                                    f"no attackers.", style="dim"))
        else:
            self.say(Text(f"Type the numbers of the attackers (`1 3`), `all`, or a declaration "
                                    f"(`{example}`); an empty line declares no attackers.", style="dim"))

    def _show_block(self, d: Decision, menu: _Menu) -> None:
        state = self.game.state
        cands: dict[int, list[int]] = d.data["candidates"]
        why: dict[int, str] = d.data.get("why", {})
        attackers = menu.letters or sorted({a for lst in cands.values() for a in lst})
        if menu.mode == "actions":
            self._list_actions(menu.actions)
        else:
            self.say("Attacking:")
            for i, att in enumerate(attackers):
                self._line(chr(ord("a") + i), self._creature(att))
            self.say("Your creatures that can block:")
            for i, blk in enumerate(menu.items):
                t = self._creature(blk)
                letters = [chr(ord("a") + attackers.index(a)) for a in cands[blk] if a in attackers]
                t.append(f"   can block {', '.join(letters)}", style="dim")
                self._line(str(i + 1), t)
        for att, need in d.data.get("min_blockers", {}).items():
            self.say(Text(f"{obj_text(state, att)} can't be blocked except by {need} or more creatures "
                                    f"(menace).", style="yellow"))
        if why:
            self.say(Text("Can't block: " + "; ".join(why.values()), style="dim"))
        att0 = obj_text(state, attackers[0]) if attackers else "ATTACKER"
        blk0 = obj_text(state, sorted(cands)[0]) if cands else "BLOCKER"
        example = f"block {att0} with {blk0}"
        if menu.mode == "actions":
            self.say(Text(f"Type a number or a declaration (`{example}`; several: separate them with "
                                    f"`;`); an empty line declares no blockers.", style="dim"))
        else:
            self.say(Text(f"Type blocker-attacker pairs (`1a 2a`) or a declaration (`{example}`; "
                                    f"several: separate them with `;`); an empty line declares no blockers.",
                                    style="dim"))

    def _show_assign(self, d: Decision, menu: _Menu) -> None:
        state = self.game.state
        recips: list[tuple[str, int]] = d.data["recipients"]
        lethal: dict[tuple[str, int], int] = d.data.get("lethal", {})
        if menu.mode == "actions":
            self._list_actions(menu.actions)
        else:
            for i, r in enumerate(recips):
                t = Text(ref_text(state, r), style="bold")
                if r in lethal:
                    t.append(f"   (lethal: {lethal[r]})", style="dim")
                elif r[0] == "o" and r[1] in state.objects:
                    c = chars(state, r[1])
                    if c.toughness is not None:
                        left = c.toughness - state.objects[r[1]].damage
                        t.append(f"   ({left} more damage is lethal)", style="dim")
                self._line(str(i + 1), t)
        if d.data.get("trample_to") is not None:
            self.say(Text("Trample: damage can go to the player only once every blocker has been "
                                    "assigned lethal damage.", style="dim"))
        amount = d.data["amount"]
        names = [ref_text(state, r) for r in recips][:2]
        example = f"assign {amount - 1} to {names[0]}, 1 to {names[1]}" if len(names) > 1 and amount > 1 \
            else f"assign {amount} to {names[0]}"
        if menu.mode == "actions":
            self.say(Text(f"Type a number or a division (`{example}`).", style="dim"))
        else:
            self.say(Text(f"Type the amounts in the order listed (they add up to {amount}) or a "
                                    f"division (`{example}`).", style="dim"))

    def _warn(self, message: str) -> None:
        self.say(Text(f"warning: {message}", style="yellow"))


# --- the entry point ------------------------------------------------------------------

def run_play(deck_a: str, deck_b: str, seed: int | None, ai: str, *, console: Console | None = None,
             input_fn: Callable[[str], str] = builtins.input,
             screen: "Callable[[TerminalPlay], int] | None" = None) -> int:
    """Play ``deck_a`` (you) against the AI ``ai`` playing ``deck_b``; 0 when the game ends, 2 for a bad deck.

    ``screen``: what runs the session full screen (``manastack.ui.screen.run_full_screen``); without it, the
    plain mode, line by line.
    """
    errors = console or Console(stderr=True, highlight=False)
    console = console or Console(highlight=False)
    db = bundled_db()
    decks: list[Decklist] = []
    for spec in (deck_a, deck_b):
        try:
            decks.append(load_deck(spec, db))
        except DeckError as e:
            errors.print(Text("error: ", style="bold red") + Text(str(e)), soft_wrap=True)
            return 2
    if seed is None:
        seed = random.SystemRandom().randrange(1, 1_000_000)
    ai_seed = seed + 1
    try:
        agent = get_agent(ai, ai_seed)
        ai_label = ai
    except ValueError as e:
        console.print(Text(f"note: {e}; playing against the random AI instead", style="yellow"))
        agent = get_agent("random", ai_seed)
        ai_label = "random"
    if input_fn is builtins.input:
        try:
            import readline  # noqa: F401  (line editing and history for input())
        except ImportError:
            pass
    game = Game.new(decks, seed=seed, names=list(NAMES), db=db)
    console.print(Text.assemble(("manastack", "bold"), f" — you play {decks[0].name}, the AI ({ai_label}) plays "
                                f"{decks[1].name} · seed {seed}"))
    console.print(Text(f"Type `help` at any prompt for the commands; replay this game with --seed {seed}.",
                       style="dim"))
    session = TerminalPlay(game, agent, console, input_fn, ai_seed, full_screen=screen is not None)
    return session.run() if screen is None else screen(session)


__all__ = ["DeckError", "TerminalPlay", "load_deck", "run_play"]
