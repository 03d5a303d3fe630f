"""A player's view of a game (manastack/view/player.py): what one player may know, as a typed value.

CR 400.2: libraries and hands are hidden zones, so a player's view holds their own
hand, the public zones, the sizes of the hidden zones and the pending decision as
far as they may know it; never an opponent's hand or the order of a library.
"""

from __future__ import annotations

import dataclasses
import io
import textwrap
from typing import Any, Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

from manastack import Cast, Game, Pass, sample_deck
from manastack.agents import RandomAgent
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.notation import parse_action
from manastack.ui.board import render_board
from manastack.view.player import CardView, PermanentView, PlayerView, RefView, StackItemView, view


def _position(yaml: str) -> Game:
    return build_game(load_text("name: a position\n" + textwrap.dedent(yaml), "position.yaml")[0])


POSITION = """\
    start:
      players:
        alice:
          battlefield:
            - {card: Grizzly Bears, id: bears, tapped: true, counters: {"+1/+1": 1}, damage: 1}
            - Glorious Anthem
            - Mountain
          hand: [Lightning Bolt]
          library: [Forest, Plains]
        bob:
          battlefield: [Serra Angel]
          hand: [Shock, Colossal Dreadmaw]
          library: [Mountain]
          graveyard: [Searing Spear]
    """


# --- what a player sees -----------------------------------------------------------------------

def test_a_player_sees_their_own_hand_and_only_the_sizes_of_hidden_zones_cr_400_2() -> None:
    game = _position(POSITION)
    alice, bob = view(game, 0), view(game, 1)
    assert [c.name for c in alice.hand] == ["Lightning Bolt"]
    assert alice.hand[0].mana_cost == "{R}" and alice.hand[0].type_line == "Instant"
    assert sorted(c.name for c in bob.hand) == ["Colossal Dreadmaw", "Shock"]
    assert (alice.players[1].hand_size, alice.players[1].library_size) == (2, 1)
    assert (alice.players[0].hand_size, alice.players[0].library_size) == (1, 2)
    assert [c.name for c in alice.players[1].graveyard] == ["Searing Spear"]
    assert alice.players[0].life == 20 and alice.players[1].poison == 0


def test_a_permanent_shows_its_computed_power_and_toughness_and_its_state_cr_613_4c() -> None:
    game = _position(POSITION)
    bears = view(game, 1).permanent(game.state.labels["bears"])
    assert bears is not None
    assert (bears.power, bears.toughness) == (4, 4)              # 2/2, a +1/+1 counter, Glorious Anthem
    assert (bears.printed_power, bears.printed_toughness) == (2, 2)
    assert bears.counters == (("+1/+1", 1),) and bears.damage == 1 and bears.tapped
    assert bears.controller == bears.owner == 0 and bears.creature and not bears.land
    angel = next(p for p in view(game, 1).battlefield if p.name == "Serra Angel")
    assert angel.keywords == ("flying", "vigilance") and angel.controller == 1


