"""CR 702.94 miracle: "Miracle [cost]" means "You may reveal this card from your hand as you draw it if it's the first
card you've drawn this turn. When you reveal this card this way, you may cast it by paying [cost] rather than its
mana cost." (702.94a: a static ability linked to a triggered ability, 603.11).

Card data writes it as printed, ``Miracle {R}`` (normalised ``miracle:{R}``).  As a player draws the first card of
their turn... of any turn (121.1: the first card they have drawn this turn) and it has miracle, the triggered ability
triggers (``triggers.on_event`` for ``Draw``): its owner's, from the card in their hand; its controller is asked as it
resolves whether to cast the card (the reveal and the cast are one choice here: a player who wouldn't cast it gains
nothing by revealing it; the card is revealed while the ability waits, 702.94b, which the view doesn't show).
Resolving, it runs the effect verb ``miracle_cast`` (``effects/miracle.py``): if the card is still in its owner's
hand, they may cast it during the resolution (608.2g) paying the miracle cost, an alternative cost (118.9: with
additional costs, increases and reductions, 601.2f; ``MIRACLE`` among its chosen costs).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.model import Body, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.mana import ManaCost, parse_cost
from manastack.core.types import Zone
from manastack.rules.characteristics import chars
from manastack.rules.game_keywords import game_has_keyword
from manastack.rules.triggers import on_event
from manastack.rules.turn_conditions import this_turn_events
from manastack.state import PendingTrigger

if TYPE_CHECKING:
    from manastack.state import GameState

#: The name of the miracle cost among a spell's chosen costs (``Cast.extras``, ``Obj.extras``).
MIRACLE = "miracle"

keyword(MIRACLE, "702.94", "Miracle [cost]: you may reveal this card from your hand as you draw it if it's the first "
        "card you've drawn this turn; when you reveal it this way, you may cast it by paying [cost] rather than its "
        "mana cost", parameter=True, check=mana_cost_check("Miracle", "702.94a", "{R}"))

_MIRACLE = TriggeredAbility(TriggerSpec("draws", who="self"), Body((Mode((), (Effect("miracle_cast"),)),)),
                            text="Miracle")


def miracle_cost(state: "GameState", oid: int) -> ManaCost | None:
    """CR 702.94a: the miracle cost of card ``oid`` as it is now (None without miracle)."""
    c = chars(state, oid)
    if not c.keywords:
        return None
    for k in sorted(c.keywords):
        if k.startswith(MIRACLE + ":"):
            return parse_cost(k[len(MIRACLE) + 1:])
    return None


def _first_draw(state: "GameState", player: int) -> bool:
    """CR 702.94a: the draw just performed is the first card ``player`` has drawn this turn."""
    return sum(1 for e in this_turn_events(state) if isinstance(e, ev.Draw) and e.player == player) <= 1


def _miracle(state: "GameState", e: ev.Draw) -> None:
    """CR 702.94a: the first card a player draws in a turn, if it has miracle, triggers: its owner's ability, from the
    card in their hand."""
    if not game_has_keyword(state, MIRACLE):
        return
    p = state.players[e.player]
    if not p.hand or p.drew_from_empty:
        return
    card = p.hand[-1]       # the card just drawn (a draw puts it last in the hand, rules/perform.py)
    o = state.objects.get(card)
    if o is None or o.zone != Zone.HAND or miracle_cost(state, card) is None or not _first_draw(state, e.player):
        return
    state.triggers.append(PendingTrigger(card, chars(state, card).name, o.card, -1, o.owner, {"object": card},
                                         ability=_MIRACLE))


on_event(_miracle, ev.Draw)
