"""The Oracle grammar's part "costs" (issue 9): the costs of activated abilities (CR 118, 602.1) beyond the base
grammar's mana, {T}, "sacrifice this" and "pay N life": "Sacrifice a creature" / "another creature" (701.21a),
"Discard a card" / "two cards" / "this" (701.9a; "Discard this" works from the hand only, 113.6m), the untap
symbol {Q} (107.6).  The terms are the cost mapping of docs/cards.md ("Activated abilities").
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from manastack.cards.model import ActivatedAbility, ActivationCost, Effect, TargetSpec
from manastack.cards.values import Quantity
from manastack.oracle import render
from manastack.oracle.parts.triggers import _condition as trigger_condition_text   # the same words
from manastack.oracle.render import ALT_CLOSE, ALT_OPEN, ALT_SEP, noun_phrase, renders_cost_field, renders_effect
from manastack.oracle.terms import Unsupported, number


def fixed_number(word: Any, what: str) -> int:
    """A cost's number of things, which must be fixed: costs with X (107.3) are refused as ``what``."""
    n = number(word)
    if not isinstance(n, int):
        raise Unsupported(what)
    return n


def _permanent_filter(f: dict[str, Any]) -> dict[str, Any]:
    """A noun phrase's filter as a permanent filter (the cost is paid with permanents: "a creature", "a Goblin")."""
    f = dict(f)
    if f.pop("__spell", False):
        raise Unsupported("sacrificing a spell")
    return f


class Terms:
    """Parse-tree nodes of the costs part to cost mapping fields."""

    def cst_sacrifice(self, a: list[Any]) -> dict[str, Any]:
        """CR 701.21a: "Sacrifice a creature" (a permanent its controller chooses as the cost is paid)."""
        return {"sacrifice": _permanent_filter(a[0])}

    def cst_sacrifice_another(self, a: list[Any]) -> dict[str, Any]:
        """CR 701.21a: "Sacrifice another creature" (not the source itself)."""
        return {"sacrifice": {**_permanent_filter(a[0]), "other": True}}

    def cst_discard(self, a: list[Any]) -> dict[str, Any]:
        """CR 701.9a: "Discard a card", "Discard two cards" (chosen by the player)."""
        n = a[0]
        if not isinstance(n, int):
            raise Unsupported("discard X cards as a cost")
        return {"discard": n}

    def cst_discard_self(self, a: list[Any]) -> dict[str, Any]:
        """CR 701.9a, 113.6m: "Discard this": the ability functions only from its owner's hand."""
        return {"discard_self": True, "__zone": "hand"}

    def cst_untap(self, a: list[Token]) -> dict[str, Any]:
        """CR 107.6: {Q}, untap this permanent (602.5a: not a creature that came under control this turn)."""
        return {"untap": True}

    def cst_remove_counters(self, a: list[Any]) -> dict[str, Any]:
        """CR 122.8, 601.2h: "Remove a charge counter from this" (the counters must be there to pay it, 118.3)."""
        n = fixed_number(a[0], "removing X counters as a cost")
        return {"remove_counters": {"kind": a[1], "amount": n}}

    def cst_tap_untapped(self, a: list[Any]) -> dict[str, Any]:
        """CR 701.26a, 601.2h: "Tap an untapped creature you control" (not the {T} symbol: summoning sickness doesn't
        matter, 302.6)."""
        n = fixed_number(a[0], "tapping X untapped permanents as a cost")
        f = _permanent_filter(a[1])
        if f.pop("tapped", None) is not False or f.pop("controller", None) != "you":
            raise Unsupported("a cost tapping other than untapped permanents you control")
        return {"tap_untapped": {"filter": f, "amount": n}}

    def cst_exile_graveyard(self, a: list[Any]) -> dict[str, Any]:
        """CR 406.2, 601.2h: "Exile a creature card from your graveyard"."""
        n = fixed_number(a[0], "exiling X cards as a cost")
        return {"exile_from_graveyard": {"filter": dict(a[1]), "amount": n}}

    def cst_return_to_hand(self, a: list[Any]) -> dict[str, Any]:
        """CR 601.2h: "Return a land you control to its owner's hand"."""
        f = _permanent_filter(a[0])
        if f.pop("controller", None) != "you":
            raise Unsupported("returning a permanent you don't control as a cost")
        return {"return_to_hand": {**f, "controller": "you"}}

    def cst_sacrifice_count(self, a: list[Any]) -> dict[str, Any]:
        """CR 701.21a: "Sacrifice two artifacts" (that many different permanents)."""
        return {"sacrifice": _permanent_filter(a[1]), "sacrifice_count": number(a[0])}

    def cst_discard_kind(self, a: list[Any]) -> dict[str, Any]:
        """CR 701.9a: "Discard a creature card" (only cards matching it can pay)."""
        n = fixed_number(a[0], "discard X cards as a cost")
        if not a[1]:
            return {"discard": n}       # "discard a card" (the plain form)
        return {"discard": n, "discard_filter": dict(a[1])}

    def cst_return_self(self, a: list[Any]) -> dict[str, Any]:
        """CR 602.2b: "Return this to its owner's hand" (from the battlefield, where the ability works)."""
        return {"return_self": True}

    def cst_put_counters(self, a: list[Any]) -> dict[str, Any]:
        """CR 122.1, 602.2b: "Put a -1/-1 counter on this" (put by a cost, not an effect: 614.16 doesn't double it)."""
        n = fixed_number(a[0], "putting X counters as a cost")
        return {"put_counters": {"kind": a[1], "amount": n}}

    def cst_mill(self, a: list[Any]) -> dict[str, Any]:
        """CR 701.17a: "Mill a card" as a cost (the library must hold that many cards, 118.3)."""
        if not isinstance(a[0], int):
            raise Unsupported("mill X cards as a cost")
        return {"mill": a[0]}

    def cst_only_if(self, a: list[Any]) -> dict[str, Any]:
        """CR 602.5b: "Activate only if [condition]" (checked whenever it could be activated)."""
        return {"if": a[0]}

    def cst_sorcery_once(self, a: list[Any]) -> dict[str, Any]:
        """CR 602.5d, 602.5b: "Activate only as a sorcery and only once each turn"."""
        return {"sorcery_speed": True, "once_per_turn": True}

    def cst_your_turn_once(self, a: list[Any]) -> dict[str, Any]:
        """CR 602.5b: "Activate only during your turn and only once each turn"."""
        return {"timing": "your_turn", "once_per_turn": True}

    def cst_loyalty(self, a: list[Token]) -> dict[str, Any]:
        """CR 606.4: "[+1]", "[−3]", "[0]": a loyalty ability's cost (loyalty counters put on or removed)."""
        return {"loyalty": int(str(a[0]).strip("[]").replace("\u2212", "-"))}

    # ---- mana abilities (CR 605.1a, 106.1) ------------------------------------------------------------------------
    def cst_add_one_color(self, a: list[Token]) -> tuple[str, dict[str, Any]]:
        """CR 106.1: "Add two mana of any one color" (one colour chosen as it resolves)."""
        return "add_mana", {"mana": "any", "amount": number(a[0])}

    def cst_add_combination(self, a: list[Token]) -> tuple[str, dict[str, Any]]:
        """CR 106.1: "Add two mana in any combination of colors" (a colour chosen for each)."""
        return "add_mana", {"mana": "any", "amount": number(a[0]), "combination": True}

    def cst_add_chosen_color(self, a: list[Token]) -> tuple[str, dict[str, Any]]:
        """CR 607.2: "Add one mana of the chosen color" (linked to "as this enters, choose a color")."""
        return "add_mana", {"mana": "chosen_color"}


