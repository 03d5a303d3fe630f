"""CR 702.95 soulbond: "When this creature enters, if you control both this creature and another creature and both are
unpaired, you may pair this creature with another unpaired creature you control for as long as both remain creatures
on the battlefield under your control" and "Whenever another creature you control enters, if you control both that
creature and this one and both are unpaired, you may pair that creature with this creature for as long as both remain
creatures on the battlefield under your control."

Pairing is a status of the two permanents (``Obj.paired_with``, each naming the other, 702.95b, 702.95d), given by the
event ``Paired`` (the verb ``pair``, ``effects/soulbond.py``) and taken by ``Unpaired``: at once after each batch of
performed events (``due``), a paired creature whose partner has left the battlefield, either of which has stopped
being a creature, or that no longer has the same controller as its partner becomes unpaired (702.95e).  A permanent
that leaves the battlefield is a new object that was never paired (400.7).

- The keyword makes the two triggered abilities (``keyword(triggered=...)``): the first on ``enters`` with the
  intervening "if" ``soulbond_can_pair`` (this is an unpaired creature you control and you control another unpaired
  creature; 603.4: checked again as it resolves), its verb asking which creature (or none); the second on the trigger
  event ``soulbond_partner_enters`` (another creature you control enters, both unpaired: the intervening "if" as it
  enters) with "you may" (603.5) and the same condition as it resolves, pairing with ``it``.  As the verb resolves,
  neither becomes paired if either is no longer a creature on the battlefield under the ability's controller's
  control (702.95c).
- The reference ``paired`` is "this creature and the creature it's paired with": a static ability "as long as this is
  paired with another creature, both creatures have flying" is a continuous effect whose ``affects`` is ``paired``
  (the layer pass reads it, ``layers._affected``: nothing while unpaired).
- Not modelled: two paired creatures that both come under the same other player's control at once stay paired
  (702.95e would unpair them); no card of the corpus does that but a mass control change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.model import Body, Condition, Effect, Filter, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Reference
from manastack.cards.vocabulary import CONDITIONS, ConditionDef, keyword
from manastack.core.types import Zone
from manastack.rules.characteristics import chars, controlled_by, controller_of
from manastack.rules.game_keywords import game_has_keyword
from manastack.rules.references import Scope, reference
from manastack.rules.triggers import trigger_event

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

SOULBOND = "soulbond"
CAN_PAIR = "soulbond_can_pair"
PARTNER_ENTERS = "soulbond_partner_enters"
PAIR = "pair"


def partner_of(state: "GameState", oid: int) -> int | None:
    """The creature ``oid`` is paired with, if both are still paired creatures on the battlefield under one player's
    control (CR 702.95b, 702.95e), else None."""
    o = state.objects.get(oid)
    if o is None or o.paired_with is None:
        return None
    other = state.objects.get(o.paired_with)
    if other is None or other.paired_with != oid or not _paired_ok(state, oid, o.paired_with):
        return None
    return o.paired_with


def _paired_ok(state: "GameState", a: int, b: int) -> bool:
    """CR 702.95e: both are creatures on the battlefield under one player's control."""
    for oid in (a, b):
        o = state.objects.get(oid)
        if o is None or o.zone != Zone.BATTLEFIELD or o.phased_out or not chars(state, oid).creature:
            return False
    return controller_of(state, a) == controller_of(state, b)


def pairable(state: "GameState", oid: int, player: int) -> bool:
    """An unpaired creature on the battlefield under ``player``'s control (CR 702.95a-c)."""
    o = state.objects.get(oid)
    return o is not None and o.zone == Zone.BATTLEFIELD and not o.phased_out and chars(state, oid).creature \
        and controller_of(state, oid) == player and partner_of(state, oid) is None


def pair(state: "GameState", e: ev.Paired) -> bool:
    """CR 702.95a, 702.95c-d: ``obj`` and ``other`` become paired, each naming the other; False (nothing happens) if
    either can't be paired now."""
    player = controller_of(state, e.obj) if e.obj in state.objects else -1
    if e.obj == e.other or not pairable(state, e.obj, player) or not pairable(state, e.other, player):
        return False
    state.objects[e.obj].paired_with = e.other
    state.objects[e.other].paired_with = e.obj
    state.touch_chars()     # CR 702.95b: "as long as this is paired": the layer pass reads the pairing
    return True


