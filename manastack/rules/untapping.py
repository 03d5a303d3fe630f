"""CR 502.3: the untap step's untapping, and the static abilities that change it.

"This creature doesn't untap during your untap step" (and "Enchanted creature doesn't untap during its controller's
untap step", 303.4m) keeps a permanent tapped; "You may choose not to untap this creature during your untap step"
asks its controller, the active player, as the step's turn-based action is performed (no player gets priority,
502.4, but a choice the rules give is still made).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.cards.vocabulary import static_kind
from manastack.decisions import Decision, Option
from manastack.rules.attachments import host_restrictions, own_restrictions
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.naming import obj_name

if TYPE_CHECKING:
    from manastack.rules.engine import Asker
    from manastack.state import GameState

DOESNT_UNTAP = static_kind(
    "doesnt_untap", "502.3", "this permanent (or with {affects: enchanted}: the enchanted or equipped one, 303.4m) "
    "doesn't untap during its controller's untap step", affects="affects")
MAY_NOT_UNTAP = static_kind(
    "may_not_untap", "502.3", "you may choose not to untap this permanent during your untap step (asked then)")


def next_untap_used(state: "GameState", active: int) -> list[dict[str, Any]]:
    """CR 502.3: the "doesn't untap during its controller's next untap step" effects used up in ``active``'s untap
    step: each on a permanent ``active`` controls (kept tapped; used up whether or not it was tapped), and each whose
    permanent has left the battlefield (it became a new object, 400.7: the effect has nothing left to apply to)."""
    return [sh for sh in state.shields if sh.get("kind") == "no_untap" and (
        sh["obj"] not in state.battlefield or controller_of(state, sh["obj"]) == active)]


def kept_tapped(state: "GameState", ask: "Asker", untapping: list[int]) -> set[int]:
    """CR 502.3: of the permanents the untap step would untap, those that stay tapped: each with "doesn't untap",
    and each with "you may choose not to untap" whose controller (the active player) so chooses, asked one by one
    before anything untaps."""
    kept: set[int] = set()
    for oid in untapping:
        c = chars(state, oid)
        if DOESNT_UNTAP in own_restrictions(c) | host_restrictions(state, oid) or _effect_keeps_tapped(state, oid):
            kept.add(oid)
            continue
        if any(s.kind == MAY_NOT_UNTAP for s in c.static):
            name = obj_name(state, oid)
            answer = ask(Decision(state.active, "choose", f"Untap {name} during your untap step? (you may choose "
                                  f"not to)", "502.3", (Option("yes", True), Option("no", False)),
                                  data={"what": "may"}), auto=False)
            if answer.picks[0] == 1:  # type: ignore[attr-defined]
                kept.add(oid)
    return kept


def _effect_keeps_tapped(state: "GameState", oid: int) -> bool:
    """CR 502.3, 611.2b: whether a resolved effect says ``oid`` doesn't untap during its controller's untap step
    ("for as long as this remains tapped": the effect verb ``restrict`` with ``cant: [untap]``)."""
    return any(oid in e.affected and "untap" in e.mods.get("restrictions", ()) for e in state.effects)
