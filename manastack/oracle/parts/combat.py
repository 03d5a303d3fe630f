"""The Oracle grammar's part "combat" (issue 9, tag ``cb_``): combat, damage and mana phrases.

It reads (grammar in ``combat.lark``):

- "target attacking or blocking creature": the filter ``attacking_or_blocking`` (a creature in combat, CR 506.4,
  508.1, 509.1); rendered by ``render.noun_phrase``;
- "deals damage equal to its power to ...": ``damage`` with ``by_power`` (CR 120.1, 608.2h), from this ("this deals
  damage equal to its power to any target") or from another object, the bite ("target creature you control deals
  damage equal to its power to target creature you don't control"), and "... deals damage to itself equal to its
  power"; refused for a group as the source and for "each other ..." hit by another object;
- "sacrifice it" (701.21a): the Illusions' "when this creature becomes the target of a spell or ability, sacrifice it"
  (trigger ``becomes_target``, 603.2); "it" is bound by ``parts/triggers`` to what the trigger was about;
- "can block an additional creature each combat" (static ``block_additional``, 509.1a), wherever the statics part
  reads a combat restriction ("this creature ...", "equipped creature gets +1/+1 and ...");
- "whenever a creature deals [combat] damage to you" (trigger events ``deals_damage_to_player`` /
  ``deals_combat_damage_to_player`` with ``whose: you``, 120.3, 510.3a);
- "if that creature would die this turn, exile it instead" (``exile_if_dies``, 614.1a) after an instruction naming
  the creature (Carbonize).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.model import Effect, TargetSpec
from manastack.cards.values import Reference
from manastack.oracle.parts.effects import _ref
from manastack.oracle.render import renders_effect
from manastack.oracle.terms import Obj, Unsupported

Clause = tuple[str, dict[str, Any]]


class Terms:
    """Parse-tree nodes of the combat part to terms."""

    # CR 506.4: "attacking or blocking" (a filter adjective)
    def cb_in_combat_adj(self, a: list[Token]) -> dict[str, Any]:
        return {"attacking_or_blocking": True}

    # CR 120.3, 510.3a: "deals [combat] damage to you"
    def cb_ev_damage_you(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "deals_damage_to_player", "whose": "you"}

    def cb_ev_combat_damage_you(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "deals_combat_damage_to_player", "whose": "you"}

    # CR 509.1a: "can block an additional creature each combat"
    def cb_block_additional(self, a: list[Any]) -> Clause:
        return "block_additional", {}

    # CR 120.1, 608.2h: "deals damage equal to its power"
    def cb_power_damage(self, a: list[Any]) -> Clause:
        to = a[1]
        if isinstance(to, Obj) and to.kind == "each" and to.filter.get("other") and _source(a[0]):
            # "other" in a filter means other than this object, not other than the object dealing the damage
            raise Unsupported("'each other ...' damaged by an object other than this")
        return "damage", {**_source(a[0]), "to": to, "by_power": True}

    def cb_power_damage_first(self, a: list[Any]) -> Clause:
        """CR 120.1, 608.2h: "this deals damage equal to its power to ..." read before parts/qty's general form."""
        return self.cb_power_damage(a)

    def cb_power_damage_itself(self, a: list[Any]) -> Clause:
        if isinstance(a[0], Obj) and a[0].kind == "each":
            raise Unsupported("each of a group dealing damage to itself")
        return "damage", {**_source(a[0]), "to": a[0], "by_power": True}

    # CR 701.21a: "sacrifice it"
    def cb_sacrifice_it(self, a: list[Any]) -> Clause:
        return "sacrifice", {"what": Obj("ref", ref="trg_it")}

    # CR 614.1a: "if that creature would die this turn, exile it instead"
    def cb_that_creature(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="trg_that", filter={"noun": "creature"})

    def cb_that_permanent(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="trg_that", filter={"noun": "permanent"})

    def cb_it(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="trg_it")

    def cb_exile_if_dies(self, a: list[Any]) -> Clause:
        return "exile_if_dies", {"what": a[0]}


def _source(obj: Any) -> dict[str, Any]:
    """The ``source`` argument of a damage clause whose subject is ``obj`` (none for this object, the default)."""
    if isinstance(obj, Obj) and obj.kind == "ref" and obj.ref == "self":
        return {}
    if isinstance(obj, Obj) and obj.kind == "each":
        raise Unsupported("each of a group dealing damage equal to its power")
    if isinstance(obj, Obj) and obj.kind == "ref" and obj.ref == "trg_it":
        # "it deals damage ...": what the trigger was about, or this ("Sacrifice this: it deals"; parts/triggers)
        return {"source": Obj("ref", ref="trg_it_source")}
    return {"source": obj}


@renders_effect
def render_power_damage(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"X deals damage equal to its power to Y", "X deals damage to itself equal to its power"."""
    a = e.args
    if e.verb != "damage" or not a.get("by_power") or set(a) - {"source", "to", "by_power"}:
        return None
    source = a.get("source", Reference("self"))
    who = _ref(source, targets)
    if a["to"] == source:
        return f"{who} deals damage to itself equal to its power"
    return f"{who} deals damage equal to its power to {_ref(a['to'], targets)}"


@renders_effect
def render_exile_if_dies(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"if that creature would die this turn, exile it instead"."""
    if e.verb != "exile_if_dies" or set(e.args) != {"what"}:
        return None
    what = e.args["what"]
    t = targets[what.index] if isinstance(what, Reference) and what.name == "target" and what.index < len(targets) \
        else None
    if t is not None and (t.kind == "creature_or_planeswalker" or set(t.filter.types_any) == {"Creature", "Planeswalker"}):
        return "if that creature or planeswalker would die this turn, exile it instead"
    return f"if {_ref(what, targets)} would die this turn, exile it instead"
