"""CR 614.12a / 607.2: the values chosen "as this enters" ("choose a color", "a creature type", "an opponent",
"a card name"), kept on the permanent (``Obj.chosen``) and read by its other abilities ("protection from the
chosen color", "creatures of the chosen type get +1/+1"): those abilities are linked to the choice (607.2), so
a copy never copies the choice (707.6); it makes its own as it enters.

Card data names a chosen value by a placeholder word where the value goes: ``Protection from the chosen color``
(a keyword), ``chosen creature type`` (in a filter's ``subtypes`` or a static ability's ``add_subtypes``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from manastack.core.mana import COLOR_NAMES
from manastack.core.types import CREATURE_TYPES

if TYPE_CHECKING:
    from manastack.state import GameState

#: CR 614.12a: what an "as this enters, choose ..." ability chooses; the key of ``Obj.chosen`` is the same word.
CHOICE_KINDS: tuple[str, ...] = ("color", "creature_type", "opponent", "card_name")
#: Numbers an entering effect remembers for its linked abilities (607.2): how many creatures it devoured
#: (702.82b), the total power and toughness of the cards it exiled (614.13a, Sutured Ghoul).
LINKED_COUNTS: tuple[str, ...] = ("devoured", "exiled_power", "exiled_toughness",
                                  "riot_haste")   # 702.136a: riot's "if you don't, it gains haste" chosen

#: The placeholder of a protection quality for "the chosen color" (``Protection from the chosen color``).
CHOSEN_COLOR = "the chosen color"
#: The mana of "Add one mana of the chosen color" (``add_mana: {mana: chosen_color}``).
CHOSEN_COLOR_MANA = "chosen_color"
#: The placeholder of a subtype for "the chosen type" (``subtypes: [chosen creature type]``).
CHOSEN_TYPE = "chosen creature type"


def chosen_of(state: "GameState", oid: int | None) -> dict[str, str | int]:
    """The "as this enters" choices made for ``oid`` (empty if none, or if it no longer exists)."""
    o = state.objects.get(oid) if oid is not None else None
    return o.chosen if o is not None else {}


def chosen_quality(state: "GameState", oid: int, quality: str) -> str | None:
    """CR 702.16a / 607.2: a protection quality of ``oid`` with "the chosen color" read from its choice (a colour
    name), None if nothing was chosen."""
    if quality != CHOSEN_COLOR:
        return quality
    color = chosen_of(state, oid).get("color")
    return COLOR_NAMES.get(str(color)) if color is not None else None


def chosen_words(state: "GameState", source: int | None, words: Iterable[str]) -> tuple[str, ...]:
    """Subtype words with "chosen creature type" read from ``source``'s choice (left out if none was made)."""
    out: list[str] = []
    for w in words:
        if w != CHOSEN_TYPE:
            out.append(w)
            continue
        got = chosen_of(state, source).get("creature_type")
        if got is not None:
            out.append(str(got))
    return tuple(out)


def chosen_keywords(state: "GameState", source: int | None, keywords: Iterable[str]) -> tuple[str, ...]:
    """Keywords a static ability of ``source`` grants, "protection from the chosen color" read from its choice
    (left out if none was made)."""
    out: list[str] = []
    for k in keywords:
        if k.startswith("protection:") and source is not None:
            quality = chosen_quality(state, source, k[len("protection:"):])
            if quality is None:
                continue
            k = "protection:" + quality
        out.append(k)
    return tuple(out)


def chosen_problem(state: "GameState", chosen: dict[str, str | int]) -> str | None:
    """Why ``chosen`` (an object's "as this enters" choices, from a save) can't be: an unknown kind, or a value
    that is no color, creature type, player, card name or count; None if it can."""
    for kind, value in chosen.items():
        if kind not in CHOICE_KINDS and kind not in LINKED_COUNTS:
            return (f"{kind!r} is no choice made as a permanent enters ({', '.join(CHOICE_KINDS)}) nor a count "
                    f"({', '.join(LINKED_COUNTS)})")
        if not _fits(state, kind, value):
            word = kind.replace("_", " ")
            return f"{kind!r}: {value!r} is not {'an' if word[0] in 'aeiou' else 'a'} {word}"
    return None


def _fits(state: "GameState", kind: str, value: str | int) -> bool:
    if kind == "color":
        return value in COLOR_NAMES
    if kind == "creature_type":
        return value in CREATURE_TYPES
    if kind == "card_name":
        return isinstance(value, str) and value in state.db
    if kind == "opponent":      # -1: there was no opponent to choose
        return isinstance(value, int) and -1 <= value < len(state.players)
    return isinstance(value, int) and value >= 0
