"""Performing events (CR 700.1): the only place the game's objects and players change.

``perform`` returns None when the event could not happen (CR 614.7-style "does
nothing", e.g. destroying an indestructible permanent, 702.12b), otherwise the list
of events that follow from it (a destruction's move to the graveyard, lifelink's
life gain), which go through the pipeline in their own turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from manastack.cards.model import Effect, TriggerSpec
from manastack.cards.values import Reference
from manastack.cards.vocabulary import count_check, keyword
from manastack.core.types import ZONE_OF, Step, Zone
from manastack import events as ev
from manastack.rules.alt_costs import alternative_entered
from manastack.rules.mayhem import marks_discards
from manastack.rules.suspend import suspend_entered
from manastack.rules.bestow import bestow_entered, cease_bestowed
from manastack.rules.reconfigure import reconfigured
from manastack.rules.reconfigured import unreconfigured
from manastack.rules.division import copied_division
from manastack.rules.arrivals import carries, unchanged
from manastack.rules.attachments import can_attach
from manastack.rules.characteristics import (card_of, chars, controller_of, end_lapsed, holds_while, lapses_on_untap,
                                             settle_control)
from manastack.rules.copies import entered_as_copy, is_double_faced
from manastack.rules.daynight import becomes, may_transform
from manastack.rules.monarch import becomes as becomes_monarch
from manastack.rules.speed import increases as speed_increases
from manastack.rules.saddle import becomes_saddled
from manastack.rules.ascend import gets as gets_blessing
from manastack.rules.soulbond import pair as soulbond_pair, unpair as soulbond_unpair
from manastack.rules.ring import tempts as ring_tempts
from manastack.rules.layers import reads_status
from manastack.rules.leaving import leave_game
from manastack.rules.life_limits import can_gain_life
from manastack.rules.phasing import phase_in, phase_out
from manastack.rules.enter_attacking import put_attacking
from manastack.rules.riot import riot_entered
from manastack.rules.private_changes import note_private, private_to
from manastack.rules.zones import create_object, last_known, move, remove_from_combat
from manastack.state import ContinuousEffect, PendingTrigger

keyword("lifelink", "702.15", "damage it deals also causes its controller to gain that much life")
keyword("toxic", "702.164", "Toxic N: combat damage it deals to a player also gives that player N poison counters",
        parameter=True, check=count_check("Toxic", "702.164a"))
keyword("wither", "702.80", "damage it deals to creatures is dealt in the form of -1/-1 counters (120.3d)")
keyword("infect", "702.90", "damage it deals to players is dealt as poison counters and to creatures as -1/-1 "
        "counters (120.3b, 120.3d)")

if TYPE_CHECKING:
    from manastack.state import GameState

Result = list[ev.Event] | None
_PERFORM: dict[type, Callable[["GameState", ev.Event], Result]] = {}


def _on(cls: type) -> Callable[[Callable[["GameState", ev.Event], Result]], Callable[["GameState", ev.Event], Result]]:
    def deco(fn: Callable[["GameState", ev.Event], Result]) -> Callable[["GameState", ev.Event], Result]:
        _PERFORM[cls] = fn
        return fn

    return deco


#: Events that change nothing by being performed: they exist to be recorded and seen by triggers.
_RECORD_ONLY = (ev.StepBegins, ev.Note, ev.SpellCast, ev.AbilityActivated, ev.AbilityTriggered, ev.Attacks,
                ev.Blocks, ev.BlockedBy, ev.BecomesBlocked, ev.NotBlocked, ev.CoinFlip)


def perform(state: "GameState", e: ev.Event) -> Result:
    """Perform ``e``, marking what it may change (see GameState.touch*); a change of characteristics may
    have changed a permanent's controller (CR 302.6, ``settle_control``)."""
    performer = _PERFORM[type(e)]
    if performer is _nothing:
        return []                            # CR 700.1: recorded and seen by triggers; nothing changes
    before = state.chars_version
    board = state.board_version
    version = state.version
    clean = state.sba_clean == version
    if isinstance(e, ev.PutCounters):
        state.touch_obj(e.obj)               # CR 613.4c: counters change only that object
    elif not isinstance(e, _RECORD_ONLY):
        state.touch()                        # zone changes mark the board themselves (zones.py)
    result = performer(state, e)
    if state.chars_version != before or isinstance(e, ev.ZoneMove):
        end_lapsed(state)
        if not isinstance(e, (ev.PhasesOut, ev.PhasesIn)):
            # CR 702.26d: phasing (a permanent and its Control Magic one after the other) changes no control
            settle_control(state)
    elif isinstance(e, ev.Untap) and lapses_on_untap(state):
        end_lapsed(state)                    # CR 611.2b: "for as long as this remains tapped" ends as it untaps
        settle_control(state)
    elif state.board_version == board and state.version != version:
        if clean and _sba_neutral(state, e):
            state.sba_clean = state.version  # a check that found nothing would still find nothing
        owner = private_to(state, e)
        if owner is not None:
            note_private(state, version, owner)     # the others' legal actions are kept (CR 117.3)
    return result


