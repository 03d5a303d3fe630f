"""CR 704: state-based actions, performed simultaneously and repeated to a fixpoint.

The ``sba`` frame runs whenever a player would receive priority (CR 117.5, 704.3):
it performs every applicable state-based action as one batch of events, again and
again until none applies; then it puts waiting triggered abilities on the stack and
checks once more.  When nothing more happens, the player gets priority.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary import keyword, static_kind
from manastack.core.types import Step, Zone
from manastack.decisions import Decision, Option
from manastack import events as ev
from manastack.rules.attachments import attachment_action
from manastack.rules.characteristics import Chars, card_of, chars, controller_of
from manastack.rules.engine import Asker, handler, pop, push
from manastack.rules.naming import obj_name
from manastack.rules.pipeline import act, decide
from manastack.rules.speed import engines_start
from manastack.rules.triggers import check_state_triggers

keyword("indestructible", "702.12", "can't be destroyed, by lethal damage or by effects")
NO_LOSS_FOR_LIFE = static_kind("no_loss_for_life", "704.5a",
                               "you don't lose the game for having 0 or less life (Lich: the state-based action "
                               "704.5a doesn't apply to its controller)")

if TYPE_CHECKING:
    from manastack.state import Frame, GameState, Obj


def spared_for_life(state: "GameState", player: int) -> bool:
    """CR 704.5a as modified by "you don't lose the game for having 0 or less life": whether ``player`` controls
    a permanent with that ability."""
    return any(controller_of(state, oid) == player
               and any(s.kind == NO_LOSS_FOR_LIFE for s in chars(state, oid).static) for oid in state.permanents())


def check(state: "GameState", ask: Asker) -> list[ev.Event]:
    """Every state-based action that applies now, as events (CR 704.5).

    Once a full check of a board has found nothing, the board cache keeps the permanents whose state-based
    actions can start to apply without the board or any characteristic changing (``_LIVE``); until the board
    cache is dropped, a check looks at the players and at those only, and makes the full check (whose events
    come in the full order, legend rule questions included) only if one of them has something to do."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    kept: list[tuple[int, "Obj", Chars]] | None = cache.get(_LIVE)
    if kept is not None and not _player_actions(state) and not any(_live_action(state, *x) for x in kept):
        return []
    out = _player_actions(state)
    live: list[tuple[int, "Obj", Chars]] = []
    out += _permanent_actions(state, ask, live)
    out += engines_start(state)     # CR 704.5z: speed can't go back to none, so the kept board needs no new look
    if not out:
        cache[_LIVE] = live
    return out


#: The board cache's key of the permanents a check must look at while the board is the one a full check found
#: nothing on (``check``).
_LIVE = ("sba live",)


def _may_become_due(o: "Obj", c: Chars) -> bool:
    """Whether a state-based action of permanent ``o`` (characteristics ``c``) may come to apply while neither
    the board nor any characteristic changes: what changes then is damage and deathtouch (704.5g-h), loyalty
    lost to damage (120.3c, 704.5i) and whether permanents are tapped, which an enchant or equip restriction may
    read (704.5m-p).  Everything else a state-based action reads (toughness, types, supertypes and names,
    counters put or removed, attachments, the permanents there are) changes the board or the characteristics
    (``GameState.touch_obj``, ``touch_board``, ``touch_chars``), which drops the board cache."""
    return (c.creature and c.toughness is not None) or "Planeswalker" in c.types or o.attached_to is not None \
        or "Aura" in c.subtypes


def _live_action(state: "GameState", oid: int, o: "Obj", c: Chars) -> bool:
    """Whether a state-based action of ``_may_become_due`` applies to permanent ``oid`` now (as the full check
    would find it)."""
    if (o.attached_to is not None or "Aura" in c.subtypes) and attachment_action(state, oid, o.attached_to, c):
        return True
    if c.creature and c.toughness is not None:
        if o.damage > 0 and ("indestructible" not in c.keywords and o.damage >= c.toughness or o.deathtouched):
            return True
    return "Planeswalker" in c.types and o.counters.get("loyalty", 0) <= 0


def _player_actions(state: "GameState") -> list[ev.Event]:
    """CR 704.5a-c: the players' state-based actions."""
    out: list[ev.Event] = []
    for p in state.players:
        if p.lost:
            continue
        if p.life <= 0 and not spared_for_life(state, p.index):
            out.append(ev.LoseGame(p.index, "life total 0 or less", rules=("704.5a",)))
        elif p.drew_from_empty:
            out.append(ev.LoseGame(p.index, "drew from an empty library", rules=("704.5b",)))
        elif p.poison >= 10:
            out.append(ev.LoseGame(p.index, "ten or more poison counters", rules=("704.5c",)))
    return out


