"""Mana kept as steps and phases end, one representation (CR 106.4a, 702.189a, 500.4): a pool kind whose restriction
names the step whose end empties it, "until end of turn" (Sakura-Tribe Springcaller, Savage Ventmaw: ``add_mana``'s
``keep``) and firebending's "until end of combat" (Fire Sages); spent after the mana its player would lose; saved,
loaded and checked like any pool kind."""

from __future__ import annotations

import json
from typing import Any

import pytest

from manastack.core.mana import KEPT_ONLY, RESTRICTED, parse_cost, pay_from_pool
from manastack.core.types import Step
from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.judge.script import run_script
from manastack.judge.setup import build_game
from manastack.rules.restricted_mana import KEEP_COMBAT, KEEP_TURN, kept_past, kept_units, kind_note, restriction
from manastack.savecheck import state_problem
from manastack.serialization import dumps, loads
from manastack.state import Player
from manastack.ui.board import pool_text
from oracle_faces import assert_plays

TURN = 'G|{"keep":true}'
COMBAT = 'R|{"keep":"end_of_combat"}'


def doc(alice: dict[str, Any], script: list[str], expect: dict[str, Any], bob: dict[str, Any] | None = None,
        **start: Any) -> dict[str, Any]:
    return {"name": "t", "start": {"players": {"alice": alice, "bob": bob or {"library": ["Island"]}}, **start},
            "script": script, "expect": expect}


def test_a_player_has_one_mana_pool_no_second_pool_of_kept_mana_cr_106_4() -> None:
    assert "kept_pool" not in Player.__dataclass_fields__


@pytest.mark.parametrize("kind, step, stays", [
    (TURN, Step.UPKEEP, True), (TURN, Step.END_OF_COMBAT, True), (TURN, Step.END, True), (TURN, Step.CLEANUP, False),
    (COMBAT, Step.DECLARE_ATTACKERS, True), (COMBAT, Step.COMBAT_DAMAGE, True), (COMBAT, Step.END_OF_COMBAT, False),
    (COMBAT, Step.CLEANUP, False), ("R", Step.UPKEEP, False), ('G|{"cast":{"types":["Creature"]}}', Step.END, False),
])
def test_kept_mana_stays_as_steps_end_until_the_end_of_the_step_it_lasts_until_cr_106_4a_702_189a(
        kind: str, step: Step, stays: bool) -> None:
    assert kept_past(kind, step) is stays


def test_the_two_kinds_of_kept_mana_are_one_representation_with_the_step_they_last_until() -> None:
    assert kept_units((("G", 1),), KEEP_TURN) == ((TURN, 1),)
    assert kept_units((("R", 2),), KEEP_COMBAT) == ((COMBAT, 2),)
    assert {restriction(TURN.split(RESTRICTED)[1]).keep, restriction(COMBAT.split(RESTRICTED)[1]).keep} == \
        {KEEP_TURN, KEEP_COMBAT}
    assert {TURN.split(RESTRICTED)[1], COMBAT.split(RESTRICTED)[1]} == KEPT_ONLY
    with pytest.raises(ValueError, match="keep"):
        restriction('{"keep":"upkeep"}')


def test_kept_mana_is_spent_after_the_mana_its_player_would_lose_and_pays_any_cost_cr_106_4a() -> None:
    left, rest, _ = pay_from_pool({TURN: 1, "G": 1, COMBAT: 1}, parse_cost("{G}"), 20, None)
    assert left == {TURN: 1, COMBAT: 1} and rest.is_free()
    left, rest, _ = pay_from_pool({TURN: 1, COMBAT: 1, "R": 1}, parse_cost("{2}{G}"), 20, None)
    assert left == {} and rest.is_free()


def test_the_board_says_until_when_kept_mana_lasts() -> None:
    assert kind_note(COMBAT) == "until end of combat" and kind_note(TURN) == "until end of turn"
    assert pool_text({COMBAT: 2, "G": 1}) == "[{R}{R} until end of combat]{G}"
    assert pool_text({'G|{"cast":{"types":["Creature"]}}': 1}) == "[{G} restricted]"


def test_fire_sages_firebending_mana_is_the_kept_until_end_of_combat_pool_kind_cr_702_189a() -> None:
    (sc,) = load_text(json.dumps(doc({"battlefield": ["Fire Sages"]}, ["goto declare_attackers",
                                                                      "alice: attack Fire Sages", "resolve"], {})),
                      "<test>")
    game = build_game(sc)
    run_script(game, sc.script)
    assert game.state.players[0].pool == {COMBAT: 1}