_MINUS = "\u2212"     # the minus sign of loyalty costs as printed
_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}


# ---- rendering the cost fields (render.py places them after the mana and tap symbols) ------------------------------

@renders_cost_field("sacrifice")
def render_sacrifice(c: ActivationCost) -> str:
    """ "sacrifice a creature", "sacrifice another Goblin", "sacrifice two artifacts"."""
    f = c.sacrifice
    assert f is not None
    if c.sacrifice_count > 1:
        return f"sacrifice {_WORDS.get(c.sacrifice_count, str(c.sacrifice_count))} {noun_phrase(f, plural=True)}"
    phrase = noun_phrase(replace(f, other=False))
    phrases = [phrase]
    if len(f.types_any) == 2 and not f.types:      # "creature or artifact": either order as written
        a, b = (t.lower() for t in f.types_any)
        phrases.append(phrase.replace(f"{a} or {b}", f"{b} or {a}"))
    said = [f"sacrifice {'another' if f.other else 'an' if p[0] in 'aeiou' else 'a'} {p}" for p in phrases]
    return said[0] if len(said) == 1 else ALT_OPEN + ALT_SEP.join(said) + ALT_CLOSE


@renders_cost_field("discard")
def render_discard(c: ActivationCost) -> str:
    """ "discard a card", "discard two cards", "discard a creature card"."""
    if c.discard_filter is not None:
        if c.discard == 1:
            return f"discard {_a(noun_phrase(c.discard_filter, 'card'))}"
        return f"discard {_WORDS.get(c.discard, str(c.discard))} {noun_phrase(c.discard_filter, 'card', plural=True)}"
    return "discard a card" if c.discard == 1 else f"discard {_WORDS.get(c.discard, str(c.discard))} cards"


