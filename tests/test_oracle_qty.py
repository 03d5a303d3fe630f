"""The Oracle grammar's part "qty" (issue 9): variable amounts ("for each ...", "..., where X is ...", "equal to the
number of ...") of real cards compile to the quantities of the card format, render back to their text, refuse the
near misses, and play as their rules say (CR 107.3c, 608.2h, 601.2f, 611.3a, 700.8)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import compile_face
from manastack.rules.quantities import basic_land_types, devotion, party_size
from oracle_faces import face, data


YOURS = {"types": ["Creature"], "controller": "you"}


# ---- "for each" on any instruction with a number (CR 608.2h) -----------------------------------------------------

@pytest.mark.parametrize("name, text, effects", [
    ("Peach Garden Oath", "You gain 2 life for each creature you control.",
     [{"gain_life": {"amount": {"times": 2, "of": {"count": YOURS}}}}]),
    ("Gruesome Fate", "Each opponent loses 1 life for each creature you control.",
     [{"lose_life": {"amount": {"count": YOURS}, "player": "each_opponent"}}]),
    ("Howl of the Night Pack", "Create a 2/2 green Wolf creature token for each Forest you control.",
     [{"create_token": {"token": {"name": "Wolf Token", "type": "Creature — Wolf", "power": 2, "toughness": 2,
                                  "colors": ["G"]},
                        "amount": {"count": {"subtypes": ["Forest"], "controller": "you"}}}}]),
    ("Gerrard's Wisdom", "You gain 2 life for each card in your hand.",
     [{"gain_life": {"amount": {"times": 2, "of": "hand_size"}}}]),
    ("Drag Down", "Domain — Target creature gets -1/-1 until end of turn for each basic land type among lands you "
                  "control.",
     [{"pump": {"to": "target", "power": {"times": -1, "of": "basic_land_types"},
                "toughness": {"times": -1, "of": "basic_land_types"}}}]),
    ("Hunger of the Nim", "Target creature gets +1/+0 until end of turn for each artifact you control.",
     [{"pump": {"to": "target", "power": {"count": {"types": ["Artifact"], "controller": "you"}}, "toughness": 0}}]),
    ("Goldnight Redeemer's trigger", "You gain 2 life for each other creature you control.",
     [{"gain_life": {"amount": {"times": 2, "of": {"count": {**YOURS, "other": True}}}}}]),
])
def test_for_each_multiplies_the_instructions_number_by_the_count_cr_608_2h(
        name: str, text: str, effects: list[Any]) -> None:
    assert data(face(name, "Sorcery", text))["spell"]["effects"] == effects


def test_gaeas_cradle_adds_its_mana_once_for_each_creature_cr_106_3() -> None:
    d = data(face("Gaea's Cradle", "Legendary Land", "{T}: Add {G} for each creature you control.", ""))
    assert d["abilities"][0]["activated"]["effects"] == [{"add_mana": {"mana": "{G}", "amount": {"count": YOURS}}}]


# ---- ", where X is ..." (CR 107.3c) -------------------------------------------------------------------------------

@pytest.mark.parametrize("name, text, effects", [
    ("Warped Physique", "Target creature gets +X/-X until end of turn, where X is the number of cards in your hand.",
     [{"pump": {"to": "target", "power": "hand_size", "toughness": {"times": -1, "of": "hand_size"}}}]),
    ("Deploy to the Front", "Create X 1/1 white Soldier creature tokens, where X is the number of creatures on the "
                            "battlefield.",
     [{"create_token": {"token": {"name": "Soldier Token", "type": "Creature — Soldier", "power": 1, "toughness": 1,
                                  "colors": ["W"]}, "amount": {"count": {"types": ["Creature"]}}}}]),
    ("Storm Herd", "Create X 1/1 white Pegasus creature tokens with flying, where X is your life total.",
     [{"create_token": {"token": {"name": "Pegasus Token", "type": "Creature — Pegasus", "power": 1, "toughness": 1,
                                  "colors": ["W"], "keywords": ["Flying"]}, "amount": "life_total"}}]),
    ("Master Pakku's trigger", "Target player mills X cards, where X is the number of Lesson cards in your graveyard.",
     [{"mill": {"amount": {"graveyard": {"subtypes": ["Lesson"]}}, "player": "target"}}]),
    ("Krenko's ability", "Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control.",
     [{"create_token": {"token": {"name": "Goblin Token", "type": "Creature — Goblin", "power": 1, "toughness": 1,
                                  "colors": ["R"]}, "amount": {"count": {"subtypes": ["Goblin"],
                                                                          "controller": "you"}}}}]),
])
def test_where_x_is_gives_x_in_the_instruction_its_amount_cr_107_3c(
        name: str, text: str, effects: list[Any]) -> None:
    assert data(face(name, "Sorcery", text))["spell"]["effects"] == effects


def test_where_x_is_this_creatures_power_is_the_sources_power_cr_608_2h() -> None:
    d = data(face("Hemosymbic Mite", "Creature — Mite", "Whenever this creature becomes tapped, another target "
                  "creature you control gets +X/+X until end of turn, where X is this creature's power.", "{G}",
                  "1", "1"))
    assert d["abilities"][0]["triggered"]["effects"] == [
        {"pump": {"to": "target", "power": "source_power", "toughness": "source_power"}}]


def test_equal_to_reads_the_new_counts_too() -> None:
    d = data(face("Black Widow's trigger", "Sorcery",
                  "Each opponent loses life equal to the number of creature cards in your graveyard."))
    assert d["spell"]["effects"] == [{"lose_life": {"amount": {"graveyard": {"types": ["Creature"]}},
                                                    "player": "each_opponent"}}]


# ---- statics: cost reduction (CR 601.2f) and counts recounted in the layers (611.3a, 613.8a) -----------------------

@pytest.mark.parametrize("name, text, amount", [
    ("Blasphemous Act", "This spell costs {1} less to cast for each creature on the battlefield.\n"
                        "Blasphemous Act deals 13 damage to each creature.", {"count": {"types": ["Creature"]}}),
    ("Sea Gate Colossus", "This spell costs {1} less to cast for each creature in your party. (Your party consists "
                          "of up to one each of Cleric, Rogue, Warrior, and Wizard.)", "party"),
    ("Molderhulk", "Undergrowth — This spell costs {1} less to cast for each creature card in your graveyard.",
     {"graveyard": {"types": ["Creature"]}}),
])
def test_this_spell_costs_less_for_each_is_a_cost_reduction_static_cr_601_2f(name: str, text: str,
                                                                               amount: Any) -> None:
    type_line = "Sorcery" if "deals" in text else "Creature — Giant"
    d = data(face(name, type_line, text, "{7}", *(("7", "5") if "Creature" in type_line else ())))
    assert d["abilities"][0] == {"static": {"costs_less": {"amount": amount}}}


def test_glacial_plating_gets_three_times_its_age_counters_cr_611_3a() -> None:
    d = data(face("Glacial Plating", "Snow Enchantment — Aura", "Enchant creature\nEnchanted creature gets +3/+3 for "
                  "each age counter on this Aura.", "{2}{W}{W}"))
    three = {"times": 3, "of": {"counters": "age"}}
    assert d["abilities"][0] == {"static": {"continuous": {"affects": "enchanted", "power": three,
                                                           "toughness": three}}}


# ---- refusals: near misses stay unparsed ----------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Destroy target creature for each creature you control.",                # no number to multiply
    "Target creature gets +X/+X until end of turn.",                          # X undefined on a sorcery with no X
    "You gain 1 life for each spell you control.",                            # spells aren't counted on the battlefield
    "Draw a card, then discard a card, where X is the number of cards in your hand.",   # no X at all
    "Add one mana of any color for each creature you control.",               # a colour chosen per mana
    "This deals 1 damage to any target for each creature blocking it.",       # "blocking it" not read
])
def test_near_misses_stay_unparsed(text: str) -> None:
    r = compile_face(face("Near Miss", "Sorcery", text, "{2}"))
    if r.status == "compiled":     # "+X/+X" with no X in the cost compiles as the spell's X (CR 107.3a), never as a count
        assert r.data is not None and "count" not in json.dumps(r.data)
    else:
        assert r.status == "unparsed"


@settings(max_examples=40, deadline=None)
@given(n=st.integers(1, 5), what=st.sampled_from([
    ("creature you control", {"count": YOURS}), ("card in your hand", "hand_size"),
    ("opponent you have", "opponents"), ("creature card in your graveyard", {"graveyard": {"types": ["Creature"]}}),
    ("basic land type among lands you control", "basic_land_types"), ("creature in your party", "party"),
    ("other Elf you control", {"count": {"subtypes": ["Elf"], "controller": "you", "other": True}})]),
    verb=st.sampled_from(["gain", "damage", "mill"]))
def test_generated_for_each_lines_compile_to_n_times_the_count(n: int, what: tuple[str, Any], verb: str) -> None:
    words, counted = what
    amount = counted if n == 1 else {"times": n, "of": counted}
    text, key, expected = {
        "gain": (f"You gain {n} life for each {words}.", "gain_life", {"amount": amount}),
        "damage": (f"Generated deals {n} damage to any target for each {words}.", "damage",
                   {"amount": amount, "to": "target"}),
        "mill": (f"Target player mills {'a card' if n == 1 else ['two', 'three', 'four', 'five'][n - 2] + ' cards'} "
                 f"for each {words}.", "mill", {"amount": amount, "player": "target"}),
    }[verb]
    d = data(face("Generated", "Sorcery", text))
    assert d["spell"]["effects"] == [{key: expected}]


# ---- the counts themselves (rules/quantities.py) -------------------------------------------------------------------

def test_a_party_counts_one_creature_per_role_the_way_that_gives_the_most_cr_700_8b() -> None:
    # a Cleric Rogue and a Cleric: the first is the Rogue, the second the Cleric
    assert party_size([{"Human", "Cleric", "Rogue"}, {"Cleric"}]) == 2
    assert party_size([{"Cleric", "Wizard"}, {"Cleric", "Wizard"}, {"Wizard"}]) == 2
    assert party_size([{"Cleric"}, {"Rogue"}, {"Warrior"}, {"Wizard"}, {"Wizard"}]) == 4
    assert party_size([{"Elf"}, set()]) == 0


def test_domain_counts_each_basic_land_type_once_cr_305_6() -> None:
    assert basic_land_types([{"Forest"}, {"Forest"}, {"Island", "Forest"}, {"Gate"}]) == 2


# ---- playing compiled cards ----------------------------------------------------------------------------------------

def _play(cards: list[dict[str, Any]], start: dict[str, Any], script: list[str], expect: dict[str, Any]) -> None:
    doc = {"name": "compiled", "cards": cards, "start": start, "script": script, "expect": expect}
    (sc,) = load_text(json.dumps(doc), "<compiled>")
    result = run_scenario(sc, None)
    assert result.passed, "\n".join(result.failures + result.log[-20:])


def test_peach_garden_oath_counts_the_creatures_as_it_resolves_cr_608_2h() -> None:
    oath = data(face("Peach Garden Oath", "Sorcery", "You gain 2 life for each creature you control.", "{W}"))
    _play([oath], {"players": {"alice": {"hand": ["Peach Garden Oath"],
                                         "battlefield": ["Plains", "Grizzly Bears", "Hill Giant"]},
                               "bob": {"battlefield": ["Grizzly Bears"]}}},
          ["alice: cast Peach Garden Oath", "resolve"], {"alice": {"life": 24}})


def test_gaeas_cradle_adds_one_green_mana_for_each_creature_cr_106_3() -> None:
    cradle = data(face("Gaea's Cradle", "Legendary Land", "{T}: Add {G} for each creature you control.", ""))
    _play([cradle], {"players": {"alice": {"battlefield": ["Gaea's Cradle", "Grizzly Bears", "Hill Giant",
                                                           "Grizzly Bears"]}, "bob": {}}},
          ["alice: activate Gaea's Cradle"], {"alice": {"mana_pool": {"G": 3}}})


def test_warped_physique_gives_plus_x_minus_x_counted_on_resolution_cr_107_3c() -> None:
    physique = data(face("Warped Physique", "Instant", "Target creature gets +X/-X until end of turn, where X is "
                         "the number of cards in your hand.", "{U}{B}"))
    _play([physique], {"players": {"alice": {"hand": ["Warped Physique", "Island", "Forest"],
                                             "battlefield": ["Island", "Swamp", "Hill Giant"]}, "bob": {}}},
          ["alice: cast Warped Physique targeting Hill Giant", "resolve"],
          {"permanents": [{"name": "Hill Giant", "power": 5, "toughness": 1}]})


def test_blasphemous_act_costs_one_less_for_each_creature_cr_601_2f() -> None:
    act = data(face("Blasphemous Act", "Sorcery", "This spell costs {1} less to cast for each creature on the "
                    "battlefield.\nBlasphemous Act deals 13 damage to each creature.", "{8}{R}"))
    # eight creatures take {8} off: {R} pays for it
    _play([act], {"players": {"alice": {"hand": ["Blasphemous Act"],
                                        "battlefield": ["Mountain", *["Grizzly Bears"] * 4]},
                              "bob": {"battlefield": [*["Hill Giant"] * 4]}}},
          ["alice: cast Blasphemous Act", "resolve"],
          {"permanents": [{"name": "Grizzly Bears", "count": 0}, {"name": "Hill Giant", "count": 0}]})


def test_manaforce_mace_is_recounted_as_lands_change_cr_611_3a() -> None:
    mace = data(face("Manaforce Mace", "Artifact — Equipment", "Domain — Equipped creature gets +1/+1 for each basic "
                     "land type among lands you control.\nEquip {3}", "{4}"))
    _play([mace], {"players": {"alice": {"hand": ["Island"], "battlefield": [
        "Forest", "Mountain", "Mountain", {"card": "Grizzly Bears", "id": "bears"},
        {"card": "Manaforce Mace", "attached_to": "bears"}]}, "bob": {}}},
          ["alice: play Island"], {"permanents": [{"id": "bears", "power": 5, "toughness": 5}]})


def test_devotion_counts_hybrid_and_phyrexian_symbols_of_the_colour_cr_700_5() -> None:
    assert devotion([("B", "B"), ("B/R", "2/B", "B/P"), ("G",)], ["B"]) == 5
    assert devotion([("B", "R"), ("B/R",)], ["B", "R"]) == 3      # 700.5a: each symbol once


def test_nyleas_disciple_gains_life_equal_to_devotion_to_green_cr_700_5() -> None:
    d = data(face("Nylea's Disciple", "Creature — Centaur Archer", "When Nylea's Disciple enters, you gain life "
                  "equal to your devotion to green.", "{2}{G}{G}", "3", "3"))
    assert d["abilities"][0]["triggered"]["effects"] == [{"gain_life": {"amount": {"devotion": ["G"]}}}]
    # the Disciple's own {G}{G} and a Grizzly Bears' {1}{G}: 3
    _play([d], {"players": {"alice": {"hand": ["Nylea's Disciple"], "battlefield": [
        "Forest", "Forest", "Forest", "Forest", "Grizzly Bears"]}, "bob": {}}},
          ["alice: cast Nylea's Disciple", "resolve", "resolve"], {"alice": {"life": 23}})
