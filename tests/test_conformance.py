"""Random-game conformance: hundreds of games to the end, invariants checked after every action.

Invariants: every object is in exactly one zone and its zone list agrees with it; cards
are conserved (CR 400.7: they change identity, never number); tokens exist only on the
battlefield (704.5d, 111.7); life totals agree with the life-changing events recorded
(119, 120.3a); there is always exactly one pending decision, belonging to a player still
in the game, with at least one legal answer; the game ends with a winner by 104.2a.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from manastack import Game
from manastack.core.types import Zone
from manastack import events as ev
from manastack.cards.db import bundled_db
from manastack.decklist import load_decklist
from manastack.rules.sba import spared_for_life

from conftest import new_sample_game, play_random

GAMES = int(os.environ.get("MANASTACK_CONFORMANCE_GAMES", "200"))
BATCHES = 10


def check_invariants(game: Game, deck_sizes: list[int], start_life: int = 20) -> None:
    st = game.state
    seen: dict[int, str] = {}

    def claim(ids: list[int], where: str, zone: Zone, owner: int | None = None) -> None:
        for oid in ids:
            assert oid not in seen, f"object {oid} is in {seen[oid]} and {where}"
            seen[oid] = where
            o = st.objects[oid]
            assert o.zone == zone, f"object {oid} listed in {where} but its zone is {o.zone}"
            if owner is not None:
                assert o.owner == owner, f"{where} holds a card owned by player {o.owner}"

    for p in st.players:
        claim(p.library, f"{p.name}'s library", Zone.LIBRARY, p.index)
        claim(p.hand, f"{p.name}'s hand", Zone.HAND, p.index)
        claim(p.graveyard, f"{p.name}'s graveyard", Zone.GRAVEYARD, p.index)
    claim(st.battlefield, "the battlefield", Zone.BATTLEFIELD)
    claim(st.stack, "the stack", Zone.STACK)
    claim(st.exile, "exile", Zone.EXILE)
    assert set(seen) == set(st.objects), "an object exists outside every zone"
    for i, size in enumerate(deck_sizes):
        cards = [o for o in st.objects.values() if o.owner == i and not o.is_token and o.kind == "card"]
        if st.players[i].lost:
            # CR 800.4a: a player's objects leave a multiplayer game that goes on without them
            assert len(cards) == 0 if not game.is_over else len(cards) in (0, size), \
                f"{st.players[i].name} left the game but {len(cards)} of their cards are still in it"
        else:
            assert len(cards) == size, f"player {i} has {len(cards)} cards, not {size}"
    for o in st.objects.values():
        assert not st.players[o.controller].lost or game.is_over, \
            f"object {o.id} is controlled by {st.players[o.controller].name}, who left the game (800.4a)"
    for o in st.objects.values():
        if o.is_token and o.kind != "ability":   # an ability of a token remembers that its source's card is one
            # a copy of a spell is made like a token: on the stack, and nowhere else (707.10, 707.10a)
            assert o.zone in (Zone.BATTLEFIELD, Zone.STACK), "a token outside the battlefield still exists (704.5d)"
    life = [start_life] * len(st.players)
    for _, _, e in st.events:
        if isinstance(e, ev.LifeGain):
            life[e.player] += e.amount
        elif isinstance(e, ev.LifeLoss):
            life[e.player] -= e.amount
        elif isinstance(e, ev.Damage) and e.target[0] == "p":
            life[e.target[1]] -= e.amount
    # CR 120.3b: damage from a source with infect gives poison counters instead of life loss, so the life the events
    # say is lower than a player's by at most the poison counters they have
    assert all(0 <= p.life - life[p.index] <= p.poison for p in st.players), \
        f"life {[p.life for p in st.players]} (poison {[p.poison for p in st.players]}) but events say {life}"
    for p in st.players:
        if not p.lost:
            assert p.life > 0 or game.pending is None or game.pending.kind != "priority" \
                or spared_for_life(st, p.index), "a player at 0 life got priority (704.5a)"
    if game.is_over:
        assert game.pending is None
        alive = [p.index for p in st.players if not p.lost]
        assert alive == ([game.winner] if game.winner is not None else [])
    else:
        d = game.pending
        assert d is not None, "no decision pending in a game that is not over"
        assert not st.players[d.player].lost
        assert next(d.iter_legal_actions(), None) is not None, "a decision with no legal answer"


@pytest.mark.parametrize("batch", range(BATCHES))
def test_random_games_keep_every_invariant_after_every_action(batch: int) -> None:
    per = max(1, GAMES // BATCHES)
    for seed in range(batch * per, (batch + 1) * per):
        game = new_sample_game(seed)
        sizes = [len(p.library) + len(p.hand) for p in game.state.players]
        check_invariants(game, sizes)
        n = play_random(game, seed, after=lambda g: check_invariants(g, sizes))
        assert game.is_over, f"seed {seed}: not over after {n} decisions"
        assert game.winner is not None


REPLACEMENT_DECKS = [os.path.join(os.path.dirname(__file__), "decks", f"replacements_{c}.txt") for c in ("wb", "rg")]


@pytest.mark.parametrize("batch", range(4))
def test_random_games_with_replacement_and_prevention_effects_keep_every_invariant_cr_614_616(batch: int) -> None:
    """Decks of replacement and prevention cards (Lich, Forbidden Crypt, Rest in Peace, Kalitas, dredge,
    Furnace of Rath, Doubling Season, Fog, Healing Salve, Essence of the Wild...) against each other, a random
    agent against the heuristic one: no exception, every invariant after every action, each game to its end."""
    from manastack.agents import RandomAgent, get_agent

    decks = [load_decklist(path, bundled_db()).cards() for path in REPLACEMENT_DECKS]
    for seed in range(3000 + batch * 5, 3000 + (batch + 1) * 5):
        game = Game.new(decks if seed % 2 else decks[::-1], seed=seed)
        sizes = [len(d) for d in (decks if seed % 2 else decks[::-1])]
        agents = [RandomAgent(seed), get_agent("heuristic", seed) if seed % 4 < 2 else RandomAgent(seed + 1)]
        n = _play_checked(game, agents, sizes)
        assert game.is_over, f"seed {seed}: not over after {n} decisions"


@pytest.mark.parametrize("batch", range(4))
def test_games_of_the_old_mechanics_deck_keep_every_invariant_cr_702_24_to_702_30(batch: int) -> None:
    """The third sample deck (phasing 702.26, cumulative upkeep 702.24, echo 702.30, buyback 702.27, cycling
    702.29, snow) against the two others, random agents and the heuristic one: no exception, every invariant
    after every action, every game to its end."""
    from manastack import sample_deck
    from manastack.agents import RandomAgent, get_agent

    for seed in range(3000 + batch * 10, 3000 + (batch + 1) * 10):
        other = sample_deck("red_burn" if seed % 2 else "gw_creatures")
        game = Game.new([sample_deck("ur_old_mechanics"), other], seed=seed)
        sizes = [60, 60]
        agents = [get_agent("heuristic", seed) if seed % 4 < 2 else RandomAgent(seed), RandomAgent(seed + 1)]
        n = _play_checked(game, agents, sizes, 20000)
        assert game.is_over, f"seed {seed}: not over after {n} decisions"


def _play_checked(game: Game, agents: list[Any], sizes: list[int], limit: int = 5000) -> int:
    """Play ``game`` with ``agents`` (one per player) to its end or ``limit`` decisions, checking every invariant
    after every action; returns the number of decisions made."""
    n = 0
    while not game.is_over and n < limit:
        d = game.pending
        assert d is not None
        game.apply(agents[d.player].choose(game))
        check_invariants(game, sizes)
        n += 1
    return n


def _mixed_deck(rng: random.Random, pool: list[str] | None = None) -> list[str]:
    """36 spells (12 random bundled cards, or cards of ``pool``, 3 of each) and 24 basic lands of their colours."""
    from manastack.cards.db import bundled_db

    db = bundled_db()
    if pool is None:
        pool = sorted(c.name for c in db if "Land" not in c.types and not c.is_token)
    cards = rng.sample(pool, 12)
    colors = sorted({col for c in cards for col in db[c].colors}) or ["G"]
    basics = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
    return [c for c in cards for _ in range(3)] + [basics[colors[i % len(colors)]] for i in range(24)]


@pytest.mark.parametrize("batch", range(4))
def test_random_decks_of_every_bundled_card_keep_every_invariant(batch: int) -> None:
    from manastack.agents import RandomAgent, get_agent

    for seed in range(1000 + batch * 15, 1000 + (batch + 1) * 15):
        rng = random.Random(seed)
        game = Game.new([_mixed_deck(rng), _mixed_deck(rng)], seed=seed)
        sizes = [60, 60]
        agents = [RandomAgent(seed), get_agent("heuristic", seed) if seed % 2 else RandomAgent(seed + 1)]
        _play_checked(game, agents, sizes)


SOAK_GAMES = int(os.environ.get("MANASTACK_SOAK_GAMES", "240"))
SOAK_BATCHES = 8
SOAK_TURNS = 14
SOAK_LIFE = 7       # short games: players leave multiplayer games often (800.4)
#: Choices whose options are a fixed list of the rules' words however small the game: "choose a creature type"
#: (CR 205.3m) and "choose a card name" (614.12a); every other choice is among the game's objects.
WORD_LISTS = ("creature_type", "card_name")


@pytest.mark.parametrize("batch", range(SOAK_BATCHES))
def test_two_to_four_player_games_picking_uniformly_from_the_legal_actions_keep_every_invariant_cr_800_4(
        batch: int) -> None:
    """The soak: random decks of every bundled card, two to four players starting at 7 life, each decision
    answered by a uniformly random pick among ``legal_actions()`` (every other game leaves mana abilities
    out at priority, as the random agent does, so that creatures come down and fight), up to turn 14: no
    exception, every invariant after every action, and never a long list of legal actions."""
    per = max(1, SOAK_GAMES // SOAK_BATCHES)
    for seed in range(5000 + batch * per, 5000 + (batch + 1) * per):
        rng = random.Random(seed)
        players = 2 + seed % 3
        game = Game.new([_mixed_deck(rng) for _ in range(players)], seed=seed)
        for p in game.state.players:
            p.life = SOAK_LIFE
        sizes = [60] * players
        n = 0
        while not game.is_over and game.state.turn <= SOAK_TURNS:
            d = game.pending
            assert d is not None
            legal = d.options_without_mana() if d.kind == "priority" and seed % 2 else d.legal_actions()
            if d.kind != "priority" and d.data.get("what") not in WORD_LISTS:
                assert len(legal) <= len(game.state.objects) + 1, f"seed {seed}: {len(legal)} actions: {d.prompt}"
            game.apply(legal[rng.randrange(len(legal))])
            check_invariants(game, sizes, SOAK_LIFE)
            n += 1
            assert n < 20000, f"seed {seed}: no end to turn {game.state.turn}"


#: Cards of section 700 and the old sets (modes another player chooses or chosen twice, piles, a licid's special
#: action, sleeping and growing enchantments, Spell Blast, Stifle), in decks of their own.
SECTION_700 = ["Opal Gargoyle", "Torch Song", "Enraging Licid", "Fact or Fiction", "Library of Lat-Nam", "Spell Blast",
               "Damage Control Crew", "Fiery Confluence", "Stifle", "Fork", "Boros Charm", "Grizzly Bears"]


@pytest.mark.parametrize("seed", range(2000, 2008))
def test_games_of_the_section_700_cards_keep_every_invariant_and_survive_saving(seed: int) -> None:
    from manastack.agents import RandomAgent, get_agent
    from manastack.serialization import dumps, loads

    rng = random.Random(seed)
    decks = [[c for c in SECTION_700 for _ in range(3)] + [rng.choice(["Mountain", "Island", "Plains", "Forest"])
                                                            for _ in range(24)] for _ in range(2)]
    game = Game.new(decks, seed=seed)
    agents = [get_agent("heuristic", seed), RandomAgent(seed) if seed % 2 else get_agent("heuristic", seed + 1)]
    n = 0
    while not game.is_over and n < 3000:
        d = game.pending
        assert d is not None
        game.apply(agents[d.player].choose(game))
        check_invariants(game, [60, 60])
        if n % 40 == 0:
            game = loads(dumps(game))
        n += 1
