"""CR 601.2f: cost reductions a spell's own text gives as it is cast.

"This spell costs {3} less to cast for each other spell cast this turn" (Thrasta, Tempest's Roar) is a static
ability that functions on the stack as the total cost is determined (601.2f): it reduces the generic mana of
the total cost (mana cost or alternative cost, plus additional costs), never below zero (118.7d, 601.2f), and
the spell's mana value stays what its mana cost says (202.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.model import Condition
from manastack.cards.vocabulary import static_kind
from manastack.rules.conditions import holds
from manastack.rules.references import Scope, quantity

if TYPE_CHECKING:
    from manastack.rules.printed import Chars
    from manastack.state import GameState

COSTS_LESS_PER_SPELL_CAST = static_kind(
    "costs_less_per_spell_cast", "601.2f",
    "\"This spell costs {N} less to cast for each other spell cast this turn\" (Thrasta, Tempest's Roar): `amount` "
    "generic mana less for each spell any player cast this turn before it, as its total cost is determined",
    amount="quantity")


COSTS_LESS = static_kind(
    "costs_less", "601.2f",
    "\"This spell costs {1} less to cast for each creature card in your graveyard\", \"... costs {X} less to cast, "
    "where X is ...\": `amount` (a quantity, counted as the total cost is determined) generic mana less; with "
    "`if:` (\"This spell costs {1} less to cast if you control a Wizard\") only while that condition holds then",
    amount="quantity", **{"if": "condition"})


def spells_cast_this_turn(state: "GameState") -> int:
    """CR 601.2i: how many spells became cast this turn (by any player)."""
    n = 0
    for turn, _, e in reversed(state.events):
        if turn != state.turn:
            break
        if isinstance(e, ev.SpellCast):
            n += 1
    return n


def reduces(c: "Chars") -> bool:
    """Whether a spell with characteristics ``c`` has a cost reduction of its own."""
    return any(s.kind in (COSTS_LESS_PER_SPELL_CAST, COSTS_LESS) for s in c.static)


def own_reduction(state: "GameState", oid: int, c: "Chars") -> int:
    """CR 601.2f, 118.7d: the generic mana the own cost reductions of spell (card) ``oid`` take off its cost."""
    less = 0
    for s in c.static:
        if s.kind == COSTS_LESS_PER_SPELL_CAST:
            per = quantity(state, s.args.get("amount"), Scope(c.controller, oid))
            less += per * spells_cast_this_turn(state)
        elif s.kind == COSTS_LESS:     # counted for the spell's controller as its cost is determined (601.2f)
            cond = s.args.get("if")
            if isinstance(cond, Condition) and not holds(state, cond, oid, c.controller):
                continue
            less += max(0, quantity(state, s.args.get("amount"), Scope(c.controller, oid)))
    return less


__all__ = ["COSTS_LESS", "COSTS_LESS_PER_SPELL_CAST", "own_reduction", "reduces", "spells_cast_this_turn"]
