"""Bipartite matching by augmenting paths (Kuhn's algorithm), for the rules that ask "can each of these be
given a different one of those": mana units paying coloured symbols, free blockers making up menace's missing
blockers."""

from __future__ import annotations

from typing import Callable, Hashable, Iterable


def matches_all(count: int, candidates: Callable[[int], Iterable[Hashable]]) -> bool:
    """Whether each of ``count`` items (0..count-1) can be matched with a different candidate, where
    ``candidates(i)`` gives the candidates item ``i`` may take."""
    owner: dict[Hashable, int] = {}     # candidate -> the item it is matched with

    def augment(i: int, seen: set[Hashable]) -> bool:
        for c in candidates(i):
            if c in seen:
                continue
            seen.add(c)
            if c not in owner or augment(owner[c], seen):
                owner[c] = i
                return True
        return False

    return all(augment(i, set()) for i in range(count))
