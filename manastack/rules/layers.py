"""CR 613: the layer system, one pass over the battlefield.

The characteristics of every permanent are computed together, because an effect's set of
affected objects ("creatures you control", "other Merfolk") depends on what earlier layers
made of the other permanents.  The pass starts from each permanent's card (CR 613.1) and applies
the continuous effects in layer order: 1a copy, 1b face-down, 2 control, 3 text, 4 type,
5 colour, 6 abilities, 7a-7d power and toughness (613.1-613.4), with the counters in 7c.

Within a layer the effects apply in timestamp order (613.7) unless one depends on another
(613.8): an effect of a static ability whose existence or set of affected objects would change
if another were applied first waits until just after it; effects in a dependency loop keep
timestamp order (613.8b); the order is re-evaluated after each effect (613.8c).  An effect that
has begun to apply keeps applying to the same objects in its later layers even if its source
lost the ability in between (613.6).

A continuous effect is a mapping of *parts* (``MOD_LAYER`` says each part's layer), from a
resolved spell or ability (``state.effects``: its affected objects locked in, 611.2c) or from a
static ability on a permanent (kinds ``anthem`` and ``continuous``, 611.3: it affects whatever
it says at each moment).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Iterator, Mapping

from manastack.cards.model import ActivatedAbility, CardDef, Condition, Filter, StaticAbility, TriggeredAbility
from manastack.cards.values import Quantity, Reference
from manastack.cards.vocabulary import CONDITIONS, keyword, keyword_triggers, lost_with, static_kind
from manastack.core.mana import ManaCost
from manastack.core.types import CREATURE_TYPES
from manastack.rules.chosen import chosen_keywords, chosen_of, chosen_words
from manastack.rules.filters import fits, graveyard_cards
from manastack.rules.quantities import basic_land_types, devotion, opponents, party_size
from manastack.rules.printed import Chars, card_of, defined_colors, defined_subtypes, face_down_values

if TYPE_CHECKING:
    from manastack.state import ContinuousEffect, GameState

keyword("changeling", "702.73", "a characteristic-defining ability: this object is every creature type, in every "
        "zone (604.3; applied first in layer 4, 613.3)")
keyword("devoid", "702.114", "a characteristic-defining ability: this object is colorless, in every zone (604.3; "
        "applied first in layer 5, 613.3)")
ANTHEM = static_kind("anthem", "613.1f", "other matching permanents get +N/+M and/or gain keywords",
                     filter="filter", power="quantity", toughness="quantity", keywords="keywords", other="flag")
CONTINUOUS = static_kind(
    "continuous", "611.3", "a continuous effect on what it affects (self, enchanted, equipped, {each: FILTER}) "
    "for as long as the ability applies: control, types, colours, abilities, power and toughness",
    affects="affects", as_long_as="filter", abilities="abilities", control="flag", types="words", add_types="words", add_supertypes="words", subtypes="words", add_subtypes="words", land_type="words",
    colors="colors", add_colors="colors", keywords="keywords", lose_keywords="keywords",
    lose_all_abilities="flag", base_power="quantity", base_toughness="quantity", base_pt_mana_value="flag",
    power="quantity", toughness="quantity", switch="flag",
    if_during_your_turn="flag", if_you_control="filter", if_you_control_at_least="quantity",
    if_graveyard_at_least="quantity", **{"if": "condition"})
DEFINES_PT = static_kind(
    "defines_pt", "604.3", "a characteristic-defining ability: this object's power and toughness are each the "
    "quantity given (\"equal to the number of creature cards in your graveyard\"), in layer 7a",
    power="quantity", toughness="quantity")
#: The static ability kinds that generate continuous effects the layer pass applies (CR 611.3).
_LAYERED_KINDS = frozenset({ANTHEM, CONTINUOUS, DEFINES_PT})

#: The layers and sublayers, in order (CR 613.1-613.4).  Layer 3 (text) has no effect in the card format yet.
LAYERS = ("1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")

#: The layer of each part of a continuous effect (CR 613.1, 613.6: an effect applies each part in its layer).
MOD_LAYER: dict[str, str] = {
    "copy": "1a", "control": "2", "defined_power": "7a", "defined_toughness": "7a",
    "types": "4", "add_types": "4", "add_supertypes": "4", "subtypes": "4", "add_subtypes": "4", "land_type": "4",
    "creature_types": "4",
    "colors": "5", "add_colors": "5",
    "keywords": "6", "lose_keywords": "6", "lose_all_abilities": "6", "lose_activated": "6", "abilities": "6",
    "base_power": "7b", "base_toughness": "7b", "base_pt_mana_value": "7b",
    "power": "7c", "toughness": "7c", "switch": "7d",
}

LAYER_NAMES = {"1a": "copy", "1b": "face-down", "2": "control", "3": "text", "4": "type", "5": "colour",
               "6": "abilities", "7a": "P/T defined", "7b": "P/T set", "7c": "P/T modified", "7d": "P/T switched"}


def layers_of(mods: Mapping[str, Any]) -> str:
    """The layers an effect's parts apply in, for the log: ``"2, 6"``."""
    return ", ".join(sorted({MOD_LAYER[k] for k in mods if k in MOD_LAYER}, key=LAYERS.index))


