"""CR 608.2c: an instruction carried out in steps, where a later step asks what an earlier one made known.

Connive (701.50a) is "draw a card, then discard a card": the card to discard is chosen among the cards drawn, so the
draw must be performed before the question is asked (a handler asks all its questions before it changes anything).
Such a verb names the verb of its next step (``follow_with``); the resolution frame carries out the steps as
instructions of their own (``steps``, called by ``resolve._flatten``), each later step with the condition
``previous_step_done``: it happens only if the step before it was carried out (not where the "you may" of the
instruction was declined or its "if" was false, 608.2c-d).
"""

from __future__ import annotations

from manastack.cards.model import Condition, Effect

#: The condition of a later step: the step just before it was carried out.
STEP_DONE = "previous_step_done"

#: A verb -> the verb of its next step.
FOLLOW: dict[str, str] = {}


def follow_with(verb: str, then: str) -> None:
    """Declare that an instruction of ``verb`` is followed by a step of ``then`` with the same arguments."""
    FOLLOW[verb] = then


def steps(effect: Effect) -> list[Effect]:
    """The instructions ``effect`` is carried out as: itself, then each step that follows its verb."""
    out = [effect]
    verb = effect.verb
    while verb in FOLLOW:
        verb = FOLLOW[verb]
        out.append(Effect(verb, effect.args, condition=Condition(STEP_DONE)))
    return out


__all__ = ["FOLLOW", "STEP_DONE", "follow_with", "steps"]
