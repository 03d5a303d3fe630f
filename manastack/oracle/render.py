"""Compiled card values back to Oracle-style text, to catch a clause the compiler dropped (issue 9).

Only what the compiler emits is rendered; anything else renders as ``<verb?>`` so that it never matches.  The
comparison is with the prepared Oracle lines (``text.ability_lines``), lower case, keyword lines as sets.
"""

from __future__ import annotations

import re
from collections import Counter
from contextlib import contextmanager
from itertools import permutations
from typing import Any, Callable, Iterator, TypeVar

from manastack.cards.model import (
    ActivatedAbility,
    ActivationCost,
    Body,
    CardDef,
    Effect,
    Filter,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    TriggerSpec,
)
from manastack.cards.values import Quantity, Reference
from manastack.cards.vocabulary import normalize_keyword
from manastack.oracle.keywords import keyword_line
from manastack.oracle.terms import plural_subtype
from manastack.oracle.text import ability_lines

_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
          10: "ten"}
_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_STEPS = {("upkeep", "you"): "your upkeep", ("end", "you"): "your end step", ("upkeep", "any"): "each upkeep"}
#: References as clauses write them, beyond the base ones (the parts' words: "it", "that player", CR 603.2).
REFERENCE_WORDS: dict[str, str] = {"it": "it", "new_object": "it", "that_player": "that player",
                                   "its_controller": "its controller", "enchanted": "enchanted creature",
                                   "equipped": "equipped creature", "defending_player": "defending player"}


# ---- renderers registered by the grammar's parts (oracle/parts/): each returns None for what it doesn't render ----

Ability = ActivatedAbility | TriggeredAbility | StaticAbility
_F = TypeVar("_F")
_EFFECTS: list[Callable[[Effect, tuple[TargetSpec, ...]], str | None]] = []
_STATICS: list[Callable[[StaticAbility], str | None]] = []
_TRIGGERS: list[Callable[[TriggerSpec], str | None]] = []
_BODIES: list[Callable[[Body], str | None]] = []
_ABILITIES: list[Callable[[Ability], str | None]] = []
_COST_FIELDS: dict[str, Callable[[ActivationCost], str]] = {}


def _registrar(registry: list[_F]) -> Callable[[_F], _F]:
    def register(fn: _F) -> _F:
        registry.append(fn)
        return fn
    return register


#: ``@renders_effect``: ``fn(effect, targets)`` renders an effect as its clause (no final period).
renders_effect = _registrar(_EFFECTS)
#: ``@renders_static``: ``fn(static)`` renders a static ability as its line (with its period).
renders_static = _registrar(_STATICS)
#: ``@renders_trigger``: ``fn(trigger)`` renders a trigger condition ("whenever a creature you control dies").
renders_trigger = _registrar(_TRIGGERS)
#: ``@renders_body``: ``fn(body)`` renders a whole body (modes) as its sentences.
renders_body = _registrar(_BODIES)
#: ``@renders_ability``: ``fn(ability)`` renders a whole ability line, ahead of the usual shapes.
renders_ability = _registrar(_ABILITIES)
_CARD_LINES: list[Callable[[CardDef], list[str]]] = []
#: ``@renders_card_lines``: ``fn(card)`` renders lines of a card that are no ability (kicker, additional costs).
renders_card_lines = _registrar(_CARD_LINES)


def renders_cost_field(name: str) -> Callable[[Callable[[ActivationCost], str]], Callable[[ActivationCost], str]]:
    """``@renders_cost_field("discard")``: ``fn(cost)`` renders that field of an activation cost ("discard a
    card"), placed after the mana and tap symbols."""
    def register(fn: Callable[[ActivationCost], str]) -> Callable[[ActivationCost], str]:
        _COST_FIELDS[name] = fn
        return fn
    return register


def _first(renderers: list[Callable[..., str | None]], *args: Any) -> str | None:
    for fn in renderers:
        out = fn(*args)
        if out is not None:
            return out
    return None


