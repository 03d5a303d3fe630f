"""CR 117.3: a player's legal actions are kept across changes private to other players (mana added or emptied,
a card drawn, a permanent tapped or untapped, ``rules/private_changes.py``).  At every priority decision of random
games (mana abilities included, so permanents are tapped all the time), the legal actions equal those computed
afresh on a copy with every cache empty; and kept actions are used in these games."""

from __future__ import annotations

import random

import pytest

from manastack import Game, events as ev, sample_deck
from manastack.cards.db import bundled_db
from manastack.cards.loader import card_from_data
from manastack.cards.model import CardDef
from manastack.rules import priority
from manastack.rules.engine import advance
from manastack.core.types import Zone
from manastack.rules.private_changes import private_to
from manastack.rules.zones import create_object

from conftest import play_sampled
from test_conformance import _mixed_deck


def _play(game: Game, seed: int, limit: int, monkeypatch: pytest.MonkeyPatch) -> int:
    """Play randomly; compare every priority decision's actions with fresh ones; return how many were kept."""
    used = 0
    real = priority.kept

    def counting(state, key, player):  # type: ignore[no-untyped-def]
        nonlocal used
        got = real(state, key, player)
        used += got is not None
        return got

    monkeypatch.setattr(priority, "kept", counting)

    def compare(game: Game) -> None:
        d = game.pending
        assert d is not None
        if d.kind != "priority":
            return
        copy = game.clone()     # every cache empty
        copy.state.pending = None
        advance(copy.state)
        fresh = copy.state.pending
        assert fresh is not None
        where = f"seed {seed}, decision {game.state.decisions}, turn {game.state.turn} {game.state.step.value}"
        assert (fresh.player, fresh.options, fresh.data["mana_actions"]) == (
            d.player, d.options, d.data["mana_actions"]), where

    play_sampled(game, seed, limit, compare)
    return used


@pytest.mark.parametrize("seed", [1, 2])
def test_kept_legal_actions_equal_fresh_ones_cr_117_3_in_games_of_the_sample_decks(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=seed)
    assert _play(game, seed, 3000, monkeypatch) > 50


@pytest.mark.parametrize("seed", [3001, 3005])
def test_kept_legal_actions_equal_fresh_ones_cr_117_3_with_every_bundled_card(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(seed)
    game = Game.new([_mixed_deck(rng) for _ in range(2 + seed % 3)], seed=seed)
    assert _play(game, seed, 1500, monkeypatch) > 50


def _assassinate() -> CardDef:
    """Assassinate ({2}{B} Sorcery: "Destroy target tapped creature."), whose target reads tapped status."""
    return card_from_data({"name": "Assassinate", "cost": "{2}{B}", "type": "Sorcery",
                           "text": "Destroy target tapped creature.",
                           "spell": {"targets": [{"creature": {"tapped": True}}], "effects": [{"destroy": "target"}]}},
                          "test_private_changes.py")


def test_tapping_is_private_only_while_no_card_of_the_game_targets_by_tapped_status_cr_115_1() -> None:
    """With Assassinate in a deck, tapping a permanent can change another player's targets; in the card database
    but in no deck, it can't."""
    db = bundled_db().with_cards([_assassinate()])
    plain = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=1, db=db)
    reading = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures") + ["Assassinate"]],
                       seed=1, db=db)
    for game in (plain, reading):
        rng = random.Random(0)
        while not game.state.battlefield:
            game.apply(game.pending.sample(rng))    # until a permanent is on the battlefield
    tap = ev.Tap(plain.state.battlefield[0])
    assert private_to(plain.state, tap) == plain.state.objects[tap.obj].controller
    assert private_to(reading.state, ev.Tap(reading.state.battlefield[0])) is None
    assert private_to(reading.state, ev.AddMana(0, (("R", 1),))) == 0


@pytest.mark.parametrize("where", ["library", "hand", "battlefield"])
def test_a_compiled_card_of_the_game_that_targets_tapped_creatures_makes_tapping_public_cr_115_1_117_3(
        where: str) -> None:
    """Royal Assassin ("{T}: Destroy target tapped creature.") is a compiled card, read from the compiled corpus
    rather than the hand-written cards: in any zone of the game, it makes tapping a permanent a change that another
    player's targets can see."""
    assert "Royal Assassin" not in bundled_db().names()      # compiled, not hand-written
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=1)
    rng = random.Random(0)
    while not game.state.battlefield:
        game.apply(game.pending.sample(rng))    # until a permanent is on the battlefield
    tap = ev.Tap(game.state.battlefield[0])
    assert private_to(game.state, tap) == game.state.objects[tap.obj].controller
    create_object(game.state, "Royal Assassin", 1, Zone(where))
    assert private_to(game.state, tap) is None
