"""The Oracle grammar's part "conditions" (issue 9): one condition grammar for the three places a condition stands.

- An intervening "if" of a triggered ability (CR 603.4: "When this enters, if it's your turn, ..."): the ability's
  ``if:``, checked as it triggers and again as it resolves.
- A conditional instruction (CR 608.2c: "If you control an artifact, draw a card."): the effect's ``if:``, checked
  as the instruction is carried out.
- "[Instruction]. If [condition], [the same instruction, changed] instead." (CR 614.15, a self-replacement effect:
  "deals 2 damage to any target. If you control a Wizard, it deals 4 damage instead"): the instruction with
  ``if: {not: CONDITION}`` and its replacement with ``if: CONDITION`` after it, naming the same object.

The conditions are the engine's (``cards/vocabulary.py`` CONDITIONS): what permanents you or an opponent control,
life and hand sizes, what happened this turn (morbid, raid, revolt, spells cast, life gained), whose turn it is, the
cards in your graveyard (threshold, delirium) and what this permanent is.  Rule names start with "cnd_".
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token

from manastack.cards.model import (
    ActivatedAbility,
    Body,
    Condition,
    Effect,
    Filter,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from manastack.oracle import render
from manastack.oracle.parts import modal
from manastack.oracle.terms import Obj, Unsupported, number


def _permanents(f: dict[str, Any]) -> dict[str, Any]:
    """A noun phrase about permanents as a filter (a spell is on the stack, not controlled as a permanent)."""
    f = dict(f)
    if f.pop("__spell", False):
        raise Unsupported("a condition about controlling a spell")
    return f


def _at_least(tok: Token | str, what: str) -> int:
    n = number(tok)
    if not isinstance(n, int) or n < 1:
        raise Unsupported(f"'{tok} or more {what}'")
    return n


@dataclass(frozen=True)
class _Instead:
    """An instruction and what "If [condition], ... instead" makes of it (``changed`` arguments)."""

    verb: str
    args: dict[str, Any]
    changed: dict[str, Any]
    key: str
    cond: dict[str, Any]


class Terms:
    """Parse-tree nodes of the conditions part to terms: a condition is a one-key mapping (docs/cards.md)."""

    def cnd_a(self, a: list[Any]) -> None:
        return None

    def cnd_card_filter(self, a: list[dict[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for x in a:
            for k, v in x.items():
                out[k] = sorted(set(out.get(k, [])) | set(v)) if isinstance(v, list) else v
        return out

    # ---- conditions (CR 603.4, 608.2c) ----
    def cnd_controls(self, a: list[Any]) -> dict[str, Any]:
        return {"controls": _permanents(a[-1])}

    def cnd_controls_another(self, a: list[Any]) -> dict[str, Any]:
        return {"controls": {**_permanents(a[-1]), "other": True}}

    def cnd_controls_none(self, a: list[Any]) -> dict[str, Any]:
        return {"controls_none": _permanents(a[-1])}

    def cnd_controls_at_least(self, a: list[Any]) -> dict[str, Any]:
        n = _at_least(a[0], "permanents")
        if n < 2:
            raise Unsupported(f"'you control {a[0]} or more'")
        return {"controls_at_least": {"filter": _permanents(a[1]), "count": n}}

    def cnd_opponent_controls(self, a: list[Any]) -> dict[str, Any]:
        return {"opponent_controls": _permanents(a[-1])}

    def cnd_life_at_most(self, a: list[Token]) -> dict[str, Any]:
        return {"life_at_most": int(a[0])}

    def cnd_life_at_least(self, a: list[Token]) -> dict[str, Any]:
        return {"life_at_least": int(a[0])}

    def cnd_hand_empty(self, a: list[Any]) -> dict[str, Any]:
        return {"hand_empty": True}

    def cnd_hand_at_least(self, a: list[Any]) -> dict[str, Any]:
        n = _at_least(a[0], "cards in hand")
        if n < 2:
            raise Unsupported(f"'you have {a[0]} or more cards in hand'")
        return {"hand_at_least": n}

    def cnd_creature_died(self, a: list[Any]) -> dict[str, Any]:
        return {"creature_died_this_turn": True}

    def cnd_attacked(self, a: list[Any]) -> dict[str, Any]:
        return {"attacked_this_turn": True}

    def cnd_gained_life(self, a: list[Any]) -> dict[str, Any]:
        return {"gained_life_this_turn": True}

    def cnd_gained_life_at_least(self, a: list[Token]) -> dict[str, Any]:
        return {"life_gained_this_turn_at_least": int(a[0])}

    def cnd_opponent_lost_life(self, a: list[Any]) -> dict[str, Any]:
        return {"opponent_lost_life_this_turn": True}

    def cnd_your_turn(self, a: list[Any]) -> dict[str, Any]:
        return {"your_turn": True}

    def cnd_not_your_turn(self, a: list[Any]) -> dict[str, Any]:
        return {"not": {"your_turn": True}}

    def cnd_graveyard_at_least(self, a: list[Any]) -> dict[str, Any]:
        n = _at_least(a[0], "cards")
        f = _permanents(a[1])
        return {"graveyard_at_least": {"count": n, **({"filter": f} if f else {})}}

    def cnd_delirium(self, a: list[Any]) -> dict[str, Any]:
        return {"graveyard_card_types_at_least": _at_least(a[0], "card types")}

    def cnd_revolt(self, a: list[Any]) -> dict[str, Any]:
        f = _permanents(a[-1])
        return {"permanent_left_this_turn": {"filter": f} if f else {}}

    def cnd_left_any(self, a: list[Any]) -> dict[str, Any]:
        f = _permanents(a[-1])
        return {"permanent_left_this_turn": {**({"filter": f} if f else {}), "whose": "any"}}

    def cnd_descended(self, a: list[Any]) -> dict[str, Any]:
        return {"descended_this_turn": True}

    def cnd_cast_in_main_phase(self, a: list[Any]) -> dict[str, Any]:
        return {"cast_in_main_phase": True}

    def cnd_cards_either(self, a: list[Token]) -> dict[str, Any]:
        return {"types_any": [str(a[0]).capitalize(), str(a[1]).capitalize()]}

    def cnd_cast_this_turn(self, a: list[Any]) -> dict[str, Any]:
        f = dict(a[-1])
        f.pop("__spell", None)
        return {"cast_this_turn": {"filter": f} if f else {}}

    def cnd_cast_n_this_turn(self, a: list[Any]) -> dict[str, Any]:
        n = _at_least(a[0], "spells")
        f = dict(a[1])
        f.pop("__spell", None)
        return {"cast_this_turn": {"count": n, **({"filter": f} if f else {})}}

    def cnd_this_is(self, a: list[Any]) -> dict[str, Any]:
        return {"this_is": _permanents(a[-1])}

    def cnd_this_tapped(self, a: list[Any]) -> dict[str, Any]:
        return {"this_is": {"tapped": True}}

    def cnd_this_untapped(self, a: list[Any]) -> dict[str, Any]:
        return {"this_is": {"tapped": False}}

    def cnd_this_attacking(self, a: list[Any]) -> dict[str, Any]:
        return {"this_is": {"attacking": True}}

    def cnd_x_at_least(self, a: list[Token]) -> dict[str, Any]:
        return {"x_at_least": int(a[0])}

    # ---- "as long as it's attacking" (CR 611.3a) ----
    def cnd_status_attacking(self, a: list[Any]) -> dict[str, Any]:
        return {"attacking": True}

    def cnd_status_blocking(self, a: list[Any]) -> dict[str, Any]:
        return {"blocking": True}

    def cnd_status_tapped(self, a: list[Any]) -> dict[str, Any]:
        return {"tapped": True}

    def cnd_status_untapped(self, a: list[Any]) -> dict[str, Any]:
        return {"tapped": False}

    def cnd_static_status(self, a: list[Any]) -> dict[str, Any]:
        """What the static ability affects is attacking / blocking / tapped / untapped (``as_long_as``)."""
        return {"as_long_as": a[0]}

    # ---- the three uses ----
    def cnd_trigger_if(self, a: list[Any]) -> dict[str, Any]:
        """CR 603.4: an intervening "if" (the triggers part builds the ability around it)."""
        return dict(a[0])

    def cnd_if_sentence(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        """CR 608.2c: "If [condition], [instruction]." (one instruction, checked as it is carried out)."""
        cond, clause = a
        if not isinstance(clause, tuple) or len(clause) != 2 or not isinstance(clause[1], dict):
            raise Unsupported("a condition on more than one instruction")
        verb, args = clause
        if "__if" in args:
            raise Unsupported("two conditions on one instruction")
        return verb, {**args, "__if": cond}

    def cnd_sentence_if(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        """CR 608.2c: "[Instruction] if [condition]." (the condition written after it)."""
        return self.cnd_if_sentence([a[1], a[0]])

    def cnd_sentence_unless(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        """CR 608.2c: "[Instruction] unless [condition]." (the instruction only while the condition is false)."""
        verb, args = self.cnd_if_sentence([a[1], a[0]])
        return verb, {**args, "__if": {"not": args["__if"]}}

    def cnd_instead_line(self, a: list[Any]) -> list[Any]:
        """A spell's "If [condition], ... instead." on a line of its own: joined to the line before it
        (:func:`joined_lines`)."""
        (verb, changed), cond = a[1], a[0]
        return [("__cnd_instead", {"verb": verb, "changed": changed, "cond": cond})]

    def cnd_instead_damage(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "damage", {"amount": a[1]}

    def cnd_instead(self, a: list[Any]) -> _Instead:
        """CR 614.15: "[Instruction]. If [condition], [the same, changed] instead" (about the same object)."""
        (verb, args), cond, (verb2, changed) = a
        key = modal._INSTEAD_KEYS.get(verb)
        if verb2 != verb or key is None or not isinstance(args.get(key), Obj) or args[key].kind != "target" \
                or "__if" in args:
            raise Unsupported(f"{verb} ... if ..., {verb2} instead")
        return _Instead(verb, args, changed, key, cond)

    def cnd_effects_instead(self, a: list[Any]) -> list[tuple[str, dict[str, Any]]]:
        """The body's clauses in order, the replacement right after the instruction it replaces: the instruction
        when the condition is false (``not``), the changed one, naming the same target, when it is true."""
        out: list[tuple[str, dict[str, Any]]] = []
        for term in [x for t in a for x in (t if isinstance(t, list) else [t])]:
            if not isinstance(term, _Instead):
                out.append(term)
                continue
            before = sum(1 for clause in out for v in clause[1].values() if isinstance(v, Obj) and v.kind == "target")
            keys = list(term.args)
            n = before + sum(1 for k in keys[:keys.index(term.key)]
                             if isinstance(term.args[k], Obj) and term.args[k].kind == "target") + 1
            same = Obj("ref", ref="target" if n == 1 else f"target{n}")
            out.append((term.verb, {**term.args, "__if": {"not": term.cond}}))
            out.append((term.verb, {**term.args, **term.changed, term.key: same, "__if": term.cond}))
        return out


def joined_lines(clauses: list[Any]) -> list[Any]:
    """A spell's instructions with each "If [condition], ... instead." line (``cnd_instead_line``) joined to the
    instruction just before it, as :meth:`Terms.cnd_effects_instead` joins one written in the same line (CR 614.15);
    refuses one with no such instruction before it."""
    flat = [x for c in clauses for x in (c if isinstance(c, list) else [c])]
    if not any(isinstance(c, tuple) and c[0] == "__cnd_instead" for c in flat):
        return clauses
    out: list[Any] = []
    for c in flat:
        if not (isinstance(c, tuple) and c[0] == "__cnd_instead"):
            out.append(c)
            continue
        if not out or not isinstance(out[-1], tuple) or len(out[-1]) != 2:
            raise Unsupported("'... instead' with no instruction before it")
        verb, args = out.pop()
        out.extend(Terms().cnd_effects_instead([Terms().cnd_instead([(verb, args), c[1]["cond"],
                                                                    (c[1]["verb"], c[1]["changed"])])]))
    return out


# ---- conditions as Oracle text writes them ------------------------------------------------------------------------

_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
          10: "ten"}


def _n(n: Any) -> str:
    """A count of cards or permanents as Oracle text writes it ("seven": numerals are for life and damage)."""
    k = int(n)
    return _WORDS.get(k, str(k))


def _article(phrase: str) -> str:
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


def _filter(raw: Any) -> Filter:
    return Filter.from_mapping(raw if isinstance(raw, dict) or hasattr(raw, "items") else None)


def _controlled(raw: Any, plural: bool = False) -> str:
    f = render._without(_filter(raw), "other")
    return render.noun_phrase(f, plural=plural)     # a lone subtype in the plural: "no Islands" (render.noun_phrase)


_FIXED = {"creature_died_this_turn": "a creature died this turn", "attacked_this_turn": "you attacked this turn",
          "gained_life_this_turn": "you gained life this turn",
          "opponent_lost_life_this_turn": "an opponent lost life this turn", "your_turn": "it's your turn",
          "hand_empty": "you have no cards in hand", "descended_this_turn": "you descended this turn",
          "cast_in_main_phase": "you cast this during your main phase",
          # CR 702.185c (the cs4 part's)
          "left_or_warped_this_turn": "a nonland permanent left the battlefield this turn or a spell was warped this turn"}


def condition_text(c: Condition) -> str | None:
    """A condition as the condition grammar reads it ("you control an artifact"), None if it doesn't."""
    a, k = c.args, c.kind
    value = a.get("value")
    if k in _FIXED:
        return _FIXED[k]
    if k == "not" and dict(a) == {"your_turn": True}:
        return "it's not your turn"
    if k == "controls":
        other = "another " if a.get("other") else ""
        phrase = _controlled(a)
        return f"you control {other}{phrase}" if other else f"you control {_article(phrase)}"
    if k == "controls_none":
        return f"{render.ALT_OPEN}you control no {_controlled(a, True)}{render.ALT_SEP}" \
               f"you don't control {_article(_controlled(a))}{render.ALT_CLOSE}"
    if k == "controls_at_least":
        return f"you control {_n(a.get('count', 1))} or more {_controlled(a.get('filter'), True)}"
    if k == "opponent_controls":
        return f"an opponent controls {_article(_controlled(a))}"
    if k in ("life_at_most", "life_at_least"):
        return f"you have {value} or {'less' if k == 'life_at_most' else 'more'} life"
    if k == "hand_at_least":
        return f"you have {_n(value)} or more cards in hand"
    if k == "life_gained_this_turn_at_least":
        return f"you gained {value} or more life this turn"
    if k == "graveyard_at_least":
        f = _filter(a.get("filter"))
        cards = " and/or ".join(t.lower() for t in f.types_any) + " cards" if f.types_any \
            else render.noun_phrase(f, "card", plural=True)
        n = _n(a.get("count", 1))
        return f"{render.ALT_OPEN}there are {n} or more {cards} in your graveyard{render.ALT_SEP}" \
               f"{n} or more {cards} are in your graveyard{render.ALT_CLOSE}"
    if k == "graveyard_card_types_at_least":
        return f"there are {_n(value)} or more card types among cards in your graveyard"
    if k == "permanent_left_this_turn":
        phrase = render.noun_phrase(_filter(a.get("filter")), "permanent")
        whose = "" if a.get("whose") == "any" else " under your control"
        return f"{_article(phrase)} left the battlefield{whose} this turn"
    if k == "cast_this_turn":
        f = _filter(a.get("filter"))
        count = int(a.get("count", 1))
        if count == 1:
            return f"you've cast {_article(render.noun_phrase(f, 'spell'))} this turn"
        return f"you've cast {_n(count)} or more {render.noun_phrase(f, 'spell', plural=True)} this turn"
    if k == "x_at_least":
        return f"X is {value} or more"
    if k == "mana_spent" and set(a) == {"value"}:      # CR 601.2h (the mana2 part's)
        mana = str(value) if "{" in str(value) else f"{{{value}}}"
        return f"{mana} was spent to cast {render.ALT_OPEN}this{render.ALT_SEP}it{render.ALT_CLOSE}"
    if k == "monarch" and set(a) == {"whose"}:       # CR 725.1 (the des part's)
        return {"you": "you're the monarch", "opponent": "an opponent is the monarch",
                "none": "there is no monarch"}.get(str(a["whose"]))
    if k == "poison_at_least" and set(a) == {"count", "whose"}:      # CR 122.1f (the des part's)
        who = "an opponent has" if a["whose"] == "opponent" else "you have"
        return f"{who} {_n(a['count'])} or more poison counters"
    if k == "citys_blessing" and dict(a) in ({}, {"value": True}, {"value": False}):     # CR 702.131c (kw4's)
        return "you have the city's blessing" if a.get("value", True) else "you don't have the city's blessing"
    if k == "monstrous" and dict(a) in ({}, {"value": True}):      # CR 701.37b (the kw3 part's)
        return "this is monstrous"
    if k == "this_is":
        if dict(a) == {"attacking": True}:
            return "this is attacking"
        if dict(a) in ({"tapped": True}, {"tapped": False}):
            return "this is tapped" if a["tapped"] else "this is untapped"
        return f"this is {_article(render.noun_phrase(_filter(a)))}"
    return None


