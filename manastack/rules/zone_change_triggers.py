"""CR 603.6, 603.10a: triggers on cards moving between zones other than the battlefield's entering and leaving:
"whenever one or more cards leave your graveyard", "... creature cards are put into your graveyard from your
library" (the trigger's ``from`` and ``to`` zones; ``rules/triggers._fires`` checks them).  A card that left a zone is
matched as it last existed there (603.10a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.model import TriggerSpec
from manastack import events as ev
from manastack.rules.triggers import trigger_event

if TYPE_CHECKING:
    from manastack.state import GameState


@trigger_event("changes_zone", "603.6", on=(ev.ZoneMove,))
def _changes_zone(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
                  moved_from: str | None) -> bool:
    """Whenever a card or permanent moves from zone ``from`` to zone ``to`` (either left out: any zone); matched as it
    last existed in the zone it left (CR 603.10a); a card that stays where it is moves nowhere."""
    return isinstance(e, ev.ZoneMove) and moved_from != e.to


__all__: list[str] = []
