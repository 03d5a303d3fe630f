"""The terminal asks instead of listing: the frictions a player met (issue 10), each driven through the session."""

from __future__ import annotations

import io
from typing import Iterable

from rich.console import Console

from manastack.agents import get_agent
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.ui.terminal import TerminalPlay


def _play(start: str, answers: Iterable[str]) -> tuple[TerminalPlay, str, list[str]]:
    text = f"name: a position\nstart:\n  turn: 3\n  active: you\n  players:\n{start}"
    game = build_game(load_text(text, "position.yaml")[0])
    buf = io.StringIO()
    it = iter(answers)
    prompts: list[str] = []

    def input_fn(prompt: str) -> str:
        prompts.append(prompt)
        line = next(it, None)
        if line is None:
            raise EOFError
        return line

    session = TerminalPlay(game, get_agent("heuristic", 1), Console(file=buf, width=120), input_fn)
    session.run()
    return session, buf.getvalue(), prompts


LIBRARIES = "      library: [Mountain, Mountain, Mountain]\n"
TWO_BEARS = ("    you:\n      battlefield: [Mountain]\n      hand: [Shock]\n" + LIBRARIES +
             "    ai:\n      battlefield: [Grizzly Bears, Grizzly Bears]\n" + LIBRARIES)


def test_cast_shock_without_a_target_asks_for_the_target_cr_601_2c() -> None:
    _, out, prompts = _play(TWO_BEARS, ["cast shock"])
    assert prompts[:2] == ["you [priority]> ", "you [which]> "]
    assert "targeting ai" in out


def test_a_name_two_objects_share_asks_which_with_their_ids_instead_of_picking_one() -> None:
    session, out, prompts = _play(TWO_BEARS, ["cast shock targeting grizzly bears", "2"])
    assert prompts[1] == "you [which]> "
    assert out.count("cast Shock targeting Grizzly Bears#") >= 2
    assert "You cast Shock" in out and "targeting Grizzly Bears" in out


def test_opponent_and_me_name_the_players() -> None:
    _, out, _ = _play(TWO_BEARS, ["cast shock targeting opponent"])
    assert "You cast Shock targeting ai" in out
    _, out, _ = _play(TWO_BEARS, ["cast shock targeting me"])
    assert "You cast Shock targeting you" in out


def test_options_are_grouped_per_card_one_number_for_all_of_shock_s_targets() -> None:
    _, out, prompts = _play(TWO_BEARS, ["1", "1"])
    assert "cast Shock  (4 ways:" in out
    assert prompts[1] == "you [which]> "


def test_a_cast_that_cannot_be_paid_says_the_cost_is_the_requirement_that_failed_cr_601_2g() -> None:
    start = ("    you:\n      battlefield: [Mountain]\n      hand: [Boggart Brute, Shock]\n" + LIBRARIES +
             "    ai:\n" + LIBRARIES)
    _, out, _ = _play(start, ["cast boggart brute"])
    assert "cost: you can't pay Boggart Brute's cost" in out


def test_a_sorcery_speed_cast_in_the_wrong_step_says_timing_is_the_requirement_that_failed_cr_307_1() -> None:
    start = ("    you:\n      battlefield: [Mountain, Mountain, Mountain]\n      hand: [Boggart Brute, Shock]\n"
             + LIBRARIES + "    ai:\n" + LIBRARIES)
    session, out, _ = _play(start, ["hold", "cast shock targeting opponent", "cast boggart brute"])
    assert "timing: Boggart Brute can be cast only in your main phase" in out


def test_a_typo_at_a_choice_prompt_gets_a_suggestion() -> None:
    from manastack import Game, sample_deck

    from manastack.actions import Choose

    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=3, names=["you", "ai"])
    game.apply(Choose((0,)))   # whoever chooses: "you" take the first turn and declare first (103.5)
    buf = io.StringIO()
    answers = iter(["kepp"])
    prompts: list[str] = []

    def input_fn(prompt: str) -> str:
        prompts.append(prompt)
        line = next(answers, None)
        if line is None:
            raise EOFError
        return line

    TerminalPlay(game, get_agent("random", 1), Console(file=buf, width=120), input_fn).run()
    assert "did you mean `keep`" in buf.getvalue()


def test_card_finds_a_card_by_part_of_its_name_and_suggests_nothing_unrelated() -> None:
    _, out, _ = _play(TWO_BEARS, ["card chandra's outr", "card quixotic walrus"])
    assert "Chandra's Outrage deals 4 damage" in out
    assert "no bundled card's name contains 'quixotic walrus'" in out and "Shivan Dragon" not in out


def test_the_human_is_not_asked_with_their_own_spell_on_the_stack_so_typing_ahead_is_safe() -> None:
    start = ("    you:\n      battlefield: [Mountain, Mountain]\n      hand: [Shock, Shock]\n" + LIBRARIES +
             "    ai:\n" + LIBRARIES)
    session, out, prompts = _play(start, ["cast shock targeting opponent", "cast shock targeting opponent"])
    assert session.game.state.players[1].life == 16, "both Shocks resolved: no stop with the first on the stack"