def _sba_neutral(state: "GameState", e: ev.Event) -> bool:
    """Whether performing ``e`` (which changed neither the board nor any characteristics) leaves every input of
    the state-based actions as it was (CR 704.5): mana in a pool, a card drawn (unless from an empty library,
    704.5b), and tapping or untapping a permanent that nothing is attached to (an enchant ability's filter may
    read it, 704.5m) are none of them."""
    if isinstance(e, ev.AddMana):
        return True
    if isinstance(e, ev.Draw):
        return not state.players[e.player].drew_from_empty
    if isinstance(e, (ev.Tap, ev.Untap)):
        return e.obj not in _hosts(state)
    return False


def _hosts(state: "GameState") -> frozenset[int]:
    """The permanents something is attached to (board-cached: attaching touches the characteristics)."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    got: frozenset[int] | None = cache.get(_HOSTS)
    if got is None:
        objects = state.objects
        got = cache[_HOSTS] = frozenset(h for h in (objects[oid].attached_to for oid in state.battlefield)
                                        if h is not None)
    return got


_LIBRARY, _BATTLEFIELD = Zone.LIBRARY.value, Zone.BATTLEFIELD.value

#: The board cache's key for the permanents something is attached to (``_hosts``).
_HOSTS = ("attachment hosts",)
carries(_HOSTS[0])(unchanged)     # a plain arrival (rules/arrivals.py) is attached to nothing


@_on(ev.ZoneMove)
def _zone_move(state: "GameState", e: ev.Event) -> Result:
    assert isinstance(e, ev.ZoneMove)
    if e.obj not in state.objects:
        return None
    o = state.objects[e.obj]
    if o.zone == e.to and e.to != _LIBRARY:       # Zone is a str enum: a zone equals its name
        return None
    returning = _exiled_until_it_leaves(state, e.obj) if o.zone == Zone.BATTLEFIELD else []
    new = move(state, e.obj, ZONE_OF[e.to], position=e.position, controller=e.controller, tapped=e.tapped,
               attach_to=e.attach_to, enchant_player=e.enchant_player)
    if new is not None and e.playable_by is not None:     # CR 400.7: the new object in exile may be played
        state.objects[new].playable_by = e.playable_by
        state.objects[new].playable_until = e.playable_until
    if new is not None and e.exiled_by is not None:      # CR 702.85a: "the card exiled this way"
        state.objects[new].exiled_by = e.exiled_by
    if new is not None and e.plotted and e.to == Zone.EXILE.value:     # CR 702.170a: it becomes a plotted card
        state.objects[new].plotted = state.turn
    if new is not None and e.foretold and e.to == Zone.EXILE.value:    # CR 702.143a: it becomes a foretold card
        state.objects[new].foretold = state.turn
    if new is not None and e.warped and e.to == Zone.EXILE.value:      # CR 702.185b: it becomes a warped card
        state.objects[new].warped = state.turn
    if new is not None and e.cause == "discard" and e.to == Zone.GRAVEYARD.value and marks_discards(state):
        state.objects[new].discarded = state.turn       # CR 702.187b: "as long as you discarded this card this turn"
    if new is not None and e.counters and e.to == Zone.EXILE.value:   # CR 702.62a: "exile it with N time counters"
        state.objects[new].counters = dict(e.counters)
    if new is not None and e.to == _BATTLEFIELD:
        _entered(state, new, e.counters + e.copy_counters, e.choices, e.transformed, e.copy_of, e.copy_via)
        if e.unearth:
            _unearthed(state, new)
        alternative_entered(state, new)     # CR 702.109a, 702.152a: dash's and blitz's haste and end-step return
        suspend_entered(state, new)         # CR 702.62a: a creature spell cast by its suspend gains haste
        bestow_entered(state, new)          # CR 702.103b: a bestowed spell becomes a bestowed Aura
        if e.attacking is not None:
            put_attacking(state, new, e.attacking)      # CR 508.4, 508.4a: as a token created attacking (_token)
        if e.add_types:
            _enters_as(state, new, e.add_types)
    if new is not None and e.until_leaves is not None and e.to == Zone.EXILE.value:
        state.objects[new].exiled_until = e.until_leaves
    if new is not None and e.return_under is not None and e.to == Zone.EXILE.value:
        # CR 400.7: "exile target creature you control, then return that card to the battlefield": the new object the
        # card became in exile returns, as a follow-up of this move (a token exiled has ceased to exist, 111.7)
        returning.append(ev.ZoneMove(new, _BATTLEFIELD, cause="return", by=e.by, controller=e.return_under,
                                     tapped=e.return_tapped, rules=("400.7", "110.2a")))
    return returning


def _exiled_until_it_leaves(state: "GameState", oid: int) -> list[ev.Event]:
    """CR 610.3a: the cards exiled "until this leaves the battlefield" by the permanent ``oid``, which is leaving it:
    each returns to the battlefield under its owner's control at once (no trigger, no stack: a follow-up of the
    move)."""
    return [ev.ZoneMove(x, _BATTLEFIELD, cause="return", controller=state.objects[x].owner, rules=("610.3a",))
            for x in state.exile if state.objects[x].exiled_until == oid]


def _unearthed(state: "GameState", oid: int) -> None:
    """CR 702.84a: the permanent unearth returned gains haste (no end: while it is this object) and gets the delayed
    triggered ability "exile it at the beginning of the next end step" (603.7); ``Obj.unearthed`` is the mark the
    replacement effect "if it would leave the battlefield, exile it instead" reads (rules/unearth.py)."""
    o = state.objects[oid]
    o.unearthed = True
    state.effects.append(ContinuousEffect(state.new_id(), oid, o.controller, "6", o.timestamp, (oid,),
                                          {"keywords": ("haste",), "label": "haste (unearth, 702.84a)"}, "indefinite"))
    state.delayed.append({"id": state.new_id(), "controller": o.controller, "source": oid,
                          "source_name": card_of(state, o).name,
                          "when": TriggerSpec("step", whose="any", step=Step.END.value),
                          "effects": (Effect("exile", {"what": Reference("it")}),), "info": {"object": oid}})
    state.touch_chars()


def _enters_as(state: "GameState", oid: int, types: tuple[str, ...]) -> None:
    """CR 611.2e: the effect saying the permanent put onto the battlefield "is [a type]" applies as it enters (an
    "enchantment enters" ability triggers), from then on."""
    o = state.objects[oid]
    state.effects.append(ContinuousEffect(state.new_id(), None, o.controller, "4", o.timestamp, (oid,),
                                          {"add_types": tuple(types),
                                           "label": f"{', '.join(types)} as it entered (611.2e)"}, "indefinite"))
    state.touch_chars()


def _entered(state: "GameState", oid: int, counters: ev.Counts, choices: ev.Choices, transformed: bool,
             copy_of: int | None, copy_via: int | None) -> None:
    """CR 614.1c / 614.12a / 616.1d / 707.5: the permanent enters as its entering event says: with its counters
    (122.6), the "as this enters" choices made for it, the face up, as a copy."""
    o = state.objects[oid]
    for kind, n in counters:
        o.counters[kind] = o.counters.get(kind, 0) + n
    o.chosen = dict(choices)
    o.transformed = transformed
    if counters or choices or transformed:
        state.touch_chars()
    if copy_of is not None:
        entered_as_copy(state, oid, copy_of, copy_via)    # CR 707.5: it enters as the copy, not then becomes one
    riot_entered(state, oid)    # CR 702.136a: riot's "if you don't, it gains haste"


@_on(ev.Transform)
def _transform(state: "GameState", e: ev.Event) -> Result:
    """CR 701.27a / 712.9: turn a double-faced permanent over; it gets a new timestamp (613.7g).  A permanent
    that isn't a double-faced card or token doesn't transform (701.27c)."""
    assert isinstance(e, ev.Transform)
    o = state.objects.get(e.obj)
    if o is None or o.zone != Zone.BATTLEFIELD or not is_double_faced(state, o) or not may_transform(state, e):
        return None     # CR 702.145b, e: daybound and nightbound permanents transform only by day and night
    o.transformed = not o.transformed
    o.timestamp = state.new_timestamp()
    state.touch_chars()
    return []


@_on(ev.DayNight)
def _day_night(state: "GameState", e: ev.Event) -> Result:
    """CR 731.1: it becomes day or night."""
    assert isinstance(e, ev.DayNight)
    becomes(state, e)
    return []


@_on(ev.BecomesSaddled)
def _becomes_saddled(state: "GameState", e: ev.Event) -> Result:
    """CR 702.171b: a permanent becomes saddled (rules/saddle.py)."""
    assert isinstance(e, ev.BecomesSaddled)
    return [] if becomes_saddled(state, e) else None


@_on(ev.SpeedIncreases)
def _speed_increases(state: "GameState", e: ev.Event) -> Result:
    """CR 702.179c-d: a player's speed increases (rules/speed.py)."""
    assert isinstance(e, ev.SpeedIncreases)
    return [] if speed_increases(state, e) else None


