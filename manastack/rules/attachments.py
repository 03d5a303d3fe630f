"""CR 301.5, 303.4, 701.3, 702.5, 702.6, 704.5m-p: Auras, Equipment, and attaching.

An Aura's enchant keyword (702.5) says what it can enchant: written ``Enchant creature`` in card
data, it is the keyword ``enchant:creature``.  The same quality is the target of an Aura spell
(303.4a), the choice of an Aura put onto the battlefield without being cast (303.4f), and what
the state-based action checks (704.5m).  Equip (702.6) is written ``Equip {1}`` and is the
activated ability "{1}: Attach this permanent to target creature you control. Activate only as a
sorcery."  Attaching is an event (``events.Attach``, performed in ``rules/perform.py``); an
attachment that isn't allowed does nothing (701.3b, 303.4j, 301.5b).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.model import (
    ActivatedAbility,
    ActivationCost,
    Body,
    Effect,
    Filter,
    Mode,
    StaticAbility,
    TargetSpec,
)
from manastack.cards.values import SELF, TARGET
from manastack.cards.vocabulary import mana_cost_check, keyword
from manastack.core.mana import NAME_TO_COLOR, parse_cost
from manastack.core.types import Zone
from manastack.decisions import Decision, Option
from manastack.rules.characteristics import Chars, chars, protections, quality_matches
from manastack.rules.filters import fits
from manastack.rules.naming import obj_name
from manastack.rules.awaken import AWAKEN, awaken_count, awakened
from manastack.rules.bestow import BESTOW, bestowed_chars, is_bestowed
from manastack.rules.overload import spell_text

if TYPE_CHECKING:
    from manastack.rules.engine import Asker
    from manastack.state import GameState

#: Card types an enchant quality may name (CR 702.5a: "Enchant [object]").
_TYPE_WORDS = {"creature": "Creature", "land": "Land", "artifact": "Artifact", "enchantment": "Enchantment",
               "planeswalker": "Planeswalker", "battle": "Battle"}
#: Subtypes an enchant quality may name ("Enchant Forest", "Enchant Wall").
_SUBTYPE_WORDS = frozenset({"plains", "island", "swamp", "mountain", "forest", "wall", "equipment", "vehicle"})


def enchant_spec(quality: str) -> TargetSpec | None:
    """CR 702.5a / 303.4a: the target an Aura with "Enchant ``quality``" takes, as its spell and as what it can
    enchant; None if the quality isn't one the rules read yet."""
    words = quality.lower().split()
    controller: str | None = None
    if words[-2:] == ["you", "control"]:
        controller, words = "you", words[:-2]
    elif words[-3:] == ["an", "opponent", "controls"]:
        controller, words = "opponent", words[:-3]
    colors: tuple[str, ...] = ()
    if len(words) == 2 and words[0] in NAME_TO_COLOR and words[1] in _TYPE_WORDS:
        colors, words = (NAME_TO_COLOR[words[0]],), words[1:]     # "Enchant black creature" (Decomposition)
    if len(words) == 3 and words[1] == "or" and words[0] in _TYPE_WORDS and words[2] in _TYPE_WORDS:
        # "Enchant artifact or creature" (Teferi's Curse)
        return TargetSpec("permanent", Filter(types_any=(_TYPE_WORDS[words[0]], _TYPE_WORDS[words[2]]),
                                              controller=controller), label=f"enchant {quality}")
    if len(words) != 1:
        return None
    w = words[0]
    if w in _TYPE_WORDS:
        return TargetSpec("permanent", Filter(types=(_TYPE_WORDS[w],), colors=colors, controller=controller),
                          label=f"enchant {quality}")
    if colors:
        return None
    if w in ("player", "opponent") and controller is None:
        return TargetSpec(w, label=f"enchant {quality}")     # CR 702.5d: an Aura that enchants a player
    if w == "permanent":
        return TargetSpec("permanent", Filter(controller=controller), label=f"enchant {quality}")
    if w in _SUBTYPE_WORDS:
        return TargetSpec("permanent", Filter(subtypes=(w.capitalize(),), controller=controller),
                          label=f"enchant {quality}")
    return None


def _enchant_problem(quality: str) -> str | None:
    """Why "Enchant ``quality``" can't be used (None if it can)."""
    if enchant_spec(quality) is None:
        return (f"'Enchant {quality}' is not an enchant quality the rules read (CR 702.5a); use a card type "
                "(creature, land, artifact, enchantment, planeswalker, permanent), possibly after a colour "
                "(black creature), two card types joined by 'or' (artifact or creature), a subtype such as Forest, "
                "optionally followed by 'you control' or 'an opponent controls', or player or opponent")
    return None


