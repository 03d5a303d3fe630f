"""The card format as typed values: what a card *is*, before any game uses it.

Cards are data (docs/cards.md).  A :class:`CardDef` is immutable and shared by every
game; the engine interprets its abilities.  Effects stay small ``(verb, args)``
records whose verbs are implemented one family per module in ``manastack.effects``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Iterator, Mapping, Protocol

from manastack.core.mana import ManaCost


@dataclass(frozen=True, slots=True)
class Filter:
    """Which objects or players a rule text speaks of ("target nonblack creature").

    Every field narrows; an empty filter matches everything of the target kind.
    """

    types: tuple[str, ...] = ()          # has all of these card types
    types_any: tuple[str, ...] = ()      # has at least one of these
    not_types: tuple[str, ...] = ()      # has none of these
    subtypes: tuple[str, ...] = ()       # has at least one of these subtypes
    not_subtypes: tuple[str, ...] = ()   # has none of these ("non-Aura")
    supertypes: tuple[str, ...] = ()     # has all of these supertypes
    not_supertypes: tuple[str, ...] = ()  # has none of these ("nonbasic")
    colors: tuple[str, ...] = ()         # has at least one of these colours
    not_colors: tuple[str, ...] = ()     # has none of these colours
    multicolored: bool | None = None     # is (or with false: is not) two or more colours (CR 105.2b)
    monocolored: bool | None = None      # is (is not) exactly one colour (CR 105.2a)
    colorless: bool | None = None        # has (has some) no colour (CR 105.2c)
    controller: str | None = None        # "you" | "opponent" | "enchanted_player" | "chooser" | "defending_player"
    other: bool = False                  # not the source itself
    keywords: tuple[str, ...] = ()       # has all of these keywords
    not_keywords: tuple[str, ...] = ()
    tapped: bool | None = None
    token: bool | None = None            # is (with false: is not, "nontoken") a token (CR 111.1)
    attacking: bool | None = None
    blocking: bool | None = None
    blocked: bool | None = None          # an attacking creature that is blocked (false: unblocked), CR 509.1h
    counter: str | None = None           # has a counter of this kind on it ("any": of any kind), CR 122.1
    attacking_or_blocking: bool | None = None   # "attacking or blocking creature": in combat (CR 506.4, 508.1, 509.1)
    entered_this_turn: bool | None = None   # a permanent that entered the battlefield this turn (400.7)
    power_max: int | None = None
    power_min: int | None = None
    mana_value_max: int | None = None
    mana_value_min: int | None = None
    mana_value_x: bool = False           # a target "with mana value X": X of the spell or ability (Spell Blast)
    targets_one: "Filter | None" = None  # a spell or ability that targets only a single object, matching this
    named_as_source: bool = False        # has the name of the source ("a card named [this card]", CR 201.2)
    power_less_than_source: bool = False  # its power is less than the source's ("with lesser power", CR 702.134a)
    name: str | None = None              # has this name ("a card named Eivor, Battle-Ready", CR 201.2)

    def is_empty(self) -> bool:
        return self == EMPTY_FILTER

    @classmethod
    def from_mapping(cls, raw: Mapping[str, Any] | None) -> "Filter":
        """A filter from already-checked plain data (lists become tuples)."""
        if not raw:
            return EMPTY_FILTER
        kw: dict[str, Any] = {k: tuple(v) if isinstance(v, (list, tuple)) else v for k, v in raw.items()}
        if isinstance(kw.get("targets_one"), Mapping):
            kw["targets_one"] = cls.from_mapping(kw["targets_one"])
        return cls(**kw)


EMPTY_FILTER = Filter()


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """CR 115: one target a spell or ability asks for.

    ``kind``: ``any`` (creature, player, planeswalker or battle, CR 115.4), ``player``,
    ``opponent``, ``permanent`` (with ``filter``), ``creature`` (a permanent filtered to
    creatures), ``spell`` (a spell on the stack), ``ability`` (an activated or triggered
    ability on the stack), ``spell_or_ability``, ``card`` (a card in ``zone``).
    """

    kind: str
    filter: Filter = EMPTY_FILTER
    zone: str | None = None
    label: str = ""
    group: int = -1        # targets sharing one word "target" ("two target creatures") share a group (115.3)
    optional: bool = False  # "up to N target ...": this one may be left unchosen (601.2c: a variable number)
    many: str = ""          # the last target standing for a number of them (601.2c): "any" ("any number of target
                            # ..."), "x" ("X target ...": exactly X), "up_to_x" ("up to X target ...")


@dataclass(frozen=True, slots=True)
class Effect:
    """One instruction of a spell or ability: ``verb`` with its arguments."""

    verb: str
    args: Mapping[str, Any] = field(default_factory=dict)
    condition: "Condition | None" = None      # "if ..." inside a resolving spell (CR 608.2c)
    optional: bool = False                    # "you may ..." inside a resolving spell (CR 608.2d): asked first


@dataclass(frozen=True, slots=True)
class Mode:
    """CR 700.2: one mode (a non-modal ability has exactly one) with its targets and effects."""

    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...] = ()
    text: str = ""


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """CR 601.2b / 118.8: an additional or optional cost (kicker, buyback...)."""

    name: str
    mana: ManaCost | None = None
    optional: bool = True
    sacrifice: Filter | None = None
    discard: int = 0
    pay_life: int = 0


@dataclass(frozen=True, slots=True)
class Body:
    """What a spell or ability does: a mode or a choice among modes (CR 700.2)."""

    modes: tuple[Mode, ...]
    choose_min: int = 1
    choose_max: int = 1
    modal: bool = False
    chooser: str = ""       # "opponent": "An opponent chooses one —" (CR 700.2e); "" the controller chooses
    repeat: bool = False    # "You may choose the same mode more than once" (CR 700.2d)

    @property
    def single(self) -> Mode:
        return self.modes[0]


@dataclass(frozen=True, slots=True)
class ActivationCost:
    """CR 602.1a / 118: the cost before the colon."""

    mana: ManaCost | None = None
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    sacrifice: Filter | None = None
    pay_life: int = 0
    discard_self: bool = False
    discard: int = 0
    loyalty: int | None = None    # a loyalty ability's cost: +N / -N loyalty counters (CR 606.4)
    text: str = ""
    exile_self: bool = False      # "Exile this card" (from the zone the ability works in: 602.2h, 113.6m)
    pay_energy: int = 0           # "Pay {E}{E}": that many energy counters removed from its controller (CR 107.14)
    crew: int = 0                 # "Crew N": other untapped creatures with total power N tapped (CR 702.122a)
    # the parts paid with other objects (rules/activation_costs.py, CR 601.2h):
    sacrifice_count: int = 1      # "Sacrifice two artifacts": that many permanents matching ``sacrifice``
    remove_counters: tuple[str, int] | None = None   # ("charge", 1): "Remove a charge counter from this" (122.8)
    tap_untapped: Filter | None = None               # "Tap an untapped creature you control" (701.26a) ...
    tap_count: int = 1                               # ... that many of them
    exile_from_graveyard: Filter | None = None       # "Exile a creature card from your graveyard" (406.2) ...
    exile_count: int = 1                             # ... that many of them
    return_to_hand: Filter | None = None             # "Return a land you control to its owner's hand"
    discard_filter: Filter | None = None             # "Discard a creature card": the ``discard`` cards match it
    return_self: bool = False                        # "Return this to its owner's hand"
    put_counters: tuple[str, int] | None = None      # ("-1/-1", 1): "Put a -1/-1 counter on this" (122.1)
    mill: int = 0                                    # "Mill a card" (701.17a)
    exile_from_hand: Filter | None = None            # "Exile a blue card from your hand" (406.2; not the source)

    @property
    def plain_discard(self) -> int:
        """The cards "Discard N cards" discards when any card will do (else 0: ``rules/activation_costs`` pays it)."""
        return self.discard if self.discard_filter is None else 0

    @property
    def plain_sacrifice(self) -> Filter | None:
        """What "Sacrifice a ..." sacrifices when it is one permanent (else None: ``rules/activation_costs``)."""
        return self.sacrifice if self.sacrifice_count == 1 else None


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """CR 602: an activated ability.  Mana abilities (605.1a) are recognised by their effects."""

    cost: ActivationCost
    body: Body
    zone: str = "battlefield"      # where it can be activated from (hand for cycling)
    sorcery_speed: bool = False     # "Activate only as a sorcery." (CR 602.5d)
    once_per_turn: bool = False
    is_mana: bool = False
    text: str = ""
    timing: str = ""                # CR 602.5b: one of ACTIVATION_TIMINGS ("Activate only during your turn.")
    condition: "Condition | None" = None    # CR 602.5b: "Activate only if you control a Swamp."
    #: the keyword ability it is, written before a dash ("Exhaust — {1}{U}: ..."): one of ABILITY_KINDS
    #: (rules/activated_keywords.py gives each its limits)
    kind: str = ""
    once: bool = False              # "Activate only once" (CR 702.177a: exhaust): once for this object, ever


#: CR 602.5b: the times an activated ability may be restricted to ("Activate only during your turn."), by name:
#: ``your_turn``, ``your_turn_before_attackers`` ("during your turn, before attackers are declared"),
#: ``your_upkeep`` (rules/activation_timing.py says when each holds).
#: ``after_blockers`` ("Activate only during combat after blockers are declared", Trap Runner).
ACTIVATION_TIMINGS = ("your_turn", "your_turn_before_attackers", "your_upkeep", "after_blockers")

#: The keyword abilities that are activated abilities written "[Keyword] — [Cost]: [Effect]", by name, each with
#: the limits it implies (rules/activated_keywords.py): ``exhaust`` ("Activate only once", CR 702.177a) and
#: ``boast`` ("Activate only if this creature attacked this turn and only once each turn", 702.142a).
ABILITY_KINDS = ("exhaust", "boast")


@dataclass(frozen=True, slots=True)
class TriggerSpec:
    """CR 603.1: the trigger condition ("When / Whenever / At").

    ``event`` names an event kind (see docs/cards.md); ``who`` says which object the
    event is about (``self``, or a filter for other objects), ``whose`` which player's
    step or action.
    """

    event: str
    who: str = "self"
    filter: Filter = EMPTY_FILTER
    whose: str = "any"
    step: str | None = None
    from_zone: str | None = None
    to_zone: str | None = None
    batch: bool = False     # "whenever one or more ...": once for all the events of one batch (CR 603.2c)


@dataclass(frozen=True, slots=True)
class Condition:
    """A game condition ("if you control an artifact", "if you have 10 or less life")."""

    kind: str
    args: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """CR 603: a triggered ability; ``condition`` is an intervening "if" clause (603.4)."""

    trigger: TriggerSpec
    body: Body
    condition: Condition | None = None
    optional: bool = False       # "you may" on the whole ability
    text: str = ""
    once_each_turn: bool = False  # "This ability triggers only once each turn" (CR 603.2; rules/triggers.py)


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """CR 604: a static ability, by kind (``cant_block``, ``cant_attack``, ``anthem``...)."""

    kind: str
    args: Mapping[str, Any] = field(default_factory=dict)
    text: str = ""


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card's printed (Oracle) characteristics and abilities (CR 108, 109.3)."""

    name: str
    cost: ManaCost | None
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    colors: frozenset[str]
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    text: str = ""
    keywords: frozenset[str] = frozenset()
    spell: Body | None = None
    additional_costs: tuple[AdditionalCost, ...] = ()
    activated: tuple[ActivatedAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    static: tuple[StaticAbility, ...] = ()
    is_token: bool = False
    where: str = ""           # file:line the definition came from, for messages
    back: "CardDef | None" = None   # CR 712.1: a double-faced card's back face (its front face is this one)
    flip: "CardDef | None" = None   # CR 710.1b: a flip card's flipped half (its cost and colour are this card's)

    @property
    def type_line(self) -> str:
        left = " ".join(self.supertypes + self.types)
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left


class CardSource(Protocol):
    """What a game needs of a card database: definitions by name (``manastack.cards.db.CardDB``)."""

    extra: dict[str, CardDef]          # definitions beyond the bundled ones (saved with a game)

    def __getitem__(self, name: str) -> CardDef: ...

    def __contains__(self, name: object) -> bool: ...

    def names(self) -> list[str]: ...

    def card_names(self) -> list[str]: ...


def values_inside(root: Any) -> Iterator[Any]:
    """Every value inside ``root`` (a card definition, an ability...): the fields of dataclasses, the items of
    containers, depth first (the rules read a card's target specs, timing restrictions and keywords this way).
    How a value is looked into depends on its type only (``_inside``), which is found once per type; a card
    definition's values are kept (definitions are immutable: several per-game readings read each card)."""
    if type(root) is not CardDef:
        return _walk(root)
    got = _CARD_VALUES.get(id(root))
    if got is None or got[0] is not root:
        got = _CARD_VALUES[id(root)] = (root, tuple(_walk(root)))
    return iter(got[1])


#: id of a card definition -> (the definition, kept alive so that the id stays its own; the values inside it).
_CARD_VALUES: dict[int, tuple[CardDef, tuple[Any, ...]]] = {}


def _walk(root: Any) -> Iterator[Any]:
    """``values_inside``, read afresh."""
    stack = [root]
    pop, extend = stack.pop, stack.extend
    kinds = _INSIDE
    while stack:
        v = pop()
        yield v
        kind = kinds.get(type(v))
        if kind is None:
            kind = kinds[type(v)] = _inside(type(v))
        if kind == ():
            continue
        if kind is _ITEMS:
            extend(v)
        elif kind is _VALUES:
            extend(v.values())
        else:
            extend([getattr(v, name) for name in kind])


#: How ``values_inside`` looks into a value of a type: ``()`` not at all, ``_ITEMS`` its items (a tuple, list or
#: set), ``_VALUES`` its values (a mapping), or the names of its fields (a dataclass instance), in their order.
_ITEMS, _VALUES = ("<items>",), ("<values>",)
_INSIDE: dict[type, tuple[str, ...]] = {}


def _inside(t: type) -> tuple[str, ...]:
    if dataclasses.is_dataclass(t) and not issubclass(t, type):
        return tuple(f.name for f in dataclasses.fields(t))     # an instance of a dataclass (a class itself: not)
    if issubclass(t, (tuple, list, set, frozenset)):
        return _ITEMS
    if issubclass(t, Mapping):
        return _VALUES
    return ()
