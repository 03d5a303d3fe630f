"""Tampered saved games: every one loads to a consistent game or raises SaveFormatError saying which field is
wrong, never another exception (manastack/serialization.py, manastack/savecheck.py)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any, Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manastack import Game, IllegalAction
from manastack.savecheck import STATE_FIELDS
from manastack.serialization import _SKIP, SaveFormatError, dumps, loads
from manastack.state import GameState

from conftest import new_sample_game


def _saved_game() -> str:
    """A sample game saved mid-game, with objects in every zone and work in progress."""
    game = new_sample_game(6)
    rng = random.Random(6)
    while not (game.state.turn >= 6 and game.state.frames and game.state.frames[0].kind == "events"):
        d = game.pending
        assert d is not None
        game.apply(d.sample(rng))
    return dumps(game)


SAVE = _saved_game()
DOC = json.loads(SAVE)


def tampered(change: Callable[[dict[str, Any]], None]) -> str:
    doc = copy.deepcopy(DOC)
    change(doc)
    return json.dumps(doc)


def refused(text: str) -> str:
    with pytest.raises(SaveFormatError) as e:
        loads(text)
    return str(e.value)


def first_obj(doc: dict[str, Any]) -> dict[str, Any]:
    obj: dict[str, Any] = doc["state"]["objects"]["v"][0][1]
    return obj


def test_the_save_the_tampering_starts_from_loads_and_saves_back_identically() -> None:
    assert dumps(loads(SAVE)) == SAVE


def test_save_format_error_is_a_value_error() -> None:
    assert issubclass(SaveFormatError, ValueError)


def test_every_saved_attribute_of_a_game_state_has_a_type_in_the_schema() -> None:
    fresh = GameState(new_sample_game(1).state.db, ["a", "b"], 0)
    assert set(STATE_FIELDS) == set(fresh.__dict__) - _SKIP - {"rng"}


@pytest.mark.parametrize("change,message", [
    (lambda d: d["state"]["players"][0].update(life=1.5),
     "state.players[0].life: a whole number (int) was expected, not 1.5"),
    (lambda d: d["state"]["players"][1].update(life=True),
     "state.players[1].life: a whole number (int) was expected, not True"),
    (lambda d: d["state"].pop("turn"), "state: the field 'turn' is missing"),
    (lambda d: d["state"].update(mana_burn=1), "state: unknown field 'mana_burn'"),
    (lambda d: first_obj(d).pop("zone"), "state.objects[0][1]: the Obj lacks its field 'zone'"),
    (lambda d: first_obj(d).update(zone={"__t": "Zone", "v": "moon"}), "state.objects[0][1].zone: 'moon' is not a "
                                                                       "Zone"),
    (lambda d: first_obj(d).update(__t="Planeswalker"), "state.objects[0][1]: unknown type 'Planeswalker'"),
    (lambda d: d["state"].update(active=7), "state.active: 7 is not a player (players are numbered 0 to 1)"),
    (lambda d: d["state"].update(priority=-1), "state.priority: -1 is not a player"),
    (lambda d: d["state"]["players"][0]["hand"].append(99999), "state.players[0].hand: object 99999 does not exist"),
    (lambda d: d["state"]["players"][0].update(poison=-3), "state.players[0].poison: -3 is negative"),
    (lambda d: d["state"].update(last_move={"__t": "tuple", "v": 5}), "state.last_move: a tuple holds a list"),
    (lambda d: d["state"].update(objects={"__t": "dict", "v": [[[1], 2]]}), "can't be a set member or a key"),
    (lambda d: d["state"].update(rng={"__t": "tuple", "v": [3, 4]}), "state.rng: not the state of a random "
                                                                     "generator"),
    (lambda d: d["state"].update(players=d["state"]["players"][:1]), "state.players: a game has two or more players"),
    (lambda d: d["state"]["players"][0].update(name=None), "state.players[0].name: a text (str) was expected"),
    (lambda d: d["state"]["frames"][0].update(kind="teleport"),
     "state.frames[0].kind: 'teleport' is not a kind of work the engine does"),
    (lambda d: d["state"]["frames"][0]["answers"].append(3), "state.frames[0].answers[0]: an Action or list[int] was expected"),
    (lambda d: d["state"]["frames"][0]["data"].pop("events"), "state.frames[0].data: the 'events' frame lacks 'events'"),
    (lambda d: d.update(version=2), "saved game version 2 is not 1"),
    (lambda d: d.pop("state"), "the saved game lacks 'state'"),
])
def test_a_tampered_field_is_refused_saying_which_field_and_what_is_wrong(change: Callable[[dict[str, Any]], None],
                                                                         message: str) -> None:
    assert message in refused(tampered(change))


def test_json_nested_a_hundred_thousand_deep_is_refused_not_a_recursion_error() -> None:
    assert "nests too deeply" in refused('{"format": "manastack-game", "state": ' + "[" * 100_000 + "]" * 100_000 + "}")


def test_json_nested_deeper_than_the_limit_inside_a_field_is_refused_with_its_path() -> None:
    message = refused(tampered(lambda d: d["state"].update(labels=json.loads("[" * 150 + "]" * 150))))
    assert message.startswith("state.labels") and "nested more than 100 levels deep" in message


def test_a_truncated_save_is_refused_with_where_the_json_stops() -> None:
    assert refused(SAVE[: len(SAVE) // 2]).startswith("saved game is not JSON: line 1 column")


def test_a_number_too_long_to_read_is_refused() -> None:
    assert refused(SAVE.replace('"turn": ', '"turn": ' + "9" * 5000, 1)).startswith("saved game can't be read")


def test_something_that_is_not_a_save_is_refused() -> None:
    assert refused("[1, 2]").startswith("not a saved manastack game")


# --- fuzz: mutations of a real save ------------------------------------------------------------


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, path + (i,))
    return out


def _saves_with_work_in_progress() -> list[dict[str, Any]]:
    """Saves at decisions of every kind, with frames under way (casts, combat, triggers)."""
    docs: list[dict[str, Any]] = [DOC]
    kinds: set[str] = set()
    for seed in (6, 7):
        game = new_sample_game(seed)
        rng = random.Random(seed)
        while not game.is_over:
            d = game.pending
            assert d is not None
            if len(game.state.frames) > 1 and d.kind not in kinds:
                kinds.add(d.kind)
                docs.append(json.loads(dumps(game)))
            game.apply(d.sample(rng))
    return docs


DOCS = _saves_with_work_in_progress()
# events are many and alike: a sample of their places is enough
PATHS = [[p for p in _paths(doc) if p and p[:2] != ("state", "events")] +
         [p for p in _paths(doc) if p[:2] == ("state", "events")][:100] for doc in DOCS]
VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 300), st.floats(allow_nan=False), st.text(max_size=5),
                   st.just([]), st.just({}), st.just({"__t": "tuple", "v": []}), st.just({"__t": "Obj"}))
OPS = st.sampled_from(["delete", "replace", "bump", "drop", "negate", "scale", "float"])


def _mutate(doc: Any, path: tuple[Any, ...], op: str, value: Any) -> None:
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    old = parent[key]
    if op == "delete":
        if isinstance(parent, dict):
            del parent[key]
        else:
            parent.pop(key)
    elif op == "replace":
        parent[key] = value
    elif isinstance(old, bool) or not isinstance(old, (int, float)):
        parent[key] = value
    else:
        parent[key] = {"bump": old + 1, "drop": old - 1, "negate": -old, "scale": old * 1000, "float": old + 0.5}[op]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_mutation_of_a_save_loads_to_a_playable_game_or_is_refused(data: st.DataObject) -> None:
    which = data.draw(st.integers(0, len(DOCS) - 1), label="save")
    doc = copy.deepcopy(DOCS[which])
    for path, op, value in data.draw(st.lists(st.tuples(st.sampled_from(PATHS[which]), OPS, VALUES), min_size=1,
                                              max_size=3), label="mutations"):
        try:
            _mutate(doc, path, op, value)
        except (KeyError, IndexError, TypeError):
            pass     # an earlier mutation removed the place
    text = json.dumps(doc)
    cut = data.draw(st.one_of(st.none(), st.integers(1, len(text) - 1)), label="cut")
    if cut is not None:
        text = text[:cut]
    try:
        game = loads(text)
    except SaveFormatError as e:
        assert str(e)
        return
    again = dumps(game)
    assert dumps(loads(again)) == again          # the loaded game is a fixpoint of saving
    _play_a_little(game)


def _play_a_little(game: Game) -> None:
    rng = random.Random(0)
    for _ in range(30):
        d = game.pending
        if d is None:
            return
        try:
            game.apply(d.sample(rng))
        except IllegalAction:
            pass


def test_every_kind_of_frame_the_engine_runs_has_a_save_schema() -> None:
    """A frame kind without a schema would make every save holding it refused as tampered."""
    from manastack.effects import load_all  # the rules modules register their frame handlers when imported
    from manastack.rules.engine import HANDLERS
    from manastack.savecheck import FRAME_DATA

    load_all()
    assert sorted(set(HANDLERS) - set(FRAME_DATA)) == []


def test_a_pool_holding_snow_mana_saves_and_loads_cr_107_4h() -> None:
    """Mana a snow source made is a pool kind of its own ("R*", core/mana.py); "X*" or "R**" is no mana."""
    game = new_sample_game(1)
    game.state.players[0].pool.update({"R*": 1, "C*": 2})
    assert loads(dumps(game)).state.players[0].pool == {"R*": 1, "C*": 2}
    assert "is not an amount of mana" in refused(tampered(lambda d: d["state"]["players"][0].update(
        pool={"__t": "dict", "v": [["R**", 1]]})))
