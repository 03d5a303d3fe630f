"""Backup (CR 702.165, effects/backup.py): the keyword line expanded by the compiler (oracle/keywords.py) into its
triggered ability with the abilities printed below it, and the verb ``backup`` that puts the counters and grants
them to another creature until end of turn."""

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
from manastack.rules.characteristics import chars
from oracle_faces import doc_game, creature_face, data

load_all()


def _backup(n: int) -> str:
    amount = {1: "a +1/+1 counter", 2: "two +1/+1 counters", 3: "three +1/+1 counters"}[n]
    return (f"Backup {n} (When this creature enters, put {amount} on target creature. If that's another creature, it "
            "gains the following ability until end of turn.)")


SKALD = creature_face("Fearless Skald", "Creature — Dwarf Berserker", f"{_backup(1)}\nDouble strike", "{4}{R}", "3",
                      "2")
CRYPTOMANCER = creature_face("Saiba Cryptomancer", "Creature — Human Wizard", f"Flash\n{_backup(1)}\nHexproof",
                             "{2}{U}", "1", "1")
GLOOMFANG = creature_face("Gloomfang Mauler", "Creature — Nightmare",
                          "Swampcycling {2} ({2}, Discard this card: Search your library for a Swamp card, reveal it, "
                          f"put it into your hand, then shuffle.)\n{_backup(2)}\nMenace", "{5}{B}", "4", "4")
SLEDGE = creature_face("Conclave Sledge-Captain", "Creature — Giant Warrior",
                       "Backup 1, backup 1, backup 1\nTrample", "{4}{G}{G}", "4", "4")
SCORN_BLADE = creature_face("Scorn-Blade Berserker", "Creature — Human Berserker",
                            f"{_backup(1)}\n{{1}}, Sacrifice this creature: Draw a card.", "{B}", "0", "1")


def _trigger(d: dict[str, Any]) -> dict[str, Any]:
    (first,) = [a for a in d.get("abilities", []) if "backup" in json.dumps(a)[:200]][:1]
    trig: dict[str, Any] = first["triggered"]
    return trig


def test_backup_is_an_enters_trigger_targeting_a_creature_cr_702_165a() -> None:
    trig = _trigger(data(SKALD))
    assert trig["when"] == {"event": "enters", "who": "self"} and trig["targets"] == ["creature"]
    assert trig["effects"] == [{"backup": {"amount": 1, "keywords": ["Double strike"]}}]


def test_only_the_abilities_printed_below_backup_are_granted_cr_702_165a() -> None:
    d = data(CRYPTOMANCER)      # Flash is printed above backup: not granted; hexproof is below
    assert d["keywords"] == ["Flash", "Hexproof"]
    assert _trigger(d)["effects"] == [{"backup": {"amount": 1, "keywords": ["Hexproof"]}}]
    g = data(GLOOMFANG)         # swampcycling above it, menace below; backup 2 puts two counters
    assert _trigger(g)["effects"] == [{"backup": {"amount": 2, "keywords": ["Menace"]}}]


def test_an_activated_ability_below_backup_is_granted_cr_702_165a() -> None:
    d = data(SCORN_BLADE)
    (granted,) = _trigger(d)["effects"][0]["backup"]["abilities"]
    assert granted == d["abilities"][1] and "activated" in granted


def test_each_backup_instance_is_its_own_trigger_granting_the_non_backup_abilities_cr_702_165a() -> None:
    d = data(SLEDGE)
    trigs = [a["triggered"] for a in d["abilities"]]
    assert len(trigs) == 3 and all(t["effects"] == [{"backup": {"amount": 1, "keywords": ["Trample"]}}] for t in trigs)
    assert d["keywords"] == ["Trample"]


@pytest.mark.parametrize("text", ["Backup", "Backup X", "Backup 0", "Backup one", "Backed up 1"])
def test_near_misses_stay_unparsed(text: str) -> None:
    assert compile_face(creature_face("Near Miss", "Creature — Human", f"{text}\nFlying")).status != "compiled"


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=1, max_value=3), st.lists(st.sampled_from(["Flying", "Vigilance", "Lifelink", "Trample",
                                                                      "Deathtouch"]), min_size=1, max_size=3,
                                                       unique=True))
