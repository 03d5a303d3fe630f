"""CR 702.41 affinity, and static abilities that make spells cost more or less (601.2f).

"Affinity for [text]" means "This spell costs {1} less to cast for each [text] you control" (702.41a): a cost
reduction applied as the total cost is determined (601.2f), to the generic part only (it can't reduce the coloured
part, nor the total below zero); several instances are cumulative (702.41b).  The priority module offers a cast
whose reduced cost can be paid.

"Instant and sorcery spells you cast cost {1} less to cast", "Noncreature spells cost {1} more to cast" and "Spells
your opponents cast cost {1} more to cast" are static abilities of permanents (``spells_cost``): as the total cost
is determined, increases are added first and reductions then taken off the generic part (601.2f).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.model import Filter, StaticAbility
from manastack.cards.values import Quantity
from manastack.cards.vocabulary import keyword, static_kind
from manastack.core.mana import ManaCost
from manastack.rules.characteristics import chars, controlled_by, controller_of, static_kinds
from manastack.rules.filters import fits

if TYPE_CHECKING:
    from manastack.state import GameState

_WHAT = {"artifacts": Filter(types=("Artifact",)), "creatures": Filter(types=("Creature",)),
         "enchantments": Filter(types=("Enchantment",)), "lands": Filter(types=("Land",)),
         "plains": Filter(subtypes=("Plains",)), "islands": Filter(subtypes=("Island",)),
         "swamps": Filter(subtypes=("Swamp",)), "mountains": Filter(subtypes=("Mountain",)),
         "forests": Filter(subtypes=("Forest",)), "equipment": Filter(subtypes=("Equipment",))}


def _problem(what: str) -> str | None:
    return None if what in _WHAT else \
        f"'Affinity for {what}': affinity is for {', '.join(sorted(_WHAT))} (CR 702.41a)"


SPELLS_COST = static_kind(
    "spells_cost", "601.2f", "spells matching `filter` that you cast (or with `opponents`: your opponents, with "
    "`everyone`: any player) cost `more` more or `less` less generic mana to cast", filter="filter",
    more="quantity", less="quantity", opponents="flag", everyone="flag")

keyword("affinity", "702.41", "Affinity for [quality]: this spell costs {1} less to cast for each [quality] you "
        "control", parameter=True, check=_problem)


def affinity_reduction(state: "GameState", card_oid: int, player: int) -> int:
    """CR 702.41a-b: how much generic mana affinity takes off the card's cost for ``player`` (each instance)."""
    total = 0
    for kw in chars(state, card_oid).keywords:
        if kw.startswith("affinity:"):
            flt = _WHAT[kw[len("affinity:"):]]
            total += sum(1 for o in controlled_by(state, player) if fits(state, o, chars(state, o), flt, card_oid,
                                                                        player))
    return total


def reduced(cost: ManaCost, n: int) -> ManaCost:
    """CR 601.2f: ``cost`` with ``n`` less generic mana (never below zero; coloured symbols stay)."""
    if n <= 0 or cost.generic == 0:
        return cost
    return ManaCost(max(0, cost.generic - n), cost.symbols, cost.x)


def _n(q: object) -> int:
    if isinstance(q, Quantity):
        return q.constant() or 0
    return int(q) if isinstance(q, int) else 0


def _cost_statics(state: "GameState") -> list[tuple[int, "StaticAbility"]]:
    """The "spells cost {N} less / more" abilities of the battlefield, with their permanents (board-cached)."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    got: list[tuple[int, StaticAbility]] | None = cache.get("cost statics")
    if got is None:
        got = cache["cost statics"] = [(oid, s) for oid in state.permanents() for s in chars(state, oid).static
                                       if s.kind == SPELLS_COST] if SPELLS_COST in static_kinds(state) else []
    return got


def cost_changes(state: "GameState", card_oid: int, player: int) -> tuple[int, int]:
    """CR 601.2f: the generic mana that static abilities add to and take off the cost of spell card ``card_oid``
    cast by ``player``: (more, less)."""
    more = less = 0
    statics = _cost_statics(state)
    if not statics:
        return 0, 0
    spell = chars(state, card_oid)
    for oid, s in statics:
        owner = controller_of(state, oid)
        a = s.args
        applies = a.get("everyone") or (player != owner if a.get("opponents") else player == owner)
        if applies and fits(state, card_oid, spell, a.get("filter") or Filter(), oid, owner):
            more += _n(a.get("more"))
            less += _n(a.get("less"))
    return more, less
