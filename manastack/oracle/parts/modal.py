"""The Oracle grammar's part "modal" (issue 9): modal bodies (CR 700.2: "Choose one —", "Choose one or both —",
"Choose two —", "An opponent chooses one —", "Choose three. You may choose the same mode more than once."), kicker
and "if this spell was kicked" (702.33), the additional costs a spell's text asks for ("As an additional cost to
cast this spell, sacrifice a creature", 601.2b), activation restrictions ("Activate only as a sorcery", "Activate
only once each turn", 602.5b, 602.5d), and transforming ("transform this", 701.27; the werewolves' "if no spells
were cast last turn").  Double-faced cards (layout ``transform``) are compiled face by face by the compiler
(``compile_face``); this part reads the lines of their faces.
"""

from __future__ import annotations

from dataclasses import replace
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
from manastack.oracle.terms import Modal, Obj, Unsupported, number

#: How many modes a header chooses (docs/cards.md ``choose``), by the words the header says.
_HEADERS = {(1, 1): "choose one", (1, 2): "choose one or both", (2, 2): "choose two"}
_KICKED = {"paid": "kicker"}


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

    def mod_restricted(self, a: list[Any]) -> dict[str, Any]:
        restrictions: dict[str, Any] = {}
        for r in a[2:]:
            if set(r) & set(restrictions):
                raise Unsupported("a restriction said twice")
            restrictions.update(r)
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
    return " ".join("• " + " ".join(render.render_effect(e, m.targets) + "." for e in m.effects) for m in b.modes)


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


@render.renders_effect
def _kicked_effect(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    if e.condition is not None and e.condition.kind == "paid" and str(e.condition.args.get("value")) == "kicker":
        return "if this was kicked, " + render.render_effect(replace(e, condition=None), targets)
    if e.verb == "transform" and set(e.args) <= {"what"}:
        what = e.args.get("what")
        return f"transform {render._ref(what, targets) if what is not None else 'this'}"
    return None


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
    if isinstance(ab, ActivatedAbility) and (ab.sorcery_speed or ab.once_per_turn):
        plain = render.render_ability(replace(ab, sorcery_speed=False, once_per_turn=False))
        return plain + (" activate only as a sorcery." if ab.sorcery_speed else "") \
            + (" activate only once each turn." if ab.once_per_turn else "")
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
        if c.name == "kicker" and c.optional and c.mana is not None:
            out.append(f"kicker {c.mana}")
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