def test_backup_grants_exactly_the_keyword_lines_below_it(n: int, below: list[str]) -> None:
    d = data(creature_face("Hypo Backup", "Creature — Human", "\n".join([_backup(n), *below])))
    assert _trigger(d)["effects"] == [{"backup": {"amount": n, "keywords": below}}]


_game = doc_game


def _start(hand: str, mana: str, count: int) -> dict[str, Any]:
    return {"turn": 3, "players": {"alice": {"battlefield": [{"card": mana, "count": count},
                                                             {"card": "Grizzly Bears", "id": "bears"}],
                                             "hand": [hand]},
                                   "bob": {"battlefield": [{"card": "Grizzly Bears", "id": "their_bears"}]}}}


def test_another_creature_gets_the_counters_and_the_abilities_until_end_of_turn_cr_702_165a() -> None:
    game = _game({"start": _start("Fearless Skald", "Mountain", 5),
                  "script": ["alice: cast Fearless Skald", "resolve", "alice: choose bears", "resolve"]}, [data(SKALD)])
    s = game.state
    bears = next(o for o in s.battlefield if s.objects[o].card == "Grizzly Bears" and s.objects[o].owner == 0)
    skald = next(o for o in s.battlefield if s.objects[o].card == "Fearless Skald")
    assert s.objects[bears].counters == {"+1/+1": 1} and "double_strike" in chars(s, bears).keywords
    assert s.objects[skald].counters == {} and "double_strike" in chars(s, skald).keywords
    game2 = _game({"start": _start("Fearless Skald", "Mountain", 5),
                   "script": ["alice: cast Fearless Skald", "resolve", "alice: choose bears", "resolve",
                              "goto declare_attackers", "alice: attack none", "goto turn 4 upkeep"]}, [data(SKALD)])
    s2 = game2.state
    bears2 = next(o for o in s2.battlefield if s2.objects[o].card == "Grizzly Bears" and s2.objects[o].owner == 0)
    assert s2.objects[bears2].counters == {"+1/+1": 1} and "double_strike" not in chars(s2, bears2).keywords


def test_an_opponent_s_creature_may_be_the_target_and_gains_the_abilities_cr_702_165a() -> None:
    game = _game({"start": _start("Fearless Skald", "Mountain", 5),
                  "script": ["alice: cast Fearless Skald", "resolve", "alice: choose their_bears", "resolve"]},
                 [data(SKALD)])
    s = game.state
    theirs = next(o for o in s.battlefield if s.objects[o].owner == 1)
    assert s.objects[theirs].counters == {"+1/+1": 1} and "double_strike" in chars(s, theirs).keywords


def test_an_illegal_target_means_no_counters_and_no_abilities_cr_608_2b() -> None:
    # the target is bolted in response: the ability doesn't resolve (nothing to put counters on or grant to)
    doc = {"start": {"turn": 3, "players": {
        "alice": {"battlefield": [{"card": "Mountain", "count": 6}, {"card": "Grizzly Bears", "id": "bears"}],
                  "hand": ["Fearless Skald", "Lightning Bolt"]}, "bob": {}}},
        "script": ["alice: cast Fearless Skald", "resolve", "alice: choose bears",
                   "alice: cast Lightning Bolt targeting bears", "resolve", "resolve"],
        "expect": {"alice": {"graveyard": ["Grizzly Bears", "Lightning Bolt"]},
                   "permanents": [{"name": "Fearless Skald", "counters": {}}]}}
    assert run_scenario(load_text(json.dumps({"name": "t", "cards": [data(SKALD)], **doc}), "<t>")[0]).failures == []


def test_targeting_itself_puts_the_counters_only_cr_702_165a() -> None:
    game = _game({"start": _start("Fearless Skald", "Mountain", 5),
                  "script": ["alice: cast Fearless Skald", "resolve", "alice: choose Fearless Skald", "resolve"]},
                 [data(SKALD)])
    s = game.state
    skald = next(o for o in s.battlefield if s.objects[o].card == "Fearless Skald")
    assert s.objects[skald].counters == {"+1/+1": 1}
    assert not [e for e in s.effects if skald in e.affected]
