"""Riot (CR 702.136, rules/riot.py): the entering effect asked before the permanent enters, and the haste given as
it enters when the counter is declined."""

from __future__ import annotations

import json
from typing import Any

import pytest

from manastack.effects import load_all
from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import compile_face
from manastack.rules.chosen import chosen_problem
from manastack.rules.riot import RIOT_HASTE

load_all()

GOBLIN = {"name": "Zhur-Taa Goblin", "type": "Creature — Goblin Berserker", "types": ["Creature"],
          "manaCost": "{R}{G}", "text": "Riot (This creature enters with your choice of a +1/+1 counter or haste.)",
          "power": "2", "toughness": "2", "layout": "normal"}


def play(doc: dict[str, Any]) -> list[str]:
    r = compile_face(GOBLIN)
    assert r.status == "compiled", (r.reason, r.phrase)
    return run_scenario(load_text(json.dumps({"name": "t", "cards": [r.data], **doc}), "<test>")[0]).failures


def test_the_keyword_line_compiles_cr_702_136a() -> None:
    r = compile_face(GOBLIN)
    assert r.status == "compiled" and r.data is not None and r.data["keywords"] == ["Riot"]


@pytest.mark.parametrize("text", ["Riot 1", "Riots", "Riot X"])
def test_a_near_miss_stays_unparsed(text: str) -> None:
    assert compile_face({**GOBLIN, "text": text}).status != "compiled"


def test_the_haste_choice_is_a_count_a_save_may_hold_cr_702_136a() -> None:
    assert RIOT_HASTE == "riot_haste"
    assert chosen_problem(None, {RIOT_HASTE: 1}) is None    # type: ignore[arg-type]


def test_a_riot_creature_put_onto_the_battlefield_is_asked_too_cr_614_12a() -> None:
    # Zombify-style reanimation: the choice is made as it enters from the graveyard; haste lets it attack at once
    assert play({"start": {"players": {"alice": {"battlefield": [{"card": "Swamp", "count": 4}],
                                                 "graveyard": ["Zhur-Taa Goblin"], "hand": ["Zombify"]}, "bob": {}}},
                 "script": ["alice: cast Zombify targeting Zhur-Taa Goblin", "resolve", "alice: choose haste",
                            "goto declare_attackers", "alice: attack Zhur-Taa Goblin", "goto postcombat_main"],
                 "expect": {"bob": {"life": 18}}}) == []


def test_the_haste_is_an_effect_with_no_end_it_still_has_next_turn_cr_702_136a_611_2a() -> None:
    assert play({"start": {"players": {"alice": {"battlefield": ["Mountain", "Forest"], "hand": ["Zhur-Taa Goblin"],
                                                 "library": ["Plains", "Plains"]},
                                       "bob": {"library": ["Island", "Island"]}}},
                 "script": ["alice: cast Zhur-Taa Goblin", "resolve", "alice: choose haste",
                            "goto declare_attackers", "alice: attack none", "goto turn 3 precombat_main"],
                 "expect": {"permanents": [{"name": "Zhur-Taa Goblin", "counters": {}, "keywords": ["haste"]}]}}) == []


def test_the_counter_choice_gives_no_haste_cr_702_136a() -> None:
    failures = play({"start": {"players": {"alice": {"battlefield": ["Mountain", "Forest"],
                                                     "hand": ["Zhur-Taa Goblin"]}, "bob": {}}},
                     "script": ["alice: cast Zhur-Taa Goblin", "resolve", "alice: choose counter"],
                     "expect": {"permanents": [{"name": "Zhur-Taa Goblin", "keywords": ["haste"]}]}})
    assert len(failures) == 1 and "keywords" in failures[0]
