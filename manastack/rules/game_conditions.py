"""More conditions of the condition vocabulary, as the Oracle compiler's condition grammar writes them
(``oracle/parts/conditions.py``) for an intervening "if" (CR 603.4) and a conditional instruction (608.2c):
"if it's not your turn" (``not``), "if it's your turn", "if there are seven or more cards in your graveyard"
(threshold), "if there are four or more card types among cards in your graveyard" (delirium), "if a permanent left
the battlefield under your control this turn" (revolt), "if you gained 3 or more life this turn", "if you've cast a
noncreature spell this turn".

The turn's events are read from the game's record (``GameState.events``, each with its turn), newest first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.model import Condition, Filter
from manastack.core.types import MAIN_STEPS, Zone
from manastack.rules.conditions import holds
from manastack.rules.filters import graveyard_cards
from manastack.rules.printed import card_of
from manastack.rules.targeting import matches
from manastack.rules.turn_conditions import define_condition, this_turn_events

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

@define_condition("not", "608.2c")
def _not(state: "GameState", args: Mapping[str, Any], source: int, controller: int, spell: "Obj | None") -> bool:
    """"if it's not your turn", "unless ...", the effect an "if ..., ... instead" replaces (CR 614.15): the one
    condition it holds (``{not: {your_turn: true}}``) is false."""
    if len(args) != 1:
        raise ValueError(f"'not' holds one condition, not {dict(args)!r}")
    kind, value = next(iter(args.items()))
    inner = Condition(str(kind), value if isinstance(value, Mapping) else {"value": value})
    return not holds(state, inner, source, controller, spell)


@define_condition("your_turn", "500.1")
def _your_turn(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
               spell: "Obj | None") -> bool:
    """"if it's your turn": the ability's controller is the active player (CR 102.1, 500.1)."""
    return state.active == controller


@define_condition("graveyard_at_least", "404.1")
def _graveyard_at_least(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                        spell: "Obj | None") -> bool:
    """"if there are seven or more cards in your graveyard" (threshold), "... three or more creature cards in your
    graveyard": at least ``count`` cards in its controller's graveyard match ``filter`` (none: any card), as printed
    (CR 400.2)."""
    flt = Filter.from_mapping(args.get("filter"))
    return graveyard_cards(state, flt, controller, source, controller) >= int(args.get("count", 1))


@define_condition("graveyard_card_types_at_least", "205.2a")
def _graveyard_card_types(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                          spell: "Obj | None") -> bool:
    """"if there are four or more card types among cards in your graveyard" (delirium): the card types (CR 205.2a;
    not supertypes or subtypes) of the cards in its controller's graveyard number at least ``value``."""
    types: set[str] = set()
    for oid in state.players[controller].graveyard:
        types |= set(card_of(state, state.objects[oid]).types)
    return len(types) >= int(args["value"])


@define_condition("permanent_left_this_turn", "603.10a")
def _permanent_left(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                    spell: "Obj | None") -> bool:
    """"if a permanent left the battlefield under your control this turn" (revolt), "... a nonland permanent ...":
    a permanent its controller controlled (any player's with ``whose: any``: "if a nonland permanent left the
    battlefield this turn"), matching ``filter`` as it last existed on the battlefield (CR 603.10a), left the
    battlefield this turn."""
    flt = Filter.from_mapping(args.get("filter"))
    anyone = args.get("whose") == "any"
    for e in this_turn_events(state):
        if not isinstance(e, ev.ZoneMove) or e.to == Zone.BATTLEFIELD.value:
            continue
        lk = state.lki.get(e.obj)
        if lk is None or lk.zone != Zone.BATTLEFIELD:
            continue
        kept = state.lki_chars.get(e.obj)
        who = kept.controller if kept is not None and kept.controller >= 0 else lk.controller
        if (anyone or who == controller) and matches(state, e.obj, flt, source, controller):
            return True
    return False


@define_condition("life_gained_this_turn_at_least", "119.3")
def _life_gained_at_least(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                          spell: "Obj | None") -> bool:
    """"if you gained 3 or more life this turn": the life its controller gained this turn totals at least
    ``value`` (CR 119.3)."""
    total = sum(e.amount for e in this_turn_events(state) if isinstance(e, ev.LifeGain) and e.player == controller)
    return total >= int(args["value"])


@define_condition("cast_this_turn", "601.2i")
def _castthis_turn_events(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                    spell: "Obj | None") -> bool:
    """"if you've cast a noncreature spell this turn": its controller cast at least ``count`` (default 1) spells
    matching ``filter`` this turn (CR 601.2i: a spell becomes cast), each as it was on the stack (looked back at
    if it has left it)."""
    flt = Filter.from_mapping(args.get("filter"))
    n = sum(1 for e in this_turn_events(state) if isinstance(e, ev.SpellCast) and e.player == controller
            and matches(state, e.obj, flt, source, controller))
    return n >= int(args.get("count", 1))


@define_condition("descended_this_turn", "700.11")
def _descended(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
               spell: "Obj | None") -> bool:
    """"if you descended this turn": a permanent card (CR 110.4b; a token is no card, 111.7) was put into its
    controller's graveyard from anywhere this turn (700.11), whether or not it is still there."""
    for e in this_turn_events(state):
        if not isinstance(e, ev.ZoneMove) or e.to != Zone.GRAVEYARD.value:
            continue
        o = state.lki.get(e.obj) or state.objects.get(e.obj)
        if o is None or o.is_token or o.owner != controller:
            continue
        if set(card_of(state, o).types) & _PERMANENT_TYPES:
            return True
    return False


#: The permanent card types (CR 110.4b).
_PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})


@define_condition("cast_in_main_phase", "505.1")
def _cast_in_main_phase(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                        spell: "Obj | None") -> bool:
    """"if you cast this spell during your main phase": the resolving spell was cast (CR 601.2i; a copy was not,
    707.10) during a main phase (505.1) of its controller's turn."""
    if spell is None:
        return False
    for turn, step, e in reversed(state.events):
        if isinstance(e, ev.SpellCast) and e.obj == spell.id:
            # the step each event was recorded in; a spell resolves in the turn it was cast in (whose turn: the
            # active player's, 102.1)
            return step in _MAIN and turn == state.turn and state.active == e.player == controller
    return False


_MAIN = frozenset(s.value for s in MAIN_STEPS)


@define_condition("x_at_least", "107.3m")
def _x_at_least(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                spell: "Obj | None") -> bool:
    """"if X is 5 or more": the value chosen for X of the resolving spell or ability (CR 107.3m: a permanent's
    ability reads the X of the spell it was) is at least ``value``; with no X, X is 0 (107.3)."""
    x = spell.x if spell is not None else None
    if x is None:
        o = state.objects.get(source) or state.lki.get(source)
        x = o.x if o is not None else 0
    return int(x or 0) >= int(args["value"])


__all__: list[str] = []
