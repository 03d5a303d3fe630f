"""CR 702.35 madness: "Madness [cost]" is a static ability that functions while the card is in a player's hand and a
triggered ability that functions when the first is applied (702.35a): "If a player would discard this card, that
player discards it, but exiles it instead of putting it into their graveyard" and "When this card is exiled this way,
its owner may cast it by paying [cost] rather than paying its mana cost. If that player doesn't, they put this card
into their graveyard."

Card data writes it as printed, ``Madness {1}{R}`` (normalised ``madness:{1}{R}``).  The replacement effect is
applied in ``rules/replacement.py`` (``madness_exile``: the discard's move goes to exile, the new object remembering
it was exiled this way, ``Obj.exiled_by``); the discard is still a discard (702.35b: "discard" triggers see it).
The triggered ability triggers from the card in exile (``triggers.ON_MOVE``); resolving, it runs the effect verb
``madness_cast`` (``effects/madness.py``): the owner may cast the card during the resolution (608.2g), paying the
madness cost, an alternative cost (118.9: the total cost is it, with additional costs, increases and reductions,
601.2f); else the card is put into its owner's graveyard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.model import Body, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.mana import ManaCost, parse_cost
from manastack.core.types import Zone
from manastack.rules.characteristics import chars
from manastack.rules.triggers import ON_MOVE
from manastack.state import PendingTrigger

if TYPE_CHECKING:
    from manastack.state import GameState

#: The name of the madness cost among a spell's chosen costs (``Cast.extras``, ``Obj.extras``).
MADNESS = "madness"

keyword(MADNESS, "702.35", "Madness [cost]: if you would discard this card, you discard it but exile it instead of "
        "putting it into your graveyard; when it is exiled this way, you may cast it by paying [cost] rather than its "
        "mana cost, or else put it into your graveyard", parameter=True,
        check=mana_cost_check("Madness", "702.35a", "{1}{R}"))

_MADNESS = TriggeredAbility(TriggerSpec("discards", who="self"), Body((Mode((), (Effect("madness_cast"),)),)),
                            text="Madness")


def madness_cost(state: "GameState", oid: int) -> ManaCost | None:
    """CR 702.35a: the madness cost of card ``oid`` as it is now (None without madness)."""
    c = chars(state, oid)
    if not c.keywords:
        return None
    for k in c.keywords:
        if k.startswith(MADNESS + ":"):
            return parse_cost(k[len(MADNESS) + 1:])
    return None


def madness_exiles(state: "GameState", e: ev.ZoneMove) -> bool:
    """CR 702.35a: whether the move ``e`` is the discard of a card with madness from a hand to its owner's graveyard
    (which its madness exiles instead)."""
    o = state.objects.get(e.obj)
    return e.cause == "discard" and e.to == Zone.GRAVEYARD.value and o is not None and o.zone == Zone.HAND \
        and madness_cost(state, e.obj) is not None


def _madness(state: "GameState", e: ev.ZoneMove) -> None:
    """CR 702.35a: the card, exiled this way, triggers: its owner's ability, from the card in exile."""
    if e.to != Zone.EXILE.value or e.cause != "discard" or e.exiled_by != e.obj:
        return
    old, new = state.last_move
    if old != e.obj or new is None or new not in state.objects or madness_cost(state, new) is None:
        return
    o = state.objects[new]
    state.triggers.append(PendingTrigger(new, chars(state, new).name, o.card, -1, o.owner, {"object": new},
                                         ability=_MADNESS))


ON_MOVE.append(_madness)
