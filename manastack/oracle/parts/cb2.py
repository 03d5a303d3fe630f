"""The Oracle grammar's part "cb2" (issue 9, tag ``cb2_``): combat restrictions, permissions and requirements.

It reads (grammar in ``cb2.lark``; the engine is ``rules/combat_requirements.py``):

- wherever the statics part reads a restriction of one creature ("this ...", "enchanted creature ...", "equipped
  creature ..."): "can't be blocked by more than one creature" (``blocked_by_at_most_one``, 509.1b), "can't be
  blocked except by two or more creatures" (``blocked_by_at_least_two``), "can't be blocked except by creatures with
  flying [or reach]" (``blocked_only_by_keywords``), "must be blocked if able" (``must_be_blocked``, 509.1c),
  "blocks each combat if able" (``blocks_each_combat``), "can't attack [or block] alone" (``cant_alone``, 506.5),
  "can attack as though it didn't have defender" (``attacks_despite_defender``, 702.3b);
- "All creatures able to block this creature do so." (Lure: ``all_must_block``, 509.1c);
- "enchanted creature gets +2/+2 and attacks each combat if able", "equipped creature gets +1/+2, has reach, and can't
  be blocked by more than one creature": a ``continuous`` static and the restriction's static, both of the enchanted or
  equipped creature (303.4m; ``render._merge_restrictions`` writes them back as one sentence);
- "it doesn't untap during its controller's untap step for as long as this remains tapped" (``restrict`` with
  ``cant: [untap]`` and the duration, 502.3, 611.2b); "take an extra turn after this one" (``extra_turn``, 500.7);
  "tap or untap target permanent" (``tap_or_untap``, 701.26); "prevent all combat damage that would be dealt to and
  dealt by that creature this turn" (``prevent_damage`` with ``and_by``, 615.1a);
- until end of turn (effect verb ``combat_rule``, 611.2c): "target creature must be blocked this turn if able", "all
  creatures able to block target creature this turn do so", "this can attack this turn as though it didn't have
  defender", also after "gets +N/+N until end of turn and".
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.model import Effect, StaticAbility, TargetSpec
from manastack.cards.values import Reference
from manastack.oracle.parts.effects import _ref, _subject
from manastack.oracle.render import renders_effect, renders_static
from manastack.oracle.terms import Obj, Unsupported, lasting

Clause = tuple[str, dict[str, Any]]

#: The static kinds this part reads, as the statics part words them after the subject.
_STATIC_TEXT = {"blocked_by_at_most_one": "can't be blocked by more than one creature",
                "blocked_by_at_least_two": "can't be blocked except by two or more creatures",
                "must_be_blocked": "must be blocked if able", "blocks_each_combat": "blocks each combat if able",
                "attacks_despite_defender": "can attack as though it didn't have defender",
                "block_any_number": "can block any number of creatures",
                "cant_attack_you": "can't attack you or planeswalkers you control"}
#: The effect rules this part reads, as written after the subject ("target creature must be blocked ...").
_NOW_TEXT = {"must_be_blocked": ("must be blocked this turn if able", "must be blocked this turn if able"),
             "attacks_despite_defender": ("can attack this turn as though it didn't have defender",
                                          "can attack this turn as though they didn't have defender"),
             "attacks_each_combat": ("attacks this turn if able", "attack this turn if able"),
             "blocks_each_combat": ("blocks this turn if able", "block this turn if able"),
             "blocks_source": ("blocks this this turn if able", "block this this turn if able"),
             "block_any_number": ("can block any number of creatures this turn",
                                  "can block any number of creatures this turn")}

#: Numbers of extra turns as written.
_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5}


class Terms:
    """Parse-tree nodes of the cb2 part to terms."""

    # CR 509.1b-c, 506.5, 702.3b: restrictions of one creature (the statics part wraps them with their subject)
    def cb2_at_most_one(self, a: list[Any]) -> Clause:
        return "blocked_by_at_most_one", {}

    def cb2_at_least_two(self, a: list[Any]) -> Clause:
        return "blocked_by_at_least_two", {}

    def cb2_only_by_keywords(self, a: list[Any]) -> Clause:
        return "blocked_only_by_keywords", {"keywords": a[0]}

    def cb2_evasion(self, a: list[Token]) -> list[str]:
        return [str(t).lower() for t in a]

    def cb2_must_be_blocked(self, a: list[Any]) -> Clause:
        return "must_be_blocked", {}

    def cb2_blocks_each_combat(self, a: list[Any]) -> Clause:
        return "blocks_each_combat", {}

    def cb2_cant_attack_alone(self, a: list[Any]) -> Clause:
        return "cant_alone", {"cant": ["attack"]}

    def cb2_cant_block_alone(self, a: list[Any]) -> Clause:
        return "cant_alone", {"cant": ["block"]}

    def cb2_cant_attack_block_alone(self, a: list[Any]) -> Clause:
        return "cant_alone", {"cant": ["attack", "block"]}

    def cb2_despite_defender(self, a: list[Any]) -> Clause:
        return "attacks_despite_defender", {}

    # CR 611.3, 303.4m: "enchanted creature gets +2/+2 and attacks each combat if able": two static abilities
    def cb2_preds_restricted(self, a: list[Any]) -> list[dict[str, Any]]:
        affects, *preds, (kind, args) = a
        mods: dict[str, Any] = {}
        for m in preds:
            if set(m) & set(mods):
                raise Unsupported("one part of a continuous effect twice")
            mods.update(m)
        restriction = {kind: args} if affects == "self" and args else kind if affects == "self" else {
            kind: {**args, "affects": affects}}
        return [{"static": {"continuous": {"affects": affects, **mods}}}, {"static": restriction}]

    # CR 509.1c: Lure
    def cb2_lure(self, a: list[Any]) -> dict[str, Any]:
        affects = a[0]
        return {"static": "all_must_block" if affects == "self" else {"all_must_block": {"affects": affects}}}

    # CR 611.2c: until end of turn
    def cb2_now_must_be_blocked(self, a: list[Any]) -> str:
        return "must_be_blocked"

    def cb2_now_despite_defender(self, a: list[Any]) -> str:
        return "attacks_despite_defender"

    def cb2_now_attacks(self, a: list[Any]) -> str:
        return "attacks_each_combat"

    def cb2_now_blocks(self, a: list[Any]) -> str:
        return "blocks_each_combat"

    def cb2_now_blocks_this(self, a: list[Any]) -> str:
        return "blocks_source"

    def cb2_now_block_any(self, a: list[Any]) -> str:
        return "block_any_number"

    def cb2_cant_attack_you(self, a: list[Any]) -> Clause:
        return "cant_attack_you", {}

    def cb2_block_any(self, a: list[Any]) -> Clause:
        return "block_any_number", {}

    def cb2_rule_now(self, a: list[Any]) -> Clause:
        return "combat_rule", {"to": a[0], "rules": [a[1]]}

    def cb2_lure_now(self, a: list[Any]) -> Clause:
        return "combat_rule", {"to": a[0], "rules": ["all_must_block"]}

    # CR 500.7: extra turns
    def cb2_one_turn(self, a: list[Any]) -> int:
        return 1

    def cb2_n_turns(self, a: list[Token]) -> int:
        n = _WORDS.get(str(a[0]).lower())
        if n is None:
            raise Unsupported(f"'{a[0]} extra turns'")
        return n

    def cb2_extra_turn_you(self, a: list[Any]) -> Clause:
        return "extra_turn", ({} if a[0] == 1 else {"amount": a[0]})

    def cb2_extra_turn(self, a: list[Any]) -> Clause:
        who, n = a
        if isinstance(who, Obj) and (who.kind == "each" or who.ref in ("each_player", "each_opponent")):
            raise Unsupported("each player takes an extra turn (the order of extra turns of several players, 500.7)")
        return "extra_turn", {"player": who, **({} if n == 1 else {"amount": n})}

    # CR 701.26: "tap or untap target permanent"
    def cb2_tap_or_untap(self, a: list[Any]) -> Clause:
        return "tap_or_untap", {"what": a[0]}

    # CR 615.1a: "prevent all combat damage that would be dealt to and dealt by that creature this turn"
    def cb2_prevent_to_by(self, a: list[Any]) -> Clause:
        return "prevent_damage", {"to": a[0], "combat": True, "and_by": True}

    # CR 502.3, 611.2b: "... doesn't untap during its controller's untap step for as long as this remains tapped"
    def cb2_no_untap_while(self, a: list[Any]) -> Clause:
        clause = lasting(("restrict", {"to": a[0], "cant": ["untap"]}), a)
        if "until" not in clause[1]:
            raise Unsupported("'doesn't untap during its controller's untap step' until end of turn")
        return clause

    def cb2_pump_rule_now(self, a: list[Any]) -> list[Clause]:
        p, t = (int(x) for x in str(a[1]).split("/"))     # a[2]: "until end of turn", the only duration
        return [("pump", {"to": a[0], "power": p, "toughness": t}), ("combat_rule", {"to": a[0], "rules": [a[3]]})]


def _one(s: StaticAbility) -> str | None:
    """The subject of a static ability of one creature: this, or the enchanted or equipped creature."""
    who = s.args.get("affects")
    name = who.name if isinstance(who, Reference) else "self"
    return {"self": "this", "enchanted": "enchanted creature", "equipped": "equipped creature"}.get(name)


@renders_static
def render_cb2_static(s: StaticAbility) -> str | None:
    """"this can't be blocked by more than one creature.", "all creatures able to block this do so." ..."""
    one = _one(s)
    if one is None:
        return None
    extra = set(s.args) - {"affects"}
    if s.kind in _STATIC_TEXT and not extra:
        return f"{one} {_STATIC_TEXT[s.kind]}."
    if s.kind == "all_must_block" and not extra:
        return f"all creatures able to block {one} do so."
    if s.kind == "blocked_only_by_keywords" and extra == {"keywords"}:
        return f"{one} can't be blocked except by creatures with {' or '.join(s.args['keywords'])}."
    if s.kind == "cant_alone" and extra == {"cant"}:
        return f"{one} can't {' or '.join(s.args['cant'])} alone."
    return None


@renders_effect
def render_combat_rule(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"target creature must be blocked this turn if able", "all creatures able to block it this turn do so"."""
    a = e.args
    if e.verb != "combat_rule" or set(a) != {"to", "rules"} or len(a["rules"]) != 1:
        return None
    rule = a["rules"][0]
    if rule == "all_must_block":
        return f"all creatures able to block {_subject(a['to'], targets, '', '').strip()} this turn do so"
    if rule in _NOW_TEXT:
        one, many = _NOW_TEXT[rule]
        return _subject(a["to"], targets, one, many)
    return None


