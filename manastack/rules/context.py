"""What an effect verb sees while it runs: the resolving object, its targets, X, and a way to ask.

Effect handlers (``manastack.effects``) never change the state themselves: they read
it, ask their questions through ``choose``, draw chance through ``chance``, and propose
events with ``emit``.  The resolution frame sends those events through the pipeline once
the handler returns.  Arguments arrive as typed card values (``manastack.cards.values``):
``number`` evaluates a :class:`Quantity`, ``refs`` a :class:`Reference`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping, TypeVar

from manastack.cards.values import Quantity, Reference
from manastack.core.types import Zone
from manastack import events as ev
from manastack.rules.references import EffectError, Scope, quantity, resolve

if TYPE_CHECKING:
    from manastack.actions import Action
    from manastack.decisions import Decision
    from manastack.rules.engine import Asker
    from manastack.state import GameState

Ref = tuple[str, int]
T = TypeVar("T")

__all__ = ["EffectContext", "EffectError"]


class EffectContext:
    """The context of one effect instruction during resolution (CR 608.2)."""

    def __init__(self, state: "GameState", ask: "Asker", controller: int, source: int, source_name: str,
                 targets: list[Ref | None], x: int = 0, info: Mapping[str, Any] | None = None,
                 spell: int | None = None, rule: str = "608.2c"):
        self.state = state
        self._ask = ask
        self.controller = controller
        self.source = source
        self.source_name = source_name
        self.targets = targets
        self.x = x
        self.info = dict(info or {})
        self.spell = spell
        self.rule = rule
        self.events: list[ev.Event] = []
        self.scope = Scope(controller, source, targets, self.info, x, spell)

    # --- reading arguments ------------------------------------------------------------

    def number(self, value: Quantity | None, default: int = 0) -> int:
        return quantity(self.state, value, self.scope, default)

    def refs(self, ref: Reference | None, default: Reference) -> list[Ref]:
        """The players and objects ``ref`` (or ``default`` when the card gives none) means now."""
        try:
            return resolve(self.state, ref if ref is not None else default, self.scope)
        except EffectError as e:
            raise EffectError(f"{self.source_name}: {e}") from None

    def objects(self, ref: Reference | None, default: Reference) -> list[int]:
        return [i for k, i in self.refs(ref, default) if k == "o"]

    def players(self, ref: Reference | None, default: Reference) -> list[int]:
        return [i for k, i in self.refs(ref, default) if k == "p"]

    def permanents(self, ref: Reference | None, default: Reference) -> list[int]:
        return [o for o in self.objects(ref, default) if self.state.objects[o].zone == Zone.BATTLEFIELD]

    # --- acting -----------------------------------------------------------------------

    @property
    def asker(self) -> "Asker":
        """The resolving frame's asker, for rules that ask on their own (a payment, 601.2h)."""
        return self._ask

    def emit(self, e: ev.Event) -> None:
        self.events.append(e)

    def choose(self, decision: "Decision") -> "Action":
        return self._ask(decision)

    def chance(self, draw: Callable[[], T]) -> T:
        """A random outcome, recorded as an answer of the frame (a chance node): a handler run again after a
        later question gets the same outcome, and so does a game saved and loaded at that question."""
        return self._ask.chance(draw)