def _qty(q: Any) -> str:
    if isinstance(q, Quantity):
        if q.kind == "x" and q.value == -1:
            return "-X"
        return "X" if q.kind == "x" and q.value == 1 else (str(q.value) if q.kind == "const" else f"<{q.kind}?>")
    return str(q)


def _count(q: Any, noun: str) -> str:
    n = q.constant() if isinstance(q, Quantity) else None
    if n == 1:
        return f"a {noun}"
    return f"{_WORDS.get(n, _qty(q)) if n is not None else _qty(q)} {noun}s"


def noun_phrase(f: Filter, noun: str = "", plural: bool = False) -> str:
    """A filter as the noun phrase the grammar reads ("nonblack creature an opponent controls")."""
    words: list[str] = []
    for flag, word in ((f.tapped, "tapped"), (f.attacking, "attacking"), (f.blocking, "blocking"),
                       (f.attacking_or_blocking, "attacking or blocking")):
        if flag is True:
            words.append(word)
    if f.tapped is False:
        words.append("untapped")
    if f.token is False:
        words.append("nontoken")
    for flag, word in ((f.monocolored, "monocolored"), (f.multicolored, "multicolored"), (f.colorless, "colorless")):
        if flag:
            words.append(word)
    words += [t.lower() for t in f.supertypes] + ["non" + t.lower() for t in f.not_supertypes]
    words += [_COLOR_NAMES[c] for c in f.colors] + ["non" + _COLOR_NAMES[c] for c in f.not_colors]
    words += ["non" + t.lower() for t in f.not_types] + list(f.subtypes)
    if plural and not f.types and not f.types_any and len(f.subtypes) == 1 and not noun:
        words[-1] = plural_subtype(f.subtypes[0])       # "walls", "elves"
    s = "s" if plural else ""
    if noun:
        words += [t.lower() for t in f.types] + [noun + s]
    elif len(f.types_any) == 2:     # "artifact or creature", "creature or artifact": the same types
        a, b = (t.lower() for t in f.types_any)
        words.append(f"{ALT_OPEN}{a} or {b}{ALT_SEP}{b} or {a}{ALT_CLOSE}")
    elif f.types_any:
        words.append(" or ".join(t.lower() for t in f.types_any))
    elif len(f.types) == 2:         # "enchantment creature", "creature enchantment": the same types (205.2a)
        a, b = (t.lower() for t in f.types)
        words.append(f"{ALT_OPEN}{a} {b}{s}{ALT_SEP}{b} {a}{s}{ALT_CLOSE}")
    elif f.types:
        words += [t.lower() for t in f.types[:-1]] + [f.types[-1].lower() + s]
    elif not f.subtypes:
        words.append("permanent" + s)
    withs = [f"with {k.lower()}" for k in f.keywords] + [f"without {k.lower()}" for k in f.not_keywords]
    if f.power_max is not None:
        withs.append(f"with power {f.power_max} or less")
    if f.power_min is not None:
        withs.append(f"with power {f.power_min} or greater")
    if f.mana_value_max is not None and f.mana_value_min == f.mana_value_max:
        withs.append(f"with mana value {f.mana_value_max}")        # CR 202.3: exactly that (parts/tg3)
    else:
        if f.mana_value_max is not None:
            withs.append(f"with mana value {f.mana_value_max} or less")
        if f.mana_value_min is not None:
            withs.append(f"with mana value {f.mana_value_min} or greater")
    if f.mana_value_x:
        withs.append("with mana value X")
    if f.counter is not None:
        kind = "" if f.counter == "any" else f.counter + " "
        withs.append(f"with {kind}counters on them" if plural else f"with a {kind}counter on it")
    return " ".join([*words, *_controlled(f.controller, withs)])


