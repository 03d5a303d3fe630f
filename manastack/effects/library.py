"""Effect verbs that look into a library: scry (CR 701.22), surveil (701.25), search (701.23), reveal the top
card (701.20).

Each asks all its questions first and only then proposes events (ask before act,
docs/architecture.md).  The questions have the shapes of the judge format
(../shared/scenario-format.md, "Script"): first the cards that go to the bottom (scry)
or into the graveyard (surveil), any number of them; then, where two or more
different cards end in the same place, their order, top first, the bottom group
before the top group.  A search asks for the cards found; where the search names a
quality, finding none is allowed (701.23b).
"""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.model import EMPTY_FILTER
from manastack.cards.values import YOU
from manastack.core.types import Zone
from manastack.decisions import Decision, Option
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext
from manastack.rules.naming import obj_name
from manastack.rules.targeting import matches


def _options(ctx: EffectContext, cards: list[int]) -> tuple[Option, ...]:
    return tuple(Option(obj_name(ctx.state, o), o, f"{obj_name(ctx.state, o)}#{o}") for o in cards)


def choose_any(ctx: EffectContext, player: int, cards: list[int], prompt: str, rule: str, what: str,
               least: int = 0, most: int | None = None) -> list[int]:
    """Ask ``player`` to choose between ``least`` and ``most`` (default all) of ``cards``."""
    most = len(cards) if most is None else min(most, len(cards))
    if not cards or most <= 0:
        return []
    a = ctx.choose(Decision(player, "choose", prompt, rule, _options(ctx, cards), min=least, max=most,
                            data={"what": what}))
    return [cards[i] for i in a.picks]  # type: ignore[attr-defined]


def choose_order(ctx: EffectContext, player: int, cards: list[int], where: str, rule: str) -> list[int]:
    """Ask ``player`` the order of ``cards`` (top first), unless they are all the same card."""
    if len({obj_name(ctx.state, o).lower() for o in cards}) < 2:
        return list(cards)
    a = ctx.choose(Decision(player, "choose", f"Choose the order of the cards {where}, top first", rule,
                            _options(ctx, cards), min=len(cards), max=len(cards),
                            data={"what": "library_order", "ordered": True}))
    return [cards[i] for i in a.picks]  # type: ignore[attr-defined]