@_on(ev.BecomesMonarch)
def _becomes_monarch(state: "GameState", e: ev.Event) -> Result:
    """CR 725.3: a player becomes the monarch (not performed if they already are, rules/monarch.py)."""
    assert isinstance(e, ev.BecomesMonarch)
    return [] if becomes_monarch(state, e) else None


@_on(ev.GetsCitysBlessing)
def _gets_citys_blessing(state: "GameState", e: ev.Event) -> Result:
    """CR 702.131a-c: a player gets the city's blessing (not performed if they have it already, rules/ascend.py)."""
    assert isinstance(e, ev.GetsCitysBlessing)
    return [] if gets_blessing(state, e) else None


@_on(ev.Paired)
def _paired(state: "GameState", e: ev.Event) -> Result:
    """CR 702.95a-b: two creatures become paired (not performed if either can't be, 702.95c: rules/soulbond.py)."""
    assert isinstance(e, ev.Paired)
    return [] if soulbond_pair(state, e) else None


@_on(ev.Unpaired)
def _unpaired(state: "GameState", e: ev.Event) -> Result:
    """CR 702.95e: paired creatures become unpaired (rules/soulbond.py)."""
    assert isinstance(e, ev.Unpaired)
    return [] if soulbond_unpair(state, e) else None


@_on(ev.ExtraTurn)
def _extra_turn(state: "GameState", e: ev.Event) -> Result:
    """CR 500.7: an extra turn is added directly after this one (rules/extra_turns.py takes it)."""
    assert isinstance(e, ev.ExtraTurn)
    state.extra_turns.append(e.player)
    return []