_equip_problem = mana_cost_check("Equip", "702.6a", "{1}")


keyword("enchant", "702.5", "an Aura's enchant ability: what its spell targets and what it can enchant "
        "(Enchant creature, Enchant black creature, Enchant land, Enchant Forest, Enchant creature you control)", parameter=True,
        check=_enchant_problem)
keyword("equip", "702.6", "Equip [cost]: [cost]: attach this permanent to target creature you control; activate "
        "only as a sorcery", parameter=True, check=_equip_problem)


def enchant_qualities(c: Chars) -> list[str]:
    """The qualities of an object's enchant abilities (CR 702.5c: all of them apply)."""
    return sorted(k[len("enchant:"):] for k in c.keywords if k.startswith("enchant:"))


def is_aura(c: Chars) -> bool:
    return "Aura" in c.subtypes


def spell_body(c: Chars, extras: tuple[str, ...] = ()) -> Body | None:
    """What a spell with characteristics ``c`` does: its spell text (overloaded if ``extras``, the costs chosen
    for it, has overload: CR 702.96a), or for an Aura spell its target, defined by its enchant ability (CR 303.4a),
    and nothing else: it resolves by entering attached (608.3c)."""
    if BESTOW in extras and not is_aura(c):
        c = bestowed_chars(c)       # CR 702.103b: cast bestowed, it is an Aura spell targeting a creature
    if AWAKEN in extras:
        return awakened(spell_text(c.card.spell, extras), awaken_count(c.keywords))   # CR 702.113a
    if c.card.spell is not None or not is_aura(c):
        return spell_text(c.card.spell, extras)
    quals = enchant_qualities(c)
    if not quals:
        return None
    return _aura_body(quals[0])


@lru_cache(maxsize=None)
def _aura_body(quality: str) -> Body:
    spec = enchant_spec(quality)
    assert spec is not None, f"the loader accepts only enchant qualities the rules read, not {quality!r}"
    return Body((Mode((spec,), (), f"Enchant {quality}"),))


def can_enchant(state: "GameState", aura: Chars, aura_id: int | None, host: int) -> bool:
    """CR 303.4c-d, 702.5c, 702.16c: whether an Aura with characteristics ``aura`` (object ``aura_id``, None for
    one not yet an object) can enchant permanent ``host``: what its enchant abilities allow, not itself, not if
    the Aura is a creature, and not a permanent with protection from a quality of the Aura."""
    o = state.objects.get(host)
    if o is None or o.zone != Zone.BATTLEFIELD or o.phased_out or host == aura_id or aura.creature:
        return False
    quals = enchant_qualities(aura)
    if not quals:
        return False
    hc = chars(state, host)
    for q in quals:
        spec = enchant_spec(q)
        if spec is None or spec.kind != "permanent" or not fits(state, host, hc, spec.filter, aura_id,
                                                                 aura.controller):
            return False
    return not _protected(state, host, aura)


def enchants_players(aura: Chars) -> bool:
    """CR 702.5d: whether the Aura's enchant ability names a player ("Enchant player", "Enchant opponent")."""
    return any(q in ("player", "opponent") for q in enchant_qualities(aura))


def can_enchant_player(state: "GameState", aura: Chars, player: int) -> bool:
    """CR 303.4c, 702.5d: whether an Aura with characteristics ``aura`` can enchant ``player``: one still in the
    game whom every enchant ability of the Aura allows, and not if the Aura is a creature (303.4d)."""
    quals = enchant_qualities(aura)
    if aura.creature or not quals or state.players[player].lost:
        return False
    return all(q == "player" or (q == "opponent" and player != aura.controller) for q in quals)


def can_equip(state: "GameState", eq: Chars, eq_id: int | None, host: int) -> bool:
    """CR 301.5, 301.5c, 702.16c: an Equipment (not also a creature, unless it has reconfigure) can equip a creature other than itself
    without protection from it."""
    o = state.objects.get(host)
    if o is None or o.zone != Zone.BATTLEFIELD or o.phased_out or host == eq_id:
        return False
    if "Equipment" not in eq.subtypes or not chars(state, host).creature:
        return False
    if eq.creature and not any(k.startswith("reconfigure:") for k in eq.keywords):
        return False        # CR 301.5c: an Equipment that's also a creature can't equip, unless it has reconfigure
    return not _protected(state, host, eq)


