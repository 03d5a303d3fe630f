"""Triggered keywords: CR 702.108 prowess, 702.83 exalted, 702.45 bushido (their trigger events "attacks alone" and
"blocks or becomes blocked" are in ``rules/trigger_events.py``).

Each keyword makes its triggered ability from its parameter (``keyword(triggered=...)``); the layer pass gives a
permanent those abilities for the keywords it has (``vocabulary.keyword_triggers``), so an effect that removes the
keyword removes the ability, and each instance triggers separately (702.108b, 702.83 via 702.83a's wording,
702.45b).
"""

from __future__ import annotations

from manastack.cards.model import Body, Effect, Filter, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity, Reference
from manastack.cards.vocabulary import count_check, keyword


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
