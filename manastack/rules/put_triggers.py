"""CR 603.3: putting triggered abilities on the stack.

The ``put_triggers`` frame runs the next time a player would receive priority
(603.3b): in APNAP order, each player puts the abilities they control that triggered
in the order they choose; modes and targets are chosen as each is put on the stack
(603.3c-d), and an ability with no legal targets is removed (603.3d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack import events as ev
from manastack.decisions import Decision, Option
from manastack.rules.casting import choose_modes_and_targets, put_ability_on_stack
from manastack.rules.cycle_triggers import CYCLED_X
from manastack.rules.division import ask_division
from manastack.rules.engine import Asker, handler, pop
from manastack.rules.pipeline import record
from manastack.rules.triggers import collect, trigger_ability
from manastack.state import PendingTrigger

if TYPE_CHECKING:
    from manastack.state import Frame, GameState


def _trigger_options(state: "GameState", mine: list[PendingTrigger]) -> tuple[Option, ...]:
    """Options naming each waiting trigger; keys are unique ("Blood Artist#12:1/2" for the second
    instance of the same ability), so that every choice can be written down."""
    seen: dict[str, int] = {}
    out = []
    for i, t in enumerate(mine):
        key = f"{t.source_name}#{t.source}:{t.index + 1}"
        seen[key] = seen.get(key, 0) + 1
        if seen[key] > 1:
            key += f"/{seen[key]}"
        out.append(Option(_trigger_label(state, t, mine), i, key))
    return tuple(out)


def _trigger_label(state: "GameState", t: PendingTrigger, among: list[PendingTrigger]) -> str:
    """The source's name, with the ability's text where one source has several waiting."""
    if sum(1 for u in among if u.source == t.source and u.index != t.index) == 0:
        return t.source_name
    text = trigger_ability(state, t).text
    return f"{t.source_name}: {text}" if text else f"{t.source_name} ({t.index + 1})"


@handler("put_triggers")
def _put_triggers(state: "GameState", frame: "Frame", ask: Asker) -> None:
    """CR 603.3b: APNAP order; each player puts their own in the order they choose."""
    waiting = list(state.triggers)
    plan: list[tuple[PendingTrigger, tuple[tuple[int, ...], tuple[tuple[str, int], ...], int | None],
                     dict[str, Any]]] = []
    removed: list[ev.Event] = []
    for player in state.apnap():
        mine = [t for t in waiting if t.controller == player]
        ordered: list[PendingTrigger] = []
        while mine:
            # Identical untargeted abilities of one card name (two instances of flanking, 702.25b; two Grizzly
            # Bears' abilities): their order can't matter, so it isn't asked.
            first = trigger_ability(state, mine[0])
            if len(mine) == 1 or len({t.card for t in mine}) == 1 and \
                    all(trigger_ability(state, t) == first for t in mine) and not first.body.single.targets:
                ordered.extend(mine)
                break
            opts = _trigger_options(state, mine)
            a = ask(Decision(player, "choose", "Choose the triggered ability to put on the stack next "
                             "(the last one put on resolves first)", "603.3b", opts, data={"what": "trigger_order"}))
            ordered.append(mine.pop(a.picks[0]))  # type: ignore[attr-defined]
        for t in ordered:
            ab = trigger_ability(state, t)
            x = int(t.info.get(CYCLED_X, 0))     # CR 107.3e: the X of the cost its text refers to (cycling)
            got = choose_modes_and_targets(state, ask, ab.body, t.source, t.controller, t.source_name, x)
            if got is None:
                # CR 700.2b: no mode can be chosen; 603.3d: no legal targets: the ability is removed
                why = "no mode can be chosen" if ab.body.modal else "it has no legal target"
                removed.append(ev.Note(f"{t.source_name}'s ability is removed from the stack: {why}",
                                       rules=("700.2b",) if ab.body.modal else ("603.3d",)))
                continue
            # CR 603.3d, 601.2d: the division among its targets, announced as it is put on the stack
            division = ask_division(state, ask, ab.body, got[0], got[1], t.controller, t.source, x,
                                    f"{t.source_name}'s ability")
            plan.append((t, got, division))
    state.triggers = []
    pop(state, frame)
    for note in removed:
        record(state, note)
    for t, (modes, targets, chooser), division in plan:
        ab = trigger_ability(state, t)
        # CR 113.7a: the ability on the stack carries its own definition, whatever its source becomes
        o = put_ability_on_stack(state, t.source, t.source_name, ("triggered", t.index), t.controller, targets,
                                 modes, info={**t.info, **division}, x=int(t.info.get(CYCLED_X, 0)), body=ab.body,
                                 mode_chooser=chooser)
        o.triggered = ab
        put = ev.AbilityTriggered(o.id, t.controller, t.source_name,
                                  rules=("603.3a", "603.7" if t.delayed is not None else "603.2"))
        record(state, put)
        collect(state, put)    # "whenever this becomes the target of a spell or ability" (rules/trigger_events.py)

