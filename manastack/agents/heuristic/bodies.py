"""Reading card bodies: the effects, amounts and references of spells and abilities.

Helpers shared by the position view and the scorer: the effects of a body for the chosen
modes (``effects_of``), numeric amounts including X (``amount_of``), what a reference
such as ``target`` or ``each_opponent`` means (``resolve_refs``), the damage a spell can
deal to a player (``face_damage``), and the body of an object on the stack (``stack_body``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Mapping, Sequence

from manastack.cards.model import Body, Effect
from manastack.cards.values import TARGET, Quantity, Reference
from manastack.rules.references import EffectError, Scope, resolve
from manastack.rules.resolve import body_of

if TYPE_CHECKING:
    from manastack.state import GameState

Ref = tuple[str, int]       # ("p", player index) or ("o", object id)


def effects_of(body: Body, modes: Iterable[int]) -> list[Effect]:
    modes = tuple(modes)
    if body.modal:
        out: list[Effect] = []
        for m in modes:
            if 0 <= m < len(body.modes):
                out.extend(body.modes[m].effects)
        return out
    return list(body.modes[0].effects) if body.modes else []


def amount_of(q: Quantity | None, x: int, counters: Mapping[str, int] | None = None) -> int:
    """A quantity as far as it is known before resolution (X known; the source's ``counters`` where given;
    "that much" and counts taken as 0)."""
    if q is None:
        return 0
    if q.kind == "const":
        return q.value
    if q.kind == "x":
        return q.value * x
    if q.kind == "counters" and counters is not None:
        return q.value * counters.get(q.counter, 0)     # Torch Song's verse counters (608.2h)
    return 0


def resolve_refs(state: "GameState", ref: Reference | None, targets: Sequence[Ref | None], source: int | None,
                 controller: int, default: Reference = TARGET) -> list[Ref]:
    """What a reference (docs/cards.md, "References") means for an action being considered."""
    try:
        return resolve(state, ref if ref is not None else default, Scope(controller, source, targets))
    except EffectError:
        return []


def face_damage(body: Body) -> int:
    """Damage a spell or ability can deal to a player it targets (0 if it can't)."""
    if body.modal or not body.modes:
        return 0
    mode = body.modes[0]
    if not mode.targets or mode.targets[0].kind not in ("any", "player", "opponent", "player_or_planeswalker",
                                                         "opponent_or_planeswalker"):
        return 0
    return sum(amount_of(e.args.get("amount"), 0) for e in mode.effects
               if e.verb == "damage" and e.args.get("to", TARGET) == TARGET)


def stack_body(state: "GameState", sid: int) -> Body | None:
    """The body the stack object ``sid`` will resolve with (None if it can't be known)."""
    try:
        return body_of(state, state.objects[sid])
    except (KeyError, IndexError):
        return None


def static_number(q: object) -> int:
    """A static ability's number as the agent guesses it: a constant, else 1 ("+1/+1 for each Forest")."""
    got = q.constant() if isinstance(q, Quantity) else q
    return int(got) if isinstance(got, int) else (1 if q is not None else 0)
