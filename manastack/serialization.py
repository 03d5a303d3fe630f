"""Saving a game to JSON and loading it back, at any decision.

The whole :class:`GameState` is written: players, objects, zones, frames with their
recorded answers, continuous effects, waiting triggers, the event log and the random
generator's state.  The pending decision is not written: loading runs the engine
once, and the top frame asks its question again (frames are plain data and follow
"ask before act", see docs/architecture.md).  Cards are written by name; card
definitions that are not bundled (a scenario's inline cards) are written in full.

JSON has no tuples, sets or non-string keys, so those are tagged:
``{"__t": "tuple", "v": [...]}``, ``{"__t": "set"}``, ``{"__t": "dict", "v": [[k, v]...]}``,
``{"__t": "Zone", "v": "battlefield"}``, and a dataclass as ``{"__t": "Obj", ...fields}``.
"""

from __future__ import annotations

import dataclasses
import json
from enum import Enum
from typing import Any

from manastack import actions as act_mod
from manastack.cards import model as card_model
from manastack.cards.db import bundled_db
from manastack.cards.values import Duration, Quantity, Reference
from manastack.core.mana import ManaCost
from manastack.core.types import Step, Zone
from manastack.decisions import Option
from manastack.rules.characteristics import Chars
from manastack.events import EVENT_TYPES
from manastack.game import Game
from manastack.rules.engine import advance
from manastack.savecheck import STATE_FIELDS, state_problem
from manastack.state import Combat, ContinuousEffect, Frame, GameState, Obj, PendingTrigger, Player
from manastack.typecheck import MAX_DEPTH, Path, field_types, render_path, shown, type_problem

FORMAT_VERSION = 1

_CLASSES: dict[str, type] = {c.__name__: c for c in (
    Obj, Player, ContinuousEffect, PendingTrigger, Frame, Combat, ManaCost, Option, Chars,
    act_mod.Pass, act_mod.PlayLand, act_mod.Cast, act_mod.Activate, act_mod.Choose, act_mod.Attack,
    act_mod.Block, act_mod.Assign, act_mod.Concede, act_mod.Special, act_mod.DeclareAttacker, act_mod.AttackTarget,
    act_mod.DeclareBlocker, act_mod.BlockTarget, act_mod.AssignStep, act_mod.Pick, act_mod.Done,
    card_model.Filter, card_model.TargetSpec, card_model.Effect, card_model.Mode, card_model.AdditionalCost,
    card_model.Body, card_model.ActivationCost, card_model.ActivatedAbility, card_model.TriggerSpec,
    card_model.Condition, card_model.TriggeredAbility, card_model.StaticAbility, card_model.CardDef,
    Quantity, Reference,
)}
_CLASSES.update(EVENT_TYPES)
_ENUMS: dict[str, type[Enum]] = {"Zone": Zone, "Step": Step, "Duration": Duration}

# GameState attributes that are not saved (caches, the card database, the pending decision).
_SKIP = {"db", "_cache", "_cache_version", "_chars", "_chars_version", "_board", "_board_version", "pending"}


class SaveFormatError(ValueError):
    """A saved game that cannot be read (says what and where)."""


def _enc(v: Any) -> Any:
    if isinstance(v, Enum):  # before str: Zone and Step are str enums
        return {"__t": type(v).__name__, "v": v.value}
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    if isinstance(v, list):
        return [_enc(x) for x in v]
    if isinstance(v, tuple):
        return {"__t": "tuple", "v": [_enc(x) for x in v]}
    if isinstance(v, frozenset):
        return {"__t": "frozenset", "v": sorted((_enc(x) for x in v), key=repr)}
    if isinstance(v, set):
        return {"__t": "set", "v": sorted((_enc(x) for x in v), key=repr)}
    if isinstance(v, dict):
        if all(isinstance(k, str) for k in v) and "__t" not in v:
            return {k: _enc(x) for k, x in v.items()}
        return {"__t": "dict", "v": [[_enc(k), _enc(x)] for k, x in v.items()]}
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        name = type(v).__name__
        if name not in _CLASSES:
            raise TypeError(f"cannot save a {name}")
        out = {"__t": name}
        for f in dataclasses.fields(v):
            out[f.name] = _enc(getattr(v, f.name))
        return out
    if hasattr(v, "items"):  # read-only mappings (card arguments)
        return {"__t": "dict", "v": [[_enc(k), _enc(x)] for k, x in v.items()]}
    raise TypeError(f"cannot save a {type(v).__name__}")