@dataclass(slots=True)
class _Values:
    """An object's characteristics as the pass has made them so far (mutable, private to the pass)."""

    name: str
    cost: ManaCost | None
    colors: set[str]
    supertypes: set[str]
    types: set[str]
    subtypes: set[str]
    power: int | None
    toughness: int | None
    controller: int
    keywords: set[str]
    activated: list[ActivatedAbility]
    triggered: list[TriggeredAbility]
    static: list[StaticAbility]
    card: CardDef
    applied: list[str] = field(default_factory=list)
    granted: dict[int, int] = field(default_factory=dict)   # id of a static ability an effect gave -> its timestamp
    face_up: CardDef | None = None   # a face-down permanent's values if it were face up (after layer 1a)
    instances: list[str] = field(default_factory=list)   # extra instances of keywords it has, one per grant

    @property
    def mana_value(self) -> int:
        return self.cost.mana_value if self.cost else 0

    def copy(self) -> "_Values":
        return _Values(self.name, self.cost, set(self.colors), set(self.supertypes), set(self.types),
                       set(self.subtypes), self.power, self.toughness, self.controller, set(self.keywords),
                       list(self.activated), list(self.triggered), list(self.static), self.card, list(self.applied),
                       dict(self.granted), self.face_up, list(self.instances))

    def lose_rules_abilities(self) -> None:
        self.keywords.clear()
        self.instances.clear()
        self.activated.clear()
        self.triggered.clear()
        self.static.clear()
        self.granted.clear()

    def gain(self, abilities: tuple[Any, ...], timestamp: int) -> None:
        """CR 613.1f: gain these abilities from an effect with ``timestamp``; a static one's effects will have the
        later of that timestamp and the object's (613.7a)."""
        for ab in abilities:
            if isinstance(ab, StaticAbility):
                self.static.append(ab)
                self.granted[id(ab)] = timestamp
            elif isinstance(ab, TriggeredAbility):
                self.triggered.append(ab)
            else:
                self.activated.append(ab)

    def gain_keywords(self, keywords: tuple[str, ...]) -> None:
        """CR 613.1f: gain these keywords; one it already has is another instance of it, which matters for a
        triggered keyword (each instance triggers separately, 702.23c, 702.24b, 702.25b) and is redundant for
        the others (702.2f, 702.9c: the set of keywords is what their checks read)."""
        for kw in keywords:
            if kw in self.keywords:
                self.instances.append(kw)
            self.keywords.add(kw)

    def lose_keywords(self, lost: tuple[str, ...] | frozenset[str]) -> None:
        """CR 613.1f: lose these keywords, every instance of each (and what goes with them, 702.22b)."""
        self.keywords.difference_update({k for k in self.keywords if k in lost or lost_with(k, lost)})
        self.instances = [k for k in self.instances if k in self.keywords]

    def frozen(self) -> Chars:
        keywords = frozenset(self.keywords)
        triggers = keyword_triggers(tuple(sorted(self.keywords)) + tuple(self.instances))
        return Chars(self.name, self.cost, frozenset(self.colors), frozenset(self.supertypes), frozenset(self.types),
                     frozenset(self.subtypes), self.power, self.toughness, keywords, self.card,
                     self.controller, tuple(self.activated), tuple(self.triggered) + triggers,
                     tuple(self.static), self.face_up)


def _start(card: CardDef, controller: int) -> _Values:
    """CR 613.1: the values printed on the card (or defined by the effect that made the token), with the
    creature types changeling defines (613.3: a characteristic-defining ability applies first in its layer)."""
    return _Values(card.name, card.cost, set(defined_colors(card)), set(card.supertypes), set(card.types),
                   set(defined_subtypes(card)), card.power, card.toughness, controller, set(card.keywords), list(card.activated),
                   list(card.triggered), list(card.static), card)


@dataclass(frozen=True, slots=True)
class Layered:
    """One continuous effect as the layer pass sees it.

    ``locked``: the objects a resolved spell or ability's effect affects, fixed when it began
    (CR 611.2c); ``affects``: what a static ability's effect affects, evaluated when it begins to
    apply in the pass (611.3a), narrowed by ``only`` ("as long as enchanted permanent is a creature");
    ``ability``: that static ability, whose presence on its source decides whether the effect exists
    (613.8a).  ``order`` breaks a tie of timestamps: an ability an effect gave an object comes after the
    object's own (613.7a: their relative order remains the same when the object gets a new timestamp).
    """

    key: tuple[Any, ...]
    label: str
    source: int | None
    controller: int
    timestamp: int
    mods: Mapping[str, Any]
    locked: tuple[int, ...] | None = None
    affects: Reference | None = None
    ability: StaticAbility | None = None
    other: bool = False
    only: Filter | None = None
    order: int = 0
    layers: frozenset[str] = field(default=frozenset(), compare=False)   # of its parts: set from ``mods``

    def __post_init__(self) -> None:
        object.__setattr__(self, "layers", mod_layers(self.mods))

    def parts_in(self, layer: str) -> bool:
        return layer in self.layers


