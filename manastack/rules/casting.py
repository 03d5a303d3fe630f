"""CR 601 casting spells, 602 activating abilities, 605 mana abilities, 305 playing lands.

The choices of CR 601.2b-c (modes, targets, X, optional costs) come with the action;
the legal ones are enumerated by ``rules/priority.py``.  Frames here do the rest:
determine the total cost (601.2f), pay it (601.2g-h, asking how only when the ways to
pay differ), move the card to the stack and record it cast (601.2a, 601.2i).
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import TYPE_CHECKING, Any, Callable, NamedTuple

from manastack.cards.model import ActivatedAbility, ActivationCost, AdditionalCost, Body, Effect, Filter, Mode
from manastack.core.mana import (ManaCost, ManaError, SourceOption, leftover_mana, made_mana, mana_units, parse_cost,
                                 pay_from_pool, payment_options, spent_from)
from manastack.core.types import BASIC_LAND_MANA, Zone
from manastack.decisions import Decision, Option
from manastack import events as ev
from manastack.rules import activation_costs
from manastack.rules.affinity import affinity_reduction, cost_changes, reduced
from manastack.rules.arrivals import carries
from manastack.rules.attachments import equip_abilities
from manastack.rules.buyback import spell_costs
from manastack.rules.cast_from import CAST_FROM_HAND
from manastack.rules.convoke import helper_sources
from manastack.rules.cycling import cycling_abilities
from manastack.rules.crew import crew_abilities, crew_cost_events
from manastack.rules.delve import ask_delve, has_delve, most_delve
from manastack.rules.division import ask_division, divided_slots, division_total, has_division
from manastack.rules.unearth import unearth_abilities
from manastack.rules.reinforce import reinforce_abilities
from manastack.rules.activated_keywords import note_once
from manastack.rules.saddle import saddle_abilities
from manastack.rules.transmute import transmute_abilities
from manastack.rules.scavenge import scavenge_abilities
from manastack.rules.embalm import embalm_abilities
from manastack.rules.prototype import PROTOTYPE, prototyped
from manastack.rules.reconfigure import reconfigure_abilities
from manastack.rules.ninjutsu import is_ninjutsu, ninjutsu_abilities, returned_attack
from manastack.rules.characteristics import Chars, card_of, chars, controlled_by, controller_of
from manastack.rules.choosing import choose_opponent
from manastack.rules.chosen import CHOSEN_COLOR_MANA
from manastack.rules.cost_reduction import own_reduction, reduces
from manastack.rules.flashback import FLASHBACK, flashback_cost
from manastack.rules.jump_start import JUMP_START, JUMP_START_COST
from manastack.rules.madness import MADNESS, madness_cost
from manastack.rules.rebound import REBOUND
from manastack.rules.strive import extra_target_cost
from manastack.rules.retrace import RETRACE, RETRACE_COST
from manastack.rules.escape import ESCAPE, escape_exile, escape_mana
from manastack.rules.foretell import FORETELL, foretell_cost
from manastack.rules.alt_cost_statics import ALTERNATIVE, alternative_mana, alternative_rest
from manastack.rules.flash_cost import FLASH_FOR_MORE, flash_surcharge
from manastack.rules.graveyard_cast import GRAVEYARD_CAST, graveyard_mana, graveyard_rest
from manastack.rules.miracle import MIRACLE, miracle_cost
from manastack.rules.mayhem import MAYHEM, mayhem_cost
from manastack.rules.encore import encore_abilities
from manastack.rules.sneak import SNEAK, SNEAK_ATTACKS, SNEAK_RETURN, sneak_defender
from manastack.rules.replicate import REPLICATE, replicate_cost
from manastack.rules.repeated_costs import repeated_mana
from manastack.rules.escalate import ESCALATE, escalate_cost
from manastack.rules.plot import PLOT
from manastack.rules.alt_costs import alternative_cost
from manastack.rules.printed import DISGUISE
from manastack.rules.engine import Asker, handler
from manastack.rules.mana_reuse import blind_lists, note_tap
from manastack.rules.restricted_mana import UNCOUNTERABLE, Paying, allowed_for, plain_kind, spent_uncounterable
from manastack.rules.naming import ref_label
from manastack.rules.instructions import instant_effects
from manastack.rules.pipeline import act, decide
from manastack.rules.targeting import candidates, matches
from manastack.rules.zones import move
from manastack.state import Obj

if TYPE_CHECKING:
    from manastack.state import Frame, GameState

Ref = tuple[str, int]


def _intrinsic(color: str) -> ActivatedAbility:
    cost = ActivationCost(tap=True, text="{T}")
    return ActivatedAbility(cost, Body((Mode((), (Effect("add_mana", {"mana": "{%s}" % color}),)),)),
                            is_mana=True, text="{T}: Add {%s}." % color)


#: CR 305.6: the intrinsic mana abilities of the basic land types.
INTRINSIC: dict[str, ActivatedAbility] = {t: _intrinsic(c) for t, c in BASIC_LAND_MANA.items()}


def abilities_of(state: "GameState", oid: int) -> list[ActivatedAbility]:
    """The activated abilities of an object: intrinsic land abilities first, then printed ones."""
    cache = state._chars if state._chars_version == state.chars_version else state.chars_cache()
    key = -oid  # object ids are positive: negative keys hold ability lists
    got = cache.get(key)
    if got is not None:
        return got
    out = cache[key] = activated_abilities(chars(state, oid))
    return out


def activated_abilities(c: Chars) -> list[ActivatedAbility]:
    """The activated abilities characteristics ``c`` give, in the order actions number them:
    intrinsic land abilities (CR 305.6) by land type, then the printed ones, then equip (702.6a), then
    cycling (702.29a), then unearth (702.84a), crew (702.122a), reinforce (702.77a), transmute (702.53a), scavenge
    (702.97a), embalm and eternalize (702.128a, 702.129a), ninjutsu (702.49a), reconfigure (702.151a), encore
    (702.141a)."""
    out = [INTRINSIC[s] for s in sorted(c.subtypes) if s in INTRINSIC] if c.land else []
    out.extend(c.activated)
    if not c.keywords:
        return out      # each ability below comes from a keyword ("equip:{1}", "cycling:{2}", ...)
    out.extend(equip_abilities(c))     # CR 702.6a: equip is an activated ability
    out.extend(cycling_abilities(c))   # CR 702.29a: so is cycling, from the hand
    out.extend(unearth_abilities(c))   # CR 702.84a: and unearth, from the graveyard
    out.extend(crew_abilities(c))      # CR 702.122a: and crew
    out.extend(saddle_abilities(c))    # CR 702.171a: and saddle
    out.extend(reinforce_abilities(c))     # CR 702.77a: reinforce, from the hand
    out.extend(transmute_abilities(c))     # CR 702.53a: transmute, from the hand
    out.extend(scavenge_abilities(c))      # CR 702.97a: scavenge, from the graveyard
    out.extend(embalm_abilities(c))        # CR 702.128a, 702.129a: embalm and eternalize, from the graveyard
    out.extend(ninjutsu_abilities(c))      # CR 702.49a: ninjutsu, from the hand
    out.extend(reconfigure_abilities(c))   # CR 702.151a: reconfigure's attach and unattach
    out.extend(encore_abilities(c))        # CR 702.141a: encore, from the graveyard
    return out


_MANA_OUTPUT: dict[int, tuple[ActivatedAbility, tuple[list[str], int] | None]] = {}


def mana_output(ab: ActivatedAbility) -> tuple[list[str], int] | None:
    """If ``ab`` is a plain "{T}: Add ..." ability (no other cost, one kind of mana or a choice of
    kinds for each), the kinds it can make and how much: "{T}: Add {C}{C}" -> (["C"], 2). Memoized."""
    got = _MANA_OUTPUT.get(id(ab))
    if got is not None and got[0] is ab:
        return got[1]
    out = _mana_output_uncached(ab)
    _MANA_OUTPUT[id(ab)] = (ab, out)
    return out


#: The "{T}: Add ..." abilities whose activation ``_activate`` does without an effect context (by id, with the
#: ability itself so that a reused id is not mistaken for it): the mana they add, or None.
_TAP_MANA: dict[int, tuple[ActivatedAbility, str | None]] = {}
_TAP_ONLY = ActivationCost(tap=True)


def tap_mana_text(ab: ActivatedAbility) -> str | None:
    """If ``ab`` is exactly "{T}: Add <fixed mana>" (a mana ability, CR 605.1a, whose only cost is {T} and whose
    only instruction is ``add_mana`` with nothing but its ``mana``, a fixed amount of fixed kinds: "{G}", "{C}{C}",
    "{R}{G}"), that mana's text; else None.  Memoized."""
    got = _TAP_MANA.get(id(ab))
    if got is not None and got[0] is ab:
        return got[1]
    out: str | None = None
    body = ab.body
    if ab.is_mana and ab.condition is None and not ab.once and len(body.modes) == 1 and not body.chooser and not body.modal \
            and dataclasses.replace(ab.cost, text="") == _TAP_ONLY:
        mode = body.modes[0]
        if not mode.targets and len(mode.effects) == 1:
            e = mode.effects[0]
            mana = e.args.get("mana")
            if e.verb == "add_mana" and e.condition is None and not e.optional and set(e.args) == {"mana"} \
                    and isinstance(mana, str) and mana.lower() not in ("any", CHOSEN_COLOR_MANA):
                try:
                    mana_units(mana, False)
                    out = mana
                except ManaError:
                    out = None      # not mana that can be added: the general path says so
    _TAP_MANA[id(ab)] = (ab, out)
    return out


