"""The Oracle grammar's part "modal" (issue 9): modal bodies (CR 700.2: "Choose one —", "Choose one or both —",
"Choose two —", "An opponent chooses one —", "Choose three. You may choose the same mode more than once."), kicker
and "if this spell was kicked" (702.33), the additional costs a spell's text asks for ("As an additional cost to
cast this spell, sacrifice a creature", 601.2b), activation restrictions ("Activate only as a sorcery", "Activate
only once each turn", 602.5b, 602.5d), and transforming ("transform this", 701.27; the werewolves' "if no spells
were cast last turn").  Double-faced cards (layout ``transform``) are compiled face by face by the compiler
(``compile_face``); this part reads the lines of their faces.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token

from manastack.cards.model import (
    ActivatedAbility,
    Body,
    CardDef,
    Effect,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from manastack.cards.values import Quantity
from manastack.oracle import render
from manastack.oracle.terms import Modal, Obj, Unsupported, number, power_toughness

#: How many modes a header chooses (docs/cards.md ``choose``), by the words the header says.
_HEADERS = {(1, 1): "choose one", (1, 2): "choose one or both", (2, 2): "choose two"}
_KICKED = {"paid": "kicker"}


#: The argument naming what a replaced effect is about, by verb ("it deals 4 damage instead": the same recipient).
_INSTEAD_KEYS = {"damage": "to", "pump": "to", "discard": "player"}


@dataclass(frozen=True)
class _Instead:
    """An effect and what "If this spell was kicked, ... instead" makes of it (``changed`` arguments)."""

    verb: str
    args: dict[str, Any]
    changed: dict[str, Any]
    key: str


class Terms:
    """Parse-tree nodes of the modal part to terms."""

    # ---- modes (CR 700.2) ---------------------------------------------------------------------------------------
    def mod_choose_one(self, a: list[Any]) -> tuple[Any, str]:
        return 1, ""

    def mod_choose_one_or_both(self, a: list[Any]) -> tuple[Any, str]:
        return "1-2", ""

    def mod_choose_one_or_more(self, a: list[Any]) -> tuple[Any, str]:
        return "1-any", ""

    def mod_choose_two(self, a: list[Any]) -> tuple[Any, str]:
        return 2, ""

    def mod_opponent_chooses_one(self, a: list[Any]) -> tuple[Any, str]:
        return 1, "opponent"          # CR 700.2e

    def mod_mode(self, a: list[Any]) -> list[Any]:
        return list(a)

    def mod_modal(self, a: list[Any]) -> Modal:
        (choose, chooser), modes = a[0], a[1:]
        if choose == "1-2" and len(modes) != 2:
            raise Unsupported(f"choose one or both of {len(modes)} modes")
        if choose == "1-any" and len(modes) < 3:
            raise Unsupported(f"choose one or more of {len(modes)} modes")
        if choose == 2 and len(modes) < 3:
            raise Unsupported(f"choose two of {len(modes)} modes")
        return Modal(choose, tuple(modes), chooser)

    def mod_modal_repeat(self, a: list[Any]) -> Modal:
        """CR 700.2d: "You may choose the same mode more than once" (the Confluences)."""
        n = number(a[0])
        if not isinstance(n, int) or n < 2:
            raise Unsupported("choose a number of modes more than once")
        return Modal(n, tuple(a[2:]), repeat=True)

    def mod_repeat(self, a: list[Any]) -> bool:
        return True

    # ---- kicker and additional costs (CR 702.33, 601.2b) --------------------------------------------------------
    def mod_kicker(self, a: list[Token]) -> dict[str, Any]:
        """CR 702.33a: "Kicker [cost]" is an optional additional cost."""
        return {"__additional_costs": [{"name": "kicker", "mana": "".join(str(t) for t in a)}]}

    def mod_kicker_sacrifice(self, a: list[dict[str, Any]]) -> dict[str, Any]:
        """CR 702.33a: "Kicker—Sacrifice a land." (a kicker cost that is no mana)."""
        cost = self.mod_sacrifice_cost(a)
        return {"__additional_costs": [{"name": "kicker", "sacrifice": cost["sacrifice"]}]}

    def mod_additional_cost(self, a: list[dict[str, Any]]) -> dict[str, Any]:
        """CR 601.2b: "As an additional cost to cast this spell, ..." (not optional)."""
        return {"__additional_costs": [{**a[0], "optional": False}]}

    def mod_sacrifice_cost(self, a: list[dict[str, Any]]) -> dict[str, Any]:
        f = dict(a[0])
        if f.pop("__spell", False) or "controller" in f:
            raise Unsupported("sacrifice a spell")
        return {"name": "sacrifice", "sacrifice": f}

    def mod_discard_cost(self, a: list[Any]) -> dict[str, Any]:
        if not isinstance(a[0], int):
            raise Unsupported("discard X cards as an additional cost")
        return {"name": "discard", "discard": a[0]}

    def mod_life_cost(self, a: list[Token]) -> dict[str, Any]:
        return {"name": "life", "pay_life": int(a[0])}

    def mod_if_kicked(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        """CR 702.33d, 608.2c: "If this spell was kicked, [effect]": the effect happens only if kicker was paid."""
        verb, args = a[0]
        if "__if" in args:
            raise Unsupported("two conditions on one effect")
        return verb, {**args, "__if": dict(_KICKED)}

    def mod_instead_damage(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "damage", {"amount": a[0]}

    def mod_instead_pump(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        p, t = power_toughness(a[0])
        return "pump", {"power": p, "toughness": t}

    def mod_instead_discard(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "discard", {"amount": a[0]}

    def mod_kicked_instead(self, a: list[Any]) -> _Instead:
        """CR 702.33d, 614.15: "[Effect]. If this spell was kicked, [the same, changed] instead" (self-replacement)."""
        (verb, args), (verb2, changed) = a
        key = _INSTEAD_KEYS.get(verb)
        if verb2 != verb or key is None or not isinstance(args.get(key), Obj) or args[key].kind != "target" \
                or "__if" in args:
            raise Unsupported(f"{verb} ... if this spell was kicked, {verb2} instead")
        return _Instead(verb, args, changed, key)

    def mod_effects_instead(self, a: list[Any]) -> list[tuple[str, dict[str, Any]]]:
        """The body's clauses in order, the kicked replacement after the effect it replaces, each with its
        condition (kicker not paid / paid), the replacement naming the same target (CR 115.1: numbered in order)."""
        out: list[tuple[str, dict[str, Any]]] = []
        for term in a:
            if not isinstance(term, _Instead):
                out.append(term)
                continue
            before = sum(1 for _, args in out for v in args.values() if isinstance(v, Obj) and v.kind == "target")
            keys = list(term.args)
            n = before + sum(1 for k in keys[:keys.index(term.key)]
                             if isinstance(term.args[k], Obj) and term.args[k].kind == "target") + 1
            same = Obj("ref", ref="target" if n == 1 else f"target{n}")
            out.append((term.verb, {**term.args, "__if": {"not_paid": "kicker"}}))
            out.append((term.verb, {**term.args, **term.changed, term.key: same, "__if": dict(_KICKED)}))
        return out

    def mod_kicked_triggered(self, a: list[Any]) -> dict[str, Any]:
        """CR 603.4, 702.33d: "When this enters, if it was kicked, ...": an intervening "if" about how the spell it
        was cast as was paid for."""
        optional = {"optional": True} if len(a) == 3 else {}
        return {"__ability": "triggered", "when": a[0], "if": dict(_KICKED), **optional, "clauses": a[-1]}

    def mod_kicked_counters(self, a: list[Token]) -> dict[str, Any]:
        """CR 702.33d, 614.1c: "If this creature was kicked, it enters with two +1/+1 counters on it" (a static)."""
        n = number(a[0])
        if not isinstance(n, int):
            raise Unsupported("enters with X counters if kicked")
        return {"static": {"kicked_enters_with_counters": {"counter": str(a[1]), "amount": n}}}

    # ---- activation restrictions (CR 602.5b, 602.5d) ------------------------------------------------------------
    def mod_sorcery_speed(self, a: list[Any]) -> dict[str, Any]:
        return {"sorcery_speed": True}

    def mod_once_each_turn(self, a: list[Any]) -> dict[str, Any]:
        return {"once_per_turn": True}

    def mod_your_turn(self, a: list[Any]) -> dict[str, Any]:
        return {"timing": "your_turn"}

    def mod_before_attackers(self, a: list[Any]) -> dict[str, Any]:
        return {"timing": "your_turn_before_attackers"}

    def mod_your_upkeep(self, a: list[Any]) -> dict[str, Any]:
        return {"timing": "your_upkeep"}

    def mod_restricted(self, a: list[Any]) -> dict[str, Any]:
        restrictions: dict[str, Any] = {}
        for r in a[2:]:
            if set(r) & set(restrictions):
                raise Unsupported("a restriction said twice")
            restrictions.update(r)
        clauses = a[1]
        if "timing" in restrictions and isinstance(clauses, list) and all(v == "add_mana" for v, _ in clauses):
            raise Unsupported("a mana ability with a timing restriction")   # paid with outside priority (605.3a)
        return {"__ability": "activated", "cost": a[0], "clauses": a[1], **restrictions}

    # ---- transform (CR 701.27) ----------------------------------------------------------------------------------
    def mod_transform(self, a: list[Obj]) -> tuple[str, dict[str, Any]]:
        return "transform", {"what": a[0]}

    def mod_no_spells_last_turn(self, a: list[Any]) -> dict[str, Any]:
        return {"no_spells_cast_last_turn": True}

    def mod_two_spells_last_turn(self, a: list[Any]) -> dict[str, Any]:
        return {"player_cast_spells_last_turn": 2}

    def mod_last_turn_triggered(self, a: list[Any]) -> dict[str, Any]:
        """CR 603.4: "At the beginning of each upkeep, if no spells were cast last turn, transform this.\""""
        optional = {"optional": True} if len(a) == 4 else {}
        return {"__ability": "triggered", "when": a[0], "if": a[1], **optional, "clauses": a[-1]}


