"""Keyword abilities as a table of expansions (CR 702): a keyword line ("Flying, first strike") becomes keywords the
rules implement, or the abilities a keyword stands for (cycling: an activated ability from the hand, CR 702.29a).

A keyword the rules don't implement is no expansion: the line stays unparsed, naming it.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from manastack.cards.vocabulary import KEYWORDS, keyword_problem, normalize_keyword
from manastack.rules.cycling import typecycling_problem

_MANA = r"(?:\{[^}]+\})+"


def _cycling(m: re.Match[str]) -> dict[str, Any]:
    """CR 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card", activated from the hand."""
    return {"activated": {"cost": f"{m.group(1)}, Discard this card", "zone": "hand", "effects": [{"draw": 1}]}}


def _backup(m: re.Match[str]) -> dict[str, Any]:
    """CR 702.165a: "Backup N" means "When this creature enters, put N +1/+1 counters on target creature. If that's
    another creature, it also gains the non-backup abilities of this creature printed below this one until end of
    turn" (the verb ``backup``, effects/backup.py).  What it grants is filled in by :func:`fill_backups` once the
    lines below are read."""
    effect = {"backup": {"amount": int(m.group(1))}}
    return {"triggered": {"when": {"event": "enters", "who": "self"}, "targets": ["creature"], "effects": [effect]}}


def is_backup(raw: Any) -> bool:
    """Whether an expanded ability is backup's (CR 702.165a)."""
    trig = raw.get("triggered") if isinstance(raw, dict) else None
    effects = trig.get("effects") if isinstance(trig, dict) else None
    return isinstance(effects, list) and len(effects) == 1 and isinstance(effects[0], dict) and "backup" in effects[0]


def fill_backups(keywords: list[str], abilities: list[dict[str, Any]],
                 marks: list[tuple[int, int, list[dict[str, Any]]]]) -> None:
    """CR 702.165a, 702.165c: each backup ability grants the card's non-backup abilities printed below it; ``marks``
    holds, for each line with backup, how many keywords and abilities were read up to the end of that line and its
    backup abilities: the keywords and abilities read after it are the ones below."""
    for kw_at, ab_at, backups in marks:
        below_kws = [k for k in keywords[kw_at:] if not k.lower().startswith("backup")]
        below = [copy.deepcopy(a) for a in abilities[ab_at:] if not is_backup(a)]
        for raw in backups:
            args = raw["triggered"]["effects"][0]["backup"]
            args.update({**({"keywords": below_kws} if below_kws else {}), **({"abilities": below} if below else {})})


#: Keywords written with a cost or a number that expand to abilities rather than to a keyword: (pattern, expansion);
#: used only where the rules don't implement the keyword itself (cycling is now rules/cycling.py, CR 702.29).
ABILITY_KEYWORDS: list[tuple[re.Pattern[str], Any]] = [
    (re.compile(rf"cycling ({_MANA})", re.IGNORECASE), _cycling),
    (re.compile(r"backup ([1-9])", re.IGNORECASE), _backup),
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
