"""The Oracle grammar's part "des" (issue 9): designations a player has and counters given to players.

- the monarch (CR 725): "you become the monarch", "target opponent becomes the monarch" (the ``become_monarch``
  effect verb); the conditions "if you're the monarch", "as long as you're the monarch", "if an opponent is the
  monarch", "if there is no monarch" (condition ``monarch``); "whenever you become the monarch" (trigger event
  ``becomes_monarch``); the engine is ``rules/monarch.py``;
- poison counters given by an effect (CR 122.1f): "target player gets a poison counter", "each opponent gets two
  poison counters" (the ``player_counters`` effect verb, kind ``poison``).
"""

from __future__ import annotations

from typing import Any

from manastack.cards.model import Effect, TargetSpec, TriggerSpec
from manastack.cards.values import Quantity
from manastack.oracle.parts.effects import _ref
from manastack.oracle.render import renders_effect, renders_trigger
from manastack.oracle.terms import Obj, Unsupported, number

_Clause = tuple[str, dict[str, Any]]


class Terms:
    """Transformer methods of this part (mixed into the compiler's transformer)."""

    def des_become_monarch(self, a: list[Any]) -> _Clause:
        who = a[0]
        if isinstance(who, Obj) and (who.kind == "each" or who.ref in ("each_player", "each_opponent")):
            raise Unsupported("several players becoming the monarch (CR 725.3: only one can be)")
        return "become_monarch", {"player": who}

    def des_you_become_monarch(self, a: list[Any]) -> _Clause:
        return "become_monarch", {}

    def des_you_monarch(self, a: list[Any]) -> dict[str, Any]:
        return {"monarch": {"whose": "you"}}

    def des_opponent_monarch(self, a: list[Any]) -> dict[str, Any]:
        return {"monarch": {"whose": "opponent"}}

    def des_no_monarch(self, a: list[Any]) -> dict[str, Any]:
        return {"monarch": {"whose": "none"}}

    def des_opponent_poison(self, a: list[Any]) -> dict[str, Any]:
        return {"poison_at_least": {"count": _count(a[0]), "whose": "opponent"}}

    def des_you_poison(self, a: list[Any]) -> dict[str, Any]:
        return {"poison_at_least": {"count": _count(a[0]), "whose": "you"}}

    def des_defending_player(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="defending_player")

    def des_post_defending(self, a: list[Any]) -> dict[str, Any]:
        return {"controller": "defending_player"}

    def des_ring_tempts(self, a: list[Any]) -> _Clause:
        return "ring_tempts", {}

    def des_ev_ring_tempts(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "ring_tempts", "whose": "you"}

    def des_ev_becomes_monarch(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "becomes_monarch"}

    def des_gets_poison(self, a: list[Any]) -> _Clause:
        who, n = a[0], _count(a[1])
        return "player_counters", {"kind": "poison", "amount": n, "player": who}


def _count(tok: Any) -> int:
    """A number word ("three") as an int; X or none refused."""
    n = number(str(tok))
    if not isinstance(n, int) or n < 1:
        raise Unsupported(f"{tok} or more poison counters")
    return n


def _becomes(player: str) -> str:
    return f"{player} {'become' if player == 'you' else 'becomes'} the monarch"


@renders_effect
def render_des_effect(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """The effects this part emits, as their clauses."""
    a = e.args
    if e.verb == "ring_tempts" and not a:
        return "the Ring tempts you"
    if e.verb == "become_monarch" and set(a) <= {"player"}:
        return _becomes(_ref(a["player"], targets) if "player" in a else "you")
    amount = a.get("amount")
    if e.verb == "player_counters" and a.get("kind") == "poison" and set(a) <= {"kind", "amount", "player"} \
            and isinstance(amount, Quantity) and amount.kind == "const" and amount.value > 0:
        who = _ref(a["player"], targets) if "player" in a else "you"
        n = amount.value
        noun = "a poison counter" if n == 1 else f"{_WORDS.get(n, str(n))} poison counters"
        return f"{who} {'get' if who == 'you' else 'gets'} {noun}"
    return None


_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}



@renders_trigger
def render_des_trigger(t: TriggerSpec) -> str | None:
    """CR 725.3: "whenever you become the monarch", "whenever an opponent becomes the monarch"; 701.54d: "whenever
    the Ring tempts you"."""
    if t.event == "ring_tempts" and t.whose == "you" and t.filter.is_empty():
        return "whenever the Ring tempts you"
    if t.event != "becomes_monarch" or not t.filter.is_empty():
        return None
    player = {"you": "you", "opponent": "an opponent", "any": "a player"}.get(t.whose)
    return f"whenever {_becomes(player)}" if player else None
