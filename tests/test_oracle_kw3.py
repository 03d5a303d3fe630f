"""The Oracle grammar's part ``kw3`` (issue 9) and the keyword actions it compiles: goad (CR 701.15) compiles from real
cards' Oracle text, renders back as the text, refuses near misses, and plays as the rules say; so does connive
(CR 701.50), exert (701.43) and myriad (702.116)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.cards.model import Effect
from manastack.cards.vocabulary import keyword_triggers
from manastack.oracle.compiler import compile_face
from manastack.rules.goad import obeyed
from manastack.rules.steps import STEP_DONE, steps
from oracle_faces import data, face, faces_play

_GOAD_REMINDER = (" (Until your next turn, that creature attacks each combat if able and attacks a player other than "
                  "you if able.)")
KOBOLD = face("Taunting Kobold", "Creature — Kobold", "Haste\nWhenever this creature attacks, goad target creature an "
              "opponent controls." + _GOAD_REMINDER, "{R}", "0", "1")
HOMUNCULUS = face("Jeering Homunculus", "Creature — Homunculus", "When this creature enters, you may goad target "
                  "creature." + _GOAD_REMINDER, "{1}{U}", "0", "4")
OCEANUS = face("Oceanus Dragon", "Creature — Dragon", "Flying\nWhen this creature enters, tap target creature an "
               "opponent controls. Goad it." + _GOAD_REMINDER, "{4}{U}{U}", "3", "5")
SCREWDRIVER = face("Laser Screwdriver", "Artifact", "{3}, {T}: Goad target creature." + _GOAD_REMINDER, "{2}")
IMPETUS = face("Parasitic Impetus", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +2/+2 and is "
               "goaded. (It attacks each combat if able and attacks a player other than you if able.)", "{2}{B}")
BLADE = face("Bloodthirsty Blade", "Artifact — Equipment", "Equipped creature gets +2/+0 and is goaded. (It attacks "
             "each combat if able and attacks a player other than you if able.)\nEquip {1}", "{2}")
ARC = face("Redemption Arc", "Enchantment — Aura", "Enchant creature\nEnchanted creature has indestructible and is "
           "goaded.", "{1}{W}")

OPP_CREATURE = {"permanent": {"types": ["Creature"], "controller": "opponent"}}

CARDS: list[tuple[dict[str, Any], list[dict[str, Any]]]] = [
    (KOBOLD, [{"triggered": {"when": {"event": "attacks", "who": "self"}, "effects": [{"goad": {"what": "target"}}],
                             "targets": [OPP_CREATURE]}}]),
    (HOMUNCULUS, [{"triggered": {"when": {"event": "enters", "who": "self"}, "optional": True,
                                 "effects": [{"goad": {"what": "target"}}], "targets": ["creature"]}}]),
    (OCEANUS, [{"triggered": {"when": {"event": "enters", "who": "self"},
                              "effects": [{"tap": {"what": "target"}}, {"goad": {"what": "target"}}],
                              "targets": [OPP_CREATURE]}}]),
    (SCREWDRIVER, [{"activated": {"cost": {"mana": "{3}", "tap": True}, "effects": [{"goad": {"what": "target"}}],
                                  "targets": ["creature"]}}]),
    (IMPETUS, [{"static": {"continuous": {"affects": "enchanted", "power": 2, "toughness": 2}}},
               {"static": {"goaded": {"affects": "enchanted"}}}]),
    (BLADE, [{"static": {"continuous": {"affects": "equipped", "power": 2, "toughness": 0}}},
             {"static": {"goaded": {"affects": "equipped"}}}]),
    (ARC, [{"static": {"continuous": {"affects": "enchanted", "keywords": ["Indestructible"]}}},
           {"static": {"goaded": {"affects": "enchanted"}}}]),
]


@pytest.mark.parametrize("card,abilities", CARDS, ids=[f["name"] for f, _ in CARDS])
def test_goad_lines_compile_to_the_goad_verb_and_the_goaded_static_and_render_back(
        card: dict[str, Any], abilities: list[dict[str, Any]]) -> None:
    """CR 701.15a-b: "goad target creature", "goad it", "enchanted creature ... and is goaded"."""
    got = data(card)["abilities"]
    assert [a for a in got if a in abilities] == abilities


NEAR_MISSES = [
    face("Goading Self", "Creature — Kobold", "{1}: Goad this creature.", "{R}", "1", "1"),
    face("Goaded Host", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +2/+2 and is goaded and "
         "hexproof.", "{2}{B}"),
    face("Goad Mismatch", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +2/+2. Equipped creature is "
         "goaded.", "{2}{B}"),
]


@pytest.mark.parametrize("card", NEAR_MISSES, ids=[f["name"] for f in NEAR_MISSES])
def test_near_misses_of_goad_stay_unparsed(card: dict[str, Any]) -> None:
    """CR 701.15: goading this (a permanent goading itself is no Oracle wording), a designation the grammar doesn't
    read after "is goaded", or a goaded host that isn't the static ability's subject are refused, not guessed."""
    assert compile_face(card).status != "compiled"


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["target creature", "target creature an opponent controls", "target creature you control",
                        "target creature defending player controls", "target artifact creature",
                        "all creatures your opponents control"]),
       st.sampled_from(["When this creature enters, ", "Whenever this creature attacks, ", "{3}, {T}: "]),
       st.booleans())
def test_goad_of_any_object_compiles_to_goad_of_that_object(what: str, start: str, may: bool) -> None:
    """CR 701.15a: the goad instruction takes any object phrase the grammar reads, with or without "you may"."""
    verb = "you may goad" if may else "goad"
    if start.endswith(": "):
        verb = verb[0].upper() + verb[1:]
    text = f"{start}{verb} {what}."
    r = compile_face(face("Goad Test", "Creature — Kobold", text, "{R}", "1", "1"))
    assert r.status == "compiled", (text, r.phrase)
    assert r.data is not None
    (ability,) = r.data["abilities"]
    (body,) = ability.values()
    assert [e for e in body["effects"] if "goad" in e]
    assert body.get("optional", False) or any(e.get("may") for e in body["effects"]) or not may


@pytest.mark.parametrize("defender,by,expected", [
    (("p", 2), frozenset({1}), 2),          # a player other than the goader: both requirements
    (("p", 1), frozenset({1}), 1),          # the goader: "attacks if able" only
    (("o", 9), frozenset({1}), 1),          # a planeswalker is no player (701.15b)
    (("p", 1), frozenset({1, 2}), 2),       # goaded by two: attacking one obeys the other's requirement (701.15c)
    (("p", 3), frozenset({1, 2}), 3),
])
def test_a_goaded_creature_obeys_one_requirement_per_goading_player_it_doesnt_attack(
        defender: tuple[str, int], by: frozenset[int], expected: int) -> None:
    """CR 701.15b-c, 508.1d: the requirements a goaded creature obeys by attacking ``defender``."""
    assert obeyed(defender, 0, by) == expected


def test_laser_screwdriver_goads_a_creature_that_then_must_attack_on_its_controllers_turn() -> None:
    """CR 701.15a-b, 508.1d: bob's goaded Grizzly Bears must attack on bob's turn (with two players, alice)."""
    faces_play({"s": SCREWDRIVER}, ["s"],
               {"battlefield": ["Laser Screwdriver", "Wastes", "Wastes", "Wastes"],
                "library": ["Wastes", "Wastes", "Wastes"]},
               {"battlefield": ["Grizzly Bears", "Savannah Lions"], "library": ["Forest", "Forest", "Forest"]},
               ["alice: activate Laser Screwdriver targeting Grizzly Bears", "resolve",
                "goto turn 4 declare_attackers", "bob: illegal attack none", "bob: illegal attack Savannah Lions",
                "bob: attack Grizzly Bears", "goto postcombat_main"],
               {"alice": {"life": 18}})


# ---- connive (CR 701.50) ------------------------------------------------------------------------------------------
_CONNIVE_REMINDER = (" (Draw a card, then discard a card. If you discarded a nonland card, put a +1/+1 counter on this "
                     "creature.)")
SILENCER = face("Raffine's Silencer", "Creature — Human Assassin", "When this creature enters, it connives."
                + _CONNIVE_REMINDER, "{2}{B}", "1", "1")
GRIFTER = face("Hypnotic Grifter", "Creature — Human Rogue", "{3}: This creature connives." + _CONNIVE_REMINDER,
               "{U}", "1", "2")
INFORMANT = face("Obscura Informant", "Creature — Human Rogue", "When this creature enters, target creature you "
                 "control connives. (Draw a card, then discard a card. If you discarded a nonland card, put a +1/+1 "
                 "counter on that creature.)", "{2}{U}", "2", "2")
DON = face("Ledger Don", "Legendary Creature — Human Rogue", "Whenever Ledger Don attacks, he connives."
           + _CONNIVE_REMINDER, "{1}{U}{B}", "2", "2")

CONNIVERS: list[tuple[dict[str, Any], list[dict[str, Any]]]] = [
    (SILENCER, [{"triggered": {"when": {"event": "enters", "who": "self"}, "effects": [{"connive": {"what": "it"}}]}}]),
    (GRIFTER, [{"activated": {"cost": {"mana": "{3}"}, "effects": [{"connive": {"what": "self"}}]}}]),
    (INFORMANT, [{"triggered": {"when": {"event": "enters", "who": "self"}, "effects": [{"connive": {"what": "target"}}],
                                "targets": [{"permanent": {"types": ["Creature"], "controller": "you"}}]}}]),
    (DON, [{"triggered": {"when": {"event": "attacks", "who": "self"}, "effects": [{"connive": {"what": "it"}}]}}]),
]


@pytest.mark.parametrize("card,abilities", CONNIVERS, ids=[f["name"] for f, _ in CONNIVERS])
def test_connive_lines_compile_to_the_connive_verb_and_render_back(card: dict[str, Any],
                                                                   abilities: list[dict[str, Any]]) -> None:
    """CR 701.50a: "it connives", "this creature connives", "target creature you control connives", and a legendary
    creature's "he connives" after its own trigger (201.5)."""
    assert data(card)["abilities"] == abilities


