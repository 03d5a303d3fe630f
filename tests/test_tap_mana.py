"""The short way a "{T}: Add <mana>" ability is activated (rules/casting.py ``tap_mana_text``, CR 605.3a-b): at every
such activation of random games, the game it leaves equals the one the general path (costs, an effect context, the
``add_mana`` verb) leaves: the same events, the same state, the same next decision."""

from __future__ import annotations

import random

import pytest

from manastack import Game, sample_deck
from manastack.actions import Activate
from manastack.cards.db import bundled_db, compiled_cards, smoke_passed
from manastack.rules import casting
from manastack.rules.casting import INTRINSIC, abilities_of, tap_mana_text
from manastack.serialization import dumps

from test_conformance import _mixed_deck


def _compare(monkeypatch: pytest.MonkeyPatch, game: Game, action: Activate, where: str) -> None:
    """Apply ``action`` to two copies of ``game``, by the short way and by the general one; they must agree."""
    short, general = game.clone(), game.clone()
    before = len(game.state.events)
    short.apply(action)
    with monkeypatch.context() as m:
        m.setattr(casting, "tap_mana_text", lambda ab: None)
        general.apply(action)
    assert repr(short.state.events[before:]) == repr(general.state.events[before:]), where
    assert dumps(short) == dumps(general), where
    assert short.pending is not None and general.pending is not None, where
    assert short.pending.legal_actions() == general.pending.legal_actions(), where


def _play(monkeypatch: pytest.MonkeyPatch, game: Game, seed: int, limit: int) -> int:
    """Random play that often taps for mana; every short-way activation offered is compared. Returns how many."""
    rng = random.Random(seed)
    compared = 0
    n = 0
    while not game.is_over and n < limit:
        d = game.pending
        assert d is not None
        if d.kind == "priority":
            short = [a for a in d.legal_actions() if isinstance(a, Activate)
                     and game.state.objects[a.card].zone.value == "battlefield"
                     and tap_mana_text(abilities_of(game.state, a.card)[a.index]) is not None]
            if short:
                pick = rng.choice(short)
                _compare(monkeypatch, game, pick, f"seed {seed}, decision {n}: {pick}")
                compared += 1
                if rng.random() < 0.7:
                    game.apply(pick)
                    n += 1
                    continue
        game.apply(d.sample(rng))
        n += 1
    return compared


def test_a_basic_land_type_s_ability_and_only_tap_add_fixed_mana_abilities_take_the_short_way_cr_605_3b() -> None:
    assert all(tap_mana_text(ab) == ab.text[len("{T}: Add "):-1] for ab in INTRINSIC.values())   # CR 305.6
    db = bundled_db()
    passed = smoke_passed()
    seen: set[bool] = set()
    for name in sorted(n for n in (compiled_cards().get("cards") or {}) if n in passed)[:3000]:
        card = db.get(name)
        for ab in card.activated if card is not None else ():
            got = tap_mana_text(ab)
            seen.add(got is not None)
            if got is not None:
                # CR 605.1a: a mana ability whose only cost is {T}, one instruction adding fixed mana
                assert ab.is_mana and ab.cost.tap and ab.cost.mana is None and not ab.cost.sacrifice_self, name
                assert len(ab.body.single.effects) == 1 and ab.body.single.effects[0].verb == "add_mana", name
                assert set(ab.body.single.effects[0].args) == {"mana"}, name
    assert seen == {True, False}


@pytest.mark.parametrize("seed", [1, 2])
def test_tapping_for_mana_the_short_way_leaves_the_game_the_general_way_does_with_the_sample_decks(
        monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=seed)
    assert _play(monkeypatch, game, seed, 700) >= 30


@pytest.mark.parametrize("seed", [3101, 3102, 3103])
def test_tapping_for_mana_the_short_way_leaves_the_game_the_general_way_does_with_compiled_mana_sources(
        monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """Decks of compiled permanents with mana abilities (lands, mana rocks, snow lands, creatures that tap for
    mana) and random bundled cards."""
    rng = random.Random(seed)
    db = bundled_db()
    passed = smoke_passed()
    sources = []
    for name in sorted(n for n in (compiled_cards().get("cards") or {}) if n in passed):
        card = db.get(name)
        if card is not None and any(tap_mana_text(ab) is not None for ab in card.activated):
            sources.append(name)
    decks = []
    for i in range(2 + seed % 2):
        deck = _mixed_deck(rng)
        decks.append(deck[:24] + [n for n in rng.sample(sources, 12) for _ in range(3)] + deck[36:48])
    game = Game.new(decks, seed=seed)
    assert _play(monkeypatch, game, seed, 600) >= 30
