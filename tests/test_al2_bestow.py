"""Bestow (CR 702.103; rules/bestow.py): the keyword line of real cards compiles to the alternative cost; a spell
cast bestowed is an Aura spell with enchant creature that targets a creature and enters attached as an Aura, not a
creature (702.103b, 303.4a, 608.3c); with its target illegal it resolves as a creature (702.103e); and a bestowed
Aura that becomes unattached is a creature again rather than going to the graveyard (702.103f, an exception to
704.5m)."""

from __future__ import annotations

import json
from functools import partial
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.actions import Cast
from manastack.cards.vocabulary import keyword_problem, normalize_keyword
from manastack.core.mana import parse_cost
from manastack.effects import load_all
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.oracle.compiler import compile_face
from manastack.rules.alt_costs import alternatives_of
from manastack.rules.characteristics import chars
from manastack.rules.priority import legal_actions
from oracle_faces import data, face, faces_doc, faces_play

load_all()

_REMINDER = (" (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a "
             "creature again if it's not attached.)")

#: Real cards as the corpus (MTGJSON AtomicCards) has them.
FACES: dict[str, dict[str, Any]] = {
    "Nyxborn Rollicker": face("Nyxborn Rollicker", "Enchantment Creature — Satyr", "Bestow {1}{R}" + _REMINDER +
                              "\nEnchanted creature gets +1/+1.", "{R}", "1", "1"),
    "Boon Satyr": face("Boon Satyr", "Enchantment Creature — Satyr", "Flash\nBestow {3}{G}{G}" + _REMINDER +
                       "\nEnchanted creature gets +4/+2.", "{1}{G}{G}", "4", "2"),
    "Nimbus Naiad": face("Nimbus Naiad", "Enchantment Creature — Nymph", "Bestow {4}{U}" + _REMINDER +
                         "\nFlying\nEnchanted creature gets +2/+2 and has flying.", "{2}{U}", "2", "2"),
}


_doc = partial(faces_doc, FACES)
play = partial(faces_play, FACES)


@pytest.mark.parametrize("name,keyword", [
    ("Nyxborn Rollicker", "Bestow {1}{R}"), ("Boon Satyr", "Bestow {3}{G}{G}"), ("Nimbus Naiad", "Bestow {4}{U}"),
])
def test_the_bestow_line_of_a_real_card_compiles_to_its_alternative_cost_cr_702_103a(name: str, keyword: str) -> None:
    assert keyword in data(FACES[name])["keywords"]


@pytest.mark.parametrize("line", ["Bestow—Pay 3 life.", "Bestow", "Bestow {2}{W} and sacrifice a creature"])
def test_a_bestow_whose_cost_isnt_mana_stays_unparsed_cr_702_103a(line: str) -> None:
    assert compile_face(face("Near Miss", "Enchantment Creature — Test", line, "{1}", "1", "1")).status != "compiled"


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(["{W}", "{U}", "{B}", "{R}", "{G}", "{1}", "{2}", "{X}"]), min_size=1, max_size=4))
def test_bestow_is_an_alternative_cost_whatever_mana_it_is_written_with_cr_702_103a_118_9(symbols: list[str]) -> None:
    cost = "".join(symbols)
    kw = normalize_keyword(f"Bestow {cost}")
    assert keyword_problem(kw, f"Bestow {cost}") is None
    assert alternatives_of(frozenset({kw})) == (("bestow", parse_cost(cost)),)


def test_a_bestow_cast_targets_a_creature_and_the_plain_cast_targets_nothing_cr_702_103b_303_4a() -> None:
    (sc,) = load_text(json.dumps(_doc(["Nyxborn Rollicker"], {"hand": ["Nyxborn Rollicker"],
                                                               "battlefield": ["Mountain", "Mountain"]},
                                      {"battlefield": ["Grizzly Bears", "Forest"]})), "<al2>")
    game = build_game(sc)
    got = [a for a in legal_actions(game.state, 0) if isinstance(a, Cast)]
    bears = next(o for o in game.state.battlefield if chars(game.state, o).name == "Grizzly Bears")
    assert sorted((a.extras, a.targets) for a in got) == [((), ()), (("bestow",), (("o", bears),))]


def test_a_bestowed_aura_enchants_its_target_and_isnt_a_creature_cr_702_103b_608_3c() -> None:
    play(["Nyxborn Rollicker"], {"hand": ["Nyxborn Rollicker"], "battlefield": ["Mountain", "Mountain",
                                                                                "Grizzly Bears"]}, None,
         ["alice: cast Nyxborn Rollicker targeting Grizzly Bears with bestow", "resolve all"],
         {"permanents": [{"name": "Grizzly Bears", "power": 3, "toughness": 3},
                         {"name": "Nyxborn Rollicker", "attached_to": "Grizzly Bears", "types": ["Enchantment"],
                          "subtypes": ["Aura"]},
                         {"name": "Mountain", "count": 2}]})


def test_a_bestowed_aura_whose_creature_dies_stays_as_a_creature_cr_702_103f_704_5m() -> None:
    play(["Nyxborn Rollicker"], {"hand": ["Nyxborn Rollicker", "Murder"],
                                 "battlefield": [{"card": "Swamp", "count": 3}, "Mountain", "Mountain",
                                                 "Grizzly Bears"]}, None,
         ["alice: cast Nyxborn Rollicker targeting Grizzly Bears with bestow", "alice: choose tap Mountain, Mountain",
          "resolve all", "alice: cast Murder targeting Grizzly Bears", "resolve all"],
         {"alice": {"graveyard": ["Grizzly Bears", "Murder"]},
          "permanents": [{"name": "Nyxborn Rollicker", "attached_to": None, "types": ["Enchantment", "Creature"],
                          "subtypes": ["Satyr"], "power": 1, "toughness": 1},
                         {"name": "Swamp", "count": 3}, {"name": "Mountain", "count": 2}]})


def test_a_bestowed_spell_whose_target_is_gone_resolves_as_a_creature_cr_702_103e_608_3b() -> None:
    play(["Nyxborn Rollicker"], {"hand": ["Nyxborn Rollicker", "Murder"],
                                 "battlefield": [{"card": "Swamp", "count": 3}, "Mountain", "Mountain",
                                                 "Grizzly Bears"]}, None,
         ["alice: cast Nyxborn Rollicker targeting Grizzly Bears with bestow", "alice: choose tap Mountain, Mountain",
          "alice: cast Murder targeting Grizzly Bears", "resolve", "resolve"],
         {"alice": {"graveyard": ["Grizzly Bears", "Murder"]},
          "permanents": [{"name": "Nyxborn Rollicker", "attached_to": None, "types": ["Enchantment", "Creature"],
                          "power": 1, "toughness": 1},
                         {"name": "Swamp", "count": 3}, {"name": "Mountain", "count": 2}]})


def test_a_bestow_card_cast_for_its_mana_cost_is_a_creature_cr_702_103a() -> None:
    play(["Nyxborn Rollicker"], {"hand": ["Nyxborn Rollicker"], "battlefield": ["Mountain", "Grizzly Bears"]}, None,
         ["alice: cast Nyxborn Rollicker", "resolve all"],
         {"permanents": [{"name": "Grizzly Bears", "power": 2, "toughness": 2},
                         {"name": "Nyxborn Rollicker", "types": ["Enchantment", "Creature"], "power": 1,
                          "toughness": 1},
                         {"name": "Mountain"}]})
