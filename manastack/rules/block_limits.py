"""CR 508.1c, 509.1b: restrictions on which creatures may attack whom and block which, beyond the evasion keywords
of ``combat.py``.

- ``blocks_only``: "This creature can block only creatures with flying": the blocker's restriction, a filter the
  attacker must match;
- ``cant_be_blocked_by``: "This creature can't be blocked by creatures with power 2 or less" (or by Walls, by
  black creatures...): the attacker's restriction, a filter no blocker may match;
- ``cant_attack_unless_defender_controls``: "This creature can't attack unless defending player controls an
  Island" (508.1c): it may attack a player, or a planeswalker, only if that defending player controls a permanent
  matching the filter;
- horsemanship (CR 702.31b): a creature with horsemanship can't be blocked except by creatures with horsemanship.
- skulk (CR 702.118b): a creature with skulk can't be blocked by creatures with greater power;
- unleash (CR 702.98a): a creature with unleash can't block as long as it has a +1/+1 counter on it (its entering
  part is ``rules/counter_keywords.py``).

Each restriction is the creature's own, or that of an Aura or Equipment attached to it that speaks of "enchanted
creature" / "equipped creature" (303.4m, 301.5f).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator, Mapping, Any

from manastack.cards.model import Filter
from manastack.cards.vocabulary import keyword, static_kind
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.filters import fits
from manastack.rules.ring import can_block_bearer

if TYPE_CHECKING:
    from manastack.state import GameState

BLOCKS_ONLY = static_kind(
    "blocks_only", "509.1b", "this creature (or the enchanted or equipped one) can block only creatures matching "
    "`filter` (\"can block only creatures with flying\")", filter="filter", affects="affects")
CANT_BE_BLOCKED_BY = static_kind(
    "cant_be_blocked_by", "509.1b", "this creature (or the enchanted or equipped one) can't be blocked by creatures "
    "matching `filter` (\"by creatures with power 2 or less\", \"by Walls\")", filter="filter", affects="affects")
CANT_ATTACK_UNLESS = static_kind(
    "cant_attack_unless_defender_controls", "508.1c", "this creature (or the enchanted or equipped one) can't attack "
    "unless the defending player controls a permanent matching `filter` (\"an Island\")", filter="filter",
    affects="affects")
keyword("horsemanship", "702.31", "can't be blocked except by creatures with horsemanship")
keyword("skulk", "702.118", "can't be blocked by creatures with greater power")


def _restrictions(state: "GameState", oid: int, kind: str) -> Iterator[Mapping[str, Any]]:
    """The arguments of each static ability of ``kind`` restricting creature ``oid``: its own ones, and those of
    the permanents attached to it that speak of the enchanted or equipped creature."""
    for s in chars(state, oid).static:
        ref = s.args.get("affects")
        if s.kind == kind and getattr(ref, "name", "self") == "self":
            yield s.args
    for a in state.permanents():
        if state.objects[a].attached_to != oid:
            continue
        for s in chars(state, a).static:
            if s.kind == kind and getattr(s.args.get("affects"), "name", None) in ("enchanted", "equipped"):
                yield s.args


def block_allowed(state: "GameState", blocker: int, attacker: int) -> bool:
    """CR 509.1b, 702.31b, 702.118b, 702.98a: whether these restrictions let ``blocker`` block ``attacker``."""
    bc, ac = chars(state, blocker), chars(state, attacker)
    if "horsemanship" in ac.keywords and "horsemanship" not in bc.keywords:
        return False    # CR 702.31b
    if "skulk" in ac.keywords and (bc.power or 0) > (ac.power or 0):
        return False    # CR 702.118b: compared as blockers are declared
    if not can_block_bearer(state, attacker, ac.power, bc.power):
        return False    # CR 701.54c: a Ring-bearer can't be blocked by creatures with greater power
    if "unleash" in bc.keywords and state.objects[blocker].counters.get("+1/+1", 0) > 0:
        return False    # CR 702.98a
    for args in _restrictions(state, blocker, BLOCKS_ONLY):
        flt = args.get("filter") or Filter()
        if not fits(state, attacker, ac, flt, blocker, controller_of(state, blocker)):
            return False
    for args in _restrictions(state, attacker, CANT_BE_BLOCKED_BY):
        flt = args.get("filter") or Filter()
        if fits(state, blocker, bc, flt, attacker, controller_of(state, attacker)):
            return False
    return True


def attack_allowed(state: "GameState", attacker: int, defending: int) -> bool:
    """CR 508.1c: whether these restrictions let ``attacker`` attack player ``defending`` (or a planeswalker they
    control)."""
    for args in _restrictions(state, attacker, CANT_ATTACK_UNLESS):
        flt = args.get("filter") or Filter()
        if not any(controller_of(state, o) == defending and fits(state, o, chars(state, o), flt, attacker, defending)
                   for o in state.permanents()):
            return False
    return True
