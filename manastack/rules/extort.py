"""CR 702.101 extort: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain
life equal to the total life lost this way" (702.101a; each instance triggers separately, 702.101b).

The keyword makes that triggered ability (``keyword(triggered=...)``): the verb ``pay`` ("you may pay {W/B}"), then,
if it was paid (608.2c, ``you_did``), the verb ``extort_drain`` (each opponent loses 1 life) and its next step
``extort_gain`` (``rules/steps.py``: you gain life equal to the life those losses took, read from the events the step
before performed, so a loss that was prevented or replaced gives no life; ``effects/extort.py``).
"""

from __future__ import annotations

from manastack.cards.model import Body, Condition, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.vocabulary import keyword
from manastack.rules.conditions import YOU_DID
from manastack.rules.steps import follow_with

EXTORT_DRAIN = "extort_drain"
EXTORT_GAIN = "extort_gain"

follow_with(EXTORT_DRAIN, EXTORT_GAIN)


def _extort(param: str) -> TriggeredAbility:
    """CR 702.101a: extort's triggered ability."""
    pay = Effect("pay", {"mana": ("{W/B}",)}, optional=True)
    drain = Effect(EXTORT_DRAIN, {}, condition=Condition(YOU_DID))
    return TriggeredAbility(TriggerSpec("cast", whose="you"), Body((Mode((), (pay, drain)),)), text="Extort")


keyword("extort", "702.101", "whenever you cast a spell, you may pay {W/B}; if you do, each opponent loses 1 life and "
        "you gain life equal to the total life lost this way", triggered=_extort)

__all__ = ["EXTORT_DRAIN", "EXTORT_GAIN"]
