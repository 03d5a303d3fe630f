"""Oracle text to card data (docs/cards.md), loaded through the same checks as a hand-written card.

A card compiles when every ability line is a keyword line (``keywords.py``) or parses whole with the grammar
(``grammar.lark``) into parts the card format has; otherwise it stays unparsed with the failing phrase.  Nothing is
skipped: the grammar must cover each word of a line.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any, Mapping

from lark import Lark, Token, Transformer
from lark.exceptions import LarkError, VisitError

from manastack.cards.loader import CardFormatError, card_from_data
from manastack.cards.model import CardDef
from manastack.effects import load_all
from manastack.oracle.keywords import fill_backups, is_backup, keyword_line
from manastack.oracle.parts import PARTS, part_grammar, term_classes
from manastack.oracle.parts.conditions import joined_lines
from manastack.oracle.parts.bat import ONCE_MARK, REFLEXIVE_MARK, reflexive_effect
from manastack.oracle.parts.triggers import bind_ability, bind_spell
from manastack.oracle.parts.spd import MAX_SPEED, max_speed_static
from manastack.oracle.terms import (
    COLOR_LETTERS,
    TYPE_PLURALS,
    Modal,
    Obj,
    Unsupported,
    lasting,
    many_spec,
    merge,
    number,
    power_toughness,
    singular_subtype,
    spec,
)
from manastack.oracle.text import ability_lines

#: Bumped whenever the compiler's output may change (compiled data records it).
COMPILER_VERSION = 1


@dataclass(frozen=True)
class CompileResult:
    """A card's compilation: ``status`` is ``compiled`` (with ``card`` and ``data``) or ``unparsed`` (with the
    ``phrase`` that failed and why, ``reason``)."""

    name: str
    status: str
    card: CardDef | None = None
    data: dict[str, Any] | None = None
    phrase: str = ""
    reason: str = ""


def grammar_text() -> str:
    """The whole grammar: ``grammar.lark`` and then each part's rules (``parts/``, added with Lark's ``%extend``)."""
    base = (resources.files("manastack.oracle") / "grammar.lark").read_text(encoding="utf-8")
    return "\n".join([base, *(part_grammar(part) for part in PARTS)])


@lru_cache(maxsize=1)
def parser() -> Lark:
    """The Earley parser of one ability line (built once)."""
    return Lark(grammar_text(), parser="earley", lexer="dynamic", ambiguity="resolve")


# ---- the parse tree to terms -------------------------------------------------------------------------------------

class _BaseTerms(Transformer[Token, Any]):
    """Parse-tree nodes to terms: noun phrases to filters, clauses to (verb, args...) tuples."""

    # noun phrases (CR 109.2: "creature", "spell", "permanent" and their qualities)
    def color_adj(self, a: list[Token]) -> dict[str, Any]:
        return {"colors": [COLOR_LETTERS[str(a[0])]]}

    def noncolor_adj(self, a: list[Token]) -> dict[str, Any]:
        return {"not_colors": [COLOR_LETTERS[str(a[0])[3:]]]}

    def nontype_adj(self, a: list[Token]) -> dict[str, Any]:
        return {"not_types": [str(a[0])[3:].capitalize()]}

    def tapped_adj(self, a: list[Token]) -> dict[str, Any]:
        return {"tapped": True}

    def untapped_adj(self, a: list[Token]) -> dict[str, Any]:
        return {"tapped": False}

    def attacking_adj(self, a: list[Token]) -> dict[str, Any]:
        return {"attacking": True}

    def blocking_adj(self, a: list[Token]) -> dict[str, Any]:
        return {"blocking": True}

    def nontoken_adj(self, a: list[Token]) -> dict[str, Any]:
        return {"token": False}

    def monocolored_adj(self, a: list[Token]) -> dict[str, Any]:
        return {"monocolored": True}

    def multicolored_adj(self, a: list[Token]) -> dict[str, Any]:
        return {"multicolored": True}

    def colorless_adj(self, a: list[Token]) -> dict[str, Any]:
        return {"colorless": True}

    def type_adj(self, a: list[Token]) -> dict[str, Any]:
        return {"types": [str(a[0]).capitalize()]}

    def subtype_adj(self, a: list[Token]) -> dict[str, Any]:
        return {"subtypes": [str(a[0])]}

    def type_noun(self, a: list[Token]) -> dict[str, Any]:
        word = TYPE_PLURALS.get(str(a[0]), str(a[0]))
        return {"types": [word.capitalize()]}

    def type_or_noun(self, a: list[Token]) -> dict[str, Any]:
        return {"types_any": [str(a[0]).capitalize(), str(a[1]).capitalize()]}

    def permanent_noun(self, a: list[Token]) -> dict[str, Any]:
        return {}

    def spell_noun(self, a: list[Token]) -> dict[str, Any]:
        return {"__spell": True}

    def subtype_noun(self, a: list[Token]) -> dict[str, Any]:
        word = str(a[0])
        if word.endswith("s") and not word.endswith("ss"):
            one = singular_subtype(word)      # "Elves you control": the subtype a plural names (CR 205.3)
            if one is None:
                raise Unsupported(f"plural subtype {word!r}")
            word = one
        return {"subtypes": [word]}

    def post_you(self, a: list[Any]) -> dict[str, Any]:
        return {"controller": "you"}

    def post_opponent(self, a: list[Any]) -> dict[str, Any]:
        return {"controller": "opponent"}

    def post_flying(self, a: list[Any]) -> dict[str, Any]:
        return {"keywords": ["flying"]}

    def post_power_max(self, a: list[Token]) -> dict[str, Any]:
        return {"power_max": int(a[0])}

    def post_power_min(self, a: list[Token]) -> dict[str, Any]:
        return {"power_min": int(a[0])}

    def post_mv_max(self, a: list[Token]) -> dict[str, Any]:
        return {"mana_value_max": int(a[0])}

    def np(self, a: list[dict[str, Any]]) -> dict[str, Any]:
        return merge(a)

    np_plural = np

    def target_one(self, a: list[dict[str, Any]]) -> Obj:
        return Obj("target", spec(a[0]))

    def target_another(self, a: list[dict[str, Any]]) -> Obj:
        return Obj("target", spec({**a[0], "other": True}))

    def target_count(self, a: list[Any]) -> Obj:
        n = number(a[0])
        if not isinstance(n, int):
            return Obj("target", many_spec(spec(a[1]), "X"))     # CR 601.2c: the number fixed by X (parts/tg3)
        return Obj("target", spec(a[1]), n)

    def target_up_to(self, a: list[Any]) -> Obj:
        n = number(a[0])
        if not isinstance(n, int):
            return Obj("target", many_spec(spec(a[1]), "X"), up_to=True)     # CR 601.2c: up to X (parts/tg3)
        return Obj("target", spec(a[1]), n, up_to=True)     # CR 601.2c: a variable number of targets

    def each_np(self, a: list[dict[str, Any]]) -> Obj:
        f = a[0]
        if f.pop("__spell", False):
            raise Unsupported("each spell")
        return Obj("each", filter=f)

    def each_other_np(self, a: list[dict[str, Any]]) -> Obj:
        return Obj("each", filter={**a[0], "other": True})

    def self_ref(self, a: list[Token]) -> Obj:
        return Obj("ref", ref="self")

    # players (CR 102)
    def you(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="you")

    def target_player(self, a: list[Any]) -> Obj:
        return Obj("target", "player")

    def target_opponent(self, a: list[Any]) -> Obj:
        return Obj("target", "opponent")

    def each_player(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="each_player")

    def each_opponent(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="each_opponent")

    def target_controller(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="target_controller")

    def any_target(self, a: list[Any]) -> Obj:
        return Obj("target", "any")

    def quantity(self, a: list[Token]) -> int | str:
        return number(a[0])

    def one_card(self, a: list[Any]) -> int:
        return 1

    def cards(self, a: list[Any]) -> Any:
        return a[0]

    def end_of_turn(self, a: list[Any]) -> str:
        return "end_of_turn"

    # clauses: (verb, {argument: term})
    def damage(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        if a[0].ref != "self":
            raise Unsupported("another object deals damage")
        return "damage", {"amount": a[1], "to": a[2]}

    def draw_you(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "draw", {"amount": a[0]}

    def draw_player(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "draw", {"amount": a[1], "player": a[0]}

    def pump(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        p, t = power_toughness(a[1])
        return lasting(("pump", {"to": a[0], "power": p, "toughness": t}), a)

    def _object_verb(self, verb: str, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return verb, {"what": a[0]}

    def destroy(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return self._object_verb("destroy", a)

    def exile(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return self._object_verb("exile", a)

    def bounce(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return self._object_verb("bounce", a)

    def counter(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return self._object_verb("counter", a)

    def tap(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return self._object_verb("tap", a)

    def untap(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return self._object_verb("untap", a)

    def add_mana(self, a: list[Token]) -> tuple[str, dict[str, Any]]:
        return "add_mana", {"mana": "".join(str(t) for t in a)}

    def gain_life(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "gain_life", {"amount": a[0]}

    def lose_life(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "lose_life", {"amount": a[1], "player": a[0]}

    def scry(self, a: list[Token]) -> tuple[str, dict[str, Any]]:
        return "scry", {"amount": int(a[0])}

    def mill(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "mill", {"amount": a[1], "player": a[0]}

    def mill_you(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "mill", {"amount": a[0], "player": Obj("ref", ref="you")}

    def discard(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "discard", {"amount": a[1], "player": a[0]}

    def sentence(self, a: list[Any]) -> Any:
        return a[0]

    def effects(self, a: list[Any]) -> list[Any]:
        """The clauses in order; a sentence of two instructions (a list: ", then", parts/) counts as both."""
        out: list[Any] = []
        for x in a:
            out.extend(self.effects(x) if isinstance(x, list) else [x])
        return out

    # costs (CR 602.1, 118)
    def mana_cost(self, a: list[Token]) -> dict[str, Any]:
        return {"mana": "".join(str(t) for t in a)}

    def tap_cost(self, a: list[Token]) -> dict[str, Any]:
        return {"tap": True}

    def sacrifice_self_cost(self, a: list[Any]) -> dict[str, Any]:
        return {"sacrifice_self": True}

    def life_cost(self, a: list[Token]) -> dict[str, Any]:
        return {"pay_life": int(a[0])}

    def cost(self, a: list[dict[str, Any]]) -> dict[str, Any]:
        return merge(a)

    # abilities
    def triggered(self, a: list[Any]) -> dict[str, Any]:
        optional = {"optional": True} if len(a) == 3 else {}       # CR 603.5: "you may" on the whole ability
        return {"__ability": "triggered", "when": a[0], **optional, "clauses": a[-1]}

    def may(self, a: list[Any]) -> bool:
        return True

    def regenerate(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "regenerate", {"what": a[0]}

    def enters_self(self, a: list[Any]) -> str:
        return "enters"

    def dies_self(self, a: list[Any]) -> str:
        return "dies"

    def attacks_self(self, a: list[Any]) -> str:
        return "attacks"

    def blocks_self(self, a: list[Any]) -> str:
        return "blocks"

    def your_upkeep(self, a: list[Any]) -> dict[str, str]:
        return {"event": "step", "step": "upkeep", "whose": "you"}

    def your_end_step(self, a: list[Any]) -> dict[str, str]:
        return {"event": "step", "step": "end", "whose": "you"}

    def each_upkeep(self, a: list[Any]) -> dict[str, str]:
        return {"event": "step", "step": "upkeep", "whose": "any"}

    def activated(self, a: list[Any]) -> dict[str, Any]:
        return {"__ability": "activated", "cost": a[0], "clauses": a[1]}

    def enchanted_gets(self, a: list[Token], affects: str = "enchanted") -> dict[str, Any]:
        """CR 303.4, 613.4c: "Enchanted creature gets +N/+N"."""
        p, t = power_toughness(a[0])
        return {"static": {"continuous": {"affects": affects, "power": p, "toughness": t}}}

    def equipped_gets(self, a: list[Token]) -> dict[str, Any]:
        """CR 301.5, 613.4c: "Equipped creature gets +N/+N"."""
        return self.enchanted_gets(a, "equipped")

    def self_cant_be_countered(self, a: list[Any]) -> dict[str, Any]:
        return {"static": "cant_be_countered"}

    def self_cant_be_blocked(self, a: list[Any]) -> dict[str, Any]:
        return {"static": "cant_be_blocked"}

    def add_any_color(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "add_mana", {"mana": "any"}

    def enchanted_cant_attack_block(self, a: list[Any]) -> list[dict[str, Any]]:
        return [{"static": {"cant_attack": {"affects": "enchanted"}}},
                {"static": {"cant_block": {"affects": "enchanted"}}}]

    def anthem(self, a: list[Any], other: bool = False) -> dict[str, Any]:
        f = dict(a[0])
        if f.pop("__spell", False) or f.get("types") != ["Creature"]:
            raise Unsupported("an anthem for other than creatures")
        f.pop("types")
        p, t = power_toughness(a[1])
        return {"static": {"anthem": {"filter": {**f, "controller": "you"}, "power": p, "toughness": t,
                                      "other": other}}}

    def anthem_other(self, a: list[Any]) -> dict[str, Any]:
        return self.anthem(a, other=True)

    def self_cant_block(self, a: list[Any]) -> dict[str, Any]:
        return {"static": "cant_block"}

    def self_enters_tapped(self, a: list[Any]) -> dict[str, Any]:
        return {"static": "enters_tapped"}

    def quoted_ability(self, text: str) -> list[dict[str, Any]]:
        """CR 113.1a: the abilities of a quotation, for the parts (``parts/tokens.py``; not a grammar rule)."""
        return quoted_ability(text)


#: The transformer: each part's methods (``parts/``), then the base grammar's.
_Terms: type[_BaseTerms] = type("_Terms", (*term_classes(), _BaseTerms), {})


# ---- terms to card data --------------------------------------------------------------------------------------------

class _Body:
    """The targets and effects of one ability body, numbering targets as clauses name them (CR 115.1)."""

    def __init__(self) -> None:
        self.targets: list[Any] = []
        self.named: list[tuple[Obj, list[str]]] = []   # one target named by two instructions ("gets ... and gains")
        self.slots = 0                                  # target slots so far ("two target creatures": two)
        self.once = False                               # "This ability triggers only once each turn" (parts/bat)

    def _names(self, o: Obj) -> list[str]:
        """The reference names of a target term, one per slot (``target``, ``target2``...)."""
        for seen, names in self.named:
            if seen is o:
                return names
        spec = o.spec if o.count == 1 else {**(o.spec if isinstance(o.spec, dict) else {o.spec: {}}), "count": o.count}
        if o.up_to:
            spec = {**(spec if isinstance(spec, dict) else {spec: {}}), "up_to": True}
        self.targets.append(spec)
        names = ["target" if k == 0 else f"target{k + 1}" for k in range(self.slots, self.slots + o.count)]
        self.slots += o.count
        self.named.append((o, names))
        return names

    def ref(self, o: Obj) -> Any:
        if o.kind == "ref":
            return o.ref
        if o.kind == "each":
            return {"each": dict(o.filter)}
        names = self._names(o)
        if len(names) > 1:
            raise Unsupported("N target objects as one reference")
        return names[0]

    def _nested(self, v: Any) -> Any:
        """An argument's objects named inside it as references (a quantity's ``{power_of: target}``, parts/qty)."""
        if isinstance(v, dict):
            return {k: self.ref(x) if isinstance(x, Obj) else self._nested(x) for k, x in v.items()}
        return v

    def build(self, clauses: "list[tuple[Any, ...]] | Modal") -> dict[str, Any]:
        if isinstance(clauses, Modal):      # CR 700.2: each mode has its own targets (700.2c)
            modes = [_Body() for _ in clauses.modes]
            modal: dict[str, Any] = {"choose": clauses.choose, "modes": [b.build(m) for b, m in zip(modes, clauses.modes)]}
            if any(b.once for b in modes):
                raise Unsupported("'this ability triggers only once each turn' in a mode")
            if clauses.chooser:
                modal["chooser"] = clauses.chooser
            if clauses.repeat:
                modal["repeat"] = True
            return modal
        effects = []
        # a sentence of two instructions (", then", "and": a list of clauses) counts as both, in a mode too
        flat = [x for c in clauses for x in (c if isinstance(c, list) else [c])]
        for j, (verb, args, *extra) in enumerate(flat):     # a third item: the effect's own keys ("may", "if"; parts/)
            if verb == REFLEXIVE_MARK:      # CR 603.12 (parts/bat): "when you do, ...": the rest is a reflexive trigger
                effects.append(reflexive_effect(self, _Body(), flat[j + 1:]))
                break
            if verb == ONCE_MARK:   # parts/bat: "This ability triggers only once each turn." (the ability's, last)
                if j != len(flat) - 1:
                    raise Unsupported("'this ability triggers only once each turn' before other instructions")
                self.once = True
                break
            keys: dict[str, Any] = dict(extra[0]) if extra else {}
            if "__if" in args:
                # "__if": a condition on the effect, checked as it resolves (CR 608.2c: "If this spell was kicked")
                keys["if"] = args["__if"]
                args = {k: v for k, v in args.items() if k != "__if"}
            many = [v for v in args.values() if isinstance(v, Obj) and v.kind == "target" and v.count > 1]
            if len(many) > 1:
                raise Unsupported("two groups of targets in one instruction")
            # CR 115.3: "two target creatures": the instruction once for each of them, in order
            for name in self._names(many[0]) if many else [""]:
                effects.append({verb: {k: name if many and v is many[0] else self.ref(v) if isinstance(v, Obj)
                                       else self._nested(v) for k, v in args.items()}, **keys})
        out: dict[str, Any] = {"effects": effects}
        if self.targets:
            out["targets"] = self.targets
        return out


def _ability(term: Any) -> list[dict[str, Any]]:
    if isinstance(term, dict) and MAX_SPEED in term:     # CR 702.178a: "Max speed — [ability]" (parts/spd)
        return [max_speed_static(ab) for ab in _ability(term[MAX_SPEED])]
    if isinstance(term, list) and term and isinstance(term[0], tuple) or isinstance(term, Modal):
        raise Unsupported("an effect sentence on a permanent")
    if isinstance(term, list):
        return term
    kind = term.pop("__ability", None)
    if kind is None:
        return [term]
    if kind in ("triggered", "activated"):
        term = bind_ability({**term, "__ability": kind})     # CR 603.2, 608.2h: "it", "that creature" (parts/)
        term.pop("__ability")
    builder = _Body()
    body = builder.build(term.pop("clauses"))
    if builder.once:
        if kind != "triggered":
            raise Unsupported("'this ability triggers only once each turn' in an ability that doesn't trigger")
        body["once_each_turn"] = True
    cost = term.get("cost")
    if isinstance(cost, dict) and "__zone" in cost:     # CR 113.6m: a cost that moves it from a zone (parts/costs)
        term["cost"] = {k: v for k, v in cost.items() if k != "__zone"}
        term["zone"] = cost["__zone"]
    return [{kind: {**term, **body}}]


def _parse(line: str) -> Any:
    tree = parser().parse(line)      # ambiguity="resolve": Earley picks one derivation of an ambiguous line
    try:
        return _Terms().transform(tree)
    except VisitError as e:
        if isinstance(e.orig_exc, Unsupported):
            raise e.orig_exc from None
        raise


def quoted_ability(text: str) -> list[dict[str, Any]]:
    """CR 113.1a: the abilities of a quotation ('with "This token can't block."', 'has "{T}: Add {G}."'), compiled as
    a line of their own (``parts/tokens.py``); "this" in them is the object that has them."""
    line = text[:1].lower() + text[1:]
    try:
        term = _parse(line)
    except LarkError:
        raise Unsupported(f'the quoted ability "{text}"') from None
    if isinstance(term, Modal) or isinstance(term, dict) and "__additional_costs" in term:
        raise Unsupported(f'the quoted ability "{text}"')
    return _ability(term)


def card_data(face: Mapping[str, Any]) -> dict[str, Any]:
    """The card data (docs/cards.md) of one corpus face; raises :class:`Unsupported` naming the phrase that fails,
    or Lark's error where the grammar doesn't read a line."""
    name = str(face["name"])
    types = face.get("types") or []
    data: dict[str, Any] = {"name": name, "type": face.get("type", ""), "text": face.get("text", "") or ""}
    if face.get("manaCost"):
        data["cost"] = face["manaCost"]
    for key in ("power", "toughness", "loyalty"):
        if face.get(key) is not None:
            value = str(face[key])
            if value == "*" and key != "loyalty":
                data[key] = "*"     # CR 208.2a: a characteristic-defining ability gives it (the loader checks one does)
                continue
            if not value.isdigit():
                raise Unsupported(f"{key} {value}")
            data[key] = int(value)
    keywords: list[str] = []
    abilities: list[dict[str, Any]] = []
    additional: list[dict[str, Any]] = []
    spell: list[Any] | Modal | None = None
    backups: list[tuple[int, int, list[dict[str, Any]]]] = []     # CR 702.165a: backup's lines (keywords.py)
    for line in ability_lines(str(data["text"]), name):
        kws = keyword_line(line)
        if kws is not None:
            keywords.extend(kws[0])
            abilities.extend(kws[1])
            if any(is_backup(a) for a in kws[1]):
                backups.append((len(keywords), len(abilities), [a for a in kws[1] if is_backup(a)]))
            continue
        try:
            term = _parse(line)
        except LarkError:
            raise Unsupported(line) from None
        if isinstance(term, dict) and "__additional_costs" in term:
            additional.extend(term["__additional_costs"])    # CR 601.2b: kicker, "as an additional cost..."
            continue
        if isinstance(term, Modal) or isinstance(term, list) and term and isinstance(term[0], tuple):
            if not ("Instant" in types or "Sorcery" in types):
                raise Unsupported(line)
            if isinstance(term, Modal) or isinstance(spell, Modal):
                if spell is not None:       # CR 700.2: a modal spell's instructions are its modes
                    raise Unsupported(f"a modal spell with another instruction: {line}")
                spell = term
                continue
            spell = (spell or []) + term     # CR 608.2c: the spell's instructions in the order written
            continue
        abilities.extend(_ability(term))
    fill_backups(keywords, abilities, backups)
    if keywords:
        data["keywords"] = keywords
    if abilities:
        data["abilities"] = abilities
    if additional:
        data["additional_costs"] = additional
    if spell is not None:
        if not isinstance(spell, Modal):
            spell = joined_lines(spell)      # parts/conditions: "If ..., ... instead." on its own line (CR 614.15)
        spell_body = _Body()
        data["spell"] = spell_body.build(bind_spell(spell))      # "Untap target creature. It gets +2/+4" (parts/)
        if spell_body.once:
            raise Unsupported("'this ability triggers only once each turn' in a spell")
    return data


#: Corpus layouts of one face the compiler reads (others have faces the card format spells differently).
SINGLE_FACE_LAYOUTS = frozenset({"normal", "leveler", "class", "saga", "case", "mutate", "prototype"})


#: Why a layout isn't compiled: the corpus holds one entry per card, with the front face's (or first half's) text
#: only, so the other face of these cards isn't there to compile (CR 709 split, 715 adventurer, 712 modal
#: double-faced cards; 710 flip, 719 prepare...).
_ONE_FACE_ONLY = "the corpus holds only its first face; the card can't be compiled whole"


def _back_colors(front: Mapping[str, Any], back: Mapping[str, Any]) -> list[str]:
    """CR 712.8e, 204: a back face's colours are its colour indicator's, which the corpus doesn't give.  A land back
    face has none (colourless); otherwise the indicator is taken to be the card's colour identity only where that
    identity is exactly the front face's colours (so nothing else could have put a colour in it)."""
    if "Land" in (back.get("types") or ()):
        return []
    identity = sorted(set(front.get("colorIdentity") or []) | set(back.get("colorIdentity") or []))
    front_colors = sorted({c for c in "WUBRG" if "{" + c in str(front.get("manaCost", "")) or
                           f"/{c}}}" in str(front.get("manaCost", ""))})
    if identity != front_colors:
        raise Unsupported("a back face's colour indicator (the corpus doesn't give it)")
    return identity


def _transform_data(face: Mapping[str, Any], corpus: Mapping[str, Mapping[str, Any]] | None) -> dict[str, Any]:
    """CR 712: a transforming double-faced card: the front face's data with the back face's under ``back``."""
    back = (corpus or {}).get(str(face.get("back", "")))
    if back is None:
        raise Unsupported(f"the back face {face.get('back')!r} is not in the corpus")
    front_name = str(face["name"]).split(" // ")[0]
    data = card_data({**face, "name": front_name})
    back_data = card_data(back)
    back_data.pop("cost", None)
    colors = _back_colors(face, back)
    if colors:
        back_data["colors"] = colors
    data["back"] = back_data
    return data


def compile_face(face: Mapping[str, Any], corpus: Mapping[str, Mapping[str, Any]] | None = None) -> CompileResult:
    """Compile one corpus face: ``compiled`` with its card, or ``unparsed`` with the phrase that fails.

    A transforming double-faced card (CR 712) is compiled from its front entry with its back face (looked up in
    ``corpus``), named by its front face; the corpus's entry of a back face has the status of its card (compiled
    with no data of its own: the card is its front's)."""
    load_all()      # the keyword table reads the keywords the rules define
    name = str(face.get("name", ""))
    layout = face.get("layout", "normal")
    if layout == "transform" and face.get("face") == "back":
        front = (corpus or {}).get(f"{face.get('front')} // {name}")
        if front is None:
            return CompileResult(name, "unparsed", phrase="the back face of a card not in the corpus", reason="layout")
        whole = compile_face(front, corpus)
        return CompileResult(name, whole.status, phrase=whole.phrase, reason=whole.reason)
    if layout not in SINGLE_FACE_LAYOUTS and layout != "transform":
        return CompileResult(name, "unparsed", phrase=f"layout {layout} ({_ONE_FACE_ONLY})",
                             reason="layout")
    try:
        data = _transform_data(face, corpus) if layout == "transform" else card_data(face)
    except Unsupported as e:
        return CompileResult(name, "unparsed", phrase=str(e), reason="grammar")
    name = str(data["name"])
    try:
        card = card_from_data(data, where=f"<oracle {name}>")
    except CardFormatError as e:
        return CompileResult(name, "unparsed", data=data, phrase=e.message, reason="loader")
    from manastack.oracle.render import render_mismatch   # render imports this module's helpers
    bad = render_mismatch(card) or (render_mismatch(card.back) if card.back is not None else "")
    if bad:
        return CompileResult(name, "unparsed", data=data, phrase=bad, reason="render")
    return CompileResult(name, "compiled", card, data)
