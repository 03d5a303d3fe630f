"""Suspend (CR 702.62, issue 9 theme cs2): the keyword lines of real cards, the refusals, the special action from the
hand (116.2f) and its timing, the time counters in exile, and a game saved and loaded at the "cast it without paying
its mana cost" decision (608.2g)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from manastack.actions import Cast, Pass, Special
from manastack.cards.vocabulary import keyword_problem, normalize_keyword
from manastack.core.types import Zone
from manastack.effects import load_all
from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.oracle.keywords import keyword_line
from manastack.rules.suspend import suspend_of, suspended
from manastack.serialization import dumps, loads

load_all()


@pytest.mark.parametrize("line, keywords", [
    ("suspend 1\u2014{R}", ["Suspend 1\u2014{R}"]),                       # Rift Bolt
    ("suspend 4\u2014{U}", ["Suspend 4\u2014{U}"]),                       # Ancestral Vision
    ("suspend 3\u2014{0}", ["Suspend 3\u2014{0}"]),                       # Mox Tantalite
    ("flying; suspend 3\u2014{1}{U}", ["Flying", "Suspend 3\u2014{1}{U}"]),   # Riftwing Cloudskate's keywords
])
def test_the_suspend_lines_of_real_cards_compile_to_the_keyword_cr_702_62a(line: str, keywords: list[str]) -> None:
    got = keyword_line(line)
    assert got is not None and got[0] == keywords and got[1] == []


@pytest.mark.parametrize("line", [
    "suspend X\u2014{X}{3}{U}",        # Aeon Chronicler: X (and "X can't be 0") is not supported
    "suspend 0\u2014{R}",              # N above 0
    "suspend\u2014{R}",                # no N
    "suspend 2",                       # no cost
    "suspend 2\u2014Pay 2 life",       # not a mana cost
])
def test_near_miss_suspend_lines_stay_unparsed_cr_702_62a(line: str) -> None:
    assert keyword_line(line) is None


@settings(deadline=None)
@given(st.integers(min_value=1, max_value=30), st.integers(min_value=0, max_value=9),
       st.sampled_from(["W", "U", "B", "R", "G"]))
def test_any_suspend_n_and_mana_cost_is_accepted_and_read_back_cr_702_62a(n: int, generic: int, color: str) -> None:
    kw = normalize_keyword(f"Suspend {n}\u2014{{{generic}}}{{{color}}}")
    assert keyword_problem(kw) is None
    game = build_game(load_text(_doc(f"Suspend {n}\u2014{{{generic}}}{{{color}}}"), "<suspend>")[0])
    card = game.state.players[0].hand[0]
    got = suspend_of(game.state, card)
    assert got is not None and got[0] == n and got[1].mana_value == generic + 1


def _doc(keyword: str = "Suspend 1\u2014{R}", type_: str = "Sorcery", mountains: int = 1, step: str = "precombat_main",
         active: str = "alice") -> str:
    return f"""
name: suspend
cards:
  - name: Rift Bolt
    cost: "{{2}}{{R}}"
    type: {type_}
    keywords: ["{keyword}"]
    text: "Rift Bolt deals 3 damage to any target.\\n{keyword}"
    spell:
      targets: [any]
      effects: [{{damage: {{amount: 3, to: target}}}}]
start:
  active: {active}
  step: {step}
  players:
    alice:
      battlefield: [{{card: Mountain, count: {mountains}}}]
      hand: [Rift Bolt]
      library: [Island, Island, Island]
    bob:
      library: [Island, Island, Island]
