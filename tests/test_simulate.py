"""The simulator (manastack/simulate.py) and the ``manastack simulate`` command."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.cards.db import bundled_db
from manastack.cli import main
from manastack.decklist import load_sample_deck
from manastack.simulate import SimulationResult, simulate, wilson_interval


@pytest.fixture(scope="module")
def decks() -> list[list[str]]:
    db = bundled_db()
    return [load_sample_deck("red_burn", db).cards(), load_sample_deck("gw_creatures", db).cards()]


# --- the Wilson interval ---------------------------------------------------------------


@pytest.mark.parametrize("wins, n, low, high", [
    (5, 10, 0.2366, 0.7634),
    (0, 10, 0.0, 0.2775),
    (10, 10, 0.7225, 1.0),
    (95, 100, 0.8882, 0.9785),
    (1, 1, 0.2065, 1.0),
])
def test_the_wilson_interval_matches_the_published_values(wins: int, n: int, low: float, high: float) -> None:
    lo, hi = wilson_interval(wins, n)
    assert lo == pytest.approx(low, abs=1e-4)
    assert hi == pytest.approx(high, abs=1e-4)


def test_the_wilson_interval_narrows_with_more_games_and_contains_the_observed_rate() -> None:
    small = wilson_interval(8, 10)
    large = wilson_interval(800, 1000)
    assert small[0] < 0.8 < small[1]
    assert large[0] < 0.8 < large[1]
    assert large[1] - large[0] < small[1] - small[0]


def test_the_wilson_interval_of_no_games_is_everything_and_impossible_counts_are_refused() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson_interval(3, 2)


def test_a_wider_z_gives_a_wider_interval() -> None:
    lo95, hi95 = wilson_interval(30, 50)
    lo99, hi99 = wilson_interval(30, 50, z=2.576)
    assert lo99 < lo95 and hi99 > hi95


# --- simulate() -------------------------------------------------------------------------


def test_simulation_results_add_up(decks: list[list[str]]) -> None:
    r = simulate(decks, 6, 11, ("random", "random"), names=("red_burn", "gw_creatures"))
    assert isinstance(r, SimulationResult)
    assert r.games == 6
    assert sum(r.wins) + r.draws + r.unfinished == r.games
    assert [rec.seed for rec in r.records] == list(range(11, 17))
    assert all(rec.starter in (0, 1) for rec in r.records)
    assert sum(rec.decisions for rec in r.records) == r.total_decisions
    assert r.mean_decisions == pytest.approx(r.total_decisions / 6)
    assert r.mean_turns > 0 and r.games_per_second > 0
    assert r.deck_names == ("red_burn", "gw_creatures")
    assert r.agent_names == ("random", "random")


def test_the_decks_swap_seats_every_other_game(decks: list[list[str]]) -> None:
    r = simulate(decks, 4, 1, ("random", "random"))
    assert [rec.seats for rec in r.records] == [(0, 1), (1, 0), (0, 1), (1, 0)]


def test_the_same_seed_gives_the_same_results(decks: list[list[str]]) -> None:
    a = simulate(decks, 3, 21, ("random", "heuristic"))
    b = simulate(decks, 3, 21, ("random", "heuristic"))
    strip = [(x.winner, x.starter, x.turns, x.decisions) for x in a.records]
    assert strip == [(x.winner, x.starter, x.turns, x.decisions) for x in b.records]


def test_a_game_stopped_at_the_decision_cap_counts_as_unfinished(decks: list[list[str]]) -> None:
    r = simulate(decks, 2, 1, ("random", "random"), max_decisions=5)
    assert r.unfinished == 2
    assert r.wins == (0, 0) and r.draws == 0
    assert all(rec.decisions == 5 and not rec.finished for rec in r.records)


def test_simulate_calls_back_after_each_game(decks: list[list[str]]) -> None:
    seen: list[int] = []
    simulate(decks, 3, 5, ("random", "random"), on_game=lambda rec: seen.append(rec.seed))
    assert seen == [5, 6, 7]


# --- the command ------------------------------------------------------------------------


def test_the_simulate_command_plays_the_sample_decks_and_prints_the_table() -> None:
    result = CliRunner().invoke(main, ["simulate", "-n", "4", "--no-progress"])
    assert result.exit_code == 0, result.output
    out = result.output
    for text in ("red_burn", "gw_creatures", "Win rate", "95% CI", "Mean turns", "Games per second",
                 "Mean decisions per game", "Unfinished", "Draws"):
        assert text in out
    assert "4 games" in out


def test_the_simulate_command_plays_the_third_sample_deck_of_the_older_mechanics_cr_702_24_to_702_30() -> None:
    result = CliRunner().invoke(main, ["simulate", "ur_old_mechanics", "red_burn", "-n", "2", "--no-progress"])
    assert result.exit_code == 0, result.output
    assert "ur_old" in result.output and "red_burn" in result.output
    assert "2 games" in result.output


def test_the_simulate_command_accepts_deck_files_and_agent_names(tmp_path: Path) -> None:
    deck = tmp_path / "bolts.txt"
    deck.write_text("# a burn pile\n20 Lightning Bolt\n20 Mountain\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["simulate", str(deck), "gw_creatures", "-n", "2", "--no-progress",
                                       "--agent-a", "heuristic", "--seed", "3", "--format", "none"])
    assert result.exit_code == 0, result.output
    assert "bolts" in result.output and "heuristic" in result.output


def test_a_deck_file_with_an_unknown_card_gives_its_line_the_closest_names_and_exit_code_2(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Lightning Bolt\n20 Mountian\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["simulate", str(deck), "red_burn", "-n", "2", "--no-progress"])
    assert result.exit_code == 2
    assert f"{deck}:2" in result.output
    assert "Mountain" in result.output
    assert "Traceback" not in result.output


def test_a_missing_deck_file_is_a_clear_error_with_exit_code_2(tmp_path: Path) -> None:
    missing = tmp_path / "nope.txt"
    result = CliRunner().invoke(main, ["simulate", str(missing), "-n", "2", "--no-progress"])
    assert result.exit_code == 2
    assert "nope.txt" in result.output
    assert "red_burn" in result.output and "gw_creatures" in result.output


def test_an_unknown_sample_deck_name_lists_the_sample_decks_and_suggests_the_closest() -> None:
    result = CliRunner().invoke(main, ["simulate", "red_bunr", "-n", "2", "--no-progress"])
    assert result.exit_code == 2
    assert "did you mean red_burn" in result.output
    assert "gw_creatures" in result.output


def test_an_unknown_agent_is_an_error_with_exit_code_2() -> None:
    result = CliRunner().invoke(main, ["simulate", "-n", "2", "--no-progress", "--agent-b", "deep_blue"])
    assert result.exit_code == 2
    assert "deep_blue" in result.output and "heuristic" in result.output
