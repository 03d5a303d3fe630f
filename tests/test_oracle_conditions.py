"""The Oracle grammar's part "conditions" (issue 9): one condition grammar for an intervening "if" (CR 603.4), a
conditional instruction (608.2c) and "If ..., ... instead" (614.15) — real cards' Oracle text to the card data they
compile to, refusals of near misses, generated conditions, and the new conditions played in scenarios."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import _parse, compile_face
from manastack.oracle.terms import Unsupported
from oracle_faces import data


def face(name: str, type_line: str, text: str, cost: str = "{2}", power: str | None = "2",
         toughness: str | None = "2") -> dict[str, Any]:
    types = [t for t in type_line.split("—")[0].split() if t not in ("Legendary", "Snow")]
    if "Creature" not in types:
        power = toughness = None
    return {"name": name, "type": type_line, "types": types, "text": text, "manaCost": cost, "power": power,
            "toughness": toughness, "layout": "normal"}


def play(cards: list[dict[str, Any]], doc: dict[str, Any]) -> list[str]:
    """Run a scenario with these compiled cards; its failures."""
    defs = [data(c) for c in cards]
    result = run_scenario(load_text(json.dumps({"name": "t", "cards": defs, **doc}), "<test>")[0])
    return result.failures


# ---- intervening "if" of real cards (CR 603.4) ---------------------------------------------------------------------

_TRIGGER_IFS = [
    (face("Tidecaller Mentor", "Creature — Rat Wizard", "Menace\nThreshold — When this creature enters, if there are "
          "seven or more cards in your graveyard, return up to one target nonland permanent to its owner's hand.",
          "{1}{U}{B}", "3", "3"),
     {"graveyard_at_least": {"count": 7}}),
    (face("Airdrop Aeronauts", "Creature — Dwarf Scout", "Flying\nRevolt — When this creature enters, if a permanent "
          "left the battlefield under your control this turn, you gain 5 life.", "{3}{W}{W}", "4", "3"),
     {"permanent_left_this_turn": {}}),
    (face("Angelic Accord", "Enchantment", "At the beginning of each end step, if you gained 4 or more life this "
          "turn, create a 4/4 white Angel creature token with flying.", "{3}{W}"),
     {"life_gained_this_turn_at_least": 4}),
    (face("Ruin-Lurker Bat", "Creature — Bat", "Flying, lifelink\nAt the beginning of your end step, if you descended "
          "this turn, scry 1. (You descended if a permanent card was put into your graveyard from anywhere.)",
          "{1}{B}", "1", "1"),
     {"descended_this_turn": True}),
    (face("Demolisher Spawn", "Enchantment Creature — Horror", "Trample, haste\nDelirium — Whenever this creature "
          "attacks, if there are four or more card types among cards in your graveyard, other attacking creatures "
          "get +4/+4 until end of turn.", "{5}{R}{R}", "7", "7"),
     {"graveyard_card_types_at_least": 4}),
]


@pytest.mark.parametrize(("card", "cond"), _TRIGGER_IFS, ids=[c["name"] for c, _ in _TRIGGER_IFS])
def test_an_intervening_if_of_the_condition_grammar_becomes_the_abilitys_condition_cr_603_4(
        card: dict[str, Any], cond: dict[str, Any]) -> None:
    (ab,) = [a["triggered"] for a in data(card)["abilities"] if "triggered" in a]
    assert ab["if"] == cond


def test_an_if_sentence_first_in_a_triggered_ability_is_its_intervening_if_not_a_conditional_effect_cr_603_4() -> None:
    term = _parse("when this enters, if it's your turn, draw a card.")
    assert term["if"] == {"your_turn": True}
    assert term["clauses"] == [("draw", {"amount": 1})]


# ---- conditional instructions (CR 608.2c) ----------------------------------------------------------------------------

_EFFECT_IFS = [
    (face("Fated Conflagration", "Instant", "Fated Conflagration deals 5 damage to target creature or planeswalker. "
          "If it's your turn, scry 2.", "{1}{R}{R}{R}"),
     [{"damage": {"amount": 5, "to": "target"}}, {"scry": {"amount": 2}, "if": {"your_turn": True}}]),
    (face("Night Market Lookout", "Instant", "Draw a card. If you control an artifact, you gain 2 life.", "{1}{U}"),
     [{"draw": {"amount": 1}}, {"gain_life": {"amount": 2}, "if": {"controls": {"types": ["Artifact"]}}}]),
    (face("Rising Tally", "Sorcery", "You gain X life. If X is 5 or more, draw a card.", "{X}{W}"),
     [{"gain_life": {"amount": "X"}}, {"draw": {"amount": 1}, "if": {"x_at_least": 5}}]),
    (face("Late Scout", "Sorcery", "Draw a card if a creature died this turn.", "{B}"),
     [{"draw": {"amount": 1}, "if": {"creature_died_this_turn": True}}]),
]


@pytest.mark.parametrize(("card", "effects"), _EFFECT_IFS, ids=[c["name"] for c, _ in _EFFECT_IFS])
def test_if_condition_comma_instruction_is_an_effect_with_a_condition_checked_as_it_resolves_cr_608_2c(
        card: dict[str, Any], effects: list[Any]) -> None:
    assert data(card)["spell"]["effects"] == effects


def test_if_condition_instead_replaces_the_instruction_about_the_same_target_cr_614_15() -> None:
    krosa = face("Might of Old Krosa", "Instant", "Target creature gets +2/+2 until end of turn. If you cast this "
                 "spell during your main phase, that creature gets +4/+4 until end of turn instead.", "{G}")
    assert data(krosa)["spell"]["effects"] == [
        {"pump": {"to": "target", "power": 2, "toughness": 2}, "if": {"not": {"cast_in_main_phase": True}}},
        {"pump": {"to": "target", "power": 4, "toughness": 4}, "if": {"cast_in_main_phase": True}}]


def test_an_instead_line_of_its_own_is_joined_to_the_instruction_before_it_cr_614_15() -> None:
    impulse = face("Fiery Impulse", "Instant", "Fiery Impulse deals 2 damage to target creature.\nSpell mastery — If "
                   "there are two or more instant and/or sorcery cards in your graveyard, Fiery Impulse deals 3 damage "
                   "instead.", "{R}")
    mastery = {"graveyard_at_least": {"count": 2, "filter": {"types_any": ["Instant", "Sorcery"]}}}
    assert data(impulse)["spell"]["effects"] == [
        {"damage": {"amount": 2, "to": "target"}, "if": {"not": mastery}},
        {"damage": {"amount": 3, "to": "target"}, "if": mastery}]


def test_instruction_unless_condition_is_the_instruction_while_the_condition_is_false_cr_608_2c() -> None:
    demon = face("Mindwrack Demon", "Creature — Demon", "Flying, trample\nWhen this creature enters, mill four cards."
                 "\nDelirium — At the beginning of your upkeep, you lose 4 life unless there are four or more card "
                 "types among cards in your graveyard.", "{2}{B}{B}", "4", "5")
    upkeep = data(demon)["abilities"][1]["triggered"]
    assert upkeep["effects"] == [{"lose_life": {"amount": 4, "player": "you"},
                                  "if": {"not": {"graveyard_card_types_at_least": 4}}}]


@pytest.mark.parametrize(("graveyard", "life"), [(["Island", "Grizzly Bears", "Shock", "Ornithopter"], 20),
                                                 (["Island", "Grizzly Bears", "Shock"], 16)])
def test_delirium_counts_card_types_not_cards_in_your_graveyard_cr_205_2a(graveyard: list[str], life: int) -> None:
    demon = face("Upkeep Demon", "Creature — Demon", "At the beginning of your upkeep, you lose 4 life unless there "
                 "are four or more card types among cards in your graveyard.", "{2}{B}{B}", "4", "5")
    assert play([demon], {
        "start": {"turn": 1, "step": "untap", "players": {
            "alice": {"battlefield": ["Upkeep Demon"], "graveyard": graveyard}, "bob": {}}},
        "script": ["goto draw"], "expect": {"alice": {"life": life}}}) == []


# ---- refusals: near misses stay unparsed -----------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Draw a card. If you control one or more artifacts, you gain 2 life.",     # "one or more": not read
    "Draw a card. If you control a spell, you gain 2 life.",                   # a spell is not controlled here
    "Draw a card. If it's your turn, draw two cards and you lose 2 life, then scry 1.",
    "This spell deals 2 damage to each creature. If you control a Wizard, it deals 3 damage instead.",
    "Draw a card. If you control three or more, you gain 2 life.",
])
def test_near_miss_conditions_stay_unparsed(text: str) -> None:
    assert compile_face(face("Near Miss", "Sorcery", text, "{1}")).status == "unparsed"


# ---- generated conditions: every count the grammar reads round-trips ---------------------------------------------------

_COUNT_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


@settings(max_examples=25, deadline=None)
@given(n=st.integers(2, 9), which=st.sampled_from(["graveyard", "controls", "gained"]))
def test_generated_counted_conditions_parse_to_their_count_and_render_back(n: int, which: str) -> None:
    count = _COUNT_WORDS[n]
    cond, expected = {
        "graveyard": (f"there are {count} or more cards in your graveyard", {"graveyard_at_least": {"count": n}}),
        "controls": (f"you control {count} or more artifacts",
                     {"controls_at_least": {"filter": {"types": ["Artifact"]}, "count": n}}),
        "gained": (f"you gained {n} or more life this turn", {"life_gained_this_turn_at_least": n}),
    }[which]
    card = face("Generated Sage", "Sorcery", f"Draw a card. If {cond}, you gain 1 life.", "{1}")
    assert data(card)["spell"]["effects"][1]["if"] == expected


def test_a_condition_on_a_spell_is_refused_not_guessed() -> None:
    with pytest.raises(Unsupported):
        _parse("if you control a creature spell, draw a card.")


# ---- the new conditions, played (rules/game_conditions.py) --------------------------------------------------------------

@pytest.mark.parametrize(("active", "life"), [("alice", 22), ("bob", 20)])
def test_if_its_your_turn_holds_only_for_the_active_player_cr_500_1(active: str, life: int) -> None:
    card = face("Turn Charm", "Instant", "Draw a card. If it's your turn, you gain 2 life.", "{U}")
    assert play([card], {
        "start": {"active": active, "players": {
            "alice": {"battlefield": ["Island"], "hand": ["Turn Charm"], "library": ["Island"]},
            "bob": {"library": ["Island"]}}},
        "script": [*(["pass"] if active == "bob" else []), "alice: cast Turn Charm", "resolve"],
        "expect": {"alice": {"life": life}}}) == []


@pytest.mark.parametrize(("active", "life"), [("alice", 20), ("bob", 23)])
def test_if_its_not_your_turn_negates_the_condition_it_holds_cr_608_2c(active: str, life: int) -> None:
    card = face("Off Turn Charm", "Instant", "Draw a card. If it's not your turn, you gain 3 life.", "{U}")
    assert play([card], {
        "start": {"active": active, "players": {
            "alice": {"battlefield": ["Island"], "hand": ["Off Turn Charm"], "library": ["Island"]},
            "bob": {"library": ["Island"]}}},
        "script": [*(["pass"] if active == "bob" else []), "alice: cast Off Turn Charm", "resolve"],
        "expect": {"alice": {"life": life}}}) == []


@pytest.mark.parametrize(("cards", "damage"), [(7, 4), (6, 2)])
def test_threshold_counts_the_cards_in_your_graveyard_as_the_spell_resolves_cr_608_2c(cards: int,
                                                                                     damage: int) -> None:
    card = face("Threshold Bolt", "Instant", "This spell deals 2 damage to any target. If there are seven or more "
                "cards in your graveyard, it deals 4 damage instead.", "{R}")
    assert play([card], {
        "start": {"players": {
            "alice": {"battlefield": ["Mountain"], "hand": ["Threshold Bolt"], "graveyard": ["Island"] * cards},
            "bob": {}}},
        "script": ["alice: cast Threshold Bolt targeting bob", "resolve"],
        "expect": {"bob": {"life": 20 - damage}}}) == []


@pytest.mark.parametrize(("shock_own", "life"), [(True, 25), (False, 20)])
def test_revolt_sees_a_permanent_that_left_the_battlefield_under_your_control_cr_603_10a(shock_own: bool,
                                                                                        life: int) -> None:
    aeronauts = face("Airdrop Aeronauts", "Creature — Dwarf Scout", "Flying\nRevolt — When this creature enters, if a "
                     "permanent left the battlefield under your control this turn, you gain 5 life.", "{W}", "4", "3")
    target = "bears" if shock_own else "elves"     # only a permanent of yours leaving counts
    assert play([aeronauts], {
        "start": {"players": {
            "alice": {"battlefield": ["Plains", "Mountain", {"card": "Grizzly Bears", "id": "bears"}],
                      "hand": ["Airdrop Aeronauts", "Shock"]},
            "bob": {"battlefield": [{"card": "Llanowar Elves", "id": "elves"}]}}},
        "script": [f"alice: cast Shock targeting {target}", "resolve", "alice: cast Airdrop Aeronauts", "resolve",
                   "resolve all"],
        "expect": {"alice": {"life": life}}}) == []


@pytest.mark.parametrize(("shock_own", "life"), [(True, 22), (False, 20)])
def test_descended_means_a_permanent_card_went_to_your_graveyard_this_turn_cr_700_11(shock_own: bool,
                                                                                  life: int) -> None:
    bat = face("Descent Watcher", "Creature — Bat", "At the beginning of your end step, if you descended this turn, "
               "you gain 2 life.", "{B}", "1", "1")
    target = "bears" if shock_own else "bob"
    assert play([bat], {
        "start": {"players": {
            "alice": {"battlefield": ["Mountain", "Descent Watcher", {"card": "Grizzly Bears", "id": "bears"}],
                      "hand": ["Shock"]},
            "bob": {}}},
        "script": [f"alice: cast Shock targeting {target}", "resolve", "goto declare_attackers", "alice: attack none",
                   "goto cleanup"],
        "expect": {"alice": {"life": life}}}) == []


@pytest.mark.parametrize(("main", "toughness"), [(True, 6), (False, 4)])
def test_might_of_old_krosa_gives_4_4_only_when_cast_in_your_main_phase_cr_505_1(main: bool, toughness: int) -> None:
    krosa = face("Might of Old Krosa", "Instant", "Target creature gets +2/+2 until end of turn. If you cast this "
                 "spell during your main phase, that creature gets +4/+4 until end of turn instead.", "{G}")
    assert play([krosa], {
        "start": {"step": "precombat_main" if main else "beginning_of_combat", "players": {
            "alice": {"battlefield": ["Forest", {"card": "Grizzly Bears", "id": "bears"}], "hand": ["Might of Old Krosa"]},
            "bob": {}}},
        "script": ["alice: cast Might of Old Krosa targeting bears", "resolve"],
        "expect": {"permanents": [{"id": "bears", "toughness": toughness}]}}) == []


# ---- "as long as it's attacking" (CR 611.3a) ---------------------------------------------------------------------

@pytest.mark.parametrize(("attack", "power"), [(True, 3), (False, 1)])
def test_gets_plus_two_as_long_as_its_attacking_applies_only_while_it_attacks_cr_611_3a(attack: bool,
                                                                                        power: int) -> None:
    scoundrel = face("Eager Raider", "Creature — Human Berserker", "This creature gets +2/+0 as long as it's "
                     "attacking.", "{1}{R}", "1", "1")
    assert data(scoundrel)["abilities"] == [{"static": {"continuous": {
        "affects": "self", "power": 2, "toughness": 0, "as_long_as": {"attacking": True}}}}]
    assert play([scoundrel], {
        "start": {"players": {"alice": {"battlefield": [{"card": "Eager Raider", "id": "raider"}]}, "bob": {}}},
        "script": ["goto declare_attackers", "alice: attack raider" if attack else "alice: attack none"],
        "expect": {"permanents": [{"id": "raider", "power": power}]}}) == []


def test_has_hexproof_as_long_as_its_untapped_reads_the_status_of_what_it_affects_cr_611_3a() -> None:
    druid = face("Paradise Druid", "Creature — Elf Druid", "This creature has hexproof as long as it's untapped.\n"
                 "{T}: Add one mana of any color.", "{1}{G}", "2", "1")
    assert data(druid)["abilities"][0] == {"static": {"continuous": {
        "affects": "self", "keywords": ["Hexproof"], "as_long_as": {"tapped": False}}}}


@pytest.mark.parametrize(("x", "hand"), [(5, ["Island"]), (4, [])])
def test_if_x_is_n_or_more_reads_the_x_chosen_for_the_spell_cr_107_3m(x: int, hand: list[str]) -> None:
    tally = face("Rising Tally", "Sorcery", "You gain X life. If X is 5 or more, draw a card.", "{X}{W}")
    assert play([tally], {
        "start": {"players": {"alice": {"battlefield": [{"card": "Plains", "count": x + 1}], "hand": ["Rising Tally"],
                                        "library": ["Island"]}, "bob": {}}},
        "script": [f"alice: cast Rising Tally x={x}", "resolve"],
        "expect": {"alice": {"life": 20 + x, "hand": hand}}}) == []