def _permanent_actions(state: "GameState", ask: Asker, live: list[tuple[int, "Obj", Chars]]) -> list[ev.Event]:
    """CR 704.5f-q: the permanents' state-based actions (may ask which legendary permanent to keep); adds to
    ``live`` the permanents of ``_may_become_due``."""
    out: list[ev.Event] = []
    legends: dict[tuple[int, str], list[int]] = {}
    worlds: list[int] = []
    attachments: list[ev.Event] = []
    for oid in state.permanents():
        o = state.objects[oid]
        c = chars(state, oid)
        if _may_become_due(o, c):
            live.append((oid, o, c))
        if o.attached_to is not None or "Aura" in c.subtypes:
            attached = attachment_action(state, oid, o.attached_to, c)   # 704.5m-p
            if attached is not None:
                attachments.append(attached)
        if c.creature and c.toughness is not None:
            if c.toughness <= 0:
                out.append(ev.ZoneMove(oid, Zone.GRAVEYARD.value, cause="sba", rules=("704.5f",)))
                continue
            if "indestructible" in c.keywords:
                pass  # CR 702.12b: lethal damage and deathtouch don't destroy it
            elif o.damage > 0 and o.damage >= c.toughness:
                out.append(ev.Destroy(oid, reason="lethal damage", rules=("704.5g",)))
                continue
            if o.deathtouched and o.damage > 0:
                out.append(ev.Destroy(oid, reason="deathtouch", rules=("704.5h",)))
                continue
        if "Planeswalker" in c.types and o.counters.get("loyalty", 0) <= 0:
            out.append(ev.ZoneMove(oid, Zone.GRAVEYARD.value, cause="sba", rules=("704.5i",)))
            continue
        if "Legendary" in c.supertypes:
            legends.setdefault((controller_of(state, oid), c.name), []).append(oid)
        if "World" in c.supertypes:
            worlds.append(oid)
        plus, minus = o.counters.get("+1/+1", 0), o.counters.get("-1/-1", 0)
        if plus and minus:
            n = min(plus, minus)
            out.append(ev.PutCounters(oid, "+1/+1", -n, rules=("704.5q",)))
            out.append(ev.PutCounters(oid, "-1/-1", -n, rules=("704.5q",)))
    out.extend(attachments)
    for (controller, name), ids in sorted(legends.items()):
        if len(ids) < 2:
            continue
        opts = tuple(Option(obj_name(state, i), i, f"{name}#{i}") for i in ids)
        a = ask(Decision(controller, "choose", f"Legend rule: choose the {name} to keep", "704.5j", opts,
                         data={"what": "legend"}))
        keep = ids[a.picks[0]]  # type: ignore[attr-defined]
        for i in ids:
            if i != keep:
                out.append(ev.ZoneMove(i, Zone.GRAVEYARD.value, cause="sba", rules=("704.5j",)))
    if len(worlds) > 1:
        # CR 704.5k: all but the one that has had the world supertype the shortest time; a tie keeps none.
        since = {w: _world_since(state, w) for w in worlds}
        newest = max(since.values())
        keep_one = sum(1 for w in worlds if since[w] == newest) == 1
        for w in worlds:
            if not (keep_one and since[w] == newest):
                out.append(ev.ZoneMove(w, Zone.GRAVEYARD.value, cause="sba", rules=("704.5k",)))
    return out


def _world_since(state: "GameState", oid: int) -> int:
    """CR 704.5k: when permanent ``oid`` got the world supertype: as it entered if its card is a world, else
    when the latest effect that makes it a world began to apply to it (a static ability's, at the latest of its
    source's and the permanent's timestamps, 613.7a)."""
    o = state.objects[oid]
    if "World" in card_of(state, o).supertypes:
        return o.timestamp
    got = [e.timestamp for e in state.effects if oid in e.affected and "World" in e.mods.get("add_supertypes", ())]
    got += [max(state.objects[s].timestamp, o.timestamp) for s in state.permanents()
            for a in chars(state, s).static if "World" in a.args.get("add_supertypes", ())]
    return max(got, default=o.timestamp)


@handler("sba")
def _sba(state: "GameState", frame: "Frame", ask: Asker) -> None:
    check_state_triggers(state)
    if state.sba_clean == state.version and not state.triggers:
        # Nothing has changed since a check that found nothing: it would find nothing again.
        pop(state, frame)
        state.ready_for_priority = True
        return
    decided = decide(state, ask, check(state, ask))
    # The "since the last check" conditions are consumed by the check (704.5b, 704.5h).
    for p in state.players:
        p.drew_from_empty = False
    for oid in state.battlefield:
        state.objects[oid].deathtouched = False
    if decided:
        before = len(state.events)
        act(state, frame, decided, finished=False)
        changed = any(not isinstance(e, ev.Note) for _, _, e in state.events[before:])
        if changed or state.frames[-1] is not frame:
            if state.step == Step.CLEANUP:
                state.cleanup_acted = True
            return
        # Every proposed action turned out to do nothing (replaced away): no SBA was performed.
    if state.triggers:
        if state.step == Step.CLEANUP:
            state.cleanup_acted = True
        # CR 704.3: put triggers on the stack, then check again.
        pop(state, frame)
        push(state, "sba")
        push(state, "put_triggers")
        return
    pop(state, frame)
    state.ready_for_priority = True
    state.sba_clean = state.version
