"""CR 118.9, 601.2b, 601.2f: alternative costs a keyword offers for casting a card from the hand: evoke (702.74),
dash (702.109), blitz (702.152), and those offered only if something happened this turn: spectacle (702.137: "if an
opponent lost life this turn", the condition ``opponent_lost_life_this_turn``), surge (702.117: "if you or one of
your teammates has cast another spell this turn", ``cast_this_turn``) and freerunning (702.173: "if a player was dealt
combat damage this turn by a creature that, at the time it dealt that damage, was an Assassin creature or a commander
under your control", the condition ``combat_damage_to_player_by``; the game has no commanders) and prowl (702.76: "if a
player was dealt combat damage this turn by a source that, at the time it dealt that damage, was under your control
and had any of this spell's creature types", the same condition with the spell's creature types).

Each is written as printed, ``Evoke {1}{G}`` (normalised ``evoke:{1}{G}``): "you may cast this card by paying
[cost] rather than paying its mana cost" (an alternative cost, 118.9: at most one is chosen, 601.2b; additional
costs and cost changes still apply, 601.2f).  The cast is written ``cast CARD with evoke``; the name of the
alternative chosen is among the spell's chosen costs (``Cast.extras``, ``Obj.extras``), which the permanent it
becomes keeps (607.2i), so what the keyword does afterwards knows the cost was paid:

- evoke (702.74a): the triggered ability "When this permanent enters, if its evoke cost was paid, its controller
  sacrifices it" (the keyword's triggered ability, ``keyword(triggered=...)``; an intervening "if", 603.4);
- dash (702.109a): the permanent has haste as long as its dash cost was paid, and it is returned to its owner's
  hand at the beginning of the next end step (a delayed triggered ability the spell's static ability creates as
  it resolves, 603.7);
- blitz (702.152a): the permanent has haste and "When this permanent is put into a graveyard from the
  battlefield, draw a card" as long as its blitz cost was paid, and it is sacrificed at the beginning of the next
  end step (a delayed triggered ability, 603.7).

What dash and blitz give the permanent is given as it enters (``alternative_entered``, called by the performing of
the entering, ``rules/perform.py``): a continuous effect with no end, for as long as it is this object (400.7).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.model import Body, Condition, Effect, Filter, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity, Reference
from manastack.cards.vocabulary import keyword, mana_cost_check
from manastack.core.mana import ManaCost, parse_cost
from manastack.core.types import CREATURE_TYPES, Step
from manastack.rules.awaken import AWAKEN, awaken_cost, awaken_problem
from manastack.rules.bestow import BESTOW
from manastack.rules.prototype import PROTOTYPE, has_prototype, prototype_costs
from manastack.rules.characteristics import card_of, chars
from manastack.rules.conditions import holds
from manastack.rules.targeting import matches
from manastack.rules.turn_conditions import define_condition, this_turn_events
from manastack.rules.warp import WARP, warp_entered
from manastack.rules.sneak import SNEAK, sneak_window
from manastack.state import ContinuousEffect

if TYPE_CHECKING:
    from manastack.cards.model import CardDef
    from manastack.state import GameState, Obj

EVOKE = "evoke"
DASH = "dash"
BLITZ = "blitz"
SPECTACLE = "spectacle"
SURGE = "surge"
FREERUNNING = "freerunning"
PROWL = "prowl"
OVERLOAD = "overload"     # CR 702.96a: what paying it does to the spell's text is rules/overload.py
#: CR 702.103a: bestow (what a bestowed spell and Aura are is rules/bestow.py); CR 702.113a: awaken (rules/awaken.py)
#: CR 702.185a: warp (its keyword and what its delayed triggered ability does are rules/warp.py); CR 702.190a: sneak
#: (its window, the creature returned and how its permanent enters are rules/sneak.py)

#: The keywords that are alternative costs for casting their card from the hand (their names are those of the
#: costs chosen, ``Cast.extras``).
ALTERNATIVES = (EVOKE, DASH, BLITZ, SPECTACLE, SURGE, FREERUNNING, PROWL, OVERLOAD, BESTOW, AWAKEN, WARP, SNEAK)

#: CR 702.137a, 702.117a: the alternative costs that may be paid only if a condition holds for the caster as they
#: cast the spell (601.2b).
_ONLY_IF = {SPECTACLE: Condition("opponent_lost_life_this_turn"), SURGE: Condition("cast_this_turn"),
            FREERUNNING: Condition("combat_damage_to_player_by",
                                   {"filter": {"types": ["Creature"], "subtypes": ["Assassin"], "controller": "you"}})}


@define_condition("combat_damage_to_player_by", "510.2")
def _combat_damage_to_player_by(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                                spell: "Obj | None") -> bool:
    """"if a player was dealt combat damage this turn by an Assassin creature under your control" (freerunning,
    702.173a): combat damage (510.2) dealt to a player this turn by a source matching ``filter`` (as it is now, or
    as it last existed if it has left the battlefield)."""
    flt = Filter.from_mapping(args.get("filter"))
    return any(isinstance(e, ev.Damage) and e.combat and e.target[0] == "p" and e.amount > 0
               and matches(state, e.source, flt, source, controller) for e in this_turn_events(state))


def _evoke_trigger(param: str) -> TriggeredAbility:
    """CR 702.74a: "When this permanent enters, if its evoke cost was paid, its controller sacrifices it.\""""
    return TriggeredAbility(TriggerSpec("enters"), Body((Mode((), (Effect("sacrifice", {"what": Reference("self")}),)),)),
                            condition=Condition("paid", {"value": EVOKE}), text=f"Evoke {param}")


