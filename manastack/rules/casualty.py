"""CR 702.153 casualty: "Casualty N" means "As an additional cost to cast this spell, you may sacrifice a creature
with power N or greater," and "When you cast this spell, if a casualty cost was paid for it, copy it. If the spell has
any targets, you may choose new targets for the copy." (702.153a).

Card data writes it as printed, ``Casualty 2`` (normalised ``casualty:2``).  The optional additional cost is named
``casualty`` (``cast CARD with casualty``: the creature to sacrifice is chosen as the costs are paid, 601.2h;
``buyback.spell_costs`` lists it with the card's other additional costs).  As the spell becomes cast (601.2i) the
triggered ability triggers (``triggers.ON_CAST``) if it was paid: it resolves with ``copy_spell``
(``effects/spell_copies.py``), new targets asked for the copy (707.10c).  A copy isn't cast: it doesn't trigger again.
A spell with more than one instance pays the first (702.153b: each would be paid separately; one is offered here);
"Casualty X" (Ob Nixilis, the Adversary) stays refused.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.model import AdditionalCost, Body, Effect, Filter, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Reference
from manastack.cards.vocabulary import count_check, keyword
from manastack.rules.characteristics import chars
from manastack.rules.triggers import ON_CAST
from manastack.state import PendingTrigger

if TYPE_CHECKING:
    from manastack.state import GameState

#: The name of the optional cost among a spell's chosen costs (``Cast.extras``, ``Obj.extras``).
CASUALTY = "casualty"

keyword(CASUALTY, "702.153", "Casualty N: as an additional cost to cast this spell, you may sacrifice a creature with "
        "power N or greater; when you cast it, if its casualty cost was paid, copy it (new targets may be chosen)",
        parameter=True, check=count_check("Casualty", "702.153a"))

_CASUALTY = TriggeredAbility(TriggerSpec("cast", who="self"),
                             Body((Mode((), (Effect("copy_spell", {"what": Reference("that_spell"),
                                                                   "new_targets": True}),)),)),
                             text="Casualty")


@lru_cache(maxsize=4096)
def casualty_costs(keywords: frozenset[str]) -> tuple[AdditionalCost, ...]:
    """CR 702.153a: the optional additional cost casualty is: sacrifice a creature with power N or greater (the first
    "Casualty N" of ``keywords``)."""
    for k in sorted(keywords):
        if k.startswith(CASUALTY + ":") and k[len(CASUALTY) + 1:].isdigit():
            n = int(k[len(CASUALTY) + 1:])
            return (AdditionalCost(CASUALTY, sacrifice=Filter(types=("Creature",), power_min=n)),)
    return ()


def _casualty(state: "GameState", e: ev.SpellCast) -> None:
    """CR 702.153a: a spell cast with its casualty cost paid triggers: its controller's ability, copying it once."""
    o = state.objects.get(e.obj)
    if o is None or o.kind == "ability" or CASUALTY not in o.extras:
        return
    c = chars(state, e.obj)
    if not c.keywords or not casualty_costs(c.keywords):
        return
    info = {"spell": e.obj, "player": e.player}
    state.triggers.append(PendingTrigger(e.obj, c.name, o.card, -1, e.player, info, ability=_CASUALTY))


ON_CAST.append(_casualty)
