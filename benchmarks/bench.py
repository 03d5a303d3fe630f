"""Engine benchmark: games and decisions per second, memory, clone and legal-action timings.

    python benchmarks/bench.py [--games N] [--seed S]

Plays N random-vs-random games on the sample decks (red_burn vs gw_creatures) in one
process and reports:

* games per second and decisions per second (and the same for heuristic vs random on
  a quarter of the games, and for the third sample deck, ur_old_mechanics, against red_burn:
  phasing, upkeep costs, buyback and cycling, random vs random on a quarter of the games);
* peak memory: the process's peak RSS (``resource.getrusage``) and the peak traced
  Python allocation of one game (``tracemalloc``);
* whether memory stays flat over many games: RSS after the first 10% of the games
  against RSS at the end;
* the time of ``Game.clone()`` and of a legal-actions query at a mid-game position;
* the time of the legal actions of combat declarations made step by step on a board of
  30 creatures with four players (attackers, then blockers), and of one step applied.

It prints a rich table and asserts nothing about speed.
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import statistics
import sys
import time
import tracemalloc
from pathlib import Path
from typing import TYPE_CHECKING, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

if TYPE_CHECKING:
    from manastack.decisions import Decision

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from manastack.agents import RandomAgent  # noqa: E402
from manastack.cards.db import bundled_db  # noqa: E402
from manastack.decklist import load_sample_deck  # noqa: E402
from manastack.game import Game  # noqa: E402
from manastack.notation import obj_text  # noqa: E402
from manastack.simulate import play_game  # noqa: E402


def rss_mb() -> float:
    """The current resident set size in MB (Linux /proc; else the peak from getrusage)."""
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        return peak_rss_mb()


def peak_rss_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024   # bytes on macOS, KB on Linux


def midgame(decks: list[list[str]], seed: int, turn: int = 6, min_options: int = 4) -> Game:
    """A game played by random agents up to a priority decision at ``turn`` or later with several options."""
    for attempt in range(50):
        game = Game.new(decks, seed=seed + attempt)
        agents = [RandomAgent(seed * 2), RandomAgent(seed * 2 + 1)]
        while not game.is_over and game.state.turn < 3 * turn:
            d = game.pending
            assert d is not None
            if game.state.turn >= turn and d.kind == "priority" and len(d.options) >= min_options:
                return game
            game.apply(agents[d.player].choose(game))
    return midgame(decks, seed, turn, min_options - 1) if min_options > 1 else Game.new(decks, seed=seed)


BIG_BOARD = """
name: thirty creatures, four players
start:
  step: beginning_of_combat
  players:
    alice:
      battlefield: [{card: Grizzly Bears, count: 8}, {card: Boggart Brute, count: 4}, {card: Serra Angel, count: 3}]
    bob:
      battlefield: [{card: Grizzly Bears, count: 4}, {card: Savannah Lions, count: 4}]
    carol:
      battlefield: [{card: Savannah Lions, count: 4}, Garruk Wildspeaker]
    dave:
      battlefield: [{card: Serra Angel, count: 3}]
