"""Prototype (CR 702.160, 718; rules/prototype.py): the keyword line of real cards compiles; a card cast prototyped
is, on the stack and on the battlefield, its prototype's mana cost, colours, power and toughness, and only that
(718.3a-b); in every other zone, and cast normally, it is its normal card (718.4)."""

from __future__ import annotations

import json
from functools import partial
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.actions import Cast
from manastack.cards.loader import card_from_data
from manastack.cards.vocabulary import keyword_problem, normalize_keyword
from manastack.core.mana import parse_cost
from manastack.effects import load_all
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.oracle.compiler import compile_face
from manastack.rules.priority import legal_actions
from manastack.rules.prototype import prototyped
from oracle_faces import data, face, faces_doc, faces_play

load_all()

_REMINDER = " (You may cast this spell with different mana cost, color, and size. It keeps its abilities and types.)"

#: Real cards as the corpus (MTGJSON AtomicCards) has them.
FACES: dict[str, dict[str, Any]] = {
    "Fallaji Dragon Engine": face("Fallaji Dragon Engine", "Artifact Creature — Construct", "Prototype {2}{R} — 1/3" +
                                  _REMINDER + "\nFlying\n{2}: This creature gets +1/+0 until end of turn.", "{8}", "5",
                                  "5"),
    "Rust Goliath": face("Rust Goliath", "Artifact Creature — Construct", "Prototype {3}{G}{G} — 3/5" + _REMINDER +
                         "\nReach, trample", "{10}", "10", "10"),
}


_doc = partial(faces_doc, FACES)
play = partial(faces_play, FACES)


@pytest.mark.parametrize("name,keyword", [("Fallaji Dragon Engine", "Prototype {2}{R} — 1/3"),
                                          ("Rust Goliath", "Prototype {3}{G}{G} — 3/5")])
def test_the_prototype_line_of_a_real_card_compiles_to_its_keyword_cr_702_160a(name: str, keyword: str) -> None:
    assert keyword in data(FACES[name])["keywords"]


@pytest.mark.parametrize("line", ["Prototype {2}{R}", "Prototype {2}{R} — X/3", "Prototype—Pay 3 life."])
def test_a_prototype_without_a_mana_cost_and_a_size_stays_unparsed_cr_702_160a(line: str) -> None:
    assert compile_face(face("Near Miss", "Artifact Creature — Construct", line, "{4}", "4", "4")).status != "compiled"


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(["{W}", "{U}", "{B}", "{R}", "{G}", "{1}", "{2}"]), min_size=1, max_size=4),
       st.integers(0, 12), st.integers(1, 12))
def test_a_prototyped_card_has_the_prototype_cost_colours_and_size_and_nothing_else_changes_cr_718_3b_718_5(
        symbols: list[str], power: int, toughness: int) -> None:
    cost = "".join(symbols)
    written = f"Prototype {cost} — {power}/{toughness}"
    assert keyword_problem(normalize_keyword(written), written) is None
    card = card_from_data({"name": "T", "type": "Artifact Creature — Construct", "cost": "{7}", "power": 7,
                           "toughness": 7, "keywords": [written, "Flying"]})
    got = prototyped(card)
    assert got is not None
    assert (got.cost, got.colors, got.power, got.toughness) == (parse_cost(cost), parse_cost(cost).colors(), power,
                                                                toughness)
    assert (got.name, got.types, got.subtypes, got.keywords) == (card.name, card.types, card.subtypes, card.keywords)


def test_a_prototyped_spell_is_cast_for_its_prototype_cost_cr_718_3a() -> None:
    (sc,) = load_text(json.dumps(_doc(["Fallaji Dragon Engine"], {
        "hand": ["Fallaji Dragon Engine"], "battlefield": [{"card": "Mountain", "count": 3}]}, None, [], {})), "<al2>")
    game = build_game(sc)
    assert [a.extras for a in legal_actions(game.state, 0) if isinstance(a, Cast)] == [("prototype",)]


def test_a_prototyped_permanent_is_its_prototype_and_a_card_again_once_it_dies_cr_718_3b_718_4() -> None:
    play(["Fallaji Dragon Engine"], {"hand": ["Fallaji Dragon Engine"],
                                     "battlefield": [{"card": "Mountain", "count": 3}]}, None,
         ["alice: cast Fallaji Dragon Engine with prototype", "resolve all"],
         {"permanents": [{"name": "Fallaji Dragon Engine", "power": 1, "toughness": 3, "colors": ["R"],
                          "keywords": ["flying"]}, {"name": "Mountain", "count": 3, "tapped": True}]})


def test_a_prototype_card_cast_normally_is_its_normal_self_cr_718_4() -> None:
    play(["Fallaji Dragon Engine"], {"hand": ["Fallaji Dragon Engine"],
                                     "battlefield": [{"card": "Mountain", "count": 8}]}, None,
         ["alice: cast Fallaji Dragon Engine", "resolve all"],
         {"permanents": [{"name": "Fallaji Dragon Engine", "power": 5, "toughness": 5, "colors": []},
                         {"name": "Mountain", "count": 8, "tapped": True}]})
