"""CR 615.7: which of several sources' simultaneous damage a prevention shield with an amount prevents.

"If damage would be dealt to the shielded permanent or player by two or more applicable sources at the same
time, the player or the controller of the permanent chooses which damage the shield prevents."  A batch's
events are decided one by one (``pipeline.decide``) and what a shield prevents is tallied as they are, so the
damage decided first is the damage the shield prevents first.  ``shield_order`` asks the affected player, before
the batch is decided, which source's damage the shield prevents first (again, while the shield isn't used up by
the sources chosen so far), and decides the batch's events in that order; they are still performed in the
batch's order.  It only asks; it changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack.decisions import Decision, Option
from manastack import events as ev
from manastack.rules.engine import Asker
from manastack.rules.naming import obj_name
from manastack.rules.replacement import affected_player, applicable, shield_covers

if TYPE_CHECKING:
    from manastack.state import GameState


def shield_order(state: "GameState", ask: Asker, events: list[ev.Event], order: list[int]) -> list[int]:
    """CR 615.7: ``order`` (the indices of ``events`` in the order they are decided) with, for each prevention
    shield with an amount left that two or more sources' damage in ``events`` would meet and that can't prevent
    all of it, the damage of the sources its affected player chooses first.  Nothing is asked when no shield is
    waiting (the usual case: ``state.shields`` is empty), when one source deals all the damage the shield would
    meet, or when the shield can prevent all of it (then the order doesn't change what it prevents) and no other
    effect would modify that damage (one that doubles it may make it more than the shield can prevent)."""
    if not state.shields or len(events) < 2:
        return order
    for shield in state.shields:
        if shield.get("kind", "damage") != "damage" or shield.get("remaining") is None or shield["to"] is None:
            continue        # CR 615.7: a shield with an amount on one shielded player or permanent
        hit = [i for i in order if isinstance(e := events[i], ev.Damage) and e.amount > 0
               and shield_covers(state, shield, e)]
        if len({_source(events[i]) for i in hit}) < 2 or (
                sum(_damage(events[i]).amount for i in hit) <= shield["remaining"]
                and not any(_also_modified(state, events[i], shield["id"]) for i in hit)):
            continue
        order = _reordered(order, hit, _choose_sources(state, ask, shield, [_damage(events[i]) for i in hit], hit))
    return order


def _also_modified(state: "GameState", e: ev.Event, shield: int) -> bool:
    """Whether an effect other than the shield ``shield`` would modify the damage ``e`` too (Furnace of Rath
    doubling it, 616.1): then damage the shield would prevent all of as proposed may be more than it can."""
    return any(r.args.get("shield") != shield for r in applicable(state, e))


def _damage(e: ev.Event) -> ev.Damage:
    assert isinstance(e, ev.Damage)
    return e


def _source(e: ev.Event) -> int:
    return _damage(e).source


def _choose_sources(state: "GameState", ask: Asker, shield: Mapping[str, Any], dealt: list[ev.Damage],
                    hit: list[int]) -> list[int]:
    """CR 615.7: the indices of ``hit`` (the damage events ``dealt``, each to the shielded player or permanent)
    in the order the affected player has the shield prevent them: sources chosen one at a time while what the
    chosen ones deal is less than what is left of the shield; the rest keep the batch's order."""
    chooser = affected_player(state, dealt[0])
    left = int(shield["remaining"])
    sources = list(dict.fromkeys(d.source for d in dealt))
    chosen: list[int] = []
    while left > 0 and len(sources) > 1:
        opts = tuple(Option(obj_name(state, s), s, f"{obj_name(state, s)}#{s}") for s in sources)
        answer = ask(Decision(chooser, "choose",
                              f"{shield['source_name']}: choose the source whose damage the shield prevents "
                              f"({left} damage left to prevent)", "615.7", opts, data={"what": "source"}))
        source = sources.pop(answer.picks[0])  # type: ignore[attr-defined]
        chosen.append(source)
        left -= sum(d.amount for d in dealt if d.source == source)
    first = [i for s in chosen for i, d in zip(hit, dealt) if d.source == s]
    return first + [i for i in hit if i not in first]


def _reordered(order: list[int], hit: list[int], wanted: list[int]) -> list[int]:
    """``order`` with the places of the indices ``hit`` taken by ``wanted`` (the same indices, reordered): the
    other events keep their places, so the APNAP order of the affected players (101.4) is unchanged."""
    places = iter(wanted)
    chosen = set(hit)
    return [next(places) if i in chosen else i for i in order]