#: The conditions only this part writes in an intervening "if" (the triggers part writes the others).
_NEW_TRIGGER_KINDS = frozenset({"not", "your_turn", "graveyard_at_least", "graveyard_card_types_at_least",
                                "permanent_left_this_turn", "life_gained_this_turn_at_least", "cast_this_turn",
                                "descended_this_turn", "cast_in_main_phase", "x_at_least", "monarch",
                                "poison_at_least", "mana_spent", "left_or_warped_this_turn", "citys_blessing"})


@render.renders_ability
def _triggered_if(ab: render.Ability) -> str | None:
    """CR 603.4: a triggered ability with one of this part's intervening "if" clauses."""
    if not isinstance(ab, TriggeredAbility) or ab.condition is None or ab.trigger.event == "state":
        return None     # a state trigger (603.8) is static_conditions' to write
    c = ab.condition
    if c.kind not in _NEW_TRIGGER_KINDS and c.kind != "controls_none" and \
            not (c.kind == "this_is" and dict(c.args) == {"attacking": True}):
        return None
    cond = condition_text(ab.condition)
    if cond is None:
        return None
    plain = render.render_ability(replace(ab, condition=None))
    head, sep, rest = plain.partition(", ")
    return f"{head}, if {cond}, {rest}" if sep else None


