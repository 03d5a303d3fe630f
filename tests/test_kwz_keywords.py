"""Keywords that act from the hand or the graveyard (issue 9, theme kwz): reinforce (CR 702.77), transmute (702.53),
scavenge (702.97), retrace (702.81), jump-start (702.133), embalm (702.128) and eternalize (702.129): the keyword
lines compiled from real cards' Oracle text, the refusals, the abilities they stand for, and a game saved and loaded
at the retrace discard decision."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from hypothesis import given, settings, strategies as st

from manastack.actions import Cast
from manastack.cards.db import bundled_db
from manastack.cards.vocabulary import keyword_problem, normalize_keyword
from manastack.effects import load_all
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.oracle.keywords import keyword_line
from manastack.rules.casting import activated_abilities
from manastack.rules.embalm import embalmed
from manastack.rules.printed import printed_chars
from manastack.serialization import dumps, loads

load_all()


@pytest.mark.parametrize("line, keywords", [
    ("first strike, reinforce 1\u2014{1}{W}", ["First strike", "Reinforce 1\u2014{1}{W}"]),      # Mosquito Guard
    ("reinforce X\u2014{X}{W}{W}", ["Reinforce X\u2014{X}{W}{W}"]),                              # Swell of Courage
    ("transmute {1}{U}{U}", ["Transmute {1}{U}{U}"]),                                        # Drift of Phantasms
    ("scavenge {0}", ["Scavenge {0}"]),                                                      # Slitherhead
    ("retrace", ["Retrace"]),                                                                # Flame Jab
    ("jump-start", ["Jump-start"]),                                                          # Direct Current
    ("embalm {W}", ["Embalm {W}"]),                                                          # Sacred Cat
    ("eternalize {2}{W}{W}", ["Eternalize {2}{W}{W}"]),                                      # Timeless Dragon
    ("eternalize\u2014{3}{U}{U}, Discard a card.", ["Eternalize\u2014{3}{U}{U}, Discard a card"]),   # Sinuous Striker
])
def test_the_keyword_lines_of_real_cards_compile_to_their_keywords_cr_702(line: str, keywords: list[str]) -> None:
    got = keyword_line(line)
    assert got is not None and got[0] == keywords and got[1] == []


@pytest.mark.parametrize("line", [
    "reinforce\u2014{1}{W}",            # no N (702.77a)
    "reinforce two\u2014{2}{W}",        # N in words
    "reinforce X\u2014{2}{W}",          # X without an X in the cost
    "transmute",                        # no cost (702.53a)
    "scavenge 3",                       # not a mana cost (702.97a)
    "embalm {W}, Sacrifice a creature",     # a cost part embalm never has
    "retrace {R}",                      # retrace takes no parameter (702.81a)
])
def test_near_miss_keyword_lines_stay_unparsed_cr_702(line: str) -> None:
    assert keyword_line(line) is None


@settings(deadline=None)
@given(st.integers(min_value=1, max_value=20), st.integers(min_value=0, max_value=9),
       st.sampled_from(["W", "U", "B", "R", "G"]))
def test_any_reinforce_n_and_mana_cost_is_the_ability_putting_n_counters_cr_702_77a(n: int, generic: int,
                                                                                    color: str) -> None:
    cost = f"{{{generic}}}{{{color}}}"
    kw = normalize_keyword(f"Reinforce {n}\u2014{cost}")
    assert keyword_problem(kw) is None
    card = bundled_db()["Grizzly Bears"]
    c = printed_chars(replace(card, keywords=frozenset({kw})), 0)
    (ab,) = [a for a in activated_abilities(c) if a.zone == "hand"]
    (effect,) = ab.body.single.effects
    assert effect.verb == "put_counters" and effect.args["amount"].constant() == n
    assert ab.cost.discard_self and ab.cost.mana is not None and ab.cost.mana.mana_value == generic + 1


def test_transmute_searches_for_the_mana_value_of_the_card_cr_702_53a() -> None:
    card = bundled_db()["Hill Giant"]       # mana value 4
    c = printed_chars(replace(card, keywords=frozenset({normalize_keyword("Transmute {1}{U}{U}")})), 0)
    (ab,) = [a for a in activated_abilities(c) if a.zone == "hand"]
    (effect,) = ab.body.single.effects
    assert ab.sorcery_speed and effect.verb == "search_library"
    assert effect.args["filter"].mana_value_min == effect.args["filter"].mana_value_max == 4


@pytest.mark.parametrize("eternalize, color, pt", [(False, "W", (2, 2)), (True, "B", (4, 4))])
def test_the_embalmed_and_eternalized_copies_have_no_mana_cost_and_are_zombies_cr_702_128a_702_129a(
        eternalize: bool, color: str, pt: tuple[int, int]) -> None:
    token = embalmed(bundled_db()["Grizzly Bears"], eternalize)
    assert token.cost is None and token.colors == frozenset({color})
    assert "Zombie" in token.subtypes and "Bear" in token.subtypes and (token.power, token.toughness) == pt


_RETRACE = """
name: retrace save
cards:
  - name: Flame Jab
    cost: "{R}"
    type: Sorcery
    keywords: [Retrace]
    text: "Flame Jab deals 1 damage to any target.\\nRetrace"
    spell:
      targets: [any]
      effects: [{damage: {amount: 1, to: target}}]
