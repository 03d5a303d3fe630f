"""The Oracle grammar's part "costs" (issue 9): the costs of activated abilities (CR 118, 602.1) beyond the base
grammar's mana, {T}, "sacrifice this" and "pay N life": "Sacrifice a creature" / "another creature" (701.21a),
"Discard a card" / "two cards" / "this" (701.9a; "Discard this" works from the hand only, 113.6m), the untap
symbol {Q} (107.6).  The terms are the cost mapping of docs/cards.md ("Activated abilities").
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from manastack.cards.model import ActivationCost
from manastack.oracle.render import noun_phrase, renders_cost_field
from manastack.oracle.terms import Unsupported


def _permanent_filter(f: dict[str, Any]) -> dict[str, Any]:
    """A noun phrase's filter as a permanent filter (the cost is paid with permanents: "a creature", "a Goblin")."""
    f = dict(f)
    if f.pop("__spell", False):
        raise Unsupported("sacrificing a spell")
    return f


class Terms:
    """Parse-tree nodes of the costs part to cost mapping fields."""

    def cst_sacrifice(self, a: list[Any]) -> dict[str, Any]:
        """CR 701.21a: "Sacrifice a creature" (a permanent its controller chooses as the cost is paid)."""
        return {"sacrifice": _permanent_filter(a[0])}

    def cst_sacrifice_another(self, a: list[Any]) -> dict[str, Any]:
        """CR 701.21a: "Sacrifice another creature" (not the source itself)."""
        return {"sacrifice": {**_permanent_filter(a[0]), "other": True}}

    def cst_discard(self, a: list[Any]) -> dict[str, Any]:
        """CR 701.9a: "Discard a card", "Discard two cards" (chosen by the player)."""
        n = a[0]
        if not isinstance(n, int):
            raise Unsupported("discard X cards as a cost")
        return {"discard": n}

    def cst_discard_self(self, a: list[Any]) -> dict[str, Any]:
        """CR 701.9a, 113.6m: "Discard this": the ability functions only from its owner's hand."""
        return {"discard_self": True, "__zone": "hand"}

    def cst_untap(self, a: list[Token]) -> dict[str, Any]:
        """CR 107.6: {Q}, untap this permanent (602.5a: not a creature that came under control this turn)."""
        return {"untap": True}


_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


# ---- rendering the cost fields (render.py places them after the mana and tap symbols) ------------------------------

@renders_cost_field("sacrifice")
def render_sacrifice(c: ActivationCost) -> str:
    """ "sacrifice a creature", "sacrifice another Goblin"."""
    f = c.sacrifice
    assert f is not None
    phrase = noun_phrase(replace(f, other=False))
    if f.other:
        return f"sacrifice another {phrase}"
    return f"sacrifice {'an' if phrase[0] in 'aeiou' else 'a'} {phrase}"


@renders_cost_field("discard")
def render_discard(c: ActivationCost) -> str:
    """ "discard a card", "discard two cards"."""
    return "discard a card" if c.discard == 1 else f"discard {_WORDS.get(c.discard, str(c.discard))} cards"


@renders_cost_field("discard_self")
def render_discard_self(c: ActivationCost) -> str:
    return "discard this"


@renders_cost_field("untap")
def render_untap(c: ActivationCost) -> str:
    return "{Q}"


