"""Keywords that put counters on their permanent as it enters, with their triggered parts (rules/counter_keywords.py):
bloodthirst (CR 702.54), modular (702.43), fading (702.32), vanishing (702.63)."""

from __future__ import annotations


import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.cards.vocabulary import keyword_problem, keyword_triggers, normalize_keyword
from manastack.effects import load_all
from manastack.oracle.compiler import compile_face
from oracle_faces import creature_face as face, data, scenario_failures as play

load_all()


REAL = [
    ("Bloodrage Vampire", "Creature — Vampire", "Bloodthirst 1 (If an opponent was dealt damage this turn, this "
     "creature enters with a +1/+1 counter on it.)", ["Bloodthirst 1"]),
    ("Arcbound Worker", "Artifact Creature — Construct", "Modular 1 (This creature enters with a +1/+1 counter on "
     "it. When it dies, you may put its +1/+1 counters on target artifact creature.)", ["Modular 1"]),
    ("Blastoderm", "Creature — Beast", "Shroud\nFading 3 (This creature enters with three fade counters on it. At "
     "the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)",
     ["Shroud", "Fading 3"]),
    ("Keldon Marauders", "Creature — Human Warrior", "Vanishing 2 (This creature enters with two time counters on "
     "it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)",
     ["Vanishing 2"]),
    ("Lost Auramancers", "Creature — Human Wizard", "Vanishing 3", ["Vanishing 3"]),
]


@pytest.mark.parametrize("name,type_line,text,keywords", REAL, ids=[r[0] for r in REAL])
def test_a_real_cards_counter_keyword_compiles_to_the_keyword_cr_702_54_702_43_702_32_702_63(
        name: str, type_line: str, text: str, keywords: list[str]) -> None:
    assert data(face(name, type_line, text))["keywords"] == keywords


@pytest.mark.parametrize("text", ["Bloodthirst X", "Modular—Sunburst", "Fading", "Fading X", "Modular 0",
                                  "Bloodthirst", "Vanishing X"])
def test_a_counter_keyword_the_rules_dont_read_stays_unparsed(text: str) -> None:
    assert compile_face(face("Near Miss", "Artifact Creature — Construct", text)).status != "compiled"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["bloodthirst", "modular", "fading", "vanishing"]), st.integers(min_value=1, max_value=30))
def test_any_count_is_read_as_that_count(word: str, n: int) -> None:
    kw = normalize_keyword(f"{word.capitalize()} {n}")
    assert kw == f"{word}:{n}" and keyword_problem(kw) is None


def test_vanishing_is_two_triggered_abilities_with_or_without_a_number_cr_702_63a_702_63b() -> None:
    for kw in ("vanishing:2", "vanishing"):
        upkeep, last = keyword_triggers((kw,))
        assert upkeep.trigger.event == "step" and upkeep.condition is not None
        assert upkeep.condition.kind == "this_has_counter"
        assert last.trigger.event == "last_time_counter_removed"
        assert [e.verb for e in last.body.single.effects] == ["sacrifice"]


def test_bloodthirst_ignores_damage_dealt_to_its_own_controller_cr_702_54a() -> None:
    vampire = face("Bloodrage Vampire", "Creature — Vampire", "Bloodthirst 1", "{2}{B}", "3", "1")
    assert play([vampire], {
        "start": {"players": {"alice": {"battlefield": ["Swamp", "Swamp", "Swamp", "Mountain"],
                                        "hand": ["Bloodrage Vampire", "Shock"]}, "bob": {}}},
        "script": ["alice: cast Shock targeting alice", "resolve", "alice: cast Bloodrage Vampire", "resolve"],
        "expect": {"alice": {"life": 18},
                   "permanents": [{"name": "Bloodrage Vampire", "power": 3, "counters": {}}]}}) == []


def test_modular_counts_the_counters_the_creature_had_as_it_died_cr_702_43a_608_2h() -> None:
    worker = face("Arcbound Worker", "Artifact Creature — Construct", "Modular 1", "{1}", "0", "0")
    assert play([worker], {
        "start": {"players": {"alice": {"battlefield": [{"card": "Arcbound Worker", "counters": {"+1/+1": 3}},
                                                        "Ornithopter"]},
                              "bob": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}}},
        "script": ["pass", "bob: cast Lightning Bolt targeting Arcbound Worker", "resolve", "resolve",
                   "alice: choose yes"],
        "expect": {"permanents": [{"name": "Ornithopter", "power": 3, "toughness": 5,
                                   "counters": {"+1/+1": 3}}]}}) == []


def test_a_vanishing_permanent_whose_last_time_counter_is_removed_is_sacrificed_at_once_cr_702_63a() -> None:
    marauders = face("Keldon Marauders", "Creature — Human Warrior", "Vanishing 2", "{1}{R}", "3", "3")
    assert play([marauders], {
        "start": {"turn": 2, "active": "bob",
                  "players": {"alice": {"battlefield": [{"card": "Keldon Marauders", "counters": {"time": 1}}],
                                        "library": ["Island"] * 3},
                              "bob": {"library": ["Island"] * 3}}},
        "script": ["goto turn 3 draw"],
        "expect": {"alice": {"graveyard": ["Keldon Marauders"]}}}) == []


def test_an_unleash_creature_with_any_plus_one_counter_cant_block_cr_702_98a() -> None:
    cackler = face("Rakdos Cackler", "Creature — Devil", "Unleash", "{B}", "1", "1")
    assert play([cackler], {
        "start": {"turn": 2, "active": "bob",
                  "players": {"alice": {"battlefield": [{"card": "Rakdos Cackler", "counters": {"+1/+1": 2}},
                                                        "Grizzly Bears"]},
                              "bob": {"battlefield": ["Llanowar Elves"]}}},
        "script": ["goto declare_attackers", "bob: attack Llanowar Elves", "goto declare_blockers",
                   "alice: illegal block Llanowar Elves with Rakdos Cackler",
                   "alice: block Llanowar Elves with Grizzly Bears", "goto postcombat_main"],
        "expect": {"bob": {"graveyard": ["Llanowar Elves"]}}}) == []


def test_unleash_compiles_and_takes_no_parameter_cr_702_98a() -> None:
    assert data(face("Rakdos Cackler", "Creature — Devil", "Unleash", "{B}", "1", "1"))["keywords"] == ["Unleash"]
    assert compile_face(face("Near Miss", "Creature — Devil", "Unleash 1")).status != "compiled"
