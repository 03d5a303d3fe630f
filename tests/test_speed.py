"""CR 702.179 start your engines! and speed, 702.178 max speed (``rules/speed.py``, the Oracle part ``spd``): the
compiled data of real cards, the state-based action (704.5z), the inherent triggered ability (702.179d) and its
limits, a max speed ability that exists only at speed 4 (702.178a), the player value in saves, views and phrases."""

from __future__ import annotations

import json
import textwrap
from typing import Any

import pytest

from manastack import Game, sample_deck
from manastack import events as ev
from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import compile_face
from manastack.savecheck import state_problem
from manastack.view.phrases import phrase
from manastack.view.player import view
from oracle_faces import data, face

_ENGINES = "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an " \
           "opponent loses life. Max speed is 4.)"
SARCOPHAGUS = face("Walking Sarcophagus", "Artifact Creature — Zombie Cat",
                   f"{_ENGINES}\nMax speed — This creature gets +1/+2.", "{2}", "2", "1")
CATALYZER = face("Endrider Catalyzer", "Creature — Goblin Druid", f"{_ENGINES}\nMax speed — {{T}}: Add {{R}}{{R}}.",
                 "{R}", "3", "1")
AETHER_SYPHON = face("Aether Syphon", "Artifact", f"{_ENGINES}\n{{2}}, {{T}}: Draw a card.\nMax speed — Whenever you "
                     "draw a card, each opponent mills two cards. (Each opponent puts the top two cards of their "
                     "library into their graveyard.)", "{3}{U}")
SURVEYOR = face("Leonin Surveyor", "Creature — Cat Scout", f"{_ENGINES}\nDuring your turn, this creature has first "
                "strike.\nMax speed — {3}, Exile this card from your graveyard: Draw a card.", "{1}{W}", "2", "2")
_AT_MAX = {"max_speed": True}


def test_start_your_engines_is_a_keyword_and_max_speed_a_static_with_the_max_speed_condition() -> None:
    """CR 702.179a: the keyword; 702.178a: "as long as your speed is 4, this object has [ability]" (never the
    ability unconditionally): a continuous static on the object with ``if: {max_speed: true}``."""
    got = data(SARCOPHAGUS)
    assert got["keywords"] == ["Start your engines!"]
    assert got["abilities"] == [{"static": {"continuous": {"affects": "self", "power": 1, "toughness": 2,
                                                           "if": _AT_MAX}}}]
    granted = data(CATALYZER)["abilities"]
    assert granted == [{"static": {"continuous": {"affects": "self", "if": _AT_MAX, "abilities": [
        {"activated": {"cost": {"tap": True}, "effects": [{"add_mana": {"mana": "{R}{R}"}}]}}]}}}]
    trig = data(AETHER_SYPHON)["abilities"][1]["static"]["continuous"]
    assert trig["if"] == _AT_MAX and list(trig["abilities"][0]) == ["triggered"]


@pytest.mark.parametrize("text", [
    "Max speed — {3}, Exile this card from your graveyard: Draw a card.",     # 702.178b: from the graveyard
    "Max speed — Draw a card.",                                               # an instruction is no ability
    "Max speed",
])
def test_max_speed_lines_the_engine_cannot_give_stay_unparsed(text: str) -> None:
    """Refuse rather than compile wrongly (CR 702.178a-b)."""
    f = face("Near Miss", "Creature — Human", f"{_ENGINES}\n{text}", "{1}", "2", "2")
    assert compile_face(f).status == "unparsed"
    assert compile_face(SURVEYOR).status == "unparsed"


def _play(cards: list[dict[str, Any]], alice: dict[str, Any], bob: dict[str, Any], script: list[str],
          expect: dict[str, Any], active: str = "alice") -> None:
    doc = {"name": "t", "cards": [data(c) for c in cards],
           "start": {"turn": 3, "active": active, "step": "precombat_main", "players": {"alice": alice, "bob": bob}},
           "script": script, "expect": expect}
    result = run_scenario(load_text(json.dumps(doc), "<test>")[0])
    assert result.passed, "\n".join(result.failures + result.log[-30:])


