"""The Oracle grammar's part ``kw3`` (issue 9): keyword actions and keyword abilities, third batch.

- connive (CR 701.50): "it connives", "target creature you control connives", "you may have it connive" (the verb
  ``connive``, ``effects/connive.py``, carried out in two steps, ``rules/steps.py``);
- exert (CR 701.43d): "You may exert this creature as it attacks. When you do, ..." (a triggered ability on the
  trigger event ``exerted``, ``rules/exert.py``);
- monstrosity (CR 701.37): "Monstrosity 3." (the verb ``monstrosity``), "When this creature becomes monstrous, ..."
  (the trigger event ``becomes_monstrous``, ``rules/monstrosity.py``);
- goad (CR 701.15): "goad target creature an opponent controls", "goad it", "goad each creature target player
  controls", "goad all creatures you don't control" (the verb ``goad``, ``effects/goad.py``).

Grammar in ``kw3.lark``; renderers below give the compiled values back as the Oracle text.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.model import Effect, StaticAbility, TargetSpec, TriggerSpec
from manastack.cards.values import Quantity
from manastack.oracle.render import _ref, renders_effect, renders_static, renders_trigger
from manastack.oracle.terms import Obj, Unsupported

_Clause = tuple[str, dict[str, Any]]


class Terms:
    """Transformer methods of the kw3 part (rule names ``kw3_*``)."""

    # ---- goad (CR 701.15) -----------------------------------------------------------------------------------------
    def kw3_goad(self, a: list[Any]) -> _Clause:
        what = a[0]
        if not isinstance(what, Obj) or what.kind == "ref" and what.ref == "self":
            raise Unsupported("goading this")
        return "goad", {"what": what}

    # ---- connive (CR 701.50) ---------------------------------------------------------------------------------------
    def kw3_connive(self, a: list[Any]) -> _Clause:
        what = a[0]
        if not isinstance(what, Obj) or what.kind == "each" or what.count != 1:
            raise Unsupported("several permanents conniving (701.50d)")
        return "connive", {"what": what}

    def kw3_connive_n(self, a: list[Any]) -> _Clause:
        verb, args = self.kw3_connive(a[:1])
        return verb, {**args, "amount": a[1]}

    def kw3_number(self, a: list[Any]) -> int:
        return int(a[0])

    # ---- exert (CR 701.43d) ---------------------------------------------------------------------------------------
    def kw3_exert_triggered(self, a: list[Any]) -> dict[str, Any]:
        """CR 701.43d, 607.2h: "You may exert this creature as it attacks. When you do, ...": the triggered ability on
        ``exerted`` (rules/exert.py: having it, the creature may be exerted as it attacks)."""
        optional = {"optional": True} if len(a) == 2 else {}
        return {"__ability": "triggered", "when": {"event": "exerted", "who": "self"}, **optional, "clauses": a[-1]}

    # ---- monstrosity (CR 701.37) ------------------------------------------------------------------------------------
    def kw3_monstrosity(self, a: list[Any]) -> _Clause:
        return "monstrosity", {"amount": a[0]}

    def kw3_becomes_monstrous(self, a: list[Any]) -> str:
        return "becomes_monstrous"

    def kw3_is_monstrous(self, a: list[Any]) -> dict[str, Any]:
        """CR 701.37b: "if this is monstrous", "as long as this is monstrous" (the condition ``monstrous``)."""
        return {"monstrous": {}}

    def kw3_host_goaded(self, a: list[Any]) -> list[dict[str, Any]]:
        """CR 701.15b, 303.4m: "Enchanted creature gets +2/+2 and is goaded": the Aura's continuous effect and the
        static ability ``goaded`` of the same creature (rules/goad.py)."""
        line, host = a
        static = line.get("static") if isinstance(line, dict) else None
        inner = static.get("continuous") if isinstance(static, dict) else None
        if not isinstance(inner, dict) or inner.get("affects") != host or len(line) != 1:
            raise Unsupported("'is goaded' after another subject's static ability")
        return [line, {"static": {"goaded": {"affects": host}}}]

    def kw3_enchanted(self, a: list[Any]) -> str:
        return "enchanted"

    def kw3_equipped(self, a: list[Any]) -> str:
        return "equipped"


# ---- rendering ----------------------------------------------------------------------------------------------------

@renders_effect
def render_kw3_effect(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """Goad (CR 701.15)."""
    a = e.args
    if e.verb == "goad" and set(a) == {"what"}:
        # imported here, not at the top: importing parts.effects before parts/__init__ does would register its
        # renderers ahead of modal's, conditions' and tokens' (the order parts/__init__ gives them)
        from manastack.oracle.parts.effects import _is_group, _object
        who = _object(a["what"], targets) if _is_group(a["what"]) else _ref(a["what"], targets)
        return f"goad {who}" if not who.startswith("<") else None
    if e.verb == "connive" and set(a) <= {"what", "amount"}:
        who = _ref(a["what"], targets)
        n = a.get("amount")
        count = n.constant() if isinstance(n, Quantity) else n
        if who.startswith("<") or n is not None and count is None:
            return None
        return f"{who} connives" + (f" {count}" if n is not None else "")
    if e.verb == "monstrosity" and set(a) == {"amount"}:
        n = a["amount"]
        if isinstance(n, Quantity) and n.kind == "x" and n.value == 1:
            return "monstrosity X"
        count = n.constant() if isinstance(n, Quantity) else None
        return f"monstrosity {count}" if count is not None else None
    return None


@renders_static
def render_kw3_static(s: StaticAbility) -> str | None:
    """"enchanted creature is goaded." (CR 701.15b; text.py writes "... and is goaded" as its own sentence)."""
    host = getattr(s.args.get("affects"), "name", None)
    if s.kind == "goaded" and set(s.args) == {"affects"} and host in ("enchanted", "equipped"):
        return f"{host} creature is goaded."
    return None


@renders_trigger
def render_kw3_trigger(t: TriggerSpec) -> str | None:
    """CR 701.43d: "you may exert this as it attacks. when you do"."""
    if t.event == "exerted" and t.who == "self" and t.filter.is_empty():
        return "you may exert this as it attacks. when you do"
    if t.event == "becomes_monstrous" and t.who == "self" and t.filter.is_empty():
        return "when this becomes monstrous"
    return None
