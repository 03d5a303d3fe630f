"""CR 506-511: combat — declaring attackers and blockers, and combat damage.

Evasion and restrictions: flying and reach (702.9, 702.17), defender (702.3), haste
and summoning sickness (702.10, 302.6), vigilance (702.20), menace (702.111), first
and double strike (702.7, 702.4), deathtouch (702.2), trample (702.19), protection
(702.16), "can't block" / "can't attack" / "can't be blocked" static abilities.
Damage division follows 510.1c-d as they now read: a creature blocked by (or
blocking) several creatures divides its damage as its controller chooses; with banding
the other player divides it (702.22j-k, ``rules/banding.py``), and a creature blocking one
member of an attacking band blocks the band (702.22h).  A trampling attacker's lethal
damage counts the damage the attackers without trample assign in the same step (702.19b).
Landwalk is ``rules/landwalk.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from manastack.cards.vocabulary import keyword, static_kind
from manastack.core.types import Zone
from manastack.decisions import Decision
from manastack import events as ev
from manastack.rules.attachments import host_restrictions, own_restrictions
from manastack.rules.block_limits import attack_allowed, block_allowed
from manastack.rules.combat_requirements import (
    AT_LEAST_TWO, AT_MOST_ONE, BLOCK_ANY_NUMBER, CANT_ATTACK_ALONE, CANT_BLOCK_ALONE, DESPITE_DEFENDER, combat_rules,
    keywords_needed, protected_players, requirements,
)
from manastack.rules.banding import band_of, band_rules, uses_banding
from manastack.rules.characteristics import Chars, chars, controlled_by, controller_of, protections, quality_matches
from manastack.rules.engine import Asker, handler
from manastack.rules.exert import exert_choices
from manastack.rules.enlist import enlist_choices
from manastack.rules.goad import goad_requirements
from manastack.rules.landwalk import walks_past
from manastack.rules.layers import reads_status
from manastack.rules.naming import obj_name, ref_label
from manastack.rules.pipeline import act, decide, run
from manastack.rules.zones import last_known
from manastack.state import Combat

if TYPE_CHECKING:
    from manastack.actions import Assign, Attack, Block
    from manastack.state import Frame, GameState, Obj

Ref = tuple[str, int]

# The words of the card vocabulary whose rules live in this module.
keyword("flying", "702.9", "can't be blocked except by creatures with flying or reach")
keyword("reach", "702.17", "can block creatures with flying")
keyword("defender", "702.3", "can't attack")
keyword("haste", "702.10", "can attack and {T} though it came under your control this turn")
keyword("vigilance", "702.20", "attacking doesn't cause it to tap")
keyword("menace", "702.111", "can't be blocked except by two or more creatures")
keyword("first_strike", "702.7", "deals combat damage before creatures without first strike")
keyword("double_strike", "702.4", "deals both first-strike and regular combat damage")
keyword("deathtouch", "702.2", "any damage it deals to a creature is lethal")
keyword("trample", "702.19", "excess combat damage can be assigned to the player or planeswalker")
keyword("trample_over_planeswalkers", "702.19c", "trample; attacking a planeswalker, excess combat damage beyond its "
        "loyalty can be assigned to that planeswalker's controller")
keyword("shadow", "702.28", "blocks and is blocked only by creatures with shadow")
keyword("fear", "702.36", "can't be blocked except by artifact and/or black creatures")
keyword("intimidate", "702.13", "can't be blocked except by artifact creatures and creatures sharing a color")
static_kind("cant_attack", "508.1c", "this creature (or with {affects: enchanted}: the enchanted or equipped "
            "creature, 303.4m) can't attack", affects="affects")
static_kind("cant_block", "509.1b", "this creature (or the enchanted or equipped one) can't block", affects="affects")
static_kind("cant_be_blocked", "509.1b", "this creature (or the enchanted or equipped one) can't be blocked",
            affects="affects")
BLOCK_ADDITIONAL = static_kind(
    "block_additional", "509.1a", "this creature (or the enchanted or equipped one) can block an additional creature "
    "each combat: it may be declared as the blocker of two attackers (each different)", affects="affects")
static_kind("attacks_each_combat", "508.1d", "this creature (or the enchanted or equipped one) attacks each combat "
            "if able", affects="affects")


def _statics(state: "GameState", oid: int, c: Chars) -> frozenset[str]:
    """The combat restrictions on creature ``oid``: its own, those of what enchants or equips it (303.4m), and
    those of resolved spells and abilities ("target creature can't block this turn", 611.2c)."""
    return own_restrictions(c) | host_restrictions(state, oid) | effect_restrictions(state, oid)


def effect_restrictions(state: "GameState", oid: int) -> frozenset[str]:
    """CR 611.2c: ``cant_attack`` / ``cant_block`` / ``cant_be_blocked`` from the continuous effects of resolved spells and abilities
    that locked ``oid`` in (effect verb ``restrict``)."""
    if not state.effects:
        return frozenset()
    return frozenset(f"cant_{k}" for e in state.effects if oid in e.affected for k in e.mods.get("restrictions", ()))


def _creatures_of(state: "GameState", player: int) -> Iterator[tuple[int, "Obj", Chars]]:
    """The creatures ``player`` controls (phased-out ones don't exist, 702.26b)."""
    objects = state.objects
    for oid in controlled_by(state, player):
        c = chars(state, oid)
        if c.creature:
            yield oid, objects[oid], c


def _planeswalkers(state: "GameState") -> list[int]:
    """The phased-in planeswalkers, in timestamp order (board-cached: types come from the characteristics, and a
    change of them or of the board drops the board cache)."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    got: list[int] | None = cache.get(_PLANESWALKERS)
    if got is None:
        got = cache[_PLANESWALKERS] = [o for o in state.permanents() if "Planeswalker" in chars(state, o).types]
    return got


#: The board cache's key of ``_planeswalkers``.
_PLANESWALKERS = ("planeswalkers",)


def attack_candidates(state: "GameState", player: int) -> tuple[dict[int, list[Ref]], dict[int, str]]:
    """CR 508.1a-b: the creatures that can attack, and whom (an opponent or a planeswalker an
    opponent controls); with reasons for those that can't."""
    defenders: list[Ref] = [("p", p) for p in state.opponents(player)]
    defenders += [("o", o) for o in _planeswalkers(state) if controller_of(state, o) != player]
    cands: dict[int, list[Ref]] = {}
    why: dict[int, str] = {}
    for oid, o, c in _creatures_of(state, player):
        name = c.name
        if o.tapped:
            why[oid] = f"{name} is tapped (508.1a)"
        elif o.sick and "haste" not in c.keywords:
            why[oid] = f"{name} has summoning sickness (302.6)"
        elif "defender" in c.keywords and DESPITE_DEFENDER not in combat_rules(state, oid):
            why[oid] = f"{name} has defender (702.3b)"
        elif "cant_attack" in _statics(state, oid, c):
            why[oid] = f"{name} can't attack"
        else:
            # CR 508.1c: "can't attack unless defending player controls ..." (rules/block_limits.py)
            shielded = protected_players(state, oid)     # CR 508.1c: "can't attack you or planeswalkers you control"
            allowed = [d for d in defenders if (who := d[1] if d[0] == "p" else controller_of(state, d[1])) not in shielded
                       and attack_allowed(state, oid, who)]
            if allowed:
                cands[oid] = allowed
            else:
                why[oid] = f"{name} can't attack any defending player now (508.1c)"
    return cands, why


def can_block(state: "GameState", blocker: int, attacker: int) -> bool:
    """CR 509.1b: whether ``blocker`` may block ``attacker`` (evasion and protection)."""
    bc = chars(state, blocker)
    ac = chars(state, attacker)
    akw = ac.keywords
    if "flying" in akw and "flying" not in bc.keywords and "reach" not in bc.keywords:
        return False  # CR 702.9b
    if "cant_be_blocked" in _statics(state, attacker, ac):
        return False
    if "shadow" in akw and "shadow" not in bc.keywords:
        return False  # CR 702.28b
    if "shadow" in bc.keywords and "shadow" not in akw:
        return False
    if "fear" in akw and "Artifact" not in bc.types and "B" not in bc.colors:
        return False  # CR 702.36b
    if "intimidate" in akw and "Artifact" not in bc.types and not (bc.colors & ac.colors):
        return False  # CR 702.13b
    for q in protections(state, attacker):
        if quality_matches(state, q, bc):
            return False  # CR 702.16f
    if walks_past(state, akw, controller_of(state, blocker)):
        return False  # CR 702.14c
    if any(not (need & bc.keywords) for need in keywords_needed(state, attacker)):
        return False  # CR 509.1b: "can't be blocked except by creatures with flying" (rules/combat_requirements.py)
    return block_allowed(state, blocker, attacker)   # CR 509.1b, 702.31b: rules/block_limits.py


def defending_player(state: "GameState", attacked: Ref) -> int | None:
    """CR 506.2 / 508.5: the player attacked, or the controller of the planeswalker attacked."""
    if attacked[0] == "p":
        return attacked[1]
    known = attacked[1] in state.objects or last_known(state, attacked[1]) is not None
    return controller_of(state, attacked[1]) if known else None


def max_blocks(state: "GameState", oid: int, c: Chars) -> int:
    """CR 509.1a: how many attacking creatures ``oid`` may block: one, one more for each "can block an additional
    creature each combat" ability it has (its own, or one an effect gave it: High Ground; the instances add up),
    and one more for such an ability of what enchants or equips it (303.4m: Echo Circlet)."""
    if BLOCK_ANY_NUMBER in combat_rules(state, oid):
        return len(state.combat.attackers) if state.combat is not None else 1   # "any number of creatures"
    own = sum(1 for s in c.static if s.kind == BLOCK_ADDITIONAL
              and getattr(s.args.get("affects"), "name", "self") == "self")
    return 1 + own + (BLOCK_ADDITIONAL in host_restrictions(state, oid))


def block_candidates(state: "GameState", player: int) -> tuple[dict[int, list[int]], dict[int, str]]:
    combat = state.combat
    assert combat is not None
    attackers = [a for a, d in combat.attackers.items() if defending_player(state, d) == player]
    cands: dict[int, list[int]] = {}
    why: dict[int, str] = {}
    for oid, o, c in _creatures_of(state, player):
        if o.tapped:
            why[oid] = f"{c.name} is tapped (509.1a)"
            continue
        if "cant_block" in _statics(state, oid, c):
            why[oid] = f"{c.name} can't block"
            continue
        ok = [a for a in attackers if can_block(state, oid, a)]
        if ok:
            cands[oid] = ok
        else:
            why[oid] = f"{c.name} can't block any attacking creature"
    return cands, why


@handler("declare_attackers")
def _declare_attackers(state: "GameState", frame: "Frame", ask: Asker) -> None:
    """CR 508.1: the active player declares attackers (a turn-based action)."""
    player = state.active
    cands, why = attack_candidates(state, player)
    names = {i: obj_name(state, i) for i in cands}
    must = [i for i in cands if "attacks_each_combat" in _statics(state, i, chars(state, i)) | combat_rules(state, i)]
    goaded, cands = goad_requirements(state, cands)     # CR 701.15b, 508.1d: rules/goad.py
    must += [i for i in goaded if i not in must]
    labels = {r: ref_label(state, r) for r in {r for defs in cands.values() for r in defs}}
    data: dict[str, object] = {"candidates": cands, "why": why, "names": names, "must_attack": must, "labels": labels}
    bands = band_rules(state, cands)
    if bands is not None:
        data["bands"] = bands
    alone = [i for i in cands if CANT_ATTACK_ALONE in combat_rules(state, i)]
    if alone:
        data["alone"] = alone       # CR 506.5: "can't attack alone"
        if len(cands) == 1:
            # CR 508.1d: a requirement is obeyed only as far as the restrictions let it: alone, it can't attack
            data["must_attack"] = must = [m for m in must if m not in alone]
    a: "Attack" = ask(Decision(player, "attack", "Declare attackers", "508.1", data=data))  # type: ignore[assignment]
    exerted = exert_choices(state, ask, player, [att for att, _ in a.pairs])    # CR 508.1g, 701.43d
    exerted += enlist_choices(state, ask, player, [att for att, _ in a.pairs])  # CR 508.1g, 702.154a (guarded)
    events: list[ev.Event] = []
    for att, defender in a.pairs:
        if "vigilance" not in chars(state, att).keywords:
            events.append(ev.Tap(att, rules=("508.1f",)))
    events += exerted
    for att, defender in a.pairs:
        events.append(ev.Attacks(att, defender, rules=("508.1", "508.3a")))
    for band in a.bands:
        events.append(ev.Note(f"{' and '.join(obj_name(state, m) for m in band)} attack in a band",
                              rules=("702.22c",)))
    if not a.pairs:
        events.append(ev.Note("no creatures attack; the declare blockers and combat damage steps are skipped",
                              rules=("508.8",)))
    decided = decide(state, ask, events)
    combat = state.combat if state.combat is not None else Combat()
    state.combat = combat
    combat.bands = [list(band) for band in a.bands]
    for att, defender in a.pairs:
        combat.attackers[att] = defender
    combat.declared = bool(a.pairs)
    if a.pairs:
        state.touch()   # who is attacking matters to targets ("target attacking creature")
        if reads_status(state):
            state.touch_chars()     # and to "as long as it's attacking" (CR 611.3a)
    act(state, frame, decided, finished=True)


@handler("declare_blockers")
def _declare_blockers(state: "GameState", frame: "Frame", ask: Asker) -> None:
    """CR 509.1: each defending player declares blockers (APNAP order for several)."""
    combat = state.combat
    assert combat is not None
    answers: list[tuple[int, "Block"]] = []
    for player in state.apnap():
        if player == state.active or state.players[player].lost:
            continue
        if not any(defending_player(state, d) == player for d in combat.attackers.values()):
            continue
        cands, why = block_candidates(state, player)
        names = {i: obj_name(state, i) for i in list(cands) + list(combat.attackers)}
        min_blockers = {a: 2 for a in combat.attackers
                        if "menace" in chars(state, a).keywords or AT_LEAST_TWO in combat_rules(state, a)}
        data: dict[str, object] = {"candidates": cands, "why": why, "names": names, "min_blockers": min_blockers}
        most = {blk: n for blk in cands if len(cands[blk]) > 1 and (n := max_blocks(state, blk, chars(state, blk))) > 1}
        if most:
            data["max_blocks"] = most      # CR 509.1a: "can block an additional creature each combat"
        _limits(state, player, cands, data)
        b: "Block" = ask(Decision(player, "block", "Declare blockers", "509.1", data=data))  # type: ignore[assignment]
        answers.append((player, b))
    events: list[ev.Event] = []
    blocked_by: dict[int, list[int]] = {}
    blocking: dict[int, list[int]] = {}
    for _, b in answers:
        for blk, att in b.pairs:
            events.append(ev.Blocks(blk, att, rules=("509.1", "509.3a")))
            # CR 702.22h: a creature blocking one member of a band blocks the whole band
            for member in [att, *band_of(state, att)]:
                if member in blocking.get(blk, ()):
                    continue    # it blocks two creatures of one band (509.1a): the band once
                blocked_by.setdefault(member, []).append(blk)
                blocking.setdefault(blk, []).append(member)
                events.append(ev.BlockedBy(blk, member, rules=("509.3d",) if member == att else ("702.22h",)))
    declared = {pair for _, b in answers for pair in b.pairs}
    for att in combat.attackers:
        if blocked_by.get(att):
            by_band = any((blk, att) not in declared for blk in blocked_by[att])
            events.append(ev.BecomesBlocked(att, tuple(blocked_by[att]),
                                            rules=("509.1h", "509.3c") + (("702.22h",) if by_band else ())))
        elif att not in combat.blocked:
            events.append(ev.NotBlocked(att, rules=("509.1h", "509.3g")))    # "attacks and isn't blocked"
    decided = decide(state, ask, events)
    for blk, atts in blocking.items():
        combat.blockers.setdefault(blk, []).extend(atts)
    for att, blks in blocked_by.items():
        combat.blocked_by.setdefault(att, []).extend(blks)
    combat.blocked.update(blocked_by)
    if combat.attackers:
        # who is blocking matters to targets ("target blocking creature"), and once blockers are declared every
        # attacking creature is blocked or unblocked ("target unblocked attacking creature", 509.1h)
        state.touch()
        if reads_status(state):
            state.touch_chars()     # and to "as long as it's blocking" (CR 611.3a)
    act(state, frame, decided, finished=True)


def _limits(state: "GameState", player: int, cands: dict[int, list[int]], data: dict[str, object]) -> None:
    """CR 506.5, 509.1b-c: the restrictions and requirements of ``rules/combat_requirements.py`` as data of the
    declaration of blockers: ``max_blockers`` (attacker -> 1), ``alone`` (blockers that can't block alone),
    ``requirements`` and ``most_requirements`` (the most of them a legal declaration obeys)."""
    combat = state.combat
    assert combat is not None
    mine = [a for a, d in combat.attackers.items() if defending_player(state, d) == player]
    at_most = {a: 1 for a in mine if AT_MOST_ONE in combat_rules(state, a)}
    if at_most:
        data["max_blockers"] = at_most
    alone = [b for b in cands if CANT_BLOCK_ALONE in combat_rules(state, b)]
    if alone:
        data["alone"] = alone
    reqs = requirements(state, cands, mine)
    if reqs:
        data["requirements"] = reqs
        data["most_requirements"] = most_obeyed(player, data)


def most_obeyed(player: int, data: dict[str, object]) -> int:
    """CR 509.1c: the most requirements a declaration of blockers obeying every restriction can obey (the legal
    declarations enumerated if there are at most ``decisions.LISTED_MOST`` combinations: beyond, none is required)."""
    probe = Decision(player, "block", "", "509.1", data={k: v for k, v in data.items() if k != "requirements"})
    return probe.most_requirements(data["requirements"])  # type: ignore[arg-type]


def deals_damage_now(state: "GameState", oid: int, first_strike_step: bool) -> bool:
    """CR 510.4 / 702.7b / 702.4b: which creatures deal damage in this combat damage step."""
    kws = chars(state, oid).keywords
    combat = state.combat
    assert combat is not None
    if first_strike_step:
        return bool({"first_strike", "double_strike"} & kws)
    if "double_strike" in kws:
        return True
    return oid not in combat.dealt_first_strike


def lethal_damage(state: "GameState", blocker: int, source: int, assigned: int = 0) -> int:
    """CR 702.19b / 702.2c: damage that is lethal, counting damage already marked and the damage ``assigned`` to
    it by other creatures in the same combat damage step (not what effects would change); 1 with deathtouch."""
    c = chars(state, blocker)
    left = max(0, (c.toughness or 0) - state.objects[blocker].damage - assigned)
    if "deathtouch" in chars(state, source).keywords:
        return min(1, left)
    return left


def _assign_attacker(state: "GameState", ask: Asker, att: int, defender: Ref, power: int,
                     assigned: dict[int, int]) -> list[ev.Event]:
    """CR 510.1c, 702.19b-d, 702.22j: how a blocked attacker's combat damage is assigned, and by whom."""
    combat = state.combat
    assert combat is not None
    tramples = _tramples(state, att)
    blockers = [b for b in combat.blocked_by.get(att, []) if b in state.objects]
    player = _tramples_over(state, att, defender)
    if player is not None and not uses_banding(state, blockers):
        return _assign_over_planeswalker(state, ask, att, defender, player, power, assigned, blockers)
    trample_rule = "702.19b"
    if _removed_from_combat(state, defender):
        # CR 702.19e: trample over planeswalkers assigns the excess to the defending player instead; 702.19f,
        # 506.4c: with trample only, nothing is assigned to the player (nor to the planeswalker, gone)
        removed_to = _tramples_past_removed(state, att, defender) if tramples else None
        tramples = removed_to is not None
        if removed_to is not None:
            defender, trample_rule = removed_to, "702.19e"
        elif not blockers:
            return []
    if not blockers:
        if tramples:
            return [ev.Damage(att, defender, power, combat=True,
                              rules=("702.19d",) + (("702.19e",) if trample_rule == "702.19e" else ()))]
        return []  # CR 510.1c: blocked, no blockers left: no damage
    if len(blockers) == 1 and not tramples:
        return [ev.Damage(att, ("o", blockers[0]), power, combat=True, rules=("510.1c",))]
    recips: list[Ref] = [("o", b) for b in blockers]
    lethal = {("o", b): lethal_damage(state, b, att, assigned.get(b, 0)) for b in blockers}
    labels: dict[Ref, str] = {r: ref_label(state, r) for r in recips}
    data: dict[str, object] = {"recipients": recips, "amount": power, "attacker": att, "labels": labels}
    if tramples:
        recips.append(defender)
        data["trample_to"] = defender
        data["lethal"] = lethal
        labels[defender] = ref_label(state, defender)
        if sum(lethal.values()) >= power and len(blockers) == 1:
            return [ev.Damage(att, ("o", blockers[0]), power, combat=True, rules=("702.19b",))]
    chooser, rule = controller_of(state, att), trample_rule if tramples else "510.1c"
    if uses_banding(state, blockers):
        chooser, rule = controller_of(state, blockers[0]), "702.22j"   # the defending player divides it
    a: "Assign" = ask(Decision(chooser, "assign", f"Divide {power} combat damage from {obj_name(state, att)}",
                               rule, data=data))  # type: ignore[assignment]
    return [ev.Damage(att, r, n, combat=True, rules=(rule,)) for r, n in a.pairs if n > 0]


def _tramples(state: "GameState", att: int) -> bool:
    """CR 702.19b-c: whether the attacker has trample or its variant trample over planeswalkers."""
    return not {"trample", "trample_over_planeswalkers"}.isdisjoint(chars(state, att).keywords)


def _removed_from_combat(state: "GameState", defender: Ref) -> bool:
    """CR 506.4: whether the planeswalker or battle attacked was removed from combat (it left the battlefield,
    phased out, or is no longer a planeswalker or battle)."""
    if defender[0] != "o":
        return False
    oid = defender[1]
    o = state.objects.get(oid)
    if o is None or o.zone != Zone.BATTLEFIELD or o.phased_out:
        return True
    return not {"Planeswalker", "Battle"} & chars(state, oid).types


def _tramples_past_removed(state: "GameState", att: int, defender: Ref) -> Ref | None:
    """CR 702.19e: the defending player, if ``att`` has trample over planeswalkers and the planeswalker it attacks
    was removed from combat (it doesn't become attacking that player)."""
    if "trample_over_planeswalkers" not in chars(state, att).keywords:
        return None
    player = defending_player(state, defender)
    return ("p", player) if player is not None else None


def _unblocked_damage(state: "GameState", att: int, defender: Ref, power: int) -> list[ev.Event]:
    """CR 510.1b: an unblocked creature assigns its damage to whom it attacks; if that planeswalker or battle was
    removed from combat, none (506.4c, 702.19f) unless it has trample over planeswalkers (702.19e)."""
    if not _removed_from_combat(state, defender):
        return [ev.Damage(att, defender, power, combat=True, rules=("510.1b",))]
    player = _tramples_past_removed(state, att, defender)
    if player is None:
        return []
    return [ev.Damage(att, player, power, combat=True, rules=("702.19e",))]


def _tramples_over(state: "GameState", att: int, defender: Ref) -> Ref | None:
    """CR 702.19c: the controller of the planeswalker ``att`` attacks, if it has trample over planeswalkers."""
    if defender[0] != "o" or defender[1] not in state.objects or "Planeswalker" not in chars(state, defender[1]).types:
        return None    # a player or a battle attacked, or the planeswalker is gone (702.19e: _tramples_past_removed)
    if _removed_from_combat(state, defender):
        return None
    if "trample_over_planeswalkers" not in chars(state, att).keywords:
        return None
    return ("p", controller_of(state, defender[1]))


def _assign_over_planeswalker(state: "GameState", ask: Asker, att: int, walker: Ref, player: Ref, power: int,
                              assigned: dict[int, int], blockers: list[int]) -> list[ev.Event]:
    """CR 702.19c: lethal damage to every blocker (702.19b), then damage at least equal to the loyalty of the
    planeswalker it attacks, counting what other creatures assign to it this step; only then excess to that
    planeswalker's controller.  Without blockers (unblocked, or 702.19d) only the planeswalker and its
    controller share it."""
    lethal: dict[Ref, int] = {("o", b): lethal_damage(state, b, att, assigned.get(b, 0)) for b in blockers}
    loyalty = max(0, state.objects[walker[1]].counters.get("loyalty", 0) - assigned.get(walker[1], 0))
    if not blockers and power <= loyalty:
        return [ev.Damage(att, walker, power, combat=True, rules=("702.19c",))]
    recips: list[Ref] = [*lethal, walker, player]
    data: dict[str, object] = {"recipients": recips, "amount": power, "attacker": att, "trample_to": player,
                               "lethal": {**lethal, walker: loyalty}, "planeswalker": walker,
                               "blocker_lethal": lethal, "labels": {r: ref_label(state, r) for r in recips}}
    a: "Assign" = ask(Decision(controller_of(state, att), "assign",
                               f"Divide {power} combat damage from {obj_name(state, att)}", "702.19c",
                               data=data))  # type: ignore[assignment]
    return [ev.Damage(att, r, n, combat=True, rules=("702.19c",)) for r, n in a.pairs if n > 0]


def _assign_blocker(state: "GameState", ask: Asker, blk: int, power: int, targets: list[int]) -> list[ev.Event]:
    """CR 510.1d, 702.22k: how a blocking creature's combat damage is assigned, and by whom."""
    if len(targets) == 1:
        return [ev.Damage(blk, ("o", targets[0]), power, combat=True, rules=("510.1d",))]
    recips: list[Ref] = [("o", t) for t in targets]
    chooser, rule = controller_of(state, blk), "510.1d"
    if uses_banding(state, targets):
        chooser, rule = state.active, "702.22k"   # the active player divides it
    a: "Assign" = ask(Decision(chooser, "assign", f"Divide {power} combat damage from {obj_name(state, blk)}", rule,
                               data={"recipients": recips, "amount": power, "attacker": blk,
                                     "labels": {r: ref_label(state, r) for r in recips}}))  # type: ignore
    return [ev.Damage(blk, r, n, combat=True, rules=(rule,)) for r, n in a.pairs if n > 0]


@handler("combat_damage")
def _combat_damage(state: "GameState", frame: "Frame", ask: Asker) -> None:
    """CR 510.1-2: assign combat damage (attackers first, those without trample before those with it, then
    blockers) and deal it at once."""
    combat = state.combat
    first = bool(frame.data.get("first_strike"))
    events: list[ev.Event] = []
    if combat is None:
        run(state, frame, ask, events, finished=True)
        return
    dealers: list[int] = []
    # blocker or planeswalker -> combat damage assigned to it so far this step (702.19b-c)
    assigned: dict[int, int] = {}
    attackers = sorted(combat.attackers.items(), key=lambda item: item[0] in state.objects and _tramples(state, item[0]))
    for att, defender in attackers:
        if att not in state.objects or not deals_damage_now(state, att, first):
            continue
        dealers.append(att)
        power = chars(state, att).power or 0
        if power <= 0:
            continue  # CR 510.1a
        if att not in combat.blocked and _tramples_over(state, att, defender) is None:
            got: list[ev.Event] = _unblocked_damage(state, att, defender, power)
        else:
            got = _assign_attacker(state, ask, att, defender, power, assigned)
        for e in got:
            assert isinstance(e, ev.Damage)
            if e.target[0] == "o":
                assigned[e.target[1]] = assigned.get(e.target[1], 0) + e.amount
        events.extend(got)
    for blk, atts in list(combat.blockers.items()):
        if blk not in state.objects or not deals_damage_now(state, blk, first):
            continue
        dealers.append(blk)
        power = chars(state, blk).power or 0
        if power <= 0:
            continue
        targets = [a for a in atts if a in state.objects and state.objects[a].zone == Zone.BATTLEFIELD]
        if targets:     # CR 510.1d: with no attacker left, no damage
            events.extend(_assign_blocker(state, ask, blk, power, targets))
    decided = decide(state, ask, events)
    if first:
        combat.dealt_first_strike.update(dealers)
    act(state, frame, decided, finished=True)
