"""The Oracle grammar's part "tg3" (issue 9, tag ``tg3_``): an effect divided or distributed among targets.

It reads (grammar in ``tg3.lark``):

- "this deals 3 damage divided as you choose among one, two, or three targets", "it deals 5 damage divided as you
  choose among any number of target creatures" (CR 601.2d): ``damage`` with ``divided: true``, once for each target
  slot of one word "target" (115.3), all with the total ``amount``;
- "distribute two +1/+1 counters among one or two target creatures" (601.2d, 122.1): ``put_counters`` with
  ``divided: true``.

How many targets (601.2c): "one or two" / "one, two, or three" (``count`` 2 / 3, ``up_to``, ``min: 1``), "up to N"
(``count`` N, ``up_to``), "any number of" (``up_to`` with as many slots as the amount divided: each target gets at
least one, 601.2d, so no more can be chosen; refused where the amount is X). The division itself is announced as the
spell is cast (``rules/division.py``).  Rendered back by one body renderer that words each divided group as its
sentence.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import Token

from manastack.cards.model import Body, Effect, Filter, StaticAbility, TargetSpec
from manastack.cards.values import Quantity, Reference
from manastack.oracle.render import (ALT_CLOSE, ALT_OPEN, ALT_SEP, _qty, _target, noun_phrase, renders_body,
                                     renders_effect, renders_static)
from manastack.oracle.render import _ref as _base_ref
from manastack.oracle.terms import TYPE_PLURALS, Obj, Unsupported, is_many, lasting, many_spec, number, power_toughness, spec

_Clause = tuple[str, dict[str, Any]]

#: The verb of the stand-in effect the body renderer words a divided group with (never in card data).
_TEXT = "tg3_divided_text"
_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
          10: "ten"}


@dataclass(frozen=True)
class _Among:
    """The targets something is divided among: their spec (docs/cards.md "Targets"), how many slots (None: "any
    number", as many as the amount) and how many must be chosen."""

    spec: Any
    count: int | None
    least: int


def _fixed(amount: Any) -> int | None:
    if isinstance(amount, Quantity):
        return amount.constant()
    return amount if isinstance(amount, int) else None


def _targets(among: _Among, amount: Any) -> Obj:
    """CR 601.2c-d: the target term of a divided effect."""
    n = among.count
    if n is None:
        n = _fixed(amount)
        if n is None:      # "X damage divided as you choose among any number of targets": at most X (601.2d)
            return Obj("target", many_spec(among.spec, "any"))
        if n < 1:
            raise Unsupported("nothing divided among any number of targets")
    target = among.spec
    if among.least:
        target = {**(target if isinstance(target, dict) else {target: {}}), "min": among.least}
    return Obj("target", target, n, up_to=True)


class Terms:
    """Transformer methods of this part (mixed into the compiler's transformer)."""

    # CR 601.2c: how many targets
    def tg3_two_any(self, a: list[Any]) -> _Among:
        return _Among("any", 2, 1)

    def tg3_three_any(self, a: list[Any]) -> _Among:
        return _Among("any", 3, 1)

    def tg3_any_number_any(self, a: list[Any]) -> _Among:
        return _Among("any", None, 0)

    def tg3_up_to_any(self, a: list[Any]) -> _Among:
        return _Among("any", _count(a[0]), 0)

    def tg3_other(self, a: list[Any]) -> dict[str, Any]:
        return {"other": True}

    @staticmethod
    def _np(a: list[Any]) -> Any:
        f: dict[str, Any] = {}
        for part in a:
            if isinstance(part, dict):
                f.update(part)
        return spec(f)

    def tg3_two(self, a: list[Any]) -> _Among:
        return _Among(self._np(a), 2, 1)

    def tg3_three(self, a: list[Any]) -> _Among:
        return _Among(self._np(a), 3, 1)

    def tg3_any_number(self, a: list[Any]) -> _Among:
        return _Among(self._np(a), None, 0)

    def tg3_up_to(self, a: list[Any]) -> _Among:
        return _Among(self._np(a[1:]), _count(a[0]), 0)

    # CR 601.2c: "any number of target creatures"
    def tg3_any_number_target(self, a: list[Any]) -> Obj:
        return Obj("target", many_spec(spec(a[0]), "any"))

    # CR 115.3, 601.2c: "two target creatures / any number of target creatures each get +1/+1 and gain flying"
    def tg3_each_pump_grant(self, a: list[Any]) -> list[_Clause]:
        if a[0].count < 2 and not is_many(a[0]):
            raise Unsupported("'each' with one target")
        p, t = power_toughness(a[1])
        return [lasting(("pump", {"to": a[0], "power": p, "toughness": t}), a),
                lasting(("grant", {"to": a[0], "keywords": a[2]}), a)]

    # "artifacts and/or enchantments": either type
    def tg3_types_and_or(self, a: list[Token]) -> dict[str, Any]:
        return {"types_any": [TYPE_PLURALS.get(str(t), str(t)).capitalize() for t in a]}

    # CR 202.3: a mana value in a noun phrase
    def tg3_post_mv_min(self, a: list[Token]) -> dict[str, Any]:
        return {"mana_value_min": int(a[0])}

    def tg3_post_mv(self, a: list[Token]) -> dict[str, Any]:
        return {"mana_value_min": int(a[0]), "mana_value_max": int(a[0])}

    def tg3_post_mv_x(self, a: list[Token]) -> dict[str, Any]:
        # CR 107.3a: the X of the spell or ability, read by a target's legality only (terms.spec makes it the filter
        # key mana_value_x; elsewhere the key is unknown and the card stays unparsed)
        return {"__mv_x": True}

    # CR 601.2f: strive
    def tg3_strive(self, a: list[Any]) -> dict[str, Any]:
        return {"static": {"costs_more_per_extra_target": {"mana": "".join(str(t) for t in a[1:])}}}

    # CR 601.2d: the divided effects
    def tg3_divided_damage(self, a: list[Any]) -> _Clause:
        _, amount, among = a
        return "damage", {"amount": amount, "to": _targets(among, amount), "divided": True}

    def tg3_it_divided_damage(self, a: list[Any]) -> _Clause:
        amount, among = a
        return "damage", {"amount": amount, "to": _targets(among, amount), "divided": True,
                          "source": Obj("ref", ref="trg_it_source")}

    def tg3_distribute(self, a: list[Any]) -> _Clause:
        (amount, kind), among = a
        return "put_counters", {"on": _targets(among, amount), "kind": kind, "amount": amount, "divided": True}


def _count(tok: Token) -> int:
    n = number(tok)
    if not isinstance(n, int):
        raise Unsupported("up to X targets")
    return n


# ---- rendering ------------------------------------------------------------------------------------------------------

def _key(e: Effect) -> str:
    return "to" if e.verb == "damage" else "on"


def _among(slots: list[TargetSpec], amount: Any) -> list[str]:
    """The wordings of how many targets (CR 601.2c) for the specs of one divided group."""
    first = slots[0]
    if first.kind == "any":
        noun = "targets"
    elif first.kind == "permanent":
        f = first.filter
        other = "other " if f.other else ""
        f = Filter(**{k: v for k, v in _fields(f).items() if k != "other"})
        noun = f"{other}target {'creatures' if f == Filter(types=('Creature',)) else noun_phrase(f, plural=True)}"
    else:
        return []
    if first.many == "any":
        return [f"any number of {noun}"]
    if first.many:
        return [f"{'up to ' if first.many == 'up_to_x' else ''}X {noun}"]
    n, least = len(slots), sum(1 for t in slots if not t.optional)
    if least == 1 and n in (2, 3):
        return [f"one or two {noun}" if n == 2 else f"one, two, or three {noun}"]
    if least:
        return []
    out = [f"up to {_WORDS.get(n, str(n))} {noun}"]
    if _fixed(amount) == n:
        out.append(f"any number of {noun}")
    return out


def _fields(f: Filter) -> dict[str, Any]:
    return {k: getattr(f, k) for k in f.__dataclass_fields__ if getattr(f, k) != getattr(Filter(), k)}


def _divided(e: Effect, slots: list[TargetSpec], targets: tuple[TargetSpec, ...]) -> str | None:
    """One divided group (its first instruction ``e``) as its clause."""
    a = e.args
    if e.verb == "damage" and set(a) <= {"amount", "to", "divided", "source"}:
        who = "this" if "source" not in a else _base_ref(a["source"], targets)
        head = f"{who} deals {_qty(a['amount'])} damage divided as you choose among "
    elif e.verb == "put_counters" and set(a) == {"amount", "on", "divided", "kind"}:
        n = _fixed(a["amount"])
        head = f"distribute {_WORDS.get(n, str(n)) if n is not None else _qty(a['amount'])} {a['kind']} " \
            f"counter{'' if n == 1 else 's'} among "
    else:
        return None
    words = _among(slots, a["amount"])
    if not words:
        return None
    return head + (words[0] if len(words) == 1 else ALT_OPEN + ALT_SEP.join(words) + ALT_CLOSE)


@renders_effect
def render_tg3_text(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """The stand-in effect of :func:`render_tg3_body`: its words."""
    return str(e.args["text"]) if e.verb == _TEXT else None


@renders_body
def render_tg3_body(b: Body) -> str | None:
    """A one-mode body with divided effects (CR 601.2d): each divided group (one instruction per target slot) as one
    clause, the other effects as the effects part words them."""
    if b.modal:
        return None
    m = b.single
    if not any(e.args.get("divided") for e in m.effects):
        return _many_body(m) if m.targets and m.targets[-1].many else None
    effects: list[Effect] = []
    i = 0
    while i < len(m.effects):
        e = m.effects[i]
        if not e.args.get("divided"):
            effects.append(e)
            i += 1
            continue
        r = e.args.get(_key(e))
        if not isinstance(r, Reference) or r.name != "target" or r.index >= len(m.targets):
            return None
        g = m.targets[r.index].group
        slots = [k for k, t in enumerate(m.targets) if t.group == g] if g >= 0 else [r.index]
        group = [Effect(e.verb, {**e.args, _key(e): Reference("target", k)}, e.condition, e.optional) for k in slots]
        if slots[0] != r.index or list(m.effects[i:i + len(slots)]) != group:
            return None
        text = _divided(e, [m.targets[k] for k in slots], m.targets)
        if text is None:
            return None
        effects.append(Effect(_TEXT, {"text": text}, e.condition, e.optional))
        i += len(slots)
    # imported here, not at the top: this part's body renderer must be registered before the effects part's (which
    # renders any one-mode body), so this module is imported first and doesn't import that part as it loads
    from manastack.oracle.parts.effects import body_text
    return body_text(tuple(effects), m.targets)


# ---- a target standing for a number of them (CR 601.2c) -----------------------------------------------------------

def many_words(t: TargetSpec) -> str | None:
    """"any number of target creatures", "X target artifacts", "up to X target lands", "any number of targets"."""
    if t.kind == "any":
        noun = "targets"
    elif t.kind == "permanent" and len(t.filter.types_any) == 2:
        f = t.filter
        rest = Filter(**{k: v for k, v in _fields(f).items() if k != "types_any"})
        if rest != Filter():
            return None
        a, b = (x.lower() + "s" for x in f.types_any)
        noun = f"target {ALT_OPEN}{a} and/or {b}{ALT_SEP}{b} and/or {a}{ALT_CLOSE}"
    elif t.kind == "permanent":
        f = t.filter
        noun = "target " + ("creatures" if f == Filter(types=("Creature",)) else noun_phrase(f, plural=True))
    elif t.kind in ("player", "opponent"):
        noun = f"target {t.kind}s"
    else:
        return None
    return {"any": "any number of ", "x": "X ", "up_to_x": "up to X "}[t.many] + noun


def _many_body(m: Any) -> str | None:
    """A one-mode body whose last target stands for a number of them (CR 601.2c), not divided: its sentences as for
    one such target, that target's words made plural ("tap X target creatures", "any number of target creatures each
    get +1/+1 and gain flying until end of turn", "put a +1/+1 counter on each of any number of target creatures")."""
    from manastack.oracle.parts.effects import body_text     # see render_tg3_body
    t = m.targets[-1]
    many = many_words(t)
    if many is None:
        return None
    one = TargetSpec(t.kind, t.filter, t.zone, t.label)
    text, single = body_text(m.effects, m.targets[:-1] + (one,)), _target(one)
    if single not in text or any(_target(o) == single for o in m.targets[:-1]):
        return None
    plural = text.replace(" to its owner's hand", " to their owners' hands")
    variants = []
    for each in ("", "each "):
        v = plural.replace(single, many)      # in each alternative wording: named first there
        for verb in ("get", "gain", "become", "lose", "have"):
            v = v.replace(f"{many} {verb}s ", f"{many} {each}{verb} ").replace(f" and {verb}s ", f" and {verb} ")
        variants.append(v)
    variants.append(plural.replace(single, "each of " + many))
    return ALT_OPEN + ALT_SEP.join(dict.fromkeys(variants)) + ALT_CLOSE


@renders_static
def render_tg3_strive(s: StaticAbility) -> str | None:
    """"this costs {2}{U} more to cast for each target beyond the first." (CR 601.2f)"""
    if s.kind != "costs_more_per_extra_target" or set(s.args) != {"mana"}:
        return None
    return f"this costs {s.args['mana']} more to cast for each target beyond the first."
