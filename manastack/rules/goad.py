"""CR 701.15 goad: a goaded creature attacks each combat if able and attacks a player other than the player who goaded
it if able (701.15b).

Goaded is a designation, neither an ability nor a copiable value (701.15b): an instruction "goad target creature"
(the verb ``goad``, ``effects/goad.py``) makes an effect of no layer (``mods: {goaded_by: P}``) that lasts until the
next turn of the goading player P (701.15a, the duration ``until_your_next_turn``, ended by
``characteristics.end_until_next_turn``), locked in on the creature (611.2c: a new object isn't goaded, 400.7); the
static ability ``goaded`` of an Aura or Equipment ("Enchanted creature gets +2/+2 and is goaded", ``affects:
enchanted``) goads the creature it's attached to by the Aura's controller for as long as it's attached.

The requirements (``goad_requirements``) are read by the declaration of attackers (``rules/combat.py``): 508.1d
asks that the most requirements be obeyed without breaking a restriction.  A goaded creature has one requirement
"attacks if able" and one "attacks a player other than P" for each player P who goaded it (701.15c; the same player
goading it again adds none, 701.15d).  Each creature's requirements concern only whom it attacks, so the most are
obeyed creature by creature: it must attack, and only the players and planeswalkers that obey the most of its
requirements remain among its candidates.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary import static_kind
from manastack.rules.characteristics import chars, controller_of, static_kinds
from manastack.rules.encore import ATTACKS_PLAYER

if TYPE_CHECKING:
    from manastack.state import GameState

Ref = tuple[str, int]

GOADED_BY = "goaded_by"
GOADED = static_kind("goaded", "701.15b", "the enchanted or equipped creature (affects: enchanted) is goaded by this "
                     "permanent's controller for as long as this is attached to it: it attacks each combat if able "
                     "and attacks a player other than that player if able", affects="affects")


def goaders(state: "GameState", oid: int) -> frozenset[int]:
    """CR 701.15a-c: the players who have goaded creature ``oid`` (by a resolved spell or ability whose effect still
    lasts, or by the ``goaded`` static ability of an Aura or Equipment attached to it)."""
    out = {int(e.mods[GOADED_BY]) for e in state.effects if GOADED_BY in e.mods and oid in e.affected}
    if GOADED in static_kinds(state):
        for a in state.permanents():
            host = state.objects[a]
            if host.attached_to == oid and any(s.kind == GOADED for s in chars(state, a).static):
                out.add(controller_of(state, a))
    return frozenset(out)


def obeyed(defender: Ref, controller_of_defender: int, by: frozenset[int]) -> int:
    """CR 701.15b-c: how many of a goaded creature's requirements attacking ``defender`` obeys: "attacks if able",
    and "attacks a player other than P" for each goading player P that the defender, a player, isn't."""
    if defender[0] != "p":
        return 1    # a planeswalker is no player: only "attacks if able" is obeyed
    return 1 + sum(1 for p in by if p != defender[1])


def goad_requirements(state: "GameState", cands: dict[int, list[Ref]]) -> tuple[list[int], dict[int, list[Ref]]]:
    """CR 508.1d, 701.15b: the goaded creatures among the attack candidates ``cands`` (each must attack) and the
    candidates with each goaded creature's defenders cut to those obeying the most of its requirements; a creature
    that "attacks that opponent this turn if able" (encore's tokens, 702.141a) must attack that player when it can,
    the only defender left it (its goad requirements then weigh among that one)."""
    if not state.effects and GOADED not in static_kinds(state):
        return [], cands
    must: list[int] = []
    out = dict(cands)
    for oid, defs in cands.items():
        players = {int(e.mods[ATTACKS_PLAYER]) for e in state.effects if ATTACKS_PLAYER in e.mods and oid in e.affected}
        if players and any(("p", p) in defs for p in players):     # CR 702.141a, 508.1d: "attacks that opponent this
            must.append(oid)                                        # turn if able": it must, and only that player
            defs = out[oid] = [d for d in defs if d[0] == "p" and d[1] in players]
        by = goaders(state, oid)
        if not by:
            continue
        if oid not in must:
            must.append(oid)
        scores = [obeyed(d, d[1] if d[0] == "p" else controller_of(state, d[1]), by) for d in defs]
        best = max(scores)
        out[oid] = [d for d, s in zip(defs, scores) if s == best]
    return must, out


__all__ = ["GOADED", "GOADED_BY", "goad_requirements", "goaders"]