keyword(EVOKE, "702.74", "Evoke [cost]: you may cast this card by paying [cost] rather than its mana cost; when it "
        "enters, if its evoke cost was paid, its controller sacrifices it", parameter=True,
        check=mana_cost_check("Evoke", "702.74a", "{1}{G}"), triggered=_evoke_trigger)
keyword(DASH, "702.109", "Dash [cost]: you may cast this card by paying [cost] rather than its mana cost; if you do, "
        "it has haste and is returned to its owner's hand at the beginning of the next end step", parameter=True,
        check=mana_cost_check("Dash", "702.109a", "{2}{R}"))
keyword(BLITZ, "702.152", "Blitz [cost]: you may cast this card by paying [cost] rather than its mana cost; if you "
        "do, it has haste and \"when this permanent is put into a graveyard from the battlefield, draw a card\", and "
        "it is sacrificed at the beginning of the next end step", parameter=True,
        check=mana_cost_check("Blitz", "702.152a", "{2}{B}"))
keyword(SPECTACLE, "702.137", "Spectacle [cost]: you may pay [cost] rather than this spell's mana cost if an opponent "
        "lost life this turn", parameter=True, check=mana_cost_check("Spectacle", "702.137a", "{R}"))
keyword(SURGE, "702.117", "Surge [cost]: you may pay [cost] rather than this spell's mana cost if you or one of your "
        "teammates has cast another spell this turn", parameter=True, check=mana_cost_check("Surge", "702.117a", "{U}"))
keyword(FREERUNNING, "702.173", "Freerunning [cost]: you may pay [cost] rather than this spell's mana cost if a player "
        "was dealt combat damage this turn by an Assassin creature or a commander under your control", parameter=True,
        check=mana_cost_check("Freerunning", "702.173a", "{1}{B}"))
keyword(PROWL, "702.76", "Prowl [cost]: you may pay [cost] rather than this spell's mana cost if a player was dealt "
        "combat damage this turn by a source under your control that had any of this spell's creature types",
        parameter=True, check=mana_cost_check("Prowl", "702.76a", "{U}"))
keyword(OVERLOAD, "702.96", "Overload [cost]: you may pay [cost] rather than this spell's mana cost; if you do, the "
        "spell's text has \"each\" wherever it has \"target\" (it has no targets)", parameter=True,
        check=mana_cost_check("Overload", "702.96a", "{6}{U}"))
keyword(BESTOW, "702.103", "Bestow [cost]: you may cast this card bestowed by paying [cost] rather than its mana cost; "
        "a bestowed spell is an Aura enchantment with enchant creature, and the permanent it becomes a creature again "
        "when it ceases to be bestowed (unattached, or its target illegal as it resolves)", parameter=True,
        check=mana_cost_check("Bestow", "702.103a", "{3}{W}"))
keyword(AWAKEN, "702.113", "Awaken N—[cost]: you may cast this spell by paying [cost] rather than its mana cost; if "
        "you do, it also puts N +1/+1 counters on target land you control, which becomes a 0/0 Elemental creature with "
        "haste that's still a land", parameter=True, check=awaken_problem)


def alternatives_of(keywords: frozenset[str]) -> tuple[tuple[str, ManaCost], ...]:
    """CR 118.9: the alternative costs that the keywords ``keywords`` offer for casting their card, by name (one of
    each: 702.152b, only one instance is used to cast the spell; the first of each name)."""
    return _alternatives(keywords) if keywords else ()


@lru_cache(maxsize=4096)
def _alternatives(keywords: frozenset[str]) -> tuple[tuple[str, ManaCost], ...]:
    out: dict[str, ManaCost] = {}
    for k in sorted(keywords):
        name, _, cost = k.partition(":")
        if name in ALTERNATIVES and cost and name not in out:
            out[name] = parse_cost(awaken_cost(cost) if name == AWAKEN else cost)
    return tuple(out.items())


