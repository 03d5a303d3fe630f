"""CR 702.16a: the qualities protection names, read against a source's characteristics.

Card data writes protection as printed (``protection:black``, ``protection:snow``, ``protection:goblins``,
``protection:black and from red``).  A keyword that names several qualities ("Protection from black and from
red", 702.16g: protection from each of them) is split into its qualities (``split_qualities``); each quality is
read by ``quality_fits``: a color, "everything", "all colors" / "each color", "multicolored", "monocolored",
"mana value N or greater / or less", a supertype (205.4: "snow", "legendary"), a card type or subtype in the
singular or plural ("artifacts", "Goblins", "Elves": a creature type's plural adds "s" or "es", turns "y" into
"ies" or "f" into "ves"), or such words before "creatures" ("legendary creatures", "God creatures",
"non-Spirit creatures").  A quality none of these reads protects from nothing (None: not understood).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from manastack.core.mana import NAME_TO_COLOR

if TYPE_CHECKING:
    from manastack.rules.printed import Chars

_SEPARATOR = re.compile(r",? and from |, from ")
_MANA_VALUE = re.compile(r"mana value (\d+) or (greater|less)")
_CREATURES = re.compile(r"(.+?) creatures?")


def split_qualities(quality: str) -> list[str]:
    """CR 702.16g: "black and from red" -> ["black", "red"] (each quality of a protection keyword)."""
    return [q.strip() for q in _SEPARATOR.split(quality) if q.strip()]


def _forms(word: str) -> set[str]:
    """A type word and the plurals card text gives it ("Elf": "elf", "elfs", "elves"; "Ally": "allies")."""
    w = word.lower()
    out = {w, w + "s", w + "es"}
    if w.endswith("y"):
        out.add(w[:-1] + "ies")
    if w.endswith("f"):
        out.add(w[:-1] + "ves")
    return out


def _type_word(word: str, c: "Chars") -> bool:
    """Whether ``word`` (singular or plural, any case) is one of the source's supertypes, card types or subtypes."""
    w = word.lower()
    return any(w in _forms(t) for t in (*c.supertypes, *c.types, *c.subtypes))


def quality_fits(quality: str, c: "Chars") -> bool | None:
    """CR 702.16a: whether a source with characteristics ``c`` has ``quality`` (one quality, lower case as card
    data writes it); None if the quality is none the rules here read."""
    q = quality.strip().lower()
    if q == "everything":
        return True
    if q in NAME_TO_COLOR:
        return NAME_TO_COLOR[q] in c.colors
    if q in ("all colors", "each color"):
        return bool(c.colors)
    if q == "multicolored":
        return len(c.colors) > 1
    if q == "monocolored":
        return len(c.colors) == 1
    mv = _MANA_VALUE.fullmatch(q)
    if mv:
        n, more = int(mv.group(1)), mv.group(2) == "greater"
        return c.mana_value >= n if more else c.mana_value <= n
    if " " not in q:
        return _type_word(q, c)
    creatures = _CREATURES.fullmatch(q)
    if creatures and " " not in creatures.group(1):
        word = creatures.group(1)
        if not c.creature:
            return False
        if word.startswith("non-"):
            return not _type_word(word[4:], c)
        return _type_word(word, c)
    return None
