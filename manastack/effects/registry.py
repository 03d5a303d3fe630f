"""The registry of effect verbs: each effect family module registers its verbs here.

A verb has a handler (called at resolution), the name of its *main* argument (so
``{draw: 2}`` means ``{draw: {amount: 2}}``) and the arguments it accepts, so the card
loader can refuse a misspelt argument with the card name and line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Mapping

if TYPE_CHECKING:
    from manastack.rules.context import EffectContext

Handler = Callable[["EffectContext", Mapping[str, Any]], None]


@dataclass(frozen=True, slots=True)
class EffectVerb:
    name: str
    handler: Handler
    main: str | None
    args: frozenset[str]
    doc: str


VERBS: dict[str, EffectVerb] = {}


def effect(name: str, *, main: str | None = None, args: tuple[str, ...] = ()) -> Callable[[Handler], Handler]:
    """Register ``handler`` as the implementation of effect verb ``name``."""

    def deco(fn: Handler) -> Handler:
        allowed = frozenset(args) | ({main} if main else set())
        VERBS[name] = EffectVerb(name, fn, main, allowed, (fn.__doc__ or "").strip())
        return fn

    return deco


def load_all() -> dict[str, EffectVerb]:
    """Import every effect family so that all verbs are registered."""
    from manastack.effects import (  # noqa: F401  (imported for registration)
        cards_moves,
        combat_mods,
        counters,
        damage,
        life,
        mana,
        stack,
        tokens,
        triggers,
    )

    return VERBS