def unpair(state: "GameState", e: ev.Unpaired) -> bool:
    """CR 702.95e: ``obj`` and ``other`` (whichever of them is still there) are no longer paired."""
    changed = False
    for oid, other in ((e.obj, e.other), (e.other, e.obj)):
        o = state.objects.get(oid)
        if o is not None and o.paired_with == other:
            o.paired_with = None
            changed = True
    if changed:
        state.touch_chars()
    return changed


def due(state: "GameState") -> list[ev.Event]:
    """CR 702.95e: each pair that must end now (a creature left the battlefield, stopped being a creature or came
    under another player's control than its partner's), once per pair.  Guard: only a game where some card can give
    soulbond has pairs (pairing comes only from a soulbond ability; ``game_has_keyword`` never answers "no" for such a
    game), and then only the battlefield is looked through."""
    if not game_has_keyword(state, SOULBOND):
        return []
    out: list[ev.Event] = []
    seen: set[int] = set()
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.paired_with is None or oid in seen:
            continue
        other = o.paired_with
        seen.update((oid, other))
        partner = state.objects.get(other)
        if partner is None or partner.paired_with != oid or not _paired_ok(state, oid, other):
            out.append(ev.Unpaired(oid, other, rules=("702.95e",)))
    return out


@trigger_event(PARTNER_ENTERS, "702.95a", on=(ev.ZoneMove, ev.CreateToken))
def _partner_enters(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                    subject: int | None, moved_from: str | None) -> bool:
    """Whenever another creature you control (``who: other``, ``filter``) enters, if you control both it and this
    creature and both are unpaired (CR 702.95a: the intervening "if" as it enters, 603.4)."""
    entered = (isinstance(e, ev.ZoneMove) and e.to == "battlefield") or isinstance(e, ev.CreateToken)
    return entered and subject is not None and subject != me and pairable(state, me, me_ctrl) \
        and pairable(state, subject, me_ctrl)


def _can_pair(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
              spell: "Obj | None") -> bool:
    """Soulbond's intervening "if" (CR 702.95a, 603.4): this is an unpaired creature you control, and you control
    another unpaired creature (``with_it: true``: the creature the trigger is about, once the ability is on the
    stack, is one)."""
    if not pairable(state, source, controller):
        return False
    about = spell.trigger_info.get("object") if spell is not None and spell.kind == "ability" else None
    if args.get("with_it") and about is not None:
        return int(about) != source and pairable(state, int(about), controller)
    return any(o != source and pairable(state, o, controller) for o in controlled_by(state, controller))


CONDITIONS.define(CAN_PAIR, ConditionDef(CAN_PAIR, "702.95a", (_can_pair.__doc__ or "").strip(), _can_pair))


@reference("paired", "702.95b")
def _paired_ref(state: "GameState", ref: Reference, scope: Scope) -> list[tuple[str, int]]:
    """This creature and the creature it's paired with, while they are paired (CR 702.95b: "both creatures", "each
    of those creatures"); nothing while it is unpaired."""
    src = scope.source
    partner = partner_of(state, src) if src is not None else None
    return [("o", src), ("o", partner)] if src is not None and partner is not None else []


def _soulbond(param: str) -> tuple[TriggeredAbility, TriggeredAbility]:
    """CR 702.95a: soulbond's two triggered abilities."""
    itself = TriggeredAbility(TriggerSpec("enters"), Body((Mode((), (Effect(PAIR, {}),)),)),
                              condition=Condition(CAN_PAIR, {}), text="Soulbond")
    other = TriggeredAbility(TriggerSpec(PARTNER_ENTERS, who="other", filter=Filter(types=("Creature",),
                                                                                  controller="you")),
                             Body((Mode((), (Effect(PAIR, {"with": Reference("it")}),)),)),
                             condition=Condition(CAN_PAIR, {"with_it": True}), optional=True, text="Soulbond")
    return itself, other


keyword(SOULBOND, "702.95", "you may pair this creature with another unpaired creature you control when either of them "
        "enters; they remain paired for as long as you control both of them and both are creatures", triggered=_soulbond)

__all__ = ["CAN_PAIR", "PAIR", "PARTNER_ENTERS", "SOULBOND", "pairable", "partner_of"]
