"""Scoring spells and abilities with a generic model of their effects on the board.

``Scorer`` values a ``Cast`` or ``Activate`` action: damage that kills an opposing
creature is worth that creature; damage to the opponent is worth little unless it is
lethal or the burn in hand reaches the opponent's life; a pump is only worth something
in combat (to win a fight, survive one, or deal lethal damage) or to save a creature
from damage on the stack; permanents are worth more the more they cost; a creature whose
"enters" trigger would have to hit its own side scores below zero.
"""

from __future__ import annotations

from typing import Any

from manastack.actions import Activate, Cast
from manastack.agents.heuristic.bodies import Ref, amount_of, effects_of, resolve_refs
from manastack.agents.heuristic.fight import duel
from manastack.agents.heuristic.licids import activation_worth, becomes_aura, enchanted_boon
from manastack.agents.heuristic.view import View
from manastack.cards.model import Body, CardDef, Effect
from manastack.cards.values import TARGET, YOU
from manastack.core.types import Step
from manastack.rules.attachments import is_aura
from manastack.rules.bestow import BESTOW
from manastack.rules.buyback import BUYBACK, spell_costs
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.casting import abilities_of
from manastack.rules.overload import spell_text

LETHAL = 1000.0            # the score of a winning action
HARMFUL_VERBS = frozenset({"damage", "destroy", "exile", "bounce", "tap", "discard", "lose_life", "counter",
                           "sacrifice", "mill"})


