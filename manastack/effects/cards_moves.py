"""Effect verbs that move cards: draw, discard, mill, destroy, exile, exile_graveyards, bounce, sacrifice,
put_onto_battlefield, put_graveyard_cards_onto_battlefield."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.cards.model import EMPTY_FILTER
from manastack.core.types import Zone
from manastack.decisions import Decision, Option
from manastack.cards.values import TARGET, YOU
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.characteristics import controller_of
from manastack.rules.context import EffectContext
from manastack.rules.copies import is_double_faced
from manastack.rules.exile_play import last_turn
from manastack.rules.naming import obj_name
from manastack.rules.targeting import matches


def _pick(ctx: EffectContext, chooser: int, pool: list[int], n: int, prompt: str, rule: str, what: str) -> list[int]:
    """Ask ``chooser`` to pick exactly ``n`` of the objects in ``pool`` (all of them if no choice)."""
    if n <= 0 or not pool:
        return []
    if n >= len(pool):
        return list(pool)
    opts = tuple(Option(obj_name(ctx.state, o), o, f"{obj_name(ctx.state, o)}#{o}") for o in pool)
    a = ctx.choose(Decision(chooser, "choose", prompt, rule, opts, min=n, max=n, data={"what": what}))
    return [pool[i] for i in a.picks]  # type: ignore[attr-defined]


@effect("draw", "121.1", main="amount", amount="quantity", player="reference")
def draw(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 121.1: each referred player draws N cards, one at a time (121.2)."""
    n = ctx.number(args.get("amount"), 1)
    for p in ctx.players(args.get("player"), YOU):
        for _ in range(n):
            ctx.emit(ev.Draw(p, rules=("121.1",)))


@effect("discard", "701.9", main="amount", amount="quantity", player="reference", chooser="reference",
        filter="filter", reveal="flag", random="flag")
