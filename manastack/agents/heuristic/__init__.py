"""A simple, fast heuristic agent: sensible play without search.

The agent answers every decision from the current position only (no look-ahead, no
cloning), so that simulations stay fast:

* **Opening hand**: mulligans a seven-card hand with 0-1 or 6-7 lands (a six-card hand
  with 0 or 6+ lands; five cards or fewer are kept); puts the worst cards on the bottom
  (surplus lands or the most expensive spells).
* **Priority**: plays a land whenever it may (the basic land whose colour the hand
  needs most), then scores every other legal action and takes the best one worth
  taking, else passes.  Spells and abilities are scored by a generic model of their
  effects on the board (``Scorer``, in ``scoring.py``): damage that kills an opposing
  creature is worth that creature; damage to the opponent is worth little unless it is
  lethal or the burn in hand reaches the opponent's life; a pump is only worth something in combat
  (to win a fight, survive one, or deal lethal damage) or to save a creature from
  damage on the stack; permanents are worth more the more they cost, so the most
  expensive affordable spell comes first.  A creature whose "enters" trigger would
  have to hit its own side is not cast.  Mana abilities are never activated by hand
  (the engine taps sources when paying).
* **Attacks**: a creature attacks when no potential blocker can kill it without
  dying in a trade at least as good for us, when the whole attack is lethal through
  the opponent's blockers, or when the opponent cannot block; attackers are held back
  when the crack-back would otherwise be lethal.
* **Blocks**: block to kill an attacker and survive, to block for free, or to trade
  up; gang-block a big attacker when only one blocker dies for it; chump only when the
  unblocked damage would be lethal.
* **Choices**: take the first turn; targets of triggers go to the opposing creature
  that dies (harmful effects) or our own creature (helpful ones); discard surplus
  lands, then the most expensive cards; sacrifice the least valuable permanent; pay an
  upkeep cost (cumulative upkeep, echo) when it costs less than the permanent is worth,
  else let the permanent go.
* **Older mechanics**: cycle a card that can't be cast for a while or a surplus land
  (cycling costs the card kept in hand); cast with buyback when the extra mana doesn't
  cost another spell this turn; make a licid an Aura on our creature when what it gives
  matters now (haste for a creature with summoning sickness before attacks), and end the
  effect (116.2c) when the host is targeted by an opponent or needs the Aura no more
  (``licids.py``).

It is deterministic: given the same position it gives the same answer (the seeded
generator only breaks decisions the heuristics do not cover).  It answers declarations
whole; one begun step by step it continues toward its whole answer where it can.

This module holds ``HeuristicAgent`` (dispatch and the priority decision) and registers
it as ``heuristic``; the rest of the package: ``fight`` (combat arithmetic), ``view``
(the read-only ``View`` of the position), ``scoring`` (``Scorer``), ``choices``
(``choose`` decisions), ``combat`` (attack, block, assign), ``licids`` (licids, 116.2c) and
``bodies`` (reading card bodies).
"""

from __future__ import annotations

import dataclasses
import random
from typing import TYPE_CHECKING

from manastack.actions import Action, Activate, Cast, Pass, PlayLand, Special
from manastack.agents.base import register_agent
from manastack.agents.heuristic.choices import choose
from manastack.agents.heuristic.combat import assign, attack, block
from manastack.agents.heuristic.fight import Fighter, duel, gang_duel
from manastack.agents.heuristic.licids import should_end
from manastack.agents.heuristic.scoring import Scorer
from manastack.agents.heuristic.view import View
from manastack.rules.special import ending_effects
from manastack.stepwise import LISTED_COMBINATIONS, LISTED_KEYS, combinations

if TYPE_CHECKING:
    from manastack.decisions import Decision
    from manastack.game import Game

__all__ = ["CAST_THRESHOLD", "Fighter", "HeuristicAgent", "duel", "gang_duel"]

