"""The terms a parse tree becomes (issue 9), shared by the compiler's base transformer and its grammar parts
(``parts/``): objects and players a clause names, numbers, filters merged from a noun phrase's words, target
specifications, and the exception for a phrase the card format can't express yet."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
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
    if f.pop("__mv_x", False):
        f["mana_value_x"] = True    # CR 107.3a: "with mana value X" in a target (the X of the spell or ability)
    if f.pop("__spell", False):
        return {"spell": f} if f else "spell"
    if f == {"types": ["Creature"]}:
        return "creature"
    return {"permanent": f}


def many_spec(target: Any, count: str) -> dict[str, Any]:
    """CR 601.2c: a target spec standing for a number of targets: ``count`` ``any`` ("any number of target ...") or
    ``X`` ("X target ...")."""
    return {**(target if isinstance(target, dict) else {target: {}}), "count": count}


def is_many(o: Any) -> bool:
    """Whether ``o`` is a target standing for a number of targets (:func:`many_spec`, CR 601.2c)."""
    return isinstance(o, Obj) and o.kind == "target" and isinstance(o.spec, dict) and o.spec.get("count") in ("any", "X")


@dataclass(frozen=True)
class Modal:
    """CR 700.2: a modal body ("Choose one —" and its bulleted modes): how many modes are chosen (``choose``, as
    docs/cards.md writes it: ``1``, ``2``, ``"1-2"``, ``"1-any"``) and each mode's clauses, in the order printed."""

    choose: Any
    modes: tuple[list[Any], ...]
    chooser: str = ""          # "opponent": "An opponent chooses one —" (700.2e)
    repeat: bool = False       # "You may choose the same mode more than once" (700.2d)


# ---- subtypes in the plural ("Elves you control", "other Zombies"; CR 205.3) ------------------------------------

#: Plurals that aren't the subtype with "s" or "es" (and subtypes whose plural is the same word).
_IRREGULAR_PLURALS = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Werewolf": "Werewolves",
                      "Mercenary": "Mercenaries", "Ally": "Allies", "Harpy": "Harpies", "Fungus": "Fungi",
                      "Homunculus": "Homunculi", "Mouse": "Mice", "Ox": "Oxen", "Cyclops": "Cyclopes",
                      "Sphinx": "Sphinxes", "Fox": "Foxes", "Leech": "Leeches", "Octopus": "Octopuses",
                      "Pegasus": "Pegasi", "Citizen": "Citizens", "Child": "Children", "Thief": "Thieves",
                      "Kithkin": "Kithkin", "Plains": "Plains", "Merfolk": "Merfolk", "Treefolk": "Treefolk", "Moonfolk": "Moonfolk",
                      "Samurai": "Samurai", "Djinn": "Djinn", "Efreet": "Efreet", "Kor": "Kor", "Fish": "Fish",
                      "Jellyfish": "Jellyfish", "Sheep": "Sheep", "Aetherborn": "Aetherborn", "Equipment": "Equipment",
                      "Sorcery": "Sorceries", "Ninja": "Ninjas", "Dryad": "Dryads", "Sliver": "Slivers",
                      "Gnoll": "Gnolls", "Halfling": "Halflings", "Azra": "Azra", "Eldrazi": "Eldrazi",
                      "Graveborn": "Graveborn", "Dauthi": "Dauthi", "Nephilim": "Nephilim", "Incarnation":
                      "Incarnations", "Servo": "Servos", "Phyrexian": "Phyrexians"}


def plural_subtype(word: str) -> str:
    """A subtype in the plural as card text writes it ("Elf" -> "Elves", "Zombie" -> "Zombies")."""
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def singular_subtype(word: str) -> str | None:
    """The subtype a plural names ("Elves" -> "Elf"), or None if it names none."""
    return _singulars().get(word)


@lru_cache(maxsize=1)
def _singulars() -> dict[str, str]:
    # imported here: this part of the shared terms module is appended (its imports above stay untouched)
    from manastack.core.types import BASIC_LAND_MANA, CREATURE_TYPES
    words = (*CREATURE_TYPES, *BASIC_LAND_MANA, "Aura", "Equipment", "Vehicle", "Saga", "Shrine", "Gate", "Desert",
             "Cave", "Sphere", "Lair", "Locus", "Mine", "Tower", "Power-Plant", "Treasure", "Food", "Clue", "Blood")
    return {plural_subtype(w): w for w in words}


#: CR 611.2a: the duration "until your next turn" as the grammar's ``duration`` gives it (parts/zd).
UNTIL_NEXT_TURN = "until_your_next_turn"
#: CR 611.2a-b: the durations (besides the default "until end of turn") the grammar's ``duration`` gives (parts/zd),
#: by their words.
DURATION_WORDS = {UNTIL_NEXT_TURN: "until your next turn",
                  "while_you_control_source": "for as long as you control this",
                  "while_source_tapped": "for as long as this remains tapped",
                  "while_source_on_battlefield": "for as long as this remains on the battlefield",
                  "while_you_control_source_tapped": "for as long as you control this and this remains tapped"}


def lasting(clause: tuple[str, dict[str, Any]], children: list[Any]) -> tuple[str, dict[str, Any]]:
    """A clause with the duration of its rule's children kept where it isn't the default "until end of turn"
    ("gets -3/-0 until your next turn", "for as long as this remains tapped", CR 611.2a-b): the clause methods that
    read a ``duration`` call this."""
    for c in children:
        if isinstance(c, str) and not isinstance(c, Token) and c in DURATION_WORDS:
            return clause[0], {**clause[1], "until": c}
    return clause