"""


def _specials(game: Game) -> list[Special]:
    return [a for a in game.legal_actions() if isinstance(a, Special)]


@pytest.mark.parametrize("type_, step, active, offered", [
    ("Sorcery", "precombat_main", "alice", True),
    ("Sorcery", "upkeep", "alice", False),         # a sorcery couldn't be cast now (307.1)
    ("Sorcery", "precombat_main", "bob", False),   # nor in another player's turn
    ("Instant", "upkeep", "alice", True),          # an instant could (so it can be suspended now)
    ("Instant", "precombat_main", "bob", True),
])
def test_suspending_is_offered_when_the_card_could_be_cast_from_the_hand_cr_702_62a(
        type_: str, step: str, active: str, offered: bool) -> None:
    game = build_game(load_text(_doc(type_=type_, step=step, active=active), "<suspend>")[0])
    if active == "bob":     # alice holds priority in bob's turn once bob passes
        game.apply(Pass())
    assert game.pending is not None and game.pending.player == 0
    assert bool(_specials(game)) == offered


def test_suspending_is_not_offered_when_its_cost_cant_be_paid_cr_702_62a_116_2f() -> None:
    game = build_game(load_text(_doc("Suspend 2\u2014{R}{R}"), "<suspend>")[0])
    assert not _specials(game)


def test_suspending_exiles_the_card_with_n_time_counters_and_uses_no_stack_cr_702_62a_116_2f() -> None:
    game = build_game(load_text(_doc("Suspend 3\u2014{R}"), "<suspend>")[0])
    (special,) = _specials(game)
    game.apply(special)
    st_ = game.state
    (card,) = st_.exile
    assert st_.objects[card].counters == {"time": 3} and suspended(st_, card) and not st_.stack
    assert game.pending is not None and game.pending.player == 0      # she keeps priority (116.3c)


def _at_the_decision() -> Game:
    game = build_game(load_text(_doc(), "<suspend>")[0])
    (special,) = _specials(game)
    game.apply(special)
    while game.pending is not None and game.pending.data.get("what") != "may":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    return game


def test_a_game_saved_at_the_suspend_cast_decision_continues_identically_cr_702_62a_608_2g() -> None:
    game = _at_the_decision()
    d = game.pending 
    assert d is not None and "Rift Bolt" in d.prompt and "without paying its mana cost" in d.prompt
    st_ = game.state 
    (card,) = st_.exile
    assert st_.objects[card].counters.get("time", 0) == 0 and st_.turn == 3
    copy = loads(dumps(game))
    for g in (game, copy):
        g.apply(g.legal_actions()[0])       # yes: cast it; its target asked next
        g.apply(g.legal_actions()[-1])
    assert json.loads(dumps(game)) == json.loads(dumps(copy))
    stack = game.state.stack   
    assert len(stack) == 1 and game.state.objects[stack[0]].extras == ("suspend",)


def test_declining_leaves_the_card_in_exile_with_no_time_counter_cr_702_62a() -> None:
    game = _at_the_decision()
    game.apply(game.legal_actions()[1])     # no
    st_ = game.state 
    (card,) = st_.exile
    assert st_.objects[card].zone == Zone.EXILE and not suspended(st_, card) and not st_.stack
    assert not [a for a in game.legal_actions() if isinstance(a, Cast)]


_SPLIT_SECOND = """
name: suspend under split second
cards:
  - name: Rift Bolt
    cost: "{2}{R}"
    type: Instant
    keywords: ["Suspend 1\u2014{R}"]
    text: "Rift Bolt deals 3 damage to any target.\\nSuspend 1\u2014{R}"
    spell:
      targets: [any]
      effects: [{damage: {amount: 3, to: target}}]
  - name: Sudden Jolt
    cost: "{R}"
    type: Instant
    keywords: [Split second]
    text: "Split second\\nSudden Jolt deals 1 damage to any target."
    spell:
      targets: [any]
      effects: [{damage: {amount: 1, to: target}}]
start:
  players:
    alice:
      battlefield: [Mountain]
      hand: [Rift Bolt]
      library: [Island, Island]
    bob:
      battlefield: [Mountain]
      hand: [Sudden Jolt]
      library: [Island, Island]
"""


def test_a_card_cant_be_suspended_while_a_split_second_spell_is_on_the_stack_cr_702_62c_702_61a() -> None:
    game = build_game(load_text(_SPLIT_SECOND, "<split second>")[0])
    assert _specials(game)          # an instant: suspended whenever it could be cast
    game.apply(Pass())
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Cast) and a.targets == (("p", 0),)))
    assert game.pending is not None and game.pending.player == 1
    game.apply(Pass())
    assert game.pending is not None and game.pending.player == 0 and game.state.stack
    assert not _specials(game)
