"""CR 702.136 riot: "You may have this permanent enter with an additional +1/+1 counter on it. If you don't, it gains
haste."

Riot is the keyword's entering effect (``rules/entering.py``'s ``as_entering``), asked of the player it enters under
before it enters (614.12a); the choice is kept on the permanent (``Obj.chosen["riot_haste"]``, a linked count:
``rules/chosen.py``), and as it enters (``riot_entered``, called by the performing of its entering) a haste the
permanent has for as long as it is this object is given to it: an effect of the replacement, not of the keyword, so
losing riot later doesn't take the haste away.  Each instance works separately (702.136b); the characteristics hold
one instance of a keyword, so a permanent with riot twice is asked once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.vocabulary import keyword
from manastack.decisions import Decision, Option
from manastack.rules.entering import Entering, as_entering, entering_card, entering_controller
from manastack.state import ContinuousEffect

if TYPE_CHECKING:
    from manastack.rules.engine import Asker
    from manastack.state import GameState

RIOT_HASTE = "riot_haste"


@as_entering("riot", "702.136a")
def _riot(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker", spent: dict[int, int]
          ) -> list[ev.Event]:
    """CR 702.136a: "You may have this permanent enter with an additional +1/+1 counter on it. If you don't, it gains
    haste" (asked of the player it enters under, 614.12a: before it enters)."""
    who = entering_controller(state, e)
    card = entering_card(state, e)
    name = card.name if card is not None else "it"
    answer = ask(Decision(who, "choose", f"Riot: have {name} enter with an additional +1/+1 counter (else it gains "
                          "haste)?", "702.136a", (Option("counter", True), Option("haste", False)),
                          data={"what": "may"}), auto=False)
    rules = e.rules if "702.136a" in e.rules else (*e.rules, "702.136a")
    if answer.picks[0] == 0:  # type: ignore[attr-defined]
        return [e.but(counters=ev.add_counts(e.counters, "+1/+1", 1), rules=rules)]
    return [e.but(choices=(*((k, v) for k, v in e.choices if k != RIOT_HASTE), (RIOT_HASTE, 1)), rules=rules)]


def riot_entered(state: "GameState", oid: int) -> None:
    """CR 702.136a: the permanent ``oid`` just entered; if riot's "if you don't" was chosen for it, it gains haste for
    as long as it is this object (an effect with no end, 611.2a, 400.7)."""
    o = state.objects[oid]
    if not o.chosen.get(RIOT_HASTE):
        return
    state.effects.append(ContinuousEffect(state.new_id(), oid, o.controller, "6", o.timestamp, (oid,),
                                          {"keywords": ("haste",), "label": "haste (riot, 702.136a)"}, "indefinite"))
    state.touch_chars()


keyword("riot", "702.136", "you may have this permanent enter with an additional +1/+1 counter on it; if you don't, it "
        "gains haste")

__all__ = ["RIOT_HASTE", "riot_entered"]