def discard(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.9: the player discards N cards (chosen by them, by you after a reveal, or at random)."""
    n = ctx.number(args.get("amount"), 1)
    flt = args.get("filter", EMPTY_FILTER)
    st = ctx.state
    for p in ctx.players(args.get("player"), TARGET):
        hand = list(st.players[p].hand)
        if args.get("reveal"):
            names = ", ".join(obj_name(st, o) for o in hand) or "no cards"
            ctx.emit(ev.Note(f"{st.players[p].name} reveals their hand: {names}", rules=("701.20",)))
        eligible = [o for o in hand if flt.is_empty() or matches(st, o, flt, ctx.source, ctx.controller)]
        if args.get("random"):
            # CR 701.9b: chance, recorded as the frame's answer so a replay draws the same cards
            chosen = ctx.chance(lambda: st.rng.sample(eligible, min(n, len(eligible))))
        else:
            chooser = ctx.controller if args.get("chooser") == YOU else p
            chosen = _pick(ctx, chooser, eligible, n, f"Choose {n} card(s) for {st.players[p].name} to discard",
                           "701.9a", "discard")
        for o in chosen:
            ctx.emit(ev.ZoneMove(o, Zone.GRAVEYARD.value, cause="discard", by=p, rules=("701.9a",)))


@effect("mill", "701.17", main="amount", amount="quantity", player="reference")
def mill(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.17a: put the top N cards of the library into the graveyard."""
    _top_cards_to(ctx, args, Zone.GRAVEYARD.value, "mill", "701.17a")


@effect("exile_top", "406.2", main="amount", amount="quantity", player="reference", play="flag",
        play_until_next_turn="flag")
def exile_top(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 406.2: the player exiles the top N cards of their library ("Target player exiles the top X cards of
    their library": Ashiok, Wicked Manipulator).  ``play``: "you may play that card this turn": the controller may
    play the exiled cards (cast them, 601.3, or play a land as their land play, 305.1) until the end of this turn,
    or with ``play_until_next_turn`` until the end of their next turn (rules/exile_play.py)."""
    if not args.get("play"):
        _top_cards_to(ctx, args, Zone.EXILE.value, "exile", "406.2")
        return
    until = last_turn(ctx.state, ctx.controller, bool(args.get("play_until_next_turn")))
    n = ctx.number(args.get("amount"), 1)
    for p in ctx.players(args.get("player"), TARGET):
        for o in ctx.state.players[p].library[:n]:
            ctx.emit(ev.ZoneMove(o, Zone.EXILE.value, cause="exile", playable_by=ctx.controller, playable_until=until,
                                 rules=("406.2", "601.3")))


def _top_cards_to(ctx: EffectContext, args: Mapping[str, Any], zone: str, cause: str, rule: str) -> None:
    """Move the top ``amount`` cards of each ``player``'s library (default: the target) to ``zone``."""
    n = ctx.number(args.get("amount"), 1)
    for p in ctx.players(args.get("player"), TARGET):
        for o in ctx.state.players[p].library[:n]:
            ctx.emit(ev.ZoneMove(o, zone, cause=cause, rules=(rule,)))


@effect("destroy", "701.8", main="what", what="reference", no_regeneration="flag")
def destroy(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.8a: destroy each referred permanent; ``no_regeneration``: "It can't be regenerated" (701.19c:
    regeneration shields aren't applied to this destruction)."""
    no_regen = bool(args.get("no_regeneration", False))
    for oid in ctx.permanents(args.get("what"), TARGET):
        ctx.emit(ev.Destroy(oid, no_regeneration=no_regen, rules=("701.8a", "701.19c") if no_regen else ("701.8a",)))


@effect("exile", "406.2", main="what", what="reference", until_source_leaves="flag", warped="flag")
def exile(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 406.2: exile each referred object.  ``until_source_leaves``: "exile target creature an opponent controls
    until this leaves the battlefield" (Banisher Priest): the cards return to the battlefield under their owners'
    control as soon as the source leaves it (610.3a, perform.py); a source that has already left exiles nothing
    (610.3c).  ``warped``: exiled by warp's delayed triggered ability, the card is a warped card that its owner may
    cast after this turn (702.185a-b, rules/warp.py)."""
    until = None
    if args.get("until_source_leaves"):
        src = ctx.state.objects.get(ctx.source)
        if src is None or src.zone != Zone.BATTLEFIELD:
            ctx.emit(ev.Note(f"{ctx.source_name} has left the battlefield: nothing is exiled", rules=("610.3c",)))
            return
        until = ctx.source
    for oid in ctx.objects(args.get("what"), TARGET):
        ctx.emit(ev.ZoneMove(oid, Zone.EXILE.value, cause="exile", until_leaves=until, warped=bool(args.get("warped")),
                             rules=("406.2", "610.3a") if until is not None else
                             ("406.2", "702.185a") if args.get("warped") else ("406.2",)))


@effect("flicker", "400.7", main="what", what="reference", under_your_control="flag", tapped="flag")
def flicker(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 406.2, 400.7, 110.2a: "exile target creature you control, then return that card to the battlefield under
    its owner's control" (Cloudshift, Ephemerate): each referred permanent is exiled and the new object it became in
    exile returns to the battlefield at once, a new permanent (400.7), under its owner's control, or with
    ``under_your_control`` under the controller's; ``tapped``: it returns tapped.  A token exiled ceases to exist and doesn't return
    (111.7)."""
    for oid in ctx.permanents(args.get("what"), TARGET):
        under = ctx.controller if args.get("under_your_control") else ctx.state.objects[oid].owner
        ctx.emit(ev.ZoneMove(oid, Zone.EXILE.value, cause="exile", by=ctx.controller, return_under=under,
                             return_tapped=bool(args.get("tapped")), rules=("406.2", "400.7")))


@effect("exile_graveyards", "406.2", player="reference")
def exile_graveyards(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 406.2: exile all graveyards (every card in every player's graveyard); with ``player``, that player's
    graveyard only ("exile target player's graveyard", Tormod's Crypt)."""
    players = ctx.state.players if "player" not in args else [ctx.state.players[i]
                                                                for i in ctx.players(args["player"], TARGET)]
    for p in players:
        for oid in list(p.graveyard):
            ctx.emit(ev.ZoneMove(oid, Zone.EXILE.value, cause="exile", rules=("406.2",)))


@effect("put_graveyard_cards_onto_battlefield", "110.2a", main="filter", filter="filter", all_graveyards="flag")
def put_graveyard_cards_onto_battlefield(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 110.2a: "put all creature cards from all graveyards onto the battlefield under your control"
    (Rise of the Dark Realms; without ``all_graveyards``, from your graveyard: Replenish): they enter at the same
    time (614.13a), under the controller's control."""
    players = ctx.state.players if args.get("all_graveyards") else [ctx.state.players[ctx.controller]]
    flt = args.get("filter", EMPTY_FILTER)
    for p in players:
        for oid in list(p.graveyard):
            if flt.is_empty() or matches(ctx.state, oid, flt, ctx.source, ctx.controller):
                _onto_battlefield(ctx, oid, False)


def _onto_battlefield(ctx: EffectContext, oid: int, transformed: bool, tapped: bool = False,
                     controller: int | None = None) -> None:
    """CR 110.2a: the card enters under the controller of the spell or ability (or ``controller``: its owner), back
    face up: 712.14a."""
    who = ctx.controller if controller is None else controller
    ctx.emit(ev.ZoneMove(oid, Zone.BATTLEFIELD.value, cause="put", by=ctx.controller, controller=who,
                         transformed=transformed, tapped=tapped,
                         rules=("110.2a", "712.14a") if transformed else ("110.2a",)))


@effect("bounce", "400.3", main="what", what="reference", filter="filter", amount="quantity", player="reference")
def bounce(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """Return each referred permanent, or card in a graveyard or exile, to its owner's hand (CR 400.3).  With
    ``filter`` instead of ``what``: each ``player`` (default you) chooses ``amount`` (default 1) permanents they
    control matching it as the effect resolves, and returns them ("return a land you control to its owner's hand",
    Azorius Chancery; 608.2d: a choice made on resolution, not a target)."""
    if "what" not in args and "filter" in args:
        st = ctx.state
        n = ctx.number(args.get("amount"), 1)
        for p in ctx.players(args.get("player"), YOU):
            pool = [o for o in st.permanents() if controller_of(st, o) == p
                    and matches(st, o, args["filter"], ctx.source, p)]
            for o in _pick(ctx, p, pool, n, "Choose what to return to its owner's hand", "608.2d", "bounce"):
                ctx.emit(ev.ZoneMove(o, Zone.HAND.value, cause="bounce", by=p, rules=("400.3", "608.2d")))
        return
    for oid in ctx.objects(args.get("what"), TARGET):
        if ctx.state.objects[oid].zone not in (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE):
            continue
        ctx.emit(ev.ZoneMove(oid, Zone.HAND.value, cause="bounce", rules=("400.3",)))


@effect("put_on_library", "401.1", main="what", what="reference", bottom="flag")
def put_on_library(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 401.1: put each referred card (default: the target) on top of its owner's library; ``bottom``: on the
    bottom (401.4)."""
    position = "bottom" if args.get("bottom") else "top"
    for oid in ctx.objects(args.get("what"), TARGET):
        ctx.emit(ev.ZoneMove(oid, Zone.LIBRARY.value, cause="put_on_library", position=position,
                             rules=("401.4",) if position == "bottom" else ("401.1",)))


@effect("sacrifice", "701.21", main="what", what="reference", filter="filter", player="reference",
        amount="quantity", or_lose="flag")
def sacrifice(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.21a: sacrifice the referred permanent, or each player sacrifices N matching permanents; with
    ``or_lose`` ("if you can't, you lose the game", 104.3e: Lich), a player with fewer sacrifices all of them and
    loses the game."""
    st = ctx.state
    if "what" in args:
        for oid in ctx.permanents(args["what"], TARGET):
            ctx.emit(ev.ZoneMove(oid, Zone.GRAVEYARD.value, cause="sacrifice", by=controller_of(st, oid),
                                 rules=("701.21a",)))
        return
    flt = args.get("filter", EMPTY_FILTER)
    n = ctx.number(args.get("amount"), 1)
    for p in ctx.players(args.get("player"), YOU):
        pool = [o for o in st.permanents() if controller_of(st, o) == p
                and matches(st, o, flt, ctx.source, p)]
        for o in _pick(ctx, p, pool, n, "Choose what to sacrifice", "701.21a", "sacrifice"):
            ctx.emit(ev.ZoneMove(o, Zone.GRAVEYARD.value, cause="sacrifice", by=p, rules=("701.21a",)))
        if args.get("or_lose") and len(pool) < n:
            ctx.emit(ev.LoseGame(p, f"couldn't sacrifice {n} permanents ({ctx.source_name})",
                                 rules=("104.3e", "701.21a")))


@effect("put_onto_battlefield", "110.2a", main="what", what="reference", transformed="flag", tapped="flag",
        under_owner="flag")
def put_onto_battlefield(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 110.2a: put the referred card (default: the target) onto the battlefield ("return target creature card
    from your graveyard to the battlefield": Zombify) under the control of the spell's or ability's controller;
    how it enters (tapped, as a copy) is for replacement effects looking at it as it would exist there (614.12).
    ``transformed``: with its back face up (Loyal Cathar; the entering event carries the face, 616.1d); a card
    that isn't double-faced stays where it is (712.14a).  ``tapped``: it enters tapped ("return this card from
    your graveyard to the battlefield tapped", 614.1c).  ``under_owner``: under its owner's control instead ("return
    that card to the battlefield under its owner's control": Flickerwisp, 110.2a)."""
    transformed = bool(args.get("transformed"))
    for oid in ctx.objects(args.get("what"), TARGET):
        if transformed and not is_double_faced(ctx.state, ctx.state.objects[oid]):
            continue
        owner = ctx.state.objects[oid].owner if args.get("under_owner") else None
        _onto_battlefield(ctx, oid, transformed, bool(args.get("tapped")), owner)


@effect("shuffle_into_library", "701.24", main="what", what="reference", player="reference", graveyard="flag",
        hand="flag")
def shuffle_into_library(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.24a, 401.1: "shuffle this into its owner's library": each referred card or permanent is put into its
    owner's library, then each of those owners shuffles it (a token or copy only leaves its zone, 111.7); a
    resolving spell that shuffles itself is no longer on the stack to be put into a graveyard (608.2n: Beacon of
    Destruction).  Without ``what``: each ``player`` shuffles their ``graveyard`` (and with ``hand``, their hand)
    into their library ("Each player shuffles their hand and graveyard into their library": Timetwister)."""
    st = ctx.state
    owners: list[int] = []
    moved: list[int] = []
    if "what" in args or "player" not in args:
        moved = [o for o in ctx.objects(args.get("what"), TARGET)
                 if st.objects[o].zone != Zone.LIBRARY and st.objects[o].kind != "ability"]
    else:
        for p in ctx.players(args.get("player"), YOU):
            if args.get("hand"):
                moved.extend(st.players[p].hand)
            if args.get("graveyard"):
                moved.extend(st.players[p].graveyard)
            owners.append(p)      # CR 701.24a: the player shuffles even with nothing to put in
    for oid in moved:
        o = st.objects[oid]
        ctx.emit(ev.ZoneMove(oid, Zone.LIBRARY.value, cause="shuffle", by=o.owner, rules=("701.24a",)))
        if o.owner not in owners:
            owners.append(o.owner)
    for p in owners:
        ctx.emit(ev.Shuffle(p, rules=("701.24a",)))


@effect("unearth", "702.84a")
def unearth(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.84a: "Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning
    of the next end step. If it would leave the battlefield, exile it instead": the card, if still in its owner's
    graveyard, enters under the ability's controller marked so (rules/perform.py, rules/unearth.py)."""
    src = ctx.source
    if src is None or src not in ctx.state.objects or ctx.state.objects[src].zone != Zone.GRAVEYARD:
        return
    ctx.emit(ev.ZoneMove(src, Zone.BATTLEFIELD.value, cause="put", by=ctx.controller, controller=ctx.controller,
                         unearth=True, rules=("702.84a",)))


@effect("put_from_hand", "110.2a", main="filter", filter="filter", tapped="flag", player="reference")
def put_from_hand(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 110.2a, 305.4: "you may put a land card from your hand onto the battlefield [tapped]": the player chooses up
    to one card in their hand matching ``filter`` and puts it onto the battlefield under their control; a land put
    so is not a land played (305.4)."""
    st = ctx.state
    flt = args.get("filter", EMPTY_FILTER)
    for p in ctx.players(args.get("player"), YOU):
        fits = [o for o in st.players[p].hand if flt.is_empty() or matches(st, o, flt, ctx.source, p)]
        if not fits:
            continue
        opts = tuple(Option(obj_name(st, o), o, f"{obj_name(st, o)}#{o}") for o in fits)
        a = ctx.choose(Decision(p, "choose", "Choose a card to put onto the battlefield (or none)", "110.2a", opts,
                                min=0, max=1, data={"what": "put_from_hand"}))
        for i in a.picks:  # type: ignore[attr-defined]
            ctx.emit(ev.ZoneMove(fits[i], Zone.BATTLEFIELD.value, cause="put", by=p, controller=p,
                                 tapped=bool(args.get("tapped")), rules=("110.2a", "305.4")))