# ---- rendering (render.py: the compiled values back to the Oracle text) ------------------------------------------

def _modes_text(b: Body) -> str:
    """The bulleted modes, each mode's effects joined as a one-mode body's are ("draw two cards, then discard a
    card", "gets +1/+1 and gains trample until end of turn")."""
    # imported here: importing parts.effects at the top would register its renderers ahead of this part's (the
    # order render.py tries them in, parts/__init__)
    from manastack.oracle.parts.effects import body_text
    return " ".join("• " + body_text(m.effects, m.targets) for m in b.modes)


@render.renders_body
def _modal_body(b: Body) -> str | None:
    """CR 700.2: the header as its words ("choose one or both —") and the bulleted modes."""
    if not b.modal:
        return None
    n = len(b.modes)
    if b.repeat:
        return f"choose {render._WORDS.get(b.choose_min, '?')}. you may choose the same mode more than once. " \
               f"{_modes_text(b)}"
    if b.chooser == "opponent":
        header = "an opponent chooses one" if (b.choose_min, b.choose_max) == (1, 1) else "<chooser?>"
    elif (b.choose_min, b.choose_max) == (1, n) and n > 2:
        header = "choose one or more"
    else:
        header = _HEADERS.get((b.choose_min, b.choose_max), "<choose?>")
    return f"{header} — {_modes_text(b)}"