def _mana_output_uncached(ab: ActivatedAbility) -> tuple[list[str], int] | None:
    if ab.condition is not None or ab.once:
        return None     # CR 602.5b: "activate only if ...": activated by hand, where the condition is checked
    if not ab.is_mana or ab.cost.mana is not None or not ab.cost.tap or ab.cost.sacrifice_self \
            or ab.cost.pay_life or ab.cost.sacrifice or ab.cost.discard or ab.cost.exile_self \
            or ab.cost.remove_counters or ab.cost.tap_untapped or ab.cost.exile_from_graveyard \
            or ab.cost.return_to_hand or ab.cost.return_self or ab.cost.put_counters or ab.cost.mill \
            or ab.cost.pay_energy or ab.cost.exile_from_hand:
        return None
    eff = ab.body.single.effects
    if len(eff) != 1 or "amount" in eff[0].args:
        return None     # "Add {G} for each creature you control": counted as it resolves (608.2h), by hand
    if "spend_cast" in eff[0].args or "spend_activate" in eff[0].args or "spend_not_cast" in eff[0].args \
            or "keep" in eff[0].args or "produced_by" in eff[0].args:
        return None     # CR 106.6: restricted mana pays only some costs: activated by hand, then paid from the pool
    mana = str(eff[0].args.get("mana", ""))
    if mana.lower() == "any":
        if "amount" in eff[0].args:
            # "two mana of any one color" (one colour for all of it) or "in any combination": a source's units are
            # each chosen apart (core.mana), so it is activated by hand (its mana then pays from the pool)
            return None
        return ["W", "U", "B", "R", "G"], 1
    if mana.lower() == CHOSEN_COLOR_MANA:
        return None     # CR 607.2: the colour is the permanent's choice: activated by hand
    one_of = eff[0].args.get("one_of")
    if one_of:      # CR 106.1a: "Add {R} or {G}": one mana of either kind
        choices = [parse_cost(str(m)) for m in one_of]
        if all(not c.generic and len(c.symbols) == 1 for c in choices):
            return sorted({c.symbols[0] for c in choices}), 1
        return None
    cost = parse_cost(mana)
    kinds = {"C"} if cost.generic else set()
    kinds.update(cost.symbols)
    total = cost.generic + len(cost.symbols)
    if total < 1 or len(kinds) != 1:
        return None     # e.g. "{R}{G}": a fixed bundle, activated by hand (its mana then pays from the pool)
    return [kinds.pop()], total


def can_tap_for_cost(state: "GameState", oid: int) -> bool:
    """CR 302.6: a creature's {T} ability needs it under control since the turn began (or haste)."""
    o = state.objects[oid]
    if o.tapped or o.phased_out:
        return False
    c = chars(state, oid)
    return not (c.creature and o.sick and "haste" not in c.keywords)


def mana_sources(state: "GameState", player: int) -> list[SourceOption]:
    """Untapped sources ``player`` could tap for one mana each, grouped by interchangeability."""
    cache = state._cache if state._cache_version == state.version else state.cache()
    key = ("sources", player)
    got = cache.get(key)
    if got is not None:
        return got
    out = cache[key] = [s for o, s, creature in _potential_sources(state, player)
                        if not o.tapped and not (creature and o.sick)]
    return out


