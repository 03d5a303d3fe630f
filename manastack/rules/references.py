"""References (docs/cards.md "References"): which players and objects an effect speaks of.

Each reference name is defined here once, into the ``REFERENCES`` vocabulary that the
card loader checks against; :func:`resolve` is the one place a reference becomes players
and objects, for resolving effects (``EffectContext``) and for agents weighing an action
alike.  A :class:`Scope` is what a reference is seen from: the controller and source of
the spell or ability, its targets, and what its trigger was about (``info``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

from manastack import events as ev
from manastack.cards.values import GREATEST, OBJECT_PROPERTIES, Quantity, Reference
from manastack.cards.vocabulary import REFERENCES, ReferenceDef
from manastack.core.types import Zone
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.filters import graveyard_cards
from manastack.rules.quantities import basic_land_types, devotion, opponents, party_size
from manastack.rules.targeting import matches
from manastack.rules.turn_conditions import this_turn_events
from manastack.rules.zones import last_known

if TYPE_CHECKING:
    from manastack.state import GameState

Ref = tuple[str, int]
Resolver = Callable[["GameState", Reference, "Scope"], list[Ref]]


@dataclass(frozen=True, slots=True)
class Scope:
    """What a reference is seen from (CR 608.2: the resolving spell or ability)."""

    controller: int
    source: int | None
    targets: Sequence[Ref | None] = ()
    info: Mapping[str, Any] = field(default_factory=dict)
    x: int = 0
    spell: int | None = None       # the resolving spell, for what was paid to cast it


#: In a scope's ``info``: the index of the target standing for a number of them (a target spec's ``many``, CR 601.2c),
#: which refers to each target chosen from it on.
MANY_FROM = "many_from"


class EffectError(ValueError):
    """A card definition asked for something an effect cannot do (a "target2" with one target)."""


def reference(name: str, rule: str) -> Callable[[Resolver], Resolver]:
    """Define reference ``name`` (CR ``rule``) and its resolver."""

    def deco(fn: Resolver) -> Resolver:
        REFERENCES.define(name, ReferenceDef(name, rule, (fn.__doc__ or "").strip(), fn))
        return fn

    return deco


def resolve(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """The players and objects ``ref`` means now."""
    d = REFERENCES[ref.name]
    assert d.resolve is not None
    got: list[Ref] = d.resolve(state, ref, scope)
    return got


def quantity(state: "GameState", q: Quantity | None, scope: Scope, default: int = 0) -> int:
    """The number a :class:`Quantity` means now (CR 107.1: X, "that much", "for each"; "1 plus ...")."""
    if q is None:
        return default
    if q.plus:
        return q.plus + quantity(state, replace(q, plus=0), scope, default)
    if q.kind in ("life_gained", "life_lost"):
        # CR 119.3: the life the controller gained (lost) this turn, whatever gained or lost it
        kind = ev.LifeGain if q.kind == "life_gained" else ev.LifeLoss
        return q.value * sum(e.amount for e in this_turn_events(state)
                             if isinstance(e, kind) and e.player == scope.controller)
    if q.kind in GREATEST and q.filter is not None:
        # "the greatest power among creatures you control": 0 if there are none (CR 107.1)
        got = [chars(state, o) for o in state.permanents() if matches(state, o, q.filter, scope.source,
                                                                     scope.controller)]
        values = [(c.power if q.kind == "greatest_power" else c.toughness if q.kind == "greatest_toughness"
                   else c.mana_value) or 0 for c in got]
        return q.value * max(values, default=0)
    if q.kind == "const":
        return q.value
    if q.kind == "x":
        return q.value * scope.x
    if q.kind == "that_much":
        return q.value * int(scope.info.get("amount", 0))
    if q.kind == "life_total":
        return q.value * state.players[scope.controller].life     # CR 119.1: "your life total"
    if q.kind == "counters":
        # CR 608.2h: the source's current counters, or as it last existed (sacrificed as a cost: Torch Song)
        src = last_known(state, scope.source) if scope.source is not None else None
        return q.value * (src.counters.get(q.counter, 0) if src is not None else 0)
    if q.kind in ("sacrificed_power", "sacrificed_toughness", "sacrificed_mana_value"):
        return q.value * sacrificed_number(state, scope.spell, q.kind)
    if q.kind == "hand_size":
        return q.value * len(state.players[scope.controller].hand)
    if q.kind == "opponents":
        return q.value * opponents(state, scope.controller)
    if q.kind in ("basic_land_types", "party", "devotion"):
        # CR 608.2h: counted once, as the effect is applied, on the permanents' current characteristics
        mine = [chars(state, o) for o in state.permanents() if controller_of(state, o) == scope.controller]
        if q.kind == "party":
            return q.value * party_size(c.subtypes for c in mine if c.creature)
        if q.kind == "devotion":
            colors = q.filter.colors if q.filter is not None else ()
            return q.value * devotion((c.cost.symbols for c in mine if c.cost is not None), colors)
        return q.value * basic_land_types(c.subtypes for c in mine if "Land" in c.types)
    if q.kind in ("source_power", "source_toughness"):
        # CR 608.2h: the source's current power, or as it last existed if it has left its zone
        if scope.source is None:
            return 0
        c = chars(state, scope.source)
        return q.value * ((c.power if q.kind == "source_power" else c.toughness) or 0)
    if q.kind == "cards_in_hand" and q.ref is not None:
        # CR 402.1: the cards in the hand of the player(s) the reference names, as the effect is applied
        return q.value * sum(len(state.players[r[1]].hand) for r in resolve(state, q.ref, scope) if r[0] == "p")
    if q.kind in OBJECT_PROPERTIES:
        return q.value * object_property(state, q, scope)
    if q.kind == "times_paid":      # CR 702.33c, 702.157a: the times its spell's optional cost was paid (607.2i)
        o = last_known(state, scope.source) if scope.source is not None else None
        return q.value * (o.extras.count(q.counter) if o is not None else 0)
    if q.kind == "mana_value_in_exile":       # CR 202.3: "the total mana value of cards you own in exile"
        return q.value * sum(chars(state, o).mana_value for o in state.exile
                             if state.objects[o].owner == scope.controller)
    assert q.filter is not None
    if q.kind in ("graveyard", "graveyards"):
        whose = scope.controller if q.kind == "graveyard" else None
        return q.value * graveyard_cards(state, q.filter, whose, scope.source, scope.controller)
    return q.value * sum(1 for o in state.permanents()
                         if matches(state, o, q.filter, scope.source, scope.controller))


def object_property(state: "GameState", q: Quantity, scope: Scope) -> int:
    """CR 608.2h: the power, toughness (208.1) or mana value (202.3) of the object ``q.ref`` names, as it is now, or
    as it last existed if it has left its zone ("exile target creature; its controller gains life equal to its
    power": the exiled creature's; "when a creature dies, ... its toughness": the creature's on the battlefield); 0
    if it names no one object (an illegal target, 608.2b) or the object has no such number."""
    oid = _one_object(state, q.ref, scope) if q.ref is not None else None
    if oid is None:
        return 0
    c = chars(state, oid)
    if q.kind == "mana_value_of":
        o = last_known(state, oid)
        if o is not None and o.zone == Zone.STACK and c.cost is not None:
            return c.mana_value + c.cost.x * o.x        # CR 202.3e: X on the stack is its chosen value
        return c.mana_value
    return (c.power if q.kind == "power_of" else c.toughness) or 0


def _one_object(state: "GameState", ref: Reference, scope: Scope) -> int | None:
    """The one object a quantity's reference names, including one that has left its zone since (its last known
    information, 608.2h); None if it names none or several."""
    oid: int | None = None
    if ref.name == "target":
        t = scope.targets[ref.index] if ref.index < len(scope.targets) else None
        oid = t[1] if t is not None and t[0] == "o" else None
    elif ref.name in ("it", "that", "new_object"):
        got = scope.info.get("object")      # the object the trigger was about, not the card it became (400.7)
        oid = int(got) if got is not None else None
    elif ref.name == "self":
        oid = scope.source
    else:
        objs = [r[1] for r in resolve(state, ref, scope) if r[0] == "o"]
        oid = objs[0] if len(objs) == 1 else None
    return oid if oid is not None and (oid in state.objects or oid in state.lki) else None


def sacrificed_power(state: "GameState", spell: int | None) -> int:
    """CR 707.10, 608.2h: "the sacrificed creature's power": the power of what was sacrificed to pay the spell's
    (or activated ability's, 602.2h) costs (a copy's: the original's), as it last existed on the battlefield; 0 if
    nothing was."""
    return sacrificed_number(state, spell, "sacrificed_power")


def sacrificed_number(state: "GameState", spell: int | None, kind: str) -> int:
    """CR 608.2h: the power, toughness or mana value (``sacrificed_power`` / ``_toughness`` / ``_mana_value``) of
    what was sacrificed to pay the costs of spell or ability ``spell``, as it last existed (a negative power or
    toughness counts 0, 107.1b)."""
    o = state.objects.get(spell) if spell is not None else None
    if o is None:
        return 0
    total = 0
    for s in o.sacrificed:
        c = chars(state, s)
        total += c.mana_value if kind == "sacrificed_mana_value" else \
            max((c.power if kind == "sacrificed_power" else c.toughness) or 0, 0)
    return total


@reference("target", "115.1")
def _target(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """The spell's or ability's Nth target (``target``, ``target2``...), if legal as it began to resolve (608.2b)
    and still the same object: one an earlier instruction moved to another zone is a new object (400.7)."""
    if ref.index == scope.info.get(MANY_FROM):
        # CR 601.2c: the last target stands for a number of them ("any number of target creatures"): each of them
        return [t for t in scope.targets[ref.index:] if t is not None and (t[0] == "p" or t[1] in state.objects)]
    if ref.index >= len(scope.targets):
        raise EffectError(f"{ref.text()!r} but the ability has {len(scope.targets)} target(s)")
    t = scope.targets[ref.index]
    return [t] if t is not None and (t[0] == "p" or t[1] in state.objects) else []


@reference("self", "109.2")
def _self(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """The object the ability is on (its source)."""
    return [("o", scope.source)] if scope.source is not None and scope.source in state.objects else []


@reference("you", "109.5")
def _you(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """The spell's or ability's controller."""
    return [("p", scope.controller)]


@reference("each_player", "101.4")
def _each_player(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """Every player still in the game, in APNAP order."""
    return [("p", p) for p in state.apnap() if not state.players[p].lost]


@reference("each_opponent", "102.2")
def _each_opponent(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """Every opponent of the controller still in the game, in APNAP order."""
    return [("p", p) for p in state.apnap() if p != scope.controller and not state.players[p].lost]


@reference("each_creature", "302")
def _each_creature(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """Every creature on the battlefield."""
    return [("o", o) for o in list(state.permanents()) if chars(state, o).creature]


@reference("each", "109")
def _each(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """Every permanent matching the reference's filter (``{each: FILTER}``)."""
    assert ref.filter is not None
    flt, whose = ref.filter, scope.controller
    if flt.controller == "chooser":
        # CR 700.2e: "each creature that player controls": the player who chose the modes (Misfortune)
        chooser = scope.info.get("chooser")
        if chooser is None:
            return []
        flt, whose = replace(flt, controller="you"), int(chooser)
    return [("o", o) for o in list(state.permanents()) if matches(state, o, flt, scope.source, whose)]


@reference("target_and_each_sharing_a_color", "105.2")
def _target_and_each_sharing_a_color(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """The first target and each other creature on the battlefield that shares a colour with it now (radiance:
    Wojek Apothecary; CR 615.11: the set is fixed as the ability resolves)."""
    t = scope.targets[0] if scope.targets else None
    if t is None or t[0] != "o" or t[1] not in state.objects:
        return []
    colors = chars(state, t[1]).colors
    return [t] + [("o", o) for o in list(state.permanents()) if o != t[1]
                  and chars(state, o).creature and colors & chars(state, o).colors]


@reference("target_controller", "115.1")
def _target_controller(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """The first target if it is a player, else its controller (as it last existed, 608.2h)."""
    t = scope.targets[0] if scope.targets else None
    if t is None:
        return []
    if t[0] == "p":
        return [t]
    known = t[1] in state.objects or t[1] in state.lki
    return [("p", controller_of(state, t[1]))] if known else []


def _about(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """The object the trigger was about ("it", "that creature", CR 603.2)."""
    oid = scope.info.get("object")
    return [("o", int(oid))] if oid is not None and int(oid) in state.objects else []


reference("it", "603.2")(_about)


@reference("them", "603.7c")
def _them(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """The objects a delayed triggered ability is about, those still on the battlefield or in the zone they were
    in ("sacrifice them at the beginning of the next end step": the tokens it created, 603.7c; a new object is not
    one of them, 400.7)."""
    return [("o", int(o)) for o in scope.info.get("objects", ()) if int(o) in state.objects]
reference("that", "603.2")(_about)


@reference("its_controller", "608.2h")
def _its_controller(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """The controller of the object the trigger was about, as it last existed if it has left ("When enchanted
    creature dies, its controller loses 2 life": Decomposition)."""
    got = scope.info.get("object")
    if got is None or (int(got) not in state.objects and int(got) not in state.lki):
        return []
    return [("p", controller_of(state, int(got)))]


def _attached_host(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """The permanent the source (an Aura or Equipment) is attached to ("tap enchanted creature", CR 303.4, 301.5),
    as the source last existed if it has left the battlefield; none if it is attached to nothing."""
    src = scope.source
    o = (state.objects.get(src) or state.lki.get(src)) if src is not None else None
    host = o.attached_to if o is not None else None
    return [("o", host)] if host is not None and host in state.objects else []


reference("enchanted", "303.4")(_attached_host)
reference("equipped", "301.5")(_attached_host)


@reference("new_object", "400.7e")
def _new_object(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """The new object a zone-change trigger's object became in the public zone it moved to ("return it to its
    owner's hand": Rancor), if it is still there."""
    oid = scope.info.get("new_object")
    return [("o", int(oid))] if oid is not None and int(oid) in state.objects else []


@reference("created", "111.1")
def _created(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """The tokens the latest token creation made, still on the battlefield ("that token", "those tokens")."""
    return [("o", o) for o in state.last_created if o in state.objects]


@reference("chooser", "700.2e")
def _chooser(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """The player who chose the modes of the resolving spell or ability ("that player" after "An opponent chooses
    one": Misfortune, Fatal Lore); none if its controller chose them."""
    p = scope.info.get("chooser")
    return [("p", int(p))] if p is not None else []


@reference("that_player", "603.2")
def _that_player(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """The player the triggering event was about."""
    p = scope.info.get("player")
    return [("p", int(p))] if p is not None else []