CONNIVE_MISSES = [
    face("Many Connivers", "Sorcery", "Each creature you control connives.", "{2}{U}"),
    face("Other Conniver", "Creature — Rogue", "When this creature enters, he connives and draws a card.", "{U}", "1",
         "1"),
]


@pytest.mark.parametrize("card", CONNIVE_MISSES, ids=[f["name"] for f in CONNIVE_MISSES])
def test_near_misses_of_connive_stay_unparsed(card: dict[str, Any]) -> None:
    """CR 701.50d: several permanents conniving at once (one after another, in APNAP order) isn't compiled; nor is a
    pronoun the text preparation doesn't know to be this creature."""
    assert compile_face(card).status != "compiled"


def test_hypnotic_grifter_connives_drawing_then_discarding_the_card_drawn() -> None:
    """CR 701.50a, 608.2c: the discard is chosen after the draw (the card drawn can be discarded), and a nonland card
    discarded puts a +1/+1 counter on the conniving creature."""
    faces_play({"g": GRIFTER}, ["g"],
               {"battlefield": ["Hypnotic Grifter", "Island", "Island", "Island"], "hand": ["Island"],
                "library": ["Lightning Bolt", "Island"]},
               None,
               ["alice: activate Hypnotic Grifter", "resolve", "alice: choose Lightning Bolt"],
               {"alice": {"hand": ["Island"], "graveyard": ["Lightning Bolt"]},
                "permanents": [{"name": "Hypnotic Grifter", "counters": {"+1/+1": 1}}]})


