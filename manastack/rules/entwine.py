"""CR 702.42: entwine, an optional additional cost of a modal spell that lets its caster choose all its modes.

"Entwine [cost]" (written ``Entwine {2}``, normalised ``entwine:{2}``) means "You may choose all modes of this spell
instead of just the number specified. If you do, you pay an additional [cost]" (702.42a): the optional cost named
``entwine`` (``cast Abuna's Chant targeting alice with entwine``), chosen with the modes (601.2b) and paid with the
total cost (601.2f-h); the cast that chooses it chooses every mode, and the spell follows them in the order written
as it resolves (702.42b: ``Obj.modes`` are in that order).
"""

from __future__ import annotations

from functools import lru_cache

from manastack.cards.model import AdditionalCost, Body
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.mana import parse_cost

#: The name of the optional cost, as ``Cast.extras`` and the notation's ``with entwine`` know it.
ENTWINE = "entwine"

keyword(ENTWINE, "702.42", "Entwine [cost]: you may choose all modes of this modal spell instead of the number "
        "specified; if you do, you pay an additional [cost]", parameter=True,
        check=mana_cost_check("Entwine", "702.42a", "{2}"))


@lru_cache(maxsize=4096)
def entwine_costs(keywords: frozenset[str]) -> tuple[AdditionalCost, ...]:
    """CR 702.42a: the optional additional cost entwine is (the first "Entwine [cost]" of ``keywords``)."""
    return tuple(AdditionalCost(ENTWINE, mana=parse_cost(k[len(ENTWINE) + 1:]))
                 for k in sorted(keywords) if k.startswith(ENTWINE + ":"))[:1]


def entwined_modes(body: Body | None, extras: tuple[str, ...]) -> list[tuple[int, ...]] | None:
    """CR 702.42a-b: with the entwine cost among ``extras``, the only choice of modes: all of them, in the order
    written (none if the spell isn't modal, or another player chooses its modes: then entwine can't be chosen);
    None without entwine (the usual choices, 700.2a)."""
    if ENTWINE not in extras:
        return None
    if body is None or not body.modal or body.chooser or body.repeat:
        return []
    return [tuple(range(len(body.modes)))]