@_on(ev.RingTempts)
def _ring_tempts(state: "GameState", e: ev.Event) -> Result:
    """CR 701.54a, c: the Ring tempts a player (rules/ring.py)."""
    assert isinstance(e, ev.RingTempts)
    ring_tempts(state, e)
    return []


@_on(ev.Flip)
def _flip(state: "GameState", e: ev.Event) -> Result:
    """CR 710.2, 710.4: a permanent that is a flip card (as its copiable values say) becomes flipped, for good; its
    alternative characteristics apply (in the layer pass, after copy effects, 707.3)."""
    assert isinstance(e, ev.Flip)
    o = state.objects.get(e.obj)
    if o is None or o.zone != Zone.BATTLEFIELD or o.flipped or chars(state, e.obj).card.flip is None:
        return None
    o.flipped = True
    state.touch_chars()
    return []


@_on(ev.BecomesRenowned)
def _becomes_renowned(state: "GameState", e: ev.Event) -> Result:
    """CR 702.112b: the permanent becomes renowned (only one on the battlefield can; once renowned, it stays so
    until it leaves the battlefield, 400.7)."""
    assert isinstance(e, ev.BecomesRenowned)
    o = state.objects.get(e.obj)
    if o is None or o.zone != Zone.BATTLEFIELD or o.renowned:
        return None
    o.renowned = True
    return []


@_on(ev.BecomesMonstrous)
def _becomes_monstrous(state: "GameState", e: ev.Event) -> Result:
    """CR 701.37b: the permanent becomes monstrous (only a permanent can; once monstrous, it stays so until it leaves
    the battlefield, 400.7)."""
    assert isinstance(e, ev.BecomesMonstrous)
    o = state.objects.get(e.obj)
    if o is None or o.zone != Zone.BATTLEFIELD or o.monstrous:
        return None
    o.monstrous = True
    state.touch_chars()     # "as long as this is monstrous, it has flying" (CR 611.3a)
    return []


@_on(ev.Exerted)
def _exerted(state: "GameState", e: ev.Event) -> Result:
    """CR 701.43a, 701.43c: a permanent is exerted (one that isn't on the battlefield can't be); what exerting does
    is the ``NoUntapBegins`` beside it: this event is what "when you do" triggers on (701.43d)."""
    assert isinstance(e, ev.Exerted)
    o = state.objects.get(e.obj)
    return [] if o is not None and o.zone == Zone.BATTLEFIELD else None


@_on(ev.TurnFaceUp)
def _turn_face_up(state: "GameState", e: ev.Event) -> Result:
    """CR 702.37e / 708.8: the permanent is turned face up and has its normal characteristics again (it keeps its
    timestamp, 613.7f doesn't apply; "enters" abilities don't trigger: it has already entered)."""
    assert isinstance(e, ev.TurnFaceUp)
    o = state.objects.get(e.obj)
    if o is None or o.zone != Zone.BATTLEFIELD or not o.face_down:
        return None
    o.face_down = False
    state.touch_chars()
    return []


@_on(ev.Attach)
def _attach(state: "GameState", e: ev.Event) -> Result:
    """CR 701.3: attach an Aura or Equipment to a permanent, or unattach it (701.3d).  Attaching it where it
    can't be attached does nothing (701.3b, 303.4j, 301.5b), nor does attaching it where it already is; it gets
    a new timestamp when it becomes attached (613.7e, 701.3c)."""
    assert isinstance(e, ev.Attach)
    o = state.objects.get(e.obj)
    if o is None or o.zone != Zone.BATTLEFIELD:
        return None
    if e.to is None and cease_bestowed(state, e.obj):     # CR 702.103f: unattached, it ceases to be bestowed
        if o.attached_to is not None:
            state.last_unattached = {e.obj: o.attached_to}
            o.attached_to = None
        return []
    if o.attached_to == e.to:
        return None
    if o.attached_to is not None:
        unreconfigured(state, e.obj)    # CR 702.151b: unattached from that creature, a creature again
    if e.to is not None and not can_attach(state, e.obj, e.to):
        return None
    # CR 701.3d: moved away from what it was attached to, it "becomes unattached" from it
    state.last_unattached = {e.obj: o.attached_to} if o.attached_to is not None else {}
    o.attached_to = e.to
    if e.to is not None:
        o.timestamp = state.new_timestamp()
        reconfigured(state, e.obj)      # CR 702.151b: attached, an Equipment with reconfigure isn't a creature
    state.touch_chars()
    return []