def _controlled(controller: str | None, withs: list[str]) -> list[str]:
    """"you control" and the "with ..." clauses of a noun phrase, in either order ("creatures you control with
    flying", "creatures with flying you control"); an opponent's as "an opponent controls", "your opponents control"
    or "you don't control" (the same players: the engine has no teammates, CR 102.2-102.3)."""
    whose = {"you": "you control", "opponent": ALT_OPEN + ALT_SEP.join(
        ("an opponent controls", "your opponents control", "you don't control")) + ALT_CLOSE,
        "defending_player": "defending player controls"}.get(controller or "")
    if whose is None:
        return withs
    if not withs:
        return [whose]
    tail = " ".join(withs)
    return [ALT_OPEN + f"{whose} {tail}{ALT_SEP}{tail} {whose}" + ALT_CLOSE]


def _without(f: Filter, key: str) -> Filter:
    """The filter without one of its fields (rendered apart: "another", "you control")."""
    return Filter(**{k: getattr(f, k) for k in Filter.__dataclass_fields__ if k != key})


def _target(t: TargetSpec) -> str:
    if t.kind in ("any",):
        return "any target"
    if t.kind in ("player", "opponent"):
        return f"target {t.kind}"
    other = "another target" if t.filter.other else "target"
    f = _without(t.filter, "other")
    if t.kind == "spell":
        return f"{other} {noun_phrase(f, 'spell')}"
    return f"{other} {noun_phrase(f)}"


def _ref(r: Any, targets: tuple[TargetSpec, ...]) -> str:
    if not isinstance(r, Reference):
        return "<ref?>"
    if r.name == "target" and r.index in _NAMED_BEFORE[-1] and r.index < len(targets):
        return _anaphor(targets[r.index])
    if r.name == "self" and _SELF in _NAMED_BEFORE[-1]:
        return f"{ALT_OPEN}this{ALT_SEP}it{ALT_CLOSE}"    # named again: "untap this creature. It gains ..." (608.2h)
    if r.name == "target":
        return _target(targets[r.index]) if r.index < len(targets) else "<target?>"
    if r.name == "new_object":      # CR 400.7e: "return it / this card to its owner's hand" after "when this dies"
        return f"{ALT_OPEN}it{ALT_SEP}this{ALT_CLOSE}"
    if r.name == "each" and r.filter is not None:
        if r.filter.other:
            return "each other " + noun_phrase(_without(r.filter, "other"))
        return "each " + noun_phrase(r.filter)
    return {"self": "this", "you": "you", "each_player": "each player", "each_opponent": "each opponent",
            "target_controller": "its controller", **REFERENCE_WORDS}.get(r.name, f"<{r.name}?>")


def _player_verb(player: str, you: str, other: str) -> str:
    return f"{player} {you if player == 'you' else other}"


def render_effect(e: Effect, targets: tuple[TargetSpec, ...]) -> str:
    """One effect as its clause (a target an earlier effect of the body named written as "it": ``_NAMED_BEFORE``)."""
    with named_before(e):
        return _render_effect(e, targets)


@contextmanager
def named_before(e: Effect) -> Iterator[None]:
    """While rendering effect ``e`` of a body (or a clause starting with it), a target an earlier effect named is
    written as an anaphor ("Untap target creature. It gets +2/+4", CR 608.2h)."""
    named = _BODY_NAMED.get(id(e))
    _NAMED_BEFORE.append(_NAMED_BEFORE[-1] if named is None else named)
    try:
        yield
    finally:
        _NAMED_BEFORE.pop()


# ---- anaphora (CR 608.2h): a target named again is written "it", "that creature" --------------------------------

#: For each effect of the bodies being rendered (by ``id``), the targets the effects before it named.
_BODY_NAMED: dict[int, frozenset[int]] = {}
#: The targets named before the effect being rendered (the last entry; none outside ``render_effect``).
_NAMED_BEFORE: list[frozenset[int]] = [frozenset()]


#: In ``_BODY_NAMED``: the object itself ("this") was named before.
_SELF = -1


def _target_indices(value: Any) -> set[int]:
    if isinstance(value, Reference):
        return {value.index} if value.name == "target" else {_SELF} if value.name == "self" else set()
    if isinstance(value, (list, tuple)):
        return {i for x in value for i in _target_indices(x)}
    if isinstance(value, dict):
        return {i for x in value.values() for i in _target_indices(x)}
    return set()