def alternative_cost(state: "GameState", oid: int, extras: tuple[str, ...]) -> ManaCost | None:
    """CR 601.2b, 601.2f: the alternative cost chosen among ``extras`` for casting card ``oid`` (its keyword as it
    is now), None if none of these was chosen."""
    chosen = [x for x in extras if x in ALTERNATIVES]
    if not chosen:
        return None
    for name, cost in alternatives_of(chars(state, oid).keywords):
        if name == chosen[0]:
            return cost
    return None


def alternative_names(keywords: frozenset[str]) -> tuple[str, ...]:
    """The names of the alternative costs a card with ``keywords`` may be cast for (``cast CARD with NAME``)."""
    return tuple(name for name, _ in alternatives_of(keywords))


def castable_alternatives(state: "GameState", oid: int, player: int) -> tuple[str, ...]:
    """CR 601.2b: the alternative costs ``player`` may choose now for casting card ``oid``: those of its keywords,
    but spectacle only if an opponent lost life this turn (702.137a) and surge only if they cast another spell this
    turn (702.117a; the card isn't cast yet, so any spell cast this turn is another)."""
    c = chars(state, oid)
    names = alternative_names(c.keywords)
    proto = (PROTOTYPE,) if c.keywords and has_prototype(c.card) else ()   # CR 718.3: cast prototyped (not a cost)
    if not names:
        return proto
    return tuple(n for n in names if (n not in _ONLY_IF or holds(state, _ONLY_IF[n], oid, player))
                 and (n != PROWL or _prowled(state, oid, player, c.subtypes))
                 and (n != SNEAK or sneak_window(state, player))) + proto     # CR 702.190a: rules/sneak.py


def _prowled(state: "GameState", oid: int, player: int, subtypes: frozenset[str]) -> bool:
    """CR 702.76a: a player was dealt combat damage this turn by a source under ``player``'s control that had any of
    the spell's creature types (none: prowl can't be used)."""
    kinds = sorted(s for s in subtypes if s in CREATURE_TYPES)
    if not kinds:
        return False
    return holds(state, Condition("combat_damage_to_player_by", {"filter": {"subtypes": kinds, "controller": "you"}}),
                 oid, player)


def least_alternative(keywords: frozenset[str], least: int) -> int:
    """The least mana of ``least`` (the mana cost's) and of the alternative costs of ``keywords`` (a lower bound:
    Phyrexian symbols may cost none)."""
    costs = [cost for _, cost in alternatives_of(keywords)] + prototype_costs(keywords)    # CR 718.3a
    for cost in costs:
        least = min(least, cost.generic + sum(0 if s.endswith("/P") else 1 for s in cost.symbols))
    return least


def _blitz_draw() -> TriggeredAbility:
    """CR 702.152a: "When this permanent is put into a graveyard from the battlefield, draw a card.\""""
    return TriggeredAbility(TriggerSpec("dies"), Body((Mode((), (Effect("draw", {"amount": Quantity.const(1)}),)),)),
                            text="When this permanent is put into a graveyard from the battlefield, draw a card.")


_BLITZ_DRAW = _blitz_draw()


def alternative_entered(state: "GameState", oid: int) -> None:
    """CR 702.109a, 702.152a: the permanent ``oid`` just entered; if it was a spell cast for its dash or blitz cost,
    it has haste (and blitz's "when this dies, draw a card") as long as it is this object, and a delayed triggered
    ability returns it to its owner's hand (dash) or sacrifices it (blitz) at the beginning of the next end step
    (603.7); for its warp cost, a delayed triggered ability exiles it then (702.185a, ``rules/warp.py``)."""
    o = state.objects[oid]
    chosen = [x for x in o.extras if x in (DASH, BLITZ, WARP)]
    if not chosen or o.face_down:
        return
    card: "CardDef" = card_of(state, o)
    if chosen[0] not in alternative_names(card.keywords):
        return
    if chosen[0] == WARP:
        warp_entered(state, oid, card.name)      # CR 702.185a: exiled at the beginning of the next end step
        return
    rule = "702.109a" if chosen[0] == DASH else "702.152a"
    gained: dict[str, object] = {"keywords": ("haste",), "label": f"haste ({chosen[0]}, {rule})"}
    if chosen[0] == BLITZ:
        gained["abilities"] = (_BLITZ_DRAW,)
        gained["label"] = f"haste and \"when this dies, draw a card\" (blitz, {rule})"
    state.effects.append(ContinuousEffect(state.new_id(), oid, o.controller, "6", o.timestamp, (oid,), gained,
                                          "indefinite"))
    then = Effect("bounce", {"what": Reference("it")}) if chosen[0] == DASH else \
        Effect("sacrifice", {"what": Reference("it")})
    state.delayed.append({"id": state.new_id(), "controller": o.controller, "source": oid,
                          "source_name": card.name, "when": TriggerSpec("step", whose="any", step=Step.END.value),
                          "effects": (then,), "info": {"object": oid}})
    state.touch_chars()
