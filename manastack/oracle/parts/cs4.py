"""The Oracle grammar's part "cs4" (issue 9, casting keywords, fourth batch): multikicker's payments counted ("for each
time it was kicked", "the number of times this was kicked": the quantity ``{times_paid: kicker}``, CR 702.33c-d) and
"This creature enters with a +1/+1 counter on it for each time it was kicked" (the static ``enters_with_counters``
with that quantity, 614.1c).  The keyword lines themselves ("Warp {1}{R}", "Squad {2}", "Multikicker {1}{G}") are
keywords.py's table.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.model import StaticAbility
from manastack.cards.values import Quantity
from manastack.oracle.parts.qty import times
from manastack.oracle.render import ALT_CLOSE, ALT_OPEN, ALT_SEP, renders_static
from manastack.oracle.terms import Unsupported, number

#: CR 702.33c: the quantity "the number of times it was kicked" as card data.
TIMES_KICKED = {"times_paid": "kicker"}

_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}


class Terms:
    """Transformer methods of this part (mixed into the compiler's transformer)."""

    def cs4_times_kicked(self, a: list[Token]) -> dict[str, Any]:
        """CR 702.33c-d: "for each time it was kicked": the number of times its kicker cost was paid."""
        return dict(TIMES_KICKED)

    def cs4_left_or_warped(self, a: list[Token]) -> dict[str, Any]:
        """CR 702.185c, 603.10a: "a nonland permanent left the battlefield this turn or a spell was warped this turn"."""
        return {"left_or_warped_this_turn": True}

    def cs4_enters_with_kicked(self, a: list[Any]) -> dict[str, Any]:
        """CR 702.33c, 614.1c: "This creature enters with a +1/+1 counter on it for each time it was kicked"."""
        n, kind = a[1]
        if not isinstance(n, int) or n < 1:
            raise Unsupported("enters with a number of counters for each time it was kicked that isn't fixed")
        return {"static": {"enters_with_counters": {"counter": kind, "amount": times(n, dict(TIMES_KICKED))}}}


def times_kicked_words(q: Quantity) -> bool:
    """Whether ``q`` (whatever it is multiplied by) is "the number of times it was kicked"."""
    return q.kind == "times_paid" and q.counter == "kicker" and not q.plus


@renders_static
def render_cs4_static(s: StaticAbility) -> str | None:
    """"this enters with a +1/+1 counter on it for each time it was kicked." (CR 702.33c, 614.1c)."""
    if s.kind != "enters_with_counters" or set(s.args) != {"counter", "amount"}:
        return None
    q = s.args["amount"]
    if not isinstance(q, Quantity) or not times_kicked_words(q) or q.value not in _WORDS:
        return None
    many = f"{_WORDS[q.value]} {s.args['counter']} counter{'s' if q.value > 1 else ''}"
    who = ALT_OPEN + ALT_SEP.join(("it", "this", "he", "she")) + ALT_CLOSE
    on = ALT_OPEN + ALT_SEP.join(("it", "him", "her")) + ALT_CLOSE
    return f"this enters with {many} on {on} for each time {who} was kicked."


__all__ = ["Terms", "number"]
