"""Foretell (CR 702.143, issue 9 theme cs3) and the keyword lines of miracle (702.94): the keyword lines of real cards, the special action from the hand during
its owner's turn (702.143a-b, 116.2h), the card hidden from the other player in exile (406.3), and casting it for its
foretell cost after the turn it was foretold has ended, across a save and load."""

from __future__ import annotations

import json

import pytest

from manastack.actions import Cast, Pass, Special
from manastack.effects import load_all
from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.oracle.keywords import keyword_line
from manastack.savecheck import state_problem
from manastack.serialization import dumps, loads
from manastack.view.player import view

load_all()


@pytest.mark.parametrize("line, keywords", [
    ("foretell {1}{U}", ["Foretell {1}{U}"]),                         # Saw It Coming
    ("foretell {0}", ["Foretell {0}"]),                               # Alrund's Epiphany's kin
    ("flying; foretell {2}{W}", ["Flying", "Foretell {2}{W}"]),
])
def test_the_foretell_lines_of_real_cards_compile_to_the_keyword_cr_702_143a(line: str, keywords: list[str]) -> None:
    got = keyword_line(line)
    assert got is not None and got[0] == keywords and got[1] == []


@pytest.mark.parametrize("line", ["foretell", "foretell\u2014pay 3 life", "foretell 2"])
def test_near_miss_foretell_lines_stay_unparsed_cr_702_143a(line: str) -> None:
    assert keyword_line(line) is None


_DOC = """
name: foretell
cards:
  - name: Foretold Bear
    cost: "{3}{G}"
    type: Creature — Bear
    power: 2
    toughness: 2
    keywords: ["Foretell {G}"]
    text: "Foretell {G}"
start:
  active: %s
  players:
    alice:
      battlefield: [{card: Forest, count: 3}]
      hand: [Foretold Bear]
      library: [Island, Island, Island]
    bob:
      library: [Island, Island, Island]
"""


def _game(active: str = "alice") -> Game:
    return build_game(load_text(_DOC % active, "<foretell>")[0])


def _specials(game: Game) -> list[Special]:
    return [a for a in game.legal_actions() if isinstance(a, Special)]


@pytest.mark.parametrize("active, offered", [("alice", True), ("bob", False)])
def test_foretelling_is_offered_only_during_its_owners_turn_cr_702_143a(active: str, offered: bool) -> None:
    game = _game(active)
    if active == "bob":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pass)))    # alice gets priority
        assert game.pending is not None and game.pending.player == 0
    assert bool(_specials(game)) == offered


def _foretold() -> Game:
    game = _game()
    (special,) = _specials(game)
    game.apply(special)
    return game


def test_a_foretold_card_is_exiled_for_2_and_cant_be_cast_that_turn_cr_702_143a() -> None:
    game = _foretold()
    st = game.state
    (card,) = st.exile
    assert st.objects[card].foretold == st.turn and not st.players[0].hand
    assert sum(st.objects[f].tapped for f in st.battlefield) == 2
    assert not [a for a in game.legal_actions() if isinstance(a, Cast)]
    assert state_problem(st) is None


def test_only_its_owner_sees_a_foretold_card_in_exile_cr_702_143a_406_3() -> None:
    game = _foretold()
    assert view(game, 0).exile[0].name == "Foretold Bear"
    assert view(game, 1).exile[0].name == ""


def test_a_foretold_card_is_cast_for_its_foretell_cost_on_a_later_turn_across_a_save_cr_702_143a() -> None:
    game = _foretold()
    while not (game.state.turn == 3 and game.state.step.value == "precombat_main"):
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    copy = loads(dumps(game))
    for g in (game, copy):
        (cast,) = [a for a in g.legal_actions() if isinstance(a, Cast)]
        assert cast.extras == ("foretell",)
        g.apply(cast)
    assert json.loads(dumps(game)) == json.loads(dumps(copy))
    st = game.state
    assert len(st.stack) == 1 and not st.exile
    assert sum(st.objects[f].tapped for f in st.battlefield) == 1     # {G}, not {3}{G}


@pytest.mark.parametrize("line, keywords", [
    ("miracle {R}", ["Miracle {R}"]),                                  # Thunderous Wrath
    ("miracle {1}{W}", ["Miracle {1}{W}"]),                            # Entreat the Angels' kin
])
def test_the_miracle_lines_of_real_cards_compile_to_the_keyword_cr_702_94a(line: str, keywords: list[str]) -> None:
    got = keyword_line(line)
    assert got is not None and got[0] == keywords and got[1] == []


@pytest.mark.parametrize("line", ["miracle", "reverse miracle {2}", "miracle 2"])
def test_near_miss_miracle_lines_stay_unparsed_cr_702_94a(line: str) -> None:
    assert keyword_line(line) is None


@pytest.mark.parametrize("line, keywords", [
    ("replicate {2}{U}", ["Replicate {2}{U}"]),                        # Vacuumelt
    ("replicate {1}{R}", ["Replicate {1}{R}"]),                        # Pyromatics
])
def test_the_replicate_lines_of_real_cards_compile_to_the_keyword_cr_702_56a(line: str, keywords: list[str]) -> None:
    got = keyword_line(line)
    assert got is not None and got[0] == keywords and got[1] == []


def test_near_miss_replicate_lines_stay_unparsed_cr_702_56a() -> None:
    assert keyword_line("replicate\u2014tap an untapped dalek you control") is None


@pytest.mark.parametrize("line, keywords", [
    ("escalate {2}", ["Escalate {2}"]),                                # Borrowed Malevolence
    ("escalate\u2014discard a card", ["Escalate\u2014discard a card"]),  # Collective Brutality
])
def test_the_escalate_lines_of_real_cards_compile_to_the_keyword_cr_702_120a(line: str, keywords: list[str]) -> None:
    got = keyword_line(line)
    assert got is not None and got[0] == keywords and got[1] == []


def test_near_miss_escalate_lines_stay_unparsed_cr_702_120a() -> None:
    assert keyword_line("escalate\u2014tap an untapped creature you control") is None