_OTHER_PARTS = frozenset({"you_did", "paid", "not_paid"})


@render.renders_effect
def _conditional(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """CR 608.2c: "if [condition], [instruction]"."""
    if e.condition is None or e.condition.kind in _OTHER_PARTS:
        return None
    plain = render.render_effect(replace(e, condition=None), targets)
    if e.condition.kind == "not" and len(e.condition.args) == 1:      # "[instruction] unless [condition]"
        kind, value = next(iter(e.condition.args.items()))
        inner = condition_text(Condition(str(kind), value if hasattr(value, "items") else {"value": value}))
        if inner is not None and kind != "your_turn":
            return f"{plain} unless {inner}"
    cond = condition_text(e.condition)
    if cond is None:
        return None
    return f"{render.ALT_OPEN}if {cond}, {plain}{render.ALT_SEP}{plain} if {cond}{render.ALT_CLOSE}"


def _replaced_by(e: Effect, nxt: Effect | None) -> bool:
    """Whether ``nxt`` is the "... instead" of ``e`` (the same verb and object, the negated condition)."""
    if e.condition is None or e.condition.kind != "not" or nxt is None or nxt.condition is None:
        return False
    inner = e.condition.args
    key = modal._INSTEAD_KEYS.get(e.verb, "")
    return dict(inner) == {nxt.condition.kind: dict(nxt.condition.args) if "value" not in nxt.condition.args
                           else nxt.condition.args["value"]} \
        and nxt.verb == e.verb and nxt.args.get(key) == e.args.get(key) and e.verb in modal._INSTEAD_TEXT


@render.renders_body
def _instead_body(b: Body) -> str | None:
    """CR 614.15: an instruction, and "if [condition], ... instead" after it."""
    if b.modal or not any(_replaced_by(e, n) for e, n in zip(b.single.effects, b.single.effects[1:])):
        return None
    m, out = b.single, []
    effects = list(m.effects)
    i = 0
    while i < len(effects):
        e = effects[i]
        nxt = effects[i + 1] if i + 1 < len(effects) else None
        if nxt is not None and _replaced_by(e, nxt):
            cond = condition_text(nxt.condition) if nxt.condition is not None else None
            if cond is None:
                return "<instead?>"
            out.append(render.render_effect(replace(e, condition=None), m.targets) + ".")
            changed = modal._INSTEAD_TEXT[e.verb](nxt.args)
            if e.verb == "damage":      # "it deals 4 damage" or "this deals 4 damage"
                changed = f"{render.ALT_OPEN}it{render.ALT_SEP}this{render.ALT_CLOSE}" + changed.removeprefix("it")
            out.append(f"if {cond}, {changed} instead.")
            i += 2
            continue
        out.append(render.render_effect(e, m.targets) + ".")
        i += 1
    return " ".join(out)


_STATUS_WORDS = {("attacking", True): "attacking", ("blocking", True): "blocking", ("tapped", True): "tapped",
                 ("tapped", False): "untapped"}


@render.renders_static
def _as_long_as_status(st: StaticAbility) -> str | None:
    """CR 611.3a: "[this / enchanted creature] gets +1/+0 as long as it's attacking" (``as_long_as`` a status)."""
    a = st.args
    only = a.get("as_long_as")
    if st.kind != "continuous" or not isinstance(only, Filter):
        return None
    fields = {k: getattr(only, k) for k in ("attacking", "blocking", "tapped") if getattr(only, k) is not None}
    if len(fields) != 1 or only != Filter(**fields):
        return None
    word = _STATUS_WORDS.get(next(iter(fields.items())))
    plain = render.render_ability(replace(st, args={k: v for k, v in a.items() if k != "as_long_as"}))
    if word is None or not plain.endswith(".") or "<" in plain:
        return None
    return f"{plain[:-1]} as long as it's {word}."


@render.renders_ability
def rnd_activate_only_if(ab: render.Ability) -> str | None:
    """CR 602.5b: "[cost]: [effect]. Activate only if [condition]." with one of the conditions this part words
    ("there are seven or more cards in your graveyard", "it's not your turn", "this is a creature")."""
    if not isinstance(ab, ActivatedAbility) or ab.condition is None:
        return None
    cond = condition_text(ab.condition)
    if cond is None:
        return None
    return f"{render.render_ability(replace(ab, condition=None))} activate only if {cond}."
