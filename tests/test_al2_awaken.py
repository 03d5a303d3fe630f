"""Awaken (CR 702.113; rules/awaken.py): the keyword line of real cards compiles to the alternative cost, and a spell
cast for its awaken cost also puts N +1/+1 counters on a target land its caster controls, which becomes a 0/0
Elemental creature with haste that's still a land (702.113a)."""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.cards.vocabulary import keyword_problem, normalize_keyword
from manastack.core.mana import parse_cost
from manastack.effects import load_all
from manastack.oracle.compiler import compile_face
from manastack.rules.alt_costs import alternatives_of
from manastack.rules.awaken import awaken_count
from oracle_faces import data, face, faces_play

load_all()


def _reminder(n: str, cost: str) -> str:
    return (f" (If you cast this spell for {cost}, also put {n} +1/+1 counters on target land you control and it "
            "becomes a 0/0 Elemental creature with haste. It's still a land.)")


#: Real cards as the corpus (MTGJSON AtomicCards) has them.
FACES: dict[str, dict[str, Any]] = {
    "Coastal Discovery": face("Coastal Discovery", "Sorcery", "Draw two cards.\nAwaken 4—{5}{U}" +
                              _reminder("four", "{5}{U}"), "{3}{U}"),
    "Sheer Drop": face("Sheer Drop", "Sorcery", "Destroy target tapped creature.\nAwaken 3—{5}{W}" +
                       _reminder("three", "{5}{W}"), "{2}{W}"),
}


play = partial(faces_play, FACES)


@pytest.mark.parametrize("name,keyword", [("Coastal Discovery", "Awaken 4—{5}{U}"), ("Sheer Drop", "Awaken 3—{5}{W}")])
def test_the_awaken_line_of_a_real_card_compiles_to_its_alternative_cost_cr_702_113a(name: str, keyword: str) -> None:
    assert keyword in data(FACES[name])["keywords"]


@pytest.mark.parametrize("line", ["Awaken {4}{U}", "Awaken 3—Pay 3 life.", "Awaken X—{X}{U}"])
def test_an_awaken_without_a_number_and_a_mana_cost_stays_unparsed_cr_702_113a(line: str) -> None:
    assert compile_face(face("Near Miss", "Sorcery", "Draw a card.\n" + line, "{1}{U}")).status != "compiled"


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 9), st.lists(st.sampled_from(["{W}", "{U}", "{B}", "{R}", "{G}", "{1}", "{5}"]), min_size=1,
                                   max_size=4))
def test_awaken_is_its_cost_and_its_number_whatever_they_are_cr_702_113a(n: int, symbols: list[str]) -> None:
    cost = "".join(symbols)
    kw = normalize_keyword(f"Awaken {n}—{cost}")
    assert keyword_problem(kw, f"Awaken {n}—{cost}") is None
    assert alternatives_of(frozenset({kw})) == (("awaken", parse_cost(cost)),)
    assert awaken_count(frozenset({kw})) == n


def test_coastal_discovery_cast_for_its_awaken_cost_draws_and_awakens_a_land_cr_702_113a() -> None:
    play(["Coastal Discovery"], {"hand": ["Coastal Discovery"], "library": ["Forest"] * 3,
                                 "battlefield": [{"card": "Island", "count": 5}, {"card": "Island", "id": "f"}]},
         None, ["alice: cast Coastal Discovery targeting f with awaken", "resolve all"],
         {"alice": {"hand": ["Forest", "Forest"], "graveyard": ["Coastal Discovery"]},
          "permanents": [{"id": "f", "types": ["Land", "Creature"], "subtypes": ["Island", "Elemental"], "power": 4,
                          "toughness": 4, "counters": {"+1/+1": 4}, "keywords": ["haste"]},
                         {"name": "Island", "count": 6, "tapped": True}]})


def test_coastal_discovery_cast_for_its_mana_cost_awakens_nothing_cr_702_113a() -> None:
    play(["Coastal Discovery"], {"hand": ["Coastal Discovery"], "library": ["Forest"] * 3,
                                 "battlefield": [{"card": "Island", "count": 4}]},
         None, ["alice: cast Coastal Discovery", "resolve all"],
         {"alice": {"hand": ["Forest", "Forest"]},
          "permanents": [{"name": "Island", "count": 4, "types": ["Land"], "counters": {}}]})


def test_sheer_drop_with_awaken_destroys_its_target_and_awakens_the_second_cr_702_113a_601_2c() -> None:
    play(["Sheer Drop"], {"hand": ["Sheer Drop"], "battlefield": [{"card": "Plains", "count": 5},
                                                                   {"card": "Plains", "id": "p"}]},
         {"battlefield": [{"card": "Grizzly Bears", "tapped": True}]},
         ["alice: cast Sheer Drop targeting Grizzly Bears, p with awaken", "resolve all"],
         {"bob": {"graveyard": ["Grizzly Bears"]},
          "permanents": [{"id": "p", "types": ["Land", "Creature"], "power": 3, "toughness": 3, "keywords": ["haste"]}]})
