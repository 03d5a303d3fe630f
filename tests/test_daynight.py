"""Day and night (CR 731), daybound and nightbound (702.145): the game's designation, the untap step's check, the
transforms they make and the ones they forbid, and the designation in saves and views."""

from __future__ import annotations

import json
import textwrap

import pytest

from manastack import events as ev
from manastack.effects import load_all
from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.script import run_script
from manastack.judge.setup import build_game
from manastack.rules.pipeline import perform_all
from manastack.serialization import SaveFormatError, dumps, loads
from manastack.ui.board import header_text
from manastack.view.player import view

load_all()

RUFFIAN_OUT = """
start:
  turn: 3
  players:
    alice:
      battlefield: [{card: Tavern Ruffian, id: ruffian}, {card: Mountain, count: 2}]
      hand: [Shock, Shock]
      library: [Mountain, Mountain]
    bob:
      battlefield: [{card: Mountain, count: 2}]
      hand: [Shock, Shock]
      library: [Mountain, Mountain]
"""

#: It becomes night in turn 4 (alice cast nothing in turn 3), where bob casts a Shock.
NIGHT_AND_BOB_CASTS_SHOCK = """
        script:
          - goto turn 4 upkeep
          - "alice: attack none"
          - goto turn 4 precombat_main
          - "bob: cast Shock targeting alice"
          - resolve"""


def _played(script: str, start: str = RUFFIAN_OUT) -> Game:
    sc = load_text("name: day and night\n" + textwrap.dedent(start) + textwrap.dedent(script), "test.yaml")[0]
    game = build_game(sc)
    run_script(game, sc.script)
    return game


def _ruffian(game: Game) -> int:
    return game.state.labels["ruffian"]


def test_the_game_starts_neither_day_nor_night_per_rule_731_1() -> None:
    game = _played("script: []\n", "start:\n  players:\n    alice: {}\n    bob: {}\n")
    assert game.state.day_night == ""


def test_it_becomes_day_once_a_player_controls_a_daybound_permanent_per_rule_702_145d() -> None:
    game = _played("script: [pass]\n")
    assert game.state.day_night == "day"
    assert not game.state.objects[_ruffian(game)].transformed


def test_day_stays_day_when_the_previous_turns_active_player_cast_a_spell_per_rule_731_2a() -> None:
    game = _played("""
        script:
          - "alice: cast Shock targeting bob"
          - resolve
          - goto turn 4 upkeep
          - "alice: attack none"
          - goto turn 4 upkeep
        """)
    assert game.state.day_night == "day"
    assert not game.state.objects[_ruffian(game)].transformed


def test_night_becomes_day_after_a_turn_with_two_spells_and_the_nightbound_face_transforms_per_rule_731_2b() -> None:
    game = _played(NIGHT_AND_BOB_CASTS_SHOCK + """
          - "bob: cast Shock targeting alice"
          - resolve
          - goto turn 5 upkeep
        """)
    assert game.state.day_night == "day"
    assert not game.state.objects[_ruffian(game)].transformed
    rules = [e.rules for _, _, e in game.state.events if isinstance(e, ev.DayNight)]
    assert rules == [("702.145d", "731.1"), ("731.2a", "502.2"), ("731.2b", "502.2")]


def test_night_stays_night_after_a_turn_with_one_spell_per_rule_731_2b() -> None:
    game = _played(NIGHT_AND_BOB_CASTS_SHOCK + """
          - goto turn 5 upkeep
        """)
    assert game.state.day_night == "night"
    assert game.state.objects[_ruffian(game)].transformed


def test_a_daybound_permanent_transforms_only_by_its_daybound_ability_per_rule_702_145b() -> None:
    game = _played("script: [pass]\n")
    oid = _ruffian(game)
    perform_all(game.state, [ev.Transform(oid, rules=("701.27a",))])
    assert not game.state.objects[oid].transformed


def test_without_day_or_night_the_untap_step_check_does_not_happen_per_rule_731_2c() -> None:
    game = _played("""
        script:
          - goto turn 4 upkeep
        """, """
        start:
          turn: 3
          players:
            alice:
              library: [Mountain]
            bob:
              library: [Mountain]
        """)
    assert game.state.day_night == ""
    assert not any(isinstance(e, ev.DayNight) for _, _, e in game.state.events)


def test_day_or_night_is_kept_by_a_save_and_shown_in_the_view_per_rule_731_1() -> None:
    game = _played("script: [pass]\n")
    loaded = loads(dumps(game))
    assert loaded.state.day_night == "day"
    assert view(loaded, 0).day_night == "day"
    assert "precombat main" in header_text(view(loaded, 0)).plain and " · day" in header_text(view(loaded, 0)).plain


@pytest.mark.parametrize("value", ["dusk", "Day", 1])
def test_a_save_with_another_designation_is_refused_naming_the_field_per_rule_731_1(value: object) -> None:
    doc = json.loads(dumps(_played("script: [pass]\n")))
    doc["state"]["day_night"] = value
    with pytest.raises(SaveFormatError) as e:
        loads(json.dumps(doc))
    assert "day_night" in str(e.value)
