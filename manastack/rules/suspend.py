"""CR 702.62 suspend: "Suspend N—[cost]" is three abilities (702.62a): a static ability that functions in the hand, "If
you could begin to cast this card by putting it onto the stack from your hand, you may pay [cost] and exile it with N
time counters on it. This action doesn't use the stack"; a triggered ability that functions in exile, "At the
beginning of your upkeep, if this card is suspended, remove a time counter from it"; and one more that functions in
exile, "When the last time counter is removed from this card, if it's exiled, you may play it without paying its mana
cost if able. If you don't, it remains exiled. If you cast a creature spell this way, it gains haste until you lose
control of the spell or the permanent it becomes."

Card data writes it as printed, ``Suspend 4—{U}`` (normalised ``suspend:4—{U}``).  Suspending is a special action
(116.2f): ``Special(card, i)`` on a card in its owner's hand (``special.hand_specials``), offered when the player could
begin to cast it from there (its timing, 601.3; its cost payable) and taken by ``take_suspend`` (``rules/special.py``'s
handler): pay the cost, then the card is exiled with N time counters (``ZoneMove.counters``).  A card is "suspended"
if it is in exile, has suspend and has a time counter on it (702.62b).  The two triggered abilities trigger from exile
(``triggers.on_event`` for ``StepBegins`` and ``PutCounters``): the upkeep one resolves with the verb ``suspend_tick``, the other
with ``suspend_cast`` (``effects/suspend.py``), which asks whether to cast the card during the resolution (608.2g,
without paying its mana cost, 118.9) with ``SUSPEND`` among its chosen costs; a creature spell cast so gains haste
(``suspend_entered``: a continuous effect for as long as its controller controls the permanent, 611.2b).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.model import Body, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.vocabulary import keyword
from manastack.core.mana import ManaCost, cost_problem, parse_cost
from manastack.core.types import MAIN_STEPS, Step, Zone
from manastack.rules.cast_timing import may_cast_now
from manastack.rules.characteristics import WHILE_CONTROLLED, chars
from manastack.rules.split_second import split_second_on_stack
from manastack.rules.triggers import on_event
from manastack.state import ContinuousEffect, PendingTrigger

if TYPE_CHECKING:
    from manastack.state import GameState

#: The mark of a spell cast by its suspend among its chosen costs (``Obj.extras``): its haste reads it (702.62a).
SUSPEND = "suspend"
#: The counter suspend counts (CR 702.62a, 122.1).
TIME = "time"

_PARAM = re.compile(r"(\d+)\s*\u2014\s*(\S.*)")


def _check(param: str) -> str | None:
    """The parameter of "Suspend N—[cost]": N a whole number above 0, the cost mana (CR 702.62a)."""
    m = _PARAM.fullmatch(param)
    if m is None or int(m.group(1)) < 1:
        return f"'Suspend {param}': suspend is written 'Suspend N\u2014[cost]' with N a number above 0, such as " \
               f"Suspend 4\u2014{{U}} (CR 702.62a)"
    problem = cost_problem(m.group(2))
    return None if problem is None else \
        f"'Suspend {param}': the suspend cost is mana in braces such as {{1}}{{R}} (CR 702.62a): {problem}"


keyword(SUSPEND, "702.62", "Suspend N\u2014[cost]: if you could begin to cast this card from your hand, you may pay "
        "[cost] and exile it with N time counters on it (a special action); at the beginning of your upkeep, if it is "
        "suspended, remove a time counter from it; when the last is removed, if it's exiled, you may cast it without "
        "paying its mana cost (a creature spell cast so gains haste)", parameter=True, check=_check)

_TICK = TriggeredAbility(TriggerSpec("step", whose="you", step=Step.UPKEEP.value),
                         Body((Mode((), (Effect("suspend_tick"),)),)),
                         text="At the beginning of your upkeep, if this card is suspended, remove a time counter from it.")
# triggered from exile by ``_last_counter`` (a hook, not a watcher): the spec is never matched against events
_CAST = TriggeredAbility(TriggerSpec("state", who="self"), Body((Mode((), (Effect("suspend_cast"),)),)),
                         text="When the last time counter is removed from this card, if it's exiled, you may play it "
                              "without paying its mana cost if able.")


def suspend_of(state: "GameState", oid: int) -> tuple[int, ManaCost] | None:
    """CR 702.62a: the N and the cost of card ``oid``'s suspend as it is now (None without suspend)."""
    for k in chars(state, oid).keywords:
        if k.startswith(SUSPEND + ":"):
            m = _PARAM.fullmatch(k[len(SUSPEND) + 1:])
            if m is not None:
                return int(m.group(1)), parse_cost(m.group(2))
    return None