def _potential_sources(state: "GameState", player: int) -> list[tuple[Obj, SourceOption, bool]]:
    """Permanents of ``player`` with a one-mana {T} ability (the object, the source), and whether summoning
    sickness stops them (cached until the board or characteristics change, which a permanent's object outlives
    on the battlefield; tapped status is checked by the caller)."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    key = ("potential_sources", player)
    got = cache.get(key)
    if got is not None:
        return got
    out: list[tuple[Obj, SourceOption, bool]] = []
    objects = state.objects
    for oid in controlled_by(state, player):
        source = _as_source(state, oid)
        if source is not None:
            out.append((objects[oid], *source))
    cache[key] = out
    return out


@carries("potential_sources")
def _sources_grow(state: "GameState", key: tuple[str, int], value: list[tuple[Obj, SourceOption, bool]],
                  oid: int) -> list[tuple[Obj, SourceOption, bool]]:
    """``_potential_sources`` after a plain permanent arrived (rules/arrivals.py): its controller's gain it if it is
    a source, in battlefield order (it is the last)."""
    if controller_of(state, oid) != key[1]:
        return value
    source = _as_source(state, oid)
    return value if source is None else [*value, (state.objects[oid], *source)]


def _as_source(state: "GameState", oid: int) -> tuple[SourceOption, bool] | None:
    """Permanent ``oid`` as a mana source, and whether summoning sickness stops it; None if it has no one-mana
    {T} ability (cached with its characteristics)."""
    cache = state._chars if state._chars_version == state.chars_version else state.chars_cache()
    key = (oid, "mana source")
    if key in cache:
        got: tuple[SourceOption, bool] | None = cache[key]
        return got
    # One source per permanent, able to make any kind its "{T}: Add one mana" abilities make
    # (a land with two basic land types taps for either colour, 305.6).
    # (A source making more mana at once is counted as its own: it can't also be tapped for another.)
    kinds: list[str] = []
    amount = 0
    for ab in abilities_of(state, oid):
        made = mana_output(ab)
        if made is None:
            continue
        if made[1] > 1:
            if made[1] > amount:
                kinds, amount = list(made[0]), made[1]
            continue
        if amount <= 1:
            amount = 1
            kinds.extend(k for k in made[0] if k not in kinds)
    got = None
    if kinds:
        c = chars(state, oid)
        snow = "Snow" in c.supertypes
        got = (SourceOption(oid, f"{c.name}|{'creature' if c.creature else ''}", tuple((k, snow) for k in kinds),
                            amount), c.creature and "haste" not in c.keywords)
    cache[key] = got
    return got


def spell_helpers(state: "GameState", player: int, card_oid: int) -> tuple[SourceOption, ...]:
    """CR 702.51a, 702.126a: the permanents convoke or improvise let ``player`` tap to pay for spell card
    ``card_oid`` (not those already counted as mana sources)."""
    return tuple(helper_sources(state, player, card_oid, {s.obj for s in mana_sources(state, player)}))


def available_mana(state: "GameState", player: int) -> int:
    """The most mana ``player`` could have now: the pool plus every untapped source."""
    cache = state._cache if state._cache_version == state.version else state.cache()
    key = ("available", player)
    got = cache.get(key)
    if got is None:
        got = cache[key] = sum(state.players[player].pool.values()) + sum([s.amount for s in
                                                                          mana_sources(state, player)])
    return got


def can_pay(state: "GameState", player: int, cost: ManaCost, exclude: frozenset[int] = frozenset(),
            helpers: tuple[SourceOption, ...] = (), paying: Paying | None = None) -> bool:
    """Whether ``player`` can pay ``cost`` from the pool and untapped sources (and ``helpers``: the permanents
    convoke or improvise let them tap, 702.51a, 702.126a); ``paying``: what it pays for, which restricted mana in
    the pool may be spent on or not (CR 106.6)."""
    p = state.players[player]
    if cost.is_free():
        return True
    if not any(s.endswith("/P") for s in cost.symbols) and \
            available_mana(state, player) + len(helpers) < cost.mana_value:
        return False
    # an empty pool pays nothing: what is left is the cost itself (its symbols in any order, X chosen)
    rest = pay_from_pool(p.pool, cost, p.life, allowed_for(state, paying, player))[1] if p.pool \
        else ManaCost(cost.generic, cost.symbols)
    if rest.is_free():
        return True
    sources = [s for s in mana_sources(state, player) if s.obj not in exclude] + list(helpers)
    simple = _simple_check(rest, sources)
    if simple is not None:
        return simple
    return bool(payment_options(rest, sources, p.life, limit=1))


def _simple_check(cost: ManaCost, sources: list[SourceOption]) -> bool | None:
    """The common case decided by counting: every source makes exactly one mana of one kind and
    the cost has only coloured, colourless and generic symbols.  None where it can't decide."""
    counts: dict[str, int] = {}
    for s in sources:
        if s.amount != 1 or len(s.units) != 1:
            return None
        kind = s.units[0][0]
        counts[kind] = counts.get(kind, 0) + 1
    need: dict[str, int] = {}
    for sym in cost.symbols:
        if len(sym) != 1 or sym == "S":
            return None
        need[sym] = need.get(sym, 0) + 1
    for kind, n in need.items():
        if counts.get(kind, 0) < n:
            return False
    return len(sources) >= cost.generic + len(cost.symbols)


class Payment(NamedTuple):
    """How a cost is paid (CR 601.2g-h): the pool afterwards, the sources tapped, the life paid, and the mana
    spent, by kind (what "if {G} was spent to cast this spell" reads, 601.2h)."""

    pool: dict[str, int]
    taps: tuple[int, ...]
    life: int
    spent: dict[str, int]


def ask_payment(state: "GameState", ask: Asker, player: int, cost: ManaCost,
                exclude: frozenset[int] = frozenset(), helpers: tuple[SourceOption, ...] = (),
                paying: Paying | None = None) -> Payment | None:
    """CR 601.2g-h: how ``player`` pays ``cost``.

    The pool pays first; the engine asks which sources to tap only when the distinct
    ways differ.  None if it cannot be paid.  ``helpers`` are the permanents convoke or improvise let the player
    tap instead of paying mana (702.51a, 702.126a): tapped, they make no mana, so none is "spent" (601.2h).
    ``paying``: what the cost pays for, restricted mana in the pool spent only where it may be (CR 106.6).
    """
    p = state.players[player]
    pool, rest, _ = pay_from_pool(p.pool, cost, p.life, allowed_for(state, paying, player))
    spent = spent_from(p.pool, pool)
    if rest.is_free():
        return Payment(pool, (), 0, spent)
    sources = [s for s in mana_sources(state, player) if s.obj not in exclude] + list(helpers)
    ways = payment_options(rest, sources, p.life)
    if not ways:
        return None
    if len(ways) == 1:
        w = ways[0]
    else:
        opts = tuple(Option(_way_label(state, w), i) for i, w in enumerate(ways))
        a = ask(Decision(player, "choose", f"Choose how to pay {rest}", "601.2h", opts, data={"what": "payment"}))
        w = ways[a.picks[0]]  # type: ignore[attr-defined]
    by_id = {s.obj: s for s in sources}
    tapped = [by_id[t] for t in w[0]]
    left = leftover_mana(tapped, rest)
    for kind, n in left.items():
        pool[kind] = pool.get(kind, 0) + n   # CR 106.4: unspent mana stays in the pool
    helper_ids = {h.obj for h in helpers}
    made = made_mana(tapped, rest)
    for h in tapped:
        if h.obj in helper_ids:      # CR 702.51a: a creature tapped for convoke makes no mana
            kind = h.units[0][0] if len(h.units) == 1 else next((u[0] for u in h.units if made.get(u[0])), "")
            if made.get(kind):
                made[kind] -= 1
    for kind, n in made.items():
        if n > left.get(kind, 0):
            spent[kind] = spent.get(kind, 0) + n - left.get(kind, 0)
    return Payment(pool, w[0], w[1], spent)


def _way_label(state: "GameState", way: tuple[tuple[int, ...], int]) -> str:
    names = [chars(state, o).name for o in way[0]]
    text = "tap " + ", ".join(names) if names else "no sources"
    if way[1]:
        text += f" and pay {way[1]} life"
    return text


def payment_events(state: "GameState", player: int, taps: tuple[int, ...], life: int) -> list[ev.Event]:
    """Tapping the chosen sources produces mana that is spent at once (CR 605.3b, 601.2h)."""
    out: list[ev.Event] = [ev.Tap(t, for_cost=True, rules=("605.3b", "601.2h")) for t in taps]
    if life:
        out.append(ev.LifeLoss(player, life, rules=("119.4", "107.4f")))
    return out


# --- choosing modes and targets ------------------------------------------------------

def mode_target_specs(body: Body, modes: tuple[int, ...]) -> list[Any]:
    specs: list[Any] = []
    for m in (modes if body.modal else (0,)):
        specs.extend(body.modes[m].targets)
    return specs


def chosen_target_specs(body: Body, modes: tuple[int, ...], chosen: int) -> list[Any]:
    """The spec of each of ``chosen`` targets: ``mode_target_specs``, the last one again for each target beyond them
    where it stands for a number of them (CR 601.2c: "any number of target ...")."""
    specs = mode_target_specs(body, modes)
    if specs and specs[-1].many and chosen > len(specs):
        specs = specs + [specs[-1]] * (chosen - len(specs))
    return specs


