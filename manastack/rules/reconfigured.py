"""CR 702.151b: the end of "an Equipment with reconfigure attached to a creature isn't a creature" when it becomes
unattached (kept apart from rules/reconfigure.py so that zones.move, which unattaches what was attached to a
permanent leaving the battlefield, can end it without importing the rules that read characteristics)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from manastack.state import GameState

#: The label of the continuous effect reconfigure's attaching makes (rules/reconfigure.reconfigured).
LABEL = "attached with reconfigure, not a creature (702.151b)"


def unreconfigured(state: "GameState", oid: int) -> None:
    """CR 702.151b: Equipment ``oid`` became unattached: the effect that stopped it being a creature ends."""
    kept = [e for e in state.effects if not (e.source == oid and e.affected == (oid,) and e.mods.get("label") == LABEL)]
    if len(kept) != len(state.effects):
        state.effects = kept
        state.touch_chars()
