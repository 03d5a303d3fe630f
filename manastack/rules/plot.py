"""CR 702.170 plot: "Plot [cost]" means "Any time you have priority during your main phase while the stack is empty,
you may exile this card from your hand and pay [cost]. It becomes a plotted card." (702.170a), a special action
(702.170b, 116.2k); a plotted card's owner may cast it from exile without paying its mana cost during their main phase
while the stack is empty during any turn after the turn in which it became plotted (702.170d: an alternative cost,
601.2b, 601.2f-h), even if it no longer has plot.

Card data writes it as printed, ``Plot {1}{R}`` (normalised ``plot:{1}{R}``).  Plotting is ``Special(card, i)`` on a
card in its owner's hand (``rules/special.py`` lists a hand card's special actions: suspend, then plot); the card is
exiled by a ``ZoneMove`` with ``plotted``, and the new object remembers the turn it became plotted
(``Obj.plotted``: the turn number, 0 for a card that isn't plotted).  Casting it is ``Cast`` with ``PLOT`` among its
chosen costs (``cast CARD with plot``), whose cost is nothing (``casting.total_spell_cost``; X is 0, 107.3b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.mana import ManaCost, parse_cost
from manastack.core.types import MAIN_STEPS, Zone
from manastack.rules.characteristics import chars

if TYPE_CHECKING:
    from manastack.state import GameState

#: The name of plot's permission among a spell's chosen costs (``Cast.extras``).
PLOT = "plot"

keyword(PLOT, "702.170", "Plot [cost]: any time you have priority during your main phase while the stack is empty, you "
        "may exile this card from your hand and pay [cost] (a special action); it becomes plotted, and you may cast it "
        "from exile without paying its mana cost during your main phase while the stack is empty on a later turn",
        parameter=True, check=mana_cost_check("Plot", "702.170a", "{1}{R}"))


def plot_cost(state: "GameState", oid: int) -> ManaCost | None:
    """CR 702.170a: the plot cost of card ``oid`` as it is now (None without plot)."""
    for k in chars(state, oid).keywords:
        if k.startswith(PLOT + ":"):
            return parse_cost(k[len(PLOT) + 1:])
    return None


def main_phase_empty_stack(state: "GameState", player: int) -> bool:
    """CR 702.170a, 702.170d: ``player``'s main phase, the stack empty."""
    return player == state.active and state.step in MAIN_STEPS and not state.stack


def plot_move(state: "GameState", player: int, card: int) -> ev.ZoneMove:
    """CR 702.170a: the card is exiled from its owner's hand and becomes a plotted card (after its cost is paid)."""
    return ev.ZoneMove(card, Zone.EXILE.value, cause="plot", by=player, plotted=True, rules=("702.170a", "116.2k"))


def plotted_cards(state: "GameState", player: int) -> list[int]:
    """CR 702.170d: the plotted cards ``player`` owns in exile that they may cast now (their main phase, the stack
    empty, a turn after the one in which each became plotted)."""
    if not state.exile or not main_phase_empty_stack(state, player):
        return []
    return [oid for oid in state.exile if state.objects[oid].plotted and state.objects[oid].owner == player
            and state.objects[oid].plotted < state.turn]
