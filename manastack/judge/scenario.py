"""Loading scenario files (../shared/scenario-format.md) into typed values.

The YAML is read with ruamel's round-trip loader so that every node keeps its line:
each mistake is reported as ``file:line: what is wrong``, with the closest correct
spelling where one exists.  Loading checks everything that can be checked without
playing: keys, the type of every value, card names (against the bundled cards plus
the file's own ``cards:``), player names, steps, script lines, expectation values.

Hostile files are refused before they cost time or memory: a file is at most
:data:`MAX_FILE_BYTES` of regular UTF-8 text; nesting is at most :data:`MAX_DEPTH`
deep (checked by the scanner as it reads, so 100,000 brackets stop at the 65th);
anchors and aliases may be used, but the document they expand to has at most
:data:`MAX_NODES` values and may not contain itself (a "billion laughs" stops at the
line of the alias that passes the limit); a start position holds at most
:data:`MAX_START_CARDS` cards; whole numbers are at most :data:`MAX_NUMBER` in size.
"""

from __future__ import annotations

import difflib
import re
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Mapping

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError, ReusedAnchorWarning, YAMLError
from ruamel.yaml.scalarfloat import ScalarFloat
from ruamel.yaml.scanner import RoundTripScanner

from manastack.cards.db import CardDB, UnknownCardError, bundled_db
from manastack.cards.loader import CARD_KEYS, CardFormatError, card_from_data, cards_from_nodes
from manastack.cards.vocabulary import normalize_keyword
from manastack.cards.model import CardDef
from manastack.core.mana import COLORS, NAME_TO_COLOR, ManaError, parse_mana
from manastack.core.types import Step
from manastack.textfile import TextFileError, read_text_file

#: The largest scenario file read.
MAX_FILE_BYTES = 1_000_000
#: The deepest nesting of mappings and lists (a scenario with inline cards needs about 12).
MAX_DEPTH = 64
#: The most values (mappings, lists, scalars) a file may hold with every alias expanded.
MAX_NODES = 100_000
#: The most cards (entries times their counts) in a scenario's start position.
MAX_START_CARDS = 1000
#: The largest whole number (life, damage, counters...) a scenario may give.
MAX_NUMBER = 10 ** 9
#: The latest turn a ``goto turn N`` line may name.
MAX_GOTO_TURN = 1000


class ScenarioError(ValueError):
    """A scenario file that cannot be read; ``where`` is ``file:line``."""

    def __init__(self, where: str, message: str):
        self.where = where
        self.message = message
        super().__init__(f"{where}: {message}")


# --- typed values -----------------------------------------------------------------------

@dataclass
class CardEntry:
    """One entry of a zone list in ``start``."""

    card: str                                   # the card's name as the database spells it (token: its name)
    where: str
    id: str | None = None
    count: int = 1
    tapped: bool = False
    sick: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    attached_to: str | None = None
    controller: str | None = None
    face_down: bool = False
    phased_out: bool = False
    transformed: bool = False
    flipped: bool = False                       # extension: a flipped permanent (CR 110.5, 710)
    token: bool = False
    token_def: dict[str, Any] | None = None     # the token's characteristics, in the card format
    attacking: str | None = None                # extension: already attacking this player (combat steps)
    blocking: str | None = None                 # extension: already blocking this attacker (id or name)


@dataclass
class PlayerStart:
    name: str
    where: str
    life: int = 20
    poison: int = 0
    energy: int = 0                              # extension: energy counters (CR 107.14, 122.1)
    monarch: bool = False                        # extension: this player is the monarch (CR 725.1)
    speed: int = 0                               # extension: their speed (CR 702.179; 0: no speed)
    lands_played: int = 0
    battlefield: list[CardEntry] = field(default_factory=list)
    hand: list[CardEntry] = field(default_factory=list)
    library: list[CardEntry] = field(default_factory=list)
    graveyard: list[CardEntry] = field(default_factory=list)
    exile: list[CardEntry] = field(default_factory=list)
    mana_pool: dict[str, int] = field(default_factory=dict)


@dataclass
class Start:
    where: str
    players: list[PlayerStart]
    turn: int = 1
    active: str = ""
    step: Step = Step.PRECOMBAT_MAIN


@dataclass
class ScriptLine:
    """One script line.  ``kind``: action, illegal, pass, resolve, resolve_all, goto."""

    kind: str
    where: str
    text: str                                   # the line as written, for messages
    player: str | None = None
    action: str = ""
    goto_turn: int | None = None
    goto_step: Step | None = None


@dataclass
class PermanentExpect:
    where: str
    text: str                                   # the entry as written, for messages
    select: dict[str, Any] = field(default_factory=dict)    # id, name, controller, owner, token
    props: dict[str, Any] = field(default_factory=dict)     # properties to hold for each selected
    count: int | None = None
    phased_out: bool | None = None


@dataclass
class PlayerExpect:
    name: str
    where: str
    life: int | None = None
    hand: list[str] | None = None
    graveyard: list[str] | None = None
    library: list[str] | None = None            # extension: exactly, top first
    library_count: int | None = None
    exile: list[str] | None = None
    lost: bool | None = None
    poison: int | None = None
    energy: int | None = None                   # extension: energy counters (CR 107.14)
    monarch: bool | None = None                 # extension: this player is (not) the monarch (CR 725.1)
    speed: int | None = None                    # extension: their speed (CR 702.179; 0: no speed)
    battlefield_has: list[str] = field(default_factory=list)
    battlefield_lacks: list[str] = field(default_factory=list)
    mana_pool: dict[str, int] | None = None     # exactly this unspent mana, by kind (W U B R G C)


