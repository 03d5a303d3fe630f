"""CR 601.2a, 603.4: "When this enters, if you cast it from your hand, ...": a spell cast from its owner's hand
carries the mark ``CAST_FROM_HAND`` among its chosen costs and choices (``Obj.extras``: ``casting`` marks it as the card
moves to the stack), which the permanent it becomes keeps (``zones``, 607.2i); the condition ``cast_from_hand`` reads it
on the permanent.  A permanent put onto the battlefield without being cast, or cast from another zone, has none; a
copy of a spell was not cast (707.10)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack.rules.turn_conditions import define_condition

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

#: The mark of a spell cast from its owner's hand (and of the permanent it became).
CAST_FROM_HAND = "cast from hand"


@define_condition("cast_from_hand", "601.2a")
def _cast_from_hand(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                    spell: "Obj | None") -> bool:
    """"if you cast it from your hand" (``value: false``: "if you didn't cast it from your hand"): this permanent (or
    spell) was a spell cast from its owner's hand (CR 601.2a), read on the permanent as it is or last existed."""
    o = spell if spell is not None else state.objects.get(source) or state.lki.get(source)
    cast = o is not None and CAST_FROM_HAND in o.extras
    return cast if args.get("value", True) else not cast


__all__ = ["CAST_FROM_HAND"]
