"""CR 115 (targets), 702.11 (hexproof), 702.18 (shroud), 702.16b (protection), and filters.

A target is a ``Ref``: ``("p", player)`` or ``("o", object id)``.  Because an object
that changes zones becomes a new object (CR 400.7), a target that moved is simply an
id that no longer exists where it was, and so is illegal on resolution (CR 608.2b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.model import Filter, TargetSpec
from manastack.cards.vocabulary import keyword
from manastack.core.types import Zone
from manastack.rules.characteristics import Chars, chars, controller_of, protections, quality_matches
from manastack.rules.filters import fits

if TYPE_CHECKING:
    from manastack.state import GameState

Ref = tuple[str, int]

keyword("hexproof", "702.11", "can't be the target of spells or abilities your opponents control")
keyword("shroud", "702.18", "can't be the target of spells or abilities")
keyword("protection", "702.16", "protection from a quality: can't be damaged, enchanted, blocked or targeted "
        "by what has it", parameter=True)

#: Target kinds that may choose a player (CR 115.4: "any target"; "target player or planeswalker", "target opponent
#: or planeswalker": a player, or a planeswalker permanent).
PLAYER_KINDS = ("any", "player", "opponent", "player_or_planeswalker", "opponent_or_planeswalker")
PLANESWALKER_KINDS = ("player_or_planeswalker", "opponent_or_planeswalker")

#: Target kinds that choose objects on the stack (CR 115.2b): spells, activated or triggered
#: abilities (mana abilities never are on the stack, 605.3b), or either.
STACK_KINDS = ("spell", "ability", "spell_or_ability")


def _stack_kind_fits(kind: str, is_ability: bool) -> bool:
    """CR 115.2b: "target spell" can't choose an ability on the stack, "target ability" can't choose a spell."""
    return kind == "spell_or_ability" or (kind == "ability") == is_ability


def matches(state: "GameState", oid: int, flt: Filter, source: int | None, controller: int) -> bool:
    """Whether object ``oid`` satisfies ``flt`` as seen by ``source`` controlled by ``controller``: its
    computed characteristics (CR 613), as it last existed if it has left (for look-back); for ``targets_one``,
    its targets."""
    if flt.targets_one is not None and not _targets_one(state, oid, flt.targets_one, source, controller):
        return False
    return fits(state, oid, chars(state, oid), flt, source, controller)


def _targets_one(state: "GameState", oid: int, flt: Filter, source: int | None, controller: int) -> bool:
    """"A spell that targets only a single creature you control" (CR 115.1, 707.10e): every target of the spell
    is one and the same object, which matches ``flt``."""
    o = state.objects.get(oid) or state.lki.get(oid)
    chosen = set(o.targets) if o is not None else set()
    if len(chosen) != 1:
        return False
    kind, target = next(iter(chosen))
    return kind == "o" and target in state.objects and matches(state, target, flt, source, controller)


def can_be_targeted_by(state: "GameState", oid: int, source_chars: Chars | None, controller: int) -> bool:
    """CR 702.18a shroud, 702.11a hexproof, 702.16b protection."""
    c = chars(state, oid)
    kws = c.keywords
    if "shroud" in kws:
        return False
    if "hexproof" in kws and controller_of(state, oid) != controller:
        return False
    if source_chars is not None:
        for q in protections(state, oid):
            if quality_matches(state, q, source_chars):
                return False
    return True


def is_legal_target(state: "GameState", ref: Ref, spec: TargetSpec, source: int | None,
                    source_chars: Chars | None, controller: int, x: int = 0) -> bool:
    """CR 115.1 / 608.2b: whether ``ref`` is (still) a legal target for ``spec``; ``x`` is the value of X of
    the spell or ability (a target "with mana value X": Spell Blast, 107.3a)."""
    kind, ident = ref
    if kind == "p":
        if spec.kind not in PLAYER_KINDS:
            return False
        if ident >= len(state.players) or state.players[ident].lost:
            return False
        if spec.kind in ("opponent", "opponent_or_planeswalker") and ident == controller:
            return False
        return True
    o = state.objects.get(ident)
    if o is None:
        return False
    if spec.filter.mana_value_x and chars(state, ident).mana_value != x:
        return False
    if spec.kind in STACK_KINDS:
        if o.zone != Zone.STACK or not _stack_kind_fits(spec.kind, o.kind == "ability"):
            return False
        return matches(state, ident, spec.filter, source, controller) and ident != source   # CR 115.5
    if spec.kind == "card":
        if o.zone.value != (spec.zone or "graveyard"):
            return False
        return matches(state, ident, spec.filter, source, controller)
    if o.zone != Zone.BATTLEFIELD or o.phased_out:
        return False
    c = chars(state, ident)
    if spec.kind == "any":
        if not (c.creature or "Planeswalker" in c.types or "Battle" in c.types):
            return False
    elif spec.kind in PLANESWALKER_KINDS:
        if "Planeswalker" not in c.types:
            return False
    elif spec.kind != "permanent":
        return False
    if not matches(state, ident, spec.filter, source, controller):
        return False
    return can_be_targeted_by(state, ident, source_chars, controller)


def candidates(state: "GameState", spec: TargetSpec, source: int | None, source_chars: Chars | None,
               controller: int, x: int = 0) -> list[Ref]:
    """Every legal choice for one target (CR 601.2c), X being ``x``."""
    out: list[Ref] = []
    if spec.kind in ("any", "permanent") + PLANESWALKER_KINDS:
        for oid in state.permanents():
            if is_legal_target(state, ("o", oid), spec, source, source_chars, controller, x):
                out.append(("o", oid))
    if spec.kind in PLAYER_KINDS:
        for p in state.players:
            ref: Ref = ("p", p.index)
            if is_legal_target(state, ref, spec, source, source_chars, controller, x):
                out.append(ref)
    elif spec.kind in STACK_KINDS:
        for oid in reversed(state.stack):
            if is_legal_target(state, ("o", oid), spec, source, source_chars, controller, x):
                out.append(("o", oid))
    elif spec.kind == "card":
        zone = spec.zone or "graveyard"
        for p in state.players:
            ids = p.graveyard if zone == "graveyard" else p.hand if zone == "hand" else []
            for oid in ids:
                if is_legal_target(state, ("o", oid), spec, source, source_chars, controller, x):
                    out.append(("o", oid))
        if zone == "exile":
            for oid in state.exile:
                if is_legal_target(state, ("o", oid), spec, source, source_chars, controller, x):
                    out.append(("o", oid))
    return out
