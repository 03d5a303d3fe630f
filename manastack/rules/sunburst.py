"""Counters for the colours of mana spent to cast a permanent's spell (CR 601.2h): 702.44 sunburst, and the static
"This creature enters with a +1/+1 counter on it for each color of mana spent to cast it" (614.1c).

Both are entering effects (``rules/entering.py``): they read the spell becoming the permanent, whose ``mana_spent``
holds a letter per mana (coloured or ``C``: colourless is no colour, 105.1, 106.1b).  A permanent put onto the
battlefield without being cast had no mana spent on it: no counters.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.vocabulary import keyword, static_kind
from manastack.core.mana import COLORS
from manastack.core.types import Zone
from manastack.rules.entering import Entering, as_entering, entering_card, entering_number

if TYPE_CHECKING:
    from manastack.rules.engine import Asker
    from manastack.state import GameState

keyword("sunburst", "702.44", "Sunburst: this enters with a +1/+1 counter (a charge counter if it isn't entering as "
        "a creature) for each color of mana spent to cast it")
COLOR_COUNTERS = static_kind(
    "enters_with_counters_per_color", "614.1c",
    "this permanent enters with `amount` counters of the kind `counter` for each color of mana spent to cast it "
    "(601.2h)", counter="counter", amount="quantity")


def colors_spent(state: "GameState", e: Entering) -> int:
    """CR 601.2h, 105.1: the colours of mana spent to cast the spell entering as a permanent (0 if it wasn't)."""
    if not isinstance(e, ev.ZoneMove) or e.obj not in state.objects:
        return 0
    o = state.objects[e.obj]
    return len({m for m in o.mana_spent if m in COLORS}) if o.zone == Zone.STACK else 0


def _citing(e: Entering, rule: str) -> tuple[str, ...]:
    return e.rules if rule in e.rules else (*e.rules, rule)


@as_entering("sunburst", "702.44a")
def _sunburst(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker", spent: dict[int, int]
              ) -> list[ev.Event]:
    """CR 702.44a: entering as a creature (type-changing effects ignored: its own card's types), a +1/+1 counter for
    each colour of mana spent to cast it; otherwise a charge counter for each."""
    card = entering_card(state, e)
    kind = "+1/+1" if card is not None and "Creature" in card.types else "charge"
    return [e.but(counters=ev.add_counts(e.counters, kind, colors_spent(state, e)), rules=_citing(e, "702.44a"))]


@as_entering(COLOR_COUNTERS, "614.1c")
def _per_color(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker", spent: dict[int, int]
               ) -> list[ev.Event]:
    """CR 614.1c, 601.2h: ``amount`` counters of ``counter`` for each colour of mana spent to cast it."""
    n = entering_number(state, e, args.get("amount", 1)) * colors_spent(state, e)
    return [e.but(counters=ev.add_counts(e.counters, str(args["counter"]), n), rules=_citing(e, "614.1c"))]
