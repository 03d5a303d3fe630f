"""The Oracle grammar's part "effects" (issue 9): one-shot effect clauses of spells and abilities (CR 608.2c).

It reads (grammar in ``effects.lark``): keywords gained until end of turn ("target creature gains flying until end of
turn", CR 613.1f), plural subjects ("creatures you control get +1/+1 until end of turn", "all creatures get -1/-1"),
counters put on objects (CR 122.1), tokens (CR 111.1; the predefined Treasure, Food, Clue, Blood and Powerstone of 111.10, and
investigate, 701.16a), sacrifice ("each player sacrifices a creature", CR 701.21), damage to two recipients, damage
prevention (CR 615), "gain control of ... until end of turn" (613.1b), fight (701.14), "It can't be regenerated"
(701.19c), one player doing two things ("target player draws two cards and loses 2 life"), clauses joined by
", then" and "and you" (608.2c: in the order written), and "for each" counts.

The renderers give each value back as the Oracle text words it; where the text may word one value in several ways
("each creature you control gets" / "creatures you control get", "investigate" / "create a Clue token", two clauses
as one sentence or two) they give the alternatives (``render.alternatives``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from manastack.cards.model import Body, Effect, Filter, TargetSpec
from manastack.cards.values import Quantity, Reference
from manastack.cards.vocabulary import KEYWORDS, keyword_problem, normalize_keyword
from manastack.oracle.render import (
    ALT_CLOSE,
    ALT_OPEN,
    ALT_SEP,
    _count,
    _qty,
    _without,
    named_before,
    render_effect,
    renders_body,
    renders_effect,
)
from manastack.oracle.render import _ref as _base_ref
from manastack.oracle.render import noun_phrase as _base_noun_phrase
from manastack.rules.conditions import YOU_DID
from manastack.oracle.parts.qty import amount_words
from manastack.oracle.terms import COLOR_LETTERS, Obj, Unsupported, is_many, lasting, number, power_toughness, spec

Clause = tuple[str, dict[str, Any]]

#: CR 111.10: the predefined tokens the grammar names, as card data (docs/cards.md "Card keys").
PREDEFINED_TOKENS: dict[str, dict[str, Any]] = {
    "Treasure": {"cost": "{T}, Sacrifice this token", "effects": [{"add_mana": "any"}],
                 "text": "{T}, Sacrifice this token: Add one mana of any color."},                  # 111.10a
    "Food": {"cost": "{2}, {T}, Sacrifice this token", "effects": [{"gain_life": 3}],
             "text": "{2}, {T}, Sacrifice this token: You gain 3 life."},                          # 111.10b
    "Clue": {"cost": "{2}, Sacrifice this token", "effects": [{"draw": 1}],
             "text": "{2}, Sacrifice this token: Draw a card."},                                    # 111.10f
    "Blood": {"cost": "{1}, {T}, Discard a card, Sacrifice this token", "effects": [{"draw": 1}],
              "text": "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."},             # 111.10g
    "Powerstone": {"cost": "{T}", "effects": [{"add_mana": {"mana": "{C}", "spend_not_cast": {"not_types": ["Artifact"]}}}],
                   "text": "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."},    # 111.10h
}


def predefined_token(name: str) -> dict[str, Any]:
    """CR 111.10: a predefined token ("a Treasure token") as an inline card mapping: a colorless artifact of its
    subtype with its ability."""
    d = PREDEFINED_TOKENS[name]
    return {"name": f"{name} Token", "type": f"Artifact — {name}", "text": d["text"],
            "abilities": [{"activated": {"cost": d["cost"], "effects": d["effects"]}}]}


def _opponent(s: str) -> str:
    """"an opponent controls" as the text may also say it, "you don't control", "your opponents control" (the
    grammar reads them alike): ``render.noun_phrase`` words a filter's opponent so itself (one alternative, not one
    per phrase of the line)."""
    return s


def _ref(r: Any, targets: tuple[TargetSpec, ...]) -> str:
    if isinstance(r, Reference) and r.name == "target" and r.index < len(targets) and targets[r.index].optional \
            and targets[r.index].group < 0:
        return "up to one " + _ref(r, _plain(targets))
    if isinstance(r, Reference) and r.name == "target" and r.index < len(targets):
        t = targets[r.index]
        if t.kind.endswith("_or_planeswalker"):
            return f"target {t.kind.replace('_', ' ')}"
        if t.kind == "permanent" and t.filter.not_keywords and not t.filter.other:
            return f"target {noun_phrase(t.filter)}"
    if isinstance(r, Reference) and r.name == "each" and r.filter is not None and r.filter.not_keywords:
        return f"each {'other ' if r.filter.other else ''}{noun_phrase(_without(r.filter, 'other'))}"
    return _opponent(_base_ref(r, targets))


def noun_phrase(f: Filter, noun: str = "", plural: bool = False) -> str:
    """The base grammar's noun phrase (render.noun_phrase), and "without flying" (this part's)."""
    without = ""
    if f.not_keywords:
        without = " without " + " or ".join(_printed_keywords(f.not_keywords))
        f = _without(f, "not_keywords")
    text = _base_noun_phrase(f, noun, plural)
    if without:
        cut = min((i for i in (text.find(" you control"), text.find(" an opponent controls")) if i >= 0),
                  default=len(text))
        text = text[:cut] + without + text[cut:]
    return _opponent(text)


def _alt(*options: str) -> str:
    """One value worded in several ways (``render.alternatives``); a single wording as itself."""
    unique = list(dict.fromkeys(options))
    return unique[0] if len(unique) == 1 else ALT_OPEN + ALT_SEP.join(unique) + ALT_CLOSE


def _join(words: list[str]) -> str:
    """"a", "a and b", "a, b, and c" (Oracle's lists)."""
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + ", and " + words[-1]


def _keyword(word: str) -> str:
    """A keyword as printed ("First strike"), refused where the rules don't implement it."""
    printed = word[0].upper() + word[1:]
    kw = normalize_keyword(printed)
    if kw.partition(":")[0] not in KEYWORDS or keyword_problem(kw, printed) is not None:
        raise Unsupported(f"the keyword {word!r}")
    return printed


class Terms:
    """Parse-tree nodes of the effects part to terms (clauses are (verb, {argument: term}) tuples; a clause that
    is two instructions is a list of them)."""

    # keywords (CR 702) and plural subjects
    def eff_keyword(self, a: list[Token]) -> str:
        return _keyword(str(a[0]))

    def eff_protection(self, a: list[Token]) -> str:
        return _keyword(f"protection from {a[0]}")

    def eff_keywords(self, a: list[str]) -> list[str]:
        return list(a)

    def _group(self, f: dict[str, Any], other: bool = False) -> Obj:
        f = dict(f)
        if f.pop("__spell", False):
            raise Unsupported("spells as a group")
        return Obj("each", filter={**f, "other": True} if other else f)

    def eff_bare_group(self, a: list[dict[str, Any]]) -> Obj:
        return self._group(a[0])

    def eff_all_group(self, a: list[dict[str, Any]]) -> Obj:
        return self._group(a[0])

    def eff_other_group(self, a: list[dict[str, Any]]) -> Obj:
        return self._group(a[0], other=True)

    # CR 611.2c, 613.4c, 613.1f: until end of turn
    def eff_grant(self, a: list[Any]) -> Clause:
        return lasting(("grant", {"to": a[0], "keywords": a[1]}), a)

    def eff_grant_forever(self, a: list[Any]) -> Clause:
        """CR 611.2a: "it gains haste" with no duration lasts until the game ends (or the object leaves, 400.7)."""
        return "grant", {"to": a[0], "keywords": a[1], "until": "indefinite"}

    def eff_pump_grant(self, a: list[Any]) -> list[Clause]:
        p, t = power_toughness(a[1])
        return [lasting(("pump", {"to": a[0], "power": p, "toughness": t}), a),
                lasting(("grant", {"to": a[0], "keywords": a[2]}), a)]

    def eff_group_pump(self, a: list[Any]) -> Clause:
        p, t = power_toughness(a[1])
        return lasting(("pump", {"to": a[0], "power": p, "toughness": t}), a)

    # CR 122.1: counters
    def eff_pt_counter(self, a: list[Token]) -> str:
        p, t = power_toughness(a[0])
        if abs(p) != 1 or abs(t) != 1:
            raise Unsupported(f"a {a[0]} counter")
        return str(a[0])

    def eff_named_counter(self, a: list[Token]) -> str:
        return str(a[0])

    def eff_post_counter(self, a: list[Any]) -> dict[str, Any]:
        """CR 122.1: "with a +1/+1 counter on it" (a noun's counter)."""
        return {"counter": str(a[0])}

    def eff_post_any_counter(self, a: list[Any]) -> dict[str, Any]:
        return {"counter": "any"}

    def eff_counter_amount(self, a: list[Any]) -> tuple[Any, str]:
        return a[0], a[1]

    def eff_put_counters(self, a: list[Any]) -> Clause:
        (amount, kind), on = a
        return "put_counters", {"on": on, "kind": kind, **({} if amount == 1 else {"amount": amount})}

    # CR 111.1, 111.4 (a token's name: its subtypes and "Token"), 111.10 (predefined tokens)
    def eff_colors(self, a: list[Token]) -> list[str]:
        return [COLOR_LETTERS[str(c)] for c in a]

    def eff_colorless(self, a: list[Token]) -> list[str]:
        return []

    def eff_token_subtypes(self, a: list[Token]) -> list[str]:
        return [str(t) for t in a]

    def eff_creature_type(self, a: list[Any]) -> str:
        return "Creature"

    def eff_artifact_creature_type(self, a: list[Any]) -> str:
        return "Artifact Creature"

    def eff_enchantment_creature_type(self, a: list[Any]) -> str:
        return "Enchantment Creature"

    def eff_token_noun(self, a: list[Any]) -> None:
        return None

    def eff_token_with(self, a: list[Any]) -> list[str]:
        return list(a[0])

    def eff_creature_token(self, a: list[Any]) -> dict[str, Any]:
        pt, colors, subtypes, types = str(a[0]), a[1], a[2], a[3]
        keywords = a[5] if len(a) > 5 and a[5] is not None else []
        power, toughness = (int(x) for x in pt.split("/"))
        token: dict[str, Any] = {"name": " ".join(subtypes) + " Token", "type": f"{types} — {' '.join(subtypes)}",
                                 "power": power, "toughness": toughness}
        if colors:
            token["colors"] = colors
        if keywords:
            token["keywords"] = keywords
        return token

    def eff_predefined_token(self, a: list[Any]) -> dict[str, Any]:
        return predefined_token(str(a[0]))

    def eff_create(self, a: list[Any]) -> Clause:
        amount, token = a
        return "create_token", {"token": token, **({} if amount == 1 else {"amount": amount})}

    def eff_investigate(self, a: list[Any]) -> Clause:
        """CR 701.16a: "Investigate" means "Create a Clue token"."""
        return "create_token", {"token": predefined_token("Clue")}

    # CR 701.21: sacrifice
    def eff_sac_one(self, a: list[Any]) -> tuple[int, dict[str, Any]]:
        if number(a[0]) != 1:
            raise Unsupported("a number of one permanent")
        return 1, self._sac_filter(a[1])

    def eff_sac_many(self, a: list[Any]) -> tuple[Any, dict[str, Any]]:
        n = number(a[0])
        if n == 1:
            raise Unsupported("one permanents")
        return n, self._sac_filter(a[1])

    def _sac_filter(self, f: dict[str, Any]) -> dict[str, Any]:
        if f.get("__spell") or "controller" in f:
            raise Unsupported("sacrificing a spell or another's permanent")
        return f

    def eff_sacrifice_self(self, a: list[Any]) -> Clause:
        return "sacrifice", {"what": a[0]}

    def eff_sacrifice_you(self, a: list[Any]) -> Clause:
        n, f = a[0]
        return "sacrifice", {"filter": f, **({} if n == 1 else {"amount": n})}

    def eff_sacrifice_player(self, a: list[Any]) -> Clause:
        n, f = a[1]
        if isinstance(a[0], Obj) and a[0].ref == "you":
            raise Unsupported("you sacrifices")
        return "sacrifice", {"player": a[0], "filter": f, **({} if n == 1 else {"amount": n})}

    # CR 120.1: damage to two recipients
    def eff_damage_two(self, a: list[Any]) -> list[Clause]:
        return [("damage", {"amount": a[1], "to": a[2]}), ("damage", {"amount": a[3], "to": a[4]})]

    def eff_damage_both(self, a: list[Any]) -> list[Clause]:
        return [("damage", {"amount": a[1], "to": a[2]}), ("damage", {"amount": a[1], "to": a[3]})]

    # CR 615: prevention
    def eff_prevent_next(self, a: list[Any]) -> Clause:
        return "prevent_damage", {"amount": int(a[0]), "to": a[1]}

    def eff_prevent_combat(self, a: list[Any]) -> Clause:
        return "prevent_damage", {"combat": True}

    def eff_prevent_all_to(self, a: list[Any]) -> Clause:
        return "prevent_damage", {"to": a[0]}

    # CR 613.1b, 701.14, 701.9, 701.19c
    def eff_gain_control(self, a: list[Any]) -> Clause:
        return "gain_control", {"to": a[0], "until": a[1]}

    def eff_gain_control_forever(self, a: list[Any]) -> Clause:
        """CR 611.2a, 613.1b: "gain control of target creature" with no duration: until the game ends."""
        return "gain_control", {"to": a[0], "until": "indefinite"}

    def eff_fight(self, a: list[Any]) -> Clause:
        return "fight", {"what": a[0], "other": a[1]}

    def eff_discard_you(self, a: list[Any]) -> Clause:
        return "discard", {"amount": a[0], "player": Obj("ref", ref="you")}

    def eff_no_regen(self, a: list[Any]) -> bool:
        return True

    def eff_destroy_no_regen(self, a: list[Any]) -> Clause:
        return "destroy", {"what": a[0], "no_regeneration": True}

    # CR 115.3: "two target creatures each get ..."
    def eff_each_pump(self, a: list[Any]) -> Clause:
        if a[0].count < 2 and not is_many(a[0]):     # "any number of target creatures each ..." (parts/tg3)
            raise Unsupported("'each' with one target")
        return self.eff_group_pump(a)

    def eff_each_grant(self, a: list[Any]) -> Clause:
        if a[0].count < 2 and not is_many(a[0]):     # "any number of target creatures each ..." (parts/tg3)
            raise Unsupported("'each' with one target")
        return self.eff_grant(a)

    # CR 611.2c: "can't block this turn"
    def eff_cant_attack(self, a: list[Any]) -> list[str]:
        return ["attack"]

    def eff_cant_block(self, a: list[Any]) -> list[str]:
        return ["block"]

    def eff_cant_attack_block(self, a: list[Any]) -> list[str]:
        return ["attack", "block"]

    def eff_restrict(self, a: list[Any]) -> Clause:
        return "restrict", {"to": a[0], "cant": a[1]}

    def eff_post_without(self, a: list[Token]) -> dict[str, Any]:
        return {"not_keywords": [normalize_keyword(_keyword(str(a[0])))]}

    def eff_post_opponents(self, a: list[Any]) -> dict[str, Any]:
        return {"controller": "opponent"}

    # CR 119.3, 701.19a, 701.9b, 107.3
    def eff_player_gains(self, a: list[Any]) -> Clause:
        if a[0].kind == "ref" and a[0].ref == "you":
            raise Unsupported("you gains")
        return "gain_life", {"amount": a[1], "player": a[0]}

    def eff_regenerate(self, a: list[Any]) -> Clause:
        return "regenerate", {"what": a[0]}

    def eff_discard_random(self, a: list[Any]) -> Clause:
        return "discard", {"amount": a[1], "player": a[0], "random": True}

    def eff_pump_x(self, a: list[Any]) -> Clause:
        def part(x: str) -> int | str:
            return x.lstrip("+") if "X" in x else int(x)
        p, t = str(a[1]).split("/")
        return lasting(("pump", {"to": a[0], "power": part(p), "toughness": part(t)}), a)

    # "equal to the number of ..."
    def eff_number_of_permanents(self, a: list[dict[str, Any]]) -> dict[str, Any]:
        f = dict(a[0])
        if f.pop("__spell", False):
            raise Unsupported("the number of spells")
        return {"count": f}

    def eff_number_of_hand(self, a: list[Any]) -> str:
        return "hand_size"

    def eff_draw_equal(self, a: list[Any]) -> Clause:
        return "draw", {"amount": a[0]}

    def eff_gain_equal(self, a: list[Any]) -> Clause:
        return "gain_life", {"amount": a[0]}

    def eff_damage_equal(self, a: list[Any]) -> Clause:
        return "damage", {"amount": a[2], "to": a[1]}

    def eff_lose_equal(self, a: list[Any]) -> Clause:
        return "lose_life", {"amount": a[1], "player": a[0]}

    def eff_up_to_one(self, a: list[dict[str, Any]]) -> Obj:
        """CR 601.2c: "up to one target creature": none or one."""
        return Obj("target", spec(a[0]), 1, up_to=True)

    # targets that are a player or a planeswalker
    def eff_target_player_pw(self, a: list[Any]) -> Obj:
        return Obj("target", "player_or_planeswalker")

    def eff_target_opponent_pw(self, a: list[Any]) -> Obj:
        return Obj("target", "opponent_or_planeswalker")

    # CR 603.7a: a delayed triggered ability
    def eff_next_upkeep(self, a: list[Any]) -> Clause:
        verb, args = a[0]
        inner: dict[str, Any] = {}
        for k, v in args.items():
            if isinstance(v, Obj):
                if v.kind != "ref" or v.ref != "you":
                    raise Unsupported("a delayed instruction about an object")
                v = v.ref
            inner[k] = v
        return "delayed", {"when": {"event": "step", "step": "upkeep", "whose": "any"}, "effects": [{verb: inner}]}

    # CR 118.12: "unless [a player] pays [cost]"
    def _mana(self, a: list[Token]) -> str:
        mana = "".join(str(t) for t in a)
        if "X" in mana:
            raise Unsupported("an X cost in an unless clause")
        return mana

    def eff_pay(self, a: list[Token]) -> Clause:
        """CR 118.1: "[you may] pay {1}"."""
        return "pay", {"mana": self._mana(a)}

    def eff_counter_unless(self, a: list[Any]) -> Clause:
        return "counter", {"what": a[0], "unless_pays": self._mana(a[1:])}

    def eff_sacrifice_unless(self, a: list[Any]) -> Clause:
        """CR 118.12a: "sacrifice this permanent unless you pay [cost]"."""
        return "pay_or_sacrifice", {"mana": self._mana(a[1:])}

    # one player, two instructions
    def eff_pv_draw(self, a: list[Any]) -> Clause:
        return "draw", {"amount": a[0]}

    def eff_pv_lose(self, a: list[Any]) -> Clause:
        return "lose_life", {"amount": a[0]}

    def eff_pv_gain(self, a: list[Any]) -> Clause:
        return "gain_life", {"amount": a[0]}

    def eff_pv_discard(self, a: list[Any]) -> Clause:
        return "discard", {"amount": a[0]}

    def eff_pv_mill(self, a: list[Any]) -> Clause:
        return "mill", {"amount": a[0]}

    def eff_player_and(self, a: list[Any]) -> list[Clause]:
        player = a[0]
        if player.ref == "you":
            raise Unsupported("'you' with a verb for another player")
        return [(verb, {**args, "player": player}) for verb, args in a[1:]]

    def eff_you_and(self, a: list[Any]) -> list[Clause]:
        return [(verb, {**args, "player": Obj("ref", ref="you")}) for verb, args in a]

    # CR 608.2d: "you may [instruction]", 608.2c: "If you do, [instruction]"
    def eff_may_clause(self, a: list[Any]) -> Any:
        return a[0]

    def eff_may(self, a: list[Any]) -> tuple[Any, ...]:
        clause = a[0]
        if not isinstance(clause, tuple) or len(clause) != 2:
            raise Unsupported("'you may' before two instructions")
        return clause[0], clause[1], {"may": True}

    def eff_if_you_do(self, a: list[Any]) -> tuple[Any, ...]:
        clause = a[0]
        if not isinstance(clause, tuple) or len(clause) != 2:
            raise Unsupported("'if you do' before two instructions")
        return clause[0], clause[1], {"if": {"you_did": True}}

    # CR 608.2c: two instructions of one sentence, in order
    def eff_then(self, a: list[Any]) -> list[Any]:
        return list(a)

    def eff_and_you(self, a: list[Any]) -> list[Any]:
        return list(a)

    def eff_you_draw(self, a: list[Any]) -> Clause:
        return "draw", {"amount": a[0]}

    def eff_you_clause(self, a: list[Any]) -> Any:
        return a[0]

    # "for each": a count of permanents (docs/cards.md "quantity": {count: FILTER})
    def _count_of(self, n: Token, f: dict[str, Any]) -> dict[str, Any]:
        if number(n) != 1:
            raise Unsupported("N for each")
        if f.get("__spell"):
            raise Unsupported("for each spell")
        return {"count": f}

    def eff_gain_for_each(self, a: list[Any]) -> Clause:
        return "gain_life", {"amount": self._count_of(a[0], a[1])}

    def eff_draw_for_each(self, a: list[Any]) -> Clause:
        return "draw", {"amount": self._count_of(Token("NUMBER_WORD", "a"), a[0])}

    def eff_damage_for_each(self, a: list[Any]) -> Clause:
        return "damage", {"amount": self._count_of(a[1], a[3]), "to": a[2]}


# ---- rendering ---------------------------------------------------------------------------------------------------

def _group_subject(f: Filter, singular_verb: str, plural_verb: str) -> str:
    """A group as a subject with its verb: "each creature you control gets", "creatures you control get",
    "all creatures get", "other creatures you control get"."""
    if f.other:
        g = _without(f, "other")
        return _alt(f"each other {noun_phrase(g)} {singular_verb}", f"other {noun_phrase(g, plural=True)} {plural_verb}")
    return _alt(f"each {noun_phrase(f)} {singular_verb}", f"{noun_phrase(f, plural=True)} {plural_verb}",
                f"all {noun_phrase(f, plural=True)} {plural_verb}")


def _group_object(f: Filter) -> str:
    """A group as an object: "each creature", "all creatures"."""
    if f.other:
        return f"each other {noun_phrase(_without(f, 'other'))}"
    return _alt(f"each {noun_phrase(f)}", f"all {noun_phrase(f, plural=True)}")


def _is_group(r: Any) -> bool:
    return isinstance(r, Reference) and r.name == "each" and r.filter is not None


def _subject(r: Any, targets: tuple[TargetSpec, ...], singular_verb: str, plural_verb: str) -> str:
    if _is_group(r):
        assert r.filter is not None
        return _group_subject(r.filter, singular_verb, plural_verb)
    return f"{_ref(r, targets)} {singular_verb}"


def _object(r: Any, targets: tuple[TargetSpec, ...]) -> str:
    if _is_group(r):
        assert r.filter is not None
        return _group_object(r.filter)
    return _ref(r, targets)


def _signed(q: Any) -> str:
    s = _qty(q)
    return s if s.startswith("-") else "+" + s


def _until(a: dict[str, Any] | Any) -> str | None:
    until = a.get("until")
    if until is None or getattr(until, "value", until) == "end_of_turn":
        return "until end of turn"
    return None


def _lasting(a: dict[str, Any] | Any) -> str | None:
    """The words of a duration: "until end of turn", or none for an effect with no stated duration (611.2a)."""
    if getattr(a.get("until"), "value", a.get("until")) == "indefinite":
        return ""
    return _until(a)


def _amount(q: Any) -> str:
    """A number as the text writes it before a noun ("a", "two", "X")."""
    n = q.constant() if isinstance(q, Quantity) else None
    if n is None:
        return _qty(q)
    return {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
            10: "ten"}.get(n, str(n))


@renders_effect
def _render(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """The clause of one effect this part compiles (None for others')."""
    a = dict(e.args)
    v = e.verb
    if v == "grant" and set(a) <= {"to", "keywords", "until"} and _lasting(a) is not None:
        kws = _join([k[0].lower() + k[1:] if not k.lower().startswith("protection from") else k.lower()
                      for k in _printed_keywords(a["keywords"])])
        return f"{_subject(a['to'], targets, 'gains', 'gain')} {kws} {_lasting(a)}".rstrip()
    if v == "pump" and set(a) <= {"to", "power", "toughness", "until"} and _until(a) and _is_group(a["to"]):
        return f"{_subject(a['to'], targets, 'gets', 'get')} {_signed(a.get('power', 0))}/" \
               f"{_signed(a.get('toughness', 0))} until end of turn"
    if v == "put_counters" and set(a) <= {"on", "kind", "amount"}:
        amount = a.get("amount", Quantity.const(1))
        noun = "counter" if isinstance(amount, Quantity) and amount.constant() == 1 else "counters"
        return f"put {_amount(amount)} {a.get('kind', '+1/+1')} {noun} on {_object(a['on'], targets)}"
    if v == "create_token" and set(a) <= {"token", "amount"}:
        return _render_token(a)
    if v == "sacrifice" and set(a) <= {"what"}:
        return f"sacrifice {_ref(a['what'], targets)}"
    if v == "sacrifice" and "filter" in a and set(a) <= {"filter", "player", "amount"}:
        amount = a.get("amount", Quantity.const(1))
        n = amount.constant() if isinstance(amount, Quantity) else None
        what = f"{'an' if noun_phrase(a['filter'])[0] in 'aeiou' else 'a'} {noun_phrase(a['filter'])}" if n == 1 \
            else f"{_amount(amount)} {noun_phrase(a['filter'], plural=True)}"
        if n == 1 and a["filter"].other:     # parts/bat: "sacrifice another creature" (701.21a)
            what = "another " + noun_phrase(dataclasses.replace(a["filter"], other=False))
        if "player" not in a:
            return f"sacrifice {what}"
        return f"{_ref(a['player'], targets)} sacrifices {what}"
    if v == "prevent_damage" and set(a) == {"amount", "to"}:
        return f"prevent the next {_qty(a['amount'])} damage that would be dealt to {_ref(a['to'], targets)} this turn"
    if v == "prevent_damage" and set(a) == {"combat"} and a["combat"]:
        return "prevent all combat damage that would be dealt this turn"
    if v == "prevent_damage" and set(a) == {"to"}:
        return f"prevent all damage that would be dealt to {_ref(a['to'], targets)} this turn"
    if v == "gain_control" and set(a) == {"to", "until"} and _lasting(a) is not None:
        return f"gain control of {_object(a['to'], targets)} {_lasting(a)}".rstrip()
    if v == "counter" and set(a) == {"what", "unless_pays"} and len(a["unless_pays"]) == 1:
        return f"counter {_ref(a['what'], targets)} unless its controller pays {a['unless_pays'][0]}"
    if v == "pay_or_sacrifice" and set(a) == {"mana"} and len(a["mana"]) == 1:
        return f"sacrifice this unless you pay {a['mana'][0]}"
    if v == "delayed" and set(a) == {"when", "effects"} and len(a["effects"]) == 1:
        w = a["when"]
        if (w.event, w.step, w.whose) == ("step", "upkeep", "any"):
            return f"{render_effect(a['effects'][0], targets)} at the beginning of the next turn's upkeep"
    if v == "damage" and set(a) == {"amount", "to"} and isinstance(a["amount"], Quantity) \
            and a["amount"].kind in ("const", "x") and "_or_planeswalker" in _ref(a["to"], targets).replace(" ", "_"):
        return f"this deals {_qty(a['amount'])} damage to {_ref(a['to'], targets)}"
    if v == "restrict" and set(a) == {"to", "cant"} and list(a["cant"]) in (["attack"], ["block"], ["attack", "block"]):
        return f"{_subject(a['to'], targets, 'can', 'can')}'t {' or '.join(a['cant'])} this turn"
    if v == "pay" and set(a) == {"mana"} and len(a["mana"]) == 1:
        return f"pay {a['mana'][0]}"
    if v == "gain_life" and set(a) == {"amount", "player"} and _ref(a["player"], targets) != "you":
        return f"{_ref(a['player'], targets)} gains {_qty(a['amount'])} life"
    if v == "discard" and set(a) == {"amount", "player", "random"} and a["random"]:
        return f"{_ref(a['player'], targets)} discards {_count(a['amount'], 'card')} at random"
    if v == "bounce" and set(a) == {"what"} and _is_group(a["what"]):
        return f"return {_object(a['what'], targets)} to their owners' hands"
    if v == "pump" and set(a) <= {"to", "power", "toughness"} and any(
            isinstance(a.get(k), Quantity) and a[k].kind == "x" for k in ("power", "toughness")):
        return f"{_subject(a['to'], targets, 'gets', 'get')} {_signed(a.get('power', 0))}/" \
               f"{_signed(a.get('toughness', 0))} until end of turn"
    if v == "fight" and set(a) == {"what", "other"}:
        return f"{_ref(a['what'], targets)} fights {_ref(a['other'], targets)}"
    if v == "destroy" and set(a) <= {"what", "no_regeneration"}:
        what = a["what"]
        tail = ""
        if a.get("no_regeneration"):
            tail = ". " + ("they" if _is_group(what) else "it") + " can't be regenerated"
        return f"destroy {_object(what, targets)}{tail}"
    if v in ("exile", "tap", "untap") and set(a) == {"what"} and _is_group(a["what"]):
        return f"{v} {_object(a['what'], targets)}"
    if v == "discard" and set(a) == {"amount", "player"} and _ref(a["player"], targets) == "you":
        return _alt(f"discard {_count(a['amount'], 'card')}", f"you discard {_count(a['amount'], 'card')}")
    number = _number_of(a.get("amount"))
    each = f"for each {noun_phrase(a['amount'].filter)}" if _is_count(a.get("amount")) else None
    if number is not None:
        # the same count, as "equal to the number of creatures you control" or "for each creature you control"
        if v == "draw" and set(a) == {"amount"}:
            return _alt(f"draw cards equal to {number}", *([f"draw a card {each}"] if each else []))
        if v == "gain_life" and set(a) == {"amount"}:
            return _alt(f"you gain life equal to {number}", *([f"you gain 1 life {each}"] if each else []))
        if v == "damage" and set(a) == {"amount", "to"}:
            return _alt(f"this deals damage to {_ref(a['to'], targets)} equal to {number}",
                        *([f"this deals 1 damage to {_ref(a['to'], targets)} {each}"] if each else []))
        if v == "lose_life" and set(a) == {"amount", "player"}:
            verb = "lose" if _ref(a["player"], targets) == "you" else "loses"
            return f"{_ref(a['player'], targets)} {verb} life equal to {number}"
    if v == "draw" and _is_count(a.get("amount")) and "player" not in a:
        return f"draw a card for each {noun_phrase(a['amount'].filter)}"
    if v == "gain_life" and _is_count(a.get("amount")) and "player" not in a:
        return f"you gain 1 life for each {noun_phrase(a['amount'].filter)}"
    if v == "damage" and _is_count(a.get("amount")) and set(a) == {"amount", "to"}:
        return f"this deals 1 damage to {_ref(a['to'], targets)} for each {noun_phrase(a['amount'].filter)}"
    if v == "draw" and "player" in a and _ref(a["player"], targets) == "you":
        return _alt(f"draw {_count(a['amount'], 'card')}", f"you draw {_count(a['amount'], 'card')}")
    return None


def _number_of(q: Any) -> str | None:
    """"the number of creatures you control", "the number of cards in your hand" (a quantity's words)."""
    words = amount_words(q) if isinstance(q, Quantity) and q.value == 1 else []   # parts/qty.py: every amount
    return _alt(*words) if words else None


def _is_count(q: Any) -> bool:
    return isinstance(q, Quantity) and q.kind == "count" and q.value == 1 and q.filter is not None


def _printed_keywords(kws: Any) -> list[str]:
    """Normalised keyword names back as printed ("first_strike" -> "first strike", "protection:R" ...)."""
    out = []
    for k in kws:
        name, _, param = str(k).partition(":")
        word = name.replace("_", " ")
        if param and name == "ward":
            word = f"ward {param}"      # CR 702.21a: "gains ward {2}"
        elif param:
            word = f"{word} from {_COLOR_WORDS.get(param, param)}"
        out.append(word)
    return out


_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _render_token(a: dict[str, Any]) -> str | None:
    token = a["token"]
    amount = a.get("amount", Quantity.const(1))
    one = isinstance(amount, Quantity) and amount.constant() == 1
    noun = "token" if one else "tokens"
    subs = " ".join(token.subtypes)
    if "Creature" not in token.types:
        if token.name != f"{subs} Token" or subs not in PREDEFINED_TOKENS:
            return None
        article = "an" if subs[0] in "AEIOU" else "a"
        text = f"create {article if one else _amount(amount)} {subs} {noun}"
        return _alt(text, "investigate") if subs == "Clue" and one else text
    cols = [_COLOR_WORDS[c] for c in "WUBRG" if c in token.colors]
    if not cols:
        colors = "colorless"
    elif len(cols) == 1:
        colors = cols[0]
    elif len(cols) == 2:
        colors = _alt(f"{cols[0]} and {cols[1]}", f"{cols[1]} and {cols[0]}")
    else:
        return None
    types = " ".join(t.lower() for t in token.types)
    text = f"create {'a' if one else _amount(amount)} {token.power}/{token.toughness} {colors} {subs} {types} {noun}"
    if token.keywords:
        text += " with " + _join([k.lower() for k in _printed_keywords(sorted(token.keywords))])
    return text


# ---- a body's clauses joined as the text may join them (CR 608.2c: in the order written) ---------------------------

def _plain(targets: tuple[TargetSpec, ...]) -> tuple[TargetSpec, ...]:
    return tuple(TargetSpec(t.kind, t.filter, t.zone, t.label, t.group) for t in targets)


_FLIP_PREFIX = {"won_flip": "if you win the flip, ", "lost_flip": "if you lose the flip, "}


def _clause(e: Effect, targets: tuple[TargetSpec, ...]) -> str:
    """One instruction with its "If you do," (CR 608.2c) and "you may" (608.2d), and "up to one target ..."
    (601.2c)."""
    ups = [r for r in e.args.values() if isinstance(r, Reference) and r.name == "target" and r.index < len(targets)
           and targets[r.index].optional and targets[r.index].group < 0]
    if ups:
        plain = _plain(targets)
        single = _base_ref(ups[0], plain)
        text = _clause(e, plain)
        refs = [r for r in e.args.values() if isinstance(r, Reference) and r.name == "target"]
        if single not in text and len(refs) == 1 and plain[ups[0].index].kind == "card":
            return text.replace("target ", "up to one target ", 1)     # "up to one target card from a graveyard"
        many = "up to one other " + single.removeprefix("another ") if single.startswith("another target") \
            else "up to one " + single     # CR 115.1: "up to one other target creature" (oneshot part)
        return text.replace(single, many, 1)
    prefix = ""
    if e.condition is not None and e.condition.kind == YOU_DID and e.verb != "reflexive":   # parts/bat: "when you do"
        prefix, e = "if you do, ", Effect(e.verb, e.args, None, e.optional)
    elif e.condition is not None and e.condition.kind in _FLIP_PREFIX:     # CR 705.1 (parts/kw.py)
        prefix, e = _FLIP_PREFIX[e.condition.kind], Effect(e.verb, e.args, None, e.optional)
    if e.optional:
        return prefix + "you may " + render_effect(Effect(e.verb, e.args, e.condition), targets).removeprefix("you ")
    return prefix + render_effect(e, targets)


def _merged(e1: Effect, e2: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """Two instructions the text words as one clause: "gets +2/+2 and gains trample until end of turn", "deals 3
    damage to target creature and 2 damage to you", "target player draws two cards and loses 2 life"."""
    if e1.optional or e2.optional or e1.condition is not None or e2.condition is not None:
        return None
    a1, a2 = dict(e1.args), dict(e2.args)
    if (e1.verb, e2.verb) == ("pump", "grant") and a1.get("to") == a2.get("to") and _until(a1) and _until(a2) \
            and set(a1) <= {"to", "power", "toughness", "until"} and set(a2) <= {"to", "keywords", "until"}:
        kws = _join([k for k in _printed_keywords(a2["keywords"])])
        p, t = _signed(a1.get("power", 0)), _signed(a1.get("toughness", 0))
        return f"{_subject(a1['to'], targets, 'gets', 'get')} {p}/{t} and " \
               f"{_alt('gains', 'gain') if _is_group(a1['to']) else 'gains'} {kws} until end of turn"
    if (e1.verb, e2.verb) == ("damage", "damage") and set(a1) == set(a2) == {"amount", "to"}:
        r1, r2 = _ref(a1["to"], targets), _ref(a2["to"], targets)
        q1, q2 = _qty(a1["amount"]), _qty(a2["amount"])
        out = [f"this deals {q1} damage to {r1} and {q2} damage to {r2}"]
        if q1 == q2:
            out.append(f"this deals {q1} damage to {r1} and {r2}")
        return _alt(*out)
    if (e1.verb, e2.verb) == ("pump", "restrict") and a1.get("to") == a2.get("to") and set(a1) == {
            "to", "power", "toughness"} and set(a2) == {"to", "cant"} and list(a2["cant"]) == ["be_blocked"]:
        # CR 509.1b: "this gets +1/+0 until end of turn and can't be blocked this turn" (oneshot part)
        return f"{_subject(a1['to'], targets, 'gets', 'get')} {_signed(a1['power'])}/{_signed(a1['toughness'])} " \
               f"until end of turn and can't be blocked this turn"
    if (e1.verb, e2.verb) == ("pump", "combat_rule") and a1.get("to") == a2.get("to") and set(a1) == {
            "to", "power", "toughness"} and set(a2) == {"to", "rules"}:
        # CR 509.1c, 702.3b: "this gets +3/-1 until end of turn and can attack this turn as though it didn't have
        # defender" (cb2 part)
        text = render_effect(e2, targets)
        at = [i for i in (text.find(" must be blocked"), text.find(" can attack")) if i >= 0]
        if not at:
            return None
        rest = text[min(at) + 1:]
        return f"{_subject(a1['to'], targets, 'gets', 'get')} {_signed(a1['power'])}/{_signed(a1['toughness'])} " \
               f"until end of turn and {rest}"
    verbs = {"draw": ("draws", "card"), "lose_life": ("loses", "life"), "gain_life": ("gains", "life"),
             "discard": ("discards", "card"), "mill": ("mills", "card")}
    if e1.verb in verbs and e2.verb in verbs and "player" in a1 and a1.get("player") == a2.get("player") \
            and set(a1) == {"amount", "player"} and set(a2) == {"amount", "player"} \
            and not (e1.verb == e2.verb == "draw"):
        you = _ref(a1["player"], targets) == "you"

        def says(v: str, q: Any) -> str:
            word, noun = verbs[v]
            word = {"draws": "draw", "loses": "lose", "gains": "gain", "discards": "discard", "mills": "mill"}[word] \
                if you else word
            return f"{word} {_count(q, 'card')}" if noun == "card" else f"{word} {_qty(q)} life"
        return f"{_ref(a1['player'], targets)} {says(e1.verb, a1['amount'])} and {says(e2.verb, a2['amount'])}"
    return None


def _group_of(effects: tuple[Effect, ...], i: int, targets: tuple[TargetSpec, ...]) -> tuple[str, int] | None:
    """CR 115.3: effects ``i``... that are one instruction for each of "two target creatures" (the compiler's
    expansion), as that one clause; with the index after them."""
    e = effects[i]
    for key, r in e.args.items():
        if not (isinstance(r, Reference) and r.name == "target" and r.index < len(targets)):
            continue
        g = targets[r.index].group
        slots = [k for k, t in enumerate(targets) if t.group == g] if g >= 0 else []
        if len(slots) < 2 or slots[0] != r.index or i + len(slots) > len(effects):
            continue
        if any(effects[i + j] != Effect(e.verb, {**e.args, key: Reference("target", k)}, e.condition)
               for j, k in enumerate(slots)):
            continue
        single = _base_ref(r, _plain(targets))
        spec = targets[r.index]
        noun = "creatures" if spec.kind == "creature" and spec.filter == Filter(types=("Creature",)) or \
            spec.kind == "creature" and not spec.filter.types else None
        f = spec.filter if spec.kind != "creature" or spec.filter.types else Filter(types=("Creature",))
        plural = f"{_amount(Quantity.const(len(slots)))} target {noun or noun_phrase(f, plural=True)}"
        if spec.optional:
            plural = "up to " + plural.replace("a target", "one target")
        if spec.kind in ("any", "player", "opponent"):
            plural = {"any": f"each of {_amount(Quantity.const(len(slots)))} targets",
                      "player": f"{_amount(Quantity.const(len(slots)))} target players",
                      "opponent": f"{_amount(Quantity.const(len(slots)))} target opponents"}[spec.kind]
        text = _clause(e, targets)
        if single not in text:
            return None
        text = text.replace(single, plural, 1)
        for one, many in ((" gets ", " each get "), (" gains ", " each gain "), (" draws ", " each draw "),
                          (" to its owner's hand", " to their owners' hands")):
            text = text.replace(one, many)
        return text, i + len(slots)
    return None


def _units(effects: tuple[Effect, ...], i: int, targets: tuple[TargetSpec, ...]) -> list[tuple[str, int]]:
    """The clauses that may start at effect ``i``: that effect alone, it and the next as one (``_merged``), or
    the instructions for each of N targets as one; each with the index after it."""
    with named_before(effects[i]):      # a target named before effect i is written "it" (render.py)
        out = [(_clause(effects[i], targets), i + 1)]
        group = _group_of(effects, i, targets)
        if group is not None:
            out.append(group)
        if i + 1 < len(effects):
            merged = _merged(effects[i], effects[i + 1], targets)
            if merged is not None:
                out.append((merged, i + 2))
    return out


#: The verbs an instruction of the controller's starts with (the text may join it with "and you").
_IMPERATIVES = frozenset({"draw", "discard", "mill", "scry", "surveil", "put", "create", "sacrifice", "exile",
                          "return", "destroy", "tap", "untap", "investigate", "proliferate"})


def _body_text(effects: tuple[Effect, ...], targets: tuple[TargetSpec, ...], i: int = 0,
               memo: dict[int, str] | None = None) -> str:
    """Effects ``i``... as sentences: each clause a sentence, or two clauses one sentence joined by ", then" or by
    "and" (beside a "you" clause), alternatives of one another."""
    memo = {} if memo is None else memo
    if i in memo:
        return memo[i]
    n = len(effects)
    options: list[str] = []
    for unit, j in _units(effects, i, targets):
        if j >= n:
            options.append(f"{unit}.")
            continue
        options.append(f"{unit}. {_body_text(effects, targets, j, memo)}")
        for second, k in _units(effects, j, targets):
            tail = f" {_body_text(effects, targets, k, memo)}" if k < n else ""
            options.append(f"{unit}, then {second}.{tail}")
            if second.startswith("you ") or unit.startswith("you "):
                options.append(f"{unit} and {second}.{tail}")
                options.append(f"{unit} and {second.removeprefix('you ')}.{tail}")
            elif second.split(" ", 1)[0] in _IMPERATIVES:
                # an instruction is the controller's (CR 608.2c): "... discards a card and you draw a card", and
                # after an instruction of the controller's, "put a +1/+1 counter on this and draw a card"
                options.append(f"{unit} and you {second}.{tail}")
                if unit.split(" ", 1)[0] in _IMPERATIVES:
                    options.append(f"{unit} and {second}.{tail}")
    memo[i] = _alt(*options)
    return memo[i]


def body_text(effects: tuple[Effect, ...], targets: tuple[TargetSpec, ...]) -> str:
    """The effects of one mode as sentences, joined as the text may join them (a mode of a modal body too)."""
    return _body_text(effects, targets)


@renders_body
def _render_body(b: Body) -> str | None:
    """A one-mode body: its effects' clauses, joined as the text may join them."""
    if b.modal:
        return None
    m = b.single
    return _body_text(m.effects, m.targets)