start:
  players:
    alice:
      battlefield: [Mountain]
      graveyard: [Flame Jab]
      hand: [Forest, Mountain, Grizzly Bears]
    bob: {}
"""


def test_a_game_saved_at_the_retrace_discard_decision_continues_identically_cr_702_81a() -> None:
    game = build_game(load_text(_RETRACE, "<retrace>")[0])
    casts = [a for a in game.legal_actions() if isinstance(a, Cast) and a.extras == ("retrace",)]
    assert casts, "Flame Jab is offered with retrace from the graveyard"
    game.apply(next(a for a in casts if a.targets == (("p", 1),)))
    d = game.pending
    assert d is not None and d.data.get("what") == "discard"
    assert [o.label for o in d.options] == ["Forest", "Mountain"]     # land cards only
    copy = loads(dumps(game))
    for g in (game, copy):
        g.apply(g.legal_actions()[0])
    assert json.loads(dumps(game)) == json.loads(dumps(copy))


_CASCADE = """
name: cascade save
seed: 1
cards:
  - name: Bloodbraid Elf
    cost: "{2}{R}{G}"
    type: Creature — Elf Berserker
    power: 3
    toughness: 2
    keywords: [Haste, Cascade]
    text: "Haste\\nCascade"
start:
  players:
    alice:
      battlefield: [Mountain, Mountain, Forest, Forest]
      hand: [Bloodbraid Elf]
      library: [Island, Forest, %s]
    bob: {}
