"""CR 116.2c: special actions that end a continuous effect ("You may pay {R} to end this effect"); and 116.2f, suspending
a card (``rules/suspend.py``: ``Special(card, 0)`` on a card with suspend in its owner's hand).

A continuous effect begun with an ``end_cost`` (the ``become`` verb's argument: Enraging Licid) offers
its controller a special action whenever they have priority, for as long as the effect lasts (116.2c):
pay the cost and the effect ends.  It doesn't use the stack (116.1) and can't be responded to.  The
action is ``Special(card, index)``: the ``index``-th such action offered on the permanent ``card`` the
effect applies to, written ``special CARD[:N]`` (../shared/scenario-format.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.actions import Special
from manastack.core.mana import parse_cost
from manastack import events as ev
from manastack.rules.casting import ask_payment, can_pay, payment_events
from manastack.rules.engine import Asker, handler
from manastack.rules.pipeline import act, decide
from manastack.rules.suspend import is_suspend_action, suspend_move, suspend_of, suspendable

if TYPE_CHECKING:
    from manastack.state import ContinuousEffect, Frame, GameState


def ending_effects(state: "GameState", player: int, card: int) -> list["ContinuousEffect"]:
    """The effects on ``card`` that ``player`` may end by paying, in timestamp order."""
    return [e for e in state.effects if "end_cost" in e.mods and e.controller == player and e.affected
            and e.affected[0] == card]


def suspend_actions(state: "GameState", player: int) -> list[Special]:
    """CR 702.62a, 116.2f: the suspend special actions ``player`` may take now (the cost payable)."""
    out: list[Special] = []
    for oid in suspendable(state, player):
        got = suspend_of(state, oid)
        if got is not None and can_pay(state, player, got[1]):
            out.append(Special(oid, 0))
    return out


def special_actions(state: "GameState", player: int) -> list[Special]:
    """CR 116.2c: the special actions ``player`` may take now: one per effect they may end and can pay for; and CR
    116.2f: suspending a card in their hand (rules/suspend.py)."""
    out: list[Special] = suspend_actions(state, player)
    for e in state.effects:
        if "end_cost" not in e.mods or e.controller != player or not e.affected or e.affected[0] not in state.objects:
            continue
        card = e.affected[0]
        mine = ending_effects(state, player, card)
        if can_pay(state, player, parse_cost(str(e.mods["end_cost"]))):
            out.append(Special(card, mine.index(e)))
    return out


@handler("special")
def _special(state: "GameState", frame: "Frame", ask: Asker) -> None:
    """CR 116.2c: pay the cost (asking how where the ways differ, 601.2h), then the effect ends."""
    d = frame.data
    player: int = d["player"]
    if is_suspend_action(state, Special(d["card"], d["index"])):
        _suspend(state, frame, ask)
        return
    mine = ending_effects(state, player, d["card"])
    assert d["index"] < len(mine), "engine invariant: a legal special action names an effect that exists"
    effect = mine[d["index"]]
    cost = parse_cost(str(effect.mods["end_cost"]))
    paid = ask_payment(state, ask, player, cost)
    assert paid is not None, f"engine invariant: the cost {cost} of a legal special action can't be paid"
    pool, taps, life, _ = paid
    events = payment_events(state, player, taps, life) + [
        ev.EffectEnds(effect.id, player, effect.affected, str(effect.mods.get("label", "")),
                      rules=("116.2c",))]
    decided = decide(state, ask, events)
    state.players[player].pool = dict(pool)
    act(state, frame, decided, finished=True)


def _suspend(state: "GameState", frame: "Frame", ask: Asker) -> None:
    """CR 702.62a, 116.2f: pay the suspend cost (asking how where the ways differ, 601.2h), then exile the card with N
    time counters on it."""
    d = frame.data
    player: int = d["player"]
    got = suspend_of(state, d["card"])
    assert got is not None, "engine invariant: a legal suspend action names a card with suspend"
    paid = ask_payment(state, ask, player, got[1])
    assert paid is not None, f"engine invariant: the suspend cost {got[1]} of a legal special action can't be paid"
    pool, taps, life, _ = paid
    decided = decide(state, ask, payment_events(state, player, taps, life) + [suspend_move(state, player, d["card"])])
    state.players[player].pool = dict(pool)
    act(state, frame, decided, finished=True)