def _protected(state: "GameState", host: int, by: Chars) -> bool:
    """CR 702.16c-d: a permanent with protection can't be enchanted or equipped by what has the quality."""
    return any(quality_matches(state, q, by) for q in protections(state, host))


def can_attach(state: "GameState", oid: int, host: int) -> bool:
    """CR 701.3a-b: whether permanent ``oid`` could become attached to ``host`` (an Aura it could enchant, an
    Equipment a creature it could equip); anything else can't be attached."""
    c = chars(state, oid)
    if is_aura(c):
        return can_enchant(state, c, oid, host)
    if "Equipment" in c.subtypes:
        return can_equip(state, c, oid, host)
    return False


def attachment_action(state: "GameState", oid: int, host: int | None, c: Chars) -> ev.Event | None:
    """CR 704.5m, 704.5n, 704.5p: the state-based action about the attachment of permanent ``oid`` (attached
    to ``host``, with characteristics ``c``), if one applies.  The state-based action check calls it for each
    phased-in permanent, with the characteristics it has already computed."""
    if is_aura(c) and is_bestowed(state.objects[oid]):
        # CR 702.103f: a bestowed Aura unattached or attached to an illegal object (or itself a creature, 303.4d)
        # becomes unattached and ceases to be bestowed: an exception to 704.5m
        if host is None or host not in state.objects or c.creature or (
                not state.objects[host].phased_out and not can_enchant(state, c, oid, host)):
            return ev.Attach(oid, None, rules=("702.103f",))
        return None
    if is_aura(c):
        player = state.objects[oid].enchanted_player
        if player is not None and host is None:
            if not can_enchant_player(state, c, player):
                return ev.ZoneMove(oid, Zone.GRAVEYARD.value, cause="sba", rules=("704.5m", "303.4c"))
            return None
        if host is None or host not in state.objects:
            return ev.ZoneMove(oid, Zone.GRAVEYARD.value, cause="sba", rules=("704.5m",))
        if c.creature:
            return ev.ZoneMove(oid, Zone.GRAVEYARD.value, cause="sba", rules=("704.5m", "303.4d"))
        if not state.objects[host].phased_out and not can_enchant(state, c, oid, host):
            return ev.ZoneMove(oid, Zone.GRAVEYARD.value, cause="sba", rules=("704.5m", "303.4c"))
    elif host is not None:
        if "Equipment" in c.subtypes and not c.creature:
            if host not in state.objects or (not state.objects[host].phased_out
                                             and not can_equip(state, c, oid, host)):
                return ev.Attach(oid, None, rules=("704.5n", "301.5c"))
        else:
            return ev.Attach(oid, None, rules=("704.5p",))
    return None


def place_entering_auras(state: "GameState", ask: "Asker", events: list[ev.Event]) -> list[ev.Event]:
    """CR 303.4f-i: each Aura about to enter the battlefield gets what it will enchant.

    An Aura spell resolving enters attached to its target (608.3c); one put onto the battlefield otherwise is
    attached to a legal permanent its controller chooses as it enters (303.4f: not targeted, so hexproof doesn't
    stop it).  With nothing legal, or told to enter attached to something it can't enchant, it stays where it
    was (from the stack: it goes to its owner's graveyard) (303.4g, 303.4i).  Anything else enters unattached
    (303.4h).  May ask; changes nothing."""
    out: list[ev.Event] = []
    for e in events:
        if not isinstance(e, ev.ZoneMove) or e.to != Zone.BATTLEFIELD.value or e.obj not in state.objects:
            out.append(e)
            continue
        o = state.objects[e.obj]
        c = chars(state, e.obj)
        if not is_aura(c):
            out.append(e.but(attach_to=None) if e.attach_to is not None else e)
            continue
        controller = e.controller if e.controller is not None else o.controller
        entering = Chars(c.name, c.cost, c.colors, c.supertypes, c.types, c.subtypes, c.power, c.toughness,
                         c.keywords, c.card, controller, c.activated, c.triggered, c.static)
        if enchants_players(entering):
            out.extend(_place_on_player(state, ask, e, o.zone, entering))
            continue
        if e.attach_to is not None:
            if can_enchant(state, entering, e.obj, e.attach_to):
                out.append(e)
                continue
            out.extend(_stays(e, o.zone, c.name, "it can't enchant what it was to enter attached to", "303.4i"))
            continue
        hosts = [h for h in state.permanents() if can_enchant(state, entering, e.obj, h)]
        if not hosts:
            out.extend(_stays(e, o.zone, c.name, "there is nothing it could enchant", "303.4g"))
            continue
        opts = tuple(Option(obj_name(state, h), h, f"{obj_name(state, h)}#{h}") for h in hosts)
        a = ask(Decision(controller, "choose", f"Choose what {c.name} enchants as it enters", "303.4f", opts,
                         data={"what": "enchant", "aura": e.obj}))
        out.append(e.but(attach_to=hosts[a.picks[0]], rules=e.rules + ("303.4f",)))  # type: ignore[attr-defined]
    return out


