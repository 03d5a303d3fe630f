"""Checking a scenario's expectations (../shared/scenario-format.md, "Expectations").

``check`` returns one message per expectation that does not hold, each saying what
was expected and what was found.  Only what is listed is checked.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterable

from manastack.core.types import Zone
from manastack.game import Game
from manastack.judge.scenario import Expect, PermanentExpect, PlayerExpect
from manastack.rules.characteristics import card_of, chars, controller_of
from manastack.rules.naming import obj_name
from manastack.state import GameState


def _names(state: GameState, ids: Iterable[int]) -> list[str]:
    return [obj_name(state, o) for o in ids]


def _multiset(names: Iterable[str]) -> Counter[str]:
    return Counter(n.lower() for n in names)


def _show(names: Iterable[str]) -> str:
    return "[" + ", ".join(names) + "]"


def _show_set(values: Iterable[str]) -> str:
    return "[" + ", ".join(sorted(values)) + "]"


def check(game: Game, ex: Expect, log_text: str = "") -> list[str]:
    """Every expectation of ``ex`` that does not hold in ``game``, as messages."""
    state = game.state
    out: list[str] = []
    index = {p.name: p.index for p in state.players}
    for pe in ex.players:
        out.extend(_check_player(state, index[pe.name], pe))
    for perm in ex.permanents:
        out.extend(_check_permanents(state, perm))
    if ex.stack is not None:
        found = [_stack_name(state, o) for o in reversed(state.stack)]
        ok = len(found) == len(ex.stack) and all(
            _stack_matches(state, oid, want) for oid, want in zip(reversed(state.stack), ex.stack))
        if not ok:
            out.append(f"stack (top first): expected {_show(ex.stack)}, found {_show(found)}")
    if ex.winner is not None:
        want = index[ex.winner]
        if not state.game_over or state.winner != want:
            out.append(f"winner: expected {ex.winner}, found {_game_result(state)}")
    if ex.game_over is not None and state.game_over != ex.game_over:
        out.append(f"game_over: expected {str(ex.game_over).lower()}, found {_game_result(state)}")
    for s in ex.log_has:
        if s not in log_text:
            out.append(f"log_has: {s!r} does not appear in the explained log")
    return out


def _game_result(state: GameState) -> str:
    if not state.game_over:
        return "the game is not over"
    if state.winner is None:
        return "the game is over, with no winner"
    return f"the game is over, {state.players[state.winner].name} won"


def _stack_name(state: GameState, oid: int) -> str:
    return obj_name(state, oid)


def _stack_matches(state: GameState, oid: int, want: str) -> bool:
    o = state.objects[oid]
    w = want.strip().lower()
    if obj_name(state, oid).lower() == w:
        return True
    return o.kind == "ability" and o.source_name.lower() == w


# --- players ----------------------------------------------------------------------------------

def _check_player(state: GameState, pi: int, pe: PlayerExpect) -> list[str]:
    p = state.players[pi]
    who = p.name
    out: list[str] = []

    def same(label: str, want: Any, got: Any) -> None:
        if want is not None and want != got:
            out.append(f"{who} {label}: expected {want}, found {got}")

    same("life", pe.life, p.life)
    same("poison", pe.poison, p.poison)
    same("energy", pe.energy, p.counters.get("energy", 0))
    same("monarch", pe.monarch, state.monarch == pi)      # CR 725.1
    same("speed", pe.speed, p.speed)      # CR 702.179
    if pe.lost is not None and pe.lost != p.lost:
        found = f"lost ({p.loss_reason})" if p.lost else "has not lost"
        out.append(f"{who} lost: expected {str(pe.lost).lower()}, found {found}")
    same("library_count", pe.library_count, len(p.library))
    for label, want, ids in (("hand", pe.hand, p.hand), ("graveyard", pe.graveyard, p.graveyard),
                             ("exile", pe.exile, [o for o in state.exile if state.objects[o].owner == pi])):
        if want is None:
            continue
        got = _names(state, ids)
        if _multiset(want) != _multiset(got):
            out.append(f"{who} {label}: expected {_show(sorted(want))}, found {_show(sorted(got))}")
    if pe.mana_pool is not None:
        got_pool = _pool_by_kind(p.pool)
        if got_pool != pe.mana_pool:
            out.append(f"{who} mana_pool: expected {_show_pool(pe.mana_pool)}, found {_show_pool(got_pool)}")
    if pe.library is not None:
        got = _names(state, p.library)
        if [n.lower() for n in got] != [n.lower() for n in pe.library]:
            out.append(f"{who} library (top first): expected {_show(pe.library)}, found {_show(got)}")
    controlled = [obj_name(state, o) for o in state.permanents() if controller_of(state, o) == pi]
    have = _multiset(controlled)
    if pe.battlefield_has:
        want_c = _multiset(pe.battlefield_has)
        missing = [n for n in pe.battlefield_has if have[n.lower()] < want_c[n.lower()]]
        if missing:
            out.append(f"{who} battlefield_has: expected at least {_show(pe.battlefield_has)} among the permanents "
                       f"{who} controls, missing {_show(sorted(set(missing)))}; found {_show(sorted(controlled))}")
    bad = [n for n in pe.battlefield_lacks if have[n.lower()]]
    if bad:
        out.append(f"{who} battlefield_lacks: expected none of {_show(pe.battlefield_lacks)}, found "
                   f"{_show(sorted(set(bad)))} among the permanents {who} controls")
    return out


def _pool_by_kind(pool: dict[str, int]) -> dict[str, int]:
    """The unspent mana by kind (W U B R G C), snow mana counted with its kind."""
    out: dict[str, int] = {}
    for kind, n in pool.items():
        if n:
            k = kind.split("|", 1)[0].rstrip("*")      # CR 106.6: restricted mana counted with its kind
            out[k] = out.get(k, 0) + n
    return out


def _show_pool(pool: dict[str, int]) -> str:
    order = "WUBRGC"
    items = sorted(pool.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else len(order))
    return "{" + ", ".join(f"{k}: {n}" for k, n in items) + "}"


# --- permanents ----------------------------------------------------------------------------

def _label_target(state: GameState, label: str) -> int | None:
    for k, v in state.labels.items():
        if k.lower() == label.lower():
            return v
    return None


def _describe(state: GameState, oid: int) -> str:
    o = state.objects[oid]
    bits = [_display(state, oid)]
    labels = [k for k, v in state.labels.items() if v == oid]
    if labels:
        bits.append(f"id {labels[0]}")
    ctrl = controller_of(state, oid)
    bits.append(f"controller {state.players[ctrl].name}")
    if o.owner != ctrl:
        bits.append(f"owner {state.players[o.owner].name}")
    if o.is_token:
        bits.append("token")
    if o.phased_out:
        bits.append("phased out")
    return "(" + ", ".join(bits) + ")"


def _display(state: GameState, oid: int) -> str:
    o = state.objects[oid]
    if o.face_down:
        return f"face-down {card_of(state, o).name}"
    return obj_name(state, oid)


def _has_name(state: GameState, oid: int, name: str) -> bool:
    """Whether a permanent has that name (a face-down one answers to its card's name too, for the judge)."""
    low = name.strip().lower()
    if obj_name(state, oid).lower() == low:
        return True
    o = state.objects[oid]
    return o.face_down and card_of(state, o).name.lower() == low


def select(state: GameState, perm: PermanentExpect) -> list[int]:
    """The permanents an entry selects by its identity keys (phased-out ones only with phased_out: true)."""
    sel = perm.select
    phased = perm.phased_out is True
    pool = [o for o in state.battlefield if state.objects[o].phased_out == phased]
    if "id" in sel:
        target = _label_target(state, sel["id"])
        pool = [o for o in pool if o == target]
    if "name" in sel:
        pool = [o for o in pool if _has_name(state, o, str(sel["name"]))]
    names = {p.name: p.index for p in state.players}
    if "controller" in sel:
        pool = [o for o in pool if controller_of(state, o) == names[sel["controller"]]]
    if "owner" in sel:
        pool = [o for o in pool if state.objects[o].owner == names[sel["owner"]]]
    if "token" in sel:
        pool = [o for o in pool if state.objects[o].is_token == sel["token"]]
    return pool


def _near_misses(state: GameState, perm: PermanentExpect) -> str:
    """What the id or name alone would select, to explain an empty selection."""
    sel = perm.select
    hits: list[int] = []
    if "id" in sel:
        target = _label_target(state, sel["id"])
        if target is None:
            return f"no object has id {sel['id']!r}"
        if target < 0 or target not in state.objects:
            return f"{sel['id']} has left the game (a token that left the battlefield)"
        o = state.objects[target]
        if o.zone != Zone.BATTLEFIELD:
            owner = state.players[o.owner].name
            place = f"{owner}'s {o.zone.value}" if o.zone.value in ("hand", "library", "graveyard") \
                else o.zone.value if o.zone == Zone.EXILE else f"the {o.zone.value}"
            return f"{sel['id']} ({obj_name(state, target)}) is in {place}"
        hits = [target]
    elif "name" in sel:
        hits = [o for o in state.battlefield if _has_name(state, o, str(sel["name"]))]
        if not hits:
            return f"no permanent named {sel['name']}"
    if hits:
        return "found " + ", ".join(_describe(state, o) for o in hits)
    return "no permanent matches"


def _check_permanents(state: GameState, perm: PermanentExpect) -> list[str]:
    chosen = select(state, perm)
    head = f"permanents {perm.text}"
    if perm.count is not None:
        if len(chosen) != perm.count:
            found = ", ".join(_describe(state, o) for o in chosen) or _near_misses(state, perm)
            return [f"{head}: expected count {perm.count}, found {len(chosen)}: {found}"]
    elif not chosen:
        return [f"{head}: expected such a permanent, found none: {_near_misses(state, perm)}"]
    out: list[str] = []
    for oid in chosen:
        for key, want in perm.props.items():
            got = _property(state, oid, key)
            if not _same(key, want, got, state, oid):
                what = _describe(state, oid) if len(chosen) > 1 else _display(state, oid)
                out.append(f"{head}: {key} of {what}: expected {_fmt(key, want)}, found {_fmt(key, got, state)}")
    return out


def _property(state: GameState, oid: int, key: str) -> Any:
    o = state.objects[oid]
    if key in ("tapped", "face_down", "transformed", "flipped", "sick", "damage"):
        return getattr(o, key)
    if key == "token":
        return o.is_token
    if key == "counters":
        return {k: n for k, n in o.counters.items() if n}
    if key == "attached_to":
        # an Aura enchanting a player (702.5d) is attached to that player: named by the player's name
        return o.attached_to if o.enchanted_player is None else state.players[o.enchanted_player].name
    c = chars(state, oid)
    if key == "power":
        return c.power
    if key == "toughness":
        return c.toughness
    if key == "types":
        return frozenset(c.types)
    if key == "subtypes":
        return frozenset(c.subtypes)
    if key == "colors":
        return frozenset(c.colors)
    if key == "keywords":
        return frozenset(c.keywords)
    raise KeyError(key)  # pragma: no cover


def _same(key: str, want: Any, got: Any, state: GameState, oid: int) -> bool:
    if key == "keywords":
        return bool(set(want) <= set(got))
    if key == "attached_to":
        if want is None:
            return got is None
        if got is None:
            return False
        if isinstance(got, str):
            return got.lower() == str(want).lower()
        target = _label_target(state, str(want))
        if target is not None:
            return bool(target == got)
        return obj_name(state, int(got)).lower() == str(want).lower()
    if key in ("types", "subtypes"):
        return {str(x).lower() for x in want} == {str(x).lower() for x in got}
    return bool(want == got)


def _fmt(key: str, value: Any, state: GameState | None = None) -> str:
    if isinstance(value, frozenset):
        return _show_set(str(v) for v in value)
    if isinstance(value, bool):
        return str(value).lower()
    if key == "attached_to" and state is not None and isinstance(value, int):
        return obj_name(state, value)
    if key == "counters" and isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {n}" for k, n in sorted(value.items())) + "}"
    if value is None:
        return "nothing" if key == "attached_to" else "none"
    return str(value)


__all__ = ["check", "select"]
