"""CR 702.160, 718: prototype, a second set of mana cost, power and toughness a card may be cast with.

"Prototype [mana cost] — [power]/[toughness]" (written ``Prototype {2}{W} — 1/1``, normalised ``prototype:{2}{W} —
1/1``): a player casting the card may cast it "prototyped" (``cast Phyrexian Fleshgorger with prototype``, 718.3);
then the spell, and the permanent it becomes, have only the alternative mana cost, power and toughness, and the
colours of that mana cost (718.3b), as their copiable values (718.2a: a copy of it is prototyped too, 718.3c-d);
everything else about the card stays (718.5).  In every other zone, and on the stack or the battlefield when not
cast prototyped, the card has only its normal characteristics (718.4).  Casting it prototyped is a choice of the
cast, not an alternative cost (118.9): what the caster pays is the prototyped spell's mana cost (601.2f, 718.3a:
only the alternative values are evaluated to see if it can be cast); the cast's chosen costs (``Obj.extras``) carry
the mark ``prototype``, which the permanent keeps (``printed.card_of`` reads it).
"""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.cards.model import CardDef
from manastack.cards.vocabulary import keyword
from manastack.core.mana import ManaCost, cost_problem, parse_cost

#: The mark of a prototyped spell or permanent among its chosen costs (``Cast.extras``, ``Obj.extras``).
PROTOTYPE = "prototype"

#: "[mana cost] — [power]/[toughness]" as normalised.
_PARAM = re.compile(r"((?:\{[^}]+\})+)\s*[\u2014-]\s*(\d+)/(\d+)")


def _problem(param: str) -> str | None:
    """Why "Prototype ``param``" can't be used (None if it can)."""
    m = _PARAM.fullmatch(param.strip())
    if m is None:
        return f"'Prototype {param}': write it 'Prototype [mana cost] — P/T', such as Prototype {{2}}{{W}} — 1/1 " \
               "(CR 702.160a)"
    problem = cost_problem(m.group(1))
    return None if problem is None else f"'Prototype {param}': {problem} (CR 702.160a)"


keyword(PROTOTYPE, "702.160", "Prototype [mana cost] — [P]/[T]: the card may be cast prototyped, then the spell and "
        "the permanent it becomes have that mana cost, its colours, and that power and toughness (718.3b)",
        parameter=True, check=_problem)

#: Prototyped card definitions, by the id of the card (kept with it: a card definition isn't hashable).
_PROTOTYPED: dict[int, tuple[CardDef, CardDef | None]] = {}


def prototyped(card: CardDef) -> CardDef | None:
    """CR 718.3b: ``card`` as a prototyped spell or permanent: its prototype's mana cost, the colours of that cost,
    and its prototype's power and toughness (None if it has no prototype)."""
    got = _PROTOTYPED.get(id(card))
    if got is None or got[0] is not card:
        got = _PROTOTYPED[id(card)] = (card, _prototyped(card))
    return got[1]


def _prototyped(card: CardDef) -> CardDef | None:
    for k in sorted(card.keywords):
        if k.startswith(PROTOTYPE + ":"):
            m = _PARAM.fullmatch(k[len(PROTOTYPE) + 1:].strip())
            if m is None:
                continue
            cost = parse_cost(m.group(1).upper())
            return replace(card, cost=cost, colors=cost.colors(), power=int(m.group(2)), toughness=int(m.group(3)))
    return None


def has_prototype(card: CardDef) -> bool:
    """Whether ``card`` may be cast prototyped (CR 702.160a)."""
    return prototyped(card) is not None


def prototype_costs(keywords: frozenset[str]) -> list[ManaCost]:
    """The prototype mana costs among ``keywords`` (for the least mana a card can be cast for)."""
    out: list[ManaCost] = []
    for k in keywords:
        if k.startswith(PROTOTYPE + ":"):
            m = _PARAM.fullmatch(k[len(PROTOTYPE) + 1:].strip())
            if m is not None:
                out.append(parse_cost(m.group(1).upper()))
    return out
