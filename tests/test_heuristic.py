"""The heuristic agent (the package manastack/agents/heuristic/)."""

from __future__ import annotations

from typing import Any

import pytest

from manastack import Game, sample_deck
from manastack.actions import Action, Activate, Attack, Block, Cast, Choose, Pass, PlayLand, Special
from manastack.agents import HeuristicAgent, RandomAgent, get_agent
from manastack.agents.heuristic import Fighter, duel
from manastack.cards.db import bundled_db
from manastack.decklist import load_sample_deck
from manastack.simulate import simulate, wilson_interval

# 2 x 32 games: each deck played by the heuristic 32 times, half of them in each seat.
GAMES_PER_DECK = 32


# --- strength ----------------------------------------------------------------------------


def test_the_heuristic_agent_beats_the_random_agent_in_at_least_80_percent_of_games_with_both_decks_and_seats(
) -> None:
    db = bundled_db()
    rb, gw = load_sample_deck("red_burn", db), load_sample_deck("gw_creatures", db)
    total_wins = 0
    for decks in ((rb, gw), (gw, rb)):
        r = simulate(decks, GAMES_PER_DECK, 500, ("heuristic", "random"))
        assert {rec.seats for rec in r.records} == {(0, 1), (1, 0)}     # both seats
        assert r.unfinished == 0
        wins = r.wins[0]
        lo, hi = wilson_interval(wins, r.games)
        assert wins >= 0.8 * r.games, f"heuristic with {decks[0].name}: {wins}/{r.games} (95% CI {lo:.2f}-{hi:.2f})"
        total_wins += wins
    assert total_wins >= 0.8 * 2 * GAMES_PER_DECK


# --- legality and determinism ------------------------------------------------------------


def _play(game: Game, agents: list[Any], limit: int = 20000) -> list[Action]:
    """Play to the end, checking every answer of every heuristic agent; returns the heuristic's answers."""
    answers: list[Action] = []
    n = 0
    while not game.is_over and n < limit:
        d = game.pending
        assert d is not None
        agent = agents[d.player]
        a = agent.choose(game)
        if isinstance(agent, HeuristicAgent):
            assert d.check(a) is None, f"illegal answer {a} to {d.kind} {d.prompt}: {d.check(a)}"
            assert not game.is_mana_action(a), "the heuristic never activates mana abilities by hand"
            if d.kind == "priority" and any(isinstance(o, PlayLand) for o in d.options):
                assert isinstance(a, PlayLand), "the heuristic always plays a land when it may"
            answers.append(a)
        game.apply(a)
        n += 1
    assert game.is_over
    return answers


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_heuristic_agent_only_ever_answers_with_legal_actions(seed: int) -> None:
    decks = [sample_deck("red_burn"), sample_deck("gw_creatures")]
    for agents in ([HeuristicAgent(seed), RandomAgent(seed)], [RandomAgent(seed), HeuristicAgent(seed)],
                   [HeuristicAgent(seed), HeuristicAgent(seed + 1)]):
        _play(Game.new(decks, seed=seed), agents)
        assert all(a.fallbacks == 0 for a in agents if isinstance(a, HeuristicAgent))


def test_the_heuristic_agent_is_deterministic_given_its_seed() -> None:
    decks = [sample_deck("gw_creatures"), sample_deck("red_burn")]
    a = _play(Game.new(decks, seed=8), [HeuristicAgent(4), RandomAgent(4)])
    b = _play(Game.new(decks, seed=8), [HeuristicAgent(4), RandomAgent(4)])
    assert a == b


def test_the_heuristic_agent_is_registered_by_name() -> None:
    agent = get_agent("heuristic", 3)
    assert isinstance(agent, HeuristicAgent) and agent.name == "heuristic"


# --- the opening ----------------------------------------------------------------------------


def test_the_heuristic_agent_chooses_to_take_the_first_turn() -> None:
    for seed in range(6):
        game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=seed)
        d = game.pending
        assert d is not None and d.data.get("what") == "first_player"
        a = HeuristicAgent(0).choose(game)
        assert isinstance(a, Choose) and d.options[a.picks[0]].value == d.player


def _at_first_mulligan(seed: int) -> Game:
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=seed)
    game.apply(Choose((0,)))
    return game


