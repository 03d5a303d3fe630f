"""Many games between two decks, with statistics (``manastack simulate``).

:func:`simulate` is the pure part: it plays the games and returns a
:class:`SimulationResult`.  :func:`run_simulate` is the command: it reads the decks
(files or bundled sample names), shows a progress bar, prints a table and returns the
exit code.

Game ``i`` uses seed ``seed + i``, and the decks swap seats every other game (deck A
sits first in even games, second in odd ones).  Who takes the first turn is decided
inside the game, as the rules say (CR 103.1: a player chosen at random by the game's
seed chooses); each game records which deck started.  Every agent is created afresh
for each game with a seed derived from the game's, so a game's result does not depend
on the games before it.
"""

from __future__ import annotations

import difflib
import math
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Sequence, Union

import click
from rich.console import Console, Group
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table

from manastack.agents.base import Agent, get_agent
from manastack.cards.db import bundled_db
from manastack.decklist import DecklistError, load_decklist, load_sample_deck, sample_decks
from manastack.deckrules import FORMATS, DeckRulesError, check_deck
from manastack.game import Game

if TYPE_CHECKING:
    from manastack.cards.db import CardDB
    from manastack.decklist import Decklist

#: Decisions after which a game is abandoned and counted as unfinished.
MAX_DECISIONS = 20000

AgentSpec = Union[str, Callable[[int], Agent]]


