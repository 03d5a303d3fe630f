"""The board-cached values carried across the arrival of a plain permanent (``rules/arrivals.py``, CR 613.1,
400.7) equal values computed afresh, from a copy whose caches are all empty, at every decision of random games."""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest

from manastack import Game, sample_deck
from manastack.rules import arrivals
from manastack.rules.casting import _potential_sources
from manastack.rules.characteristics import (_graveyard_cards_lose_abilities, board_keywords, controlled_by,
                                             controller_of, static_kinds)
from manastack.rules.layers import counts_graveyards, has_layer_effects, reads_status, turn_dependent
from manastack.rules.morph import any_face_down
from manastack.rules.perform import _hosts
from manastack.rules.priority import _graveyard_activated, _hand_offers, _with_abilities
from manastack.rules.triggers import _watchers, _watchers_on
from manastack.state import GameState

from test_conformance import _mixed_deck


def _settled(state: GameState) -> bool:
    """What the board cache's "control settled" says: ``settle_control`` would change no permanent (CR 302.6)."""
    return all(state.objects[oid].seen_controller == controller_of(state, oid) for oid in state.permanents())


#: For each name a carrier is registered under: the value computed afresh in a state whose caches are empty.
FRESH: dict[object, Callable[[GameState, Any], Any]] = {
    "layer_statics": lambda s, k: has_layer_effects(s),
    "counts_graveyards": lambda s, k: counts_graveyards(s),
    "turn_dependent": lambda s, k: turn_dependent(s),
    "reads_status": lambda s, k: reads_status(s),
    "phased in": lambda s, k: list(s.permanents()),
    "controlled by": lambda s, k: {p.index: controlled_by(s, p.index) for p in s.players},
    "static kinds": lambda s, k: static_kinds(s),
    "board keywords": lambda s, k: board_keywords(s),
    "control settled": lambda s, k: _settled(s),
    "graveyard_cards_lose_abilities": lambda s, k: _graveyard_cards_lose_abilities(s),
    "potential_sources": lambda s, k: [(o.id, src, sick) for o, src, sick in _potential_sources(s, k[1])],
    "with abilities": lambda s, k: _with_abilities(s, k[1]),
    "hand offers": lambda s, k: _hand_offers(s, list(k[1])),
    "graveyard activated": lambda s, k: _graveyard_activated(s, list(k[1])),
    "attachment hosts": lambda s, k: _hosts(s),
    "any face down": lambda s, k: any_face_down(s),
    "watchers": lambda s, k: [(oid, c) for oid, _, c in _watchers(s)],
    type: lambda s, k: [(oid, c) for oid, _, c in _watchers_on(s, k)],
    "state_triggers": lambda s, k: any(ab.trigger.event == "state" for _, _, c in _watchers(s) for ab in c.triggered),
}


def _live(name: object, key: Any, value: Any) -> Any:
    """A cached value as ``FRESH`` gives it (objects by id; a player with no permanent may be missing)."""
    if name == "potential_sources":
        return [(o.id, src, sick) for o, src, sick in value]
    if name in ("watchers", type):
        return [(oid, c) for oid, _, c in value]
    if name == "controlled by":
        return {**{p: [] for p in range(2)}, **value}
    return value


def _check(game: Game, where: str) -> int:
    """Compare every carried value of the board cache (while it is current) with a fresh one; return how many."""
    state = game.state
    if state._board_version != state.board_version:
        return 0
    fresh = game.clone().state
    n = 0
    for key, value in list(state._board.items()):
        name = arrivals.name_of(key)
        if name not in arrivals._CARRIERS:
            continue
        if name == "layer_statics" and fresh.effects:
            continue    # has_layer_effects answers without reading the battlefield
        if name in ("hand offers", "graveyard activated") and \
                not any(list(key[1]) in (p.hand, p.graveyard) for p in fresh.players):
            continue    # kept for a hand or graveyard as it was (its cards may be gone)
        assert _live(name, key, value) == FRESH[name](fresh, key), f"{where}: {key!r}"
        if name in ("watchers", type):
            assert all(o is state.objects[oid] for oid, o, _ in value), f"{where}: {key!r}"     # the live objects
        if name == "potential_sources":
            assert all(o is state.objects[o.id] for o, _, _ in value), f"{where}: {key!r}"
        n += 1
    return n


def test_every_value_a_carrier_is_registered_for_is_checked_here() -> None:
    assert set(arrivals._CARRIERS) == set(FRESH)


@pytest.mark.parametrize("decks", [("red_burn", "gw_creatures"), ("elves", "stompy"), ("white_weenie", "mono_black")])
def test_values_carried_across_plain_arrivals_equal_fresh_ones_at_every_decision_cr_613_1(
        decks: tuple[str, str]) -> None:
    carried = checked = 0
    original = arrivals.after

    def counting(state: GameState, oid: int, kept: dict[Any, Any], chars_version: int) -> None:
        nonlocal carried
        before = state._board_version
        original(state, oid, kept, chars_version)
        carried += state._board_version != before and bool(state._board)

    arrivals.after = counting
    try:
        from manastack.rules import zones
        zones.after = counting      # zones imported the function itself
        for seed in (3, 4):
            game = Game.new([sample_deck(decks[0]), sample_deck(decks[1])], seed=seed)
            rng = random.Random(seed)
            n = 0
            while not game.is_over and n < 600:
                checked += _check(game, f"{decks} seed {seed}, decision {n}")
                d = game.pending
                assert d is not None
                game.apply(d.sample(rng))
                n += 1
    finally:
        arrivals.after = original
        zones.after = original
    assert carried >= 10 and checked >= 100, (carried, checked)


def test_values_carried_in_games_of_random_bundled_cards_equal_fresh_ones_cr_613_1() -> None:
    for seed in (31, 32, 33):
        rng = random.Random(seed)
        game = Game.new([_mixed_deck(rng), _mixed_deck(rng)], seed=seed)
        n = 0
        while not game.is_over and n < 400:
            _check(game, f"seed {seed}, decision {n}")
            d = game.pending
            assert d is not None
            game.apply(d.sample(rng))
            n += 1
