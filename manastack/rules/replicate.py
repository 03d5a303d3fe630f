"""CR 702.56 replicate: "Replicate [cost]" means "As an additional cost to cast this spell, you may pay [cost] any
number of times" and "When you cast this spell, if a replicate cost was paid for it, copy it for each time its
replicate cost was paid. If the spell has any targets, you may choose new targets for any of the copies." (702.56a).

Card data writes it as printed, ``Replicate {1}{U}`` (normalised ``replicate:{1}{U}``).  Paying it N times is
``REPLICATE`` N times among the spell's chosen costs (``cast CARD with replicate, replicate``: ``Cast.extras``; the
legal actions offer each number of times that can be paid, ``replicate_choices``); ``casting.total_spell_cost`` adds
the cost that many times (601.2f).  As the spell becomes cast (601.2i) the triggered ability triggers
(``triggers.ON_CAST``) if it was paid at least once: it resolves with ``storm_copies`` (``effects/spell_copies.py``),
copying the spell that many times, new targets asked for each copy (707.10c).  A spell with more than one instance
uses the first (702.56b: each instance is paid separately; one is offered here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.model import Body, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity, Reference
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.mana import ManaCost, parse_cost
from manastack.rules.characteristics import chars
from manastack.rules.triggers import ON_CAST
from manastack.state import PendingTrigger

if TYPE_CHECKING:
    from manastack.rules.printed import Chars
    from manastack.state import GameState

#: The name of one payment of the replicate cost among a spell's chosen costs (``Cast.extras``, ``Obj.extras``).
REPLICATE = "replicate"

#: The most times the legal actions offer to pay a replicate cost (a bound on the enumeration; the mana a player can
#: have in a game stays well below it).
MOST_REPLICATES = 20

keyword(REPLICATE, "702.56", "Replicate [cost]: as an additional cost to cast this spell, you may pay [cost] any number "
        "of times; when you cast it, copy it for each time its replicate cost was paid (new targets may be chosen)",
        parameter=True, check=mana_cost_check("Replicate", "702.56a", "{1}{U}"))

_REPLICATE = TriggeredAbility(TriggerSpec("cast", who="self"),
                              Body((Mode((), (Effect("storm_copies", {"what": Reference("that_spell"),
                                                                      "amount": Quantity("that_much", 1)}),)),)),
                              text="Replicate")


def replicate_cost(c: "Chars") -> ManaCost | None:
    """CR 702.56a: the replicate cost of a spell with characteristics ``c`` (the first instance; None without)."""
    if not c.keywords:
        return None
    for k in sorted(c.keywords):
        if k.startswith(REPLICATE + ":"):
            return parse_cost(k[len(REPLICATE) + 1:])
    return None


def _replicate(state: "GameState", e: ev.SpellCast) -> None:
    """CR 702.56a: a spell cast with its replicate cost paid N times triggers: its controller's ability, copying it N
    times."""
    o = state.objects.get(e.obj)
    if o is None or o.kind == "ability" or REPLICATE not in o.extras or replicate_cost(chars(state, e.obj)) is None:
        return
    info = {"spell": e.obj, "amount": o.extras.count(REPLICATE), "player": e.player}
    state.triggers.append(PendingTrigger(e.obj, chars(state, e.obj).name, o.card, -1, e.player, info,
                                         ability=_REPLICATE))


ON_CAST.append(_replicate)
