"""Malformed scenario files are failures with a message, never crashes (scenario format: Output)."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest

from manastack.judge.runner import run_judge

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted((ROOT / "scenarios").rglob("*.yaml"))
JUNK = ["  - alice: cast", "- resolve all", "  x: [", "expect: 3", "    life: abc", "  - bob: attack none",
        "  - goto turn 9 end", "cards: [{name: X}]", "\t- pass", "start: {players: {}}"]


def _mutate(rng: random.Random, lines: list[str]) -> list[str]:
    op = rng.randrange(4)
    lines = list(lines)
    if op == 0 and lines:
        del lines[rng.randrange(len(lines))]
    elif op == 1 and lines:
        j = rng.randrange(len(lines))
        lines[j] = lines[j][: rng.randrange(len(lines[j]) + 1)]
    elif op == 2:
        lines.insert(rng.randrange(len(lines) + 1), rng.choice(JUNK))
    else:
        rng.shuffle(lines)
    return lines


@pytest.mark.parametrize("seed", range(8))
def test_mutated_scenario_files_are_judged_without_crashing(seed: int, tmp_path: Path) -> None:
    rng = random.Random(seed)
    for i in range(10):
        text = "\n".join(_mutate(rng, rng.choice(FILES).read_text(encoding="utf-8").splitlines()))
        path = tmp_path / f"mutant{i}.yaml"
        path.write_text(text, encoding="utf-8")
        out = io.StringIO()
        rc = run_judge([str(path)], explain=bool(i % 2), stream=out)
        assert rc in (0, 1)
        printed = out.getvalue()
        assert ("PASS" in printed) or ("FAIL" in printed)
        if rc == 1:
            assert "FAIL" in printed


def test_a_missing_file_is_a_failure_naming_it(tmp_path: Path) -> None:
    out = io.StringIO()
    assert run_judge([str(tmp_path / "nope.yaml")], stream=out) == 1
    assert "nope.yaml" in out.getvalue()