def test_connive_is_carried_out_as_a_draw_step_then_a_discard_step() -> None:
    """CR 608.2c, 701.50a: rules/steps.py adds connive's discard step after it, happening only if the draw did."""
    made = steps(Effect("connive", {"what": "it"}, optional=True))
    assert [e.verb for e in made] == ["connive", "connive_discard"]
    assert made[1].condition is not None and made[1].condition.kind == STEP_DONE and not made[1].optional
    assert steps(Effect("draw", {})) == [Effect("draw", {})]


# ---- exert (CR 701.43) --------------------------------------------------------------------------------------------
_EXERT_REMINDER = " (An exerted creature won't untap during your next untap step.)"
NAGA = face("Watchful Naga", "Creature — Naga Wizard", "You may exert this creature as it attacks. When you do, draw a "
            "card." + _EXERT_REMINDER, "{2}{U}", "2", "2")
INITIATE = face("Glory-Bound Initiate", "Creature — Human Warrior", "You may exert this creature as it attacks. When "
                "you do, it gets +1/+3 and gains lifelink until end of turn." + _EXERT_REMINDER, "{1}{W}", "3", "1")
EXERTED = {"event": "exerted", "who": "self"}

EXERTERS: list[tuple[dict[str, Any], list[dict[str, Any]]]] = [
    (NAGA, [{"triggered": {"when": EXERTED, "effects": [{"draw": {"amount": 1}}]}}]),
    (INITIATE, [{"triggered": {"when": EXERTED, "effects": [{"pump": {"to": "it", "power": 1, "toughness": 3}},
                                                            {"grant": {"to": "it", "keywords": ["Lifelink"]}}]}}]),
]


