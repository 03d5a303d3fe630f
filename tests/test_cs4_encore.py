"""Encore (CR 702.141, issue 9 theme cs4): the keyword's activated ability from the graveyard makes a hasty token copy
for each opponent, which must attack that opponent this turn if able (508.1d: another defender is left it only when it
can't), and which is sacrificed at the beginning of the next end step (603.7a)."""

from __future__ import annotations

from manastack.actions import Activate, Pass
from manastack.effects import load_all
from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.oracle.keywords import keyword_line
from manastack.rules.characteristics import chars
from manastack.rules.goad import goad_requirements
from manastack.savecheck import state_problem

load_all()

_DOC = """
name: encore
cards:
  - name: Trove Tracker
    type: "Creature — Human Pirate"
    text: "When this creature dies, draw a card.\\nEncore {5}{U}{U} ({5}{U}{U}, Exile this card from your graveyard: For each opponent, create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.)"
    cost: "{2}{U}"
    power: 2
    toughness: 2
    keywords: ["Encore {5}{U}{U}"]
    abilities: [{triggered: {when: {event: dies, who: self}, effects: [{draw: {amount: 1}}]}}]
start:
  players:
    alice:
      battlefield: [{card: Island, count: 7}]
      graveyard: [Trove Tracker]
      library: [Island, Island, Island]
    bob:
      battlefield: ["Ajani, Caller of the Pride"]
      library: [Island, Island, Island]
"""


def _encored() -> Game:
    game = build_game(load_text(_DOC, "<encore>")[0])
    (act,) = [a for a in game.legal_actions() if isinstance(a, Activate)
              and game.state.objects[a.card].card == "Trove Tracker"]
    game.apply(act)
    while game.state.stack:
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    return game


def test_the_encore_lines_of_real_cards_compile_to_the_keyword_and_near_misses_dont_cr_702_141a() -> None:
    got = keyword_line("encore {5}{u}{u}")
    assert got is not None and [k.lower() for k in got[0]] == ["encore {5}{u}{u}"]
    assert keyword_line("encore") is None and keyword_line("encore\u2014sacrifice a creature") is None


def test_the_token_copy_must_attack_that_opponent_not_their_planeswalker_cr_702_141a_508_1d() -> None:
    game = _encored()
    st = game.state
    (token,) = [o for o in st.battlefield if st.objects[o].is_token]
    walker = next(o for o in st.battlefield if st.objects[o].card == "Ajani, Caller of the Pride")
    must, cands = goad_requirements(st, {token: [("p", 1), ("o", walker)]})
    assert must == [token] and cands[token] == [("p", 1)]
    assert "haste" in chars(st, token).keywords
    assert state_problem(st) is None


def test_a_token_that_cant_attack_that_opponent_has_no_requirement_cr_508_1d() -> None:
    game = _encored()
    st = game.state
    (token,) = [o for o in st.battlefield if st.objects[o].is_token]
    walker = next(o for o in st.battlefield if st.objects[o].card == "Ajani, Caller of the Pride")
    must, cands = goad_requirements(st, {token: [("o", walker)]})
    assert must == [] and cands[token] == [("o", walker)]
