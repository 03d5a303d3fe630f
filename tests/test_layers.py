"""The layer system (CR 613, rules/layers.py): one pass over the board, its explanation, its cache."""

from __future__ import annotations

import textwrap

import pytest

from manastack.cards.loader import CardFormatError, card_from_data
from manastack.explain import layer_lines
from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.notation import parse_action
from manastack.rules.characteristics import chars
from manastack.rules.layers import explain


def _game(text: str) -> Game:
    return build_game(load_text(textwrap.dedent(text), "test.yaml")[0])


URBORG_THEN_MOON = """\
    name: t
    start:
      players:
        alice:
          battlefield: [{card: "Urborg, Tomb of Yawgmoth", id: urborg}, Blood Moon, {card: Forest, id: forest}]
        bob: {}
    """


def test_the_layer_explanation_names_each_effect_its_layer_and_a_dependency_that_reordered_it_cr_613_8b() -> None:
    game = _game(URBORG_THEN_MOON)
    urborg = game.state.labels["urborg"]
    lines = explain(game.state, urborg)
    assert lines == ["layer 4 (type): Blood Moon's static ability (timestamp 2); applied first: "
                     "Urborg, Tomb of Yawgmoth's static ability (timestamp 1) depend(s) on it (613.8b)"]
    assert chars(game.state, urborg).subtypes == frozenset({"Mountain"})
    # the judge's --explain shows it under the permanent's name
    assert "== layers: Urborg, Tomb of Yawgmoth (#%d) ==" % urborg in layer_lines(game.state)


def test_a_permanent_no_effect_touches_has_no_layer_explanation_cr_613_1() -> None:
    game = _game(URBORG_THEN_MOON)
    forest = game.state.labels["forest"]
    assert explain(game.state, forest) == []
    assert chars(game.state, forest).subtypes == frozenset({"Forest"})   # basic: Blood Moon leaves it


def test_counters_put_on_a_permanent_under_an_anthem_change_its_cached_characteristics_cr_613_4c() -> None:
    game = _game("""\
        name: t
        start:
          players:
            alice:
              battlefield: [Glorious Anthem, {card: Hill Giant, id: giant}]
            bob: {}
        """)
    state = game.state
    giant = state.labels["giant"]
    assert (chars(state, giant).power, chars(state, giant).toughness) == (4, 4)
    state.objects[giant].counters["-1/-1"] = 2
    state.touch_obj(giant)                      # what performing PutCounters does
    assert (chars(state, giant).power, chars(state, giant).toughness) == (2, 2)


def test_the_computed_characteristics_carry_the_controller_and_the_abilities_cr_613_1b_613_1f() -> None:
    game = _game("""\
        name: t
        start:
          players:
            alice:
              battlefield: [Humility, {card: Llanowar Elves, id: elves}]
            bob: {}
        """)
    c = chars(game.state, game.state.labels["elves"])
    assert c.controller == 0 and c.activated == () and (c.power, c.toughness) == (1, 1)


def test_a_star_power_without_a_characteristic_defining_ability_is_a_load_error_naming_the_fix_cr_208_2a() -> None:
    card = {"name": "Star Bear", "cost": "{1}{G}", "type": "Creature — Bear", "power": "*", "toughness": 2}
    with pytest.raises(CardFormatError) as e:
        card_from_data(card, "star.yaml:1")
    assert "star.yaml:1" in str(e.value) and "card 'Star Bear'" in str(e.value) and "defines_pt" in str(e.value)


def test_a_resolved_effect_with_parts_in_two_layers_applies_once_in_each_cr_613_6() -> None:
    game = _game("""\
        name: t
        start:
          players:
            alice:
              battlefield: [{card: Forest, id: pay}, {card: Forest, id: land}]
              hand: [Animate Land]
            bob: {}
        """)
    state = game.state
    land = state.labels["land"]
    game.apply(parse_action(game, f"cast Animate Land targeting Forest#{land}"))
    while state.stack:
        game.apply(parse_action(game, "pass"))
    layers = [line.split(" (")[0] for line in explain(state, land)]
    assert layers == ["layer 4", "layer 7b"]
    assert (chars(state, land).power, chars(state, land).toughness) == (3, 3)
