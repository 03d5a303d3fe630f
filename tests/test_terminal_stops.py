"""The stop policy (manastack.view.stops): where a player is asked at priority (CR 117.3) and where the game passes."""

from __future__ import annotations

from manastack.actions import Pass
from manastack.core.types import Step
from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.notation import parse_action
from manastack.view.player import view
from manastack.view.stops import Stops, Until

ALICE, BOB = 0, 1


def _position(step: str = "precombat_main", active: str = "alice", alice: str = "{}", bob: str = "{}",
              turn: int = 3) -> Game:
    text = (f"name: a position for the stops\nstart:\n  turn: {turn}\n  active: {active}\n  step: {step}\n"
            f"  players:\n    alice: {alice}\n    bob: {bob}\n")
    return build_game(load_text(text, "stops.yaml")[0])


BOLT_READY = "{battlefield: [Mountain], hand: [Lightning Bolt]}"
BEARS_READY = "{battlefield: [Forest, Forest], hand: [Grizzly Bears]}"


def _asks(game: Game, player: int, stops: Stops | None = None) -> bool:
    return (stops or Stops()).asks(view(game, player))


def test_cr_117_3_by_default_a_player_is_asked_in_their_main_phase_when_they_can_cast_something() -> None:
    assert _asks(_position(alice=BEARS_READY), ALICE)


def test_cr_605_3a_a_player_who_can_only_pass_or_tap_lands_for_mana_is_not_asked() -> None:
    assert not _asks(_position(alice="{battlefield: [Forest, Forest], hand: [Serra Angel]}"), ALICE)


def test_cr_117_3c_a_player_is_not_asked_with_their_own_spell_on_the_stack_unless_they_hold_priority() -> None:
    game = _position(alice="{battlefield: [Mountain, Mountain], hand: [Lightning Bolt, Shock]}")
    game.apply(parse_action(game, "cast Lightning Bolt targeting bob", ALICE))
    assert game.pending is not None and game.pending.player == ALICE and game.pending.kind == "priority"
    stops = Stops()
    assert not stops.asks(view(game, ALICE))
    stops.hold()
    assert stops.asks(view(game, ALICE))
    assert not stops.asks(view(game, ALICE)), "a hold is good for one stop"


def test_cr_117_3_a_player_is_asked_when_an_opponent_s_spell_is_on_the_stack_and_they_can_respond() -> None:
    game = _position(alice=BOLT_READY, bob=BOLT_READY)
    game.apply(parse_action(game, "cast Lightning Bolt targeting bob", ALICE))
    game.apply(Pass())
    assert game.pending is not None and game.pending.player == BOB
    assert _asks(game, BOB)
    assert not _asks(game, BOB, Stops(respond=False))


def test_cr_117_3_a_player_who_cannot_respond_to_an_opponent_s_spell_is_not_asked() -> None:
    game = _position(alice=BOLT_READY, bob="{hand: [Lightning Bolt]}")
    game.apply(parse_action(game, "cast Lightning Bolt targeting bob", ALICE))
    game.apply(Pass())
    assert game.pending is not None and game.pending.player == BOB and not _asks(game, BOB)


def test_cr_506_by_default_a_player_is_not_asked_in_combat_steps_even_with_an_instant_in_hand() -> None:
    for step in ("beginning_of_combat", "upkeep", "draw"):
        assert not _asks(_position(step=step, alice=BOLT_READY), ALICE), step


def test_cr_513_a_player_is_asked_in_the_opponent_s_end_step_with_an_instant_speed_play_by_default() -> None:
    game = _position(step="end", active="bob", alice=BOLT_READY)
    game.apply(Pass())   # bob passes: alice holds priority in bob's end step
    assert game.pending is not None and game.pending.player == ALICE
    assert _asks(game, ALICE)


def test_stops_are_configurable_per_step_of_one_s_own_turn_and_of_the_opponent_s() -> None:
    game = _position(alice=BEARS_READY)
    stops = Stops()
    assert stops.toggle(Step.PRECOMBAT_MAIN, own=True) is False
    assert not stops.asks(view(game, ALICE))
    assert stops.toggle(Step.PRECOMBAT_MAIN, own=True) is True
    assert stops.asks(view(game, ALICE))
    assert stops.toggle(Step.UPKEEP, own=False) is True and "upkeep" in stops.describe()


def test_passing_until_the_end_of_turn_skips_the_stops_of_this_turn_only() -> None:
    game = _position(alice="{battlefield: [Forest, Forest, Forest, Forest], hand: [Grizzly Bears, Grizzly Bears]}")
    stops = Stops()
    stops.pass_until(Until.END_OF_TURN, view(game, ALICE))
    assert not stops.asks(view(game, ALICE))
    _priority_to_step(game, ALICE, Step.POSTCOMBAT_MAIN)
    assert not stops.asks(view(game, ALICE))
    game.state.turn += 1   # the next turn: the pass has ended
    assert stops.asks(view(game, ALICE)) and stops.until is Until.NOTHING


def test_passing_until_my_next_turn_skips_the_opponent_s_end_step() -> None:
    game = _position(step="end", active="bob", alice=BOLT_READY)
    game.apply(Pass())
    stops = Stops()
    stops.pass_until(Until.MY_TURN, view(game, ALICE))
    assert not stops.asks(view(game, ALICE))


def test_passing_until_something_happens_ends_when_the_opponent_casts_a_spell() -> None:
    game = _position(alice=BOLT_READY, bob=BOLT_READY)
    stops = Stops()
    stops.pass_until(Until.SOMETHING_HAPPENS, view(game, BOB))
    game.apply(parse_action(game, "cast Lightning Bolt targeting bob", ALICE))
    game.apply(Pass())
    assert stops.asks(view(game, BOB)) and stops.until is Until.NOTHING


def test_decisions_other_than_priority_are_always_asked() -> None:
    game = _position(step="beginning_of_combat", alice="{battlefield: [Grizzly Bears]}")
    game.apply(Pass())
    game.apply(Pass())
    d = game.pending
    assert d is not None and d.kind == "attack"
    stops = Stops()
    stops.pass_until(Until.END_OF_TURN, view(game, ALICE))
    assert stops.asks(view(game, ALICE))


def test_a_decision_of_another_player_is_never_asked_of_the_viewer() -> None:
    game = _position(alice=BEARS_READY)
    assert not _asks(game, BOB)


def _priority_to_step(game: Game, player: int, step: Step) -> None:
    while not (game.state.step == step and game.pending is not None and game.pending.player == player
               and game.pending.kind == "priority"):
        d = game.pending
        assert d is not None
        game.apply(Pass() if d.kind == "priority" else d.legal_actions()[0])
