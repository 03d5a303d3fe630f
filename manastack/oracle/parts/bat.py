"""The Oracle grammar's part "bat" (issue 9): reflexive triggered abilities and "one or more" triggers.

- Reflexive triggers (CR 603.12): "Whenever this attacks, you may pay {3}. When you do, put a +1/+1 counter on
  target creature."  The sentences from "when you do" to the end of the ability are the body of a triggered ability
  the resolving one makes once the instruction before them was carried out: the effect ``reflexive`` with the
  condition ``you_did``, its own targets chosen as it is put on the stack (603.3d).  The grammar leaves a marker
  clause where "when you do" stands, so the anaphora of the whole ability are read in the order written; the
  compiler's ``_Body`` makes the rest after the marker the reflexive ability's body (:func:`reflexive_effect`).  A
  reflexive body naming a target of the ability that made it is refused (it has its own targets).
"""

from __future__ import annotations

from typing import Any, Protocol

from manastack.cards.model import Body, Effect, TargetSpec
from manastack.oracle import render
from manastack.oracle.terms import Obj, Unsupported

#: The marker clause "when you do" leaves among the clauses (its verb), for the compiler's ``_Body``.
REFLEXIVE_MARK = "bat_reflexive"


class _Builds(Protocol):
    named: list[tuple[Obj, list[str]]]

    def build(self, clauses: Any) -> dict[str, Any]: ...


class Terms:
    """Transformer methods of this part (mixed into the compiler's transformer)."""

    def bat_when_you_do(self, a: list[Any]) -> list[Any]:
        """CR 603.12: "When you do, [sentence]": the marker, then the sentence's clauses."""
        rest = a[0]
        return [(REFLEXIVE_MARK, {}), *(rest if isinstance(rest, list) else [rest])]


def reflexive_effect(outer: _Builds, inner: _Builds, rest: list[Any]) -> dict[str, Any]:
    """CR 603.12: the effect a "when you do" marker and the clauses ``rest`` after it make: ``reflexive`` with the
    body ``inner`` builds of them, triggering if the instruction before was carried out (``you_did``)."""
    if not rest:
        raise Unsupported("'when you do' with nothing after it")
    body = inner.build(rest)
    if any(o is p for o, _ in inner.named for p, _ in outer.named):
        raise Unsupported("a reflexive trigger naming a target of the ability that made it")
    if "'X'" in repr(body) or '"X"' in repr(body):
        raise Unsupported("X in a reflexive trigger (the X paid is the other ability's)")
    return {"reflexive": {"body": body}, "if": {"you_did": True}}


@render.renders_effect
def render_bat_effect(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"when you do, [sentences]" (CR 603.12); the condition ``you_did`` is in the words "when you do"."""
    if e.verb != "reflexive" or set(e.args) != {"body"} or not isinstance(e.args["body"], Body):
        return None
    words = [w.removesuffix(".") for w in render.alternatives(render.render_body(e.args["body"]), 16)]
    alt = words[0] if len(words) == 1 else render.ALT_OPEN + render.ALT_SEP.join(words) + render.ALT_CLOSE
    return "when you do, " + alt
