"""Modes another player chooses, with targets (CR 700.2a, 700.2c, 700.2e), and modes chosen more than once on
triggered abilities (700.2d)."""

from __future__ import annotations

from manastack import Game
from manastack.actions import Cast, Choose, Pass
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.serialization import dumps, loads

BARGAIN = """cards:
  - name: Opponent Mode Target Test
    cost: "{2}{B}"
    type: Sorcery
    text: "An opponent chooses one —\\n• You draw two cards.\\n• Destroy target creature."
    spell:
      choose: 1
      chooser: opponent
      modes:
        - targets: [creature]
          effects: [destroy: target]
        - targets: [{creature: {controller: you}}]
          effects: [destroy: target]
"""


def _game(battlefield_bob: str, battlefield_alice: str = "") -> Game:
    text = f"""name: modes
{BARGAIN}start:
  players:
    alice:
      battlefield: [{{card: Swamp, count: 3}}{battlefield_alice}]
      hand: [Opponent Mode Target Test]
      library: [Island, Island]
    bob:
      battlefield: [{battlefield_bob}]
"""
    return build_game(load_text(text, "modes.yaml")[0])


def _casts(game: Game) -> list[Cast]:
    return [a for a in game.legal_actions() if isinstance(a, Cast)]


def test_a_spell_whose_modes_an_opponent_chooses_cant_be_cast_when_no_mode_has_a_legal_target() -> None:
    # CR 700.2a / 700.2e: a mode whose targets can't be chosen can't be chosen, by whoever chooses it
    assert _casts(_game("")) == []
    assert _casts(_game("Hill Giant")) == [Cast(_casts(_game("Hill Giant"))[0].card)]


def test_the_opponent_is_offered_only_the_modes_with_legal_targets_and_the_caster_then_targets() -> None:
    # CR 700.2a, 700.2c, 601.2c: with no creature of alice's only the first mode can be chosen, and only Hill
    # Giant targeted: nobody is asked; with the Bears both modes are bob's to choose, then alice targets
    game = _game("Hill Giant")
    game.apply(_casts(game)[0])
    spell = game.state.objects[game.state.stack[-1]]
    assert spell.modes == (0,) and spell.mode_chooser == 1
    assert [game.state.objects[i].card for _, i in spell.targets] == ["Hill Giant"]
    game2 = _game("Hill Giant", ", Grizzly Bears")
    game2.apply(_casts(game2)[0])
    d2 = game2.pending
    assert d2 is not None and d2.player == 1 and d2.data.get("what") == "mode"
    assert [o.value for o in d2.options] == [0, 1]
    game2.apply(Choose((1,)))
    d3 = game2.pending      # the second mode's target: a creature alice controls, of which there is one
    assert d3 is not None and d3.kind == "priority"
    spell2 = game2.state.objects[game2.state.stack[-1]]
    assert [game2.state.objects[i].card for _, i in spell2.targets] == ["Grizzly Bears"]


def test_a_game_saved_while_the_caster_targets_the_mode_an_opponent_chose_continues_identically() -> None:
    # CR 700.2e: who chose the mode is kept on the spell through a save (savecheck's player fields)
    game = _game("Hill Giant", ", Grizzly Bears")
    game.apply(_casts(game)[0])
    game.apply(Choose((0,)))
    d = game.pending
    assert d is not None and d.player == 0 and d.data.get("what") == "target"
    giant = next(i for i, o in enumerate(d.options) if o.label == "Hill Giant")
    again = loads(dumps(game))
    for g in (game, again):
        g.apply(Choose((giant,)))
        spell = g.state.objects[g.state.stack[-1]]
        assert spell.mode_chooser == 1 and spell.modes == (0,)
        while g.state.stack:
            g.apply(Pass())
        assert [g.state.objects[i].card for i in g.state.players[1].graveyard] == ["Hill Giant"]
    assert dumps(game) == dumps(again)