@renders_effect
def render_extra_turn(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"take an extra turn after this one", "target player takes two extra turns after this one"."""
    a = e.args
    if e.verb != "extra_turn" or set(a) - {"player", "amount"}:
        return None
    n = a.get("amount", 1)
    n = n.constant() if hasattr(n, "constant") else n
    words = {1: "an extra turn", **{v: f"{k} extra turns" for k, v in _WORDS.items()}}.get(n)
    if words is None:
        return None
    who = _ref(a["player"], targets) if "player" in a else "you"
    return f"take {words} after this one" if who == "you" else f"{who} takes {words} after this one"


@renders_effect
def render_tap_or_untap(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"tap or untap target permanent"."""
    if e.verb != "tap_or_untap" or set(e.args) != {"what"}:
        return None
    return f"tap or untap {_ref(e.args['what'], targets)}"


@renders_effect
def render_prevent_to_by(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"prevent all combat damage that would be dealt to and dealt by that creature this turn"."""
    a = e.args
    if e.verb != "prevent_damage" or set(a) != {"to", "combat", "and_by"} or not a["combat"] or not a["and_by"]:
        return None
    return f"prevent all combat damage that would be dealt to and dealt by {_ref(a['to'], targets)} this turn"


@renders_effect
def render_no_untap(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"it doesn't untap during its controller's untap step this turn" (the zd part's renderer words the duration:
    "... for as long as this remains tapped")."""
    a = e.args
    if e.verb != "restrict" or set(a) != {"to", "cant"} or list(a["cant"]) != ["untap"]:
        return None
    return _subject(a["to"], targets, "doesn't untap during its controller's untap step this turn",
                    "don't untap during their controllers' untap steps this turn")
