""""This card" in an ability that triggers on its own zone change (CR 400.7, 400.7e, 603.6, 603.10a): "when this
creature dies, you may exile this card" acts on the new object the card became in the public zone it moved to, and
does nothing if that card has left the zone since; an Aura's "when enchanted creature dies, return this card ..."
(the Aura card in its graveyard, 400.7f) stays unparsed rather than act on the Aura that left."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.oracle.compiler import compile_face
from oracle_faces import assert_plays, creature_face, data, face, main_phase_doc

HARBINGER = creature_face("Doombot Harbinger", "Artifact Creature — Robot Villain",
                          "Flying\nWhen this creature enters, you may mill four cards.\nWhen this creature dies, you "
                          "may exile this card. When you do, return target creature card from your graveyard to your "
                          "hand.", "{3}{B}", "3", "2")

MOVED = [
    # (text of a creature named Testy, the effects of its one triggered ability)
    ("When Testy dies, you may exile this card.", [{"exile": {"what": "new_object"}}]),
    ("When Testy dies, return Testy to its owner's hand.", [{"bounce": {"what": "new_object"}}]),
    ("When this creature dies, shuffle this card into its owner's library.",
     [{"shuffle_into_library": {"what": "new_object"}}]),
    ("When this creature leaves the battlefield, put this card on top of its owner's library.",
     [{"put_on_library": {"what": "new_object"}}]),
    ("When this creature dies, return it to its owner's hand.", [{"bounce": {"what": "new_object"}}]),
]


@pytest.mark.parametrize(("text", "effects"), MOVED)
def test_this_card_after_its_own_zone_change_is_the_new_object_it_became_cr_400_7e(
        text: str, effects: list[dict[str, Any]]) -> None:
    (ab,) = data(creature_face("Testy", "Creature — Bear", text))["abilities"]
    assert ab["triggered"]["effects"] == effects


def test_doombot_harbinger_exiles_the_card_in_its_graveyard_cr_400_7e() -> None:
    (_, dies) = data(HARBINGER)["abilities"]
    assert dies["triggered"]["effects"][0] == {"exile": {"what": "new_object"}}


def test_this_that_stays_on_the_battlefield_is_still_this_cr_109_2() -> None:
    """An Equipment's "whenever equipped creature dies" is about another object: "this" is the Equipment."""
    f = face("Malefic Scythe", "Artifact — Equipment", "Malefic Scythe enters with a soul counter on it.\n"
             "Equipped creature gets +1/+1 for each soul counter on Malefic Scythe.\nWhenever equipped creature "
             "dies, put a soul counter on Malefic Scythe.\nEquip {1}", "{1}")
    dies = [a["triggered"] for a in data(f)["abilities"] if "triggered" in a]
    assert dies[-1]["effects"] == [{"put_counters": {"kind": "soul", "on": "self"}}]


def test_an_auras_this_card_after_the_enchanted_creature_dies_stays_unparsed_cr_400_7f() -> None:
    f = face("Draconic Destiny", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +1/+1.\n"
             "When enchanted creature dies, return this card to its owner's hand.", "{1}{R}{R}")
    r = compile_face(f)
    assert r.status == "unparsed" and "400.7f" in str(r.phrase)


def _harbinger_doc(script: list[str], expect: dict[str, Any]) -> dict[str, Any]:
    return main_phase_doc([data(HARBINGER)], {"battlefield": ["Doombot Harbinger", "Mountain"],
                                              "hand": ["Lightning Bolt"], "graveyard": ["Grizzly Bears"]},
                          {"battlefield": ["Swamp"], "hand": ["Cremate"], "library": ["Island"]},
                          ["alice: cast Lightning Bolt targeting Doombot Harbinger", "resolve", *script], expect)


def test_when_doombot_harbinger_dies_its_card_is_exiled_and_a_creature_card_returns_cr_400_7e_603_12() -> None:
    assert_plays(_harbinger_doc(["resolve", "alice: choose yes", "resolve"],
                                {"alice": {"hand": ["Grizzly Bears"], "exile": ["Doombot Harbinger"],
                                           "graveyard": ["Lightning Bolt"]}}))


def test_a_card_that_left_the_graveyard_since_is_not_found_cr_603_6_400_7() -> None:
    """Cremate exiles the Harbinger's card in response: the ability finds no card to exile , so "when you do" never happens (603.12) and Grizzly Bears stays."""
    assert_plays(_harbinger_doc(["pass", "bob: cast Cremate targeting Doombot Harbinger", "resolve", "resolve",
                                 "alice: choose yes"],
                                {"alice": {"hand": [], "graveyard": ["Grizzly Bears", "Lightning Bolt"],
                                           "exile": ["Doombot Harbinger"]}}))

