"""CR 509.1c: counting the blocking requirements a declaration of blockers obeys (the requirements themselves are
found by ``rules/combat_requirements.py``; a declaration is legal only if it obeys the most a legal one can)."""

from __future__ import annotations

from typing import Any, Iterable, Sequence


def obeyed(reqs: Sequence[Sequence[Any]], pairs: Iterable[tuple[int, int]]) -> int:
    """CR 509.1c: how many of the requirements ``reqs`` the blocks ``pairs`` (blocker, attacker) obey:
    ``["blocked", A]`` (A must be blocked if able), ``["block", B, A]`` (B blocks A if able: Lure), ``["blocks", B]``
    (B blocks each combat if able)."""
    pairs = set(pairs)
    blocked = {a for _, a in pairs}
    blockers = {b for b, _ in pairs}
    n = 0
    for r in reqs:
        if r[0] == "blocked":
            n += r[1] in blocked
        elif r[0] == "block":
            n += (r[1], r[2]) in pairs
        elif r[0] == "blocks":
            n += r[1] in blockers
    return n
