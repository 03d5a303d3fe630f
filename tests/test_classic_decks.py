"""Issue 9's six classic decks (manastack/decks): made only of compiled cards that smoke-passed and hand-written
cards, with basic lands; each is a legal constructed deck (CR 100.2a) and plays to the end."""

from __future__ import annotations

import pytest
from conftest import play_random
from test_conformance import check_invariants

from manastack.cards.db import bundled_db, smoke_passed
from manastack.decklist import load_sample_deck
from manastack.game import Game

CLASSIC = ("pauper_burn", "stompy", "white_weenie", "mono_black", "blue_tempo", "elves")


@pytest.mark.parametrize("deck", CLASSIC)
def test_every_card_of_a_classic_deck_smoke_passed_or_is_hand_written_or_a_basic_land(deck: str) -> None:
    db = bundled_db()
    hand_written, passed = set(db.names()), smoke_passed()
    assert passed, "no shipped smoke status: run `manastack cards compile`"
    d = load_sample_deck(deck, db)
    bad = [n for n in d.counts() if n not in hand_written and n not in passed and "Basic" not in db[n].supertypes]
    assert bad == [], f"{deck}: not smoke-passed nor hand-written: {bad}"


@pytest.mark.parametrize("deck", CLASSIC)
def test_a_classic_deck_is_a_legal_constructed_deck_cr_100_2a(deck: str) -> None:
    db = bundled_db()
    d = load_sample_deck(deck, db)
    assert len(d.cards()) == 60
    assert all(c <= 4 for n, c in d.counts().items() if "Basic" not in db[n].supertypes)


@pytest.mark.parametrize("deck", CLASSIC)
def test_a_classic_deck_plays_to_the_end_against_the_next_keeping_every_invariant(deck: str) -> None:
    db = bundled_db()
    other = CLASSIC[(CLASSIC.index(deck) + 1) % len(CLASSIC)]
    for seed in (1, 2):
        game = Game.new([load_sample_deck(deck, db).cards(), load_sample_deck(other, db).cards()], seed=seed)
        n = play_random(game, seed, after=lambda g: check_invariants(g, [60, 60]))
        assert game.is_over, f"{deck} vs {other}, seed {seed}: not over after {n} decisions"
