"""Counted numbers of card text that depend on no one object (docs/cards.md "quantity"): the number of opponents
(CR 102.2), the basic land types among lands (domain, 207.2c, 305.6), the party (700.8) and devotion (700.5).

Both places that count read them from here: a resolving effect (``references.quantity``, on the objects'
current characteristics, CR 608.2h) and a static ability in the layer pass (``layers._amount``, on the values the
permanents have reached, 613.8a), each passing the subtypes it sees.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:
    from manastack.state import GameState

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")
#: The counted kinds of :class:`~manastack.cards.values.Quantity` this module computes.
COUNTED_KINDS = frozenset({"opponents", "basic_land_types", "party", "devotion"})


def opponents(state: "GameState", player: int) -> int:
    """CR 102.2: "for each opponent you have": the player's opponents still in the game (800.4a: a player who
    left is no longer one)."""
    return sum(1 for p in state.apnap() if p != player and not state.players[p].lost)


def basic_land_types(land_subtypes: Iterable[Iterable[str]]) -> int:
    """CR 207.2c domain, 305.6: the number of basic land types among the given lands (each type once)."""
    seen: set[str] = set()
    for subs in land_subtypes:
        seen.update(t for t in subs if t in BASIC_LAND_TYPES)
    return len(seen)


def party_size(creature_subtypes: Iterable[Iterable[str]]) -> int:
    """CR 700.8: a player's party: up to one each of Cleric, Rogue, Warrior and Wizard among the creatures they
    control, a creature counting for one role only (700.8a-b): the largest such assignment."""
    roles = [frozenset(t for t in subs if t in PARTY_TYPES) for subs in creature_subtypes]
    holder: dict[str, int] = {}         # role -> the creature filling it (a maximum matching, Kuhn's algorithm)

    def place(i: int, seen: set[str]) -> bool:
        for t in sorted(roles[i]):
            if t in seen:
                continue
            seen.add(t)
            if t not in holder or place(holder[t], seen):
                holder[t] = i
                return True
        return False

    for i in range(len(roles)):
        if len(holder) == len(PARTY_TYPES):
            break
        place(i, set())
    return len(holder)


def devotion(symbols: Iterable[Iterable[str]], colors: Iterable[str]) -> int:
    """CR 700.5: devotion to a colour is the number of mana symbols of that colour among the mana costs of the
    permanents a player controls (hybrid and Phyrexian symbols count for each colour they have); to two colours
    (700.5a), the symbols that are either colour, each once."""
    wanted = set(colors)
    return sum(1 for cost in symbols for s in cost if wanted & set(s.split("/")))