def _is_kicker(e: Effect, kind: str) -> bool:
    return e.condition is not None and e.condition.kind == kind and str(e.condition.args.get("value")) == "kicker"


_INSTEAD_TEXT = {"damage": lambda a: f"it deals {render._qty(a['amount'])} damage",
                 "pump": lambda a: f"that creature gets {int(render._qty(a['power'])):+d}/"
                                   f"{int(render._qty(a['toughness'])):+d} until end of turn",
                 "discard": lambda a: f"that player discards {_amount_cards(a['amount'])}"}


def _amount_cards(q: Any) -> str:
    n = q.constant() if isinstance(q, Quantity) else None
    return _cards(n) if n is not None else f"{render._qty(q)} cards"


@render.renders_body
def _kicked_instead_body(b: Body) -> str | None:
    """CR 702.33d: an effect without kicker, and "if this was kicked, ... instead" after it."""
    if b.modal or not any(_is_kicker(e, "not_paid") for e in b.single.effects):
        return None
    m, out = b.single, []
    effects = list(m.effects)
    i = 0
    while i < len(effects):
        e = effects[i]
        if _is_kicker(e, "not_paid"):
            nxt = effects[i + 1] if i + 1 < len(effects) else None
            key = _INSTEAD_KEYS.get(e.verb, "")
            if nxt is None or nxt.verb != e.verb or not _is_kicker(nxt, "paid") or \
                    nxt.args.get(key) != e.args.get(key) or e.verb not in _INSTEAD_TEXT:
                return "<instead?>"
            out.append(render.render_effect(replace(e, condition=None), m.targets) + ".")
            out.append(f"if this was kicked, {_INSTEAD_TEXT[e.verb](nxt.args)} instead.")
            i += 2
            continue
        out.append(render.render_effect(e, m.targets) + ".")
        i += 1
    return " ".join(out)


