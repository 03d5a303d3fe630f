"""The Oracle grammar's part "refs" (issue 9, tag ``tgt_``): players named by reference to an object named before.

It reads (grammar in ``refs.lark``):

- "that land's controller", "that creature's controller", "that permanent's controller", "that spell's controller"
  (CR 608.2h, 603.2): the controller of the object "that ..." names.  ``parts/triggers`` binds it with the other
  anaphora: after the ability's first target it is ``target_controller`` (the controller of the first target, as it
  last existed: "destroy target artifact. this deals 2 damage to that artifact's controller"); in a triggered ability
  naming no object before it, ``its_controller`` (the controller of the object the trigger was about, as it last
  existed: Ankh of Mishra's "whenever a land enters, this deals 2 damage to that land's controller"); anything else
  (a later target, a noun that isn't the target's) is refused.  Rendered "its controller" (``render``: "that land's
  controller" compares as "its controller");
- "target creature defending player controls", "each creature defending player controls" (CR 506.2, 508.5, 508.5a):
  the filter ``controller: defending_player`` (compiled by parts/des), the player the attacking creature with the ability (or the creature its
  source is attached to) attacks; rendered by ``render.noun_phrase``;
- "[object] gains protection from the color of your choice until end of turn" (CR 702.16a, 105.4): ``grant`` with
  ``protection_choice`` (the colour chosen as it resolves).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.model import Effect, TargetSpec
from manastack.oracle.parts.effects import _subject, _until
from manastack.oracle.render import renders_effect
from manastack.oracle.terms import Obj


class Terms:
    """Parse-tree nodes of the refs part to terms."""

    # CR 608.2h: "that [type]'s controller": bound by parts/triggers (_Anaphora) to a reference
    def tgt_that_controller(self, a: list[Token]) -> Obj:
        return Obj("ref", ref="trg_that_controller", filter={"noun": str(a[0]).lower()})

    def tgt_that_permanent_controller(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="trg_that_controller", filter={"noun": "permanent"})

    def tgt_that_spell_controller(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="trg_that_controller", filter={"noun": "spell"})


    # CR 702.16a, 105.4: "gains protection from the color of your choice until end of turn"
    def tgt_protection_choice(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "grant", {"to": a[0], "protection_choice": True, "until": a[1]}


@renders_effect
def _render(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"[object] gains protection from the color of your choice until end of turn" (None for other effects)."""
    a = dict(e.args)
    if e.verb == "grant" and a.get("protection_choice") and set(a) <= {"to", "protection_choice", "until", "keywords"} \
            and not a.get("keywords") and _until(a):
        return f"{_subject(a['to'], targets, 'gains', 'gain')} protection from the color of your choice until end of turn"
    return None
