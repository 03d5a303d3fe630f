"""CR 702.189 firebending: "Firebending N" means "Whenever this creature attacks, add N {R}. Until end of combat, you
don't lose this mana as steps and phases end" (702.189a).

The keyword makes that triggered ability (``keyword(triggered=...)``), the verb ``firebend`` (``effects/firebend.py``):
the mana is added as a pool kind kept until end of combat (``rules/restricted_mana.py``: ``KEEP_COMBAT``, the same
representation as "until end of turn, you don't lose this mana", 106.4a); as a step ends (``rules/turn.py``, 500.4)
the pool keeps it (a player spends the mana they'd lose first) until the end of combat step ends.
"""

from __future__ import annotations

from manastack.cards.model import Body, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity
from manastack.cards.vocabulary import count_check, keyword

FIREBEND = "firebend"


def _firebending(param: str) -> TriggeredAbility:
    """CR 702.189a: "Whenever this creature attacks, add N {R}. Until end of combat, you don't lose this mana ..."."""
    add = Effect(FIREBEND, {"amount": Quantity.const(int(param))})
    return TriggeredAbility(TriggerSpec("attacks"), Body((Mode((), (add,)),)), text=f"Firebending {param}")


keyword("firebending", "702.189", "Firebending N: whenever this creature attacks, add N {R}; until end of combat, you "
        "don't lose this mana as steps and phases end", parameter=True, check=count_check("Firebending", "702.189a"),
        triggered=_firebending)

__all__ = ["FIREBEND"]
