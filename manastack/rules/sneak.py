"""CR 702.190 sneak: "Sneak [cost]" means "Any time you could cast an instant during your declare blockers step, you
may cast this spell by paying [cost] and returning an unblocked creature you control to its owner's hand rather than
paying this spell's mana cost" (702.190a: an alternative cost, 118.9, 601.2b, 601.2f-h), and a permanent spell whose
sneak cost was paid enters tapped and attacking the same player, planeswalker or battle as the creature returned to pay
it (702.190b, 506.3a).

Card data writes it as printed, ``Sneak {2}{B}`` (normalised ``sneak:{2}{B}``); the keyword is one of the alternative
costs of ``rules/alt_costs.py`` (``cast CARD with sneak``), offered only in its caster's declare blockers step while they
control an unblocked attacking creature (``sneak_window``), at instant speed then (``priority`` offers a card with sneak
that has no flash there too).  The creature returned is chosen as the costs are paid (``casting._permission_costs``:
``SNEAK_RETURN``); what it was attacking is remembered on the spell (``Obj.trigger_info["sneak_attacks"]``,
``sneak_defender``), and the permanent the spell becomes enters tapped and attacking it (``sneak`` among the entering
effects of its own keyword, 614.1c, ``rules/entering.py``), if it is still in the game (506.3a: else it enters tapped
and not attacking).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.model import ActivationCost, Filter
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.types import Step, Zone
from manastack.rules.characteristics import controller_of
from manastack.rules.entering import Entering, as_entering, cast_with

if TYPE_CHECKING:
    from manastack.rules.engine import Asker
    from manastack.state import GameState

#: The name of the alternative cost among a spell's chosen costs (``Cast.extras``, ``Obj.extras``).
SNEAK = "sneak"
#: The spell's record of what the returned creature was attacking (``Obj.trigger_info``).
SNEAK_ATTACKS = "sneak_attacks"

#: CR 702.190a: "returning an unblocked creature you control to its owner's hand" (the part of the cost besides mana).
UNBLOCKED = Filter(types=("Creature",), attacking=True, blocked=False, controller="you")
SNEAK_RETURN = ActivationCost(return_to_hand=UNBLOCKED, text="Return an unblocked creature you control to its "
                              "owner's hand")

keyword(SNEAK, "702.190", "Sneak [cost]: any time you could cast an instant during your declare blockers step, you "
        "may cast this spell by paying [cost] and returning an unblocked creature you control to its owner's hand "
        "rather than its mana cost; a permanent spell cast so enters tapped and attacking what that creature was "
        "attacking", parameter=True, check=mana_cost_check("Sneak", "702.190a", "{2}{B}"))


def sneak_window(state: "GameState", player: int) -> bool:
    """CR 702.190a: ``player``'s declare blockers step (of their own turn), with an unblocked attacking creature they
    control to return."""
    combat = state.combat
    if state.step != Step.DECLARE_BLOCKERS or player != state.active or combat is None or not combat.attackers:
        return False
    return any(a not in combat.blocked and controller_of(state, a) == player for a in combat.attackers)


def sneak_defender(state: "GameState", events: list[ev.Event]) -> tuple[str, int] | None:
    """CR 702.190b: what the creature returned to pay a sneak cost (among the cost's ``events``) is attacking."""
    combat = state.combat
    if combat is None:
        return None
    for e in events:
        if isinstance(e, ev.ZoneMove) and e.cause == "cost" and e.to == Zone.HAND.value and e.obj in combat.attackers:
            return combat.attackers[e.obj]
    return None


def _sneaked(state: "GameState", e: Entering) -> bool:
    """CR 702.190b: the entering object is a permanent spell resolving from the stack whose sneak cost was paid."""
    return cast_with(state, e, SNEAK)


@as_entering(SNEAK, "702.190b", only_if=_sneaked)
def _sneak_enters(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker",
                  spent: dict[int, int]) -> list[ev.Event]:
    """CR 702.190b, 506.3a, 614.1c: it enters tapped and attacking what the returned creature was attacking (that
    player still in the game, that planeswalker or battle still on the battlefield), else tapped only."""
    assert isinstance(e, ev.ZoneMove)
    raw = state.objects[e.obj].trigger_info.get(SNEAK_ATTACKS)
    attacked: tuple[str, int] | None = (str(raw[0]), int(raw[1])) if raw else None
    if attacked is not None and (state.combat is None or (attacked[0] == "p" and state.players[attacked[1]].lost)
                                 or (attacked[0] == "o" and attacked[1] not in state.battlefield)):
        attacked = None
    rules = (*e.rules, "702.190b", "614.1c")
    return [e.but(tapped=True, attacking=attacked, rules=rules)]
