"""CR 702.185 warp: "Warp [cost]" means "You may cast this card from your hand by paying [cost] rather than its mana
cost" (an alternative cost, 118.9, 601.2b, 601.2f-h) and "If this spell's warp cost was paid, exile the permanent this
spell becomes at the beginning of the next end step. Its owner may cast this card after the current turn has ended for
as long as it remains exiled." (702.185a).

Card data writes it as printed, ``Warp {1}{R}`` (normalised ``warp:{1}{R}``); the keyword is one of the alternative
costs of ``rules/alt_costs.py`` (``cast CARD with warp``), whose name stays among the chosen costs of the spell and of
the permanent it becomes (``Obj.extras``, 607.2i).  As that permanent enters (``warp_entered``, called by
``alt_costs.alternative_entered``), a delayed triggered ability (603.7) exiles it at the beginning of the next end
step (the verb ``exile`` with ``warped``); the card exiled so is a warped card (702.185b: ``Obj.warped``, the turn
number in which it was exiled, 0 if not), which its owner may cast from exile on any later turn, paying its costs
as usual (the normal timing rules apply, 601.3), for as long as it remains exiled (a card that leaves exile is a new
object without the mark, 400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.model import Condition, Effect, TriggerSpec
from manastack.cards.values import Reference
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.types import Step
from manastack.rules.conditions import holds
from manastack.rules.game_keywords import game_has_keyword
from manastack.rules.turn_conditions import define_condition, this_turn_events

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

#: The name of the alternative cost among a spell's chosen costs (``Cast.extras``, ``Obj.extras``).
WARP = "warp"

keyword(WARP, "702.185", "Warp [cost]: you may cast this card from your hand by paying [cost] rather than its mana "
        "cost; if you do, the permanent it becomes is exiled at the beginning of the next end step, and its owner may "
        "cast it from exile after the current turn has ended for as long as it remains exiled", parameter=True,
        check=mana_cost_check("Warp", "702.185a", "{1}{R}"))


def warp_entered(state: "GameState", oid: int, name: str) -> None:
    """CR 702.185a, 603.7: permanent ``oid`` (card ``name``) entered as a spell whose warp cost was paid: a delayed
    triggered ability exiles it at the beginning of the next end step (only this object: 400.7), a warped card."""
    o = state.objects[oid]
    state.delayed.append({"id": state.new_id(), "controller": o.controller, "source": oid, "source_name": name,
                          "when": TriggerSpec("step", whose="any", step=Step.END.value),
                          "effects": (Effect("exile", {"what": Reference("it"), "warped": True}),),
                          "info": {"object": oid}})


def warped_cards(state: "GameState", player: int) -> list[int]:
    """CR 702.185a: the warped cards ``player`` owns in exile that they may cast now: each exiled by warp's delayed
    triggered ability on an earlier turn (after the current turn has ended).  Sound guard: only warp's delayed
    triggered ability marks a card warped, so a game with no card with warp has none."""
    if not state.exile or not game_has_keyword(state, WARP):
        return []
    return [oid for oid in state.exile if 0 < state.objects[oid].warped < state.turn
            and state.objects[oid].owner == player]


_NONLAND_LEFT = Condition("permanent_left_this_turn", {"filter": {"not_types": ["Land"]}, "whose": "any"})


@define_condition("left_or_warped_this_turn", "702.185c")
def _left_or_warped(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                    spell: "Obj | None") -> bool:
    """"if a nonland permanent left the battlefield this turn or a spell was warped this turn" (void): a nonland
    permanent of any player left the battlefield this turn (603.10a), or a spell was cast for its warp cost this
    turn (702.185c: the spell's chosen costs, as it is or as it last existed)."""
    if holds(state, _NONLAND_LEFT, source, controller):
        return True
    for e in this_turn_events(state):
        if isinstance(e, ev.SpellCast):
            o = state.objects.get(e.obj) or state.lki.get(e.obj)
            if o is not None and WARP in o.extras:
                return True
    return False
