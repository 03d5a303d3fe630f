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

from typing import Any, Mapping

from manastack.cards.model import Condition
from manastack.cards.vocabulary import static_kind
from manastack.core.types import STEP_NAME, Step
from manastack.rules.conditions import holds
from manastack.rules.turn_conditions import define_condition

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

CAST_ONLY = static_kind(
    "cast_only", "601.3",
    "\"Cast this spell only during combat\", \"... only during the declare attackers step and only if you've been "
    "attacked this step\", \"... only if a creature died this turn\": the spell can be cast only in `window` (`combat`, "
    "`before_blockers`: combat before blockers are declared, `after_combat`: the postcombat main phase and the end "
    "step), only in `step`, and only if `condition` holds, those given", step="step", window="window",
    condition="condition")

#: CR 506.1: the steps of each window ``cast_only`` names.
WINDOWS: dict[str, frozenset[Step]] = {
    "combat": frozenset({Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                         Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT}),
    "before_blockers": frozenset({Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS}),
    "after_combat": frozenset({Step.POSTCOMBAT_MAIN, Step.END}),
}


@define_condition("attacked_this_step", "506.2")
def _attacked_this_step(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                        spell: Any) -> bool:
    """"if you've been attacked this step" (Ambush's kin, with "during the declare attackers step"): attackers
    were declared this combat (508.8) and one of them attacks the player (or a planeswalker they control: 506.2,
    they are the defending player)."""
    combat = state.combat
    if combat is None or not combat.declared or state.step != Step.DECLARE_ATTACKERS:
        return False
    for kind, what in combat.attackers.values():
        if kind == "p" and what == controller:
            return True
        if kind == "o" and what in state.objects and state.objects[what].controller == controller:
            return True
    return False


def _window_steps(args: Mapping[str, Any]) -> frozenset[Step] | None:
    steps: frozenset[Step] | None = None
    if "window" in args:
        steps = WINDOWS.get(str(args["window"]), frozenset())
    if "step" in args:
        only = frozenset(s for s in Step if STEP_NAME[s] == args["step"])
        steps = only if steps is None else steps & only
    return steps


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
        elif s.kind == CAST_ONLY:
            steps = _window_steps(s.args)
            out += tuple(STEP_NAME[step] for step in sorted(steps)) if steps is not None else ()
    return out


def may_cast_now(state: "GameState", c: "Chars", oid: int = -1) -> bool:
    """CR 601.3: whether no "cast this spell only during ..." ability of ``c`` (card ``oid``'s, when given: a
    condition is its owner's) prohibits casting it now."""
    step = STEP_NAME[state.step]
    for s in c.static:
        if s.kind == CAST_ONLY_DURING and s.args["value"] != step:
            return False
        if s.kind == CAST_ONLY_AFTER_BLOCKERS and not blockers_declared(state):
            return False
        if s.kind == CAST_ONLY and not _cast_only_holds(state, s.args, c, oid):
            return False
    return True


def _cast_only_holds(state: "GameState", args: Mapping[str, Any], c: "Chars", oid: int) -> bool:
    """CR 601.3: whether a ``cast_only`` ability of card ``oid`` allows beginning to cast it now (a condition is the
    caster's: the card's owner, who holds it)."""
    steps = _window_steps(args)
    if steps is not None and state.step not in steps:
        return False
    if args.get("window") == "before_blockers" and state.step == Step.DECLARE_ATTACKERS and state.combat is None:
        return False
    cond = args.get("condition")
    if isinstance(cond, Condition):
        o = state.objects.get(oid)
        player = o.owner if o is not None else c.controller if c.controller >= 0 else state.active
        return holds(state, cond, oid, player)
    return True


__all__ = ["CAST_ONLY", "CAST_ONLY_AFTER_BLOCKERS", "CAST_ONLY_DURING", "blockers_declared", "cast_steps", "may_cast_now"]
