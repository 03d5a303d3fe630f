"""CR 601.3: a spell its own text allows to be cast only at certain times.

"Cast this spell only during the declare blockers step" (Dazzling Beauty) and "Cast this spell only during
combat after blockers are declared" (Curtain of Light) are static abilities that function while the card is
where it would be cast from; they prohibit beginning to cast the spell at any other time (601.3), on top of the
ordinary timing of its card type (307.1, 117.1a).  "Activate only during combat after blockers are declared"
(Trap Runner, 602.5b) is the same window for an activated ability (``timing: after_blockers``,
rules/activation_timing.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary import static_kind
from manastack.core.types import STEP_NAME, Step

if TYPE_CHECKING:
    from manastack.rules.printed import Chars
    from manastack.state import GameState

CAST_ONLY_DURING = static_kind(
    "cast_only_during", "601.3",
    "\"Cast this spell only during the [step] step\" (Dazzling Beauty): the spell can't be cast in any other step "
    "(written `{cast_only_during: declare_blockers}`)", value="step")


CAST_ONLY_AFTER_BLOCKERS = static_kind(
    "cast_only_after_blockers", "601.3",
    "\"Cast this spell only during combat after blockers are declared\" (Curtain of Light): from the declare "
    "blockers step to the end of combat step, in a combat whose attackers were declared")

#: CR 509.1, 506.1: the steps of combat that come after blockers are declared.
_AFTER_BLOCKERS = frozenset({Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT})


def blockers_declared(state: "GameState") -> bool:
    """CR 509.1: whether it is combat after blockers are declared (a combat with attackers, 508.8, in the declare
    blockers step or later)."""
    return state.step in _AFTER_BLOCKERS and state.combat is not None and state.combat.declared


def cast_steps(c: "Chars") -> tuple[str, ...]:
    """The steps in which a spell with characteristics ``c`` may be cast, if its text limits them (CR 601.3);
    empty if it doesn't."""
    out: tuple[str, ...] = ()
    for s in c.static:
        if s.kind == CAST_ONLY_DURING:
            out += (s.args["value"],)
        elif s.kind == CAST_ONLY_AFTER_BLOCKERS:
            out += tuple(STEP_NAME[step] for step in sorted(_AFTER_BLOCKERS))
    return out


def may_cast_now(state: "GameState", c: "Chars") -> bool:
    """CR 601.3: whether no "cast this spell only during ..." ability of ``c`` prohibits casting it now."""
    step = STEP_NAME[state.step]
    for s in c.static:
        if s.kind == CAST_ONLY_DURING and s.args["value"] != step:
            return False
        if s.kind == CAST_ONLY_AFTER_BLOCKERS and not blockers_declared(state):
            return False
    return True


__all__ = ["CAST_ONLY_AFTER_BLOCKERS", "CAST_ONLY_DURING", "blockers_declared", "cast_steps", "may_cast_now"]
