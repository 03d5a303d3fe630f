"""CR 702.151: reconfigure, two activated abilities of an Equipment creature that attach and unattach it.

"Reconfigure [cost]" (written ``Reconfigure {2}``, normalised ``reconfigure:{2}``) means "[Cost]: Attach this
permanent to another target creature you control. Activate only as a sorcery" and "[Cost]: Unattach this permanent.
Activate only if this permanent is attached to a creature and only as a sorcery" (702.151a; numbered after the
object's other activated abilities, ``rules/casting.activated_abilities``: ``activate Lizard Blades targeting Grizzly
Bears``, then ``activate Lizard Blades:N`` to unattach).  The first is how an Equipment that is a creature can equip
(301.5c: only with reconfigure, ``attachments.can_equip``); attaching an Equipment with reconfigure to a creature
makes it stop being a creature until it becomes unattached from that creature (702.151b: ``reconfigured``, a
continuous effect of layer 4 that removes the card type Creature and the creature types, 205.3d, ended by
``unreconfigured`` when it becomes unattached, however that happens: its creature left, the unattach ability, 704.5n).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Mapping

from manastack.cards.model import ActivatedAbility, ActivationCost, Body, Condition, Effect, Filter, Mode, TargetSpec
from manastack.cards.values import SELF, TARGET
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.mana import parse_cost
from manastack.core.types import Zone
from manastack.rules.characteristics import chars
from manastack.rules.printed import Chars
from manastack.rules.reconfigured import LABEL
from manastack.rules.turn_conditions import define_condition
from manastack.state import ContinuousEffect

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

RECONFIGURE = "reconfigure"

keyword(RECONFIGURE, "702.151", "Reconfigure [cost]: [cost]: attach this permanent to another target creature you "
        "control, and [cost]: unattach it (only if it is attached to a creature), each only as a sorcery; attached, "
        "it isn't a creature (702.151b)", parameter=True, check=mana_cost_check("Reconfigure", "702.151a", "{2}"))



@define_condition("attached_to_creature", "702.151a")
def _attached_to_creature(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                          spell: "Obj | None") -> bool:
    """"if this permanent is attached to a creature" (reconfigure's unattach ability, 702.151a): the source is a
    permanent attached to a creature on the battlefield."""
    o = state.objects.get(source)
    host = o.attached_to if o is not None and o.zone == Zone.BATTLEFIELD else None
    return host is not None and host in state.objects and state.objects[host].zone == Zone.BATTLEFIELD \
        and chars(state, host).creature


def has_reconfigure(c: Chars) -> bool:
    """Whether characteristics ``c`` have reconfigure (CR 301.5c: such an Equipment creature can equip)."""
    return any(k.startswith(RECONFIGURE + ":") for k in c.keywords)


def reconfigure_abilities(c: Chars) -> tuple[ActivatedAbility, ...]:
    """CR 702.151a: the two activated abilities each reconfigure keyword is."""
    return _reconfigure_abilities(c.keywords) if c.keywords else ()


@lru_cache(maxsize=4096)
def _reconfigure_abilities(keywords: frozenset[str]) -> tuple[ActivatedAbility, ...]:
    out: list[ActivatedAbility] = []
    for k in sorted(keywords):
        if k.startswith(RECONFIGURE + ":"):
            out.extend(_reconfigure_pair(k[len(RECONFIGURE) + 1:]))
    return tuple(out)


@lru_cache(maxsize=None)
def _reconfigure_pair(cost: str) -> tuple[ActivatedAbility, ActivatedAbility]:
    target = TargetSpec("permanent", Filter(types=("Creature",), controller="you", other=True),
                        label="another target creature you control")
    attach = ActivatedAbility(ActivationCost(mana=parse_cost(cost), text=cost),
                              Body((Mode((target,), (Effect("attach", {"what": SELF, "to": TARGET}),)),)),
                              sorcery_speed=True, text=f"Reconfigure {cost}")
    unattach = ActivatedAbility(ActivationCost(mana=parse_cost(cost), text=cost),
                                Body((Mode((), (Effect("unattach", {"what": SELF}),)),)), sorcery_speed=True,
                                condition=Condition("attached_to_creature"), text=f"Reconfigure {cost} (unattach)")
    return attach, unattach


def reconfigured(state: "GameState", oid: int) -> None:
    """CR 702.151b: Equipment ``oid`` with reconfigure just became attached to a creature: it stops being a creature
    (its card type Creature and its creature types go, 205.3d) until it becomes unattached."""
    c = chars(state, oid)
    if not has_reconfigure(c) or not c.creature or "Equipment" not in c.subtypes:
        return
    mods: dict[str, object] = {"types": tuple(sorted(c.types - {"Creature"})), "creature_types": (), "label": LABEL}
    o = state.objects[oid]
    state.effects.append(ContinuousEffect(state.new_id(), oid, o.controller, "4", state.new_timestamp(), (oid,), mods,
                                          "indefinite"))
    state.touch_chars()
