"""CR 601.2d: an effect divided or distributed among targets ("deals 5 damage divided as you choose among any number of
targets", "distribute three +1/+1 counters among one, two, or three target creatures").

An effect with ``divided: true`` (``damage``, ``put_counters``) is one instruction for each target of one word
"target" (the compiler writes it once per slot, as for "two target creatures", CR 115.3), all with the same total
``amount``.  As the spell is cast (or the ability activated or put on the stack, 602.2b, 603.3d) its controller
announces the division, after the targets (601.2c) and before the total cost (601.2f): each chosen target gets at
least one (601.2d), so no more targets can be chosen than the total.  The division is asked one target at a time
(how much to this one?), the last getting what is left, and kept with the object on the stack (``trigger_info``
key ``division``: ``[kind, id, amount]`` per target, copied with it, 707.10).  As it resolves each instruction gives
its own target its share; a target that has become illegal gets nothing and the others keep theirs (608.2b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Sequence

from manastack.cards.model import Body, Effect, Mode
from manastack.cards.values import Reference
from manastack.decisions import Decision, Option
from manastack.rules.engine import Asker
from manastack.rules.naming import ref_label
from manastack.rules.references import Scope, quantity

if TYPE_CHECKING:
    from manastack.state import GameState

Ref = tuple[str, int]

#: The key of the division in a stack object's ``trigger_info`` (and an effect context's ``info``).
DIVISION = "division"


def divided_slots(body: Body, modes: tuple[int, ...]) -> tuple[list[int], Effect | None]:
    """The indices (among the chosen modes' targets, in order) of the targets a divided effect is divided among, and
    the first such effect (whose ``amount`` is the total), or ``([], None)``."""
    slots: list[int] = []
    first: Effect | None = None
    offset = 0
    for m in (modes if body.modal else (0,)):
        mode = body.modes[m]
        for e in mode.effects:
            if not e.args.get("divided"):
                continue
            for r in e.args.values():
                if isinstance(r, Reference) and r.name == "target" and offset + r.index not in slots:
                    slots.append(offset + r.index)
            first = first or e
        offset += len(mode.targets)
    return slots, first


def division_problem(mode: Mode) -> str | None:
    """What is wrong with the divided effects of one mode, or None: they are divided among the mode's last targets, of
    one word "target" (CR 601.2d, 115.3), each instruction naming one of them, with one amount."""
    divided = [e for e in mode.effects if e.args.get("divided")]
    if not divided:
        return None
    slots = [r.index for e in divided for r in e.args.values() if isinstance(r, Reference) and r.name == "target"]
    n = len(mode.targets)
    if len(slots) != len(divided) or sorted(slots) != list(range(n - len(slots), n)) or \
            len({mode.targets[i].group for i in slots}) != 1 or len(slots) > 1 and mode.targets[slots[0]].group < 0 \
            or len({str(e.args.get("amount")) for e in divided}) != 1:
        return ("a divided effect (CR 601.2d) names, once in each instruction, the last targets of its ability, "
                "one word \"target\" (count, up_to, min), with one amount")
    return None


def has_division(body: Body | None) -> bool:
    """Whether any mode of ``body`` divides an effect among its targets (CR 601.2d)."""
    return body is not None and any(e.args.get("divided") for m in body.modes for e in m.effects)


def division_total(state: "GameState", effect: Effect, controller: int, source: int | None, x: int) -> int:
    """CR 601.2d: the amount divided, as the spell is cast (X as chosen, 107.3a)."""
    return quantity(state, effect.args.get("amount"), Scope(controller, source, (), {}, x), 1)


def ask_division(state: "GameState", ask: Asker, body: Body | None, modes: tuple[int, ...], targets: tuple[Ref, ...],
                 controller: int, source: int | None, x: int, name: str) -> dict[str, Any]:
    """CR 601.2d: the controller announces the division among the chosen targets, one target at a time (each gets
    at least one, the last what is left); the ``trigger_info`` entry to keep with the object, or ``{}``."""
    if body is None or not has_division(body):
        return {}
    slots, effect = divided_slots(body, modes)
    chosen = [targets[i] for i in slots if i < len(targets)]
    last = body.modes[modes[-1] if body.modal and modes else 0].targets
    if slots and last and last[-1].many and slots[-1] == sum(len(body.modes[m].targets) for m in
                                                             (modes if body.modal else (0,))) - 1:
        chosen = chosen[:-1] + list(targets[slots[-1]:])     # CR 601.2c: a target standing for a number of them
    if effect is None or not chosen:
        return {}
    total = division_total(state, effect, controller, source, x)
    assert total >= len(chosen), f"engine invariant: {name} divides {total} among {len(chosen)} targets (601.2d)"
    left = total
    out: list[list[Any]] = []
    for k, ref in enumerate(chosen):
        rest = len(chosen) - k - 1
        if rest == 0:
            amount = left
        else:
            opts = tuple(Option(str(n), n) for n in range(1, left - rest + 1))
            a = ask(Decision(controller, "choose", f"Divide {total} for {name}: how much to {ref_label(state, ref)} "
                             f"({left} left, {rest} more target{'s' if rest > 1 else ''} to get at least 1 each)?",
                             "601.2d", opts, data={"what": "division"}))
            amount = int(opts[a.picks[0]].value)  # type: ignore[attr-defined]
        out.append([ref[0], ref[1], amount])
        left -= amount
    return {DIVISION: out}


def copied_division(info: Mapping[str, Any], original: Sequence[Ref], copy: Sequence[Ref]) -> dict[str, Any]:
    """CR 707.10, 707.10c: a copy's division is the original's, target by target: a new target chosen for the copy
    gets what the target it replaced was to get; the ``trigger_info`` entry for the copy, or ``{}``."""
    if DIVISION not in info:
        return {}
    out: list[list[Any]] = []
    for o, c in zip(original, copy):
        n = share(info, (str(o[0]), int(o[1])))
        if n > 0:
            out.append([c[0], c[1], n])
    return {DIVISION: out}


def share(info: Mapping[str, Any], ref: Ref) -> int:
    """CR 601.2d, 608.2b: the part of the divided amount announced for ``ref`` (none if it wasn't chosen)."""
    for kind, oid, amount in info.get(DIVISION, ()):
        if (str(kind), int(oid)) == (ref[0], ref[1]):
            return int(amount)
    return 0
