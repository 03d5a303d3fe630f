"""What an effect verb sees while it runs: the resolving object, its targets, X, and a way to ask.

Effect handlers (``manastack.effects``) never change the state themselves: they read
it, ask their questions through ``choose`` and propose events with ``emit``.  The
resolution frame sends those events through the pipeline once the handler returns.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack.cards.model import Filter
from manastack.core.types import Zone
from manastack import events as ev
from manastack.rules.characteristics import chars

if TYPE_CHECKING:
    from manastack.actions import Action
    from manastack.decisions import Decision
    from manastack.rules.engine import Asker
    from manastack.state import GameState

Ref = tuple[str, int]


class EffectError(ValueError):
    """A card definition asked for something the effect cannot do (names card and effect)."""


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

    # --- reading arguments ------------------------------------------------------------

    def number(self, value: Any, default: int = 0) -> int:
        if value is None:
            return default
        if isinstance(value, bool):
            return int(value)
        if isinstance(value, int):
            return value
        s = str(value).strip()
        if s.upper() == "X":
            return self.x
        if s.lstrip("-").isdigit():
            return int(s)
        if s == "amount":
            return int(self.info.get("amount", 0))
        raise EffectError(f"{self.source_name}: cannot read the number {value!r}")

    def refs(self, ref: Any) -> list[Ref]:
        """Resolve a reference (docs/cards.md "References") to the players and objects it means now."""
        st = self.state
        if isinstance(ref, Mapping) and "each" in ref:
            from manastack.rules.targeting import matches

            flt = Filter.from_mapping(ref["each"])
            return [("o", o) for o in list(st.battlefield)
                    if not st.objects[o].phased_out and matches(st, o, flt, self.source, self.controller)]
        r = str(ref)
        if r.startswith("target") and (r == "target" or r[6:].isdigit()):
            n = int(r[6:] or 1) - 1
            if n < len(self.targets):
                t = self.targets[n]
                return [t] if t is not None else []
            raise EffectError(f"{self.source_name}: {r!r} but the ability has {len(self.targets)} target(s)")
        if r == "self":
            return [("o", self.source)] if self.source in st.objects else []
        if r == "you":
            return [("p", self.controller)]
        if r == "each_player":
            return [("p", p) for p in st.apnap() if not st.players[p].lost]
        if r == "each_opponent":
            return [("p", p) for p in st.apnap() if p != self.controller and not st.players[p].lost]
        if r == "each_creature":
            return [("o", o) for o in list(st.battlefield)
                    if not st.objects[o].phased_out and chars(st, o).creature]
        if r == "target_controller":
            t = self.targets[0] if self.targets else None
            if t is None:
                return []
            if t[0] == "p":
                return [t]
            from manastack.rules.characteristics import controller_of

            known = t[1] in st.objects or t[1] in st.lki
            return [("p", controller_of(st, t[1]))] if known else []
        if r in ("it", "that"):
            oid = self.info.get("object")
            return [("o", int(oid))] if oid is not None and int(oid) in st.objects else []
        if r == "that_player":
            p = self.info.get("player")
            return [("p", int(p))] if p is not None else []
        raise EffectError(f"{self.source_name}: unknown reference {ref!r}")

    def objects(self, ref: Any) -> list[int]:
        return [i for k, i in self.refs(ref) if k == "o"]

    def players(self, ref: Any) -> list[int]:
        out = []
        for k, i in self.refs(ref):
            if k == "p":
                out.append(i)
        return out

    def permanents(self, ref: Any) -> list[int]:
        return [o for o in self.objects(ref) if self.state.objects[o].zone == Zone.BATTLEFIELD]

    # --- acting -----------------------------------------------------------------------

    def emit(self, e: ev.Event) -> None:
        self.events.append(e)

    def choose(self, decision: "Decision") -> "Action":
        return self._ask(decision)
