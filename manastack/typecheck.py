"""Checking a value against its type annotation, deeply: the one schema of saved games and actions.

The engine's data are dataclasses with precise annotations (``life: int``,
``targets: tuple[tuple[str, int], ...]``, ``combat: Combat | None``).  :func:`type_problem`
walks a value along its annotation and says where it first departs from it
(``players[0].life: a whole number (int) was expected, not 1.5``), or returns None.
A dataclass found anywhere, even under ``Any``, is checked against its own annotations,
so a value that passes is well-formed all the way down.  ``bool`` is not accepted as
``int``.  Each annotation is compiled once into a checking function (cached).

Used by ``serialization`` (a loaded game must be the shape the engine expects) and
by ``Game.apply`` (the fields of an answer to a decision).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from functools import lru_cache
from typing import Any, Callable, Union

#: How deep a value may nest (saved games nest about 12 levels).
MAX_DEPTH = 100

#: Where a value is: a root name, or (where its container is, "[i]" / ".field" / "[key]" / " key", key).
#: Built as tuples and put into words only when there is a problem.
Path = Any
#: A compiled check: (value, path, depth) -> None or the problem.
Check = Callable[[Any, Path, int], "str | None"]

_NAMES: dict[Any, str] = {
    int: "a whole number (int)", str: "a text (str)", bool: "true or false (bool)", float: "a number (float)",
    type(None): "null (None)", list: "a list", tuple: "a tuple", dict: "a mapping", set: "a set",
    frozenset: "a frozenset"}


def type_problem(value: Any, hint: Any, path: Path = "") -> str | None:
    """None if ``value`` conforms to the annotation ``hint``, else ``"PATH: what was expected, not what"``."""
    return _checker(hint)(value, path, 0)


def describe(hint: Any) -> str:
    """An annotation in words, for messages."""
    if hint in _NAMES:
        return _NAMES[hint]
    if isinstance(hint, type):
        return f"{'an' if hint.__name__[:1] in 'AEIOU' else 'a'} {hint.__name__}"
    return str(hint).replace("typing.", "")


def shown(value: Any, width: int = 50) -> str:
    """A short rendering of a value found, for messages (never the whole of a large value)."""
    if isinstance(value, (list, tuple, set, frozenset, dict)):
        return f"{_NAMES.get(type(value), type(value).__name__)} of {len(value)}"
    if dataclasses.is_dataclass(value):
        return f"a {type(value).__name__}"
    text = repr(value)
    return text if len(text) <= width else f"{text[:width - 4]}...{text[-1]}"


@lru_cache(maxsize=None)
def field_types(cls: type) -> tuple[tuple[str, Any], ...]:
    """The (name, annotation) of each dataclass field of ``cls``; unresolvable annotations are ``Any``."""
    try:
        hints = typing.get_type_hints(cls)
    except (NameError, TypeError):       # a name imported only for type checking
        hints = {}
    return tuple((f.name, hints.get(f.name, Any)) for f in dataclasses.fields(cls))


# --- compiling annotations -------------------------------------------------------------------

def render_path(path: Path) -> str:
    """A path in words: ``players[0].life``."""
    parts: list[str] = []
    while isinstance(path, tuple):
        path, how, key = path
        parts.append(f"[{key}]" if how == "i" else f".{key}" if how == "f" else f"[{key!r}]" if how == "k"
                     else f" key {shown(key)}")
    text = (path or "") + "".join(reversed(parts))
    return text.lstrip(".") or "the value"


def _wrong(path: Path, expected: str, value: Any) -> str:
    return f"{render_path(path)}: {expected} was expected, not {shown(value)}"


def _too_deep(path: Path) -> str:
    return f"{render_path(path)}: nested more than {MAX_DEPTH} levels deep"


@lru_cache(maxsize=None)
def _checker(hint: Any) -> Check:
    if hint is Any or hint is object:
        return _check_any
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is Union or origin is types.UnionType:
        return _union(args)
    if origin is typing.ClassVar:
        return lambda value, path, depth: None
    if origin is None:
        return _plain(hint)
    outer = _outer(hint)
    if origin in (list, set, frozenset):
        return _items(outer, describe(hint), _checker(args[0]) if args else _check_any)
    if origin is tuple:
        return _tuple(hint, args)
    if origin in (dict, Mapping):
        key, val = (_checker(args[0]), _checker(args[1])) if args else (_check_any, _check_any)
        return _mapping(describe(hint), key, val)
    return _check_any       # an annotation this checker does not know: accepted as Any


def _outer(hint: Any) -> Callable[[Any], bool]:
    """Whether a value is at least of the outer type of ``hint`` (``bool`` is not an ``int``)."""
    if hint is None or hint is type(None):
        return lambda v: v is None
    origin = typing.get_origin(hint) or hint
    if origin is int:
        return lambda v: type(v) is int
    if origin is float:
        return lambda v: type(v) in (int, float)
    if origin is Mapping:
        return lambda v: isinstance(v, Mapping)
    if isinstance(origin, type):
        return lambda v: isinstance(v, origin)
    return lambda v: True


def _plain(hint: Any) -> Check:
    is_a = _outer(hint)
    expected = describe(hint)
    nested = isinstance(hint, type) and dataclasses.is_dataclass(hint)

    def check(value: Any, path: Path, depth: int) -> str | None:
        if not is_a(value):
            return _wrong(path, expected, value)
        return _check_dataclass(value, path, depth) if nested else None
    return check


def _union(options: tuple[Any, ...]) -> Check:
    pairs = [(_outer(h), _checker(h)) for h in options]
    expected = " or ".join(describe(h) for h in options)

    def check(value: Any, path: Path, depth: int) -> str | None:
        for is_a, inner in pairs:
            if is_a(value):
                return inner(value, path, depth)
        return _wrong(path, expected, value)
    return check


def _items(is_a: Callable[[Any], bool], expected: str, item: Check) -> Check:
    def check(value: Any, path: Path, depth: int) -> str | None:
        if not is_a(value):
            return _wrong(path, expected, value)
        if depth >= MAX_DEPTH:
            return _too_deep(path)
        for i, x in enumerate(value):
            why = item(x, (path, "i", i), depth + 1)
            if why:
                return why
        return None
    return check


def _tuple(hint: Any, args: tuple[Any, ...]) -> Check:
    if len(args) == 2 and args[1] is Ellipsis:
        return _items(lambda v: isinstance(v, tuple), describe(hint), _checker(args[0]))
    items = [] if args == ((),) else [_checker(a) for a in args]
    expected = f"{describe(hint)} ({len(items)} items)"

    def check(value: Any, path: Path, depth: int) -> str | None:
        if not isinstance(value, tuple) or len(value) != len(items):
            return _wrong(path, expected, value)
        for i, (x, inner) in enumerate(zip(value, items)):
            why = inner(x, (path, "i", i), depth + 1)
            if why:
                return why
        return None
    return check


def _mapping(expected: str, key: Check, val: Check) -> Check:
    def check(value: Any, path: Path, depth: int) -> str | None:
        if not isinstance(value, Mapping):
            return _wrong(path, expected, value)
        if depth >= MAX_DEPTH:
            return _too_deep(path)
        for k, v in value.items():
            why = key(k, (path, "K", k), depth + 1) or val(v, (path, "k", k), depth + 1)
            if why:
                return why
        return None
    return check


@lru_cache(maxsize=None)
def _field_checkers(cls: type) -> tuple[tuple[str, Check], ...]:
    return tuple((name, _checker(hint)) for name, hint in field_types(cls))


def _check_dataclass(value: Any, path: Path, depth: int) -> str | None:
    if depth >= MAX_DEPTH:
        return _too_deep(path)
    cls: type = type(value)
    for name, inner in _field_checkers(cls):
        why = inner(getattr(value, name, None), (path, "f", name), depth + 1)
        if why:
            return why
    return None


def _check_any(value: Any, path: Path, depth: int) -> str | None:
    """Under ``Any``: containers are walked so that the dataclasses inside are checked."""
    if type(value) in (int, str, bool, float) or value is None:
        return None
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _check_dataclass(value, path, depth)
    if isinstance(value, Mapping):
        items: Any = (((path, "k", k), v) for k, v in value.items())
    elif isinstance(value, (list, tuple, set, frozenset)):
        items = (((path, "i", i), v) for i, v in enumerate(value))
    else:
        return None
    if depth >= MAX_DEPTH:
        return _too_deep(path)
    for where, item in items:
        why = _check_any(item, where, depth + 1)
        if why:
            return why
    return None


__all__ = ["MAX_DEPTH", "describe", "field_types", "render_path", "shown", "type_problem"]