def test_the_heuristic_agent_mulligans_hands_with_0_1_6_or_7_lands_and_keeps_the_others() -> None:
    seen: set[bool] = set()
    for seed in range(60):
        game = _at_first_mulligan(seed)
        d = game.pending
        assert d is not None and d.data.get("what") == "mulligan"
        hand = game.state.players[d.player].hand
        lands = sum(1 for o in hand if "Land" in game.state.db[game.state.objects[o].card].types)
        a = HeuristicAgent(0).choose(game)
        mulligan = a == Choose((1,))
        assert mulligan == (lands <= 1 or lands >= 6), f"seed {seed}: {lands} lands"
        seen.add(mulligan)
    assert seen == {True, False}


# --- positions ------------------------------------------------------------------------------------


def _position(start: str, cards: str = "") -> Game:
    from manastack.judge.scenario import load_text
    from manastack.judge.setup import build_game

    text = f"name: a position for the heuristic agent\n{cards}start:\n{start}"
    return build_game(load_text(text, "position.yaml")[0])


def _to_combat(game: Game) -> None:
    """Pass priority until the game asks something else (the declaration of attackers)."""
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(Pass())


def _label(game: Game, oid: int) -> str:
    return game.state.objects[oid].card


def test_the_heuristic_agent_burns_the_best_creature_its_spell_kills() -> None:
    game = _position("""
  players:
    alice:
      battlefield: [Mountain]
      hand: [Lightning Bolt]
    bob:
      battlefield: [Llanowar Elves, Watchwolf, Colossal Dreadmaw]
""")
    a = HeuristicAgent(0).choose(game)
    assert isinstance(a, Cast) and _label(game, a.card) == "Lightning Bolt"
    assert a.targets[0][0] == "o" and _label(game, a.targets[0][1]) == "Watchwolf"


def test_the_heuristic_agent_burns_the_opponent_when_it_is_lethal() -> None:
    game = _position("""
  players:
    alice:
      battlefield: [Mountain]
      hand: [Lightning Bolt]
    bob:
      life: 3
      battlefield: [Watchwolf]
""")
    a = HeuristicAgent(0).choose(game)
    assert isinstance(a, Cast) and a.targets == (("p", 1),)


def test_the_heuristic_agent_does_not_cast_a_flametongue_kavu_that_would_have_to_hit_its_own_side() -> None:
    game = _position("""
  players:
    alice:
      battlefield: [{card: Mountain, count: 4}, Mogg Fanatic]
      hand: [Flametongue Kavu]
    bob:
      battlefield: [Plains]
""")
    assert HeuristicAgent(0).choose(game) == Pass()


def test_the_heuristic_agent_casts_its_most_expensive_affordable_spell() -> None:
    game = _position("""
  players:
    alice:
      battlefield: [{card: Forest, count: 3}]
      hand: [Grizzly Bears, Centaur Courser, Llanowar Elves]
    bob:
      battlefield: [Mountain]
""")
    a = HeuristicAgent(0).choose(game)
    assert isinstance(a, Cast) and _label(game, a.card) == "Centaur Courser"


def test_the_heuristic_agent_keeps_its_giant_growth_out_of_combat() -> None:
    game = _position("""
  players:
    alice:
      battlefield: [Forest, Grizzly Bears]
      hand: [Giant Growth]
    bob:
      battlefield: [Mountain]
""")
    assert HeuristicAgent(0).choose(game) == Pass()


def test_the_heuristic_agent_pumps_a_blocked_attacker_to_win_the_fight() -> None:
    game = _position("""
  step: beginning_of_combat
  players:
    alice:
      battlefield: [Forest, {card: Grizzly Bears, id: bears}]
      hand: [Giant Growth]
    bob:
      battlefield: [{card: Centaur Courser, id: courser}]
""")
    # alice attacks with the bears and bob blocks with the courser
    _to_combat(game)
    d = game.pending
    assert d is not None and d.kind == "attack"
    bears = next(iter(d.data["candidates"]))
    game.apply(Attack(((bears, ("p", 1)),)))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(Pass())
    d = game.pending
    assert d is not None and d.kind == "block"
    courser = next(iter(d.data["candidates"]))
    game.apply(Block(((courser, bears),)))
    d = game.pending
    assert d is not None and d.kind == "priority" and d.player == 0
    a = HeuristicAgent(0).choose(game)
    assert isinstance(a, Cast) and _label(game, a.card) == "Giant Growth" and a.targets == (("o", bears),)