def mod_layers(mods: Mapping[str, Any]) -> frozenset[str]:
    """CR 613.1: the layers a continuous effect's parts apply in (``MOD_LAYER``)."""
    return frozenset(MOD_LAYER[k] for k in mods if k in MOD_LAYER)


def _const(q: Any, default: int = 0) -> int:
    if q is None:
        return default
    if isinstance(q, Quantity):
        got = q.constant()
        return default if got is None else got
    return int(q)


def _amount(state: "GameState", q: Any, e: Layered, ws: dict[int, _Values]) -> int:
    """A static ability's number: a constant, or "for each Forest you control" counted on the values the
    permanents have reached in this layer (CR 613.8a: the count depends on earlier layers)."""
    if isinstance(q, Quantity) and q.kind == "count" and q.filter is not None and e.source is not None:
        ctrl = _controller(e, ws)
        return q.value * sum(1 for oid in state.permanents() if fits(state, oid, ws[oid], q.filter, e.source, ctrl))
    if isinstance(q, Mapping) and ("graveyard" in q or "graveyards" in q):
        q = counted_in_graveyards(q)        # a resolved effect's number kept as plain data (see ``pt_value``)
    if isinstance(q, Quantity) and q.kind in ("graveyard", "graveyards") and q.filter is not None:
        ctrl = _controller(e, ws)
        return q.value * graveyard_cards(state, q.filter, ctrl if q.kind == "graveyard" else None, e.source, ctrl)
    if isinstance(q, Quantity) and q.kind == "hand_size" and e.source is not None:
        # CR 604.3: "equal to the number of cards in your hand", the source's controller's
        return q.value * len(state.players[_controller(e, ws)].hand)
    if isinstance(q, Quantity) and q.kind == "counters" and e.source is not None and e.source in state.objects:
        # "gets +1/+1 for each +1/+1 counter on it": the source's counters now (CR 122.1, 611.3a)
        return q.value * state.objects[e.source].counters.get(q.counter, 0)
    if isinstance(q, Quantity) and q.kind == "opponents" and e.source is not None:
        return q.value * opponents(state, _controller(e, ws))       # CR 102.2: "for each opponent you have"
    if isinstance(q, Quantity) and q.kind in ("basic_land_types", "party", "devotion") and e.source is not None:
        # CR 613.8a: counted on the types the permanents have reached in this layer (domain 305.6, party 700.8)
        ctrl = _controller(e, ws)
        mine = [ws[oid] for oid in state.permanents() if ws[oid].controller == ctrl]
        if q.kind == "party":
            return q.value * party_size(w.subtypes for w in mine if "Creature" in w.types)
        if q.kind == "devotion":
            colors = q.filter.colors if q.filter is not None else ()
            return q.value * devotion((w.cost.symbols for w in mine if w.cost is not None), colors)
        return q.value * basic_land_types(w.subtypes for w in mine if "Land" in w.types)
    if isinstance(q, Quantity) and q.kind in ("exiled_power", "exiled_toughness"):
        # CR 614.13a / 607.2: the total of the cards exiled as the source entered (Sutured Ghoul)
        return q.value * int(chosen_of(state, e.source).get(q.kind, 0))
    return _const(q)


def pt_value(q: Quantity, fixed: int) -> Any:
    """What a resolved "becomes N/M" effect keeps of a number: the number fixed as it resolved, or for "equal to
    the number of creature cards in your graveyard" the count itself, as plain data, recounted in every layer
    pass (CR 611.2: an effect of a resolved ability may still change what it does; Svogthos)."""
    if q.kind in ("graveyard", "graveyards") and q.filter is not None:
        return {q.kind: {k: v for k, v in asdict(q.filter).items() if v not in ((), None, False)}, "times": q.value}
    return fixed


def counted_in_graveyards(data: Mapping[str, Any]) -> Quantity:
    kind = "graveyard" if "graveyard" in data else "graveyards"
    return Quantity(kind, int(data.get("times", 1)), Filter.from_mapping(data[kind]))


def _from_resolution(state: "GameState", e: "ContinuousEffect") -> Layered:
    src = e.source
    label = f"{e.mods.get('label') or 'effect'} from {_name_of(state, src)} (timestamp {e.timestamp})"
    return Layered(("e", e.id), label, src, e.controller, e.timestamp, e.mods, locked=e.affected)


def _name_of(state: "GameState", oid: int | None) -> str:
    if oid is None:
        return "a rule"
    o = state.objects.get(oid) or state.lki.get(oid)
    return card_of(state, o).name if o is not None else f"#{oid}"


