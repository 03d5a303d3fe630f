"""CR 601.3: a spell its own text allows to be cast only at certain times.

"Cast this spell only during the declare blockers step" (Dazzling Beauty) is a static ability that
functions while the card is where it would be cast from; it prohibits beginning to cast the spell at any
other time (601.3), on top of the ordinary timing of its card type (307.1, 117.1a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary import static_kind
from manastack.core.types import STEP_NAME

if TYPE_CHECKING:
    from manastack.rules.printed import Chars
    from manastack.state import GameState

CAST_ONLY_DURING = static_kind(
    "cast_only_during", "601.3",
    "\"Cast this spell only during the [step] step\" (Dazzling Beauty): the spell can't be cast in any other step "
    "(written `{cast_only_during: declare_blockers}`)", value="step")


def cast_steps(c: "Chars") -> tuple[str, ...]:
    """The steps in which a spell with characteristics ``c`` may be cast, if its text limits them (CR 601.3);
    empty if it doesn't."""
    return tuple(s.args["value"] for s in c.static if s.kind == CAST_ONLY_DURING)


def may_cast_now(state: "GameState", c: "Chars") -> bool:
    """CR 601.3: whether no "cast this spell only during ..." ability of ``c`` prohibits casting it in this step."""
    step = STEP_NAME[state.step]
    return all(s == step for s in cast_steps(c))


__all__ = ["CAST_ONLY_DURING", "cast_steps", "may_cast_now"]
