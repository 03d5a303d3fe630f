"""CR 701.54: the Ring tempts you; the Ring-bearer; the emblem named The Ring.

Each player's ``Player.ring_tempted`` counts the times the Ring has tempted them (their emblem named The Ring exists
once it is 1 or more, 701.54c: it is kept as that count, not as an object in the command zone) and
``Player.ring_bearer`` is the creature they chose the latest time (701.54a).  A creature is that player's
Ring-bearer while it is on the battlefield under their control (701.54e: ``ring_bearer``).

The Ring's abilities (701.54c), by the times it has tempted its owner:
1. "Your Ring-bearer is legendary and can't be blocked by creatures with greater power": the layer pass adds the
   supertype in layer 4 (``layers.layer_pass``) and ``block_limits.block_allowed`` reads ``can_block_bearer``;
2. "Whenever your Ring-bearer attacks, draw a card, then discard a card";
3. "Whenever your Ring-bearer becomes blocked by a creature, the blocking creature's controller sacrifices it at end
   of combat" (a delayed triggered ability, 603.7);
4. "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life".
Abilities 2-4 are triggered abilities of the emblem, controlled by its owner, put on the stack like any other
(source 0, named "The Ring"); they trigger from the hooks of ``rules/triggers.py`` (``on_event``, ``ON_DAMAGE``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.model import Body, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity, Reference
from manastack.core.types import Zone
from manastack.rules.triggers import ON_DAMAGE, on_event, trigger_event
from manastack.state import PendingTrigger

if TYPE_CHECKING:
    from manastack.state import GameState

#: The name of the emblem (CR 701.54c) and of its triggered abilities on the stack.
THE_RING = "The Ring"
_YOU = Reference("you")
_LOOT = TriggeredAbility(TriggerSpec("attacks", who="any"), Body((Mode((), (
    Effect("draw", {"amount": Quantity.const(1), "player": _YOU}),
    Effect("discard", {"amount": Quantity.const(1), "player": _YOU}))),)),
    text="Whenever your Ring-bearer attacks, draw a card, then discard a card.")
_SACRIFICE_BLOCKER = TriggeredAbility(TriggerSpec("becomes_blocked_by", who="any"), Body((Mode((), (
    Effect("delayed", {"when": TriggerSpec("step", who="", whose="any", step="end_of_combat"),
                       "effects": (Effect("sacrifice", {"what": Reference("it")}),),
                       "about": Reference("it")}),)),)),
    text="Whenever your Ring-bearer becomes blocked by a creature, the blocking creature's controller sacrifices it "
         "at end of combat.")
_DRAIN = TriggeredAbility(TriggerSpec("deals_combat_damage_to_player", who="any"), Body((Mode((), (
    Effect("lose_life", {"amount": Quantity.const(3), "player": Reference("each_opponent")}),)),)),
    text="Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.")


def ring_bearer(state: "GameState", player: int) -> int | None:
    """CR 701.54e: ``player``'s Ring-bearer: the creature they chose, while it is on the battlefield under their
    control (the designation ends once another player gains control of it, 701.54a)."""
    oid = state.players[player].ring_bearer
    if oid is None:
        return None
    o = state.objects.get(oid)
    return oid if o is not None and o.zone == Zone.BATTLEFIELD and o.controller == player else None


def bearer_of(state: "GameState", oid: int) -> int | None:
    """The player whose Ring-bearer ``oid`` is, if it is one (CR 701.54e)."""
    for p in state.players:
        if p.ring_bearer == oid and ring_bearer(state, p.index) == oid:
            return p.index
    return None


def can_block_bearer(state: "GameState", attacker: int, attacker_power: int | None,
                     blocker_power: int | None) -> bool:
    """CR 701.54c: "Your Ring-bearer ... can't be blocked by creatures with greater power" (compared as blockers are
    declared)."""
    if not any(p.ring_tempted for p in state.players) or bearer_of(state, attacker) is None:
        return True
    return (blocker_power or 0) <= (attacker_power or 0)


def tempts(state: "GameState", e: ev.RingTempts) -> None:
    """CR 701.54a, c: the player gets the emblem (or the Ring gains its next ability) and the chosen creature
    becomes their Ring-bearer."""
    p = state.players[e.player]
    p.ring_tempted += 1
    if e.bearer is not None:
        p.ring_bearer = e.bearer
    state.touch_chars()


def _trigger(state: "GameState", player: int, index: int, ability: TriggeredAbility, info: dict[str, int]) -> None:
    state.triggers.append(PendingTrigger(0, THE_RING, "", index, player, info, ability=ability))


def _events(state: "GameState", e: ev.Event) -> None:
    """CR 701.54c: the Ring's second and third abilities trigger."""
    if isinstance(e, ev.Attacks):
        p = bearer_of(state, e.obj)
        if p is not None and state.players[p].ring_tempted >= 2:
            _trigger(state, p, 1, _LOOT, {"object": e.obj})
    elif isinstance(e, ev.BlockedBy):
        p = bearer_of(state, e.attacker)
        if p is not None and state.players[p].ring_tempted >= 3:
            _trigger(state, p, 2, _SACRIFICE_BLOCKER, {"object": e.obj})


def _damage(state: "GameState", dealt: list[ev.Damage]) -> None:
    """CR 701.54c: the Ring's fourth ability: once for each Ring-bearer dealing combat damage to a player."""
    seen: set[int] = set()
    for d in dealt:
        if d.combat and d.target[0] == "p" and d.amount > 0 and d.source not in seen:
            p = bearer_of(state, d.source)
            if p is not None and state.players[p].ring_tempted >= 4:
                seen.add(d.source)
                _trigger(state, p, 3, _DRAIN, {"object": d.source})


on_event(_events, ev.Attacks, ev.BlockedBy)
ON_DAMAGE.append(_damage)


@trigger_event("ring_tempts", "701.54d", about_object=False, on=(ev.RingTempts,))
def _ring_tempts(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                 subject: int | None, moved_from: str | None) -> bool:
    """Whenever the Ring tempts a player (``whose``: you, "whenever the Ring tempts you", CR 701.54d: even if no
    creature could be chosen)."""
    return isinstance(e, ev.RingTempts) and (spec.whose == "any" or (spec.whose == "you") == (e.player == me_ctrl))
