"""Evolve (CR 702.100, rules/evolve.py): the trigger event ``creature_enters_greater`` and the resolution's check
``entered_greater`` (the intervening "if", 603.4)."""

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

RAPTOR = {"name": "Cloudfin Raptor", "type": "Creature — Bird Mutant", "types": ["Creature"], "manaCost": "{U}",
          "text": "Flying\nEvolve (Whenever a creature you control enters, if that creature's power is greater than "
                  "this creature's power and/or that creature's toughness is greater than this creature's toughness, "
                  "put a +1/+1 counter on this creature.)", "power": "0", "toughness": "1", "layout": "normal"}


def play(doc: dict[str, Any], card: dict[str, Any] = RAPTOR) -> list[str]:
    r = compile_face(card)
    assert r.status == "compiled", (r.reason, r.phrase)
    return run_scenario(load_text(json.dumps({"name": "t", "cards": [r.data], **doc}), "<test>")[0]).failures


def test_the_keyword_line_compiles_cr_702_100a() -> None:
    r = compile_face(RAPTOR)
    assert r.status == "compiled" and r.data is not None and r.data["keywords"] == ["Flying", "Evolve"]


@pytest.mark.parametrize("text", ["Evolve 2", "Evolves", "Evolve X"])
def test_a_near_miss_stays_unparsed(text: str) -> None:
    assert compile_face({**RAPTOR, "text": text}).status != "compiled"


def test_evolve_is_a_counter_on_itself_when_another_creature_you_control_enters_cr_702_100a() -> None:
    (ab,) = keyword_triggers(("evolve",))
    assert ab.trigger.event == "creature_enters_greater" and ab.trigger.who == "other"
    assert ab.trigger.filter.controller == "you"
    (put,) = ab.body.single.effects
    assert put.verb == "put_counters" and put.condition is not None and put.condition.kind == "entered_greater"


def test_greater_toughness_alone_is_enough_cr_702_100a() -> None:
    # Wall of Wood is 0/3: its power isn't greater than the Raptor's 0, its toughness is greater than 1
    assert play({"start": {"players": {"alice": {"battlefield": ["Cloudfin Raptor", "Forest"], "hand": ["Wall of Wood"]},
                                       "bob": {}}},
                 "script": ["alice: cast Wall of Wood", "resolve", "resolve"],
                 "expect": {"permanents": [{"name": "Cloudfin Raptor", "counters": {"+1/+1": 1}}]}}) == []


def test_the_condition_is_checked_again_as_the_ability_resolves_cr_603_4() -> None:
    # the Raptor grows to 3/4 in response: the Bears are no longer greater, and it gets no counter
    assert play({"start": {"players": {"alice": {"battlefield": ["Cloudfin Raptor", {"card": "Forest", "count": 3}],
                                                 "hand": ["Grizzly Bears", "Giant Growth"]}, "bob": {}}},
                 "script": ["alice: cast Grizzly Bears", "resolve", "alice: cast Giant Growth targeting Cloudfin Raptor",
                            "resolve", "resolve"],
                 "expect": {"stack": [], "permanents": [{"name": "Cloudfin Raptor", "counters": {}}]}}) == []


def test_the_entering_creature_is_compared_as_it_last_existed_if_it_has_left_cr_608_2h() -> None:
    # the Bears are bounced in response: the ability still compares their last known 2/2 with the Raptor's 0/1
    assert play({"start": {"players": {"alice": {"battlefield": ["Cloudfin Raptor", {"card": "Island", "count": 2},
                                                                {"card": "Forest", "count": 2}],
                                                 "hand": ["Grizzly Bears", "Boomerang"]}, "bob": {}}},
                 "script": ["alice: cast Grizzly Bears", "alice: choose tap Forest, Forest", "resolve",
                            "alice: cast Boomerang targeting Grizzly Bears",
                            "resolve", "resolve"],
                 "expect": {"stack": [], "alice": {"hand": ["Grizzly Bears"]},
                            "permanents": [{"name": "Cloudfin Raptor", "counters": {"+1/+1": 1}}]}}) == []
