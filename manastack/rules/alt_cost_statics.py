"""CR 118.9, 601.2b, 601.2f-h: a card's own static ability "You may [cost] rather than pay this spell's mana cost"
(Force of Will's kin: "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost", "If you control a Forest,
you may sacrifice a Mountain rather than pay this spell's mana cost"), the static kind ``alternative_cost``.

Its argument ``cost`` is a cost as activated abilities write it (``{mana: "{2}", pay_life: 2}``, ``"Sacrifice two
Mountains"``); ``condition``, if given, must hold as the spell is cast ("If you control a Plains, ..."; 601.2b: the
player announces the alternative cost then).  It functions wherever the card is cast from its owner's hand; casting so
is ``cast CARD with alternative cost`` (``ALTERNATIVE`` among the spell's chosen costs, ``Cast.extras``): the mana part
(none if the cost has none) is paid rather than the mana cost (``casting.total_spell_cost``; additional costs,
increases and reductions still apply, 601.2f, 118.9d), and the other parts with the costs besides mana
(``casting._permission_costs``: life, sacrifices, discards, a permanent returned to its owner's hand, cards exiled
from the graveyard), chosen as the costs are paid (601.2h).  Only one alternative cost is chosen (118.9a): the first
such ability whose condition holds.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from manastack.cards.model import ActivationCost, StaticAbility
from manastack.cards.vocabulary import static_kind
from manastack.core.mana import ManaCost
from manastack.rules.characteristics import chars
from manastack.rules.conditions import holds

if TYPE_CHECKING:
    from manastack.rules.printed import Chars
    from manastack.state import GameState

#: The name of the alternative cost among a spell's chosen costs (``Cast.extras``: ``cast CARD with alternative cost``).
ALTERNATIVE = "alternative cost"

ALTERNATIVE_COST = static_kind(
    "alternative_cost", "118.9",
    "\"You may [cost] rather than pay this spell's mana cost\": an alternative cost for casting it (601.2b); `cost` as "
    "an activated ability's (mana, life, sacrifices, discards, returning a permanent, exiling graveyard cards), "
    "`condition` what must hold as it is cast", cost="activation_cost", condition="condition")

#: The parts of an activation cost an alternative cost may have (those paid besides mana as a spell is cast, 601.2h).
_PAYABLE = frozenset({"mana", "pay_life", "sacrifice", "sacrifice_count", "discard", "discard_filter",
                      "return_to_hand", "exile_from_graveyard", "exile_count", "exile_from_hand", "text"})


def alternative_cost_problem(cost: ActivationCost) -> str | None:
    """Why ``cost`` can't be an alternative cost for casting a spell (None if it can): {T}, loyalty and the other parts
    only an ability's source pays."""
    extra = [f for f in ActivationCost.__dataclass_fields__ if f not in _PAYABLE
             and getattr(cost, f) != ActivationCost.__dataclass_fields__[f].default]
    return None if not extra else \
        f"an alternative cost (CR 118.9) is paid as a spell is cast: {', '.join(extra)} can't be part of it"


def _abilities(c: "Chars") -> list[StaticAbility]:
    return [s for s in c.static if s.kind == ALTERNATIVE_COST]


def printed_alternative(state: "GameState", oid: int, player: int) -> ActivationCost | None:
    """CR 118.9a, 601.2b: the alternative cost card ``oid``'s own ability lets ``player`` pay now (the first whose
    condition holds), None if none."""
    c = chars(state, oid)
    if not c.static:
        return None
    for s in _abilities(c):
        cond = s.args.get("condition")
        cost = s.args.get("cost")
        if isinstance(cost, ActivationCost) and alternative_cost_problem(cost) is None and \
                (cond is None or holds(state, cond, oid, player)):
            return cost
    return None


def alternative_mana(state: "GameState", oid: int) -> ManaCost | None:
    """CR 601.2f: the mana paid rather than card ``oid``'s mana cost with its printed alternative cost (nothing if the
    cost has no mana)."""
    cost = printed_alternative(state, oid, state.objects[oid].controller)
    if cost is None:
        return None
    return cost.mana if cost.mana is not None else ManaCost()


def alternative_rest(state: "GameState", oid: int) -> ActivationCost | None:
    """CR 601.2h: the parts of card ``oid``'s printed alternative cost paid besides mana (None without one)."""
    cost = printed_alternative(state, oid, state.objects[oid].controller)
    return None if cost is None else replace(cost, mana=None)


def least_printed_alternative(c: "Chars", least: int) -> int:
    """The least mana of ``least`` and of the printed alternative costs of ``c`` (a lower bound)."""
    for s in _abilities(c) if c.static else ():
        cost = s.args.get("cost")
        mana = cost.mana if isinstance(cost, ActivationCost) else None
        least = min(least, 0 if mana is None else mana.generic + sum(0 if x.endswith("/P") else 1 for x in mana.symbols))
    return least
