"""Compare the engine's cost with another commit's in instructions, which machine load does not change.

    python benchmarks/instructions.py REV [--games N]

Wall-clock ratios (``benchmarks/compare.py``) are noisy on a shared machine; the number of instructions a
fixed workload executes is not.  This runs the workload of ``compare.py`` (its ``PROBE``: random-vs-random
games on the sample decks, seeds 0..N-1) under valgrind's callgrind tool, for this checkout and for REV
(checked out into a temporary git worktree), once with N games and once with none: the difference is the
instructions the games take, without the start-up (imports, loading the bundled cards).  It reports both
counts and their ratio (REV / this checkout: above 1, this checkout executes fewer instructions).  The
games of two commits may differ (a rule implemented differently changes a random game), so the decisions
are reported too.  Needs ``valgrind`` on the PATH; each run takes minutes (callgrind runs ~50x slower).
"""

from __future__ import annotations

import argparse
import re
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
    ap.add_argument("rev", help="the commit to compare with (e.g. the commit before a change)")
    ap.add_argument("--games", type=int, default=10, help="games of the workload (default 10: seeds 0..9)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        other = Path(tmp) / "other"
        subprocess.run(["git", "worktree", "add", "--detach", str(other), args.rev], check=True, cwd=ROOT,
                       capture_output=True)
        try:
            got: dict[str, tuple[int, int]] = {}
            for name, tree in (("this", ROOT), ("other", other)):
                full, decisions = instructions(tree, args.games, Path(tmp) / f"{name}.full")
                base, _ = instructions(tree, 0, Path(tmp) / f"{name}.base")
                got[name] = (full - base, decisions)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(other)], cwd=ROOT, capture_output=True)
    (this, this_d), (that, that_d) = got["this"], got["other"]
    print(f"random vs random, {args.games} games (seeds 0..{args.games - 1}), instructions of the games alone")
    print(f"  this checkout: {this:>15,} instructions  {this_d:6} decisions  {this / this_d:>10,.0f} per decision")
    print(f"  {args.rev[:12]:>13}: {that:>15,} instructions  {that_d:6} decisions  {that / that_d:>10,.0f} per decision")
    print(f"  ratio ({args.rev[:12]} / this), per game: {that / this:.3f}; per decision: "
          f"{(that / that_d) / (this / this_d):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