def _anaphor(t: TargetSpec) -> str:
    """A target named again: "it", "that creature" (the noun of the target), "that permanent"."""
    if t.kind in ("player", "opponent"):
        return "that player"
    return "it"     # "that creature", "that permanent": the same words (``_sentences``)


def _note_named(b: Body) -> list[int]:
    """Record, for each effect of each mode, the targets named by the effects before it; returns the keys."""
    keys: list[int] = []
    for m in b.modes:
        seen: set[int] = set()
        for e in m.effects:
            _BODY_NAMED[id(e)] = frozenset(seen)
            keys.append(id(e))
            seen |= _target_indices(dict(e.args))
    return keys


def _render_effect(e: Effect, targets: tuple[TargetSpec, ...]) -> str:
    registered = _first(_EFFECTS, e, targets)
    if registered is not None:
        return registered
    a = e.args

    def ref(key: str, default: str = "you") -> str:
        return _ref(a[key], targets) if key in a else default

    v = e.verb
    if v == "damage" and "source" not in a:
        return f"this deals {_qty(a['amount'])} damage to {ref('to')}"
    if v == "draw":
        return _player_verb(ref("player"), "draw", "draws").removeprefix("you ") + " " + _count(a["amount"], "card")
    if v == "regenerate" and set(a) <= {"what"}:
        return f"regenerate {ref('what', 'this')}"
    if v == "add_mana" and set(a) == {"mana"}:
        return "add one mana of any color" if str(a["mana"]).lower() == "any" else f"add {a['mana']}"
    if v == "pump" and "until" not in a:
        p, t = a.get("power"), a.get("toughness")
        return f"{ref('to')} gets {_qty(p) if _qty(p).startswith('-') else '+' + _qty(p)}/" \
               f"{_qty(t) if _qty(t).startswith('-') else '+' + _qty(t)} until end of turn"
    if v in ("destroy", "exile", "counter", "tap", "untap") and set(a) == {"what"}:
        return f"{v} {ref('what')}"
    if v == "bounce" and set(a) == {"what"}:
        return f"return {ref('what')} to its owner's hand"
    if v == "gain_life" and "player" not in a:
        return f"you gain {_qty(a['amount'])} life"
    if v == "lose_life":
        return _player_verb(ref("player"), "lose", "loses") + f" {_qty(a['amount'])} life"
    if v == "scry" and "player" not in a:
        return f"scry {_qty(a['amount'])}"
    if v == "mill":
        return _player_verb(ref("player"), "mill", "mills").removeprefix("you ") + " " + _count(a["amount"], "card")
    if v == "discard" and set(a) == {"amount", "player"}:
        return _player_verb(ref("player"), "discard", "discards") + " " + _count(a["amount"], "card")
    return f"<{v}?>"


def render_body(b: Body) -> str:
    """A body as its sentences; "this deals" may be written "it deals" (the source named by "it", 608.2h)."""
    keys = _note_named(b)
    try:
        text = _render_body(b)
        if text.count("this deals") > 6:       # each alternative doubles the wordings of its choice (``alternatives``)
            return text
        return text.replace("this deals", f"{ALT_OPEN}this{ALT_SEP}it{ALT_CLOSE} deals")
    finally:
        for k in keys:
            _BODY_NAMED.pop(k, None)


def _render_body(b: Body) -> str:
    registered = _first(_BODIES, b)
    if registered is not None:
        return registered
    if b.modal:
        return "<modes?>"
    m = b.single
    return " ".join(render_effect(e, m.targets) + "." for e in m.effects)