@_on(ev.Draw)
def _draw(state: "GameState", e: ev.Event) -> Result:
    """CR 121.2 / 704.5b: draw the top card, or note the attempt on an empty library."""
    assert isinstance(e, ev.Draw)
    p = state.players[e.player]
    if not p.library:
        p.drew_from_empty = True   # CR 121.4: no card is drawn; 704.5b will see the attempt
        return None
    move(state, p.library[0], Zone.HAND)
    return []


@_on(ev.Damage)
def _damage(state: "GameState", e: ev.Event) -> Result:
    """CR 120.3: results of damage; 702.2 deathtouch, 702.15 lifelink, 702.80 wither, 702.90 infect."""
    assert isinstance(e, ev.Damage)
    if e.amount <= 0:
        return None
    src = last_known(state, e.source)
    follow: list[ev.Event] = []
    src_kw = _source_keywords(state, e.source)
    kind, ident = e.target
    if kind == "p":
        p = state.players[ident]
        if "infect" in src_kw:
            p.poison += e.amount
        else:
            p.life -= e.amount  # CR 120.3a: damage to a player causes that much life loss
        if e.combat:
            p.poison += toxic_value(src_kw)     # CR 702.164c: and poison counters, its total toxic value
    else:
        o = state.objects.get(ident)
        if o is None or o.zone != Zone.BATTLEFIELD:
            return None
        c = chars(state, ident)
        if c.creature:
            if src_kw & {"wither", "infect"}:
                # CR 120.3d, 702.80a, 702.90b: that many -1/-1 counters instead of marked damage
                follow.append(ev.PutCounters(ident, "-1/-1", e.amount, rules=("120.3d",)))
            else:
                o.damage += e.amount            # CR 120.3e
            if "deathtouch" in src_kw:
                o.deathtouched = True       # CR 702.2b
        elif "Planeswalker" in c.types:
            o.counters["loyalty"] = max(0, o.counters.get("loyalty", 0) - e.amount)  # CR 120.3c
    if "lifelink" in src_kw and src is not None:
        follow.append(ev.LifeGain(controller_of(state, e.source), e.amount, source=e.source, rules=("702.15b",)))
    return follow


def toxic_value(keywords: frozenset[str]) -> int:
    """CR 702.164b: a creature's total toxic value, the sum of the N of its toxic abilities."""
    return sum(int(k[len("toxic:"):]) for k in keywords if k.startswith("toxic:"))


def _source_keywords(state: "GameState", oid: int) -> frozenset[str]:
    """CR 702.2e / 702.15c: a source's abilities, as it last existed if it has left."""
    try:
        return chars(state, oid).keywords
    except KeyError:
        return frozenset()


@_on(ev.LifeGain)
def _gain(state: "GameState", e: ev.Event) -> Result:
    assert isinstance(e, ev.LifeGain)
    if e.amount <= 0 or not can_gain_life(state, e.player):
        return None      # CR 119.7: a player who can't gain life doesn't
    state.players[e.player].life += e.amount
    return []


@_on(ev.LifeLoss)
def _loss(state: "GameState", e: ev.Event) -> Result:
    assert isinstance(e, ev.LifeLoss)
    if e.amount <= 0:
        return None
    state.players[e.player].life -= e.amount
    return []


@_on(ev.Tap)
def _tap(state: "GameState", e: ev.Event) -> Result:
    assert isinstance(e, ev.Tap)
    o = state.objects.get(e.obj)
    if o is None or o.tapped:
        return None
    o.tapped = True
    if reads_status(state):
        state.touch_chars()     # CR 611.3a: "as long as it's untapped" (rules/layers.py)
    return []


@_on(ev.Untap)
def _untap(state: "GameState", e: ev.Event) -> Result:
    assert isinstance(e, ev.Untap)
    o = state.objects.get(e.obj)
    if o is None or not o.tapped:
        return None
    o.tapped = False
    if reads_status(state):
        state.touch_chars()     # CR 611.3a: "as long as it's tapped" (rules/layers.py)
    return []


@_on(ev.ManaSpent)
def _mana_spent(state: "GameState", e: ev.Event) -> Result:
    """CR 601.2h: the mana leaves the pool."""
    assert isinstance(e, ev.ManaSpent)
    pool = state.players[e.player].pool
    if any(pool.get(k, 0) < n for k, n in e.mana):
        return None
    for k, n in e.mana:
        pool[k] -= n
        if not pool[k]:
            del pool[k]
    return []


