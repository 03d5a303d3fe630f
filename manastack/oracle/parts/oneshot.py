"""The Oracle grammar's part "oneshot" (issue 9): more one-shot effect clauses of spells and abilities (CR 608.2c).

It reads (grammar in ``oneshot.lark``; rule names keep the effects part's tag ``eff_``):

- animation, "this becomes a 3/3 red Elemental creature with haste until end of turn. It's still a land." (effect
  verb ``become``): base power and toughness (613.4b, layer 7b), colours (layer 5), keywords (layer 6) and types
  (layer 4) as CR 205.1a-b sets them: "a 2/2 Golem creature" replaces its card types and subtypes; "an artifact
  creature" keeps its other card types and subtypes, "a 2/2 Golem artifact creature" replaces only its creature types
  (205.1b); "that's still a land", "It's still a land", "in addition to its other types" keep them all;
- "target creature loses all abilities until end of turn" (``lose_abilities``, 613.1f);
- "switch target creature's power and toughness until end of turn" (``switch_pt``, 613.4d);
- "target creature can't be blocked this turn" (``restrict`` with ``cant: [be_blocked]``, 509.1b), alone or after
  "gets +1/+0 until end of turn and";
- a leading "Until end of turn," before any of these and before "gets" / "gains" (611.2a: the same duration);
- "up to one other target creature" (601.2c, 115.1);
- "the next time a [red] source of your choice would deal damage to you this turn, prevent that damage"
  (``prevent_next_from_chosen_source``, 615.7).
"""

from __future__ import annotations

from typing import Any

from manastack.cards.model import Effect, TargetSpec
from manastack.cards.values import Quantity
from manastack.oracle.parts.effects import _alt, _join, _printed_keywords, _ref, _subject, _until, noun_phrase
from manastack.oracle.render import renders_effect
from manastack.oracle.terms import Obj, Unsupported, lasting, merge, spec

Clause = tuple[str, dict[str, Any]]

_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


class Terms:
    """Parse-tree nodes of the oneshot part to terms (clauses are (verb, {argument: term}) tuples)."""

    # CR 205.1a-b, 613.1d-f, 613.4b: "becomes a 3/3 ... creature"
    def eff_also(self, a: list[Any]) -> bool:
        return True

    def eff_animation(self, a: list[Any]) -> dict[str, Any]:
        _article, pt, colors, subtypes, types, keywords, also = a
        power, toughness = (int(x) for x in str(pt).split("/"))
        return {"power": power, "toughness": toughness, "colors": colors, "subtypes": subtypes or [],
                "types": str(types).split(), "keywords": keywords or [], "also": bool(also)}

    def _become(self, to: Obj, anim: dict[str, Any], still: bool = False) -> Clause:
        """The ``become`` clause of an animation: its types as CR 205.1a-b sets them."""
        if still and anim["also"]:
            raise Unsupported("'still a land' said twice")
        also = still or anim["also"]
        types, subtypes = anim["types"], anim["subtypes"]
        args: dict[str, Any] = {"to": to}
        if also:                                            # 205.1b: all its prior types and subtypes retained
            args["add_types"] = types
            if subtypes:
                args["add_subtypes"] = subtypes
        elif "Artifact" in types:                           # 205.1b: "[creature types] artifact creature"
            args["add_types"] = types
            if subtypes:
                args["creature_types"] = subtypes
        else:                                               # 205.1a: the new types replace the old
            args["types"] = types
            if subtypes:
                args["subtypes"] = subtypes
        if anim["colors"] is not None:
            if not anim["colors"]:
                raise Unsupported("becomes colorless")
            args["colors"] = anim["colors"]
        args["power"], args["toughness"] = anim["power"], anim["toughness"]
        if anim["keywords"]:
            args["keywords"] = anim["keywords"]
        return "become", args

    def eff_become(self, a: list[Any]) -> Clause:
        return self._become(a[0], a[1])

    def eff_become_now(self, a: list[Any]) -> Clause:
        return self._become(a[0], a[1])

    def eff_become_still_land(self, a: list[Any]) -> Clause:
        return self._become(a[0], a[1], still=True)

    def eff_ueot_still_land(self, a: list[Any]) -> Clause:
        return self._become(a[0], a[1], still=True)

    # CR 611.2a: "Until end of turn, ..." (the clauses of effects.lark without their trailing duration)
    def eff_ueot_sentence(self, a: list[Any]) -> Any:
        return a[0]

    def eff_pump_grant_now(self, a: list[Any]) -> list[Clause]:
        p, t = (int(x) for x in str(a[1]).split("/"))
        return [("pump", {"to": a[0], "power": p, "toughness": t}), ("grant", {"to": a[0], "keywords": a[2]})]

    def eff_grant_now(self, a: list[Any]) -> Clause:
        return "grant", {"to": a[0], "keywords": a[1]}

    def eff_pump_now(self, a: list[Any]) -> Clause:
        p, t = (int(x) for x in str(a[1]).split("/"))
        return "pump", {"to": a[0], "power": p, "toughness": t}

    # CR 613.1f, 613.4d
    def eff_lose_all(self, a: list[Any]) -> Clause:
        return lasting(("lose_abilities", {"to": a[0]}), a)

    def eff_lose_all_now(self, a: list[Any]) -> Clause:
        return "lose_abilities", {"to": a[0]}

    def eff_whose(self, a: list[Any]) -> Obj:
        return a[0]

    def eff_its(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="trg_it")

    def eff_switch(self, a: list[Any]) -> Clause:
        return lasting(("switch_pt", {"to": a[0]}), a)

    def eff_switch_now(self, a: list[Any]) -> Clause:
        return "switch_pt", {"to": a[0]}

    # CR 509.1b: "can't be blocked this turn"
    def eff_cant_be_blocked(self, a: list[Any]) -> list[str]:
        return ["be_blocked"]

    def eff_pump_restrict(self, a: list[Any]) -> list[Clause]:
        p, t = (int(x) for x in str(a[1]).split("/"))
        return [("pump", {"to": a[0], "power": p, "toughness": t}), ("restrict", {"to": a[0], "cant": a[3]})]

    # CR 115.1, 601.2c
    def eff_up_to_one_other(self, a: list[dict[str, Any]]) -> Obj:
        """"up to one other target creature": none or one, not this object."""
        return Obj("target", spec({**a[0], "other": True}), 1, up_to=True)

    # CR 615.7
    def eff_chosen_source(self, a: list[Any]) -> Clause:
        f = merge([x for x in a[1:-1] if isinstance(x, dict)])
        to = a[-1]
        if isinstance(to, Obj) and to.kind == "ref" and to.ref == "you":
            return "prevent_next_from_chosen_source", {"sources": f}      # docs/cards.md: `to` defaults to you
        return "prevent_next_from_chosen_source", {"sources": f, "to": to}


