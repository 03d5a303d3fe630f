"""CR 702.66: delve, "for each generic mana in this spell's total cost, you may exile a card from your graveyard
rather than pay that mana" (Treasure Cruise, Murderous Cut).

Delve isn't an additional or alternative cost: it applies once the total cost is determined (702.66b, 601.2f), and
the cards are exiled as the cost is paid (601.2h).  Legal casts (``priority``) count the caster's graveyard as that
much generic mana for a spell with delve; casting it (``casting``) asks which cards to exile (at least as many as
the mana the caster can't pay, at most the generic mana of the cost), before anything changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.vocabulary import keyword
from manastack.core.mana import ManaCost
from manastack.core.types import Zone
from manastack.decisions import Decision, Option
from manastack.rules.affinity import reduced
from manastack.rules.characteristics import chars
from manastack.rules.engine import Asker
from manastack.rules.naming import obj_name

if TYPE_CHECKING:
    from manastack.state import GameState

keyword("delve", "702.66", "Delve: for each generic mana in this spell's total cost, you may exile a card from your "
        "graveyard rather than pay that mana (702.66a); asked as the cost is paid")


def has_delve(state: "GameState", card_oid: int) -> bool:
    """Whether the card being cast has delve (CR 702.66a)."""
    return "delve" in chars(state, card_oid).keywords


def delve_pool(state: "GameState", player: int, card_oid: int) -> list[int]:
    """The cards the caster may exile for delve: those in their graveyard, the spell itself aside (it is on the stack
    by the time costs are paid, 601.2a)."""
    return [o for o in state.players[player].graveyard if o != card_oid]


def most_delve(state: "GameState", player: int, card_oid: int, cost: ManaCost) -> int:
    """How much of ``cost`` the caster's graveyard can pay for a spell with delve (0 without delve)."""
    if not has_delve(state, card_oid):
        return 0
    return min(cost.generic, len(delve_pool(state, player, card_oid)))


def ask_delve(state: "GameState", ask: Asker, player: int, card_oid: int, cost: ManaCost,
              least: int) -> tuple[ManaCost, list[ev.Event]]:
    """CR 702.66a, 601.2h: ask which cards to exile for delve (``least`` to as many as the cost's generic mana), and
    give the mana left to pay with the exile events."""
    most = most_delve(state, player, card_oid, cost)
    if most <= 0:
        return cost, []
    pool = delve_pool(state, player, card_oid)
    opts = tuple(Option(obj_name(state, o), o, f"{obj_name(state, o)}#{o}") for o in pool)
    pick = ask(Decision(player, "choose", f"Delve: choose up to {most} card(s) to exile from your graveyard, each "
                        "paying for {1}", "702.66a", opts, min=min(least, most), max=most, data={"what": "delve"}))
    chosen = [pool[i] for i in pick.picks]  # type: ignore[attr-defined]
    events: list[ev.Event] = [ev.ZoneMove(o, Zone.EXILE.value, cause="delve", by=player, rules=("702.66a",))
                              for o in chosen]
    return reduced(cost, len(chosen)), events
