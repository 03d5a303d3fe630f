"""The Ring tempts you (CR 701.54): the Ring-bearer chosen, the emblem The Ring's four abilities by the times it has
tempted its owner (701.54c), "whenever the Ring tempts you" (701.54d); compiled from real cards and played."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack import events as ev
from manastack.effects import load_all
from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.script import run_script
from manastack.judge.setup import build_game
from manastack.oracle.compiler import compile_face
from manastack.rules.characteristics import chars
from manastack.rules.pipeline import perform_all
from manastack.rules.ring import ring_bearer
from manastack.savecheck import state_problem
from manastack.serialization import dumps, loads
from manastack.view.player import view
from oracle_faces import creature_face, data, face

load_all()

STALWARTS = creature_face("Stalwarts of Osgiliath", "Creature — Human Soldier", "When this creature enters, the Ring "
                          "tempts you.\nWhenever you draw your second card each turn, put a +1/+1 counter on this "
                          "creature.", "{4}{W}", "4", "3")
BIRTHDAY = face("Birthday Escape", "Sorcery", "Draw a card. The Ring tempts you.", "{U}")


def _played(cards: list[dict[str, Any]], doc: dict[str, Any]) -> Game:
    sc = load_text(json.dumps({"name": "t", "cards": [data(c) for c in cards], **doc}), "<test>")[0]
    game = build_game(sc)
    run_script(game, sc.script)
    return game


def _legendary(game: Game, name: str) -> bool:
    st_ = game.state
    return any("Legendary" in chars(st_, o).supertypes for o in st_.battlefield if st_.objects[o].card == name)


def _game(doc: str, tempted: int = 0, bearer: str | None = None) -> Game:
    sc = load_text("name: ring\n" + doc, "<test>")[0]
    game = build_game(sc)
    if tempted:
        oid = game.state.labels[bearer] if bearer else None
        for _ in range(tempted):
            perform_all(game.state, [ev.RingTempts(0, oid, rules=("701.54a",))])
    run_script(game, sc.script)
    return game


# ---- the Oracle phrases -------------------------------------------------------------------------------------------

def test_the_ring_tempts_you_compiles_to_the_ring_tempts_verb_cr_701_54a() -> None:
    assert data(BIRTHDAY)["spell"]["effects"] == [{"draw": {"amount": 1}}, {"ring_tempts": {}}]
    assert data(STALWARTS)["abilities"][0]["triggered"]["effects"] == [{"ring_tempts": {}}]


def test_whenever_the_ring_tempts_you_is_the_trigger_event_ring_tempts_cr_701_54d() -> None:
    nazgul = creature_face("Nazgûl", "Creature — Wraith Knight", "Deathtouch\nWhen this creature enters, the Ring "
                           "tempts you.\nWhenever the Ring tempts you, put a +1/+1 counter on each Wraith you control.",
                           "{2}{B}", "1", "2")
    assert data(nazgul)["abilities"][1]["triggered"]["when"] == {"event": "ring_tempts", "whose": "you"}


@pytest.mark.parametrize("text", ["The Ring tempts target opponent.", "The Ring tempts you twice.",
                                  "The Ring tempts each player."])
def test_a_near_miss_of_the_rings_phrase_stays_unparsed(text: str) -> None:
    assert compile_face(face("Near Miss", "Sorcery", text, "{1}")).status != "compiled"


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["Draw a card.", "You gain 2 life.", "Scry 1.", "Destroy target creature."]))
def test_the_ring_tempts_you_after_any_instruction_compiles_in_order(first: str) -> None:
    effects = data(face("Generated", "Sorcery", f"{first} The Ring tempts you.", "{1}"))["spell"]["effects"]
    assert effects[-1] == {"ring_tempts": {}} and len(effects) == 2


# ---- the rules ----------------------------------------------------------------------------------------------------

def test_birthday_escape_makes_the_only_creature_its_casters_ring_bearer_cr_701_54a() -> None:
    game = _played([BIRTHDAY], {
        "start": {"players": {"alice": {"hand": ["Birthday Escape"], "battlefield": ["Island", "Grizzly Bears"],
                                        "library": ["Forest"]}, "bob": {}}},
        "script": ["alice: cast Birthday Escape", "resolve"]})
    assert _legendary(game, "Grizzly Bears") and game.state.players[0].ring_tempted == 1


def test_the_ring_tempts_you_with_no_creature_still_tempts_you_cr_701_54d() -> None:
    game = _game("start:\n  players:\n    alice: {}\n    bob: {}\nscript: []\n", tempted=1)
    assert game.state.players[0].ring_tempted == 1 and ring_bearer(game.state, 0) is None


def test_with_two_creatures_the_player_chooses_the_ring_bearer_cr_701_54a() -> None:
    game = _played([BIRTHDAY], {
        "start": {"players": {"alice": {"hand": ["Birthday Escape"],
                                        "battlefield": ["Island", "Grizzly Bears", {"card": "Hill Giant", "id": "g"}],
                                        "library": ["Forest"]}, "bob": {}}},
        "script": ["alice: cast Birthday Escape", "resolve", "alice: choose Hill Giant"]})
    assert _legendary(game, "Hill Giant") and not _legendary(game, "Grizzly Bears")


BEARS_ATTACK = """start:
  turn: 2
  players:
    alice:
      battlefield: [{card: Grizzly Bears, id: bearer, sick: false}]
      hand: [Forest]
      library: [Island, Island]
    bob:
      battlefield: [{card: Hill Giant, id: giant}, {card: Llanowar Elves, id: elves}]
