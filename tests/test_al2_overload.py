"""Overload (CR 702.96; rules/overload.py): the keyword line of real cards compiles to the alternative cost, a spell
whose "target" can't become "each" here stays unparsed, and an overloaded spell has no targets and does to each
object or player what the text said of its target (702.96a-c)."""

from __future__ import annotations

import json
from functools import partial
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.actions import Cast
from manastack.cards.model import Body, Effect, Filter, Mode, TargetSpec
from manastack.cards.values import TARGET, Quantity, Reference
from manastack.effects import load_all
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.oracle.compiler import compile_face
from manastack.rules.overload import overloaded, spell_text
from manastack.rules.priority import legal_actions
from oracle_faces import data, face, faces_doc, faces_play

load_all()

_REMINDER = " (You may cast this spell for its overload cost. If you do, change \"target\" in its text to \"each.\")"

#: Real cards as the corpus (MTGJSON AtomicCards) has them.
FACES: dict[str, dict[str, Any]] = {
    "Mizzium Mortars": face("Mizzium Mortars", "Sorcery", "Mizzium Mortars deals 4 damage to target creature you "
                            "don't control.\nOverload {3}{R}{R}{R}" + _REMINDER, "{1}{R}"),
    "Cyclonic Rift": face("Cyclonic Rift", "Instant", "Return target nonland permanent you don't control to its "
                          "owner's hand.\nOverload {6}{U}" + _REMINDER, "{1}{U}"),
    "Mind Rake": face("Mind Rake", "Sorcery", "Target player discards two cards.\nOverload {1}{B}" + _REMINDER, "{2}{B}"),
    "Dynacharge": face("Dynacharge", "Instant", "Target creature you control gets +2/+0 until end of turn.\n"
                       "Overload {2}{R}" + _REMINDER, "{R}"),
    "Counterflux": face("Counterflux", "Instant", "This spell can't be countered.\nCounter target spell you don't "
                        "control.\nOverload {1}{U}{U}{R}" + _REMINDER, "{U}{U}{R}"),
}


_doc = partial(faces_doc, FACES)
play = partial(faces_play, FACES)


def casts(names: list[str], alice: dict[str, Any], bob: dict[str, Any] | None = None) -> list[Cast]:
    (sc,) = load_text(json.dumps(_doc(names, alice, bob)), "<al2>")
    game = build_game(sc)
    return [a for a in legal_actions(game.state, 0) if isinstance(a, Cast)]


@pytest.mark.parametrize("name,keyword", [
    ("Mizzium Mortars", "Overload {3}{R}{R}{R}"), ("Cyclonic Rift", "Overload {6}{U}"), ("Mind Rake", "Overload {1}{B}"),
    ("Dynacharge", "Overload {2}{R}"),
])
def test_the_overload_line_of_a_real_card_compiles_to_its_alternative_cost_cr_702_96a(name: str,
                                                                                     keyword: str) -> None:
    assert keyword in data(FACES[name])["keywords"]


@pytest.mark.parametrize("text", [
    FACES["Counterflux"]["text"],                       # a target spell: "each spell" isn't a reference here
    "Draw a card.\nOverload {2}{U}",                   # no "target" to change
    "This spell deals 3 damage to any target.\nOverload {4}{R}",     # "each creature, player, ..." not read here
    "Overload—Pay 3 life.",
])
def test_a_spell_whose_target_cant_become_each_stays_unparsed_cr_702_96a(text: str) -> None:
    assert compile_face(face("Near Miss", "Instant", text, "{1}{R}")).status != "compiled"


def test_overload_is_offered_only_as_an_alternative_with_no_targets_cr_702_96a_702_96c() -> None:
    bob = {"battlefield": ["Grizzly Bears", "Grizzly Bears"]}
    got = casts(["Mizzium Mortars"], {"hand": ["Mizzium Mortars"], "battlefield": [{"card": "Mountain", "count": 2}]},
                bob)
    assert {a.extras for a in got} == {()} and all(len(a.targets) == 1 for a in got)
    got = casts(["Mizzium Mortars"], {"hand": ["Mizzium Mortars"], "battlefield": [{"card": "Mountain", "count": 6}]},
                bob)
    assert [a.targets for a in got if a.extras == ("overload",)] == [()]


