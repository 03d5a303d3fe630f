"""Auras and Equipment (CR 301.5, 303.4, 701.3, 702.5, 702.6, 704.5m-p; rules/attachments.py).

The rules' examples and each sub-rule are scenarios (scenarios/rules_303, scenarios/rules_301); these tests
check what a scenario can't: the card format's errors, the enchant-quality parser, the Attach event's
refusals, and the heuristic agent's choice of host.
"""

from __future__ import annotations

import textwrap

import pytest
from hypothesis import given
from hypothesis import strategies as st

from manastack import events as ev
from manastack.actions import Cast
from manastack.agents import HeuristicAgent
from manastack.agents.heuristic.scoring import Scorer
from manastack.agents.heuristic.view import View
from manastack.cards.loader import CardFormatError, card_from_data
from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.rules.attachments import attachment_action, enchant_spec
from manastack.rules.characteristics import chars
from manastack.rules.perform import perform


def _game(start: str) -> Game:
    return build_game(load_text(f"name: t\nstart:\n{textwrap.indent(textwrap.dedent(start), '  ')}", "t.yaml")[0])


def _aura(**extra: object) -> dict[str, object]:
    return {"name": "Test Aura", "cost": "{W}", "type": "Enchantment — Aura", **extra}


def test_an_aura_without_an_enchant_keyword_is_a_load_error_naming_the_fix_cr_303_4a() -> None:
    with pytest.raises(CardFormatError) as e:
        card_from_data(_aura(), "cards.yaml")
    assert "Test Aura" in str(e.value) and "keywords: [Enchant creature]" in str(e.value)


def test_an_aura_that_enchants_a_player_or_an_opponent_targets_one_as_a_spell_cr_702_5d_303_4a() -> None:
    assert enchant_spec("player") is not None and enchant_spec("player").kind == "player"   # type: ignore[union-attr]
    assert enchant_spec("opponent") is not None and enchant_spec("opponent").kind == "opponent"  # type: ignore[union-attr]
    card_from_data(_aura(keywords=["Enchant player"]), "cards.yaml")   # loads


def test_a_curse_on_a_player_who_left_the_game_is_the_state_based_action_of_cr_303_4c() -> None:
    g = _game("""
        players:
          alice:
            battlefield: [{card: Curse of Death's Hold, id: curse, attached_to: bob}]
          bob: {}
          carol: {}
    """)
    state = g.state
    curse = state.labels["curse"]
    assert attachment_action(state, curse, None, chars(state, curse)) is None
    state.players[1].lost = True
    got = attachment_action(state, curse, None, chars(state, curse))
    assert isinstance(got, ev.ZoneMove) and "303.4c" in got.rules


def test_a_filter_controller_other_than_you_opponent_or_enchanted_player_is_a_load_error() -> None:
    card = {"name": "Q", "type": "Sorcery", "spell": {"effects": [{"destroy": {"what": {"each": {"controller": "me"}}}}]}}
    with pytest.raises(CardFormatError) as e:
        card_from_data(card, "f.yaml:3")
    assert "enchanted_player" in str(e.value) and "'me'" in str(e.value)


def test_an_enchant_quality_the_rules_dont_read_is_a_load_error_listing_what_they_read_cr_702_5a() -> None:
    with pytest.raises(CardFormatError) as e:
        card_from_data(_aura(keywords=["Enchant creature card in a graveyard"]), "cards.yaml")
    assert "creature card in a graveyard" in str(e.value) and "Forest" in str(e.value)


def test_an_equip_cost_that_isnt_mana_is_a_load_error_cr_702_6a() -> None:
    with pytest.raises(CardFormatError) as e:
        card_from_data({"name": "Test Sword", "cost": "{1}", "type": "Artifact — Equipment",
                        "keywords": ["Equip {Q}"]}, "cards.yaml")
    assert "Equip" in str(e.value) and "Test Sword" in str(e.value)


def test_enchant_qualities_become_the_aura_spells_target_cr_303_4a() -> None:
    creature = enchant_spec("creature")
    assert creature is not None and creature.filter.types == ("Creature",)
    forest = enchant_spec("forest")
    assert forest is not None and forest.filter.subtypes == ("Forest",)
    mine = enchant_spec("creature you control")
    assert mine is not None and mine.filter.controller == "you"
    theirs = enchant_spec("creature an opponent controls")
    assert theirs is not None and theirs.filter.controller == "opponent"
    assert enchant_spec("creature card in a graveyard") is None


@given(st.text(max_size=40))
def test_the_enchant_quality_parser_never_crashes_on_any_text(text: str) -> None:
    got = enchant_spec(text) if text.strip() else None
    assert got is None or got.kind == "permanent"


def test_attaching_an_aura_to_a_creature_it_cant_enchant_changes_nothing_cr_701_3b() -> None:
    game = _game("""\
        players:
          alice:
            battlefield: [{card: Grizzly Bears, id: bears}, {card: Holy Strength, id: aura, attached_to: bears},
                          {card: Forest, id: forest}]
          bob: {}
        """)
    s = game.state
    aura, forest, bears = s.labels["aura"], s.labels["forest"], s.labels["bears"]
    stamp, version = s.objects[aura].timestamp, s.chars_version
    assert perform(s, ev.Attach(aura, forest)) is None
    assert perform(s, ev.Attach(aura, bears)) is None          # already attached there: does nothing
    assert s.objects[aura].attached_to == bears and s.objects[aura].timestamp == stamp
    assert s.chars_version == version


def test_an_aura_that_becomes_attached_gets_a_new_timestamp_cr_613_7e() -> None:
    game = _game("""\
        players:
          alice:
            battlefield: [{card: Grizzly Bears, id: bears}, {card: Holy Strength, id: aura, attached_to: bears},
                          {card: Hill Giant, id: giant}]
          bob: {}
        """)
    s = game.state
    aura, giant = s.labels["aura"], s.labels["giant"]
    before = s.objects[aura].timestamp
    assert perform(s, ev.Attach(aura, giant)) == []
    assert s.objects[aura].attached_to == giant and s.objects[aura].timestamp > before
    assert chars(s, giant).toughness == 5 and chars(s, s.labels["bears"]).toughness == 2


def _best_cast(game: Game, card: str) -> Cast:
    assert game.pending is not None
    scorer = Scorer(View(game.state, game.pending.player))
    casts = [a for a in game.pending.legal_actions() if isinstance(a, Cast) and game.state.objects[a.card].card == card]
    assert len(casts) == 2, casts
    return max(casts, key=scorer.cast)


def test_the_heuristic_agent_puts_pacifism_on_the_opponents_creature_and_holy_strength_on_its_own() -> None:
    game = _game("""\
        players:
          alice:
            battlefield: [{card: Plains, count: 2}, {card: Grizzly Bears, id: bears}]
            hand: [Pacifism, Holy Strength]
          bob:
            battlefield: [{card: Hill Giant, id: giant}]
        """)
    s = game.state
    assert _best_cast(game, "Pacifism").targets == (("o", s.labels["giant"]),)
    assert _best_cast(game, "Holy Strength").targets == (("o", s.labels["bears"]),)
    assert HeuristicAgent(seed=1).choose(game) in game.pending.legal_actions()   # type: ignore[union-attr]
