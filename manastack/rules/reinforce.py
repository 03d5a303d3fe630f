"""CR 702.77: reinforce, an activated ability that functions only while its card is in a player's hand.

"Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on target creature." (702.77a).  Card
data writes it as printed, ``Reinforce 2—{2}{W}`` (normalised ``reinforce:2—{2}{W}``); N may be X, the X of the
cost ("Reinforce X—{X}{W}{W}", Swell of Courage).  The ability is numbered after the object's other activated
abilities (``rules/casting.activated_abilities``); it exists in every zone but can be activated only from the hand
(702.77b), at instant speed (602.2).
"""

from __future__ import annotations

import re
from functools import lru_cache

from manastack.cards.model import ActivatedAbility, ActivationCost, Body, Effect, Filter, Mode, TargetSpec
from manastack.cards.values import TARGET, Quantity
from manastack.cards.vocabulary import keyword
from manastack.core.mana import cost_problem, parse_cost
from manastack.rules.printed import Chars

#: "N—[cost]" as normalised: the number (or X) and the mana cost.
_PARAM = re.compile(r"(\d+|x)\s*[\u2014-]\s*(\S.*)", re.IGNORECASE)


def _problem(param: str) -> str | None:
    """Why "Reinforce ``param``" can't be used (None if it can)."""
    m = _PARAM.fullmatch(param)
    if m is None:
        return f"'Reinforce {param}': write it 'Reinforce N—[cost]', such as Reinforce 2—{{2}}{{W}} (CR 702.77a)"
    problem = cost_problem(m.group(2))
    if problem is None and m.group(1).lower() == "x" and "X" not in m.group(2).upper():
        problem = "reinforce X needs an X in its cost"
    return None if problem is None else \
        f"'Reinforce {param}': the reinforce cost is mana in braces such as {{2}}{{W}} (CR 702.77a): {problem}"


keyword("reinforce", "702.77", "Reinforce N—[cost]: [cost], Discard this card: Put N +1/+1 counters on target "
        "creature (activated only from the hand, 702.77a)", parameter=True, check=_problem)


def reinforce_abilities(c: Chars) -> tuple[ActivatedAbility, ...]:
    """CR 702.77a: the activated ability each reinforce keyword is."""
    return _reinforce_abilities(c.keywords) if c.keywords else ()


@lru_cache(maxsize=4096)
def _reinforce_abilities(keywords: frozenset[str]) -> tuple[ActivatedAbility, ...]:
    return tuple(_reinforce_ability(k[len("reinforce:"):]) for k in sorted(keywords) if k.startswith("reinforce:"))


@lru_cache(maxsize=None)
def _reinforce_ability(param: str) -> ActivatedAbility:
    m = _PARAM.fullmatch(param)
    assert m is not None, param     # the keyword's check refused any other parameter
    n, cost = m.group(1), m.group(2).strip().upper()
    amount = Quantity("x", 1) if n.lower() == "x" else Quantity.const(int(n))
    effect = Effect("put_counters", {"on": TARGET, "kind": "+1/+1", "amount": amount})
    return ActivatedAbility(ActivationCost(mana=parse_cost(cost), discard_self=True, text=f"{cost}, Discard this card"),
                            Body((Mode((TargetSpec("permanent", Filter(types=("Creature",))),), (effect,)),)),
                            zone="hand", text=f"Reinforce {n.upper()}\u2014{cost}")
