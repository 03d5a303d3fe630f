"""CR 702.40 storm: "When you cast this spell, copy it for each other spell that was cast before it this turn. If the
spell has any targets, you may choose new targets for any of the copies" (702.40a), a triggered ability that
functions on the stack.

Card data writes ``Storm``.  As the spell becomes cast (601.2i) the ability triggers (``triggers.ON_CAST``): its
source is the spell, the number of copies is fixed then (the spells cast before it this turn), and it resolves with
the effect ``storm_copies`` (``effects/spell_copies.py``'s ``copy_spell`` once for each, new targets asked, 707.10c).
A spell with two instances of storm is written with it once here (keywords are a set), so it triggers once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.model import Body, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity, Reference
from manastack.cards.vocabulary import keyword
from manastack.rules.characteristics import chars
from manastack.rules.triggers import ON_CAST
from manastack.state import PendingTrigger

if TYPE_CHECKING:
    from manastack.state import GameState

keyword("storm", "702.40", "when you cast this spell, copy it for each other spell that was cast before it this "
        "turn; you may choose new targets for the copies")

_STORM = TriggeredAbility(TriggerSpec("cast", who="self"),
                          Body((Mode((), (Effect("storm_copies", {"what": Reference("that_spell"),
                                                                  "amount": Quantity("that_much", 1)}),)),)),
                          text="Storm")


def cast_before(state: "GameState", spell: int) -> int:
    """CR 702.40a: how many other spells were cast this turn before ``spell`` (by any player)."""
    n = 0
    for turn, _step, e in reversed(state.events):
        if turn != state.turn:
            break
        if isinstance(e, ev.SpellCast) and e.obj != spell:
            n += 1
    return n


def _storm(state: "GameState", e: ev.SpellCast) -> None:
    """CR 702.40a: a spell with storm, as it becomes cast, triggers: its controller's ability, about that spell."""
    o = state.objects.get(e.obj)
    if o is None or o.kind == "ability" or "storm" not in chars(state, e.obj).keywords:
        return
    info = {"spell": e.obj, "amount": cast_before(state, e.obj), "player": e.player}
    state.triggers.append(PendingTrigger(e.obj, chars(state, e.obj).name, o.card, -1, e.player, info,
                                         ability=_STORM))


ON_CAST.append(_storm)

__all__ = ["cast_before"]
