"""The defending player (CR 506.2, 508.5): the reference ``defending_player`` and the filter ``controller:
defending_player`` ("defending player loses 2 life", "tap target creature defending player controls"), compiled
from real cards and played in two- and three-player games."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.effects import load_all
from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.judge.script import run_script
from manastack.judge.setup import build_game
from manastack.oracle.compiler import compile_face
from manastack.rules.defending import defending_player
from oracle_faces import creature_face, data, face

load_all()

SKIMMER = creature_face("Silent Skimmer", "Creature — Eldrazi Drone", "Devoid (This card has no color.)\nFlying\n"
                        "Whenever this creature attacks, defending player loses 2 life.", "{3}{B}", "0", "4")
STAG = creature_face("Star-Crowned Stag", "Creature — Elk", "Whenever this creature attacks, tap target creature "
                     "defending player controls.", "{3}{W}", "3", "3")
LASSO = face("Thunder Lasso", "Artifact — Equipment", "When this Equipment enters, attach it to target creature you "
             "control.\nEquipped creature gets +1/+1.\nWhenever equipped creature attacks, tap target creature "
             "defending player controls.\nEquip {2}", "{2}{W}")
SWATHCUTTER = creature_face("Swathcutter Giant", "Creature — Giant Soldier", "Vigilance\nWhenever this creature "
                            "attacks, it deals 1 damage to each creature defending player controls.", "{4}{R}{W}",
                            "5", "5")


def _play(cards: list[dict[str, Any]], doc: dict[str, Any]) -> list[str]:
    defs = [data(c) for c in cards]
    return run_scenario(load_text(json.dumps({"name": "t", "cards": defs, **doc}), "<test>")[0]).failures


def test_defending_player_is_a_player_reference_cr_508_5() -> None:
    ab = data(SKIMMER)["abilities"][0]["triggered"]
    assert ab["effects"] == [{"lose_life": {"amount": 2, "player": "defending_player"}}]


@pytest.mark.parametrize("card", [STAG, LASSO], ids=["its own attack", "equipped creature's attack"])
def test_target_creature_defending_player_controls_is_a_controller_filter_cr_508_5(card: dict[str, Any]) -> None:
    ab = [a["triggered"] for a in data(card)["abilities"] if "triggered" in a][-1]
    assert ab["targets"] == [{"permanent": {"types": ["Creature"], "controller": "defending_player"}}]


@pytest.mark.parametrize("text", ["Defending player's creatures get -1/-1 until end of turn.",
                                  "Tap target creature the defending player controls.",
                                  "Defending players lose 2 life."])
def test_a_near_miss_of_the_defending_player_phrases_stays_unparsed(text: str) -> None:
    assert compile_face(face("Near Miss", "Sorcery", text, "{1}")).status != "compiled"


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["loses 2 life", "discards a card", "mills three cards", "sacrifices a creature"]))
def test_defending_player_reads_as_the_subject_of_any_players_instruction(verb: str) -> None:
    text = f"Whenever this creature attacks, defending player {verb}."
    effects = data(creature_face("Generated", "Creature — Test", text))["abilities"][0]["triggered"]["effects"]
    assert next(iter(effects[0].values()))["player"] == "defending_player"


def test_silent_skimmer_makes_the_player_it_attacks_lose_life_cr_508_5() -> None:
    assert _play([SKIMMER], {
        "start": {"turn": 2, "players": {"alice": {"battlefield": [{"card": "Silent Skimmer", "sick": False}]},
                                         "bob": {}, "carol": {}}},
        "script": ["goto declare_attackers", "alice: attack Silent Skimmer -> carol", "resolve"],
        "expect": {"carol": {"life": 18}, "bob": {"life": 20}}}) == []


def test_star_crowned_stag_can_tap_only_a_creature_of_the_player_it_attacks_cr_508_5() -> None:
    assert _play([STAG], {
        "start": {"turn": 2, "players": {
            "alice": {"battlefield": [{"card": "Star-Crowned Stag", "sick": False}, "Grizzly Bears"]},
            "bob": {"battlefield": [{"card": "Hill Giant", "id": "giant"}]},
            "carol": {"battlefield": [{"card": "Grizzly Bears", "id": "carols_bears"}]}}},
        "script": ["goto declare_attackers", "alice: attack Star-Crowned Stag -> bob", "resolve"],
        "expect": {"permanents": [{"id": "giant", "tapped": True}, {"id": "carols_bears", "tapped": False}]}}) == []


def test_swathcutter_giant_deals_damage_to_each_creature_of_the_defending_player_only_cr_508_5() -> None:
    assert _play([SWATHCUTTER], {
        "start": {"turn": 2, "players": {
            "alice": {"battlefield": [{"card": "Swathcutter Giant", "sick": False}, {"card": "Llanowar Elves",
                                                                                     "id": "mine"}]},
            "bob": {"battlefield": [{"card": "Llanowar Elves", "id": "bobs"}]}}},
        "script": ["goto declare_attackers", "alice: attack Swathcutter Giant", "resolve"],
        "expect": {"alice": {"graveyard": []}, "bob": {"graveyard": ["Llanowar Elves"]}}}) == []


def test_there_is_no_defending_player_outside_combat_cr_506_2() -> None:
    sc = load_text("name: t\nstart:\n  players:\n    alice: {}\n    bob: {}\n", "<t>")[0]
    game = build_game(sc)
    run_script(game, sc.script)
    assert defending_player(game.state, None, 0) is None
