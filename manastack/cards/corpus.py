"""The Oracle card corpus beside the checkout, for checking bundled cards against it.

The corpus is ``shared/data/cards/AtomicCards.json.xz`` (the MTGJSON AtomicCards layout,
``{"meta": ..., "data": {name: [face, ...]}}``, front faces only).  It is read from
where it lies and is never copied into the project.  It is a test and tooling aid: the
engine itself never needs it.
"""

from __future__ import annotations

import json
import lzma
import os
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Mapping

from manastack.cards.model import CardDef
from manastack.cards.vocabulary import KEYWORDS, normalize_keyword

ENV_VAR = "MANASTACK_SHARED"
CORPUS_RELPATH = Path("data") / "cards" / "AtomicCards.json.xz"

Face = dict[str, Any]


def _candidates(start: Path) -> Iterable[Path]:
    """``<dir>/shared`` and ``<dir>/../shared`` for ``start`` and each of its parents."""
    for d in (start, *start.parents):
        yield d / "shared"
        yield d.parent / "shared"


def find_shared_dir() -> Path | None:
    """The ``shared`` directory holding the corpus, or ``None`` if there is none.

    ``$MANASTACK_SHARED`` wins when set (even if the corpus is missing there, so that a
    wrong setting is reported rather than silently bypassed).  Otherwise the directories
    above this file and above the current directory are searched for
    ``<dir>/shared/data/cards/AtomicCards.json.xz`` or ``<dir>/../shared/...``.
    """
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    starts = [Path(__file__).resolve().parent]
    try:
        starts.append(Path.cwd().resolve())
    except OSError:  # the cwd may have been removed
        pass
    for start in starts:
        for cand in _candidates(start):
            if (cand / CORPUS_RELPATH).is_file():
                return cand
    return None


def corpus_path() -> Path | None:
    """The corpus file, if a ``shared`` directory was found."""
    shared = find_shared_dir()
    return shared / CORPUS_RELPATH if shared is not None else None


@lru_cache(maxsize=4)
def _load(path: str) -> dict[str, Face]:
    with lzma.open(path, "rt", encoding="utf-8") as fh:
        raw = json.load(fh)
    data = raw.get("data", raw) if isinstance(raw, dict) else None
    if not isinstance(data, dict):
        raise ValueError(f"{path}: not an MTGJSON AtomicCards file (no 'data' mapping)")
    out: dict[str, Face] = {}
    for name, faces in data.items():
        if isinstance(faces, list) and faces and isinstance(faces[0], dict):
            out[str(name)] = faces[0]
    return out


def load_corpus(path: str | os.PathLike[str] | None = None) -> dict[str, Face]:
    """Card name -> its (front) face; read once per path and cached.

    Raises ``FileNotFoundError`` naming where it looked when there is no corpus.
    """
    if path is None:
        found = corpus_path()
        if found is None:
            raise FileNotFoundError(
                f"no card corpus found: set ${ENV_VAR} to the shared directory, or put 'shared' "
                f"(with {CORPUS_RELPATH.as_posix()}) beside the checkout")
        path = found
    p = Path(path)
    if not p.is_file():
        raise FileNotFoundError(f"no card corpus at {p}")
    return _load(str(p.resolve()))


def _pt(value: int | None) -> str | None:
    return None if value is None else str(value)


#: The corpus layouts of cards with several faces, each face listing the keywords of them all.
_SHARED_KEYWORDS = frozenset({"transform", "modal_dfc", "meld", "flip", "split", "adventure"})


def _keyword_bases(words: Iterable[str]) -> set[str]:
    """Keywords as the loader normalises them, without their qualities (``protection``)."""
    return {normalize_keyword(w).split(":")[0] for w in words}


