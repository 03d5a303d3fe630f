"""CR 702.22c-d: which attacking creatures may be declared in a band, as plain data.

The rules module (``rules/banding.py``) reads the creatures' banding and "bands with
other [quality]" abilities into a :class:`BandRules` value as the declaration of
attackers begins; the declaration (``decisions``, ``stepwise``) checks bands against it
without looking at the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Collection, Iterator, Mapping

Ref = tuple[str, int]


@dataclass(frozen=True, slots=True)
class BandRules:
    """What decides the bands a player may declare (702.22c): the creatures with banding, the qualities of
    each creature's "bands with other [quality]" abilities, and for each of those qualities the creatures
    that have it."""

    banding: frozenset[int] = frozenset()
    bands_with: Mapping[int, tuple[str, ...]] = field(default_factory=dict)
    quality: Mapping[str, frozenset[int]] = field(default_factory=dict)


def band_problem(rules: BandRules, members: Collection[int]) -> str | None:
    """CR 702.22c: None if ``members`` may be declared as one band, else why not.  A band is one or more
    creatures with banding and at most one without, or [quality] creatures at least one of which has
    "bands with other [quality]"."""
    if len(members) < 2:
        return "a band is two or more attacking creatures (702.22c)"
    without = sum(1 for m in members if m not in rules.banding)
    if without < len(members) and without <= 1:
        return None
    for m in members:
        for q in rules.bands_with.get(m, ()):
            if all(x in rules.quality.get(q, frozenset()) for x in members):
                return None
    if without == len(members) and not any(m in rules.bands_with for m in members):
        return "none of those creatures has banding or \"bands with other\" (702.22c)"
    return ("a band is creatures with banding and at most one without, or [quality] creatures one of which "
            "has \"bands with other [quality]\" (702.22c)")


def band_key(rules: BandRules, members: Collection[int]) -> int:
    """The member of a legal band that can begin it: every band that contains it and is part of
    ``members`` is legal too (a creature with banding, or one whose "bands with other" fits them all)."""
    banders = sorted(m for m in members if m in rules.banding)
    if banders and len(members) - len(banders) <= 1:
        return banders[0]       # every part with a creature with banding and at most one without is a band
    for m in sorted(members):
        for q in rules.bands_with.get(m, ()):
            if all(x in rules.quality.get(q, frozenset()) for x in members):
                return m        # every part with it is made of [quality] creatures
    return min(members)


def normal_bands(bands: Collection[Collection[int]]) -> tuple[tuple[int, ...], ...]:
    """Bands in their normal form: each sorted, sorted by their members."""
    return tuple(sorted(tuple(sorted(b)) for b in bands))


def band_sets(rules: BandRules, pairs: Mapping[int, Ref]) -> Iterator[tuple[tuple[int, ...], ...]]:
    """Every legal way to declare bands among the attackers ``pairs`` (attacker -> whom it attacks; the members
    of a band attack the same player or planeswalker, 702.22d), none first.  Exponential: for tests and
    enumeration of short declarations only."""
    yield from _band_sets(rules, pairs, sorted(pairs))


def _band_sets(rules: BandRules, pairs: Mapping[int, Ref], left: list[int]) -> Iterator[tuple[tuple[int, ...], ...]]:
    if not left:
        yield ()
        return
    first, rest = left[0], left[1:]
    yield from _band_sets(rules, pairs, rest)
    mates = [m for m in rest if pairs[m] == pairs[first]]
    for mask in range(1, 1 << len(mates)):
        band = [first] + [m for i, m in enumerate(mates) if mask >> i & 1]
        if band_problem(rules, band) is not None:
            continue
        for others in _band_sets(rules, pairs, [m for m in rest if m not in band]):
            yield normal_bands([band, *others])


__all__ = ["BandRules", "band_key", "band_problem", "band_sets", "normal_bands"]
