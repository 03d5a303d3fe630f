"""The top card of a library (CR 401.5, 305.1: Courser of Kruphix), the chosen opponent's maximum hand size (402.2:
Cursed Rack) and the chosen name's prohibition (602.5: Pithing Needle), seen through the public API."""

from __future__ import annotations

import textwrap

import pytest

from manastack.effects import load_all
from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.notation import NotationError, parse_action
from manastack.rules.turn import max_hand_size
from manastack.serialization import dumps
from manastack.view.player import view

load_all()


def _game(text: str) -> Game:
    return build_game(load_text(textwrap.dedent(text), "test.yaml")[0])


_COURSER = """
    name: courser
    start:
      players:
        alice:
          battlefield: [Courser of Kruphix]
          library: [Mountain, Island]
        bob:
          library: [Forest]
    script: []
    """


def test_every_player_sees_the_top_card_of_a_library_played_revealed_and_no_other_cr_401_5() -> None:
    game = _game(_COURSER)
    for viewer in (0, 1):
        alice, bob = view(game, viewer).players
        assert alice.library_top is not None and (alice.library_top.name, alice.library_top.label) == ("Mountain",
                                                                                                     "Mountain")
        assert bob.library_top is None


def test_without_the_permission_a_land_on_top_of_the_library_cant_be_played_cr_305_1() -> None:
    game = _game(_COURSER.replace("battlefield: [Courser of Kruphix]", "battlefield: [Grizzly Bears]"))
    before = dumps(game)
    with pytest.raises(NotationError):
        parse_action(game, "play Mountain")
    assert dumps(game) == before


def _rack() -> Game:
    return _game("""
        name: rack
        start:
          players:
            alice:
              battlefield: [{card: Swamp, count: 4}]
              hand: [Cursed Rack]
            bob: {}
        script: []
        """)


def test_cursed_rack_makes_only_the_chosen_opponents_maximum_hand_size_four_cr_402_2() -> None:
    game = _rack()
    game.apply(parse_action(game, "cast Cursed Rack"))
    while game.pending is not None and game.pending.kind == "priority" and game.state.stack:
        game.apply(parse_action(game, "pass"))
    assert max_hand_size(game.state, 1) == 4 and max_hand_size(game.state, 0) == 7


def test_activating_a_named_sources_ability_is_refused_naming_pithing_needle_cr_602_5() -> None:
    game = _game("""
        name: needle
        start:
          players:
            alice:
              battlefield: [Prodigal Pyromancer, Mountain]
              hand: [Pithing Needle]
            bob: {}
        script: []
        """)
    game.apply(parse_action(game, "cast Pithing Needle"))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(parse_action(game, "pass"))
    game.apply(parse_action(game, "choose Prodigal Pyromancer"))
    with pytest.raises(NotationError) as e:
        parse_action(game, "activate Prodigal Pyromancer targeting bob")
    assert "Pithing Needle (602.5)" in str(e.value)
