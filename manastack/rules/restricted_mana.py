"""CR 106.6, 106.6a: restricted mana: "Spend this mana only to cast a creature spell" (Cavern of Souls, Ancient
Ziggurat), "... or activate an ability of an artifact source", "... and that spell can't be countered".

Restricted mana sits in the pool as its own kind: the unit's kind (``"G"``, snow ``"G*"``), ``core.mana.RESTRICTED``
and the restriction as canonical JSON (``{"cast": FILTER, "activate": FILTER, "uncounterable": true}``; a
chosen creature type is read from the source as the mana is made, 607.2), so it survives save and load and stays
apart from unrestricted mana of its kind.  Payment (``core.mana.pay_from_pool``) spends it only where
:func:`allowed_for` says what is paid for permits, and before unrestricted mana.  ``mana_spent`` of a spell counts it
by its colour (601.2h); mana with the 106.6a rider spent on a spell marks that spell (``UNCOUNTERABLE`` among its
``extras``): it can't be countered (``effects/stack.py``).
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, Callable, Mapping

from manastack.cards.model import EMPTY_FILTER, Filter
from manastack.core.mana import RESTRICTED
from manastack.rules.characteristics import chars
from manastack.rules.chosen import chosen_words
from manastack.rules.filters import fits

if TYPE_CHECKING:
    from manastack.state import GameState

#: What a payment pays for: ("cast", the spell card's id) or ("activate", the ability's source's id) (CR 106.6).
Paying = tuple[str, int]

#: CR 106.6a: the mark among a spell's ``extras`` that restricted mana with "that spell can't be countered" paid it.
UNCOUNTERABLE = "uncounterable_mana"


@dataclass(frozen=True, slots=True)
class Restriction:
    """CR 106.6: what restricted mana may be spent on: casting a spell matching ``cast``, activating an ability of a
    source matching ``activate`` (None: not that), and whether a spell it pays for can't be countered (106.6a);
    or, with ``not_cast`` ("This mana can't be spent to cast a nonartifact spell": a Powerstone, 111.10h), anything
    but casting a spell matching it; with none of them, anything.  ``keep``: "Until end of turn, you don't lose this
    mana as steps and phases end" (106.4a: it empties only as the turn's last step ends, ``rules/turn.py``)."""

    cast: Filter | None
    activate: Filter | None
    uncounterable: bool = False
    not_cast: Filter | None = None
    keep: bool = False


def _filter_data(state: "GameState", source: int | None, f: Filter) -> dict[str, Any]:
    """A filter as plain data (the fields it sets), "the chosen type" read from ``source`` now (607.2)."""
    out: dict[str, Any] = {}
    for fd in fields(Filter):
        v = getattr(f, fd.name)
        if v == getattr(EMPTY_FILTER, fd.name):
            continue
        if isinstance(v, Filter):
            raise ValueError("a restriction's filter with a nested filter")
        if fd.name == "subtypes":
            v = chosen_words(state, source, v)
        out[fd.name] = list(v) if isinstance(v, tuple) else v
    return out


def restriction_text(state: "GameState", source: int | None, cast: Filter | None, activate: Filter | None,
                     uncounterable: bool, not_cast: Filter | None = None, keep: bool = False) -> str:
    """The restriction of mana made by ``source`` as it goes in a pool kind (canonical JSON)."""
    data: dict[str, Any] = {}
    if keep:
        data["keep"] = True
    if not_cast is not None:
        data["not_cast"] = _filter_data(state, source, not_cast)
    if cast is not None:
        data["cast"] = _filter_data(state, source, cast)
    if activate is not None:
        data["activate"] = _filter_data(state, source, activate)
    if uncounterable:
        data["uncounterable"] = True
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


@functools.lru_cache(maxsize=256)
def restriction(text: str) -> Restriction:
    """The restriction a pool kind's text says (memoized: pools repeat them)."""
    raw = json.loads(text)
    if not isinstance(raw, dict) or set(raw) - {"cast", "activate", "uncounterable", "not_cast", "keep"}:
        raise ValueError(f"{text!r} is not a mana restriction")
    cast = Filter.from_mapping(raw["cast"]) if "cast" in raw else None
    activate = Filter.from_mapping(raw["activate"]) if "activate" in raw else None
    not_cast = Filter.from_mapping(raw["not_cast"]) if "not_cast" in raw else None
    return Restriction(cast, activate, bool(raw.get("uncounterable", False)), not_cast, bool(raw.get("keep", False)))


def restriction_problem(kind: str) -> str | None:
    """What is wrong with restricted pool kind ``kind`` (None if it is one): for ``savecheck``."""
    try:
        restriction(kind.split(RESTRICTED, 1)[1])
    except (ValueError, TypeError) as e:
        return str(e)
    return None


def restricted_units(units: tuple[tuple[str, int], ...], text: str) -> tuple[tuple[str, int], ...]:
    """Mana an AddMana event holds, each kind made restricted by ``text`` (CR 106.6)."""
    return tuple((k + RESTRICTED + text, n) for k, n in units)


def allows(state: "GameState", r: Restriction, paying: Paying | None, player: int) -> bool:
    """CR 106.6: whether mana restricted by ``r`` may pay for ``paying`` (None: a cost other than a spell's or an
    activated ability's, "unless [a player] pays", 118.12), by ``player``."""
    if r.cast is None and r.activate is None and r.not_cast is None:
        return True     # mana kept as steps end (106.4a), spent on anything
    if r.not_cast is not None:      # anything but casting a spell that matches it
        if paying is None or paying[0] != "cast":
            return True
        return paying[1] not in state.objects or \
            not fits(state, paying[1], chars(state, paying[1]), r.not_cast, None, player)
    if paying is None:
        return False
    what, oid = paying
    flt = r.cast if what == "cast" else r.activate if what == "activate" else None
    if flt is None or oid not in state.objects:
        return False
    return fits(state, oid, chars(state, oid), flt, None, player)


def allowed_for(state: "GameState", paying: Paying | None, player: int) -> Callable[[str], bool]:
    """The predicate ``pay_from_pool`` asks of a restriction's text, for paying ``paying`` (None: a cost other than a
    spell's or an activated ability's)."""
    return lambda text: allows(state, restriction(text), paying, player)


def spent_uncounterable(spent: Mapping[str, int]) -> bool:
    """CR 106.6a: whether mana spent (pool kinds) includes mana whose spell "can't be countered"."""
    return any(RESTRICTED in k and n > 0 and restriction(k.split(RESTRICTED, 1)[1]).uncounterable
               for k, n in spent.items())


def kept(kind: str) -> bool:
    """CR 106.4a: whether mana of pool kind ``kind`` stays in the pool as a step or phase (not the turn) ends."""
    return RESTRICTED in kind and restriction(kind.split(RESTRICTED, 1)[1]).keep


def plain_kind(kind: str) -> str:
    """The colour letter (or C) of a pool kind, snow and restriction aside: what "mana spent" counts (601.2h)."""
    return kind.split(RESTRICTED, 1)[0].rstrip("*")
