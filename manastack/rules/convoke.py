"""CR 702.51 convoke and 702.126 improvise: tapping permanents to help pay for a spell.

Convoke: "For each colored mana in this spell's total cost, you may tap an untapped creature of that color you
control rather than pay that mana. For each generic mana in this spell's total cost, you may tap an untapped
creature you control rather than pay that mana" (702.51a).  Improvise: the same for generic mana with untapped
artifacts (702.126a).  Neither is a cost of its own: each applies once the total cost is determined (702.51b,
702.126b), and a creature or artifact tapped this way need not have been under its controller's control since
the turn began (it isn't a {T} ability, 302.6).

They take part in the payment as extra sources (``core.mana.SourceOption``): a creature makes one unit of one of
its colours, a colourless creature or an artifact one unit that pays generic mana only (the kind ``_``).  A
permanent that is already a mana source is offered as that source only, so it is never tapped twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary import keyword
from manastack.core.mana import SourceOption
from manastack.rules.characteristics import chars, controlled_by

if TYPE_CHECKING:
    from manastack.state import GameState

keyword("convoke", "702.51", "your untapped creatures may each be tapped to pay for {1} or one mana of their colour "
        "of this spell's total cost")
keyword("improvise", "702.126", "your untapped artifacts may each be tapped to pay for {1} of this spell's total "
        "cost")

#: The kind of a unit that pays generic mana only (a colourless creature's convoke, an artifact's improvise).
GENERIC_ONLY = "_"


def helper_sources(state: "GameState", player: int, card_oid: int, mana_sources: set[int]) -> list[SourceOption]:
    """CR 702.51a, 702.126a: the permanents ``player`` could tap to help pay for spell card ``card_oid`` (those
    already in ``mana_sources`` aside)."""
    kws = chars(state, card_oid).keywords
    convoke, improvise = "convoke" in kws, "improvise" in kws
    if not (convoke or improvise):
        return []
    out: list[SourceOption] = []
    for oid in controlled_by(state, player):
        o = state.objects[oid]
        if o.tapped or oid in mana_sources:
            continue
        c = chars(state, oid)
        if convoke and c.creature:
            units = tuple((col, False) for col in sorted(c.colors)) or ((GENERIC_ONLY, False),)
            out.append(SourceOption(oid, f"{c.name}|convoke", units))
        elif improvise and "Artifact" in c.types:
            out.append(SourceOption(oid, f"{c.name}|improvise", ((GENERIC_ONLY, False),)))
    return out