"""


def big_board_declarations() -> list[tuple[str, Game]]:
    """Combat declarations on BIG_BOARD, as (label, game waiting for it): the first attacker, the attackers
    half declared, the first blocker of a player facing every attacker."""
    from manastack.judge.scenario import load_text
    from manastack.judge.setup import build_game
    from manastack.notation import parse_action

    game = build_game(load_text(BIG_BOARD, "bench.yaml")[0])
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(parse_action(game, "pass"))
    out = [("attackers, first step (15 can attack, 4 defenders)", game.clone())]
    d = game.pending
    assert d is not None
    for i, att in enumerate(sorted(d.data["candidates"])):
        if i == 7:
            out.append(("attackers, 7 declared", game.clone()))
        game.apply(parse_action(game, f"attacker {obj_text(game.state, att)}"))
        game.apply(parse_action(game, "attacks bob"))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(parse_action(game, "pass"))
    out.append(("blockers, first step (8 can block 15 attackers)", game))
    return out


def layered_board() -> Game:
    """A board of 40 permanents under 10 continuous effects (CR 613): anthems, a lord, Opalescence,
    Blood Moon) and five effects from resolved spells (pumps, a keyword, a setter, a switch)."""
    from manastack.events import EffectBegins
    from manastack.rules.perform import perform
    from manastack.rules.zones import create_object
    from manastack.core.types import Zone

    game = Game.new([["Forest"] * 40, ["Mountain"] * 40], seed=1)
    state = game.state
    names = (["Glorious Anthem", "Honor of the Pure", "Lord of Atlantis", "Opalescence", "Blood Moon"]
             + ["Grizzly Bears", "Merfolk of the Pearl Trident", "Savannah Lions", "Hill Giant", "Forest"] * 7)[:40]
    ids = [create_object(state, name, i % 2, Zone.BATTLEFIELD).id for i, name in enumerate(names)]
    creatures = tuple(ids[5:40:2])
    for mods in ({"power": 1, "toughness": 1}, {"keywords": ("flying",)}, {"base_power": 0, "base_toughness": 1},
                 {"switch": True}, {"power": 2, "toughness": 0}):
        perform(state, EffectBegins(None, 0, "7", creatures, mods, "end_of_turn"))
    return game


def time_it(fn: Callable[[], object], repeat: int) -> float:
    """Mean seconds per call of ``fn`` over ``repeat`` calls."""
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--games", "-n", type=int, default=200, help="random-vs-random games to play (default 200)")
    ap.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    args = ap.parse_args(argv)
    n = max(1, args.games)
    console = Console()

    db = bundled_db()
    decks = [load_sample_deck("red_burn", db).cards(), load_sample_deck("gw_creatures", db).cards()]
    play_game(decks, args.seed - 1, ("random", "random"))   # warm up (imports, caches)
    gc.collect()
    rss_start = rss_mb()

    # --- random vs random throughput and memory over many games ---------------------
    tenth = max(1, n // 10)
    rss_tenth = rss_start
    decisions = 0
    turns = 0
    finished = 0
    per_game: list[float] = []
    start = time.perf_counter()
    with console.status(f"playing {n} random-vs-random games..."):
        for i in range(n):
            rec = play_game(decks, args.seed + i, ("random", "random"), swap=i % 2 == 1)
            decisions += rec.decisions
            turns += rec.turns
            finished += rec.finished
            per_game.append(rec.seconds)
            if i + 1 == tenth:
                gc.collect()
                rss_tenth = rss_mb()
    elapsed = time.perf_counter() - start
    gc.collect()
    rss_end = rss_mb()

    # --- heuristic vs random throughput -----------------------------------------------
    hn = max(1, n // 4)
    h_dec = 0
    h_start = time.perf_counter()
    with console.status(f"playing {hn} heuristic-vs-random games..."):
        for i in range(hn):
            agents = ("heuristic", "random") if i % 4 < 2 else ("random", "heuristic")
            h_dec += play_game(decks, args.seed + i, agents, swap=i % 2 == 1).decisions
    h_elapsed = time.perf_counter() - h_start

    # --- the third sample deck (older mechanics) against red_burn, random vs random ------------------
    olds = [load_sample_deck("ur_old_mechanics", db).cards(), decks[0]]
    o_dec = 0
    o_start = time.perf_counter()
    with console.status(f"playing {hn} ur_old_mechanics-vs-red_burn games..."):
        for i in range(hn):
            o_dec += play_game(olds, args.seed + i, ("random", "random"), swap=i % 2 == 1).decisions
    o_elapsed = time.perf_counter() - o_start

    # --- peak traced allocation of one game ---------------------------------------------
    tracemalloc.start()
    play_game(decks, args.seed, ("random", "random"))
    _, traced_peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()

    # --- clone and legal-action queries at a mid-game position --------------------------------
    from manastack.rules.priority import legal_actions

    game = midgame(decks, args.seed)
    state = game.state
    player = state.priority
    clone_s = time_it(game.clone, 300)

    def fresh_query() -> None:
        state.touch()                       # invalidate the characteristics caches
        legal_actions(state, player)

    query_s = time_it(fresh_query, 300)
    cached_s = time_it(game.legal_actions, 3000)
    n_actions = len(game.legal_actions())

    declarations = []
    for label, g in big_board_declarations():
        pending = g.pending
        assert pending is not None

        def fresh_steps(d: "Decision" = pending) -> None:
            d._partial = None               # replay the steps and list the legal ones again
            d.legal_actions()

        def one_step(g: Game = g) -> None:
            g.clone().apply(g.legal_actions()[-1])

        declarations.append((label, len(pending.legal_actions()), time_it(fresh_steps, 300),
                             max(0.0, time_it(one_step, 100) - time_it(g.clone, 100))))
    # --- characteristics on a layered board (40 permanents, 10 continuous effects) --------------
    from manastack.rules.characteristics import chars

    layered = layered_board().state
    board = list(layered.battlefield)

    def chars_uncached() -> None:
        layered.touch_chars()               # every characteristic recomputed: one layer pass
        for oid in board:
            chars(layered, oid)

    def chars_cached() -> None:
        for oid in board:
            chars(layered, oid)

    layers_s = time_it(chars_uncached, 200)
    layers_cached_s = time_it(chars_cached, 2000)

    # --- report ----------------------------------------------------------------------------
    table = Table(title=f"manastack benchmark: red_burn vs gw_creatures, seeds {args.seed}..{args.seed + n - 1}")
    table.add_column("Measure")
    table.add_column("Value", justify="right")
    table.add_row("Random vs random games", f"{n} ({finished} finished)")
    table.add_row("  games per second", f"{n / elapsed:.2f}")
    table.add_row("  decisions per second", f"{decisions / elapsed:,.0f}")
    table.add_row("  mean decisions / turns per game", f"{decisions / n:.0f} / {turns / n:.1f}")
    table.add_row("  game time median / max", f"{1000 * statistics.median(per_game):.1f} ms / "
                                             f"{1000 * max(per_game):.1f} ms")
    table.add_row("Heuristic vs random games", str(hn))
    table.add_row("  games per second", f"{hn / h_elapsed:.2f}")
    table.add_row("  decisions per second", f"{h_dec / h_elapsed:,.0f}")
    table.add_row("ur_old_mechanics vs red_burn games (random)", str(hn))
    table.add_row("  games per second", f"{hn / o_elapsed:.2f}")
    table.add_row("  decisions per second", f"{o_dec / o_elapsed:,.0f}")
    table.add_row("Peak RSS of the process", f"{peak_rss_mb():.1f} MB")
    table.add_row("Peak traced allocation of one game", f"{traced_peak / 2**20:.2f} MB")
    table.add_row("RSS after warm-up", f"{rss_start:.1f} MB")
    table.add_row(f"RSS after the first 10% ({tenth} games)", f"{rss_tenth:.1f} MB")
    growth = rss_end - rss_tenth
    flat = "flat" if growth <= max(2.0, 0.05 * rss_tenth) else "GROWING"
    table.add_row(f"RSS after all {n} games", f"{rss_end:.1f} MB ({growth:+.1f} MB: {flat})")
    table.add_row(f"Game.clone() (turn {state.turn}, {len(state.objects)} objects)", f"{1e6 * clone_s:.0f} µs")
    table.add_row(f"legal actions, recomputed ({n_actions} actions)", f"{1e6 * query_s:.0f} µs")
    table.add_row("game.legal_actions() of the pending decision", f"{1e6 * cached_s:.1f} µs")
    for label, count, steps_s, apply_s in declarations:
        table.add_row(f"30 creatures, 4 players: {label}",
                      f"{count} actions: {1e6 * steps_s:.0f} µs; a step applied {1e6 * apply_s:.0f} µs")
    table.add_row("characteristics of 40 permanents under 10 effects, one layer pass", f"{1e6 * layers_s:.0f} µs")
    table.add_row("  the same, cached", f"{1e6 * layers_cached_s:.1f} µs")
    console.print(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
