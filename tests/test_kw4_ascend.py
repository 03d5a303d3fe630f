"""Ascend and the city's blessing (CR 702.131, rules/ascend.py): the designation ``Player.citys_blessing`` (the event
``GetsCitysBlessing``), ascend on permanents (checked at once after each batch of events, 702.131b) and on instants
and sorceries (the spell's first instruction, 702.131a), the condition ``citys_blessing``, and the compiler's reading
of "if you have the city's blessing"."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack import events as ev
from manastack.effects import load_all
from manastack.oracle.compiler import compile_face
from manastack.savecheck import state_problem
from manastack.serialization import dumps, loads
from manastack.view.phrases import phrase
from manastack.view.player import view
from oracle_faces import doc_failures, doc_game, creature_face, data

load_all()

_ASCEND = "Ascend (If you control ten or more permanents, you get the city's blessing for the rest of the game.)"
DUSK_CHARGER = creature_face("Dusk Charger", "Creature — Horse",
                             f"{_ASCEND}\nThis creature gets +2/+2 as long as you have the city's blessing.",
                             "{3}{B}", "3", "3")
#: Secrets of the Golden City ("Draw two cards. If you have the city's blessing, draw three cards instead.") written by
#: hand with the same meaning: its ascend is the spell's first instruction, then one draw or the other (CR 702.131a).
SECRETS = {"name": "Secrets of the Golden City", "type": "Sorcery", "cost": "{1}{U}{U}",
           "text": f"{_ASCEND}\nDraw two cards. If you have the city's blessing, draw three cards instead.",
           "keywords": ["Ascend"],
           "spell": {"effects": [{"draw": 2, "if": {"citys_blessing": {"value": False}}},
                                 {"draw": 3, "if": {"citys_blessing": {}}}]}}


play = doc_failures


_game = doc_game


def test_the_keyword_and_the_static_condition_compile_cr_702_131b_611_3a() -> None:
    d = data(DUSK_CHARGER)
    assert d["keywords"] == ["Ascend"]
    assert d["abilities"] == [{"static": {"continuous": {"affects": "self", "power": 2, "toughness": 2,
                                                         "if": {"citys_blessing": {}}}}}]


@pytest.mark.parametrize("text, expected", [
    ("Whenever this creature attacks, if you have the city's blessing, put a +1/+1 counter on it.",
     {"triggered": {"when": {"event": "attacks", "who": "self"}, "if": {"citys_blessing": {}},
                    "effects": [{"put_counters": {"on": "it", "kind": "+1/+1"}}]}}),
    ("{T}: Add {G}, {U}, or {R}. If you don't have the city's blessing, you lose 1 life.",
     {"activated": {"cost": {"tap": True}, "effects": [
         {"add_mana": {"one_of": ["{G}", "{U}", "{R}"]}},
         {"lose_life": {"amount": 1, "player": "you"}, "if": {"citys_blessing": {"value": False}}}]}}),
    ("{5}, {T}: Draw a card. Activate only if you have the city's blessing.",
     {"activated": {"cost": {"mana": "{5}", "tap": True}, "if": {"citys_blessing": {}},
                    "effects": [{"draw": {"amount": 1}}]}}),
])
def test_the_city_s_blessing_is_a_condition_wherever_a_condition_is_read_cr_702_131c(text: str,
                                                                                      expected: dict[str, Any]) -> None:
    d = data(creature_face("Blessing Test", "Creature — Human", f"{_ASCEND}\n{text}"))
    assert d["abilities"][-1] == expected


@pytest.mark.parametrize("text", [
    "Ascend 2",
    "Ascend MagicCon: Chicago",
    "This creature gets +1/+1 as long as you have the Windy City's blessing.",
    "This creature gets +1/+1 as long as an opponent has the city's blessing.",
])
def test_near_misses_stay_unparsed(text: str) -> None:
    assert compile_face(creature_face("Near Miss", "Creature — Human", text)).status != "compiled"


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["This creature gets +2/+2", "This creature has flying", "Creatures you control get +1/+1"]),
       st.booleans())
def test_as_long_as_you_have_the_city_s_blessing_compiles_to_the_condition(static: str, before: bool) -> None:
    """CR 611.3a: a static ability's "as long as" (either side of the sentence) is its ``if``."""
    text = f"As long as you have the city's blessing, {static[0].lower()}{static[1:]}." if before else \
        f"{static} as long as you have the city's blessing."
    d = data(creature_face("Hypo Test", "Creature — Human", f"{_ASCEND}\n{text}"))
    (static,) = d["abilities"]
    assert static["static"]["continuous"]["if"] == {"citys_blessing": {}}


