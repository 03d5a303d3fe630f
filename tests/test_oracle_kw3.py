"""The Oracle grammar's part ``kw3`` (issue 9) and the keyword actions it compiles: goad (CR 701.15) compiles from real
cards' Oracle text, renders back as the text, refuses near misses, and plays as the rules say."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.oracle.compiler import compile_face
from manastack.rules.goad import obeyed
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