def compare_card(card: CardDef, face: Face) -> list[str]:
    """Human-readable differences between a card definition and its corpus face.

    Compares the name, mana cost, type line (the corpus writes ``" — "``), power,
    toughness, loyalty, Oracle text, and the keywords the loader knows.  An empty list
    means they agree.
    """
    diffs: list[str] = []

    def differ(what: str, ours: object, theirs: object) -> None:
        if ours != theirs:
            diffs.append(f"{card.name}: {what} is {ours!r}, the corpus has {theirs!r}")

    differ("name", card.name, face.get("name"))
    differ("mana cost", str(card.cost) if card.cost is not None and str(card.cost) else None,
           face.get("manaCost") or None)
    differ("type line", card.type_line, face.get("type"))
    star = any(s.kind == "defines_pt" for s in card.static)     # CR 208.2a: "*" for a defining ability
    differ("power", "*" if star and card.power == 0 else _pt(card.power), face.get("power"))
    differ("toughness", "*" if star and card.toughness == 0 else _pt(card.toughness), face.get("toughness"))
    differ("loyalty", _pt(card.loyalty), face.get("loyalty"))
    differ("text", card.text or "", face.get("text") or "")
    words = face.get("keywords") or []
    if face.get("layout") in _SHARED_KEYWORDS:
        # the corpus lists the keywords of a card's faces together on each face: a face has those its text names
        words = [w for w in words if w.lower() in (face.get("text") or "").lower()]
    theirs = {k for k in _keyword_bases(words) if k in KEYWORDS}
    ours = _keyword_bases(card.keywords)
    for k in sorted(theirs - ours):
        diffs.append(f"{card.name}: keyword {k!r} is in the corpus but not in the definition")
    lines = [line.lower() for line in (face.get("text") or "").splitlines()]
    for k in sorted(ours - theirs):
        if any(line.startswith(k.replace("_", " ")) for line in lines):
            continue    # a keyword line the corpus's keyword list leaves out: snow forestwalk (Rime Dryad, 702.14c),
            #             trample over planeswalkers (Thrasta, 702.19c)
        diffs.append(f"{card.name}: keyword {k!r} is in the definition but not in the corpus")
    return diffs


RULES_GLOB = "rules/MagicCompRules-*.txt"


@lru_cache(maxsize=1)
def rules_keywords() -> frozenset[str]:
    """The keyword abilities the Comprehensive Rules define (the 702.N headings), normalised as card data spells
    them (``first_strike``); empty if the rules text is not beside the checkout."""
    shared = find_shared_dir()
    files = sorted(shared.glob(RULES_GLOB)) if shared is not None else []
    if not files:
        return frozenset()
    out = set()
    for line in files[-1].read_text(encoding="utf-8").splitlines():
        head, _, name = line.partition(". ")
        if head.startswith("702.") and head[4:].isdigit() and name and len(name) < 40 and not name.endswith("."):
            out.add(normalize_keyword(name))
    return frozenset(out)


def _expressed_otherwise(card: CardDef, kw: str) -> bool:
    """Keyword abilities that the card format writes as other parts: kicker as an optional additional cost
    (CR 702.33); the corpus's generic "landwalk" is
    the card's particular landwalk (702.14a: swampwalk, ...)."""
    if kw == "landwalk":
        return any(k.endswith("walk") for k in card.keywords)
    if kw in ("kicker", "multikicker"):
        return any(c.name.split()[0] == "kicker" for c in card.additional_costs if c.name)
    return False


def unimplemented_keywords(card: CardDef, face: Face) -> list[str]:
    """The keyword abilities (CR 702) of the card's Oracle text that the rules don't implement and the definition
    doesn't express otherwise: such a card would play wrong, so ``manastack cards --check`` reports it."""
    known = rules_keywords()
    out = []
    for k in sorted(_keyword_bases(face.get("keywords") or [])):
        if k in known and k not in KEYWORDS and not _expressed_otherwise(card, k):
            out.append(f"{card.name}: keyword {k.replace('_', ' ')!r} (CR 702) is not implemented by the rules: "
                       "the card would not play as printed")
    return out


def card_faces(card: CardDef, corpus: Mapping[str, Face]) -> list[tuple[CardDef, Face]] | None:
    """Each face of a bundled card with its corpus entry, or ``None`` if the card is not in the corpus.

    CR 712: the corpus names a double-faced card by both faces (``Front // Back``, its front face's values); its
    back face has an entry of its own, compared where the corpus has it.
    """
    if card.flip is not None:
        # CR 710.1: the corpus names a flip card by both halves and gives the upright half's values
        face = corpus.get(f"{card.name} // {card.flip.name}")
        return None if face is None else [(card, {**face, "name": card.name})]
    if card.back is None:
        face = corpus.get(card.name)
        return None if face is None else [(card, face)]
    front = corpus.get(f"{card.name} // {card.back.name}")
    if front is None:
        return None
    out = [(card, {**front, "name": card.name})]
    back = corpus.get(card.back.name)
    if back is not None:
        out.append((card.back, back))
    return out


def check_card(card: CardDef, corpus: Mapping[str, Face]) -> list[str]:
    """Every difference between a bundled card (each face) and the corpus, and every keyword of its Oracle text
    that the rules don't implement; empty when the card is as printed."""
    faces = card_faces(card, corpus)
    if faces is None:
        return [f"{card.where}: {card.name!r} is not a card of the corpus"]
    return [d for c, f in faces for d in compare_card(c, f) + unimplemented_keywords(c, f)]
