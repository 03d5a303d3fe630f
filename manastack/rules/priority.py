"""CR 117: timing and priority — who may act, what they may do, and passing.

``priority_point`` runs when no frame is left: it first lets state-based actions
and triggers settle (117.5), then gives priority.  ``legal_actions`` enumerates
every legal action of the player with priority, complete with targets, modes, X
and optional costs, so that an agent can pick one value from a list.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from manastack.cards.vocabulary import keyword, static_kind
from manastack.actions import Action, Activate, Cast, Pass, PlayLand, Special
from manastack.core.types import MAIN_STEPS, Step, Zone
from manastack.decisions import Decision
from manastack.rules.casting import (
    FACE_DOWN_COST,
    mana_output,
    abilities_of,
    available_mana,
    can_pay,
    mana_sources,
    can_pay_additional,
    can_pay_object_costs,
    can_tap_for_cost,
    mode_choices,
    others_can_choose,
    target_choices,
    spell_helpers,
    total_spell_cost,
)
from manastack.rules import activation_costs
from manastack.rules.activation_timing import timing_allows, timing_windows
from manastack.rules.activated_keywords import used_up
from manastack.rules.conditions import holds
from manastack.rules.affinity import affinity_reduction, cost_changes, reduced
from manastack.rules.attachments import spell_body
from manastack.rules.bestow import BESTOW, bestowed_chars
from manastack.rules.prototype import PROTOTYPE, prototyped
from manastack.rules.buyback import spell_costs
from manastack.rules.cast_timing import cast_steps, may_cast_now
from manastack.rules.cost_reduction import reduces
from manastack.rules.crew import can_crew
from manastack.rules.arrivals import carries, unchanged
from manastack.rules.characteristics import chars, controlled_by, controller_of
from manastack.rules.delve import delve_pool, has_delve, most_delve
from manastack.rules.entwine import entwined_modes
from manastack.rules.flashback import FLASHBACK, flashback_cards
from manastack.rules.jump_start import JUMP_START, jump_start_cards
from manastack.rules.retrace import RETRACE, retrace_cards
from manastack.rules.escape import ESCAPE, escape_cards
from manastack.rules.foretell import FORETELL, foretold_cards
from manastack.rules.alt_cost_statics import ALTERNATIVE, least_printed_alternative, printed_alternative
from manastack.rules.flash_cost import FLASH_FOR_MORE, flash_surcharge
from manastack.rules.graveyard_cast import GRAVEYARD_CAST, graveyard_cast_cards
from manastack.rules.replicate import MOST_REPLICATES, REPLICATE, replicate_cost
from manastack.rules.repeated_costs import repeated_choices, repeated_costs
from manastack.rules.escalate import escalations
from manastack.rules.plot import PLOT, plotted_cards
from manastack.rules.warp import warped_cards
from manastack.rules.mayhem import MAYHEM, mayhem_cards
from manastack.rules.sneak import SNEAK, sneak_window
from manastack.rules.alt_costs import castable_alternatives, least_alternative
from manastack.rules.exile_play import playable_from_exile
from manastack.rules.game_cards import NOTHING, restrictions
from manastack.rules.graveyard_lands import graveyard_lands
from manastack.rules.engine import when_idle, push
from manastack.rules.leaving import next_in_game
from manastack.rules.mana_reuse import after_tap, note_blind
from manastack.rules.land_plays import land_plays
from manastack.rules.library_top import land_on_top
from manastack.rules.private_changes import keep, kept, stable
from manastack.rules.special import hand_specials_possible, has_hand_special, special_actions
from manastack.rules.game_keywords import game_has_any_keyword
from manastack.rules.split_second import split_second_on_stack
from manastack.rules.morph import any_face_down, face_down_cast, face_up_actions, morph_cost
from manastack.rules.triggers import check_state_triggers
from manastack.rules.turn import end_step

keyword("flash", "702.8", "may be cast any time you could cast an instant")
NAMED_CANT_ACTIVATE = static_kind(
    "named_cant_activate", "602.5",
    "activated abilities of sources with the chosen card name (as_enters_choose: card_name) can't be activated "
    "unless they're mana abilities (Pithing Needle)")

if TYPE_CHECKING:
    from manastack.actions import Ref
    from manastack.cards.model import ActivatedAbility, Body
    from manastack.rules.printed import Chars
    from manastack.core.mana import ManaCost
    from manastack.state import GameState


@when_idle
def priority_point(state: "GameState") -> None:
    """CR 117.5 / 704.3: settle SBAs and triggers, then give priority (514.3a in cleanup)."""
    if not state.ready_for_priority:
        check_state_triggers(state)
        if state.sba_clean != state.version or state.triggers:
            push(state, "sba")
            return
        # Nothing changed since a check that found nothing: no state-based action, no trigger.
    state.ready_for_priority = False
    if state.step == Step.CLEANUP and not state.cleanup_acted:
        end_step(state)  # CR 514.3: no one gets priority; the turn ends
        return
    if state.players[state.priority].lost:   # CR 800.4a / 800.4j: the next player still in the game
        state.priority = next_in_game(state, state.priority)
    state.pending = _priority_decision(state, state.priority)
    state.decisions += 1


def _priority_decision(state: "GameState", player: int) -> Decision:
    """The priority decision of ``player`` (CR 117.3): the same object again while their legal actions are the
    same object (a priority decision is never changed once made: clones share it), held next to them in the board
    cache."""
    got = _cached_legal(state, player)
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    key = ("priority decision", player)
    held: tuple[object, Decision] | None = cache.get(key)
    if held is not None and held[0] is got:
        return held[1]
    d = Decision(player, "priority", f"{state.players[player].name} has priority", "117.3", got[0],
                 data={"mana_actions": got[1]})
    cache[key] = (got, d)
    return d


def sorcery_timing(state: "GameState", player: int) -> bool:
    """CR 307.1: main phase, own turn, empty stack."""
    return player == state.active and state.step in MAIN_STEPS and not state.stack


def legal_actions(state: "GameState", player: int) -> list[Action]:
    """Every action ``player`` may take with priority now.

    Cached until the state changes (``state.version``): between two steps in which nothing
    happens, only the step differs, and it matters only through sorcery timing (in the key).
    """
    return list(_cached_legal(state, player)[0])


def _cached_legal(state: "GameState", player: int) -> tuple[tuple[Action, ...], frozenset[int]]:
    """The legal actions, and the indices of those that activate mana abilities."""
    sorcery_ok = player == state.active and state.step in MAIN_STEPS and not state.stack     # sorcery_timing
    cache = state._cache if state._cache_version == state.version else state.cache()
    if restrictions(state) is NOTHING:   # no card of the game has a timing restriction (rules/game_cards.py)
        key: tuple[object, ...] = ("legal", player, sorcery_ok, NOTHING.timings)
    else:
        key = ("legal", player, sorcery_ok, timing_windows(state, player))   # CR 602.5b
        if _step_matters(state, player):
            key += (state.step,)  # CR 601.3: a card in hand (or castable from the graveyard) says when it may be cast
    got = cache.get(key)
    if got is None:
        got = kept(state, key, player)      # computed before changes private to other players
        if got is None:
            got = after_tap(state, key, player)     # CR 605.3b: read off the list before a tap for mana
        if got is None:
            acts: list[Action] = []
            mana_idx: list[int] = []
            blind = _legal_actions(state, player, sorcery_ok, acts, mana_idx)
            got = (tuple(acts), frozenset(mana_idx))
            if blind:
                note_blind(state, key, got)
        keep(state, key, got)
        cache[key] = got
    return got


def _legal_actions(state: "GameState", player: int, sorcery_ok: bool, acts: list[Action],
                   mana_idx: list[int]) -> bool:
    """Fill ``acts`` with the legal actions and ``mana_idx`` with the indices of mana-ability ones; return whether
    the list is mana-blind (``rules/mana_reuse.py``): it read the mana only through ``available_mana`` and which
    permanents with only plain mana abilities are untapped sources (every part that checks whether a cost can be
    paid, or reads other untapped permanents, clears ``blind``)."""
    acts.append(Pass())
    blind = True
    p = state.players[player]
    mana = available_mana(state, player)
    land_ok = sorcery_ok and p.lands_played < land_plays(state, player)     # CR 305.2, 305.2a
    from_hand: list[int] = []
    for oid, land, hand_ability, morph, instant_speed, least, helped in _hand_offers(state, p.hand):
        if hand_ability:
            from_hand.append(oid)
        if land:
            if land_ok:
                acts.append(PlayLand(oid))
            continue
        if sorcery_ok and morph:
            blind = False
            if can_pay(state, player, FACE_DOWN_COST):
                # CR 702.37c, 702.168b: face down, for {3} (with morph, or with disguise)
                acts.append(Cast(oid, (), (), 0, (face_down_cast(chars(state, oid).card),)))
        if not (sorcery_ok or instant_speed):
            c = chars(state, oid)
            if c.static and c.cost is not None and flash_surcharge(c) is not None and may_cast_now(state, c, oid):
                blind = False     # CR 601.3: "as though it had flash if you pay {2} more" (rules/flash_cost.py)
                acts.extend(_casts(state, player, oid, mana, alternative=FLASH_FOR_MORE))
            # CR 702.190a: sneak, as an instant in its caster's declare blockers step (the step compared first)
            if c.keywords and state.step == _DECLARE_BLOCKERS and sneak_window(state, player) and \
                    SNEAK in castable_alternatives(state, oid, player):
                blind = False
                acts.extend(_casts(state, player, oid, mana, alternative=SNEAK))
            continue
        c = chars(state, oid)
        if c.static and not may_cast_now(state, c, oid):
            continue    # CR 601.3: "cast this spell only during ..."
        if least > mana and not helped:
            if least - cost_changes(state, oid, player)[1] > mana:
                continue    # CR 601.2f: only other permanents' cost changes could make it (none of its own)
        elif least > mana:
            # CR 601.2f: cost changes, convoke / improvise (702.51a, 702.126a) and delve (702.66a) may still make it
            blind = False
            helpers = spell_helpers(state, player, oid)
            less = affinity_reduction(state, oid, player) + cost_changes(state, oid, player)[1]
            delve = len(delve_pool(state, player, oid)) if "delve" in c.keywords else 0
            if least - less > mana + len(helpers) + min(delve, c.cost.generic if c.cost else 0) and not reduces(c):
                continue
        blind = False
        if c.cost is not None:      # CR 118.6, 202.1b: no mana cost can't be paid (only an alternative cost)
            acts.extend(_casts(state, player, oid, mana))
        for name in castable_alternatives(state, oid, player):    # CR 118.9: evoke, dash, blitz... (alt_costs)
            acts.extend(_casts(state, player, oid, mana, alternative=name))
        if c.static and printed_alternative(state, oid, player) is not None:    # CR 118.9: its own (alt_cost_statics)
            acts.extend(_casts(state, player, oid, mana, alternative=ALTERNATIVE))
    if land_ok:
        top = land_on_top(state, player)
        if top is not None:
            acts.append(PlayLand(top))  # CR 305.1-2: a land play from the top of the library (Courser of Kruphix)
        acts.extend(PlayLand(oid) for oid in graveyard_lands(state, player))   # CR 305.1: Crucible of Worlds
    for oid in playable_from_exile(state, player) if state.exile else ():    # CR 601.3, 305.1: "you may play that
        blind = False                                                           # card this turn"
        c = chars(state, oid)
        if c.land:
            if land_ok:     # CR 305.2, 305.2a
                acts.append(PlayLand(oid))
        elif sorcery_ok or "Instant" in c.types or "flash" in c.keywords:
            acts.extend(_casts(state, player, oid, mana))
    sources = {s.obj for s in mana_sources(state, player)}
    for oid, plain in _with_abilities(state, player):
        if plain is not None:    # only "{T}: Add ..." abilities
            if oid in sources:   # CR 605: untapped and able to pay {T} (302.6)
                for m in plain:
                    mana_idx.append(len(acts))
                    acts.append(m)
            continue
        blind = False
        for a in _activations(state, player, oid, sorcery_ok, mana):
            if isinstance(a, Activate) and abilities_of(state, oid)[a.index].is_mana:
                mana_idx.append(len(acts))
            acts.append(a)
    for oid in from_hand:
        blind = False
        acts.extend(_activations(state, player, oid, sorcery_ok, mana, zone="hand"))
    for oid in _graveyard_activated(state, p.graveyard):
        blind = False
        acts.extend(_activations(state, player, oid, sorcery_ok, mana, zone="graveyard"))
    for oid in plotted_cards(state, player) if state.exile else ():   # CR 702.170d: a plotted card cast without
        blind = False                                                   # paying its mana cost
        acts.extend(_casts(state, player, oid, mana, alternative=PLOT))
    if p.graveyard and game_has_any_keyword(state, _FROM_GRAVEYARD):   # each look below finds nothing otherwise
        for oid in flashback_cards(state, player):     # CR 702.34a: cast from the graveyard for the flashback cost
            blind = False
            if (sorcery_ok or "Instant" in chars(state, oid).types) and may_cast_now(state, chars(state, oid), oid):
                acts.extend(_casts(state, player, oid, mana, alternative=FLASHBACK))
        # CR 702.81a retrace, 702.133a jump-start: cast from the graveyard, paying an additional cost (601.2b, 601.2f-h)
        # CR 702.138a escape: cast from the graveyard for its escape cost (an alternative cost, with cards exiled)
        # CR 702.187b mayhem: cast from the graveyard the turn it was discarded, for its mayhem cost
        for permission, cards in ((RETRACE, retrace_cards(state, player)),
                                  (JUMP_START, jump_start_cards(state, player)),
                                  (ESCAPE, escape_cards(state, player)),
                                  (MAYHEM, mayhem_cards(state, player))):
            for oid in cards:
                blind = False
                c = chars(state, oid)
                if (sorcery_ok or "Instant" in c.types or "flash" in c.keywords) and may_cast_now(state, c, oid):
                    acts.extend(_casts(state, player, oid, mana, alternative=permission))
    for oid in graveyard_cast_cards(state, player):     # CR 601.3: its own static lets it be cast from the graveyard
        blind = False
        c = chars(state, oid)
        if (sorcery_ok or "Instant" in c.types or "flash" in c.keywords) and may_cast_now(state, c, oid):
            acts.extend(_casts(state, player, oid, mana, alternative=GRAVEYARD_CAST))
    for oid in foretold_cards(state, player):     # CR 702.143a: a foretold card cast for its foretell cost
        blind = False
        c = chars(state, oid)
        if (sorcery_ok or "Instant" in c.types or "flash" in c.keywords) and may_cast_now(state, c, oid):
            acts.extend(_casts(state, player, oid, mana, alternative=FORETELL))
    for oid in warped_cards(state, player) if state.exile else ():     # CR 702.185a: a warped card cast from exile
        blind = False
        c = chars(state, oid)
        if (sorcery_ok or "Instant" in c.types or "flash" in c.keywords) and may_cast_now(state, c, oid):
            acts.extend(_casts(state, player, oid, mana))
    in_hands = hand_specials_possible(state)
    if in_hands or state.effects:   # else no special action, no effect to end (special_actions finds nothing)
        specials = special_actions(state, player)     # CR 116.2c: ending an effect by paying; 116.2f: suspending
        if specials or any("end_cost" in e.mods for e in state.effects) or \
                (in_hands and has_hand_special(state, player)):
            blind = False
            acts.extend(specials)
    if any_face_down(state):
        blind = False
        acts.extend(face_up_actions(state, player, controlled_by(state, player)))
    if state.stack and split_second_on_stack(state):
        # CR 702.61a-b: no other spell is cast and only mana abilities are activated (special actions stay)
        kept = [(a, i in mana_idx) for i, a in enumerate(acts)
                if not isinstance(a, (Cast, Activate)) or i in mana_idx]
        acts[:] = [a for a, _ in kept]
        mana_idx[:] = [i for i, (_, is_mana) in enumerate(kept) if is_mana]
    return blind


_DECLARE_BLOCKERS = Step.DECLARE_BLOCKERS


def _step_matters(state: "GameState", player: int) -> bool:
    """Whether the step itself (not only sorcery timing) changes what ``player`` may cast: a card they could
    cast has "cast this spell only during [step]" (CR 601.3)."""
    if not restrictions(state).cast_steps:
        return False    # no card of the game says when it may be cast (rules/game_cards.py)
    p = state.players[player]
    cache = state._board if state._board_version == state.board_version else state.board_cache()     # dropped with any change of characteristics; the zones' ids are in the key
    key = ("step matters", player, tuple(p.hand), tuple(p.graveyard))
    got: bool | None = cache.get(key)
    if got is None:
        got = cache[key] = any(cast_steps(chars(state, oid)) for oid in p.hand) or \
            any(cast_steps(chars(state, oid)) for oid in flashback_cards(state, player)) or \
            any(cast_steps(chars(state, oid)) for oid in retrace_cards(state, player) + jump_start_cards(state, player)
                + escape_cards(state, player) + graveyard_cast_cards(state, player))
    return got


def _graveyard_activated(state: "GameState", graveyard: list[int]) -> list[int]:
    """The cards of ``graveyard`` with an ability activated from the graveyard (CR 113.6m: "return this card from
    your graveyard ..." functions from there only; board-cached: abilities come from characteristics, and the
    graveyard's ids are the key)."""
    if not graveyard:
        return []
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    key = ("graveyard activated", tuple(graveyard))
    got: list[int] | None = cache.get(key)
    if got is None:
        got = cache[key] = [oid for oid in graveyard
                            if any(ab.zone == "graveyard" for ab in abilities_of(state, oid))]
    return got


def _hand_offers(state: "GameState", hand: list[int]) -> list[tuple[int, bool, bool, bool, bool, int, bool]]:
    """The cards of ``hand`` that the legal actions look at, one of each name (same-named cards in a hand are
    interchangeable), each with ``_hand_offer`` but its name (board-cached: any change of characteristics
    drops the board cache; object ids are never reused, so the hand's ids name the player too)."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    key = ("hand offers", tuple(hand))
    got: list[tuple[int, bool, bool, bool, bool, int, bool]] | None = cache.get(key)
    if got is None:
        got = cache[key] = []
        seen: set[str] = set()
        for oid in hand:
            name, land, hand_ability, morph, instant_speed, least, helped = _hand_offer(state, oid)
            if name not in seen:
                seen.add(name)
                got.append((oid, land, hand_ability, morph, instant_speed, least, helped))
    return got


#: Keywords of a spell that let it be paid with less mana than its cost (CR 702.41a affinity, written
#: "affinity:..."; 702.51a convoke; 702.126a improvise; 702.66a delve).
_HELPED_BY = ("affinity:", "convoke", "improvise", "delve")
#: The keywords that let a card be cast from a graveyard (CR 702.34a flashback, 702.81a retrace, 702.133a jump-start):
#: without a card of the game that has one, the legal actions don't look through the graveyards for them.
_FROM_GRAVEYARD = frozenset({FLASHBACK, RETRACE, JUMP_START, ESCAPE, MAYHEM})


def _hand_offer(state: "GameState", oid: int) -> tuple[str, bool, bool, bool, bool, int, bool]:
    """What the legal actions read of card ``oid`` in a hand, all from its characteristics (cached with them):
    its name; whether it is a land (CR 305.1); whether it has an ability activated from the hand (cycling,
    702.29a); whether it has morph (702.37c); whether it may be cast any time its owner could cast an instant
    (an instant, or flash, 702.8a); the least mana its mana cost or an alternative cost of its keywords needs (0
    without one; evoke, dash and the others of rules/alt_costs.py: 118.9); and whether something of
    its own may let less mana pay for it (affinity, convoke, improvise, delve, or a cost reduction of its own,
    CR 601.2f)."""
    cache = state._chars if state._chars_version == state.chars_version else state.chars_cache()
    key = (oid, "hand offer")
    got: tuple[str, bool, bool, bool, bool, int, bool] | None = cache.get(key)
    if got is None:
        c = chars(state, oid)
        hand_ability = bool(c.activated or c.keywords) and any(ab.zone == "hand" for ab in abilities_of(state, oid))
        helped = any(k.startswith(_HELPED_BY) for k in c.keywords) or reduces(c)
        got = cache[key] = (c.name, c.land, hand_ability, bool(c.keywords) and morph_cost(c.card) is not None,
                            "Instant" in c.types or "flash" in c.keywords,
                            least_printed_alternative(c, least_alternative(c.keywords, min_mana(c.cost) if c.cost
                                                                           is not None else 0)), helped)
    return got


def _with_abilities(state: "GameState", player: int) -> list[tuple[int, tuple[Activate, ...] | None]]:
    """The phased-in permanents ``player`` controls that have activated abilities, in timestamp order, each with
    the activations of its abilities if they are all plain mana abilities ("{T}: Add ...", offered whenever
    the permanent is an untapped mana source), else None (board-cached: abilities come from characteristics)."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    key = ("with abilities", player)
    got: list[tuple[int, tuple[Activate, ...] | None]] | None = cache.get(key)
    if got is None:
        got = cache[key] = []
        for oid in controlled_by(state, player):
            activations = _activations_of(state, oid)
            if activations != ():
                got.append((oid, activations))
    return got


@carries("with abilities")
def _with_abilities_grow(state: "GameState", key: tuple[str, int], value: list[tuple[int, tuple[Activate, ...] | None]],
                         oid: int) -> list[tuple[int, tuple[Activate, ...] | None]]:
    """``_with_abilities`` after a plain permanent arrived (rules/arrivals.py): its controller's gain it if it has
    activated abilities (it is the last in timestamp order)."""
    if controller_of(state, oid) != key[1]:
        return value
    activations = _activations_of(state, oid)
    return value if activations == () else [*value, (oid, activations)]


#: What a hand or graveyard card offers reads its own characteristics only, which a plain arrival leaves alone.
carries("hand offers")(unchanged)
carries("graveyard activated")(unchanged)


def _activations_of(state: "GameState", oid: int) -> tuple[Activate, ...] | None:
    """The activations of permanent ``oid``'s abilities if they are all plain mana abilities (none: ``()``),
    else None (cached with its characteristics)."""
    cache = state._chars if state._chars_version == state.chars_version else state.chars_cache()
    key = (oid, "activations")
    if key in cache:
        got: tuple[Activate, ...] | None = cache[key]
        return got
    abilities = abilities_of(state, oid)
    plain = all(_plain_mana_ability(ab) for ab in abilities)
    got = cache[key] = tuple(Activate(oid, i) for i in range(len(abilities))) if plain else None
    return got


def min_mana(cost: "ManaCost") -> int:
    """A lower bound of the mana needed to pay ``cost`` (Phyrexian symbols may cost none)."""
    return cost.generic + sum(0 if s.endswith("/P") else 1 for s in cost.symbols)


def _plain_mana_ability(ab: "ActivatedAbility") -> bool:
    """A "{T}: Add one mana" ability, exactly what ``mana_sources`` counts."""
    return ab.zone == "battlefield" and mana_output(ab) is not None


def _casts(state: "GameState", player: int, oid: int, mana: int, alternative: str | None = None) -> list[Action]:
    """The legal casts of card ``oid``: each choice of optional costs, X, modes and targets; with ``alternative``
    (flashback), paying that cost rather than the mana cost (CR 601.2b, 601.2f), or (retrace, jump-start) the
    permission whose additional cost is paid besides it."""
    c, body, x_count, choices = _cast_plan(state, oid, alternative)
    out: list[Action] = []
    helpers = spell_helpers(state, player, oid)      # convoke, improvise (702.51a, 702.126a)
    mana += len(helpers)
    delve = len(delve_pool(state, player, oid)) if has_delve(state, oid) else 0    # CR 702.66a
    if replicate_cost(c) is not None:
        choices = _replicated(state, player, oid, choices, mana + delve)
    if c.keywords and repeated_costs(c.keywords):      # CR 702.157a squad, 702.33c multikicker: any number of times
        most = mana + delve
        choices = repeated_choices(c.keywords, choices,
                                   lambda paid: total_spell_cost(state, oid, 0, paid).mana_value <= most)
    for extras in choices:
        # CR 601.2f: the total cost reads more than the card (cost changes of other permanents, the spells cast this
        # turn, affinity), so it is computed here, not cached with the card's characteristics
        base = total_spell_cost(state, oid, 0, extras)
        if x_count:
            max_x = max(0, (mana + delve - base.mana_value) // x_count)
            xs = range(0, max_x + 1)
        else:
            xs = range(0, 1)
        for x in xs:
            cost = total_spell_cost(state, oid, x, extras) if x else base
            if delve:
                cost = reduced(cost, most_delve(state, player, oid, cost))
            if not can_pay(state, player, cost, helpers=helpers, paying=("cast", oid)) or \
                    not can_pay_additional(state, player, oid, extras):
                continue
            if body is None:
                out.append(Cast(oid, (), (), x, extras))
                continue
            if not _others_can_choose(state, body, oid, c, player, x):
                continue      # CR 700.2a, 700.2e: too few modes another player could choose
            entwined = entwined_modes(body, extras)       # CR 702.42a: entwine chooses all modes
            for modes in mode_choices(body) if entwined is None else entwined:
                more = escalations(c.keywords, modes) if body.modal and c.keywords else ()
                if more:    # CR 702.120a: escalate, paid for each mode beyond the first
                    if x or not (can_pay(state, player, total_spell_cost(state, oid, 0, extras + more),
                                         helpers=helpers) and can_pay_additional(state, player, oid, extras + more)):
                        continue
                    out.extend(Cast(oid, targets, modes, x, extras + more)
                               for targets in (_target_choices(state, body, modes, oid, c, player, x)
                                               if any(body.modes[m].targets for m in modes) else [()]))
                    continue
                specs_needed = any(body.modes[m].targets for m in (modes if body.modal else (0,)))
                if specs_needed:
                    for targets in _target_choices(state, body, modes, oid, c, player, x):
                        out.append(Cast(oid, targets, modes, x, extras))
                else:
                    out.append(Cast(oid, (), modes, x, extras))
    return out


def _replicated(state: "GameState", player: int, oid: int, choices: list[tuple[str, ...]],
                mana: int) -> list[tuple[str, ...]]:
    """CR 702.56a: each choice of optional costs with the replicate cost paid 0, 1, 2... times, as many as the mana
    ``player`` could have (``mana``) may pay (the total cost's mana value bounds it; each is checked as it is cast)."""
    out: list[tuple[str, ...]] = []
    for extras in choices:
        out.append(extras)
        for k in range(1, MOST_REPLICATES + 1):
            more = extras + (REPLICATE,) * k
            if total_spell_cost(state, oid, 0, more).mana_value > mana:
                break
            out.append(more)
    return out


def _cast_plan(state: "GameState", oid: int, alternative: str | None) -> tuple["Chars", "Body | None", int, list[
        tuple[str, ...]]]:
    """What casting card ``oid`` (with ``alternative``) offers before its costs are checked, all from its
    characteristics (cached with them): the characteristics, what the spell does (an Aura spell targets what it will
    enchant, CR 303.4a), how many X its mana cost has, and each choice of optional costs (601.2b)."""
    cache = state._chars if state._chars_version == state.chars_version else state.chars_cache()
    key = (oid, "cast plan")
    plans: dict[str | None, Any] | None = cache.get(key)
    if plans is None:
        plans = cache[key] = {}
    got = plans.get(alternative)
    if got is None:
        c = chars(state, oid)
        if alternative == BESTOW:
            c = bestowed_chars(c)       # CR 702.103d: only the bestowed characteristics are evaluated
        card = c.card
        if alternative == PROTOTYPE:
            card = prototyped(card) or card     # CR 718.3a: only the prototype's mana cost (its X) is evaluated
        optional = [a.name for a in spell_costs(card) if a.optional]
        first = (alternative,) if alternative is not None else ()
        extras_choices = [first + tuple(x for x, keep in zip(optional, bits) if keep)
                          for bits in itertools.product((False, True), repeat=len(optional))]
        got = plans[alternative] = (c, spell_body(c, first), card.cost.x if card.cost else 0, extras_choices)
    plan: tuple["Chars", "Body | None", int, list[tuple[str, ...]]] = got
    return plan


def _activations(state: "GameState", player: int, oid: int, sorcery_ok: bool, mana: int,
                 zone: str = "battlefield") -> list[Action]:
    out: list[Action] = []
    c = chars(state, oid)
    named_off = c.name in prohibited_names(state)
    for i, ab in enumerate(abilities_of(state, oid)):
        if ab.zone != zone:
            continue
        if named_off and not ab.is_mana:
            continue  # CR 602.5: prohibited (Pithing Needle); mana abilities stay
        if ab.sorcery_speed and not sorcery_ok:
            continue
        if ab.once_per_turn and f"{oid}:{i}" in state.activated_this_turn:
            continue  # CR 602.5b
        if ab.once and used_up(state, oid, i):
            continue  # CR 702.177a: exhaust, "activate only once"
        if ab.timing and not timing_allows(state, player, ab.timing):
            continue  # CR 602.5b: "Activate only during your turn"
        if ab.condition is not None and not holds(state, ab.condition, oid, player):
            continue  # CR 602.5b: "Activate only if you control a Swamp"
        cost = ab.cost
        if cost.loyalty is not None:
            # CR 606.3: sorcery timing, one loyalty ability of a permanent per turn;
            # CR 606.6: a negative cost needs that many loyalty counters.
            if not sorcery_ok or f"{oid}:loyalty" in state.activated_this_turn:
                continue
            if cost.loyalty < 0 and state.objects[oid].counters.get("loyalty", 0) < -cost.loyalty:
                continue
        if (cost.tap or cost.untap) and zone == "battlefield":
            if cost.tap and not can_tap_for_cost(state, oid):
                continue
            if cost.untap and not state.objects[oid].tapped:
                continue
        if cost.pay_life and state.players[player].life < cost.pay_life:
            continue
        if cost.pay_energy and state.players[player].counters.get("energy", 0) < cost.pay_energy:
            continue    # CR 107.14, 602.2b: energy counters one doesn't have can't be paid
        if cost.crew and not can_crew(state, player, oid, cost.crew):
            continue    # CR 702.122a, 118.3: not enough power among the other untapped creatures
        if not can_pay_object_costs(state, player, oid, cost.plain_sacrifice, cost.plain_discard):
            continue
        if not activation_costs.can_pay(state, player, cost, oid):
            continue      # CR 118.3: counters to remove, permanents to tap, cards to exile, permanents to return
        xs: list[int] = [0]
        if cost.mana is not None:
            exclude = frozenset({oid}) if cost.tap else frozenset()
            exclude |= activation_costs.mana_exclusions(state, player, cost, oid)
            if cost.mana.x:
                max_x = max(0, (mana - cost.mana.mana_value) // cost.mana.x)
                xs = [x for x in range(max_x + 1)
                      if can_pay(state, player, cost.mana.with_x(x), exclude, paying=("activate", oid))]
            elif not can_pay(state, player, cost.mana, exclude, paying=("activate", oid)):
                continue
        for x in xs:
            if not _others_can_choose(state, ab.body, oid, c, player, x):
                continue      # CR 700.2a, 700.2e
            for modes in mode_choices(ab.body):
                needs = any(ab.body.modes[m].targets for m in (modes if ab.body.modal else (0,)))
                if needs:
                    for targets in _target_choices(state, ab.body, modes, oid, c, player, x):
                        out.append(Activate(oid, i, targets, modes, x))
                else:
                    out.append(Activate(oid, i, (), modes, x))
    return out


def _target_choices(state: "GameState", body: "Body", modes: tuple[int, ...], oid: int, c: "Chars", player: int,
                    x: int) -> list[tuple["Ref", ...]]:
    """``target_choices`` (CR 601.2c, 115.3), kept across private changes (``private_changes.stable``: no target
    reads what they change) and shared between the players' legal actions."""
    cache = stable(state)
    key = ("targets", oid, id(body), modes, player, x)
    got = cache.get(key)
    if got is None or got[0] is not body:    # the body held, so that its id stays its own
        got = cache[key] = (body, target_choices(state, body, modes, oid, c, player, x, whole=False))
    choices: list[tuple["Ref", ...]] = got[1]
    return choices


def _others_can_choose(state: "GameState", body: "Body", oid: int, c: "Chars", player: int, x: int) -> bool:
    """``others_can_choose`` (CR 700.2a, 700.2e), which reads only targets: kept as ``_target_choices`` is."""
    if not body.chooser:
        return True
    cache = stable(state)
    key = ("others choose", oid, id(body), player, x)
    got = cache.get(key)
    if got is None or got[0] is not body:
        got = cache[key] = (body, others_can_choose(state, body, oid, c, player, x))
    return bool(got[1])


def prohibited_names(state: "GameState") -> dict[str, int]:
    """CR 602.5: the card names whose sources' non-mana activated abilities can't be activated, each with the
    permanent (with ``named_cant_activate``) it was chosen for as it entered (607.2)."""
    cache = state.board_cache()
    got = cache.get("prohibited_names")
    if got is not None:
        return got
    names: dict[str, int] = {}
    for oid in state.battlefield:
        o = state.objects[oid]
        if not o.phased_out and "card_name" in o.chosen \
                and any(s.kind == NAMED_CANT_ACTIVATE for s in chars(state, oid).static):
            names.setdefault(str(o.chosen["card_name"]), oid)
    cache["prohibited_names"] = names
    return names


def apply_priority_action(state: "GameState", action: Action) -> None:
    """Carry out a (validated) priority action; CR 117.3c: the actor then gets priority again."""
    player = state.priority
    if isinstance(action, Pass):
        state.passes += 1
        in_game = len(state.players)
        for p in state.players:
            in_game -= p.lost
        if state.passes >= in_game:   # every player still in the game passed
            state.passes = 0
            if state.stack:
                push(state, "resolve", obj=state.stack[-1])
                state.priority = state.active   # CR 117.3b
            else:
                end_step(state)                 # CR 117.4
            return
        n = len(state.players)
        nxt = (player + 1) % n
        while state.players[nxt].lost:
            nxt = (nxt + 1) % n
        state.priority = nxt                    # CR 117.3d
        return
    state.passes = 0
    if isinstance(action, PlayLand):
        push(state, "play_land", card=action.card, player=player)
    elif isinstance(action, Cast):
        push(state, "cast", card=action.card, player=player, targets=[list(t) for t in action.targets],
             modes=list(action.modes), x=action.x, extras=list(action.extras))
    elif isinstance(action, Activate):
        push(state, "activate", card=action.card, index=action.index, player=player,
             targets=[list(t) for t in action.targets], modes=list(action.modes), x=action.x)
    elif isinstance(action, Special):
        if action in face_up_actions(state, player, [action.card]) and action not in special_actions(state, player):
            push(state, "turn_face_up", card=action.card, player=player)    # CR 116.2b, 702.37e
        else:
            push(state, "special", card=action.card, index=action.index, player=player)


def is_mana_action(state: "GameState", action: Action) -> bool:
    """Whether ``action`` activates a mana ability (agents may want to skip those)."""
    if not isinstance(action, Activate) or action.card not in state.objects:
        return False
    o = state.objects[action.card]
    if o.zone != Zone.BATTLEFIELD:
        return False
    abilities = abilities_of(state, action.card)
    return 0 <= action.index < len(abilities) and abilities[action.index].is_mana
