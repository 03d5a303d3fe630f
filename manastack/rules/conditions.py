"""Conditions: "if you control an artifact", "if you have 10 or less life" (CR 603.4, 608.2c).

A condition is checked for an ability of ``source`` controlled by ``controller``;
``spell`` is the resolving stack object, for conditions about how it was cast
("if it was kicked").
"""

from __future__ import annotations

from collections import Counter

from typing import TYPE_CHECKING, Any, Callable, Mapping

from manastack import events as ev
from manastack.cards.model import Condition, Filter
from manastack.cards.vocabulary import CONDITIONS, ConditionDef
from manastack.core.types import Zone
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.targeting import matches

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

Check = Callable[["GameState", Mapping[str, Any], int, int, "Obj | None"], bool]


def _check(name: str, rule: str = "603.4") -> Callable[[Check], Check]:
    """Define condition ``name`` in the ``CONDITIONS`` vocabulary."""

    def deco(fn: Check) -> Check:
        CONDITIONS.define(name, ConditionDef(name, rule, (fn.__doc__ or "").strip(), fn))
        return fn

    return deco


def _filter(args: Mapping[str, Any]) -> Filter:
    raw = args.get("value", args)
    return Filter.from_mapping(raw if isinstance(raw, Mapping) else None)


@_check("life_at_most")
def _life_at_most(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                  spell: "Obj | None") -> bool:
    return state.players[controller].life <= int(args["value"])


@_check("life_at_least")
def _life_at_least(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                   spell: "Obj | None") -> bool:
    return state.players[controller].life >= int(args["value"])


@_check("hand_at_least")
def _hand_at_least(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                   spell: "Obj | None") -> bool:
    """"if you have nine or more cards in hand"."""
    return len(state.players[controller].hand) >= int(args["value"])


@_check("enchanted_by_auras", "303.4b")
def _enchanted_by_auras(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                        spell: "Obj | None") -> bool:
    """"if this creature is enchanted by two or more Auras": at least N Auras are attached to it."""
    return sum(1 for a in state.battlefield if state.objects[a].attached_to == source
               and "Aura" in chars(state, a).subtypes) >= int(args["value"])


@_check("hand_empty")
def _hand_empty(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                spell: "Obj | None") -> bool:
    return not state.players[controller].hand


def _controls_matching(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                       mine: bool) -> bool:
    f = _filter(args)
    return any((controller_of(state, o) == controller) == mine
               and matches(state, o, f, source, controller) for o in state.permanents())


@_check("controls")
def _controls(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
              spell: "Obj | None") -> bool:
    return _controls_matching(state, args, source, controller, True)


@_check("controls_none")
def _controls_none(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                   spell: "Obj | None") -> bool:
    return not _controls_matching(state, args, source, controller, True)


@_check("opponent_controls")
def _opp_controls(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                  spell: "Obj | None") -> bool:
    return _controls_matching(state, args, source, controller, False)


@_check("this_is")
def _this_is(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
             spell: "Obj | None") -> bool:
    """"if this permanent is an enchantment" (Opal Gargoyle): the source is on the battlefield and matches the
    filter, its characteristics as they are now (CR 603.4: checked as it triggers and again as it resolves)."""
    o = state.objects.get(source)
    return o is not None and o.zone == Zone.BATTLEFIELD and matches(state, source, _filter(args), source, controller)


@_check("paid")
def _paid(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
          spell: "Obj | None") -> bool:
    """"if this spell was kicked": the named optional cost was paid (CR 702.33d)."""
    return spell is not None and str(args["value"]).lower() in spell.extras


@_check("mana_spent", "601.2h")
def _mana_spent(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                spell: "Obj | None") -> bool:
    """"if {G} was spent to cast this spell": mana of that colour was spent to cast it (a copy of a spell was
    not cast, and mana isn't an object: none was spent on it, CR 707.10's Dawnglow Infusion example); "{G}{W}": each of
    them.  A triggered ability reads the permanent its source's spell became ("When this creature enters, sacrifice it
    unless {U} was spent to cast it": the permanent keeps its spell's mana, rules/zones.py)."""
    if spell is not None and spell.kind == "ability":
        spell = state.objects.get(source) or state.lki.get(source)
    if spell is None:
        return False
    value = str(args["value"]).upper()
    need = Counter(value.replace("{", " ").replace("}", " ").split()) if "{" in value else Counter([value])
    have = Counter(spell.mana_spent)
    return all(have[k] >= n for k, n in need.items())


def holds(state: "GameState", cond: Condition, source: int, controller: int, spell: "Obj | None" = None) -> bool:
    """Whether ``cond`` is true now."""
    check = CONDITIONS[cond.kind].check
    assert check is not None
    return check(state, cond.args, source, controller, spell)


@_check("card_exiled_this_turn")
def _card_exiled_this_turn(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                           spell: "Obj | None") -> bool:
    """"if a card was put into exile this turn" (CR 603.4; Ashiok's Nightmare tokens): a card (no token, 111.7)
    moved to exile during this turn."""
    for turn, _step, e in reversed(state.events):
        if turn != state.turn:
            return False
        if isinstance(e, ev.ZoneMove) and e.to == Zone.EXILE.value:
            o = state.objects.get(e.obj) or state.lki.get(e.obj)
            if o is not None and not o.is_token:
                return True
    return False


def _spells_cast_last_turn(state: "GameState") -> dict[int, int]:
    """How many spells each player cast during the previous turn (CR 601.2i: a spell becomes cast)."""
    out: dict[int, int] = {}
    for turn, _step, e in reversed(state.events):
        if turn < state.turn - 1:
            break
        if turn == state.turn - 1 and isinstance(e, ev.SpellCast):
            out[e.player] = out.get(e.player, 0) + 1
    return out


@_check("no_spells_cast_last_turn")
def _no_spells_cast_last_turn(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                              spell: "Obj | None") -> bool:
    """"if no spells were cast last turn" (CR 603.4; the werewolves of Innistrad): no player cast a spell during
    the previous turn (never true in the first turn, which has no previous turn)."""
    return state.turn > 1 and not _spells_cast_last_turn(state)


@_check("player_cast_spells_last_turn")
def _player_cast_spells_last_turn(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                                  spell: "Obj | None") -> bool:
    """"if a player cast two or more spells last turn" (CR 603.4; the werewolves' back faces): some one player cast
    at least ``value`` spells during the previous turn."""
    return any(n >= int(args["value"]) for n in _spells_cast_last_turn(state).values())


@_check("not_paid")
def _not_paid(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
              spell: "Obj | None") -> bool:
    """The named optional cost was not paid: the effect that "If this spell was kicked, ... instead" replaces
    (CR 702.33d, 614.1a: a self-replacement effect, 614.15) happens only without kicker."""
    return not _paid(state, args, source, controller, spell)


#: "If you do" (CR 608.2c): the resolving spell's or ability's latest "you may" instruction was carried out;
#: only the resolution reads it (``rules/resolve.py``), which alone knows the answer.
YOU_DID = "you_did"


@_check(YOU_DID, "608.2c")
def _you_did(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
             spell: "Obj | None") -> bool:
    """"If you do": the latest "you may" instruction of the resolving spell or ability was carried out (read as it
    resolves; anywhere else, as in a trigger's intervening "if", it is false)."""
    return False
