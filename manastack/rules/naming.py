"""How the engine names players and objects in decisions and the log (no I/O)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.core.types import Zone
from manastack.rules.characteristics import card_of, chars

if TYPE_CHECKING:
    from manastack.state import GameState, Obj


def obj_name(state: "GameState", oid: int) -> str:
    """An object's name, as it last existed if it has left (abilities and face-down ones described)."""
    return name_of(state, state.objects.get(oid) or state.lki.get(oid), oid)


def name_of(state: "GameState", o: "Obj | None", oid: int) -> str:
    if o is None:
        return f"#{oid}"
    if o.kind == "ability":
        return f"ability of {o.source_name}"
    if o.face_down:
        return "face-down permanent"
    if o.zone == Zone.BATTLEFIELD and (o.id in state.objects or o.id in state.lki_chars):
        return chars(state, o.id).name or card_of(state, o).name   # CR 707.2: a copy has the copied name
    try:
        return card_of(state, o).name
    except KeyError:
        return o.card


def ref_label(state: "GameState", ref: tuple[str, int], unique: bool = False) -> str:
    kind, ident = ref
    if kind == "p":
        return state.players[ident].name
    name = obj_name(state, ident)
    return f"{name}#{ident}" if unique else name
