"""CR 614.1b, 614.10: "Skip your draw step" as a static ability.

While its controller controls such a permanent, each of their draw steps is skipped: a skip is a replacement effect
(614.1b) that replaces the step with nothing, so it never begins (no turn-based draw, no "at the beginning of your
draw step" trigger, 614.10).  Unlike an effect that skips the *next* step, it is never used up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary import static_kind
from manastack.rules.characteristics import chars, controlled_by, static_kinds

if TYPE_CHECKING:
    from manastack.state import GameState

SKIP_DRAW_STEP = static_kind("skip_draw_step", "614.10", "you skip your draw step (each of them, while it applies)")


def skipping_source(state: "GameState", player: int, step: str) -> str | None:
    """The name of a permanent whose static ability makes ``player`` skip this ``step``, or None."""
    if step != "draw" or SKIP_DRAW_STEP not in static_kinds(state):
        return None
    for oid in controlled_by(state, player):
        c = chars(state, oid)
        if any(s.kind == SKIP_DRAW_STEP for s in c.static):
            return c.name
    return None