@pytest.mark.parametrize("card,abilities", EXERTERS, ids=[f["name"] for f, _ in EXERTERS])
def test_exert_as_it_attacks_compiles_to_a_trigger_on_exerted_and_renders_back(card: dict[str, Any],
                                                                               abilities: list[dict[str, Any]]) -> None:
    """CR 701.43d, 607.2h: "You may exert this creature as it attacks. When you do, ..." is one triggered ability on
    ``exerted``; "it" is the exerted creature (603.2)."""
    assert data(card)["abilities"] == abilities


EXERT_MISSES = [
    face("Lone Exerter", "Creature — Human Warrior", "You may exert this creature as it attacks.", "{1}{W}", "3", "1"),
    face("Blocking Exerter", "Creature — Human Warrior", "You may exert this creature as it blocks. When you do, draw a "
         "card.", "{1}{W}", "3", "1"),
]


@pytest.mark.parametrize("card", EXERT_MISSES, ids=[f["name"] for f in EXERT_MISSES])
def test_near_misses_of_exert_stay_unparsed(card: dict[str, Any]) -> None:
    """CR 701.43d: exert with no linked "when you do" ability, or exert as it blocks (no such rule), isn't compiled."""
    assert compile_face(card).status != "compiled"


def test_glory_bound_initiate_exerted_gets_its_bonus_and_stays_tapped_through_the_next_untap_step() -> None:
    """CR 701.43a, 701.43d, 508.1g: exerted as it attacks, the Initiate is 4/4 with lifelink this combat (alice gains
    4), and it doesn't untap during alice's next untap step."""
    faces_play({"i": INITIATE}, ["i"], {"battlefield": ["Glory-Bound Initiate"], "library": ["Plains", "Plains"]},
               {"library": ["Forest", "Forest"]},
               ["goto declare_attackers", "alice: attack Glory-Bound Initiate", "alice: choose yes",
                "goto postcombat_main", "goto turn 5 precombat_main"],
               {"alice": {"life": 24}, "bob": {"life": 16},
                "permanents": [{"name": "Glory-Bound Initiate", "tapped": True}]})


