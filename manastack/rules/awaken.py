"""CR 702.113: awaken, an alternative cost that adds a target land and an awakening to a spell's text.

"Awaken N—[cost]" (written ``Awaken 3—{4}{U}``, normalised ``awaken:3—{4}{U}``; declared with the other alternative
costs in ``rules/alt_costs.py``) means "You may cast this spell by paying [cost] rather than paying its mana cost" and
"If you chose to pay this spell's awaken cost, its effect includes 'Put N +1/+1 counters on target land you control
and it becomes a 0/0 Elemental creature with haste. It's still a land.'" (702.113a; ``cast Coastal Discovery
targeting Island with awaken``).  The spell so cast has one more target, a land its controller controls, after its
own (601.2c), and two more instructions after its own: the counters, and the land becoming a creature with no end
(``become`` with ``until: indefinite``, 611.2a: it is still a land, its types added to, 205.1b).  A spell with more
than one instance of awaken uses one (702.113b: the first).  The cast's chosen costs (``Obj.extras``) say the cost was
paid, which is what ``attachments.spell_body`` reads for the text the spell has.
"""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.cards.model import Body, Effect, Filter, Mode, TargetSpec
from manastack.cards.values import Duration, Quantity, Reference
from manastack.core.mana import cost_problem

#: The name of the alternative cost, as ``Cast.extras`` and the notation's ``with awaken`` know it.
AWAKEN = "awaken"

#: "N—[cost]" as normalised: the number of counters and the mana cost.
PARAM = re.compile(r"(\d+)\s*[\u2014-]\s*(\S.*)")

_LAND_YOU_CONTROL = TargetSpec("permanent", Filter(types=("Land",), controller="you"), label="target land you control")


def awaken_problem(param: str) -> str | None:
    """Why "Awaken ``param``" can't be used (None if it can)."""
    m = PARAM.fullmatch(param)
    if m is None:
        return f"'Awaken {param}': write it 'Awaken N—[cost]', such as Awaken 3—{{4}}{{U}} (CR 702.113a)"
    problem = cost_problem(m.group(2))
    return None if problem is None else \
        f"'Awaken {param}': the awaken cost is mana in braces such as {{4}}{{U}} (CR 702.113a): {problem}"


def awaken_cost(param: str) -> str:
    """The mana cost of "Awaken ``param``" (its check accepted it)."""
    m = PARAM.fullmatch(param)
    assert m is not None, param
    return m.group(2).strip()


def awaken_count(keywords: frozenset[str]) -> int:
    """CR 702.113a-b: the N of the first "Awaken N—[cost]" of ``keywords`` (0 if none)."""
    for k in sorted(keywords):
        if k.startswith(AWAKEN + ":"):
            m = PARAM.fullmatch(k[len(AWAKEN) + 1:])
            if m is not None:
                return int(m.group(1))
    return 0


def awakened(body: Body | None, n: int) -> Body | None:
    """CR 702.113a: spell text ``body`` with "Put N +1/+1 counters on target land you control and it becomes a 0/0
    Elemental creature with haste. It's still a land." added (None for a modal spell: which mode would it join?)."""
    if n <= 0:
        return body
    if body is not None and (body.modal or len(body.modes) != 1):
        return None
    mode = body.single if body is not None else Mode()
    land = Reference("target", len(mode.targets))
    zero = Quantity.const(0)
    effects = (Effect("put_counters", {"on": land, "kind": "+1/+1", "amount": Quantity.const(n)}),
               Effect("become", {"to": land, "add_types": ("Creature",), "creature_types": ("Elemental",),
                                 "power": zero, "toughness": zero, "keywords": ("haste",),
                                 "until": Duration.INDEFINITE}))
    awake = replace(mode, targets=mode.targets + (_LAND_YOU_CONTROL,), effects=mode.effects + effects)
    return Body((awake,)) if body is None else replace(body, modes=(awake,))
