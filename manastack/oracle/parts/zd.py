"""The Oracle grammar's part ``zd`` (issue 9):

- the duration "until your next turn" (CR 611.2a; the effect ends as its controller's next turn begins,
  ``rules/characteristics.end_until_next_turn``), written after the effect ("creatures your opponents control get
  -3/-0 until your next turn") or leading its sentence ("Until your next turn, up to one target creature gets
  -5/-0.": the clauses ``oneshot``'s leading "Until end of turn," reads);
- the top card of your library revealed or looked at, put somewhere if it's a kind of card, and otherwise somewhere
  else ("Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put that
  card into your hand.": Coiling Oracle; effect ``reveal_top``, CR 701.20a, 401.2, 401.5).

Grammar in ``zd.lark``.  The renderer below words any effect lasting until your next turn as the other parts word
it lasting until end of turn, with the duration's words changed, so every effect that takes a duration renders.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from manastack.cards.model import Effect, Filter, TargetSpec
from manastack.cards.values import Duration
from manastack.oracle import render
from manastack.oracle.render import ALT_CLOSE, ALT_OPEN, ALT_SEP, renders_effect
from manastack.oracle import terms
from manastack.oracle.terms import Unsupported

_Clause = tuple[str, dict[str, Any]]

#: The duration's value and words.
UNTIL_NEXT_TURN = terms.UNTIL_NEXT_TURN


class Terms:
    """Transformer methods of the zd part (rule names ``zd_*``)."""

    def zd_until_next_turn(self, a: list[Any]) -> str:
        """CR 611.2a: "until your next turn"."""
        return UNTIL_NEXT_TURN

    def zd_while_control(self, a: list[Any]) -> str:
        """CR 611.2b: "for as long as you control this"."""
        return "while_you_control_source"

    def zd_while_tapped(self, a: list[Any]) -> str:
        """CR 611.2b: "for as long as this remains tapped"."""
        return "while_source_tapped"

    def zd_while_on_battlefield(self, a: list[Any]) -> str:
        """CR 611.2b: "for as long as this remains on the battlefield"."""
        return "while_source_on_battlefield"

    def zd_while_control_tapped(self, a: list[Any]) -> str:
        """CR 611.2b: "for as long as you control this and this remains tapped"."""
        return "while_you_control_source_tapped"

    def zd_unt_sentence(self, a: list[Any]) -> Any:
        """CR 611.2a: "Until your next turn, <clauses>." ("For as long as this remains tapped, ..."): each clause
        lasts so."""
        until, body = a[0], a[1]
        clauses = body if isinstance(body, list) else [body]
        return [(verb, {**args, "until": until}) for verb, args in clauses]


    # ---- the top card of your library (CR 701.20a, 401.2, 401.5) -------------------------------------------------
    def zd_top(self, a: list[Any]) -> _Clause:
        look, flt, put = a[0], a[1], a[2]
        rest = a[3] if len(a) > 3 else None
        if not flt:
            raise Unsupported("'if it's a card' (any card)")
        args: dict[str, Any] = {"filter": flt, **put}
        if look:
            args["look"] = True
        if put.get("reveal_it") and (not look or put.get("into") != "hand"):
            raise Unsupported("'reveal it and put it' other than a looked-at card into your hand")
        args.pop("reveal_it", None)
        if put.get("bottom"):
            raise Unsupported("a matching top card put on the bottom of the library")
        if look and not put.get("optional") and rest is None:
            raise Unsupported("a looked-at card put without 'you may' and nothing otherwise")
        if rest is not None:
            if rest.get("not_put") is not None:
                if rest["not_put"].get("into") != put.get("into"):
                    raise Unsupported("'if you don't put the card' somewhere else than it was put")
                args["otherwise_if_not_put"] = True
            if rest.get("tapped") or rest.get("into") == put.get("into") and not rest.get("bottom"):
                raise Unsupported("otherwise put tapped, or where a matching card goes")
            if rest.get("bottom"):
                args["otherwise_bottom"] = True
            else:
                args["otherwise"] = rest["into"]
            if rest.get("optional"):
                args["otherwise_optional"] = True
        return "reveal_top", args

    def zd_reveal(self, a: list[Any]) -> bool:
        return False

    def zd_look(self, a: list[Any]) -> bool:
        return True

    def zd_top_put(self, a: list[Any]) -> dict[str, Any]:
        words = {t.type for t in a if isinstance(t, Token)}
        dest = next(x for x in a if isinstance(x, dict))
        return {**dest, **({"optional": True} if "ZD_MAY" in words else {}),
                **({"reveal_it": True} if "ZD_REVEAL_IT" in words else {})}

    def zd_top_else(self, a: list[Any]) -> dict[str, Any]:
        words = {t.type for t in a if isinstance(t, Token)}
        dicts = [x for x in a if isinstance(x, dict)]
        out = {**dicts[-1], "not_put": dicts[0] if len(dicts) == 2 else None}
        if "ZD_MAY" in words:
            out["optional"] = True
        return out

    def zd_otherwise(self, a: list[Any]) -> None:
        return None

    def zd_if_not_put(self, a: list[Any]) -> dict[str, Any]:
        return dict(a[0])

    def zd_it(self, a: list[Any]) -> None:
        return None

    def zd_to_battlefield(self, a: list[Any]) -> dict[str, Any]:
        return {"into": "battlefield"}

    def zd_to_battlefield_tapped(self, a: list[Any]) -> dict[str, Any]:
        return {"into": "battlefield", "tapped": True}

    def zd_to_hand(self, a: list[Any]) -> dict[str, Any]:
        return {"into": "hand"}

    def zd_to_graveyard(self, a: list[Any]) -> dict[str, Any]:
        return {"into": "graveyard"}

    def zd_to_bottom(self, a: list[Any]) -> dict[str, Any]:
        return {"bottom": True}


    # ---- revealing until (CR 701.20a) ------------------------------------------------------------------------------
    def zd_until(self, a: list[Any]) -> _Clause:
        dicts = [x for x in a if isinstance(x, dict)]
        flt, dest, rest = dicts
        if not flt:
            raise Unsupported("revealing until you reveal a card (any card)")
        may = any(isinstance(t, Token) and t.type == "ZD_MAY" for t in a)
        return "reveal_until", {"filter": flt, **dest, **({"optional": True} if may else {}), **rest}

    def zd_rest_random(self, a: list[Any]) -> dict[str, Any]:
        return {"rest_on_bottom": True, "random_order": True}

    def zd_rest_any(self, a: list[Any]) -> dict[str, Any]:
        return {"rest_on_bottom": True}

    def zd_rest_graveyard(self, a: list[Any]) -> dict[str, Any]:
        return {"rest_to": "graveyard"}

    def zd_rest_exile(self, a: list[Any]) -> dict[str, Any]:
        return {"rest_to": "exile"}

    def zd_rest_shuffle(self, a: list[Any]) -> dict[str, Any]:
        return {"shuffle_rest": True}

    def zd_others(self, a: list[Any]) -> None:
        return None


    # ---- "search your library and/or graveyard for a card named ..." (CR 701.23, 201.2) ------------------------------
    def zd_search_named(self, a: list[Any]) -> _Clause:
        name = str(a[0]).strip()
        return "search_library", {"filter": {"name": name}, "reveal": True, "graveyard": True}

    def zd_may_search(self, a: list[Any]) -> tuple[Any, ...]:
        """CR 608.2d: "you may search ..." (as parts/effects' "you may" sentences)."""
        verb, args = a[0]
        return verb, args, {"may": True}


def _duration_words(e: Effect) -> str | None:
    until = e.args.get("until")
    return terms.DURATION_WORDS.get(str(getattr(until, "value", until)))


@renders_effect
def _render(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """An effect lasting until your next turn or for as long as ...: its clause lasting until end of turn ("... until
    end of turn", or "... this turn": "can't block this turn"), the duration's words changed."""
    words = _duration_words(e)
    if words is None:
        return None
    base = {k: v for k, v in e.args.items() if k != "until"}
    for args in (base, {**base, "until": Duration.END_OF_TURN}):
        # the effect's own anaphora context (render.named_before) is already set by render_effect
        text = render._render_effect(dataclasses.replace(e, args=args), targets)
        if text.endswith(" until end of turn") or " until end of turn" + render.ALT_CLOSE in text:
            return text.replace(" until end of turn", " " + words)
        if text.endswith(" this turn"):
            return text.removesuffix(" this turn") + " " + words
    return None


_TOP_KEYS = {"filter", "into", "optional", "tapped", "look", "otherwise", "otherwise_bottom", "otherwise_optional",
             "otherwise_if_not_put"}
_IT = f"{ALT_OPEN}it{ALT_SEP}that card{ALT_CLOSE}"


def _dest(into: str, tapped: bool = False, bottom: bool = False) -> str:
    if bottom:
        return "on the bottom of your library"
    if into == "battlefield":
        return "onto the battlefield" + (" tapped" if tapped else "")
    return f"into your {into}"


@renders_effect
def _render_top(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"reveal the top card of your library. if it's a land card, put it onto the battlefield. otherwise, put that
    card into your hand." (CR 701.20a, 401.2)."""
    # imported here: zd is imported before the other parts (its duration renderer first), and importing zones at
    # the top would register zones' renderers before zone2's (parts/__init__'s order)
    from manastack.oracle.parts.zones import _card_filter_renders, card_phrase
    a = dict(e.args)
    if e.verb != "reveal_top" or set(a) - _TOP_KEYS or "filter" not in a or not _card_filter_renders(a["filter"]):
        return None
    phrase = card_phrase(a["filter"])
    article = "an" if phrase[0] in "aeiou" else "a"
    into = str(a.get("into", "battlefield"))
    look = bool(a.get("look"))
    may = "you may " if a.get("optional") else ""
    reveal_it = "reveal it and " if look and into == "hand" else ""
    text = (f"{'look at' if look else 'reveal'} the top card of your library. if it's {article} {phrase}, "
            f"{may}{reveal_it}put {_IT} {_dest(into, bool(a.get('tapped')))}")
    if "otherwise" in a or a.get("otherwise_bottom"):
        lead = f"if you don't put the card {_dest(into)}, " if a.get("otherwise_if_not_put") else "otherwise, "
        may2 = "you may " if a.get("otherwise_optional") else ""
        text += f". {lead}{may2}put {_IT} {_dest(str(a.get('otherwise', '')), bottom=bool(a.get('otherwise_bottom')))}"
    elif a.get("otherwise_if_not_put"):
        return None
    return text


_UNTIL_KEYS = {"filter", "into", "tapped", "optional", "rest_to", "rest_on_bottom", "random_order", "shuffle_rest"}
_OTHERS = f"{ALT_OPEN}the rest{ALT_SEP}all other cards revealed this way{ALT_CLOSE}"


@renders_effect
def _render_until(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"reveal cards from the top of your library until you reveal a creature card. put that card onto the
    battlefield and the rest on the bottom of your library in a random order." (CR 701.20a)."""
    # imported here: see _render_top
    from manastack.oracle.parts.zones import _card_filter_renders, card_phrase
    a = dict(e.args)
    if e.verb != "reveal_until" or set(a) - _UNTIL_KEYS or "filter" not in a or not _card_filter_renders(a["filter"]):
        return None
    phrase = card_phrase(a["filter"])
    article = "an" if phrase[0] in "aeiou" else "a"
    if a.get("shuffle_rest"):
        rest = f"{ALT_OPEN} and{ALT_SEP}, then{ALT_CLOSE} shuffle {_OTHERS} into your library"
    elif a.get("rest_on_bottom"):
        order = "a random order" if a.get("random_order") else "any order"
        rest = f" and {ALT_OPEN}{ALT_SEP}put {ALT_CLOSE}{_OTHERS} on the bottom of your library in {order}"
    elif a.get("rest_to") == "graveyard":
        rest = f" and {ALT_OPEN}{ALT_SEP}put {ALT_CLOSE}{_OTHERS} into your graveyard"
    elif a.get("rest_to") == "exile":
        rest = f" and exile {_OTHERS}"
    else:
        return None
    may = "you may " if a.get("optional") else ""
    return (f"reveal cards from the top of your library until you reveal {article} {phrase}. {may}put that card "
            f"{_dest(str(a.get('into', 'hand')), bool(a.get('tapped')))}{rest}")


@renders_effect
def _render_search_named(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"search your library and/or graveyard for a card named N, reveal it, and put it into your hand. if you search
    your library this way, shuffle." (CR 701.23, 201.2)."""
    a = dict(e.args)
    f = a.get("filter")
    if e.verb != "search_library" or set(a) != {"filter", "reveal", "graveyard"} or not a["graveyard"] \
            or not a["reveal"] or f is None or getattr(f, "name", None) is None \
            or dataclasses.replace(f, name=None) != Filter():
        return None
    return (f"search your library and/or graveyard for a card named {f.name}, reveal it, and put it into your hand. "
            f"if you search your library this way, shuffle")
