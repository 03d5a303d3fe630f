"""CR 109.3 / 613.1: the values an object starts from before continuous effects: its card.

:class:`Chars` is the value every reader gets from ``characteristics.chars``: the result of
the layer pass (``rules/layers.py``) for a permanent, the printed values elsewhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from manastack.cards.model import ActivatedAbility, CardDef, StaticAbility, TriggeredAbility
from manastack.cards.vocabulary import keyword_triggers
from manastack.core.fast_init import fast_init
from manastack.core.mana import ManaCost
from manastack.core.types import CREATURE_TYPES, Zone
from manastack.rules.prototype import PROTOTYPE, prototyped

if TYPE_CHECKING:
    from manastack.state import GameState, Obj


#: CR 205.3m, 702.73a: what changeling makes an object: every creature type.
EVERY_CREATURE_TYPE = frozenset(CREATURE_TYPES)


@dataclass(frozen=True, slots=True)
class Chars:
    """The characteristics of an object at one moment (CR 109.3), its controller (613.1b) and its
    abilities (613.1f): keywords, and the activated, triggered and static abilities it has now.

    ``card`` holds the object's copiable values (CR 707.2, after layer 1): what a copy of it copies,
    and the spell text it resolves with.
    """

    name: str
    cost: ManaCost | None
    colors: frozenset[str]
    supertypes: frozenset[str]
    types: frozenset[str]
    subtypes: frozenset[str]
    power: int | None
    toughness: int | None
    keywords: frozenset[str]
    card: CardDef
    controller: int = -1
    activated: tuple[ActivatedAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    static: tuple[StaticAbility, ...] = ()
    face_up: CardDef | None = None       # a face-down object's values if it were face up (CR 702.37e, 708)
    creature: bool = field(init=False)   # read on every legal-action query: a field, not a property
    land: bool = field(init=False)

    def __post_init__(self) -> None:
        _SET_CREATURE(self, "Creature" in self.types)
        _SET_LAND(self, "Land" in self.types)

    def is_(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def mana_value(self) -> int:
        return self.cost.mana_value if self.cost else 0

    @property
    def type_line(self) -> str:
        """CR 205: the type line of these characteristics (supertypes, card types — subtypes)."""
        order = self.card.supertypes + self.card.types
        left = [t for t in order if t in self.supertypes or t in self.types]
        left += sorted((self.supertypes | self.types) - set(order))
        subs = [t for t in self.card.subtypes if t in self.subtypes] + sorted(self.subtypes - set(self.card.subtypes))
        if EVERY_CREATURE_TYPE <= self.subtypes:
            subs = [t for t in subs if t not in EVERY_CREATURE_TYPE] + ["(every creature type)"]
        return f"{' '.join(left)} — {' '.join(subs)}" if subs else " ".join(left)


fast_init(Chars)    # made by every layer pass: a faster __init__, the same objects (core/fast_init.py)
#: The slots of the two fields ``Chars.__post_init__`` derives (set directly: it is frozen).
_SET_CREATURE, _SET_LAND = Chars.__dict__["creature"].__set__, Chars.__dict__["land"].__set__

#: CR 708.2a / 707.2: the values of a face-down spell or permanent, which are also its copiable values.
FACE_DOWN = CardDef(name="", cost=None, supertypes=(), types=("Creature",), subtypes=(), colors=frozenset(),
                    power=2, toughness=2, where="CR 708.2a")
#: CR 702.168a-b: the values of a spell or permanent cast face down with disguise: a 2/2 creature with ward {2}.
FACE_DOWN_WARD = CardDef(name="", cost=None, supertypes=(), types=("Creature",), subtypes=(), colors=frozenset(),
                         power=2, toughness=2, keywords=frozenset({"ward:{2}"}), where="CR 702.168a")
#: CR 702.168b: the name of the disguise cast among a spell's chosen costs (``Obj.extras``, ``cast CARD with disguise``).
DISGUISE = "disguise"


def face_down_values(extras: tuple[str, ...]) -> CardDef:
    """CR 708.2a, 702.168a: the face-down values of an object cast face down with the costs ``extras`` chosen: with
    ward {2} if it was cast with disguise."""
    return FACE_DOWN_WARD if DISGUISE in extras else FACE_DOWN


def card_of(state: "GameState", o: "Obj") -> CardDef:
    """The card definition behind an object (a token's is the definition that created it, CR 111.4): the face
    that is up, the back face of a transformed double-faced permanent (CR 712.8d-e, 701.27g)."""
    card = state.token_defs[o.card] if o.is_token else state.db[o.card]
    if o.transformed and card.back is not None:
        return card.back
    if o.extras and PROTOTYPE in o.extras and o.zone in (Zone.STACK, Zone.BATTLEFIELD):
        return prototyped(card) or card     # CR 718.3b, 718.4: a prototyped spell or permanent
    return card


def token_key(state: "GameState", card: CardDef) -> str:
    """Register a token's definition in the state (CR 111.4) and return the key its objects refer to.

    Definitions are values read when the card or scenario was loaded; equal definitions share a key.
    """
    key = f"token:{card.name}"
    n = 1
    while key in state.token_defs and state.token_defs[key] != card:
        n += 1
        key = f"token:{card.name}/{n}"
    state.token_defs[key] = card
    return key


def defined_subtypes(card: CardDef) -> frozenset[str]:
    """A card's subtypes, with what its characteristic-defining ability changeling makes it: every creature type
    (CR 702.73a, 604.3: it works in every zone; on the battlefield the layer pass applies it first in layer 4,
    613.3)."""
    if "changeling" in card.keywords:
        return frozenset(card.subtypes) | EVERY_CREATURE_TYPE
    return frozenset(card.subtypes)


def defined_colors(card: CardDef) -> frozenset[str]:
    """A card's colours, with what its characteristic-defining ability devoid makes it: colorless (CR 702.114a,
    604.3: in every zone; on the battlefield it applies first in layer 5, 613.3, so losing devoid later in the pass
    doesn't give the colours back)."""
    if "devoid" in card.keywords:
        return frozenset()
    return card.colors


def printed_chars(card: CardDef, controller: int, counters: dict[str, int] | None = None) -> Chars:
    """CR 613.1: the values of a card before any continuous effect, with its +1/+1 and -1/-1
    counters (613.4c) where it has them.  Without counters that change them, the values depend on the card
    and the controller only: they are made once per (card, controller) and shared (``Chars`` is immutable)."""
    power, toughness = card.power, card.toughness
    delta = counters.get("+1/+1", 0) - counters.get("-1/-1", 0) if counters else 0
    if delta and power is not None and toughness is not None:
        return _printed(card, controller, power + delta, toughness + delta)
    key = (id(card), controller)
    got = _PRINTED.get(key)
    if got is not None and got.card is card:
        return got
    if len(_PRINTED) >= _PRINTED_MAX:
        _PRINTED.clear()        # definitions made during games (copies' exceptions, tokens) are not kept forever
    c = _PRINTED[key] = _printed(card, controller, power, toughness)
    return c


def _printed(card: CardDef, controller: int, power: int | None, toughness: int | None) -> Chars:
    return Chars(card.name, card.cost, defined_colors(card), frozenset(card.supertypes), frozenset(card.types),
                 defined_subtypes(card), power, toughness, card.keywords, card, controller,
                 card.activated, card.triggered + keyword_triggers(card.keywords), card.static)


#: ``printed_chars`` without counters, by (id of the card, controller); the entry holds the card itself, so an id
#: is never taken for that of another card (``got.card is card`` is checked).  Card definitions are immutable.
_PRINTED: dict[tuple[int, int], Chars] = {}
_PRINTED_MAX = 8192


def unknown_source(name: str) -> CardDef:
    """A stand-in definition for an ability whose source is neither on record nor in the database."""
    return CardDef(name=name, cost=None, supertypes=(), types=(), subtypes=(), colors=frozenset())
