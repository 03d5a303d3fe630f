"""CR 508.4, 508.4a, 508.4d: one way into combat for what enters attacking, whether a card put onto the battlefield
attacking (``ZoneMove.attacking``: ninjutsu, 702.49c) or tokens created attacking (``CreateToken.attacking``:
"tapped and attacking", mobilize, myriad): ``rules/enter_attacking.put_attacking`` as it enters, which checks that
what it would attack can still be attacked (508.4a)."""

from __future__ import annotations

import textwrap

import pytest

from manastack import Game
from manastack import events as ev
from manastack.cards.loader import card_from_data
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.rules.enter_attacking import attackable
from manastack.rules.perform import perform
from manastack.rules.characteristics import token_key

START = """\
turn: 3
active: alice
step: declare_blockers
players:
  alice:
    battlefield: [{card: Grizzly Bears, attacking: bob}]
    hand: [{card: Hill Giant, id: giant}]
  bob:
    battlefield: [{card: Savannah Lions, id: lions}]
"""


def _game(start: str = START) -> Game:
    return build_game(load_text(f"name: t\nstart:\n{textwrap.indent(start, '  ')}", "t.yaml")[0])


def _entered(game: Game) -> int:
    (new,) = [o for o in game.state.battlefield if game.state.objects[o].card == "Hill Giant"]
    return new


def test_a_card_put_onto_the_battlefield_attacking_a_player_is_attacking_and_unblocked_cr_508_4_508_4d() -> None:
    game = _game()
    s = game.state
    perform(s, ev.ZoneMove(s.labels["giant"], "battlefield", tapped=True, attacking=("p", 1)))
    giant = _entered(game)
    assert s.combat is not None and s.combat.attackers[giant] == ("p", 1) and giant not in s.combat.blocked


@pytest.mark.parametrize("attacked", [("o", "lions"), ("p", 0)])
def test_a_card_put_onto_the_battlefield_attacking_what_cant_be_attacked_isnt_attacking_cr_508_4a(
        attacked: tuple[str, str | int]) -> None:
    """Savannah Lions is no planeswalker, alice is no defending player: Hill Giant enters but isn't attacking, as a
    token created attacking either would (the same check, rules/enter_attacking.py)."""
    game = _game()
    s = game.state
    what = ("o", s.labels["lions"]) if attacked[1] == "lions" else ("p", int(attacked[1]))
    assert not attackable(s, what)
    perform(s, ev.ZoneMove(s.labels["giant"], "battlefield", tapped=True, attacking=what))
    assert s.combat is not None and _entered(game) not in s.combat.attackers


def test_a_token_created_attacking_goes_the_same_way_cr_508_4a() -> None:
    game = _game()
    s = game.state
    warrior = card_from_data({"name": "Warrior Token", "type": "Creature — Warrior", "power": 1, "toughness": 1,
                              "colors": ["R"]}, "<test>")
    perform(s, ev.CreateToken(0, token_key(s, warrior), 2, tapped=True,
                              attacking=(("p", 1), ("o", s.labels["lions"]))))
    first, second = s.last_created
    assert s.combat is not None and s.combat.attackers.get(first) == ("p", 1) and second not in s.combat.attackers