def test_firebending_mana_goes_with_combat_and_mana_kept_until_end_of_turn_stays_cr_702_189a_106_4a() -> None:
    """Sakura-Tribe Springcaller's {G} (until end of turn) and Fire Sages' {R} (until end of combat) in one pool."""
    assert_plays(doc({"battlefield": ["Sakura-Tribe Springcaller", "Fire Sages"], "library": ["Island"]},
                     ["goto turn 3 upkeep", "resolve", "goto declare_attackers", "alice: attack Fire Sages", "resolve",
                      "goto combat_damage"],
                     {"alice": {"mana_pool": {"G": 1, "R": 1}}}, turn=2, active="bob", step="end"))
    assert_plays(doc({"battlefield": ["Sakura-Tribe Springcaller", "Fire Sages"], "library": ["Island"]},
                     ["goto turn 3 upkeep", "resolve", "goto declare_attackers", "alice: attack Fire Sages", "resolve",
                      "goto postcombat_main"],
                     {"alice": {"mana_pool": {"G": 1}}, "bob": {"life": 18}}, turn=2, active="bob", step="end"))


def test_springcallers_kept_mana_waits_while_the_forests_pays_for_llanowar_elves_cr_106_4a() -> None:
    """The Forest's {G}, which empties as the main phase ends, pays; the kept {G} is still there in the end step."""
    assert_plays(doc({"battlefield": ["Sakura-Tribe Springcaller", "Forest"], "library": ["Island"],
                      "hand": ["Llanowar Elves"]},
                     ["goto turn 3 upkeep", "resolve", "goto precombat_main", "alice: activate Forest",
                      "alice: cast Llanowar Elves", "resolve", "goto declare_attackers", "alice: attack none", "goto end"],
                     {"alice": {"mana_pool": {"G": 1}, "battlefield_has": ["Llanowar Elves"]}},
                     turn=2, active="bob", step="end"))


def test_firebending_mana_waits_while_the_mountains_pays_for_shock_cr_702_189a() -> None:
    assert_plays(doc({"battlefield": ["Fire Sages", "Mountain"], "hand": ["Shock"]},
                     ["goto declare_attackers", "alice: attack Fire Sages", "resolve", "alice: activate Mountain",
                      "alice: cast Shock targeting bob", "resolve", "goto combat_damage"],
                     {"alice": {"mana_pool": {"R": 1}}, "bob": {"life": 16}}))


def test_savage_ventmaws_kept_mana_outlasts_combat_and_empties_with_the_turn_cr_106_4a() -> None:
    assert_plays(doc({"battlefield": ["Savage Ventmaw"]},
                     ["goto declare_attackers", "alice: attack Savage Ventmaw", "resolve", "goto end"],
                     {"alice": {"mana_pool": {"R": 3, "G": 3}}, "bob": {"life": 16}}))
    assert_plays(doc({"battlefield": ["Savage Ventmaw"]},
                     ["goto declare_attackers", "alice: attack Savage Ventmaw", "resolve", "goto turn 4 upkeep"],
                     {"alice": {"mana_pool": {}}}))


def test_kept_mana_is_saved_loaded_and_checked_cr_106_4a_702_189a() -> None:
    (sc,) = load_text(json.dumps(doc({"battlefield": ["Fire Sages"]}, [], {})), "<test>")
    game = build_game(sc)
    game.state.players[0].pool = {COMBAT: 2, TURN: 1, "R": 1}
    again = loads(dumps(game))
    assert again.state.players[0].pool == game.state.players[0].pool and state_problem(again.state) is None
    again.state.players[0].pool = {'R|{"keep":"upkeep"}': 1}
    assert "pool" in (state_problem(again.state) or "")


def test_the_log_says_until_when_the_added_mana_is_kept_cr_702_189a() -> None:
    (sc,) = load_text(json.dumps(doc({"battlefield": ["Fire Sages"]}, ["goto declare_attackers",
                                                                      "alice: attack Fire Sages", "resolve"], {})),
                      "<test>")
    result = run_scenario(sc)
    assert any("adds {R} (until end of combat) from Fire Sages" in line for line in result.log), result.log
