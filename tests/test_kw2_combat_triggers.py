"""Afflict (CR 702.130) and mentor (702.134): triggered keywords of attacking creatures (rules/combat_trigger_keywords.py),
with the reference ``defending_player`` (508.5) and the filter ``power_less_than_source`` ("with lesser power")."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.cards.vocabulary import keyword_triggers
from manastack.effects import load_all
from manastack.oracle.compiler import compile_face
from oracle_faces import scenario_failures as play

load_all()


def face(name: str, text: str, power: str, toughness: str) -> dict[str, Any]:
    return {"name": name, "type": "Creature — Zombie Jackal", "types": ["Creature"], "text": text, "manaCost": "{1}{B}",
            "power": power, "toughness": toughness, "layout": "normal"}


@pytest.mark.parametrize("text,keywords", [
    ("Afflict 1 (Whenever this creature becomes blocked, defending player loses 1 life.)", ["Afflict 1"]),
    ("Afflict 3", ["Afflict 3"]), ("Mentor", ["Mentor"]), ("First strike\nMentor", ["First strike", "Mentor"])])
def test_the_keyword_lines_compile_cr_702_130a_702_134a(text: str, keywords: list[str]) -> None:
    r = compile_face(face("K", text, "2", "2"))
    assert r.status == "compiled" and r.data is not None and r.data["keywords"] == keywords


@pytest.mark.parametrize("text", ["Afflict", "Afflict X", "Afflict 0", "Mentor 2", "Mentors"])
def test_a_near_miss_stays_unparsed(text: str) -> None:
    assert compile_face(face("K", text, "2", "2")).status != "compiled"


def test_afflict_is_defending_player_losing_n_life_when_it_becomes_blocked_cr_702_130a() -> None:
    (ab,) = keyword_triggers(("afflict:3",))
    assert ab.trigger.event == "becomes_blocked"
    (lose,) = ab.body.single.effects
    assert lose.verb == "lose_life" and lose.args["player"].name == "defending_player"
    assert lose.args["amount"].value == 3


def test_each_afflict_instance_triggers_separately_cr_702_130b() -> None:
    eternal = face("Double Eternal", "Afflict 1\nAfflict 2", "2", "2")
    assert play([eternal], {
        "start": {"players": {"alice": {"battlefield": ["Double Eternal"]},
                              "bob": {"battlefield": ["Grizzly Bears"]}}},
        "script": ["goto declare_attackers", "alice: attack Double Eternal", "goto declare_blockers",
                   "bob: block Double Eternal with Grizzly Bears",
                   "alice: choose Double Eternal: Afflict 1", "goto postcombat_main"],
        "expect": {"bob": {"life": 17}}}) == []


def test_afflict_still_makes_the_defending_player_lose_life_if_the_creature_left_combat_cr_508_5() -> None:
    # the blocked creature is destroyed with the trigger on the stack: "defending player" is the player it was attacking
    eternal = face("Khenra Eternal", "Afflict 2", "2", "2")
    assert play([eternal], {
        "start": {"players": {"alice": {"battlefield": ["Khenra Eternal"]},
                              "bob": {"battlefield": ["Grizzly Bears", "Mountain"], "hand": ["Lightning Bolt"]}}},
        "script": ["goto declare_attackers", "alice: attack Khenra Eternal", "goto declare_blockers",
                   "bob: block Khenra Eternal with Grizzly Bears", "alice: pass",
                   "bob: cast Lightning Bolt targeting Khenra Eternal", "resolve", "resolve"],
        "expect": {"bob": {"life": 18}, "alice": {"graveyard": ["Khenra Eternal"]}}}) == []


def test_mentor_targets_only_an_attacking_creature_with_lesser_power_cr_702_134a() -> None:
    (ab,) = keyword_triggers(("mentor",))
    (spec,) = ab.body.single.targets
    assert ab.trigger.event == "attacks"
    assert spec.filter.attacking and spec.filter.power_less_than_source


def test_mentor_puts_its_counter_on_a_smaller_attacker_and_not_on_a_non_attacking_one_cr_702_134a() -> None:
    stalwart = face("Sunhome Stalwart", "First strike\nMentor", "2", "2")
    assert play([stalwart], {
        "start": {"players": {"alice": {"battlefield": ["Sunhome Stalwart", "Llanowar Elves",
                                                        {"card": "Llanowar Elves", "id": "home"}]}, "bob": {}}},
        "script": ["goto declare_attackers", "alice: attack Sunhome Stalwart, Llanowar Elves",
                   "goto postcombat_main"],
        "expect": {"bob": {"life": 16}, "permanents": [{"id": "home", "counters": {}}]}}) == []


def test_mentor_checks_lesser_power_again_as_it_resolves_cr_608_2b() -> None:
    # the target grew to the mentor's power in response: it is no longer a legal target
    stalwart = face("Sunhome Stalwart", "Mentor", "2", "2")
    assert play([stalwart], {
        "start": {"players": {"alice": {"battlefield": ["Sunhome Stalwart", "Llanowar Elves", "Forest"],
                                        "hand": ["Giant Growth"]}, "bob": {}}},
        "script": ["goto declare_attackers", "alice: attack Sunhome Stalwart, Llanowar Elves",
                   "alice: cast Giant Growth targeting Llanowar Elves", "resolve", "resolve", "goto postcombat_main"],
        "expect": {"bob": {"life": 14}, "permanents": [{"name": "Llanowar Elves", "counters": {}}]}}) == []