def _static_mods(ab: StaticAbility) -> dict[str, Any] | None:
    """The parts of the continuous effect static ability ``ab`` generates (None: it generates none)."""
    args = ab.args
    if ab.kind == ANTHEM:
        mods: dict[str, Any] = {"power": _const(args.get("power")), "toughness": _const(args.get("toughness"))}
        if args.get("keywords"):
            mods["keywords"] = tuple(args["keywords"])
        return mods
    if ab.kind == CONTINUOUS:
        return {k: v for k, v in args.items() if k in MOD_LAYER}
    if ab.kind == DEFINES_PT:
        return {"defined_power": args.get("power"), "defined_toughness": args.get("toughness")}
    return None


def _static_layers(ab: StaticAbility) -> frozenset[str]:
    """The layers of the parts of ``ab``'s effect (``_static_mods``), memoized per ability: abilities are immutable
    values, and the entry holds the ability, so its id is never another's."""
    got = _STATIC_LAYERS.get(id(ab))
    if got is not None and got[0] is ab:
        return got[1]
    mods = _static_mods(ab)
    layers = mod_layers(mods) if mods is not None else frozenset()
    if len(_STATIC_LAYERS) >= 4096:
        _STATIC_LAYERS.clear()      # abilities made during games (granted, copied) are not kept forever
    _STATIC_LAYERS[id(ab)] = (ab, layers)
    return layers


_STATIC_LAYERS: dict[int, tuple[StaticAbility, frozenset[str]]] = {}


def _from_static(state: "GameState", src: int, ab: StaticAbility, ws: dict[int, _Values]) -> Layered | None:
    """CR 611.3 / 613.7a: the continuous effect a static ability generates, with its source's timestamp."""
    o = state.objects[src]
    args = ab.args
    mods = _static_mods(ab)
    if mods is None:
        return None
    if ab.kind == ANTHEM:
        flt = args.get("filter") or Filter()
        affects = Reference("each", 0, flt)
        other = bool(args.get("other", True))
    elif ab.kind == CONTINUOUS:
        affects = args.get("affects") or Reference("self")
        other = False
        only = args.get("as_long_as")
    else:
        # CR 604.3, 613.4a: the object's own ability (DEFINES_PT), applied to itself in layer 7a
        affects, other = Reference("self"), False
    # CR 613.7a: the later of the object's timestamp and that of the effect that gave it the ability
    granted = ws[src].granted.get(id(ab))
    timestamp = o.timestamp if granted is None else max(o.timestamp, granted)
    given = "" if granted is None else ", an ability an effect gave it"
    label = f"{ws[src].name}'s static ability (timestamp {timestamp}{given})"
    return Layered(("s", src, id(ab)), label, src, -1, timestamp, mods, affects=affects, ability=ab, other=other,
                   only=only if ab.kind == CONTINUOUS else None, order=0 if granted is None else 1)


def _statics_of(state: "GameState", ws: dict[int, _Values], layer: str) -> Iterator[Layered]:
    """The effects of the static abilities the permanents have now that have parts in ``layer``."""
    for src in state.permanents():
        for ab in ws[src].static:
            if ab.kind in _LAYERED_KINDS and layer in _static_layers(ab):
                got = _from_static(state, src, ab, ws)
                if got is not None:
                    yield got


def _exists(e: Layered, ws: dict[int, _Values]) -> bool:
    """CR 613.8a: a static ability's effect exists while its source (on the battlefield) has the ability."""
    if e.ability is None:
        return True
    w = ws.get(e.source) if e.source is not None else None
    return w is not None and any(a is e.ability for a in w.static)


def _condition_holds(state: "GameState", e: Layered, ws: dict[int, _Values]) -> bool:
    """CR 611.3a: a static ability's effect that applies only "during your turn", "as long as you control three or
    more artifacts" or "as long as there are seven or more cards in your graveyard" applies to nothing otherwise;
    what is controlled is judged on the values reached so far (613.8a)."""
    args = e.ability.args if e.ability is not None and e.ability.kind == CONTINUOUS else None
    if not args or e.source is None:
        return True
    ctrl = _controller(e, ws)
    if args.get("if_during_your_turn") and state.active != ctrl:
        return False
    flt = args.get("if_you_control")
    if flt is not None:
        need = _const(args.get("if_you_control_at_least"), 1)
        if sum(1 for oid in state.permanents()
               if ws[oid].controller == ctrl and fits(state, oid, ws[oid], flt, e.source, ctrl)) < need:
            return False
    need_cards = args.get("if_graveyard_at_least")
    if need_cards is not None and len(state.players[ctrl].graveyard) < _const(need_cards):
        return False
    cond = args.get("if")
    if isinstance(cond, Condition) and not _holds_in_layers(state, cond, e.source, ctrl, ws):
        return False
    return True


