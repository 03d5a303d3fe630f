"""The Oracle grammar's part ``zd`` (issue 9): the duration "until your next turn" (CR 611.2a; the effect ends as
its controller's next turn begins, ``rules/characteristics.end_until_next_turn``), written after the effect
("creatures your opponents control get -3/-0 until your next turn") or leading its sentence ("Until your next turn,
up to one target creature gets -5/-0.": the clauses ``oneshot``'s leading "Until end of turn," reads).

Grammar in ``zd.lark``.  The renderer below words any effect lasting until your next turn as the other parts word
it lasting until end of turn, with the duration's words changed, so every effect that takes a duration renders.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from manastack.cards.model import Effect, TargetSpec
from manastack.cards.values import Duration
from manastack.oracle import render
from manastack.oracle.render import renders_effect
from manastack.oracle import terms

_Clause = tuple[str, dict[str, Any]]

#: The duration's value and words.
UNTIL_NEXT_TURN = terms.UNTIL_NEXT_TURN
_WORDS = "until your next turn"


class Terms:
    """Transformer methods of the zd part (rule names ``zd_*``)."""

    def zd_until_next_turn(self, a: list[Any]) -> str:
        """CR 611.2a: "until your next turn"."""
        return UNTIL_NEXT_TURN

    def zd_unt_sentence(self, a: list[Any]) -> Any:
        """CR 611.2a: "Until your next turn, <clauses>.": each clause lasts until your next turn."""
        clauses = a[0] if isinstance(a[0], list) else [a[0]]
        return [(verb, {**args, "until": UNTIL_NEXT_TURN}) for verb, args in clauses]


def _lasts_until_next_turn(e: Effect) -> bool:
    until = e.args.get("until")
    return getattr(until, "value", until) == UNTIL_NEXT_TURN


@renders_effect
def _render(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """An effect lasting until your next turn: its clause lasting until end of turn ("... until end of turn", or
    "... this turn": "can't block this turn"), the duration's words changed."""
    if not _lasts_until_next_turn(e):
        return None
    base = {k: v for k, v in e.args.items() if k != "until"}
    for args in (base, {**base, "until": Duration.END_OF_TURN}):
        # the effect's own anaphora context (render.named_before) is already set by render_effect
        text = render._render_effect(dataclasses.replace(e, args=args), targets)
        if text.endswith(" until end of turn") or " until end of turn" + render.ALT_CLOSE in text:
            return text.replace(" until end of turn", " " + _WORDS)
        if text.endswith(" this turn"):
            return text.removesuffix(" this turn") + " " + _WORDS
    return None