@effect("scry", "701.22", main="amount", amount="quantity", player="reference")
def scry(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.22a: look at the top N cards, put any number on the bottom and the rest on top, in any order."""
    n = ctx.number(args.get("amount"), 1)
    for p in ctx.players(args.get("player"), YOU):     # CR 701.22c: in APNAP order
        seen = list(ctx.state.players[p].library[:n])
        if not seen:
            continue                                      # CR 701.22b: no scry event
        bottom = choose_any(ctx, p, seen, f"Scry {n}: choose the cards to put on the bottom of your library",
                            "701.22a", "scry")
        top = [o for o in seen if o not in bottom]
        bottom = choose_order(ctx, p, bottom, "going to the bottom of your library", "701.22a")
        top = choose_order(ctx, p, top, "staying on top of your library", "701.22a")
        ctx.emit(ev.ArrangeLibrary(p, tuple(top), tuple(bottom), "scry", rules=("701.22a",)))


@effect("surveil", "701.25", main="amount", amount="quantity", player="reference")
def surveil(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.25a: look at the top N cards, put any number into the graveyard and the rest on top in any order."""
    n = ctx.number(args.get("amount"), 1)
    for p in ctx.players(args.get("player"), YOU):
        seen = list(ctx.state.players[p].library[:n])
        if not seen:
            continue                                      # CR 701.25c: no surveil event
        milled = choose_any(ctx, p, seen, f"Surveil {n}: choose the cards to put into your graveyard",
                            "701.25a", "surveil")
        top = choose_order(ctx, p, [o for o in seen if o not in milled], "staying on top of your library",
                           "701.25a")
        for o in milled:
            ctx.emit(ev.ZoneMove(o, Zone.GRAVEYARD.value, cause="surveil", by=p, rules=("701.25a",)))
        ctx.emit(ev.ArrangeLibrary(p, tuple(top), (), "surveil", rules=("701.25a",)))


@effect("search_library", "701.23", main="filter", filter="filter", amount="quantity", into="zone", tapped="flag",
        reveal="flag", on_top="flag", player="reference", graveyard="flag")
def search_library(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.23: search your library for up to N cards (matching ``filter``), put them ``into`` a zone
    (``hand``, ``battlefield``, ``graveyard``; ``tapped``), ``reveal`` them, then shuffle (701.24); ``on_top``: they
    stay in the library, which is shuffled, and are then put on top ("then shuffle and put that card on top":
    Vampiric Tutor, 401.1).  ``graveyard``: "search your library and/or graveyard": the player searches both zones
    (the "and" of the choice; the library searched, it is shuffled)."""
    st = ctx.state
    flt = args.get("filter", EMPTY_FILTER)
    n = ctx.number(args.get("amount"), 1)
    into = str(args.get("into", Zone.HAND.value))
    for p in ctx.players(args.get("player"), YOU):
        library = list(st.players[p].library)
        if args.get("graveyard"):
            library += list(st.players[p].graveyard)
        fits = [o for o in library if flt.is_empty() or matches(st, o, flt, ctx.source, p)]
        # CR 701.23b: a search for a stated quality may find nothing; 701.23d: "a card" must be found.
        least = 0 if not flt.is_empty() else min(n, len(fits))
        found = choose_any(ctx, p, fits, f"Search your library: choose up to {n} card(s) to find", "701.23a",
                           "search", least=least, most=n)
        if args.get("reveal") and found:
            names = ", ".join(obj_name(st, o) for o in found)
            ctx.emit(ev.Note(f"{st.players[p].name} reveals {names}", rules=("701.20a",)))
        if args.get("on_top"):
            ctx.emit(ev.Shuffle(p, rules=("701.23a", "701.24a")))
            for o in found:
                ctx.emit(ev.ZoneMove(o, Zone.LIBRARY.value, cause="search", by=p, position="top", rules=("401.1",)))
            continue
        for o in found:
            ctx.emit(ev.ZoneMove(o, into, cause="search", by=p, controller=p if into == "battlefield" else None,
                                 tapped=bool(args.get("tapped")), rules=("701.23a",)))
        ctx.emit(ev.Shuffle(p, rules=("701.23a", "701.24a")))


@effect("reveal_top", "701.20", main="filter", filter="filter", optional="flag", into="zone", counter="counter",
        add_types="words", player="reference", tapped="flag", look="flag", otherwise="zone", otherwise_bottom="flag",
        otherwise_optional="flag", otherwise_if_not_put="flag")
def reveal_top(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.20a: reveal the top card of your library; if it matches ``filter``, put it ``into`` a zone (asked
    first with ``optional``: "you may"), onto the battlefield ``tapped``, with one ``counter`` counter and as
    ``add_types`` in addition to its other types, which applies as it enters (611.2e: Arbiter of the Ideal).
    ``look``: the player looks at the card rather than revealing it (401.2: only they see it; a card put into their
    hand is revealed as it is put there: "you may reveal it and put it into your hand", 701.20a).  ``otherwise``:
    the zone a card that doesn't match goes to instead ("Otherwise, put it into your hand": Coiling Oracle), or with
    ``otherwise_bottom`` the bottom of the library (401.4); ``otherwise_optional``: "you may" for that move too;
    ``otherwise_if_not_put``: it also goes there when it matched but wasn't put ("If you don't put the card onto the
    battlefield, put it into your hand": Risen Reef).  A card that goes nowhere stays on top (401.5)."""
    st = ctx.state
    flt = args.get("filter", EMPTY_FILTER)
    into = str(args.get("into", Zone.BATTLEFIELD.value))
    for p in ctx.players(args.get("player"), YOU):
        if not st.players[p].library:
            continue
        top = st.players[p].library[0]
        if not args.get("look"):
            ctx.emit(ev.Note(f"{st.players[p].name} reveals {obj_name(st, top)}", rules=("701.20a",)))
        fits = matches(st, top, flt, ctx.source, p)
        put = fits and (not args.get("optional") or _agrees(ctx, p, top, _into_words(into), "701.20a"))
        if put:
            if args.get("look") and into != Zone.BATTLEFIELD.value:
                ctx.emit(ev.Note(f"{st.players[p].name} reveals {obj_name(st, top)}", rules=("701.20a",)))
            counter = args.get("counter")
            ctx.emit(ev.ZoneMove(top, into, cause="put", by=p,
                                 controller=p if into == Zone.BATTLEFIELD.value else None,
                                 tapped=bool(args.get("tapped")) and into == Zone.BATTLEFIELD.value,
                                 counters=((str(counter), 1),) if counter else (),
                                 add_types=tuple(args.get("add_types", ())), rules=("701.20a", "611.2e")))
            continue
        if fits and not args.get("otherwise_if_not_put"):
            continue
        bottom = bool(args.get("otherwise_bottom"))
        rest = args.get("otherwise")
        if rest is None and not bottom:
            continue
        words = "on the bottom of your library" if bottom else _into_words(str(rest))
        if args.get("otherwise_optional") and not _agrees(ctx, p, top, words, "401.5"):
            continue
        if bottom:
            ctx.emit(ev.ZoneMove(top, Zone.LIBRARY.value, cause="put", by=p, position="bottom", rules=("401.4",)))
        else:
            ctx.emit(ev.ZoneMove(top, str(rest), cause="put", by=p,
                                 controller=p if rest == Zone.BATTLEFIELD.value else None, rules=("701.20a",)))


def _agrees(ctx: EffectContext, p: int, card: int, words: str, rule: str) -> bool:
    """CR 608.2d: the player answers a "you may put it ..."."""
    a = ctx.choose(Decision(p, "choose", f"Put {obj_name(ctx.state, card)} {words}?", rule,
                            (Option("yes", True), Option("no", False)), data={"what": "may"}))
    return bool(a.picks[0] == 0)  # type: ignore[attr-defined]


def _into_words(zone: str) -> str:
    return "onto the battlefield" if zone == Zone.BATTLEFIELD.value else f"into your {zone}"


@effect("look_at_top", "401.2", main="amount", amount="quantity", pick_to="zone", rest_to="zone",
        rest_on_bottom="flag", random_order="flag", filter="filter", optional="flag", reveal="flag",
        pick_amount="quantity", reveal_all="flag", player="reference")
def look_at_top(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 401.2 / 400.7: the player looks at the top N cards of their library, puts one of them (their choice)
    ``pick_to`` a zone and the others ``rest_to`` another ("Exile one of them and put the other into your hand":
    Ashiok, Wicked Manipulator), or with ``rest_on_bottom`` on the bottom of their library in any order they choose
    (401.4), or with ``random_order`` in a random order (Impulse, Anticipate).  ``filter``: the card picked must
    match it ("a creature card from among them"); ``optional``: "you may", none may be picked (and must be, where
    none matches); ``reveal``: the picked card is revealed (701.20a); ``pick_amount``: how many are picked (default
    one: "put two of them into your hand", Dig Through Time); ``reveal_all``: the player reveals the cards rather
    than looking at them ("Reveal the top five cards of your library. You may put a creature or land card from
    among them into your hand", Grisly Salvage, 701.20a)."""
    st = ctx.state
    n = ctx.number(args.get("amount"), 2)
    pick_to = str(args.get("pick_to", Zone.EXILE.value))
    rest_to = str(args.get("rest_to", Zone.HAND.value))
    flt = args.get("filter", EMPTY_FILTER)
    for p in ctx.players(args.get("player"), YOU):
        seen = list(st.players[p].library[:n])
        if args.get("reveal_all") and seen:
            names = ", ".join(obj_name(st, o) for o in seen)
            ctx.emit(ev.Note(f"{st.players[p].name} reveals {names}", rules=("701.20a",)))
        fits = [o for o in seen if flt.is_empty() or matches(st, o, flt, ctx.source, p)]
        most = ctx.number(args.get("pick_amount"), 1)
        least = 0 if args.get("optional") else min(most, len(fits))
        picked = choose_any(ctx, p, fits, f"Look at the top {n} cards: choose {most} to put into your {pick_to}",
                            "401.2", "look", least=least, most=most)
        rest = [o for o in seen if o not in picked]
        if args.get("rest_on_bottom") and len(rest) > 1:
            if args.get("random_order"):
                rest = ctx.chance(lambda: st.rng.sample(rest, len(rest)))
            else:
                rest = choose_order(ctx, p, rest, "going to the bottom of your library", "401.4")
        if args.get("reveal") and picked:
            names = ", ".join(obj_name(st, o) for o in picked)
            ctx.emit(ev.Note(f"{st.players[p].name} reveals {names}", rules=("701.20a",)))
        for o in picked:
            ctx.emit(ev.ZoneMove(o, pick_to, cause="look", by=p, rules=("401.2",)))
        for o in rest:
            if args.get("rest_on_bottom"):
                ctx.emit(ev.ZoneMove(o, Zone.LIBRARY.value, cause="look", by=p, position="bottom",
                                     rules=("401.2", "401.4")))
            else:
                ctx.emit(ev.ZoneMove(o, rest_to, cause="look", by=p, rules=("401.2",)))


@effect("arrange_top", "401.2", main="amount", amount="quantity", player="reference")
def arrange_top(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 401.2: "look at the top N cards of your library, then put them back in any order": the player orders
    them (top first); they don't leave the library."""
    n = ctx.number(args.get("amount"), 1)
    for p in ctx.players(args.get("player"), YOU):
        seen = list(ctx.state.players[p].library[:n])
        if not seen:
            continue
        top = choose_order(ctx, p, seen, "going back on top of your library", "401.2")
        ctx.emit(ev.ArrangeLibrary(p, tuple(top), (), "reorder", rules=("401.2",)))
