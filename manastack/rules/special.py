"""CR 116.2c: special actions that end a continuous effect ("You may pay {R} to end this effect"); and 116.2f, suspending
a card (``rules/suspend.py``), and 116.2k, plotting one (``rules/plot.py``): ``Special(card, i)`` on a card in its
owner's hand, the ``i``-th of ``hand_specials``.

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
from manastack.rules.game_keywords import game_has_any_keyword
from manastack.rules.pipeline import act, decide
from manastack.core.types import Zone
from manastack.rules.plot import PLOT, main_phase_empty_stack, plot_cost, plot_move
from manastack.rules.foretell import FORETELL, FORETELL_ACTION_COST, foretell_cost, foretell_move, may_foretell
from manastack.rules.suspend import SUSPEND, suspend_move, suspend_of, suspendable

if TYPE_CHECKING:
    from manastack.state import ContinuousEffect, Frame, GameState


def ending_effects(state: "GameState", player: int, card: int) -> list["ContinuousEffect"]:
    """The effects on ``card`` that ``player`` may end by paying, in timestamp order."""
    return [e for e in state.effects if "end_cost" in e.mods and e.controller == player and e.affected
            and e.affected[0] == card]


def hand_specials(state: "GameState", player: int, card: int) -> list[str]:
    """The special actions card ``card`` in ``player``'s hand offers now, by name, in the order of their indices: its
    suspend (CR 702.62a: when they could begin to cast it, 116.2f), its plot (702.170a: in their main phase, the stack
    empty, 116.2k); each only if its cost can be paid."""
    out: list[str] = []
    got = suspend_of(state, card)
    if got is not None and card in suspendable(state, player) and can_pay(state, player, got[1]):
        out.append(SUSPEND)
    cost = plot_cost(state, card)
    if cost is not None and main_phase_empty_stack(state, player) and can_pay(state, player, cost):
        out.append(PLOT)
    if may_foretell(state, player, card) and can_pay(state, player, FORETELL_ACTION_COST):
        out.append(FORETELL)    # CR 702.143a-b, 116.2h: during their turn, paying {2}
    return out


#: The keywords that give a card in a hand a special action (CR 116.2f suspend, 116.2k plot).
_HAND_KEYWORDS = frozenset({SUSPEND, PLOT, FORETELL})


def hand_specials_possible(state: "GameState") -> bool:
    """Whether some card of the game can have suspend or plot (``game_keywords``): if none can, no card in a hand
    offers a special action, and the hands aren't looked through at each computation of the legal actions."""
    return game_has_any_keyword(state, _HAND_KEYWORDS)


def has_hand_special(state: "GameState", player: int) -> bool:
    """Whether a card in ``player``'s hand has suspend or plot (their special actions read the mana: the legal actions
    are not mana-blind)."""
    return hand_specials_possible(state) and any(suspend_of(state, oid) is not None or plot_cost(state, oid) is not None
                                                 or foretell_cost(state, oid) is not None
                                                 for oid in state.players[player].hand)


def special_actions(state: "GameState", player: int) -> list[Special]:
    """CR 116.2c: the special actions ``player`` may take now: one per effect they may end and can pay for; and CR
    116.2f, 116.2k: suspending or plotting a card in their hand (``hand_specials``)."""
    out: list[Special] = []
    for oid in state.players[player].hand if hand_specials_possible(state) else ():   # CR 702.62a, 702.170a
        out.extend(Special(oid, i) for i in range(len(hand_specials(state, player, oid))))
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
    """CR 116.2c: pay the cost (asking how where the ways differ, 601.2h), then the effect ends (a card in a hand:
    its suspend or plot, ``_from_hand``)."""
    d = frame.data
    player: int = d["player"]
    if state.objects[d["card"]].zone == Zone.HAND:
        _from_hand(state, frame, ask, hand_specials(state, player, d["card"])[d["index"]])
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


def _from_hand(state: "GameState", frame: "Frame", ask: Asker, name: str) -> None:
    """CR 702.62a, 116.2f: pay the suspend cost and exile the card with N time counters on it; CR 702.170a, 116.2k:
    exile it and pay the plot cost, and it becomes plotted (asking how to pay where the ways differ, 601.2h)."""
    d = frame.data
    player: int = d["player"]
    card: int = d["card"]
    if name == SUSPEND:
        got = suspend_of(state, card)
        assert got is not None, "engine invariant: a legal suspend action names a card with suspend"
        cost, move = got[1], suspend_move(state, player, card)
    elif name == FORETELL:     # CR 702.143a, 116.2h: pay {2}, exile it face down
        cost, move = FORETELL_ACTION_COST, foretell_move(state, player, card)
    else:
        plot = plot_cost(state, card)
        assert plot is not None, "engine invariant: a legal plot action names a card with plot"
        cost, move = plot, plot_move(state, player, card)
    paid = ask_payment(state, ask, player, cost)
    assert paid is not None, f"engine invariant: the {name} cost {cost} of a legal special action can't be paid"
    pool, taps, life, _ = paid
    decided = decide(state, ask, payment_events(state, player, taps, life) + [move])
    state.players[player].pool = dict(pool)
    act(state, frame, decided, finished=True)
