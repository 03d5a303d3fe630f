"""Registering effect verbs into the vocabulary (``manastack.cards.vocabulary.EFFECT_VERBS``).

Each effect family module declares its verbs with :func:`effect`: the handler (called at
resolution), the name of its *main* argument (so ``{draw: 2}`` means
``{draw: {amount: 2}}``) and the type of every argument (``quantity``, ``reference``,
``filter``, ``token``, ...: docs/cards.md "Arguments"), which the card loader reads to
check and type card data, naming the card and line on a mistake.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping

from manastack.cards.vocabulary import EFFECT_VERBS, EffectVerbDef

if TYPE_CHECKING:
    from manastack.rules.context import EffectContext

Handler = Callable[["EffectContext", Mapping[str, Any]], None]


def effect(name: str, rule: str, *, main: str | None = None, **args: str) -> Callable[[Handler], Handler]:
    """Register ``handler`` as the implementation of effect verb ``name`` (CR ``rule``), with typed arguments."""

    def deco(fn: Handler) -> Handler:
        EFFECT_VERBS.define(name, EffectVerbDef(name, rule, (fn.__doc__ or "").strip(),
                                                args=tuple(sorted(args.items())), handler=fn, main=main))
        return fn

    return deco
