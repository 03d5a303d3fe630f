"""CR 601.2i, 707.10: "whenever you cast or copy an instant or sorcery spell": the trigger event ``casts_or_copies``
fires on a spell cast (``SpellCast``) and on a copy of a spell put onto the stack (``SpellCopied``: a copy is not
cast, 707.10c, so "whenever you cast" doesn't see it), for the player who cast it or controls the copy (``whose``); the
``filter`` is matched on the spell cast, or on the original of the copy (the copy has its copiable values, 707.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.model import TriggerSpec
from manastack import events as ev
from manastack.rules.targeting import matches
from manastack.rules.triggers import trigger_event

if TYPE_CHECKING:
    from manastack.state import GameState


@trigger_event("casts_or_copies", "707.10", about_object=False, on=(ev.SpellCast, ev.SpellCopied))
def _casts_or_copies(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                     subject: int | None, moved_from: str | None) -> bool:
    """Whenever a player (``whose``) casts a spell matching the filter (CR 601.2i) or a copy of such a spell is put
    onto the stack under their control (707.10)."""
    if isinstance(e, ev.SpellCast):
        player, spell = e.player, e.obj
    elif isinstance(e, ev.SpellCopied):
        player, spell = e.controller, e.original
    else:
        return False
    if not (spec.whose == "any" or (spec.whose == "you") == (player == me_ctrl)):
        return False
    if spec.filter.is_empty():
        return True
    return (spell in state.objects or spell in state.lki) and matches(state, spell, spec.filter, me, me_ctrl)


__all__: list[str] = []
