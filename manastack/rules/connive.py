"""CR 701.50 connive: "that permanent's controller draws a card, then discards a card. If a nonland card is discarded
this way, that player puts a +1/+1 counter on the conniving permanent" (701.50a; connive N: N cards each, a counter
for each nonland card discarded, 701.50e).

The verb ``connive`` (``effects/connive.py``) is the draw; ``connive_discard`` is its next step (``rules/steps.py``):
the discard, chosen among the cards the draw made known, and the counters.  A permanent that has left the battlefield
connives with its last known controller (701.50c) and gets no counter; it connives even where some of this is
impossible (701.50b).
"""

from __future__ import annotations

from manastack.rules.steps import follow_with

CONNIVE = "connive"
CONNIVE_DISCARD = "connive_discard"

follow_with(CONNIVE, CONNIVE_DISCARD)

__all__ = ["CONNIVE", "CONNIVE_DISCARD"]
