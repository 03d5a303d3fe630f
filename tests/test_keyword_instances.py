"""Multiple instances of a keyword (rules/layers.py): a triggered keyword triggers once for each instance
(CR 702.23c, 702.24b, 702.25b), a redundant keyword counts once (702.2f, 702.9c)."""

from __future__ import annotations

import textwrap

from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.rules.characteristics import chars
from manastack.state import ContinuousEffect


def _game_with(card: str) -> tuple[Game, int]:
    game = build_game(load_text(textwrap.dedent(f"""\
        name: t
        start:
          players:
            alice:
              battlefield: [{{card: {card}, id: it}}]
            bob: {{}}
        """), "test.yaml")[0])
    return game, game.state.labels["it"]


def _grant(game: Game, oid: int, **mods: tuple[str, ...]) -> None:
    """A resolved "target creature gains ..." effect on ``oid`` (CR 611.2c), as the effect verbs leave it."""
    state = game.state
    state.effects.append(ContinuousEffect(state.new_id(), None, 0, "6", state.new_timestamp(), (oid,), dict(mods)))
    state.touch_chars()


def _texts(game: Game, oid: int) -> list[str]:
    return [ab.text for ab in chars(game.state, oid).triggered]


def test_a_creature_with_rampage_that_gains_another_rampage_has_two_rampage_abilities_cr_702_23c() -> None:
    game, giant = _game_with("Craw Giant")
    assert _texts(game, giant) == ["Rampage 2"]
    _grant(game, giant, keywords=("rampage:2",))
    assert _texts(game, giant) == ["Rampage 2", "Rampage 2"]
    assert chars(game.state, giant).keywords >= {"rampage:2", "trample"}


def test_a_creature_with_flanking_that_gains_flanking_twice_has_three_flanking_abilities_cr_702_25b() -> None:
    game, lancer = _game_with("Suq'Ata Lancer")
    _grant(game, lancer, keywords=("flanking",))
    _grant(game, lancer, keywords=("flanking",))
    assert _texts(game, lancer) == ["Flanking"] * 3


def test_two_grants_of_the_same_cumulative_upkeep_are_two_abilities_cr_702_24b() -> None:
    game, bears = _game_with("Grizzly Bears")
    _grant(game, bears, keywords=("cumulative_upkeep:Pay 1 life",))
    _grant(game, bears, keywords=("cumulative_upkeep:Pay 1 life",))
    assert _texts(game, bears) == ["Cumulative upkeep Pay 1 life"] * 2


def test_losing_a_triggered_keyword_loses_every_instance_of_it_cr_613_1f() -> None:
    game, giant = _game_with("Craw Giant")
    _grant(game, giant, keywords=("rampage:2",))
    _grant(game, giant, lose_keywords=("rampage",))
    assert _texts(game, giant) == []
    assert "rampage:2" not in chars(game.state, giant).keywords


def test_a_redundant_keyword_gained_again_is_still_one_keyword_and_no_ability_cr_702_9c() -> None:
    game, giant = _game_with("Craw Giant")
    _grant(game, giant, keywords=("trample", "flying"))
    _grant(game, giant, keywords=("flying",))
    assert _texts(game, giant) == ["Rampage 2"]
    assert chars(game.state, giant).keywords == frozenset({"trample", "flying", "rampage:2"})