@_on(ev.PhasesOut)
def _phases_out(state: "GameState", e: ev.Event) -> Result:
    assert isinstance(e, ev.PhasesOut)
    return [] if phase_out(state, e) else None


@_on(ev.PhasesIn)
def _phases_in(state: "GameState", e: ev.Event) -> Result:
    assert isinstance(e, ev.PhasesIn)
    return [] if phase_in(state, e) else None


@_on(ev.PutCounters)
def _counters(state: "GameState", e: ev.Event) -> Result:
    assert isinstance(e, ev.PutCounters)
    o = state.objects.get(e.obj)
    if o is None or e.amount == 0:
        return None
    n = o.counters.get(e.counter, 0) + e.amount
    if n <= 0:
        o.counters.pop(e.counter, None)
    else:
        o.counters[e.counter] = n
    return []


@_on(ev.PlayerCounters)
def _player_counters(state: "GameState", e: ev.Event) -> Result:
    """CR 122.1: a player gets or loses counters; poison counters are the player's poison total (122.1f)."""
    assert isinstance(e, ev.PlayerCounters)
    p = state.players[e.player]
    if e.counter == "poison":
        p.poison = max(p.poison + e.amount, 0)
        return []
    n = p.counters.get(e.counter, 0) + e.amount
    if n <= 0:
        p.counters.pop(e.counter, None)
    else:
        p.counters[e.counter] = n
    return []


@_on(ev.CreateToken)
def _token(state: "GameState", e: ev.Event) -> Result:
    """CR 111.1: tokens are created on the battlefield under the creating player's control (as copies, if the
    replacement effects of their entering said so, 616.1g)."""
    assert isinstance(e, ev.CreateToken)
    state.last_created = [create_object(state, e.token, e.controller, Zone.BATTLEFIELD, is_token=True,
                                        controller=e.under).id for _ in range(e.amount)]
    for oid in state.last_created:                     # CR 616.1g: the entering contained in the creation
        state.objects[oid].tapped = e.tapped
        # CR 707.8a: with the face up the original has up
        _entered(state, oid, e.counters + e.copy_counters, e.choices, e.transformed, e.copy_of, e.copy_via)
    for oid, attacked in zip(state.last_created, e.attacking):
        put_attacking(state, oid, attacked)     # CR 508.4: "tapped and attacking"
    return []


@_on(ev.SpellCopied)
def _spell_copy(state: "GameState", e: ev.Event) -> Result:
    """CR 707.10: the copy goes on the stack, on top, with the original's modes, targets, X and optional costs,
    and the objects used to pay the original's costs; no mana was spent to cast it (mana isn't an object).
    It has no card: it is made like a token, which ceases to exist once it leaves the stack (707.10a, 704.5d)."""
    assert isinstance(e, ev.SpellCopied)
    o = create_object(state, e.token, e.controller, Zone.STACK, is_token=True)
    o.targets, o.modes, o.x, o.extras = tuple(e.targets), tuple(e.modes), e.x, tuple(e.extras)
    o.sacrificed = tuple(e.sacrificed)
    original = state.objects.get(e.original) or state.lki.get(e.original)
    o.mode_chooser = original.mode_chooser if original is not None else None   # 700.2g: its modes, as chosen
    if original is not None:      # CR 707.10: the division of damage or counters announced for it (601.2d)
        o.trigger_info = {**o.trigger_info, **copied_division(original.trigger_info, original.targets, o.targets)}
    return []


@_on(ev.CastFromEffect)
def _cast_from_effect(state: "GameState", e: ev.Event) -> Result:
    """CR 608.2g, 601.2a: the card moves to the stack under the caster's control (a new object, 400.7) with the
    choices made, on top of the resolving spell or ability; then it becomes cast (601.2i).  A card no longer where
    it was is not cast."""
    assert isinstance(e, ev.CastFromEffect)
    if e.obj not in state.objects:
        return None
    new = move(state, e.obj, Zone.STACK, controller=e.player)
    if new is None:
        return None
    o = state.objects[new]
    o.targets, o.modes, o.extras = tuple(e.targets), tuple(e.modes), tuple(e.extras)
    return [ev.SpellCast(new, e.player, rules=("601.2i", "608.2g"))]


@_on(ev.AddMana)
def _mana(state: "GameState", e: ev.Event) -> Result:
    assert isinstance(e, ev.AddMana)
    pool = state.players[e.player].pool
    for k, n in e.mana:
        pool[k] = pool.get(k, 0) + n
    return []


@_on(ev.Destroy)
def _destroy(state: "GameState", e: ev.Event) -> Result:
    """CR 701.8b / 702.12b: destroy = move to the owner's graveyard, unless indestructible."""
    assert isinstance(e, ev.Destroy)
    o = state.objects.get(e.obj)
    if o is None or o.zone != Zone.BATTLEFIELD:
        return None
    if "indestructible" in chars(state, e.obj).keywords:
        return None
    return [ev.ZoneMove(e.obj, Zone.GRAVEYARD.value, cause="destroy", rules=e.rules)]