# ---- renderers ------------------------------------------------------------------------------------------------------

def _int(q: Any) -> int | None:
    return q.constant() if isinstance(q, Quantity) else q if isinstance(q, int) else None


def _colors(colors: Any) -> str | None:
    cols = [_COLOR_WORDS[c] for c in "WUBRG" if c in (colors or ())]
    if not cols:
        return ""
    if len(cols) == 1:
        return cols[0]
    if len(cols) == 2:
        return _alt(f"{cols[0]} and {cols[1]}", f"{cols[1]} and {cols[0]}")
    return None


_BECOME_KEYS = {"to", "types", "subtypes", "add_types", "add_subtypes", "creature_types", "colors", "power",
                "toughness", "keywords"}


def _render_become(a: dict[str, Any], targets: tuple[TargetSpec, ...]) -> str | None:
    if not set(a) <= _BECOME_KEYS or "power" not in a or "toughness" not in a:
        return None
    p, t = _int(a["power"]), _int(a["toughness"])
    colors = _colors(a.get("colors"))
    if p is None or t is None or colors is None:
        return None
    also = "add_types" in a and "creature_types" not in a and (a.get("add_subtypes") or
                                                              list(a["add_types"]) != ["Artifact", "Creature"])
    plain = not also and ("types" in a or "creature_types" in a or list(a.get("add_types", ())) == ["Artifact",
                                                                                                   "Creature"])
    if "types" in a and ("add_types" in a or "add_subtypes" in a or "creature_types" in a):
        return None
    types = list(a.get("types", ()) or a.get("add_types", ()))
    if types not in (["Creature"], ["Artifact", "Creature"], ["Enchantment", "Creature"]):
        return None
    subtypes = list(a.get("subtypes", ()) or a.get("creature_types", ()) or a.get("add_subtypes", ()))
    pt = f"{p}/{t}"
    article = "an" if pt[0] == "8" or pt.startswith("11/") or pt.startswith("18/") else "a"
    words = " ".join(w for w in (pt, colors, *subtypes, *(x.lower() for x in types)) if w)
    core = f"{_subject(a['to'], targets, 'becomes', 'become')} {article} {words}"
    if a.get("keywords"):
        core += " with " + _join([k.lower() for k in _printed_keywords(a["keywords"])])
    ueot = "until end of turn"
    options: list[str] = []
    if also or list(a.get("add_types", ())) == ["Artifact", "Creature"] and not a.get("add_subtypes"):
        # the two-sentence wordings first: render._match takes the first wording the text has all of
        options += [f"{core} {ueot}. it's still a land"]
        options += [f"{core}{tail} {ueot}" for tail in (" that's still a land", " in addition to its other types")]
    if plain:
        options.append(f"{core} {ueot}")
    return _alt(*options) if options else None


@renders_effect
def _render(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """The clauses of this part ("until end of turn" last: render._sentences reads a leading one so)."""
    v, a = e.verb, dict(e.args)
    if v == "become" and _until(a) and set(a) - {"until"} <= _BECOME_KEYS:
        return _render_become({k: x for k, x in a.items() if k != "until"}, targets)
    if v == "lose_abilities" and set(a) <= {"to", "until"} and _until(a):
        return f"{_subject(a['to'], targets, 'loses', 'lose')} all abilities until end of turn"
    if v == "switch_pt" and set(a) <= {"to", "until"} and _until(a):
        who = _ref(a["to"], targets)
        whose = "its" if who == "it" else f"{who}'s"
        return f"switch {whose} power and toughness until end of turn"
    if v == "restrict" and set(a) == {"to", "cant"} and list(a["cant"]) == ["be_blocked"]:
        return f"{_subject(a['to'], targets, 'can', 'can')}'t be blocked this turn"
    if v == "prevent_next_from_chosen_source" and set(a) in ({"sources"}, {"sources", "to"}):
        source = noun_phrase(a["sources"], "source")
        article = "an" if source[:1] in "aeiou" else "a"
        to = _ref(a['to'], targets) if 'to' in a else 'you'
        return f"the next time {article} {source} of your choice would deal damage to {to} " \
               f"this turn, prevent that damage"
    return None