@dataclass
class Expect:
    where: str = ""
    players: list[PlayerExpect] = field(default_factory=list)
    permanents: list[PermanentExpect] = field(default_factory=list)
    stack: list[str] | None = None
    winner: str | None = None
    game_over: bool | None = None
    log_has: list[str] = field(default_factory=list)


@dataclass
class Scenario:
    name: str
    file: str
    where: str
    start: Start
    db: CardDB
    rules: list[str] = field(default_factory=list)
    seed: int = 0
    cards: list[CardDef] = field(default_factory=list)
    script: list[ScriptLine] = field(default_factory=list)
    expect: Expect = field(default_factory=Expect)


# --- keys --------------------------------------------------------------------------------

TOP_KEYS = ("name", "rules", "seed", "cards", "start", "script", "expect")
START_KEYS = ("turn", "active", "step", "players")
PLAYER_KEYS = ("life", "poison", "energy", "lands_played", "battlefield", "hand", "library", "graveyard", "exile",
               "mana_pool", "monarch", "speed")
ZONES = ("battlefield", "hand", "library", "graveyard", "exile")
BATTLEFIELD_KEYS = ("card", "id", "count", "tapped", "sick", "counters", "damage", "attached_to", "controller",
                    "face_down", "phased_out", "transformed", "flipped", "token", "attacking", "blocking")
TOKEN_KEYS = tuple(sorted(CARD_KEYS - {"name", "token"}))
ZONE_KEYS = ("card", "id", "count")
PLAYER_EXPECT_KEYS = ("life", "hand", "graveyard", "library", "library_count", "exile", "lost", "poison", "energy",
                      "battlefield_has", "battlefield_lacks", "mana_pool", "monarch", "speed")
EXPECT_KEYS = ("permanents", "stack", "winner", "game_over", "log_has")
PERM_SELECT = ("id", "name", "controller", "owner", "token")
PERM_PROPS = ("tapped", "power", "toughness", "counters", "damage", "attached_to", "types", "subtypes",
              "colors", "keywords", "phased_out", "face_down", "transformed", "flipped", "sick", "count")
STEP_NAMES = tuple(s.value for s in Step)


