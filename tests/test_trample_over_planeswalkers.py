"""Trample over planeswalkers (CR 702.19c, rules/combat.py), granted here by a resolved effect to Craw Giant; the
scenarios under scenarios/rules_702/ play it with Thrasta, Tempest's Roar (702.19c's example, 702.19e)."""

from __future__ import annotations

import textwrap

import pytest

from manastack.game import Game
from manastack.judge.expect import check
from manastack.judge.scenario import load_text
from manastack.judge.script import ScriptFailure, run_script
from manastack.judge.setup import build_game
from manastack.state import ContinuousEffect

# CR 702.19c's example: a planeswalker with three loyalty counters attacked by a creature without abilities
# (Grizzly Bears, 2/2: it assigns 2) and one with trample over planeswalkers (Craw Giant, 6/4).
_ATTACK = """\
    name: t
    start:
      step: beginning_of_combat
      players:
        alice:
          battlefield: [Grizzly Bears, {card: Craw Giant, id: giant}]
        bob:
          battlefield: [{card: Garruk Wildspeaker, counters: {loyalty: 3}}]
    script:
      - goto declare_attackers
      - alice: attack Grizzly Bears, Craw Giant -> Garruk Wildspeaker
      - goto combat_damage
      - alice: %s
      - goto end_of_combat
    expect:
      bob: {life: %d, graveyard: [Garruk Wildspeaker]}
    """


# Craw Giant alone attacks the planeswalker and Grizzly Bears (bob's) blocks it.
_BLOCKED = """\
    name: t
    start:
      step: beginning_of_combat
      players:
        alice:
          battlefield: [{card: Craw Giant, id: giant}]
        bob:
          battlefield: [Grizzly Bears, {card: Garruk Wildspeaker, counters: {loyalty: 3}}]
    script:
      - goto declare_attackers
      - alice: attack Craw Giant -> Garruk Wildspeaker
      - goto declare_blockers
      - bob: block Craw Giant with Grizzly Bears
      - goto combat_damage
      - alice: %s
      - goto end_of_combat
    expect:
      bob: {life: %d, graveyard: [Grizzly Bears, Garruk Wildspeaker]}
    """


def _run(assign: str, life: int, text: str = _ATTACK) -> Game:
    sc = load_text(textwrap.dedent(text % (assign, life)), "test.yaml")[0]
    game = build_game(sc)
    state = game.state
    giant = state.labels["giant"]
    state.effects.append(ContinuousEffect(state.new_id(), None, 0, "6", state.new_timestamp(), (giant,),
                                          {"keywords": ("trample_over_planeswalkers",)}, "indefinite"))
    state.touch_chars()
    run_script(game, sc.script)
    assert check(game, sc.expect) == []
    return game


def test_excess_beyond_the_loyalty_other_attackers_assign_goes_to_the_planeswalkers_controller_cr_702_19c() -> None:
    _run("assign 1 to Garruk Wildspeaker, 5 to bob", 15)


def test_all_of_it_may_go_to_the_planeswalker_instead_cr_702_19c() -> None:
    _run("assign 6 to Garruk Wildspeaker", 20)


def test_nothing_goes_to_the_controller_before_damage_equal_to_the_loyalty_is_assigned_cr_702_19c() -> None:
    with pytest.raises(ScriptFailure, match="damage equal to its loyalty .* before any is assigned to its controller"):
        _run("assign 6 to bob", 14)


def test_a_blocked_one_assigns_lethal_damage_to_its_blockers_then_the_loyalty_then_the_controller_cr_702_19c() -> None:
    _run("assign 2 to Grizzly Bears, 3 to Garruk Wildspeaker, 1 to bob", 19, _BLOCKED)


def test_a_blocked_one_assigns_nothing_to_the_planeswalker_before_its_blockers_have_lethal_damage_cr_702_19b() -> None:
    with pytest.raises(ScriptFailure, match="every blocker before any is assigned to the planeswalker"):
        _run("assign 1 to Grizzly Bears, 5 to Garruk Wildspeaker", 20, _BLOCKED)
