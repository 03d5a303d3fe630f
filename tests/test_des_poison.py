"""Poison counters given by effects (CR 122.1f: "target player gets a poison counter") and the condition on them
("if an opponent has three or more poison counters", corrupted), compiled from real cards and played."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.effects import load_all
from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import compile_face
from oracle_faces import creature_face, data, face

load_all()

PIT_SCORPION = creature_face("Pit Scorpion", "Creature — Scorpion", "Whenever this creature deals damage to a player, "
                             "that player gets a poison counter. (A player with ten or more poison counters loses the "
                             "game.)", "{2}{B}", "1", "1")
PROLOGUE = face("Prologue to Phyresis", "Instant", "Each opponent gets a poison counter.\nDraw a card.", "{1}{U}")
ICHOR_RATS = creature_face("Ichor Rats", "Creature — Phyrexian Rat", "Infect (This creature deals damage to creatures "
                           "in the form of -1/-1 counters and to players in the form of poison counters.)\nWhen this "
                           "creature enters, each player gets a poison counter.", "{1}{B}{B}", "2", "1")
APOSTLE = creature_face("Apostle of Invasion", "Creature — Phyrexian Angel", "Flying\nCorrupted — As long as an "
                        "opponent has three or more poison counters, this creature has double strike.", "{4}{W}{W}",
                        "4", "4")
GLIDER = creature_face("Incisor Glider", "Artifact Creature — Phyrexian Construct", "Flying\nCorrupted — Whenever this "
                       "creature attacks, if an opponent has three or more poison counters, creatures you control get "
                       "+1/+1 until end of turn.", "{1}{W}", "1", "3")


def _play(cards: list[dict[str, Any]], doc: dict[str, Any]) -> list[str]:
    defs = [data(c) for c in cards]
    return run_scenario(load_text(json.dumps({"name": "t", "cards": defs, **doc}), "<test>")[0]).failures


@pytest.mark.parametrize(("card", "player", "amount"), [(PIT_SCORPION, "that_player", 1), (PROLOGUE, "each_opponent", 1),
                                                        (ICHOR_RATS, "each_player", 1)],
                         ids=["that player", "each opponent", "each player"])
def test_a_player_gets_poison_counters_compiles_to_player_counters_cr_122_1f(card: dict[str, Any], player: str,
                                                                            amount: int) -> None:
    d = data(card)
    body = d["spell"] if "spell" in d else next(a["triggered"] for a in d["abilities"] if "triggered" in a)
    assert body["effects"][0] == {"player_counters": {"kind": "poison", "amount": amount, "player": player}}


def test_corrupted_as_long_as_is_the_poison_at_least_condition_cr_122_1f_611_3a() -> None:
    static = data(APOSTLE)["abilities"][0]["static"]["continuous"]
    assert static["if"] == {"poison_at_least": {"count": 3, "whose": "opponent"}}


@pytest.mark.parametrize("text", ["Target player gets X poison counters.", "Target player gets poison counters.",
                                  "Target player gets a poison counter until end of turn.",
                                  "Target player gets a venom counter."])
def test_a_near_miss_of_the_poison_phrases_stays_unparsed(text: str) -> None:
    assert compile_face(face("Near Miss", "Sorcery", text, "{1}")).status != "compiled"


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["Target player", "Each opponent", "Target opponent", "Each player"]),
       st.integers(min_value=1, max_value=9))
def test_any_count_of_poison_counters_given_to_any_player_compiles_to_that_count(who: str, n: int) -> None:
    words = ["a", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    noun = "poison counter" if n == 1 else "poison counters"
    effect = data(face("Generated", "Sorcery", f"{who} gets {words[n - 1]} {noun}.", "{1}"))["spell"]["effects"][0]
    assert effect["player_counters"]["amount"] == n and effect["player_counters"]["kind"] == "poison"


def test_prologue_to_phyresis_gives_each_opponent_a_poison_counter_cr_122_1f() -> None:
    assert _play([PROLOGUE], {
        "start": {"players": {"alice": {"hand": ["Prologue to Phyresis"], "battlefield": [{"card": "Island", "count": 2}],
                                        "library": ["Forest"]}, "bob": {"poison": 2}}},
        "script": ["alice: cast Prologue to Phyresis", "resolve"],
        "expect": {"bob": {"poison": 3}, "alice": {"poison": 0, "hand": ["Forest"]}}}) == []


def test_ten_poison_counters_from_an_effect_make_a_player_lose_cr_122_1f_704_5c() -> None:
    assert _play([PROLOGUE], {
        "start": {"players": {"alice": {"hand": ["Prologue to Phyresis"], "battlefield": [{"card": "Island", "count": 2}],
                                        "library": ["Forest"]}, "bob": {"poison": 9}}},
        "script": ["alice: cast Prologue to Phyresis", "resolve"],
        "expect": {"bob": {"lost": True}, "winner": "alice"}}) == []


@pytest.mark.parametrize(("poison", "power"), [(3, 2), (2, 1)], ids=["corrupted", "not corrupted"])
def test_incisor_glider_pumps_only_while_an_opponent_has_three_poison_counters_cr_122_1f_603_4(poison: int,
                                                                                              power: int) -> None:
    assert _play([GLIDER], {
        "start": {"turn": 2, "players": {"alice": {"battlefield": [{"card": "Incisor Glider", "sick": False}]},
                                         "bob": {"poison": poison}}},
        "script": ["goto declare_attackers", "alice: attack Incisor Glider", "resolve all"],
        "expect": {"permanents": [{"name": "Incisor Glider", "power": power}]}}) == []


@pytest.mark.parametrize(("poison", "strike"), [(3, True), (2, False)], ids=["corrupted", "not corrupted"])
def test_apostle_of_invasion_has_double_strike_while_an_opponent_is_corrupted_cr_122_1f_611_3a(poison: int,
                                                                                              strike: bool) -> None:
    assert _play([APOSTLE], {
        "start": {"players": {"alice": {"battlefield": ["Apostle of Invasion"]}, "bob": {"poison": poison}}},
        "script": [],
        "expect": {"permanents": [{"name": "Apostle of Invasion",
                                   "keywords": ["Flying", "Double strike"] if strike else ["Flying"]}]}}) == []
