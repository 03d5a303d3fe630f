"""Copies of spells (CR 707.10, effects/spell_copies.py): Fork."""

from __future__ import annotations

import textwrap

from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.notation import parse_action
from manastack.rules.characteristics import chars

FORK = """\
    name: t
    start:
      players:
        alice:
          battlefield: [{card: Mountain, count: 2}]
          hand: [Fork]
        bob:
          battlefield: [Forest, {card: Serra Angel, id: angel}]
          hand: [Emerald Charm]
    """


def _game() -> Game:
    return build_game(load_text(textwrap.dedent(FORK), "t.yaml")[0])


def test_a_copy_of_a_spell_is_on_the_stack_with_the_original_s_mode_and_target_and_fork_s_colour_cr_707_10() -> None:
    game = _game()
    state = game.state
    angel = state.labels["angel"]
    game.apply(parse_action(game, "pass"))
    game.apply(parse_action(game, f"cast Emerald Charm modes 3 targeting Serra Angel#{angel}"))
    charm = state.stack[-1]
    game.apply(parse_action(game, "pass"))
    game.apply(parse_action(game, "cast Fork targeting Emerald Charm"))
    game.apply(parse_action(game, "pass"))
    game.apply(parse_action(game, "pass"))          # Fork resolves; no other creature: the target is kept, unasked
    assert game.pending is not None and game.pending.kind == "priority"
    copy = state.stack[-1]
    assert copy != charm and state.objects[copy].modes == state.objects[charm].modes
    assert chars(state, copy).colors == frozenset({"R"}) and chars(state, charm).colors == frozenset({"G"})
    assert state.objects[copy].controller == 0 and state.objects[copy].targets == (("o", angel),)
