"""CR 702.26: phasing.

A phased-out permanent stays on the battlefield (no zone change, no leaves or enters triggers, tokens stay,
counters stay: 702.26d) but is treated as though it doesn't exist (702.26b): every rule reads the battlefield
through ``GameState.permanents()``, the phased-in permanents.  This module says which permanents phase during
the untap step (502.1, 702.26a), with what is attached to them (702.26g-h), and performs the two events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary import keyword
from manastack.core.types import Zone
from manastack import events as ev
from manastack.rules.characteristics import board_keywords, chars, controller_of
from manastack.rules.triggers import trigger_event
from manastack.rules.zones import remove_from_combat

if TYPE_CHECKING:
    from manastack.cards.model import TriggerSpec
    from manastack.state import GameState

keyword("phasing", "702.26", "phases out or in before its controller untaps during each of their untap steps; "
                             "while phased out it is treated as though it doesn't exist")



@trigger_event("phases_in", "702.26c", on=(ev.PhasesIn,))
def _phases_in(e: ev.Event, state: "GameState", spec: "TriggerSpec", me: int, me_ctrl: int, subject: int | None,
               moved_from: str | None) -> bool:
    """Whenever a permanent phases in (not an entering: 702.26d)."""
    return isinstance(e, ev.PhasesIn)


@trigger_event("phases_out", "702.26b", on=(ev.PhasesOut,))
def _phases_out(e: ev.Event, state: "GameState", spec: "TriggerSpec", me: int, me_ctrl: int, subject: int | None,
                moved_from: str | None) -> bool:
    """Whenever a permanent phases out (not a leaving: 702.26d)."""
    return isinstance(e, ev.PhasesOut)


def _attached_to(state: "GameState", hosts: set[int], phased_out: bool) -> list[int]:
    """The permanents attached, directly or through others, to ``hosts`` (702.26g: Auras and Equipment on an
    Aura phase with it too), among the phased-out ones or the phased-in ones."""
    out: list[int] = []
    frontier = set(hosts)
    while frontier:
        found = [a for a in state.battlefield
                 if state.objects[a].phased_out == phased_out and state.objects[a].attached_to in frontier
                 and a not in out and a not in hosts]
        out.extend(found)
        frontier = set(found)
    return out


def untap_step_phasing(state: "GameState", player: int) -> list[ev.Event]:
    """CR 502.1, 702.26a: simultaneously, the phased-in permanents with phasing ``player`` controls phase out,
    with what is attached to them (indirectly, 702.26g; an object that would phase out both ways phases out
    indirectly only, 702.26h), and the permanents that phased out directly under their control phase in, with
    what phased out indirectly with them (702.26g)."""
    going = [o for o in state.permanents() if controller_of(state, o) == player and "phasing" in chars(state, o).keywords] \
        if "phasing" in board_keywords(state) else []     # (no phased-in permanent has phasing: none goes)
    coming = [o for o in state.battlefield if state.objects[o].phased_out and not state.objects[o].phased_indirectly
              and state.objects[o].phased_under == player]
    events = phase_out_events(state, going, ("502.1", "702.26a"))
    events += [ev.PhasesIn(o, rules=("502.1", "702.26a", "702.26c") + (("702.26i",) if _unattached(state, o) else ()))
               for o in coming]
    events += [ev.PhasesIn(o, rules=("702.26g", "702.26c"))
               for o in _attached_to(state, set(coming), phased_out=True) if state.objects[o].phased_indirectly]
    return events


def _unattached(state: "GameState", oid: int) -> bool:
    """CR 702.26i: an Aura or Equipment that phased out directly and whose object has left meanwhile (it was
    unattached as that object left) phases in unattached."""
    c = chars(state, oid)
    return state.objects[oid].attached_to is None and ("Aura" in c.subtypes or "Equipment" in c.subtypes)


def phase_out_events(state: "GameState", going: list[int], rules: tuple[str, ...]) -> list[ev.Event]:
    """CR 702.26g-h: the permanents ``going`` phase out directly, and what is attached to them indirectly (an
    object that would phase out both ways phases out indirectly only)."""
    dragged = _attached_to(state, set(going), phased_out=False)
    events: list[ev.Event] = [ev.PhasesOut(o, rules=rules) for o in going if o not in dragged]
    events += [ev.PhasesOut(o, indirectly=True, rules=("702.26g", "702.26h") if o in going else ("702.26g",))
               for o in dragged]
    return events


def will_be_phased_in(state: "GameState", events: list[ev.Event], oid: int) -> bool:
    """Whether permanent ``oid`` is phased in once the untap step's phasing ``events`` are performed (502.3
    untaps only those)."""
    for e in events:
        if isinstance(e, (ev.PhasesOut, ev.PhasesIn)) and e.obj == oid:
            return isinstance(e, ev.PhasesIn)
    return not state.objects[oid].phased_out


def phase_out(state: "GameState", e: ev.PhasesOut) -> bool:
    """CR 702.26b, 702.26d: the status changes; nothing leaves the battlefield; it is removed from combat
    (506.4); it remembers who controlled it, to phase in under them (702.26a)."""
    o = state.objects.get(e.obj)
    if o is None or o.zone != Zone.BATTLEFIELD or o.phased_out:
        return False
    o.phased_under = controller_of(state, e.obj)
    o.phased_out = True
    o.phased_indirectly = e.indirectly
    remove_from_combat(state, e.obj)
    state.touch_chars()
    return True


def phase_in(state: "GameState", e: ev.PhasesIn) -> bool:
    """CR 702.26c, 702.26i: the status changes back; an Aura or Equipment whose object left the battlefield
    meanwhile phases in unattached (the state-based actions then apply, 704.5m-n)."""
    o = state.objects.get(e.obj)
    if o is None or not o.phased_out:
        return False
    o.phased_out = False
    o.phased_under = -1
    o.phased_indirectly = False
    if o.attached_to is not None and (o.attached_to not in state.objects
                                      or state.objects[o.attached_to].zone != Zone.BATTLEFIELD):
        o.attached_to = None
    state.touch_chars()
    return True
