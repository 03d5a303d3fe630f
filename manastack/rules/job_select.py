"""CR 702.182 job select: "When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this
Equipment to it."

The keyword makes that triggered ability (``keyword(triggered=...)``, as living weapon's and For Mirrodin!'s are,
``rules/token_keywords.py``): the instructions ``create_token`` and ``attach`` (the Equipment to the token just
created, ``created``); if the token isn't on the battlefield as the Equipment would be attached, the Equipment stays
where it is (701.3b).
"""

from __future__ import annotations

from manastack.cards.model import Body, CardDef, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import SELF, Reference
from manastack.cards.vocabulary import keyword

#: CR 702.182a: the token job select creates (111.4: its name is its subtype plus "Token").
HERO = CardDef(name="Hero Token", cost=None, supertypes=(), types=("Creature",), subtypes=("Hero",),
               colors=frozenset(), power=1, toughness=1, is_token=True, where="<keyword>")


def _job_select(param: str) -> TriggeredAbility:
    """CR 702.182a: "When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this
    Equipment to it.\""""
    body = Body((Mode((), (Effect("create_token", {"token": HERO}),
                           Effect("attach", {"what": SELF, "to": Reference("created")}))),))
    return TriggeredAbility(TriggerSpec("enters"), body, text="Job select")


keyword("job_select", "702.182", "when this Equipment enters, create a 1/1 colorless Hero creature token, then attach "
        "this Equipment to it", triggered=_job_select)

__all__ = ["HERO"]