@renders_cost_field("discard_self")
def render_discard_self(c: ActivationCost) -> str:
    return "discard this"


@renders_cost_field("untap")
def render_untap(c: ActivationCost) -> str:
    return "{Q}"




def _a(phrase: str) -> str:
    return f"{'an' if phrase[0] in 'aeiou' else 'a'} {phrase}"


@renders_cost_field("remove_counters")
def render_remove_counters(c: ActivationCost) -> str:
    """ "remove a +1/+1 counter from this", "remove three spore counters from this"."""
    assert c.remove_counters is not None
    kind, n = c.remove_counters
    return f"remove {_a(kind + ' counter') if n == 1 else f'{_WORDS.get(n, str(n))} {kind} counters'} from this"


@renders_cost_field("tap_untapped")
def render_tap_untapped(c: ActivationCost) -> str:
    """ "tap an untapped creature you control", "tap two untapped Allies you control"."""
    assert c.tap_untapped is not None
    f = replace(c.tap_untapped, tapped=False, controller="you")
    if c.tap_count == 1:
        return f"tap {_a(noun_phrase(f))}"
    return f"tap {_WORDS.get(c.tap_count, str(c.tap_count))} {noun_phrase(f, plural=True)}"


@renders_cost_field("exile_from_graveyard")
def render_exile_from_graveyard(c: ActivationCost) -> str:
    """ "exile a creature card from your graveyard", "exile two cards from your graveyard"."""
    assert c.exile_from_graveyard is not None
    f = c.exile_from_graveyard
    if c.exile_count == 1:
        return f"exile {_a(noun_phrase(f, 'card'))} from your graveyard"
    return f"exile {_WORDS.get(c.exile_count, str(c.exile_count))} {noun_phrase(f, 'card', plural=True)} from your graveyard"


@renders_cost_field("return_to_hand")
def render_return_to_hand(c: ActivationCost) -> str:
    """ "return a land you control to its owner's hand"."""
    assert c.return_to_hand is not None
    return f"return {_a(noun_phrase(c.return_to_hand))} to its owner's hand"


@renders_cost_field("loyalty")
def render_loyalty(c: ActivationCost) -> str:
    """ "[+1]", "[−3]", "[0]" (CR 606.4)."""
    n = c.loyalty or 0
    sign = "+" if n > 0 else _MINUS if n < 0 else ""
    return f"[{sign}{abs(n)}]"


@renders_effect
def render_add_amount(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """ "add two mana of any one color", "add two mana in any combination of colors" (CR 106.1)."""
    a = e.args
    if e.verb == "add_mana" and set(a) == {"mana"} and a["mana"] == "chosen_color":
        return "add one mana of the chosen color"
    if e.verb != "add_mana" or set(a) - {"mana", "amount", "combination"} or "amount" not in a \
            or str(a["mana"]).lower() != "any" or not isinstance(a["amount"], Quantity):
        return None
    n = a["amount"].constant()
    if n is None:
        return None     # a variable amount: parts/mana2's renderer ("add X mana of any one color")
    words = _WORDS.get(n, str(n))
    return f"add {words} mana {'in any combination of colors' if a.get('combination') else 'of any one color'}"


@renders_cost_field("return_self")
def render_return_self(c: ActivationCost) -> str:
    return "return this to its owner's hand"


@renders_cost_field("put_counters")
def render_put_counters(c: ActivationCost) -> str:
    """ "put a -1/-1 counter on this"."""
    assert c.put_counters is not None
    kind, n = c.put_counters
    return f"put {_a(kind + ' counter') if n == 1 else f'{_WORDS.get(n, str(n))} {kind} counters'} on this"


@renders_cost_field("exile_from_hand")
def render_exile_from_hand(c: ActivationCost) -> str:
    """ "exile a blue card from your hand" (406.2)."""
    assert c.exile_from_hand is not None
    return f"exile {_a(noun_phrase(c.exile_from_hand, 'card'))} from your hand"


@renders_cost_field("mill")
def render_mill(c: ActivationCost) -> str:
    return "mill a card" if c.mill == 1 else f"mill {_WORDS.get(c.mill, str(c.mill))} cards"


@render.renders_ability
def render_only_if(ab: Any) -> str | None:
    """ "[cost]: [effects] activate only if you control a Swamp." (CR 602.5b)."""
    if not isinstance(ab, ActivatedAbility) or ab.condition is None:
        return None
    cond = trigger_condition_text(ab.condition.kind, ab.condition.args)
    if cond is None:
        return None
    return f"{render.render_ability(replace(ab, condition=None))} activate only {cond}."
