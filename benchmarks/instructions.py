"""Compare the engine's cost with another commit's in instructions, which machine load does not change.

    python benchmarks/instructions.py REV [REV ...] [--games N] [--jobs J]

Wall-clock ratios (``benchmarks/compare.py``) are noisy on a shared machine; the number of instructions a
fixed workload executes is not.  This runs the workload of ``compare.py`` (its ``PROBE``: random-vs-random
games on the sample decks, seeds 0..N-1) under valgrind's callgrind tool, for this checkout and for REV
(checked out into a temporary git worktree), once with N games and once with none: the difference is the
instructions the games take, without the start-up (imports, loading the bundled cards).  It reports the
counts (with and without the start-up) and their ratio for each REV (REV / this checkout: above 1, this
checkout executes fewer instructions).  The
games of two commits may differ (a rule implemented differently changes a random game), so the decisions
are reported too.  Needs ``valgrind`` on the PATH; each run takes minutes (callgrind runs ~50x slower); the
runs are independent, so ``--jobs`` of them run at once (instruction counts don't depend on load).

How many games: random games vary a lot in length, so a per-game ratio over few seeds measures the seeds as much as
the engine (over seeds 0..9, two commits that play random games equally long on average differed by 10% in
decisions).  The default, 60 games, is ``compare.py``'s; per decision is the steadier figure.
"""

from __future__ import annotations

import argparse
import re
from concurrent.futures import ThreadPoolExecutor
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from compare import PROBE  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def instructions(tree: Path, games: int, out: Path) -> tuple[int, int]:
    """The instructions callgrind counts for the PROBE workload of ``games`` games in ``tree``, and the
    decisions those games took."""
    run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c",
                          PROBE, str(tree), str(games)], check=True, capture_output=True, text=True, cwd=tree)
    decisions = int(re.findall(r'"decisions": (\d+)', run.stdout)[-1])
    for line in out.read_text().splitlines():
        if line.startswith(("summary:", "totals:")):
            return int(line.split()[1]), decisions
    raise SystemExit(f"{out}: no 'summary:' or 'totals:' line in callgrind's output")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("revs", nargs="+", metavar="REV", help="the commits to compare with (e.g. the commit before a change)")
    ap.add_argument("--games", type=int, default=60, help="games of the workload (default 60: seeds 0..59)")
    ap.add_argument("--jobs", type=int, default=2, help="callgrind runs at once (default 2)")
    args = ap.parse_args()
    got: dict[str, tuple[int, int, int]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        trees = [("this checkout", ROOT)]
        for i, rev in enumerate(args.revs):
            other = Path(tmp) / f"other{i}"
            subprocess.run(["git", "worktree", "add", "--detach", str(other), rev], check=True, cwd=ROOT,
                           capture_output=True)
            trees.append((rev, other))
        try:
            for _, tree in trees:
                # the bytecode of every module first: a tree checked out afresh would compile its modules during
                # the measured runs, differently in the run with games and the run without (their difference would
                # count compiling as the games' work)
                subprocess.run([sys.executable, "-m", "compileall", "-q", str(tree / "manastack")], check=True,
                               capture_output=True)
            with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
                runs = {(name, games): pool.submit(instructions, tree, games, Path(tmp) / f"{i}-{games}.out")
                        for i, (name, tree) in enumerate(trees) for games in (args.games, 0)}
                for name, _ in trees:
                    (full, decisions), (base, _) = runs[name, args.games].result(), runs[name, 0].result()
                    got[name] = (full - base, decisions, full)
        finally:
            for _, tree in trees[1:]:
                subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT, capture_output=True)
    print(f"random vs random, {args.games} games (seeds 0..{args.games - 1}): instructions of the games alone "
          "(and of the whole run, start-up included)")
    this, this_d, this_full = got["this checkout"]
    for name, (n, d, full) in got.items():
        print(f"  {name[:13]:>13}: {n:>15,} ({full:>15,})  {d:6} decisions  {n / d:>10,.0f} per decision")
    for rev in args.revs:
        that, that_d, that_full = got[rev]
        print(f"  ratio ({rev[:12]} / this): per game {that / this:.3f}, per decision "
              f"{(that / that_d) / (this / this_d):.3f}, whole run {that_full / this_full:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