def target_choices(state: "GameState", body: Body, modes: tuple[int, ...], source: int | None,
                   source_chars: Chars | None, controller: int, x: int = 0,
                   whole: bool = True) -> list[tuple[Ref, ...]]:
    """Every legal combination of targets for the chosen modes (CR 601.2c, 115.3), X being ``x``.  With ``whole``
    false, a varying number of targets ("any number of", "X target", those an effect is divided among, 601.2d) stops
    after the first one chosen beyond those required: the rest are asked one at a time as it is cast
    (``ask_more_targets``)."""
    specs = mode_target_specs(body, modes)
    per: list[list[Ref | None]] = []
    for spec in specs:
        cands: list[Ref | None] = list(candidates(state, spec, source, source_chars, controller, x))
        per.append([None, *cands] if spec.optional else cands)    # CR 601.2c: "up to N": fewer may be chosen
    tail = _tail(state, body, modes, specs, source, controller, x)
    if tail is not None:
        return [] if any(not c for c in per[:tail[0]]) else _tail_choices(specs, per, *tail, whole)
    if any(not c for c in per):
        return []
    combos: list[tuple[Ref, ...]] = []
    for combo in itertools.product(*per):
        chosen = tuple(r for r in combo if r is not None)
        if len(chosen) == len(combo) or all(r is None for r in combo[len(chosen):]):   # unchosen ones last
            combos.append(chosen)
    groups = [s.group for s in specs]
    if any(g >= 0 for g in groups):
        combos = [c for c in combos if _distinct_in_groups(c, groups)]
    return list(dict.fromkeys(combos))


def _tail(state: "GameState", body: Body, modes: tuple[int, ...], specs: list[Any], source: int | None,
          controller: int, x: int) -> tuple[int, int, int] | None:
    """CR 601.2c-d: (where they begin, how many at least, at most) of the last targets of one word "target" whose
    number varies more than slots can say: a target standing for a number of them ("any number of target ...", "X
    target ...", ``many``), or those an effect is divided among (each gets at least one of the total, 601.2d);
    None if there are none."""
    if not specs:
        return None
    slots, effect = divided_slots(body, modes) if has_division(body) else ([], None)
    total = division_total(state, effect, controller, source, x) if effect is not None else None
    last = specs[-1]
    if last.many:
        start = len(specs) - 1
        least, most = {"any": (0, 1 << 30), "x": (x, x), "up_to_x": (0, x)}[last.many]
        if total is not None and slots == [start]:
            most = min(most, total)
        elif total is not None:
            return None
        return start, least, most
    if total is None or not slots or slots != list(range(slots[0], len(specs))) or \
            len({specs[i].group for i in slots}) != 1 or specs[slots[0]].group < 0 and len(slots) > 1 or \
            any(s.optional for s in specs[:slots[0]]):
        return None
    return slots[0], sum(1 for s in specs[slots[0]:] if not s.optional), min(len(specs) - slots[0], total)


def _tail_choices(specs: list[Any], per: list[list[Ref | None]], start: int, least: int, most: int,
                  whole: bool) -> list[tuple[Ref, ...]]:
    """CR 601.2c-d: the targets before ``start`` as usual, then a set of ``least`` to ``most`` distinct targets
    (115.3); their order doesn't matter (a division is announced per target afterwards), so each set is kept in the
    candidates' order.  Not ``whole``: the set stops after its first target, if there are enough for those required
    (the others are asked one at a time as it is cast: ``ask_more_targets``)."""
    head: list[tuple[Ref, ...]] = [tuple(r for r in c if r is not None) for c in itertools.product(*per[:start])]
    groups = [s.group for s in specs[:start]]
    if any(g >= 0 for g in groups):
        head = [c for c in head if _distinct_in_groups(c, groups)]
    cands = [r for r in per[start] if r is not None]
    most = min(most, len(cands))
    if not whole:
        least, most = min(least, 1), min(most, 1) if least <= most else -1
    sets = [c for k in range(least, most + 1) for c in itertools.combinations(cands, k)]
    return list(dict.fromkeys(h + c for h in head for c in sets))


def ask_more_targets(state: "GameState", ask: Asker, body: Body | None, modes: tuple[int, ...],
                     targets: tuple[Ref, ...], source: int, controller: int, name: str, x: int = 0,
                     affordable: Callable[[int], bool] | None = None) -> tuple[Ref, ...]:
    """CR 601.2c-d: after the first of a varying number of targets (the legal action carries it, see
    ``target_choices``), the controller chooses more of them one at a time, each a different one (115.3), until
    "no more targets" (once there are as many as required), or as many as there may be (``affordable``: as many as
    the spell's cost with them can be paid, 601.2f); a choice of none of them ("any number" may be none) stays
    none."""
    if body is None:
        return targets
    specs = mode_target_specs(body, modes)
    tail = _tail(state, body, modes, specs, source, controller, x)
    if tail is None or len(targets) <= tail[0]:
        return targets
    start, least, most = tail
    chosen = list(targets)
    src_chars = chars(state, source) if source in state.objects else None
    cands = candidates(state, specs[start], source, src_chars, controller, x)
    while len(chosen) - start < most:
        left = [r for r in cands if r not in chosen[start:]]
        if not left or affordable is not None and not affordable(len(chosen) + 1):
            break
        opts = tuple(Option(ref_label(state, r), r, ref_label(state, r, unique=True)) for r in left)
        if len(chosen) - start >= least:
            opts += (Option("no more targets", None, "none"),)
        a = ask(Decision(controller, "choose", f"Choose another target for {name}", "601.2c", opts,
                         data={"what": "target"}))
        pick = a.picks[0]  # type: ignore[attr-defined]
        if pick >= len(left):
            break
        chosen.append(left[pick])
    return tuple(chosen)


def _distinct_in_groups(combo: tuple[Ref, ...], groups: list[int]) -> bool:
    """CR 115.3: the same object or player can't be chosen twice for one word "target"."""
    seen: set[tuple[int, Ref]] = set()
    for ref, g in zip(combo, groups):
        if g < 0:
            continue
        if (g, ref) in seen:
            return False
        seen.add((g, ref))
    return True


def mode_choices(body: Body) -> list[tuple[int, ...]]:
    """The modes the controller may choose with the action (CR 700.2a); none where another player chooses them
    as the spell is cast or the ability activated (700.2e: ``other_players_modes``)."""
    if not body.modal or body.chooser:
        return [()]
    n = len(body.modes)
    out: list[tuple[int, ...]] = []
    if body.repeat:
        # CR 700.2d: a mode chosen several times is treated as if it appeared that many times in sequence
        for k in range(body.choose_min, body.choose_max + 1):
            out.extend(itertools.combinations_with_replacement(range(n), k))
        return out
    for k in range(body.choose_min, min(body.choose_max, n) + 1):
        out.extend(itertools.combinations(range(n), k))
    return out


def usable_modes(state: "GameState", body: Body, source: int | None, source_chars: Chars | None,
                 controller: int, x: int = 0) -> list[int]:
    """CR 700.2a-b: the modes that can be chosen: a mode whose targets can't be chosen can't be."""
    return [m for m in range(len(body.modes))
            if not body.modes[m].targets or target_choices(state, body, (m,), source, source_chars, controller, x,
                                                           whole=False)]


