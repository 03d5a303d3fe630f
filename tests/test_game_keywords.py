"""Which keywords some card of a game can give (rules/game_keywords.py): the legal actions skip the graveyard scans of
flashback (CR 702.34a), retrace (702.81a) and jump-start (702.133a), and the state-based look for daybound and
nightbound (702.145), when no card of the game has them.  The answer is kept per game and read incrementally as
objects are made; these tests check it against a full reading at every decision of random games, and that a card
with the keyword is still offered from the graveyard."""

from __future__ import annotations

import random

import pytest

from manastack import Game, sample_deck
from manastack.cards.db import bundled_db
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.rules.game_keywords import card_keyword_heads, game_has_keyword

from test_conformance import _mixed_deck

_WORDS = ("flashback", "retrace", "jump-start", "daybound", "nightbound")


def _full_reading(game: Game) -> set[str]:
    """The keyword heads of every object the game has had (in a zone or remembered), read afresh."""
    state = game.state
    found: set[str] = set()
    for o in [*state.objects.values(), *state.lki.values()]:
        found |= card_keyword_heads(state.token_defs[o.card] if o.is_token else state.db[o.card])
    return found


def test_the_keywords_of_a_card_its_grants_and_its_tokens_are_found_cr_702_1() -> None:
    db = bundled_db()
    assert "flashback" in card_keyword_heads(db["Lingering Souls"])      # "flashback:{1}{B}"
    assert "flying" in card_keyword_heads(db["Lingering Souls"])         # its Spirit tokens fly
    assert "retrace" in card_keyword_heads(db["Flame Jab"])
    assert "jump-start" in card_keyword_heads(db["Radical Idea"])
    assert "flashback" not in card_keyword_heads(db["Grizzly Bears"])


def test_the_sample_decks_have_none_of_the_guarded_keywords() -> None:
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=1)
    assert not any(game_has_keyword(game.state, w) for w in _WORDS)


@pytest.mark.parametrize("seed", [21, 22, 23])
def test_the_kept_keywords_cover_every_object_of_random_games_at_every_decision_cr_702_1(seed: int) -> None:
    """The per-game answer, read incrementally, is never short of a full reading (a card that came into the game
    later, a token, a copy, an object that has left): if it went stale, a card with flashback would not be offered
    from its owner's graveyard."""
    rng = random.Random(seed)
    pool = sorted(["Lingering Souls", "Flame Jab", "Radical Idea", "Faithless Looting"] +
                  rng.sample(sorted(c.name for c in bundled_db() if "Land" not in c.types and not c.is_token), 8))
    game = Game.new([_mixed_deck(rng, pool), _mixed_deck(rng)], seed=seed)
    n = 0
    while not game.is_over and n < 500:
        fresh = _full_reading(game)
        for w in _WORDS:
            assert game_has_keyword(game.state, w) or w not in fresh, f"seed {seed}, decision {n}: {w}"
        d = game.pending
        assert d is not None
        game.apply(d.sample(rng))
        n += 1
    assert all(game_has_keyword(game.state, w) for w in ("flashback", "retrace", "jump-start"))
    clone = game.clone()
    assert all(game_has_keyword(clone.state, w) for w in ("flashback", "retrace", "jump-start"))


def _offered_from_graveyard(graveyard: str, battlefield: str, word: str) -> None:
    """In a main phase with ``graveyard`` and ``battlefield`` (YAML lists) as alice's, the game's cards have ``word``
    and one of alice's legal actions is about a card in her graveyard."""
    text = f"""name: t
start:
  step: precombat_main
  players:
    alice:
      graveyard: {graveyard}
      battlefield: {battlefield}
    bob:
      battlefield: [Grizzly Bears]
"""
    game = build_game(load_text(text, "t.yaml")[0])
    assert game_has_keyword(game.state, word)
    d = game.pending
    assert d is not None
    grave = game.state.players[0].graveyard
    assert any(getattr(a, "card", None) in grave for a in d.options), d.options


def test_a_flashback_card_in_the_graveyard_is_offered_though_nothing_else_of_the_game_has_flashback_cr_702_34a() -> None:
    _offered_from_graveyard("[Faithless Looting]", "[Mountain, Mountain, Mountain]", "flashback")


def test_a_card_whose_own_static_lets_it_be_cast_from_the_graveyard_is_offered_cr_601_3() -> None:
    """The graveyard look for "you may cast this card from your graveyard" is skipped when no card of the game has
    that static kind (a word inside its card, rules/game_keywords.py); Gravecrawler has it."""
    _offered_from_graveyard("[Gravecrawler]", "[Swamp, Scathe Zombies]", "cast_from_graveyard")
    plain = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=1)
    assert not game_has_keyword(plain.state, "cast_from_graveyard")
