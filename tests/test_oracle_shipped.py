"""The compiled cards shipped in the package (issue 9): up to date with the corpus, found by name, overridden by a
hand-written card."""

from __future__ import annotations

import random

import pytest
from test_conformance import check_invariants

from manastack.cards.db import CardDB, bundled_db, compiled_cards, smoke_passed
from manastack.cards.corpus import corpus_path
from manastack.decklist import parse_decklist
from manastack.game import Game
from manastack.oracle.compiler import COMPILER_VERSION
from manastack.oracle.coverage import compiler_digest, corpus_digest

LIGHTNING_BOLT_DATA = {"name": "Lightning Bolt", "type": "Instant", "cost": "{R}", "text": "Wrong text.",
                       "spell": {"targets": ["any"], "effects": [{"draw": 1}]}}


def test_the_shipped_compiled_cards_are_up_to_date_with_the_corpus_and_the_compiler() -> None:
    doc = compiled_cards()
    assert doc, "no manastack/cards/data/compiled.json.xz: run `manastack cards compile`"
    assert doc["compiler_version"] == COMPILER_VERSION, "the compiler changed: run `manastack cards compile`"
    assert doc["compiler_sha256"] == compiler_digest(), "the compiler changed: run `manastack cards compile`"
    path = corpus_path()
    if path is None or not path.is_file():
        pytest.skip("card corpus not found beside the checkout")
    assert doc["corpus_sha256"] == corpus_digest(path), "the corpus changed: run `manastack cards compile`"


def test_a_deck_list_naming_a_compiled_card_plays_with_no_extra_step() -> None:
    db = bundled_db()
    assert "Elvish Visionary" not in db.names()          # not hand-written: it comes from the compiled file
    deck = parse_decklist("20 Elvish Visionary\n40 Forest\n", "compiled.txt", db)
    game = Game.new([deck, deck], seed=1)
    assert game.pending is not None
    assert db["elvish visionary"].triggered[0].trigger.event == "enters"


def test_a_hand_written_definition_wins_over_a_compiled_one() -> None:
    hand_written = bundled_db()["Boros Charm"]         # hand-written (tests/test_hand_written_cards.py says why)
    db = CardDB(bundled_db(), compiled={"boros charm": {**LIGHTNING_BOLT_DATA, "name": "Boros Charm"}})
    assert db["Boros Charm"] is hand_written and db["Boros Charm"].text != "Wrong text."


def test_a_compiled_card_is_found_by_name_in_any_case_and_loaded_once() -> None:
    db = CardDB(compiled={"lightning bolt": LIGHTNING_BOLT_DATA})
    assert "LIGHTNING BOLT" in db
    assert db["Lightning bolt"] is db["lightning bolt"]


BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
GAMES, BATCHES = 240, 12


def _smoke_passed_deck(rng: random.Random, pool: list[str]) -> list[str]:
    """A random 60-card deck of the smoke-passed pool: 18 random nonland cards, 2 of each, and 24 basic lands of
    their colours."""
    db = bundled_db()
    cards = rng.sample(pool, 18)
    colors = sorted({col for c in cards for col in db[c].colors}) or ["G"]
    return [c for c in cards for _ in range(2)] + [BASICS[colors[i % len(colors)]] for i in range(24)]


@pytest.mark.parametrize("batch", range(BATCHES))
def test_random_decks_of_the_smoke_passed_pool_play_to_the_end_keeping_every_invariant(batch: int) -> None:
    # issue 9: random 60-card decks from the smoke-passed pool, hundreds of games in CI (GAMES over BATCHES)
    from manastack.agents import RandomAgent, get_agent

    db = bundled_db()
    pool = sorted(n for n in smoke_passed() & set(compiled_cards()["cards"]) if "Land" not in db[n].types)
    assert len(pool) > 1000, "no shipped smoke status: run `manastack cards compile`"
    per = GAMES // BATCHES
    for seed in range(5000 + batch * per, 5000 + (batch + 1) * per):
        rng = random.Random(seed)
        game = Game.new([_smoke_passed_deck(rng, pool), _smoke_passed_deck(rng, pool)], seed=seed)
        agents = [RandomAgent(seed), get_agent("heuristic", seed) if seed % 2 else RandomAgent(seed + 1)]
        n = 0
        while not game.is_over and n < 20000:
            d = game.pending
            assert d is not None
            game.apply(agents[d.player].choose(game))
            n += 1
            check_invariants(game, [60, 60])
        assert game.is_over, f"seed {seed}: not over after {n} decisions"


def test_every_shipped_compiled_card_loads_through_the_loaders_checks() -> None:
    db = bundled_db()
    names = list(compiled_cards()["cards"])
    assert len(names) > 1000
    assert all(db[n].name == n for n in names)


def test_the_shipped_smoke_status_measured_the_shipped_compiled_cards() -> None:
    import hashlib
    from importlib import resources

    from manastack.cards.db import COMPILED_FILE, smoke_status

    doc = smoke_status()
    assert doc, "no manastack/cards/data/smoke.json.xz: run `manastack cards compile`"
    compiled = (resources.files("manastack.cards") / "data" / COMPILED_FILE).read_bytes()
    assert doc["compiled_sha256"] == hashlib.sha256(compiled).hexdigest(), \
        "the compiled cards changed since they were smoke-played: run `manastack cards compile`"
    assert set(doc["passed"]).isdisjoint(doc["failed"])
