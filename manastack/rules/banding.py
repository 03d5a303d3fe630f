"""CR 702.22: banding and "bands with other".

Bands are declared with the attackers (702.22c-d; which bands are legal is plain data,
``manastack.bands``) and kept in ``Combat.bands`` for the rest of combat (702.22e) unless
a member is removed from combat (702.22f, ``rules/zones.py``).  A creature blocking one
member of a band blocks the whole band (702.22h).  In the combat damage step the
defending player divides the damage of an attacker blocked by a creature with banding
(702.22j) and the active player the damage of a creature blocking a creature with
banding (702.22k): ``rules/combat.py`` asks them, citing the sub-rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from manastack.bands import BandRules
from manastack.cards.vocabulary import keyword
from manastack.rules.characteristics import Chars, chars

if TYPE_CHECKING:
    from manastack.state import GameState

_NAMED = "creatures named "
_QUALITIES = ("legendary creatures",)


def _quality_problem(param: str) -> str | None:
    if param in _QUALITIES or (param.startswith(_NAMED) and param[len(_NAMED):].strip()):
        return None
    return (f"'Bands with other {param}': the quality is 'legendary creatures' or 'creatures named NAME' "
            f"(CR 702.22b)")


keyword("banding", "702.22", "attacks in a band with creatures with banding and up to one without; a creature "
        "blocked by or blocking it has its combat damage divided by banding's controller")
keyword("bands_with_other", "702.22b", "Bands with other [quality] (legendary creatures, creatures named NAME): "
        "a special form of banding among creatures of that quality; `Bands with other` alone, in lose_abilities, is "
        "every such ability (Shelkin Brownie)", parameter=True, check=_quality_problem, bare=True)

_BANDS_WITH = "bands_with_other:"


def has_quality(c: Chars, quality: str) -> bool:
    """CR 702.22b: whether a creature is a [quality] creature of a "bands with other [quality]" ability."""
    if quality.startswith(_NAMED):
        return c.name.lower() == quality[len(_NAMED):].strip().lower()
    return quality == "legendary creatures" and "Legendary" in c.supertypes


def bands_with(c: Chars) -> tuple[str, ...]:
    """The qualities of a creature's "bands with other [quality]" abilities (702.22b)."""
    return tuple(sorted(k[len(_BANDS_WITH):] for k in c.keywords if k.startswith(_BANDS_WITH)))


def band_rules(state: "GameState", creatures: Iterable[int]) -> BandRules | None:
    """CR 702.22c: what decides the bands ``creatures`` (those that can attack) may form; None if none of
    them has banding or "bands with other"."""
    cs = {oid: chars(state, oid) for oid in creatures}
    banding = frozenset(oid for oid, c in cs.items() if "banding" in c.keywords)
    with_other = {oid: q for oid, c in cs.items() if (q := bands_with(c))}
    if not banding and not with_other:
        return None
    qualities = {q for qs in with_other.values() for q in qs}
    quality = {q: frozenset(oid for oid, c in cs.items() if has_quality(c, q)) for q in qualities}
    return BandRules(banding, with_other, quality)


def uses_banding(state: "GameState", group: Iterable[int]) -> bool:
    """CR 702.22j-k: whether a group of creatures (the creatures blocking an attacker, or those a blocker
    blocks) includes a creature with banding, or a [quality] creature with "bands with other [quality]"
    and another [quality] creature."""
    cs = [chars(state, oid) for oid in group]
    if any("banding" in c.keywords for c in cs):
        return True
    for c in cs:
        for q in bands_with(c):
            if sum(1 for other in cs if has_quality(other, q)) >= 2 and has_quality(c, q):
                return True
    return False


def band_of(state: "GameState", attacker: int) -> list[int]:
    """CR 702.22h: the other members of the band ``attacker`` is in (none if it is in no band)."""
    combat = state.combat
    if combat is None:
        return []
    for band in combat.bands:
        if attacker in band:
            return [m for m in band if m != attacker]
    return []


__all__ = ["band_of", "band_rules", "bands_with", "has_quality", "uses_banding"]
