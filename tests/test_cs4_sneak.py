"""Sneak (CR 702.190, issue 9 theme cs4): the keyword lines of real cards; the alternative cost offered only in its
caster's declare blockers step with an unblocked attacker to return (702.190a), at instant speed then; the permanent
entering tapped and attacking what the returned creature attacked (702.190b), and untapped, not attacking, when cast
for its mana cost."""

from __future__ import annotations

import json

import pytest

from manastack.actions import Pass
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.notation import parse_action
from manastack.oracle.keywords import keyword_line
from manastack.savecheck import state_problem
from manastack.serialization import dumps, loads
from oracle_faces import assert_plays

_SPLINTER = {"name": "Splinter, Hamato Yoshi", "type": "Legendary Creature — Mutant Ninja Rat",
             "text": "Sneak {B} (You may cast this spell for {B} if you also return an unblocked attacker you control "
                     "to hand during the declare blockers step. He enters tapped and attacking.)\nMenace (This "
                     "creature can't be blocked except by two or more creatures.)\nOther Ninjas you control get "
                     "+1/+1.",
             "cost": "{1}{B}", "power": 1, "toughness": 3, "keywords": ["Sneak {B}", "Menace"],
             "abilities": [{"static": {"continuous": {"affects": {"each": {"subtypes": ["Ninja"], "controller": "you",
                                                                           "other": True}},
                                                      "power": 1, "toughness": 1}}}]}


@pytest.mark.parametrize("line, keywords", [
    ("sneak {b}", ["Sneak {B}"]),                                     # Splinter, Hamato Yoshi
    ("sneak {1}{b}{b}", ["Sneak {1}{B}{B}"]),                         # Elektra, Daughter of the Hand
    ("menace; sneak {w}", ["Menace", "Sneak {W}"]),
])
def test_the_sneak_lines_of_real_cards_compile_to_the_keyword_cr_702_190a(line: str, keywords: list[str]) -> None:
    got = keyword_line(line)
    assert got is not None and [k.lower() for k in got[0]] == [k.lower() for k in keywords] and got[1] == []


@pytest.mark.parametrize("line", ["sneak", "sneak 2", "sneak into your parents' closet to get a deck"])
def test_near_miss_sneak_lines_stay_unparsed_cr_702_190a(line: str) -> None:
    assert keyword_line(line) is None


def _doc(script: list[str], expect: dict[str, object]) -> dict[str, object]:
    return {"name": "sneak", "cards": [_SPLINTER],
            "start": {"players": {"alice": {"battlefield": [{"card": "Swamp", "count": 2}, "Grizzly Bears"],
                                            "hand": ["Splinter, Hamato Yoshi"]}, "bob": {}}},
            "script": script, "expect": expect}


def test_cast_for_its_mana_cost_it_enters_untapped_and_not_attacking_cr_702_190b() -> None:
    assert_plays(_doc(["alice: cast Splinter, Hamato Yoshi", "resolve", "goto declare_attackers",
                       "alice: attack Grizzly Bears", "goto postcombat_main"],
                      {"bob": {"life": 18}, "permanents": [{"name": "Splinter, Hamato Yoshi", "tapped": False}]}))


def test_sneak_is_offered_at_instant_speed_only_in_the_declare_blockers_step_cr_702_190a() -> None:
    assert_plays(_doc(["goto declare_attackers", "alice: attack Grizzly Bears",
                       "alice: illegal cast Splinter, Hamato Yoshi with sneak",
                       "alice: illegal cast Splinter, Hamato Yoshi",
                       "goto declare_blockers", "alice: cast Splinter, Hamato Yoshi with sneak", "resolve",
                       "goto postcombat_main"],
                      {"alice": {"hand": ["Grizzly Bears"]}, "bob": {"life": 19}}))



def test_what_the_returned_creature_attacked_is_kept_across_a_save_cr_702_190b() -> None:
    doc = _doc([], {})
    doc["start"] = {"players": {"alice": {"battlefield": ["Swamp", "Grizzly Bears"],
                                          "hand": ["Splinter, Hamato Yoshi"]}, "bob": {}}}
    game = build_game(load_text(json.dumps(doc), "<sneak>")[0])
    while game.state.step.value != "declare_attackers" or game.pending is None or game.pending.kind != "attack":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    game.apply(parse_action(game, "attack Grizzly Bears"))
    while game.state.step.value != "declare_blockers" or game.pending is None or game.pending.kind != "priority":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    game.apply(parse_action(game, "cast Splinter, Hamato Yoshi with sneak"))
    copy = loads(dumps(game))
    for g in (game, copy):
        assert state_problem(g.state) is None
        while g.state.stack:
            g.apply(next(a for a in g.legal_actions() if isinstance(a, Pass)))
        combat = g.state.combat
        assert combat is not None
        (splinter,) = [o for o in g.state.battlefield if g.state.objects[o].card == "Splinter, Hamato Yoshi"]
        assert combat.attackers[splinter] == ("p", 1) and g.state.objects[splinter].tapped
