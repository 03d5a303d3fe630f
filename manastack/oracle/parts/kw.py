"""The Oracle grammar's part "kw" (issue 9): keyword mechanics the rules implement (rules/ward.py and its siblings)
where a static or an effect grants them ("Equipped creature has ward {2}", CR 702.21a), and keyword actions:
proliferate (701.34a), energy ("you get {E}{E}", 107.14).  Keyword lines themselves
("Ward—Pay 3 life") are keywords.py's table; this part reads the keywords inside other sentences.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.model import ActivationCost, Effect, TargetSpec
from manastack.cards.values import Quantity
from manastack.cards.vocabulary import KEYWORDS, keyword_problem, normalize_keyword
from manastack.oracle.render import ALT_CLOSE, ALT_OPEN, ALT_SEP, renders_cost_field, renders_effect
from manastack.oracle.terms import Unsupported, number

_Clause = tuple[str, dict[str, Any]]


def _printed(word: str) -> str:
    """A keyword with its parameter as printed ("Ward {2}"), refused where the rules don't implement it."""
    printed = word[0].upper() + word[1:]
    kw = normalize_keyword(printed)
    if kw.partition(":")[0] not in KEYWORDS or keyword_problem(kw, printed) is not None:
        raise Unsupported(f"the keyword {word!r}")
    return printed


class Terms:
    """Transformer methods of this part (mixed into the compiler's transformer)."""

    def kw_sta_ward(self, a: list[Token]) -> str:
        return _printed("ward " + "".join(str(t) for t in a).upper())

    def kw_eff_ward(self, a: list[Token]) -> str:
        return _printed("ward " + "".join(str(t) for t in a).upper())

    def kw_proliferate(self, a: list[Token]) -> _Clause:
        return "proliferate", {}

    def kw_proliferate_twice(self, a: list[Token]) -> _Clause:
        return "proliferate", {"times": 2}

    def kw_get_energy(self, a: list[Token]) -> _Clause:
        return "player_counters", {"kind": "energy", "amount": len(a)}

    def kw_get_energy_counted(self, a: list[Token]) -> _Clause:
        return "player_counters", {"kind": "energy", "amount": _count(a[0])}

    def kw_get_that_much_energy(self, a: list[Token]) -> _Clause:
        return "player_counters", {"kind": "energy", "amount": "that_much"}

    # ---- energy paid (CR 107.14) ---------------------------------------------------------------------------------
    def kw_energy_cost(self, a: list[Token]) -> dict[str, Any]:
        return {"pay_energy": len(a)}

    def kw_energy_cost_counted(self, a: list[Token]) -> dict[str, Any]:
        return {"pay_energy": _count(a[0])}

    def kw_pay_energy(self, a: list[Token]) -> _Clause:
        return "pay", {"energy": len(a)}

    def kw_pay_energy_counted(self, a: list[Token]) -> _Clause:
        return "pay", {"energy": _count(a[0])}

    # ---- coin flips (CR 705) --------------------------------------------------------------------------------------
    def kw_flip_sentence(self, a: list[Any]) -> list[Any]:
        return [("flip_coin", {}), *(x for branch in a for x in branch)]

    def kw_then_flip_sentence(self, a: list[Any]) -> list[Any]:
        first = a[0] if isinstance(a[0], list) else [a[0]]
        return [*first, ("flip_coin", {}), *(x for branch in a[1:] for x in branch)]

    def kw_if_won_flip(self, a: list[Any]) -> list[tuple[Any, ...]]:
        return _conditioned(a, "won_flip")

    def kw_if_lost_flip(self, a: list[Any]) -> list[tuple[Any, ...]]:
        return _conditioned(a, "lost_flip")


def _conditioned(clauses: list[Any], condition: str) -> list[tuple[Any, ...]]:
    """Each instruction of "if you win the flip, X [and Y]" with the condition (CR 608.2c: checked as it resolves)."""
    out: list[tuple[Any, ...]] = []
    for clause in clauses:
        if not isinstance(clause, tuple) or len(clause) != 2:
            raise Unsupported("a coin flip's result before a compound instruction")
        out.append((clause[0], clause[1], {"if": {condition: True}}))
    return out


def _count(tok: Token) -> int:
    """A number word of energy paid ("eight {E}"); X is refused (no cost of X energy is read)."""
    n = number(str(tok))
    if not isinstance(n, int):
        raise Unsupported("an amount of energy X")
    return n


def _energy(n: int) -> str:
    """"{E}{E}" or "eight {E}", as cards print it (either way for five or more)."""
    if n <= 4:
        return "{E}" * n
    return ALT_OPEN + ALT_SEP.join(("{E}" * n, f"{_WORDS.get(n, str(n))} {{E}}")) + ALT_CLOSE


_WORDS = {5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}


@renders_cost_field("pay_energy")
def _render_energy_cost(c: ActivationCost) -> str:
    return "pay " + _energy(c.pay_energy)


@renders_effect
def render_kw_effect(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """The effects this part emits, as their clauses."""
    a = e.args
    if e.verb == "flip_coin" and not a:
        return "flip a coin"
    if e.verb == "proliferate" and not a:
        return "proliferate"
    if e.verb == "proliferate" and set(a) == {"times"} and a["times"] == Quantity.const(2):
        return "proliferate twice"
    amount = a.get("amount")
    if e.verb == "player_counters" and set(a) == {"kind", "amount"} and a["kind"] == "energy" \
            and isinstance(amount, Quantity) and amount.kind == "const" and amount.value > 0:
        return "you get " + _energy(amount.value)
    if e.verb == "player_counters" and set(a) == {"kind", "amount"} and a["kind"] == "energy" \
            and amount == Quantity("that_much", 1):
        return "you get that many {E}"
    energy = a.get("energy")
    if e.verb == "pay" and set(a) == {"energy"} and isinstance(energy, Quantity) and energy.kind == "const":
        return "pay " + _energy(energy.value)
    return None