#: The conditions a continuous effect's ``if:`` may have (CR 611.3a: "as long as you have 25 or more life"): those
#: that read no permanent's characteristics (life, hands, graveyards, whose turn it is, what happened this turn),
#: checked by their own definitions, and the ones about what a player controls, judged here on the values the
#: layer pass has reached so far (613.8a), never on computed characteristics (which this pass is computing).
LAYER_CONDITIONS = frozenset({
    "life_at_most", "life_at_least", "hand_at_least", "hand_empty", "your_turn", "graveyard_at_least",
    "graveyard_card_types_at_least", "gained_life_this_turn", "opponent_lost_life_this_turn",
    "life_gained_this_turn_at_least", "descended_this_turn",
    "controls", "controls_none", "controls_at_least", "opponent_controls", "not",
    "monarch", "poison_at_least", "citys_blessing",
    "monstrous",        # rules/monstrosity.py: a designation, no characteristic
    "max_speed"})       # rules/speed.py: a player value (CR 702.178a), no characteristic
_CONTROL_CONDITIONS = frozenset({"controls", "controls_none", "controls_at_least", "opponent_controls"})


def _holds_in_layers(state: "GameState", cond: Condition, src: int, ctrl: int, ws: dict[int, _Values]) -> bool:
    """CR 611.3a, 613.8a: whether a continuous effect's condition holds, what is controlled judged on the values
    the layer pass has reached (``LAYER_CONDITIONS``)."""
    a = cond.args
    if cond.kind == "not":
        kind, value = next(iter(a.items()))
        inner = Condition(str(kind), value if isinstance(value, Mapping) else {"value": value})
        return not _holds_in_layers(state, inner, src, ctrl, ws)
    if cond.kind in _CONTROL_CONDITIONS:
        raw = a.get("filter") if cond.kind == "controls_at_least" else a.get("value", a)
        flt = Filter.from_mapping(raw if isinstance(raw, Mapping) else None)
        mine = cond.kind != "opponent_controls"
        n = sum(1 for oid in state.permanents()
                if (ws[oid].controller == ctrl) == mine and fits(state, oid, ws[oid], flt, src, ctrl))
        if cond.kind == "controls_none":
            return n == 0
        return n >= (int(a.get("count", 1)) if cond.kind == "controls_at_least" else 1)
    if cond.kind not in LAYER_CONDITIONS:
        raise ValueError(f"a continuous effect's condition {cond.kind!r} would read the characteristics the layer "
                         f"pass is computing; use one of {', '.join(sorted(LAYER_CONDITIONS))}")
    check = CONDITIONS[cond.kind].check
    return check is not None and bool(check(state, a, src, ctrl, None))


def conditional_statics(state: "GameState") -> bool:
    """Whether a permanent has a continuous effect with an ``if:`` condition (CR 611.3a: "as long as you have 25
    or more life"): then any change of the game can change characteristics (``GameState.touch``; board-cached)."""
    cache = state.board_cache()
    got = cache.get(("conditional_statics",))
    if got is None:
        got = cache[("conditional_statics",)] = any(
            "if" in s.args for oid in state.battlefield
            for s in card_of(state, state.objects[oid]).static if s.kind == CONTINUOUS)
    return bool(got)


def _affected(state: "GameState", e: Layered, ws: dict[int, _Values]) -> frozenset[int]:
    """The objects ``e`` applies to, judged on the values reached so far (CR 611.3a, 613.8a)."""
    if e.locked is not None:
        return frozenset(oid for oid in e.locked if oid in ws)
    if not _exists(e, ws) or e.affects is None or e.source is None or not _condition_holds(state, e, ws):
        return frozenset()
    ref = e.affects
    ctrl = ws[e.source].controller
    if ref.name == "self":
        got = frozenset({e.source})
    elif ref.name in ("enchanted", "equipped"):
        host = state.objects[e.source].attached_to
        got = frozenset({host}) if host is not None and host in ws else frozenset()
    elif ref.name == "paired":      # CR 702.95b: this creature and the one it is paired with, while paired
        partner = state.objects[e.source].paired_with
        got = frozenset({e.source, partner}) if partner is not None and partner in ws else frozenset()
    else:
        flt = ref.filter or Filter()
        got = frozenset(oid for oid in state.permanents()
                        if not (e.other and oid == e.source) and fits(state, oid, ws[oid], flt, e.source, ctrl))
    if e.only is not None:
        # "as long as enchanted permanent is a creature": judged on the values reached so far (613.8a)
        got = frozenset(oid for oid in got if fits(state, oid, ws[oid], e.only, e.source, ctrl))
    return got


def _controller(e: Layered, ws: dict[int, _Values]) -> int:
    """Who controls the effect: a resolved effect's controller, or its source's current controller."""
    if e.ability is not None and e.source is not None and e.source in ws:
        return ws[e.source].controller
    return e.controller


