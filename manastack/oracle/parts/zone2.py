"""The Oracle grammar's part ``zone2`` (issue 9): explore (CR 701.44: "it explores", "target creature you control
explores", "you may have it explore"), "return up to two target creature cards from your graveyard to your hand"
(115.1, 601.2c), "you may have this enter as a copy of any creature on the battlefield" with its exceptions
"except it's a Pirate in addition to its other types" and "except it's 7/7" (707.5, 707.9), and "you may search
your library for ..." (701.23, 608.2d).

Grammar in ``zone2.lark``; renderers below give the compiled values back as the Oracle text.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.model import Body, Effect, Filter, StaticAbility, TargetSpec
from manastack.cards.values import Quantity, Reference
from manastack.oracle.render import ALT_CLOSE, ALT_OPEN, ALT_SEP, _ref, noun_phrase, renders_body, renders_effect, renders_static
from manastack.oracle.terms import Obj, Unsupported, number

_Clause = tuple[str, dict[str, Any]]


def _qty(q: Any) -> int | None:
    return q.constant() if isinstance(q, Quantity) else (q if isinstance(q, int) else None)

_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}


class Terms:
    """Transformer methods of the zone2 part (rule names ``zn2_*``)."""

    # ---- explore (CR 701.44) ------------------------------------------------------------------------------------
    def zn2_explore(self, a: list[Any]) -> _Clause:
        what = a[0]
        if not isinstance(what, Obj) or what.kind == "each" or what.count != 1:
            raise Unsupported("several permanents exploring")
        return "explore", {"what": what}

    # ---- "exile ... until this leaves the battlefield" (CR 610.3a) -------------------------------------------------
    def zn2_exile_until(self, a: list[Any]) -> _Clause:
        what = a[0]
        if not isinstance(what, Obj) or what.kind == "each" or what.kind == "ref" and what.ref in ("self", "trg_it"):
            raise Unsupported("exiling this, 'it' or each of a kind until this leaves the battlefield")
        return "exile", {"what": what, "until_source_leaves": True}

    # ---- "exile ..., then return that card to the battlefield under its owner's control" (CR 400.7) --------------
    def zn2_flicker(self, a: list[Any]) -> _Clause:
        what, *rest = [x for x in a if x is not None]
        if not isinstance(what, Obj) or what.kind == "each" or what.count != 1 or what.kind == "ref" and what.ref != "self":
            raise Unsupported("exiling and returning several permanents, or 'it'")
        args: dict[str, Any] = {"what": what}
        for x in rest:
            args.update(x)
        return "flicker", args

    def zn2_exiled(self, a: list[Any]) -> None:
        return None

    def zn2_return_tapped(self, a: list[Any]) -> dict[str, Any]:
        return {"tapped": True}

    def zn2_under_owner(self, a: list[Any]) -> dict[str, Any]:
        return {}

    def zn2_under_you(self, a: list[Any]) -> dict[str, Any]:
        return {"under_your_control": True}

    # ---- "a card named this" (CR 201.2) ------------------------------------------------------------------------------
    def zn2_card_named(self, a: list[Any]) -> dict[str, Any]:
        return {"named_as_source": True}

    def zn2_search_subtypes(self, a: list[Token]) -> dict[str, Any]:
        if number(a[0]) != 1:
            raise Unsupported("searching for N cards of a choice of subtypes")
        return {"filter": {"subtypes": [str(x) for x in a[1:]]}}     # kept as written

    # ---- "return up to N target ... cards from your graveyard to your hand" (CR 115.1, 601.2c) ------------------
    def zn2_return_up_to(self, a: list[Any]) -> _Clause:
        n = number(a[0])
        if not isinstance(n, int) or n < 2:
            raise Unsupported("up to X (or one) target cards")
        where = a[2]
        if where.get("controller") != "you":
            raise Unsupported("cards from another graveyard to your hand")
        target = Obj("target", {"card": {**a[1], **where}, "zone": "graveyard"}, count=n, up_to=True)
        return "bounce", {"what": target}

    # ---- "enter as a copy" (CR 707.5, 707.9) -----------------------------------------------------------------------
    def zn2_enter_as_copy(self, a: list[Any]) -> dict[str, Any]:
        f = dict(a[0])
        if f.pop("__spell", False) or "controller" in f or set(f) - {"types", "not_types", "types_any"}:
            raise Unsupported("a copy of a permanent with a quality")
        if not f:
            raise Unsupported("a copy of any permanent (written 'permanent')")
        args: dict[str, Any] = {"of": f}
        if len(a) > 1:
            args.update(a[1])
        return {"static": {"enters_as_copy": args}}

    def zn2_except_type(self, a: list[Any]) -> dict[str, Any]:
        if number(a[0]) != 1:
            raise Unsupported("except it's N things")
        return dict(a[1])

    def zn2_extra_card_type(self, a: list[Token]) -> dict[str, Any]:
        return {"add_types": [str(a[0]).capitalize()]}

    def zn2_extra_subtype(self, a: list[Token]) -> dict[str, Any]:
        return {"add_subtypes": [str(a[0])]}

    def zn2_except_pt(self, a: list[Token]) -> dict[str, Any]:
        p, t = (int(x) for x in str(a[0]).split("/"))
        return {"base_power": p, "base_toughness": t}


# ---- rendering ----------------------------------------------------------------------------------------------------

@renders_effect
def render_zone2_effect(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """Explore (CR 701.44); "exile target ... until this leaves the battlefield" (610.3a)."""
    a = e.args
    if e.verb == "explore" and set(a) == {"what"}:
        who = _ref(a["what"], targets)
        return f"{who} explores" if not who.startswith("<") else None
    if e.verb == "exile" and set(a) == {"what", "until_source_leaves"} and a["until_source_leaves"] is True:
        what = _ref(a["what"], targets)
        return f"exile {what} until this leaves the battlefield" if not what.startswith("<") else None
    if e.verb == "search_library" and isinstance(a.get("filter"), Filter) and a["filter"].named_as_source:
        return _render_named_search(a)
    if e.verb == "search_library" and isinstance(a.get("filter"), Filter) and len(a["filter"].subtypes) > 2:
        return _render_subtypes_search(a)
    if e.verb == "flicker" and set(a) <= {"what", "under_your_control", "tapped"}:
        what = _ref(a["what"], targets)
        if what.startswith("<"):
            return None
        tapped = " tapped" if a.get("tapped") else ""
        under = "your" if a.get("under_your_control") else "its owner's"
        return (f"exile {what}, then return {ALT_OPEN}that card{ALT_SEP}it{ALT_CLOSE} to the battlefield{tapped} under "
                f"{under} control")
    return None


def _render_named_search(a: Any) -> str | None:
    """CR 701.23, 201.2: "search your library for a card named this, ..." (only a name: no other quality)."""
    # imported here: this part is imported before zones so that its renderers come first (parts/__init__)
    from manastack.oracle.parts.zones import _render_search
    if "player" in a or a["filter"] != Filter(named_as_source=True):
        return None
    text = _render_search({**a, "filter": Filter()})
    for plain in ("a card,", "cards,"):
        if plain in text:
            return text.replace(plain, plain[:-1] + " named this,", 1)
    return None


def _render_subtypes_search(a: Any) -> str | None:
    """CR 701.23, 205.3: "search your library for a Plains, Island, Swamp, or Mountain card, ..." (one of three or more
    subtypes, no other quality)."""
    # imported here: this part is imported before zones so that its renderers come first (parts/__init__)
    from manastack.oracle.parts.zones import _render_search
    subs = list(a["filter"].subtypes)
    if "player" in a or "amount" in a or a["filter"] != Filter(subtypes=tuple(subs)):
        return None
    text = _render_search({**a, "filter": Filter()})
    return text.replace("a card,", f"a {', '.join(subs[:-1])}, or {subs[-1]} card,", 1) if "a card," in text else None


@renders_body
def refuse_after_flicker(b: Body) -> str | None:
    """A body naming again, after a ``flicker``, the permanent it exiled and returned ("..., then return that card
    to the battlefield under its owner's control. It gains first strike until end of turn.") means the new object
    (CR 400.7), which a target reference no longer finds: not rendered, so such a card stays unparsed."""
    for m in b.modes:
        for i, e in enumerate(m.effects):
            if e.verb == "flicker" and any(e.args.get("what") in later.args.values() for later in m.effects[i + 1:]):
                return "<the permanent a flicker returned, named again?>"
    return None


@renders_body
def render_return_up_to(b: Body) -> str | None:
    """"return up to N target creature cards from your graveyard to your hand": one ``bounce`` for each target of one
    group (CR 115.3, 601.2c), the whole body."""
    # imported here: this part is imported before zones so that this renderer comes before zones' one-card renderer
    # (parts/__init__: import order is the order renderers are tried)
    from manastack.oracle.parts.zones import _card_filter_renders, card_phrase
    if b.modal or not b.single.effects:
        return None
    targets, effects = b.single.targets, b.single.effects
    if len(targets) != len(effects) or len(targets) < 2:
        return None
    first = targets[0]
    for i, (e, t) in enumerate(zip(effects, targets)):
        if e.verb != "bounce" or e.optional or e.condition is not None or dict(e.args) != {"what": Reference("target", i)}:
            return None
        if t.kind != "card" or t.zone != "graveyard" or t.group < 0 or t.group != first.group or not t.optional \
                or t.filter != first.filter:
            return None
    if first.filter.controller != "you" or not _card_filter_renders(first.filter):
        return None
    return (f"return up to {_WORDS.get(len(targets), str(len(targets)))} target "
            f"{card_phrase(first.filter, plural=True)} from your graveyard to your hand.")


@renders_static
def render_enters_as_copy(s: StaticAbility) -> str | None:
    """CR 707.5, 707.9: "you may have this enter as a copy of any creature on the battlefield[, except ...]"."""
    if s.kind != "enters_as_copy":
        return None
    args = dict(s.args)
    of = args.pop("of", None)
    if not isinstance(of, Filter):
        return None
    what = noun_phrase(of)
    head = f"you may have this enter as a copy of any {what} on the battlefield"
    if not args:
        return head + "."
    if set(args) == {"add_types"} and len(args["add_types"]) == 1:
        extra = str(args["add_types"][0]).lower()
    elif set(args) == {"add_subtypes"} and len(args["add_subtypes"]) == 1:
        extra = str(args["add_subtypes"][0])
    elif set(args) == {"base_power", "base_toughness"}:
        p, t = _qty(args["base_power"]), _qty(args["base_toughness"])
        return f"{head}, except it's {p}/{t}." if p is not None and t is not None else None
    else:
        return None
    art = "an" if extra[:1].lower() in "aeiou" else "a"
    return f"{head}, except it's {art} {extra} in addition to its other types."