def ask_modes(ask: Asker, body: Body, usable: list[int], player: int, prompt: str, rule: str,
              data: dict[str, Any]) -> tuple[int, ...]:
    """Ask ``player`` for the mode(s) among ``usable``; with "You may choose the same mode more than once"
    (700.2d) each option is a whole choice, a mode appearing as many times as it is chosen ("1, 1, 2")."""
    lo, hi = body.choose_min, body.choose_max
    if body.repeat:
        combos = [c for k in range(lo, hi + 1) for c in itertools.combinations_with_replacement(usable, k)]
        opts = tuple(Option(", ".join(str(m + 1) for m in c), c) for c in combos)
        a = ask(Decision(player, "choose", prompt, rule, opts, data={**data, "what": "modes"}))
        return combos[a.picks[0]]  # type: ignore[attr-defined]
    opts = tuple(Option(str(m + 1), m) for m in usable)
    a = ask(Decision(player, "choose", prompt, rule, opts, min=lo, max=min(hi, len(usable)),
                     data={**data, "what": "mode"}))
    return tuple(sorted(usable[i] for i in a.picks))  # type: ignore[attr-defined]


def other_players_modes(state: "GameState", ask: Asker, body: Body, controller: int, source: int,
                        name: str, x: int = 0) -> tuple[int | None, tuple[int, ...]] | None:
    """CR 700.2e: "An opponent chooses one": an opponent (the controller decides which among several) chooses
    the mode(s) when the controller normally would (601.2b, 602.2b, 603.3c), among the modes that can be chosen
    (700.2a); (that opponent, the modes), or None if too few modes can be chosen."""
    src_chars = chars(state, source) if source in state.objects else None
    usable = usable_modes(state, body, source, src_chars, controller, x)
    if len(usable) < body.choose_min:
        return None
    chooser = choose_opponent(state, ask, controller, f"Choose the opponent who chooses the mode(s) of {name}",
                              "700.2e")
    if chooser is None:
        return None, ()
    modes = ask_modes(ask, body, usable, chooser,
                      f"Choose the mode(s) of {name} ({state.players[controller].name}'s)", "700.2e",
                      {"controller": controller, "source": source})
    return chooser, modes


def others_can_choose(state: "GameState", body: Body, source: int, source_chars: Chars | None, controller: int,
                      x: int = 0) -> bool:
    """CR 700.2a, 700.2e: whether a spell or ability whose modes another player chooses has enough modes that
    can be chosen to be cast or activated (always true of one whose modes its controller chooses)."""
    return not body.chooser or len(usable_modes(state, body, source, source_chars, controller, x)) >= body.choose_min


def ask_targets(state: "GameState", ask: Asker, body: Body, modes: tuple[int, ...], source: int,
                controller: int, prompt: str, rule: str, x: int = 0) -> tuple[Ref, ...] | None:
    """CR 601.2c / 603.3d: the controller chooses the targets of the chosen modes only (700.2c), one at a time,
    each among those that still leave a legal choice for the rest (115.3); None if there is none."""
    src_chars = chars(state, source) if source in state.objects else None
    specs = mode_target_specs(body, modes)
    combos = target_choices(state, body, modes, source, src_chars, controller, x, whole=False) if specs else [()]
    if not combos:
        return None
    chosen: tuple[Ref, ...] = ()
    for i in range(len(specs)):
        cands = list(dict.fromkeys(c[i] for c in combos if c[:i] == chosen and len(c) > i))
        if not cands:
            break
        opts = tuple(Option(ref_label(state, r), r, ref_label(state, r, unique=True)) for r in cands)
        if chosen in combos:      # CR 601.2c: "up to N target ...": no more targets is a choice too
            opts += (Option("no more targets", None, "none"),)
        a = ask(Decision(controller, "choose", prompt, rule, opts, data={"what": "target"}))
        pick = a.picks[0]  # type: ignore[attr-defined]
        if pick >= len(cands):
            break
        chosen += (cands[pick],)
    return ask_more_targets(state, ask, body, modes, chosen, source, controller,
                            prompt.removeprefix("Choose a target for "), x)


def _others_modes_and_targets(state: "GameState", ask: Asker, body: Body, controller: int, source: int, name: str,
                              x: int) -> tuple[int | None, tuple[int, ...], tuple[Ref, ...]]:
    """CR 601.2b-c, 602.2b, 700.2e: the modes another player chooses as a spell is cast or an ability activated,
    then the controller's targets for those modes (700.2c).  The action was legal, so both can be chosen."""
    got = other_players_modes(state, ask, body, controller, source, name, x)
    assert got is not None, f"engine invariant: {name} was offered with too few modes that can be chosen"
    targets = ask_targets(state, ask, body, got[1], source, controller, f"Choose a target for {name}", "601.2c", x)
    assert targets is not None, f"engine invariant: the modes chosen for {name} have no legal targets"
    return got[0], got[1], targets


def choose_modes_and_targets(state: "GameState", ask: Asker, body: Body, source: int, controller: int,
                             source_name: str, x: int = 0) -> tuple[tuple[int, ...], tuple[Ref, ...], int | None] | None:
    """CR 603.3c-d: modes (700.2b; chosen by another player, 700.2e) and targets (for the chosen modes only,
    700.2c) of a triggered ability as it is put on the stack, and who chose the modes if not its controller; ``x``:
    the X its text uses (107.3e: a cycling trigger's, rules/cycle_triggers.py)."""
    modes: tuple[int, ...] = ()
    chooser: int | None = None
    name = f"{source_name}'s ability"
    if body.chooser:
        got = other_players_modes(state, ask, body, controller, source, name)
        if got is None:
            return None
        chooser, modes = got
    elif body.modal:
        src_chars = chars(state, source) if source in state.objects else None
        usable = usable_modes(state, body, source, src_chars, controller)
        if len(usable) < body.choose_min:
            return None
        modes = ask_modes(ask, body, usable, controller, f"Choose the mode(s) of {name}", "700.2a", {})
    targets = ask_targets(state, ask, body, modes, source, controller, f"Choose a target for {name}", "603.3d", x)
    return None if targets is None else (modes, targets, chooser)


def put_ability_on_stack(state: "GameState", source: int, source_name: str, ability: tuple[str, int],
                         controller: int, targets: tuple[Ref, ...], modes: tuple[int, ...],
                         info: dict[str, Any] | None = None, x: int = 0, body: Body | None = None,
                         mode_chooser: int | None = None) -> "Obj":
    """CR 602.2a / 603.3a: an ability becomes an object on the stack."""
    src = state.objects.get(source) or state.lki.get(source)
    o = Obj(id=state.new_id(), card=src.card if src else source_name, owner=controller, controller=controller,
            zone=Zone.STACK, kind="ability", source=source, source_name=source_name, ability=ability,
            targets=targets, modes=modes, x=x, trigger_info=dict(info or {}), is_token=src.is_token if src else False,
            body=body, mode_chooser=mode_chooser)
    state.objects[o.id] = o
    state.stack.append(o.id)
    state.touch()
    return o


# --- frames ----------------------------------------------------------------------------

@handler("play_land")
def _play_land(state: "GameState", frame: "Frame", ask: Asker) -> None:
    """CR 305.1: playing a land puts it onto the battlefield; it's a special action (116.2a)."""
    card = frame.data["card"]
    player = frame.data["player"]
    decided = decide(state, ask, [ev.ZoneMove(card, Zone.BATTLEFIELD.value, cause="play", by=player,
                                              rules=("305.1",))])
    state.players[player].lands_played += 1
    act(state, frame, decided, finished=True)


