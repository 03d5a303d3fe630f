"""Trigger events Oracle text names beyond the basic ones of ``rules/triggers.py`` (CR 603.2): "attacks alone"
(506.5), "blocks or becomes blocked" (509.3c-d), "whenever you attack" (508.1), "deals damage to a player / an
opponent / a creature" (120.3, combat damage or not), "casts their second spell each turn" (601.2i), "draws their
second card each turn" (121.1), "is turned face up" (708.8), "becomes the target of a spell or ability" (115.1),
"you cast a spell that targets this" (601.2c), "this and at least two other creatures attack" (508.1), and the events
of two at once
("whenever this enters or attacks", "when this enters or dies": CR 603.2, the ability triggers on either event).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.model import TriggerSpec
from manastack.cards.vocabulary import TRIGGER_EVENTS
from manastack import events as ev
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.targeting import matches
from manastack.rules.triggers import trigger_event

if TYPE_CHECKING:
    from manastack.state import GameState


@trigger_event("attacks_alone", "506.5", on=(ev.Attacks,))
def _attacks_alone(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
                   moved_from: str | None) -> bool:
    """Whenever a creature attacks alone: it is the only creature declared as an attacker in this combat (CR 506.5,
    702.83b; a creature put onto the battlefield attacking was not declared, 508.3a)."""
    combat = state.combat
    return isinstance(e, ev.Attacks) and combat is not None and list(combat.attackers) == [e.obj]


@trigger_event("blocks_or_becomes_blocked", "509.3c", on=(ev.Blocks, ev.BecomesBlocked))
def _blocks_or_becomes_blocked(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                               subject: int | None, moved_from: str | None) -> bool:
    """Whenever a creature blocks (CR 509.3c: declared as a blocker) or becomes blocked (509.3d: once, however many
    creatures block it); bushido (702.45a)."""
    return isinstance(e, (ev.Blocks, ev.BecomesBlocked))


@trigger_event("you_attack", "508.1", about_object=False, on=(ev.Attacks,))
def _you_attack(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
                moved_from: str | None) -> bool:
    """Whenever a player (``whose``: you, an opponent) attacks: declares one or more attackers (CR 508.1), once for
    the declaration (603.2c), not for a creature put onto the battlefield attacking (508.3a)."""
    combat = state.combat
    if not isinstance(e, ev.Attacks) or combat is None or not combat.attackers or next(iter(combat.attackers)) != e.obj:
        return False
    return _whose(spec, controller_of(state, e.obj), me_ctrl)


@trigger_event("deals_damage_to_player", "120.3", on=(ev.Damage,))
def _deals_damage_to_player(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                            subject: int | None, moved_from: str | None) -> bool:
    """Whenever a source deals damage (combat or not) to a player (``whose``: you, an opponent, any: "whenever this
    creature deals damage to an opponent"), once per player for damage dealt at once (CR 700.1); ``that_player`` is
    that player and ``that_much`` the amount."""
    return isinstance(e, ev.Damage) and e.target[0] == "p" and _whose(spec, e.target[1], me_ctrl)


@trigger_event("deals_damage_to_creature", "120.3", on=(ev.Damage,))
def _deals_damage_to_creature(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                              subject: int | None, moved_from: str | None) -> bool:
    """Whenever a source deals damage (combat or not) to a creature (``that``: the creature dealt the damage)."""
    return isinstance(e, ev.Damage) and e.target[0] == "o" and e.target[1] in state.objects \
        and chars(state, e.target[1]).creature


def _ordinal_this_turn(state: "GameState", e: ev.SpellCast | ev.Draw) -> int:
    """Which spell cast or card drawn of its player this turn ``e`` is (1 for the first), from the recorded events."""
    seen, n = False, 0
    for turn, _, x in reversed(state.events):
        if turn != state.turn:
            break
        seen = seen or x is e
        if seen and type(x) is type(e) and getattr(x, "player", None) == e.player:
            n += 1
    return n if seen else 0


def _whose(spec: TriggerSpec, player: int, me_ctrl: int) -> bool:
    return spec.whose == "any" or (spec.whose == "you") == (player == me_ctrl)


@trigger_event("casts_second_spell", "601.2i", about_object=False, on=(ev.SpellCast,))
def _casts_second_spell(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                        subject: int | None, moved_from: str | None) -> bool:
    """Whenever a player (``whose``) casts their second spell each turn: the spell cast is the second that player
    cast this turn (CR 601.2i; copies aren't cast, 707.10)."""
    return isinstance(e, ev.SpellCast) and _whose(spec, e.player, me_ctrl) and _ordinal_this_turn(state, e) == 2


@trigger_event("draws_second_card", "121.1", about_object=False, on=(ev.Draw,))
def _draws_second_card(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                       subject: int | None, moved_from: str | None) -> bool:
    """Whenever a player (``whose``) draws their second card each turn: the card drawn is the second that player drew
    this turn (CR 121.1, 121.2: each card drawn is a draw; a replaced draw is none, 614.11)."""
    return isinstance(e, ev.Draw) and _whose(spec, e.player, me_ctrl) and _ordinal_this_turn(state, e) == 2


@trigger_event("turned_face_up", "708.8", on=(ev.TurnFaceUp,))
def _turned_face_up(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
                    moved_from: str | None) -> bool:
    """When a face-down permanent is turned face up (CR 702.37e, 708.8: an ability of the face-up permanent; its
    entering abilities don't trigger then)."""
    return isinstance(e, ev.TurnFaceUp)


@trigger_event("becomes_target", "115.1", about_object=False,
               on=(ev.SpellCast, ev.AbilityActivated, ev.AbilityTriggered))
def _becomes_target(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
                    moved_from: str | None) -> bool:
    """When this permanent becomes the target of a spell or ability (``whose``: controlled by you, an opponent, any):
    a spell cast or an ability activated or put on the stack targeting it (CR 115.1, 601.2c, 602.2b, 603.3d; once
    for each such spell or ability). ``it`` is this permanent, ``that_player`` the controller of the spell."""
    if not isinstance(e, (ev.SpellCast, ev.AbilityActivated, ev.AbilityTriggered)):
        return False
    o = state.objects.get(e.obj)
    return o is not None and ("o", me) in o.targets and _whose(spec, e.player, me_ctrl)


@trigger_event("casts_spell_targeting_this", "601.2i", about_object=False, on=(ev.SpellCast,))
def _casts_spell_targeting_this(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                                subject: int | None, moved_from: str | None) -> bool:
    """Whenever a player (``whose``) casts a spell (matching ``filter``) that targets this permanent (heroic: "whenever
    you cast a spell that targets this creature", CR 601.2c, 601.2i); ``it``/``that`` is the spell."""
    if not isinstance(e, ev.SpellCast) or not _whose(spec, e.player, me_ctrl):
        return False
    o = state.objects.get(e.obj)
    return o is not None and ("o", me) in o.targets and \
        (spec.filter.is_empty() or matches(state, e.obj, spec.filter, me, me_ctrl))


@trigger_event("attacks_with_two_others", "508.1", on=(ev.Attacks,))
def _attacks_with_two_others(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                             subject: int | None, moved_from: str | None) -> bool:
    """Whenever this creature and at least two other creatures attack (battalion): it is declared as an attacker
    with two or more others (CR 508.1)."""
    combat = state.combat
    return isinstance(e, ev.Attacks) and combat is not None and len(combat.attackers) >= 3


def _either(name: str, first: str, second: str, doc: str) -> None:
    """Define trigger event ``name``: ``first`` or ``second`` happens to the object (CR 603.2: "whenever this enters
    or attacks" is one ability that triggers on either event)."""

    def fires(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
              moved_from: str | None) -> bool:
        return any(fn(e, state, spec, me, me_ctrl, subject, moved_from)
                   for fn in (TRIGGER_EVENTS[first].fires, TRIGGER_EVENTS[second].fires) if fn is not None)

    fires.__doc__ = doc
    one, other = TRIGGER_EVENTS[first].on, TRIGGER_EVENTS[second].on
    trigger_event(name, "603.2", on=None if one is None or other is None else tuple(dict.fromkeys(one + other)))(fires)


_either("enters_or_attacks", "enters", "attacks", "Whenever a permanent enters the battlefield or attacks.")
_either("enters_or_dies", "enters", "dies", "When a permanent enters the battlefield or dies.")
_either("enters_or_leaves", "enters", "leaves", "When a permanent enters or leaves the battlefield.")
_either("attacks_or_blocks", "attacks", "blocks", "Whenever a creature attacks or blocks.")

__all__: list[str] = []


@trigger_event("attacks_unblocked", "509.3g", on=(ev.NotBlocked,))
def _attacks_unblocked(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                       subject: int | None, moved_from: str | None) -> bool:
    """Whenever a creature attacks and isn't blocked: no creature is declared as its blocker (CR 509.3g, 508.3f:
    in the declare blockers step; also a creature put onto the battlefield attacking before blockers)."""
    return isinstance(e, ev.NotBlocked)


@trigger_event("blocks_creature", "509.3c", on=(ev.Blocks,))
def _blocks_creature(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int, subject: int | None,
                     moved_from: str | None) -> bool:
    """Whenever this creature blocks a creature (``who`` and ``filter`` select the attacker it blocks, which the
    effects call ``that``): once for each creature it blocks (CR 509.3c)."""
    return isinstance(e, ev.Blocks) and e.obj == me


@trigger_event("blocks_or_blocked_by", "509.3c", on=(ev.Blocks, ev.BlockedBy))
def _blocks_or_blocked_by(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                          subject: int | None, moved_from: str | None) -> bool:
    """Whenever this creature blocks a creature (509.3c) or becomes blocked by a creature (509.3d): once for each
    creature it blocks or that blocks it (``who`` and ``filter`` select that other creature, ``that``)."""
    return (isinstance(e, ev.Blocks) and e.obj == me) or (isinstance(e, ev.BlockedBy) and e.attacker == me)