def test_the_heuristic_agent_attacks_only_when_no_blocker_can_kill_its_creature_for_free() -> None:
    game = _position("""
  step: beginning_of_combat
  players:
    alice:
      battlefield: [{card: Savannah Lions, id: lions}, {card: Serra Angel, id: angel}]
    bob:
      battlefield: [Centaur Courser]
""")
    _to_combat(game)
    d = game.pending
    assert d is not None and d.kind == "attack"
    a = HeuristicAgent(0).choose(game)
    assert isinstance(a, Attack)
    assert sorted(_label(game, att) for att, _ in a.pairs) == ["Serra Angel"]


def test_the_heuristic_agent_blocks_to_kill_and_chump_blocks_only_facing_lethal() -> None:
    start = """
  step: beginning_of_combat
  players:
    alice:
      battlefield: [Colossal Dreadmaw, Grizzly Bears]
    bob:
      life: {life}
      battlefield: [Savannah Lions, Centaur Courser]
"""
    for life, expected in ((20, {"Centaur Courser": "Grizzly Bears"}),
                           (6, {"Centaur Courser": "Grizzly Bears", "Savannah Lions": "Colossal Dreadmaw"})):
        game = _position(start.replace("{life}", str(life)))
        _to_combat(game)
        d = game.pending
        assert d is not None and d.kind == "attack"
        game.apply(Attack(tuple((att, ("p", 1)) for att in sorted(d.data["candidates"]))))
        while game.pending is not None and game.pending.kind == "priority":
            game.apply(Pass())
        d = game.pending
        assert d is not None and d.kind == "block"
        b = HeuristicAgent(0).choose(game)
        assert isinstance(b, Block)
        assert {_label(game, blk): _label(game, att) for blk, att in b.pairs} == expected, f"at {life} life"


# --- combat arithmetic ------------------------------------------------------------------------------


def _f(power: int, toughness: int, *keywords: str) -> Fighter:
    return Fighter(0, power, toughness, frozenset(keywords), 1.0 + power + toughness)


def test_a_first_striker_kills_its_blocker_before_taking_damage() -> None:
    assert duel(_f(2, 2, "first_strike"), _f(2, 2)) == (False, True)
    assert duel(_f(2, 2), _f(2, 2, "first_strike")) == (True, False)
    assert duel(_f(2, 2, "first_strike"), _f(2, 3, "first_strike")) == (True, False)


def test_creatures_trade_when_each_deals_lethal_damage_and_deathtouch_kills_with_one() -> None:
    assert duel(_f(3, 3), _f(3, 3)) == (True, True)
    assert duel(_f(6, 6), _f(1, 1, "deathtouch")) == (True, True)
    assert duel(_f(1, 1), _f(0, 4)) == (False, False)


def test_the_heuristic_agent_separates_fact_or_fiction_piles_evenly_and_takes_the_richer_pile() -> None:
    # CR 700.3: the opponent separates, the caster chooses; each side does what is best for it.  A card's
    # worth is 2 plus its mana value: Dreadmaw 8, Bears 4, Islands 2 each (18 in all, 10 at best for one pile).
    game = _position("""
  players:
    alice:
      battlefield: [{card: Island, count: 4}]
      hand: [Fact or Fiction]
      library: [Colossal Dreadmaw, Island, Island, Island, Grizzly Bears]
    bob:
      battlefield: []
""")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Cast)))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(Pass())
    d = game.pending
    assert d is not None and d.data.get("what") == "pile" and d.player == 1
    split = HeuristicAgent(1).choose(game)
    assert isinstance(split, Choose)
    worth = {"Colossal Dreadmaw": 8, "Grizzly Bears": 4, "Island": 2}
    first = sum(worth[_label(game, d.options[i].value)] for i in split.picks)
    assert max(first, 18 - first) == 10
    game.apply(split)
    d = game.pending
    assert d is not None and d.data.get("what") == "pile_choice" and d.player == 0
    take = HeuristicAgent(0).choose(game)
    assert isinstance(take, Choose)
    piles = d.data["piles"]
    assert sum(worth[_label(game, o)] for o in piles[take.picks[0]]) == 10