def _apply(state: "GameState", e: Layered, layer: str, w: _Values, ws: dict[int, _Values]) -> None:
    """Apply ``e``'s parts of ``layer`` to one object's values."""
    m = e.mods
    if layer == "1a" and "copy" in m:
        _copy(state, m["copy"], w)
    elif layer == "2" and "control" in m and m["control"] is not False:
        # a static ability's "you control" (True) or the player a resolved effect names (an index, maybe 0)
        w.controller = _controller(e, ws) if m["control"] is True else int(m["control"])
    elif layer == "4":
        if "land_type" in m:
            # CR 305.7: a land that becomes a basic land type loses its other land types and the abilities of
            # its rules text, and has the land type's mana ability (read from its subtypes, casting.py).
            w.subtypes = {s for s in w.subtypes if s not in _LAND_TYPES} | set(m["land_type"])
            w.lose_rules_abilities()
        if "types" in m:
            # CR 205.1a: "is a Frog creature": the card types it has instead of its others; a land type goes
            # with the land type (205.1b; the other subtypes a card of the format states with ``subtypes``)
            w.types = set(m["types"])
            if "Land" not in w.types:
                w.subtypes -= _LAND_TYPES
        if "subtypes" in m:
            w.subtypes = set(chosen_words(state, e.source, m["subtypes"]))   # CR 205.1b: it replaces the old ones
        w.types.update(m.get("add_types", ()))
        if "creature_types" in m:
            # CR 205.1b: "becomes a 3/3 Golem artifact creature": its creature types are replaced, not its others
            w.subtypes = {s for s in w.subtypes if s not in CREATURE_TYPES} | set(m["creature_types"])
        w.supertypes.update(m.get("add_supertypes", ()))
        w.subtypes.update(chosen_words(state, e.source, m.get("add_subtypes", ())))  # 607.2: "the chosen type"
    elif layer == "5":
        if "colors" in m:
            w.colors = set(m["colors"])
        w.colors.update(m.get("add_colors", ()))
    elif layer == "6":
        if m.get("lose_all_abilities"):
            w.lose_rules_abilities()
        if "lose_activated" in m:
            # "loses this ability" (Enraging Licid): the card's Nth activated ability (1-based), not a copy's
            printed = w.card.activated
            gone = [printed[n - 1] for n in m["lose_activated"] if 0 < n <= len(printed)]
            w.activated = [ab for ab in w.activated if not any(ab is g for g in gone)]
        w.gain_keywords(chosen_keywords(state, e.source, m.get("keywords", ())))   # 607.2: "the chosen color"
        lost = m.get("lose_keywords", ())
        if lost:
            w.lose_keywords(lost)
        if m.get("abilities"):
            w.gain(tuple(m["abilities"]), e.timestamp)
    elif layer == "7a":
        if m["defined_power"] is not None:          # "its power is equal to ...": the toughness is printed
            w.power = _amount(state, m["defined_power"], e, ws)
        if m["defined_toughness"] is not None:
            w.toughness = _amount(state, m["defined_toughness"], e, ws)
    elif layer == "7b":
        if m.get("base_pt_mana_value"):
            w.power = w.toughness = w.mana_value
        if "base_power" in m:
            w.power = _amount(state, m["base_power"], e, ws)
        if "base_toughness" in m:
            w.toughness = _amount(state, m["base_toughness"], e, ws)
    elif layer == "7c" and w.power is not None and w.toughness is not None:
        w.power += _amount(state, m.get("power"), e, ws)
        w.toughness += _amount(state, m.get("toughness"), e, ws)
    elif layer == "7d" and m.get("switch") and w.power is not None and w.toughness is not None:
        w.power, w.toughness = w.toughness, w.power


_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus",
                         "Mine", "Power-Plant", "Tower", "Urza's", "Cave", "Sphere", "Town"})


def _copy(state: "GameState", what: str, w: _Values) -> None:
    """CR 707.2 / 707.9: become a copy of the copiable values ``what`` (a card name or token key; the values
    were fixed when the effect began, 707.2b, with the effect's exceptions in them, 707.9a-b).  The result is
    this object's copiable values in turn (707.3); its controller and the explanation so far are its own."""
    _become(w, state.token_defs[what] if what in state.token_defs else state.db[what])


def _become(w: _Values, card: CardDef) -> None:
    """Replace every value of ``w`` but its controller and explanation by those of ``card``."""
    fresh = _start(card, w.controller)
    fresh.applied = w.applied
    for f in _Values.__slots__:
        setattr(w, f, getattr(fresh, f))


def _depends(state: "GameState", a: Layered, b: Layered, layer: str, ws: dict[int, _Values],
             started: dict[tuple[Any, ...], frozenset[int]]) -> bool:
    """CR 613.8a: whether applying ``b`` would change whether ``a`` exists, what it applies to, or what it does
    to them (who gets control from "you control enchanted creature" is its source's controller)."""
    if a.ability is None or a.key in started:
        return False     # a locked-in or already-begun set of objects can't change
    gives_control = a.mods.get("control") is True
    before = (_exists(a, ws), _affected(state, a, ws), gives_control and _controller(a, ws))
    sim = dict(ws)
    for oid in started.get(b.key) or _affected(state, b, ws):
        sim[oid] = ws[oid].copy()
        _apply(state, b, layer, sim[oid], ws)
    return (_exists(a, sim), _affected(state, a, sim), gives_control and _controller(a, sim)) != before


