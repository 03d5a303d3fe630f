"""Reconfigure (CR 702.151; rules/reconfigure.py, effects/reconfigure.py): the keyword line of real cards compiles;
the Equipment creature attaches to another creature its controller controls as a sorcery and stops being a creature
while attached (702.151b, 301.5c), unattaches for its cost, and is a creature again once unattached, however that
happens (its creature leaving: 704.5n)."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.cards.loader import card_from_data
from manastack.effects import load_all
from manastack.oracle.compiler import compile_face
from manastack.rules.printed import printed_chars
from manastack.rules.reconfigure import reconfigure_abilities
from oracle_faces import assert_plays, data, face, main_phase_doc

load_all()

_REMINDER = (" ({2}: Attach to target creature you control; or unattach from a creature. Reconfigure only as a "
             "sorcery. While attached, this isn't a creature.)")

#: Real cards as the corpus (MTGJSON AtomicCards) has them.
FACES: dict[str, dict[str, Any]] = {
    "Lizard Blades": face("Lizard Blades", "Artifact Creature — Equipment Lizard", "Double strike\nEquipped creature "
                          "has double strike.\nReconfigure {2}" + _REMINDER, "{1}{R}", "1", "1"),
}


def play(alice: dict[str, Any], bob: dict[str, Any] | None, script: list[str], expect: dict[str, Any]) -> None:
    assert_plays(main_phase_doc([data(FACES["Lizard Blades"])], alice, bob, script, expect))


def test_the_reconfigure_line_of_a_real_card_compiles_to_its_keyword_cr_702_151a() -> None:
    assert "Reconfigure {2}" in data(FACES["Lizard Blades"])["keywords"]


@pytest.mark.parametrize("line", ["Reconfigure—Pay {2} or {E}{E}{E}.", "Reconfigure"])
def test_a_reconfigure_the_rules_cant_use_stays_unparsed_cr_702_151a(line: str) -> None:
    assert compile_face(face("Near Miss", "Artifact Creature — Equipment Lizard", line, "{1}", "1", "1")).status \
        != "compiled"


@pytest.mark.parametrize("cost", ["{2}", "{4}", "{2}{U}", "{R}"])
def test_reconfigure_is_an_attach_and_an_unattach_ability_each_as_a_sorcery_cr_702_151a(cost: str) -> None:
    card = card_from_data({"name": "T", "type": "Artifact Creature — Equipment Lizard", "cost": "{1}", "power": 1,
                           "toughness": 1, "keywords": [f"Reconfigure {cost}"]})
    attach, unattach = reconfigure_abilities(printed_chars(card, 0))
    assert attach.sorcery_speed and unattach.sorcery_speed
    assert attach.body.single.effects[0].verb == "attach" and attach.body.single.targets[0].filter.other
    assert unattach.body.single.effects[0].verb == "unattach" and unattach.condition is not None


def test_attached_lizard_blades_isnt_a_creature_and_gives_double_strike_cr_702_151b() -> None:
    play({"battlefield": ["Lizard Blades", "Grizzly Bears", "Mountain", "Mountain"]}, None,
         ["alice: illegal activate Lizard Blades:2",      # not attached to a creature: no unattaching
          "alice: activate Lizard Blades targeting Grizzly Bears", "resolve all"],
         {"permanents": [{"name": "Lizard Blades", "attached_to": "Grizzly Bears", "types": ["Artifact"],
                          "subtypes": ["Equipment"]},
                         {"name": "Grizzly Bears", "keywords": ["double_strike"]},
                         {"name": "Mountain", "count": 2, "tapped": True}]})


def test_unattached_lizard_blades_is_a_creature_again_cr_702_151a_702_151b() -> None:
    play({"battlefield": ["Lizard Blades", "Grizzly Bears", {"card": "Mountain", "count": 4}]}, None,
         ["alice: activate Lizard Blades targeting Grizzly Bears", "resolve all", "alice: activate Lizard Blades:2",
          "resolve all"],
         {"permanents": [{"name": "Lizard Blades", "attached_to": None, "types": ["Artifact", "Creature"],
                          "subtypes": ["Equipment", "Lizard"], "power": 1, "toughness": 1},
                         {"name": "Mountain", "count": 4, "tapped": True}]})


def test_lizard_blades_whose_creature_dies_stays_as_a_creature_cr_702_151b_704_5n() -> None:
    play({"battlefield": ["Lizard Blades", "Grizzly Bears", "Mountain", "Mountain", {"card": "Swamp", "count": 3}],
          "hand": ["Murder"]}, None,
         ["alice: activate Lizard Blades targeting Grizzly Bears", "alice: choose tap Mountain, Mountain",
          "resolve all", "alice: cast Murder targeting Grizzly Bears", "resolve all"],
         {"alice": {"graveyard": ["Grizzly Bears", "Murder"]},
          "permanents": [{"name": "Lizard Blades", "attached_to": None, "types": ["Artifact", "Creature"]}]})