#: CR 702.37c: casting a card face down with morph: the choice, written ``cast CARD with morph``, and its cost,
#: paid rather than the mana cost (an alternative cost, 118.9).
FACE_DOWN_CAST = "morph"
FACE_DOWN_COST = ManaCost(3)
#: CR 702.37c, 702.168b: the casts face down for {3}: with morph (megamorph), with disguise.
FACE_DOWN_CASTS = (FACE_DOWN_CAST, DISGUISE)


def total_spell_cost(state: "GameState", card_oid: int, x: int, extras: tuple[str, ...],
                     targets: int = 0) -> ManaCost:
    """CR 601.2f: mana cost (with X), or the alternative cost chosen (flashback, 702.34a, madness, 702.35a, 118.9;
    evoke, dash and the others of rules/alt_costs.py; {3} for a card cast face down, 702.37c, 702.168b), plus
    additional costs chosen, plus cost increases, less cost reductions (affinity, 702.41a; "spells cost {1} less"; the
    spell's own, Thrasta)."""
    if any(x in FACE_DOWN_CASTS for x in extras):
        return FACE_DOWN_COST
    card = card_of(state, state.objects[card_oid])
    if PROTOTYPE in extras:
        card = prototyped(card) or card     # CR 718.3a: a prototyped spell's mana cost is its prototype's
    alternative = ManaCost() if PLOT in extras else \
        flashback_cost(state, card_oid) if FLASHBACK in extras else \
        madness_cost(state, card_oid) if MADNESS in extras else \
        escape_mana(state, card_oid) if ESCAPE in extras else \
        foretell_cost(state, card_oid) if FORETELL in extras else \
        alternative_mana(state, card_oid) if ALTERNATIVE in extras else \
        graveyard_mana(state, card_oid) if GRAVEYARD_CAST in extras else \
        miracle_cost(state, card_oid) if MIRACLE in extras else \
        mayhem_cost(state, card_oid) if MAYHEM in extras else \
        alternative_cost(state, card_oid, extras)     # CR 702.35a madness; rules/alt_costs.py
    cost = (alternative or card.cost or ManaCost()).with_x(x)
    if REPLICATE in extras:      # CR 702.56a, 601.2f: the replicate cost, once for each time it is paid
        once = replicate_cost(chars(state, card_oid))
        if once is not None:
            for _ in range(extras.count(REPLICATE)):
                cost = cost.plus(once)
    # CR 702.157a squad, 702.33c multikicker: once per payment (none without chosen costs: the common case skips it)
    more_mana = repeated_mana(card.keywords, extras) if extras else None
    if more_mana is not None:
        cost = cost.plus(more_mana)
    if ESCALATE in extras:       # CR 702.120a: the escalate mana, once for each mode beyond the first
        esc = escalate_cost(chars(state, card_oid).keywords)
        if isinstance(esc, ManaCost):
            for _ in range(extras.count(ESCALATE)):
                cost = cost.plus(esc)
    if FLASH_FOR_MORE in extras:      # CR 601.2f: "as though it had flash if you pay {2} more" (rules/flash_cost.py)
        surcharge = flash_surcharge(chars(state, card_oid))
        if surcharge is not None:
            cost = cost.plus(surcharge)
    for add in spell_costs(card):
        if (add.name in extras or not add.optional) and add.mana is not None:
            cost = cost.plus(add.mana)
    player = state.objects[card_oid].controller
    c = chars(state, card_oid)
    more, less = cost_changes(state, card_oid, player)      # CR 601.2f: increases, then reductions
    if more:
        cost = cost.plus(ManaCost(more))
    per_target = extra_target_cost(c, targets)     # "costs {2}{U} more to cast for each target beyond the first"
    if per_target is not None:
        cost = cost.plus(per_target)
    if reduces(c):
        less += own_reduction(state, card_oid, c)
    return reduced(cost, affinity_reduction(state, card_oid, player) + less)


@handler("cast")
def _cast(state: "GameState", frame: "Frame", ask: Asker) -> None:
    """CR 601.2: cast a spell."""
    d = frame.data
    player: int = d["player"]
    card_oid: int = d["card"]
    spell = card_of(state, state.objects[card_oid]).spell
    modes = tuple(d["modes"])
    targets: tuple[Ref, ...] = tuple((str(k), int(i)) for k, i in d["targets"])
    chooser: int | None = None
    if spell is not None and spell.chooser and not modes:     # CR 601.2b-c, 700.2c, 700.2e
        name = chars(state, card_oid).name
        chooser, modes, targets = _others_modes_and_targets(state, ask, spell, player, card_oid, name, d["x"])
    else:      # CR 601.2c: more of a varying number of targets, after the first the action carries
        def affordable(n: int) -> bool:     # CR 601.2f, 601.2h: a target that raises the cost beyond what can be paid
            return can_pay(state, player, total_spell_cost(state, card_oid, d["x"], tuple(d["extras"]), n),
                           helpers=spell_helpers(state, player, card_oid))
        targets = ask_more_targets(state, ask, spell, modes, targets, card_oid, player, chars(state, card_oid).name,
                                   d["x"], affordable)
    # CR 601.2d: the division among the targets, announced before the total cost is determined (601.2f)
    division = ask_division(state, ask, spell, modes, targets, player, card_oid, d["x"], chars(state, card_oid).name)
    cost = total_spell_cost(state, card_oid, d["x"], tuple(d["extras"]), len(targets))
    delved: list[ev.Event] = []
    if has_delve(state, card_oid):     # CR 702.66a: graveyard cards exiled pay for generic mana
        least = next((k for k in range(most_delve(state, player, card_oid, cost) + 1)
                      if can_pay(state, player, reduced(cost, k), paying=("cast", card_oid))), 0)
        cost, delved = ask_delve(state, ask, player, card_oid, cost, least)
    paid = ask_payment(state, ask, player, cost, helpers=spell_helpers(state, player, card_oid),
                       paying=("cast", card_oid))
    # Legal actions are only those whose costs can be paid (priority.legal_actions).
    assert paid is not None, f"engine invariant: the cost {cost} of a legal cast can't be paid"
    pool, taps, life, spent = paid
    events = payment_events(state, player, taps, life) + _additional_cost_events(state, ask, player, card_oid,
                                                                                   tuple(d["extras"])) + delved
    # CR 707.10: "the sacrificed creature" is an object used to pay the spell's costs (seen as it last existed)
    sacrificed = tuple(e.obj for e in events if isinstance(e, ev.ZoneMove) and e.cause == "sacrifice")
    sneaked = sneak_defender(state, events) if SNEAK in d["extras"] else None     # CR 702.190b: before it leaves
    decided = decide(state, ask, events)
    # CR 601.2a: the card moves to the stack (a new object) with its choices.
    state.players[player].pool = pool
    from_hand = state.objects[card_oid].zone == Zone.HAND
    new_id = move(state, card_oid, Zone.STACK, controller=player)
    assert new_id is not None
    o = state.objects[new_id]
    o.targets = targets
    o.modes = modes
    o.mode_chooser = chooser
    o.x = d["x"]
    o.extras = tuple(d["extras"])
    if from_hand:
        o.extras += (CAST_FROM_HAND,)     # CR 601.2a: "if you cast it from your hand" (rules/cast_from.py)
    if from_hand and REBOUND in chars(state, new_id).keywords:
        o.extras += (REBOUND,)      # CR 702.88a: the mark "cast from your hand" its rebound reads as it resolves
    o.sacrificed = sacrificed
    o.face_down = any(x in FACE_DOWN_CASTS for x in d["extras"])  # CR 702.37c, 702.168b: a face-down 2/2 (708.2a)
    o.mana_spent = tuple(sorted(plain_kind(k) for k, n in spent.items() for _ in range(n)))
    o.trigger_info = {**o.trigger_info, **division}
    if sneaked is not None:
        o.trigger_info[SNEAK_ATTACKS] = sneaked     # CR 702.190b: what the returned creature was attacking
    if spent_uncounterable(spent):
        o.extras += (UNCOUNTERABLE,)    # CR 106.6a: mana spent on it said "that spell can't be countered"
    decided.append(ev.SpellCast(new_id, player, rules=("601.2i",)))
    act(state, frame, decided, finished=True)


