"""Plot (CR 702.170, issue 9 theme cs2): the keyword lines of real cards, the refusals, the special action from the
hand (116.2k) and its timing, and casting the plotted card from exile on a later turn without paying its mana cost
(702.170d), across a save and load."""

from __future__ import annotations

import json

import pytest

from manastack.actions import Cast, Pass, Special
from manastack.effects import load_all
from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.oracle.keywords import keyword_line
from manastack.serialization import dumps, loads

load_all()


@pytest.mark.parametrize("line, keywords", [
    ("plot {1}{R}", ["Plot {1}{R}"]),                                # Cunning Coyote
    ("plot {3}{U}", ["Plot {3}{U}"]),                                # Loan Shark
    ("flying, haste; plot {2}{R}", ["Flying", "Haste", "Plot {2}{R}"]),
])
def test_the_plot_lines_of_real_cards_compile_to_the_keyword_cr_702_170a(line: str, keywords: list[str]) -> None:
    got = keyword_line(line)
    assert got is not None and got[0] == keywords and got[1] == []


@pytest.mark.parametrize("line", ["plot", "plot\u2014pay 3 life", "plot 2"])
def test_near_miss_plot_lines_stay_unparsed_cr_702_170a(line: str) -> None:
    assert keyword_line(line) is None


_DOC = """
name: plot
cards:
  - name: Grizzly Plotter
    cost: "{1}{G}"
    type: Creature — Bear
    power: 2
    toughness: 2
    keywords: ["Plot {G}"]
    text: "Plot {G}"
start:
  step: %s
  players:
    alice:
      battlefield: [{card: Forest, count: 2}]
      hand: [Grizzly Plotter]
      library: [Island, Island, Island]
    bob:
      library: [Island, Island, Island]
"""


def _game(step: str = "precombat_main") -> Game:
    return build_game(load_text(_DOC % step, "<plot>")[0])


def _plots(game: Game) -> list[Special]:
    return [a for a in game.legal_actions() if isinstance(a, Special)]


@pytest.mark.parametrize("step, offered", [("precombat_main", True), ("postcombat_main", True), ("upkeep", False),
                                           ("beginning_of_combat", False)])
def test_plotting_is_offered_only_in_your_main_phase_cr_702_170a(step: str, offered: bool) -> None:
    assert bool(_plots(_game(step))) == offered


def _plotted() -> Game:
    game = _game()
    (plot,) = _plots(game)
    game.apply(plot)
    return game


def test_a_plotted_card_is_in_exile_and_cant_be_cast_the_turn_it_became_plotted_cr_702_170a_702_170d() -> None:
    game = _plotted()
    st = game.state
    (card,) = st.exile
    assert st.objects[card].plotted == st.turn and not st.players[0].hand
    assert not [a for a in game.legal_actions() if isinstance(a, Cast)]


def _to_turn_3_main(game: Game) -> None:
    while not (game.state.turn == 3 and game.state.step.value == "precombat_main"):
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pass)))


def test_a_plotted_card_is_cast_on_a_later_turn_without_paying_its_mana_cost_across_a_save_cr_702_170d() -> None:
    game = _plotted()
    _to_turn_3_main(game)
    copy = loads(dumps(game))
    for g in (game, copy):
        (cast,) = [a for a in g.legal_actions() if isinstance(a, Cast)]
        assert cast.extras == ("plot",)
        g.apply(cast)
    assert json.loads(dumps(game)) == json.loads(dumps(copy))
    st = game.state
    assert len(st.stack) == 1 and not st.exile
    assert all(not st.objects[f].tapped for f in st.battlefield)    # nothing paid
