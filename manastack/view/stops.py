"""Stops: where a player is asked at priority, and where the game passes for them, as MTG Arena and MTGO do.

CR 117.3a-d: a player who receives priority may act or pass, and most of the time a
player passes.  A user interface (the terminal, a browser board) or an agent asks its
:class:`Stops` whether to put a priority decision to the player (:meth:`Stops.asks`)
or to pass for them.  Decisions other than priority (declaring attackers and blockers,
choices) are always asked.

By default a player is asked at priority only where they would want to act, and only
when they can do more than pass (a mana ability alone is no reason, CR 605.3a):

* in their own main phases (``own`` steps);
* in the opponent's end step (``opponent`` steps), with an instant-speed play;
* when an opponent's spell or ability is on top of the stack (``respond``);
* never with their own spell or ability on top, unless they asked to hold priority
  (:meth:`Stops.hold`, CR 117.3c) for the next one.

The steps of both lists are configurable (:meth:`Stops.toggle`), and a player can pass
until the end of the turn, until their next turn, or until something happens (an
opponent puts a spell or ability on the stack, or the game asks them something other
than priority): :meth:`Stops.pass_until`.  The policy reads only the player's view
(:mod:`manastack.view.player`), so the terminal, a browser and agents share it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from manastack.core.types import Step
from manastack.view.player import PlayerView


class Until(Enum):
    """How far a player passes without being asked at priority."""

    NOTHING = "nothing"                      # the stops apply
    END_OF_TURN = "end of turn"              # pass every priority until the next turn begins
    MY_TURN = "my next turn"                 # ... until the player's own next turn begins
    SOMETHING_HAPPENS = "something happens"  # ... until an opponent uses the stack or the player is asked a question


#: The words for the steps, as a player types them (``stop opponent upkeep``), and as :func:`step_word` writes them.
STEP_WORDS: dict[str, Step] = {
    "upkeep": Step.UPKEEP,
    "draw": Step.DRAW,
    "main1": Step.PRECOMBAT_MAIN,
    "combat": Step.BEGINNING_OF_COMBAT,
    "attackers": Step.DECLARE_ATTACKERS,
    "blockers": Step.DECLARE_BLOCKERS,
    "first-strike": Step.FIRST_STRIKE_DAMAGE,
    "damage": Step.COMBAT_DAMAGE,
    "end-combat": Step.END_OF_COMBAT,
    "main2": Step.POSTCOMBAT_MAIN,
    "end": Step.END,
}

DEFAULT_OWN = frozenset({Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN})
DEFAULT_OPPONENT = frozenset({Step.END})


def step_word(step: Step) -> str:
    """``Step.POSTCOMBAT_MAIN`` -> ``main2`` (the word :data:`STEP_WORDS` reads)."""
    return next((w for w, s in STEP_WORDS.items() if s == step), step.value)


@dataclass
class Stops:
    """One player's stops and passing (see the module docstring).  ``every``: ask at every priority."""

    own: set[Step] = field(default_factory=lambda: set(DEFAULT_OWN))
    opponent: set[Step] = field(default_factory=lambda: set(DEFAULT_OPPONENT))
    respond: bool = True
    every: bool = False
    until: Until = Until.NOTHING
    _since_turn: int = 0
    _hold: bool = False

    # --- what the player asks for -----------------------------------------------------

    def pass_until(self, until: Until, v: PlayerView) -> None:
        """Pass from now until ``until`` (counted from the turn of ``v``)."""
        self.until = until
        self._since_turn = v.turn

    def hold(self) -> None:
        """CR 117.3c: be asked once more with your own next spell or ability on the stack."""
        self._hold = True

    def toggle(self, step: Step, *, own: bool) -> bool:
        """Stop in ``step`` of your own turns (``own``) or of the opponents'; returns whether the stop is now on."""
        steps = self.own if own else self.opponent
        if step in steps:
            steps.discard(step)
            return False
        steps.add(step)
        return True

    def describe(self) -> str:
        """``your turn: main1, main2 · opponent's turn: end · responses: on``."""
        def words(steps: set[Step]) -> str:
            return ", ".join(step_word(s) for s in Step if s in steps) or "none"
        text = f"your turn: {words(self.own)} · opponent's turn: {words(self.opponent)} · " \
               f"responding to the opponent's spells: {'on' if self.respond else 'off'}"
        if self.every:
            text += " · asked at every priority (auto passing off)"
        if self.until is not Until.NOTHING:
            text += f" · passing until {self.until.value}"
        return text

    # --- the policy -------------------------------------------------------------------

    def asks(self, v: PlayerView) -> bool:
        """Whether the viewer of ``v`` is asked its pending decision; False: pass for them.

        Call it once per decision of the viewer: it ends a pass-until that has reached
        its end, and uses up a hold.
        """
        d = v.decision
        if d is None or d.player != v.viewer:
            return False
        if d.kind != "priority":
            if self.until is Until.SOMETHING_HAPPENS:
                self.until = Until.NOTHING
            return True
        if self._passing(v):
            return False
        top = v.stack[0] if v.stack else None
        own_on_top = top is not None and top.controller == v.viewer
        if own_on_top and self._hold:
            self._hold = False
            return True
        if not d.plays:
            return False          # only passing is possible (or mana abilities, 605.3a)
        if self.every:
            return True
        if top is not None:
            return not own_on_top and self.respond
        return v.step in (self.own if v.active == v.viewer else self.opponent)

    def _passing(self, v: PlayerView) -> bool:
        """Whether a pass-until still holds at ``v`` (ending it where it ends)."""
        until = self.until
        if until is Until.END_OF_TURN:
            ended = v.turn != self._since_turn
        elif until is Until.MY_TURN:
            ended = v.turn != self._since_turn and v.active == v.viewer
        elif until is Until.SOMETHING_HAPPENS:
            ended = bool(v.stack) and v.stack[0].controller != v.viewer
        else:
            return False
        if ended:
            self.until = Until.NOTHING
        return not ended


__all__ = ["DEFAULT_OPPONENT", "DEFAULT_OWN", "STEP_WORDS", "Stops", "Until", "step_word"]