#: Permissions to cast a card from a graveyard that add a cost to pay (CR 601.2b, 601.2f-h), by their name among the
#: chosen costs: retrace (702.81a, a land card discarded) and jump-start (702.133a, a card discarded).
_PERMISSION_COSTS: dict[str, ActivationCost] = {RETRACE: RETRACE_COST, JUMP_START: JUMP_START_COST}


def _permission_costs(state: "GameState", card_oid: int,
                      extras: tuple[str, ...]) -> list[tuple[str, ActivationCost]]:
    """The costs besides mana that the permission chosen among ``extras`` adds (CR 601.2b, 601.2f-h): retrace's and
    jump-start's discard, escape's "Exile N other cards from your graveyard" (702.138a)."""
    out = [(name, cost) for name, cost in _PERMISSION_COSTS.items() if name in extras]
    if ESCAPE in extras:
        exile = escape_exile(state, card_oid)
        if exile is not None:
            out.append((ESCAPE, exile))
    if ALTERNATIVE in extras:     # CR 118.9: a printed alternative cost's parts besides mana (rules/alt_cost_statics)
        rest = alternative_rest(state, card_oid)
        if rest is not None:
            out.append((ALTERNATIVE, rest))
    if ESCALATE in extras:        # CR 702.120a: "Escalate—Discard a card", once for each mode beyond the first
        esc = escalate_cost(chars(state, card_oid).keywords)
        if isinstance(esc, ActivationCost):
            out.append((ESCALATE, ActivationCost(discard=extras.count(ESCALATE), text=esc.text)))
    if SNEAK in extras:           # CR 702.190a: returning an unblocked creature you control (rules/sneak.py)
        out.append((SNEAK, SNEAK_RETURN))
    if GRAVEYARD_CAST in extras:  # CR 118.9: a graveyard permission's alternative cost (rules/graveyard_cast)
        rest = graveyard_rest(state, card_oid)
        if rest is not None:
            out.append((GRAVEYARD_CAST, rest))
    return out


def _applicable_additional(state: "GameState", card_oid: int, extras: tuple[str, ...]) -> list[AdditionalCost]:
    card = card_of(state, state.objects[card_oid])
    return [a for a in spell_costs(card) if not a.optional or a.name in extras]


def _sacrifice_pool(state: "GameState", player: int, flt: Filter, source: int) -> list[int]:
    return [o for o in state.permanents() if controller_of(state, o) == player
            and matches(state, o, flt, source, player)]


def can_pay_additional(state: "GameState", player: int, card_oid: int, extras: tuple[str, ...]) -> bool:
    """CR 601.2f-h: the non-mana parts of additional costs can be paid (a creature to sacrifice...)."""
    p = state.players[player]
    for a in _applicable_additional(state, card_oid, extras):
        if not can_pay_object_costs(state, player, card_oid, a.sacrifice, a.discard):
            return False
        if a.pay_life and p.life < a.pay_life:
            return False
    for name, cost in _permission_costs(state, card_oid, extras):     # CR 702.81a, 702.133a, 702.138a, 118.9
        if not (can_pay_object_costs(state, player, card_oid, cost.plain_sacrifice, cost.plain_discard)
                and activation_costs.can_pay(state, player, cost, card_oid)) or p.life < cost.pay_life:
            return False
    return True


def can_pay_object_costs(state: "GameState", player: int, source: int, sacrifice: Filter | None,
                         discard: int) -> bool:
    """Whether there is something to sacrifice and enough other cards to discard (CR 118.3)."""
    if sacrifice is not None and not _sacrifice_pool(state, player, sacrifice, source):
        return False
    if discard and len([o for o in state.players[player].hand if o != source]) < discard:
        return False
    return True


def object_cost_events(state: "GameState", ask: Asker, player: int, source: int, sacrifice: Filter | None,
                       discard: int, what: str) -> list[ev.Event]:
    """CR 601.2h / 602.2b: pay "sacrifice a ..." and "discard N cards", asking which."""
    out: list[ev.Event] = []
    if sacrifice is not None:
        pool = _sacrifice_pool(state, player, sacrifice, source)
        opts = tuple(Option(chars(state, o).name, o, f"{chars(state, o).name}#{o}") for o in pool)
        pick = ask(Decision(player, "choose", f"Choose what to sacrifice for {what}", "601.2h", opts,
                            data={"what": "sacrifice"}))
        victim = pool[pick.picks[0]]  # type: ignore[attr-defined]
        out.append(ev.ZoneMove(victim, Zone.GRAVEYARD.value, cause="sacrifice", by=player, rules=("701.21a",)))
    if discard:
        hand = [o for o in state.players[player].hand if o != source]
        opts = tuple(Option(chars(state, o).name, o, f"{chars(state, o).name}#{o}") for o in hand)
        pick = ask(Decision(player, "choose", f"Choose {discard} card(s) to discard for {what}", "601.2h",
                            opts, min=discard, max=discard, data={"what": "discard"}))
        out.extend(ev.ZoneMove(hand[i], Zone.GRAVEYARD.value, cause="discard", by=player, rules=("701.9a",))
                   for i in pick.picks)  # type: ignore[attr-defined]
    return out


def _additional_cost_events(state: "GameState", ask: Asker, player: int, card_oid: int,
                            extras: tuple[str, ...]) -> list[ev.Event]:
    """CR 601.2h: pay additional costs (sacrifice, discard, life), asking which objects where needed."""
    out: list[ev.Event] = []
    for a in _applicable_additional(state, card_oid, extras):
        out.extend(object_cost_events(state, ask, player, card_oid, a.sacrifice, a.discard, a.name))
        if a.pay_life:
            out.append(ev.LifeLoss(player, a.pay_life, paid=True, rules=("601.2h", "119.4")))
    # CR 702.81a, 702.133a: the discard the permission adds (retrace, jump-start); 702.138a: the cards escape exiles
    for name, cost in _permission_costs(state, card_oid, extras):
        out.extend(object_cost_events(state, ask, player, card_oid, cost.plain_sacrifice, cost.plain_discard, name))
        out.extend(activation_costs.pay_events(state, ask, player, cost, card_oid, name, ()))
        if cost.pay_life:
            out.append(ev.LifeLoss(player, cost.pay_life, paid=True, rules=("601.2h", "119.4")))
    return out


