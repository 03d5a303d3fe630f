"""The rules core: game state in, game state out; no I/O.

Frame handlers register themselves when their modules are imported;
``load_rules`` imports them all once.
"""

from __future__ import annotations

_loaded = False


def load_rules() -> None:
    """Import every module that registers frame handlers or effect verbs."""
    global _loaded
    if _loaded:
        return
    from manastack.effects.registry import load_all
    from manastack.rules import (  # noqa: F401  (imported for registration)
        casting,
        combat,
        pipeline,
        resolve,
        sba,
        start,
        triggers,
        turn,
    )

    load_all()
    _loaded = True
