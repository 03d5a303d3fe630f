"""Reading card bodies: the effects, amounts and references of spells and abilities.

Helpers shared by the position view and the scorer: the effects of a body for the chosen
modes (``effects_of``), numeric amounts including X (``amount_of``), what a reference
such as ``target`` or ``each_opponent`` means (``resolve_refs``), the damage a spell can
deal to a player (``face_damage``), and the body of an object on the stack (``stack_body``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

from manastack.cards.model import ActivatedAbility, Body, Effect
from manastack.rules.characteristics import chars

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


def amount_of(raw: Any, x: int) -> int:
    if raw is None:
        return 0
    if isinstance(raw, bool):
        return int(raw)
    if isinstance(raw, int):
        return raw
    if isinstance(raw, str):
        s = raw.strip()
        if s.lstrip("+-").isdigit():
            return int(s)
        if s.upper() == "X":
            return x
        if s.startswith("-") and s[1:].upper() == "X":
            return -x
    return 0


def resolve_refs(state: "GameState", ref: Any, targets: Sequence[Ref | None], source: int | None, controller: int,
          default: str = "target") -> list[Ref]:
    """What a reference (docs/cards.md, "References") means for an action being considered."""
    if ref is None:
        ref = default
    if isinstance(ref, Mapping):
        return []
    r = str(ref)
    if r.startswith("target") and (r == "target" or r[6:].isdigit()):
        n = int(r[6:] or 1) - 1
        t = targets[n] if n < len(targets) else None
        return [t] if t is not None else []
    if r == "self":
        return [("o", source)] if source is not None else []
    if r == "you":
        return [("p", controller)]
    if r == "target_controller":
        t = targets[0] if targets else None
        if t is None:
            return []
        if t[0] == "p":
            return [t]
        o = state.objects.get(t[1])
        return [("p", o.controller)] if o is not None else []
    if r == "each_opponent":
        return [("p", p.index) for p in state.players if p.index != controller and not p.lost]
    if r == "each_player":
        return [("p", p.index) for p in state.players if not p.lost]
    if r == "each_creature":
        return [("o", o) for o in state.battlefield if chars(state, o).creature]
    return []


def face_damage(body: Body) -> int:
    """Damage a spell or ability can deal to a player it targets (0 if it can't)."""
    if body.modal or not body.modes:
        return 0
    mode = body.modes[0]
    if not mode.targets or mode.targets[0].kind not in ("any", "player", "opponent"):
        return 0
    return sum(amount_of(e.args.get("amount"), 0) for e in mode.effects
               if e.verb == "damage" and e.args.get("to", "target") == "target")


def stack_body(state: "GameState", sid: int) -> Body | None:
    o = state.objects[sid]
    try:
        if o.kind == "ability":
            from manastack.rules.characteristics import card_of

            src = state.objects.get(o.source) if o.source is not None else None
            src = src or (state.lki.get(o.source) if o.source is not None else None)
            if src is None or o.ability is None:
                return None
            card = card_of(state, src)
            kind, idx = o.ability
            abilities: Sequence[ActivatedAbility] | Sequence[Any]
            if kind == "activated":
                from manastack.rules.casting import abilities_of

                abilities = abilities_of(state, src.id) if src.id in state.objects else card.activated
            else:
                abilities = card.triggered
            return abilities[idx].body if idx < len(abilities) else None
        return chars(state, sid).card.spell
    except (KeyError, IndexError):
        return None
