"""The full-screen terminal player (manastack.ui.screen), driven through Textual's pilot at 80x24, as a player uses it."""

from __future__ import annotations

import asyncio
import io

from rich.console import Console

from manastack import Game, sample_deck
from manastack.agents import get_agent
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.ui.screen import PlayScreen
from manastack.ui.terminal import TerminalPlay

SIZE = (80, 24)


def _session(game: Game, ai: str = "heuristic", seed: int = 5) -> TerminalPlay:
    console = Console(file=io.StringIO(), width=80)
    return TerminalPlay(game, get_agent(ai, seed), console, input, seed, full_screen=True)


def _header_ok(app: PlayScreen) -> str:
    """The header is on screen, at the top, whole, with the turn, the step and both life totals; its text."""
    from textual.widgets import Static

    header = app.query_one("#header", Static)
    assert header.region.y == 0 and header.region.height >= 5 and header.region.bottom <= SIZE[1]
    text = app.header_text.plain
    state = app.session.game.state
    assert (f"Turn {state.turn}" in text) if state.started else ("Before the game" in text)
    for p in state.players:
        assert f"life {p.life}" in text
    assert "stack:" in text and "? " in text
    return text


async def _type(app: PlayScreen, pilot: object, line: str) -> None:
    from textual.widgets import Input

    app.query_one("#input", Input).value = line
    await pilot.press("enter")  # type: ignore[attr-defined]


def test_a_whole_game_against_the_heuristic_ai_is_played_at_80x24_with_the_header_visible_at_every_prompt() -> None:
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=7, names=["you", "ai"])
    app = PlayScreen(_session(game))

    async def play() -> None:
        async with app.run_test(size=SIZE) as pilot:
            last = ""
            for _ in range(600):
                if app.finished:
                    break
                _header_ok(app)
                again = app.prompt == last
                last = app.prompt
                if app.prompt.startswith("Concede"):
                    line = "n"
                elif "[choose]" in app.prompt:
                    line = "1"
                else:
                    line = "" if again else "1"
                await _type(app, pilot, line)
            assert app.finished, "the game ended"
            assert "Game over" in app.header_text.plain and "press any key" in app.header_text.plain
            await pilot.press("x")
        assert app.return_value == 0

    asyncio.run(play())
    assert game.is_over or app.session.game.is_over


ROUTINE = """name: a routine turn
start:
  turn: 3
  active: you
  step: upkeep
  players:
    you:
      battlefield: [Forest, Grizzly Bears]
      hand: [Forest, Grizzly Bears]
      library: [Forest, Forest, Forest, Forest, Forest]
    ai:
      battlefield: [Mountain]
      library: [Mountain, Mountain, Mountain, Mountain, Mountain]
"""


def test_a_routine_turn_land_spell_attack_takes_at_most_four_inputs_with_the_default_stops() -> None:
    game = build_game(load_text(ROUTINE, "routine.yaml")[0])
    app = PlayScreen(_session(game))
    script = ["play Forest", "cast Grizzly Bears", "attack Grizzly Bears -> ai"]

    async def play() -> None:
        async with app.run_test(size=SIZE) as pilot:
            state = app.session.game.state
            prompts = []
            while state.turn < 5 and not app.finished and len(prompts) < 10:
                _header_ok(app)
                prompts.append(app.prompt)
                await _type(app, pilot, script[len(prompts) - 1] if len(prompts) <= len(script) else "")
                state = app.session.game.state
            assert app.inputs <= 4, prompts
            assert state.players[1].life == 18, "the attack went through"
            assert sum(1 for o in state.battlefield if state.objects[o].card == "Grizzly Bears") == 2

    asyncio.run(play())


def test_f6_passes_until_the_end_of_the_turn_with_one_key() -> None:
    game = build_game(load_text(ROUTINE, "routine.yaml")[0])
    app = PlayScreen(_session(game))

    async def play() -> None:
        async with app.run_test(size=SIZE) as pilot:
            assert app.session.game.state.turn == 3
            await pilot.press("f6")
            assert app.inputs == 1
            # the attack declaration is still asked (a pass-until never declares for the player)
            assert app.session.game.state.turn == 3 and "attack" in app.prompt

    asyncio.run(play())


def test_ctrl_c_and_ctrl_d_in_the_full_screen_ask_before_conceding() -> None:
    game = build_game(load_text(ROUTINE, "routine.yaml")[0])
    app = PlayScreen(_session(game))

    async def play() -> None:
        async with app.run_test(size=SIZE) as pilot:
            for key in ("ctrl+c", "ctrl+d"):
                await pilot.press(key)
                assert app.prompt.startswith("Concede the game?") and "Concede" in _header_ok(app)
                await _type(app, pilot, "n")
                assert not app.session.game.is_over

    asyncio.run(play())
