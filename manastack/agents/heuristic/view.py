"""A read-only view of the position from one player's side.

``View`` answers the questions the heuristics ask about the position: creature values
and combat numbers (with the damage and pumps still on the stack applied), the lands and
colours we need, the mana we have, how a creature in combat fares, and how much burn
damage our hand can reach the opponent with.  It never changes the game state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.actions import PlayLand
from manastack.agents.heuristic.bodies import amount_of, effects_of, face_damage, resolve_refs, stack_body
from manastack.agents.heuristic.fight import Fighter, duel, gang_duel
from manastack.core.types import BASIC_LAND_MANA, Step, Zone
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.casting import available_mana

if TYPE_CHECKING:
    from manastack.state import GameState

_KEYWORD_VALUE: dict[str, float] = {
    "flying": 2.0, "first_strike": 1.5, "double_strike": 3.0, "deathtouch": 2.0, "lifelink": 1.0,
    "trample": 0.7, "vigilance": 0.7, "reach": 0.7, "menace": 1.0, "haste": 0.3, "hexproof": 1.0,
    "indestructible": 3.0,
}


class View:
    """A read-only view of the position from one player's side (``me``), with cached creature values."""

    def __init__(self, state: "GameState", me: int):
        self.state = state
        self.me = me
        opps = state.opponents(me)
        self.opp = opps[0] if opps else (1 - me if len(state.players) == 2 else me)
        self._values: dict[int, float] = {}
        self._pending: tuple[dict[int, int], dict[int, tuple[int, int]], dict[int, int]] | None = None

    # characteristics -----------------------------------------------------------------

    def controller(self, oid: int) -> int:
        return controller_of(self.state, oid)

    def is_creature(self, oid: int) -> bool:
        o = self.state.objects.get(oid)
        return o is not None and o.zone == Zone.BATTLEFIELD and chars(self.state, oid).creature

    def mana_value(self, oid: int) -> int:
        return chars(self.state, oid).mana_value if oid in self.state.objects else 0

    def creatures(self, player: int) -> list[int]:
        st = self.state
        return [o for o in st.permanents() if controller_of(st, o) == player
                and chars(st, o).creature]

    def value(self, oid: int) -> float:
        """How much a permanent is worth (creatures by their stats and keywords)."""
        v = self._values.get(oid)
        if v is not None:
            return v
        st = self.state
        if oid not in st.objects:
            return 0.0
        c = chars(st, oid)
        if c.creature:
            p = max(0, c.power or 0)
            t = max(0, c.toughness or 0)
            v = 1.0 + 1.5 * p + 1.0 * t
            for k in c.keywords:
                v += _KEYWORD_VALUE.get(k, 0.3)
            if c.activated or c.triggered:
                v += 1.0
        elif c.land:
            v = 3.0
        else:
            v = 2.0 + c.mana_value
        self._values[oid] = v
        return v

    def fighter(self, oid: int, extra: tuple[int, int] = (0, 0)) -> Fighter:
        st = self.state
        c = chars(st, oid)
        dmg, pump, _ = self.pending()
        pp, pt = pump.get(oid, (0, 0))
        return Fighter(oid, (c.power or 0) + pp + extra[0],
                       (c.toughness or 0) + pt + extra[1] - st.objects[oid].damage - dmg.get(oid, 0),
                       c.keywords, self.value(oid))

    # what is on the stack -----------------------------------------------------------------

    def pending(self) -> tuple[dict[int, int], dict[int, tuple[int, int]], dict[int, int]]:
        """Damage to objects, pumps of objects and damage to players that the stack will bring."""
        if self._pending is not None:
            return self._pending
        dmg: dict[int, int] = {}
        pump: dict[int, tuple[int, int]] = {}
        face: dict[int, int] = {}
        st = self.state
        for sid in st.stack:
            o = st.objects.get(sid)
            if o is None:
                continue
            body = stack_body(st, sid)
            if body is None:
                continue
            for e in effects_of(body, o.modes):
                refs = resolve_refs(st, e.args.get("to", e.args.get("what", e.args.get("on"))), o.targets, o.source,
                                    controller_of(st, sid))
                if e.verb == "damage":
                    n = amount_of(e.args.get("amount"), o.x)
                    for kind, i in refs:
                        if kind == "o":
                            dmg[i] = dmg.get(i, 0) + n
                        else:
                            face[i] = face.get(i, 0) + n
                elif e.verb == "pump":
                    p, t = amount_of(e.args.get("power"), o.x), amount_of(e.args.get("toughness"), o.x)
                    for kind, i in refs:
                        if kind == "o":
                            a, b = pump.get(i, (0, 0))
                            pump[i] = (a + p, b + t)
        self._pending = (dmg, pump, face)
        return self._pending

    def life_after_stack(self, player: int) -> int:
        return self.state.players[player].life - self.pending()[2].get(player, 0)

    # mana and lands -------------------------------------------------------------------------

    def lands_in_play(self, player: int) -> int:
        st = self.state
        return sum(1 for o in st.permanents() if controller_of(st, o) == player and chars(st, o).land)

    def colors_needed(self) -> dict[str, int]:
        """Coloured mana symbols of the spells in hand that the lands in play do not yet provide."""
        st = self.state
        have: dict[str, int] = {}
        for o in st.permanents():
            if controller_of(st, o) == self.me:
                for sub in chars(st, o).subtypes:
                    if sub in BASIC_LAND_MANA:
                        have[BASIC_LAND_MANA[sub]] = have.get(BASIC_LAND_MANA[sub], 0) + 1
        need: dict[str, int] = {}
        for o in st.players[self.me].hand:
            c = chars(st, o)
            if c.land or c.cost is None:
                continue
            for sym in c.cost.symbols:
                for col in "WUBRG":
                    if col in sym:
                        need[col] = need.get(col, 0) + 1
        return {col: n - have.get(col, 0) * 2 for col, n in need.items()}

    def best_land(self, lands: list[PlayLand]) -> PlayLand:
        need = self.colors_needed()

        def score(a: PlayLand) -> tuple[float, int]:
            c = chars(self.state, a.card)
            makes = [BASIC_LAND_MANA[s] for s in c.subtypes if s in BASIC_LAND_MANA]
            return (max((need.get(m, 0) for m in makes), default=-5.0), -a.card)

        return max(lands, key=score)

    def available_mana(self) -> int:
        return available_mana(self.state, self.me)

    # combat ------------------------------------------------------------------------------

    def in_blocks_step(self) -> bool:
        return self.state.combat is not None and self.state.step == Step.DECLARE_BLOCKERS

    def combat_outcome(self, oid: int, extra: tuple[int, int] = (0, 0)) -> tuple[bool, float, int]:
        """For a creature in combat after blocks: (it dies, value of the enemies it kills, damage to a player)."""
        st = self.state
        combat = st.combat
        assert combat is not None
        me = self.fighter(oid, extra)
        if oid in combat.attackers:
            if oid not in combat.blocked:
                return False, 0.0, max(0, me.power)
            blockers = [b for b in combat.blocked_by.get(oid, []) if b in st.objects]
            if not blockers:
                return False, 0.0, max(0, me.power) if "trample" in me.keywords else 0
            fs = [self.fighter(b) for b in blockers]
            if len(fs) == 1:
                a_dies, b_dies = duel(me, fs[0])
                excess = max(0, me.power - max(0, fs[0].toughness)) if "trample" in me.keywords else 0
                return a_dies, fs[0].value if b_dies else 0.0, excess
            a_dies, dies = gang_duel(me, fs)
            return a_dies, sum(f.value for f, d in zip(fs, dies) if d), 0
        if oid in combat.blockers:
            atts = [a for a in combat.blockers[oid] if a in st.objects]
            if not atts:
                return False, 0.0, 0
            att = self.fighter(atts[0])
            others = [b for b in combat.blocked_by.get(atts[0], []) if b in st.objects and b != oid]
            if not others:
                a_dies, b_dies = duel(att, me)
                return b_dies, att.value if a_dies else 0.0, 0
            fs = [me] + [self.fighter(b) for b in others]
            a_dies, dies = gang_duel(att, fs)
            return dies[0], att.value if a_dies else 0.0, 0
        return False, 0.0, 0

    def unblocked_damage_to(self, player: int) -> int:
        combat = self.state.combat
        if combat is None:
            return 0
        total = 0
        for a, d in combat.attackers.items():
            if d == ("p", player) and a in self.state.objects and a not in combat.blocked:
                total += max(0, chars(self.state, a).power or 0)
        return total

    # hand ---------------------------------------------------------------------------------

    def burn_reach(self) -> tuple[int, int]:
        """(damage to the opponent castable now with the mana we have, all burn damage in hand)."""
        st = self.state
        mana = self.available_mana()
        costs: list[tuple[int, int]] = []
        total = 0
        for o in st.players[self.me].hand:
            c = chars(st, o)
            body = c.card.spell
            if body is None or c.land:
                continue
            n = face_damage(body)
            if n:
                costs.append((c.mana_value, n))
                total += n
        now = 0
        for mv, n in sorted(costs):
            if mv <= mana:
                mana -= mv
                now += n
        # sacrifice-to-ping creatures
        for o in st.permanents():
            if controller_of(st, o) != self.me:
                continue
            for ab in chars(st, o).activated:
                if ab.cost.sacrifice_self and (ab.cost.mana is None or ab.cost.mana.mana_value <= mana):
                    n = face_damage(ab.body)
                    if n and not (ab.cost.tap and st.objects[o].tapped):
                        now += n
                        total += n
                        if ab.cost.mana is not None:
                            mana -= ab.cost.mana.mana_value
        return now, total
