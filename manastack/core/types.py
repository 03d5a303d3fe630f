"""Basic vocabularies of the game: zones, steps, card types (CR 205, 400, 500)."""

from __future__ import annotations

from enum import Enum


class Zone(str, Enum):
    """CR 400.1: the zones."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"


class Step(str, Enum):
    """CR 500.1: the steps of a turn, in order (a phase with no steps is listed as its own step)."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat_main"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    FIRST_STRIKE_DAMAGE = "first_strike_damage"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    POSTCOMBAT_MAIN = "postcombat_main"
    END = "end"
    CLEANUP = "cleanup"


STEP_ORDER: tuple[Step, ...] = tuple(Step)
#: The plain string of each step (``Step.UNTAP.value``), without the enum lookup on hot paths.
STEP_NAME: dict[Step, str] = {s: s.value for s in Step}
STEP_INDEX: dict[Step, int] = {s: i for i, s in enumerate(STEP_ORDER)}

#: CR 500.1: the phase each step belongs to.
MAIN_STEPS = frozenset({Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN})

#: CR 205.2a: card types.
CARD_TYPES: tuple[str, ...] = (
    "Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant", "Kindred",
    "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery", "Vanguard",
)
#: CR 205.4a: supertypes.
SUPERTYPES: tuple[str, ...] = ("Basic", "Legendary", "Ongoing", "Snow", "World")

PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})

#: CR 305.6: basic land types and the mana their intrinsic ability adds.
BASIC_LAND_MANA: dict[str, str] = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