# ---- myriad (CR 702.116) ------------------------------------------------------------------------------------------
HERALD = face("Herald of the Host", "Creature — Angel", "Flying, vigilance\nMyriad (Whenever this creature attacks, for "
              "each opponent other than defending player, you may create a token copy that's tapped and attacking that "
              "player or a planeswalker they control. Exile the tokens at end of combat.)", "{3}{W}{W}", "4", "4")


def test_myriad_is_a_keyword_line_and_its_trigger_creates_copies_then_their_exile() -> None:
    """CR 702.116a: "Myriad" compiles as the keyword, whose triggered ability is myriad_copies, carried out with its
    step myriad_exile (rules/steps.py)."""
    assert data(HERALD)["keywords"] == ["Flying", "Vigilance", "Myriad"]
    (ability,) = keyword_triggers(("myriad",))
    assert ability.trigger.event == "attacks"
    assert [e.verb for e in steps(ability.body.modes[0].effects[0])] == ["myriad_copies", "myriad_exile"]


def test_myriad_does_nothing_in_a_two_player_game() -> None:
    """CR 702.116a: with two players there is no opponent other than the defending player: no token is created."""
    faces_play({"h": HERALD}, ["h"], {"battlefield": ["Herald of the Host"]}, None,
               ["goto declare_attackers", "alice: attack Herald of the Host", "goto postcombat_main"],
               {"bob": {"life": 16}, "permanents": [{"name": "Herald of the Host", "count": 1}]})


# ---- monstrosity (CR 701.37) --------------------------------------------------------------------------------------
_MONSTER_REMINDER = " (If this creature isn't monstrous, put three +1/+1 counters on it and it becomes monstrous.)"
COLOSSUS = face("Arbor Colossus", "Creature — Giant", "Reach\n{3}{G}{G}{G}: Monstrosity 3." + _MONSTER_REMINDER
                + "\nWhen this creature becomes monstrous, destroy target creature with flying an opponent controls.",
                "{2}{G}{G}{G}", "6", "6")
HYDRA = face("Domesticated Hydra", "Creature — Hydra", "{X}{G}{G}{G}: Monstrosity X. (If this creature isn't monstrous, "
             "put X +1/+1 counters on it and it becomes monstrous.)\nAs long as this creature is monstrous, it has "
             "trample.", "{2}{G}", "3", "3")

MONSTERS: list[tuple[dict[str, Any], list[dict[str, Any]]]] = [
    (COLOSSUS, [{"activated": {"cost": {"mana": "{3}{G}{G}{G}"}, "effects": [{"monstrosity": {"amount": 3}}]}},
                {"triggered": {"when": "becomes_monstrous", "effects": [{"destroy": {"what": "target"}}],
                               "targets": [{"permanent": {"types": ["Creature"], "keywords": ["flying"],
                                                          "controller": "opponent"}}]}}]),
    (HYDRA, [{"activated": {"cost": {"mana": "{X}{G}{G}{G}"}, "effects": [{"monstrosity": {"amount": "X"}}]}},
             {"static": {"continuous": {"affects": "self", "keywords": ["Trample"], "if": {"monstrous": {}}}}}]),
]


@pytest.mark.parametrize("card,abilities", MONSTERS, ids=[f["name"] for f, _ in MONSTERS])
def test_monstrosity_lines_compile_and_render_back(card: dict[str, Any], abilities: list[dict[str, Any]]) -> None:
    """CR 701.37a-c: "Monstrosity 3", "Monstrosity X", "When this creature becomes monstrous, ...", "As long as this
    creature is monstrous, it has trample" (611.3a)."""
    assert data(card)["abilities"] == abilities


def test_near_miss_of_monstrous_stays_unparsed() -> None:
    """CR 701.37b: only a permanent's own monstrous is read; "as long as enchanted creature is monstrous" isn't."""
    miss = face("Monster Aura", "Enchantment — Aura", "Enchant creature\nAs long as enchanted creature is monstrous, "
                "it has trample.", "{G}")
    assert compile_face(miss).status != "compiled"


