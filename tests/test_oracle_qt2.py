"""Quantities the Oracle text computes, second part (issue 9, parts/qty): a number of one object ("its power",
"that creature's toughness", "that artifact's mana value", as it last existed, CR 608.2h), the greatest number
among permanents, the life gained or lost this turn (119.3), "twice ..." and "N plus ..." (107.1), one X for two
instructions (107.3c), "equal to" after more instructions, and tokens whose power and toughness the effect sets
(111.3).  Real card texts compile to the expected data and render back; near misses stay unparsed; the engine
counts as the rules say."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from manastack.oracle.compiler import compile_face
from oracle_faces import assert_plays, creature_face, data, face, main_phase_doc

YOURS = {"types": ["Creature"], "controller": "you"}


# ---- a number of one object (CR 608.2h) -----------------------------------------------------------------------------

@pytest.mark.parametrize("name, type_line, text, body", [
    ("Swords to Plowshares", "Instant", "Exile target creature. Its controller gains life equal to its power.",
     {"effects": [{"exile": {"what": "target"}},
                  {"gain_life": {"amount": {"power_of": "target"}, "player": "target_controller"}}],
      "targets": ["creature"]}),
    ("Rush of Blood", "Instant", "Target creature gets +X/+0 until end of turn, where X is its power.",
     {"effects": [{"pump": {"to": "target", "power": {"power_of": "target"}, "toughness": 0}}],
      "targets": ["creature"]}),
    ("Heal the Scars", "Instant", "Regenerate target creature. You gain life equal to that creature's toughness.",
     {"effects": [{"regenerate": {"what": "target"}}, {"gain_life": {"amount": {"toughness_of": "target"}}}],
      "targets": ["creature"]}),
    ("Terashi's Grasp", "Sorcery — Arcane",
     "Destroy target artifact or enchantment. You gain life equal to its mana value.",
     {"effects": [{"destroy": {"what": "target"}}, {"gain_life": {"amount": {"mana_value_of": "target"}}}],
      "targets": [{"permanent": {"types_any": ["Artifact", "Enchantment"]}}]}),
])
def test_a_number_of_the_object_named_before_is_that_objects_as_it_last_existed_cr_608_2h(
        name: str, type_line: str, text: str, body: dict[str, Any]) -> None:
    assert data(face(name, type_line, text))["spell"] == body


def test_its_power_in_a_dies_trigger_is_the_creature_that_died_cr_608_2h() -> None:
    d = data(face("Dying Wish", "Enchantment — Aura", "Enchant creature you control\nWhen enchanted creature dies, "
                  "target player loses X life and you gain X life, where X is its power.", "{1}{B}"))
    (ab,) = [a for a in d["abilities"] if "triggered" in a]
    assert ab["triggered"]["effects"] == [{"lose_life": {"amount": {"power_of": "new_object"}, "player": "target"}},
                                          {"gain_life": {"amount": {"power_of": "new_object"}}}]


def test_its_power_in_an_instruction_about_this_creature_is_this_creatures_cr_608_2h() -> None:
    d = data(creature_face("Yew Spirit", "Creature — Spirit Treefolk",
                           "{2}{G}{G}: This creature gets +X/+X until end of turn, where X is its power."))
    assert d["abilities"][0]["activated"]["effects"] == [
        {"pump": {"to": "self", "power": {"power_of": "self"}, "toughness": {"power_of": "self"}}}]


def test_that_artifacts_mana_value_after_destroying_it_cr_202_3() -> None:
    d = data(creature_face("Hoard-Smelter Dragon", "Creature — Dragon", "Flying\n{3}{R}: Destroy target artifact. "
                           "This creature gets +X/+0 until end of turn, where X is that artifact's mana value."))
    (ab,) = [a for a in d["abilities"] if "activated" in a]
    assert ab["activated"]["effects"][1] == {"pump": {"to": "self", "power": {"mana_value_of": "target"},
                                                      "toughness": 0}}


# ---- more amounts (CR 107.1, 119.3) ----------------------------------------------------------------------------------

@pytest.mark.parametrize("name, text, effects", [
    ("Fungal Sprouting", "Create X 1/1 green Saproling creature tokens, where X is the greatest power among "
                         "creatures you control.",
     [{"create_token": {"token": {"name": "Saproling Token", "type": "Creature — Saproling", "power": 1,
                                  "toughness": 1, "colors": ["G"]}, "amount": {"greatest_power": YOURS}}}]),
    ("One with the Machine", "Draw cards equal to the greatest mana value among artifacts you control.",
     [{"draw": {"amount": {"greatest_mana_value": {"types": ["Artifact"], "controller": "you"}}}}]),
    ("Essence Pulse", "You gain 2 life. Each creature gets -X/-X until end of turn, where X is the amount of life "
                      "you gained this turn.",
     [{"gain_life": {"amount": 2}},
      {"pump": {"to": {"each": {"types": ["Creature"]}}, "power": {"times": -1, "of": "life_gained"},
                "toughness": {"times": -1, "of": "life_gained"}}}]),
    ("Artillery Blast", "Domain — This deals X damage to target tapped creature, where X is 1 plus the number of "
                        "basic land types among lands you control.",
     [{"damage": {"amount": {"plus": 1, "of": "basic_land_types"}, "to": "target"}}]),
    ("Generated twice", "Target creature gets -X/-X until end of turn, where X is twice the number of creatures you "
                        "control.",
     [{"pump": {"to": "target", "power": {"times": -2, "of": {"count": YOURS}},
                "toughness": {"times": -2, "of": {"count": YOURS}}}}]),
    ("Sanguimancy", "You draw X cards and you lose X life, where X is your devotion to black.",
     [{"draw": {"amount": {"devotion": ["B"]}}}, {"lose_life": {"amount": {"devotion": ["B"]}, "player": "you"}}]),
])
def test_more_amounts_compile_to_their_quantities_cr_107_1(name: str, text: str, effects: list[Any]) -> None:
    assert data(face(name, "Sorcery", text))["spell"]["effects"] == effects


def test_graveborn_muse_has_one_x_for_both_instructions_cr_107_3c() -> None:
    d = data(creature_face("Graveborn Muse", "Creature — Zombie Spirit", "At the beginning of your upkeep, you draw "
                           "X cards and you lose X life, where X is the number of Zombies you control."))
    zombies = {"count": {"subtypes": ["Zombie"], "controller": "you"}}
    assert d["abilities"][0]["triggered"]["effects"] == [
        {"draw": {"amount": zombies}}, {"lose_life": {"amount": zombies, "player": "you"}}]


def test_mask_of_the_jadecrafter_creates_an_x_x_golem_cr_111_3() -> None:
    d = data(face("Mask of the Jadecrafter", "Artifact", "{X}, {T}, Sacrifice this artifact: Create an X/X colorless "
                  "Golem artifact creature token. Activate only as a sorcery.", "{2}"))
    assert d["abilities"][0]["activated"]["effects"] == [
        {"create_token": {"token": {"name": "Golem Token", "type": "Artifact Creature — Golem", "power": 0,
                                    "toughness": 0}, "power": "X", "toughness": "X"}}]


# ---- a generated amount in every wording (hypothesis) -----------------------------------------------------------------

_OBJECT_WORDS = {"power": "power_of", "toughness": "toughness_of", "mana value": "mana_value_of"}
_GREATEST = {"power": "greatest_power", "toughness": "greatest_toughness", "mana value": "greatest_mana_value"}


@st.composite
def _amounts(draw: Any) -> tuple[str, Any]:
    """An amount phrase and the quantity it compiles to, after "Destroy target creature." (so "its" is that one)."""
    what = draw(st.sampled_from(sorted(_OBJECT_WORDS)))
    base: tuple[str, Any] = draw(st.sampled_from([
        (f"its {what}", {_OBJECT_WORDS[what]: "target"}),
        (f"that creature's {what}", {_OBJECT_WORDS[what]: "target"}),
        (f"the greatest {what} among creatures you control", {_GREATEST[what]: YOURS}),
        ("the amount of life you gained this turn", "life_gained"),
        ("the number of creatures you control", {"count": YOURS}),
    ]))
    words, q = base
    if draw(st.booleans()):
        n = draw(st.integers(1, 5))
        return f"{n} plus {words}", {"plus": n, "of": q}
    if draw(st.booleans()):
        return f"twice {words}", {"times": 2, "of": q}
    return words, q


@settings(max_examples=40, deadline=None)
@given(_amounts(), st.sampled_from(["gain", "damage", "draw", "mill"]), st.booleans())
def test_a_generated_amount_compiles_in_where_x_and_equal_to_wordings_cr_107_3c(
        amount: tuple[str, Any], verb: str, where_x: bool) -> None:
    words, q = amount
    clause, expected = {
        "gain": (("You gain X life", "You gain life equal to {}"), {"gain_life": {"amount": q}}),
        "damage": (("This deals X damage to any target", "This deals damage equal to {} to any target"),
                   {"damage": {"amount": q, "to": "target2"}}),
        "draw": (("Draw X cards", "Draw cards equal to {}"), {"draw": {"amount": q}}),
        "mill": (("Target player mills X cards", "Target player mills cards equal to {}"),
                 {"mill": {"amount": q, "player": "target2"}}),
    }[verb]
    # "this deals damage equal to its power to ..." is the dealer's own power (the combat part, CR 120.1, 608.2h:
    # "its" is the subject's), not the destroyed creature's: that wording is tested in tests/test_oracle_combat.py
    assume(not (verb == "damage" and not where_x and words == "its power"))
    line = f"{clause[0]}, where X is {words}." if where_x else clause[1].format(words) + "."
    d = data(face("Generated", "Sorcery", "Destroy target creature. " + line))
    assert d["spell"]["effects"][1] == expected


# ---- refusals: near misses stay unparsed --------------------------------------------------------------------------------

@pytest.mark.parametrize("type_line, text", [
    # "its" with nothing named before it: whose power?
    ("Sorcery", "You gain life equal to its power."),
    # a triggered ability pays no cost: no creature was sacrificed to pay it
    ("Enchantment", "At the beginning of your upkeep, draw cards equal to the sacrificed creature's power."),
    # "the sacrificed artifact's power": the grammar reads power and toughness of a sacrificed creature only
    ("Sorcery", "As an additional cost to cast this spell, sacrifice an artifact.\nDraw cards equal to the "
                "sacrificed artifact's power."),
    # "where X is" with no X in the instruction
    ("Sorcery", "Draw two cards, where X is the greatest power among creatures you control."),
    # a number of spells isn't the greatest among permanents
    ("Sorcery", "Draw X cards, where X is the greatest mana value among spells you control."),
    # "0 plus": no such amount
    ("Sorcery", "Draw X cards, where X is 0 plus the number of creatures you control."),
    # X tokens of X/X: two variables
    ("Sorcery", "Create X X/X green Ooze creature tokens."),
])
def test_near_misses_of_the_amounts_stay_unparsed(type_line: str, text: str) -> None:
    assert compile_face(face("Near Miss", type_line, text)).status == "unparsed"


# ---- playing them ---------------------------------------------------------------------------------------------------

def test_rush_of_blood_doubles_the_pumped_power_counted_as_it_resolves_cr_608_2h() -> None:
    rush = data(face("Rush of Blood", "Instant", "Target creature gets +X/+0 until end of turn, where X is its "
                     "power.", "{R}"))
    growth = data(face("Quick Growth", "Instant", "Target creature gets +3/+3 until end of turn.", "{G}"))
    assert_plays(main_phase_doc([rush, growth], {"battlefield": ["Mountain", "Forest", "Grizzly Bears"],
                                                 "hand": ["Rush of Blood", "Quick Growth"]},
                                script=["alice: cast Quick Growth targeting Grizzly Bears", "resolve",
                                        "alice: cast Rush of Blood targeting Grizzly Bears", "resolve"],
                                expect={"permanents": [{"name": "Grizzly Bears", "power": 10, "toughness": 5}]}))


def test_terashis_grasp_gains_the_destroyed_permanents_mana_value_cr_608_2h_202_3() -> None:
    grasp = data(face("Terashi's Grasp", "Sorcery — Arcane", "Destroy target artifact or enchantment. You gain life "
                      "equal to its mana value.", "{W}"))
    relic = data(face("Costly Relic", "Artifact", "", "{4}"))
    assert_plays(main_phase_doc([grasp, relic], {"battlefield": ["Plains"], "hand": ["Terashi's Grasp"]},
                                {"battlefield": ["Costly Relic"]},
                                script=["alice: cast Terashi's Grasp targeting Costly Relic", "resolve"],
                                expect={"alice": {"life": 24}, "bob": {"graveyard": ["Costly Relic"]}}))


def test_the_life_gained_this_turn_counts_only_this_turns_gains_cr_119_3() -> None:
    drain = data(face("Drain of Gains", "Sorcery", "Target opponent loses X life, where X is the amount of life you "
                      "gained this turn.", "{B}"))
    tonic = data(face("Small Tonic", "Instant", "You gain 3 life.", "{W}"))
    assert_plays(main_phase_doc([drain, tonic], {"battlefield": ["Swamp", "Plains"],
                                                 "hand": ["Drain of Gains", "Small Tonic"]},
                                script=["alice: cast Small Tonic", "resolve", "alice: cast Drain of Gains "
                                        "targeting bob", "resolve"],
                                expect={"alice": {"life": 23}, "bob": {"life": 17}}))


def test_an_x_x_token_for_the_abilitys_x_cr_111_3_107_3() -> None:
    mask = data(face("Mask of the Jadecrafter", "Artifact", "{X}, {T}, Sacrifice this artifact: Create an X/X "
                     "colorless Golem artifact creature token. Activate only as a sorcery.", "{2}"))
    assert_plays(main_phase_doc([mask], {"battlefield": ["Mask of the Jadecrafter", "Forest", "Forest", "Forest"]},
                                script=["alice: activate Mask of the Jadecrafter x=3", "resolve"],
                                expect={"permanents": [{"name": "Golem Token", "power": 3, "toughness": 3}]}))


def test_the_sacrificed_creatures_power_for_an_activated_abilitys_cost_cr_602_2h_608_2h() -> None:
    cyclops = data(creature_face("Bloodshot Cyclops", "Creature — Cyclops Giant", "{T}, Sacrifice a creature: This "
                                 "creature deals damage equal to the sacrificed creature's power to any target.",
                                 "{5}{R}", "4", "4"))
    assert cyclops["abilities"][0]["activated"]["effects"] == [
        {"damage": {"amount": "sacrificed_power", "to": "target"}}]
    assert_plays(main_phase_doc([cyclops], {"battlefield": ["Bloodshot Cyclops", "Hill Giant"]},
                                script=["alice: activate Bloodshot Cyclops targeting bob", "alice: choose Hill Giant",
                                        "resolve"],
                                expect={"bob": {"life": 17}, "alice": {"graveyard": ["Hill Giant"]}}))


def test_the_sacrificed_creature_in_a_triggered_ability_stays_unparsed_cr_603_1() -> None:
    f = creature_face("Near Miss", "Creature — Horror", "Whenever you sacrifice a creature, you gain life equal to "
                      "the sacrificed creature's power.")
    assert compile_face(f).status == "unparsed"


# ---- a player's hand (CR 402.1), "a number of ... equal to" (107.1) -------------------------------------------------------

def test_dreamborn_muse_mills_the_number_of_cards_in_that_players_hand_cr_402_1() -> None:
    d = data(creature_face("Dreamborn Muse", "Creature — Spirit", "At the beginning of each player's upkeep, that "
                           "player mills X cards, where X is the number of cards in their hand."))
    assert d["abilities"][0]["triggered"]["effects"] == [
        {"mill": {"amount": {"cards_in_hand": "that_player"}, "player": "that_player"}}]


def test_recurring_insight_draws_the_cards_in_target_opponents_hand_cr_402_1() -> None:
    insight = data(face("Recurring Insight", "Sorcery", "Draw cards equal to the number of cards in target "
                        "opponent's hand.", "{U}"))
    assert insight["spell"] == {"effects": [{"draw": {"amount": {"cards_in_hand": "target"}}}], "targets": ["opponent"]}
    assert_plays(main_phase_doc([insight], {"battlefield": ["Island"], "hand": ["Recurring Insight"],
                                            "library": ["Forest"] * 5},
                                {"hand": ["Forest", "Forest", "Island"]},
                                script=["alice: cast Recurring Insight targeting bob", "resolve"],
                                expect={"alice": {"library_count": 2}}))


@pytest.mark.parametrize("text, effect", [
    ("When this creature dies, create a number of 1/1 green Tyranid creature tokens equal to this creature's power.",
     {"create_token": {"token": {"name": "Tyranid Token", "type": "Creature — Tyranid", "power": 1, "toughness": 1,
                                 "colors": ["G"]}, "amount": "source_power"}}),
    ("When this creature enters, put a number of +1/+1 counters on target creature equal to the number of cards in "
     "your hand.",
     {"put_counters": {"on": "target", "kind": "+1/+1", "amount": "hand_size"}}),
])
def test_a_number_of_tokens_or_counters_equal_to_an_amount_cr_107_1(text: str, effect: dict[str, Any]) -> None:
    d = data(creature_face("Generated", "Creature — Horror", text))
    assert d["abilities"][0]["triggered"]["effects"] == [effect]


def test_their_hand_with_no_one_player_named_stays_unparsed() -> None:
    f = face("Near Miss", "Sorcery", "Each opponent loses X life, where X is the number of cards in their hand.")
    assert compile_face(f).status == "unparsed"
