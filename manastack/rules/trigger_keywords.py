"""Triggered keywords and the trigger events they need: CR 702.108 prowess, 702.83 exalted, 702.45 bushido; the
events "attacks alone" (506.5, 702.83b) and "blocks or becomes blocked" (509.3c-d), which Oracle text also uses
("Whenever a creature you control attacks alone", "Whenever this creature blocks or becomes blocked").

Each keyword makes its triggered ability from its parameter (``keyword(triggered=...)``); the layer pass gives a
permanent those abilities for the keywords it has (``vocabulary.keyword_triggers``), so an effect that removes the
keyword removes the ability, and each instance triggers separately (702.108b, 702.83 via 702.83a's wording,
702.45b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.model import Body, Effect, Filter, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity, Reference
from manastack.cards.vocabulary import count_check, keyword
from manastack import events as ev
from manastack.rules.triggers import trigger_event

if TYPE_CHECKING:
    from manastack.state import GameState


@trigger_event("attacks_alone", "506.5")
def _attacks_alone(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
                   moved_from: str | None) -> bool:
    """Whenever a creature attacks alone: it is the only creature declared as an attacker in this combat (CR 506.5,
    702.83b; a creature put onto the battlefield attacking was not declared, 508.3a)."""
    combat = state.combat
    return isinstance(e, ev.Attacks) and combat is not None and list(combat.attackers) == [e.obj]


@trigger_event("blocks_or_becomes_blocked", "509.3c")
def _blocks_or_becomes_blocked(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                               subject: int | None, moved_from: str | None) -> bool:
    """Whenever a creature blocks (CR 509.3c: declared as a blocker) or becomes blocked (509.3d: once, however many
    creatures block it); bushido (702.45a)."""
    return isinstance(e, (ev.Blocks, ev.BecomesBlocked))


def _pump(to: Reference, n: int) -> Body:
    """The body "[it] gets +N/+N until end of turn"."""
    q = Quantity.const(n)
    return Body((Mode((), (Effect("pump", {"to": to, "power": q, "toughness": q}),)),))


def _prowess(param: str) -> TriggeredAbility:
    """CR 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.\""""
    spec = TriggerSpec("cast", who="any", filter=Filter(not_types=("Creature",)), whose="you")
    return TriggeredAbility(spec, _pump(Reference("self"), 1), text="Prowess")


def _exalted(param: str) -> TriggeredAbility:
    """CR 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.\""""
    spec = TriggerSpec("attacks_alone", who="any", filter=Filter(types=("Creature",), controller="you"))
    return TriggeredAbility(spec, _pump(Reference("it"), 1), text="Exalted")


def _bushido(param: str) -> TriggeredAbility:
    """CR 702.45a: "Bushido N" means "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of
    turn.\""""
    return TriggeredAbility(TriggerSpec("blocks_or_becomes_blocked"), _pump(Reference("self"), int(param)),
                            text=f"Bushido {param}")


keyword("prowess", "702.108", "whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn",
        triggered=_prowess)
keyword("exalted", "702.83", "whenever a creature you control attacks alone, that creature gets +1/+1 until end of "
        "turn", triggered=_exalted)
keyword("bushido", "702.45", "Bushido N: whenever this creature blocks or becomes blocked, it gets +N/+N until end "
        "of turn", parameter=True, check=count_check("Bushido", "702.45a"), triggered=_bushido)

__all__: list[str] = []
