"""CR 603: triggered abilities.

``collect`` runs after every performed event and notes each ability that triggers
(CR 603.2), checking an intervening "if" clause (603.4).  Leaves-the-battlefield
abilities look back in time (603.10): they are found on the object as it last existed.
The ``put_triggers`` frame puts waiting abilities on the stack the next time a player
would receive priority (603.3b): in APNAP order, each player ordering their own, with
targets and modes chosen then (603.3c-d).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable

from manastack.cards.model import Body, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.vocabulary import TRIGGER_EVENTS, TriggerEventDef
from manastack.core.types import Zone
from manastack import events as ev
from manastack.rules.arrivals import carries
from manastack.rules.characteristics import Chars, chars, controller_of
from manastack.rules.conditions import holds
from manastack.rules.targeting import matches
from manastack.state import PendingTrigger

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

_BATTLEFIELD = Zone.BATTLEFIELD.value
_GRAVEYARD = Zone.GRAVEYARD.value


Fires = Callable[["ev.Event", "GameState", TriggerSpec, int, int, "int | None", "str | None"], bool]


def trigger_event(name: str, rule: str, about_object: bool = True,
                  on: tuple[type[ev.Event], ...] | None = None) -> Callable[[Fires], Fires]:
    """Define trigger event ``name`` (CR ``rule``): ``fires(e, state, spec, me, me_ctrl, subject, moved_from)``
    says whether event ``e`` matches (for events about an object, after its ``who`` and ``filter`` matched).
    ``on``: the event classes ``fires`` can say yes to (None: any); events of other classes are not matched
    against the trigger at all (``_watchers_on``)."""

    def deco(fn: Fires) -> Fires:
        TRIGGER_EVENTS.define(name, TriggerEventDef(name, rule, (fn.__doc__ or "").strip(), about_object, fn, on))
        return fn

    return deco


def _fires(spec: TriggerSpec, e: ev.Event, state: "GameState", me: int, me_ctrl: int,
           subject: int | None, moved_from: str | None) -> bool:
    """Whether an ability with trigger ``spec`` on object ``me`` triggers on event ``e``."""
    d = TRIGGER_EVENTS[spec.event]
    assert d.fires is not None
    if d.about_object:
        if subject is None or not _who_ok(spec, state, subject, me, me_ctrl):
            return False
    if spec.from_zone is not None or spec.to_zone is not None:
        # CR 603.6: a zone-change trigger may name the zones ("put into a graveyard from anywhere")
        if not isinstance(e, ev.ZoneMove):
            return False
        if spec.from_zone is not None and moved_from != spec.from_zone:
            return False
        if spec.to_zone is not None and e.to != spec.to_zone:
            return False
    return d.fires(e, state, spec, me, me_ctrl, subject, moved_from)


@trigger_event("step", "503.1a", about_object=False, on=(ev.StepBegins,))
def _step(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
          moved_from: str | None) -> bool:
    """At the beginning of a step ("at the beginning of your upkeep"; ``whose: enchanted_controller``: "of enchanted
    creature's controller", the controller of the permanent this Aura is attached to, CR 303.4)."""
    if not isinstance(e, ev.StepBegins) or e.step != spec.step:
        return False
    if spec.whose == "enchanted_controller":
        host = _host(state, me)
        return host is not None and (host in state.objects or host in state.lki) and \
            controller_of(state, host) == e.active
    return _whose_ok(spec.whose, e.active, me_ctrl)


@trigger_event("cast", "601.2i", about_object=False, on=(ev.SpellCast,))
def _cast(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
          moved_from: str | None) -> bool:
    """Whenever a player casts a spell (matching the filter)."""
    return isinstance(e, ev.SpellCast) and _whose_ok(spec.whose, e.player, me_ctrl) and \
        (spec.filter.is_empty() or matches(state, e.obj, spec.filter, me, me_ctrl))


@trigger_event("draws", "121.1", about_object=False, on=(ev.Draw,))
def _draws(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
           moved_from: str | None) -> bool:
    """Whenever a player draws a card."""
    return isinstance(e, ev.Draw) and _whose_ok(spec.whose, e.player, me_ctrl)


@trigger_event("gains_life", "119.3", about_object=False, on=(ev.LifeGain,))
def _gains_life(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
                moved_from: str | None) -> bool:
    """Whenever a player gains life."""
    return isinstance(e, ev.LifeGain) and _whose_ok(spec.whose, e.player, me_ctrl)


@trigger_event("state", "603.8", about_object=False, on=())
def _state(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
           moved_from: str | None) -> bool:
    """A state trigger: checked with the state-based actions (check_state_triggers), never by an event."""
    return False


@trigger_event("enters", "603.6a", on=(ev.ZoneMove, ev.CreateToken))
def _enters(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
            moved_from: str | None) -> bool:
    """When an object enters the battlefield (cast, put, or created as a token)."""
    return (isinstance(e, ev.ZoneMove) and e.to == _BATTLEFIELD) or isinstance(e, ev.CreateToken)


@trigger_event("dies", "700.4", on=(ev.ZoneMove,))
def _dies(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
          moved_from: str | None) -> bool:
    """When a permanent is put into a graveyard from the battlefield."""
    return isinstance(e, ev.ZoneMove) and e.to == _GRAVEYARD and moved_from == "battlefield"


@trigger_event("leaves", "603.6c", on=(ev.ZoneMove,))
def _leaves(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
            moved_from: str | None) -> bool:
    """When a permanent leaves the battlefield."""
    return isinstance(e, ev.ZoneMove) and moved_from == "battlefield"


def _event_kind(name: str, rule: str, cls: type, doc: str) -> None:
    """Define a trigger event that fires on every event of class ``cls`` about the subject."""

    def fires(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
              moved_from: str | None) -> bool:
        return isinstance(e, cls)

    fires.__doc__ = doc
    trigger_event(name, rule, on=(cls,))(fires)


_event_kind("attacks", "508.3a", ev.Attacks, "Whenever a creature attacks.")
_event_kind("blocks", "509.3c", ev.Blocks, "Whenever a creature blocks.")
_event_kind("becomes_blocked", "509.3d", ev.BecomesBlocked, "Whenever a creature becomes blocked.")
_event_kind("deals_damage", "120.3", ev.Damage, "Whenever a source deals damage.")
_event_kind("is_dealt_damage", "120.3", ev.Damage, "Whenever a permanent is dealt damage.")
_event_kind("becomes_tapped", "701.26a", ev.Tap, "Whenever a permanent becomes tapped.")
_event_kind("becomes_untapped", "701.26b", ev.Untap, "Whenever a permanent becomes untapped (inspired).")


@trigger_event("deals_combat_damage_to_player", "510.3a", on=(ev.Damage,))
def _combat_damage_to_player(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                             subject: int | None, moved_from: str | None) -> bool:
    """Whenever a creature deals combat damage to a player (``whose``: any, or an opponent: "to an opponent")."""
    return isinstance(e, ev.Damage) and e.combat and e.target[0] == "p" and _whose_ok(spec.whose, e.target[1], me_ctrl)


@trigger_event("deals_combat_damage_to_creature", "510.2", on=(ev.Damage,))
def _combat_damage_to_creature(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                               subject: int | None, moved_from: str | None) -> bool:
    """Whenever a creature deals combat damage to a creature (``that``: the creature dealt the damage)."""
    return isinstance(e, ev.Damage) and e.combat and e.target[0] == "o" and e.target[1] in state.objects \
        and "Creature" in chars(state, e.target[1]).types


@trigger_event("dealt_damage", "120.3", about_object=False, on=(ev.Damage,))
def _dealt_damage(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
                  moved_from: str | None) -> bool:
    """Whenever a player (``whose``: you, an opponent) is dealt damage ("whenever you're dealt damage", Lich)."""
    return isinstance(e, ev.Damage) and e.target[0] == "p" and _whose_ok(spec.whose, e.target[1], me_ctrl)


@trigger_event("discards", "701.9", on=(ev.ZoneMove,))
def _discards(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
              moved_from: str | None) -> bool:
    """Whenever a card is discarded."""
    return isinstance(e, ev.ZoneMove) and e.cause == "discard"


def _whose_ok(whose: str, player: int, me_ctrl: int) -> bool:
    return whose == "any" or (whose == "you" and player == me_ctrl) or (whose == "opponent" and player != me_ctrl) \
        or whose == "active"


def _who_ok(spec: TriggerSpec, state: "GameState", subject: int, me: int, me_ctrl: int) -> bool:
    if spec.who == "self":
        return subject == me
    if spec.who == "self_or_other" and subject == me:
        return True     # "this creature or another creature": this one whatever the filter says
    if spec.who == "damaged_by_self" and not _dealt_damage_this_turn(state, me, subject):
        return False
    if spec.who == "other" and subject == me:
        return False
    if spec.who in ("enchanted", "equipped") and _host(state, me) != subject:     # CR 303.4, 301.5
        return False
    if spec.filter.is_empty():
        return True
    if subject not in state.objects and subject not in state.lki:
        return False
    # A departed object is matched as it last existed (look-back, CR 603.10a).
    return matches(state, subject, spec.filter, me, me_ctrl)


def _dealt_damage_this_turn(state: "GameState", source: int, obj: int) -> bool:
    """Whether ``source`` dealt damage to object ``obj`` this turn ("a creature dealt damage by this creature this
    turn", CR 120.3), from the game's record of the turn."""
    for turn, _step, e in reversed(state.events):
        if turn != state.turn:
            return False
        if isinstance(e, ev.Damage) and e.source == source and e.target == ("o", obj) and e.amount > 0:
            return True
    return False


def _host(state: "GameState", aura: int) -> int | None:
    """CR 603.10a: what ``aura`` is attached to, looking back at a host that has just left the battlefield
    (the move that left the Aura unattached, 704.5m) or at the Aura as it last existed if it left too."""
    o = state.objects.get(aura) or state.lki.get(aura)
    if o is None:
        return None
    return o.attached_to if o.attached_to is not None else state.last_unattached.get(aura)


def former_host(state: "GameState", e: ev.Event, me: int, moved_from: str | None) -> int | None:
    """CR 701.3d: what the Aura or Equipment ``me`` became unattached from by event ``e``: it was attached elsewhere
    or unattached, what it was attached to left the battlefield, or it left the battlefield itself while attached.
    Phasing is none of these (702.26j): a phased-out permanent keeps what it is attached to."""
    if isinstance(e, ev.Attach):
        return state.last_unattached.get(me) if e.obj == me else None
    if not isinstance(e, ev.ZoneMove):
        return None
    if e.obj == me:
        lk = state.lki.get(me)
        return lk.attached_to if lk is not None and moved_from == "battlefield" else None
    host = state.last_unattached.get(me)
    return host if host == e.obj else None


@trigger_event("becomes_unattached", "701.3d", about_object=False, on=(ev.Attach, ev.ZoneMove))
def _becomes_unattached(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                        subject: int | None, moved_from: str | None) -> bool:
    """Whenever this Aura or Equipment becomes unattached from a permanent (``that``: the permanent; Grafted
    Wargear's "sacrifice that permanent"), never by phasing in or out (702.26j)."""
    return former_host(state, e, me, moved_from) is not None


def _subject(e: ev.Event, state: "GameState", new_id: int | None) -> int | None:
    if isinstance(e, ev.ZoneMove):
        return new_id if e.to == _BATTLEFIELD else e.obj
    if isinstance(e, ev.Damage):
        return e.source
    obj = getattr(e, "obj", None)
    return int(obj) if obj is not None else None


def _watchers(state: "GameState") -> list[tuple[int, "Obj", Chars]]:
    """Permanents with triggered abilities, as they have them now (CR 613.1f; cached until
    characteristics can change)."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    got = cache.get(("watchers",))
    if got is not None:
        return got
    out: list[tuple[int, "Obj", Chars]] = []
    for oid in state.permanents():
        o = state.objects[oid]
        c = chars(state, oid)
        if c.triggered:
            out.append((oid, o, c))
    cache[("watchers",)] = out
    return out


@carries("watchers")
def _watchers_grow(state: "GameState", key: object, value: list[tuple[int, "Obj", Chars]],
                   oid: int) -> list[tuple[int, "Obj", Chars]]:
    """``_watchers`` after a plain permanent arrived (rules/arrivals.py): it joins them, last, if it has a
    triggered ability."""
    c = chars(state, oid)
    return [*value, (oid, state.objects[oid], c)] if c.triggered else value


@carries(type)
def _watchers_on_grow(state: "GameState", key: type, value: list[tuple[int, "Obj", Chars]],
                      oid: int) -> list[tuple[int, "Obj", Chars]]:
    """``_watchers_on`` (the board cache's key: the event class) after a plain permanent arrived: it joins them,
    last, if it has a triggered ability that can fire on that class."""
    c = chars(state, oid)
    if any(can_fire_on(ab.trigger, key) for ab in c.triggered):
        return [*value, (oid, state.objects[oid], c)]
    return value


@carries("state_triggers")
def _state_triggers_grow(state: "GameState", key: object, value: bool, oid: int) -> bool:
    """``check_state_triggers``' reading after a plain permanent arrived: also its own state triggers (603.8)."""
    return value or any(ab.trigger.event == "state" for ab in chars(state, oid).triggered)


def can_fire_on(spec: TriggerSpec, cls: type) -> bool:
    """Whether a trigger ``spec`` can fire on an event of class ``cls`` at all: its trigger event's ``on``, and
    only a zone change for a trigger naming zones (CR 603.6)."""
    key = (spec.event, spec.from_zone is not None or spec.to_zone is not None, cls)
    got = _CAN_FIRE.get(key)
    if got is None:
        on = TRIGGER_EVENTS[spec.event].on
        got = (on is None or any(issubclass(cls, c) for c in on)) and (not key[1] or issubclass(cls, ev.ZoneMove))
        _CAN_FIRE[key] = got
    return got


#: ``can_fire_on`` by (trigger event, names zones, event class): the trigger events are defined once, at import.
_CAN_FIRE: dict[tuple[str, bool, type], bool] = {}


def _watchers_on(state: "GameState", cls: type) -> list[tuple[int, "Obj", Chars]]:
    """The permanents of ``_watchers`` with a triggered ability that can fire on an event of class ``cls``
    (``can_fire_on``), cached with them, one list per class."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    got: list[tuple[int, "Obj", Chars]] | None = cache.get(cls)      # the board cache's key: the event class
    if got is None:
        got = cache[cls] = [w for w in _watchers(state) if any(can_fire_on(ab.trigger, cls) for ab in w[2].triggered)]
    return got


#: Triggered abilities that function on the stack (CR 702.40a storm: "when you cast this spell"): hooks run for each
#: spell cast, registered by their rules modules (rules/storm.py).
ON_CAST: list[Callable[["GameState", ev.SpellCast], None]] = []

#: Triggered abilities of a card that trigger from its new zone as it moves there (CR 702.35a madness: "when this card
#: is exiled this way"): hooks run for each zone move performed, registered by their rules modules (rules/madness.py).
ON_MOVE: list[Callable[["GameState", ev.ZoneMove], None]] = []

#: Triggered abilities that no permanent's characteristics hold: those with no source (CR 725.2: the monarch's; the
#: Ring's emblem, 701.54c) and those of cards in exile (CR 702.62a suspend: "at the beginning of your upkeep, if this
#: card is suspended", "when the last time counter is removed from this card").  Hooks run for each performed event
#: of the classes they are registered for (``on_event``: one look-up per event, whatever the number of hooks), and for
#: each batch of damage dealt at once (``ON_DAMAGE``), registered by their rules modules (rules/monarch.py,
#: rules/ring.py, rules/suspend.py).
ON_EVENT_OF: dict[type, list[Callable[["GameState", Any], None]]] = {}
ON_DAMAGE: list[Callable[["GameState", list[ev.Damage]], None]] = []


def on_event(hook: Callable[["GameState", Any], None], *classes: type) -> None:
    """Run ``hook(state, event)`` for each performed event of one of ``classes`` (exactly: events aren't subclassed)."""
    for cls in classes:
        ON_EVENT_OF.setdefault(cls, []).append(hook)


def collect(state: "GameState", e: ev.Event, departed: list[int] | None = None, batch: int | None = None) -> None:
    """CR 603.2: note every ability that triggers on the performed event ``e``.

    ``departed`` lists objects that left the battlefield in the same batch of
    simultaneous events: leaves-the-battlefield abilities look back at them (603.10a).
    ``batch`` names that batch (``pipeline.perform_all``): a "one or more" trigger triggers once for it (603.2c).
    """
    cls = type(e)
    if cls is ev.Note:
        return
    if isinstance(e, ev.SpellCast):
        for hook in ON_CAST:
            hook(state, e)
    if isinstance(e, ev.ZoneMove):
        for move_hook in ON_MOVE:
            move_hook(state, e)
    hooks = ON_EVENT_OF.get(cls)
    if hooks is not None:
        for event_hook in hooks:
            event_hook(state, e)
    on = _watchers_on(state, cls)
    if not on and not state.delayed and cls is not ev.ZoneMove:
        return      # nothing could trigger: no permanent with a triggered ability for it, no delayed trigger (603.7)
    moved_from: str | None = None
    new_id: int | None = None
    if isinstance(e, ev.ZoneMove):
        old, new_id = state.last_move
        lk = state.lki.get(e.obj)
        moved_from = lk.zone.value if lk is not None else None
    # CR 111.1 / 603.6a: each token created enters the battlefield; each is a subject.
    subjects: list[int | None] = list(state.last_created) if isinstance(e, ev.CreateToken) \
        else [_subject(e, state, new_id)]
    watchers = list(on)
    # CR 603.10a: leaves-the-battlefield abilities look back at the object as it was.
    if isinstance(e, ev.ZoneMove) and moved_from == "battlefield":
        for gone in departed or [e.obj]:
            lk = state.lki.get(gone)
            if lk is not None:
                c = chars(state, gone)
                if c.triggered:
                    watchers.append((gone, lk, c))
    for subject in subjects:
        _match_watchers(state, e, watchers, subject, moved_from, new_id, batch=batch)
        _collect_delayed(state, e, subject, moved_from)


#: CR 700.1: how each damage trigger groups the damage dealt at once: "is dealt damage" is one event
#: per recipient, "deals damage" one per source, "deals combat damage to a player" one per source and player.
_DAMAGE_GROUPING: dict[str, Callable[[ev.Damage], tuple[Any, ...]]] = {
    "is_dealt_damage": lambda d: ("recipient", d.target),
    "deals_damage": lambda d: ("source", d.source),
    "deals_combat_damage_to_player": lambda d: ("to player", d.source, d.target),
    "deals_combat_damage_to_creature": lambda d: ("to creature", d.source, d.target),
    "dealt_damage": lambda d: ("recipient", d.target),
    "deals_damage_to_player": lambda d: ("to player", d.source, d.target),       # rules/trigger_events.py
    "deals_damage_to_creature": lambda d: ("to creature", d.source, d.target),
}


def collect_damage(state: "GameState", dealt: list[ev.Damage], batch: int | None = None) -> None:
    """CR 700.1 / 510.2: damage dealt simultaneously (combat damage, or one source dealing damage to several
    objects and players at once) is one "is dealt damage" event for each recipient, one "deals damage" event
    for each source, with the amounts added up; an ability triggers once for each such event."""
    for damage_hook in ON_DAMAGE:
        damage_hook(state, dealt)
    watchers = _watchers_on(state, ev.Damage)
    for trigger_event_name, key in _DAMAGE_GROUPING.items():
        for merged in _grouped(dealt, key):
            _match_watchers(state, merged, watchers, merged.source, None, only=trigger_event_name, batch=batch)
    for merged in _grouped(dealt, _DAMAGE_GROUPING["deals_damage"]):
        _collect_delayed(state, merged, merged.source, None)


def _grouped(dealt: list[ev.Damage], key: Callable[[ev.Damage], tuple[Any, ...]]) -> list[ev.Damage]:
    """The damage events with the same ``key`` as one, their amounts added (the first one's other fields)."""
    groups: dict[tuple[Any, ...], ev.Damage] = {}
    for d in dealt:
        k = key(d)
        first = groups.get(k)
        groups[k] = d if first is None else replace(first, amount=first.amount + d.amount)
    return list(groups.values())


def _match_watchers(state: "GameState", e: ev.Event, watchers: list[tuple[int, "Obj", Chars]],
                    subject: int | None, moved_from: str | None, new_id: int | None = None,
                    only: str | None = None, batch: int | None = None) -> None:
    """Note the abilities of ``watchers`` that trigger on ``e`` (with ``only``: those of that trigger event); a
    "one or more" trigger (``batch``) joins the one it made for an earlier event of the same batch (``_join_batch``)."""
    cls = type(e)
    for oid, o, card in watchers:
        for i, ab in enumerate(card.triggered):
            spec = ab.trigger
            if (only is not None and spec.event != only) or not can_fire_on(spec, cls):
                continue
            subj = subject
            if spec.event == "is_dealt_damage" and isinstance(e, ev.Damage):
                subj = e.target[1] if e.target[0] == "o" else None
            if spec.event in ("blocks_creature", "blocks_or_blocked_by") and isinstance(e, ev.Blocks):
                subj = e.attacker   # CR 509.3c: "whenever this blocks a creature": the creature it blocks (trigger_events)
            if not _fires(spec, e, state, oid, controller_of(state, oid), subj, moved_from):
                continue
            # Leaves-the-battlefield self triggers come from the departed object only.
            if spec.event in ("dies", "leaves") and spec.who == "self" and isinstance(e, ev.ZoneMove) \
                    and oid != e.obj:
                continue
            if ab.condition is not None and not holds(state, ab.condition, oid, controller_of(state, oid), o):
                continue  # CR 603.4
            once = f"trig:{oid}:{i}"    # "This ability triggers only once each turn": this object's, this turn
            if ab.once_each_turn and once in state.activated_this_turn and not (
                    spec.batch and _waiting_in_batch(state, oid, i, batch)):
                continue
            info: dict[str, Any] = {}
            if subj is not None:
                info["object"] = subj
            if new_id is not None and isinstance(e, ev.ZoneMove) and e.to != "library" and e.to != "hand":
                info["new_object"] = new_id    # CR 400.7e: the new object it became in a public zone
            if spec.event == "becomes_target":
                info["object"] = oid    # "sacrifice it": this permanent (rules/trigger_events.py)
                info["spell"] = getattr(e, "obj", None)    # "counter that spell or ability" (ward, 702.21a)
            if spec.event == "discards" and subj is not None:
                info["player"] = controller_of(state, subj)     # "that player": who discarded it (701.9)
            if spec.event == "becomes_unattached":
                info["object"] = former_host(state, e, oid, moved_from)    # "sacrifice that permanent"
            if isinstance(e, ev.Damage):
                info["amount"] = e.amount
                info["target"] = list(e.target)
                if spec.event in ("deals_combat_damage_to_creature", "deals_damage_to_creature"):
                    info["object"] = e.target[1]    # "destroy that creature": the creature dealt the damage
                elif spec.event in ("dealt_damage", "deals_combat_damage_to_player", "deals_damage_to_player"):
                    info["player"] = e.target[1]    # "that player": the player dealt the damage (603.2)
            if isinstance(e, ev.LifeGain):
                info["amount"] = e.amount    # "whenever you gain life, ... loses that much life" (603.2, 119.3)
            if isinstance(e, (ev.Attacks, ev.BecomesBlocked)) and state.combat is not None \
                    and e.obj in state.combat.attackers:
                info["attacked"] = list(state.combat.attackers[e.obj])    # CR 508.5: its defending player
            if isinstance(e, ev.StepBegins):
                info["player"] = e.active    # "at the beginning of each player's upkeep, that player ..." (603.2)
            player = getattr(e, "player", None)
            if player is not None:
                info["player"] = player
            if spec.batch and _join_batch(state, oid, i, info, batch, isinstance(e, ev.Damage)):
                continue
            if ab.once_each_turn:
                state.activated_this_turn[once] = 1    # reset with the turn (rules/turn.py)
            state.triggers.append(PendingTrigger(oid, card.name, o.card, i, controller_of(state, oid), info,
                                                 ability=ab))


def _waiting_in_batch(state: "GameState", oid: int, index: int, batch: int | None) -> bool:
    """Whether ability ``index`` of ``oid`` has a trigger of batch ``batch`` waiting (that a later event of the batch
    joins, CR 603.2c)."""
    return batch is not None and any(t.source == oid and t.index == index and t.info.get("batch") == batch
                                     for t in state.triggers)


def _join_batch(state: "GameState", oid: int, index: int, info: dict[str, Any], batch: int | None,
                damage: bool) -> bool:
    """CR 603.2c: "whenever one or more creatures you control die" triggers once for all the events of one batch of
    simultaneous events (one for each player dealt damage, for "... deal combat damage to a player"): the trigger of
    an event after the first of its batch joins the one waiting (True), whose ``objects`` ("those creatures") gains
    its object and whose ``amount`` ("that many") counts them (adds the damage up, "that much damage").  Otherwise
    ``info`` starts a batch (False)."""
    if batch is None:
        return False
    subject = info.get("object")
    for t in state.triggers:
        if t.source == oid and t.index == index and t.info.get("batch") == batch \
                and t.info.get("player") == info.get("player"):
            objects = list(t.info.get("objects", []))
            if subject is not None and subject not in objects:
                objects.append(subject)
            amount = int(t.info.get("amount", 0)) + int(info.get("amount", 0)) if damage else len(objects)
            t.info = {**t.info, "objects": objects, "amount": amount}
            return True
    info["batch"] = batch
    info["objects"] = [subject] if subject is not None else []
    if not damage:
        info["amount"] = len(info["objects"])
    return False


def _collect_delayed(state: "GameState", e: ev.Event, subject: int | None, moved_from: str | None) -> None:
    """CR 603.7: delayed triggered abilities; one about a particular event triggers once (603.7c)."""
    if not state.delayed:
        return
    keep: list[dict[str, Any]] = []
    for d in state.delayed:
        spec: TriggerSpec = d["when"]
        me = int(d["info"].get("object", d["source"]))
        if _fires(spec, e, state, me, d["controller"], subject, moved_from):
            info = dict(d["info"])
            state.triggers.append(PendingTrigger(
                d["source"], d["source_name"], "", -1, d["controller"], info,
                delayed={"effects": d["effects"], "when": spec},
                ability=TriggeredAbility(spec, Body((Mode((), tuple(d["effects"])),)))))
            continue
        keep.append(d)
    state.delayed = keep


def check_state_triggers(state: "GameState") -> None:
    """CR 603.8: a state trigger triggers whenever its condition is true, but not again while it
    is waiting or on the stack."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    has = cache.get(("state_triggers",))
    if has is None:
        has = cache[("state_triggers",)] = any(ab.trigger.event == "state" for _, _, card in _watchers(state)
                                               for ab in card.triggered)
    if not has:
        return
    busy = {(t.source, t.index) for t in state.triggers}
    for sid in state.stack:
        s = state.objects[sid]
        if s.kind == "ability" and s.ability is not None and s.ability[0] == "triggered" and s.source is not None:
            busy.add((s.source, s.ability[1]))
    for oid, o, card in _watchers(state):
        for i, ab in enumerate(card.triggered):
            if ab.trigger.event != "state" or (oid, i) in busy:
                continue
            if ab.condition is not None and holds(state, ab.condition, oid, controller_of(state, oid)):
                state.triggers.append(PendingTrigger(oid, card.name, o.card, i, controller_of(state, oid), {},
                                                     ability=ab))


def trigger_ability(state: "GameState", t: PendingTrigger) -> TriggeredAbility:
    """CR 113.7a / 603.2: the ability that triggered, as its source had it when it triggered (it exists
    independently of its source from then on)."""
    if t.ability is not None:
        return t.ability
    return chars(state, t.source).triggered[t.index]    # a trigger recorded without it (an older save)



__all__ = ["can_fire_on", "check_state_triggers", "collect", "collect_damage", "trigger_ability", "trigger_event"]
