"""CR 608.2c: carrying out a spell's or ability's instructions, one effect at a time.

Each effect is run by its verb's registered implementation (the ``EFFECT_VERBS``
vocabulary, filled by ``manastack.effects``); the handler reads the game through an
:class:`EffectContext`, asks its questions, and returns events for the pipeline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.model import Effect, Mode
from manastack.cards.vocabulary import EFFECT_VERBS
from manastack import events as ev
from manastack.rules.context import EffectContext

if TYPE_CHECKING:
    from manastack.rules.engine import Asker
    from manastack.state import GameState


def run_effect(ctx: EffectContext, effect: Effect) -> None:
    """CR 608.2c: carry out one instruction, by its verb's registered implementation."""
    handler = EFFECT_VERBS[effect.verb].handler
    assert handler is not None
    handler(ctx, effect.args)


def instant_effects(state: "GameState", ask: "Asker", mode: Mode, source: int, controller: int,
                    name: str) -> list[ev.Event]:
    """Run a mana ability's effects at once (CR 605.3b) and return their events."""
    ctx = EffectContext(state, ask, controller, source, name, [], rule="605.3b")
    for e in mode.effects:
        run_effect(ctx, e)
    return ctx.events
