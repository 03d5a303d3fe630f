"""``manastack cards coverage``: how many cards of the corpus compile, over all cards and over the game pool, and
the phrases that fail most (issue 9).

Statuses: ``unparsed`` (some line fails, the phrase says which), ``compiled`` (every ability compiles with no word
skipped, loads through the loader's checks and renders back as its Oracle text).  ``smoke-passed`` is measured
apart, by ``manastack.cardsmoke`` (it plays games, a layer above): ``manastack cards compile`` smoke-plays every
compiled pool card and ships the status (``cards/data/smoke.json.xz``); ``--smoke N`` plays a sample again.
"""

from __future__ import annotations

import hashlib
import json
import lzma
import re
from collections import Counter
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, Iterable, Mapping

from manastack.oracle.compiler import COMPILER_VERSION, CompileResult, compile_face

#: Corpus marks of cards outside the game pool (issue 9: planes, schemes, vanguards, conspiracies, stickers,
#: dungeons, Alchemy rebalances and digital-only cards).
_OUT_OF_POOL_TYPES = frozenset({"Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy", "Stickers", "Dungeon"})

#: The words of the digital-only (MTG Arena, Alchemy) mechanics, which the Comprehensive Rules don't define and a
#: paper game can't play: "seek", "perpetually", "conjure", "specialize", "double team", "intensity"/"intensify",
#: "boon", "spellbook" (and "draft a card from ...'s spellbook"), "heist".  The corpus has no digital-only mark
#: (``isOnlineOnly``, printings), so the words decide; "draft" alone is paper (Conspiracy's draft-matters cards).
DIGITAL_ONLY_WORDS = re.compile(
    r"\b(?:seeks?|perpetually|conjures?|specialize|double team|intensity|intensif(?:y|ies)|boon|spellbook"
    r"|heist target)\b", re.IGNORECASE)


def in_game_pool(face: Mapping[str, Any]) -> bool:
    """Whether a corpus face is a card of the game pool: not a plane, scheme, vanguard, conspiracy, sticker sheet,
    dungeon, Alchemy rebalance (``A-``), funny or online-only card, nor a card using a digital-only mechanic's
    words (``DIGITAL_ONLY_WORDS``)."""
    if face.get("layout") in ("planar", "scheme", "vanguard") or set(face.get("types") or ()) & _OUT_OF_POOL_TYPES:
        return False
    if str(face.get("name", "")).startswith("A-") or face.get("isFunny") or face.get("isOnlineOnly"):
        return False
    return not DIGITAL_ONLY_WORDS.search(str(face.get("text") or ""))


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
    compiled: dict[str, dict[str, Any]] = field(default_factory=dict)   # pool cards that compiled: name -> data

    def add(self, face: Mapping[str, Any], result: CompileResult) -> None:
        self.total[result.status] += 1
        if in_game_pool(face):
            self.pool[result.status] += 1
            if result.status == "compiled" and result.data is not None:
                self.compiled[result.name] = result.data
            if result.status == "unparsed":
                self.reasons[result.reason] += 1
                self.phrases[phrase_key(result.phrase)] += 1


def measure(faces: Iterable[Mapping[str, Any]], corpus: Mapping[str, Mapping[str, Any]] | None = None) -> Coverage:
    """Compile every face and count (``corpus``: where a double-faced card's other face is looked up, by default
    the faces given)."""
    faces = list(faces)
    lookup = corpus if corpus is not None else {str(f.get("name")): f for f in faces}
    cov = Coverage()
    for face in faces:
        cov.add(face, compile_face(face, lookup))
    return cov


def corpus_digest(path: Path) -> str:
    """The SHA-256 of the corpus file: the shipped compiled data records the corpus it was compiled from."""
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def compiler_digest() -> str:
    """The SHA-256 of the compiler's own files (its grammar and modules, its parts', coverage.py aside): the
    shipped data records it, so a test sees data compiled by another compiler."""
    h = hashlib.sha256()
    for package in ("manastack.oracle", "manastack.oracle.parts"):
        for entry in sorted(resources.files(package).iterdir(), key=lambda e: e.name):
            if entry.name.endswith((".py", ".lark")) and entry.name != "coverage.py":
                h.update(f"{package}/{entry.name}".encode() + b"\0" + entry.read_bytes())
    return h.hexdigest()


def write_compiled(cov: Coverage, corpus_file: Path, out: Path, hand_written: Iterable[str]) -> int:
    """Write the compiled cards of the game pool that have no hand-written definition (that one wins) as the
    shipped data file (``cards.db`` reads it); returns how many were written."""
    skip = {n.lower() for n in hand_written}
    cards = {n: d for n, d in sorted(cov.compiled.items()) if n.lower() not in skip}
    doc = {"corpus_sha256": corpus_digest(corpus_file), "compiler_version": COMPILER_VERSION,
           "compiler_sha256": compiler_digest(), "cards": cards}
    with lzma.open(out, "wt", encoding="utf-8", preset=9) as fh:
        json.dump(doc, fh, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return len(cards)
