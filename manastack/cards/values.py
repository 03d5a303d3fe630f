"""Typed card values: what effect verbs receive as arguments (docs/cards.md "Arguments").

The card loader reads card data into these values once, when a card is loaded; effect
verbs evaluate them at resolution.  They are the target language of the Oracle
compiler: a compiled card is made of the same values as a hand-written one.

* :class:`Quantity` — a number: a constant, X, "that much" (the amount of the event
  that triggered the ability), or the number of permanents matching a filter.
* :class:`Reference` — which players or objects an effect speaks of: a target, "you",
  "each opponent", "it" (the object the trigger was about), or each permanent matching
  a filter.  The names are the ``REFERENCES`` vocabulary.
* :class:`Duration` — how long a continuous effect lasts (CR 611.2a).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from manastack.cards.model import Filter


#: The kinds of :class:`Quantity` that are a number of one object a reference names (CR 208, 202.3; 608.2h).
OBJECT_PROPERTIES = frozenset({"power_of", "toughness_of", "mana_value_of"})
#: The kinds of :class:`Quantity` that count something of the players a reference names (CR 402.1: their hand).
PLAYER_COUNTS = frozenset({"cards_in_hand"})
#: The kinds of :class:`Quantity` that are the greatest number among the permanents matching a filter.
GREATEST = frozenset({"greatest_power", "greatest_toughness", "greatest_mana_value"})


@dataclass(frozen=True, slots=True)
class Quantity:
    """A number in card text.

    ``kind``: ``const`` (``value``), ``x`` (the spell's X times ``value``, so -X is ``value=-1``),
    ``that_much`` (the triggering event's amount, "that much", times ``value``), ``count``
    (the number of permanents matching ``filter``, "for each creature you control", times ``value``),
    ``graveyard`` (the number of cards matching ``filter`` in your graveyard) or ``graveyards`` (in all
    graveyards: "the number of creature cards in all graveyards"), ``life_total`` (your life total, CR 119.1:
    "lose life equal to your life total"), ``exiled_power`` / ``exiled_toughness`` (the total power / toughness of
    the cards exiled as this permanent entered, CR 614.13a: Sutured Ghoul), ``sacrificed_power`` (the power of the
    creature sacrificed to pay the spell's costs, as it last existed, CR 707.10: Fling), ``hand_size`` (the number
    of cards in your hand), ``mana_value_in_exile`` (the total mana value of the cards you own in exile, 202.3:
    Ashiok, Wicked Manipulator), or ``counters`` (the number of
    ``counter`` counters on this object, as it last existed if it has left: Torch Song's "where X is the number
    of verse counters on this enchantment", CR 608.2h), ``opponents`` (the number of opponents you have, CR 102.2),
    ``basic_land_types`` (the basic land types among lands you control: domain, 305.6), ``party`` (the creatures in
    your party, 700.8), ``devotion`` (your devotion to the colours of ``filter``, 700.5) or ``source_power`` / ``source_toughness`` (this object's power / toughness, as it last
    existed if it has left, 608.2h), or ``power_of`` / ``toughness_of`` / ``mana_value_of`` (the power, toughness or
    mana value of the object ``ref`` names: "damage equal to that creature's toughness", "gain life equal to its
    power"; as it last existed if it has left its zone, 608.2h), ``greatest_power`` / ``greatest_toughness`` /
    ``greatest_mana_value`` (the greatest of that number among the permanents matching ``filter``, 0 if none:
    "the greatest power among creatures you control"), ``life_gained`` / ``life_lost`` (the life you gained / lost
    this turn, CR 119.3), ``cards_in_hand`` (the number of cards in the hand of the player ``ref`` names, 402.1:
    "the number of cards in that player's hand"), ``times_paid`` (the number of times this object's spell had the
    optional cost named ``counter`` paid: "for each time it was kicked" with multikicker, 702.33c; squad, 702.157a).
    ``value`` multiplies every kind but ``const``: "2 damage for each" is 2 times
    the count (``rules/quantities.py``).
    """

    kind: str = "const"
    value: int = 0
    filter: Filter | None = None
    counter: str = ""
    ref: "Reference | None" = None      # power_of, toughness_of, mana_value_of: whose (608.2h)
    plus: int = 0                       # added after multiplying: "1 plus the number of ..." (CR 107.1)

    @classmethod
    def const(cls, n: int) -> "Quantity":
        return cls("const", n)

    def constant(self) -> int | None:
        """The value if it is known without a game (a constant), else None."""
        return self.value if self.kind == "const" else None

    def text(self) -> str:
        if self.kind == "const":
            return str(self.value)
        sign = "-" if self.value < 0 else ""
        word = {"x": "X", "that_much": "that much", "count": "the number of matching permanents",
                "graveyard": "the number of matching cards in your graveyard",
                "graveyards": "the number of matching cards in all graveyards",
                "life_total": "your life total",
                "exiled_power": "the total power of the exiled cards",
                "exiled_toughness": "the total toughness of the exiled cards",
                "sacrificed_power": "the sacrificed creature's power",
                "sacrificed_toughness": "the sacrificed creature's toughness",
                "sacrificed_mana_value": "the sacrificed permanent's mana value",
                "hand_size": "the number of cards in your hand",
                "mana_value_in_exile": "the total mana value of cards you own in exile",
                "counters": f"the number of {self.counter} counters on this",
                "opponents": "the number of opponents you have",
                "basic_land_types": "the number of basic land types among lands you control",
                "party": "the number of creatures in your party",
                "devotion": "your devotion to " + " and ".join(self.filter.colors if self.filter else ()),
                "source_power": "this object's power", "source_toughness": "this object's toughness",
                "power_of": f"the power of {self.ref.text() if self.ref else '?'}",
                "toughness_of": f"the toughness of {self.ref.text() if self.ref else '?'}",
                "mana_value_of": f"the mana value of {self.ref.text() if self.ref else '?'}",
                "greatest_power": "the greatest power among matching permanents",
                "greatest_toughness": "the greatest toughness among matching permanents",
                "greatest_mana_value": "the greatest mana value among matching permanents",
                "life_gained": "the life you gained this turn", "life_lost": "the life you lost this turn",
                "cards_in_hand": f"the number of cards in {self.ref.text() if self.ref else '?'}'s hand",
                "times_paid": f"the number of times its {self.counter} cost was paid"}[self.kind]
        text = sign + word if abs(self.value) == 1 else f"{self.value} times {word}"
        return f"{self.plus} plus {text}" if self.plus else text


@dataclass(frozen=True, slots=True)
class Reference:
    """Which players or objects an effect means: a ``REFERENCES`` name, ``target`` with ``index`` (0-based),
    or ``each`` with a ``filter`` (each permanent matching it)."""

    name: str
    index: int = 0
    filter: Filter | None = None

    def text(self) -> str:
        if self.name == "target":
            return "target" if self.index == 0 else f"target{self.index + 1}"
        return self.name


class Duration(str, Enum):
    """CR 611.2a: how long an effect from a resolved spell or ability lasts."""

    END_OF_TURN = "end_of_turn"
    END_OF_COMBAT = "end_of_combat"
    INDEFINITE = "indefinite"
    WHILE_YOU_CONTROL_SOURCE = "while_you_control_source"   # "for as long as you control this" (611.2b)
    WHILE_SOURCE_TAPPED = "while_source_tapped"      # "for as long as this remains tapped" (611.2b)
    WHILE_SOURCE_ON_BATTLEFIELD = "while_source_on_battlefield"   # "... this remains on the battlefield" (611.2b)
    WHILE_YOU_CONTROL_SOURCE_TAPPED = "while_you_control_source_tapped"   # "... you control this and this remains
                                                                          # tapped" (611.2b)
    UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"   # ends as its controller's next turn begins (500.1, 800.4m)


TARGET = Reference("target")
YOU = Reference("you")
SELF = Reference("self")
