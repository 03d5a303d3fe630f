"""CR 702.14: landwalk, an evasion ability.

"[Type]walk" can't be blocked as long as the defending player controls at least one land
with the specified land type (swampwalk), with the specified supertype (legendary
landwalk), with both (snow swampwalk), without it (nonbasic landwalk), or of the specified subtype (desertwalk)
(702.14c).  Landwalk abilities don't cancel one another (702.14d), and several instances
of the same one are redundant (702.14e).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from manastack.cards.vocabulary import keyword
from manastack.rules.characteristics import Chars, chars, controller_of

if TYPE_CHECKING:
    from manastack.state import GameState


def _subtype(name: str) -> Callable[[Chars], bool]:
    return lambda c: name in c.subtypes


def _snow_subtype(name: str) -> Callable[[Chars], bool]:
    return lambda c: name in c.subtypes and "Snow" in c.supertypes


#: Each landwalk keyword and the lands that make its creature unblockable (CR 702.14c).
LANDWALKS: dict[str, Callable[[Chars], bool]] = {
    **{f"{t.lower()}walk": _subtype(t) for t in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Desert")},
    "nonbasic_landwalk": lambda c: "Basic" not in c.supertypes,
    "legendary_landwalk": lambda c: "Legendary" in c.supertypes,
    # CR 702.14c: "snow swampwalk", a land with both the supertype and the subtype (Rime Dryad)
    **{f"snow_{t.lower()}walk": _snow_subtype(t) for t in ("Plains", "Island", "Swamp", "Mountain", "Forest")},
}

for _kw in LANDWALKS:
    _what = {"nonbasic_landwalk": "a nonbasic land", "legendary_landwalk": "a legendary land"}.get(
        _kw, f"a snow {_kw[5:-4].title()}" if _kw.startswith("snow_") else f"a {_kw[:-4].title()}")
    keyword(_kw, "702.14", f"can't be blocked as long as the defending player controls {_what}")


def walks_past(state: "GameState", keywords: frozenset[str], defender: int) -> bool:
    """CR 702.14c: whether a creature with ``keywords`` can't be blocked by the creatures of player ``defender``
    because of a landwalk ability (the defending player controls such a land)."""
    walks = [LANDWALKS[k] for k in keywords if k in LANDWALKS]
    if not walks:
        return False
    for oid in state.permanents():
        if controller_of(state, oid) != defender:
            continue
        c = chars(state, oid)
        if c.land and any(w(c) for w in walks):
            return True
    return False


__all__ = ["LANDWALKS", "walks_past"]