@render.renders_effect
def _kicked_effect(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    if e.condition is not None and e.condition.kind == "paid" and str(e.condition.args.get("value")) == "kicker":
        return "if this was kicked, " + render.render_effect(replace(e, condition=None), targets)
    if e.verb == "transform" and set(e.args) <= {"what"}:
        what = e.args.get("what")
        return f"transform {render._ref(what, targets) if what is not None else 'this'}"
    return None


_TIMINGS = {"your_turn": "your turn", "your_turn_before_attackers": "your turn, before attackers are declared",
            "your_upkeep": "your upkeep"}
_LAST_TURN = {"no_spells_cast_last_turn": "if no spells were cast last turn",
              "player_cast_spells_last_turn": "if a player cast two or more spells last turn"}


@render.renders_ability
def _conditioned_or_restricted(ab: render.Ability) -> str | None:
    """Triggered abilities with this part's intervening "if"; activated ones with restrictions (602.5b, 602.5d)."""
    if isinstance(ab, TriggeredAbility) and ab.condition is not None:
        c = ab.condition
        if c.kind == "paid" and str(c.args.get("value")) == "kicker":
            cond = "if it was kicked"
        elif c.kind in _LAST_TURN and (c.kind != "player_cast_spells_last_turn" or c.args.get("value") == 2):
            cond = _LAST_TURN[c.kind]
        else:
            return None
        plain = render.render_ability(replace(ab, condition=None))
        head, sep, rest = plain.partition(", ")
        return f"{head}, {cond}, {rest}" if sep else None
    if isinstance(ab, ActivatedAbility) and (ab.sorcery_speed or ab.once_per_turn or ab.timing):
        plain = render.render_ability(replace(ab, sorcery_speed=False, once_per_turn=False, timing=""))
        said = ([f"during {_TIMINGS[ab.timing]}"] if ab.timing else []) + (["as a sorcery"] if ab.sorcery_speed else []) \
            + (["once each turn"] if ab.once_per_turn else [])
        apart = "".join(f" activate only {x}." for x in said)
        if len(said) == 2:      # "Activate only as a sorcery and only once each turn." (parts/costs)
            joined = f" activate only {said[0]} and only {said[1]}."
            return f"{plain}{render.ALT_OPEN}{apart}{render.ALT_SEP}{joined}{render.ALT_CLOSE}"
        return plain + apart
    return None


def _cards(n: int) -> str:
    return "a card" if n == 1 else f"{render._WORDS.get(n, str(n))} cards"


@render.renders_static
def _kicked_counters(s: StaticAbility) -> str | None:
    if s.kind != "kicked_enters_with_counters" or set(s.args) != {"counter", "amount"}:
        return None
    n = s.args["amount"].constant() if isinstance(s.args["amount"], Quantity) else None
    if n is None:
        return None
    many = f"{render._WORDS.get(n, str(n))} {s.args['counter']} counters" if n != 1 else f"a {s.args['counter']} counter"
    return f"if this was kicked, it enters with {many} on it."


@render.renders_card_lines
def _additional_costs(card: CardDef) -> list[str]:
    """CR 702.33a, 601.2b: the kicker line and "As an additional cost to cast this spell, ..." lines."""
    out: list[str] = []
    for c in card.additional_costs:
        if c.name == "kicker" and c.optional and c.mana is not None and c.sacrifice is None:
            out.append(f"kicker {c.mana}")
        elif c.name == "kicker" and c.optional and c.mana is None and c.sacrifice is not None:
            np = render.noun_phrase(c.sacrifice)
            out.append(f"kicker—sacrifice {'an' if np[0] in 'aeiou' else 'a'} {np}.")
        elif not c.optional and c.sacrifice is not None and c.name == "sacrifice":
            np = render.noun_phrase(c.sacrifice)
            out.append(f"as an additional cost to cast this, sacrifice {'an' if np[0] in 'aeiou' else 'a'} {np}.")
        elif not c.optional and c.discard and c.name == "discard":
            out.append(f"as an additional cost to cast this, discard {_cards(c.discard)}.")
        elif not c.optional and c.pay_life and c.name == "life":
            out.append(f"as an additional cost to cast this, pay {c.pay_life} life.")
        else:
            out.append(f"<additional cost {c.name}?>")
    return out
