"""Compare the engine's speed with another commit's, measured in one run.

    python benchmarks/compare.py REV [--games N] [--rounds R]

Checks REV out into a temporary git worktree and plays the same random-vs-random games
on the sample decks (red_burn vs gw_creatures, seeds 0..N-1) with this checkout and with
REV, alternating the two in R rounds of fresh processes so that both see the same
machine load; reports games and decisions per second for each, and the ratio of this
checkout to REV (above 1: this checkout is faster).  Machines are noisy: the ratio of
one run, measured side by side, is what to compare, never an absolute figure.  Only the
public API is used (``Game.new``, ``sample_deck``, ``Game.pending``, ``Game.apply``), so
any commit with that API can be compared.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Run inside the checkout being measured (its directory first on sys.path).
PROBE = r"""
import json, random, sys, time
sys.path.insert(0, sys.argv[1])
from manastack import Game, sample_deck
games, decisions = int(sys.argv[2]), 0
decks = [sample_deck("red_burn"), sample_deck("gw_creatures")]
t0 = time.perf_counter()
for seed in range(games):
    g = Game.new(decks, seed=seed)
    rng = random.Random(seed)
    while not g.is_over and g.state.decisions < 3000:
        g.apply(g.pending.sample(rng))
    decisions += g.state.decisions
print(json.dumps({"seconds": time.perf_counter() - t0, "decisions": decisions}))
"""


def measure(tree: Path, games: int) -> dict[str, float]:
    out = subprocess.run([sys.executable, "-c", PROBE, str(tree), str(games)], check=True, capture_output=True,
                         text=True, cwd=tree)
    got: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return got


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("rev", help="the commit to compare with (e.g. the commit before a change)")
    ap.add_argument("--games", type=int, default=60, help="games per measurement (default 60)")
    ap.add_argument("--rounds", type=int, default=3, help="alternating rounds (default 3)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        other = Path(tmp) / "other"
        subprocess.run(["git", "worktree", "add", "--detach", str(other), args.rev], check=True, cwd=ROOT,
                       capture_output=True)
        try:
            rates: dict[str, list[float]] = {"this": [], "other": []}
            dps: dict[str, list[float]] = {"this": [], "other": []}
            for _ in range(args.rounds):
                for name, tree in (("this", ROOT), ("other", other)):
                    m = measure(tree, args.games)
                    rates[name].append(args.games / m["seconds"])
                    dps[name].append(m["decisions"] / m["seconds"])
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(other)], cwd=ROOT, capture_output=True)
    this, that = statistics.median(rates["this"]), statistics.median(rates["other"])
    print(f"random vs random, {args.games} games x {args.rounds} rounds (median of rounds)")
    print(f"  this checkout: {this:6.1f} games/s  {statistics.median(dps['this']):8.0f} decisions/s")
    print(f"  {args.rev[:12]:>13}: {that:6.1f} games/s  {statistics.median(dps['other']):8.0f} decisions/s")
    print(f"  ratio (this / {args.rev[:12]}): {this / that:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
