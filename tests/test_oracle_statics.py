"""The statics part of the Oracle grammar (issue 9): static abilities (CR 604) and mana abilities with a choice
compile from real cards' Oracle text to the card data they mean, and the compiled cards play as their text says."""

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
from manastack.oracle.terms import plural_subtype, singular_subtype
from manastack.judge.setup import build_game
from manastack.view.player import view

load_all()

#: Real cards as the corpus (MTGJSON AtomicCards) has them.
FACES: dict[str, dict[str, Any]] = {
    'Tiger Claws' : {'name': 'Tiger Claws', 'type': 'Enchantment — Aura', 'types': ['Enchantment'], 'text': 'Flash\nEnchant creature\nEnchanted creature gets +1/+1 and has trample.', 'manaCost': '{2}{G}', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    'Thraben Watcher' : {'name': 'Thraben Watcher', 'type': 'Creature — Angel', 'types': ['Creature'], 'text': 'Flying, vigilance\nOther nontoken creatures you control get +1/+1 and have vigilance.', 'manaCost': '{2}{W}{W}', 'power': '2', 'toughness': '2', 'layout': 'normal'} ,
    'Devil Dinosaur' : {'name': 'Devil Dinosaur', 'type': 'Legendary Creature — Dinosaur', 'types': ['Creature'], 'text': "Trample\nOther Dinosaurs you control get +1/+1 and have hexproof. (They can't be the targets of spells or abilities your opponents control.)", 'manaCost': '{2}{G}{G}', 'power': '5', 'toughness': '5', 'layout': 'normal'} ,
    'Primal Rage' : {'name': 'Primal Rage', 'type': 'Enchantment', 'types': ['Enchantment'], 'text': "Creatures you control have trample. (A creature with trample can deal excess combat damage to the player or planeswalker it's attacking.)", 'manaCost': '{1}{G}', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    "Belbe's Percher" : {'name': "Belbe's Percher", 'type': 'Creature — Bird', 'types': ['Creature'], 'text': 'Flying\nThis creature can block only creatures with flying.', 'manaCost': '{2}{B}', 'power': '2', 'toughness': '2', 'layout': 'normal'} ,
    'Faithful Watchdog' : {'name': 'Faithful Watchdog', 'type': 'Creature — Dog', 'types': ['Creature'], 'text': 'Vigilance\nThis creature enters with three +1/+1 counters on it.', 'manaCost': '{G}{W}', 'power': '0', 'toughness': '0', 'layout': 'normal'} ,
    'Tranquil Expanse' : {'name': 'Tranquil Expanse', 'type': 'Land', 'types': ['Land'], 'text': 'This land enters tapped.\n{T}: Add {G} or {W}.', 'manaCost': '', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    'Maro' : {'name': 'Maro', 'type': 'Creature — Elemental', 'types': ['Creature'], 'text': "Maro's power and toughness are each equal to the number of cards in your hand.", 'manaCost': '{2}{G}{G}', 'power': '*', 'toughness': '*', 'layout': 'normal'} ,
    'Cephalopod Sentry' : {'name': 'Cephalopod Sentry', 'type': 'Artifact Creature — Phyrexian Squid', 'types': ['Artifact', 'Creature'], 'text': "Flying\nCephalopod Sentry's power is equal to the number of artifacts you control.", 'manaCost': '{2}{W}{U}', 'power': '*', 'toughness': '5', 'layout': 'normal'} ,
    'Basalt Monolith' : {'name': 'Basalt Monolith', 'type': 'Artifact', 'types': ['Artifact'], 'text': "This artifact doesn't untap during your untap step.\n{T}: Add {C}{C}{C}.\n{3}: Untap this artifact.", 'manaCost': '{3}', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    'Paralyzing Grasp' : {'name': 'Paralyzing Grasp', 'type': 'Enchantment — Aura', 'types': ['Enchantment'], 'text': "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.", 'manaCost': '{2}{U}', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    'Outland Boar' : {'name': 'Outland Boar', 'type': 'Creature — Boar', 'types': ['Creature'], 'text': "This creature can't be blocked by creatures with power 2 or less.", 'manaCost': '{2}{R}{G}', 'power': '4', 'toughness': '4', 'layout': 'normal'} ,
    'Deathcap Glade' : {'name': 'Deathcap Glade', 'type': 'Land', 'types': ['Land'], 'text': 'This land enters tapped unless you control two or more other lands.\n{T}: Add {B} or {G}.', 'manaCost': '', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    'Sulfur Falls' : {'name': 'Sulfur Falls', 'type': 'Land', 'types': ['Land'], 'text': 'This land enters tapped unless you control an Island or a Mountain.\n{T}: Add {U} or {R}.', 'manaCost': '', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    'Nim Grotesque' : {'name': 'Nim Grotesque', 'type': 'Creature — Zombie', 'types': ['Creature'], 'text': 'This creature gets +1/+0 for each artifact you control.', 'manaCost': '{6}{B}', 'power': '3', 'toughness': '6', 'layout': 'normal'} ,
    'Darksteel Juggernaut' : {'name': 'Darksteel Juggernaut', 'type': 'Artifact Creature — Juggernaut', 'types': ['Artifact', 'Creature'], 'text': "Indestructible\nDarksteel Juggernaut's power and toughness are each equal to the number of artifacts you control.\nThis creature attacks each combat if able.", 'manaCost': '{5}', 'power': '*', 'toughness': '*', 'layout': 'normal'} ,
    'Sea of Clouds' : {'name': 'Sea of Clouds', 'type': 'Land', 'types': ['Land'], 'text': 'This land enters tapped unless you have two or more opponents.\n{T}: Add {W} or {U}.', 'manaCost': '', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    'Shu Cavalry' : {'name': 'Shu Cavalry', 'type': 'Creature — Human Soldier', 'types': ['Creature'], 'text': "Horsemanship (This creature can't be blocked except by creatures with horsemanship.)", 'manaCost': '{2}{W}', 'power': '2', 'toughness': '2', 'layout': 'normal'} ,
    'Puncture Blast' : {'name': 'Puncture Blast', 'type': 'Instant', 'types': ['Instant'], 'text': 'Wither (This deals damage to creatures in the form of -1/-1 counters.)\nPuncture Blast deals 3 damage to any target.', 'manaCost': '{2}{R}', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    'Plague Stinger' : {'name': 'Plague Stinger', 'type': 'Creature — Phyrexian Insect Horror', 'types': ['Creature'], 'text': 'Flying\nInfect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)', 'manaCost': '{1}{B}', 'power': '1', 'toughness': '1', 'layout': 'normal'} ,
    'Cinderbones' : {'name': 'Cinderbones', 'type': 'Creature — Elemental Skeleton', 'types': ['Creature'], 'text': 'Wither (This deals damage to creatures in the form of -1/-1 counters.)\n{1}{B}: Regenerate this creature.', 'manaCost': '{2}{B}', 'power': '1', 'toughness': '1', 'layout': 'normal'} ,
    'Boots of Speed' : {'name': 'Boots of Speed', 'type': 'Artifact — Equipment', 'types': ['Artifact'], 'text': 'Equipped creature gets +1/+0 and has haste.\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)', 'manaCost': '{R}', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    'Blanchwood Armor' : {'name': 'Blanchwood Armor', 'type': 'Enchantment — Aura', 'types': ['Enchantment'], 'text': 'Enchant creature\nEnchanted creature gets +1/+1 for each Forest you control.', 'manaCost': '{2}{G}', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    "Liliana's Elite" : {'name': "Liliana's Elite", 'type': 'Creature — Zombie', 'types': ['Creature'], 'text': 'This creature gets +1/+1 for each creature card in your graveyard.', 'manaCost': '{2}{B}', 'power': '1', 'toughness': '1', 'layout': 'normal'} ,
    'Mortivore' : {'name': 'Mortivore', 'type': 'Creature — Lhurgoyf', 'types': ['Creature'], 'text': "Mortivore's power and toughness are each equal to the number of creature cards in all graveyards.\n{B}: Regenerate this creature. (The next time this creature would be destroyed this turn, instead tap it, remove it from combat, and heal all damage on it.)", 'manaCost': '{2}{B}{B}', 'power': '*', 'toughness': '*', 'layout': 'normal'} ,
    'Leonin Abunas' : {'name': 'Leonin Abunas', 'type': 'Creature — Cat Cleric', 'types': ['Creature'], 'text': "Artifacts you control have hexproof. (They can't be the targets of spells or abilities your opponents control.)", 'manaCost': '{3}{W}', 'power': '2', 'toughness': '5', 'layout': 'normal'} ,
    'Rage Reflection' : {'name': 'Rage Reflection', 'type': 'Enchantment', 'types': ['Enchantment'], 'text': 'Creatures you control have double strike.', 'manaCost': '{4}{R}{R}', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    'Stone Spirit' : {'name': 'Stone Spirit', 'type': 'Creature — Elemental Spirit', 'types': ['Creature'], 'text': "This creature can't be blocked by creatures with flying.", 'manaCost': '{4}{R}', 'power': '4', 'toughness': '3', 'layout': 'normal'} ,
    'Dauthi Horror' : {'name': 'Dauthi Horror', 'type': 'Creature — Dauthi Horror', 'types': ['Creature'], 'text': "Shadow (This creature can block or be blocked by only creatures with shadow.)\nThis creature can't be blocked by white creatures.", 'manaCost': '{1}{B}', 'power': '2', 'toughness': '1', 'layout': 'normal'} ,
    'Amrou Kithkin' : {'name': 'Amrou Kithkin', 'type': 'Creature — Kithkin', 'types': ['Creature'], 'text': "This creature can't be blocked by creatures with power 3 or greater.", 'manaCost': '{W}{W}', 'power': '1', 'toughness': '1', 'layout': 'normal'} ,
    'Vestige of Emrakul' : {'name': 'Vestige of Emrakul', 'type': 'Creature — Eldrazi Drone', 'types': ['Creature'], 'text': 'Devoid (This card has no color.)\nTrample', 'manaCost': '{3}{R}', 'power': '3', 'toughness': '4', 'layout': 'normal'} ,
    'Bilious Skulldweller' : {'name': 'Bilious Skulldweller', 'type': 'Creature — Phyrexian Insect', 'types': ['Creature'], 'text': 'Deathtouch\nToxic 1 (Players dealt combat damage by this creature also get a poison counter.)', 'manaCost': '{B}', 'power': '1', 'toughness': '1', 'layout': 'normal'} ,
    'Sphinx of Jwar Isle' : {'name': 'Sphinx of Jwar Isle', 'type': 'Creature — Sphinx', 'types': ['Creature'], 'text': "Flying\nShroud (This creature can't be the target of spells or abilities.)\nYou may look at the top card of your library any time.", 'manaCost': '{4}{U}{U}', 'power': '5', 'toughness': '5', 'layout': 'normal'} ,
    'Deep-Sea Serpent' : {'name': 'Deep-Sea Serpent', 'type': 'Creature — Serpent', 'types': ['Creature'], 'text': "This creature can't attack unless defending player controls an Island.", 'manaCost': '{4}{U}{U}', 'power': '5', 'toughness': '5', 'layout': 'normal'} ,
    'Krosan Grip' : {'name': 'Krosan Grip', 'type': 'Instant', 'types': ['Instant'], 'text': "Split second (As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.)\nDestroy target artifact or enchantment.", 'manaCost': '{2}{G}', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    'Frogmite' : {'name': 'Frogmite', 'type': 'Artifact Creature — Frog', 'types': ['Artifact', 'Creature'], 'text': 'Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)', 'manaCost': '{4}', 'power': '2', 'toughness': '2', 'layout': 'normal'} ,
    'Siege Wurm' : {'name': 'Siege Wurm', 'type': 'Creature — Wurm', 'types': ['Creature'], 'text': "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nTrample", 'manaCost': '{5}{G}{G}', 'power': '5', 'toughness': '5', 'layout': 'normal'} ,
    'Wind-Kin Raiders' : {'name': 'Wind-Kin Raiders', 'type': 'Creature — Human Artificer', 'types': ['Creature'], 'text': "Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're done activating mana abilities pays for {1}.)\nFlying", 'manaCost': '{4}{U}{U}', 'power': '4', 'toughness': '3', 'layout': 'normal'} ,
    'Sporeback Wolf' : {'name': 'Sporeback Wolf', 'type': 'Creature — Wolf', 'types': ['Creature'], 'text': 'During your turn, this creature gets +0/+2.', 'manaCost': '{1}{G}', 'power': '2', 'toughness': '2', 'layout': 'normal'} ,
    'Krosan Beast' : {'name': 'Krosan Beast', 'type': 'Creature — Squirrel Beast', 'types': ['Creature'], 'text': 'Threshold — This creature gets +7/+7 as long as there are seven or more cards in your graveyard.', 'manaCost': '{3}{G}', 'power': '1', 'toughness': '1', 'layout': 'normal'} ,
    'Vedalken Infiltrator' : {'name': 'Vedalken Infiltrator', 'type': 'Creature — Vedalken Rogue', 'types': ['Creature'], 'text': "This creature can't be blocked.\nMetalcraft — This creature gets +1/+0 as long as you control three or more artifacts.", 'manaCost': '{1}{U}', 'power': '1', 'toughness': '3', 'layout': 'normal'} ,
    'Mire Kavu' : {'name': 'Mire Kavu', 'type': 'Creature — Kavu', 'types': ['Creature'], 'text': 'This creature gets +1/+1 as long as you control a Swamp.', 'manaCost': '{3}{R}', 'power': '3', 'toughness': '2', 'layout': 'normal'} ,
    'Karplusan Forest' : {'name': 'Karplusan Forest', 'type': 'Land', 'types': ['Land'], 'text': '{T}: Add {C}.\n{T}: Add {R} or {G}. This land deals 1 damage to you.', 'manaCost': '', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    'Exploration' : {'name': 'Exploration', 'type': 'Enchantment', 'types': ['Enchantment'], 'text': 'You may play an additional land on each of your turns.', 'manaCost': '{G}', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    'Giant Cindermaw' : {'name': 'Giant Cindermaw', 'type': 'Creature — Dinosaur Beast', 'types': ['Creature'], 'text': "Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)\nPlayers can't gain life.", 'manaCost': '{2}{R}', 'power': '4', 'toughness': '3', 'layout': 'normal'} ,
    "Knight of Dusk's Shadow" : {'name': "Knight of Dusk's Shadow", 'type': 'Creature — Human Knight', 'types': ['Creature'], 'text': "Menace (This creature can't be blocked except by two or more creatures.)\nYour opponents can't gain life.\n{1}{B}: This creature gets +1/+1 until end of turn.", 'manaCost': '{1}{B}', 'power': '2', 'toughness': '2', 'layout': 'normal'} ,
    "Yawgmoth's Bargain" : {'name': "Yawgmoth's Bargain", 'type': 'Enchantment', 'types': ['Enchantment'], 'text': 'Skip your draw step.\nPay 1 life: Draw a card.', 'manaCost': '{4}{B}{B}', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    'Rally the Ranks' : {'name': 'Rally the Ranks', 'type': 'Enchantment', 'types': ['Enchantment'], 'text': 'As this enchantment enters, choose a creature type.\nCreatures you control of the chosen type get +1/+1.', 'manaCost': '{1}{W}', 'power': None, 'toughness': None, 'layout': 'normal'} ,
    'Thalia, Guardian of Thraben' : {'name': 'Thalia, Guardian of Thraben', 'type': 'Legendary Creature — Human Soldier', 'types': ['Creature'], 'text': 'First strike\nNoncreature spells cost {1} more to cast.', 'manaCost': '{1}{W}', 'power': '2', 'toughness': '1', 'layout': 'normal'} ,
    'Goblin Electromancer' : {'name': 'Goblin Electromancer', 'type': 'Creature — Goblin Wizard', 'types': ['Creature'], 'text': 'Instant and sorcery spells you cast cost {1} less to cast.', 'manaCost': '{U}{R}', 'power': '2', 'toughness': '2', 'layout': 'normal'} ,
}


def compiled(name: str) -> dict[str, Any]:
    r = compile_face(FACES[name])
    assert r.status == "compiled", f"{name}: {r.reason}: {r.phrase}"
    assert r.data is not None
    return r.data


def abilities(name: str) -> list[Any]:
    return list(compiled(name).get("abilities", []))


CONTROLLED_CREATURES = {"types": ["Creature"], "controller": "you"}

# ---- Oracle text to card data, one family of phrases at a time -------------------------------------------------

CONTINUOUS = [
    ("Tiger Claws", {"affects": "enchanted", "power": 1, "toughness": 1, "keywords": ["Trample"]}),
    ("Boots of Speed", {"affects": "equipped", "power": 1, "toughness": 0, "keywords": ["Haste"]}),
    ("Thraben Watcher", {"affects": {"each": {"token": False, "types": ["Creature"], "controller": "you",
                                              "other": True}}, "power": 1, "toughness": 1,
                         "keywords": ["Vigilance"]}),
    ("Devil Dinosaur", {"affects": {"each": {"subtypes": ["Dinosaur"], "controller": "you", "other": True}},
                        "power": 1, "toughness": 1, "keywords": ["Hexproof"]}),
    ("Primal Rage", {"affects": {"each": CONTROLLED_CREATURES}, "keywords": ["Trample"]}),
    ("Leonin Abunas", {"affects": {"each": {"types": ["Artifact"], "controller": "you"}}, "keywords": ["Hexproof"]}),
    ("Nim Grotesque", {"affects": "self", "power": {"count": {"types": ["Artifact"], "controller": "you"}},
                       "toughness": 0}),
    ("Blanchwood Armor", {"affects": "enchanted", "power": {"count": {"subtypes": ["Forest"], "controller": "you"}},
                          "toughness": {"count": {"subtypes": ["Forest"], "controller": "you"}}}),
    ("Sporeback Wolf", {"affects": "self", "power": 0, "toughness": 2, "if_during_your_turn": True}),
    ("Krosan Beast", {"affects": "self", "power": 7, "toughness": 7, "if_graveyard_at_least": 7}),
    ("Vedalken Infiltrator", {"affects": "self", "power": 1, "toughness": 0, "if_you_control": {"types": ["Artifact"]},
                              "if_you_control_at_least": 3}),
    ("Liliana's Elite", {"affects": "self", "power": {"graveyard": {"types": ["Creature"]}},
                         "toughness": {"graveyard": {"types": ["Creature"]}}}),
]


@pytest.mark.parametrize(("name", "effect"), CONTINUOUS, ids=[c[0] for c in CONTINUOUS])
def test_continuous_statics_compile_to_what_they_affect_and_their_layer_parts_cr_611_3_and_613_1(
        name: str, effect: dict[str, Any]) -> None:
    assert {"static": {"continuous": effect}} in abilities(name)


RESTRICTIONS = [
    ("Darksteel Juggernaut", "attacks_each_combat"),
    ("Belbe's Percher", {"blocks_only": {"filter": {"keywords": ["flying"]}}}),
    ("Outland Boar", {"cant_be_blocked_by": {"filter": {"types": ["Creature"], "power_max": 2}}}),
    ("Amrou Kithkin", {"cant_be_blocked_by": {"filter": {"types": ["Creature"], "power_min": 3}}}),
    ("Stone Spirit", {"cant_be_blocked_by": {"filter": {"types": ["Creature"], "keywords": ["flying"]}}}),
    ("Dauthi Horror", {"cant_be_blocked_by": {"filter": {"types": ["Creature"], "colors": ["W"]}}}),
    ("Basalt Monolith", "doesnt_untap"),
    ("Deep-Sea Serpent", {"cant_attack_unless_defender_controls": {"filter": {"subtypes": ["Island"]}}}),
    ("Paralyzing Grasp", {"doesnt_untap": {"affects": "enchanted"}}),
]


@pytest.mark.parametrize(("name", "static"), RESTRICTIONS, ids=[c[0] for c in RESTRICTIONS])
def test_combat_and_untap_restrictions_compile_to_their_static_kinds_cr_508_1_509_1b_and_502_3(
        name: str, static: Any) -> None:
    assert {"static": static} in abilities(name)


ENTERING = [
    ("Faithful Watchdog", {"enters_with_counters": {"counter": "+1/+1", "amount": 3}}),
    ("Deathcap Glade", {"enters_tapped_unless": {"controls": {"types": ["Land"], "other": True}, "at_least": 2}}),
    ("Sulfur Falls", {"enters_tapped_unless": {"controls": {"subtypes": ["Island", "Mountain"]}}}),
    ("Sea of Clouds", {"enters_tapped_unless": {"opponents_at_least": 2}}),
]


@pytest.mark.parametrize(("name", "static"), ENTERING, ids=[c[0] for c in ENTERING])
def test_how_a_permanent_enters_compiles_to_its_replacement_effect_cr_614_1c(name: str, static: Any) -> None:
    assert {"static": static} in abilities(name)


CDAS = [
    ("Maro", {"power": "hand_size", "toughness": "hand_size"}, "*"),
    ("Cephalopod Sentry", {"power": {"count": {"types": ["Artifact"], "controller": "you"}}}, 5),
    ("Mortivore", {"power": {"graveyards": {"types": ["Creature"]}}, "toughness": {"graveyards": {"types": ["Creature"]}}},
     "*"),
]


@pytest.mark.parametrize(("name", "defined", "toughness"), CDAS, ids=[c[0] for c in CDAS])
def test_star_power_compiles_with_its_characteristic_defining_ability_cr_604_3_and_208_2a(
        name: str, defined: dict[str, Any], toughness: Any) -> None:
    data = compiled(name)
    assert data["power"] == "*" and data["toughness"] == toughness
    assert {"static": {"defines_pt": defined}} in data["abilities"]


def test_a_choice_of_mana_compiles_to_one_mana_of_either_kind_cr_106_1a() -> None:
    ab = abilities("Tranquil Expanse")
    assert {"activated": {"cost": {"tap": True}, "effects": [{"add_mana": {"one_of": ["{G}", "{W}"]}}]}} in ab


@pytest.mark.parametrize(("name", "keyword"), [("Shu Cavalry", "Horsemanship"), ("Puncture Blast", "Wither"),
                                               ("Plague Stinger", "Infect"), ("Cinderbones", "Wither")])
def test_static_keywords_the_rules_now_implement_compile_cr_702_31_702_80_702_90(name: str, keyword: str) -> None:
    assert keyword in compiled(name)["keywords"]


# ---- refusals: near misses stay unparsed rather than compile to something else ---------------------------------

def _creature(text: str) -> dict[str, Any]:
    return {"name": "Test Subject", "type": "Creature — Elf", "types": ["Creature"], "text": text,
            "manaCost": "{G}", "power": "1", "toughness": "1", "layout": "normal"}


@pytest.mark.parametrize("text", [
    "Creatures you control get +1/+1 and have haste until end of turn.",     # an effect, not a static ability
    "Test Subject's power is equal to the number of creatures you control plus 1.",
    "Test Subject gets +1/+1 as long as it's enchanted.",                      # a condition the format lacks
    "Enchanted creature gets +1/+1 and has flying and can't block.",
    "{T}: Add {R} or {G} for each Elf you control.",
    "This creature can block only creatures with flying or reach.",
])
def test_a_near_miss_of_a_static_phrase_stays_unparsed(text: str) -> None:
    r = compile_face(_creature(text))
    assert r.status == "unparsed", r.data


# ---- generated lines: "Enchanted creature gets +P/+T and has K1, K2, and K3." ----------------------------------

_KWS = ["flying", "first strike", "trample", "haste", "vigilance", "lifelink", "deathtouch", "reach", "menace",
        "hexproof", "indestructible", "horsemanship", "shroud"]


@settings(max_examples=40, deadline=None)
@given(host=st.sampled_from(["Enchanted", "Equipped"]), p=st.integers(-3, 5), t=st.integers(-3, 5),
       kws=st.lists(st.sampled_from(_KWS), min_size=0, max_size=3, unique=True))
def test_generated_host_statics_compile_and_render_back_as_written_cr_613_1f_and_613_4c(
        host: str, p: int, t: int, kws: list[str]) -> None:
    preds = [f"gets {p:+d}/{t:+d}"]
    if kws:
        listed = " and ".join(kws) if len(kws) < 3 else ", ".join(kws[:-1]) + ", and " + kws[-1]
        preds.append("has " + listed)
    line = f"{host} creature {' and '.join(preds)}."
    face = {"name": "Generated Aura", "type": "Enchantment — Aura", "types": ["Enchantment"],
            "text": f"Enchant creature\n{line}", "manaCost": "{1}", "layout": "normal"}
    if host == "Equipped":
        face.update(type="Artifact — Equipment", types=["Artifact"], text=f"{line}\nEquip {{1}}")
    r = compile_face(face)
    assert r.status == "compiled", r.phrase
    assert r.data is not None
    cont = next(a["static"]["continuous"] for a in r.data["abilities"] if "continuous" in a.get("static", {}))
    assert cont["affects"] == host.lower() and (cont["power"], cont["toughness"]) == (p, t)
    assert [k.lower() for k in cont.get("keywords", [])] == kws


@given(st.sampled_from(["Elf", "Goblin", "Zombie", "Dwarf", "Wolf", "Mercenary", "Merfolk", "Sphinx", "Ally", "Plains"]))
def test_a_subtype_in_the_plural_names_that_subtype_cr_205_3(word: str) -> None:
    assert singular_subtype(plural_subtype(word)) == word


# ---- the compiled cards play as their text says ---------------------------------------------------------------

def play(doc: dict[str, Any], *names: str, extra: list[dict[str, Any]] | None = None) -> None:
    """Run a judge scenario whose cards are the compiled ones named (and any ``extra`` card data)."""
    doc = {"name": "statics", **doc, "cards": [compiled(n) for n in names] + (extra or [])}
    result = run_scenario(load_text(json.dumps(doc), "<statics>")[0])
    assert result.passed, "\n".join(result.failures + result.log[-15:])


def test_a_land_that_adds_one_of_two_colors_asks_which_and_pays_either_cr_106_1a_and_605_3b() -> None:
    play({"start": {"players": {"alice": {"battlefield": ["Tranquil Expanse"]}, "bob": {}}},
          "script": ["alice: activate Tranquil Expanse", "alice: choose W"],
          "expect": {"alice": {"mana_pool": {"W": 1}}}}, "Tranquil Expanse")
    play({"start": {"players": {"alice": {"battlefield": ["Tranquil Expanse"], "hand": ["Savannah Lions"]},
                                "bob": {}}},
          "script": ["alice: cast Savannah Lions", "resolve"],
          "expect": {"permanents": [{"name": "Savannah Lions", "controller": "alice"},
                                    {"name": "Tranquil Expanse", "tapped": True}]}}, "Tranquil Expanse")


def test_star_power_and_toughness_are_what_the_characteristic_defining_ability_counts_cr_604_3_and_613_4a() -> None:
    play({"start": {"players": {"alice": {"battlefield": ["Maro", "Cephalopod Sentry", "Ornithopter", "Ornithopter"],  # an artifact itself,
                                          "hand": ["Island", "Island", "Forest"]}, "bob": {}}},
          "script": [],
          "expect": {"permanents": [{"name": "Maro", "power": 3, "toughness": 3},
                                    {"name": "Cephalopod Sentry", "power": 3, "toughness": 5}]}},
         "Maro", "Cephalopod Sentry")


_SLEEPER = {"name": "Test Sleeper", "type": "Artifact", "cost": "{1}",
            "text": "You may choose not to untap Test Sleeper during your untap step.",
            "abilities": [{"static": "may_not_untap"}]}


@pytest.mark.parametrize("untap", ["yes", "no"])
def test_the_untap_step_keeps_what_doesnt_untap_and_asks_about_what_may_stay_tapped_cr_502_3(untap: str) -> None:
    play({"start": {"players": {
        "alice": {"battlefield": [{"card": "Basalt Monolith", "tapped": True},
                                  {"card": "Grizzly Bears", "id": "bears", "tapped": True},
                                  {"card": "Paralyzing Grasp", "attached_to": "bears"},
                                  {"card": "Forest", "tapped": True}, {"card": "Test Sleeper", "tapped": True}],
                  "library": ["Island", "Island"]},
        "bob": {"library": ["Island", "Island"]}}},
        "script": ["goto turn 3 upkeep", f"alice: choose {untap}", "goto turn 3 upkeep"],
        "expect": {"permanents": [{"name": "Basalt Monolith", "tapped": True}, {"id": "bears", "tapped": True},
                                  {"name": "Forest", "tapped": False},
                                  {"name": "Test Sleeper", "tapped": untap == "no"}]}},
        "Basalt Monolith", "Paralyzing Grasp", extra=[_SLEEPER])


def test_blocking_restrictions_of_blocker_and_attacker_cr_509_1b_and_horsemanship_702_31b() -> None:
    play({"start": {"active": "bob", "players": {
        "alice": {"battlefield": ["Belbe's Percher", "Grizzly Bears", "Hill Giant"]},
        "bob": {"battlefield": ["Outland Boar", "Shu Cavalry", "Wind Drake"]}}},
        "script": ["goto declare_attackers", "bob: attack Outland Boar, Shu Cavalry, Wind Drake",
                   "goto declare_blockers",
                   "alice: illegal block Outland Boar with Belbe's Percher",      # only creatures with flying
                   "alice: illegal block Outland Boar with Grizzly Bears",        # power 2 or less
                   "alice: illegal block Shu Cavalry with Hill Giant",            # no horsemanship
                   "alice: block Outland Boar with Hill Giant; Wind Drake with Belbe's Percher",
                   "goto postcombat_main"],
        "expect": {"alice": {"life": 18}}},
        "Belbe's Percher", "Outland Boar", "Shu Cavalry")


def test_wither_and_infect_deal_damage_as_counters_cr_120_3b_120_3d() -> None:
    play({"start": {"players": {"alice": {"battlefield": ["Plague Stinger", {"card": "Mountain", "count": 3}],
                                          "hand": ["Puncture Blast"]},
                                "bob": {"battlefield": ["Serra Angel"]}}},
          "script": ["alice: cast Puncture Blast targeting Serra Angel", "resolve",
                     "goto declare_attackers", "alice: attack Plague Stinger", "goto declare_blockers",
                     "bob: block none", "goto postcombat_main"],
          "expect": {"bob": {"life": 20, "poison": 1},
                     "permanents": [{"name": "Serra Angel", "power": 1, "toughness": 1, "damage": 0,
                                     "counters": {"-1/-1": 3}}]}},
         "Plague Stinger", "Puncture Blast")


def test_devoid_makes_the_card_colorless_in_every_zone_cr_702_114a() -> None:
    play({"start": {"players": {"alice": {"battlefield": ["Vestige of Emrakul"]}, "bob": {}}}, "script": [],
          "expect": {"permanents": [{"name": "Vestige of Emrakul", "colors": []}]}}, "Vestige of Emrakul")


@pytest.mark.parametrize(("lands", "tapped"), [(1, True), (2, False)])
def test_a_land_enters_tapped_unless_its_condition_holds_as_it_enters_cr_614_1c(lands: int, tapped: bool) -> None:
    play({"start": {"players": {"alice": {"battlefield": [{"card": "Forest", "count": lands}],
                                          "hand": ["Deathcap Glade"]}, "bob": {}}},
          "script": ["alice: play Deathcap Glade"],
          "expect": {"permanents": [{"name": "Deathcap Glade", "tapped": tapped}]}}, "Deathcap Glade")


def test_a_group_static_gives_other_nontoken_creatures_a_bonus_and_a_keyword_cr_613_4c_and_613_1f() -> None:
    play({"start": {"players": {"alice": {"battlefield": ["Thraben Watcher", "Grizzly Bears"]},
                                "bob": {"battlefield": ["Hill Giant"]}}}, "script": [],
          "expect": {"permanents": [{"name": "Grizzly Bears", "power": 3, "toughness": 3, "keywords": ["vigilance"]},
                                    {"name": "Thraben Watcher", "power": 2, "toughness": 2},
                                    {"name": "Hill Giant", "power": 3, "toughness": 3}]}}, "Thraben Watcher")


def test_toxic_gives_poison_counters_beside_the_combat_damage_cr_702_164c() -> None:
    play({"start": {"players": {"alice": {"battlefield": ["Bilious Skulldweller"]}, "bob": {}}},
          "script": ["goto declare_attackers", "alice: attack Bilious Skulldweller", "goto postcombat_main"],
          "expect": {"bob": {"life": 19, "poison": 1}}}, "Bilious Skulldweller")


def test_the_top_card_one_may_look_at_any_time_is_in_that_players_view_only_cr_401_5() -> None:
    doc = {"name": "look", "cards": [compiled("Sphinx of Jwar Isle")], "script": [],
           "start": {"players": {"alice": {"battlefield": ["Sphinx of Jwar Isle"], "library": ["Forest", "Island"]},
                                 "bob": {"library": ["Swamp"]}}}}
    game = build_game(load_text(json.dumps(doc), "<look>")[0])
    mine, theirs = view(game, 0), view(game, 1)
    top = mine.player(0).library_top
    assert top is not None and top.name == "Forest"
    assert theirs.player(0).library_top is None and mine.player(1).library_top is None


@pytest.mark.parametrize("island", [False, True])
def test_a_creature_attacks_only_a_player_who_controls_an_island_cr_508_1c(island: bool) -> None:
    attack = "alice: attack Deep-Sea Serpent" if island else "alice: illegal attack Deep-Sea Serpent"
    play({"start": {"players": {"alice": {"battlefield": ["Deep-Sea Serpent"]},
                                "bob": {"battlefield": ["Island"] if island else ["Swamp"]}}},
          "script": ["goto declare_attackers", attack]
          + ["goto postcombat_main"],
          "expect": {"bob": {"life": 15 if island else 20}}}, "Deep-Sea Serpent")


def test_while_a_split_second_spell_is_on_the_stack_only_mana_abilities_are_activated_cr_702_61a_b() -> None:
    play({"start": {"players": {"alice": {"battlefield": [{"card": "Forest", "count": 3}], "hand": ["Krosan Grip"]},
                                "bob": {"battlefield": ["Ornithopter", "Grizzly Bears", "Forest"],
                                        "hand": ["Giant Growth"]}}},
          "script": ["alice: cast Krosan Grip targeting Ornithopter", "pass",
                     "bob: illegal cast Giant Growth targeting Grizzly Bears",
                     "bob: activate Forest", "resolve"],
          "expect": {"bob": {"graveyard": ["Ornithopter"], "hand": ["Giant Growth"], "mana_pool": {"G": 1}}}},
         "Krosan Grip")


@pytest.mark.parametrize(("artifacts", "lands", "castable"), [(4, 0, True), (2, 2, True), (2, 1, False)])
def test_affinity_takes_one_generic_mana_off_for_each_artifact_you_control_cr_702_41a_and_601_2f(
        artifacts: int, lands: int, castable: bool) -> None:
    cast = "alice: cast Frogmite" if castable else "alice: illegal cast Frogmite"
    battlefield: list[Any] = [{"card": "Ornithopter", "count": artifacts}]
    if lands:
        battlefield.append({"card": "Swamp", "count": lands})
    play({"start": {"players": {"alice": {"battlefield": battlefield, "hand": ["Frogmite"]}, "bob": {}}},
          "script": [cast, "resolve"] if castable else [cast],
          "expect": {"permanents": [{"name": "Frogmite", "count": 1 if castable else 0},
                                    {"name": "Swamp", "tapped": castable, "count": lands}]}}, "Frogmite")


@pytest.mark.parametrize(("lands", "helpers", "castable"), [
    ("Forest", [{"card": "Grizzly Bears", "count": 2}, {"card": "Grizzly Bears", "sick": True}], True),
    ("Mountain", [{"card": "Grizzly Bears", "count": 2}, "Savannah Lions"], True),   # the Bears pay {G}{G}
    ("Mountain", [{"card": "Savannah Lions", "count": 2}, "Grizzly Bears"], False),  # one green creature only
    ("Forest", [{"card": "Grizzly Bears", "count": 2}], False)])                      # six of seven
def test_convoke_taps_creatures_for_generic_mana_or_mana_of_their_color_cr_702_51a(
        lands: str, helpers: list[Any], castable: bool) -> None:
    start = {"players": {"alice": {"battlefield": [{"card": lands, "count": 4}, *helpers],
                                   "hand": ["Siege Wurm"]}, "bob": {}}}
    if castable:
        play({"start": start, "script": ["alice: cast Siege Wurm", "resolve"],
              "expect": {"alice": {"mana_pool": {}},
                         "permanents": [{"name": "Siege Wurm", "count": 1}, {"name": lands, "tapped": True},
                                        {"name": "Grizzly Bears", "tapped": True}]}}, "Siege Wurm")
    else:
        play({"start": start, "script": ["alice: illegal cast Siege Wurm"],
              "expect": {"permanents": [{"name": "Siege Wurm", "count": 0}]}}, "Siege Wurm")


def test_improvise_taps_artifacts_for_generic_mana_only_cr_702_126a() -> None:
    start = {"players": {"alice": {"battlefield": [{"card": "Island", "count": 2},
                                                   {"card": "Ornithopter", "count": 4}],
                                   "hand": ["Wind-Kin Raiders"]}, "bob": {}}}
    play({"start": start, "script": ["alice: cast Wind-Kin Raiders", "resolve"],
          "expect": {"permanents": [{"name": "Wind-Kin Raiders", "count": 1}, {"name": "Ornithopter", "tapped": True},
                                    {"name": "Island", "tapped": True}]}}, "Wind-Kin Raiders")
    start["players"]["alice"]["battlefield"] = [{"card": "Island", "count": 1}, {"card": "Ornithopter", "count": 5}]
    play({"start": start, "script": ["alice: illegal cast Wind-Kin Raiders"], "expect": {}}, "Wind-Kin Raiders")


def test_conditional_statics_apply_only_while_their_condition_holds_cr_611_3a() -> None:
    play({"start": {"players": {
        "alice": {"battlefield": ["Sporeback Wolf", "Krosan Beast", "Mire Kavu", "Vedalken Infiltrator",
                                  {"card": "Ornithopter", "count": 2}, "Swamp"],
                  "graveyard": [{"card": "Island", "count": 6}], "hand": ["Mind Rot"]},
        "bob": {"battlefield": ["Sporeback Wolf"], "hand": ["Island", "Island"]}}},
        "script": [], "expect": {"permanents": [
            {"name": "Sporeback Wolf", "controller": "alice", "toughness": 4},   # alice's turn
            {"name": "Sporeback Wolf", "controller": "bob", "toughness": 2},
            {"name": "Krosan Beast", "power": 1},                               # six cards in the graveyard
            {"name": "Mire Kavu", "power": 4, "toughness": 3},                  # alice controls a Swamp
            {"name": "Vedalken Infiltrator", "power": 1}]}},                    # two artifacts, not three
        "Sporeback Wolf", "Krosan Beast", "Mire Kavu", "Vedalken Infiltrator")
    play({"start": {"players": {
        "alice": {"battlefield": ["Krosan Beast", {"card": "Swamp", "count": 3}],
                  "graveyard": [{"card": "Island", "count": 6}], "hand": ["Mind Rot"]},
        "bob": {"battlefield": ["Sporeback Wolf"], "hand": ["Island", "Island"], "library": ["Island"] * 3}}},
        "script": ["alice: cast Mind Rot targeting bob", "resolve", "goto turn 2 upkeep", "alice: attack none",
                   "goto turn 2 upkeep"],
        "expect": {"permanents": [{"name": "Krosan Beast", "power": 8},    # Mind Rot made seven cards
                                  {"name": "Sporeback Wolf", "toughness": 4}]}},   # bob's turn now
        "Sporeback Wolf", "Krosan Beast")


def test_a_painland_ability_is_a_mana_ability_that_deals_its_damage_as_it_resolves_cr_605_1a_and_605_3b() -> None:
    play({"start": {"players": {"alice": {"battlefield": ["Karplusan Forest"]}, "bob": {}}},
          "script": ["alice: activate Karplusan Forest:2", "alice: choose red"],
          "expect": {"alice": {"life": 19, "mana_pool": {"R": 1}}, "stack": []}}, "Karplusan Forest")


def test_an_additional_land_play_each_turn_cr_305_2a() -> None:
    play({"start": {"players": {"alice": {"battlefield": ["Exploration"], "hand": ["Forest", "Island", "Swamp"]},
                                "bob": {}}},
          "script": ["alice: play Forest", "alice: play Island", "alice: illegal play Swamp"],
          "expect": {"alice": {"hand": ["Swamp"]}}}, "Exploration")


@pytest.mark.parametrize(("alice", "bob", "alice_life"), [
    (["Vampire Nighthawk"], ["Giant Cindermaw"], 20),            # players can't gain life: lifelink gains none
    (["Vampire Nighthawk", "Knight of Dusk's Shadow"], [], 22),   # only alice's opponents can't gain life
])
def test_a_player_who_cant_gain_life_gains_none_by_lifelink_cr_119_7(alice: list[str], bob: list[str],
                                                                     alice_life: int) -> None:
    play({"start": {"players": {"alice": {"battlefield": alice}, "bob": {"battlefield": bob}}},
          "script": ["goto declare_attackers", "alice: attack Vampire Nighthawk", "goto postcombat_main"],
          "expect": {"alice": {"life": alice_life}, "bob": {"life": 18}}}, "Giant Cindermaw", "Knight of Dusk's Shadow")


def test_skip_your_draw_step_skips_each_of_them_cr_614_10() -> None:
    play({"start": {"players": {"alice": {"battlefield": ["Yawgmoth's Bargain"], "library": ["Island"] * 3},
                                "bob": {"library": ["Island"] * 3}}},
          "script": ["goto turn 3 precombat_main"],
          "expect": {"alice": {"library_count": 3, "hand": []}, "bob": {"library_count": 2},
                     "log_has": ["skips their draw step"]}}, "Yawgmoth's Bargain")


def test_creatures_of_the_type_chosen_as_it_entered_get_the_bonus_cr_614_12a_and_607_2() -> None:
    play({"start": {"players": {"alice": {"battlefield": ["Grizzly Bears", "Savannah Lions",
                                                          {"card": "Plains", "count": 4}],
                                          "hand": ["Rally the Ranks"]}, "bob": {"battlefield": ["Grizzly Bears"]}}},
          "script": ["alice: cast Rally the Ranks", "resolve", "alice: choose Bear"],
          "expect": {"permanents": [{"name": "Grizzly Bears", "controller": "alice", "power": 3, "toughness": 3},
                                    {"name": "Grizzly Bears", "controller": "bob", "power": 2},
                                    {"name": "Savannah Lions", "power": 2}]}}, "Rally the Ranks")


@pytest.mark.parametrize(("mountains", "castable"), [(1, False), (2, True)])
def test_thalia_makes_noncreature_spells_cost_one_more_for_every_player_cr_601_2f(mountains: int,
                                                                                 castable: bool) -> None:
    cast = "bob: cast Lightning Bolt targeting alice" if castable else "bob: illegal cast Lightning Bolt targeting alice"
    play({"start": {"active": "bob", "players": {"alice": {"battlefield": ["Thalia, Guardian of Thraben"]},
                                                 "bob": {"battlefield": [{"card": "Mountain", "count": mountains}],
                                                         "hand": ["Lightning Bolt"]}}},
          "script": [cast, "resolve"] if castable else [cast],
          "expect": {"alice": {"life": 17 if castable else 20}}}, "Thalia, Guardian of Thraben")


def test_goblin_electromancer_takes_one_generic_mana_off_its_controllers_instants_and_sorceries_cr_601_2f() -> None:
    play({"start": {"players": {"alice": {"battlefield": ["Goblin Electromancer", {"card": "Island", "count": 2}],
                                          "hand": ["Divination"], "library": ["Forest", "Forest"]},
                                "bob": {}}},
          "script": ["alice: cast Divination", "resolve"],
          "expect": {"alice": {"hand": ["Forest", "Forest"]}}}, "Goblin Electromancer")


def test_a_leyline_compiles_to_beginning_the_game_on_the_battlefield_cr_103_6a() -> None:
    face = {'name': 'Leyline of Vitality', 'type': 'Enchantment', 'types': ['Enchantment'], 'layout': 'normal',
            'manaCost': '{2}{G}{G}', 'power': None, 'toughness': None,
            'text': 'If this card is in your opening hand, you may begin the game with it on the battlefield.\n'
                    'Creatures you control get +0/+1.'}
    r = compile_face(face, {})
    assert r.status == "compiled", r.reason
    assert r.data["abilities"][0] == {"static": "begin_on_battlefield"}