def _cost(a: ActivatedAbility) -> str:
    c = a.cost
    parts = [str(c.mana)] if c.mana is not None and str(c.mana) else []
    if c.tap:
        parts.append("{T}")
    others: list[str] = []
    if c.sacrifice_self:
        others.append("sacrifice_self")
        parts.append("sacrifice this")
    if c.pay_life:
        others.append("pay_life")
        parts.append(f"pay {c.pay_life} life")
    for name in ("untap", "discard_self", "sacrifice", "discard", "loyalty", "exile_self", "pay_energy", *_COST_FIELDS):
        value = getattr(c, name)
        if name in others or not ((value is not None) if name == "loyalty" else bool(value)):
            continue
        others.append(name)
        parts.append(_COST_FIELDS[name](c) if name in _COST_FIELDS else "<cost?>")
    if 1 < len(others) <= 3:     # the parts after the symbols in any order the text writes them (CR 601.2h)
        head = parts[:len(parts) - len(others)]
        orders = {", ".join(p) for p in permutations(parts[len(head):])}
        return ", ".join([*head, ALT_OPEN + ALT_SEP.join(sorted(orders)) + ALT_CLOSE])
    return ", ".join(parts)


def render_trigger(t: TriggerSpec) -> str:
    """A trigger condition as written ("at the beginning of your upkeep", "when this dies")."""
    registered = _first(_TRIGGERS, t)
    if registered is not None:
        return registered
    if t.event == "step":
        return f"at the beginning of {_STEPS.get((t.step or '', t.whose), '<step?>')}"
    if t.who == "self" and t.event in ("enters", "dies", "attacks", "blocks"):
        return f"when this {t.event}"
    return "<trigger?>"


def render_ability(ab: Ability) -> str:
    """One ability as its line."""
    registered = _first(_ABILITIES, ab)
    if registered is not None:
        return registered
    if isinstance(ab, ActivatedAbility):
        line = f"{_cost(ab)}: {render_body(ab.body)}"
        if ab.zone == "hand" and ab.cost.discard_self and ab.cost.mana is not None and line.endswith(": draw a card."):
            # CR 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card."
            return f"{ALT_OPEN}cycling {ab.cost.mana}{ALT_SEP}{line}{ALT_CLOSE}"
        return line
    if isinstance(ab, TriggeredAbility):
        return f"{render_trigger(ab.trigger)}, {'you may ' if ab.optional else ''}{render_body(ab.body)}"
    return _static(ab)


def _static(s: StaticAbility) -> str:
    registered = _first(_STATICS, s)
    if registered is not None:
        return registered
    a = s.args
    if s.kind == "continuous" and set(a) == {"affects", "power", "toughness"}:
        host = a["affects"].name if isinstance(a["affects"], Reference) else "<affects?>"
        return f"{host} creature gets {int(_qty(a['power'])):+d}/{int(_qty(a['toughness'])):+d}."
    if s.kind == "anthem":
        f = a.get("filter")
        other = "other " if a.get("other") else ""
        if isinstance(f, Filter):
            g = _without(f, "controller")
            return (f"{other}{noun_phrase(g, 'creature', plural=True)} you control get "
                    f"{int(_qty(a.get('power', 0))):+d}/{int(_qty(a.get('toughness', 0))):+d}.")
    if s.kind == "cant_block" and not a:
        return "this can't block."
    if s.kind in ("enters_tapped", "cant_be_countered", "cant_be_blocked") and not a:
        return "this " + {"enters_tapped": "enters tapped.", "cant_be_countered": "can't be countered.",
                          "cant_be_blocked": "can't be blocked."}[s.kind]
    if s.kind in ("cant_attack", "cant_block") and _qty(a.get("affects")) != "<ref?>":
        return f"enchanted creature {s.kind}"
    return f"<{s.kind}?>"


