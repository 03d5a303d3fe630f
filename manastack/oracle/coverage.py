"""``manastack cards coverage``: how many cards of the corpus compile, over all cards and over the game pool, and
the phrases that fail most (issue 9).

Statuses: ``unparsed`` (some line fails, the phrase says which), ``compiled`` (every ability compiles with no word
skipped, loads through the loader's checks and renders back as its Oracle text).  ``smoke-passed`` (a generated
scenario plays the card) is not measured yet: the table says so rather than count it.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from manastack.oracle.compiler import CompileResult, compile_face

#: Corpus marks of cards outside the game pool (issue 9: planes, schemes, vanguards, conspiracies, stickers,
#: dungeons, Alchemy rebalances and digital-only cards).
_OUT_OF_POOL_TYPES = frozenset({"Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy", "Stickers", "Dungeon"})


def in_game_pool(face: Mapping[str, Any]) -> bool:
    """Whether a corpus face is a card of the game pool (not a plane, scheme, Alchemy card...)."""
    if face.get("layout") in ("planar", "scheme", "vanguard") or set(face.get("types") or ()) & _OUT_OF_POOL_TYPES:
        return False
    if str(face.get("name", "")).startswith("A-") or face.get("isFunny"):
        return False
    return True


def phrase_key(phrase: str) -> str:
    """A failing phrase with its numbers and mana symbols generalised, so that one template counts once."""
    out = re.sub(r"\{[^}]+\}", "{M}", phrase)
    out = re.sub(r"[+-]?\b\d+\b", "N", out)
    return out


@dataclass
class Coverage:
    """Counts per status over all cards and over the game pool, and the failing phrases by the cards they block."""

    total: Counter[str] = field(default_factory=Counter)
    pool: Counter[str] = field(default_factory=Counter)
    phrases: Counter[str] = field(default_factory=Counter)     # phrase -> cards it alone blocks
    reasons: Counter[str] = field(default_factory=Counter)

    def add(self, face: Mapping[str, Any], result: CompileResult) -> None:
        self.total[result.status] += 1
        if in_game_pool(face):
            self.pool[result.status] += 1
            if result.status == "unparsed":
                self.reasons[result.reason] += 1
                self.phrases[phrase_key(result.phrase)] += 1


def measure(faces: Iterable[Mapping[str, Any]]) -> Coverage:
    """Compile every face and count."""
    cov = Coverage()
    for face in faces:
        cov.add(face, compile_face(face))
    return cov
