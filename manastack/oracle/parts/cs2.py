"""The Oracle grammar's part "cs2" (issue 9, cards cast from other zones or later): "exile this with three time counters
on it" (CR 702.62a, 122.1: the resolving spell of a card with suspend exiling itself, suspended again, 702.62b).
Keyword lines themselves ("Suspend 4—{U}") are keywords.py's table; the rules are rules/suspend.py.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.model import Effect, TargetSpec
from manastack.cards.values import Quantity, Reference
from manastack.oracle.render import renders_effect
from manastack.oracle.terms import Obj, Unsupported

_Clause = tuple[str, dict[str, Any]]
_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}


class Terms:
    """Transformer methods of this part (mixed into the compiler's transformer)."""

    def cs2_exile_with_counters(self, a: list[Any]) -> _Clause:
        (amount, kind), = a
        n = amount.constant() if isinstance(amount, Quantity) else amount
        if not isinstance(n, int) or n < 1:
            raise Unsupported("exiling this with a number of counters that isn't fixed")
        return "exile_with_counters", {"what": Obj("ref", ref="self"), "kind": kind, "amount": n}


@renders_effect
def render_cs2_effect(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"exile this with three time counters on it" (CR 702.62a, 122.1)."""
    a = e.args
    if e.verb == "exile_with_counters" and set(a) == {"what", "kind", "amount"} and a["what"] == Reference("self"):
        n = a["amount"].constant() if isinstance(a["amount"], Quantity) else a["amount"]
        if n in _WORDS:
            return f"exile this with {_WORDS[n]} {a['kind']} counter{'s' if n != 1 else ''} on it"
    return None
