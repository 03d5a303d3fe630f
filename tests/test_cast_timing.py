"""A spell whose own text limits when it may be cast (CR 601.3: Dazzling Beauty, Curtain of Light), and the legal
actions cached across steps (the step is part of the key while such a card is in hand)."""

from __future__ import annotations

from manastack.actions import Cast, Pass
from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.notation import parse_action
from manastack.ui.asking import why_not_castable

_START = """name: t
start:
  step: beginning_of_combat
  players:
    alice:
      battlefield: [Phantom Warrior]
    bob:
      battlefield: [{card: Plains, count: 3}]
      hand: [Dazzling Beauty]
"""


def _casts(game: Game) -> list[Cast]:
    d = game.pending
    assert d is not None
    return [a for a in d.options if isinstance(a, Cast)]


def test_dazzling_beauty_is_offered_only_in_the_declare_blockers_step_and_told_why_otherwise_cr_601_3() -> None:
    game = build_game(load_text(_START, "t.yaml")[0])
    state = game.state
    beauty = state.players[1].hand[0]
    offered: dict[str, bool] = {}
    while state.step.value != "postcombat_main":
        d = game.pending
        assert d is not None
        if d.kind == "attack":
            game.apply(parse_action(game, "attack Phantom Warrior"))
            continue
        if d.kind == "priority" and d.player == 1:
            offered[state.step.value] = bool(_casts(game))
            if not offered[state.step.value]:
                assert "601.3" in (why_not_castable(game, 1, beauty) or ""), state.step
        game.apply(Pass())
    assert offered.get("beginning_of_combat") is False and offered.get("declare_attackers") is False
    assert offered.get("declare_blockers") is True
    assert offered.get("combat_damage") is False and offered.get("end_of_combat") is False