CAST_THRESHOLD = 1.0       # an action is taken only if it scores at least this much


def nearest_legal(d: "Decision", plan: Action) -> Action:
    """The planned declaration, or if it breaks a restriction or requirement the heuristics don't weigh (CR 506.5
    "can't attack alone", 509.1b-c: "can't be blocked by more than one creature", the blocking requirements), the
    listed legal declaration sharing the most attackers or blocks with it."""
    if d.check(plan) is None or not any(k in d.data for k in LISTED_KEYS) or combinations(d) > LISTED_COMBINATIONS:
        return plan
    want = set(getattr(plan, "pairs", ()))
    best = max(d.iter_declarations(), key=lambda a: len(want & set(getattr(a, "pairs", ()))), default=None)
    return best if best is not None else plan


class HeuristicAgent:
    """See the module docstring."""

    name = "heuristic"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self.fallbacks = 0      # answers the heuristics got wrong and replaced by a legal one (should stay 0)

    def choose(self, game: "Game") -> Action:
        d = game.pending
        assert d is not None, "the game is over"
        view = View(game.state, d.player)
        action = self._plan(game, view, dataclasses.replace(d, steps=()) if d.steps else d)
        if d.steps and action is not None:
            action = d.toward(action)     # a declaration begun step by step: go on toward the plan
        if action is None or d.check(action) is not None:
            if action is not None:
                self.fallbacks += 1
            action = d.sample(self.rng) if d.kind != "priority" else Pass()
        return action

    def _plan(self, game: "Game", view: View, d: "Decision") -> Action | None:
        """The whole answer the heuristics choose for ``d``."""
        if d.kind == "priority":
            return self._priority(game, view, d)
        if d.kind == "choose":
            return choose(view, d)
        if d.kind == "attack":
            return nearest_legal(d, attack(view, d))
        if d.kind == "block":
            return nearest_legal(d, block(view, d))
        if d.kind == "assign":
            return assign(view, d)
        return None

    # --- priority ---------------------------------------------------------------------

    def _priority(self, game: "Game", view: View, d: "Decision") -> Action:
        options = [a for a in d.options if not isinstance(a, Pass) and not game.is_mana_action(a)]
        if not options:
            return Pass()
        lands = [a for a in options if isinstance(a, PlayLand)]
        if lands:
            return view.best_land(lands)
        scorer = Scorer(view)
        for a in options:
            if isinstance(a, Special) and self._ends_effect(view, scorer, a):
                return a
        best: Action | None = None
        best_key: tuple[float, int] = (CAST_THRESHOLD, -1)
        for a in options:
            if isinstance(a, Cast):
                s = scorer.cast(a)
                mv = view.mana_value(a.card)
            elif isinstance(a, Activate):
                s = scorer.activate(a)
                mv = 0
            else:
                continue
            key = (s, mv)
            if key >= best_key:
                if key > best_key or best is None:
                    best, best_key = a, key
        return best if best is not None else Pass()

    @staticmethod
    def _ends_effect(view: View, scorer: Scorer, a: Special) -> bool:
        """CR 116.2c: end a licid's effect before its host is killed under it, or once the Aura gives its host
        nothing it needs and the licid would be an untapped creature again."""
        if _host_threatened(view, a.card):
            return True
        mine = ending_effects(view.state, view.me, a.card)
        return a.index < len(mine) and should_end(view, mine[a.index], scorer.spare_mana())


def _host_threatened(view: View, card: int) -> bool:
    """Whether the permanent ``card`` is attached to is the target of an opponent's spell or ability on the
    stack (ending a licid's effect then keeps the licid, as a creature, 116.2c)."""
    st = view.state
    o = st.objects.get(card)
    host = o.attached_to if o is not None else None
    return host is not None and any(
        st.objects[s].controller != view.me and ("o", host) in st.objects[s].targets for s in st.stack)


register_agent("heuristic", HeuristicAgent)
