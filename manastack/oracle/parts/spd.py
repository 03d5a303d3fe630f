"""The Oracle grammar's part "spd" (issue 9): keyword abilities that are activated abilities or limit activation.

- exhaust (CR 702.177a) and boast (702.142a): "Exhaust — [Cost]: [Effect]" is the activated ability with ``kind:
  exhaust`` (the loader gives it the keyword's limit, ``rules/activated_keywords.py``); rendered back with its keyword
  and dash, without the limit the keyword implies.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.cards.model import ActivatedAbility
from manastack.oracle import render


class Terms:
    """Transformer methods of this part (mixed into the compiler's transformer)."""

    def spd_exhaust(self, a: list[Any]) -> str:
        return "exhaust"

    def spd_boast(self, a: list[Any]) -> str:
        return "boast"

    def spd_kind_activated(self, a: list[Any]) -> dict[str, Any]:
        """CR 702.177a, 702.142a: the activated ability after the dash, of the keyword's kind."""
        return {**a[1], "kind": a[0]}


@render.renders_ability
def _kind_activated(ab: render.Ability) -> str | None:
    """"exhaust — {1}{U}: draw a card.": the keyword before the dash, the ability without the limits it implies."""
    if not isinstance(ab, ActivatedAbility) or not ab.kind:
        return None
    plain = replace(ab, kind="", once=False, once_per_turn=False, condition=None) if ab.kind == "boast" \
        else replace(ab, kind="", once=False)
    return f"{ab.kind} \u2014 {render.render_ability(plain)}"