_PLAIN_TAGS = ("tuple", "set", "frozenset", "dict")


def _dec(v: Any, path: Path = "", depth: int = 0) -> Any:
    """The Python value of the JSON ``v`` (tags undone), refusing any malformed tag with its path."""
    if isinstance(v, list):
        if depth >= MAX_DEPTH:
            raise SaveFormatError(f"{render_path(path)}: nested more than {MAX_DEPTH} levels deep")
        return [_dec(x, (path, "i", i), depth + 1) for i, x in enumerate(v)]
    if not isinstance(v, dict):
        return v
    if depth >= MAX_DEPTH:
        raise SaveFormatError(f"{render_path(path)}: nested more than {MAX_DEPTH} levels deep")
    if "__t" not in v:
        return {k: _dec(x, (path, "k", k), depth + 1) for k, x in v.items()}
    t = v["__t"]
    if not isinstance(t, str):
        raise SaveFormatError(f"{render_path(path)}: a type tag (__t) is a name, not {shown(t)}")
    if t in _PLAIN_TAGS or t in _ENUMS:
        if set(v) != {"__t", "v"}:
            raise SaveFormatError(f"{render_path(path)}: a {t} is {{\"__t\": \"{t}\", \"v\": ...}}, not keys "
                                  f"{', '.join(sorted(map(str, v)))}")
        return _dec_tagged(t, v["v"], path, depth)
    cls = _CLASSES.get(t)
    if cls is None:
        raise SaveFormatError(f"{render_path(path)}: unknown type {shown(t)} in saved game")
    return _dec_object(cls, v, path, depth)


def _dec_tagged(t: str, raw: Any, path: Path, depth: int) -> Any:
    if t in _ENUMS:
        try:
            return _ENUMS[t](raw)
        except (ValueError, TypeError):
            known = ", ".join(str(m.value) for m in _ENUMS[t])
            raise SaveFormatError(f"{render_path(path)}: {shown(raw)} is not a {t} ({known})") from None
    if not isinstance(raw, list):
        raise SaveFormatError(f"{render_path(path)}: a {t} holds a list, not {shown(raw)}")
    items = _dec(raw, path, depth)
    if t == "tuple":
        return tuple(items)
    if t == "dict":
        if not all(isinstance(kv, list) and len(kv) == 2 for kv in items):
            raise SaveFormatError(f"{render_path(path)}: a dict holds [key, value] pairs")
        for i, (k, _) in enumerate(items):
            _hashable(k, (path, "i", i))
        return {k: x for k, x in items}
    for i, x in enumerate(items):
        _hashable(x, (path, "i", i))
    return set(items) if t == "set" else frozenset(items)


def _hashable(v: Any, path: Path) -> None:
    try:
        hash(v)
    except TypeError:
        raise SaveFormatError(f"{render_path(path)}: {shown(v)} can't be a set member or a key") from None


def _dec_object(cls: type, v: dict[str, Any], path: Path, depth: int) -> Any:
    """A dataclass from its fields, each of the annotated type."""
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = [k for k in v if k != "__t" and k not in fields]
    if unknown:
        raise SaveFormatError(f"{render_path(path)}: a {cls.__name__} has no field {unknown[0]!r}")
    missing = [n for n, f in fields.items() if n not in v]
    if missing:
        raise SaveFormatError(f"{render_path(path)}: the {cls.__name__} lacks its field {missing[0]!r}")
    values = {k: _dec(x, (path, "f", k), depth + 1) for k, x in v.items() if k != "__t"}
    if hasattr(cls, "__post_init__"):     # it reads the fields: check them first (the rest are checked once,
        for name, hint in field_types(cls):   # over the whole state, by savecheck)
            why = type_problem(values[name], hint, (path, "f", name))
            if why:
                raise SaveFormatError(why)
    obj = cls(**{n: x for n, x in values.items() if fields[n].init})
    for name, f in fields.items():
        if not f.init:
            object.__setattr__(obj, name, values[name])
    return obj