def _next(state: "GameState", remaining: list[Layered], layer: str, ws: dict[int, _Values],
          started: dict[tuple[Any, ...], frozenset[int]]) -> tuple[Layered, str]:
    """CR 613.7 / 613.8b-c: the effect to apply next and why (``remaining`` is in timestamp order)."""
    first = remaining[0]
    if len(remaining) == 1 or not any(e.ability is not None and e.key not in started for e in remaining):
        return first, "timestamp order"
    waits = {e.key: [b for b in remaining if b is not e and _depends(state, e, b, layer, ws, started)]
             for e in remaining}
    for e in remaining:
        if not waits[e.key]:
            waited = [a for a in remaining if any(b is e for b in waits[a.key])]
            if e is not first and waited:
                return e, f"applied first: {', '.join(a.label for a in waited)} depend(s) on it (613.8b)"
            return e, "timestamp order"
    return first, f"dependency loop, timestamp order (613.8b): timestamp {first.timestamp}"


def layer_pass(state: "GameState", explain: bool = False) -> dict[int, _Values]:
    """CR 613: the values of every permanent on the battlefield after all continuous effects."""
    ws: dict[int, _Values] = {}
    for oid in state.battlefield:
        o = state.objects[oid]
        ws[oid] = _start(card_of(state, o), o.controller)
    resolved = [_from_resolution(state, e) for e in state.effects]
    started: dict[tuple[Any, ...], frozenset[int]] = {}
    begun: dict[tuple[Any, ...], Layered] = {}
    for layer in LAYERS:
        if layer == "1b":
            for oid, w in ws.items():
                if state.objects[oid].flipped and w.card.flip is not None:
                    _flipped(w)   # CR 707.3, 110.5: the copiable values as modified by the status (flipped)
                    if explain:
                        w.applied.append("layer 1 (status): flipped, its alternative characteristics (710.2)")
                if state.objects[oid].face_down:
                    face_up = w.card     # CR 702.37e: what it would be face up (its morph cost), copies included
                    _face_down(w, state.objects[oid].extras)
                    w.face_up = face_up   # CR 613.2b / 708.2: after copy effects, which it overrides (707.3)
                    if explain:
                        w.applied.append("layer 1b (face-down): a face-down 2/2 creature (708.2a)")
            continue
        if layer == "4":
            for p in state.players:     # CR 701.54c: "Your Ring-bearer is legendary" (the emblem The Ring's)
                rb = ws.get(p.ring_bearer) if p.ring_bearer is not None and p.ring_tempted else None
                if rb is not None and rb.controller == p.index and "Creature" in rb.types:
                    rb.supertypes.add("Legendary")
                    if explain:
                        rb.applied.append("layer 4 (type): the Ring: its Ring-bearer is legendary (701.54c)")
        current = {e.key: e for e in _statics_of(state, ws, layer) if _exists(e, ws)}
        for key, e in begun.items():
            if e.parts_in(layer) and key not in current and e.ability is not None:
                current[key] = e   # CR 613.6: it goes on applying though its source lost the ability
                                   # (a static ability's effect; a resolved one is among ``resolved`` already)
        cands = [e for e in resolved if e.parts_in(layer)] + list(current.values())
        cands.sort(key=_timestamp_order)
        seen = set(current)
        while cands:
            e, why = _next(state, cands, layer, ws, started)
            cands.remove(e)
            targets = started.get(e.key)
            if targets is None:
                if not _exists(e, ws):
                    continue
                targets = started[e.key] = _affected(state, e, ws)
                begun[e.key] = e
            for oid in sorted(targets):
                _apply(state, e, layer, ws[oid], ws)
                if explain:
                    ws[oid].applied.append(f"layer {layer} ({LAYER_NAMES[layer]}): {e.label}; {why}")
            if "abilities" in e.mods:
                # CR 613.1f, 613.7a: a static ability gained in this layer generates effects of this layer too
                fresh = [g for g in _statics_of(state, ws, layer) if g.key not in seen
                         and _exists(g, ws)]
                seen.update(g.key for g in fresh)
                cands = sorted(cands + fresh, key=_timestamp_order)
        if layer == "7c":
            _counters(state, ws, explain)
    return ws


def _timestamp_order(e: Layered) -> tuple[int, int]:
    """CR 613.7: the order of timestamps (613.7a: an ability an effect gave comes after the object's own)."""
    return e.timestamp, e.order


def _counters(state: "GameState", ws: dict[int, _Values], explain: bool) -> None:
    """CR 613.4c: +1/+1 and -1/-1 counters modify power and toughness in layer 7c."""
    for oid, w in ws.items():
        counters = state.objects[oid].counters
        if not counters or w.power is None or w.toughness is None:
            continue
        delta = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
        if delta:
            w.power += delta
            w.toughness += delta
            if explain:
                w.applied.append(f"layer 7c (P/T modified): counters {delta:+d}/{delta:+d}")


