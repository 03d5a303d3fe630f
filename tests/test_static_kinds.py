"""The kinds of static abilities on the battlefield (``characteristics.static_kinds``, CR 604.1), board-cached: rules
looking for a permanent with "you may play lands from your graveyard" (305.1), "you may play an additional land"
(305.2a), "no maximum hand size" (402.2), "skip your draw step" (614.10) or "cards in graveyards lose all abilities"
(613.1f) read nothing when the kind isn't there.  The cached set must equal one computed afresh at every decision."""

from __future__ import annotations

import random

from manastack import Game
from manastack.rules.characteristics import board_keywords, chars, static_kinds

from test_conformance import _mixed_deck


def _fresh(game: Game) -> tuple[frozenset[str], frozenset[str]]:
    """The kinds and the keywords read afresh from a copy whose caches are all empty."""
    state = game.clone().state
    return (frozenset(s.kind for oid in state.permanents() for s in chars(state, oid).static),
            frozenset(k for oid in state.permanents() for k in chars(state, oid).keywords))


def test_the_cached_static_kinds_and_keywords_equal_fresh_ones_at_every_decision_of_random_games_cr_604_1() -> None:
    seen: set[str] = set()
    for seed in (21, 22, 23):
        rng = random.Random(seed)
        game = Game.new([_mixed_deck(rng), _mixed_deck(rng)], seed=seed)
        n = 0
        while not game.is_over and n < 500:
            kinds, keywords = static_kinds(game.state), board_keywords(game.state)
            assert (kinds, keywords) == _fresh(game), f"seed {seed}, decision {n}"
            seen |= kinds | keywords
            d = game.pending
            assert d is not None
            game.apply(d.sample(rng))
            n += 1
        assert n >= 100
    assert seen     # the games had permanents with abilities


def test_a_permanent_with_no_maximum_hand_size_is_found_and_lifts_it_cr_402_2() -> None:
    from manastack.judge.scenario import load_text
    from manastack.judge.setup import build_game
    from manastack.rules.turn import NO_MAX_HAND_SIZE, max_hand_size

    text = """name: t
start:
  players:
    alice:
      battlefield: [Spellbook]
    bob:
      battlefield: [Forest]
"""
    game = build_game(load_text(text, "t.yaml")[0])
    assert NO_MAX_HAND_SIZE in static_kinds(game.state)
    assert max_hand_size(game.state, 0) is None and max_hand_size(game.state, 1) == 7
