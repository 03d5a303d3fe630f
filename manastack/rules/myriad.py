"""CR 702.116 myriad: "Whenever this creature attacks, for each opponent other than defending player, you may create a
token that's a copy of this creature that's tapped and attacking that player or a planeswalker they control. If one or
more tokens are created this way, exile the tokens at end of combat."

The keyword makes that triggered ability (``keyword(triggered=...)``, one for each instance: 702.116b), the verb
``myriad_copies`` (``effects/myriad.py``): for each opponent other than the defending player (506.2, 508.5), asked
"you may" and what the copy attacks, all before anything changes; the copies are one creation, entering tapped and
attacking (508.4).  Its next step (``rules/steps.py``), ``myriad_exile``, creates the delayed triggered ability
exiling the tokens created this way at end of combat (603.7a, the reference ``them``), if there are any.  With two
players there is no other opponent: nothing is created (a note says so).
"""

from __future__ import annotations

from manastack.cards.model import Body, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.vocabulary import keyword
from manastack.rules.steps import follow_with

MYRIAD_COPIES = "myriad_copies"
MYRIAD_EXILE = "myriad_exile"

follow_with(MYRIAD_COPIES, MYRIAD_EXILE)


def _myriad(param: str) -> TriggeredAbility:
    """CR 702.116a: myriad's triggered ability."""
    return TriggeredAbility(TriggerSpec("attacks"), Body((Mode((), (Effect(MYRIAD_COPIES, {}),)),)), text="Myriad")


keyword("myriad", "702.116", "whenever this creature attacks, for each opponent other than defending player, you may "
        "create a token copy of it tapped and attacking that player or a planeswalker they control; exile the tokens "
        "at end of combat", triggered=_myriad)

__all__ = ["MYRIAD_COPIES", "MYRIAD_EXILE"]
