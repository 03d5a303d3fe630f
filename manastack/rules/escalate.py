"""CR 702.120 escalate: "Escalate [cost]" means "For each mode you choose beyond the first as you cast this spell, you
pay an additional [cost]." (702.120a; a static ability of a modal spell, paid as an additional cost, 601.2f-h).

Card data writes it as printed, ``Escalate {1}`` or ``Escalate—Discard a card`` (normalised ``escalate:{1}``,
``escalate:Discard a card``): mana, or discarding a card.  A spell cast choosing N modes carries ``ESCALATE`` N - 1
times among its chosen costs (``cast CARD choosing 1, 2 with escalate``: the legal actions give each choice of modes
the payments it needs, ``priority._casts``); ``casting.total_spell_cost`` adds the mana once for each, and a discard
cost discards that many cards (``casting._permission_costs``).
"""

from __future__ import annotations

import re

from manastack.cards.model import ActivationCost
from manastack.cards.vocabulary import keyword
from manastack.core.mana import ManaCost, cost_problem, parse_cost

#: The name of one payment of the escalate cost among a spell's chosen costs (``Cast.extras``).
ESCALATE = "escalate"

_DISCARD = re.compile(r"discard a card\.?", re.IGNORECASE)


def _problem(param: str) -> str | None:
    if _DISCARD.fullmatch(param.strip()):
        return None
    problem = cost_problem(param)
    return None if problem is None else \
        f"'Escalate {param}': the escalate cost is mana such as {{1}} or 'Discard a card' (CR 702.120a): {problem}"


keyword(ESCALATE, "702.120", "Escalate [cost]: for each mode you choose beyond the first as you cast this spell, you "
        "pay an additional [cost] (mana, or \"Discard a card\")", parameter=True, check=_problem)


def escalate_cost(keywords: frozenset[str]) -> ManaCost | ActivationCost | None:
    """CR 702.120a: the escalate cost of a spell with ``keywords``: mana, or a discard (None without escalate)."""
    for k in sorted(keywords):
        if k.startswith(ESCALATE + ":"):
            param = k[len(ESCALATE) + 1:].strip()
            if _DISCARD.fullmatch(param):
                return ActivationCost(discard=1, text="Discard a card")
            return parse_cost(param)
    return None


def escalations(keywords: frozenset[str], modes: tuple[int, ...]) -> tuple[str, ...]:
    """CR 702.120a: the payments of the escalate cost choosing ``modes`` needs (one for each mode beyond the first)."""
    if escalate_cost(keywords) is None:
        return ()
    return (ESCALATE,) * max(0, len(modes) - 1)
