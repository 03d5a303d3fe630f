"""CR 106.6, 106.6a: restricted mana: "Spend this mana only to cast a creature spell" (Cavern of Souls, Ancient
Ziggurat), "... or activate an ability of an artifact source", "... and that spell can't be countered".

Restricted mana sits in the pool as its own kind: the unit's kind (``"G"``, snow ``"G*"``), ``core.mana.RESTRICTED``
and the restriction as canonical JSON (``{"cast": FILTER, "activate": FILTER, "uncounterable": true}``; a
chosen creature type is read from the source as the mana is made, 607.2), so it survives save and load and stays
apart from unrestricted mana of its kind.  Payment (``core.mana.pay_from_pool``) spends it only where
:func:`allowed_for` says what is paid for permits, and before unrestricted mana.  ``mana_spent`` of a spell counts it
by its colour (601.2h); mana with the 106.6a rider spent on a spell marks that spell (``UNCOUNTERABLE`` among its
``extras``): it can't be countered (``effects/stack.py``).

Mana kept as steps and phases end is a pool kind too, one representation whatever it lasts until (``keep``: the step
whose end empties it): "until end of turn, you don't lose this mana as steps and phases end" (106.4a, ``{"keep":
true}``: until the cleanup step ends) and firebending's "until end of combat" (702.189a, ``{"keep":
"end_of_combat"}``: until the end of combat step ends); ``rules/turn.py`` empties the rest of a pool as a step ends
(500.4).  Mana kept with no other restriction is spent after the mana its player would lose (``core.mana``).
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, Callable, Mapping

from manastack.cards.model import EMPTY_FILTER, Filter
from manastack.core.mana import KEPT_ONLY, RESTRICTED
from manastack.core.types import Step
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
    but casting a spell matching it; with none of them, anything.  ``keep``: the step whose end empties the mana
    (``""``: the step it is in): ``KEEP_TURN``, "Until end of turn, you don't lose this mana as steps and phases end"
    (106.4a: the turn's last step), or ``KEEP_COMBAT``, firebending's "until end of combat" (702.189a)."""

    cast: Filter | None
    activate: Filter | None
    uncounterable: bool = False
    not_cast: Filter | None = None
    keep: str = ""


#: CR 106.4a: mana kept until end of turn empties as the cleanup step ends (written ``"keep": true``).
KEEP_TURN = Step.CLEANUP.value
#: CR 702.189a: firebending's mana, kept until end of combat, empties as the end of combat step ends.
KEEP_COMBAT = Step.END_OF_COMBAT.value
#: How each ``keep`` is written in a pool kind's restriction text.
_KEEP_WRITTEN: dict[str, bool | str] = {KEEP_TURN: True, KEEP_COMBAT: KEEP_COMBAT}


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
                     uncounterable: bool, not_cast: Filter | None = None, keep: str = "") -> str:
    """The restriction of mana made by ``source`` as it goes in a pool kind (canonical JSON); ``keep``: ``KEEP_TURN``,
    ``KEEP_COMBAT`` or ``""``."""
    data: dict[str, Any] = {}
    if keep:
        data["keep"] = _KEEP_WRITTEN[keep]
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
    keep = raw.get("keep", False)
    until = next((k for k, w in _KEEP_WRITTEN.items() if w == keep and type(w) is type(keep)), None)
    if keep is not False and until is None:
        raise ValueError(f"{text!r}: 'keep' is true (until end of turn) or {KEEP_COMBAT!r}, not {keep!r}")
    return Restriction(cast, activate, bool(raw.get("uncounterable", False)), not_cast, until or "")


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


def kept_past(kind: str, step: Step) -> bool:
    """CR 500.4, 106.4a, 702.189a: whether mana of pool kind ``kind`` stays in the pool as ``step`` ends: mana kept
    until the end of a later step (kept "until end of combat" empties as the end of combat step ends, and any kept
    mana as the turn's cleanup step ends)."""
    if RESTRICTED not in kind:
        return False
    until = restriction(kind.split(RESTRICTED, 1)[1]).keep
    return bool(until) and step != Step.CLEANUP and step.value != until


def kept_units(units: tuple[tuple[str, int], ...], until: str) -> tuple[tuple[str, int], ...]:
    """Mana kept as steps and phases end until the end of step ``until`` (``KEEP_TURN``, ``KEEP_COMBAT``), with no
    other restriction (CR 106.4a, 702.189a)."""
    text = restriction_text_kept(until)
    assert text in KEPT_ONLY
    return restricted_units(units, text)


def kind_note(kind: str) -> str:
    """How a board shows mana of pool kind ``kind`` beside its symbols: "" for plain mana, "until end of turn" /
    "until end of combat" for mana only kept (CR 106.4a, 702.189a), else "restricted" (106.6)."""
    if RESTRICTED not in kind:
        return ""
    text = kind.split(RESTRICTED, 1)[1]
    if text in KEPT_ONLY:
        return "until end of combat" if restriction(text).keep == KEEP_COMBAT else "until end of turn"
    return "restricted"


def restriction_text_kept(until: str) -> str:
    """The restriction text of mana kept until the end of step ``until`` and restricted no other way."""
    return json.dumps({"keep": _KEEP_WRITTEN[until]}, sort_keys=True, separators=(",", ":"))


def plain_kind(kind: str) -> str:
    """The colour letter (or C) of a pool kind, snow and restriction aside: what "mana spent" counts (601.2h)."""
    return kind.split(RESTRICTED, 1)[0].rstrip("*")
