"""The terms a parse tree becomes (issue 9), shared by the compiler's base transformer and its grammar parts
(``parts/``): objects and players a clause names, numbers, filters merged from a noun phrase's words, target
specifications, and the exception for a phrase the card format can't express yet."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from lark import Token

NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "eight": 8, "nine": 9, "ten": 10}
TYPE_PLURALS = {"creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment", "lands": "land",
                "planeswalkers": "planeswalker"}
COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


class Unsupported(Exception):
    """A phrase the grammar reads but the card format can't express yet (its text is the phrase)."""


@dataclass(frozen=True)
class Obj:
    """An object or player a clause names: a target (``spec``, ``count``), a reference (``ref``) or each permanent
    matching ``filter``."""

    kind: str                      # target | ref | each
    spec: Any = None
    count: int = 1
    ref: str = ""
    filter: Mapping[str, Any] = field(default_factory=dict)
    up_to: bool = False            # "up to N target ...": fewer may be chosen (CR 601.2c)


def number(tok: Token | str) -> int | str:
    """A number word or numeral ("a", "three", "3") as an int; "X" stays "X"."""
    s = str(tok)
    if s == "X":
        return "X"
    return NUMBERS[s] if s in NUMBERS else int(s)


def power_toughness(tok: Token | str) -> tuple[int, int]:
    """A "+N/-M" modification as (N, -M)."""
    p, t = (int(x) for x in str(tok).split("/"))
    return p, t


def merge(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """The filter of a noun phrase: its words' filters merged (list fields united)."""
    out: dict[str, Any] = {}
    for p in parts:
        for k, v in p.items():
            if isinstance(v, list):
                out[k] = sorted(set(out.get(k, [])) | set(v))
            else:
                out[k] = v
    return out


def spec(f: dict[str, Any]) -> Any:
    """A target specification (docs/cards.md "Targets") for a noun phrase's filter."""
    f = dict(f)
    if f.pop("__spell", False):
        return {"spell": f} if f else "spell"
    if f == {"types": ["Creature"]}:
        return "creature"
    return {"permanent": f}