def wilson_interval(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion of ``wins`` successes in ``n`` trials.

    ``z`` = 1.96 gives the 95% interval.  With ``n`` = 0 the interval is (0, 1).
    """
    if n <= 0:
        return 0.0, 1.0
    if not 0 <= wins <= n:
        raise ValueError(f"wins must be between 0 and n ({wins} of {n})")
    p = wins / n
    z2 = z * z
    denom = 1.0 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class GameRecord:
    """One game's result.  Decks are numbered 0 (deck A) and 1 (deck B)."""

    seed: int
    seats: tuple[int, int]        # seats[i]: the deck sitting in seat i
    starter: int                  # the deck whose player took the first turn
    winner: int | None            # the winning deck; None for a draw or an unfinished game
    finished: bool                # False: stopped at the decision cap
    turns: int
    decisions: int
    seconds: float


@dataclass
class SimulationResult:
    """The games played by :func:`simulate` and their statistics."""

    deck_names: tuple[str, str]
    agent_names: tuple[str, str]
    seed: int
    max_decisions: int = MAX_DECISIONS
    records: list[GameRecord] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def games(self) -> int:
        return len(self.records)

    @property
    def wins(self) -> tuple[int, int]:
        a = sum(1 for r in self.records if r.winner == 0)
        b = sum(1 for r in self.records if r.winner == 1)
        return a, b

    @property
    def draws(self) -> int:
        """Finished games without a winner."""
        return sum(1 for r in self.records if r.finished and r.winner is None)

    @property
    def unfinished(self) -> int:
        """Games stopped at the decision cap."""
        return sum(1 for r in self.records if not r.finished)

    @property
    def starter_wins(self) -> int:
        return sum(1 for r in self.records if r.winner is not None and r.winner == r.starter)

    @property
    def decided(self) -> int:
        return sum(1 for r in self.records if r.winner is not None)

    def win_rate(self, deck: int) -> float:
        return self.wins[deck] / self.games if self.games else 0.0

    def interval(self, deck: int, z: float = 1.96) -> tuple[float, float]:
        return wilson_interval(self.wins[deck], self.games, z)

    @property
    def mean_turns(self) -> float:
        return sum(r.turns for r in self.records) / self.games if self.games else 0.0

    @property
    def mean_decisions(self) -> float:
        return sum(r.decisions for r in self.records) / self.games if self.games else 0.0

    @property
    def total_decisions(self) -> int:
        return sum(r.decisions for r in self.records)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    @property
    def decisions_per_second(self) -> float:
        return self.total_decisions / self.seconds if self.seconds > 0 else 0.0


def _make_agent(spec: AgentSpec, seed: int) -> Agent:
    return get_agent(spec, seed) if isinstance(spec, str) else spec(seed)


def _agent_name(spec: AgentSpec) -> str:
    if isinstance(spec, str):
        return spec
    return str(getattr(spec, "name", getattr(spec, "__name__", "agent")))


def _deck_cards(deck: "Decklist | Sequence[str]") -> list[str]:
    cards = getattr(deck, "cards", None)
    if callable(cards):
        return list(cards())
    return list(deck)  # type: ignore[arg-type]


def play_game(decks: Sequence[Sequence[str]], seed: int, agents: Sequence[AgentSpec], swap: bool = False,
              max_decisions: int = MAX_DECISIONS, db: "CardDB | None" = None) -> GameRecord:
    """Play one game between deck 0 and deck 1 (seat order swapped if ``swap``)."""
    seats = (1, 0) if swap else (0, 1)
    start = time.perf_counter()
    game = Game.new([decks[seats[0]], decks[seats[1]]], seed=seed, db=db)
    players = [_make_agent(agents[seats[i]], seed * 2 + seats[i]) for i in range(2)]
    n = 0
    while not game.is_over and n < max_decisions:
        d = game.pending
        assert d is not None
        game.apply(players[d.player].choose(game))
        n += 1
    state = game.state
    winner_seat = game.winner if game.is_over else None
    return GameRecord(
        seed=seed,
        seats=seats,
        starter=seats[state.starting_player],
        winner=seats[winner_seat] if winner_seat is not None else None,
        finished=game.is_over,
        turns=state.turn,
        decisions=n,
        seconds=time.perf_counter() - start,
    )


def simulate(decks: Sequence["Decklist | Sequence[str]"], games: int, seed: int, agents: Sequence[AgentSpec],
             max_decisions: int = MAX_DECISIONS, names: Sequence[str] | None = None,
             on_game: Callable[[GameRecord], None] | None = None, db: "CardDB | None" = None) -> SimulationResult:
    """Play ``games`` games between ``decks[0]`` and ``decks[1]`` with ``agents`` (names or factories).

    Game ``i`` uses seed ``seed + i``; the decks swap seats every other game.  A game that
    reaches ``max_decisions`` is stopped and counted as unfinished.  ``on_game`` is called
    after each game (for progress).
    """
    if len(decks) != 2 or len(agents) != 2:
        raise ValueError("simulate plays two decks with two agents")
    lists = [_deck_cards(d) for d in decks]
    deck_names = tuple(names) if names else tuple(str(getattr(d, "name", f"deck {'AB'[i]}"))
                                                  for i, d in enumerate(decks))
    result = SimulationResult(deck_names=(deck_names[0], deck_names[1]),
                              agent_names=(_agent_name(agents[0]), _agent_name(agents[1])), seed=seed,
                              max_decisions=max_decisions)
    start = time.perf_counter()
    for i in range(games):
        rec = play_game(lists, seed + i, agents, swap=i % 2 == 1, max_decisions=max_decisions, db=db)
        result.records.append(rec)
        if on_game is not None:
            on_game(rec)
    result.seconds = time.perf_counter() - start
    return result


# --- the command ---------------------------------------------------------------------------------


class DeckNotFound(ValueError):
    """Neither a deck file nor a bundled sample deck."""


def resolve_deck(spec: str, db: "CardDB") -> "Decklist":
    """A deck from a file path, or a bundled sample deck by name (``red_burn``...).

    Raises :class:`~manastack.decklist.DecklistError` for a file that can't be read as a
    deck list, :class:`DeckNotFound` when there is no such file or sample deck.
    """
    path = Path(spec)
    if path.exists() and not path.is_dir():   # a device or pipe too: load_decklist says what is wrong with it
        return load_decklist(path, db)
    known = sample_decks()
    stem = spec[: -len(".txt")] if spec.endswith(".txt") else spec
    if stem in known:
        return load_sample_deck(stem, db)
    if path.is_dir():
        raise DeckNotFound(f"{spec}: is a directory, not a deck list")
    close = difflib.get_close_matches(stem, known, n=3, cutoff=0.5)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    looks_like_path = "/" in spec or "\\" in spec or "." in Path(spec).name
    what = f"no such deck file {spec!r}" if looks_like_path else f"no deck file or sample deck named {spec!r}"
    raise DeckNotFound(f"{what}{hint} (the sample decks are: {', '.join(known) or 'none'})")


def run_simulate(deck_a: str, deck_b: str, games: int, seed: int, agent_a: str, agent_b: str,
                 progress: bool = True, deck_format: str = "constructed") -> int:
    """The ``manastack simulate`` command: play, print a table, return the exit code (2 on bad input).

    ``deck_format`` names the deck construction rules both decks must follow
    (``manastack.deckrules``: constructed, limited or none).
    """
    def error(message: str) -> int:
        click.echo(f"error: {message}", err=True)
        return 2

    if games < 1:
        return error("the number of games must be at least 1")
    if deck_format not in FORMATS:
        return error(f"unknown deck format {deck_format!r} (formats: {', '.join(FORMATS)})")
    db = bundled_db()
    decks = []
    for spec in (deck_a, deck_b):
        try:
            decks.append(resolve_deck(spec, db))
        except DecklistError as e:
            return error(f"the deck list {e.filename} can't be read:\n{e}")
        except (DeckNotFound, OSError) as e:
            return error(str(e))
    problems = []
    for deck in decks:
        try:
            check_deck(deck, deck_format, db)
        except DeckRulesError as e:
            if str(e) not in problems:      # the same deck twice: say it once
                problems.append(str(e))
    if problems:
        return error("\n".join(problems))
    agents: list[str] = [agent_a, agent_b]
    for name in agents:
        try:
            get_agent(name, 0)
        except ValueError as e:
            return error(str(e))
    names = [d.name for d in decks]
    if names[0] == names[1]:
        names = [f"{names[0]} (A)", f"{names[1]} (B)"]

    out = Console(highlight=False)
    if progress:
        with Progress(TextColumn("[progress.description]{task.description}"), BarColumn(), MofNCompleteColumn(),
                      TimeElapsedColumn(), TimeRemainingColumn(), console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task(f"{names[0]} vs {names[1]}", total=games)

            def tick(rec: GameRecord) -> None:
                bar.advance(task)

            result = simulate(decks, games, seed, agents, names=names, on_game=tick, db=db)
    else:
        result = simulate(decks, games, seed, agents, names=names, db=db)
    out.print(render_table(result))
    return 0


def render_table(result: SimulationResult) -> "object":
    """The rich renderable summarizing ``result``."""
    n = result.games
    table = Table(title=f"{n} game{'s' if n != 1 else ''}: {result.deck_names[0]} vs {result.deck_names[1]} "
                        f"(seeds {result.seed}..{result.seed + n - 1})")
    table.add_column("Deck")
    table.add_column("Agent")
    table.add_column("Wins", justify="right")
    table.add_column("Win rate", justify="right")
    table.add_column("95% CI (Wilson)", justify="right")
    table.add_column("Went first", justify="right")
    for i in range(2):
        lo, hi = result.interval(i)
        started = sum(1 for r in result.records if r.starter == i)
        table.add_row(result.deck_names[i], result.agent_names[i], str(result.wins[i]),
                      f"{100 * result.win_rate(i):.1f}%", f"{100 * lo:.1f}% - {100 * hi:.1f}%", str(started))
    summary = Table(show_header=False, box=None, padding=(0, 2))
    summary.add_column(style="bold")
    summary.add_column(justify="right")
    summary.add_row("Games", str(n))
    summary.add_row("Draws", str(result.draws))
    summary.add_row("Unfinished", f"{result.unfinished} (stopped at {result.max_decisions} decisions)")
    decided = result.decided
    if decided:
        summary.add_row("Starting player won", f"{result.starter_wins} of {decided} "
                                               f"({100 * result.starter_wins / decided:.1f}%)")
    summary.add_row("Mean turns", f"{result.mean_turns:.1f}")
    summary.add_row("Mean decisions per game", f"{result.mean_decisions:.1f}")
    summary.add_row("Games per second", f"{result.games_per_second:.2f}")
    summary.add_row("Decisions per second", f"{result.decisions_per_second:.0f}")
    return Group(table, summary)