def _place_on_player(state: "GameState", ask: "Asker", e: ev.ZoneMove, zone: Zone, aura: Chars) -> list[ev.Event]:
    """CR 303.4f-i, 702.5d: an Aura that enchants a player enters attached to the player its spell targeted, or
    to one its controller chooses as it enters; with none legal it stays where it was."""
    if e.enchant_player is not None or e.attach_to is not None:
        if e.enchant_player is not None and can_enchant_player(state, aura, e.enchant_player):
            return [e.but(attach_to=None)]
        return _stays(e, zone, aura.name, "it can't enchant what it was to enter attached to", "303.4i")
    players = [p for p in state.apnap() if can_enchant_player(state, aura, p)]
    if not players:
        return _stays(e, zone, aura.name, "there is no player it could enchant", "303.4g")
    opts = tuple(Option(state.players[p].name, p) for p in players)
    a = ask(Decision(aura.controller, "choose", f"Choose which player {aura.name} enchants as it enters", "303.4f",
                     opts, data={"what": "enchant", "aura": e.obj}))
    return [e.but(enchant_player=players[a.picks[0]], rules=e.rules + ("303.4f",))]  # type: ignore[attr-defined]


def _stays(e: ev.ZoneMove, zone: Zone, name: str, why: str, rule: str) -> list[ev.Event]:
    """CR 303.4g / 303.4i: the Aura remains in its zone; from the stack it goes to the graveyard instead."""
    if zone == Zone.STACK:
        return [ev.ZoneMove(e.obj, Zone.GRAVEYARD.value, cause="resolve", rules=(rule,))]
    return [ev.Note(f"{name} stays where it is: {why}", rules=(rule,))]


def equip_abilities(c: Chars) -> tuple[ActivatedAbility, ...]:
    """CR 702.6a: the activated ability each "Equip [cost]" keyword is."""
    return _equip_abilities(c.keywords)


@lru_cache(maxsize=4096)
def _equip_abilities(keywords: frozenset[str]) -> tuple[ActivatedAbility, ...]:
    return tuple(_equip_ability(k[len("equip:"):]) for k in sorted(keywords) if k.startswith("equip:"))


@lru_cache(maxsize=None)
def _equip_ability(cost: str) -> ActivatedAbility:
    target = TargetSpec("permanent", Filter(types=("Creature",), controller="you"), label="creature you control")
    body = Body((Mode((target,), (Effect("attach", {"what": SELF, "to": TARGET}),)),))
    return ActivatedAbility(ActivationCost(mana=parse_cost(cost), text=cost), body, sorcery_speed=True,
                            text=f"Equip {cost}")


def host_restrictions(state: "GameState", oid: int) -> frozenset[str]:
    """CR 303.4m / 301.5f: the kinds of static abilities of the permanents attached to ``oid`` that speak of
    "enchanted creature" or "equipped creature" ("Enchanted creature can't attack or block": Pacifism)."""
    cache = state.board_cache()
    got = cache.get(("host_restrictions",))
    if got is None:
        got = cache[("host_restrictions",)] = _restrictions_by_host(state)
    return frozenset(got.get(oid, ()))


def _restrictions_by_host(state: "GameState") -> dict[int, set[str]]:
    out: dict[int, set[str]] = {}
    for a in state.permanents():
        o = state.objects[a]
        if o.attached_to is None:
            continue
        for s in chars(state, a).static:
            if _speaks_of_host(s):
                out.setdefault(o.attached_to, set()).add(s.kind)
    return out


def _speaks_of_host(s: StaticAbility) -> bool:
    ref = s.args.get("affects")
    return ref is not None and getattr(ref, "name", None) in ("enchanted", "equipped")


def own_restrictions(c: Chars) -> frozenset[str]:
    """The kinds of an object's own static abilities that apply to itself (not to what it enchants or equips)."""
    return frozenset(s.kind for s in c.static if not _speaks_of_host(s))
