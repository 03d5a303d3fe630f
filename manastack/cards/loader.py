"""Reading card definitions (docs/cards.md) from YAML or plain Python data.

Every error names the file, the line and the card, and says what would be right.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import replace
from pathlib import Path
from typing import Any, Iterable, Mapping

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import YAMLError

from manastack.cards.values import GREATEST, OBJECT_PROPERTIES, PLAYER_COUNTS, Duration, Quantity, Reference
from manastack.cards.vocabulary import (
    CONDITIONS,
    EFFECT_VERBS,
    REFERENCES,
    STATIC_KINDS,
    TRIGGER_EVENTS,
    keyword_problem,
    normalize_keyword,
)
from manastack.core.mana import COLORS, NAME_TO_COLOR, ManaCost, ManaError, parse_cost, parse_mana
from manastack.core.types import CARD_TYPES, SUPERTYPES, Step, Zone
from manastack.effects import load_all
from manastack.rules.chosen import CHOICE_KINDS, CHOSEN_COLOR_MANA
from manastack.rules.awaken import AWAKEN, awakened
from manastack.rules.overload import OVERLOAD, overload_problem
from manastack.rules.division import division_problem
from manastack.rules.cast_timing import WINDOWS
from manastack.rules.activated_keywords import kind_problem, with_kind_limits
from manastack.cards.model import (
    ACTIVATION_TIMINGS,
    ActivatedAbility,
    ActivationCost,
    AdditionalCost,
    Body,
    CardDef,
    Condition,
    Effect,
    Filter,
    Mode,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    TriggerSpec,
)


ZONE_NAMES = frozenset(z.value for z in Zone)


#: The keys of an ability body (docs/cards.md "Ability bodies").
_BODY_KEYS = ("targets", "effects", "modes", "choose", "chooser", "repeat")

#: The forms of a number in card data, for the message naming a wrong one (docs/cards.md "Arguments").
_QUANTITY_FORMS = ("a number is a whole number, X, that_much, life_total, exiled_power, exiled_toughness, "
                   "sacrificed_power, sacrificed_toughness, sacrificed_mana_value, hand_size, mana_value_in_exile, opponents, basic_land_types, party, source_power, "
                   "source_toughness, {devotion: [COLORS]}, {times: N, of: QUANTITY}, {count: FILTER}, {graveyard: FILTER}, {graveyards: FILTER} or "
                   "{counters: NAME}, {power_of: REFERENCE}, {toughness_of: REFERENCE}, {mana_value_of: REFERENCE}, "
                   "{greatest_power: FILTER}, {greatest_toughness: FILTER}, {greatest_mana_value: FILTER}, "
                   "life_gained, life_lost, {cards_in_hand: REFERENCE}, {times_paid: COST} or {plus: N, of: QUANTITY}")

_SACRIFICED = ("sacrificed_power", "sacrificed_toughness", "sacrificed_mana_value")


def _counts(value: Any, kind: str) -> bool:
    """Whether a body (or any value in it: effects, their arguments, nested effects) has a quantity of ``kind``."""
    if isinstance(value, Quantity):
        return value.kind == kind
    if isinstance(value, Body):
        return any(_counts(e, kind) for m in value.modes for e in m.effects)
    if isinstance(value, Effect):
        return any(_counts(v, kind) for v in value.args.values())
    if isinstance(value, Mapping):
        return any(_counts(v, kind) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_counts(v, kind) for v in value)
    return False


class CardFormatError(ValueError):
    """A card definition that cannot be read; ``where`` is ``file:line``."""

    def __init__(self, where: str, card: str, message: str):
        self.where = where
        self.card = card
        self.message = message
        label = f" (card {card!r})" if card else ""
        super().__init__(f"{where}{label}: {message}")


def line_of(node: Any, key: Any = None, base: str = "") -> str:
    """``file:line`` of a ruamel node (or of one key inside a mapping)."""
    try:
        if key is not None and isinstance(node, CommentedMap):
            pos = node.lc.key(key)
            return f"{base}:{pos[0] + 1}"
        if isinstance(node, (CommentedMap, CommentedSeq)):
            return f"{base}:{node.lc.line + 1}"
    except (KeyError, AttributeError, TypeError):
        pass
    return base


CARD_KEYS = {
    "name", "cost", "type", "types", "subtypes", "supertypes", "colors", "power", "toughness", "loyalty",
    "text", "keywords", "spell", "abilities", "additional_costs", "token", "back", "flip",
}

def parse_type_line(line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """CR 205: "Basic Snow Land — Forest" -> (supertypes, types, subtypes)."""
    left, _, right = line.replace(" - ", " — ").partition("—")
    supers: list[str] = []
    types: list[str] = []
    for word in left.split():
        if word in SUPERTYPES:
            supers.append(word)
        elif word in CARD_TYPES:
            types.append(word)
        else:
            raise ValueError(f"{word!r} is neither a card type nor a supertype")
    subs = tuple(right.split())
    return tuple(supers), tuple(types), subs


def _colors(value: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    out = []
    for c in value or []:
        s = str(c).strip()
        if s.upper() in COLORS:
            out.append(s.upper())
        elif s.lower() in NAME_TO_COLOR:
            out.append(NAME_TO_COLOR[s.lower()])
        else:
            raise ValueError(f"unknown colour {s!r} (use W, U, B, R, G or white, blue, black, red, green)")
    return tuple(out)


#: Whose permanents a filter's ``controller`` means ("creatures enchanted player controls": a Curse's).
_CONTROLLERS = ("you", "opponent", "enchanted_player", "chooser", "defending_player")


class _Reader:
    """Reads one card definition, remembering where it came from."""

    def __init__(self, where: str, name: str):
        self.where = where
        self.name = name

    @property
    def base(self) -> str:
        """The file name part of ``where``."""
        return self.where.rsplit(":", 1)[0] if ":" in self.where else self.where

    def fail(self, message: str, node: Any = None, key: Any = None) -> CardFormatError:
        base = self.base
        loc = line_of(node, key, base) if node is not None else self.where
        if loc == base:
            loc = self.where
        return CardFormatError(loc, self.name, message)

    # --- pieces --------------------------------------------------------------------

    def cost(self, value: Any) -> ManaCost:
        try:
            return parse_cost(value)
        except ManaError as e:
            raise self.fail(str(e)) from None

    def filter(self, value: Any) -> Filter:
        if value is None:
            return Filter()
        if not isinstance(value, Mapping):
            raise self.fail(f"a filter is a mapping such as {{types: [Creature], not_colors: [B]}}, not {value!r}")
        fields = set(Filter.__dataclass_fields__)
        kw: dict[str, Any] = {}
        for k, v in value.items():
            if k not in fields:
                raise self.fail(f"unknown filter key {k!r}; known: {', '.join(sorted(fields))}", value, k)
            if k in ("colors", "not_colors"):
                try:
                    kw[k] = _colors(v)
                except ValueError as e:
                    raise self.fail(str(e), value, k) from None
            elif k in ("multicolored", "monocolored", "colorless", "other", "tapped", "attacking", "blocking",
                       "token", "mana_value_x", "blocked", "entered_this_turn", "attacking_or_blocking",
                       "named_as_source", "power_less_than_source"):
                if not isinstance(v, bool):
                    raise self.fail(f"filter key {k!r} is true or false, not {v!r}", value, k)
                kw[k] = v
            elif k in ("types", "types_any", "not_types", "subtypes", "not_subtypes", "supertypes", "not_supertypes",
                       "keywords", "not_keywords"):
                items = [v] if isinstance(v, str) else list(v)
                if k == "keywords" or k == "not_keywords":
                    kw[k] = tuple(normalize_keyword(str(x)) for x in items)
                else:
                    kw[k] = tuple(str(x) for x in items)
            elif k in ("power_max", "power_min", "mana_value_max", "mana_value_min"):
                if isinstance(v, bool) or not isinstance(v, int):
                    raise self.fail(f"filter key {k!r} is a whole number, not {v!r}", value, k)
                kw[k] = v
            elif k == "targets_one":
                kw[k] = self.filter(v)
            elif k == "counter" and not (isinstance(v, str) and v):
                raise self.fail(f"filter key 'counter' is a counter kind (\"+1/+1\", \"time\") or \"any\", not {v!r}",
                                value, k)
            elif k == "name" and not (isinstance(v, str) and v.strip()):
                raise self.fail(f"filter key 'name' is a card name (\"Eivor, Battle-Ready\"), not {v!r}", value, k)
            elif k == "controller" and v not in _CONTROLLERS:
                raise self.fail(f"filter key 'controller' is one of {', '.join(_CONTROLLERS)}, not {v!r}", value, k)
            else:
                kw[k] = v
        return Filter(**kw)

    def target(self, value: Any) -> TargetSpec:
        kinds = ("any", "player", "opponent", "permanent", "creature", "spell", "ability", "spell_or_ability", "card",
                 "player_or_planeswalker", "opponent_or_planeswalker")
        if isinstance(value, str):
            if value not in kinds:
                raise self.fail(f"unknown target {value!r}; use one of {', '.join(kinds)}")
            if value == "creature":
                return TargetSpec("permanent", Filter(types=("Creature",)))
            return TargetSpec(value)
        if isinstance(value, Mapping):
            keys = [k for k in value if k in kinds]
            if len(keys) != 1:
                raise self.fail(f"a target names one kind ({', '.join(kinds)}), got {dict(value)!r}", value)
            kind = keys[0]
            flt = self.filter(value[kind])
            if kind == "creature":
                kind = "permanent"
                flt = Filter(**{**_filter_kwargs(flt), "types": tuple(sorted(set(flt.types) | {"Creature"}))})
            extra = set(value) - {kind, keys[0], "zone", "label", "count", "up_to", "min"}
            if extra:
                raise self.fail(f"unknown target key(s) {sorted(extra)}", value)
            return TargetSpec(kind, flt, value.get("zone"), str(value.get("label", "")))
        raise self.fail(f"a target is a kind name or a mapping, not {value!r}")

    def effect(self, value: Any) -> Effect:
        cond = None
        optional = False
        if isinstance(value, Mapping) and len(value) >= 2 and "if" in value:
            cond = self.condition(value["if"], value)
            value = {k: v for k, v in value.items() if k != "if"}
        if isinstance(value, Mapping) and len(value) >= 2 and "may" in value:
            if not isinstance(value["may"], bool):
                raise self.fail(f"'may' is true (\"you may ...\", CR 608.2d) or false, not {value['may']!r}", value)
            optional = value["may"]
            value = {k: v for k, v in value.items() if k != "may"}
        if not isinstance(value, Mapping) or len(value) != 1:
            raise self.fail(f"an effect is a one-key mapping such as {{damage: {{amount: 3, to: target}}}} "
                            f"(optionally with if: and may:), not {value!r}", value)
        verb, args = next(iter(value.items()))
        spec = EFFECT_VERBS.get(str(verb))
        if spec is None:
            raise self.fail(EFFECT_VERBS.unknown(str(verb)), value, verb)
        if not isinstance(args, Mapping):
            if spec.main is None:
                raise self.fail(f"effect {verb!r} takes a mapping of arguments", value, verb)
            args = {spec.main: args} if args is not None else {}
        bad = set(args) - spec.arg_names
        if bad:
            raise self.fail(f"effect {verb!r} has no argument(s) {sorted(bad)}; it takes {sorted(spec.arg_names)}",
                            value, verb)
        typed = {str(k): self.argument(str(verb), str(k), spec.arg_type(str(k)), v, args)
                 for k, v in args.items()}
        if verb == "delayed" and ("when" not in typed or "effects" not in typed):
            raise self.fail("a delayed trigger needs 'when' and 'effects' (CR 603.7)", value, verb)
        return Effect(str(verb), typed, cond, optional)

    def argument(self, verb: str, key: str, kind: str, v: Any, node: Any, what: str = "effect") -> Any:
        """One argument of an effect verb (or of a static ability kind, ``what``) read as the typed value it
        declares (docs/cards.md "Arguments")."""
        reader = _ARG_READERS.get(kind)
        if reader is None:
            raise self.fail(f"{what} {verb!r}: argument {key!r} has an unknown type {kind!r}", node, key)
        try:
            return reader(self, v, node, key)
        except CardFormatError as e:
            raise CardFormatError(e.where, e.card, f"{what} {verb!r}: {key}: {e.message}") from None
        except ValueError as e:
            raise self.fail(f"{what} {verb!r}: {key}: {e}", node, key) from None

    def quantity(self, v: Any, node: Any = None, key: Any = None) -> Quantity:
        """A number: 3, X, -X, "that_much" (the triggering amount), "life_total", "sacrificed_power" (Fling),
        "hand_size", {count: FILTER}, {graveyard: FILTER}, {graveyards: FILTER} or {counters: NAME} (the counters of
        that kind on this object)."""
        if isinstance(v, bool):
            raise ValueError(f"{_QUANTITY_FORMS}, not {v!r}")
        if isinstance(v, int):
            return Quantity.const(v)
        if isinstance(v, Mapping) and set(v) == {"times", "of"}:
            # "2 damage for each creature you control": N times another quantity
            times = v["times"]
            if not isinstance(times, int) or isinstance(times, bool):
                raise ValueError(f"'times' is a whole number (2 for \"2 damage for each\"), not {times!r}")
            inner = self.quantity(v["of"], node, key)
            if inner.kind == "const":
                return Quantity.const(times * inner.value)
            return replace(inner, value=times * inner.value, plus=times * inner.plus)
        if isinstance(v, Mapping) and set(v) == {"plus", "of"}:
            # "1 plus the number of ...": a quantity and a whole number added (CR 107.1)
            plus = v["plus"]
            if not isinstance(plus, int) or isinstance(plus, bool):
                raise ValueError(f"'plus' is a whole number (1 for \"1 plus the number of\"), not {plus!r}")
            inner = self.quantity(v["of"], node, key)
            if inner.kind == "const":
                return Quantity.const(plus + inner.value)
            return replace(inner, plus=inner.plus + plus)
        if isinstance(v, Mapping) and len(v) == 1 and next(iter(v)) in ("count", "graveyard", "graveyards", *GREATEST):
            kind = str(next(iter(v)))
            return Quantity(kind, 1, self.filter(v[kind]))
        if isinstance(v, Mapping) and len(v) == 1 and next(iter(v)) in OBJECT_PROPERTIES | PLAYER_COUNTS:
            # CR 608.2h: "equal to that creature's toughness": a number of the object a reference names
            kind = str(next(iter(v)))
            return Quantity(kind, 1, ref=self.reference(v[kind], node, key))
        if isinstance(v, Mapping) and set(v) == {"devotion"}:
            colors = v["devotion"] if isinstance(v["devotion"], (list, tuple)) else [v["devotion"]]
            # CR 700.5: "your devotion to black" (to two colours: 700.5a)
            return Quantity("devotion", 1, self.filter({"colors": colors}))
        if isinstance(v, Mapping) and "counters" in v and set(v) <= {"counters", "times"}:
            counter, times = v["counters"], v.get("times", 1)
            if not isinstance(counter, str) or not counter.strip():
                raise ValueError(f"{{counters: NAME}} names a kind of counter (verse, +1/+1...), not {counter!r}")
            if not isinstance(times, int) or isinstance(times, bool):
                raise ValueError(f"'times' is a whole number (2 for each age counter), not {times!r}")
            return Quantity("counters", times, counter=counter.strip())
        if isinstance(v, Mapping) and set(v) == {"times_paid"}:
            cost = v["times_paid"]      # CR 702.33c, 702.157a: "for each time it was kicked"
            if not isinstance(cost, str) or not cost.strip():
                raise ValueError(f"{{times_paid: COST}} names an optional cost (kicker, squad), not {cost!r}")
            return Quantity("times_paid", 1, counter=cost.strip().lower())
        s = str(v).strip()
        sign = -1 if s.startswith("-") else 1
        body = s.lstrip("+-").strip()
        if body.isdigit():
            return Quantity.const(sign * int(body))
        if body.upper() == "X":
            return Quantity("x", sign)
        if body in ("amount", "that_much"):
            return Quantity("that_much", sign)
        if body == "life_total":
            return Quantity("life_total", sign)
        if body == "mana_value_in_exile":
            return Quantity(body, sign)     # "the total mana value of cards you own in exile" (Ashiok)
        if body in ("exiled_power", "exiled_toughness"):
            return Quantity(body, sign)     # CR 614.13a: the cards exiled as this entered (Sutured Ghoul)
        if body in ("opponents", "basic_land_types", "party", "source_power", "source_toughness"):
            return Quantity(body, sign)     # CR 102.2, 305.6 (domain), 700.8 (party), 608.2h (this's power)
        if body in ("life_gained", "life_lost"):
            return Quantity(body, sign)     # CR 119.3: the life you gained / lost this turn
        if body in ("sacrificed_power", "sacrificed_toughness", "sacrificed_mana_value", "hand_size"):
            return Quantity(body, sign)     # CR 707.10: Fling; "the number of cards in your hand"
        raise ValueError(f"{_QUANTITY_FORMS}, not {v!r}")

    def reference(self, v: Any, node: Any = None, key: Any = None) -> Reference:
        """docs/cards.md "References": a known name, targetN, or {each: FILTER}."""
        if isinstance(v, Mapping):
            if set(v) != {"each"}:
                raise ValueError(f"a reference is a name or {{each: FILTER}}, not {dict(v)!r}")
            return Reference("each", 0, self.filter(v["each"]))
        s = str(v)
        if m := re.fullmatch(r"target(\d*)", s):
            n = int(m.group(1) or 1)
            if n < 1:
                raise ValueError(f"targets are numbered from 1 (target, target2, ...), not {s!r}")
            return Reference("target", n - 1)
        if s in REFERENCES and s != "each":
            return Reference(s)
        raise ValueError(REFERENCES.unknown(s))

    def keywords(self, v: Any, node: Any = None, key: Any = None) -> tuple[str, ...]:
        out = []
        for k in [v] if isinstance(v, str) else list(v or ()):
            nk = normalize_keyword(str(k))
            problem = keyword_problem(nk, str(k))
            if problem:
                raise ValueError(problem)
            out.append(nk)
        return tuple(out)

    def condition(self, c: Any, node: Any = None) -> Condition:
        if not isinstance(c, Mapping) or len(c) != 1:
            raise self.fail("'if' is a one-key condition mapping such as {life_at_most: 10}", node)
        ck, cv = next(iter(c.items()))
        if ck not in CONDITIONS:
            raise self.fail(CONDITIONS.unknown(str(ck)), node)
        return Condition(str(ck), _plain(cv) if isinstance(cv, Mapping) else {"value": _plain(cv)})

    def mode(self, value: Mapping[str, Any]) -> Mode:
        extra = set(value) - {"targets", "effects", "text"}
        if extra:
            raise self.fail(f"unknown key(s) {sorted(extra)} in an ability body (expected targets, effects, text)",
                            value)
        specs: list[TargetSpec] = []
        for k, t in enumerate(value.get("targets") or []):
            spec = self.target(t)
            count = t.get("count", 1) if isinstance(t, Mapping) else 1
            if count in ("any", "X"):
                specs.append(self._many(spec, t, k, value.get("targets") or []))
                continue
            if specs and specs[-1].many:
                raise self.fail("a target after a number of targets (count any or X): write that one last", t)
            if not isinstance(count, int) or count < 1:
                raise self.fail(f"a target's count is a whole number of at least 1, not {count!r}", t)
            up_to = t.get("up_to", False) if isinstance(t, Mapping) else False
            if not isinstance(up_to, bool):
                raise self.fail(f"a target's up_to is true (\"up to N target ...\", CR 601.2c) or false, not {up_to!r}",
                                t)
            least = t.get("min", 0) if isinstance(t, Mapping) else 0
            if not isinstance(least, int) or isinstance(least, bool) or not 0 <= least <= count or \
                    least and not up_to:
                raise self.fail(f"a target's min is a whole number of targets at most its count, with up_to "
                                f"(\"one, two, or three targets\": count 3, up_to, min 1; CR 601.2c), not {least!r}", t)
            if not (count > 1 or up_to) and specs and specs[-1].optional:
                raise self.fail("a target after an \"up to\" target: write the \"up to\" target last", t)
            if count > 1 or up_to:
                # CR 115.3: one word "target" with a number: the same object can't be chosen twice; CR 601.2c:
                # "up to N": any number of them, none included, may be chosen; "one, two, or three": at least min.
                group = k if count > 1 else -1
                required = TargetSpec(spec.kind, spec.filter, spec.zone, spec.label, group, False)
                spec = TargetSpec(spec.kind, spec.filter, spec.zone, spec.label, group, up_to)
                specs.extend([required] * least)
                count -= least
            specs.extend([spec] * count)
        targets = tuple(specs)
        effects = tuple(self.effect(e) for e in (value.get("effects") or []))
        mode = Mode(targets, effects, str(value.get("text", "")))
        problem = division_problem(mode)
        if problem:
            raise self.fail(problem, value)
        return mode

    def _many(self, spec: TargetSpec, t: Any, k: int, targets: list[Any]) -> TargetSpec:
        """CR 601.2c: "any number of target ..." (``count: any``), "X target ..." (``count: X``, exactly X, the
        spell's X; ``up_to: true``: up to X): one entry standing for all of them, the last of the body."""
        up_to = t.get("up_to", False)
        if not isinstance(up_to, bool) or up_to and t["count"] == "any" or "min" in t:
            raise self.fail("a target with count any takes no up_to or min, one with count X up_to true or false", t)
        if k != len(targets) - 1:
            raise self.fail("a target with count any or X is the body's last target", t)
        many = "any" if t["count"] == "any" else "up_to_x" if up_to else "x"
        return TargetSpec(spec.kind, spec.filter, spec.zone, spec.label, k, many != "x", many)

    def body(self, value: Any) -> Body:
        if not isinstance(value, Mapping):
            raise self.fail(f"an ability body is a mapping with targets/effects or modes, not {value!r}")
        if "modes" in value:
            extra = set(value) - {"modes", "choose", "chooser", "repeat"}
            if extra:
                raise self.fail(f"unknown key(s) {sorted(extra)} beside modes (expected modes, choose, chooser, "
                                "repeat)", value)
            repeat = value.get("repeat", False)
            if not isinstance(repeat, bool):
                raise self.fail(f"repeat is true or false (\"You may choose the same mode more than once\", CR "
                                f"700.2d), not {repeat!r}", value, "repeat")
            n = len(value["modes"] or [])
            choose = value.get("choose", 1)
            m = re.fullmatch(r"\s*(\d+)\s*(?:-\s*(\d+|any)\s*)?", str(choose))
            if not m:
                raise self.fail(f"choose is a number, or 'N-M' / '1-any', not {choose!r}", value, "choose")
            lo = int(m.group(1))
            hi = n if m.group(2) == "any" else int(m.group(2) or lo)
            if not 1 <= lo <= hi <= (hi if repeat else n):
                raise self.fail(f"choose {choose!r} does not fit {n} mode(s) (CR 700.2)", value, "choose")
            modes = tuple(self.mode(m) for m in value["modes"])
            if any(t.many for md in modes for t in md.targets):
                raise self.fail("a target with count any or X in a mode: not supported in a modal body (CR 601.2c)",
                                value)
            chooser = value.get("chooser", "")
            if chooser not in ("", "opponent"):
                raise self.fail(f"chooser is 'opponent' (\"An opponent chooses one\", CR 700.2e), not {chooser!r}",
                                value, "chooser")
            return Body(modes, lo, hi, True, chooser, repeat)
        return Body((self.mode(value),))

    def activation_cost(self, value: Any) -> ActivationCost:
        if isinstance(value, int) and not isinstance(value, bool):
            value = f"{value:+d}" if value else "0"
        if isinstance(value, str) and re.fullmatch(r"\s*\[?[+−-]?\d+\]?\s*", value):
            # CR 606.4: a loyalty ability's cost, "[+1]", "[−3]", "0"
            n = int(value.strip().strip("[]").replace("−", "-"))
            return ActivationCost(loyalty=n, text=value)
        if isinstance(value, str):
            text = value
            parts = [p.strip() for p in re.split(r",\s*", value) if p.strip()]
            mana = ""
            kw: dict[str, Any] = {}
            for p in parts:
                low = p.lower()
                if low == "{t}":
                    kw["tap"] = True
                elif low == "{q}":
                    kw["untap"] = True
                elif low.startswith("sacrifice this") or low == "sacrifice ~":
                    kw["sacrifice_self"] = True
                elif low.startswith("discard this card"):
                    kw["discard_self"] = True
                elif low.startswith("exile this"):
                    kw["exile_self"] = True
                elif m3 := re.fullmatch(r"sacrifice (?:a|an|another) (creature|artifact|enchantment|land|permanent)",
                                        low):
                    kind = m3.group(1).capitalize()
                    other = low.startswith("sacrifice another")
                    kw["sacrifice"] = Filter(types=() if kind == "Permanent" else (kind,), other=other)
                elif m4 := re.fullmatch(r"discard (a|one|two|three|\d+) cards?", low):
                    kw["discard"] = {"a": 1, "one": 1, "two": 2, "three": 3}.get(m4.group(1)) or int(m4.group(1))
                elif m := re.fullmatch(r"pay (\d+) life", low):
                    kw["pay_life"] = int(m.group(1))
                elif m5 := re.fullmatch(r"pay ((?:\{e\})+)", low):     # CR 107.14: "Pay {E}{E}"
                    kw["pay_energy"] = len(m5.group(1)) // 3
                else:
                    m2 = re.fullmatch(r"((?:\{[^}]+\})+?)(\{t\})?", p, re.IGNORECASE)
                    if not m2:
                        raise self.fail(f"cannot read cost part {p!r} (write {{1}}{{G}}, {{T}}, 'Sacrifice this "
                                        f"creature', 'Pay 2 life', or use the mapping form)")
                    mana += m2.group(1)
                    if m2.group(2):
                        kw["tap"] = True
            return ActivationCost(mana=self.cost(mana) if mana else None, text=text, **kw)
        if isinstance(value, Mapping):
            allowed = {"mana", "tap", "untap", "sacrifice_self", "sacrifice", "pay_life", "discard_self", "discard",
                       "exile_self", "sacrifice_count", "remove_counters", "tap_untapped", "exile_from_graveyard",
                       "return_to_hand", "loyalty", "discard_filter", "return_self", "put_counters", "mill",
                       "pay_energy", "exile_from_hand"}
            bad = set(value) - allowed
            if bad:
                raise self.fail(f"unknown cost key(s) {sorted(bad)}; known: {sorted(allowed)}", value)
            kw = dict(value)
            if "mana" in kw:
                kw["mana"] = self.cost(kw["mana"])
            if "sacrifice" in kw:
                kw["sacrifice"] = self.filter(kw["sacrifice"])
            kw.update(self.object_costs(value))
            if "loyalty" in kw and (not isinstance(kw["loyalty"], int) or isinstance(kw["loyalty"], bool)):
                raise self.fail(f"a loyalty cost is a whole number (+1: 1, −3: -3), not {kw['loyalty']!r}", value,
                                "loyalty")
            return ActivationCost(text=str(value), **kw)
        raise self.fail(f"a cost is a string like '{{1}}, {{T}}' or a mapping, not {value!r}")

    def object_costs(self, value: Mapping[str, Any]) -> dict[str, Any]:
        """CR 601.2h: the cost parts paid with other objects (docs/cards.md "Activated abilities"):
        ``remove_counters: {kind, amount}``, ``tap_untapped`` / ``exile_from_graveyard: {filter, amount}``,
        ``return_to_hand: FILTER``, ``sacrifice_count: N``."""
        out: dict[str, Any] = {}
        for key in ("sacrifice_count", "mill"):
            if key in value and (not isinstance(value[key], int) or isinstance(value[key], bool) or value[key] < 1):
                raise self.fail(f"{key} is a whole number of at least 1, not {value[key]!r}", value, key)
        for key in ("remove_counters", "put_counters"):
            if key in value:
                rc = value[key]
                if not (isinstance(rc, Mapping) and set(rc) <= {"kind", "amount"} and isinstance(rc.get("kind"), str)
                        and isinstance(rc.get("amount", 1), int) and rc.get("amount", 1) >= 1):
                    raise self.fail(f"{key} is {{kind: NAME, amount: N}} (\"Remove two charge counters from "
                                    f"this\"), not {rc!r}", value, key)
                out[key] = (str(rc["kind"]), int(rc.get("amount", 1)))
        if "discard_filter" in value:
            out["discard_filter"] = self.filter(value["discard_filter"])
            if not value.get("discard"):
                raise self.fail("discard_filter says which cards 'discard: N' discards; give discard too", value,
                                "discard_filter")
        if "mill" in value and (not isinstance(value["mill"], int) or value["mill"] < 1):
            raise self.fail(f"mill is a whole number of at least 1, not {value['mill']!r}", value, "mill")
        for key, count in (("tap_untapped", "tap_count"), ("exile_from_graveyard", "exile_count")):
            if key in value:
                part = value[key]
                if not (isinstance(part, Mapping) and set(part) <= {"filter", "amount"}
                        and isinstance(part.get("amount", 1), int) and part.get("amount", 1) >= 1):
                    raise self.fail(f"{key} is {{filter: FILTER, amount: N}}, not {part!r}", value, key)
                out[key] = self.filter(part.get("filter"))
                out[count] = int(part.get("amount", 1))
        if "return_to_hand" in value:
            out["return_to_hand"] = self.filter(value["return_to_hand"])
        if "exile_from_hand" in value:     # "Exile a blue card from your hand" (406.2)
            out["exile_from_hand"] = self.filter(value["exile_from_hand"])
        return out

    def trigger(self, value: Any) -> TriggerSpec:
        if isinstance(value, str):
            value = {"event": value}
        if not isinstance(value, Mapping):
            raise self.fail(f"'when' is an event name or a mapping, not {value!r}")
        event = value.get("event")
        edef = TRIGGER_EVENTS.get(str(event))
        if edef is None:
            raise self.fail(TRIGGER_EVENTS.unknown(str(event)), value)
        allowed = {"event", "who", "filter", "whose", "step", "from", "to", "batch"}
        bad = set(value) - allowed
        if bad:
            raise self.fail(f"unknown trigger key(s) {sorted(bad)}; known: {sorted(allowed)}", value)
        who = str(value.get("who", "self" if edef.about_object else "any"))
        if who not in ("self", "other", "any", "enchanted", "equipped", "self_or_other", "damaged_by_self"):
            raise self.fail(f"trigger 'who' is self, other, any, enchanted, equipped, self_or_other or "
                            f"damaged_by_self, not {who!r}", value, "who")
        whose = str(value.get("whose", "you" if event == "step" else "any"))
        if whose not in ("you", "opponent", "any", "active", "enchanted_controller"):
            raise self.fail(f"trigger 'whose' is you, opponent, active, any or enchanted_controller, not {whose!r}",
                            value, "whose")
        for zkey in ("from", "to"):
            if zkey in value and value[zkey] not in ZONE_NAMES:
                raise self.fail(f"trigger '{zkey}' is a zone ({', '.join(sorted(ZONE_NAMES))}), not {value[zkey]!r}",
                                value, zkey)
        step = value.get("step")
        if event == "step" and not step:
            raise self.fail("a 'step' trigger names its step (upkeep, draw, end, ...)", value)
        batch = value.get("batch", False)
        if not isinstance(batch, bool) or (batch and not edef.about_object):
            raise self.fail(f"trigger 'batch' is true (\"whenever one or more creatures ...\": once per batch of "
                            f"events, CR 603.2c) for an event about objects, not {batch!r}", value, "batch")
        return TriggerSpec(str(event), who, self.filter(value.get("filter")), whose,
                           str(step) if step else None, value.get("from"), value.get("to"), batch)

    def ability(self, value: Any) -> ActivatedAbility | TriggeredAbility | StaticAbility:
        got = self._ability(value)
        if isinstance(got, TriggeredAbility) and any(_counts(got.body, k) for k in _SACRIFICED):
            # CR 602.2h, 707.10: what was sacrificed to pay a spell's or activated ability's costs; a triggered
            # ability pays none
            raise self.fail("sacrificed_power (toughness, mana value) is of what was sacrificed to pay a spell's or "
                            "activated ability's costs; a triggered ability's body can't use it", value)
        return got

    def _ability(self, value: Any) -> ActivatedAbility | TriggeredAbility | StaticAbility:
        if not isinstance(value, Mapping) or len(value) != 1:
            raise self.fail("an ability is a one-key mapping: activated, triggered or static", value)
        kind, spec = next(iter(value.items()))
        if kind == "activated":
            if not isinstance(spec, Mapping) or "cost" not in spec:
                raise self.fail("an activated ability needs a cost", value)
            allowed = {"cost", *_BODY_KEYS, "zone", "sorcery_speed", "once_per_turn",
                       "text", "timing", "if", "kind"}
            bad = set(spec) - allowed
            if bad:
                raise self.fail(f"unknown key(s) {sorted(bad)} in an activated ability; known: {sorted(allowed)}",
                                spec)
            cost = self.activation_cost(spec["cost"])
            body = self.body({k: v for k, v in spec.items() if k in _BODY_KEYS})
            # CR 605.1a: a mana ability could add mana, has no target and isn't a loyalty ability; it may do more
            # ("Add {U}{B}. Draw a card.", Darkwater Egg), all at once as it resolves without the stack (605.3b)
            is_mana = (not body.modal and not body.single.targets and cost.loyalty is None
                       and any(e.verb == "add_mana" for e in body.single.effects))
            timing = str(spec.get("timing", ""))
            if timing and timing not in ACTIVATION_TIMINGS:
                raise self.fail(f"timing is one of {', '.join(ACTIVATION_TIMINGS)} (CR 602.5b), not {timing!r}",
                                spec, "timing")
            ab = ActivatedAbility(cost, body, str(spec.get("zone", "battlefield")),
                                  bool(spec.get("sorcery_speed", False)), bool(spec.get("once_per_turn", False)),
                                  is_mana, str(spec.get("text", cost.text)), timing,
                                  self.condition(spec["if"], spec) if "if" in spec else None)
            if "kind" not in spec:
                return ab
            # CR 702.177a, 702.142a: "Exhaust — [Cost]: [Effect]": the keyword gives the ability its limits
            why = kind_problem(str(spec["kind"]), ab)
            if why:
                raise self.fail(why, spec, "kind")
            return with_kind_limits(ab, str(spec["kind"]))
        if kind == "triggered":
            if not isinstance(spec, Mapping) or "when" not in spec:
                raise self.fail("a triggered ability needs 'when'", value)
            allowed = {"when", "if", *_BODY_KEYS, "optional", "text", "once_each_turn"}
            bad = set(spec) - allowed
            if bad:
                raise self.fail(f"unknown key(s) {sorted(bad)} in a triggered ability; known: {sorted(allowed)}",
                                spec)
            cond = self.condition(spec["if"], spec) if "if" in spec else None
            if cond is None and spec["when"] == "state":
                raise self.fail("a state trigger (CR 603.8) needs its condition in 'if'", spec)
            body = self.body({k: v for k, v in spec.items() if k in _BODY_KEYS})
            once = spec.get("once_each_turn", False)
            if not isinstance(once, bool):
                raise self.fail(f"once_each_turn is true (\"This ability triggers only once each turn\") or false, "
                                f"not {once!r}", spec, "once_each_turn")
            return TriggeredAbility(self.trigger(spec["when"]), body, cond, bool(spec.get("optional", False)),
                                    str(spec.get("text", "")), once)
        if kind == "static":
            args: dict[str, Any]
            if isinstance(spec, str):
                skind, args = spec, {}
            elif isinstance(spec, Mapping) and len(spec) == 1:
                skind, a = next(iter(spec.items()))
                args = _plain(a) if isinstance(a, Mapping) else ({} if a in (None, True) else {"value": _plain(a)})
            else:
                raise self.fail("a static ability is a kind name or a one-key mapping", value)
            if skind not in STATIC_KINDS:
                raise self.fail(STATIC_KINDS.unknown(str(skind)), value)
            sdef = STATIC_KINDS[skind]
            if sdef.args:
                bad = set(args) - sdef.arg_names
                if bad:
                    raise self.fail(f"static ability {skind!r} has no argument(s) {sorted(bad)}; it takes "
                                    f"{sorted(sdef.arg_names)}", value)
                args = {k: self.argument(str(skind), k, sdef.arg_type(k), v, spec, "static ability")
                        for k, v in args.items()}
            return StaticAbility(str(skind), args)
        raise self.fail(f"unknown ability kind {kind!r} (use activated, triggered or static)", value)

    def additional_cost(self, value: Any) -> AdditionalCost:
        if not isinstance(value, Mapping) or "name" not in value:
            raise self.fail("an additional cost is a mapping with a name (kicker, buyback, ...)", value)
        mana = self.cost(value["mana"]) if "mana" in value else None
        return AdditionalCost(str(value["name"]).lower(), mana, bool(value.get("optional", True)),
                              self.filter(value["sacrifice"]) if "sacrifice" in value else None,
                              int(value.get("discard", 0)), int(value.get("pay_life", 0)))


def _read_token(r: _Reader, v: Any, node: Any, key: Any) -> CardDef:
    if not isinstance(v, Mapping):
        raise ValueError("a token is a card definition (name, type, power, toughness...)")
    return card_from_data({**v, "token": True}, line_of(v, None, r.base))


def _read_mana(r: _Reader, v: Any, node: Any, key: Any) -> str:
    s = str(v)
    if s.lower() not in ("any", CHOSEN_COLOR_MANA):
        try:
            parse_mana(s)
        except ManaError as e:
            raise ValueError(str(e)) from None
    return s


def _read_costs(r: _Reader, v: Any, node: Any, key: Any) -> tuple[str, ...]:
    """Mana costs, one or a choice of several: ``"{U}"``, ``["{W}", "{U}"]``."""
    items = [v] if isinstance(v, str) else list(v) if isinstance(v, (list, tuple)) else []
    if not items:
        raise ValueError(f"a mana cost such as \"{{U}}\" or a list of them, not {v!r}")
    for x in items:
        try:
            parse_cost(str(x))
        except ManaError as e:
            raise ValueError(str(e)) from None
    return tuple(str(x) for x in items)


def _read_flag(r: _Reader, v: Any, node: Any, key: Any) -> bool:
    if not isinstance(v, bool):
        raise ValueError(f"true or false, not {v!r}")
    return v


#: Zones an effect may put a card into from a library (``into`` of ``search_library``).
DESTINATION_ZONES = ("hand", "battlefield", "graveyard", "exile")


def _read_zone(r: _Reader, v: Any, node: Any, key: Any) -> str:
    if str(v) not in DESTINATION_ZONES:
        raise ValueError(f"a zone is one of {', '.join(DESTINATION_ZONES)}, not {v!r}")
    return str(v)


def _read_window(r: _Reader, v: Any, node: Any, key: Any) -> str:
    """CR 601.3: a window of the turn a spell may be cast in (``rules/cast_timing.WINDOWS``: combat, ...)."""
    if str(v) not in WINDOWS:
        raise ValueError(f"a window is one of {', '.join(sorted(WINDOWS))}, not {v!r}")
    return str(v)


def _read_step(r: _Reader, v: Any, node: Any, key: Any) -> str:
    """CR 500.1: a step (or a phase with no steps), by its name: draw, upkeep, combat_damage, ..."""
    names = [s.value for s in Step]
    if str(v) not in names:
        raise ValueError(f"a step is one of {', '.join(names)}, not {v!r}")
    return str(v)


def _read_duration(r: _Reader, v: Any, node: Any, key: Any) -> Duration:
    try:
        return Duration(str(v))
    except ValueError:
        raise ValueError(f"a duration is one of {', '.join(d.value for d in Duration)}, not {v!r}") from None


#: What a static ability's continuous effect applies to (docs/cards.md "Static abilities").
AFFECTS = ("self", "enchanted", "equipped", "paired")     # paired: CR 702.95b, rules/soulbond.py


def _read_affects(r: _Reader, v: Any, node: Any, key: Any) -> Reference:
    if isinstance(v, Mapping) and set(v) == {"each"}:
        return Reference("each", 0, r.filter(v["each"]))
    if str(v) in AFFECTS:
        return Reference(str(v))
    raise ValueError(f"what a static ability affects is {', '.join(AFFECTS)} or {{each: FILTER}}, not {v!r}")


def _read_words(r: _Reader, v: Any, node: Any, key: Any) -> tuple[str, ...]:
    items = [v] if isinstance(v, str) else list(v) if isinstance(v, (list, tuple)) else None
    if not items or not all(isinstance(x, str) and x.strip() for x in items):
        raise ValueError(f"a list of type words such as [Creature] or [Mountain], not {v!r}")
    return tuple(str(x).strip() for x in items)


def _read_effects(r: _Reader, v: Any, node: Any, key: Any) -> tuple[Effect, ...]:
    if not isinstance(v, (list, tuple)):
        raise ValueError("a list of effects")
    return tuple(r.effect(e) for e in v)


def _read_abilities(r: _Reader, v: Any, node: Any, key: Any) -> tuple[Any, ...]:
    """Abilities an effect gives ("it has 'Equipped creature has flying'"), each as under ``abilities:``."""
    if not isinstance(v, (list, tuple)) or not v:
        raise ValueError("a list of abilities, each a one-key mapping: activated, triggered or static")
    return tuple(r.ability(a) for a in v)


#: How each argument type of an effect verb is read (the types verbs declare in ``@effect``).
def _read_choice(r: "_Reader", v: Any, node: Any, key: Any) -> str:
    """CR 614.12a: what an "as this enters" ability chooses: one of ``CHOICE_KINDS``."""
    s = str(v).strip().replace(" ", "_")
    if s not in CHOICE_KINDS:
        raise ValueError(f"an \"as this enters\" choice is one of {', '.join(CHOICE_KINDS)}, not {v!r}")
    return s


_ARG_READERS: dict[str, Any] = {
    "choice": _read_choice,
    "quantity": _Reader.quantity,
    "reference": _Reader.reference,
    "filter": lambda r, v, node, key: r.filter(v),
    "condition": lambda r, v, node, key: r.condition(v, node),
    "keywords": _Reader.keywords,
    "token": _read_token,
    "duration": _read_duration,
    "counter": lambda r, v, node, key: str(v),
    "mana": _read_mana,
    "costs": _read_costs,
    "flag": _read_flag,
    "zone": _read_zone,
    "step": _read_step,
    "trigger": lambda r, v, node, key: r.trigger(v),
    "effects": _read_effects,
    "body": lambda r, v, node, key: r.body(v),     # a reflexive trigger's targets and effects (CR 603.12)
    "abilities": _read_abilities,
    "affects": _read_affects,
    "words": _read_words,
    "colors": lambda r, v, node, key: _colors(v),
    "activation_cost": lambda r, v, node, key: r.activation_cost(v),
    "window": _read_window,   # a cost as activated abilities write it
}


def _filter_kwargs(f: Filter) -> dict[str, Any]:
    return {k: getattr(f, k) for k in Filter.__dataclass_fields__}


def _plain(v: Any) -> Any:
    """ruamel containers to plain dict/list/tuple values."""
    if isinstance(v, Mapping):
        return {str(k): _plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return tuple(_plain(x) for x in v)
    return v


def card_from_data(data: Any, where: str = "<inline>") -> CardDef:
    """Build a :class:`CardDef` from one mapping of the card format."""
    load_all()   # every vocabulary complete: the rules and effects define their words
    name = str(data.get("name", "")) if isinstance(data, Mapping) else ""
    r = _Reader(where, name)
    if not isinstance(data, Mapping):
        raise r.fail(f"a card definition is a mapping, not {type(data).__name__}")
    if not name:
        raise r.fail("a card definition needs a name")
    bad = set(data) - CARD_KEYS
    if bad:
        hints = [f"{b!r} (did you mean {difflib.get_close_matches(str(b), CARD_KEYS, n=1)[0]!r}?)"
                 if difflib.get_close_matches(str(b), CARD_KEYS, n=1) else repr(b) for b in sorted(bad)]
        raise r.fail(f"unknown key(s) {', '.join(hints)}", data, sorted(bad)[0])
    if "type" in data:
        try:
            supers, types, subs = parse_type_line(str(data["type"]))
        except ValueError as e:
            raise r.fail(f"type line {data['type']!r}: {e}", data, "type") from None
    else:
        supers = tuple(data.get("supertypes") or ())
        types = tuple(data.get("types") or ())
        subs = tuple(data.get("subtypes") or ())
    for t in types:
        if t not in CARD_TYPES:
            raise r.fail(f"unknown card type {t!r}; known: {', '.join(CARD_TYPES)}", data)
    if not types:
        raise r.fail("a card needs a type line (type: 'Creature — Elf') or types", data)
    cost = r.cost(data["cost"]) if data.get("cost") not in (None, "") else None
    if "colors" in data:
        try:
            colors = frozenset(_colors(data["colors"]))
        except ValueError as e:
            raise r.fail(str(e), data, "colors") from None
    else:
        colors = cost.colors() if cost else frozenset()
    try:
        keywords = r.keywords(data.get("keywords") or [])
    except ValueError as e:
        raise r.fail(str(e), data, "keywords") from None

    def pt(key: str) -> int | None:
        v = data.get(key)
        if v is None:
            return None
        if v == "*":
            # CR 208.2a: "*" is where a characteristic-defining ability gives the number; 0 without it
            if not any(isinstance(a, Mapping) and isinstance(a.get("static"), Mapping) and "defines_pt" in a["static"]
                       for a in data.get("abilities") or []):
                raise r.fail(f"{key} '*' needs a characteristic-defining ability: static: {{defines_pt: ...}} "
                             "(CR 208.2a, 604.3)", data, key)
            return 0
        try:
            return int(v)
        except (TypeError, ValueError):
            raise r.fail(f"{key} must be a whole number (or '*' with defines_pt), not {v!r}", data, key) from None

    if "Aura" in subs and not any(k.startswith("enchant:") for k in keywords):
        raise r.fail("an Aura needs its enchant keyword, e.g. keywords: [Enchant creature] (CR 303.4a, 702.5a)", data)
    if "Creature" in types and (pt("power") is None or pt("toughness") is None):
        raise r.fail("a creature needs power and toughness", data)
    spell = r.body(data["spell"]) if data.get("spell") is not None else None
    if spell is None and ("Instant" in types or "Sorcery" in types):
        raise r.fail("an instant or sorcery needs a 'spell' with its effects", data)
    if any(k.startswith(OVERLOAD + ":") for k in keywords) and (problem := overload_problem(spell)) is not None:
        raise r.fail(problem, data, "keywords")     # CR 702.96a
    if any(k.startswith(AWAKEN + ":") for k in keywords) and awakened(spell, 1) is None:
        raise r.fail("awaken adds a target land and its awakening to the spell's text (CR 702.113a): a modal spell "
                     "can't have it here", data, "keywords")
    activated: list[ActivatedAbility] = []
    triggered: list[TriggeredAbility] = []
    static: list[StaticAbility] = []
    for ab in data.get("abilities") or []:
        a = r.ability(ab)
        if isinstance(a, ActivatedAbility):
            activated.append(a)
        elif isinstance(a, TriggeredAbility):
            triggered.append(a)
        else:
            static.append(a)
    add = tuple(r.additional_cost(c) for c in data.get("additional_costs") or [])
    text = str(data.get("text", "") or "")
    back = _back_face(data, r)
    card = CardDef(name=name, cost=cost, supertypes=supers, types=types, subtypes=subs, colors=colors,
                   power=pt("power"), toughness=pt("toughness"), loyalty=pt("loyalty"), text=text,
                   keywords=frozenset(keywords), spell=spell, additional_costs=add, activated=tuple(activated),
                   triggered=tuple(triggered), static=tuple(static), is_token=bool(data.get("token", False)),
                   where=where, back=back)
    flip = _flip_half(data, r, card)
    return card if flip is None else replace(card, flip=flip)


def _back_face(data: Mapping[str, Any], r: "_Reader") -> CardDef | None:
    """CR 712.1 / 712.8e: the back face of a double-faced card, a card mapping of its own under ``back:``
    (no mana cost: 202.1; its colour comes from its colour indicator, ``colors``)."""
    raw = data.get("back")
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise r.fail(f"'back' is the back face's card mapping, not {type(raw).__name__}", data, "back")
    if raw.get("cost") not in (None, ""):
        raise r.fail("a back face has no mana cost (CR 712.8e: its mana value is the front face's)", raw, "cost")
    if "back" in raw:
        raise r.fail("a back face has no back face of its own", raw, "back")
    return card_from_data(raw, line_of(raw, None, r.base))


def _flip_half(data: Mapping[str, Any], r: "_Reader", card: CardDef) -> CardDef | None:
    """CR 710.1b-c: the alternative characteristics of a flip card, a card mapping under ``flip:`` (name, type
    line, power and toughness, text and abilities); its mana cost and colour are the card's."""
    raw = data.get("flip")
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise r.fail(f"'flip' is the flipped half's card mapping, not {type(raw).__name__}", data, "flip")
    for key in ("cost", "colors", "back", "flip"):
        if key in raw:
            raise r.fail(f"a flip card's flipped half has no {key!r} of its own (CR 710.1c: its mana cost and colour "
                         "are the card's)", raw, key)
    if card.back is not None:
        raise r.fail("a card is a flip card or a double-faced card, not both", data, "flip")
    half = card_from_data(raw, line_of(raw, None, r.base))
    return replace(half, cost=card.cost, colors=card.colors)


def _yaml() -> YAML:
    y = YAML(typ="rt")
    y.allow_duplicate_keys = False
    return y


def load_yaml_text(text: str, filename: str) -> Any:
    """Parse YAML text keeping line numbers; errors name the file and line."""
    try:
        return _yaml().load(text)
    except YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        line = f":{mark.line + 1}" if mark is not None else ""
        problem = getattr(e, "problem", None) or str(e)
        raise CardFormatError(f"{filename}{line}", "", f"YAML syntax error: {problem}") from None


def cards_from_nodes(nodes: Any, filename: str) -> list[CardDef]:
    if isinstance(nodes, Mapping) and "cards" in nodes:
        nodes = nodes["cards"]
    if not isinstance(nodes, list):
        raise CardFormatError(filename, "", "a card file is a list of card definitions")
    out = []
    for node in nodes:
        out.append(card_from_data(node, line_of(node, None, filename)))
    return out


def load_card_file(path: str | Path) -> list[CardDef]:
    p = Path(path)
    return cards_from_nodes(load_yaml_text(p.read_text(encoding="utf-8"), str(p)), str(p))


def load_card_files(paths: Iterable[str | Path]) -> list[CardDef]:
    out: list[CardDef] = []
    for p in paths:
        out.extend(load_card_file(p))
    return out
