"""The Oracle grammar's part "mana2" (issue 9): mana phrases.

- restricted mana (CR 106.6): "Spend this mana only to cast a creature spell", "... to cast artifact spells or
  activate abilities of artifacts", "... only to activate abilities", and 106.6a's "..., and that spell can't be
  countered": the ``add_mana`` before it with ``spend_cast`` (a filter of spells), ``spend_activate`` (a filter of
  the sources whose abilities it may pay for) and ``spend_uncounterable``; the engine is
  ``rules/restricted_mana.py``.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from manastack.cards.model import Effect, Filter, StaticAbility, TargetSpec
from manastack.cards.values import Quantity
from manastack.oracle.parts.qty import amount_words
from manastack.oracle.render import (ALT_CLOSE, ALT_OPEN, ALT_SEP, noun_phrase, render_effect, renders_effect,
                                     renders_static)
from manastack.oracle.terms import Unsupported, merge, number, plural_subtype
from manastack.core.types import CREATURE_TYPES
from manastack.rules.chosen import CHOSEN_TYPE

_Clause = tuple[Any, ...]
_SPEND = ("spend_cast", "spend_activate", "spend_uncounterable", "spend_not_cast", "keep")


def _spell_filter(f: dict[str, Any]) -> dict[str, Any]:
    f = {k: v for k, v in f.items() if k != "__spell"}
    if set(f) - {"types", "types_any", "not_types", "subtypes", "colors", "multicolored", "monocolored", "colorless",
                 "supertypes"}:
        raise Unsupported("a restriction of mana to spells of that kind")
    return f


class Terms:
    """Transformer methods of this part (mixed into the compiler's transformer)."""

    def mn2_spend_only(self, a: list[Any]) -> Any:
        clause, extra = a[0], a[1]
        if isinstance(clause, list):        # "add {W}{W}{W} and you gain 3 life": the one "add" of the sentence
            adds = [i for i, c in enumerate(clause) if isinstance(c, tuple) and c[0] == "add_mana"]
            if len(adds) != 1:
                raise Unsupported("a mana restriction on other than the mana an ability adds")
            return [self.mn2_spend_only([c, extra]) if i == adds[0] else c for i, c in enumerate(clause)]
        if not isinstance(clause, tuple) or clause[0] != "add_mana" or set(clause[1]) & set(_SPEND):
            raise Unsupported("a mana restriction on other than the mana an ability adds")
        return (clause[0], {**clause[1], **extra}, *clause[2:])

    def mn2_keep_mana(self, a: list[Any]) -> Any:
        return self.mn2_spend_only([a[0], {"keep": True}])

    def mn2_spend_only_keep(self, a: list[Any]) -> Any:
        return self.mn2_spend_only([a[0], {**a[1], "keep": True}])

    def mn2_keep(self, a: list[Any]) -> None:
        return None

    def mn2_spend_not_cast(self, a: list[Any]) -> _Clause:
        return self.mn2_spend_only([a[0], {"spend_not_cast": _spell_filter(a[1])}])

    def mn2_spend_not_any_spell(self, a: list[Any]) -> Any:
        return self.mn2_spend_only([a[0], {"spend_not_cast": {}}])

    def mn2_activate_cast(self, a: list[Any]) -> dict[str, Any]:
        return {"spend_cast": _spell_filter(a[1]), "spend_activate": a[0]}

    def mn2_spell_either(self, a: list[Any]) -> dict[str, Any]:
        return {"subtypes": list(dict.fromkeys((str(a[0]), str(a[1]))))}

    def mn2_add_count(self, a: list[Any]) -> _Clause:
        mana = str(a[1])
        if mana.strip("{}") not in ("W", "U", "B", "R", "G", "C"):
            raise Unsupported(f"{a[0]} {mana}")
        return "add_mana", {"mana": mana, "amount": number(a[0])}

    def mn2_cast(self, a: list[Any]) -> dict[str, Any]:
        return {"spend_cast": _spell_filter(a[0])}

    def mn2_cast_activate(self, a: list[Any]) -> dict[str, Any]:
        return {"spend_cast": _spell_filter(a[0]), "spend_activate": a[1]}

    def mn2_cast_uncounterable(self, a: list[Any]) -> dict[str, Any]:
        return {"spend_cast": _spell_filter(a[0]), "spend_uncounterable": True}

    def mn2_activate_only(self, a: list[Any]) -> dict[str, Any]:
        return {"spend_activate": a[0]}

    def mn2_spell(self, a: list[Any]) -> dict[str, Any]:
        return dict(a[0]) if len(a) == 1 else merge(a)     # one part: a list of subtypes keeps its order

    def mn2_spell_plural(self, a: list[Any]) -> dict[str, Any]:
        return dict(a[0]) if len(a) == 1 else merge(a)

    def mn2_words(self, a: list[Any]) -> dict[str, Any]:
        return merge(a)

    def mn2_type_or(self, a: list[Any]) -> dict[str, Any]:
        return {"types_any": [str(a[0]).capitalize(), str(a[1]).capitalize()]}

    def mn2_subtype_or(self, a: list[Any]) -> dict[str, Any]:
        return {"subtypes": list(dict.fromkeys(str(t) for t in a))}     # as written (any of them)

    def mn2_chosen_type(self, a: list[Any]) -> dict[str, Any]:
        return {"subtypes": [CHOSEN_TYPE]}

    def mn2_act_any(self, a: list[Any]) -> dict[str, Any]:
        return {}

    def mn2_act_of(self, a: list[Any]) -> dict[str, Any]:
        return a[0]

    def mn2_source_one(self, a: list[Any]) -> dict[str, Any]:
        f = merge(a)
        if not f:
            raise Unsupported("abilities of a source of no kind")
        return f

    def mn2_add_x_one_color(self, a: list[Any]) -> _Clause:
        return "add_mana", {"mana": "any", "amount": "X"}

    def mn2_add_x_combination(self, a: list[Any]) -> _Clause:
        return "add_mana", {"mana": "any", "amount": "X", "combination": True}

    def mn2_add_amount_equal(self, a: list[Any]) -> _Clause:
        mana = str(a[0])
        if mana.strip("{}") not in ("W", "U", "B", "R", "G", "C"):
            raise Unsupported(f"an amount of {mana}")
        return "add_mana", {"mana": mana, "amount": a[1]}

    def mn2_mana_spent(self, a: list[Any]) -> dict[str, Any]:
        symbols = [str(t).strip("{}") for t in a]
        if any(m not in ("W", "U", "B", "R", "G", "C") for m in symbols):
            raise Unsupported("that mana spent to cast")
        return {"mana_spent": symbols[0] if len(symbols) == 1 else "".join("{%s}" % m for m in symbols)}

    def mn2_color_counters(self, a: list[Any]) -> dict[str, Any]:
        amount, kind = a[1]
        return {"static": {"enters_with_counters_per_color": {"counter": kind, "amount": amount}}}

    def mn2_add_could_produce(self, a: list[Any]) -> _Clause:
        f = dict(a[1])
        if f.pop("__spell", False) or not f:
            raise Unsupported("mana that such an object could produce")
        args: dict[str, Any] = {"mana": "any", "produced_by": f}
        if str(a[0]) == "type":
            args["any_type"] = True
        return "add_mana", args

    def mn2_get_energy_equal(self, a: list[Any]) -> _Clause:
        return "player_counters", {"kind": "energy", "amount": a[0]}

    def mn2_source_bare(self, a: list[Any]) -> dict[str, Any]:
        f = dict(a[0])
        if not f.get("subtypes") or any(t not in CREATURE_TYPES for t in f["subtypes"]) \
                or set(f) - {"subtypes", "colors", "colorless"}:
            raise Unsupported("abilities of sources of that kind")
        return f

    def mn2_source_plural(self, a: list[Any]) -> dict[str, Any]:
        f = dict(a[0])
        if f.pop("__spell", False) or set(f) - {"types", "subtypes", "colors", "colorless", "supertypes"} or not f:
            raise Unsupported("abilities of sources of that kind")
        return f


# ---- rendering ------------------------------------------------------------------------------------------------------

_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_COUNT_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}