def _charger_game(swamps: int, hand: list[str]) -> dict[str, Any]:
    return {"start": {"players": {"alice": {"battlefield": [{"card": "Dusk Charger", "id": "charger"},
                                                           {"card": "Swamp", "count": swamps}], "hand": hand},
                                  "bob": {}}}}


def test_ten_permanents_give_the_city_s_blessing_at_once_cr_702_131b() -> None:
    doc = {**_charger_game(8, ["Swamp"]), "script": ["alice: play Swamp"],
           "expect": {"permanents": [{"id": "charger", "power": 5, "toughness": 5}], "log_has": ["702.131b"]}}
    assert play(doc, [data(DUSK_CHARGER)]) == []


def test_nine_permanents_give_no_city_s_blessing_cr_702_131b() -> None:
    doc = {**_charger_game(7, ["Swamp"]), "script": ["alice: play Swamp"],
           "expect": {"permanents": [{"id": "charger", "power": 3, "toughness": 3}]}}
    assert play(doc, [data(DUSK_CHARGER)]) == []


def test_an_opponent_s_permanents_dont_count_cr_702_131b() -> None:
    doc = {"start": {"players": {"alice": {"battlefield": [{"card": "Dusk Charger", "id": "charger"},
                                                           {"card": "Swamp", "count": 3}], "hand": ["Swamp"]},
                                 "bob": {"battlefield": [{"card": "Island", "count": 9}]}}},
           "script": ["alice: play Swamp"],
           "expect": {"permanents": [{"id": "charger", "power": 3, "toughness": 3}]}}
    assert play(doc, [data(DUSK_CHARGER)]) == []


def test_ascend_on_a_sorcery_is_its_first_instruction_cr_702_131a() -> None:
    # ten permanents: ascend gives the blessing before the draw instructions are carried out: three cards
    doc = {"start": {"players": {"alice": {"battlefield": [{"card": "Island", "count": 10}],
                                           "hand": ["Secrets of the Golden City"],
                                           "library": ["Island"] * 5}, "bob": {}}},
           "script": ["alice: cast Secrets of the Golden City", "resolve"],
           "expect": {"alice": {"library_count": 2}, "log_has": ["702.131a"]}}
    assert play(doc, [SECRETS]) == []


def test_a_sorcery_with_ascend_and_nine_permanents_gives_no_blessing_cr_702_131a() -> None:
    doc = {"start": {"players": {"alice": {"battlefield": [{"card": "Island", "count": 9}],
                                           "hand": ["Secrets of the Golden City"],
                                           "library": ["Island"] * 5}, "bob": {}}},
           "script": ["alice: cast Secrets of the Golden City", "resolve"],
           "expect": {"alice": {"library_count": 3}}}
    assert play(doc, [SECRETS]) == []


def test_a_sorcery_s_ascend_does_nothing_while_it_is_on_the_stack_cr_702_131a() -> None:
    # a spell ability is done as the spell resolves: ten permanents and the spell on the stack give nothing yet
    game = _game({"start": {"players": {"alice": {"battlefield": [{"card": "Island", "count": 10}],
                                                  "hand": ["Secrets of the Golden City"]}, "bob": {}}},
                  "script": ["alice: cast Secrets of the Golden City"]}, [SECRETS])
    assert not game.state.players[0].citys_blessing


def test_the_designation_is_saved_shown_and_checked_cr_702_131c() -> None:
    game = _game({**_charger_game(8, ["Swamp"]), "script": ["alice: play Swamp"]}, [data(DUSK_CHARGER)])
    assert game.state.players[0].citys_blessing and not game.state.players[1].citys_blessing
    assert view(game.state, 1).players[0].citys_blessing
    again = loads(dumps(game))
    assert again.state.players[0].citys_blessing and state_problem(again.state) is None
    again.state.players[0].citys_blessing = "yes"     # type: ignore[assignment]
    assert "citys_blessing" in (state_problem(again.state) or "")


def test_getting_the_city_s_blessing_is_told_in_the_log_cr_702_131c() -> None:
    game = _game({"start": {"players": {"alice": {}, "bob": {}}}, "script": []}, [])
    said = phrase(game.state, ev.GetsCitysBlessing(0, rules=("702.131b",)), viewer=1)
    assert said is not None and "the city's blessing" in said.text and said.rules == ("702.131b",)


def test_a_player_gets_it_once_for_the_rest_of_the_game_cr_702_131b() -> None:
    # an eleventh permanent gives nothing more: the designation is had, not gained again (one event in the log)
    game = _game({**_charger_game(8, ["Swamp"]), "script": ["alice: play Swamp"]}, [data(DUSK_CHARGER)])
    got = [e for _t, _s, e in game.state.events if isinstance(e, ev.GetsCitysBlessing)]
    assert [e.player for e in got] == [0]
