"""What the cards of a game can do that the cache key of the legal actions reads (rules/game_cards.py): the timing
restrictions of activated abilities (CR 602.5b) and "cast this spell only during ..." (601.3).  The answer is kept
per game and read incrementally as objects are made; these tests check it against a full reading at every decision
of random games, and that the legal actions keyed by it are those a card with a restriction needs."""

from __future__ import annotations

import random

import pytest

from manastack import Game, sample_deck
from manastack.actions import Activate, Pass
from manastack.cards.db import bundled_db
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.notation import parse_action
from manastack.rules.game_cards import NOTHING, Restrictions, card_restrictions, restrictions

from test_conformance import _mixed_deck


def _full_reading(game: Game) -> Restrictions:
    """The restrictions of every object the game has now, read afresh (no memo of the game)."""
    state = game.state
    found = NOTHING
    for o in state.objects.values():
        found = found | card_restrictions(state.token_defs[o.card] if o.is_token else state.db[o.card])
    return found


def _covers(kept: Restrictions, fresh: Restrictions) -> bool:
    return fresh.timings <= kept.timings and (kept.cast_steps or not fresh.cast_steps)


def test_the_bundled_cards_with_timing_restrictions_are_found_cr_602_5b_601_3() -> None:
    db = bundled_db()
    assert card_restrictions(db["Trap Runner"]).timings == frozenset({"after_blockers"})
    assert card_restrictions(db["Dazzling Beauty"]).cast_steps
    assert card_restrictions(db["Curtain of Light"]).cast_steps
    assert card_restrictions(db["Grizzly Bears"]) == NOTHING


def test_the_sample_decks_have_no_timing_restriction_so_the_legal_actions_key_reads_none() -> None:
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=1)
    assert restrictions(game.state) == NOTHING


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_the_kept_restrictions_cover_every_object_of_random_games_at_every_decision(seed: int) -> None:
    """The per-game answer, read incrementally, is never short of a full reading (a card that came into the game
    later, a token, a copy): if it went stale, a timing restriction would be missing from the cache key."""
    rng = random.Random(seed)
    pool = sorted(["Trap Runner", "Dazzling Beauty", "Curtain of Light"] +
                  rng.sample(sorted(c.name for c in bundled_db() if "Land" not in c.types and not c.is_token), 9))
    game = Game.new([_mixed_deck(rng, pool), _mixed_deck(rng)], seed=seed)
    n = 0
    while not game.is_over and n < 600:
        assert _covers(restrictions(game.state), _full_reading(game)), f"seed {seed}, decision {n}"
        d = game.pending
        assert d is not None
        game.apply(d.sample(rng))
        n += 1
    assert restrictions(game.state).timings == frozenset({"after_blockers"})
    assert restrictions(game.state).cast_steps
    assert _covers(restrictions(game.clone().state), _full_reading(game))


def test_trap_runner_is_offered_only_after_blockers_though_other_steps_share_the_cached_actions_cr_602_5b() -> None:
    """With an after-blockers ability in the game, the key keeps that window: the declare attackers step and the
    declare blockers step don't share their legal actions."""
    text = """name: t
start:
  step: beginning_of_combat
  players:
    alice:
      battlefield: [Grizzly Bears]
    bob:
      battlefield: [Trap Runner]
"""
    game = build_game(load_text(text, "t.yaml")[0])
    state = game.state
    offered: dict[str, bool] = {}
    while state.step.value not in ("postcombat_main", "end"):
        d = game.pending
        assert d is not None
        if d.kind == "attack":
            game.apply(parse_action(game, "attack Grizzly Bears"))
            continue
        if d.kind != "priority":    # no block: the Bears stay an unblocked attacker, a target for Trap Runner
            game.apply(next(a for a in d.legal_actions() if type(a).__name__ == "Done"))
            continue
        if d.player == 1:
            offered[state.step.value] = any(isinstance(a, Activate) for a in d.options)
        game.apply(Pass())
    assert offered == {"beginning_of_combat": False, "declare_attackers": False, "declare_blockers": True,
                       "combat_damage": True, "end_of_combat": True}, offered
