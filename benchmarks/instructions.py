"""Compare the engine's work with another commit's in instructions executed, which load on a shared machine
does not change (where ``compare.py``'s games per second do).

    python benchmarks/instructions.py REV [--games N]

Runs ``compare.py``'s probe (random vs random on the sample decks, seeds 0..N-1) under valgrind's callgrind,
for this checkout and for REV (checked out into a temporary git worktree), once with N games and once with
none: the difference is the instructions of the games alone, start-up (imports, loading the cards) left out.
Prints both counts and the ratio of REV's to this checkout's (above 1: this checkout does less work).  Slow:
callgrind runs some fifty times slower than Python alone (10 games take minutes).  Needs ``valgrind``.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from compare import PROBE, ROOT


def instructions(tree: Path, games: int, out: Path) -> int:
    """The instructions callgrind counts for the probe playing ``games`` games in checkout ``tree``."""
    run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c",
                          PROBE, str(tree), str(games)], check=True, capture_output=True, text=True, cwd=tree)
    found = re.search(r"Collected : (\d+)", run.stderr)
    if found is None:
        raise SystemExit(f"callgrind printed no count for {tree}:\n{run.stderr[-2000:]}")
    return int(found.group(1))


def games_only(tree: Path, games: int, tmp: Path) -> int:
    """The instructions of ``games`` games alone: the probe with them less the probe with none."""
    return instructions(tree, games, tmp / "with.out") - instructions(tree, 0, tmp / "without.out")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("rev", help="the commit to compare with (e.g. the commit before a change)")
    ap.add_argument("--games", type=int, default=10, help="games per measurement (default 10)")
    args = ap.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        other = tmp / "other"
        subprocess.run(["git", "worktree", "add", "--detach", str(other), args.rev], check=True, cwd=ROOT,
                       capture_output=True)
        try:
            this = games_only(ROOT, args.games, tmp)
            that = games_only(other, args.games, tmp)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(other)], cwd=ROOT, capture_output=True)
    print(f"random vs random, {args.games} games (seeds 0..{args.games - 1}), instructions of the games alone")
    print(f"  this checkout: {this:>15,}")
    print(f"  {args.rev[:12]:>13}: {that:>15,}")
    print(f"  ratio ({args.rev[:12]} / this): {that / this:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