def test_the_view_is_a_frozen_value() -> None:
    v = view(_position(POSITION), 0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        v.turn = 5  # type: ignore[misc]
    assert v == view(_position(POSITION), 0)


def test_the_options_of_a_decision_are_in_the_view_only_of_the_player_who_decides_cr_117_1() -> None:
    game = _position(POSITION)
    mine, theirs = view(game, 0).decision, view(game, 1).decision
    assert mine is not None and theirs is not None
    assert mine.kind == theirs.kind == "priority" and mine.player == theirs.player == 0
    assert mine.options is not None and Pass() in mine.options
    assert theirs.options is None and theirs.prompt == mine.prompt
    assert view(game, 1).priority == 0


def test_the_stack_is_shown_top_first_with_targets_cr_405() -> None:
    game = _position(POSITION)
    angel = next(o for o in game.state.battlefield if game.state.objects[o].card == "Serra Angel")
    game.apply(parse_action(game, "cast Lightning Bolt targeting Serra Angel", 0))
    top = view(game, 1).stack[0]
    assert (top.name, top.controller, top.kind) == ("Lightning Bolt", 0, "spell")
    assert top.targets == (RefView("object", angel, "Serra Angel"),)


def test_the_combat_shows_attackers_whom_they_attack_and_whether_blockers_are_declared_cr_508_1() -> None:
    game = _position("""\
        start:
          step: beginning_of_combat
          players:
            alice: {battlefield: [Grizzly Bears]}
            bob: {battlefield: [Savannah Lions]}
        """)
    while game.state.pending is not None and game.state.pending.kind == "priority":
        game.apply(Pass())
    game.apply(parse_action(game, "attack Grizzly Bears", 0))
    combat = view(game, 1).combat
    assert combat is not None and not combat.blockers_declared
    (attack,) = combat.attacks
    assert (attack.attacker.label, attack.defender, attack.blockers) == ("Grizzly Bears", RefView("player", 1, "bob"),
                                                                        ())


def test_two_permanents_that_share_a_name_are_labelled_with_their_ids_which_the_notation_reads() -> None:
    game = _position("""\
        start:
          players:
            alice: {battlefield: [Mountain], hand: [Lightning Bolt]}
            bob: {battlefield: [{card: Grizzly Bears, id: a}, {card: Grizzly Bears, id: b}]}
        """)
    a = game.state.labels["a"]
    labels = sorted(p.label for p in view(game, 0).battlefield if p.name == "Grizzly Bears")
    assert labels == sorted(f"Grizzly Bears (#{game.state.labels[k]})" for k in "ab")
    action = parse_action(game, f"cast Lightning Bolt targeting Grizzly Bears (#{a})", 0)
    assert isinstance(action, Cast) and action.targets == (("o", a),)


def test_an_opponent_s_face_down_permanent_is_a_nameless_2_2_creature_cr_708_2a() -> None:
    game = _position("""\
        start:
          players:
            alice: {battlefield: [{card: Serra Angel, id: morph, face_down: true}]}
            bob: {}
        """)
    oid = game.state.labels["morph"]
    theirs, mine = view(game, 1).permanent(oid), view(game, 0).permanent(oid)
    assert theirs is not None and mine is not None
    assert (theirs.name, theirs.power, theirs.toughness, theirs.keywords) == ("", 2, 2, ())
    assert "Serra Angel" not in theirs.label
    assert mine.name == "Serra Angel"


def test_a_player_who_does_not_exist_has_no_view() -> None:
    with pytest.raises(ValueError, match="there is no player 5: the players are 0 to 1"):
        view(_position(POSITION), 5)


def test_the_board_is_drawn_from_the_view_without_the_opponent_s_hand() -> None:
    game = _position(POSITION)
    buf = io.StringIO()
    Console(file=buf, width=120).print(render_board(view(game, 0)))
    out = buf.getvalue()
    assert "Lightning Bolt" in out and "Serra Angel" in out and "4/4" in out
    assert "Colossal Dreadmaw" not in out and "Shock" not in out
    assert "hand 2" in out and "library 1" in out


# --- never the opponent's hidden cards ------------------------------------------------------------

def _object_ids(value: Any) -> Iterator[int]:
    """Every object id a view holds (cards, permanents, stack items, object references and attachments)."""
    if isinstance(value, (CardView, PermanentView, StackItemView)):
        yield value.id
    if isinstance(value, RefView) and value.kind == "object":
        yield value.id
    if isinstance(value, PermanentView):
        yield from value.attachments
        if value.attached_to is not None:
            yield value.attached_to
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _object_ids(getattr(value, f.name))
    elif isinstance(value, tuple):
        for item in value:
            yield from _object_ids(item)


def _with_other_hidden_cards(game: Game, player: int) -> Game:
    """A copy of ``game`` where ``player``'s hand and library hold other cards, and the library another order."""
    twin = game.clone()
    p = twin.state.players[player]
    hidden = [*p.hand, *p.library]
    names = [twin.state.objects[o].card for o in hidden]
    others = sorted(set(sample_deck("red_burn")) | set(sample_deck("gw_creatures")))
    for o, name in zip(hidden, names):
        twin.state.objects[o].card = others[(others.index(name) + 1) % len(others)]
    p.library.reverse()
    return twin


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_a_player_s_view_never_holds_the_opponent_s_hand_or_library_order_cr_400_2(seed: int) -> None:
    """At every decision of a random game, each player's view holds no object of the opponent's hand or
    library, and is the same whatever cards those are and whatever their order."""
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    compared = 0
    for step in range(300):
        if game.is_over:
            break
        for me, them in ((0, 1), (1, 0)):
            mine = view(game, me)
            hidden = set(game.state.players[them].hand) | set(game.state.players[them].library)
            assert not hidden & set(_object_ids(mine)), f"{me}'s view holds {them}'s hidden cards"
            assert [c.id for c in mine.hand] == game.state.players[me].hand
            if step % 10 == 0:
                assert view(_with_other_hidden_cards(game, them), me) == mine
                compared += 1
        game.apply(agents[game.state.pending.player].choose(game))  # type: ignore[union-attr]
    assert compared


def test_the_comparison_of_views_sees_a_changed_card_in_the_viewer_s_own_hand() -> None:
    """The property above would notice a view that showed the changed cards: a player's own hand does."""
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=3)
    while not game.state.players[0].hand:
        game.apply(game.state.pending.legal_actions()[0])  # type: ignore[union-attr]
    assert view(_with_other_hidden_cards(game, 0), 0) != view(game, 0)
    assert isinstance(view(game, 0), PlayerView)

