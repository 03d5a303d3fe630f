"""Chance as recorded data (docs/architecture.md "Determinism"; OpenSpiel's chance nodes).

A random outcome drawn inside a handler that may still ask a question (a random discard
whose discards then meet a replacement choice, CR 616.1) is recorded as an answer of the
handler's frame, so that a game saved at the question and loaded again, or a handler run
again with its answers, continues identically.
"""

from __future__ import annotations

import textwrap
from typing import Any, Iterator

import pytest

from manastack import events as ev
from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.notation import parse_action
from manastack.rules import replacement
from manastack.serialization import dumps, loads

SCENARIO = """
name: a random discard meets a replacement choice
seed: 11
cards:
  - name: Test Random Discard
    cost: "{B}"
    type: Sorcery
    text: Target player discards two cards at random.
    spell:
      targets: [player]
      effects:
        - discard: {amount: 2, player: target, random: true}
start:
  players:
    alice:
      battlefield: [Swamp]
      hand: [Test Random Discard]
    bob:
      hand: [Grizzly Bears, Lightning Bolt, Forest, Mountain, Giant Growth, Shock]
"""


@pytest.fixture()
def two_discard_replacements(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Two test-only replacement effects that both apply to a discarded card's move (CR 616.1e: the affected
    player chooses which applies first); each leaves the event as it is."""
    real = replacement.applicable

    def applicable(state: Any, e: ev.Event) -> list[replacement.Replacement]:
        out = real(state, e)
        if isinstance(e, ev.ZoneMove) and e.cause == "discard":
            chooser = replacement.affected_player(state, e)
            out += [replacement.Replacement(f"test{i}:{e.obj}", None, f"Test Effect {i}", chooser, "test_same")
                    for i in (1, 2)]
        return out

    monkeypatch.setattr(replacement, "applicable", applicable)
    monkeypatch.setitem(replacement.APPLY, "test_same", lambda state, e, r: [e])
    yield


def _at_the_replacement_choice() -> Game:
    (sc,) = load_text(textwrap.dedent(SCENARIO), "chance.yaml")
    game = build_game(sc)
    game.apply(parse_action(game, "cast Test Random Discard targeting bob"))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(parse_action(game, "pass"))
    return game


def _finish(game: Game) -> list[Any]:
    while game.pending is not None and game.pending.kind == "choose":
        game.apply(game.pending.legal_actions()[0])
    return [e for _, _, e in game.state.events]


def test_a_random_discard_saved_and_loaded_at_a_later_replacement_choice_discards_the_same_cards(
        two_discard_replacements: None) -> None:
    """CR 701.9b (random discard) with 616.1e (the affected player chooses): the chance outcome is an answer."""
    game = _at_the_replacement_choice()
    d = game.pending
    assert d is not None and d.kind == "choose" and d.data.get("what") == "replacement"
    assert d.player == 1   # bob, whose card is discarded, chooses (616.1)
    reference = _finish(game.clone())
    reloaded = _finish(loads(dumps(game)))
    assert reloaded == reference
    discarded = [e for e in reference if isinstance(e, ev.ZoneMove) and e.cause == "discard"]
    assert len(discarded) == 2


def test_the_recorded_chance_outcome_is_part_of_the_saved_frame(two_discard_replacements: None) -> None:
    """Chance is data: the random cards chosen are in the frame's answers, not redrawn on load."""
    game = _at_the_replacement_choice()
    frame = game.state.frames[-1]
    hand = set(game.state.players[1].hand)
    drawn = [a for a in frame.answers if isinstance(a, list)]
    assert len(drawn) == 1 and len(drawn[0]) == 2 and set(drawn[0]) <= hand
