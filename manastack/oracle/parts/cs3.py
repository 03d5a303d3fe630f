"""The Oracle grammar's part "cs3" (issue 9, casting keywords and cost phrases, third batch): "this escapes with two
+1/+1 counters on it" (CR 702.138c: the static kind ``escaped_enters_with_counters``, rules/escape.py).  Keyword lines
themselves ("Escape—{3}{B}{B}, Exile four other cards from your graveyard") are keywords.py's table.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.model import StaticAbility
from manastack.cards.values import Quantity
from manastack.oracle.render import renders_static
from manastack.oracle.terms import Unsupported, number

_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
          11: "eleven", 12: "twelve"}


class Terms:
    """Transformer methods of this part (mixed into the compiler's transformer)."""

    def cs3_escapes_with(self, a: list[Token]) -> dict[str, Any]:
        """CR 702.138c, 614.1c: "This escapes with two +1/+1 counters on it" (a static)."""
        n = number(a[0])
        if not isinstance(n, int) or n < 1:
            raise Unsupported("escapes with a number of counters that isn't fixed")
        return {"static": {"escaped_enters_with_counters": {"counter": str(a[1]), "amount": n}}}


@renders_static
def render_cs3_static(s: StaticAbility) -> str | None:
    """"this escapes with two +1/+1 counters on it." (CR 702.138c)."""
    if s.kind != "escaped_enters_with_counters" or set(s.args) != {"counter", "amount"}:
        return None
    n = s.args["amount"].constant() if isinstance(s.args["amount"], Quantity) else None
    if n not in _WORDS:
        return None
    many = f"{_WORDS[n]} {s.args['counter']} counters" if n != 1 else f"a {s.args['counter']} counter"
    return f"this escapes with {many} on it."
