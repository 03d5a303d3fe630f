"""Board scans the legal actions and turn-based actions skip or keep: at every decision of random games they give
what a fresh reading of every permanent gives.  CR 508.1b (the planeswalkers a creature may attack), CR 502.1 /
702.26a (the permanents with phasing that phase out), CR 302.6 (``settle_control``, tests/test_control_cache.py)."""

from __future__ import annotations

import random

from manastack import Game
from manastack import events as ev
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.combat import _planeswalkers
from manastack.rules.phasing import untap_step_phasing
from manastack.state import GameState

from test_conformance import _mixed_deck

#: Planeswalkers, cards with phasing or granting it, and control-changing cards, with creatures to attack with.
_POOL = ["Garruk Wildspeaker", "Ashiok, Wicked Manipulator", "Shimmering Efreet", "Teferi's Curse",
         "Reality Ripple", "Avizoa", "Control Magic", "Act of Treason", "Grizzly Bears", "Llanowar Elves",
         "Lightning Bolt", "Giant Growth", "Hill Giant", "Serra Angel"]


def _fresh_planeswalkers(state: GameState) -> list[int]:
    return [o for o in state.battlefield if not state.objects[o].phased_out and "Planeswalker" in chars(state, o).types]


def _fresh_going(state: GameState, player: int) -> list[int]:
    return [o for o in state.permanents() if controller_of(state, o) == player and "phasing" in chars(state, o).keywords]


def test_the_planeswalkers_and_the_phasing_permanents_are_those_a_fresh_reading_finds_cr_508_1b_702_26a() -> None:
    seen_walkers = seen_phasing = 0
    for seed in (41, 42, 43):
        w, p = _check(seed)
        seen_walkers += w
        seen_phasing += p
    assert seen_walkers and seen_phasing, "the games never had a planeswalker or a phasing permanent"


def _check(seed: int) -> tuple[int, int]:
    """Play a random game, checking both scans at every decision; return how many decisions saw a planeswalker and
    how many a permanent that would phase out."""
    rng = random.Random(seed)
    game = Game.new([_mixed_deck(rng, _POOL) for _ in range(2)], seed=seed)
    seen_walkers = seen_phasing = 0
    while not game.is_over and game.state.decisions < 1500:
        state = game.state
        assert _planeswalkers(state) == _fresh_planeswalkers(game.clone().state), f"decision {state.decisions}"
        for p in range(len(state.players)):
            fresh = _fresh_going(game.clone().state, p)
            # those going phase out directly (702.26a), or indirectly if attached to another going (702.26h)
            got = [e.obj for e in untap_step_phasing(game.clone().state, p) if isinstance(e, ev.PhasesOut)
                   and ("702.26a" in e.rules or "702.26h" in e.rules)]
            assert sorted(got) == sorted(fresh), f"decision {state.decisions}, player {p}"
            seen_phasing += bool(fresh)
        seen_walkers += bool(_fresh_planeswalkers(state))
        d = game.pending
        assert d is not None
        game.apply(d.sample(rng))
    return seen_walkers, seen_phasing