def did_you_mean(word: str, known: Iterable[str]) -> str:
    close = difflib.get_close_matches(str(word), list(known), n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


class _Ctx:
    """Where we are reading: the file name, for ``file:line`` of nodes."""

    def __init__(self, filename: str):
        self.file = filename

    def at(self, node: Any, key: Any = None, index: int | None = None, fallback: str = "") -> str:
        """``file:line`` of a node, of the value of ``key`` in a mapping, or of item ``index`` of a list."""
        try:
            if key is not None and isinstance(node, CommentedMap):
                if key in node:
                    v = node[key]
                    if isinstance(v, (CommentedMap, CommentedSeq)):
                        return f"{self.file}:{v.lc.line + 1}"
                    return f"{self.file}:{node.lc.value(key)[0] + 1}"
            if index is not None and isinstance(node, CommentedSeq):
                v = node[index]
                if isinstance(v, (CommentedMap, CommentedSeq)):
                    return f"{self.file}:{v.lc.line + 1}"
                return f"{self.file}:{node.lc.item(index)[0] + 1}"
            if isinstance(node, (CommentedMap, CommentedSeq)):
                return f"{self.file}:{node.lc.line + 1}"
        except (KeyError, AttributeError, TypeError, IndexError):
            pass
        return fallback or self.file

    def key_at(self, node: Any, key: Any) -> str:
        try:
            return f"{self.file}:{node.lc.key(key)[0] + 1}"
        except (KeyError, AttributeError, TypeError):
            return self.at(node)

    def check_keys(self, node: Mapping[str, Any], allowed: Iterable[str], what: str) -> None:
        allowed = tuple(allowed)
        for k in node:
            if str(k) not in allowed:
                raise ScenarioError(self.key_at(node, k),
                                    f"unknown key {str(k)!r} in {what}{did_you_mean(str(k), allowed)} "
                                    f"(known: {', '.join(allowed)})")


# --- scalar readers ---------------------------------------------------------------------------

def _text(value: Any) -> str:
    """A scalar as text (a rule number written as 702.10 stays 702.10)."""
    if isinstance(value, ScalarFloat):
        width = getattr(value, "_width", None)
        prec = getattr(value, "_prec", None)
        if isinstance(width, int) and isinstance(prec, int) and width > prec >= 0:
            return f"{float(value):.{width - prec - 1}f}"
    return str(value)


def _show(value: Any, width: int = 60) -> str:
    """A value for a message, never longer than ``width`` (a list is not rendered: it may be huge)."""
    if isinstance(value, Mapping):
        return f"a mapping of {len(value)} key{'s' if len(value) != 1 else ''}"
    if isinstance(value, (list, tuple)):
        return f"a list of {len(value)} item{'s' if len(value) != 1 else ''}"
    if value is None:
        return "nothing (null)"
    text = repr(_text(value)) if isinstance(value, str) else _text(value)
    return text if len(text) <= width else f"{text[:width - 5]}...{text[-1]}"


def _is_scalar_text(value: Any) -> bool:
    """Text, or a number written where text is meant (a rule number, an id); not true/false, null, a date."""
    return isinstance(value, (str, int, float)) and not isinstance(value, bool)


def _bool(value: Any, where: str, key: str) -> bool:
    if isinstance(value, bool):
        return value
    raise ScenarioError(where, f"{key} is true or false, not {_show(value)}")


def _int(value: Any, where: str, key: str, minimum: int | None = None, maximum: int = MAX_NUMBER) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(where, f"{key} is a whole number, not {_show(value)}")
    if minimum is not None and value < minimum:
        raise ScenarioError(where, f"{key} is at least {minimum}, not {_show(value)}")
    if abs(value) > maximum:
        bounds = f"at most {maximum:,}" if minimum is not None and minimum >= 0 else \
            f"between {-maximum:,} and {maximum:,}"
        raise ScenarioError(where, f"{key} is {bounds}, not {_show(value)}")
    return int(value)


def _str(value: Any, where: str, key: str) -> str:
    if not _is_scalar_text(value):
        quote = "" if value is None or isinstance(value, (Mapping, list, tuple, bool)) else \
            " (put it in quotes to write it as text)"
        raise ScenarioError(where, f"{key} is a text, not {_show(value)}{quote}")
    return _text(value)


def _str_list(ctx: _Ctx, value: Any, where: str, key: str, what: str = "names",
              example: str = "[Grizzly Bears, Forest]") -> list[str]:
    """A list of texts (or one text); each item is checked where it stands."""
    if value is None:
        return []
    if _is_scalar_text(value):
        return [_text(value)]
    if not isinstance(value, list):
        raise ScenarioError(where, f"{key} is a list of {what} such as {example}, not {_show(value)}")
    out = []
    for i, v in enumerate(value):
        if not _is_scalar_text(v):
            raise ScenarioError(ctx.at(value, index=i, fallback=where), f"{key} lists {what}, not {_show(v)}")
        out.append(_text(v))
    return out


def _step(value: Any, where: str) -> Step:
    s = _str(value, where, "step").strip().lower().replace(" ", "_").replace("-", "_")
    try:
        return Step(s)
    except ValueError:
        raise ScenarioError(where, f"unknown step {_show(value)}{did_you_mean(s, STEP_NAMES)} "
                                   f"(steps: {', '.join(STEP_NAMES)})") from None


def colors_of(value: Any, where: str) -> frozenset[str]:
    items = [value] if isinstance(value, str) else list(value or [])
    out = set()
    for c in items:
        s = str(c).strip()
        if s.upper() in COLORS:
            out.add(s.upper())
        elif s.lower() in NAME_TO_COLOR:
            out.add(NAME_TO_COLOR[s.lower()])
        else:
            raise ScenarioError(where, f"unknown colour {s!r} (use W, U, B, R, G or white, blue, black, red, green)")
    return frozenset(out)


def _plain(v: Any) -> Any:
    """ruamel values to plain JSON-able Python values."""
    if isinstance(v, Mapping):
        return {str(k): _plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if isinstance(v, bool) or v is None:
        return v
    if isinstance(v, int):
        return int(v)
    if isinstance(v, float):
        return float(v)
    return str(v)


def _counters(value: Any, where: str) -> dict[str, int]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise ScenarioError(where, f'counters is a mapping such as {{"+1/+1": 1}}, not {_show(value)}')
    out: dict[str, int] = {}
    for k, n in value.items():
        kind = _str(k, where, "a kind of counter")
        out[kind] = _int(n, where, f"the number of {kind} counters", 0)
    return {k: n for k, n in out.items() if n}


# --- reading -------------------------------------------------------------------------------------

class _TooDeep(MarkedYAMLError):
    """Nesting deeper than :data:`MAX_DEPTH`, found by the scanner (a YAML error with its mark)."""


class _BoundedScanner(RoundTripScanner):
    """ruamel's round-trip scanner, refusing nesting deeper than :data:`MAX_DEPTH` as it reads.

    ruamel composes nodes recursively (100,000 brackets end in a RecursionError after
    seconds) and its scanner slows down with each open bracket; counting here stops a deep
    document at the first bracket or indentation too many, with its line.
    """

    def _check_depth(self, extra: int) -> None:
        if self.flow_level + len(self.indents) + extra > MAX_DEPTH:
            raise _TooDeep(problem=f"nesting deeper than {MAX_DEPTH} levels (lists and mappings inside each "
                                   f"other); a scenario needs far fewer", problem_mark=self.reader.get_mark())

    def fetch_flow_collection_start(self, TokenClass: Any, to_push: str) -> None:
        self._check_depth(1)
        super().fetch_flow_collection_start(TokenClass, to_push)

    def add_indent(self, column: int) -> bool:
        added: bool = super().add_indent(column)
        if added:
            self._check_depth(0)
        return added


def _yaml() -> YAML:
    y = YAML(typ="rt")
    y.allow_duplicate_keys = False
    y.Scanner = _BoundedScanner
    return y


def _check_shape(ctx: _Ctx, data: Any) -> None:
    """Refuse what aliases can build: a document bigger than :data:`MAX_NODES` once expanded, one that
    contains itself, and non-scalar mapping keys (``? [a, b]``).  Linear in the distinct values."""
    sizes: dict[int, int] = {}
    open_: set[int] = set()

    def size(node: Any) -> int:
        if not isinstance(node, (Mapping, list)):
            return 1
        known = sizes.get(id(node))
        if known is not None:
            return known
        if id(node) in open_:
            raise ScenarioError(ctx.at(node), "this value contains itself (an alias to an enclosing anchor)")
        open_.add(id(node))
        total = 1
        if isinstance(node, Mapping):
            for k, v in node.items():
                if isinstance(k, (Mapping, list, tuple)):
                    raise ScenarioError(ctx.key_at(node, k), f"a key is a name or a number, not {_show(k)}")
                total += 1 + size(v)
        else:
            total += sum(size(v) for v in node)
        if total > MAX_NODES:
            raise ScenarioError(ctx.at(node), f"this value expands to more than {MAX_NODES:,} values through "
                                              f"aliases (*name); a scenario holds far fewer")
        open_.discard(id(node))
        sizes[id(node)] = total
        return total

    size(data)


def _parse(text: str, filename: str) -> Any:
    """The YAML document of ``text``, bounded (see the module docstring)."""
    try:
        with warnings.catch_warnings():
            # YAML 1.2 lets an anchor be defined again (later aliases mean the newest); ruamel only warns
            warnings.simplefilter("ignore", ReusedAnchorWarning)
            data = _yaml().load(text)
    except YAMLError as e:
        mark = getattr(e, "problem_mark", None) or getattr(e, "context_mark", None)
        line = f":{mark.line + 1}" if mark is not None else ""
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        hint = ""
        if "mapping values are not allowed" in str(problem):
            hint = " (quote a script line or a name that holds ': ', e.g. \"alice: activate Circle of Protection: Red\")"
        what = "" if isinstance(e, _TooDeep) else "YAML syntax error: "
        raise ScenarioError(f"{filename}{line}", f"{what}{problem}{hint}") from None
    except ValueError as e:     # a number too long for int() (Python's 4300-digit limit)
        digits = re.search(r"\d{1000,}", text)
        if digits is None:
            raise ScenarioError(filename, f"cannot read a value: {str(e)[:200]}") from None
        raise ScenarioError(f"{filename}:{text.count(chr(10), 0, digits.start()) + 1}",
                            f"a number of {len(digits.group()):,} digits is too long to read; whole numbers are "
                            f"at most {MAX_NUMBER:,} in size") from None
    _check_shape(_Ctx(filename), data)
    return data


def load_text(text: str, filename: str) -> list[Scenario]:
    """The scenarios of one file's text (one scenario, or a list under ``scenarios:``)."""
    data = _parse(text, filename)
    ctx = _Ctx(filename)
    if data is None:
        raise ScenarioError(f"{filename}:1", "the file is empty; a scenario needs name, start, script, expect")
    if isinstance(data, CommentedMap) and "scenarios" in data:
        if len(data) != 1:
            other = [str(k) for k in data if k != "scenarios"]
            raise ScenarioError(ctx.key_at(data, other[0]),
                                f"a file with 'scenarios:' holds nothing else (found {other[0]!r}); "
                                f"put it inside each scenario")
        items = data["scenarios"]
        if not isinstance(items, CommentedSeq) or not items:
            raise ScenarioError(ctx.at(data, "scenarios"), "scenarios is a non-empty list of scenarios")
        return [scenario_from_node(ctx, item, ctx.at(items, index=i)) for i, item in enumerate(items)]
    if isinstance(data, CommentedSeq):
        return [scenario_from_node(ctx, item, ctx.at(data, index=i)) for i, item in enumerate(data)]
    return [scenario_from_node(ctx, data, ctx.at(data))]


def load_file(path: str | Path) -> list[Scenario]:
    """The scenarios of a file (regular UTF-8 text of at most :data:`MAX_FILE_BYTES`)."""
    try:
        text = read_text_file(path, "a scenario file", MAX_FILE_BYTES)
    except TextFileError as e:
        raise ScenarioError(e.filename, e.message) from None
    return load_text(text, str(path))


def scenario_from_node(ctx: _Ctx, node: Any, where: str) -> Scenario:
    if not isinstance(node, CommentedMap):
        raise ScenarioError(where, f"a scenario is a mapping with name, start, script and expect, not {_show(node)}")
    ctx.check_keys(node, TOP_KEYS, "a scenario")
    if "name" not in node:
        raise ScenarioError(where, "a scenario needs a name (a sentence saying what it shows)")
    name = _str(node["name"], ctx.at(node, "name"), "name").strip()
    if not name:
        raise ScenarioError(ctx.at(node, "name"), "the name is empty")
    rules = _str_list(ctx, node.get("rules"), ctx.at(node, "rules", fallback=where), "rules", "rule numbers",
                      "[704.5a, 120.3]")
    seed = _int(node["seed"], ctx.at(node, "seed"), "seed", maximum=2 ** 64) if "seed" in node else 0
    cards: list[CardDef] = []
    db = bundled_db()
    if node.get("cards") is not None:
        raw = node["cards"]
        if not isinstance(raw, CommentedSeq):
            raise ScenarioError(ctx.at(node, "cards"), "cards is a list of card definitions (docs/cards.md)")
        try:
            cards = cards_from_nodes(raw, ctx.file)
        except CardFormatError as e:
            card = f"card {e.card!r}: " if e.card else ""
            raise ScenarioError(e.where, f"{card}{e.message}") from None
        db = db.with_cards(cards)
    if "start" not in node:
        raise ScenarioError(where, "a scenario needs start: with its players")
    start = _start(ctx, node["start"], ctx.at(node, "start"), db)
    names = [p.name for p in start.players]
    script: list[ScriptLine] = []
    raw_script = node.get("script")
    if raw_script is not None:
        if not isinstance(raw_script, CommentedSeq):
            raise ScenarioError(ctx.at(node, "script"), "script is a list of lines (- alice: cast Shock, - resolve)")
        for i, item in enumerate(raw_script):
            script.append(script_line(item, ctx.at(raw_script, index=i), names))
    expect = _expect(ctx, node.get("expect"), ctx.at(node, "expect", fallback=where), names, db) \
        if node.get("expect") is not None else Expect(where)
    return Scenario(name=name, file=ctx.file, where=where, start=start, db=db, rules=rules, seed=seed, cards=cards,
                    script=script, expect=expect)


def _player_name(value: Any, where: str, names: list[str], what: str) -> str:
    s = _str(value, where, what).strip()
    for n in names:
        if n.lower() == s.lower():
            return n
    subject = f"{s!r}" if what == "player" else f"{what} {s!r}"
    raise ScenarioError(where, f"{subject} is not a player{did_you_mean(s, names)} (players: {', '.join(names)})")


def _start(ctx: _Ctx, node: Any, where: str, db: CardDB) -> Start:
    if not isinstance(node, CommentedMap):
        raise ScenarioError(where, "start is a mapping with players: (and turn, active, step)")
    ctx.check_keys(node, START_KEYS, "start")
    players_node = node.get("players")
    if not isinstance(players_node, CommentedMap) or len(players_node) < 2:
        raise ScenarioError(ctx.at(node, "players", fallback=where),
                            "start needs players: a mapping of two or more players, in turn order")
    names = [_str(k, ctx.key_at(players_node, k), "a player's name") for k in players_node]
    if len({n.lower() for n in names}) != len(names):
        raise ScenarioError(ctx.at(node, "players"), "two players have the same name")
    players: list[PlayerStart] = []
    for k, pnode in players_node.items():
        players.append(_player_start(ctx, str(k), pnode, ctx.at(players_node, k), names, db))
    monarchs = [p.name for p in players if p.monarch]
    if len(monarchs) > 1:
        raise ScenarioError(ctx.at(node, "players"), f"{' and '.join(monarchs)} are both the monarch: only one "
                            "player can be (CR 725.3); give monarch: true to one")
    turn = _int(node["turn"], ctx.at(node, "turn"), "turn", 1) if "turn" in node else 1
    active = _player_name(node["active"], ctx.at(node, "active"), names, "active") if "active" in node else names[0]
    step = _step(node["step"], ctx.at(node, "step")) if "step" in node else Step.PRECOMBAT_MAIN
    start = Start(where, players, turn, active, step)
    start_card_total(start)
    _check_start_refs(start)
    return start


def _player_start(ctx: _Ctx, name: str, node: Any, where: str, names: list[str], db: CardDB) -> PlayerStart:
    p = PlayerStart(name, where)
    if node is None:
        return p
    if not isinstance(node, CommentedMap):
        raise ScenarioError(where, f"player {name} is a mapping (life, battlefield, hand, library, ...), not {node!r}")
    ctx.check_keys(node, PLAYER_KEYS, f"player {name}")
    if "life" in node:
        p.life = _int(node["life"], ctx.at(node, "life"), "life")
    if "poison" in node:
        p.poison = _int(node["poison"], ctx.at(node, "poison"), "poison", 0)
    if "energy" in node:
        p.energy = _int(node["energy"], ctx.at(node, "energy"), "energy", 0)
    if "monarch" in node:
        p.monarch = _bool(node["monarch"], ctx.at(node, "monarch"), "monarch")
    if "speed" in node:
        p.speed = _int(node["speed"], ctx.at(node, "speed"), "speed", 0)
    if "lands_played" in node:
        p.lands_played = _int(node["lands_played"], ctx.at(node, "lands_played"), "lands_played", 0)
    if node.get("mana_pool") is not None:
        mp = node["mana_pool"]
        w = ctx.at(node, "mana_pool")
        p.mana_pool = _mana_text(mp, w, 'mana_pool is mana such as "{2}{G}" or a number (colorless)')
    for zone in ZONES:
        raw = node.get(zone)
        if raw is None:
            continue
        zw = ctx.at(node, zone)
        if not isinstance(raw, CommentedSeq):
            raise ScenarioError(zw, f"{zone} is a list of cards, e.g. [Forest, {{card: Grizzly Bears, id: bears}}]")
        entries = [_card_entry(ctx, item, ctx.at(raw, index=i, fallback=zw), zone, names, db)
                   for i, item in enumerate(raw)]
        setattr(p, zone, entries)
    return p


def _card_name(db: CardDB, name: str, where: str) -> str:
    try:
        return db[name].name
    except UnknownCardError as e:
        hint = "; define it under cards: if it is not bundled" if not e.suggestions else ""
        raise ScenarioError(where, f"{e}{hint}") from None


def _card_entry(ctx: _Ctx, item: Any, where: str, zone: str, names: list[str], db: CardDB) -> CardEntry:
    if isinstance(item, (str, int)) and not isinstance(item, bool):
        return CardEntry(_card_name(db, str(item), where), where)
    if not isinstance(item, CommentedMap):
        raise ScenarioError(where, f"a card entry is a card name or a mapping with card:, not {item!r}")
    is_token = zone == "battlefield" and item.get("token") is True
    allowed = (BATTLEFIELD_KEYS + (TOKEN_KEYS if is_token else ())) if zone == "battlefield" else ZONE_KEYS
    for k in item:
        if str(k) in allowed:
            continue
        if zone == "battlefield" and str(k) in TOKEN_KEYS:
            raise ScenarioError(ctx.key_at(item, k), f"{k!r} is a token characteristic: add token: true, "
                                                     f"or name a card that has it")
        if zone != "battlefield" and str(k) in BATTLEFIELD_KEYS:
            raise ScenarioError(ctx.key_at(item, k), f"{k!r} is for the battlefield only; in the {zone} an entry "
                                                     f"has only card, id and count")
        raise ScenarioError(ctx.key_at(item, k), f"unknown key {str(k)!r} in a card entry"
                                                 f"{did_you_mean(str(k), allowed)} (known: {', '.join(allowed)})")
    if "card" not in item:
        raise ScenarioError(where, "a card entry mapping needs card: (the card's name)")
    raw_name = _str(item["card"], where, "card")

    def w(key: str) -> str:
        return ctx.at(item, key, fallback=where)

    e = CardEntry(raw_name, where)
    if "id" in item:
        e.id = _str(item["id"], w("id"), "id").strip()
        if not e.id:
            raise ScenarioError(w("id"), "an id is a non-empty label")
    if "count" in item:
        e.count = _int(item["count"], w("count"), "count", 1, MAX_START_CARDS)
        if e.id and e.count > 1:
            raise ScenarioError(w("count"), "an id names one object; give each copy its own entry and id")
    if zone == "battlefield":
        for flag in ("tapped", "sick", "face_down", "phased_out", "transformed", "flipped", "token"):
            if flag in item:
                setattr(e, flag, _bool(item[flag], w(flag), flag))
        if "damage" in item:
            e.damage = _int(item["damage"], w("damage"), "damage", 0)
        if "counters" in item:
            e.counters = _counters(item["counters"], w("counters"))
        if item.get("attached_to") is not None:
            e.attached_to = _str(item["attached_to"], w("attached_to"), "attached_to")
        if item.get("controller") is not None:
            e.controller = _player_name(item["controller"], w("controller"), names, "controller")
        att = item.get("attacking")
        if att is True:
            e.attacking = ""           # the (first) opponent
        elif att is not None and att is not False:
            e.attacking = _player_name(att, w("attacking"), names, "attacking")
        if item.get("blocking") is not None:
            e.blocking = _str(item["blocking"], w("blocking"), "blocking")
    if e.token:
        definition: dict[str, Any] = {"name": raw_name}
        for k in TOKEN_KEYS:
            if k in item:
                definition[k] = _plain(item[k])
        if "type" not in definition and "types" not in definition:
            raise ScenarioError(where, "a token needs its characteristics: types (or type), and power and "
                                       "toughness for a creature, e.g. {card: Soldier, token: true, power: 1, "
                                       "toughness: 1, types: [Creature], subtypes: [Soldier], colors: [W]}")
        try:
            card_from_data(dict(definition, token=True), where)
        except CardFormatError as err:
            raise ScenarioError(where, f"token {raw_name!r}: {err.message}") from None
        e.token_def = definition
    else:
        e.card = _card_name(db, raw_name, where)
    return e


def start_card_total(start: Start, limit: int = MAX_START_CARDS) -> int:
    """The number of cards in ``start``; raises at the entry that takes it past ``limit``."""
    total = 0
    for p in start.players:
        for zone in ZONES:
            for e in getattr(p, zone):
                total += e.count
                if total > limit:
                    raise ScenarioError(e.where, f"{e.count} {e.card} make {total} cards in the start position; "
                                                 f"a scenario holds at most {limit}")
    return total


def _check_start_refs(start: Start) -> None:
    """Ids are unique; attached_to / blocking name something on the battlefield (attached_to: or a player)."""
    ids: dict[str, str] = {}
    perm_names: list[str] = []
    players = {p.name for p in start.players}
    for p in start.players:
        for zone in ZONES:
            for e in getattr(p, zone):
                if e.id is not None:
                    if e.id.lower() in ids:
                        raise ScenarioError(e.where, f"id {e.id!r} is already used at {ids[e.id.lower()]}")
                    ids[e.id.lower()] = e.where
                if zone == "battlefield":
                    perm_names.append(e.card.lower())
    for p in start.players:
        for e in p.battlefield:
            for key in ("attached_to", "blocking"):
                ref = getattr(e, key)
                if ref is None:
                    continue
                if ref.lower() in ids or (key == "attached_to" and ref in players):
                    continue    # an id, or a player an Aura enchants (702.5d: a Curse)
                n = perm_names.count(ref.lower())
                if n == 0:
                    known = list(ids) + sorted(set(perm_names))
                    raise ScenarioError(e.where, f"{key} {ref!r} is neither an id nor the name of a permanent"
                                                 f"{did_you_mean(ref.lower(), known)}")
                if n > 1:
                    raise ScenarioError(e.where, f"{key} {ref!r}: several permanents have that name; give the one "
                                                 f"you mean an id")


# --- script ------------------------------------------------------------------------------------

_GOTO = re.compile(r"^goto\s+(?:turn\s+(?P<turn>\d+)\s+)?(?P<step>[a-z_ -]+?)\s*$", re.IGNORECASE)


def script_line(item: Any, where: str, names: list[str]) -> ScriptLine:
    """Read one script line (a string, or a one-key mapping ``PLAYER: ACTION``)."""
    if isinstance(item, CommentedMap) or isinstance(item, Mapping):
        if len(item) != 1:
            raise ScenarioError(where, f"a script line is one 'PLAYER: ACTION'; this mapping has {len(item)} keys "
                                       f"(write each action on its own line)")
        k, v = next(iter(item.items()))
        if v is None or isinstance(v, (Mapping, list)):
            raise ScenarioError(where, f"cannot read script line {_plain(item)!r}: expected 'PLAYER: ACTION'"
                                       f" (quote a line that holds ': ')")
        return _player_line(str(k), _text(v), f"{k}: {_text(v)}", where, names)
    if not isinstance(item, str):
        raise ScenarioError(where, f"a script line is text such as 'alice: cast Shock' or 'resolve', not {item!r}")
    text = item.strip()
    low = text.lower()
    if low == "pass":
        return ScriptLine("pass", where, text)
    if low == "resolve":
        return ScriptLine("resolve", where, text)
    if low in ("resolve all", "resolve_all"):
        return ScriptLine("resolve_all", where, text)
    if low.startswith("goto"):
        m = _GOTO.match(text)
        if not m:
            raise ScenarioError(where, f"cannot read {text!r}: write 'goto STEP' or 'goto turn N STEP' "
                                       f"(steps: {', '.join(STEP_NAMES)})")
        digits = m.group("turn")
        turn = int(digits) if digits and len(digits) <= len(str(MAX_GOTO_TURN)) else None
        if digits and (turn is None or turn > MAX_GOTO_TURN):
            raise ScenarioError(where, f"goto turn {_show(digits)}: a scenario goes to turn {MAX_GOTO_TURN} "
                                       f"at the latest")
        return ScriptLine("goto", where, text, goto_turn=turn, goto_step=_step(m.group("step"), where))
    player, sep, action = text.partition(":")
    if not sep:
        known = ["pass", "resolve", "resolve all", "goto"]
        first = low.split()[0] if low.split() else low
        hint = did_you_mean(first, known)
        raise ScenarioError(where, f"cannot read script line {text!r}{hint}: expected 'PLAYER: ACTION', pass, "
                                   f"resolve, resolve all, goto STEP or goto turn N STEP")
    return _player_line(player, action, text, where, names)


def _player_line(player: str, action: str, text: str, where: str, names: list[str]) -> ScriptLine:
    pname = _player_name(player, where, names, "player")
    act = action.strip()
    if not act:
        raise ScenarioError(where, f"{pname}: says no action")
    low = act.lower()
    if low.startswith("illegal ") or low == "illegal":
        rest = act[len("illegal"):].strip()
        if not rest:
            raise ScenarioError(where, "illegal what? write 'PLAYER: illegal ACTION'")
        return ScriptLine("illegal", where, text, player=pname, action=rest)
    return ScriptLine("action", where, text, player=pname, action=act)


# --- expectations --------------------------------------------------------------------------------

def _expect(ctx: _Ctx, node: Any, where: str, names: list[str], db: CardDB) -> Expect:
    if not isinstance(node, CommentedMap):
        raise ScenarioError(where, "expect is a mapping: a block per player, permanents, stack, winner, ...")
    out = Expect(where)
    lower_names = {n.lower(): n for n in names}
    for k, v in node.items():
        key = str(k)
        kw = ctx.at(node, k)
        if key.lower() in lower_names:
            out.players.append(_player_expect(ctx, lower_names[key.lower()], v, kw, db))
        elif key == "permanents":
            if not isinstance(v, CommentedSeq):
                raise ScenarioError(kw, "permanents is a list of entries such as {name: Grizzly Bears, tapped: true}")
            for i, item in enumerate(v):
                out.permanents.append(_perm_expect(ctx, item, ctx.at(v, index=i, fallback=kw), names, db))
        elif key == "stack":
            out.stack = _str_list(ctx, v, kw, "stack")
        elif key == "winner":
            out.winner = _player_name(v, kw, names, "winner")
        elif key == "game_over":
            out.game_over = _bool(v, kw, "game_over")
        elif key == "log_has":
            out.log_has = _str_list(ctx, v, kw, "log_has")
        else:
            known = list(EXPECT_KEYS) + names
            raise ScenarioError(ctx.key_at(node, k), f"unknown key {key!r} in expect{did_you_mean(key, known)} "
                                                     f"(known: a player's name, {', '.join(EXPECT_KEYS)})")
    return out


def _player_expect(ctx: _Ctx, name: str, node: Any, where: str, db: CardDB) -> PlayerExpect:
    pe = PlayerExpect(name, where)
    if node is None:
        return pe
    if not isinstance(node, CommentedMap):
        raise ScenarioError(where, f"expect.{name} is a mapping (life, hand, graveyard, ...)")
    ctx.check_keys(node, PLAYER_EXPECT_KEYS, f"expect.{name}")
    for k, v in node.items():
        key = str(k)
        w = ctx.at(node, k)
        if key in ("life", "library_count", "poison", "energy", "speed"):
            setattr(pe, key, _int(v, w, key))
        elif key in ("lost", "monarch"):
            setattr(pe, key, _bool(v, w, key))
        elif key == "mana_pool":
            pe.mana_pool = _expected_pool(v, w)
        else:
            names_ = [_card_name(db, n, w) if db.get(n) is not None else n for n in _str_list(ctx, v, w, key)]
            setattr(pe, key, names_)
    return pe


def _expected_pool(value: Any, where: str) -> dict[str, int]:
    """``{R: 1, C: 2}`` (letters or colour names; C is colorless), or mana as in start: ``"{R}{C}{C}"``, ``2``."""
    example = 'mana_pool is a mapping such as {R: 1, C: 2} (W U B R G, or C for colorless), or mana such as "{R}"'
    if isinstance(value, Mapping):
        out: dict[str, int] = {}
        for k, n in value.items():
            kind = str(k).strip()
            kind = NAME_TO_COLOR.get(kind.lower(), "C" if kind.lower() == "colorless" else kind.upper())
            if kind not in COLORS and kind != "C":
                raise ScenarioError(where, f"mana_pool: unknown kind of mana {str(k)!r}; {example}")
            out[kind] = out.get(kind, 0) + _int(n, where, f"mana_pool {k}", 0)
        return {k: n for k, n in out.items() if n}
    return _mana_text(value, where, example)


def _mana_text(value: Any, where: str, example: str) -> dict[str, int]:
    """Mana written as symbols (``"{2}{G}"``) or a number (that much colorless mana), as a pool."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise ScenarioError(where, f"{example}, not {value!r}")
    try:
        return parse_mana(int(value) if isinstance(value, int) else str(value))
    except ManaError as e:
        raise ScenarioError(where, f"mana_pool: {e}") from None


def _perm_expect(ctx: _Ctx, item: Any, where: str, names: list[str], db: CardDB) -> PermanentExpect:
    if not isinstance(item, CommentedMap):
        raise ScenarioError(where, "a permanents entry is a mapping such as {name: Grizzly Bears, tapped: true}")
    allowed = PERM_SELECT + PERM_PROPS
    ctx.check_keys(item, allowed, "a permanents entry")
    pe = PermanentExpect(where, _flow(item))
    if not any(k in item for k in PERM_SELECT):
        raise ScenarioError(where, "a permanents entry selects by id, name, controller, owner or token")
    for k, v in item.items():
        key = str(k)
        w = ctx.at(item, k, fallback=where)
        if key == "id":
            pe.select["id"] = _str(v, w, key)
        elif key == "name":
            n = _str(v, w, key)
            pe.select["name"] = db[n].name if n in db else n
        elif key in ("controller", "owner"):
            pe.select[key] = _player_name(v, w, names, key)
        elif key == "count":
            pe.count = _int(v, w, key, 0)
        elif key == "phased_out":
            pe.phased_out = _bool(v, w, key)
        elif key == "token":
            pe.select[key] = _bool(v, w, key)
        elif key in ("tapped", "face_down", "transformed", "flipped", "sick"):
            pe.props[key] = _bool(v, w, key)
        elif key in ("power", "toughness", "damage"):
            pe.props[key] = _int(v, w, key)
        elif key == "counters":
            pe.props[key] = _counters(v, w)
        elif key == "attached_to":
            pe.props[key] = None if v is None else _str(v, w, key)
        elif key in ("types", "subtypes"):
            pe.props[key] = frozenset(_str_list(ctx, v, w, key))
        elif key == "colors":
            pe.props[key] = colors_of(v, w)
        elif key == "keywords":
            pe.props[key] = frozenset(normalize_keyword(k2) for k2 in _str_list(ctx, v, w, key))
    return pe


def _flow(item: Any) -> str:
    """A value written back in YAML flow style, for messages: ``{name: Grizzly Bears, tapped: true}``."""
    if isinstance(item, Mapping):
        return "{" + ", ".join(f"{k}: {_flow(v)}" for k, v in item.items()) + "}"
    if isinstance(item, (list, tuple)):
        return "[" + ", ".join(_flow(v) for v in item) + "]"
    if isinstance(item, bool):
        return str(item).lower()
    if item is None:
        return "null"
    text = _text(item)
    return f'"{text}"' if (": " in text or text.startswith(("+", "-", "{", "[")) or "," in text) else text


__all__ = [
    "CardEntry", "Expect", "PermanentExpect", "PlayerExpect", "PlayerStart", "Scenario", "ScenarioError",
    "ScriptLine", "Start", "load_file", "load_text", "script_line", "start_card_total",
]
