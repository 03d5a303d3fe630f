"""The Oracle grammar's part "cs3" (issue 9, casting keywords and cost phrases, third batch): "this escapes with two
+1/+1 counters on it" (CR 702.138c: the static kind ``escaped_enters_with_counters``, rules/escape.py).  Keyword lines
themselves ("Escape—{3}{B}{B}, Exile four other cards from your graveyard") are keywords.py's table.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.model import ActivatedAbility, ActivationCost, Body, Filter, StaticAbility
from manastack.cards.values import Quantity
from manastack.oracle import render
from manastack.oracle.render import renders_static
from manastack.oracle.parts.triggers import _condition as trigger_condition_text   # the same words
from manastack.oracle.terms import Unsupported, merge, number
from manastack.rules.alt_cost_statics import alternative_cost_problem

_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
          11: "eleven", 12: "twelve"}


class Terms:
    """Transformer methods of this part (mixed into the compiler's transformer)."""

    def cs3_escapes_with(self, a: list[Token]) -> dict[str, Any]:
        """CR 702.138c, 614.1c: "This escapes with two +1/+1 counters on it" (a static)."""
        n = number(a[0])
        if not isinstance(n, int) or n < 1:
            raise Unsupported("escapes with a number of counters that isn't fixed")
        return {"static": {"escaped_enters_with_counters": {"counter": str(a[1]), "amount": n}}}

    # ---- CR 601.3: "cast this spell only during combat" ----------------------------------------------------------
    def cs3_during_combat(self, a: list[Any]) -> dict[str, Any]:
        return {"window": "combat"}

    def cs3_before_blockers(self, a: list[Any]) -> dict[str, Any]:
        return {"window": "before_blockers"}

    def cs3_after_combat(self, a: list[Any]) -> dict[str, Any]:
        return {"window": "after_combat"}

    def cs3_declare_attackers(self, a: list[Any]) -> dict[str, Any]:
        return {"step": "declare_attackers"}

    def cs3_declare_blockers(self, a: list[Any]) -> dict[str, Any]:
        return {"step": "declare_blockers"}

    def cs3_if_attacked_this_step(self, a: list[Any]) -> dict[str, Any]:
        return {"attacked_this_step": True}

    def cs3_cast_only(self, a: list[Any]) -> dict[str, Any]:
        """CR 601.3: "Cast this spell only during combat" (a static of the card)."""
        return {"static": {"cast_only": dict(a[0])}}

    def cs3_cast_only_if_during(self, a: list[Any]) -> dict[str, Any]:
        """CR 601.3: "Cast this spell only during the declare attackers step and only if you've been attacked this
        step"."""
        return {"static": {"cast_only": {**a[0], "condition": a[1]}}}

    def cs3_cast_only_if(self, a: list[Any]) -> dict[str, Any]:
        """CR 601.3: "Cast this spell only if a creature died this turn"."""
        return {"static": {"cast_only": {"condition": a[0]}}}

    def cs3_flash_for_more(self, a: list[Token]) -> dict[str, Any]:
        """CR 601.3, 601.2f: "You may cast this spell as though it had flash if you pay {2} more to cast it"."""
        return {"static": {"flash_for_more": {"mana": "".join(str(t) for t in a)}}}

    # ---- CR 601.3: "you may cast this card from your graveyard" ---------------------------------------------------
    def cs3_graveyard_cast(self, a: list[Any]) -> dict[str, Any]:
        return {"static": {"cast_from_graveyard": {}}}

    def cs3_graveyard_cast_if(self, a: list[Any]) -> dict[str, Any]:
        return {"static": {"cast_from_graveyard": {"condition": dict(a[0])}}}

    def cs3_graveyard_cast_for(self, a: list[Token]) -> dict[str, Any]:
        return {"static": {"cast_from_graveyard": {"alternative": {"mana": "".join(str(t) for t in a)}}}}

    # ---- CR 101.2: "creature spells you control can't be countered" ----------------------------------------------
    def cs3_spells_yours(self, a: list[Any]) -> dict[str, Any]:
        return {"filter": a[0]}

    def cs3_spells_everyone(self, a: list[Any]) -> dict[str, Any]:
        return {"filter": a[0], "everyone": True}

    def cs3_spells_uncounterable(self, a: list[Any]) -> dict[str, Any]:
        """CR 101.2, 701.6: "[spells] (you control) can't be countered" (a static of the permanent)."""
        return {"static": {"spells_cant_be_countered": a[0]}}

    # ---- CR 118.9: "you may [cost] rather than pay this spell's mana cost" -----------------------------------------
    def cs3_alt_mana(self, a: list[Token]) -> dict[str, Any]:
        return {"mana": "".join(str(t) for t in a)}

    def cs3_exile_from_hand(self, a: list[Any]) -> dict[str, Any]:
        """CR 406.2, 601.2h: "Exile a blue card from your hand" (a cost part)."""
        return {"exile_from_hand": dict(a[0])}

    def cs3_alt_parts(self, a: list[dict[str, Any]]) -> dict[str, Any]:
        if len(a) == 2 and set(a[0]) & set(a[1]):
            raise Unsupported("an alternative cost with two parts of one kind")
        return merge(a)

    def cs3_rather(self, a: list[Any]) -> None:
        return None

    def cs3_alt_cost(self, a: list[Any]) -> dict[str, Any]:
        """CR 118.9, 601.2b: "You may [cost] rather than pay this spell's mana cost" (a static of the card)."""
        cost = a[0]
        if "tap" in cost or "mana" in cost and len(cost) == 1 and cost["mana"] == "":
            raise Unsupported("an alternative cost that taps")
        return {"static": {"alternative_cost": {"cost": cost}}}

    def cs3_alt_cost_if(self, a: list[Any]) -> dict[str, Any]:
        """CR 118.9, 601.2b: "If [condition], you may [cost] rather than pay this spell's mana cost"."""
        out = self.cs3_alt_cost(a[1:])
        out["static"]["alternative_cost"]["condition"] = a[0]
        return out


@renders_static
def render_cs3_static(s: StaticAbility) -> str | None:
    """"this escapes with two +1/+1 counters on it." (CR 702.138c)."""
    if s.kind != "escaped_enters_with_counters" or set(s.args) != {"counter", "amount"}:
        return None
    n = s.args["amount"].constant() if isinstance(s.args["amount"], Quantity) else None
    if n not in _WORDS:
        return None
    many = f"{_WORDS[n]} {s.args['counter']} counters" if n != 1 else f"a {s.args['counter']} counter"
    return f"this escapes with {many} on it."


#: The parts of an alternative cost besides mana, each with the fields that say it (rendered one by one).
_COST_GROUPS = (("pay_life",), ("sacrifice", "sacrifice_count"), ("discard", "discard_filter"), ("return_to_hand",),
                ("exile_from_graveyard", "exile_count"), ("exile_from_hand",))


@renders_static
def render_cs3_alternative_cost(s: StaticAbility) -> str | None:
    """"[if CONDITION, ]you may pay {2} and sacrifice a Mountain rather than pay this's mana cost." (CR 118.9)."""
    if s.kind != "alternative_cost" or not set(s.args) <= {"cost", "condition"}:
        return None
    cost = s.args["cost"]
    if not isinstance(cost, ActivationCost) or alternative_cost_problem(cost) is not None:
        return None
    parts = [f"pay {cost.mana}"] if cost.mana is not None else []
    others: list[str] = []
    for group in _COST_GROUPS:
        only = ActivationCost(**{f: getattr(cost, f) for f in group})
        if only != ActivationCost():
            said = render._cost(ActivatedAbility(only, Body(())))
            if render.ALT_OPEN in said or ", " in said:
                return None
            others.append(said)
    if not 1 <= len(parts) + len(others) <= 2:
        return None
    if len(others) == 2:     # two parts besides mana, in either order
        joined = f"{render.ALT_OPEN}{others[0]} and {others[1]}{render.ALT_SEP}{others[1]} and {others[0]}" \
                 f"{render.ALT_CLOSE}"
    else:
        joined = " and ".join(parts + others)
    this = f"{render.ALT_OPEN}this's{render.ALT_SEP}this spell's{render.ALT_CLOSE}"
    line = f"you may {joined} rather than pay {this} mana cost."
    cond = s.args.get("condition")
    if cond is None:
        return line
    said_if = trigger_condition_text(cond.kind, cond.args)
    return None if said_if is None else f"{said_if}, {line}"


@renders_static
def render_cs3_uncounterable(s: StaticAbility) -> str | None:
    """"creature spells you control can't be countered." (CR 101.2)."""
    if s.kind != "spells_cant_be_countered" or not set(s.args) <= {"filter", "everyone"}:
        return None
    f = s.args.get("filter")
    if not isinstance(f, Filter):
        return None
    spells = "instant and sorcery spells" if f == Filter(types_any=("Instant", "Sorcery")) else \
        render.noun_phrase(f, "spell", plural=True)
    return f"{spells}{'' if s.args.get('everyone') else ' you control'} can't be countered."


_CAST_WHEN = {("window", "combat"): "during combat", ("window", "before_blockers"):
              "during combat before blockers are declared", ("window", "after_combat"): "after combat",
              ("step", "declare_attackers"): "during the declare attackers step",
              ("step", "declare_blockers"): "during the declare blockers step"}


@renders_static
def render_cs3_cast_only(s: StaticAbility) -> str | None:
    """"cast this only during combat." (CR 601.3)."""
    if s.kind != "cast_only" or not set(s.args) <= {"window", "step", "condition"}:
        return None
    when = [k for k in ("window", "step") if k in s.args]
    if len(when) > 1:
        return None
    said = _CAST_WHEN.get((when[0], str(s.args[when[0]]))) if when else ""
    if said is None:
        return None
    cond = s.args.get("condition")
    if cond is None:
        return f"cast this only {said}." if said else None
    said_if = "if you've been attacked this step" if cond.kind == "attacked_this_step" else \
        trigger_condition_text(cond.kind, cond.args)
    if said_if is None:
        return None
    return f"cast this only {said} and only {said_if}." if said else f"cast this only {said_if}."


@renders_static
def render_cs3_flash_for_more(s: StaticAbility) -> str | None:
    """"you may cast this as though it had flash if you pay {2} more to cast it." (CR 601.3)."""
    if s.kind != "flash_for_more" or set(s.args) != {"mana"}:
        return None
    mana = s.args["mana"]
    said = "".join(mana) if isinstance(mana, (tuple, list)) else str(mana)
    return f"you may cast this as though it had flash if you pay {said} more to cast it."


@renders_static
def render_cs3_graveyard_cast(s: StaticAbility) -> str | None:
    """"you may cast this from your graveyard[ if CONDITION]." (CR 601.3, 118.9)."""
    if s.kind != "cast_from_graveyard" or not set(s.args) <= {"condition", "alternative"} or len(s.args) > 1:
        return None
    head = "you may cast this from your graveyard"
    alt = s.args.get("alternative")
    if alt is not None:
        if not isinstance(alt, ActivationCost) or alt.mana is None or alt != ActivationCost(mana=alt.mana, text=alt.text):
            return None
        return f"{head} by paying {alt.mana} rather than paying its mana cost."
    cond = s.args.get("condition")
    if cond is None:
        return f"{head}."
    said_if = trigger_condition_text(cond.kind, cond.args)
    if said_if is None:
        return None
    as_long = "as long as " + said_if[3:] if said_if.startswith("if ") else None
    return f"{head} {render.ALT_OPEN}{said_if}{render.ALT_SEP}{as_long}{render.ALT_CLOSE}." if as_long else \
        f"{head} {said_if}."
