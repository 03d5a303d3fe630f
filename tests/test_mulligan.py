"""CR 103.5, the London mulligan: draw seven, decide to keep or mulligan again, and only after keeping put one card
per mulligan taken on the bottom of the library."""

from __future__ import annotations

from manastack import Game, sample_deck
from manastack.actions import Action, Choose
from manastack.agents import get_agent

KEEP, MULLIGAN = Choose((0,)), Choose((1,))


def _game(seed: int = 3) -> Game:
    """A two-player game at the first mulligan declaration, player 0 ("alice") taking the first turn."""
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=seed, names=["alice", "bob"])
    d = game.pending
    assert d is not None and d.data.get("what") == "first_player"
    game.apply(Choose((0,)))
    return game


def _what(game: Game) -> tuple[int, str]:
    d = game.pending
    assert d is not None
    return d.player, str(d.data.get("what", d.kind))


def test_cr_103_5_after_a_mulligan_the_player_is_asked_to_keep_a_new_hand_of_seven_before_any_card_goes_to_the_bottom(
) -> None:
    game = _game()
    game.apply(MULLIGAN)          # alice
    game.apply(KEEP)              # bob keeps his seven: nothing to put away
    assert _what(game) == (0, "mulligan")
    assert len(game.state.players[0].hand) == 7
    assert "put 1 card on the bottom" in (game.pending.prompt if game.pending else "")


def test_cr_103_5_only_after_keeping_does_the_player_put_one_card_per_mulligan_on_the_bottom() -> None:
    game = _game()
    game.apply(MULLIGAN)
    game.apply(KEEP)
    game.apply(MULLIGAN)          # alice again: two mulligans taken
    assert _what(game) == (0, "mulligan")
    game.apply(KEEP)
    d = game.pending
    assert d is not None and _what(game) == (0, "bottom") and d.min == d.max == 2
    put_away = sorted(game.state.objects[o].card for o in game.state.players[0].hand[:2])
    game.apply(Choose((0, 1)))
    alice = game.state.players[0]
    assert len(alice.hand) == 5 and len(alice.library) == 60 - 5
    assert sorted(game.state.objects[o].card for o in alice.library[-2:]) == put_away
    assert game.state.started and game.state.turn == 1


def test_cr_103_5_a_player_who_keeps_seven_is_never_asked_to_put_cards_on_the_bottom() -> None:
    game = _game()
    game.apply(KEEP)
    game.apply(KEEP)
    assert game.state.started
    assert all(len(p.hand) == 7 for p in game.state.players)


def test_cr_103_5_a_player_who_keeps_puts_cards_away_while_the_other_goes_on_mulliganing() -> None:
    game = _game()
    game.apply(MULLIGAN)          # alice
    game.apply(MULLIGAN)          # bob
    game.apply(KEEP)              # alice keeps her second seven
    game.apply(MULLIGAN)          # bob mulligans again: alice puts her card away, bob declares once more
    assert _what(game) == (0, "bottom")
    game.apply(Choose((0,)))
    assert _what(game) == (1, "mulligan")
    game.apply(KEEP)
    assert _what(game) == (1, "bottom")
    game.apply(Choose((5, 6)))
    assert [len(p.hand) for p in game.state.players] == [6, 5]
    assert game.state.started


def test_cr_103_5_every_agent_decides_to_keep_before_it_puts_cards_on_the_bottom() -> None:
    """Random and heuristic agents through the start of many games: each bottom question follows that player's keep."""
    seen_bottom = False
    for seed in range(40):
        for name in ("random", "heuristic"):
            game = _game(seed)
            agents = [get_agent(name, seed), get_agent(name, seed + 1)]
            answered: list[tuple[int, str, Action]] = []
            while not game.state.started:
                player, what = _what(game)
                action = agents[player].choose(game)
                answered.append((player, what, action))
                game.apply(action)
            for player in (0, 1):
                mine = [(what, a) for p, what, a in answered if p == player]
                declarations = [a for what, a in mine if what == "mulligan"]
                mulligans = declarations.count(MULLIGAN)
                assert declarations[-1] == KEEP and mulligans == len(declarations) - 1
                kept_at = max(i for i, (what, _) in enumerate(mine) if what == "mulligan")
                bottoms = [i for i, (what, _) in enumerate(mine) if what == "bottom"]
                assert all(i > kept_at for i in bottoms), f"seed {seed}, {name}: a card put away before keeping"
                assert bool(bottoms) == bool(mulligans)
                seen_bottom = seen_bottom or bool(bottoms)
                assert len(game.state.players[player].hand) == 7 - mulligans
    assert seen_bottom