def _lines_of(card: CardDef) -> list[str]:
    abilities: list[ActivatedAbility | TriggeredAbility | StaticAbility] = [*card.activated, *card.triggered,
                                                                            *card.static]
    lines: list[str] = [render_ability(a) for a in abilities]
    if card.spell is not None:
        lines.append(render_body(card.spell))
    for card_lines in _CARD_LINES:
        lines.extend(card_lines(card))
    if "enchanted creature cant_attack" in lines and "enchanted creature cant_block" in lines:
        lines.remove("enchanted creature cant_attack")
        lines.remove("enchanted creature cant_block")
        lines.append("enchanted creature can't attack or block.")
    for line in list(lines):    # "X can't attack." and "X can't block.": one sentence "X can't attack or block."
        m = re.fullmatch(r"(.+) can't attack\.", line)
        if m and f"{m.group(1)} can't block." in lines:
            lines.remove(line)
            lines.remove(f"{m.group(1)} can't block.")
            lines.append(f"{ALT_OPEN}{m.group(1)} can't attack or block.{ALT_SEP}{line} {m.group(1)} can't block."
                         f"{ALT_CLOSE}")
    _merge_restrictions(lines)
    return lines


#: A restriction of one creature as its line renders ("enchanted creature attacks each combat if able.").
_RESTRICTION_LINE = re.compile(r"(this|enchanted creature|equipped creature) ((?:attacks each|blocks each|can't|must|"
                               r"can block|can attack|doesn't untap|all creatures)[^.]*)\.")


def _merge_restrictions(lines: list[str]) -> None:
    """"enchanted creature gets +2/+2." and "enchanted creature attacks each combat if able.": one sentence "enchanted
    creature gets +2/+2 and attacks each combat if able." (or "gets +1/+2, has reach, and can't be ..."), as the
    cb2 part compiles it (a continuous effect and a restriction of the same creature, 303.4m)."""
    for line in list(lines):
        m = _RESTRICTION_LINE.fullmatch(line)
        if m is None:
            continue
        subject, restriction = m.groups()
        for other in lines:
            if not (other.startswith(f"{subject} gets ") or other.startswith(f"{subject} has ")) \
                    or not other.endswith(".") or ALT_OPEN in other:
                continue
            preds = other[len(subject) + 1:-1].split(" and ")
            if len(preds) > 2:
                continue
            joined = (f"{preds[0]} and {restriction}" if len(preds) == 1 else
                      f"{preds[0]}, {preds[1]}, and {restriction}")
            lines.remove(line)
            lines.remove(other)
            lines.append(f"{ALT_OPEN}{subject} {joined}.{ALT_SEP}{other} {line}{ALT_CLOSE}")
            break


def _sentences(lines: list[str]) -> list[str]:
    """Sentences of lines, lower case: a spell's lines are one body (CR 608.2c), rendered as one line; the anaphora
    "that creature", "that permanent" (of any card type) written as "it" on both sides (one word for one meaning);
    a leading "until end of turn, " is said at the end (the same duration, 611.2a: parts/oneshot reads either)."""
    # a quoted ability ending a sentence holds its period ('with "This token can't block."'): one period, not two
    return [_same_words(_duration_last(_THAT_NOUN.sub("it", " ".join(x.lower().split())))) for line in lines
            for x in re.split(r"(?<=\.) ", line.replace('.".', '."'))]


#: Words that differ only in style, written one way on both sides: "-0" and "+0" (the same number: "gets -3/-0"),
#: "whenever" and "when" (CR 603.1: a triggered ability begins with either; the rules tell them no apart), "an"
#: and "a" (the article of the next word's sound), "enchanted permanent" and "enchanted creature" (the object the
#: Aura is attached to, CR 303.4, whatever its Enchant keyword allows).
_STYLE = ((re.compile(r"(?<=[\s/])-0(?=[/\s.,])"), "+0"), (re.compile(r"\bwhenever\b"), "when"),
          (re.compile(r"\ban\b"), "a"), (re.compile(r"\benchanted permanent\b"), "enchanted creature"),
          # "that land's controller" (an anaphor's controller, 608.2h: parts/refs) as "its controller"
          (re.compile(r"\bit's controller\b"), "its controller"))


def _same_words(sentence: str) -> str:
    for rx, word in _STYLE:
        sentence = rx.sub(word, sentence)
    return sentence


#: "that creature", "that artifact", "that permanent", "that spell": an anaphor (CR 608.2h), compared as "it".
_THAT_NOUN = re.compile(r"\bthat (?:creature|artifact|enchantment|land|planeswalker|battle|permanent|spell)\b")


