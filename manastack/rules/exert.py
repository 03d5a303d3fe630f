"""CR 701.43 exert: "You may exert this creature as it attacks. When you do, ..." (701.43d: an optional cost to attack,
508.1g, and the triggered ability linked to it, 607.2h).

A creature with a triggered ability on the trigger event ``exerted`` (``who: self``) may be exerted as it is declared
as an attacker: ``exert_choices`` asks its controller, for each such attacker, once the attackers are chosen and before
anything is changed (508.1g); an exerted creature is the events ``Exerted`` (which "when you do" triggers on) and
``NoUntapBegins`` (it doesn't untap during its controller's next untap step, 701.43a; exerted twice, both end in the
same untap step, 701.43b, as such effects do, ``rules/untapping.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.model import TriggerSpec
from manastack.decisions import Decision, Option
from manastack.rules.characteristics import chars
from manastack.rules.naming import obj_name
from manastack.rules.triggers import trigger_event

if TYPE_CHECKING:
    from manastack.rules.engine import Asker
    from manastack.state import GameState

EXERTED = "exerted"


@trigger_event(EXERTED, "701.43d", on=(ev.Exerted,))
def _exerted(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
             moved_from: str | None) -> bool:
    """"You may exert this creature as it attacks. When you do, ..." (CR 701.43d, 607.2h): the creature (``who:
    self``) was exerted."""
    return isinstance(e, ev.Exerted)


def may_exert(state: "GameState", oid: int) -> bool:
    """CR 701.43d: whether creature ``oid`` has "You may exert this creature as it attacks" (the ability linked to a
    triggered ability on ``exerted``)."""
    return any(t.trigger.event == EXERTED and t.trigger.who == "self" for t in chars(state, oid).triggered)


def exert_choices(state: "GameState", ask: "Asker", player: int, attackers: list[int]) -> list[ev.Event]:
    """CR 508.1g, 701.43a, 701.43d: ask ``player`` whether to exert each declared attacker that may be exerted as it
    attacks; the events of those exerted (nothing is changed here)."""
    out: list[ev.Event] = []
    for oid in attackers:
        if not may_exert(state, oid):
            continue
        name = obj_name(state, oid)
        a = ask(Decision(player, "choose", f"Exert {name} as it attacks?", "701.43d",
                         (Option("yes", True), Option("no", False)), data={"what": "may"}), auto=False)
        if a.picks[0] == 0:  # type: ignore[attr-defined]
            out.append(ev.Exerted(oid, player, rules=("701.43d", "508.1g")))
            out.append(ev.NoUntapBegins(player, oid, name, oid, rules=("701.43a", "502.3")))
    return out


__all__ = ["EXERTED", "exert_choices", "may_exert"]
