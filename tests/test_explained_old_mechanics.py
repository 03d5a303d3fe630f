"""The explained log (explain.py) cites the sub-rule of each banding damage division (CR 702.22j-k), each
phasing event (702.26) and each upkeep payment (702.24a, 702.30a): issue 8's "done when"."""

from __future__ import annotations

from pathlib import Path

from manastack import Game, sample_deck
from manastack import events as ev
from manastack.agents import get_agent
from manastack.explain import NameBook, event_line
from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_file

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"


def _log(path: str) -> list[str]:
    result = run_scenario(load_file(SCENARIOS / path)[0])
    assert result.passed, result.failures
    return [line.strip() for line in result.log]


def test_the_defending_players_division_of_an_attackers_damage_cites_702_22j() -> None:
    log = _log("rules_702/702_22j_defending_player_divides_damage_blocked_by_banding.yaml")
    assert "702.22j: Hill Giant deals 3 combat damage to Benalish Hero" in log


def test_the_active_players_division_of_a_blockers_damage_cites_702_22k() -> None:
    log = _log("rules_702/702_22h_band_of_flyer_and_swampwalker_blocked_together.yaml")
    assert "702.22k: Giant Spider deals 2 combat damage to Bog Wraith" in log


def _game_lines(seed: int) -> list[tuple[ev.Event, str]]:
    """A heuristic game of ur_old_mechanics, each recorded event with its explained line."""
    game = Game.new([sample_deck("ur_old_mechanics"), sample_deck("gw_creatures")], seed=seed)
    agents = [get_agent("heuristic", seed), get_agent("heuristic", seed + 1)]
    book = NameBook()
    while not game.is_over and game.state.decisions < 3000:
        book.note(game.state)
        d = game.pending
        assert d is not None
        game.apply(agents[d.player].choose(game))
        book.note(game.state)
    return [(e, event_line(game.state, e, book)) for _, _, e in game.state.events]


def _cites(line: str) -> list[str]:
    return [r.strip() for r in line.split(": ", 1)[0].split(",")]


def test_each_phasing_event_and_upkeep_payment_of_the_old_mechanics_deck_cites_its_sub_rule_cr_702_26_702_24a(
) -> None:
    phasing = paid = 0
    for seed in (0, 6):
        for e, line in _game_lines(seed):
            if isinstance(e, (ev.PhasesOut, ev.PhasesIn)):
                phasing += 1
                assert any(r.startswith("702.26") for r in _cites(line)), line
                assert " phases " in line, line
            elif isinstance(e, ev.Note) and " pays " in e.text:
                paid += 1
                # cumulative upkeep is paid for each age counter (702.24a); echo once (702.30a)
                assert ("702.24a" if "age counter" in e.text else "702.30a") in _cites(line), line
    assert phasing > 0 and paid > 0