def state_to_dict(state: GameState) -> dict[str, Any]:
    data = {k: _enc(v) for k, v in state.__dict__.items() if k not in _SKIP and k != "rng"}
    data["rng"] = _enc(state.rng.getstate())
    return {"format": "manastack-game", "version": FORMAT_VERSION, "extra_cards": _enc(list(state.db.extra.values())),
            "state": data}


def state_from_dict(doc: Any) -> GameState:
    """The state saved in ``doc`` (parsed JSON), checked: raises :class:`SaveFormatError` saying what is wrong."""
    if not isinstance(doc, dict) or doc.get("format") != "manastack-game":
        raise SaveFormatError("not a saved manastack game (missing \"format\": \"manastack-game\")")
    if doc.get("version") != FORMAT_VERSION:
        raise SaveFormatError(f"saved game version {shown(doc.get('version'))} is not {FORMAT_VERSION}")
    for key in ("extra_cards", "state"):
        if key not in doc:
            raise SaveFormatError(f"the saved game lacks {key!r}")
    extra = _dec(doc["extra_cards"], "extra_cards")
    why = type_problem(extra, list[card_model.CardDef], "extra_cards")
    if why:
        raise SaveFormatError(why)
    db = bundled_db().with_cards(extra) if extra else bundled_db()
    raw = doc["state"]
    if not isinstance(raw, dict):
        raise SaveFormatError(f"state: a mapping was expected, not {shown(raw)}")
    expected = set(STATE_FIELDS) | {"rng"}
    for key in sorted(expected - set(raw)):
        raise SaveFormatError(f"state: the field {key!r} is missing")
    for key in sorted(set(raw) - expected):
        raise SaveFormatError(f"state: unknown field {key!r}")
    state = GameState(db, ["a", "b"], 0)
    for k in STATE_FIELDS:
        state.__dict__[k] = _dec(raw[k], ("state", "f", k))
    try:
        state.rng.setstate(_dec(raw["rng"], "state.rng"))
    except (TypeError, ValueError, OverflowError) as e:
        raise SaveFormatError(f"state.rng: not the state of a random generator ({e})") from None
    why = state_problem(state)
    if why:
        raise SaveFormatError(why)
    state.pending = None
    return state


def dumps(game: "Game", indent: int | None = None) -> str:
    """The game as JSON text."""
    return json.dumps(state_to_dict(game.state), indent=indent)


def loads(text: str | bytes) -> "Game":
    """A game from :func:`dumps` text, waiting for the same decision as when it was saved.

    Anything that is not such a game, malformed or tampered with, raises :class:`SaveFormatError`
    saying what is wrong and where (``state.players[0].life: a whole number (int) was expected,
    not 1.5``); no other exception, and never a game in a state the engine can't be in.
    """
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise SaveFormatError(f"saved game is not JSON: line {e.lineno} column {e.colno}: {e.msg}") from None
    except RecursionError:
        raise SaveFormatError("saved game is not a game: its JSON nests too deeply") from None
    except (ValueError, TypeError) as e:        # a number beyond int()'s digit limit; bytes that aren't text
        raise SaveFormatError(f"saved game can't be read: {str(e)[:200]}") from None
    state = state_from_dict(doc)
    decisions = state.decisions
    game = Game(state)
    try:
        advance(state)       # the top frame (or the priority point) asks its question again
    except Exception as e:   # the checks above could not see it: a frame whose data the engine can't resume
        top = f" (the {state.frames[-1].kind!r} frame)" if state.frames else ""
        raise SaveFormatError(f"state.frames: the saved game can't be resumed{top}: "
                              f"{type(e).__name__}: {str(e)[:200]}") from None
    state.decisions = decisions
    return game
