"""CR 109.3 / 613: an object's characteristics, computed through the layers, cached.

Characteristics are never stored on objects: they are derived from the card's
printed values, then continuous effects are applied in layer order (CR 613.1) and,
within a layer, in timestamp order (CR 613.7).  The result is cached until the state
changes (``GameState.touch``), because every legal-action query reads them.

Layers implemented here: 6 (ability-adding effects, static "anthems"), 7b (P/T
setting), 7c (P/T modifications from effects and from counters, CR 613.4c).  The
layer system of the roadmap adds 1-5 and dependencies in the same place.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from manastack.cards.vocabulary import static_kind
from manastack.cards.model import CardDef, Filter
from manastack.core.mana import NAME_TO_COLOR, ManaCost
from manastack.core.types import Zone

ANTHEM = static_kind("anthem", "613.1f", "other matching permanents get +N/+M and/or gain keywords")

if TYPE_CHECKING:
    from manastack.state import GameState, Obj


@dataclass(frozen=True, slots=True)
class Chars:
    """The characteristics of an object at one moment (CR 109.3)."""

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
    creature: bool = field(init=False)   # read on every legal-action query: a field, not a property
    land: bool = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "creature", "Creature" in self.types)
        object.__setattr__(self, "land", "Land" in self.types)

    def is_(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def mana_value(self) -> int:
        return self.cost.mana_value if self.cost else 0


def card_of(state: "GameState", o: "Obj") -> CardDef:
    """The card definition behind an object (a token's is the definition that created it, CR 111.4)."""
    if o.is_token:
        return state.token_defs[o.card]
    return state.db[o.card]


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


def _unknown_source(name: str) -> CardDef:
    """A stand-in definition for an ability whose source is neither on record nor in the database."""
    return CardDef(name=name, cost=None, supertypes=(), types=(), subtypes=(), colors=frozenset())


def chars(state: "GameState", oid: int) -> Chars:
    """CR 613: the current characteristics of object ``oid``."""
    cache = state._chars if state._chars_version == state.chars_version else state.chars_cache()
    c = cache.get(oid)
    if c is not None:
        return c
    o = state.objects.get(oid)
    if o is None:
        return _last_known_chars(state, oid)
    if o.kind == "ability":
        src = state.objects.get(o.source) if o.source is not None else None
        card = card_of(state, src) if src is not None else state.db[o.source_name] if o.source_name in state.db \
            else None
        c = Chars(o.source_name, None, frozenset(), frozenset(), frozenset(), frozenset(), None, None, frozenset(),
                  card if card is not None else _unknown_source(o.source_name))
        cache[oid] = c
        return c
    card = card_of(state, o)
    power = card.power
    toughness = card.toughness
    keywords = set(card.keywords)
    if o.zone == Zone.BATTLEFIELD:
        # Layer 6 / 7c from static abilities of permanents ("anthems")
        for src_id, ab in _anthems(state):
            if src_id == oid and ab.args.get("other", True):
                continue
            flt: Filter = ab.args["filter_obj"]
            if not matches_basic(state, oid, card, o, flt, controller_of_source=controller_of(state, src_id)):
                continue
            keywords.update(ab.args.get("keywords", ()))
            if power is not None:
                power += int(ab.args.get("power", 0))
                toughness = (toughness or 0) + int(ab.args.get("toughness", 0))
        # Effects from resolved spells and abilities, by layer then timestamp (CR 613.7)
        for eff in state.effects:
            if oid not in eff.affected:
                continue
            mods = eff.mods
            if eff.layer == "6":
                keywords.update(mods.get("add_keywords", ()))
                for k in mods.get("remove_keywords", ()):
                    keywords.discard(k)
        for eff in state.effects:
            if oid in eff.affected and eff.layer == "7b" and power is not None:
                power = mods_int(eff.mods, "set_power", power)
                toughness = mods_int(eff.mods, "set_toughness", toughness or 0)
        if power is not None:
            for eff in state.effects:
                if oid in eff.affected and eff.layer == "7c":
                    power += int(eff.mods.get("power", 0))
                    toughness = (toughness or 0) + int(eff.mods.get("toughness", 0))
            # CR 613.4c: counters
            if o.counters:
                plus = o.counters.get("+1/+1", 0)
                minus = o.counters.get("-1/-1", 0)
                power += plus - minus
                toughness = (toughness or 0) + plus - minus
    c = Chars(card.name, card.cost, card.colors, frozenset(card.supertypes), frozenset(card.types),
              frozenset(card.subtypes), power, toughness, frozenset(keywords), card)
    cache[oid] = c
    return c


def controller_of(state: "GameState", oid: int) -> int:
    """Who controls object ``oid`` now (as it last existed if it has left its zone).

    CR 613.1b: control-changing effects apply in layer 2.  Rules code reads control only
    through this function, so that the layer system can compute it like the
    characteristics; today control comes from how the object entered (``Obj.controller``).
    """
    o = state.objects.get(oid) or state.lki[oid]
    return o.controller


def _last_known_chars(state: "GameState", oid: int) -> Chars:
    """CR 608.2h: an object that left its zone is seen as it last existed there."""
    got = state.lki_chars.get(oid)
    if got is not None:
        return got
    o = state.lki[oid]  # KeyError for an id that never existed, as before
    card = card_of(state, o)
    return Chars(card.name, card.cost, card.colors, frozenset(card.supertypes), frozenset(card.types),
                 frozenset(card.subtypes), card.power, card.toughness, card.keywords, card)


def mods_int(mods: dict[str, Any], key: str, default: int) -> int:
    v = mods.get(key)
    return default if v is None else int(v)


def _anthems(state: "GameState") -> list[tuple[int, Any]]:
    cache = state.board_cache()
    got = cache.get(("anthems",))
    if got is not None:
        return got
    out = []
    for pid in state.battlefield:
        p = state.objects[pid]
        if p.phased_out:
            continue
        card = card_of(state, p)
        for ab in card.static:
            if ab.kind == ANTHEM:
                out.append((pid, ab))
    cache[("anthems",)] = out
    return out


def matches_basic(state: "GameState", oid: int, card: CardDef, o: "Obj", flt: Filter,
                  controller_of_source: int | None = None) -> bool:
    """Filter matching on printed values (used inside layer computation to avoid recursion)."""
    if flt.types and not all(t in card.types for t in flt.types):
        return False
    if flt.subtypes and not any(t in card.subtypes for t in flt.subtypes):
        return False
    if flt.controller == "you" and controller_of_source is not None and o.controller != controller_of_source:
        return False
    if flt.controller == "opponent" and controller_of_source is not None and o.controller == controller_of_source:
        return False
    if flt.colors and not any(c in card.colors for c in flt.colors):
        return False
    return True


def protections(state: "GameState", oid: int) -> list[str]:
    """CR 702.16: the qualities an object has protection from."""
    return [k[11:] for k in chars(state, oid).keywords if k.startswith("protection:")]


def quality_matches(state: "GameState", quality: str, source_chars: Chars) -> bool:
    """CR 702.16a: whether a source has the quality named by protection ("black", "creature", "everything")."""
    if quality == "everything":
        return True
    if quality in NAME_TO_COLOR:
        return NAME_TO_COLOR[quality] in source_chars.colors
    if quality == "all colors":
        return bool(source_chars.colors)
    if quality == "multicolored":
        return len(source_chars.colors) > 1
    if quality == "monocolored":
        return len(source_chars.colors) == 1
    cap = quality.capitalize()
    return cap in source_chars.types or cap in source_chars.subtypes


