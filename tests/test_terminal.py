"""The terminal player (manastack.ui): driven with scripted input and a rich console writing to a string."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Callable, Iterable

import pytest
from rich.console import Console

from manastack import Game, sample_deck
from manastack.agents import Agent, get_agent
from manastack import events as ev
from manastack.ui.board import EventLog, render_board
from manastack.ui.terminal import TerminalPlay, _few, run_play


def _console() -> tuple[Console, io.StringIO]:
    buf = io.StringIO()
    return Console(file=buf, width=120), buf


def _scripted(answers: Iterable[str], then: Callable[[str], str] | None = None,
              limit: int = 5000) -> tuple[Callable[[str], str], list[str]]:
    """An input function answering from ``answers``, then with ``then`` (or EOF); records the prompts."""
    it = iter(answers)
    prompts: list[str] = []

    def input_fn(prompt: str) -> str:
        prompts.append(prompt)
        if len(prompts) > limit:
            raise AssertionError("too many prompts: the game does not end")
        try:
            return next(it)
        except StopIteration:
            if then is None:
                raise EOFError from None
            return then(prompt)

    return input_fn, prompts


def _passer(prompt: str) -> str:
    """Always pass (no attackers, no blockers); keep the opening hand and answer other choices with 1."""
    return "1" if "[choose]" in prompt else ""


def _drive_to(predicate: Callable[[Game], bool], decks: tuple[str, str] = ("gw_creatures", "red_burn"),
              seeds: Iterable[int] = range(1, 60)) -> tuple[Game, Agent]:
    """A game between random agents, run until the human (player 0) faces a decision ``predicate`` accepts."""
    for seed in seeds:
        game = Game.new([sample_deck(decks[0]), sample_deck(decks[1])], seed=seed, names=["you", "ai"])
        agents = [get_agent("random", seed), get_agent("random", seed + 100)]
        while not game.is_over:
            d = game.pending
            assert d is not None
            if d.player == 0 and predicate(game):
                return game, agents[1]
            game.apply(agents[d.player].choose(game))
    pytest.skip("no seed reached the wanted decision")


# --- whole games ------------------------------------------------------------------------

def test_a_whole_game_where_the_human_always_passes_finishes_and_returns_0() -> None:
    console, buf = _console()
    input_fn, prompts = _scripted([], then=_passer)
    assert run_play("red_burn", "gw_creatures", 3, "random", console=console, input_fn=input_fn) == 0
    out = buf.getvalue()
    assert "Game over" in out
    assert "ai wins" in out or "You win" in out
    assert prompts, "the human was asked something"


def _first_option() -> Callable[[str], str]:
    """Option 1 at every prompt; where that is refused (the same prompt again), an empty line."""
    last: list[str] = []

    def answer(prompt: str) -> str:
        again = bool(last) and last[-1] == prompt
        last.append(prompt)
        return "" if again and "[choose]" not in prompt else "1"

    return answer


def test_a_whole_game_where_the_human_always_picks_option_1_finishes_and_returns_0() -> None:
    console, buf = _console()
    input_fn, _ = _scripted([], then=_first_option())
    assert run_play("gw_creatures", "red_burn", 11, "random", console=console, input_fn=input_fn) == 0
    assert "Game over" in buf.getvalue()


def test_the_ai_s_actions_reach_the_human_through_the_log_in_the_phrase_layer_s_words_with_no_internal_lines(
) -> None:
    console, buf = _console()
    input_fn, _ = _scripted([], then=_passer)
    run_play("red_burn", "gw_creatures", 3, "random", console=console, input_fn=input_fn)
    out = buf.getvalue()
    assert "ai plays " in out and "ai casts " in out
    assert "▸" not in out, "no `ai ▸ pass` / `ai ▸ choose ...` lines"
    assert "AbilityTriggered" not in out and "chooses you to take" not in out


def test_a_game_the_human_plays_with_numbers_and_notation_goes_on() -> None:
    console, buf = _console()
    # keep, then at the first priority of the game play a land by notation, then pass for the rest
    input_fn, _ = _scripted(["1", "play Mountain"], then=_passer)
    assert run_play("red_burn", "gw_creatures", 3, "random", console=console, input_fn=input_fn) == 0
    assert "You play Mountain" in buf.getvalue()


# --- illegal input ----------------------------------------------------------------------

def test_an_option_number_that_does_not_exist_prints_a_reason_and_asks_again() -> None:
    console, buf = _console()
    input_fn, prompts = _scripted(["99", "1"])
    assert run_play("red_burn", "gw_creatures", 3, "random", console=console, input_fn=input_fn) == 0
    out = buf.getvalue()
    assert "there is no option 99" in out
    assert prompts[0] == prompts[1], "the same decision is asked again"


def test_casting_a_card_that_is_not_in_hand_prints_a_reason_and_asks_again() -> None:
    console, buf = _console()
    input_fn, prompts = _scripted(["1", "cast Nonexistent Card", "attack with nothing", "p"])
    assert run_play("red_burn", "gw_creatures", 3, "random", console=console, input_fn=input_fn) == 0
    out = buf.getvalue()
    assert "you have no card named 'Nonexistent Card' in your hand" in out
    assert "cannot read 'attack with nothing'" in out
    assert prompts[1] == prompts[2] == prompts[3] == "you [priority]> "


def test_attack_with_nothing_at_the_declaration_of_attackers_prints_a_reason_and_asks_again() -> None:
    game, ai = _drive_to(lambda g: g.pending is not None and g.pending.kind == "attack")
    console, buf = _console()
    input_fn, prompts = _scripted(["attack with nothing", "99", "none"], then=_passer)
    assert TerminalPlay(game, ai, console, input_fn).run() == 0
    out = buf.getvalue()
    assert "'with nothing' is not a creature that can attack" in out
    assert "99" in out and "✗" in out
    assert prompts[0] == prompts[1] == prompts[2] == "you [attack]> "


def test_a_block_with_many_options_shows_the_candidates_and_takes_number_letter_pairs() -> None:
    game, ai = _drive_to(lambda g: g.pending is not None and g.pending.kind == "block" and _few(g.pending, 8) is None)
    console, buf = _console()
    input_fn, _ = _scripted(["block Nothing with Nobody", "9a", "1a", "1a 2a"], then=_passer)
    assert TerminalPlay(game, ai, console, input_fn).run() == 0
    out = buf.getvalue()
    assert "Your creatures that can block:" in out
    assert "there is no blocker 9" in out
    assert "blocks" in out


def test_the_engine_refusing_an_action_leaves_the_game_as_it_was() -> None:
    game, ai = _drive_to(lambda g: g.pending is not None and g.pending.kind == "priority")
    version = game.state.version
    console, buf = _console()
    play = TerminalPlay(game, ai, console, _scripted([])[0])
    assert play._try_apply(ev.Note("not an action")) is not None  # type: ignore[arg-type]
    assert play.game is game and game.state.version == version


# --- ending -----------------------------------------------------------------------------

def test_end_of_input_asks_before_conceding_and_a_second_end_of_input_concedes() -> None:
    console, buf = _console()
    input_fn, prompts = _scripted([])
    assert run_play("red_burn", "gw_creatures", 3, "random", console=console, input_fn=input_fn) == 0
    out = buf.getvalue()
    assert prompts[-1] == "Concede the game? [y/N] "
    assert "ai wins" in out and "conceded" in out


def test_ctrl_d_or_ctrl_c_at_a_prompt_asks_before_conceding_and_no_goes_on_with_the_same_question() -> None:
    console, buf = _console()
    answers = iter(["<eof>", "n", "<interrupt>", "n"])

    def input_fn(prompt: str) -> str:
        prompts.append(prompt)
        a = next(answers, None)
        if a == "<eof>" or a is None:
            raise EOFError
        if a == "<interrupt>":
            raise KeyboardInterrupt
        return a

    prompts: list[str] = []
    assert run_play("red_burn", "gw_creatures", 3, "random", console=console, input_fn=input_fn) == 0
    assert prompts[1] == prompts[3] == "Concede the game? [y/N] "
    assert prompts[0] == prompts[2] == prompts[4], "the same question is asked again"


def test_quit_asks_for_confirmation_before_conceding() -> None:
    console, buf = _console()
    input_fn, prompts = _scripted(["quit", "n", "concede", "y"])
    assert run_play("red_burn", "gw_creatures", 3, "random", console=console, input_fn=input_fn) == 0
    assert prompts[1] == prompts[3] == "Concede the game? [y/N] "
    assert prompts[2] == prompts[0]
    assert "you lost: conceded" in buf.getvalue()


# --- commands ---------------------------------------------------------------------------

def test_help_board_log_mana_and_card_are_commands_not_actions() -> None:
    console, buf = _console()
    input_fn, prompts = _scripted(["1", "play Mountain", "help", "board", "log 3", "mana", "card Lightning Bolt",
                                   "auto"])
    assert run_play("red_burn", "gw_creatures", 3, "random", console=console, input_fn=input_fn) == 0
    out = buf.getvalue()
    assert "Commands" in out
    before, _, after = out.partition("mana abilities are now shown")
    assert after, "the mana command answered"
    assert "activate Mountain" not in before, "mana abilities are hidden by default"
    assert "activate Mountain" in after
    assert "Lightning Bolt deals 3 damage to any target." in out
    assert "automatic passing is now off" in out
    assert len(set(prompts[2:8])) == 1, "commands do not answer the decision"


# --- decks and agents -------------------------------------------------------------------

def test_a_deck_file_with_an_unknown_card_gives_the_line_and_closest_names_and_exit_code_2(tmp_path: Path) -> None:
    deck = tmp_path / "mine.txt"
    deck.write_text("20 Mountain\n4 Lightnig Bolt\n", encoding="utf-8")
    console, buf = _console()
    assert run_play(str(deck), "gw_creatures", 1, "random", console=console, input_fn=_scripted([])[0]) == 2
    out = buf.getvalue()
    assert "mine.txt:2" in out and "Lightning Bolt" in out


def test_an_unknown_deck_name_lists_the_sample_decks_and_gives_exit_code_2() -> None:
    console, buf = _console()
    assert run_play("red_brn", "gw_creatures", 1, "random", console=console, input_fn=_scripted([])[0]) == 2
    out = buf.getvalue()
    assert "red_brn" in out and "red_burn" in out


def test_an_unknown_ai_falls_back_to_the_random_ai_with_a_notice() -> None:
    console, buf = _console()
    assert run_play("red_burn", "gw_creatures", 3, "no-such-ai", console=console, input_fn=_scripted([])[0]) == 0
    assert "playing against the random AI instead" in buf.getvalue()


# --- the board and the log --------------------------------------------------------------

def test_the_board_shows_life_totals_permanents_and_the_hand() -> None:
    game, _ = _drive_to(lambda g: g.pending is not None and g.pending.kind == "priority"
                        and sum(1 for o in g.state.battlefield if g.state.objects[o].controller == 0) >= 3
                        and sum(1 for o in g.state.battlefield if g.state.objects[o].controller == 1) >= 3)
    state = game.state
    console, buf = _console()
    console.print(render_board(game, 0, ["a recent event"]))
    out = buf.getvalue()
    for p in state.players:
        assert f"{p.name:<6}  life {p.life}" in out
    from manastack.rules.naming import obj_name

    for oid in state.battlefield:
        assert obj_name(state, oid) in out
    for oid in state.players[0].hand:
        assert obj_name(state, oid) in out
    assert "a recent event" in out
    assert f"Turn {state.turn}" in out


def test_the_board_shows_the_stack_top_first_with_targets_and_the_combat() -> None:
    game, _ = _drive_to(lambda g: len(g.state.stack) >= 1 and any(g.state.objects[s].targets for s in g.state.stack),
                        decks=("red_burn", "gw_creatures"))
    console, buf = _console()
    console.print(render_board(game, 0))
    out = buf.getvalue()
    assert "Stack" in out and "1. " in out and "→" in out and "resolves next" in out

    game, _ = _drive_to(lambda g: g.state.combat is not None and bool(g.state.combat.attackers)
                        and g.state.step.value == "declare_blockers")
    console, buf = _console()
    console.print(render_board(game, 0))
    out = buf.getvalue()
    assert "Combat" in out and "attacking" in out


def test_the_log_hides_the_cards_the_opponent_puts_back_into_its_library() -> None:
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=1, names=["you", "ai"])
    state = game.state
    log = EventLog(0)
    ai_card = state.players[1].library[0]
    my_card = state.players[0].library[0]
    log.remember(state)
    name = state.objects[ai_card].card
    from manastack.core.types import Zone

    state.objects[ai_card].zone = Zone.HAND
    state.objects[my_card].zone = Zone.HAND
    hidden = log.text(state, ev.ZoneMove(ai_card, "library", cause="mulligan", position="bottom"))
    shown = log.text(state, ev.ZoneMove(my_card, "library", cause="mulligan", position="bottom"))
    assert hidden == "ai puts a card on the bottom of their library"
    assert name not in (hidden or "")
    assert shown == f"You put {state.objects[my_card].card} on the bottom of your library"