def test_domesticated_hydra_monstrosity_x_puts_x_counters_and_gives_trample() -> None:
    """CR 701.37a, 107.3: monstrosity X with the X paid; then as long as it's monstrous it has trample (611.3a)."""
    faces_play({"h": HYDRA}, ["h"],
               {"battlefield": ["Domesticated Hydra", "Forest", "Forest", "Forest", "Wastes", "Wastes"]}, None,
               ["alice: activate Domesticated Hydra x=2", "resolve"],
               {"permanents": [{"name": "Domesticated Hydra", "counters": {"+1/+1": 2}, "power": 5,
                                "keywords": ["trample"]}]})


# ---- extort (CR 702.101) ------------------------------------------------------------------------------------------
SYNDIC = face("Syndic of Tithes", "Creature — Human Cleric", "Extort (Whenever you cast a spell, you may pay {W/B}. If "
              "you do, each opponent loses 1 life and you gain that much life.)", "{1}{W}", "2", "2")


def test_extort_is_a_keyword_whose_trigger_pays_then_drains_then_gains() -> None:
    """CR 702.101a: "Extort" compiles as the keyword; its triggered ability (on casting a spell) is "you may pay
    {W/B}", then, if you did, extort_drain and its step extort_gain (rules/steps.py)."""
    assert data(SYNDIC)["keywords"] == ["Extort"]
    (ability,) = keyword_triggers(("extort",))
    assert (ability.trigger.event, ability.trigger.whose) == ("cast", "you")
    pay, drain = ability.body.modes[0].effects
    assert pay.verb == "pay" and pay.optional
    assert [e.verb for e in steps(drain)] == ["extort_drain", "extort_gain"]


def test_syndic_of_tithes_extorts_bob_when_alice_pays() -> None:
    """CR 702.101a: alice pays {W/B}; bob loses 1 life and alice gains the 1 life lost."""
    faces_play({"s": SYNDIC}, ["s"], {"battlefield": ["Syndic of Tithes", "Plains", "Swamp"],
                                      "hand": ["Savannah Lions"]}, None,
               ["alice: cast Savannah Lions", "resolve", "alice: choose yes"],
               {"alice": {"life": 21}, "bob": {"life": 19}})


# ---- firebending (CR 702.189) -------------------------------------------------------------------------------------
CADET = face("Fire Nation Cadet", "Creature — Human Soldier", "Firebending 2 (Whenever this creature attacks, add "
             "{R}{R}. This mana lasts until end of combat.)", "{R}", "1", "2")


def test_firebending_n_is_a_keyword_whose_trigger_adds_n_red_kept_until_end_of_combat() -> None:
    """CR 702.189a: "Firebending 2" compiles as the keyword; its triggered ability (on attacking) is firebend 2."""
    assert data(CADET)["keywords"] == ["Firebending 2"]
    (ability,) = keyword_triggers(("firebending:2",))
    assert ability.trigger.event == "attacks"
    (add,) = ability.body.modes[0].effects
    assert add.verb == "firebend" and add.args["amount"].constant() == 2


def test_firebending_mana_survives_the_combat_steps_and_empties_after_combat() -> None:
    """CR 702.189a, 500.4: the {R}{R} is in the pool in the combat damage step, and gone in the postcombat main."""
    faces_play({"c": CADET}, ["c"], {"battlefield": ["Fire Nation Cadet"], "hand": ["Lightning Bolt"]}, None,
               ["goto declare_attackers", "alice: attack Fire Nation Cadet", "resolve", "goto combat_damage",
                "alice: cast Lightning Bolt targeting bob", "resolve", "goto postcombat_main"],
               {"bob": {"life": 16}, "alice": {"mana_pool": {}}})
