"""Licids for the heuristic agent: when to make one an Aura, and when to end that effect (CR 116.2c).

A licid's ability makes it an Aura attached to the target (Enraging Licid: "Enchanted creature has haste")
with "You may pay {R} to end this effect", a special action (116.2c) that makes it a creature again.  The
agent activates it on its own creature when what the Aura gives is worth more now than the licid as a
creature (haste on a creature that has summoning sickness, before attackers are declared), and ends the
effect once the Aura gives its host nothing it needs and the licid, untapped, would be a creature again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.agents.heuristic.bodies import static_number
from manastack.agents.heuristic.view import View
from manastack.core.mana import parse_cost
from manastack.core.types import Step
from manastack.rules.characteristics import chars

if TYPE_CHECKING:
    from manastack.cards.model import Body, CardDef
    from manastack.state import ContinuousEffect

#: The steps of our own turn in which a creature given haste can still be declared as an attacker.
_BEFORE_ATTACKS = frozenset({Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT})


def haste_worth(view: View, host: int) -> float:
    """CR 702.10 / 302.6: haste is worth something only to our creature with summoning sickness, on our own turn
    before attackers are declared: then it is the damage the creature may deal this turn."""
    st = view.state
    o = st.objects.get(host)
    if o is None or not view.is_creature(host) or view.controller(host) != view.me or not o.sick or o.tapped:
        return 0.0
    if st.active != view.me or st.step not in _BEFORE_ATTACKS:
        return 0.0
    c = chars(st, host)
    if "haste" in c.keywords or "defender" in c.keywords:
        return 0.0
    return 1.0 + 1.5 * max(0, c.power or 0)


def enchanted_boon(view: View, card: "CardDef", host: int) -> float:
    """What the "enchanted creature" abilities of ``card`` give ``host`` now (keywords: haste as it matters now,
    others by a flat value; +N/+M by their numbers); the caller signs it for whose creature it is."""
    boon = 0.0
    for ab in card.static:
        args = ab.args
        if getattr(args.get("affects"), "name", None) != "enchanted":
            continue
        for k in args.get("keywords", ()):
            boon += haste_worth(view, host) if k == "haste" else 1.5
        boon += 1.5 * static_number(args.get("power")) + static_number(args.get("toughness"))
    return boon


def becomes_aura(body: "Body") -> bool:
    """Whether an ability makes its own permanent an Aura attached to its target (a licid's ability)."""
    effects = [e for m in body.modes for e in m.effects]
    becomes = any(e.verb == "become" and getattr(e.args.get("to"), "name", None) == "self"
                  and "Aura" in tuple(e.args.get("subtypes", ())) for e in effects)
    return becomes and any(e.verb == "attach" for e in effects)


def activation_worth(view: View, licid: int, host: int) -> float:
    """CR 116.2c: what a licid made an Aura on our ``host`` gives it now (the scorer counts the tap, which is the
    licid's own attack given up; the {R} to end the effect makes it a creature again later)."""
    st = view.state
    if host not in st.objects or view.controller(host) != view.me or host == licid:
        return 0.0
    return enchanted_boon(view, chars(st, licid).card, host)


def should_end(view: View, effect: "ContinuousEffect", spare_mana: int) -> bool:
    """CR 116.2c: end a licid's effect when the Aura gives its host nothing it needs now, the licid would be an
    untapped creature again, and the mana to end it is spare."""
    st = view.state
    o = st.objects.get(effect.affected[0])
    if o is None or o.tapped or o.attached_to is None or o.attached_to not in st.objects:
        return False
    if parse_cost(str(effect.mods["end_cost"])).mana_value > spare_mana:
        return False
    return enchanted_boon(view, chars(st, effect.affected[0]).card, o.attached_to) <= 0.0
