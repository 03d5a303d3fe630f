"""CR 702.154 enlist: "As this creature attacks, you may tap up to one untapped creature you control that you didn't
choose to attack with and that either has haste or has been under your control continuously since this turn began.
When you do, this creature gets +X/+0 until end of turn, where X is the tapped creature's power."

The static part is an optional cost to attack (702.154b, 508.1g): as attackers are declared, the attacking player is
asked, for each instance of enlist of each attacker, which creature to tap or none (``enlist_choices``, asked by
``combat._declare_attackers`` after the declaration, as exert's choices are).  Tapping it, the attacker enlists that
creature (702.154c): the event ``Enlists`` (the attacker, the creature enlisted), beside the ``Tap``.  The triggered
part is the keyword's triggered ability (``keyword(triggered=...)``) on the trigger event ``enlists`` (also "whenever
this creature enlists a creature"), whose ``that`` is the creature enlisted: "+X/+0 where X is its power", read as it
resolves (as it last existed if it has left, 608.2h).  A creature can't enlist itself (702.154c) and a creature
tapped for one instance can't pay another (it is tapped).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.model import Body, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import SELF, Quantity, Reference
from manastack.cards.vocabulary import keyword
from manastack.decisions import Decision, Option
from manastack.rules.characteristics import chars, controlled_by
from manastack.rules.game_keywords import game_has_keyword
from manastack.rules.naming import obj_name
from manastack.rules.triggers import trigger_event

if TYPE_CHECKING:
    from manastack.rules.engine import Asker
    from manastack.state import GameState

ENLIST = "enlist"
ENLISTS = "enlists"


def _enlist(param: str) -> TriggeredAbility:
    """CR 702.154a: "When you do, this creature gets +X/+0 until end of turn, where X is the tapped creature's
    power" (the triggered ability linked to the enlist cost, 607.2h)."""
    power = Quantity("power_of", 1, ref=Reference("that"))     # the creature enlisted (608.2h)
    body = Body((Mode((), (Effect("pump", {"to": SELF, "power": power,
                                           "toughness": Quantity.const(0)}),)),))
    return TriggeredAbility(TriggerSpec(ENLISTS), body, text="Enlist")


@trigger_event(ENLISTS, "702.154c", about_object=False, on=(ev.Enlists,))
def _enlists(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
             moved_from: str | None) -> bool:
    """"When you do" of enlist, "whenever this creature enlists a creature" (CR 702.154a, 702.154c): this creature
    (``who: self``, the only form) enlisted one; ``that`` is the creature enlisted (the event's subject)."""
    return isinstance(e, ev.Enlists) and e.attacker == me


def enlist_choices(state: "GameState", ask: "Asker", player: int, attackers: list[int]) -> list[ev.Event]:
    """CR 508.1g, 702.154a-d: for each instance of enlist of each declared attacker, ask ``player`` which untapped
    creature they control that isn't attacking and has haste or has been under their control since the turn began
    to tap (or none); the events of the enlisting (nothing is changed here).  Guard: a game where no card can give
    enlist asks nothing (``game_has_keyword``)."""
    if not game_has_keyword(state, ENLIST):
        return []
    out: list[ev.Event] = []
    used: set[int] = set(attackers)
    for att in attackers:
        instances = sum(1 for k in chars(state, att).keywords if k == ENLIST)
        for _ in range(instances):
            pool = [o for o in controlled_by(state, player) if o not in used and _may_be_enlisted(state, o)]
            if not pool:
                break
            opts = tuple(Option(obj_name(state, o), o, f"{obj_name(state, o)}#{o}") for o in pool)
            a = ask(Decision(player, "choose", f"Enlist a creature for {obj_name(state, att)}? (or none)", "702.154a",
                             opts, min=0, max=1, data={"what": "enlist"}), auto=False)
            for i in a.picks:  # type: ignore[attr-defined]
                used.add(pool[i])
                out.append(ev.Tap(pool[i], rules=("702.154a", "508.1g")))
                out.append(ev.Enlists(pool[i], att, rules=("702.154c",)))
    return out


def _may_be_enlisted(state: "GameState", oid: int) -> bool:
    """CR 702.154a: an untapped creature that has haste or has been under its controller's control continuously since
    the turn began (not summoning sick, 302.6)."""
    o = state.objects[oid]
    c = chars(state, oid)
    return c.creature and not o.tapped and (not o.sick or "haste" in c.keywords)


keyword(ENLIST, "702.154", "as this creature attacks, you may tap up to one untapped creature you control that you "
        "didn't choose to attack with and that either has haste or has been under your control continuously since this "
        "turn began; when you do, this creature gets +X/+0 until end of turn, where X is the tapped creature's power",
        triggered=_enlist)

__all__ = ["ENLIST", "ENLISTS", "enlist_choices"]
