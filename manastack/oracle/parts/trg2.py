"""The Oracle grammar's part "trg2" (issue 9, tag ``tg2_``): triggered abilities an effect creates.

It reads (grammar in ``trg2.lark``):

- "[instruction] at the beginning of the next end step." / "... at end of combat." / "... at the beginning of the
  next upkeep." / "... at the beginning of your next upkeep.": a delayed triggered ability (``delayed``, CR 603.7a)
  whose one instruction waits for that step to begin.  The instruction names at most one object ("destroy this",
  "sacrifice it", "return that creature to its owner's hand", "return it to the battlefield ..."): it becomes the
  delayed ability's ``about`` (bound as the ability is created: the target, what the trigger was about, this) and
  the instruction says ``it`` (CR 603.7c: a delayed ability that refers to a particular object affects it even if
  its characteristics changed, and does nothing if it has left its zone, 400.7).  An instruction naming two
  objects, a group ("each creature"), or a "you may" is refused.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.model import Effect, TargetSpec
from manastack.cards.values import Reference
from manastack.oracle.render import _NAMED_BEFORE, render_effect, renders_effect
from manastack.oracle.terms import Obj, Unsupported

Clause = tuple[str, dict[str, Any]]

#: The steps a delayed instruction waits for, as the trigger spec (CR 603.7a) and as the Oracle text writes them.
_WHEN: dict[str, tuple[dict[str, str], str]] = {
    "tg2_next_end": ({"event": "step", "step": "end", "whose": "any"}, "at the beginning of the next end step"),
    "tg2_end_of_combat": ({"event": "step", "step": "end_of_combat", "whose": "any"}, "at end of combat"),
    "tg2_next_upkeep": ({"event": "step", "step": "upkeep", "whose": "any"}, "at the beginning of the next upkeep"),
    "tg2_your_next_upkeep": ({"event": "step", "step": "upkeep", "whose": "you"},
                             "at the beginning of your next upkeep"),
}


def _has_obj(v: Any) -> bool:
    if isinstance(v, Obj):
        return True
    if isinstance(v, (list, tuple)):
        return any(_has_obj(x) for x in v)
    if isinstance(v, dict):
        return any(_has_obj(x) for x in v.values())
    return False


class Terms:
    """Parse-tree nodes of the trg2 part to terms."""

    def tg2_next_end(self, a: list[Token]) -> str:
        return "tg2_next_end"

    def tg2_end_of_combat(self, a: list[Token]) -> str:
        return "tg2_end_of_combat"

    def tg2_next_upkeep(self, a: list[Token]) -> str:
        return "tg2_next_upkeep"

    def tg2_your_next_upkeep(self, a: list[Token]) -> str:
        return "tg2_your_next_upkeep"

    def tg2_it(self, a: list[Token]) -> Obj:
        """"it", "that card", "that creature": the object named before (bound by parts/triggers, CR 608.2h, 603.2)."""
        return Obj("ref", ref="trg_it")

    def tg2_tapped(self, a: list[Token]) -> bool:
        return True

    def tg2_under_owner(self, a: list[Token]) -> bool:
        return True

    def tg2_under_yours(self, a: list[Token]) -> bool:
        return False

    def tg2_return_to_battlefield(self, a: list[Any]) -> Clause:
        """CR 110.2a: "return it to the battlefield [tapped] under its owner's (your) control"."""
        args: dict[str, Any] = {"what": a[0]}
        if len(a) == 3:
            args["tapped"] = True
        if a[-1]:
            args["under_owner"] = True
        return "put_onto_battlefield", args

    def tg2_delayed_first(self, a: list[Any]) -> Clause:
        """CR 603.7a: "at the beginning of the next end step, [instruction]" (the same, the step written first)."""
        return self.tg2_delayed([a[1], a[0]])

    def tg2_delayed(self, a: list[Any]) -> Clause:
        """CR 603.7a: "[instruction] at the beginning of the next end step": a delayed triggered ability, created as
        the instruction would have been carried out; the object it names is bound now (``about``, 603.7c)."""
        clause, when = a
        if not (isinstance(clause, tuple) and len(clause) == 2 and isinstance(clause[1], dict)):
            raise Unsupported("a delayed instruction of two parts")
        verb, args = clause
        about: Obj | None = None
        inner: dict[str, Any] = {}
        for k, v in args.items():
            if isinstance(v, Obj) and v.kind == "ref" and v.ref == "you":
                inner[k] = "you"
            elif isinstance(v, Obj) and v.kind in ("target", "ref") and v.count == 1 and not v.up_to:
                if about is not None:
                    raise Unsupported("a delayed instruction about two objects")
                about, inner[k] = v, "it"
            elif _has_obj(v) or str(k).startswith("__"):
                raise Unsupported("a delayed instruction about a group of objects")
            else:
                inner[k] = v
        out: dict[str, Any] = {"when": dict(_WHEN[when][0]), "effects": [{verb: inner}]}
        if about is not None:
            out["about"] = about
        return "delayed", out


def _about_as(v: Any, about: Reference) -> Any:
    return about if isinstance(v, Reference) and v.name == "it" else v


@renders_effect
def _render_delayed(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """A delayed instruction as written: the instruction naming its object, then the step it waits for."""
    a = e.args
    if e.verb != "delayed" or not set(a) <= {"when", "effects", "about"} or len(a["effects"]) != 1:
        return None
    w = a["when"]
    words = next((text for spec, text in _WHEN.values()
                  if (w.event, w.step, w.whose) == (spec["event"], spec["step"], spec["whose"])), None)
    if words is None:
        return None
    inner: Effect = a["effects"][0]
    about = a.get("about")
    if isinstance(about, Reference) and about.name != "created":     # "sacrifice it" after creating the token
        inner = Effect(inner.verb, {k: _about_as(v, about) for k, v in inner.args.items()}, inner.condition,
                       inner.optional)
    clause = render_effect(inner, targets)
    # CR 603.7a: the step is written after the instruction or before it ("at the beginning of the next end step,
    # return it to the battlefield tapped under its owner's control")
    return f"⟨{clause} {words}|{words}, {clause}⟩"


@renders_effect
def _render_return(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"return it to the battlefield [tapped] under its owner's (your) control" (an object named before)."""
    a = e.args
    what = a.get("what")
    if e.verb != "put_onto_battlefield" or not set(a) <= {"what", "tapped", "under_owner"} \
            or not isinstance(what, Reference) or what.name not in ("it", "that", "new_object", "self", "target") \
            or what.name == "target" and what.index not in _named_before():
        return None
    tapped = " tapped" if a.get("tapped") else ""
    under = "under its owner's control" if a.get("under_owner") else "under your control"
    return f"return ⟨it|that card|that creature⟩ to the battlefield{tapped} {under}"


def _named_before() -> frozenset[int]:
    """The targets the instructions before the one being rendered named (render.py's anaphora)."""
    return _NAMED_BEFORE[-1]