@_on(ev.LoseGame)
def _lose(state: "GameState", e: ev.Event) -> Result:
    """CR 104.3: a player loses; with one player left, that player wins (104.2a), else the game goes on
    without them (800.4a)."""
    assert isinstance(e, ev.LoseGame)
    p = state.players[e.player]
    if p.lost:
        return None
    p.lost = True
    p.loss_reason = e.reason
    alive = [q for q in state.players if not q.lost]
    if len(alive) <= 1:
        state.game_over = True
        state.winner = alive[0].index if alive else None
        return []
    return [leave_game(state, e.player)]   # CR 800.4a: a multiplayer game goes on without them


@_on(ev.Shuffle)
def _shuffle(state: "GameState", e: ev.Event) -> Result:
    assert isinstance(e, ev.Shuffle)
    state.rng.shuffle(state.players[e.player].library)
    return []


@_on(ev.ArrangeLibrary)
def _arrange(state: "GameState", e: ev.Event) -> Result:
    """CR 701.22a / 701.25a: the chosen cards go on top and on the bottom, in the chosen orders."""
    assert isinstance(e, ev.ArrangeLibrary)
    library = state.players[e.player].library
    present = set(library)
    top = [o for o in e.top if o in present]
    bottom = [o for o in e.bottom if o in present]
    placed = set(top) | set(bottom)
    library[:] = top + [o for o in library if o not in placed] + bottom
    return []


@_on(ev.EffectBegins)
def _effect(state: "GameState", e: ev.Event) -> Result:
    """CR 611.2: a continuous effect from a resolving spell or ability starts to apply."""
    assert isinstance(e, ev.EffectBegins)
    affected = tuple(a for a in e.affected if a in state.objects)
    if not affected or not holds_while(state, e.until, e.source, e.controller):
        return None    # CR 611.2b: a "for as long as" duration that never began: the effect does nothing
    state.effects.append(ContinuousEffect(state.new_id(), e.source, e.controller, e.layer, state.new_timestamp(),
                                          affected, dict(e.mods), e.until))
    state.touch_chars()                      # CR 613: through filters and control, it can change any object
    return []


@_on(ev.EffectEnds)
def _effect_ends(state: "GameState", e: ev.Event) -> Result:
    """CR 116.2c: the effect ends at once (an attached permanent that is no longer an Aura is then unattached
    by the state-based actions, 704.5p)."""
    assert isinstance(e, ev.EffectEnds)
    kept = [c for c in state.effects if c.id != e.effect]
    if len(kept) == len(state.effects):
        return None
    state.effects = kept
    state.touch_chars()
    return []


@_on(ev.DelayedTriggerCreated)
def _delayed(state: "GameState", e: ev.Event) -> Result:
    """CR 603.7a: the delayed triggered ability waits for its event."""
    assert isinstance(e, ev.DelayedTriggerCreated)
    state.delayed.append({"id": state.new_id(), "controller": e.controller, "source": e.source,
                          "source_name": e.source_name, "when": e.when, "effects": e.effects, "info": dict(e.info)})
    return []


@_on(ev.ReflexiveTriggered)
def _reflexive(state: "GameState", e: ev.Event) -> Result:
    """CR 603.12: the reflexive triggered ability has triggered: it waits to be put on the stack the next time a
    player would receive priority (603.3b), as a delayed one does (603.7)."""
    assert isinstance(e, ev.ReflexiveTriggered)
    state.triggers.append(PendingTrigger(e.source, e.source_name, "", -1, e.controller, dict(e.info),
                                         delayed={"reflexive": True}, ability=e.ability))
    return []


@_on(ev.PreventionBegins)
def _prevention(state: "GameState", e: ev.Event) -> Result:
    """CR 615.3: the prevention effect lasts until it is used up or the turn ends."""
    assert isinstance(e, ev.PreventionBegins)
    return _shield(state, e.controller, e.source, e.source_name, remaining=e.amount,
                   to=list(e.to) if e.to is not None else None, combat=e.combat, once=e.once,
                   by_types=list(e.by_types), **{"from": e.from_source})


@_on(ev.DamagePrevented)
def _prevented(state: "GameState", e: ev.Event) -> Result:
    """CR 615.7: preventing N damage reduces the shield by N; a shield reduced to 0 is used up, and so is a
    "the next time" shield once it has prevented damage."""
    assert isinstance(e, ev.DamagePrevented)
    for shield in state.shields:
        if shield["id"] == e.shield and shield["remaining"] is not None:
            shield["remaining"] -= e.amount
    state.shields = [s for s in state.shields if (s.get("remaining") is None or s["remaining"] > 0)
                     and not (s["id"] == e.shield and s.get("once"))]
    return []


@_on(ev.DrawReplacementBegins)
def _draw_replacement(state: "GameState", e: ev.Event) -> Result:
    """CR 614.1a / 614.11: the "next time you would draw" effect waits for the draw (until used or the turn ends)."""
    assert isinstance(e, ev.DrawReplacementBegins)
    return _shield(state, e.controller, e.source, e.source_name, kind="draw", player=e.player, life=e.life)