"""


def _cascade_to_decision(top_spell: str) -> "object":
    game = build_game(load_text(_CASCADE % top_spell, "<cascade>")[0])
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Cast)))
    while game.pending is not None and game.pending.data.get("what") != "may":
        game.apply(next(a for a in game.legal_actions() if type(a).__name__ == "Pass"))
    return game


def test_a_game_saved_at_the_cascade_decision_continues_identically_cr_702_85a_608_2g() -> None:
    game = _cascade_to_decision("Lightning Bolt, Grizzly Bears")
    d = game.pending
    assert d is not None and "Lightning Bolt" in d.prompt and "without paying its mana cost" in d.prompt
    st = game.state
    assert [st.objects[o].card for o in st.exile] == ["Island", "Forest", "Lightning Bolt"]   # exiled this way
    assert st.players[0].library and st.objects[st.players[0].library[0]].card == "Grizzly Bears"
    copy = loads(dumps(game))
    for g in (game, copy):
        g.apply(g.legal_actions()[0])       # yes: cast it; its target asked next
        g.apply(g.legal_actions()[-1])
    assert json.loads(dumps(game)) == json.loads(dumps(copy))


@pytest.mark.parametrize("spell, offered", [
    ("Lightning Bolt, Grizzly Bears", True),    # mana value 1 < 4: found and offered
    ("Serra Angel, Hill Giant", False),         # mana values 5 and 4: not less; all exiled, nothing found
])
def test_cascade_offers_only_a_nonland_card_of_lesser_mana_value_cr_702_85a(spell: str, offered: bool) -> None:
    game = build_game(load_text(_CASCADE % spell, "<cascade>")[0])
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Cast)))
    asked = False
    while game.state.stack:
        d = game.pending
        assert d is not None
        asked = asked or d.data.get("what") == "may"
        game.apply(game.legal_actions()[-1] if d.data.get("what") == "may" else game.legal_actions()[0])
    assert asked == offered
    st = game.state
    assert not st.exile and len(st.players[0].library) == 4      # declined or not found: all back at the bottom


_MADNESS = """
name: madness save
cards:
  - name: Fiery Temper
    cost: "{1}{R}{R}"
    type: Instant
    keywords: ["Madness {R}"]
    text: "Fiery Temper deals 3 damage to any target.\\nMadness {R}"
    spell:
      targets: [any]
      effects: [{damage: {amount: 3, to: target}}]
  - name: Direct Current
    cost: "{1}{R}{R}"
    type: Sorcery
    keywords: [Jump-start]
    text: "Direct Current deals 2 damage to any target.\\nJump-start"
    spell:
      targets: [any]
      effects: [{damage: {amount: 2, to: target}}]
start:
  players:
    alice:
      battlefield: [Mountain, Mountain, Mountain, Mountain]
      graveyard: [Direct Current]
      hand: [Fiery Temper]
    bob: {}
"""


def test_a_game_saved_at_the_madness_decision_continues_identically_cr_702_35a() -> None:
    game = build_game(load_text(_MADNESS, "<madness>")[0])
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Cast) and a.extras == ("jump-start",)
                    and a.targets == (("p", 1),)))
    st = game.state
    assert [st.objects[o].card for o in st.exile] == ["Fiery Temper"]     # discarded into exile (702.35a)
    while game.pending is not None and game.pending.data.get("what") != "may":
        game.apply(next(a for a in game.legal_actions() if type(a).__name__ == "Pass"))
    assert game.pending is not None and "madness cost {R}" in game.pending.prompt
    copy = loads(dumps(game))
    for g in (game, copy):
        g.apply(g.legal_actions()[0])       # yes: cast it; its target asked next
        g.apply(g.legal_actions()[-1])
    assert json.loads(dumps(game)) == json.loads(dumps(copy))
    assert [game.state.objects[o].card for o in game.state.stack][-1] == "Fiery Temper"


@pytest.mark.parametrize("line", ["madness", "madness {R}, Discard a card", "madness 2"])
def test_madness_without_a_mana_cost_stays_unparsed_cr_702_35a(line: str) -> None:
    assert keyword_line(line) is None


@pytest.mark.parametrize("line, keywords", [
    ("rebound", ["Rebound"]),                                    # Staggershock
    ("cascade", ["Cascade"]),                                    # Bloodbraid Elf
    ("madness {1}{R}", ["Madness {1}{R}"]),                      # Fiery Temper's kin
    ("flying, cascade", ["Flying", "Cascade"]),                  # Heralds of Tzeentch
])
def test_the_cast_later_keyword_lines_compile_cr_702_35_702_85_702_88(line: str, keywords: list[str]) -> None:
    got = keyword_line(line)
    assert got is not None and got[0] == keywords


@pytest.mark.parametrize("line", ["rebound {R}", "cascade 2"])
def test_rebound_and_cascade_take_no_parameter_cr_702_85a_702_88a(line: str) -> None:
    assert keyword_line(line) is None
