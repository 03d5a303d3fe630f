"""How a permanent enters (CR 614.1c, 614.12, 614.13, 616.1b): the card words, the choices kept on the permanent
through a save, and the entering event's refusals."""

from __future__ import annotations

import json
import textwrap

import pytest
from hypothesis import given, strategies as st

from manastack.actions import Choose
from manastack.cards.loader import CardFormatError, card_from_data
from manastack.effects import load_all
from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.notation import parse_action
from manastack.rules.engine import IllegalAction
from manastack.rules.chosen import CHOICE_KINDS
from manastack.rules.characteristics import chars, protections
from manastack.serialization import SaveFormatError, dumps, loads
from manastack.view.player import view

load_all()


def _game(text: str) -> Game:
    return build_game(load_text(textwrap.dedent(text), "test.yaml")[0])


def _chooser(choice: str) -> dict[str, object]:
    return {"name": "Test Chooser", "type": "Creature — Angel", "cost": "{W}", "power": 1, "toughness": 1,
            "abilities": [{"static": {"as_enters_choose": choice}}]}


@pytest.mark.parametrize("choice", CHOICE_KINDS)
def test_each_choice_of_rule_614_12a_is_read_from_card_data(choice: str) -> None:
    card = card_from_data(_chooser(choice), "choose.yaml:1")
    assert card.static[0].args["value"] == choice


@given(st.text(max_size=20))
def test_any_other_choice_is_refused_naming_the_choices_and_the_card_cr_614_12a(text: str) -> None:
    if text.strip().replace(" ", "_") in CHOICE_KINDS:
        return
    with pytest.raises(CardFormatError) as e:
        card_from_data(_chooser(text), "choose.yaml:1")
    assert "card 'Test Chooser'" in str(e.value) and "color, creature_type, opponent, card_name" in str(e.value)


@pytest.mark.parametrize(("written", "read"), [("Devour 1", "devour:1"), ("Devour 3", "devour:3"), ("Devour", None),
                                               ("Devour X", None), ("Devour 0", None)])
def test_devour_takes_a_positive_number_per_rule_702_82a(written: str, read: str | None) -> None:
    card = {"name": "Test Devourer", "type": "Creature — Lizard", "cost": "{R}", "power": 1, "toughness": 1,
            "keywords": [written]}
    if read is not None:
        assert card_from_data(card, "devour.yaml:1").keywords == {read}
        return
    with pytest.raises(CardFormatError) as e:
        card_from_data(card, "devour.yaml:1")
    assert "card 'Test Devourer'" in str(e.value) and "devour" in str(e.value).lower()


_VOICE = """
    name: voice
    start:
      players:
        alice:
          battlefield: [{card: Plains, count: 4}]
          hand: [Voice of All]
        bob:
          battlefield: [Mountain]
    script: []
    """


def _cast_voice() -> Game:
    game = _game(_VOICE)
    game.apply(parse_action(game, "cast Voice of All"))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(parse_action(game, "pass"))
    return game


def test_the_color_is_chosen_before_voice_of_all_enters_cr_614_12a() -> None:
    game = _cast_voice()
    d = game.pending
    assert d is not None and d.rule == "614.12a" and [o.label for o in d.options] == ["W", "U", "B", "R", "G"]
    assert not any(game.state.objects[o].card == "Voice of All" for o in game.state.battlefield)


def test_an_answer_that_is_no_color_is_refused_and_changes_nothing_cr_614_12a() -> None:
    game = _cast_voice()
    before = dumps(game)
    with pytest.raises(IllegalAction):
        game.apply(Choose((7,)))
    assert dumps(game) == before


def test_the_chosen_color_is_kept_on_the_permanent_through_a_save_and_read_by_protection_cr_607_2() -> None:
    game = _cast_voice()
    game.apply(parse_action(game, "choose red"))
    voice = next(o for o in game.state.battlefield if game.state.objects[o].card == "Voice of All")
    assert game.state.objects[voice].chosen == {"color": "R"}
    loaded = loads(dumps(game))
    assert loaded.state.objects[voice].chosen == {"color": "R"}
    assert protections(loaded.state, voice) == ["red"] and "protection:red" in chars(loaded.state, voice).keywords


def test_a_permanent_with_nothing_chosen_has_no_protection_from_the_chosen_color_cr_607_2() -> None:
    game = _game("""
        name: set up
        start:
          players:
            alice:
              battlefield: [Voice of All]
            bob: {}
        script: []
        """)
    voice = game.state.battlefield[0]
    assert protections(game.state, voice) == [] and chars(game.state, voice).keywords == {"flying"}


def test_every_player_sees_the_color_chosen_as_voice_of_all_entered_cr_614_12a() -> None:
    game = _cast_voice()
    game.apply(parse_action(game, "choose red"))
    for viewer in (0, 1):
        seen = [p for p in view(game, viewer).battlefield if p.name == "Voice of All"]
        assert [p.chosen for p in seen] == [("red chosen",)]


@pytest.mark.parametrize(("chosen", "why"), [({"color": "pink"}, "'color': 'pink' is not a color"),
                                              ({"creature_type": "Pirate Ship"}, "is not a creature type"),
                                              ({"opponent": 9}, "is not an opponent"),
                                              ({"flavour": 1}, "'flavour' is no choice made as a permanent enters")])
def test_a_save_with_a_choice_that_can_not_have_been_made_is_refused_naming_the_object_cr_614_12a(
        chosen: dict[str, object], why: str) -> None:
    game = _cast_voice()
    game.apply(parse_action(game, "choose red"))
    doc = json.loads(dumps(game))
    for _, o in doc["state"]["objects"]["v"]:
        if o["card"] == "Voice of All":
            o["chosen"] = chosen
    with pytest.raises(SaveFormatError) as e:
        loads(json.dumps(doc))
    assert ".chosen: " in str(e.value) and why in str(e.value)
