"""A simple, fast heuristic agent: sensible play without search.

The agent answers every decision from the current position only (no look-ahead, no
cloning), so that simulations stay fast:

* **Opening hand**: mulligans a seven-card hand with 0-1 or 6-7 lands (a six-card hand
  with 0 or 6+ lands; five cards or fewer are kept); puts the worst cards on the bottom
  (surplus lands or the most expensive spells).
* **Priority**: plays a land whenever it may (the basic land whose colour the hand
  needs most), then scores every other legal action and takes the best one worth
  taking, else passes.  Spells and abilities are scored by a generic model of their
  effects on the board (``_Scorer``): damage that kills an opposing creature is worth
  that creature; damage to the opponent is worth little unless it is lethal or the
  burn in hand reaches the opponent's life; a pump is only worth something in combat
  (to win a fight, survive one, or deal lethal damage) or to save a creature from
  damage on the stack; permanents are worth more the more they cost, so the most
  expensive affordable spell comes first.  A creature whose "enters" trigger would
  have to hit its own side is not cast.  Mana abilities are never activated by hand
  (the engine taps sources when paying).
* **Attacks**: a creature attacks when no potential blocker can kill it without
  dying in a trade at least as good for us, when the whole attack is lethal through
  the opponent's blockers, or when the opponent cannot block; attackers are held back
  when the crack-back would otherwise be lethal.
* **Blocks**: block to kill an attacker and survive, to block for free, or to trade
  up; gang-block a big attacker when only one blocker dies for it; chump only when the
  unblocked damage would be lethal.
* **Choices**: take the first turn; targets of triggers go to the opposing creature
  that dies (harmful effects) or our own creature (helpful ones); discard surplus
  lands, then the most expensive cards; sacrifice the least valuable permanent.

It is deterministic: given the same position it gives the same answer (the seeded
generator only breaks decisions the heuristics do not cover).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

from manastack.actions import Action, Activate, Assign, Attack, Block, Cast, Choose, Pass, PlayLand
from manastack.agents.base import register_agent
from manastack.cards.model import ActivatedAbility, Body, CardDef, Effect
from manastack.core.types import BASIC_LAND_MANA, Step, Zone
from manastack.rules.characteristics import chars
from manastack.rules.combat import can_block

if TYPE_CHECKING:
    from manastack.decisions import Decision
    from manastack.game import Game
    from manastack.state import GameState

Ref = tuple[str, int]

LETHAL = 1000.0            # the score of a winning action
CAST_THRESHOLD = 1.0       # an action is taken only if it scores at least this much
HARMFUL_VERBS = frozenset({"damage", "destroy", "exile", "bounce", "tap", "discard", "lose_life", "counter",
                           "sacrifice", "mill"})

_KEYWORD_VALUE: dict[str, float] = {
    "flying": 2.0, "first_strike": 1.5, "double_strike": 3.0, "deathtouch": 2.0, "lifelink": 1.0,
    "trample": 0.7, "vigilance": 0.7, "reach": 0.7, "menace": 1.0, "haste": 0.3, "hexproof": 1.0,
    "indestructible": 3.0,
}


# --- creature combat arithmetic ---------------------------------------------------------


class Fighter:
    """A creature's combat-relevant numbers (with any pending pump and damage applied)."""

    __slots__ = ("oid", "power", "toughness", "keywords", "value")

    def __init__(self, oid: int, power: int, toughness: int, keywords: frozenset[str], value: float):
        self.oid = oid
        self.power = power
        self.toughness = toughness          # remaining toughness: toughness minus marked damage
        self.keywords = keywords
        self.value = value

    def pumped(self, p: int, t: int) -> "Fighter":
        return Fighter(self.oid, self.power + p, self.toughness + t, self.keywords, self.value)

    @property
    def first(self) -> bool:
        return bool({"first_strike", "double_strike"} & self.keywords)

    @property
    def regular(self) -> bool:
        return "first_strike" not in self.keywords or "double_strike" in self.keywords