@_on(ev.EnterControlBegins)
def _enter_control_begins(state: "GameState", e: ev.Event) -> Result:
    """CR 616.1b: the effect on control of entering creatures waits for them until the turn ends (514.2)."""
    assert isinstance(e, ev.EnterControlBegins)
    return _shield(state, e.controller, e.source, e.source_name, kind="enter_control")


@_on(ev.SkipBegins)
def _skip_begins(state: "GameState", e: ev.Event) -> Result:
    """CR 614.10: the skip effect waits for the next occurrence of the step (it outlasts the turn)."""
    assert isinstance(e, ev.SkipBegins)
    return _shield(state, e.controller, e.source, e.source_name, kind="skip", player=e.player, step=e.step)


@_on(ev.NoUntapBegins)
def _no_untap_begins(state: "GameState", e: ev.Event) -> Result:
    """CR 502.3: the effect waits for the next untap step of the permanent's controller (it outlasts the turn)."""
    assert isinstance(e, ev.NoUntapBegins)
    o = state.objects.get(e.obj)
    if o is None or o.zone != Zone.BATTLEFIELD:
        return None
    return _shield(state, e.controller, e.source, e.source_name, kind="no_untap", obj=e.obj)


def _shield(state: "GameState", controller: int, source: int, source_name: str, **data: Any) -> Result:
    """A replacement or prevention effect of a resolved spell or ability that waits for its event in
    ``state.shields`` (``data``: its kind and what it needs)."""
    state.shields.append({"id": state.new_id(), "controller": controller, "source": source,
                          "source_name": source_name, **data})
    return []


@_on(ev.DiesExileBegins)
def _dies_exile_begins(state: "GameState", e: ev.Event) -> Result:
    """CR 614.1a: "if it would die this turn, exile it instead" waits for the permanent's dying until the turn ends."""
    assert isinstance(e, ev.DiesExileBegins)
    return _shield(state, e.controller, e.source, e.source_name, kind="dies_exile", obj=e.obj)


@_on(ev.RegenerationBegins)
def _regeneration_begins(state: "GameState", e: ev.Event) -> Result:
    """CR 701.19a: the regeneration shield waits for the permanent's next destruction this turn."""
    assert isinstance(e, ev.RegenerationBegins)
    return _shield(state, e.controller, e.source, e.source_name, kind="regenerate", obj=e.obj)


@_on(ev.DamageRemoved)
def _damage_removed(state: "GameState", e: ev.Event) -> Result:
    """CR 702.89a: the damage marked on the permanent is removed (with deathtouch's mark of it, 704.5h)."""
    assert isinstance(e, ev.DamageRemoved)
    o = state.objects.get(e.obj)
    if o is None or o.zone != Zone.BATTLEFIELD:
        return None
    o.damage = 0
    o.deathtouched = False
    return []


@_on(ev.Regenerated)
def _regenerated(state: "GameState", e: ev.Event) -> Result:
    """CR 701.19a: instead of being destroyed, the permanent has all damage removed from it (with deathtouch's mark,
    704.5h) and is removed from combat (506.4); the shield is used up."""
    assert isinstance(e, ev.Regenerated)
    state.shields = [s for s in state.shields if s["id"] != e.shield]
    o = state.objects.get(e.obj)
    if o is None or o.zone != Zone.BATTLEFIELD:
        return None
    o.damage = 0
    o.deathtouched = False
    remove_from_combat(state, e.obj)
    return []


@_on(ev.ShieldUsed)
def _shield_used(state: "GameState", e: ev.Event) -> Result:
    """CR 614.1a: a "next time" replacement effect applies once: it is used up."""
    assert isinstance(e, ev.ShieldUsed)
    state.shields = [s for s in state.shields if s["id"] != e.shield]
    return []


def _nothing(state: "GameState", e: ev.Event) -> Result:
    return []


for _cls in (ev.StepBegins, ev.SpellCast, ev.AbilityActivated, ev.AbilityTriggered, ev.Attacks, ev.Blocks, ev.BlockedBy,
             ev.Note, ev.NotBlocked, ev.CoinFlip, ev.Exploits, ev.Enlists):
    _PERFORM[_cls] = _nothing


@_on(ev.BecomesBlocked)
def _becomes_blocked(state: "GameState", e: ev.Event) -> Result:
    """CR 509.1h: an attacking creature becomes a blocked creature (the declaration of blockers has already
    recorded its blockers; an effect makes it blocked with none, Dazzling Beauty)."""
    assert isinstance(e, ev.BecomesBlocked)
    combat = state.combat
    if combat is not None and e.obj in combat.attackers and e.obj not in combat.blocked:
        combat.blocked.add(e.obj)
        state.touch()       # "unblocked attacking creature" targets (and trample's damage) read it
    return []