def _licid_on_bears(game: Game) -> tuple[int, int]:
    """Alice activates Enraging Licid targeting her Grizzly Bears and both players pass: it enchants them and
    offers its special action (CR 116.2c).  Returns (licid, bears)."""
    licid = next(o for o in game.state.battlefield if _label(game, o) == "Enraging Licid")
    bears = next(o for o in game.state.battlefield if _label(game, o) == "Grizzly Bears")
    game.apply(Activate(licid, 0, (("o", bears),)))
    game.apply(Pass())
    game.apply(Pass())                       # the ability resolves: the Licid enchants the Bears
    assert Special(licid) in game.legal_actions()
    return licid, bears


def test_the_heuristic_agent_ends_a_licids_effect_when_its_host_is_targeted_and_not_otherwise() -> None:
    # CR 116.2c: "You may pay {R} to end this effect" saves the licid from the creature's death
    game = _position("""
  players:
    alice:
      battlefield: [Enraging Licid, Grizzly Bears, {card: Mountain, count: 2}]
    bob:
      battlefield: [Mountain]
      hand: [Lightning Bolt]
""")
    licid, bears = _licid_on_bears(game)
    assert HeuristicAgent(0).choose(game) != Special(licid)
    game.apply(Pass())
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Cast)))    # bob: Bolt the Bears
    game.apply(Pass())
    assert game.pending is not None and game.pending.player == 0
    assert HeuristicAgent(0).choose(game) == Special(licid)


def test_the_heuristic_agent_sacrifices_torch_song_for_lethal_damage_counting_its_verse_counters() -> None:
    # CR 608.2h: "X is the number of verse counters on this enchantment", as it last existed
    game = _position("""
  players:
    alice:
      battlefield: [{card: Torch Song, counters: {verse: 4}}, {card: Mountain, count: 3}]
    bob:
      life: 4
      battlefield: [Plains]
""")
    a = HeuristicAgent(0).choose(game)
    assert isinstance(a, Activate) and _label(game, a.card) == "Torch Song" and a.targets == (("p", 1),)


def test_the_heuristic_agent_makes_enraging_licid_an_aura_on_its_creature_with_summoning_sickness_and_attacks(
) -> None:
    # CR 116.2c, 702.10, 302.6: haste from the licid Aura lets the Bears attack the turn they came; a Bears that
    # could attack anyway gets nothing from it, and the licid stays a creature
    start = """
  players:
    alice:
      battlefield: [Enraging Licid, {{card: Grizzly Bears, sick: {sick}}}, {{card: Mountain, count: 2}}]
    bob:
      battlefield: []
"""
    calm = _position(start.format(sick="false"))
    assert not isinstance(HeuristicAgent(0).choose(calm), Activate)
    game = _position(start.format(sick="true"))
    licid = next(o for o in game.state.battlefield if _label(game, o) == "Enraging Licid")
    bears = next(o for o in game.state.battlefield if _label(game, o) == "Grizzly Bears")
    agent = HeuristicAgent(0)
    assert agent.choose(game) == Activate(licid, 0, (("o", bears),))
    game.apply(Activate(licid, 0, (("o", bears),)))
    _to_combat(game)                                 # the ability resolves: the Licid enchants the Bears
    assert game.state.objects[licid].attached_to == bears
    d = game.pending
    assert d is not None and d.kind == "attack"
    attack = agent.choose(game)
    assert isinstance(attack, Attack) and bears in dict(attack.pairs)


def test_the_heuristic_agent_ends_a_licids_effect_once_its_host_needs_the_aura_no_more() -> None:
    # CR 116.2c: on its next turn the Bears have no summoning sickness; paying {R} makes the untapped Licid a
    # creature again, and the agent does so; it doesn't while the Licid is still tapped from its ability
    game = _position("""
  players:
    alice:
      battlefield: [Enraging Licid, {card: Grizzly Bears, sick: true}, {card: Mountain, count: 3}]
      library: [Mountain, Mountain]
    bob:
      battlefield: []
      library: [Mountain, Mountain]
""")
    licid, bears = _licid_on_bears(game)
    assert HeuristicAgent(0).choose(game) != Special(licid)          # tapped: ending it gains nothing yet
    first_turn = game.state.turn
    while not (game.state.turn > first_turn and game.state.active == 0 and game.pending is not None
               and game.pending.kind == "priority" and game.pending.player == 0):
        d = game.pending
        assert d is not None
        game.apply(Attack() if d.kind == "attack" else Pass())
    assert game.state.objects[licid].attached_to == bears and not game.state.objects[licid].tapped
    assert HeuristicAgent(0).choose(game) == Special(licid)