def test_overloaded_mizzium_mortars_deals_four_damage_to_each_creature_you_dont_control_cr_702_96a() -> None:
    play(["Mizzium Mortars"],
         {"hand": ["Mizzium Mortars"], "battlefield": [{"card": "Mountain", "count": 6}, "Hill Giant"]},
         {"battlefield": ["Grizzly Bears", "Colossal Dreadmaw"]},
         ["alice: cast Mizzium Mortars with overload", "resolve all"],
         {"bob": {"graveyard": ["Grizzly Bears"]}, "alice": {"graveyard": ["Mizzium Mortars"]},
          "permanents": [{"name": "Hill Giant", "damage": 0}, {"name": "Colossal Dreadmaw", "damage": 4},
                         {"name": "Mountain", "count": 6}]})


def test_mizzium_mortars_cast_for_its_mana_cost_damages_only_its_target_cr_702_96a() -> None:
    play(["Mizzium Mortars"],
         {"hand": ["Mizzium Mortars"], "battlefield": [{"card": "Mountain", "count": 2}]},
         {"battlefield": ["Grizzly Bears", {"card": "Grizzly Bears", "id": "other"}]},
         ["alice: cast Mizzium Mortars targeting other", "resolve all"],
         {"bob": {"graveyard": ["Grizzly Bears"]}, "permanents": [{"name": "Grizzly Bears", "damage": 0},
                                                                 {"name": "Mountain", "count": 2}]})


def test_overloaded_mind_rake_makes_each_player_discard_two_cards_cr_702_96a() -> None:
    play(["Mind Rake"], {"hand": ["Mind Rake", "Island", "Island"], "battlefield": ["Swamp", "Swamp"]},
         {"hand": ["Forest", "Forest", "Forest"]},
         ["alice: cast Mind Rake with overload", "resolve", "bob: choose Forest, Forest"],
         {"alice": {"hand": [], "graveyard": ["Mind Rake", "Island", "Island"]},
          "bob": {"hand": ["Forest"]}})


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["you", "opponent", None]), st.integers(1, 9), st.sampled_from(["damage", "destroy", "tap"]))
def test_every_target_reference_of_an_overloaded_spell_becomes_each_and_no_target_is_left_cr_702_96a(
        controller: str | None, amount: int, verb: str) -> None:
    flt = Filter(types=("Creature",), controller=controller)
    args: dict[str, Any] = {"to": TARGET, "amount": Quantity.const(amount)} if verb == "damage" else {"what": TARGET}
    body = Body((Mode((TargetSpec("permanent", flt),), (Effect(verb, args),)),))
    got = overloaded(body)
    assert got is not None and got.modes[0].targets == ()
    ref = got.modes[0].effects[0].args["to" if verb == "damage" else "what"]
    assert ref == Reference("each", filter=flt)
    assert spell_text(body, ()) is body and spell_text(body, ("overload",)) == got


def test_the_heuristic_agent_values_an_overloaded_spell_by_its_each_text_cr_702_96a() -> None:
    from manastack.agents.heuristic.scoring import Scorer     # the agents layer, only for this test
    from manastack.agents.heuristic.view import View
    (sc,) = load_text(json.dumps(_doc(["Mizzium Mortars"], {"hand": ["Mizzium Mortars"],
                                                           "battlefield": [{"card": "Mountain", "count": 6}]},
                                      {"battlefield": ["Grizzly Bears", "Hill Giant", "Serra Angel"]})), "<al2>")
    game = build_game(sc)
    scorer = Scorer(View(game.state, 0))
    scores = {a.extras + a.targets: scorer.cast(a) for a in legal_actions(game.state, 0) if isinstance(a, Cast)}
    assert scores[("overload",)] > max(v for k, v in scores.items() if k != ("overload",))
