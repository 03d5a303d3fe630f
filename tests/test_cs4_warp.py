"""Warp (CR 702.185, issue 9 theme cs4): the keyword lines of real cards, casting for the warp cost from the hand only
(702.185a: an alternative cost, 118.9), the permanent exiled at the beginning of the next end step by a delayed
triggered ability (603.7), the warped card (702.185b) cast from exile only after that turn has ended, across a save."""

from __future__ import annotations

import json

import pytest

from manastack.actions import Cast, Pass
from manastack.effects import load_all
from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.oracle.keywords import keyword_line
from manastack.savecheck import state_problem
from manastack.serialization import dumps, loads

load_all()


@pytest.mark.parametrize("line, keywords", [
    ("warp {1}{G}", ["Warp {1}{G}"]),                                 # Germinating Wurm
    ("warp {3}", ["Warp {3}"]),                                       # Bygone Colossus
    ("warp {u/r}", ["Warp {U/R}"]),                                   # Pinnacle Emissary
    ("flying, haste; warp {2}{R}", ["Flying", "Haste", "Warp {2}{R}"]),
])
def test_the_warp_lines_of_real_cards_compile_to_the_keyword_cr_702_185a(line: str, keywords: list[str]) -> None:
    got = keyword_line(line)
    assert got is not None and [k.lower() for k in got[0]] == [k.lower() for k in keywords] and got[1] == []


@pytest.mark.parametrize("line", ["warp", "warp 2", "warp\u2014pay 3 life", "warpspeed {2}"])
def test_near_miss_warp_lines_stay_unparsed_cr_702_185a(line: str) -> None:
    assert keyword_line(line) is None


_DOC = """
name: warp
cards:
  - name: Germinating Wurm
    type: "Creature — Plant Wurm"
    text: "When this creature enters, you gain 2 life.\\nWarp {1}{G} (You may cast this card from your hand for its warp cost. Exile this creature at the beginning of the next end step, then you may cast it from exile on a later turn.)"
    cost: "{4}{G}"
    power: 5
    toughness: 5
    keywords: ["Warp {1}{G}"]
    abilities: [{triggered: {when: {event: enters, who: self}, effects: [{gain_life: {amount: 2}}]}}]
start:
  players:
    alice:
      battlefield: [{card: Forest, count: 5}]
      hand: [Germinating Wurm]
      library: [Forest, Forest, Forest]
    bob:
      library: [Island, Island, Island]
"""


def _pass_until(game: Game, done: object) -> None:
    while not done(game):      # type: ignore[operator]
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pass)))


def _warped() -> Game:
    game = build_game(load_text(_DOC, "<warp>")[0])
    casts = [a for a in game.legal_actions() if isinstance(a, Cast)]
    assert sorted(c.extras for c in casts) == [(), ("warp",)]
    game.apply(next(c for c in casts if c.extras == ("warp",)))
    _pass_until(game, lambda g: g.state.step.value == "end" and not g.state.stack)
    return game


def test_a_permanent_cast_for_its_warp_cost_is_exiled_at_the_next_end_step_a_warped_card_cr_702_185a_b() -> None:
    game = _warped()
    st = game.state
    (card,) = st.exile
    assert st.objects[card].warped == st.turn == 1
    assert [st.objects[o].card for o in st.battlefield].count("Germinating Wurm") == 0
    assert st.players[0].life == 22
    assert not [a for a in game.legal_actions() if isinstance(a, Cast)]     # not this turn (and not at sorcery speed)
    assert state_problem(st) is None


def test_a_warped_card_is_cast_from_exile_for_its_mana_cost_on_a_later_turn_across_a_save_cr_702_185a() -> None:
    game = _warped()
    _pass_until(game, lambda g: g.state.turn == 2 and g.state.step.value == "precombat_main")
    assert not [a for a in game.legal_actions() if isinstance(a, Cast)]     # its owner's, at sorcery speed
    _pass_until(game, lambda g: g.state.turn == 3 and g.state.step.value == "precombat_main")
    copy = loads(dumps(game))
    for g in (game, copy):
        (cast,) = [a for a in g.legal_actions() if isinstance(a, Cast)]
        assert cast.extras == ()            # warp is cast from the hand only (702.185a)
        g.apply(cast)
    assert json.loads(dumps(game)) == json.loads(dumps(copy))
    st = game.state
    assert len(st.stack) == 1 and not st.exile
    assert sum(st.objects[f].tapped for f in st.battlefield) == 5     # {4}{G}
    _pass_until(game, lambda g: g.state.step.value == "end" and not g.state.stack)
    assert [st.objects[o].card for o in game.state.battlefield].count("Germinating Wurm") == 1     # it stays


def test_the_save_check_refuses_a_warped_mark_from_a_turn_not_yet_begun_cr_702_185b() -> None:
    game = _warped()
    st = game.state
    (card,) = st.exile
    st.objects[card].warped = st.turn + 5
    assert state_problem(st) is not None
