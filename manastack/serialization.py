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
from typing import TYPE_CHECKING, Any

from manastack import actions as act_mod
from manastack.cards import model as card_model
from manastack.cards.values import Duration, Quantity, Reference
from manastack.core.mana import ManaCost
from manastack.core.types import Step, Zone
from manastack.decisions import Option
from manastack.rules.characteristics import Chars
from manastack.events import EVENT_TYPES
from manastack.state import Combat, ContinuousEffect, Frame, GameState, Obj, PendingTrigger, Player

if TYPE_CHECKING:
    from manastack.game import Game

FORMAT_VERSION = 1

_CLASSES: dict[str, type] = {c.__name__: c for c in (
    Obj, Player, ContinuousEffect, PendingTrigger, Frame, Combat, ManaCost, Option, Chars,
    act_mod.Pass, act_mod.PlayLand, act_mod.Cast, act_mod.Activate, act_mod.Choose, act_mod.Attack,
    act_mod.Block, act_mod.Assign, act_mod.Concede, act_mod.Special,
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


def _dec(v: Any) -> Any:
    if isinstance(v, list):
        return [_dec(x) for x in v]
    if not isinstance(v, dict):
        return v
    t = v.get("__t")
    if t is None:
        return {k: _dec(x) for k, x in v.items()}
    if t == "tuple":
        return tuple(_dec(x) for x in v["v"])
    if t == "set":
        return {_dec(x) for x in v["v"]}
    if t == "frozenset":
        return frozenset(_dec(x) for x in v["v"])
    if t == "dict":
        return {_dec(k): _dec(x) for k, x in v["v"]}
    if t in _ENUMS:
        return _ENUMS[t](v["v"])
    cls = _CLASSES.get(t)
    if cls is None:
        raise SaveFormatError(f"unknown type {t!r} in saved game")
    kwargs = {k: _dec(x) for k, x in v.items() if k != "__t"}
    init = {f.name: kwargs[f.name] for f in dataclasses.fields(cls) if f.init and f.name in kwargs}
    obj = cls(**init)
    for f in dataclasses.fields(cls):
        if not f.init and f.name in kwargs:
            object.__setattr__(obj, f.name, kwargs[f.name])
    return obj


def state_to_dict(state: GameState) -> dict[str, Any]:
    data = {k: _enc(v) for k, v in state.__dict__.items() if k not in _SKIP and k != "rng"}
    data["rng"] = _enc(state.rng.getstate())
    return {"format": "manastack-game", "version": FORMAT_VERSION, "extra_cards": _enc(list(state.db.extra.values())),
            "state": data}


def state_from_dict(doc: dict[str, Any]) -> GameState:
    from manastack.cards.db import bundled_db

    if not isinstance(doc, dict) or doc.get("format") != "manastack-game":
        raise SaveFormatError("not a saved manastack game (missing \"format\": \"manastack-game\")")
    if doc.get("version") != FORMAT_VERSION:
        raise SaveFormatError(f"saved game version {doc.get('version')} is not {FORMAT_VERSION}")
    extra = _dec(doc.get("extra_cards", {"__t": "tuple", "v": []}))
    db = bundled_db().with_cards(extra) if extra else bundled_db()
    raw = doc["state"]
    state = GameState.__new__(GameState)
    fresh = GameState(db, ["a", "b"], 0)
    state.__dict__.update(fresh.__dict__)
    for k, v in raw.items():
        if k == "rng":
            continue
        state.__dict__[k] = _dec(v)
    state.rng.setstate(_dec(raw["rng"]))
    state.db = db
    state.pending = None
    return state


def dumps(game: "Game", indent: int | None = None) -> str:
    """The game as JSON text."""
    return json.dumps(state_to_dict(game.state), indent=indent)


def loads(text: str) -> "Game":
    """A game from :func:`dumps` text, waiting for the same decision as when it was saved."""
    from manastack.game import Game
    from manastack.rules.engine import advance

    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise SaveFormatError(f"saved game is not JSON: line {e.lineno} column {e.colno}: {e.msg}") from None
    state = state_from_dict(doc)
    decisions = state.decisions
    game = Game(state)
    advance(state)       # the top frame (or the priority point) asks its question again
    state.decisions = decisions
    return game
