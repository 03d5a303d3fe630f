"""Mayhem (CR 702.187, issue 9 theme cs4): the keyword lines of real cards, the turn a card was discarded remembered
only in a game with mayhem (a sound guard: nothing else reads it), casting from the graveyard for the mayhem cost the
turn it was discarded (702.187b), across a save."""

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
    ("mayhem {b}", ["Mayhem {B}"]),                                   # Swarm, Being of Bees
    ("mayhem {2}{b/r}", ["Mayhem {2}{B/R}"]),                         # Ultimate Green Goblin
    ("flash; mayhem {1}{r}", ["Flash", "Mayhem {1}{R}"]),
])
def test_the_mayhem_lines_of_real_cards_compile_to_the_keyword_cr_702_187b(line: str, keywords: list[str]) -> None:
    got = keyword_line(line)
    assert got is not None and [k.lower() for k in got[0]] == [k.lower() for k in keywords] and got[1] == []


@pytest.mark.parametrize("line", ["mayhem", "mayhem 2", "mayhem\u2014discard a card"])
def test_near_miss_mayhem_lines_stay_unparsed_cr_702_187b_c(line: str) -> None:
    assert keyword_line(line) is None       # 702.187c's bare "Mayhem" (a land played from the graveyard) is refused


_SWARM = """
  - name: "Swarm, Being of Bees"
    type: "Legendary Creature — Insect Villain"
    text: "Flash\\nFlying\\nMayhem {B} (You may cast this card from your graveyard for {B} if you discarded it this turn. Timing rules still apply.)"
    cost: "{2}{B}"
    power: 2
    toughness: 2
    keywords: ["Flash", "Flying", "Mayhem {B}"]
"""

_DOC = """
name: mayhem
cards: %s
start:
  active: bob
  players:
    alice:
      battlefield: [Swamp]
      hand: [%s, Island]
      library: [Island, Island, Island]
    bob:
      battlefield: [{card: Swamp, count: 3}]
      hand: [Mind Rot]
      library: [Island, Island, Island]
"""


def _discarded(with_mayhem: bool = True) -> Game:
    doc = _DOC % ((_SWARM, '"Swarm, Being of Bees"') if with_mayhem else ("[]", "Grizzly Bears"))
    game = build_game(load_text(doc, "<mayhem>")[0])
    (rot,) = [a for a in game.legal_actions() if isinstance(a, Cast) and a.targets == (("p", 0),)]
    game.apply(rot)
    while game.state.stack:
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    if game.pending is not None and game.pending.player == 1:
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    return game


def test_a_discarded_card_remembers_the_turn_only_in_a_game_with_mayhem_cr_702_187b() -> None:
    st = _discarded().state
    assert sorted(st.objects[o].discarded for o in st.players[0].graveyard) == [1, 1]
    assert state_problem(st) is None
    plain = _discarded(with_mayhem=False).state
    assert [plain.objects[o].discarded for o in plain.players[0].graveyard] == [0, 0]


def test_a_card_discarded_this_turn_is_cast_for_its_mayhem_cost_across_a_save_cr_702_187b() -> None:
    game = _discarded()
    assert game.pending is not None and game.pending.player == 0
    copy = loads(dumps(game))
    for g in (game, copy):
        (cast,) = [a for a in g.legal_actions() if isinstance(a, Cast)]
        assert cast.extras == ("mayhem",)
        g.apply(cast)
    assert json.loads(dumps(game)) == json.loads(dumps(copy))
    st = game.state
    assert len(st.stack) == 1 and [st.objects[o].card for o in st.players[0].graveyard] == ["Island"]
