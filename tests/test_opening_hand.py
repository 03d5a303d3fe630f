"""CR 103.6: actions a player takes with cards of their opening hand once the mulligans are over: beginning the
game with Leyline of the Void on the battlefield (103.6a), the starting player first, then each other player in
turn order."""

from __future__ import annotations

from manastack import Game
from manastack.actions import Choose
from manastack.agents import get_agent
from manastack.serialization import dumps, loads

KEEP = Choose((0,))


def _kept(seed: int = 5) -> Game:
    """A game of two Leyline decks (every opening hand holds Leylines) after both players keep, alice first."""
    game = Game.new([["Leyline of the Void"] * 60, ["Leyline of the Void"] * 60], seed=seed, names=["alice", "bob"])
    game.apply(Choose((0,)))    # alice takes the first turn
    game.apply(KEEP)
    game.apply(KEEP)
    return game


def _on_battlefield(game: Game, player: int) -> list[str]:
    st = game.state
    return [st.objects[o].card for o in st.battlefield if st.objects[o].controller == player]


def test_cr_103_6a_after_the_mulligans_the_starting_player_chooses_which_leylines_begin_on_the_battlefield() -> None:
    game = _kept()
    d = game.pending
    assert d is not None and d.player == 0 and d.data.get("what") == "opening_hand" and d.rule == "103.6a"
    assert (d.min, d.max) == (0, 7)
    assert not game.state.started
    game.apply(Choose((0, 1)))
    assert _on_battlefield(game, 0) == ["Leyline of the Void"] * 2
    assert len(game.state.players[0].hand) == 5


def test_cr_103_6_the_other_player_chooses_after_the_starting_player_then_the_first_turn_begins() -> None:
    game = _kept()
    game.apply(Choose(()))              # alice puts none
    d = game.pending
    assert not game.state.started
    assert d is not None and d.player == 1 and d.data.get("what") == "opening_hand"
    game.apply(Choose((0,)))
    assert _on_battlefield(game, 0) == [] and _on_battlefield(game, 1) == ["Leyline of the Void"]
    assert game.state.started and game.state.turn == 1


def test_cr_103_6a_a_player_with_no_such_card_in_the_opening_hand_is_not_asked() -> None:
    game = Game.new([["Swamp"] * 60, ["Swamp"] * 60], seed=1, names=["alice", "bob"])
    game.apply(Choose((0,)))
    game.apply(KEEP)
    game.apply(KEEP)
    assert game.state.started and game.state.battlefield == []


def test_cr_103_6a_a_game_saved_at_the_opening_hand_decision_loads_and_goes_on() -> None:
    game = loads(dumps(_kept()))
    game.apply(Choose((0,)))
    game = loads(dumps(game))
    d = game.pending
    assert d is not None and d.player == 1 and d.data.get("what") == "opening_hand"
    game.apply(Choose(()))
    assert game.state.started
    assert _on_battlefield(game, 0) == ["Leyline of the Void"]


def test_cr_103_6a_the_heuristic_agent_begins_the_game_with_every_leyline_it_holds() -> None:
    game = _kept()
    agent = get_agent("heuristic", 0)
    held = sum(1 for o in game.state.players[0].hand if game.state.objects[o].card == "Leyline of the Void")
    game.apply(agent.choose(game))
    assert len(_on_battlefield(game, 0)) == held == 7


def test_cr_103_6a_the_terminal_asks_the_human_which_leylines_begin_on_the_battlefield_and_takes_numbers() -> None:
    import io

    from rich.console import Console

    from manastack.ui.terminal import TerminalPlay

    game = Game.new([["Leyline of the Void"] * 60, ["Leyline of the Void"] * 60], seed=5, names=["you", "ai"])
    buf = io.StringIO()
    seen: list[Game] = []      # the game as it was when the human chose (the session applies to a copy)

    def answer(prompt: str) -> str:
        d = play.game.pending
        assert d is not None
        if d.data.get("what") == "opening_hand":
            return "1 3"
        if play.game.state.started:
            seen.append(play.game)
            raise EOFError      # the opening is over: end of input, then concede
        return "1"              # take the first turn, keep

    play = TerminalPlay(game, get_agent("heuristic", 1), Console(file=buf, width=120), answer)
    play.run()
    assert "Choose the cards of your opening hand to begin the game with on the battlefield" in buf.getvalue()
    assert _on_battlefield(seen[0], 0) == ["Leyline of the Void"] * 2