class Scorer:
    """Scores spells and abilities with a generic model of their effects on the board."""

    def __init__(self, view: View):
        self.v = view
        st = view.state
        self.state = st
        opp_life = view.life_after_stack(view.opp)
        now, total = view.burn_reach()
        unblocked = view.unblocked_damage_to(view.opp) if view.in_blocks_step() and st.active == view.me else 0
        self.opp_life = opp_life
        # burning the opponent's face is worth it when the burn we can cast now is lethal,
        # or when the opponent has no creatures to burn and our burn in hand nearly finishes them
        go_face = now + unblocked >= opp_life or (total >= opp_life and not view.creatures(view.opp)) \
            or opp_life <= 4
        self.face_weight = 2.0 if go_face else 0.25
        self.combat_doomed: set[int] = set()
        if view.in_blocks_step():
            combat = st.combat
            assert combat is not None
            for oid in list(combat.attackers) + list(combat.blockers):
                if oid in st.objects and controller_of(st, oid) == view.opp:
                    dies, _, _ = view.combat_outcome(oid)
                    if dies:
                        self.combat_doomed.add(oid)

    # --- actions -----------------------------------------------------------------------

    def cast(self, a: Cast) -> float:
        st = self.state
        c = chars(st, a.card)
        mv = c.mana_value + a.x
        permanent = bool({"Creature", "Artifact", "Enchantment", "Planeswalker", "Battle"} & c.types)
        score = 0.0
        if permanent:
            score = 10.0 + 2.0 * mv
            if "Creature" not in c.types:
                score += self._static_bonus(c.card)
            trig = self._etb_trigger_score(a.card, c.card)
            if trig is not None:
                if trig < 0:
                    return trig
                score += trig
        if (is_aura(c) or BESTOW in a.extras) and a.targets and a.targets[0][0] == "o":
            score += self._aura(c.card, a.targets[0][1])    # CR 702.103b: a bestowed spell is an Aura spell
        spell = spell_text(c.card.spell, a.extras)      # CR 702.96a: an overloaded spell's text
        if spell is not None and (spell.modes[0].effects or a.modes):
            eff = self.body(spell, a.modes, a.targets, a.card, a.x)
            if permanent:
                score += eff
            else:
                score = eff - 0.1 * mv
        if BUYBACK in a.extras and score > 0:
            score += self._buyback(c.card, mv)
        return score

    def _buyback(self, card: CardDef, mv: int) -> float:
        """CR 702.27a: getting the spell back is worth a card, when the extra mana doesn't cost us another spell
        we would cast this turn."""
        extra = sum(ac.mana.mana_value for ac in spell_costs(card) if ac.name == BUYBACK and ac.mana is not None)
        return 1.5 if mv + extra <= self.spare_mana() else -0.5

    def activate(self, a: Activate) -> float:
        st = self.state
        v = self.v
        abilities = abilities_of(st, a.card)
        if a.index >= len(abilities):
            return 0.0
        ab = abilities[a.index]
        if ab.is_mana:
            return 0.0
        if becomes_aura(ab.body):
            host = a.targets[0] if a.targets else None
            eff = activation_worth(v, a.card, host[1]) if host is not None and host[0] == "o" else 0.0
        else:
            eff = self.body(ab.body, a.modes, a.targets, a.card, a.x)
        cost = 0.0
        if ab.cost.sacrifice_self:
            cost += 0.0 if self._doomed(a.card) else v.value(a.card) + 0.5
        if ab.cost.mana is not None:
            mv = ab.cost.mana.mana_value
            cost += 0.1 * mv
            if not ab.cost.sacrifice_self and mv > self.spare_mana():
                return 0.0
        if ab.cost.tap and v.is_creature(a.card) and st.active == v.me and \
                st.step in (Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT):
            cost += 1.0   # it could still attack
        if ab.cost.pay_life:
            cost += 0.5 * ab.cost.pay_life
        if ab.cost.sacrifice is not None or ab.cost.discard:
            cost += 3.0
        if ab.cost.discard_self:
            cost += self._kept_in_hand(a.card)      # cycling (CR 702.29a): the card itself is given up
        return eff - cost

    def _kept_in_hand(self, oid: int) -> float:
        """What a card in hand is worth keeping: a spell we can cast soon, or a land while we still need lands;
        little for a card we can't cast for a while or a surplus land (cycle those)."""
        v = self.v
        c = chars(self.state, oid)
        lands = v.lands_in_play(v.me)
        if c.land:
            return 0.5 if lands >= 5 else 3.0
        return 2.0 + 0.5 * c.mana_value if c.mana_value <= lands + 1 else 0.5

    def spare_mana(self) -> int:
        """Mana we can spend on abilities without giving up a spell we would cast this turn."""
        v = self.v
        st = self.state
        mana = v.available_mana()
        if st.active != v.me:
            return mana
        reserve = 0
        for o in st.players[v.me].hand:
            c = chars(st, o)
            if c.land or c.mana_value > mana:
                continue
            reserve = max(reserve, c.mana_value)
        return mana - reserve

    def _doomed(self, oid: int) -> bool:
        """Our creature will die anyway: to damage on the stack, or in this combat without taking anything."""
        v = self.v
        if not v.is_creature(oid):
            return False
        f = v.fighter(oid)
        if f.toughness <= 0 and "indestructible" not in f.keywords:
            return True
        if v.in_blocks_step():
            dies, kills, face = v.combat_outcome(oid)
            return dies and kills == 0 and face == 0
        return False

    def _aura(self, card: CardDef, host: int) -> float:
        """What an Aura does to the creature it would enchant (CR 303.4m), signed: a boon on our creature and a
        curse on theirs score above zero (Holy Strength on ours, Pacifism or Control Magic on theirs)."""
        if host not in self.state.objects:
            return 0.0
        boon = enchanted_boon(self.v, card, host)
        for ab in card.static:
            args = ab.args
            if getattr(args.get("affects"), "name", None) != "enchanted":
                continue
            if ab.kind in ("cant_attack", "cant_block"):
                boon -= 0.5 * self.v.value(host)
            elif args.get("control") is True:
                boon -= 2.0 * self.v.value(host)
        return -self._sign(host) * boon

    def _static_bonus(self, card: CardDef) -> float:
        bonus = 0.0
        for ab in card.static:
            if ab.kind == "anthem":
                flt = ab.args.get("filter")
                mine = len(self.v.creatures(self.v.me))
                theirs = len(self.v.creatures(self.v.opp))
                if flt is not None and getattr(flt, "controller", None) == "you":
                    bonus += 2.0 * mine - 2.0
                elif flt is not None and getattr(flt, "controller", None) == "opponent":
                    bonus += 2.0 * theirs - 2.0
                else:
                    bonus += 2.0 * (mine - theirs)
        return bonus

    def _etb_trigger_score(self, oid: int, card: CardDef) -> float | None:
        """The best outcome of this permanent's own "enters" triggers with targets (None: none)."""
        best_total: float | None = None
        for ab in card.triggered:
            if ab.trigger.event != "enters" or ab.trigger.who != "self":
                continue
            specs = [t for m in ab.body.modes for t in m.targets]
            if not specs:
                continue
            refs = self._candidate_refs(specs[0], include=oid)
            if not refs:
                continue
            best = max(self.body(ab.body, (), (r,), oid, 0, self_is=oid) for r in refs)
            if ab.optional:
                best = max(best, 0.0)
            best_total = best if best_total is None else best_total + best
        return best_total

    def _candidate_refs(self, spec: Any, include: int | None = None) -> list[Ref]:
        """Rough target candidates (the engine checks the real legality when the trigger goes on the stack)."""
        st = self.state
        out: list[Ref] = []
        kind = getattr(spec, "kind", "any")
        flt = getattr(spec, "filter", None)
        types = tuple(getattr(flt, "types", ()) or ())
        if kind in ("any", "permanent", "creature", "player_or_planeswalker", "opponent_or_planeswalker"):
            for o in list(st.permanents()) + ([include] if include is not None else []):
                c = chars(st, o)
                if types and not all(t in c.types for t in types):
                    continue
                if kind == "creature" and not c.creature:
                    continue
                if kind == "any" and not (c.creature or c.is_("Planeswalker")):
                    continue
                if kind.endswith("_or_planeswalker") and not c.is_("Planeswalker"):
                    continue
                out.append(("o", o))
        if kind in ("any", "player", "opponent", "player_or_planeswalker", "opponent_or_planeswalker"):
            out.extend(("p", p.index) for p in st.players
                       if not p.lost and (not kind.startswith("opponent") or p.index != self.v.me))
        return out

    # --- the generic effect model -----------------------------------------------------------

    def body(self, body: Body, modes: tuple[int, ...], targets: tuple[Ref, ...], source: int, x: int,
             self_is: int | None = None) -> float:
        total = 0.0
        for e in effects_of(body, modes):
            total += self.effect(e, targets, source, x)
        return total

    def effect(self, e: Effect, targets: tuple[Ref, ...], source: int, x: int) -> float:
        st = self.state
        v = self.v
        args = e.args
        verb = e.verb
        ref = args.get("to", args.get("what", args.get("on", args.get("player"))))
        refs = resolve_refs(st, ref, targets, source, v.me, default=TARGET if verb in HARMFUL_VERBS else YOU)
        score = 0.0
        if verb == "damage":
            n = amount_of(args.get("amount"), x, st.objects[source].counters if source in st.objects else None)
            for kind, i in refs:
                score += self._damage(kind, i, n)
        elif verb in ("destroy", "exile", "bounce"):
            for kind, i in refs:
                if kind == "o" and i in st.objects:
                    w = v.value(i) * (0.5 if verb == "bounce" else 1.0)
                    score += self._sign(i) * w
        elif verb == "pump":
            p, t = amount_of(args.get("power"), x), amount_of(args.get("toughness"), x)
            for kind, i in refs:
                if kind == "o" and v.is_creature(i):
                    score += self._pump(i, p, t)
        elif verb == "grant":
            score += 0.0
        elif verb == "search_library" and str(args.get("into", "hand")) == "hand":
            score += 2.0 if v.lands_in_play(v.me) < 6 else 0.5   # typecycling finds a land (702.29e)
        elif verb == "put_counters":
            n = amount_of(args.get("amount"), x) or 1
            kind_ = str(args.get("kind", "+1/+1"))
            for kind, i in refs:
                if kind == "o" and i in st.objects:
                    w = 1.5 * n if kind_ == "+1/+1" else -1.5 * n if kind_ == "-1/-1" else 0.5 * n
                    score += self._sign(i) * -w
        elif verb == "gain_life":
            n = amount_of(args.get("amount"), x)
            for kind, i in refs:
                if kind == "p":
                    score += 0.3 * n if i == v.me else -0.3 * n
        elif verb == "lose_life":
            n = amount_of(args.get("amount"), x)
            for kind, i in refs:
                if kind == "p":
                    score += self._face(i, n)
        elif verb == "draw":
            n = amount_of(args.get("amount"), x) or 1
            for kind, i in refs:
                if kind == "p":
                    score += 2.0 * n if i == v.me else -2.0 * n
        elif verb == "discard":
            n = amount_of(args.get("amount"), x) or 1
            for kind, i in refs:
                if kind == "p":
                    score += -1.5 * n if i == v.me else 1.5 * n
        elif verb == "create_token":
            score += 3.0 * (amount_of(args.get("amount"), x) or 1)
        elif verb == "tap":
            for kind, i in refs:
                if kind == "o" and v.is_creature(i):
                    score += self._sign(i) * 0.3
        elif verb == "counter":
            for kind, i in refs:
                if kind == "o" and i in st.objects and controller_of(st, i) != v.me:
                    score += 2.0 + 2.0 * v.mana_value(i)
        elif verb == "add_mana":
            score += 0.0
        else:
            score += 0.5
        return score

    def _sign(self, oid: int) -> float:
        """+1 for an opposing object (harming it helps us), -1 for ours."""
        return 1.0 if controller_of(self.state, oid) != self.v.me else -1.0

    def _face(self, player: int, n: int) -> float:
        v = self.v
        if player == v.me:
            if n >= v.life_after_stack(v.me):
                return -LETHAL
            return -0.5 * n
        if n >= self.opp_life:
            return LETHAL
        return self.face_weight * n

    def _damage(self, kind: str, i: int, n: int) -> float:
        v = self.v
        st = self.state
        if kind == "p":
            return self._face(i, n)
        if i not in st.objects:
            return 0.0
        c = chars(st, i)
        if not c.creature:
            if c.is_("Planeswalker"):
                return self._sign(i) * min(n, st.objects[i].counters.get("loyalty", 0)) * 1.0
            return 0.0
        f = v.fighter(i)
        if f.toughness <= 0 or i in self.combat_doomed and self._sign(i) > 0:
            return 0.0  # already dying: no gain from more damage
        if "indestructible" in f.keywords:
            return 0.0
        if n >= f.toughness:
            return self._sign(i) * (f.value + 2.0)
        # not lethal alone: it may still be lethal together with combat damage
        if v.in_blocks_step() and self._sign(i) > 0:
            combat = st.combat
            assert combat is not None
            if i in combat.attackers or i in combat.blockers:
                if self._dies_in_combat_with(i, n):
                    return f.value + 1.0
        return self._sign(i) * 0.1 * n

    def _dies_in_combat_with(self, oid: int, extra_damage: int) -> bool:
        v = self.v
        st = self.state
        combat = st.combat
        assert combat is not None
        f = v.fighter(oid, (0, -extra_damage))
        if oid in combat.attackers:
            for b in combat.blocked_by.get(oid, []):
                if b in st.objects:
                    if duel(f, v.fighter(b))[0]:
                        return True
            return False
        for a in combat.blockers.get(oid, []):
            if a in st.objects and duel(v.fighter(a), f)[1]:
                return True
        return False

    def _pump(self, oid: int, p: int, t: int) -> float:
        """A pump is worth what it changes: a fight won or survived, lethal damage, a creature saved."""
        v = self.v
        st = self.state
        mine = controller_of(st, oid) == v.me
        base = v.fighter(oid)
        gain = 0.0
        if base.toughness <= 0 < base.toughness + t and "indestructible" not in base.keywords:
            gain += base.value + 1.0          # saved from damage on the stack
        if v.in_blocks_step():
            combat = st.combat
            assert combat is not None
            if oid in combat.attackers or oid in combat.blockers:
                dies0, kills0, face0 = v.combat_outcome(oid)
                dies1, kills1, face1 = v.combat_outcome(oid, (p, t))
                if base.toughness > 0:
                    gain += (base.value if dies0 and not dies1 else 0.0) + (kills1 - kills0)
                else:
                    gain += kills1 - kills0
                if face1 > face0:
                    defender = combat.attackers.get(oid, ("p", v.opp))
                    if defender[0] == "p":
                        if mine:
                            total = v.unblocked_damage_to(defender[1]) + face1 - face0
                            if total >= v.life_after_stack(defender[1]):
                                gain += LETHAL
                            else:
                                gain += 0.1 * (face1 - face0)
        return gain if mine else -gain

