"""Special actions that end an effect (CR 116.2c): Enraging Licid's "You may pay {R} to end this effect"."""

from __future__ import annotations

import pytest

from manastack import Game, IllegalAction
from manastack.actions import Activate, Pass, Special
from manastack.notation import format_action, parse_action
from manastack.rules.characteristics import chars
from manastack.serialization import dumps, loads


def _licid_enchanting_bears(mountains: int = 2) -> tuple[Game, int]:
    from manastack.judge.scenario import load_text
    from manastack.judge.setup import build_game

    text = f"""name: a licid
start:
  players:
    alice:
      battlefield: [Enraging Licid, Grizzly Bears, {{card: Mountain, count: {mountains}}}]
    bob:
      battlefield: []
"""
    game = build_game(load_text(text, "licid.yaml")[0])
    st = game.state
    licid = next(o for o in st.battlefield if st.objects[o].card == "Enraging Licid")
    bears = next(o for o in st.battlefield if st.objects[o].card == "Grizzly Bears")
    game.apply(Activate(licid, 0, (("o", bears),)))
    game.apply(Pass())
    game.apply(Pass())
    return game, licid


def test_a_licid_aura_offers_its_controller_the_special_action_and_it_round_trips_in_the_notation() -> None:
    # CR 116.2c: the action is offered while the effect lasts and its cost can be paid
    game, licid = _licid_enchanting_bears()
    assert "Aura" in chars(game.state, licid).subtypes
    assert Special(licid) in game.legal_actions()
    text = format_action(game, Special(licid))
    assert text == "special Enraging Licid"
    assert parse_action(game, text) == Special(licid)


def test_the_special_action_is_not_offered_without_the_mana_and_is_refused_with_the_state_unchanged() -> None:
    # CR 116.2c: "You may pay {R}": no red mana, no action; a refused action changes nothing
    game, licid = _licid_enchanting_bears(mountains=1)
    assert Special(licid) not in game.legal_actions()
    before = dumps(game)
    with pytest.raises(IllegalAction, match="116.2"):
        game.apply(Special(licid))
    assert dumps(game) == before


def test_a_game_saved_with_a_licid_aura_loads_with_the_effect_and_the_special_action() -> None:
    # CR 613.1f: the lost ability stays lost after loading (the effect's parts survive JSON)
    game, licid = _licid_enchanting_bears()
    loaded = loads(dumps(game))
    assert loaded.legal_actions() == game.legal_actions()
    assert chars(loaded.state, licid).activated == ()
    loaded.apply(Special(licid))
    c = chars(loaded.state, licid)
    assert c.creature and len(c.activated) == 1 and loaded.state.objects[licid].attached_to is None
