"""Keyword abilities that are activated abilities with a limit, written "[Keyword] — [Cost]: [Effect]".

CR 702.177a: "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once."  The limit is the object's:
once it has activated that ability it never may again, but a new object (the card after a zone change, CR 400.7) has
not activated it.  CR 702.142a: "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if this creature
attacked this turn and only once each turn."  A creature "attacked" if it was declared as an attacker this turn
(CR 508.1; one put onto the battlefield attacking never attacked, 506.3d).

Card data writes the keyword as the ability's ``kind`` (``cards.model.ABILITY_KINDS``); the loader gives the ability
the limits of its kind (:func:`with_kind_limits`): exhaust's ``once``, recorded on the object as it is activated
(``Obj.exhausted``, by the ability's index), boast's ``once_per_turn`` and the condition ``source_attacked_this_turn``.
The legal actions (``rules/priority``) leave out an ability whose limit is reached (CR 602.5b).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.model import ABILITY_KINDS, ActivatedAbility, Condition
from manastack.rules.turn_conditions import define_condition, this_turn_events

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

#: The condition boast abilities carry (CR 702.142a: "only if this creature attacked this turn").
SOURCE_ATTACKED = "source_attacked_this_turn"


@define_condition(SOURCE_ATTACKED, "702.142a")
def _source_attacked_this_turn(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                               spell: "Obj | None") -> bool:
    """"if this creature attacked this turn" (boast, CR 702.142a): this object was declared as an attacker this turn
    (CR 508.1; the same object: one that left the battlefield since is a new object, 400.7)."""
    return any(isinstance(e, ev.Attacks) and e.obj == source for e in this_turn_events(state))


def kind_problem(kind: str, ab: ActivatedAbility) -> str | None:
    """Why an activated ability can't be of keyword ``kind`` (None if it can)."""
    if kind not in ABILITY_KINDS:
        return f"kind is one of {', '.join(ABILITY_KINDS)} (the keyword written before the dash), not {kind!r}"
    if kind == "boast" and ab.condition is not None:
        return "a boast ability's condition is its own (CR 702.142a: only if this creature attacked this turn)"
    return None


def with_kind_limits(ab: ActivatedAbility, kind: str) -> ActivatedAbility:
    """The activated ability ``ab`` as the keyword ability ``kind`` with the limits the keyword gives it:
    exhaust, "Activate only once" (CR 702.177a); boast, "Activate only if this creature attacked this turn and only
    once each turn" (CR 702.142a)."""
    if kind == "exhaust":
        return replace(ab, kind=kind, once=True)
    assert kind == "boast", kind
    return replace(ab, kind=kind, once_per_turn=True, condition=Condition(SOURCE_ATTACKED, {"value": True}))


def used_up(state: "GameState", oid: int, index: int) -> bool:
    """CR 702.177a: object ``oid`` has activated its "activate only once" ability ``index``."""
    return index in state.objects[oid].exhausted


def note_once(state: "GameState", oid: int, index: int) -> None:
    """CR 702.177a: object ``oid`` activated its "activate only once" ability ``index`` (recorded as the costs are
    paid, with the turn's record of activations, CR 602.5b)."""
    o = state.objects.get(oid)
    if o is not None and index not in o.exhausted:
        o.exhausted = (*o.exhausted, index)