def _alt(*choices: str) -> str:
    return ALT_OPEN + ALT_SEP.join(choices) + ALT_CLOSE if len(set(choices)) > 1 else choices[0]


def _either(words: list[str], joiners: tuple[str, ...] = (" or ",)) -> str:
    """Words joined as a list of alternatives: two in either order ("Knight or Equipment", "Mount or Vehicle"), more
    in the order written ("Vampire, Cleric, and/or Demon")."""
    if len(words) == 2:
        return _alt(*[f"{a}{j}{b}" for j in joiners for a, b in ((words[0], words[1]), (words[1], words[0]))])
    if len(words) > 2:
        head = ", ".join(words[:-1])
        return _alt(*[f"{head},{j}{words[-1]}" for j in joiners])
    return words[0] if words else ""


def _a(phrase: str) -> str:
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


def _words(f: Filter, plural_subtypes: bool = False) -> tuple[str, bool]:
    """The adjectives of a spell or source phrase (before its noun), and whether "of the chosen type" follows."""
    words = [t.lower() for t in f.supertypes]
    words += [w for flag, w in ((f.multicolored, "multicolored"), (f.monocolored, "monocolored"),
                                (f.colorless, "colorless")) if flag]
    words += [_COLOR_WORDS[c] for c in f.colors]
    words += ["non" + t.lower() for t in f.not_types]
    subtypes = [t for t in f.subtypes if t != CHOSEN_TYPE]
    if subtypes:
        words.append(_either([plural_subtype(t) if plural_subtypes else t for t in subtypes], (" or ", " and/or ")))
    if f.types_any:
        words.append(_either([t.lower() for t in f.types_any], (" or ", " and ", " and/or ")))
    words += [t.lower() for t in f.types]
    return " ".join(words), CHOSEN_TYPE in f.subtypes


