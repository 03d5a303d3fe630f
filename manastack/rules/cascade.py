"""CR 702.85 cascade: "When you cast this spell, exile cards from the top of your library until you exile a nonland card
whose mana value is less than this spell's mana value. You may cast that card without paying its mana cost if the
resulting spell's mana value is less than this spell's mana value. Then put all cards exiled this way that weren't
cast on the bottom of your library in a random order." (702.85a), a triggered ability that functions on the stack.

Card data writes ``Cascade``.  As the spell becomes cast (601.2i) the ability triggers (``triggers.ON_CAST``, as
storm does): its source is the spell, and the number compared is the spell's mana value then (``that_much``; 702.85a
reads the spell's, and a spell's mana value doesn't change on the stack but for X, which is fixed by then).  It
resolves in three instructions (``effects/cascade.py``): ``cascade_exile`` exiles the cards, each new object in
exile remembering the ability's source (``Obj.exiled_by``: the cards "exiled this way"); ``cascade_cast`` asks
whether to cast the nonland card among them (608.2g: cast during resolution, following 601.2a-i, without paying its
mana cost, 118.9; its modes and targets asked then, X is 0, 107.3b); ``cascade_bottom`` puts the rest on the bottom
of the library in a random order.  Each instance of cascade would trigger separately (702.85b); keywords are a set,
so a card printed with cascade twice is written with it once here and triggers once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.model import Body, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity
from manastack.cards.vocabulary import keyword
from manastack.rules.characteristics import chars
from manastack.rules.triggers import ON_CAST
from manastack.state import PendingTrigger

if TYPE_CHECKING:
    from manastack.state import GameState

keyword("cascade", "702.85", "when you cast this spell, exile cards from the top of your library until you exile a "
        "nonland card whose mana value is less than this spell's; you may cast it without paying its mana cost if "
        "the resulting spell's mana value is less; put the other exiled cards on the bottom in a random order")

_N = Quantity("that_much", 1)
_CASCADE = TriggeredAbility(TriggerSpec("cast", who="self"),
                            Body((Mode((), (Effect("cascade_exile", {"amount": _N}),
                                            Effect("cascade_cast", {"amount": _N}),
                                            Effect("cascade_bottom"))),)),
                            text="Cascade")


def exiled_this_way(state: "GameState", source: int) -> list[int]:
    """CR 702.85a: the cards in exile that ``source``'s cascade exiled, in the order they were exiled."""
    return [oid for oid in state.exile if state.objects[oid].exiled_by == source]


def _cascade(state: "GameState", e: ev.SpellCast) -> None:
    """CR 702.85a: a spell with cascade, as it becomes cast, triggers: its controller's ability, about that spell,
    with the spell's mana value."""
    o = state.objects.get(e.obj)
    if o is None or o.kind == "ability" or "cascade" not in chars(state, e.obj).keywords:
        return
    c = chars(state, e.obj)
    info = {"spell": e.obj, "amount": c.mana_value + (c.cost.x * o.x if c.cost is not None else 0),
            "player": e.player}
    state.triggers.append(PendingTrigger(e.obj, c.name, o.card, -1, e.player, info, ability=_CASCADE))


ON_CAST.append(_cascade)