"""


def test_a_ring_bearer_cant_be_blocked_by_a_creature_with_greater_power_cr_701_54c() -> None:
    game = _game(BEARS_ATTACK + "script:\n  - goto declare_attackers\n  - \"alice: attack Grizzly Bears\"\n"
                 "  - goto declare_blockers\n  - \"bob: illegal block Grizzly Bears with Hill Giant\"\n"
                 "  - \"bob: block Grizzly Bears with Llanowar Elves\"\n", tempted=1, bearer="bearer")
    st_ = game.state
    assert "Legendary" in chars(st_, st_.labels["bearer"]).supertypes
    from manastack.rules.block_limits import block_allowed
    assert not block_allowed(st_, st_.labels["giant"], st_.labels["bearer"])
    assert block_allowed(st_, st_.labels["elves"], st_.labels["bearer"])


def test_tempted_twice_the_ring_bearers_attack_draws_then_discards_cr_701_54c() -> None:
    game = _game(BEARS_ATTACK + "script:\n  - goto declare_attackers\n  - \"alice: attack Grizzly Bears\"\n",
                 tempted=2, bearer="bearer")
    top = game.state.objects[game.state.stack[-1]]
    assert top.source_name == "The Ring" and top.controller == 0


def test_tempted_once_the_ring_bearers_attack_triggers_nothing_cr_701_54c() -> None:
    game = _game(BEARS_ATTACK + "script:\n  - goto declare_attackers\n  - \"alice: attack Grizzly Bears\"\n",
                 tempted=1, bearer="bearer")
    assert not game.state.stack


def test_tempted_three_times_the_blocker_of_the_ring_bearer_is_sacrificed_at_end_of_combat_cr_701_54c() -> None:
    game = _game(BEARS_ATTACK + """script:
  - goto declare_attackers
  - "alice: attack Grizzly Bears"
  - resolve
  - "alice: choose Forest"
  - goto declare_blockers
  - "bob: block Grizzly Bears with Llanowar Elves"
  - resolve
  - goto end_of_combat
  - resolve
""", tempted=3, bearer="bearer")
    st_ = game.state
    names = [st_.objects[o].card for o in st_.players[1].graveyard]
    assert "Llanowar Elves" in names


def test_tempted_four_times_the_ring_bearers_combat_damage_drains_each_opponent_cr_701_54c() -> None:
    game = _game(BEARS_ATTACK.replace("{card: Hill Giant, id: giant}, {card: Llanowar Elves, id: elves}", "")
                 + """script:
  - goto declare_attackers
  - "alice: attack Grizzly Bears"
  - resolve
  - "alice: choose Forest"
  - goto combat_damage
  - resolve
""", tempted=4, bearer="bearer")
    assert game.state.players[1].life == 20 - 2 - 3


def test_the_ring_is_saved_loaded_checked_and_shown_cr_701_54c() -> None:
    game = _game(BEARS_ATTACK + "script: []\n", tempted=2, bearer="bearer")
    again = loads(dumps(game))
    assert state_problem(again.state) is None
    info = view(again, 1).players[0]
    assert info.ring_tempted == 2 and info.ring_bearer == again.state.labels["bearer"]
    again.state.players[0].ring_tempted = -1
    assert "ring_tempted" in (state_problem(again.state) or "")
