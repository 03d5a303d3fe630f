"""Renown (CR 702.112, rules/renown.py): the designation renowned (``Obj.renowned``, the verb ``become_renowned``, the
event ``BecomesRenowned``) and the condition ``renowned``."""

from __future__ import annotations

import json
from typing import Any

import pytest

from manastack.cards.vocabulary import keyword_triggers
from manastack.effects import load_all
from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import compile_face

load_all()

FREEBLADE = {"name": "Topan Freeblade", "type": "Creature — Human Soldier", "types": ["Creature"], "manaCost": "{1}{W}",
             "text": "Vigilance (Attacking doesn't cause this creature to tap.)\nRenown 1 (When this creature deals "
                     "combat damage to a player, if it isn't renowned, put a +1/+1 counter on it and it becomes "
                     "renowned.)", "power": "2", "toughness": "2", "layout": "normal"}


def play(doc: dict[str, Any], card: dict[str, Any] = FREEBLADE) -> list[str]:
    r = compile_face(card)
    assert r.status == "compiled", (r.reason, r.phrase)
    return run_scenario(load_text(json.dumps({"name": "t", "cards": [r.data], **doc}), "<test>")[0]).failures


def test_the_keyword_line_compiles_cr_702_112a() -> None:
    r = compile_face(FREEBLADE)
    assert r.status == "compiled" and r.data is not None and r.data["keywords"] == ["Vigilance", "Renown 1"]


@pytest.mark.parametrize("text", ["Renown", "Renown X", "Renown 0", "Renowned"])
def test_a_near_miss_stays_unparsed(text: str) -> None:
    assert compile_face({**FREEBLADE, "text": text}).status != "compiled"


def test_renown_is_counters_and_the_designation_if_it_isnt_renowned_cr_702_112a() -> None:
    (ab,) = keyword_triggers(("renown:2",))
    assert ab.trigger.event == "deals_combat_damage_to_player"
    assert ab.condition is not None and ab.condition.kind == "renowned" and ab.condition.args == {"value": False}
    counters, become = ab.body.single.effects
    assert counters.verb == "put_counters" and counters.args["amount"].value == 2 and become.verb == "become_renowned"


def test_a_double_striker_becomes_renowned_once_cr_702_112a_603_4() -> None:
    # first-strike damage makes it renowned; its regular damage then doesn't trigger renown (603.4)
    striker = {**FREEBLADE, "name": "Renowned Striker", "text": "Double strike\nRenown 2"}
    assert play({"start": {"players": {"alice": {"battlefield": ["Renowned Striker"]}, "bob": {}}},
                 "script": ["goto declare_attackers", "alice: attack Renowned Striker", "goto postcombat_main"],
                 "expect": {"bob": {"life": 14},
                            "permanents": [{"name": "Renowned Striker", "counters": {"+1/+1": 2}}]}},
                striker) == []


def test_a_permanent_that_leaves_the_battlefield_is_no_longer_renowned_cr_702_112b_400_7() -> None:
    # flickered after it became renowned, it is a new object with no counter: renown triggers again on turn 3
    assert play({"start": {"players": {"alice": {"battlefield": ["Topan Freeblade", "Plains"], "hand": ["Cloudshift"],
                                                 "library": ["Plains", "Plains"]},
                                       "bob": {"library": ["Island", "Island"]}}},
                 "script": ["goto declare_attackers", "alice: attack Topan Freeblade", "goto postcombat_main",
                            "alice: cast Cloudshift targeting Topan Freeblade", "resolve",
                            "goto turn 3 declare_attackers", "alice: attack Topan Freeblade", "goto postcombat_main"],
                 "expect": {"bob": {"life": 16}, "permanents": [{"name": "Topan Freeblade", "counters": {"+1/+1": 1}}]}}
                ) == []
