"""Combat decisions: declaring attackers and blockers, and assigning combat damage.

``attack`` sends a creature when no blocker can kill it without a trade at least as
good for us, or everything when the attack is lethal through the opponent's blockers,
holding back enough creatures that the crack-back is not lethal; creatures with banding
go along in a band with such an attacker that the same creatures can block (702.22c-k).
``block`` (seeing an attacking band as one fighter whose damage adds up, 702.22h-k) blocks to
kill and survive, for free, or to trade up; gang-blocks a big attacker when only one
blocker dies for it; and chump-blocks only when the unblocked damage would be lethal.
``assign`` spreads damage to kill the most valuable recipients first, and puts the damage
it divides among its own creatures (banding, 702.22j-k) on the least valuable one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from manastack.actions import Action, Assign, Attack, Block
from manastack.agents.heuristic.bodies import Ref
from manastack.agents.heuristic.fight import Fighter, duel, gang_duel
from manastack.agents.heuristic.view import View
from manastack.bands import BandRules, band_problem, normal_bands
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.combat import can_block

if TYPE_CHECKING:
    from manastack.decisions import Decision


def attack(v: View, d: "Decision") -> Action:
    st = v.state
    cands: dict[int, list[Ref]] = d.data["candidates"]
    must: list[int] = list(d.data.get("must_attack", ()))
    if not cands:
        return Attack(())

    def defender_for(a: int) -> Ref:
        for ref in cands[a]:
            if ref == ("p", v.opp):
                return ref
        for ref in cands[a]:
            if ref[0] == "p":
                return ref
        return cands[a][0]

    opp = v.opp
    opp_life = st.players[opp].life
    my_life = st.players[v.me].life
    blockers = [b for b in v.creatures(opp) if not st.objects[b].tapped]
    attackers = sorted(cands, key=lambda a: -v.value(a))
    fighters = {a: v.fighter(a) for a in attackers}
    bf = {b: v.fighter(b) for b in blockers}
    can = {a: [b for b in blockers if can_block(st, b, a)] for a in attackers}

    def blockable_count(a: int) -> int:
        return len(can[a]) if "menace" not in fighters[a].keywords or len(can[a]) >= 2 else 0

    # Alpha strike: lethal even if they block our biggest attackers with all they have.
    powers = sorted((max(0, fighters[a].power), a) for a in attackers)
    n_block = len(blockers)
    unblocked = sum(p for p, a in powers if blockable_count(a) == 0)
    blockable = [p for p, a in powers if blockable_count(a) > 0]
    if blockable:
        blockable.sort()
        unblocked += sum(blockable[:max(0, len(blockable) - n_block)])
    chosen: list[int] = []
    if unblocked >= opp_life:
        chosen = list(attackers)
    else:
        for a in attackers:
            fa = fighters[a]
            if fa.power <= 0 and a not in must:
                continue
            safe = True
            if blockable_count(a):
                if "menace" in fa.keywords:
                    # two blockers at least: the two strongest together
                    pair = sorted(can[a], key=lambda b: -bf[b].power)[:2]
                    a_dies, dies = gang_duel(fa, [bf[b] for b in pair])
                    if a_dies and not any(dies):
                        safe = False
                else:
                    for b in can[a]:
                        a_dies, b_dies = duel(fa, bf[b])
                        if a_dies and not (b_dies and bf[b].value >= fa.value - 0.5):
                            safe = False
                            break
            if safe:
                chosen.append(a)
        rules0: BandRules | None = d.data.get("bands")
        if rules0 is not None:
            # CR 702.22k: in a band with an attacker that survives any blocker, a creature with banding is safe
            # too: the damage of a creature blocking the band is ours to divide
            chosen += [a for a in attackers if a not in chosen and a in rules0.banding
                       and any(set(can[a]) == set(can[c]) for c in chosen)]
            chosen += _safe_in_a_band(v, rules0, [a for a in attackers if a not in chosen], can, bf)
        # Hold back enough creatures so that the crack-back is not lethal.
        chosen = _hold_back(v, chosen, attackers, my_life)
    for m in must:
        if m not in chosen:
            chosen.append(m)
    pairs = tuple((a, defender_for(a)) for a in sorted(chosen))
    rules: BandRules | None = d.data.get("bands")
    return Attack(pairs, _bands(v, rules, dict(pairs), can) if rules is not None else ())


def _safe_in_a_band(v: View, rules: BandRules, left: list[int], can: dict[int, list[int]],
                    bf: Mapping[int, Fighter]) -> list[int]:
    """CR 702.22c, 702.22h, 702.22k: attackers not safe alone that are safe in a band of two with a creature with
    banding the same creatures can block (so no evasion is given away): a creature blocking the band is dealt the
    damage of both, and we divide its damage, all of it on the less valuable one; the pair attacks when no single
    blocker kills it without a trade at least as good for us (a band of more is left alone)."""
    out: list[int] = []
    for r in sorted((x for x in left if x in rules.banding), key=lambda x: v.value(x)):
        if r in out:
            continue
        for a in sorted(left, key=lambda x: (-v.value(x), x)):
            if a == r or a in out or set(can[a]) != set(can[r]) or band_problem(rules, [r, a]) is not None:
                continue
            band = _band_fighter(v, [r, a])
            if band.power <= 0:
                continue
            if all(not dies or (kills and bf[b].value >= band.value - 0.5)
                   for b in can[a] for dies, kills in (duel(band, bf[b]),)):
                out += [r, a]
                break
    return out


def _bands(v: View, rules: BandRules, whom: dict[int, Ref], can: dict[int, list[int]]) -> tuple[tuple[int, ...], ...]:
    """CR 702.22c-k: the attackers in bands: with banding, we divide the damage of the creatures blocking the
    band (702.22k), so the most valuable attackers go with the creatures with banding; but a creature blocking
    one member blocks them all (702.22h), so only creatures that the same creatures can block band together
    (no evasion is given away)."""
    by_value = sorted(whom, key=lambda a: (-v.value(a), a))
    banded: set[int] = set()
    bands: list[list[int]] = []
    for key in by_value:
        if key in banded or (key not in rules.banding and key not in rules.bands_with):
            continue
        band = [key]
        for a in by_value:
            if a in banded or a in band or whom[a] != whom[key] or set(can[a]) != set(can[key]):
                continue
            if band_problem(rules, [*band, a]) is None:
                band.append(a)
        if len(band) > 1:
            bands.append(band)
            banded.update(band)
    return normal_bands(bands)


def _hold_back(v: View, chosen: list[int], attackers: list[int], my_life: int) -> list[int]:
    st = v.state
    opp_creatures = v.creatures(v.opp)
    if not opp_creatures:
        return chosen
    their = sorted((max(0, chars(st, o).power or 0) for o in opp_creatures), reverse=True)
    mine_all = v.creatures(v.me)

    def crack_back(attacking: list[int]) -> int:
        home = [o for o in mine_all if o not in attacking or "vigilance" in chars(st, o).keywords]
        home = [o for o in home if not st.objects[o].tapped or o in attacking]
        k = len(home)
        return sum(their[k:])

    chosen = list(chosen)
    # drop the attackers that contribute the least first
    while chosen and crack_back(chosen) >= my_life:
        weakest = min(chosen, key=lambda a: (max(0, chars(st, a).power or 0), v.value(a)))
        chosen.remove(weakest)
    return chosen


def block(v: View, d: "Decision") -> Action:
    st = v.state
    bc: dict[int, list[int]] = d.data["candidates"]
    combat = st.combat
    if not bc or combat is None:
        return Block(())
    attackers = [a for a, dfn in combat.attackers.items() if dfn == ("p", v.me) and a in st.objects]
    band_of = {m: [x for x in band if x in st.objects] for band in combat.bands for m in band}
    af = {a: _band_fighter(v, band_of.get(a, [a])) for a in attackers}
    own = {a: v.fighter(a) for a in attackers}
    bf = {b: v.fighter(b) for b in bc}
    min_blockers: dict[int, int] = d.data.get("min_blockers", {})
    available = set(bc)
    pairs: dict[int, int] = {}       # blocker -> attacker
    blocked: dict[int, list[int]] = {}

    def add_block(b: int, a: int) -> None:
        pairs[b] = a
        for m in band_of.get(a, [a]):     # CR 702.22h: blocking one member of a band blocks the band
            blocked.setdefault(m, []).append(b)
        available.discard(b)

    order = sorted(attackers, key=lambda a: -af[a].value)
    # 1. single blocks that kill the attacker and survive, block for free, or trade up
    for a in order:
        if min_blockers.get(a, 1) > 1 or a in blocked:
            continue
        best, best_score = None, 0.0
        for b in sorted(available):
            if a not in bc[b]:
                continue
            a_dies, b_dies = duel(af[a], bf[b])
            if a_dies and not b_dies:
                score = 100.0 + af[a].value - 0.1 * bf[b].value
            elif not a_dies and not b_dies:
                score = 1.0 + 0.1 * max(0, af[a].power) - 0.01 * bf[b].value
                if "trample" in af[a].keywords:
                    score = 0.5
            elif a_dies and b_dies:
                score = af[a].value - bf[b].value + 0.5
            else:
                score = -1.0
            if score > best_score:
                best, best_score = b, score
        if best is not None:
            add_block(best, a)
    # 2. gang blocks: two blockers kill a big attacker that can kill only one of them
    for a in order:
        if a in blocked:
            continue
        cands = [b for b in sorted(available) if a in bc[b]]
        best_pair: tuple[int, int] | None = None
        best_gain = 0.0
        for i in range(len(cands)):
            for j in range(i + 1, len(cands)):
                fs = [bf[cands[i]], bf[cands[j]]]
                a_dies, dies = gang_duel(af[a], fs)
                if not a_dies:
                    continue
                lost = sum(f.value for f, dd in zip(fs, dies) if dd)
                gain = af[a].value - lost
                if gain > best_gain:
                    best_pair, best_gain = (cands[i], cands[j]), gain
        if best_pair is not None:
            add_block(best_pair[0], a)
            add_block(best_pair[1], a)
    # 3. chump blocks, only when the unblocked damage would be lethal
    my_life = v.life_after_stack(v.me)

    def incoming() -> int:
        total = 0
        for a in attackers:
            p = max(0, own[a].power)
            if a not in blocked:
                total += p
            elif "trample" in af[a].keywords:
                total += max(0, p - sum(max(0, bf[b].toughness) for b in blocked[a]))
        return total

    while incoming() >= my_life and available:
        open_atts = sorted((a for a in attackers if a not in blocked), key=lambda a: -max(0, af[a].power))
        done = False
        for a in open_atts:
            need = min_blockers.get(a, 1)
            cands = sorted((b for b in available if a in bc[b]), key=lambda b: bf[b].value)
            if len(cands) >= need:
                for b in cands[:need]:
                    add_block(b, a)
                done = True
                break
        if not done:
            break
    # menace: drop blocks that do not meet the minimum
    for a in attackers:
        declared = [b for b, att in pairs.items() if att == a]
        if 0 < len(declared) < min_blockers.get(a, 1):
            for b in declared:
                del pairs[b]
    return Block(tuple(sorted(pairs.items())))


def _band_fighter(v: View, members: list[int]) -> Fighter:
    """A creature in an attacking band, as its blocker fights it: the band's damage adds up, and the active
    player divides the blocker's damage among the band (702.22h, 702.22k), so it kills one of them only with
    damage enough for the toughest, and the least valuable one."""
    fs = [v.fighter(m) for m in members]
    if len(fs) == 1:
        return fs[0]
    toughest = max(fs, key=lambda f: f.toughness)
    return Fighter(toughest.oid, sum(max(0, f.power) for f in fs), toughest.toughness, toughest.keywords,
                   min(f.value for f in fs))


def assign(v: View, d: "Decision") -> Action:
    st = v.state
    recips: list[Ref] = list(d.data["recipients"])
    amount: int = d.data["amount"]
    source = d.data.get("attacker")
    trample_to = d.data.get("trample_to")
    lethal_map: Mapping[Ref, int] = d.data.get("lethal", {})
    deathtouch = source is not None and source in st.objects and "deathtouch" in chars(st, source).keywords
    objs = [r for r in recips if r[0] == "o" and r[1] in st.objects]
    if objs and all(controller_of(st, r[1]) == d.player for r in objs):
        # CR 702.22j-k: we divide the damage dealt to our own creatures: all of it on the least valuable one
        return Assign(((min(objs, key=lambda r: (v.value(r[1]), r[1])), amount),))

    def lethal(r: Ref) -> int:
        if r in lethal_map:
            return lethal_map[r]
        c = chars(st, r[1])
        left = max(0, (c.toughness or 0) - st.objects[r[1]].damage)
        return min(1, left) if deathtouch else left

    walker = d.data.get("planeswalker")     # CR 702.19c: it comes after every blocker
    order = sorted(objs, key=lambda r: (r == walker, -(v.value(r[1]) / max(1, lethal(r))), r[1]))
    given: dict[Ref, int] = {}
    left = amount
    for r in order:
        need = lethal(r)
        if r == walker and any(given.get(b, 0) < lethal(b) for b in objs if b != walker):
            continue
        if need <= left:
            given[r] = need
            left -= need
    if left > 0:
        if trample_to is not None and all(given.get(r, 0) >= lethal(r) for r in objs):
            given[trample_to] = given.get(trample_to, 0) + left
        else:
            target = next((r for r in order if r not in given), order[0] if order else recips[0])
            given[target] = given.get(target, 0) + left
    return Assign(tuple((r, n) for r, n in given.items() if n > 0))
