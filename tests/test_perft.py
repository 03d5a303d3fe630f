"""Perft-style checks of move generation (as python-chess checks its own): at thousands of decisions of
random games, the legal actions the engine gives (priority actions cached until the state changes,
characteristics and board caches, a declaration's steps replayed) equal those computed afresh from a
copy with every cache empty.  Later speed work can trust the caches as long as this holds."""

from __future__ import annotations

import random

import pytest

from manastack import Game, sample_deck
from manastack.agents import RandomAgent
from manastack.decisions import Decision
from manastack.rules.engine import advance
from manastack.serialization import dumps, loads

from test_conformance import _mixed_deck


def _fresh(game: Game) -> Decision:
    """The pending decision computed again on a copy whose caches are all empty (pickled state)."""
    copy = game.clone()
    st = copy.state
    st.pending = None
    decisions = st.decisions
    advance(st)
    st.decisions = decisions
    assert st.pending is not None
    return st.pending


def _same(d: Decision, fresh: Decision, where: str) -> None:
    assert (fresh.kind, fresh.player, fresh.prompt, fresh.steps) == (d.kind, d.player, d.prompt, d.steps), where
    assert fresh.legal_actions() == d.legal_actions(), where
    if d.kind == "priority":
        assert fresh.data["mana_actions"] == d.data["mana_actions"], where


def _perft(game: Game, seed: int, limit: int, every_save: int = 25) -> int:
    """Play ``game`` with random agents, comparing cached and fresh legal actions at every decision."""
    agents = [RandomAgent(seed * 7 + i) for i in range(len(game.state.players))]
    rng = random.Random(seed)
    n = 0
    while not game.is_over and n < limit:
        d = game.pending
        assert d is not None
        where = f"seed {seed}, decision {n}, turn {game.state.turn} {game.state.step.value}: {d.prompt}"
        _same(d, _fresh(game), where)
        if n % every_save == 0:
            loaded = loads(dumps(game))
            assert loaded.pending is not None
            _same(d, loaded.pending, where + " (loaded)")
        # agents skip mana abilities; now and then take any legal action, mana abilities included
        game.apply(agents[d.player].choose(game) if rng.random() < 0.8 else rng.choice(d.legal_actions()))
        n += 1
    return n


@pytest.mark.parametrize("seed", [1, 2])
def test_cached_legal_actions_equal_fresh_ones_in_games_of_the_sample_decks(seed: int) -> None:
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=seed)
    assert _perft(game, seed, 900) >= 300


@pytest.mark.parametrize("seed", [3001, 3002, 3003])
def test_cached_legal_actions_equal_fresh_ones_in_games_of_two_to_four_players_with_every_bundled_card(
        seed: int) -> None:
    rng = random.Random(seed)
    players = 2 + seed % 3
    game = Game.new([_mixed_deck(rng) for _ in range(players)], seed=seed)
    assert _perft(game, seed, 700) >= 300


@pytest.mark.parametrize("seed", [4, 5])
def test_cached_legal_actions_equal_fresh_ones_in_games_of_the_third_sample_deck(seed: int) -> None:
    """ur_old_mechanics (phasing, upkeep costs, buyback, cycling from the hand) against red_burn: the caches of
    legal actions (kept across private changes, targets kept across them, hand-card offers) equal fresh ones."""
    game = Game.new([sample_deck("ur_old_mechanics"), sample_deck("red_burn")], seed=seed)
    assert _perft(game, seed, 900) >= 300


def _tapping(monkeypatch: pytest.MonkeyPatch, game: Game, seed: int, limit: int) -> tuple[int, int]:
    """Random play that taps for mana more often than not where it can, comparing cached and fresh legal actions
    at every decision; returns the decisions compared and the lists read off one from before a tap for mana."""
    from manastack.rules import priority

    reused = 0
    original = priority.after_tap

    def counted(state: object, key: object, player: int) -> object:
        nonlocal reused
        got = original(state, key, player)  # type: ignore[arg-type]
        reused += got is not None
        return got

    monkeypatch.setattr(priority, "after_tap", counted)
    rng = random.Random(seed)
    n = 0
    while not game.is_over and n < limit:
        d = game.pending
        assert d is not None
        _same(d, _fresh(game), f"seed {seed}, decision {n}, turn {game.state.turn} {game.state.step.value}: {d.prompt}")
        mana = [d.options[i] for i in d.data.get("mana_actions", ())] if d.kind == "priority" else []
        game.apply(rng.choice(mana) if mana and rng.random() < 0.6 else d.sample(rng))
        n += 1
    return n, reused


@pytest.mark.parametrize("seed", [6, 7])
def test_legal_actions_read_off_those_before_a_tap_for_mana_equal_fresh_ones_cr_605_3b(
        monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """rules/mana_reuse.py: after a plain mana ability, a mana-blind list without the tapped permanent's
    activations is the list a fresh computation gives (sample decks, then every bundled card and compiled
    mana sources)."""
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=seed)
    n, reused = _tapping(monkeypatch, game, seed, 800)
    assert n >= 300 and reused >= 50


@pytest.mark.parametrize("seed", [3201, 3204, 3205])
def test_legal_actions_read_off_those_before_a_tap_for_mana_equal_fresh_ones_with_every_bundled_card_cr_605_3b(
        monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    from manastack.cards.db import bundled_db, compiled_cards, smoke_passed
    from manastack.rules.casting import tap_mana_text

    rng = random.Random(seed)
    db = bundled_db()
    passed = smoke_passed()
    sources = []
    for name in sorted(n for n in (compiled_cards().get("cards") or {}) if n in passed):
        card = db.get(name)
        if card is not None and card.activated and all(tap_mana_text(ab) is not None for ab in card.activated):
            sources.append(name)    # only "{T}: Add ..." abilities: lists with them can be mana-blind
    decks = []
    for _ in range(2 + seed % 2):
        deck = _mixed_deck(rng)
        decks.append(deck[:24] + [n for n in rng.sample(sources, 8) for _ in range(3)] + deck[36:52])
    game = Game.new(decks, seed=seed)
    n, reused = _tapping(monkeypatch, game, seed, 700)
    assert n >= 300 and reused >= 5
