"""The Oracle grammar's part "spd" (issue 9): keyword abilities that are activated abilities or limit activation.

- exhaust (CR 702.177a) and boast (702.142a): "Exhaust — [Cost]: [Effect]" is the activated ability with ``kind:
  exhaust`` (the loader gives it the keyword's limit, ``rules/activated_keywords.py``); rendered back with its keyword
  and dash, without the limit the keyword implies.
- max speed (CR 702.178a): "Max speed — [ability]" means "as long as your speed is 4, this object has [ability]": a
  continuous static on the object itself with the condition ``max_speed`` (702.179e), which gives the ability
  (``abilities``, layer 6) or, for "this creature gets +1/+0" and "this creature has double strike", applies its own
  parts (:func:`max_speed_static`); an ability that works from another zone than the battlefield (702.178b: the
  max speed ability works there too) is refused, as the continuous effects of statics apply on the battlefield.
- saddle (CR 702.171): the keyword "Saddle N" is read by ``oracle/keywords.py`` (``rules/saddle.py``); "whenever this
  creature attacks while saddled" is the trigger event ``attacks_while_saddled`` (702.171b).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.cards.model import ActivatedAbility, Condition, StaticAbility
from manastack.oracle import render
from manastack.oracle.terms import Unsupported

#: The marker of a "Max speed — [ability]" line's ability until the compiler has built it (``max_speed_static``).
MAX_SPEED = "__spd_max_speed"
_AT_MAX = {"max_speed": True}


class Terms:
    """Transformer methods of this part (mixed into the compiler's transformer)."""

    def spd_exhaust(self, a: list[Any]) -> str:
        return "exhaust"

    def spd_boast(self, a: list[Any]) -> str:
        return "boast"

    def spd_kind_activated(self, a: list[Any]) -> dict[str, Any]:
        """CR 702.177a, 702.142a: the activated ability after the dash, of the keyword's kind."""
        return {**a[1], "kind": a[0]}

    def spd_ev_attacks_saddled(self, a: list[Any]) -> dict[str, Any]:
        """CR 702.171b: "attacks while saddled" (its words are parts/triggers' ``_EVENT_WORDS``)."""
        return {"event": "attacks_while_saddled"}

    def spd_max_speed(self, a: list[Any]) -> dict[str, Any]:
        """CR 702.178a: the ability after the dash, given by a static as long as your speed is 4."""
        return {MAX_SPEED: a[0]}


def max_speed_static(ability: dict[str, Any]) -> dict[str, Any]:
    """CR 702.178a: the static ability "as long as your speed is 4, this object has [ability]" for one built ability
    (card data): a continuous effect on this object with the condition ``max_speed``; a continuous effect of its own
    ("this creature gets +1/+0") takes the condition itself."""
    kind, spec = next(iter(ability.items()))
    if kind != "static" and spec.get("zone", "battlefield") != "battlefield":
        raise Unsupported("a max speed ability that works from another zone than the battlefield (CR 702.178b)")
    if kind == "static" and isinstance(spec, dict) and set(spec) == {"continuous"}:
        cont = spec["continuous"]
        if cont.get("affects") == "self" and not set(cont) & {"if", "as_long_as", "if_during_your_turn",
                                                                "if_you_control", "if_graveyard_at_least"}:
            return {"static": {"continuous": {**cont, "if": _AT_MAX}}}
    return {"static": {"continuous": {"affects": "self", "if": _AT_MAX, "abilities": [ability]}}}


@render.renders_ability
def _kind_activated(ab: render.Ability) -> str | None:
    """"exhaust — {1}{U}: draw a card.": the keyword before the dash, the ability without the limits it implies."""
    if not isinstance(ab, ActivatedAbility) or not ab.kind:
        return None
    plain = replace(ab, kind="", once=False, once_per_turn=False, condition=None) if ab.kind == "boast" \
        else replace(ab, kind="", once=False)
    return f"{ab.kind} \u2014 {render.render_ability(plain)}"


@render.renders_static
def _max_speed(s: StaticAbility) -> str | None:
    """"max speed — [ability]" (CR 702.178a): the static of ``max_speed_static`` rendered back."""
    cond = s.args.get("if")
    if s.kind != "continuous" or getattr(s.args.get("affects"), "name", None) != "self" \
            or not isinstance(cond, Condition) or cond.kind != "max_speed" or cond.args.get("value") is not True:
        return None
    rest = {k: v for k, v in s.args.items() if k != "if"}
    if set(rest) == {"affects", "abilities"} and len(rest["abilities"]) == 1:
        return f"max speed \u2014 {render.render_ability(rest['abilities'][0])}"
    return f"max speed \u2014 {render.render_ability(StaticAbility('continuous', rest))}"
