"""CR 702.24 cumulative upkeep and 702.30 echo: triggered abilities at the beginning of your upkeep that make
you pay a cost or sacrifice the permanent.

Card data writes them as printed (``Cumulative upkeep {U}``, ``Cumulative upkeep {W} or {U}``,
``Cumulative upkeep—Pay 1 life``, ``Cumulative upkeep—Sacrifice a land``, ``Echo {3}{R}``); each is the
triggered ability its keyword means (``keyword(..., triggered=...)``), after the object's own.  Its effect is the
``pay_or_sacrifice`` verb (``effects/upkeep.py``).

Echo's intervening "if" (603.4), "if this permanent came under your control since the beginning of your last
upkeep", reads two marks each player keeps: the object id the game would give next when their latest upkeep
began, and the one before (object ids only grow, and a permanent that enters the battlefield is a new object,
400.7).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Mapping

from manastack.cards.model import Body, Condition, Effect, Filter, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import SELF, Quantity
from manastack.cards.vocabulary import CONDITIONS, ConditionDef, keyword
from manastack.core.mana import ManaError, parse_cost
from manastack.core.types import Step

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

_LIFE = re.compile(r"pay (\d+) life\.?", re.IGNORECASE)
_SACRIFICE = re.compile(r"sacrifice an? (artifact|creature|enchantment|land|permanent)\.?", re.IGNORECASE)
_YOUR_UPKEEP = TriggerSpec("step", who="any", whose="you", step=Step.UPKEEP.value)


def upkeep_cost(text: str) -> dict[str, Any]:
    """The arguments of ``pay_or_sacrifice`` for an upkeep cost as printed: ``{U}`` (mana), ``{W} or {U}``
    (a choice, made for each age counter, 702.24a), ``Pay 2 life``, ``Sacrifice a land``.  ValueError says
    what isn't understood."""
    t = text.strip()
    life = _LIFE.fullmatch(t)
    if life:
        return {"life": Quantity.const(int(life.group(1)))}
    sac = _SACRIFICE.fullmatch(t)
    if sac:
        kind = sac.group(1).capitalize()
        return {"sacrifice": Filter() if kind == "Permanent" else Filter(types=(kind,))}
    choices = [c.strip() for c in t.split(" or ")]
    try:
        for c in choices:
            parse_cost(c)
    except ManaError as e:
        raise ValueError(f"{t!r} is not an upkeep cost the rules read: mana such as {{U}}, a choice such as "
                         f"{{W}} or {{U}}, 'Pay N life' or 'Sacrifice a land' ({e})") from None
    return {"mana": tuple(choices)}


def _problem(what: str) -> Any:
    def check(param: str) -> str | None:
        try:
            upkeep_cost(param)
        except ValueError as e:
            return f"'{what} {param}': {e}"
        return None
    return check


def _cumulative_upkeep(param: str) -> TriggeredAbility:
    """CR 702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield, put an age counter
    on this permanent. Then you may pay [cost] for each age counter on it. If you don't, sacrifice it.\""""
    effects = (Effect("put_counters", {"on": SELF, "kind": "age", "amount": Quantity.const(1)}),
               Effect("pay_or_sacrifice", {**upkeep_cost(param), "per_counter": "age"}))
    return TriggeredAbility(_YOUR_UPKEEP, Body((Mode((), effects),)), text=f"Cumulative upkeep {param}")


def _echo(param: str) -> TriggeredAbility:
    """CR 702.30a: "At the beginning of your upkeep, if this permanent came under your control since the
    beginning of your last upkeep, sacrifice it unless you pay [cost].\""""
    body = Body((Mode((), (Effect("pay_or_sacrifice", {**upkeep_cost(param), "rule": "702.30a"}),)),))
    return TriggeredAbility(_YOUR_UPKEEP, body, condition=Condition(ECHO_DUE), text=f"Echo {param}")


keyword("cumulative_upkeep", "702.24", "Cumulative upkeep [cost]: at the beginning of your upkeep, put an age "
        "counter on it, then pay [cost] for each age counter on it or sacrifice it", parameter=True,
        check=_problem("Cumulative upkeep"), triggered=_cumulative_upkeep)
keyword("echo", "702.30", "Echo [cost]: at the beginning of your upkeep, if it came under your control since the "
        "beginning of your last upkeep, sacrifice it unless you pay [cost]", parameter=True,
        check=_problem("Echo"), triggered=_echo)

ECHO_DUE = "came_under_control_since_last_upkeep"


def note_upkeep(state: "GameState") -> None:
    """The active player's upkeep begins: remember the next object id (once per turn, so a handler run again
    doesn't move the marks)."""
    p = state.players[state.active]
    if p.upkeep_turn != state.turn:
        p.prev_upkeep_mark, p.upkeep_mark, p.upkeep_turn = p.upkeep_mark, state.next_id, state.turn


def _came_since_last_upkeep(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                            spell: "Obj | None") -> bool:
    """CR 702.30a: this permanent came under your control since the beginning of your last upkeep (during your
    upkeep, "your last upkeep" is the one before it)."""
    p = state.players[controller]
    current = state.step == Step.UPKEEP and state.active == controller and p.upkeep_turn == state.turn
    mark = p.prev_upkeep_mark if current else p.upkeep_mark
    o = state.objects.get(source)
    return source >= mark or (o is not None and o.control_mark >= mark)


CONDITIONS.define(ECHO_DUE, ConditionDef(ECHO_DUE, "702.30a", (_came_since_last_upkeep.__doc__ or "").strip(),
                                         _came_since_last_upkeep))