def _activate_tap_mana(state: "GameState", frame: "Frame", ask: Asker, player: int, oid: int, index: int,
                       text: str) -> None:
    """CR 605.3a-b, 602.2h: a "{T}: Add <mana>" ability (``tap_mana_text``) is activated and resolves at once: its
    cost (tapping it) is paid, then the mana is added (snow mana from a snow source, 107.4h).  The same events as
    the general path of ``_activate`` (its instruction run by the ``add_mana`` verb), without an effect context."""
    snow = oid in state.objects and "Snow" in chars(state, oid).supertypes
    units = mana_units(text, snow)
    events: list[ev.Event] = [ev.Tap(oid, for_cost=True, rules=("602.2h",)),
                              ev.AddMana(player, units, source=oid, rules=("106.3", "605.3b"))]
    decided = decide(state, ask, events)
    p = state.players[player]
    p.pool = dict(p.pool)
    key = f"{oid}:{index}"
    state.activated_this_turn[key] = state.activated_this_turn.get(key, 0) + 1     # CR 602.5b
    blind = blind_lists(state)     # the mana-blind legal actions offered before (rules/mana_reuse.py)
    board, had, logged = state.board_version, sum(p.pool.values()), len(state.events)
    act(state, frame, decided, finished=True)
    if blind is not None and decided == events and state.board_version == board and not state.triggers \
            and not state.frames and len(state.events) == logged + 2:
        source = _as_source(state, oid)
        made = sum(n for _, n in units)
        if source is not None and source[0].amount == made and sum(p.pool.values()) == had + made:
            note_tap(state, player, oid, blind)     # the mana moved from the source to the pool, nothing else


@handler("activate")
def _activate(state: "GameState", frame: "Frame", ask: Asker) -> None:
    """CR 602.2 (and 605.3a-b: a mana ability resolves at once, without the stack)."""
    d = frame.data
    player: int = d["player"]
    oid: int = d["card"]
    ab = abilities_of(state, oid)[d["index"]]
    text = tap_mana_text(ab)
    if text is not None:
        _activate_tap_mana(state, frame, ask, player, oid, d["index"], text)
        return
    modes = tuple(d["modes"])
    targets: tuple[Ref, ...] = tuple((str(k), int(i)) for k, i in d["targets"])
    chooser: int | None = None
    if ab.body.chooser and not modes:                        # CR 602.2b, 700.2c, 700.2e
        name = f"{chars(state, oid).name}'s ability"
        chooser, modes, targets = _others_modes_and_targets(state, ask, ab.body, player, oid, name, d["x"])
    cost = ab.cost
    src_name = chars(state, oid).name
    if not (ab.body.chooser and not tuple(d["modes"])):     # CR 602.2b, 601.2c: as for a spell
        targets = ask_more_targets(state, ask, ab.body, modes, targets, oid, player, f"{src_name}'s ability", d["x"])
    # CR 602.2b, 601.2d: the division among the targets, announced before the costs are paid
    division = ask_division(state, ask, ab.body, modes, targets, player, oid, d["x"], f"{src_name}'s ability")
    # CR 601.2h: the permanents tapped for "Tap an untapped creature you control" are chosen first, so that the
    # mana is paid with others
    tapped_for_cost = activation_costs.choose_taps(state, ask, player, cost, oid, src_name)
    exclude = (frozenset({oid}) if cost.tap else frozenset()) | frozenset(tapped_for_cost)
    pool: dict[str, int] = state.players[player].pool
    taps: tuple[int, ...] = ()
    life = 0
    if cost.mana is not None:
        paid = ask_payment(state, ask, player, cost.mana.with_x(d["x"]), exclude, paying=("activate", oid))
        assert paid is not None, f"engine invariant: the cost {cost.mana} of a legal activation can't be paid"
        pool, taps, life, _ = paid
    events = payment_events(state, player, tuple(taps), life)
    if cost.tap:
        events.append(ev.Tap(oid, for_cost=True, rules=("602.2h",)))
    if cost.untap:
        events.append(ev.Untap(oid, rules=("602.2h",)))
    if cost.crew:   # CR 702.122a: creatures not already tapped for this cost's mana
        events.extend(crew_cost_events(state, ask, player, oid, cost.crew, frozenset(taps),
                                       "Saddle" if cost.text.startswith("Saddle") else "Crew"))   # CR 702.171a
    if cost.pay_life:
        events.append(ev.LifeLoss(player, cost.pay_life, paid=True, rules=("119.4",)))
    if cost.pay_energy:     # CR 107.14: to pay {E}, a player removes one energy counter from themselves
        events.append(ev.PlayerCounters(player, "energy", -cost.pay_energy, rules=("107.14", "602.2h")))
    if cost.loyalty:
        events.append(ev.PutCounters(oid, "loyalty", cost.loyalty, rules=("606.4",)))
    events.extend(object_cost_events(state, ask, player, oid, cost.plain_sacrifice, cost.plain_discard, src_name))
    events.extend(activation_costs.pay_events(state, ask, player, cost, oid, src_name, tapped_for_cost))
    if cost.sacrifice_self:
        events.append(ev.ZoneMove(oid, Zone.GRAVEYARD.value, cause="sacrifice", by=player, rules=("701.21",)))
    if cost.discard_self:   # CR 702.29c: cycling's discard is a cycle ("when you cycle this", rules/cycle_triggers.py)
        cycled = ("702.29a",) if ab.text.split(" ")[0].lower().endswith("cycling") else ()
        events.append(ev.ZoneMove(oid, Zone.GRAVEYARD.value, cause="discard", by=player, rules=("701.9", *cycled)))
    if cost.exile_self:     # CR 602.2h: "Exile this card [from your graveyard]" paid from where it is
        events.append(ev.ZoneMove(oid, Zone.EXILE.value, cause="cost", by=player, rules=("602.2h", "406.2")))
    if ab.is_mana:
        # CR 605.3b: the mana ability resolves immediately; CR 602.5b: "activate only once each turn" counts it too.
        events.extend(instant_effects(state, ask, ab.body.single, oid, player, src_name))
        decided = decide(state, ask, events)
        state.players[player].pool = dict(pool)
        key = f"{oid}:{d['index']}"
        state.activated_this_turn[key] = state.activated_this_turn.get(key, 0) + 1
        if ab.once:
            note_once(state, oid, d["index"])     # CR 702.177a: exhaust
        act(state, frame, decided, finished=True)
        return
    decided = decide(state, ask, events)
    state.players[player].pool = dict(pool)
    key = f"{oid}:{d['index']}"
    state.activated_this_turn[key] = state.activated_this_turn.get(key, 0) + 1
    if ab.once:
        note_once(state, oid, d["index"])     # CR 702.177a: exhaust, "activate only once"
    if cost.loyalty is not None:
        state.activated_this_turn[f"{oid}:loyalty"] = 1   # CR 606.3
    # CR 702.49c: a ninjutsu ability remembers what the creature returned for its cost was attacking
    info = returned_attack(state, decided) if is_ninjutsu(ab) else None
    if division:
        info = {**(info or {}), **division}
    # CR 113.7a / 707.11: the ability exists independently of its source once activated: it keeps its text
    o = put_ability_on_stack(state, oid, src_name, ("activated", d["index"]), player, targets, modes, info=info,
                             x=d["x"], body=ab.body, mode_chooser=chooser)
    # CR 602.2h, 608.2h: what was sacrificed to pay its cost ("the sacrificed creature's power", as it last existed)
    o.sacrificed = tuple(e.obj for e in events if isinstance(e, ev.ZoneMove) and e.cause == "sacrifice")
    decided.append(ev.AbilityActivated(o.id, player, rules=("602.2i",)))
    act(state, frame, decided, finished=True)

