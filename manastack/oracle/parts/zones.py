"""The Oracle grammar's part ``zones`` (issue 9): library, graveyard, exile and hand moves.

Phrases: graveyard targets ("return target creature card from your graveyard to your hand / to the battlefield",
"exile target card from a graveyard", "put target card from a graveyard on top of its owner's library", CR 115.1,
404); this card returned from your graveyard by its own ability (CR 602.2, 113.6m); "shuffle this into its owner's
library" (701.24); surveil (701.25); library searches (701.23); "target opponent reveals their hand. you choose a
nonland card from it. that player discards that card." (701.20, 701.9); looking at the top cards of your library
and putting one into your hand and the rest on the bottom or into your graveyard (401.2).

Grammar in ``zones.lark``; renderers below give the compiled values back as the Oracle text.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.model import (
    EMPTY_FILTER,
    ActivatedAbility,
    ActivationCost,
    Effect,
    Filter,
    StaticAbility,
    TargetSpec,
)
from manastack.cards.values import Quantity, Reference
from manastack.oracle.render import (
    _cost,
    _target as _target_text,
    noun_phrase,
    render_body,
    renders_ability,
    renders_cost_field,
    renders_effect,
    renders_static,
)
from manastack.oracle.terms import Obj, Unsupported, merge, number

#: The permanent card types (CR 110.4): "permanent card" is a card of one of them.
PERMANENT_TYPES = ["Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"]

_Clause = tuple[str, dict[str, Any]]


def _int(tok: Token | str) -> int:
    n = number(tok)
    if not isinstance(n, int):
        raise Unsupported(f"X {tok}")
    return n


class Terms:
    """Transformer methods of the zones part (rule names ``zon_*``)."""

    # ---- cards (CR 109.2) ----------------------------------------------------------------------------------------
    def zon_card(self, a: list[Token]) -> dict[str, Any]:
        return {}

    def zon_type_or_card(self, a: list[Token]) -> dict[str, Any]:
        return {"types_any": [str(a[0]).capitalize(), str(a[1]).capitalize()]}

    def zon_subtype_or_card(self, a: list[Token]) -> dict[str, Any]:
        return {"__subtypes_in_order": (str(a[0]), str(a[1]))}     # kept as written ("Plains or Island")

    def zon_permanent_card(self, a: list[Token]) -> dict[str, Any]:
        return {"types_any": list(PERMANENT_TYPES)}

    def zon_card_np(self, a: list[dict[str, Any]]) -> dict[str, Any]:
        f = merge(a)
        ordered = f.pop("__subtypes_in_order", None)
        if ordered is not None:
            if f.get("subtypes"):
                raise Unsupported("a subtype and a choice of subtypes")
            f["subtypes"] = list(ordered)
        if "controller" in f or "tapped" in f or "attacking" in f or "blocking" in f or "keywords" in f:
            raise Unsupported("a card named with a permanent's quality")
        if "types_any" in f and "types" in f:
            raise Unsupported("a card with a type and a choice of types")
        return f

    zon_cards_np = zon_card_np

    # ---- graveyard targets (CR 115.1, 404) -------------------------------------------------------------------------
    def zon_your_graveyard(self, a: list[Any]) -> dict[str, Any]:
        return {"controller": "you"}      # a card in a graveyard is controlled by its owner (CR 108.4a)

    def zon_a_graveyard(self, a: list[Any]) -> dict[str, Any]:
        return {}

    def zon_an_opponents_graveyard(self, a: list[Any]) -> dict[str, Any]:
        return {"controller": "opponent"}

    def zon_graveyard_target(self, a: list[dict[str, Any]]) -> Obj:
        return Obj("target", {"card": {**a[0], **a[1]}, "zone": "graveyard"})

    def zon_tapped(self, a: list[Any]) -> bool:
        return True

    def zon_return_to_hand(self, a: list[Any]) -> _Clause:
        if a[0].spec["card"].get("controller") != "you":
            raise Unsupported("a card from another graveyard to your hand")
        return "bounce", {"what": a[0]}

    def zon_return_to_battlefield(self, a: list[Any]) -> _Clause:
        if a[0].spec["card"].get("controller") != "you":
            raise Unsupported("returning a card from another graveyard")
        return "put_onto_battlefield", {"what": a[0], **({"tapped": True} if len(a) > 1 else {})}

    def zon_put_onto_battlefield(self, a: list[Any]) -> _Clause:
        if a[0].spec["card"].get("controller") == "you":
            raise Unsupported("putting a card from your graveyard onto the battlefield (written 'return')")
        return "put_onto_battlefield", {"what": a[0], **({"tapped": True} if len(a) > 1 else {})}

    def zon_exile_card(self, a: list[Any]) -> _Clause:
        return "exile", {"what": a[0]}

    def zon_card_on_top(self, a: list[Any]) -> _Clause:
        return "put_on_library", {"what": a[0]}

    def zon_card_on_bottom(self, a: list[Any]) -> _Clause:
        return "put_on_library", {"what": a[0], "bottom": True}

    # ---- this card from your graveyard (CR 602.2, 113.6m) ----------------------------------------------------------
    def zon_self_to_hand(self, a: list[Any]) -> _Clause:
        return "bounce", {"what": Obj("ref", ref="self")}

    def zon_self_to_battlefield(self, a: list[Any]) -> _Clause:
        return "put_onto_battlefield", {"what": Obj("ref", ref="self"), **({"tapped": True} if a else {})}

    def zon_graveyard_activated(self, a: list[Any]) -> dict[str, Any]:
        return {"__ability": "activated", "cost": a[0], "zone": "graveyard", "clauses": [a[1]]}

    def zon_exile_self_cost(self, a: list[Any]) -> dict[str, Any]:
        return {"exile_self": True}

    def zon_graveyard_cost_activated(self, a: list[Any]) -> dict[str, Any]:
        *costs, clauses = a
        return {"__ability": "activated", "cost": merge([*costs, {"exile_self": True}]), "zone": "graveyard",
                "clauses": clauses}

    def zon_shuffle_self(self, a: list[Any]) -> _Clause:
        return "shuffle_into_library", {"what": Obj("ref", ref="self")}

    def zon_shuffled_graveyard(self, a: list[Any]) -> dict[str, Any]:
        return {"graveyard": True}

    def zon_shuffled_hand_graveyard(self, a: list[Any]) -> dict[str, Any]:
        return {"hand": True, "graveyard": True}

    def zon_shuffle_zones(self, a: list[Any]) -> _Clause:
        if a[0].kind == "ref" and a[0].ref == "you":
            raise Unsupported("'you shuffles'")
        return "shuffle_into_library", {"player": a[0], **a[1]}

    def zon_shuffle_yours(self, a: list[Any]) -> _Clause:
        return "shuffle_into_library", {"player": Obj("ref", ref="you"), **a[0]}

    def zon_permanent_on_top(self, a: list[Any]) -> _Clause:
        if a[0].count != 1:
            raise Unsupported("N target permanents on top of a library (their owner orders them, 401.4)")
        return "put_on_library", {"what": a[0]}

    def zon_permanent_on_bottom(self, a: list[Any]) -> _Clause:
        if a[0].count != 1:
            raise Unsupported("N target permanents on the bottom of a library")
        return "put_on_library", {"what": a[0], "bottom": True}

    def zon_exile_target_graveyard(self, a: list[Any]) -> _Clause:
        return "exile_graveyards", {"player": Obj("target", "player")}

    def zon_exile_all_graveyards(self, a: list[Any]) -> _Clause:
        return "exile_graveyards", {}

    def zon_return_chosen(self, a: list[Any]) -> _Clause:
        f = dict(a[1])
        if _int(a[0]) != 1 or f.pop("controller", None) != "you" or f.get("__spell"):
            raise Unsupported("returning a permanent you don't control, or N of them")
        return "bounce", {"filter": f}

    def zon_impulse_one(self, a: list[Any]) -> _Clause:
        return "exile_top", {"amount": 1, "player": Obj("ref", ref="you"), "play": True}

    def zon_impulse_one_next(self, a: list[Any]) -> _Clause:
        return "exile_top", {"amount": 1, "player": Obj("ref", ref="you"), "play": True,
                             "play_until_next_turn": True}

    def zon_impulse_some_next(self, a: list[Any]) -> _Clause:
        n = number(a[0])
        if n == 1:
            raise Unsupported("the top one cards")
        return "exile_top", {"amount": n, "player": Obj("ref", ref="you"), "play": True,
                             "play_until_next_turn": True}

    def zon_impulse_some(self, a: list[Any]) -> _Clause:
        verb, args = self.zon_impulse_some_next(a)
        return verb, {k: v for k, v in args.items() if k != "play_until_next_turn"}

    def zon_put_from_hand(self, a: list[Any]) -> _Clause:
        if _int(a[0]) != 1:
            raise Unsupported("putting N cards from your hand onto the battlefield")
        return "put_from_hand", {**({"filter": a[1]} if a[1] else {}), **({"tapped": True} if len(a) > 2 else {})}

    def zon_self_on_top(self, a: list[Any]) -> _Clause:
        return "put_on_library", {"what": Obj("ref", ref="self")}

    def zon_arrange(self, a: list[Any]) -> _Clause:
        return "arrange_top", {"amount": number(a[0])}

    # ---- the top of your library and your hand (CR 401.5, 305.1, 402.2) ------------------------------------------
    def zon_play_lands_from_top(self, a: list[Any]) -> dict[str, Any]:
        return {"static": "play_lands_from_library_top"}

    def zon_play_lands_from_graveyard(self, a: list[Any]) -> dict[str, Any]:
        return {"static": "play_lands_from_graveyard"}

    # ---- surveil, search (CR 701.25, 701.23) ----------------------------------------------------------------------
    def zon_surveil(self, a: list[Token]) -> _Clause:
        return "surveil", {"amount": int(a[0])}

    def zon_search_one(self, a: list[Any]) -> dict[str, Any]:
        if _int(a[0]) != 1:
            raise Unsupported("searching for N cards without 'up to'")
        return {"filter": a[1]}

    def zon_search_up_to(self, a: list[Any]) -> dict[str, Any]:
        if not a[1]:
            raise Unsupported("searching for up to N cards of any kind")
        return {"filter": a[1], "amount": _int(a[0])}

    def zon_search_reveal(self, a: list[Any]) -> bool:
        return True

    def zon_found(self, a: list[Any]) -> None:
        return None

    def zon_into_hand(self, a: list[Any]) -> dict[str, Any]:
        return {"into": "hand"}

    def zon_into_graveyard(self, a: list[Any]) -> dict[str, Any]:
        return {"into": "graveyard"}

    def zon_into_battlefield(self, a: list[Any]) -> dict[str, Any]:
        return {"into": "battlefield", **({"tapped": True} if a else {})}

    def zon_search_on_top(self, a: list[Any]) -> _Clause:
        verb, args = self.zon_search([*a, {"on_top": True}])
        if "amount" in args:
            raise Unsupported("putting N searched cards on top in an order")
        return verb, args

    def zon_library(self, a: list[Any]) -> None:
        return None

    def zon_search(self, a: list[Any]) -> _Clause:
        what = a[0]
        reveal = any(x is True for x in a[1:])
        into = next(x for x in a[1:] if isinstance(x, dict))
        args: dict[str, Any] = {}
        if what["filter"]:
            args["filter"] = what["filter"]
        if "amount" in what:
            args["amount"] = what["amount"]
        args.update(into)
        if reveal:
            args["reveal"] = True
        return "search_library", args

    # ---- revealed hand (CR 701.20, 701.9) -------------------------------------------------------------------------
    def zon_reveal_discard(self, a: list[Any]) -> _Clause:
        player, n, flt = a
        if player.kind != "target":
            raise Unsupported("a player other than a target reveals their hand")
        if _int(n) != 1:
            raise Unsupported("choosing N cards from a revealed hand")
        args: dict[str, Any] = {"amount": 1, "player": player, "chooser": Obj("ref", ref="you"), "reveal": True}
        if flt:
            args["filter"] = flt
        return "discard", args

    # ---- the top of your library (CR 401.2) -----------------------------------------------------------------------
    def zon_dig_reveal(self, a: list[Any]) -> dict[str, Any]:
        if _int(a[0]) != 1:
            raise Unsupported("revealing N cards from among them")
        return {"filter": a[1], "optional": True, "reveal": True}

    def zon_reveal_pick(self, a: list[Any]) -> dict[str, Any]:
        if _int(a[0]) != 1:
            raise Unsupported("putting N cards from among them")
        return {"filter": a[1], "optional": True}

    def zon_reveal_dig(self, a: list[Any]) -> _Clause:
        verb, args = self.zon_dig(a)
        return verb, {**args, "reveal_all": True}

    def zon_piles(self, a: list[Any]) -> _Clause:
        return "reveal_into_piles", {"amount": number(a[0])}

    def zon_dig_some(self, a: list[Any]) -> dict[str, Any]:
        n = number(a[0])
        return {} if n == 1 else {"pick_amount": n}

    def zon_rest_random(self, a: list[Any]) -> dict[str, Any]:
        return {"rest_on_bottom": True, "random_order": True}

    def zon_rest_any(self, a: list[Any]) -> dict[str, Any]:
        return {"rest_on_bottom": True}

    def zon_rest_graveyard(self, a: list[Any]) -> dict[str, Any]:
        return {"rest_to": "graveyard"}

    def zon_dig(self, a: list[Any]) -> _Clause:
        amount, pick, rest = a
        n = number(amount)
        args: dict[str, Any] = {"amount": n, "pick_to": "hand", **rest}
        if pick.get("filter"):
            args["filter"] = pick["filter"]
        for key in ("optional", "reveal", "pick_amount"):
            if pick.get(key):
                args[key] = pick[key]
        return "look_at_top", args


# ---- rendering ----------------------------------------------------------------------------------------------------

_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
          10: "ten"}


def card_phrase(f: Filter, plural: bool = False) -> str:
    """A card filter as its noun phrase ("basic land card", "noncreature, nonland card", "instant or sorcery card",
    "creature card with mana value 3 or less"), without the zone."""
    words = [w for flag, w in ((f.monocolored, "monocolored"), (f.multicolored, "multicolored"),
                               (f.colorless, "colorless")) if flag]
    words += [_COLOR_NAMES[c] for c in f.colors] + ["non" + _COLOR_NAMES[c] for c in f.not_colors]
    if f.not_types:
        words.append(", ".join("non" + t.lower() for t in f.not_types))
    if "Basic" in f.supertypes:
        words.append("basic")
    s = "s" if plural else ""
    if sorted(f.types_any) == PERMANENT_TYPES:
        words += list(f.subtypes) + [t.lower() for t in f.types] + ["permanent card" + s]
    elif f.types_any:
        words.append(" or ".join(t.lower() for t in f.types_any) + " card" + s)
    elif len(f.subtypes) == 2 and not f.types:
        words.append(" or ".join(f.subtypes) + " card" + s)
    else:
        words += list(f.subtypes) + [t.lower() for t in f.types] + ["card" + s]
    if f.power_max is not None:
        words.append(f"with power {f.power_max} or less")
    if f.power_min is not None:
        words.append(f"with power {f.power_min} or greater")
    if f.mana_value_max is not None:
        words.append(f"with mana value {f.mana_value_max} or less")
    return " ".join(words)


def _card_filter_renders(f: Filter) -> bool:
    """Whether :func:`card_phrase` says everything of ``f`` (else the card isn't rendered, and doesn't compile)."""
    known = {"colors", "not_colors", "not_types", "supertypes", "types_any", "subtypes", "types", "power_max",
             "power_min", "mana_value_max", "controller", "monocolored", "multicolored", "colorless"}
    return all(getattr(f, k) == getattr(EMPTY_FILTER, k) for k in Filter.__dataclass_fields__ if k not in known) \
        and set(f.supertypes) <= {"Basic"}


def _article(phrase: str) -> str:
    return ("an " if phrase[0] in "aeiouAEIOU" else "a ") + phrase


def _graveyard_target(t: TargetSpec) -> str:
    where = {"you": "your graveyard", "opponent": "an opponent's graveyard"}.get(t.filter.controller or "",
                                                                                  "a graveyard")
    return f"target {card_phrase(t.filter)} from {where}"


def _card_target(e: Effect, targets: tuple[TargetSpec, ...]) -> TargetSpec | None:
    what = e.args.get("what")
    if isinstance(what, Reference) and what.name == "target" and what.index < len(targets):
        t = targets[what.index]
        if t.kind == "card" and (t.zone or "graveyard") == "graveyard" and _card_filter_renders(t.filter):
            return t
    return None


def _qty(q: Any) -> int | None:
    return q.constant() if isinstance(q, Quantity) else (q if isinstance(q, int) else None)


def _count_word(q: Any) -> str:
    n = _qty(q)
    if n is None:
        return "X" if isinstance(q, Quantity) and q.kind == "x" else "<n?>"
    return _WORDS.get(n, str(n))


@renders_effect
def render_zone_effect(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """The effects this part emits, as their clauses."""
    a = e.args
    t = _card_target(e, targets)
    tapped = " tapped" if a.get("tapped") else ""
    if t is not None:
        what = _graveyard_target(t)
        if e.verb == "bounce" and set(a) == {"what"}:
            return f"return {what} to your hand"
        if e.verb == "put_onto_battlefield" and set(a) <= {"what", "tapped"}:
            if t.filter.controller == "you":    # from your own graveyard a card is "returned" (CR 400.7 aside)
                return f"return {what} to the battlefield{tapped}"
            return f"put {what} onto the battlefield under your control{tapped}"
        if e.verb == "exile" and set(a) == {"what"}:
            return f"exile {what}"
        if e.verb == "put_on_library" and set(a) <= {"what", "bottom"}:
            where = "on the bottom of" if a.get("bottom") else "on top of"
            library = "your library" if t.filter.controller == "you" else "its owner's library"
            return f"put {what} {where} {library}"
        return None
    if e.verb == "shuffle_into_library" and set(a) == {"what"} and isinstance(a["what"], Reference) \
            and a["what"].name in ("self", "new_object"):     # new_object: after "when this dies" (400.7e)
        return "shuffle this into its owner's library"
    if e.verb == "shuffle_into_library" and "what" not in a and isinstance(a.get("player"), Reference):
        zones = "hand and graveyard" if a.get("hand") else "graveyard"
        who = _player(a["player"], targets)
        if who == "you":
            return f"shuffle your {zones} into your library"
        return f"{who} shuffles their {zones} into their library"
    if e.verb == "put_on_library" and set(a) == {"what"} and isinstance(a["what"], Reference) \
            and a["what"].name in ("self", "new_object"):     # new_object: after "when this dies" (400.7e)
        return "put this on top of its owner's library"
    if e.verb == "put_on_library" and set(a) <= {"what", "bottom"} and isinstance(a["what"], Reference) \
            and a["what"].name == "target" and a["what"].index < len(targets) \
            and targets[a["what"].index].kind == "permanent":
        where = "on the bottom of" if a.get("bottom") else "on top of"
        return f"put {_target_text(targets[a['what'].index])} {where} its owner's library"
    if e.verb == "bounce" and set(a) == {"filter"} and isinstance(a["filter"], Filter):
        what = noun_phrase(a["filter"])
        return f"return {_article(what)} you control to its owner's hand"
    if e.verb == "exile_top" and a.get("play") and isinstance(a.get("player"), Reference) \
            and a["player"].name == "you" and set(a) <= {"amount", "player", "play", "play_until_next_turn"}:
        n = _qty(a["amount"])
        if n == 1:
            if a.get("play_until_next_turn"):
                return ("exile the top card of your library. until the end of your next turn, you may play that "
                        "card")
            return "exile the top card of your library. you may play that card this turn"
        if a.get("play_until_next_turn"):
            return (f"exile the top {_count_word(a['amount'])} cards of your library. until the end of your next turn,"
                    f" you may play those cards")
        return f"exile the top {_count_word(a['amount'])} cards of your library. until end of turn, you may play those cards"
    if e.verb == "put_from_hand" and set(a) <= {"filter", "tapped"} \
            and _card_filter_renders(a.get("filter", EMPTY_FILTER)):
        tapped = " tapped" if a.get("tapped") else ""
        what = _article(card_phrase(a.get("filter", EMPTY_FILTER)))
        return f"you may put {what} from your hand onto the battlefield{tapped}"
    if e.verb == "exile_graveyards" and not a:
        return "exile all graveyards"
    if e.verb == "exile_graveyards" and set(a) == {"player"} and isinstance(a["player"], Reference):
        return f"exile {_player(a['player'], targets)}'s graveyard"
    if e.verb == "arrange_top" and set(a) == {"amount"}:
        return f"look at the top {_count_word(a['amount'])} cards of your library, then put them back in any order"
    if e.verb == "surveil" and set(a) == {"amount"}:
        return f"surveil {_qty(a['amount'])}"
    if e.verb == "search_library" and "player" not in a and _card_filter_renders(a.get("filter", EMPTY_FILTER)):
        return _render_search(a)
    if e.verb == "discard" and a.get("reveal") and isinstance(a.get("chooser"), Reference) \
            and _card_filter_renders(a.get("filter", EMPTY_FILTER)):
        return _render_reveal_discard(a, targets)
    if e.verb == "reveal_into_piles" and set(a) == {"amount"}:
        return (f"reveal the top {_count_word(a['amount'])} cards of your library. an opponent separates those "
                f"cards into two piles. put one pile into your hand and the other into your graveyard")
    if e.verb == "look_at_top" and "pick_to" in a and "player" not in a \
            and _card_filter_renders(a.get("filter", EMPTY_FILTER)):
        return _render_dig(a)
    return None


def _player(r: Reference, targets: tuple[TargetSpec, ...]) -> str:
    if r.name == "target" and r.index < len(targets):
        return f"target {targets[r.index].kind}"
    return {"you": "you", "each_player": "each player", "each_opponent": "each opponent"}.get(r.name, "<player?>")


def _render_search(a: Any) -> str:
    f = a.get("filter", Filter())
    if "amount" in a:
        what = f"up to {_count_word(a['amount'])} {card_phrase(f, plural=True)}"
        found = "them"
    else:
        what = _article(card_phrase(f))
        found = "it"
    reveal = f"reveal {found}, " if a.get("reveal") else ""
    if a.get("on_top"):
        return f"search your library for {what}, {reveal}then shuffle and put {found} on top"
    into = str(a.get("into", "hand"))
    put = {"hand": "into your hand", "graveyard": "into your graveyard",
           "battlefield": "onto the battlefield" + (" tapped" if a.get("tapped") else "")}[into]
    return f"search your library for {what}, {reveal}put {found} {put}, then shuffle"


def _render_reveal_discard(a: Any, targets: tuple[TargetSpec, ...]) -> str:
    player = a.get("player")
    if not (isinstance(player, Reference) and player.name == "target" and player.index < len(targets)):
        return "<discard?>"
    who = f"target {targets[player.index].kind}"
    f = a.get("filter", Filter())
    return (f"{who} reveals their hand. you choose {_article(card_phrase(f))} from it. "
            f"that player discards that card")


def _render_dig(a: Any) -> str:
    n = a.get("amount")
    if a.get("reveal_all"):
        if not a.get("optional") or a.get("reveal"):
            return "<look_at_top?>"
        f = a.get("filter", Filter())
        return (f"reveal the top {_count_word(n)} cards of your library. you may put {_article(card_phrase(f))} "
                f"from among them into your hand. put {_rest(a, n)}")
    out = f"look at the top {_count_word(n)} cards of your library. "
    rest = _rest(a, n)
    if a.get("optional"):
        f = a.get("filter", Filter())
        return out + f"you may reveal {_article(card_phrase(f))} from among them and put it into your hand. put {rest}"
    picks = a.get("pick_amount", 1)
    return out + f"put {'one' if _qty(picks) == 1 else _count_word(picks)} of them into your hand and {rest}"


def _rest(a: Any, n: Any) -> str:
    """Where the cards not picked go ("the rest on the bottom of your library in any order")."""
    if a.get("rest_on_bottom") and "rest_to" not in a:
        return "the rest on the bottom of your library in " + ("a random order" if a.get("random_order") else "any order")
    if a.get("rest_to") != "graveyard":
        return "<rest?>"
    picked = _qty(a.get("pick_amount", 1))
    if picked is not None and _qty(n) == picked + 1 and not a.get("optional"):
        return "the other into your graveyard"
    return "the rest into your graveyard"


_STATIC_LINES = {"look_at_library_top": "you may look at the top card of your library any time.",
                 "top_card_revealed": "play with the top card of your library revealed.",
                 "play_lands_from_library_top": "you may play lands from the top of your library.",
                 "no_max_hand_size": "you have no maximum hand size.",
                 "play_lands_from_graveyard": "you may play lands from your graveyard."}


@renders_static
def render_zone_static(s: StaticAbility) -> str | None:
    """The static abilities about the top of your library and your hand (CR 401.5, 305.1, 402.2)."""
    return _STATIC_LINES.get(s.kind) if not s.args else None


@renders_cost_field("exile_self")
def render_exile_self(c: ActivationCost) -> str:
    """CR 602.2h: "exile this" as a cost."""
    return "exile this"


@renders_ability
def render_graveyard_ability(ab: Any) -> str | None:
    """An ability activated from the graveyard (CR 602.2, 113.6m): one that returns its own card, or one whose cost
    exiles it from there."""
    if not isinstance(ab, ActivatedAbility) or ab.zone != "graveyard" or ab.body.modal:
        return None
    if ab.cost.exile_self:
        cost = _cost(ab)
        head, sep, tail = cost.rpartition("exile this")
        return f"{head}exile this from your graveyard{tail}: {render_body(ab.body)}" if sep else None
    effects = ab.body.single.effects
    if len(effects) != 1 or ab.body.single.targets:
        return None
    e = effects[0]
    what = e.args.get("what")
    if not (isinstance(what, Reference) and what.name == "self"):
        return None
    if e.verb == "bounce" and set(e.args) == {"what"}:
        return f"{_cost(ab)}: return this from your graveyard to your hand."
    if e.verb == "put_onto_battlefield" and set(e.args) <= {"what", "tapped"}:
        tapped = " tapped" if e.args.get("tapped") else ""
        return f"{_cost(ab)}: return this from your graveyard to the battlefield{tapped}."
    return None