def test_life_lost_by_an_opponent_during_their_own_turn_does_not_increase_your_speed() -> None:
    """CR 702.179d: "during your turn": bob shocked on bob's turn leaves alice's speed as it was."""
    _play([SARCOPHAGUS], {"speed": 3, "battlefield": ["Walking Sarcophagus", "Mountain"], "hand": ["Shock"]},
          {"library": ["Island"]}, ["bob: pass", "alice: cast Shock targeting bob", "resolve all"],
          {"alice": {"speed": 3}, "bob": {"life": 18}, "permanents": [{"name": "Walking Sarcophagus", "power": 2}]},
          active="bob")


def test_your_own_life_loss_does_not_increase_your_speed() -> None:
    """CR 702.179d: only an opponent's life loss: alice shocking herself on her turn changes nothing."""
    _play([SARCOPHAGUS], {"speed": 2, "battlefield": ["Walking Sarcophagus", "Mountain"], "hand": ["Shock"]}, {},
          ["alice: cast Shock targeting alice", "resolve all"], {"alice": {"speed": 2, "life": 18}})


def test_at_speed_4_the_ability_does_not_trigger_and_speed_stays_4() -> None:
    """CR 702.179d: "if your speed is less than 4" (an intervening if, 603.4): nothing triggers at 4."""
    _play([SARCOPHAGUS], {"speed": 4, "battlefield": ["Walking Sarcophagus", "Mountain"], "hand": ["Shock"]}, {},
          ["alice: cast Shock targeting bob", "resolve"],
          {"alice": {"speed": 4}, "stack": [], "permanents": [{"name": "Walking Sarcophagus", "power": 3,
                                                                 "toughness": 3}]})


def test_a_player_without_start_your_engines_gets_no_speed() -> None:
    """CR 702.179b, 704.5z: only a player who controls a permanent with the keyword gets speed 1."""
    _play([SARCOPHAGUS], {"battlefield": ["Walking Sarcophagus", "Mountain"], "hand": ["Shock"]}, {},
          ["alice: cast Shock targeting bob", "resolve all"], {"alice": {"speed": 2}, "bob": {"speed": 0}})


def test_a_max_speed_activated_ability_exists_only_at_speed_4() -> None:
    """CR 702.178a: Endrider Catalyzer has "{T}: Add {R}{R}" only as long as its controller's speed is 4."""
    _play([CATALYZER], {"speed": 3, "battlefield": [{"card": "Endrider Catalyzer", "sick": False}]}, {},
          ["alice: illegal activate Endrider Catalyzer"], {})
    _play([CATALYZER], {"speed": 4, "battlefield": [{"card": "Endrider Catalyzer", "sick": False}]}, {},
          ["alice: activate Endrider Catalyzer"], {"alice": {"mana_pool": {"R": 2}}})


def test_speed_is_in_the_player_view_the_phrases_and_the_save_check() -> None:
    """CR 702.179: a player value: shown, phrased, and a negative one refused by the save check."""
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=1)
    state = game.state
    state.players[0].speed = 2
    assert view(state, 0).players[0].speed == 2
    said = phrase(state, ev.SpeedIncreases(1, 1, rules=("702.179d",)), 0)
    assert said is not None and said.text == "bob's speed increases by 1"
    assert state_problem(state) is None
    state.players[1].speed = -1
    assert "speed" in (state_problem(state) or "")


def test_the_judge_reads_a_starting_speed() -> None:
    """The judge's player key ``speed`` (an extension, CR 702.179) sets and checks it."""
    (sc,) = load_text(textwrap.dedent("""\
        name: t
        start: {players: {alice: {speed: 2}, bob: {}}}
        script: []
        expect: {alice: {speed: 2}, bob: {speed: 0}}
        """), "<t>")
    assert run_scenario(sc).passed
