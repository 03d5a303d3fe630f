"""Mobilize (CR 702.181) and tokens created tapped and attacking (508.4, rules/enter_attacking.py; ``create_token``'s
``attacking``), with the delayed ability's reference ``them`` (603.7c)."""

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


def face(text: str) -> dict[str, Any]:
    return {"name": "Packbeasts", "type": "Creature — Ox", "types": ["Creature"], "manaCost": "{2}{W}", "text": text,
            "power": "0", "toughness": "4", "layout": "normal"}


def play(card: dict[str, Any], doc: dict[str, Any]) -> list[str]:
    r = compile_face(card)
    assert r.status == "compiled", (r.reason, r.phrase)
    return run_scenario(load_text(json.dumps({"name": "t", "cards": [r.data], **doc}), "<test>")[0]).failures


@pytest.mark.parametrize("text,keywords", [("Vigilance\nMobilize 3", ["Vigilance", "Mobilize 3"]),
                                           ("Mobilize 1 (Whenever this creature attacks, create a tapped and attacking "
                                            "1/1 red Warrior creature token. Sacrifice it at the beginning of the next "
                                            "end step.)", ["Mobilize 1"])])
def test_the_keyword_lines_compile_cr_702_181a(text: str, keywords: list[str]) -> None:
    r = compile_face(face(text))
    assert r.status == "compiled" and r.data is not None and r.data["keywords"] == keywords


@pytest.mark.parametrize("text", ["Mobilize", "Mobilize X", "Mobilize 0", "Mobilizes 2"])
def test_a_near_miss_stays_unparsed(text: str) -> None:
    assert compile_face(face(text)).status != "compiled"


def test_mobilize_creates_attacking_warriors_and_a_delayed_sacrifice_of_them_cr_702_181a() -> None:
    (ab,) = keyword_triggers(("mobilize:3",))
    create, later = ab.body.single.effects
    assert ab.trigger.event == "attacks"
    assert create.verb == "create_token" and create.args["attacking"] and create.args["tapped"]
    assert create.args["amount"].value == 3 and create.args["token"].power == 1
    assert later.verb == "delayed" and later.args["effects"][0].args["what"].name == "them"


def test_every_warrior_attacks_and_all_are_sacrificed_at_the_end_step_cr_508_4_603_7c() -> None:
    assert play(face("Mobilize 3"), {
        "start": {"players": {"alice": {"battlefield": ["Packbeasts"]}, "bob": {}}},
        "script": ["goto declare_attackers", "alice: attack Packbeasts", "goto end", "resolve"],
        "expect": {"bob": {"life": 17}, "permanents": [{"name": "Packbeasts"}]}}) == []


def test_the_controller_chooses_a_planeswalker_a_defending_player_controls_cr_508_4() -> None:
    # bob's Garruk Wildspeaker (3 loyalty) is attacked by the Warrior, alice choosing it as it enters
    assert play(face("Mobilize 1"), {
        "start": {"players": {"alice": {"battlefield": ["Packbeasts"]},
                              "bob": {"battlefield": [{"card": "Garruk Wildspeaker", "counters": {"loyalty": 3}}]}}},
        "script": ["goto declare_attackers", "alice: attack Packbeasts -> bob", "resolve", "alice: choose Garruk Wildspeaker",
                   "goto postcombat_main"],
        "expect": {"bob": {"life": 20}, "permanents": [{"name": "Garruk Wildspeaker", "counters": {"loyalty": 2}}]}}
    ) == []
