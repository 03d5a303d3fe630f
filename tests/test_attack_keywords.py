"""Keywords of attacking creatures (CR 702.105 dethrone, 702.149 training: rules/attack_keywords.py) and the evasion
keyword skulk (702.118, rules/block_limits.py)."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.cards.vocabulary import keyword_triggers
from manastack.effects import load_all
from manastack.oracle.compiler import compile_face
from oracle_faces import scenario_failures as play

load_all()


def face(name: str, text: str, power: str, toughness: str) -> dict[str, Any]:
    return {"name": name, "type": "Creature — Human", "types": ["Creature"], "text": text, "manaCost": "{1}{W}",
            "power": power, "toughness": toughness, "layout": "normal"}


@pytest.mark.parametrize("text,keywords", [("Dethrone", ["Dethrone"]), ("Training", ["Training"]),
                                           ("Skulk", ["Skulk"]), ("Flying, training", ["Flying", "Training"])])
def test_the_keyword_lines_compile_cr_702_105_702_149_702_118(text: str, keywords: list[str]) -> None:
    r = compile_face(face("K", text, "1", "1"))
    assert r.status == "compiled" and r.data is not None and r.data["keywords"] == keywords


@pytest.mark.parametrize("text", ["Dethrone 1", "Training 2", "Skulk 1", "Trainings"])
def test_a_near_miss_stays_unparsed(text: str) -> None:
    assert compile_face(face("K", text, "1", "1")).status != "compiled"


@pytest.mark.parametrize("kw,event", [("dethrone", "attacks_player_with_most_life"),
                                      ("training", "attacks_with_greater_power")])
def test_each_is_a_counter_on_itself_on_its_own_trigger_event(kw: str, event: str) -> None:
    (ab,) = keyword_triggers((kw,))
    assert ab.trigger.event == event
    assert [e.verb for e in ab.body.single.effects] == ["put_counters"]


def test_training_doesnt_trigger_attacking_alone_or_beside_smaller_creatures_cr_702_149a() -> None:
    rider = face("Gryff Rider", "Flying\nTraining", "2", "1")
    assert play([rider], {
        "start": {"players": {"alice": {"battlefield": ["Gryff Rider", "Grizzly Bears", "Llanowar Elves"]}, "bob": {}}},
        "script": ["goto declare_attackers", "alice: attack Gryff Rider, Grizzly Bears, Llanowar Elves",
                   "goto postcombat_main"],
        "expect": {"bob": {"life": 15}, "permanents": [{"name": "Gryff Rider", "counters": {}}]}}) == []


def test_skulk_lets_an_equal_or_smaller_creature_block_cr_702_118b() -> None:
    homunculus = face("Furtive Homunculus", "Skulk", "2", "1")
    assert play([homunculus], {
        "start": {"players": {"alice": {"battlefield": ["Furtive Homunculus"]},
                              "bob": {"battlefield": ["Llanowar Elves"]}}},
        "script": ["goto declare_attackers", "alice: attack Furtive Homunculus", "goto declare_blockers",
                   "bob: block Furtive Homunculus with Llanowar Elves", "goto postcombat_main"],
        "expect": {"bob": {"life": 20, "graveyard": ["Llanowar Elves"]},
                   "alice": {"graveyard": ["Furtive Homunculus"]}}}) == []


def test_dethrone_triggers_for_each_player_tied_for_most_life_cr_702_105a() -> None:
    cutthroat = face("Grenzo's Cutthroat", "Dethrone", "1", "1")
    assert play([cutthroat], {
        "start": {"players": {"alice": {"life": 30, "battlefield": ["Grenzo's Cutthroat"]}, "bob": {"life": 30}}},
        "script": ["goto declare_attackers", "alice: attack Grenzo's Cutthroat", "goto postcombat_main"],
        "expect": {"bob": {"life": 28}}}) == []
