"""Keyword abilities as a table of expansions (CR 702): a keyword line ("Flying, first strike") becomes keywords the
rules implement, or the abilities a keyword stands for (cycling: an activated ability from the hand, CR 702.29a).

A keyword the rules don't implement is no expansion: the line stays unparsed, naming it.
"""

from __future__ import annotations

import re
from typing import Any

from manastack.cards.vocabulary import KEYWORDS, keyword_problem, normalize_keyword
from manastack.rules.cycling import typecycling_problem

_MANA = r"(?:\{[^}]+\})+"


def _cycling(m: re.Match[str]) -> dict[str, Any]:
    """CR 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card", activated from the hand."""
    return {"activated": {"cost": f"{m.group(1)}, Discard this card", "zone": "hand", "effects": [{"draw": 1}]}}


#: Keywords written with a cost or a number that expand to abilities rather than to a keyword: (pattern, expansion);
#: used only where the rules don't implement the keyword itself (cycling is now rules/cycling.py, CR 702.29).
ABILITY_KEYWORDS: list[tuple[re.Pattern[str], Any]] = [
    (re.compile(rf"cycling ({_MANA})", re.IGNORECASE), _cycling),
]


def expand_keyword(part: str) -> tuple[str | None, dict[str, Any] | None]:
    """One keyword as printed: (the keyword for the ``keywords`` list, or an ability mapping), both None when it is
    not a keyword the rules implement."""
    kw = normalize_keyword(part)
    if kw.startswith("cycling:") and typecycling_problem(kw[len("cycling:"):]) is not None:
        return None, None       # CR 702.29e: "each creature card in your hand has cycling {1}{U}" isn't cycling
    if kw.partition(":")[0] in KEYWORDS and keyword_problem(kw, part) is None:
        return part[0].upper() + part[1:], None
    for pattern, make in ABILITY_KEYWORDS:     # only where the rules don't implement the keyword as such
        m = pattern.fullmatch(part)
        if m:
            return None, make(m)
    return None, None


def keyword_line(line: str) -> tuple[list[str], list[dict[str, Any]]] | None:
    """A line made only of keywords ("flying, first strike"; CR 702.1): its keywords and expanded abilities, or None
    if any part isn't one."""
    words: list[str] = []
    abilities: list[dict[str, Any]] = []
    head, dash, cost = line.rstrip(".").partition("\u2014")    # "Flying, ward—{2}, Pay 2 life": the cost is whole
    parts = re.split(r"[,;] ", head)
    parts[-1] += dash + cost
    for part in parts:
        kw, ability = expand_keyword(part.strip())
        if kw is not None:
            words.append(kw)
        elif ability is not None:
            abilities.append(ability)
        else:
            return None
    return words, abilities