def _duration_last(sentence: str) -> str:
    """"until end of turn, S." as "S until end of turn." after a cost's colon or a trigger's comma too (both sides
    of the comparison say it so)."""
    m = _LEADING_DURATION.match(sentence)
    return f"{m.group(1)}{m.group(3)} {m.group(2)}." if m else sentence


_LEADING_DURATION = re.compile(r"^(|.*?(?::|,) )(until end of turn|until your next turn|for as long as you control "
                               r"this(?: and this remains tapped)?|for as long as this remains (?:tapped|on the "
                               r"battlefield)), (.*)\.$")


#: An alternative in a rendered line, ``⟨each creature gets|creatures get⟩``: the Oracle text may word one value
#: either way (``alternatives`` expands them).
ALT_OPEN, ALT_SEP, ALT_CLOSE = "\u27e8", "|", "\u27e9"


def alternatives(line: str, limit: int = 256) -> list[str]:
    """The wordings of a rendered line with alternatives (outermost first, so a choice that drops a nested
    alternative never multiplies the wordings by it; at most ``limit`` of them, the first choices first).  Depth
    first: a line with many alternatives yields its first wordings at once, where a breadth-first expansion would
    build every partial wording (2**n of them for n alternatives) before the first whole one."""
    stack, done = [line], list[str]()
    while stack and len(done) < limit:
        s = stack.pop()
        group = _outermost(s)
        if group is None:
            done.append(s)
            continue
        start, end, choices = group
        stack.extend(reversed([s[:start] + choice + s[end:] for choice in choices]))
    return done


def _outermost(s: str) -> tuple[int, int, list[str]] | None:
    """The first outermost alternative of ``s``: where it starts and ends, and its choices (each may hold
    alternatives of its own)."""
    start = s.find(ALT_OPEN)
    if start < 0:
        return None
    depth, choices, last = 0, list[str](), start + 1
    for i in range(start, len(s)):
        c = s[i]
        if c == ALT_OPEN:
            depth += 1
        elif c == ALT_CLOSE:
            depth -= 1
            if depth == 0:
                return start, i + 1, [*choices, s[last:i]]
        elif c == ALT_SEP and depth == 1:
            choices.append(s[last:i])
            last = i + 1
    return None


def _match(lines: list[str], written: Counter[str]) -> Counter[str]:
    """Our sentences: for each rendered line, the first wording whose sentences the text has (else its first)."""
    ours: Counter[str] = Counter()
    left = Counter(written)
    for line in lines:
        options = [Counter(_sentences([w])) for w in alternatives(line)] or [Counter()]
        pick = next((o for o in options if not o - left), options[0])
        left -= pick
        ours += pick
    return ours


def render_mismatch(card: CardDef) -> str:
    """"" when the compiled card renders as its Oracle text says, else what differs (a dropped or added clause)."""
    written: Counter[str] = Counter()
    keywords: set[str] = set()
    for line in ability_lines(card.text, card.name):
        kws = keyword_line(line)
        if kws is not None:
            keywords |= {normalize_keyword(k) for k in kws[0]}
            written.update(render_ability_text(x) for x in kws[1])
        else:
            written.update(_sentences([line]))
    ours = _match(_lines_of(card), written)
    if keywords != set(card.keywords):
        return f"keywords {sorted(card.keywords)} render, the text has {sorted(keywords)}"
    if ours != written:
        missing = sorted((written - ours).elements())
        extra = sorted((ours - written).elements())
        return f"renders {extra} where the text has {missing}"
    return ""


def render_ability_text(raw: dict[str, Any]) -> str:
    """An expanded keyword's ability (keywords.py) as the keyword line the renderer writes for it."""
    if "triggered" in raw:      # CR 702.165a: backup N (keywords.py)
        return f"backup {raw['triggered']['effects'][0]['backup']['amount']}"
    act = raw.get("activated", {})
    return f"cycling {str(act.get('cost', '')).split(',')[0]}".lower()
