"""The Oracle grammar's part "mana2" (issue 9) and restricted mana in the engine (CR 106.6, 106.6a): real card texts
compile to ``add_mana`` with ``spend_cast`` / ``spend_activate`` / ``spend_uncounterable``, near misses stay
unparsed, and the mana pays only what its restriction allows."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from manastack.core.mana import KEPT_ONLY, parse_cost, pay_from_pool
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.oracle.compiler import compile_face
from manastack.savecheck import state_problem
from manastack.serialization import dumps, loads
from oracle_faces import assert_plays, creature_face, data, face, main_phase_doc

ZIGGURAT = face("Ancient Ziggurat", "Land",
                "{T}: Add one mana of any color. Spend this mana only to cast a creature spell.", cost=None)
CAVERN = face("Cavern of Souls", "Land",
              "As this land enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana of any color. Spend "
              "this mana only to cast a creature spell of the chosen type, and that spell can't be countered.",
              cost=None)


def _added(f: dict[str, Any], index: int = -1) -> dict[str, Any]:
    """The ``add_mana`` arguments of the ability ``index`` of the card ``f`` compiles to."""
    ab = data(f)["abilities"][index]
    body = ab.get("activated") or ab.get("triggered")
    add = body["effects"][0]["add_mana"]
    assert isinstance(add, dict)
    return add


@pytest.mark.parametrize("name, type_line, text, expected", [
    ("Ancient Ziggurat", "Land", "{T}: Add one mana of any color. Spend this mana only to cast a creature spell.",
     {"mana": "any", "spend_cast": {"types": ["Creature"]}}),
    ("Mishra's Workshop", "Land", "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.",
     {"mana": "{C}{C}{C}", "spend_cast": {"types": ["Artifact"]}}),
    ("Pillar of the Paruns", "Land",
     "{T}: Add one mana of any color. Spend this mana only to cast a multicolored spell.",
     {"mana": "any", "spend_cast": {"multicolored": True}}),
    ("Sliver Hive", "Land", "{T}: Add one mana of any color. Spend this mana only to cast a Sliver spell.",
     {"mana": "any", "spend_cast": {"subtypes": ["Sliver"]}}),
    ("Tomb of the Spirit Dragon", "Land",
     "{T}: Add {C}. Spend this mana only to cast an instant or sorcery spell.",
     {"mana": "{C}", "spend_cast": {"types_any": ["Instant", "Sorcery"]}}),
    ("Power Depot", "Land", "{T}: Add one mana of any color. Spend this mana only to cast artifact spells or "
     "activate abilities of artifacts.",
     {"mana": "any", "spend_cast": {"types": ["Artifact"]}, "spend_activate": {"types": ["Artifact"]}}),
    ("Primal Beyond", "Land", "{T}: Add one mana of any color. Spend this mana only to cast an Elemental spell or "
     "activate an ability of an Elemental.",
     {"mana": "any", "spend_cast": {"subtypes": ["Elemental"]}, "spend_activate": {"subtypes": ["Elemental"]}}),
    ("Avengers Tower", "Land", "{T}: Add one mana of any color. Spend this mana only to cast a Hero spell or to "
     "activate an ability of a Hero source.",
     {"mana": "any", "spend_cast": {"subtypes": ["Hero"]}, "spend_activate": {"subtypes": ["Hero"]}}),
    ("Omen Hawker", "Creature — Human", "{T}: Add {C}{U}. Spend this mana only to activate abilities.",
     {"mana": "{C}{U}", "spend_activate": {}}),
    ("Great Hall of the Citadel", "Land", "{1}, {T}: Add two mana in any combination of colors. Spend this mana "
     "only to cast legendary spells.",
     {"mana": "any", "amount": 2, "combination": True, "spend_cast": {"supertypes": ["Legendary"]}}),
    ("Eldrazi Temple", "Land", "{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells or activate "
     "abilities of colorless Eldrazi.",
     {"mana": "{C}{C}", "spend_cast": {"colorless": True, "subtypes": ["Eldrazi"]},
      "spend_activate": {"colorless": True, "subtypes": ["Eldrazi"]}}),
    ("Master of Dark Rites", "Land", "{T}: Add {B}{B}{B}. Spend this mana only to cast Vampire, Cleric, and/or "
     "Demon spells.", {"mana": "{B}{B}{B}", "spend_cast": {"subtypes": ["Vampire", "Cleric", "Demon"]}}),
    ("Maelstrom of the Spirit Dragon", "Land", "{T}: Add one mana of any color. Spend this mana only to cast a Dragon "
     "spell or an Omen spell.", {"mana": "any", "spend_cast": {"subtypes": ["Dragon", "Omen"]}}),
    ("Cormela, Glamour Thief", "Land", "{1}, {T}: Add {U}{B}{R}. Spend this mana only to cast instant and/or sorcery "
     "spells.", {"mana": "{U}{B}{R}", "spend_cast": {"types_any": ["Instant", "Sorcery"]}}),
    ("Automated Artificer", "Land", "{T}: Add {C}. Spend this mana only to activate an ability or cast an artifact "
     "spell.", {"mana": "{C}", "spend_cast": {"types": ["Artifact"]}, "spend_activate": {}}),
    ("Castle Garenbrig", "Land", "{2}{G}{G}, {T}: Add six {G}. Spend this mana only to cast creature spells or "
     "activate abilities of creatures.", {"mana": "{G}", "amount": 6, "spend_cast": {"types": ["Creature"]},
                                          "spend_activate": {"types": ["Creature"]}}),
    ("Myr Reservoir", "Land", "{T}: Add {C}{C}. Spend this mana only to cast Myr spells or activate abilities of Myr.",
     {"mana": "{C}{C}", "spend_cast": {"subtypes": ["Myr"]}, "spend_activate": {"subtypes": ["Myr"]}}),
    ("Thran Turbine", "Land", "{T}: Add {C}{C}. You can't spend this mana to cast spells.",
     {"mana": "{C}{C}", "spend_not_cast": {}}),
])
def test_spend_this_mana_only_restricts_the_mana_the_ability_adds_cr_106_6(name: str, type_line: str, text: str,
                                                                          expected: dict[str, Any]) -> None:
    f = creature_face(name, type_line, text) if "Creature" in type_line else face(name, type_line, text, cost=None)
    assert _added(f) == expected


def test_cavern_of_souls_mana_makes_the_spell_uncounterable_cr_106_6a() -> None:
    assert _added(CAVERN) == {"mana": "any", "spend_cast": {"types": ["Creature"],
                                                            "subtypes": ["chosen creature type"]},
                              "spend_uncounterable": True}


@pytest.mark.parametrize("text", [
    "{T}: Add {C}{C}{C}{C}. Spend this mana only on costs that contain {X}.",
    "{T}: Add two mana in any combination of colors. Spend this mana only to cast spells from exile.",
    "{T}: Add one mana of any color. Spend this mana only to cast your second spell in a turn.",
    "{T}: Add {G}{G}. Spend this mana only to cast kicked spells.",
    "Draw a card. Spend this mana only to cast a creature spell.",
    "{T}: Add {C}. Spend this mana only to cast creature spells you control.",
])
def test_other_restrictions_stay_unparsed(text: str) -> None:
    r = compile_face(face("Near Miss", "Land", text, cost=None))
    assert r.status != "compiled"


_TYPES = ["creature", "artifact", "enchantment", "instant", "sorcery", "planeswalker"]
_SUBTYPES = ["Goblin", "Elf", "Dragon", "Sliver", "Vehicle", "Wizard"]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(_TYPES), st.sampled_from(_SUBTYPES), st.booleans(), st.booleans())
def test_generated_spell_restrictions_compile_to_the_filter_they_name_cr_106_6(
        type_word: str, subtype: str, with_subtype: bool, plural: bool) -> None:
    words = f"{subtype} {type_word}" if with_subtype else type_word
    phrase = f"{words} spells" if plural else ("an " if words[0] in "aeiou" else "a ") + words + " spell"
    f = face("Generated Land", "Land", f"{{T}}: Add {{C}}. Spend this mana only to cast {phrase}.", cost=None)
    expected: dict[str, Any] = {"types": [type_word.capitalize()]}
    if with_subtype:
        expected["subtypes"] = [subtype]
    assert _added(f)["spend_cast"] == expected


# ---- the engine: restricted mana in the pool and in payment (CR 106.6) ------------------------------------------

_RESTRICTED_CREATURE = 'G|{"cast":{"types":["Creature"]}}'


def test_restricted_mana_pays_only_where_its_restriction_allows_cr_106_6() -> None:
    pool = {_RESTRICTED_CREATURE: 1}
    cost = parse_cost("{G}")
    refused = pay_from_pool(pool, cost, 20)
    assert refused[0] == pool and refused[1].symbols == ("G",)
    allowed = pay_from_pool(pool, cost, 20, lambda text: True)
    assert allowed[0] == {} and allowed[1].is_free()


def test_restricted_mana_is_spent_before_unrestricted_mana_of_its_kind_cr_106_6() -> None:
    pool, rest, _ = pay_from_pool({"G": 1, _RESTRICTED_CREATURE: 1}, parse_cost("{1}"), 20, lambda text: True)
    assert pool == {"G": 1} and rest.is_free()


def _land_doc(cards: list[dict[str, Any]], alice: dict[str, Any], script: list[str], expect: dict[str, Any],
              bob: dict[str, Any] | None = None) -> dict[str, Any]:
    return main_phase_doc(cards, alice, bob, script, expect)


def test_ancient_ziggurat_mana_casts_a_creature_spell_cr_106_6() -> None:
    assert_plays(_land_doc([data(ZIGGURAT)], {"battlefield": ["Ancient Ziggurat"], "hand": ["Savannah Lions"]},
                           ["alice: activate Ancient Ziggurat", "alice: choose W", "alice: cast Savannah Lions",
                            "resolve"],
                           {"alice": {"battlefield_has": ["Savannah Lions"], "mana_pool": {}}}))


def test_ancient_ziggurat_mana_cant_pay_for_an_instant_cr_106_6() -> None:
    assert_plays(_land_doc([data(ZIGGURAT)], {"battlefield": ["Ancient Ziggurat"], "hand": ["Lightning Bolt"]},
                           ["alice: activate Ancient Ziggurat", "alice: choose R",
                            "alice: illegal cast Lightning Bolt targeting bob"],
                           {"alice": {"hand": ["Lightning Bolt"], "mana_pool": {"R": 1}}}))


def test_restricted_mana_empties_from_the_pool_as_the_step_ends_cr_106_4() -> None:
    assert_plays(_land_doc([data(ZIGGURAT)], {"battlefield": ["Ancient Ziggurat"]},
                           ["alice: activate Ancient Ziggurat", "alice: choose G", "goto beginning_of_combat"],
                           {"alice": {"mana_pool": {}}}))


def test_a_spell_cast_with_cavern_of_souls_mana_cant_be_countered_cr_106_6a() -> None:
    assert_plays(_land_doc([data(CAVERN)],
                           {"hand": ["Cavern of Souls", "Grizzly Bears"], "battlefield": ["Forest"]},
                           ["alice: play Cavern of Souls", "alice: choose Bear", "alice: activate Cavern of Souls:2",
                            "alice: choose G", "alice: cast Grizzly Bears", "alice: pass",
                            "bob: cast Counterspell targeting Grizzly Bears", "resolve", "resolve"],
                           {"alice": {"battlefield_has": ["Grizzly Bears"]}},
                           bob={"battlefield": ["Island", "Island"], "hand": ["Counterspell"]}))


def test_cavern_of_souls_mana_cant_cast_a_creature_of_another_type_cr_106_6() -> None:
    assert_plays(_land_doc([data(CAVERN)], {"hand": ["Cavern of Souls", "Savannah Lions"]},
                           ["alice: play Cavern of Souls", "alice: choose Bear", "alice: activate Cavern of Souls:2",
                            "alice: choose W", "alice: illegal cast Savannah Lions"],
                           {"alice": {"hand": ["Savannah Lions"], "mana_pool": {"W": 1}}}))


def test_restricted_mana_is_saved_loaded_and_checked_cr_106_6() -> None:
    (sc,) = load_text(json.dumps(main_phase_doc([data(ZIGGURAT)], {"battlefield": ["Ancient Ziggurat"]})), "<test>")
    game = build_game(sc)
    game.state.players[0].pool = {"G|" + '{"cast":{"types":["Creature"]}}': 1, "R": 1}
    again = loads(dumps(game))
    assert again.state.players[0].pool == game.state.players[0].pool and state_problem(again.state) is None
    again.state.players[0].pool = {"G|not a restriction": 1}
    assert "pool" in (state_problem(again.state) or "")


@pytest.mark.parametrize("text, expected", [
    ("{T}: Add X mana of any one color, where X is the number of Elves on the battlefield.",
     {"mana": "any", "amount": {"count": {"subtypes": ["Elf"]}}}),
    ("{T}, Sacrifice this artifact: Add X mana of any one color, where X is the number of petal counters on this "
     "artifact.", {"mana": "any", "amount": {"counters": "petal"}}),
    ("{T}: Add an amount of {G} equal to this creature's power.", {"mana": "{G}", "amount": "source_power"}),
    ("{T}: Add an amount of {G} equal to your devotion to green.", {"mana": "{G}", "amount": {"devotion": ["G"]}}),
])
def test_variable_amounts_of_mana_are_counted_as_the_ability_resolves_cr_106_1_107_3c(
        text: str, expected: dict[str, Any]) -> None:
    assert _added(creature_face("Mana Maker", "Creature — Elf Druid", text, power="3", toughness="3")) == expected


@pytest.mark.parametrize("text", [
    "{T}: Add an amount of {G}{G} equal to this creature's power.",
    "{T}: Add X mana of any two colors, where X is this creature's power.",
])
def test_variable_mana_near_misses_stay_unparsed(text: str) -> None:
    assert compile_face(creature_face("Near Miss", "Creature — Elf", text)).status != "compiled"


def test_an_amount_of_green_equal_to_its_power_adds_that_much_cr_106_1_608_2h() -> None:
    viridian = creature_face("Viridian Joiner", "Creature — Elf Druid",
                             "{T}: Add an amount of {G} equal to this creature's power.", power="3", toughness="2")
    assert_plays(main_phase_doc([data(viridian)], {"battlefield": ["Viridian Joiner"]}, None,
                                ["alice: activate Viridian Joiner"], {"alice": {"mana_pool": {"G": 3}}}))


def test_a_powerstone_token_is_predefined_and_its_mana_cant_cast_a_nonartifact_spell_cr_111_10h() -> None:
    maker = face("Powerstone Maker", "Sorcery", "Create a tapped Powerstone token.", cost="{0}")
    assert "can't be spent to cast a nonartifact spell" in str(data(maker))
    doc = main_phase_doc([data(maker)], {"hand": ["Powerstone Maker", "Grizzly Bears", "Millstone"],
                                         "library": ["Forest", "Forest", "Forest"],
                                         "battlefield": ["Forest"]}, {"library": ["Island", "Island"]},
                         ["alice: cast Powerstone Maker", "resolve", "goto turn 5 precombat_main",
                          "alice: activate Powerstone Token", "alice: illegal cast Grizzly Bears",
                          "alice: cast Millstone", "resolve"],
                         {"alice": {"battlefield_has": ["Millstone"], "hand": ["Grizzly Bears", "Forest"]}})
    assert_plays(doc)


def test_powerstone_mana_pays_an_activated_abilitys_cost_cr_111_10h() -> None:
    maker = face("Powerstone Maker", "Sorcery", "Create a tapped Powerstone token.", cost="{0}")
    doc = main_phase_doc([data(maker)], {"hand": ["Powerstone Maker"], "library": ["Forest", "Forest", "Forest"],
                                         "battlefield": ["Forest", "Millstone"]}, {"library": ["Island", "Island", "Island"]},
                         ["alice: cast Powerstone Maker", "resolve", "goto turn 5 precombat_main",
                          "alice: activate Powerstone Token", "alice: activate Millstone targeting bob", "resolve"],
                         {"bob": {"graveyard": ["Island", "Island"]}, "alice": {"mana_pool": {}}})
    assert_plays(doc)


HERALD = creature_face("Azorius Herald", "Creature — Spirit",
                       "This creature can't be blocked.\nWhen this creature enters, you gain 4 life.\nWhen this creature "
                       "enters, sacrifice it unless {U} was spent to cast it.", cost="{2}{W}", power="2",
                       toughness="1")
HOOLIGAN = creature_face("Tin Street Hooligan", "Creature — Goblin Rogue",
                         "When this creature enters, if {G} was spent to cast it, destroy target artifact.",
                         cost="{1}{R}", power="2", toughness="1")


@pytest.mark.parametrize("f, expected", [
    (HOOLIGAN, {"mana_spent": "G"}),
    (creature_face("Kithkin Twin", "Creature — Kithkin", "When this creature enters, if {G}{W} was spent to cast it, "
                   "draw a card.", cost="{2}"), {"mana_spent": "{G}{W}"}),
])
def test_mana_spent_to_cast_it_is_an_intervening_if_cr_601_2h_603_4(f: dict[str, Any], expected: Any) -> None:
    ab = data(f)["abilities"][-1]["triggered"]
    assert ab["if"] == expected


@pytest.mark.parametrize("lands, sacrificed", [(["Plains", "Plains", "Island"], False),
                                               (["Plains", "Plains", "Plains"], True)])
def test_the_permanent_knows_the_mana_spent_to_cast_it_cr_601_2h(lands: list[str], sacrificed: bool) -> None:
    where = {"graveyard": ["Azorius Herald"]} if sacrificed else {"battlefield_has": ["Azorius Herald"]}
    assert_plays(main_phase_doc([data(HERALD)], {"battlefield": lands, "hand": ["Azorius Herald"]}, None,
                                ["alice: cast Azorius Herald", "resolve", "alice: choose Azorius Herald (1)",
                                 "resolve all"],
                                {"alice": {"life": 24, **where}}))


@pytest.mark.parametrize("lands, destroyed", [(["Mountain", "Forest"], True), (["Mountain", "Mountain"], False)])
def test_an_intervening_if_reads_the_mana_spent_to_cast_the_permanent_cr_601_2h_603_4(
        lands: list[str], destroyed: bool) -> None:
    expect = {"graveyard": ["Millstone"]} if destroyed else {"battlefield_has": ["Millstone"]}
    assert_plays(main_phase_doc([data(HOOLIGAN)], {"battlefield": lands, "hand": ["Tin Street Hooligan"]},
                                {"battlefield": ["Millstone"]},
                                ["alice: cast Tin Street Hooligan", "resolve all"], {"bob": expect}))


MYR = creature_face("Suntouched Myr", "Artifact Creature — Myr", "Sunburst (This creature enters with a +1/+1 counter "
                    "on it for each color of mana spent to cast it.)", cost="{3}", power="0", toughness="0")
PRISM = face("Pentad Prism", "Artifact", "Sunburst (This artifact enters with a charge counter on it for each color "
             "of mana spent to cast it.)\nRemove a charge counter from this artifact: Add one mana of any color.",
             cost="{2}")
WANDERER = creature_face("Woodland Wanderer", "Creature — Elemental", "Vigilance, trample\nConverge — This creature "
                         "enters with a +1/+1 counter on it for each color of mana spent to cast it.", cost="{3}",
                         power="2", toughness="2")


def test_sunburst_and_converge_compile_cr_702_44a_614_1c() -> None:
    assert data(MYR)["keywords"] == ["Sunburst"]
    assert data(WANDERER)["abilities"] == [{"static": {"enters_with_counters_per_color": {"counter": "+1/+1",
                                                                                          "amount": 1}}}]


@pytest.mark.parametrize("f, lands, expected", [
    (MYR, ["Forest", "Forest", "Island"], {"name": "Suntouched Myr", "power": 2, "counters": {"+1/+1": 2}}),
    (PRISM, ["Forest", "Island"], {"name": "Pentad Prism", "counters": {"charge": 2}}),
    (WANDERER, ["Forest", "Island", "Mountain"], {"name": "Woodland Wanderer", "power": 5, "counters": {"+1/+1": 3}}),
    (WANDERER, ["Forest", "Forest", "Forest"], {"name": "Woodland Wanderer", "power": 3, "counters": {"+1/+1": 1}}),
])
def test_a_permanent_enters_with_a_counter_for_each_color_of_mana_spent_to_cast_it_cr_702_44a_601_2h(
        f: dict[str, Any], lands: list[str], expected: dict[str, Any]) -> None:
    name = f["name"]
    assert_plays(main_phase_doc([data(f)], {"battlefield": lands, "hand": [name]}, None,
                                [f"alice: cast {name}", "resolve"], {"permanents": [expected]}))


KEEPER = creature_face("Mana Keeper", "Creature — Elf", "{T}: Add {R}. Until end of turn, you don't lose this mana as "
                       "steps and phases end.")


def test_kept_mana_compiles_cr_106_4a() -> None:
    assert _added(KEEPER) == {"mana": "{R}", "keep": True}


@pytest.mark.parametrize("goto, pool", [("goto end", {"R": 1}), ("goto turn 4 upkeep", {})])
def test_mana_kept_until_end_of_turn_stays_as_steps_end_and_empties_with_the_turn_cr_106_4a(
        goto: str, pool: dict[str, int]) -> None:
    assert_plays(main_phase_doc([data(KEEPER)], {"battlefield": ["Mana Keeper"]}, {"library": ["Island"]},
                                ["alice: activate Mana Keeper", goto], {"alice": {"mana_pool": pool}}))


def test_kept_mana_pays_for_any_spell_cr_106_4a() -> None:
    assert_plays(main_phase_doc([data(KEEPER)], {"battlefield": ["Mana Keeper"], "hand": ["Lightning Bolt"]}, None,
                                ["alice: activate Mana Keeper", "goto beginning_of_combat",
                                 "alice: cast Lightning Bolt targeting bob", "resolve"],
                                {"bob": {"life": 17}, "alice": {"mana_pool": {}}}))


ORCHARD = face("Exotic Orchard", "Land", "{T}: Add one mana of any color that a land an opponent controls could "
               "produce.", cost=None)
POOL = face("Reflecting Pool", "Land", "{T}: Add one mana of any type that a land you control could produce.",
            cost=None)


def test_mana_a_land_could_produce_compiles_cr_106_7() -> None:
    assert _added(ORCHARD) == {"mana": "any", "produced_by": {"types": ["Land"], "controller": "opponent"}}
    assert _added(POOL) == {"mana": "any", "produced_by": {"types": ["Land"], "controller": "you"}, "any_type": True}


def test_exotic_orchard_adds_a_color_an_opponents_land_could_produce_cr_106_7() -> None:
    assert_plays(main_phase_doc([data(ORCHARD)], {"battlefield": ["Exotic Orchard"]},
                                {"battlefield": ["Island", "Mountain"]},
                                ["alice: activate Exotic Orchard", "alice: choose R"],
                                {"alice": {"mana_pool": {"R": 1}}}))


def test_exotic_orchard_offers_only_the_colors_those_lands_could_produce_cr_106_7() -> None:
    doc = main_phase_doc([data(ORCHARD)], {"battlefield": ["Exotic Orchard"]}, {"battlefield": ["Island"]},
                         ["alice: activate Exotic Orchard"], {"alice": {"mana_pool": {"U": 1}}})
    assert_plays(doc)       # one colour: no choice asked


def test_with_no_such_land_no_mana_is_added_cr_106_7() -> None:
    assert_plays(main_phase_doc([data(ORCHARD)], {"battlefield": ["Exotic Orchard"]}, None,
                                ["alice: activate Exotic Orchard"], {"alice": {"mana_pool": {}}}))


def test_reflecting_pool_can_add_colorless_mana_cr_106_7() -> None:
    assert_plays(main_phase_doc([data(POOL)], {"battlefield": ["Reflecting Pool", "Wastes", "Forest"]}, None,
                                ["alice: activate Reflecting Pool", "alice: choose C"],
                                {"alice": {"mana_pool": {"C": 1}}}))


def test_exotic_orchard_never_adds_colorless_mana_cr_106_7() -> None:
    assert_plays(main_phase_doc([data(ORCHARD)], {"battlefield": ["Exotic Orchard"]}, {"battlefield": ["Wastes"]},
                                ["alice: activate Exotic Orchard"], {"alice": {"mana_pool": {}}}))


def test_an_amount_of_energy_equal_to_a_count_cr_107_14() -> None:
    f = creature_face("Energy Gatherer", "Creature — Human", "When this creature enters, you get an amount of {E} "
                      "equal to the number of artifact creatures you control.")
    effect = data(f)["abilities"][0]["triggered"]["effects"][0]
    assert effect == {"player_counters": {"kind": "energy", "amount": {"count": {"types": ["Artifact", "Creature"],
                                                                                 "controller": "you"}}}}


_KINDS = st.sampled_from(["W", "U", "B", "R", "G", "C", "G*", _RESTRICTED_CREATURE, 'R|{"keep":true}'])


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(_KINDS, st.integers(1, 3), max_size=5),
       st.sampled_from(["{1}", "{G}", "{R}{R}", "{2}{G}", "{W}{U}", "{S}", "{C}{1}"]), st.booleans())
def test_paying_from_a_pool_keeps_every_unit_and_spends_restricted_mana_only_where_allowed_cr_106_6(
        pool: dict[str, int], cost_text: str, allow: bool) -> None:
    cost = parse_cost(cost_text)
    left, rest, _ = pay_from_pool(pool, cost, 20, (lambda text: True) if allow else None)
    spent = sum(pool.values()) - sum(left.values())
    assert spent == cost.mana_value - rest.mana_value          # every unit spent paid one symbol
    assert all(left.get(k, 0) <= n for k, n in pool.items())
    if not allow:   # mana only kept as steps end (106.4a) has no restriction on spending it (core.mana.KEPT_ONLY)
        assert all(left.get(k) == n for k, n in pool.items() if "|" in k and k.split("|", 1)[1] not in KEPT_ONLY)