#: CR 708.2a / 707.2: the values of a face-down permanent, which are also its copiable values.
def _flipped(w: _Values) -> None:
    """CR 710.2, 707.3: a flipped flip card has its alternative name, type line, power, toughness and text; these
    are its copiable values (a copy of it is the flipped version)."""
    assert w.card.flip is not None
    _become(w, w.card.flip)


def _face_down(w: _Values, extras: tuple[str, ...]) -> None:
    """CR 708.2a: a face-down permanent is a 2/2 creature with no name, mana cost, colour, types or abilities (with
    ward {2} if it was cast with disguise, 702.168a); those are its copiable values too (707.2)."""
    _become(w, face_down_values(extras))


def has_layer_effects(state: "GameState") -> bool:
    """Whether any continuous effect could apply to a permanent: if not, each permanent is its card."""
    if state.effects:
        return True
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    got = cache.get(("layer_statics",))
    if got is None:
        got = cache[("layer_statics",)] = any(
            s.kind in (ANTHEM, CONTINUOUS, DEFINES_PT) for oid in state.battlefield
            for s in card_of(state, state.objects[oid]).static) or any(
            state.objects[oid].face_down or state.objects[oid].flipped for oid in state.battlefield)
    return bool(got) or any(p.ring_bearer is not None for p in state.players)     # CR 701.54c


def counts_graveyards(state: "GameState") -> bool:
    """Whether some continuous effect counts cards in graveyards or hands ("equal to the number of creature cards
    in your graveyard", "the number of cards in your hand", "as long as there are seven or more cards in your
    graveyard"): then a card entering or leaving a graveyard or a hand can change characteristics."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    got = cache.get(("counts_graveyards",))
    if got is None:
        got = cache[("counts_graveyards",)] = any(
            _counts(v) or k == "if_graveyard_at_least" for oid in state.battlefield
            for s in card_of(state, state.objects[oid]).static for k, v in s.args.items()) \
            or any(_counts(v) for e in state.effects for v in e.mods.values())
    return bool(got)


def turn_dependent(state: "GameState") -> bool:
    """Whether some characteristic can change just because a turn begins: an effect "during your turn" (CR 611.3a,
    ``if_during_your_turn``) or one reading "as long as it entered this turn" (a filter with ``entered_this_turn``,
    Thrasta) applies from the battlefield or from a resolved effect (board-cached)."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    got = cache.get(("turn_dependent",))
    if got is None:
        got = cache[("turn_dependent",)] = any(
            _reads_turn(v) or k in ("if_during_your_turn", "if") for oid in state.battlefield
            for s in card_of(state, state.objects[oid]).static for k, v in s.args.items()) \
            or any(_reads_turn(v) for e in state.effects for v in e.mods.values())
    return bool(got)


def reads_status(state: "GameState") -> bool:
    """Whether some static ability's effect applies only while what it affects is tapped, untapped, attacking or
    blocking (``as_long_as`` such a filter: "this creature gets +2/+0 as long as it's attacking", CR 611.3a): then
    tapping, untapping and a creature's joining or leaving combat can change characteristics (board-cached)."""
    cache = state.board_cache()
    got = cache.get(("reads_status",))
    if got is None:
        got = cache[("reads_status",)] = any(
            _status_filter(s.args.get("as_long_as")) for oid in state.battlefield
            for s in card_of(state, state.objects[oid]).static if s.kind == CONTINUOUS)
    return bool(got)


def _status_filter(f: Any) -> bool:
    return isinstance(f, Filter) and (f.tapped is not None or f.attacking is not None or f.blocking is not None
                                      or f.attacking_or_blocking is not None)


def _reads_turn(v: Any) -> bool:
    if isinstance(v, StaticAbility):    # a static ability an effect grants
        return "if_during_your_turn" in v.args or _reads_turn(v.args)
    if isinstance(v, Filter):
        return v.entered_this_turn is not None
    if isinstance(v, Reference):
        return v.filter is not None and _reads_turn(v.filter)
    if isinstance(v, Mapping):
        return any(_reads_turn(x) for x in v.values())
    if isinstance(v, (list, tuple)):
        return any(_reads_turn(x) for x in v)
    return False


def _counts(v: Any) -> bool:
    return (isinstance(v, Quantity) and v.kind in ("graveyard", "graveyards", "hand_size")) or \
        (isinstance(v, Mapping) and ("graveyard" in v or "graveyards" in v))


def board_chars(state: "GameState") -> dict[int, Chars]:
    """The characteristics of every permanent, by one layer pass."""
    return {oid: w.frozen() for oid, w in layer_pass(state).items()}


def explain(state: "GameState", oid: int) -> list[str]:
    """For a judge or player: the continuous effects applied to permanent ``oid``, layer by layer, each with
    why it came where it did (its timestamp or a dependency, CR 613.7-613.8)."""
    w = layer_pass(state, explain=True).get(oid)
    return list(w.applied) if w is not None else []
