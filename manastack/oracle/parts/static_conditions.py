"""The static_conditions part of the Oracle grammar (issue 9): conditional continuous effects (CR 611.3a).

"This creature gets +4/+4 as long as you have 25 or more life", "As long as you control an artifact, this creature
gets +1/+0 and has haste", "Creatures you control get +1/+1 as long as it's your turn", threshold's "as long as
seven or more cards are in your graveyard", delirium's "as long as there are four or more card types among cards
in your graveyard": a ``continuous`` static with ``if:`` one of the conditions part's conditions, applied by the layer
pass only while it holds (``rules/layers.py``: ``LAYER_CONDITIONS`` are those it can judge without the
characteristics it is computing; any other is refused, left unparsed).  Rule names start with "st2_".
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.cards.model import Condition, Effect, StaticAbility, TargetSpec, TriggeredAbility
from manastack.cards.values import Quantity
from manastack.oracle import render
from manastack.oracle.parts.conditions import condition_text
from manastack.oracle.terms import Unsupported
from manastack.rules.layers import LAYER_CONDITIONS


def _layer_condition(cond: dict[str, Any]) -> dict[str, Any]:
    """``cond`` as a continuous effect's ``if:``, refused if the layer pass can't judge it (CR 613.8a)."""
    kind, value = next(iter(cond.items()))
    if kind not in LAYER_CONDITIONS or (kind == "not" and next(iter(value)) not in LAYER_CONDITIONS - {"not"}):
        raise Unsupported(f"a continuous effect as long as the condition {kind!r}")
    return {"if": cond}


def _statics_keys(cond: dict[str, Any]) -> dict[str, Any] | None:
    """The statics part's keys for ``cond`` ("you control an artifact", "... three or more artifacts", "there are
    seven or more cards in your graveyard"), or None."""
    kind, value = next(iter(cond.items()))
    if kind == "controls":
        return {"if_you_control": value}
    if kind == "controls_at_least":
        return {"if_you_control": value["filter"], "if_you_control_at_least": value["count"]}
    if kind == "graveyard_at_least" and set(value) == {"count"}:
        return {"if_graveyard_at_least": value["count"]}
    return None


class Terms:
    """Parse-tree nodes of the static_conditions part to terms."""

    def st2_condition(self, a: list[Any]) -> dict[str, Any]:
        """CR 611.3a: "... as long as [condition]" (the statics part's ``sta_as_long_as`` merges it); a condition the
        statics part's own keys say (``if_you_control``, ``if_graveyard_at_least``) is said with them, whichever
        reading the parser took."""
        return _statics_keys(a[0]) or _layer_condition(a[0])

    def st2_condition_first(self, a: list[Any]) -> dict[str, Any]:
        """CR 611.3a: "As long as [condition], [subject] gets / has ..."."""
        cond, affects, mods = a
        return {"static": {"continuous": {"affects": affects, **mods, **_layer_condition(cond)}}}

    # ---- "doesn't untap during its controller's next untap step" (CR 502.3) ----
    def st2_skip_next_untap(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        """CR 502.3: "It doesn't untap during its controller's next untap step" (the effect verb
        ``skip_next_untap``, effects/untap_effects.py)."""
        return "skip_next_untap", {"what": a[0]}

    def st2_tap_skip_next_untap(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        """CR 701.26a, 502.3: "tap that creature and it doesn't untap during its controller's next untap step"."""
        return "skip_next_untap", {"what": a[0], "tap": True}

    def st2_next_untap_step(self, a: list[Any]) -> None:
        return None

    # ---- state triggers (CR 603.8) ----
    def st2_state_trigger(self, a: list[Any]) -> dict[str, Any]:
        """CR 603.8: "When you control no Islands, sacrifice this": a state trigger, triggering whenever the
        condition is true (and not again while it waits or is on the stack); a condition about the game's state
        only (never what happened this turn: that is no state)."""
        cond, effects = a
        kind = next(iter(cond))
        if kind not in _STATES:
            raise Unsupported(f"a state trigger on the condition {kind!r}")
        return {"__ability": "triggered", "when": {"event": "state"}, "if": cond, "clauses": effects}

    # ---- conditional cost reductions (CR 601.2f) ----
    def st2_costs_less_if(self, a: list[Any]) -> dict[str, Any]:
        """CR 601.2f: "This spell costs {2} less to cast if you control a Wizard" (generic mana only; the condition
        judged for its controller as the total cost is determined, never one about a resolving spell)."""
        mana, cond = str(a[1]).strip("{}"), a[2]
        if not mana.isdigit():
            raise Unsupported("a cost reduction of coloured mana")
        if next(iter(cond)) in _RESOLVING:
            raise Unsupported("a cost reduction on how the spell resolves")
        return {"static": {"costs_less": {"amount": int(mana), "if": cond}}}


#: Conditions about a resolving spell or ability (CR 608.2c), never true as a cost is determined.
_RESOLVING = frozenset({"x_at_least", "cast_in_main_phase", "you_did", "paid", "not_paid", "mana_spent"})


@render.renders_static
def _costs_less_if(st: StaticAbility) -> str | None:
    """CR 601.2f: "this costs {2} less to cast if [condition]"."""
    cond, amount = st.args.get("if"), st.args.get("amount")
    if st.kind != "costs_less" or set(st.args) != {"amount", "if"} or not isinstance(cond, Condition) \
            or not isinstance(amount, Quantity) or amount.constant() is None:
        return None
    text = condition_text(cond)
    return None if text is None else f"this costs {{{amount.constant()}}} less to cast if {text}."

#: The conditions a state trigger may have (CR 603.8: a game state, not an event).
_STATES = frozenset({"controls", "controls_none", "controls_at_least", "opponent_controls", "life_at_most",
                     "life_at_least", "hand_empty", "hand_at_least", "graveyard_at_least",
                     "graveyard_card_types_at_least"})


@render.renders_ability
def _state_trigger(ab: render.Ability) -> str | None:
    """CR 603.8: "when [condition], [effect]"."""
    if not isinstance(ab, TriggeredAbility) or ab.trigger.event != "state" or ab.condition is None:
        return None
    text = condition_text(ab.condition)
    if text is None:
        return None
    return f"when {text}, {render.render_body(ab.body)}"


@render.renders_effect
def _skip_next_untap(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """CR 502.3: "[it] doesn't untap during its controller's next untap step" ("your" of this permanent)."""
    if e.verb != "skip_next_untap" or set(e.args) - {"what", "tap"}:
        return None
    what = render._ref(e.args.get("what"), targets)
    o, s, c = render.ALT_OPEN, render.ALT_SEP, render.ALT_CLOSE
    step = f"{o}its controller's{s}your{c} next untap step"
    if e.args.get("tap"):
        return f"tap {what} and it doesn't untap during {step}"
    return f"{what} doesn't untap during {step}"


@render.renders_static
def _conditional(st: StaticAbility) -> str | None:
    """CR 611.3a: a continuous effect with ``if:``, the condition after it or before it."""
    cond = st.args.get("if")
    if st.kind != "continuous" or not isinstance(cond, Condition):
        return None
    text = condition_text(cond)
    plain = render.render_ability(replace(st, args={k: v for k, v in st.args.items() if k != "if"}))
    if text is None or not plain.endswith(".") or "<" in plain:
        return None
    o, s, c = render.ALT_OPEN, render.ALT_SEP, render.ALT_CLOSE
    return f"{o}{plain[:-1]} as long as {text}.{s}as long as {text}, {plain}{c}"