def duel(a: Fighter, b: Fighter) -> tuple[bool, bool]:
    """(a dies, b dies) when ``a`` and ``b`` deal each other combat damage (first strike counted)."""
    if "indestructible" in a.keywords and "indestructible" in b.keywords:
        return False, False
    a_taken = 0
    b_taken = 0

    def dead(taken: int, victim: Fighter, source: Fighter) -> bool:
        if "indestructible" in victim.keywords:
            return False
        return taken >= victim.toughness or (taken > 0 and "deathtouch" in source.keywords)

    if a.first:
        b_taken += max(0, a.power)
    if b.first:
        a_taken += max(0, b.power)
    a_dead = dead(a_taken, a, b)
    b_dead = dead(b_taken, b, a)
    a_can = not a_dead and a.regular
    b_can = not b_dead and b.regular
    if a_can:
        b_taken += max(0, a.power)
    if b_can:
        a_taken += max(0, b.power)
    return dead(a_taken, a, b), dead(b_taken, b, a)


def gang_duel(a: Fighter, blockers: Sequence[Fighter]) -> tuple[bool, list[bool]]:
    """An attacker blocked by several creatures: roughly (attacker dies, which blockers die).

    The attacker kills the blockers it can in order of value; the blockers' damage adds up.
    """
    power = max(0, a.power)
    dies: list[bool] = [False] * len(blockers)
    order = sorted(range(len(blockers)), key=lambda i: -blockers[i].value)
    for i in order:
        b = blockers[i]
        need = 1 if "deathtouch" in a.keywords else b.toughness
        if "indestructible" in b.keywords:
            continue
        if power >= need:
            dies[i] = True
            power -= need
    total = sum(max(0, b.power) for b in blockers)
    dt = any("deathtouch" in b.keywords and b.power > 0 for b in blockers)
    a_dies = "indestructible" not in a.keywords and (total >= a.toughness or dt)
    if a.first and not any(b.first for b in blockers):
        # blockers the attacker kills first deal no damage
        survivors = [b for b, d in zip(blockers, dies) if not d]
        total = sum(max(0, b.power) for b in survivors)
        dt = any("deathtouch" in b.keywords and b.power > 0 for b in survivors)
        a_dies = "indestructible" not in a.keywords and (total >= a.toughness or dt)
    return a_dies, dies


# --- the agent ----------------------------------------------------------------------------


class HeuristicAgent:
    """See the module docstring."""

    name = "heuristic"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self.fallbacks = 0      # answers the heuristics got wrong and replaced by a legal one (should stay 0)

    def choose(self, game: "Game") -> Action:
        d = game.pending
        assert d is not None, "the game is over"
        view = _View(game.state, d.player)
        action: Action | None
        if d.kind == "priority":
            action = self._priority(game, view, d)
        elif d.kind == "choose":
            action = _choose(view, d)
        elif d.kind == "attack":
            action = _attack(view, d)
        elif d.kind == "block":
            action = _block(view, d)
        elif d.kind == "assign":
            action = _assign(view, d)
        else:
            action = None
        if action is None or d.check(action) is not None:
            if action is not None:
                self.fallbacks += 1
            action = d.sample(self.rng) if d.kind != "priority" else Pass()
        return action

    # --- priority ---------------------------------------------------------------------

    def _priority(self, game: "Game", view: "_View", d: "Decision") -> Action:
        options = [a for a in d.options if not isinstance(a, Pass) and not game.is_mana_action(a)]
        if not options:
            return Pass()
        lands = [a for a in options if isinstance(a, PlayLand)]
        if lands:
            return view.best_land(lands)
        scorer = _Scorer(view)
        best: Action | None = None
        best_key: tuple[float, int] = (CAST_THRESHOLD, -1)
        for a in options:
            if isinstance(a, Cast):
                s = scorer.cast(a)
                mv = view.mana_value(a.card)
            elif isinstance(a, Activate):
                s = scorer.activate(a)
                mv = 0
            else:
                continue
            key = (s, mv)
            if key >= best_key:
                if key > best_key or best is None:
                    best, best_key = a, key
        return best if best is not None else Pass()


# --- a read-only view of the position from one player's side ----------------------------------


