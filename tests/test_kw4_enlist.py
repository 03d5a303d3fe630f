"""Enlist (CR 702.154, rules/enlist.py): the optional cost asked as attackers are declared (508.1g), the event
``Enlists``, the keyword's "when you do" trigger (+X/+0, X the enlisted creature's power) and the trigger event
``enlists`` ("whenever this creature enlists a creature")."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack import events as ev
from manastack.cards.vocabulary import keyword_triggers
from manastack.effects import load_all
from manastack.oracle.compiler import compile_face
from manastack.view.phrases import phrase
from oracle_faces import doc_failures, doc_game, creature_face, data

load_all()

_ENLIST = ("Enlist (As this creature attacks, you may tap a nonattacking creature you control without summoning "
           "sickness. When you do, add its power to this creature's until end of turn.)")
BERSERKER = creature_face("Balduvian Berserker", "Creature — Kor Berserker",
                          f"{_ENLIST}\nWhen this creature dies, it deals damage equal to its power to any target.",
                          "{2}{R}", "1", "3")
GUARDIAN = creature_face("Guardian of New Benalia", "Creature — Human Soldier",
                         f"{_ENLIST}\nWhenever this creature enlists a creature, scry 2.\nDiscard a card: This "
                         "creature gains indestructible until end of turn. Tap it.", "{1}{W}", "2", "2")


play = doc_failures


_game = doc_game


def test_enlist_is_a_trigger_on_enlisting_pumping_by_the_enlisted_power_cr_702_154a() -> None:
    (ab,) = keyword_triggers(("enlist",))
    assert ab.trigger.event == "enlists"
    (pump,) = ab.body.single.effects
    assert pump.verb == "pump" and pump.args["power"].kind == "power_of" and pump.args["power"].ref.name == "that"


def test_whenever_this_enlists_a_creature_compiles_cr_702_154c() -> None:
    d = data(GUARDIAN)
    assert d["keywords"] == ["Enlist"]
    assert d["abilities"][0] == {"triggered": {"when": "enlists", "effects": [{"scry": {"amount": 2}}]}}


@pytest.mark.parametrize("text", ["Enlist 2", "Whenever a creature you control enlists a creature, draw a card.",
                                  "Whenever this creature enlists two creatures, draw a card."])
def test_near_misses_stay_unparsed(text: str) -> None:
    assert compile_face(creature_face("Near Miss", "Creature — Human", f"{_ENLIST}\n{text}")).status != "compiled"


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["draw a card", "you gain 2 life", "scry 1", "put a +1/+1 counter on this creature"]))
def test_whenever_this_enlists_takes_any_instruction(effect: str) -> None:
    d = data(creature_face("Hypo Enlist", "Creature — Human", f"{_ENLIST}\nWhenever this creature enlists a creature, "
                           f"{effect}."))
    assert d["abilities"][0]["triggered"]["when"] == "enlists"


def _attack(battlefield: list[Any], script: list[str]) -> dict[str, Any]:
    return {"start": {"turn": 3, "players": {"alice": {"battlefield": battlefield}, "bob": {}}},
            "script": ["goto declare_attackers", *script]}


def test_enlisting_taps_the_creature_and_adds_its_power_cr_702_154a() -> None:
    doc = {**_attack([{"card": "Balduvian Berserker", "id": "b"}, {"card": "Hill Giant", "id": "giant"}],
                     ["alice: attack b", "alice: choose giant", "resolve", "goto postcombat_main"]),
           "expect": {"bob": {"life": 16}, "permanents": [{"id": "giant", "tapped": True}], "log_has": ["702.154c"]}}
    assert play(doc, [data(BERSERKER)]) == []


def test_an_attacking_creature_can_t_be_enlisted_cr_702_154a() -> None:
    # the only other creature attacks too: nothing to enlist, no question asked
    doc = {**_attack([{"card": "Balduvian Berserker", "id": "b"}, {"card": "Hill Giant", "id": "giant"}],
                     ["alice: attack b, giant", "goto postcombat_main"]),
           "expect": {"bob": {"life": 16}}}
    assert play(doc, [data(BERSERKER)]) == []


def test_a_creature_with_haste_may_be_enlisted_the_turn_it_came_cr_702_154a() -> None:
    doc = {**_attack([{"card": "Balduvian Berserker", "id": "b"}, {"card": "Raging Goblin", "id": "g", "sick": True}],
                     ["alice: attack b", "alice: choose g", "resolve", "goto postcombat_main"]),
           "expect": {"bob": {"life": 18}, "permanents": [{"id": "g", "tapped": True}]}}
    assert play(doc, [data(BERSERKER)]) == []


def test_the_enlist_trigger_and_whenever_this_enlists_both_trigger_cr_702_154c() -> None:
    game = _game({"start": {"turn": 3, "players": {"alice": {"battlefield": [
        {"card": "Guardian of New Benalia", "id": "g"}, {"card": "Grizzly Bears", "id": "bears"}],
        "library": ["Plains", "Island", "Swamp"]}, "bob": {}}},
        "script": ["goto declare_attackers", "alice: attack g", "alice: choose bears",
                   "alice: choose Guardian of New Benalia: Enlist"]}, [data(GUARDIAN)])
    assert len(game.state.stack) == 2
    e = next(e for _t, _s, e in game.state.events if isinstance(e, ev.Enlists))
    said = phrase(game.state, e, viewer=1)
    assert said is not None and "enlists" in said.text
