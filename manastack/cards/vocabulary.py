"""The vocabularies of the card format, each defined once.

A card is data in a small language (docs/cards.md): effect verbs, trigger events,
static ability kinds, conditions, references and keywords.  Each of those words is
defined in exactly one place: the rules or effects module that implements it
registers it here, with what it means, and both the card loader (which refuses an
unknown or unimplemented word, naming the card and line) and the rules (which look
the implementation up) read the same registry.  Nothing here knows any rules: the
entries' implementations are registered from above (``manastack.rules``,
``manastack.effects``), so this module sits in the bottom layer of values.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Generic, Iterator, TypeVar

from manastack.core.mana import cost_problem

T = TypeVar("T")


class Vocabulary(Generic[T]):
    """Names of one kind of word, each with its definition; defined once, read by loader and rules."""

    def __init__(self, what: str) -> None:
        self.what = what
        self._entries: dict[str, T] = {}

    def define(self, name: str, entry: T) -> T:
        """Define ``name``; defining a name twice is a programming error."""
        if name in self._entries:
            raise ValueError(f"{self.what} {name!r} is defined twice")
        self._entries[name] = entry
        return entry

    def __contains__(self, name: object) -> bool:
        return name in self._entries

    def __getitem__(self, name: str) -> T:
        return self._entries[name]

    def get(self, name: str) -> T | None:
        return self._entries.get(name)

    def names(self) -> list[str]:
        return sorted(self._entries)

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._entries))

    def __len__(self) -> int:
        return len(self._entries)

    def hint(self, name: str) -> str:
        """"; did you mean X?" for a misspelt name, else the list of known names."""
        close = difflib.get_close_matches(str(name), list(self._entries), n=3)
        if close:
            return f"; did you mean {', '.join(close)}?"
        return f"; known: {', '.join(self.names())}"

    def unknown(self, name: str) -> str:
        return f"unknown {self.what} {name!r}{self.hint(name)}"


@dataclass(frozen=True, slots=True)
class Word:
    """A word defined by a rules module: its name, the rule it implements and a line of help."""

    name: str
    rule: str
    doc: str = ""


@dataclass(frozen=True, slots=True)
class KeywordDef(Word):
    """CR 702: a keyword ability the rules implement; ``parameter`` for "protection from X"-style keywords,
    written ``protection:black`` in card data."""

    parameter: bool = False
    check: Callable[[str], str | None] | None = None   # why a parameter can't be used (None: it can)
    triggered: Callable[[str], Any] | None = None      # the triggered ability the keyword is, from its parameter
    bare: bool = False      # a keyword with a parameter whose bare name stands for every instance (to lose them)


@dataclass(frozen=True, slots=True)
class TypedWord(Word):
    """A word whose arguments are typed: ``args`` pairs each argument's name with its type (the argument types
    of docs/cards.md), so the loader reads card data into typed values (``manastack.cards.values``)."""

    args: tuple[tuple[str, str], ...] = ()

    @property
    def arg_names(self) -> frozenset[str]:
        return frozenset(k for k, _ in self.args)

    def arg_type(self, name: str) -> str:
        return dict(self.args)[name]


@dataclass(frozen=True, slots=True)
class StaticKindDef(TypedWord):
    """CR 604: a static ability kind; its ``args`` type its arguments when it takes a mapping."""


@dataclass(frozen=True, slots=True)
class TriggerEventDef(Word):
    """CR 603.1: a trigger event.  ``about_object``: the event is about an object (the trigger's ``who``
    and ``filter`` select it; default ``who: self``); otherwise about a player or a step (default ``who: any``).
    ``fires(event, state, spec, me, me_controller, subject, moved_from)`` says whether it triggers; ``on``: the
    event classes it can fire on at all (None: any), so that an event is matched only against those that can."""

    about_object: bool = True
    fires: Callable[..., bool] | None = None
    on: tuple[type, ...] | None = None


@dataclass(frozen=True, slots=True)
class ConditionDef(Word):
    """A condition ("if you control an artifact"); ``check(state, args, source, controller, spell)``."""

    check: Callable[..., bool] | None = None


@dataclass(frozen=True, slots=True)
class ReferenceDef(Word):
    """A reference to players or objects ("you", "each_opponent", "it"); ``resolve(context)`` gives them."""

    resolve: Callable[..., Any] | None = None


@dataclass(frozen=True, slots=True)
class EffectVerbDef(TypedWord):
    """An effect verb: its handler and its main argument (``{draw: 2}`` means ``{draw: {amount: 2}}``), with its
    typed ``args``."""

    handler: Callable[..., None] | None = None
    main: str | None = None


KEYWORDS: Vocabulary[KeywordDef] = Vocabulary("keyword")
TRIGGER_EVENTS: Vocabulary[TriggerEventDef] = Vocabulary("trigger event")
STATIC_KINDS: Vocabulary[StaticKindDef] = Vocabulary("static ability")
CONDITIONS: Vocabulary[ConditionDef] = Vocabulary("condition")
REFERENCES: Vocabulary[ReferenceDef] = Vocabulary("reference")
EFFECT_VERBS: Vocabulary[EffectVerbDef] = Vocabulary("effect")


def keyword(name: str, rule: str, doc: str = "", parameter: bool = False,
            check: Callable[[str], str | None] | None = None,
            triggered: Callable[[str], Any] | None = None, bare: bool = False) -> KeywordDef:
    """Declare that the rules implement keyword ``name`` (card data spelling: ``first_strike``); ``check`` says
    why a parameter ("Enchant creature card in a graveyard") can't be used, None if it can; ``triggered`` makes
    the triggered ability a keyword such as rampage is (CR 702.23a) from its parameter ("" if it has none); with
    ``bare``, the name without a parameter is accepted and stands for every instance ("loses all 'bands with other'
    abilities")."""
    return KEYWORDS.define(name, KeywordDef(name, rule, doc, parameter, check, triggered, bare))


#: CR 702.22b: keywords lost with another ("If an effect causes a permanent to lose banding, the permanent loses
#: all 'bands with other' abilities as well"), by their base name.
LOST_WITH: dict[str, str] = {"bands_with_other": "banding"}


def lost_with(kw: str, lost: tuple[str, ...] | frozenset[str]) -> bool:
    """Whether keyword ``kw`` goes when the keywords ``lost`` are lost: a keyword with a parameter goes with its
    bare name ("loses all 'bands with other' abilities", Shelkin Brownie), and as ``LOST_WITH`` says."""
    base = kw.partition(":")[0]
    return base in lost or LOST_WITH.get(base) in lost


@lru_cache(maxsize=4096)
def keyword_triggers(keywords: frozenset[str] | tuple[str, ...]) -> tuple[Any, ...]:
    """The triggered abilities that keywords are (rampage, flanking, cumulative upkeep: CR 702.23a, 702.25a,
    702.24a), one for each instance given (a tuple may name a keyword once for each instance), in the order of
    the keywords (each instance triggers separately, 702.23c, 702.24b, 702.25b)."""
    out: list[Any] = []
    for kw in sorted(keywords):
        base, _, param = kw.partition(":")
        d = KEYWORDS.get(base)
        if d is not None and d.triggered is not None:
            made = d.triggered(param)      # one ability, or a tuple of them (vanishing's two, CR 702.63a)
            out.extend(made) if isinstance(made, tuple) else out.append(made)
    return tuple(out)


def static_kind(name: str, rule: str, doc: str = "", **args: str) -> str:
    """Declare a static ability kind that the declaring rules module reads, with the types of its arguments
    if it takes any; returns the name."""
    STATIC_KINDS.define(name, StaticKindDef(name, rule, doc, tuple(sorted(args.items()))))
    return name


#: Keywords written "[keyword] [cost]" (CR 702.27a buyback, 702.30a echo, 702.24a cumulative upkeep).
_COST_KEYWORDS = ("buyback", "echo", "cumulative upkeep", "unearth", "ward", "crew",
                  "reinforce", "transmute", "scavenge", "embalm", "eternalize", "madness", "awaken", "prototype",
                  "escape", "escalate")
#: Keywords "[Word] [mana cost]" normalised ``word:{COST}`` (CR 702.37b megamorph, 702.168a disguise, 702.74a evoke,
#: 702.109a dash, 702.152a blitz, 702.137a spectacle, 702.117a surge, 702.42a entwine,
#: 702.175a offspring, 702.173a freerunning, 702.76a prowl, 702.96a overload, 702.103a bestow, 702.49a ninjutsu,
#: 702.151a reconfigure).
_MANA_COST_KEYWORDS = ("megamorph", "disguise", "evoke", "dash", "blitz", "spectacle", "surge", "entwine",
                       "offspring", "freerunning", "prowl", "overload", "bestow", "ninjutsu", "reconfigure",
                       "foretell", "miracle", "replicate",
                       "warp", "squad", "multikicker", "mayhem", "encore", "sneak")


def normalize_keyword(text: str) -> str:
    """``"First strike"`` -> ``first_strike``; ``"Protection from black"`` -> ``protection:black``."""
    t = text.strip().lower()
    if t.startswith("protection from "):
        what = t[len("protection from "):].strip()
        if what.endswith("s") and what[:-1] in ("creature", "artifact", "enchantment", "instant", "sorcery"):
            what = what[:-1]
        return "protection:" + what
    if t.startswith("hexproof from "):
        return "hexproof:" + t[len("hexproof from "):].strip()
    if t.startswith("enchant "):
        return "enchant:" + t[len("enchant "):].strip()      # CR 702.5a: "Enchant [object or player]"
    if t.startswith("bands with other "):
        return "bands_with_other:" + t[len("bands with other "):].strip()   # CR 702.22b
    if t.startswith("rampage ") and t[len("rampage "):].strip().isdigit():
        return "rampage:" + t[len("rampage "):].strip()      # CR 702.23a: "Rampage N"
    if t.startswith("dredge ") and t[len("dredge "):].strip().isdigit():
        return "dredge:" + t[len("dredge "):].strip()      # CR 702.52a: "Dredge N"
    if t.startswith("flashback ") and "{" in t:
        return "flashback:" + text.strip()[len("flashback "):].strip().upper()   # CR 702.34a: "Flashback [cost]"
    if t.startswith("affinity for "):
        return "affinity:" + t[len("affinity for "):].strip()      # CR 702.41a: "Affinity for [text]"
    if t.startswith("toxic ") and t[len("toxic "):].strip().isdigit():
        return "toxic:" + t[len("toxic "):].strip()      # CR 702.164a: "Toxic N"
    if t.startswith("devour ") and t[len("devour "):].strip().isdigit():
        return "devour:" + t[len("devour "):].strip()      # CR 702.82a: "Devour N"
    if t.startswith("bushido ") and t[len("bushido "):].strip().isdigit():
        return "bushido:" + t[len("bushido "):].strip()      # CR 702.45a: "Bushido N"
    # "[Keyword] N" (702.46a, 702.135a: rules/token_keywords; 702.54a, 702.43a, 702.32a, 702.63a: counter_keywords)
    counted = re.fullmatch(r"(soulshift|afterlife|bloodthirst|modular|fading|vanishing|fabricate|afflict|renown|mobilize"
                           r"|firebending|saddle|casualty) (\d+)", t)      # firebending: 702.189a, rules/firebending.py;
    # saddle: 702.171a, rules/saddle.py; casualty: 702.153a
    if counted:
        return counted.group(1) + ":" + counted.group(2)
    cyc = re.fullmatch(r"([a-z ]*?)cycling[ \u2014-]+(\S.*)", t)
    if cyc:                                                   # CR 702.29a, 702.29e: "[Type]cycling [cost]"
        kind = cyc.group(1).strip()
        cost = text.strip()[cyc.start(2):].strip()
        return "cycling:" + (kind + " " if kind else "") + (cost.upper() if cost.startswith("{") else cost)
    for word in _COST_KEYWORDS:                               # "Buyback {4}", "Cumulative upkeep—Pay 1 life"
        rest = text.strip()[len(word):]
        if t.startswith(word) and rest[:1] in (" ", "\u2014", "-") and rest.strip(" \u2014-"):
            return word.replace(" ", "_") + ":" + rest.strip(" \u2014-")
    if t.startswith("plot ") and "{" in t:
        return "plot:" + text.strip()[len("plot "):].strip().upper()   # CR 702.170a: "Plot [cost]"
    suspend = re.fullmatch(r"suspend (\d+|x)\s*[\u2014-]\s*(\{.*)", t)
    if suspend:                                               # CR 702.62a: "Suspend N—[cost]"
        return f"suspend:{suspend.group(1)}\u2014{suspend.group(2).upper()}"
    if t.startswith("morph ") and "{" in t:
        return "morph:" + text.strip()[len("morph "):].strip().upper()   # CR 702.37a: "Morph [cost]"
    for word in _MANA_COST_KEYWORDS:     # "Megamorph {4}{W}", "Evoke {1}{G}", "Dash {2}{R}" (rules/alt_costs.py)
        if t.startswith(word + " ") and "{" in t:
            return word + ":" + text.strip()[len(word) + 1:].strip().upper()
    if t.startswith("equip ") and "{" in t:
        return "equip:" + text.strip()[len("equip "):].strip().upper()   # CR 702.6a: "Equip [cost]"
    return t.replace(" ", "_")


def mana_cost_check(word: str, rule: str, example: str) -> Callable[[str], str | None]:
    """The parameter check of a "[Word] [cost]" keyword whose cost is mana (equip, flashback, buyback, morph): why
    the written cost can't be used, naming the keyword, an ``example`` cost and the ``rule``; None if it can."""
    def check(cost: str) -> str | None:
        problem = cost_problem(cost)
        return None if problem is None else \
            f"'{word} {cost}': the {word.lower()} cost is mana in braces such as {example} (CR {rule}): {problem}"
    return check


def count_check(word: str, rule: str) -> Callable[[str], str | None]:
    """The parameter check of a "[Word] N" keyword (dredge, devour, rampage): N is a whole number above 0."""
    def check(param: str) -> str | None:
        return None if param.isdigit() and int(param) > 0 else f"'{word} {param}': {word.lower()} takes a number (CR {rule})"
    return check


def keyword_problem(kw: str, written: str = "") -> str | None:
    """Why a normalised keyword can't be used (None if the rules implement it); ``written`` is how the card
    data spelt it, for the message."""
    base, sep, param = kw.partition(":")
    d = KEYWORDS.get(base)
    if d is None:
        shown = written or base
        if base.replace("_", " ") in KNOWN_UNIMPLEMENTED:
            return f"keyword {shown!r} is not implemented by the rules yet (CR 702); the card can't be played"
        return f"unknown keyword {shown!r}{KEYWORDS.hint(base)}"
    if sep and not d.parameter:
        return f"keyword {base!r} takes no parameter"
    if d.parameter and not (sep and param):
        if d.bare:
            return None     # the bare name stands for every instance ("loses all 'bands with other' abilities")
        return f"keyword {base!r} needs what it applies to, e.g. {base.replace('_', ' ')} from black"
    if d.check is not None:
        return d.check(param)
    return None


#: Real keywords (CR 702) that card data may name but no rules module implements yet: the loader says so
#: instead of calling them misspelt.
KNOWN_UNIMPLEMENTED = frozenset({
    "kicker", "convoke", "flashback",
    "cascade", "madness", "ninjutsu",
    "fortify", "annihilator", "totem armor", "unearth", "evoke",
})