class _View:
    def __init__(self, state: "GameState", me: int):
        self.state = state
        self.me = me
        opps = state.opponents(me)
        self.opp = opps[0] if opps else (1 - me if len(state.players) == 2 else me)
        self._values: dict[int, float] = {}
        self._pending: tuple[dict[int, int], dict[int, tuple[int, int]], dict[int, int]] | None = None

    # characteristics -----------------------------------------------------------------

    def controller(self, oid: int) -> int:
        return self.state.objects[oid].controller

    def is_creature(self, oid: int) -> bool:
        o = self.state.objects.get(oid)
        return o is not None and o.zone == Zone.BATTLEFIELD and chars(self.state, oid).creature

    def mana_value(self, oid: int) -> int:
        return chars(self.state, oid).mana_value if oid in self.state.objects else 0

    def creatures(self, player: int) -> list[int]:
        st = self.state
        return [o for o in st.battlefield if st.objects[o].controller == player and not st.objects[o].phased_out
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
            if c.card.activated or c.card.triggered:
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
            body = _stack_body(st, sid)
            if body is None:
                continue
            for e in _effects(body, o.modes):
                refs = _refs(st, e.args.get("to", e.args.get("what", e.args.get("on"))), o.targets, o.source,
                             o.controller)
                if e.verb == "damage":
                    n = _amount(e.args.get("amount"), o.x)
                    for kind, i in refs:
                        if kind == "o":
                            dmg[i] = dmg.get(i, 0) + n
                        else:
                            face[i] = face.get(i, 0) + n
                elif e.verb == "pump":
                    p, t = _amount(e.args.get("power"), o.x), _amount(e.args.get("toughness"), o.x)
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
        return sum(1 for o in st.battlefield if st.objects[o].controller == player and chars(st, o).land)

    def colors_needed(self) -> dict[str, int]:
        """Coloured mana symbols of the spells in hand that the lands in play do not yet provide."""
        st = self.state
        have: dict[str, int] = {}
        for o in st.battlefield:
            if st.objects[o].controller == self.me:
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
        from manastack.rules.casting import available_mana

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
            n = _face_damage(body)
            if n:
                costs.append((c.mana_value, n))
                total += n
        now = 0
        for mv, n in sorted(costs):
            if mv <= mana:
                mana -= mv
                now += n
        # sacrifice-to-ping creatures
        for o in st.battlefield:
            if st.objects[o].controller != self.me:
                continue
            for ab in chars(st, o).card.activated:
                if ab.cost.sacrifice_self and (ab.cost.mana is None or ab.cost.mana.mana_value <= mana):
                    n = _face_damage(ab.body)
                    if n and not (ab.cost.tap and st.objects[o].tapped):
                        now += n
                        total += n
                        if ab.cost.mana is not None:
                            mana -= ab.cost.mana.mana_value
        return now, total


# --- scoring spells and abilities ---------------------------------------------------------------


class _Scorer:
    def __init__(self, view: _View):
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
                if oid in st.objects and st.objects[oid].controller == view.opp:
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
        if c.card.spell is not None and (c.card.spell.modes[0].effects or a.modes):
            eff = self.body(c.card.spell, a.modes, a.targets, a.card, a.x)
            if permanent:
                score += eff
            else:
                score = eff - 0.1 * mv
        return score

    def activate(self, a: Activate) -> float:
        from manastack.rules.casting import abilities_of

        st = self.state
        v = self.v
        abilities = abilities_of(st, a.card)
        if a.index >= len(abilities):
            return 0.0
        ab = abilities[a.index]
        if ab.is_mana:
            return 0.0
        eff = self.body(ab.body, a.modes, a.targets, a.card, a.x)
        cost = 0.0
        if ab.cost.sacrifice_self:
            cost += 0.0 if self._doomed(a.card) else v.value(a.card) + 0.5
        if ab.cost.mana is not None:
            mv = ab.cost.mana.mana_value
            cost += 0.1 * mv
            if not ab.cost.sacrifice_self and mv > self._spare_mana():
                return 0.0
        if ab.cost.tap and v.is_creature(a.card) and st.active == v.me and \
                st.step in (Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT):
            cost += 1.0   # it could still attack
        if ab.cost.pay_life:
            cost += 0.5 * ab.cost.pay_life
        if ab.cost.sacrifice is not None or ab.cost.discard:
            cost += 3.0
        return eff - cost

    def _spare_mana(self) -> int:
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

    def _static_bonus(self, card: CardDef) -> float:
        bonus = 0.0
        for ab in card.static:
            if ab.kind == "anthem":
                flt = ab.args.get("filter_obj")
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
        if kind in ("any", "permanent", "creature"):
            for o in list(st.battlefield) + ([include] if include is not None else []):
                c = chars(st, o)
                if types and not all(t in c.types for t in types):
                    continue
                if kind == "creature" and not c.creature:
                    continue
                if kind == "any" and not (c.creature or c.is_("Planeswalker")):
                    continue
                out.append(("o", o))
        if kind in ("any", "player", "opponent"):
            out.extend(("p", p.index) for p in st.players
                       if not p.lost and (kind != "opponent" or p.index != self.v.me))
        return out

    # --- the generic effect model -----------------------------------------------------------

    def body(self, body: Body, modes: tuple[int, ...], targets: tuple[Ref, ...], source: int, x: int,
             self_is: int | None = None) -> float:
        total = 0.0
        for e in _effects(body, modes):
            total += self.effect(e, targets, source, x)
        return total

    def effect(self, e: Effect, targets: tuple[Ref, ...], source: int, x: int) -> float:
        st = self.state
        v = self.v
        args = e.args
        verb = e.verb
        ref = args.get("to", args.get("what", args.get("on", args.get("player"))))
        refs = _refs(st, ref, targets, source, v.me, default="target" if verb in HARMFUL_VERBS else "you")
        score = 0.0
        if verb == "damage":
            n = _amount(args.get("amount"), x)
            for kind, i in refs:
                score += self._damage(kind, i, n)
        elif verb in ("destroy", "exile", "bounce"):
            for kind, i in refs:
                if kind == "o" and i in st.objects:
                    w = v.value(i) * (0.5 if verb == "bounce" else 1.0)
                    score += self._sign(i) * w
        elif verb == "pump":
            p, t = _amount(args.get("power"), x), _amount(args.get("toughness"), x)
            for kind, i in refs:
                if kind == "o" and v.is_creature(i):
                    score += self._pump(i, p, t)
        elif verb == "grant":
            score += 0.0
        elif verb == "put_counters":
            n = _amount(args.get("amount"), x) or 1
            kind_ = str(args.get("kind", "+1/+1"))
            for kind, i in refs:
                if kind == "o" and i in st.objects:
                    w = 1.5 * n if kind_ == "+1/+1" else -1.5 * n if kind_ == "-1/-1" else 0.5 * n
                    score += self._sign(i) * -w
        elif verb == "gain_life":
            n = _amount(args.get("amount"), x)
            for kind, i in refs:
                if kind == "p":
                    score += 0.3 * n if i == v.me else -0.3 * n
        elif verb == "lose_life":
            n = _amount(args.get("amount"), x)
            for kind, i in refs:
                if kind == "p":
                    score += self._face(i, n)
        elif verb == "draw":
            n = _amount(args.get("amount"), x) or 1
            for kind, i in refs:
                if kind == "p":
                    score += 2.0 * n if i == v.me else -2.0 * n
        elif verb == "discard":
            n = _amount(args.get("amount"), x) or 1
            for kind, i in refs:
                if kind == "p":
                    score += -1.5 * n if i == v.me else 1.5 * n
        elif verb == "create_token":
            score += 3.0 * (_amount(args.get("amount"), x) or 1)
        elif verb == "tap":
            for kind, i in refs:
                if kind == "o" and v.is_creature(i):
                    score += self._sign(i) * 0.3
        elif verb == "counter":
            for kind, i in refs:
                if kind == "o" and i in st.objects and st.objects[i].controller != v.me:
                    score += 2.0 + 2.0 * v.mana_value(i)
        elif verb == "add_mana":
            score += 0.0
        else:
            score += 0.5
        return score

    def _sign(self, oid: int) -> float:
        """+1 for an opposing object (harming it helps us), -1 for ours."""
        return 1.0 if self.state.objects[oid].controller != self.v.me else -1.0

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
        mine = st.objects[oid].controller == v.me
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


# --- choose decisions -----------------------------------------------------------------------------


def _choose(v: _View, d: "Decision") -> Action | None:
    what = d.data.get("what")
    st = v.state
    n = len(d.options)
    if what == "first_player":
        for i, o in enumerate(d.options):
            if o.value == v.me:
                return Choose((i,))
        return Choose((0,))
    if what == "mulligan":
        return Choose((1,) if _should_mulligan(v) else (0,))
    if what == "may":
        return Choose((0,))     # optional triggers are almost always good for their controller
    if what == "bottom" or what == "discard" and all(o.value in st.players[v.me].hand for o in d.options):
        k = d.min
        ids = [o.value for o in d.options]
        worst = _worst_cards(v, ids, k)
        return Choose(tuple(sorted(ids.index(w) for w in worst)))
    if what in ("discard", "sacrifice"):
        k = d.min
        ids = [o.value for o in d.options]
        mine = [i for i in ids if i in st.objects and st.objects[i].controller == v.me]
        if len(mine) == len(ids):
            order = sorted(range(n), key=lambda j: (v.value(ids[j]), j))
        else:
            order = sorted(range(n), key=lambda j: (-_card_worth(v, ids[j]), j))
        return Choose(tuple(sorted(order[:k])))
    if what == "target":
        return Choose((_trigger_target(v, d),))
    if what == "color":
        need = v.colors_needed()
        best = max(range(n), key=lambda j: (need.get(str(d.options[j].value), -99), -j))
        return Choose((best,))
    if what == "payment":
        return Choose((_payment(v, d),))
    if what == "legend":
        return Choose((0,))
    return Choose(tuple(range(d.min)))


def _should_mulligan(v: _View) -> bool:
    p = v.state.players[v.me]
    hand = p.hand
    size = len(hand) - p.mulligans     # cards we keep after putting some on the bottom
    lands = sum(1 for o in hand if chars(v.state, o).land)
    if size <= 5:
        return False
    if size == 6:
        return lands == 0 or lands >= 6
    return lands <= 1 or lands >= 6


def _card_worth(v: _View, oid: int) -> float:
    st = v.state
    if oid not in st.objects:
        return 0.0
    c = chars(st, oid)
    if st.objects[oid].zone == Zone.BATTLEFIELD:
        return v.value(oid)
    return 2.0 + c.mana_value


def _worst_cards(v: _View, ids: list[int], k: int) -> list[int]:
    """The ``k`` cards of our hand to put away: surplus lands first, then the most expensive spells."""
    st = v.state
    if k <= 0:
        return []
    in_play = v.lands_in_play(v.me)
    keep_n = len(ids) - k
    lands = [i for i in ids if chars(st, i).land]
    spells = sorted((i for i in ids if not chars(st, i).land), key=lambda i: (chars(st, i).mana_value, i))
    # lands wanted in hand: enough to reach about five lands in play, and about 40% of a fresh hand
    want_lands = max(0, 5 - in_play)
    if not st.started:
        want_lands = max(2, round(keep_n * 0.42))
    keep_lands = min(len(lands), want_lands, keep_n)
    keep_spells = min(len(spells), keep_n - keep_lands)
    keep_lands = min(len(lands), keep_n - keep_spells)
    keep = set(lands[:keep_lands]) | set(spells[:keep_spells])
    rest = [i for i in ids if i not in keep]
    return rest[:k]


def _trigger_target(v: _View, d: "Decision") -> int:
    """The target of a triggered ability: judged with the effect model."""
    st = v.state
    prompt = d.prompt
    name = prompt[len("Choose a target for "):-len("'s ability")] if prompt.startswith("Choose a target for ") \
        else ""
    body: Body | None = None
    source = -1
    for t in st.triggers:
        if t.source_name != name or t.controller != v.me:
            continue
        try:
            from manastack.rules.triggers import trigger_ability

            ab = trigger_ability(st, t)
        except (AssertionError, KeyError, IndexError):
            continue
        if any(m.targets for m in ab.body.modes):
            body, source = ab.body, t.source
            break
    if body is None and name in st.db:
        for ab in st.db[name].triggered:
            if any(m.targets for m in ab.body.modes):
                body = ab.body
                break
    refs: list[Ref] = [o.value for o in d.options]
    if body is None:
        # unknown: harm the opponent if we can
        for j, r in enumerate(refs):
            if (r[0] == "p" and r[1] != v.me) or (r[0] == "o" and r[1] in st.objects
                                                 and st.objects[r[1]].controller != v.me):
                return j
        return 0
    scorer = _Scorer(v)
    scores = [scorer.body(body, (), (r,), source, 0) for r in refs]
    return max(range(len(refs)), key=lambda j: (scores[j], -j))


def _payment(v: _View, d: "Decision") -> int:
    """Pay with lands rather than creatures, keeping the colours the hand still needs."""
    st = v.state
    creature_names = {chars(st, o).name for o in v.creatures(v.me)}
    need = v.colors_needed()
    untapped: dict[str, int] = {}
    for o in st.battlefield:
        ob = st.objects[o]
        if ob.controller == v.me and not ob.tapped:
            nm = chars(st, o).name
            untapped[nm] = untapped.get(nm, 0) + 1
    best, best_key = 0, (-1e9, 0)
    for j, opt in enumerate(d.options):
        label = str(opt.label)
        names = [s.strip() for s in label.replace(" and pay", ",").removeprefix("tap ").split(",") if s.strip()]
        left = dict(untapped)
        for nm in names:
            left[nm] = left.get(nm, 0) - 1
        colors_left = set()
        for nm, cnt in left.items():
            if cnt > 0 and nm in BASIC_LAND_MANA:
                colors_left.add(BASIC_LAND_MANA[nm])
        key = (-sum(1 for nm in names if nm in creature_names) * 2.0
               + sum(1 for c in colors_left if need.get(c, 0) > -1) - (1 if "life" in label else 0), -j)
        if key > best_key:
            best, best_key = j, key
    return best


# --- combat decisions -------------------------------------------------------------------------------


def _attack(v: _View, d: "Decision") -> Action:
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
        # Hold back enough creatures so that the crack-back is not lethal.
        chosen = _hold_back(v, chosen, attackers, my_life)
    for m in must:
        if m not in chosen:
            chosen.append(m)
    return Attack(tuple((a, defender_for(a)) for a in sorted(chosen)))


def _hold_back(v: _View, chosen: list[int], attackers: list[int], my_life: int) -> list[int]:
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


def _block(v: _View, d: "Decision") -> Action:
    st = v.state
    bc: dict[int, list[int]] = d.data["candidates"]
    combat = st.combat
    if not bc or combat is None:
        return Block(())
    attackers = [a for a, dfn in combat.attackers.items() if dfn == ("p", v.me) and a in st.objects]
    af = {a: v.fighter(a) for a in attackers}
    bf = {b: v.fighter(b) for b in bc}
    min_blockers: dict[int, int] = d.data.get("min_blockers", {})
    available = set(bc)
    pairs: dict[int, int] = {}       # blocker -> attacker
    blocked: dict[int, list[int]] = {}

    def assign(b: int, a: int) -> None:
        pairs[b] = a
        blocked.setdefault(a, []).append(b)
        available.discard(b)

    order = sorted(attackers, key=lambda a: -af[a].value)
    # 1. single blocks that kill the attacker and survive, block for free, or trade up
    for a in order:
        if min_blockers.get(a, 1) > 1:
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
            assign(best, a)
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
            assign(best_pair[0], a)
            assign(best_pair[1], a)
    # 3. chump blocks, only when the unblocked damage would be lethal
    my_life = v.life_after_stack(v.me)

    def incoming() -> int:
        total = 0
        for a in attackers:
            p = max(0, af[a].power)
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
                    assign(b, a)
                done = True
                break
        if not done:
            break
    # menace: drop blocks that do not meet the minimum
    for a, bs in list(blocked.items()):
        if 0 < len(bs) < min_blockers.get(a, 1):
            for b in bs:
                pairs.pop(b, None)
            del blocked[a]
    return Block(tuple(sorted(pairs.items())))


def _assign(v: _View, d: "Decision") -> Action:
    st = v.state
    recips: list[Ref] = list(d.data["recipients"])
    amount: int = d.data["amount"]
    source = d.data.get("attacker")
    trample_to = d.data.get("trample_to")
    lethal_map: Mapping[Ref, int] = d.data.get("lethal", {})
    deathtouch = source is not None and source in st.objects and "deathtouch" in chars(st, source).keywords
    objs = [r for r in recips if r[0] == "o" and r[1] in st.objects]

    def lethal(r: Ref) -> int:
        if r in lethal_map:
            return lethal_map[r]
        c = chars(st, r[1])
        left = max(0, (c.toughness or 0) - st.objects[r[1]].damage)
        return min(1, left) if deathtouch else left

    order = sorted(objs, key=lambda r: (-(v.value(r[1]) / max(1, lethal(r))), r[1]))
    given: dict[Ref, int] = {}
    left = amount
    for r in order:
        need = lethal(r)
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


# --- reading card bodies -----------------------------------------------------------------------------


def _effects(body: Body, modes: Iterable[int]) -> list[Effect]:
    modes = tuple(modes)
    if body.modal:
        out: list[Effect] = []
        for m in modes:
            if 0 <= m < len(body.modes):
                out.extend(body.modes[m].effects)
        return out
    return list(body.modes[0].effects) if body.modes else []


def _amount(raw: Any, x: int) -> int:
    if raw is None:
        return 0
    if isinstance(raw, bool):
        return int(raw)
    if isinstance(raw, int):
        return raw
    if isinstance(raw, str):
        s = raw.strip()
        if s.lstrip("+-").isdigit():
            return int(s)
        if s.upper() == "X":
            return x
        if s.startswith("-") and s[1:].upper() == "X":
            return -x
    return 0


def _refs(state: "GameState", ref: Any, targets: Sequence[Ref | None], source: int | None, controller: int,
          default: str = "target") -> list[Ref]:
    """What a reference (docs/cards.md, "References") means for an action being considered."""
    if ref is None:
        ref = default
    if isinstance(ref, Mapping):
        return []
    r = str(ref)
    if r.startswith("target") and (r == "target" or r[6:].isdigit()):
        n = int(r[6:] or 1) - 1
        t = targets[n] if n < len(targets) else None
        return [t] if t is not None else []
    if r == "self":
        return [("o", source)] if source is not None else []
    if r == "you":
        return [("p", controller)]
    if r == "target_controller":
        t = targets[0] if targets else None
        if t is None:
            return []
        if t[0] == "p":
            return [t]
        o = state.objects.get(t[1])
        return [("p", o.controller)] if o is not None else []
    if r == "each_opponent":
        return [("p", p.index) for p in state.players if p.index != controller and not p.lost]
    if r == "each_player":
        return [("p", p.index) for p in state.players if not p.lost]
    if r == "each_creature":
        return [("o", o) for o in state.battlefield if chars(state, o).creature]
    return []


def _face_damage(body: Body) -> int:
    """Damage a spell or ability can deal to a player it targets (0 if it can't)."""
    if body.modal or not body.modes:
        return 0
    mode = body.modes[0]
    if not mode.targets or mode.targets[0].kind not in ("any", "player", "opponent"):
        return 0
    return sum(_amount(e.args.get("amount"), 0) for e in mode.effects
               if e.verb == "damage" and e.args.get("to", "target") == "target")


def _stack_body(state: "GameState", sid: int) -> Body | None:
    o = state.objects[sid]
    try:
        if o.kind == "ability":
            from manastack.rules.characteristics import card_of

            src = state.objects.get(o.source) if o.source is not None else None
            src = src or (state.lki.get(o.source) if o.source is not None else None)
            if src is None or o.ability is None:
                return None
            card = card_of(state, src)
            kind, idx = o.ability
            abilities: Sequence[ActivatedAbility] | Sequence[Any]
            if kind == "activated":
                from manastack.rules.casting import abilities_of

                abilities = abilities_of(state, src.id) if src.id in state.objects else card.activated
            else:
                abilities = card.triggered
            return abilities[idx].body if idx < len(abilities) else None
        return chars(state, sid).card.spell
    except (KeyError, IndexError):
        return None


register_agent("heuristic", HeuristicAgent)