def suspended(state: "GameState", oid: int) -> bool:
    """CR 702.62b: whether card ``oid`` is in exile, has suspend and has a time counter on it."""
    o = state.objects.get(oid)
    return o is not None and o.zone == Zone.EXILE and o.counters.get(TIME, 0) > 0 and suspend_of(state, oid) is not None


def suspendable(state: "GameState", player: int) -> list[int]:
    """CR 702.62a, 702.62c: the cards in ``player``'s hand they could begin to cast now (sorcery timing unless an
    instant or with flash, 307.1, 702.8a; no "cast only during" prohibiting it, 601.3; no split second spell on the
    stack, 702.61a) that have suspend."""
    sorcery_ok = player == state.active and state.step in MAIN_STEPS and not state.stack
    if state.stack and split_second_on_stack(state):
        return []       # CR 702.62c, 702.61a: no spell can be cast now
    out: list[int] = []
    for oid in state.players[player].hand:
        if suspend_of(state, oid) is None:
            continue
        c = chars(state, oid)
        if (sorcery_ok or "Instant" in c.types or "flash" in c.keywords) and may_cast_now(state, c, oid):
            out.append(oid)
    return out


def suspend_move(state: "GameState", player: int, card: int) -> ev.ZoneMove:
    """CR 702.62a, 116.2f: the card is exiled with N time counters on it (after its cost is paid)."""
    got = suspend_of(state, card)
    assert got is not None, "engine invariant: a legal suspend action names a card with suspend"
    return ev.ZoneMove(card, Zone.EXILE.value, cause="suspend", by=player, counters=((TIME, got[0]),),
                       rules=("702.62a", "116.2f"))


_UPKEEP = Step.UPKEEP.value


def _upkeep(state: "GameState", e: ev.StepBegins) -> None:
    """CR 702.62a: at the beginning of its owner's upkeep, each suspended card triggers (an intervening "if", 603.4:
    only if it is suspended then; checked again as it resolves)."""
    if e.step != _UPKEEP or not state.exile:
        return
    for oid in list(state.exile):
        o = state.objects[oid]
        if o.owner == e.active and suspended(state, oid):
            state.triggers.append(PendingTrigger(oid, chars(state, oid).name, o.card, -1, o.owner, {"object": oid},
                                                 ability=_TICK))


def _last_counter(state: "GameState", e: ev.PutCounters) -> None:
    """CR 702.62a: when the last time counter is removed from a card with suspend in exile, it triggers."""
    if e.counter != TIME or e.amount >= 0:
        return
    o = state.objects.get(e.obj)
    if o is None or o.zone != Zone.EXILE or o.counters.get(TIME, 0) > 0 or suspend_of(state, e.obj) is None:
        return
    state.triggers.append(PendingTrigger(e.obj, chars(state, e.obj).name, o.card, -1, o.owner, {"object": e.obj},
                                         ability=_CAST))


on_event(_upkeep, ev.StepBegins)
on_event(_last_counter, ev.PutCounters)


def suspend_entered(state: "GameState", oid: int) -> None:
    """CR 702.62a: a creature spell cast by its suspend gains haste until its controller loses control of the
    permanent it becomes (611.2b: for as long as they control it)."""
    o = state.objects[oid]
    if SUSPEND not in o.extras or not chars(state, oid).creature:
        return
    state.effects.append(ContinuousEffect(state.new_id(), oid, o.controller, "6", o.timestamp, (oid,),
                                          {"keywords": ("haste",), "label": "haste (suspend, 702.62a)"},
                                          WHILE_CONTROLLED))
    state.touch_chars()