def _spells(f: Filter) -> str:
    """ "a creature spell" or "creature spells" (either reads the same restriction)."""
    words, chosen = _words(f)
    post = " of the chosen type" if chosen else ""
    one = _a(f"{words} spell".strip()) + post
    either = [f"{_a(x)} spell or {_a(y)} spell" for x, y in (f.subtypes, f.subtypes[::-1])] \
        if len(f.subtypes) == 2 and not chosen and f == Filter(subtypes=f.subtypes) else []
    return _alt(one, f"{words} spells".strip() + post, *either)


def _activate(f: Filter) -> str:
    head = "activate " + _alt("an ability", "abilities")
    if f == Filter():
        return head
    words, chosen = _words(f)
    post = " of the chosen type" if chosen else ""
    plural = noun_phrase(f, plural=True) if not chosen and not f.types_any and f.types else \
        _words(f, plural_subtypes=True)[0] if not chosen and not f.types_any else None
    one = _a(words)
    choices = [one + " source" + post, one + post, words + " sources" + post] + ([plural] if plural else []) \
        + ([words] if f.subtypes and not f.types and not chosen else [])     # "abilities of Myr" (205.3)
    return f"{head} of {_alt(*choices)}"


@renders_effect
def render_add_variable(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """ "add X mana of any one color" (X read by the qty part's "where X is"), "add an amount of {G} equal to this's
    power" (CR 106.1, 107.3c, 608.2h)."""
    a = e.args
    q = a.get("amount")
    if e.verb != "add_mana" or set(a) - {"mana", "amount", "combination"} or not isinstance(q, Quantity):
        return None
    n = q.constant()
    if n is not None:       # "add six {G}"
        mana = str(a["mana"])
        return f"add {_COUNT_WORDS[n]} {mana}" if n in _COUNT_WORDS and len(mana) == 3 and not a.get("combination") \
            else None
    if str(a["mana"]).lower() == "any":
        if q.kind != "x" or q.value != 1:
            return None
        return f"add X mana {'in any combination of colors' if a.get('combination') else 'of any one color'}"
    if a.get("combination") or q.value != 1:
        return None
    return _alt(*[f"add an amount of {a['mana']} equal to {w}" for w in amount_words(q)]) if amount_words(q) \
        else None


@renders_effect
def render_energy_equal(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """ "you get an amount of {E} equal to ..." (CR 107.14)."""
    a = e.args
    q = a.get("amount")
    if e.verb != "player_counters" or set(a) != {"kind", "amount"} or a["kind"] != "energy" \
            or not isinstance(q, Quantity) or q.kind in ("const", "that_much", "x") or q.value != 1:
        return None
    words = amount_words(q)
    return _alt(*[f"you get an amount of {{E}} equal to {w}" for w in words]) if words else None


@renders_effect
def render_could_produce(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """ "add one mana of any color that a land an opponent controls could produce" (CR 106.7)."""
    a = e.args
    if e.verb != "add_mana" or "produced_by" not in a or set(a) - {"mana", "produced_by", "any_type"}:
        return None
    what = "type" if a.get("any_type") else "color"
    return f"add one mana of any {what} that {_a(noun_phrase(a['produced_by']))} could produce"


@renders_effect
def render_restricted_mana(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """CR 106.6: "Add ... . Spend this mana only to cast ..." (the sentence after the "add")."""
    if e.verb != "add_mana" or not any(k in e.args for k in _SPEND):
        return None
    base = render_effect(dataclasses.replace(e, args={k: v for k, v in e.args.items() if k not in _SPEND}), targets)
    keep = ". until end of turn, you don't lose this mana as steps and phases end" if e.args.get("keep") else ""
    if keep and not any(k in e.args for k in _SPEND if k != "keep"):
        return base + keep
    cast, activate = e.args.get("spend_cast"), e.args.get("spend_activate")
    not_cast = e.args.get("spend_not_cast")
    if not_cast == Filter() and cast is None and activate is None:
        return f"{base}. you can't spend this mana to cast spells{keep}"
    if not_cast is not None:
        return None if cast is not None or activate is not None else \
            f"{base}. this mana can't be spent to cast {_spells(not_cast)}{keep}"
    if cast is not None and e.args.get("spend_uncounterable"):
        words, chosen = _words(cast)
        only = "to cast " + _a(f"{words} spell".strip()) + (" of the chosen type" if chosen else "") + \
            ", and that spell can't be countered"
    elif cast is not None and activate is not None:
        only = _alt(f"to cast {_spells(cast)}{_alt(' or ', ', or ', ' or to ', ', or to ')}{_activate(activate)}",
                    f"to {_activate(activate)} or {_alt('', 'to ')}cast {_spells(cast)}")
    elif cast is not None:
        only = f"to cast {_spells(cast)}"
    elif activate is not None:
        only = f"to {_activate(activate)}"
    else:
        return None
    return f"{base}. spend this mana only {only}{keep}"


_NUMBER_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five"}


@renders_static
def render_color_counters(s: StaticAbility) -> str | None:
    """ "this enters with a +1/+1 counter on it for each color of mana spent to cast it" (CR 614.1c, 601.2h)."""
    if s.kind != "enters_with_counters_per_color" or set(s.args) != {"counter", "amount"}:
        return None
    q = s.args["amount"]
    n = q.constant() if isinstance(q, Quantity) else None
    if n not in _NUMBER_WORDS:
        return None
    counters = "counter" if n == 1 else "counters"
    return f"this enters with {_NUMBER_WORDS[n]} {s.args['counter']} {counters} on it for each color of mana spent " \
           "to cast it."
