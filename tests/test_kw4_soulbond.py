"""Soulbond (CR 702.95, rules/soulbond.py): the pairing (``Obj.paired_with``, the events ``Paired`` and ``Unpaired``),
the keyword's two triggered abilities (the verb ``pair``), unpairing (702.95e), the reference ``paired`` of "as long
as this is paired with another creature, both creatures have ..." and the compiler's reading of it."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack import events as ev
from manastack.cards.vocabulary import keyword_triggers
from manastack.effects import load_all
from manastack.oracle.compiler import compile_face
from manastack.savecheck import state_problem
from manastack.serialization import dumps, loads
from manastack.view.phrases import phrase
from oracle_faces import doc_failures, doc_game, creature_face, data

load_all()

_SOULBOND = ("Soulbond (You may pair this creature with another unpaired creature when either enters. They remain "
             "paired for as long as you control both of them.)")
WOLFIR = creature_face("Wolfir Silverheart", "Creature — Wolf Warrior", f"{_SOULBOND}\nAs long as this creature is "
                       "paired with another creature, each of those creatures gets +4/+4.", "{3}{G}{G}", "4", "4")
WINGCRAFTER = creature_face("Wingcrafter", "Creature — Human Wizard", f"{_SOULBOND}\nAs long as this creature is "
                            "paired with another creature, both creatures have flying.", "{2}{U}", "1", "1")
GALVANIC = creature_face("Galvanic Alchemist", "Creature — Human Wizard", f"{_SOULBOND}\nAs long as this creature is "
                         "paired with another creature, each of those creatures has \"{2}{U}: Untap this creature.\"",
                         "{2}{U}", "1", "4")


play = doc_failures


_game = doc_game


def test_soulbond_is_two_triggered_abilities_cr_702_95a() -> None:
    itself, other = keyword_triggers(("soulbond",))
    assert itself.trigger.event == "enters" and itself.condition is not None and not itself.optional
    assert other.trigger.event == "soulbond_partner_enters" and other.trigger.who == "other" and other.optional
    assert [e.verb for e in itself.body.single.effects] == [e.verb for e in other.body.single.effects] == ["pair"]


@pytest.mark.parametrize("face, mods", [
    (WOLFIR, {"power": 4, "toughness": 4}),
    (WINGCRAFTER, {"keywords": ["Flying"]}),
    (GALVANIC, {"abilities": [{"activated": {"cost": {"mana": "{2}{U}"}, "effects": [{"untap": {"what": "self"}}]}}]}),
])
def test_the_paired_static_compiles_to_affects_paired_cr_702_95b(face: dict[str, Any], mods: dict[str, Any]) -> None:
    d = data(face)
    assert d["keywords"] == ["Soulbond"]
    assert d["abilities"] == [{"static": {"continuous": {"affects": "paired", **mods}}}]


@pytest.mark.parametrize("text", [
    "As long as this creature is paired with another creature, it gets +1/+1.",
    "As long as this creature is paired, both creatures have flying.",
    "As long as this creature is paired with another creature, all creatures have flying.",
    "Soulbond 2",
])
def test_near_misses_stay_unparsed(text: str) -> None:
    assert compile_face(creature_face("Near Miss", "Creature — Human", f"{_SOULBOND}\n{text}")).status != "compiled"


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(["flying", "lifelink", "first strike", "haste", "trample"]))
def test_both_creatures_have_any_keyword(kw: str) -> None:
    d = data(creature_face("Hypo Bond", "Creature — Human", f"{_SOULBOND}\nAs long as this creature is paired with "
                           f"another creature, both creatures have {kw}."))
    assert d["abilities"][0]["static"]["continuous"] == {"affects": "paired", "keywords": [kw[0].upper() + kw[1:]]}


def _paired_start(hand: list[str], extra: list[Any] | None = None) -> dict[str, Any]:
    return {"players": {"alice": {"battlefield": [{"card": "Forest", "count": 5}, {"card": "Grizzly Bears",
                                                                                  "id": "bears"}, *(extra or [])],
                                  "hand": hand}, "bob": {"battlefield": [{"card": "Mountain", "count": 4}],
                                                         "hand": ["Act of Treason"], "library": ["Mountain"] * 3}}}


def test_pairing_gives_both_creatures_the_static_s_effect_cr_702_95b() -> None:
    doc = {"start": _paired_start(["Wolfir Silverheart"]),
           "script": ["alice: cast Wolfir Silverheart", "resolve", "resolve", "alice: choose bears"],
           "expect": {"permanents": [{"id": "bears", "power": 6, "toughness": 6}], "log_has": ["702.95a"]}}
    assert play(doc, [data(WOLFIR)]) == []


def test_a_creature_gained_by_another_player_is_unpaired_cr_702_95e() -> None:
    doc = {"start": {**_paired_start(["Wolfir Silverheart"]), "turn": 1},
           "script": ["alice: cast Wolfir Silverheart", "resolve", "resolve", "alice: choose bears", "goto declare_attackers", "alice: attack none", "goto turn 2 precombat_main",
                      "bob: cast Act of Treason targeting bears", "resolve"],
           "expect": {"permanents": [{"id": "bears", "power": 2, "toughness": 2, "controller": "bob"},
                                     {"name": "Wolfir Silverheart", "power": 4, "toughness": 4}],
                      "log_has": ["702.95e"]}}
    assert play(doc, [data(WOLFIR)]) == []


def test_a_paired_soulbond_creature_doesnt_trigger_for_another_creature_cr_702_95a_603_4() -> None:
    # Wolfir is paired with the bears: another creature entering asks nothing (the intervening "if" fails)
    game = _game({"start": {"players": {"alice": {"battlefield": [{"card": "Forest", "count": 7},
                                                                  {"card": "Grizzly Bears", "id": "bears"}],
                                                  "hand": ["Wolfir Silverheart", "Llanowar Elves"]}, "bob": {}}},
                  "script": ["alice: cast Wolfir Silverheart", "resolve", "resolve", "alice: choose bears",
                             "alice: cast Llanowar Elves", "resolve"]}, [data(WOLFIR)])
    assert game.state.stack == [] and game.state.triggers == []
    elves = next(o for o in game.state.battlefield if game.state.objects[o].card == "Llanowar Elves")
    assert game.state.objects[elves].paired_with is None


def test_the_pairing_is_saved_and_checked_and_told_cr_702_95b() -> None:
    game = _game({"start": _paired_start(["Wolfir Silverheart"]),
                  "script": ["alice: cast Wolfir Silverheart", "resolve", "resolve", "alice: choose bears"]},
                 [data(WOLFIR)])
    s = game.state
    pairs = {o: s.objects[o].paired_with for o in s.battlefield if s.objects[o].paired_with is not None}
    assert len(pairs) == 2 and all(pairs[b] == a for a, b in pairs.items())
    again = loads(dumps(game))
    assert state_problem(again.state) is None
    some = next(iter(pairs))
    again.state.objects[some].paired_with = 10_000
    assert "paired_with" in (state_problem(again.state) or "")
    e = next(e for _t, _s, e in s.events if isinstance(e, ev.Paired))
    said = phrase(s, e, viewer=1)
    assert said is not None and "is paired with" in said.text
