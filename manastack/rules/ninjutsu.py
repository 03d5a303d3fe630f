"""CR 702.49: ninjutsu, an activated ability that functions only while its card is in a player's hand.

"Ninjutsu [cost]" (written ``Ninjutsu {1}{U}``, normalised ``ninjutsu:{1}{U}``) means "[Cost], Reveal this card from
your hand, Return an unblocked attacking creature you control to its owner's hand: Put this card onto the battlefield
from your hand tapped and attacking." (702.49a).  The ability is numbered after the object's other activated abilities
(``rules/casting.activated_abilities``), activated from the hand at instant speed (602.2); an attacking creature is
unblocked only once blockers are declared (509.1h), so it can be activated from the declare blockers step on.  The
creature returned for the cost is remembered with the ability as it is activated (``returned_attack``: what that
creature was attacking, 702.49c), and the effect verb ``enter_attacking`` (effects/ninjutsu.py) puts the card onto
the battlefield attacking the same player or planeswalker, unblocked (508.4d), not "declared" as an attacker (508.4:
no "whenever ... attacks" trigger); if that player has left the game or that planeswalker the battlefield, it enters
attacking nothing (508.4a).  The card stays revealed while the ability is on the stack (702.49b: a note in the log;
the game has no hidden information to reveal it from).  Commander ninjutsu (702.49d) needs a command zone: not here.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from manastack import events as ev
from manastack.cards.model import ActivatedAbility, ActivationCost, Body, Effect, Filter, Mode
from manastack.cards.values import SELF
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.mana import parse_cost
from manastack.core.types import Zone
from manastack.rules.printed import Chars

if TYPE_CHECKING:
    from manastack.state import GameState

NINJUTSU = "ninjutsu"

keyword(NINJUTSU, "702.49", "Ninjutsu [cost]: [cost], Reveal this card from your hand, Return an unblocked attacking "
        "creature you control to its owner's hand: Put this card onto the battlefield from your hand tapped and "
        "attacking (the same player or planeswalker as the returned creature, 702.49c)", parameter=True,
        check=mana_cost_check("Ninjutsu", "702.49a", "{1}{U}"))

#: CR 702.49a: "an unblocked attacking creature you control".
UNBLOCKED_ATTACKER = Filter(types=("Creature",), attacking=True, blocked=False, controller="you")


def ninjutsu_abilities(c: Chars) -> tuple[ActivatedAbility, ...]:
    """CR 702.49a: the activated ability each ninjutsu keyword is."""
    return _ninjutsu_abilities(c.keywords) if c.keywords else ()


@lru_cache(maxsize=4096)
def _ninjutsu_abilities(keywords: frozenset[str]) -> tuple[ActivatedAbility, ...]:
    return tuple(_ninjutsu_ability(k[len(NINJUTSU) + 1:]) for k in sorted(keywords) if k.startswith(NINJUTSU + ":"))


@lru_cache(maxsize=None)
def _ninjutsu_ability(cost: str) -> ActivatedAbility:
    text = (f"{cost}, Reveal this card from your hand, Return an unblocked attacking creature you control to its "
            "owner's hand")
    effect = Effect("enter_attacking", {"what": SELF})
    return ActivatedAbility(ActivationCost(mana=parse_cost(cost), return_to_hand=UNBLOCKED_ATTACKER, text=text),
                            Body((Mode((), (effect,)),)), zone="hand", text=f"Ninjutsu {cost}")


def is_ninjutsu(ab: ActivatedAbility) -> bool:
    """Whether ``ab`` is a ninjutsu ability (its effect needs to know what the returned creature attacked)."""
    return ab.zone == "hand" and ab.text.startswith("Ninjutsu ")


def returned_attack(state: "GameState", events: list[ev.Event]) -> dict[str, Any]:
    """CR 702.49c: what the attacking creature returned to its owner's hand by ``events`` (a ninjutsu ability's
    costs, not yet performed) is attacking, as the ability's information (``attacked``: ["p", player] or ["o",
    planeswalker]); empty if none is."""
    combat = state.combat
    if combat is None:
        return {}
    for e in events:
        if isinstance(e, ev.ZoneMove) and e.to == Zone.HAND.value and e.obj in combat.attackers:
            kind, who = combat.attackers[e.obj]
            return {"attacked": [kind, who]}
    return {}
