"""Declarations and choices made one small decision at a time.

A declaration that combines several choices has exponentially many whole answers:
attackers and whom each attacks (CR 508.1), blockers (509.1), a division of combat
damage (510.1c-d), "choose N of M".  Made step by step, each pending decision has a
short list of legal steps, bounded by the number of objects:

* attackers: ``DeclareAttacker`` one creature, then ``AttackTarget`` whom it attacks, or
  ``BandWith`` an attacker declared before it whose band it joins (702.22c-d: a band attacks
  one player or planeswalker); ``Done`` once every creature that attacks each combat if able
  attacks (508.1d);
* blockers: ``DeclareBlocker`` one creature, then ``BlockTarget`` which attacker it
  blocks; ``Done`` once no attacker with menace has a single blocker (702.111b);
* a division of damage: ``AssignStep``, how much goes to the next recipient, in the
  order of the recipients (the last takes the rest); with trample the player comes
  last and gets damage only once every blocker has lethal damage (702.19b);
* choose N of M: ``Pick`` one option at a time, ``Done`` once at least N are picked
  (at the most allowed, ``Done`` is the only step left).

No sequence of legal steps reaches a dead end: a step is offered only if the
declaration can still be completed legally after it, and ``Done`` only when the
declaration so far is legal.  Each :class:`Partial` replays the steps taken, lists the
legal next steps, says why a step is illegal, and composes the whole answer.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Protocol

from manastack.actions import (
    Action,
    Assign,
    AssignStep,
    Attack,
    AttackTarget,
    BandWith,
    Block,
    BlockTarget,
    Choose,
    DeclareAttacker,
    DeclareBlocker,
    Done,
    Pick,
    Step,
)
from manastack.bands import BandRules, band_key, band_problem, band_sets, normal_bands
from manastack.core.matching import matches_all


class Decision(Protocol):
    """What a declaration made step by step reads of its decision (``manastack.decisions.Decision``)."""

    kind: str
    options: tuple[Any, ...]
    min: int
    max: int
    data: dict[str, Any]

    def iter_declarations(self) -> Iterable[Action]: ...

Ref = tuple[str, int]


class Partial:
    """A declaration in progress: the steps taken so far of one decision."""

    finished = False

    def legal(self) -> list[Step]:
        """The legal next steps (never empty while unfinished)."""
        raise NotImplementedError

    def why_not(self, step: Action) -> str | None:
        """None if ``step`` is a legal next step, else the reason it is not."""
        raise NotImplementedError

    def add(self, step: Step) -> None:
        """Take ``step`` (already checked with ``why_not``)."""
        raise NotImplementedError

    def whole(self) -> Action:
        """The whole answer the finished steps make."""
        raise NotImplementedError

    def toward(self, whole: Action) -> Step | None:
        """The next step from here to the whole answer ``whole``, or None if the steps so far are not part of it."""
        raise NotImplementedError

    def described(self) -> str:
        """The declaration so far, in words (for messages)."""
        raise NotImplementedError


def _name(names: dict[int, str], oid: int) -> str:
    return names.get(oid, f"#{oid}")


def _ref_name(names: dict[int, str], labels: dict[Ref, str], ref: Ref) -> str:
    return labels.get(ref) or (_name(names, ref[1]) if ref[0] == "o" else f"player {ref[1]}")


# --- creatures declared one at a time ---------------------------------------------------------


class PairsSoFar(Partial):
    """Creatures declared one at a time, each then paired with whom it attacks or which attacker it blocks."""

    def __init__(self) -> None:
        self.pairs: dict[int, Any] = {}        # creature -> whom it attacks / which attacker it blocks
        self.waiting: int | None = None        # the creature declared last, not paired yet

    def _target(self, value: Any) -> Step:
        """The step pairing the waiting creature with ``value``."""
        raise NotImplementedError

    def _value(self, step: Step) -> Any:
        """What a pairing step pairs the waiting creature with."""
        raise NotImplementedError

    def _make_whole(self, pairs: tuple[tuple[int, Any], ...]) -> Attack | Block:
        raise NotImplementedError

    def _pair(self, creature: int, value: Any) -> None:
        self.pairs[creature] = value

    def add(self, step: Step) -> None:
        if isinstance(step, (DeclareAttacker, DeclareBlocker)):
            self.waiting = step.creature
        elif isinstance(step, Done):
            self.finished = True
        else:
            assert self.waiting is not None
            self._pair(self.waiting, self._value(step))
            self.waiting = None

    def whole(self) -> Attack | Block:
        return self._make_whole(tuple(sorted(self.pairs.items())))

    def toward(self, whole: Action) -> Step | None:
        if type(whole) is not type(self.whole()):
            return None
        assert isinstance(whole, (Attack, Block))
        want: dict[int, Any] = dict(whole.pairs)
        if any(want.get(c) != v for c, v in self.pairs.items()):
            return None
        if self.waiting is not None:
            v = want.get(self.waiting)
            return self._target(v) if v is not None else None
        for c in sorted(want):
            if c not in self.pairs:
                return DeclareAttacker(c) if isinstance(whole, Attack) else DeclareBlocker(c)
        return Done()


# --- attackers -------------------------------------------------------------------------------


class AttackSoFar(PairsSoFar):
    """CR 508.1a-d, 702.22c-d: attacking creatures declared one at a time, each with whom it attacks or the
    band it joins."""

    def __init__(self, d: Decision):
        self.cands: dict[int, list[Ref]] = d.data["candidates"]
        self.must: tuple[int, ...] = tuple(d.data.get("must_attack", ()))
        self.why: dict[int, str] = d.data.get("why", {})
        self.names: dict[int, str] = d.data.get("names", {})
        self.labels: dict[Ref, str] = d.data.get("labels", {})
        self.rules: BandRules | None = d.data.get("bands")
        self.bands: dict[int, list[int]] = {}      # the first member of a band -> its members
        self.band_of: dict[int, int] = {}          # a member of a band -> the band's first member
        super().__init__()

    def _target(self, value: Any) -> Step:
        return AttackTarget(value)

    def _value(self, step: Step) -> Any:
        assert isinstance(step, AttackTarget)
        return step.defender

    def _make_whole(self, pairs: tuple[tuple[int, Any], ...]) -> Attack:
        return Attack(pairs, normal_bands(self.bands.values()))

    def _missing(self) -> list[int]:
        return [m for m in self.must if m not in self.pairs]

    def add(self, step: Step) -> None:
        if not isinstance(step, BandWith):
            super().add(step)
            return
        assert self.waiting is not None
        first = self.band_of.get(step.leader, step.leader)
        self.pairs[self.waiting] = self.pairs[first]
        self.bands.setdefault(first, [first]).append(self.waiting)
        self.band_of[first] = first
        self.band_of[self.waiting] = first
        self.waiting = None

    def _band_problem(self, creature: int, leader: int) -> str | None:
        """Why ``creature`` can't join the band of the declared attacker ``leader`` (None if it can)."""
        if self.rules is None:
            return "no creature here has banding or \"bands with other\" (702.22c)"
        if leader not in self.pairs:
            return f"{_name(self.names, leader)} hasn't been declared as an attacker (702.22c)"
        first = self.band_of.get(leader, leader)
        if self.pairs[first] not in self.cands[creature]:
            return (f"{_name(self.names, creature)} can't attack whom {_name(self.names, leader)} attacks, and a "
                    f"band attacks one player or planeswalker (702.22d)")
        return band_problem(self.rules, [*self.bands.get(first, [first]), creature])

    def _band_steps(self, creature: int) -> list[Step]:
        if self.rules is None:
            return []
        leaders = [c for c in self.pairs if self.band_of.get(c, c) == c]
        return [BandWith(c) for c in leaders if self._band_problem(creature, c) is None]

    def legal(self) -> list[Step]:
        if self.waiting is not None:
            return [*(AttackTarget(d) for d in self.cands[self.waiting]), *self._band_steps(self.waiting)]
        out: list[Step] = [Done()] if not self._missing() else []
        out.extend(DeclareAttacker(c) for c in self.cands if c not in self.pairs)
        return out

    def why_not(self, step: Action) -> str | None:
        if self.finished:
            return "the declaration of attackers is finished"
        if isinstance(step, DeclareAttacker):
            c = step.creature
            if self.waiting is not None:
                return f"say first whom {_name(self.names, self.waiting)} attacks (508.1b)"
            if c in self.pairs:
                return f"{_name(self.names, c)} was already declared as an attacker"
            if c not in self.cands:
                return self.why.get(c, "that creature can't attack")
            return None
        if isinstance(step, AttackTarget):
            if self.waiting is None:
                return "declare an attacking creature first (attacker NAME)"
            if step.defender not in self.cands[self.waiting]:
                return f"{_name(self.names, self.waiting)} can't attack that player or planeswalker (508.1b)"
            return None
        if isinstance(step, BandWith):
            if self.waiting is None:
                return "declare an attacking creature first (attacker NAME), then the band it joins"
            return self._band_problem(self.waiting, step.leader)
        if isinstance(step, Done):
            if self.waiting is not None:
                return f"say first whom {_name(self.names, self.waiting)} attacks (508.1b)"
            missing = self._missing()
            if missing:
                return f"{_name(self.names, missing[0])} attacks each combat if able (508.1d)"
            return None
        return "expected a step of the declaration of attackers: attacker NAME, attacks PLAYER, band with NAME, or done"

    def toward(self, whole: Action) -> Step | None:
        if not isinstance(whole, Attack):
            return None
        want: dict[int, Any] = dict(whole.pairs)
        if any(want.get(c) != v for c, v in self.pairs.items()):
            return None
        band_of_want = {m: b for b in whole.bands for m in b}
        for first, members in self.bands.items():
            if band_of_want.get(first) is None or any(band_of_want.get(m) != band_of_want[first] for m in members):
                return None
        for wanted in whole.bands:
            if len({self.band_of.get(m, m) for m in wanted if m in self.pairs}) > 1:
                return None
        if self.waiting is not None:
            c = self.waiting
            band = band_of_want.get(c)
            if band is not None and self.rules is not None:
                mates = [m for m in band if m in self.pairs]
                if mates:
                    leader = self.band_of.get(mates[0], mates[0])
                    return BandWith(leader) if self._band_problem(c, leader) is None else None
                if c != band_key(self.rules, band):
                    return None
            v = want.get(c)
            return self._target(v) if v is not None else None
        for c in sorted(want):
            if c not in self.pairs:
                band = band_of_want.get(c)
                if band is not None and self.rules is not None and not any(m in self.pairs for m in band):
                    c = band_key(self.rules, band)
                return DeclareAttacker(c)
        return Done()

    def described(self) -> str:
        parts = []
        for c, d in self.pairs.items():
            first = self.band_of.get(c)
            band = f" (in a band with {_name(self.names, first)})" if first is not None and first != c else ""
            parts.append(f"{_name(self.names, c)} -> {_ref_name(self.names, self.labels, d)}{band}")
        if self.waiting is not None:
            parts.append(f"{_name(self.names, self.waiting)} -> ?")
        return "attackers so far: " + (", ".join(parts) or "none")


def only_attack(d: Decision) -> Attack | None:
    """The declaration of attackers if it has a single legal form: no creature can attack, or every one
    that can must (508.1d) and can attack only one player or planeswalker, and no two can form a band."""
    cands: dict[int, list[Ref]] = d.data["candidates"]
    must = set(d.data.get("must_attack", ()))
    if all(c in must and len(defs) == 1 for c, defs in cands.items()):
        whole = Attack(tuple(sorted((c, defs[0]) for c, defs in cands.items())))
        rules: BandRules | None = d.data.get("bands")
        if rules is not None:
            forms = band_sets(rules, dict(whole.pairs))
            next(forms)
            if next(forms, None) is not None:
                return None     # bands may be declared too (702.22c)
        return whole
    return None


# --- blockers --------------------------------------------------------------------------------


def coverable(deficits: dict[int, int], free: Iterable[int], can: dict[int, frozenset[int]]) -> bool:
    """Whether the ``free`` blockers can make up every attacker's missing blockers (``deficits``), each
    blocker blocking one attacker it can block (``can``): a bipartite matching (augmenting paths)."""
    total = sum(deficits.values())
    if total == 0:
        return True
    free = list(free)
    if total > len(free):
        return False
    adj = {a: [b for b in free if a in can[b]] for a in deficits}
    if all(len(bs) >= total for bs in adj.values()):
        return True  # Hall's condition holds for every set of missing blockers
    slots = [a for a, k in deficits.items() for _ in range(k)]
    return matches_all(len(slots), lambda s: adj[slots[s]])


def _covers_with_room(deficits: dict[int, int], room: dict[int, int], can: dict[int, frozenset[int]],
                      taken: set[tuple[int, int]]) -> bool:
    """Whether blockers with ``room`` for more attackers (509.1a: "can block an additional creature") can make up
    every attacker's missing blockers, each blocker blocking an attacker at most once (``taken``: the pairs
    declared so far): a b-matching by augmenting paths."""
    given: dict[int, set[int]] = {b: set() for b in room}

    def place(a: int, seen: set[int]) -> bool:
        for b, left in room.items():
            if b in seen or a not in can.get(b, frozenset()) or (b, a) in taken or a in given[b]:
                continue
            seen.add(b)
            if len(given[b]) < left:
                given[b].add(a)
                return True
            for other in list(given[b]):
                given[b].discard(other)
                given[b].add(a)
                if place(other, seen):
                    return True
                given[b].discard(a)
                given[b].add(other)
        return False

    return all(place(a, set()) for a, k in deficits.items() for _ in range(k))


class BlockSoFar(PairsSoFar):
    """CR 509.1a-c: blocking creatures declared one at a time, each with the attacker it blocks; a creature that
    can block an additional creature each combat (``max_blocks``) may be declared again for another attacker."""

    def __init__(self, d: Decision):
        cands: dict[int, list[int]] = d.data["candidates"]
        self.cands = cands
        self.can = {b: frozenset(atts) for b, atts in cands.items()}
        self.need: dict[int, int] = d.data.get("min_blockers", {})
        self.most: dict[int, int] = d.data.get("max_blocks", {})
        self.why: dict[int, str] = d.data.get("why", {})
        self.names: dict[int, str] = d.data.get("names", {})
        self.count: dict[int, int] = {}         # attacker -> blockers so far
        self.extra: list[tuple[int, int]] = []  # the further (blocker, attacker) pairs of those that block several
        self._short: dict[int, int] | None = None
        super().__init__()

    def _target(self, value: Any) -> Step:
        return BlockTarget(value)

    def _value(self, step: Step) -> Any:
        assert isinstance(step, BlockTarget)
        return step.attacker

    def _make_whole(self, pairs: tuple[tuple[int, Any], ...]) -> Block:
        return Block(tuple(sorted((*pairs, *self.extra))))

    def _pair(self, creature: int, value: Any) -> None:
        if creature in self.pairs:
            self.extra.append((creature, value))
        else:
            super()._pair(creature, value)
        self.count[value] = self.count.get(value, 0) + 1
        self._short = None

    def _blocks(self, b: int) -> list[int]:
        """The attackers ``b`` was declared to block so far."""
        if b not in self.pairs:
            return []
        return [self.pairs[b], *(a for x, a in self.extra if x == b)]

    def _room(self, b: int) -> bool:
        return len(self._blocks(b)) < self.most.get(b, 1)

    def toward(self, whole: Action) -> Step | None:
        if not isinstance(whole, Block):
            return None
        want: dict[tuple[int, int], int] = {}
        for pair in whole.pairs:
            want[pair] = want.get(pair, 0) + 1
        for pair in (*self.pairs.items(), *self.extra):
            if want.get(pair, 0) <= 0:
                return None
            want[pair] -= 1
        left = sorted(pair for pair, n in want.items() for _ in range(n))
        if self.waiting is not None:
            return next((BlockTarget(a) for b, a in left if b == self.waiting), None)
        return DeclareBlocker(left[0][0]) if left else Done()

    def _deficits(self) -> dict[int, int]:
        """Attackers blocked by too few creatures (menace, 702.111b), and how many more each needs."""
        if self._short is None:
            self._short = {a: self.need[a] - n for a, n in self.count.items() if 0 < n < self.need.get(a, 1)}
        return self._short

    def _completable(self, blocker: int, attacker: int) -> bool:
        """Whether blocking ``attacker`` with ``blocker`` leaves a declaration that can be completed legally."""
        deficits = self._deficits()
        n = self.count.get(attacker, 0) + 1
        need = self.need.get(attacker, 1)
        if n < need:
            deficits = {**deficits, attacker: need - n}
        elif attacker in deficits:
            deficits = {a: k for a, k in deficits.items() if a != attacker}
        if not deficits:
            return True
        if not self.most:
            free = (b for b in self.cands if b != blocker and b not in self.pairs)
            return coverable(deficits, free, self.can)
        room = {b: self.most.get(b, 1) - len(self._blocks(b)) - (b == blocker) for b in self.cands}
        taken = {*self.pairs.items(), *self.extra, (blocker, attacker)}
        return _covers_with_room(deficits, {b: k for b, k in room.items() if k > 0}, self.can, taken)

    def _targets(self, b: int) -> list[int]:
        """The attackers ``b`` may still be declared to block (not one it blocks already)."""
        mine = self._blocks(b)
        return [a for a in self.cands[b] if a not in mine]

    def legal(self) -> list[Step]:
        if self.waiting is not None:
            b = self.waiting
            return [BlockTarget(a) for a in self._targets(b) if self._completable(b, a)]
        out: list[Step] = [Done()] if not self._deficits() else []
        out.extend(DeclareBlocker(b) for b in self.cands
                   if (b not in self.pairs or self._room(b)) and any(self._completable(b, a) for a in self._targets(b)))
        return out

    def why_not(self, step: Action) -> str | None:
        if self.finished:
            return "the declaration of blockers is finished"
        if isinstance(step, DeclareBlocker):
            b = step.creature
            if self.waiting is not None:
                return f"say first which attacker {_name(self.names, self.waiting)} blocks"
            if b in self.pairs and not self._room(b):
                if self.most.get(b, 1) > 1:
                    return (f"{_name(self.names, b)} was already declared as the blocker of {self.most[b]} attackers, "
                            f"as many as it can block (509.1a)")
                return (f"{_name(self.names, b)} was already declared as a blocker (it can block only one "
                        f"attacker, 509.1a)")
            if b not in self.cands:
                return self.why.get(b, "that creature can't block")
            if not any(self._completable(b, a) for a in self._targets(b)):
                return self._menace_dead_end(b)
            return None
        if isinstance(step, BlockTarget):
            b2 = self.waiting
            if b2 is None:
                return "declare a blocking creature first (blocker NAME)"
            if step.attacker not in self.can[b2]:
                return f"{_name(self.names, b2)} can't block that attacker (509.1b)"
            if step.attacker in self._blocks(b2):
                return f"{_name(self.names, b2)} already blocks that attacker (509.1a)"
            if not self._completable(b2, step.attacker):
                return self._menace_dead_end(b2)
            return None
        if isinstance(step, Done):
            if self.waiting is not None:
                return f"say first which attacker {_name(self.names, self.waiting)} blocks"
            for a, _ in self._deficits().items():
                return (f"{_name(self.names, a)} can't be blocked except by {self.need[a]} or more creatures "
                        f"(menace, 702.111b)")
            return None
        return "expected a step of the declaration of blockers: blocker NAME, blocks ATTACKER, or done"

    def _menace_dead_end(self, blocker: int) -> str:
        return (f"blocking that way with {_name(self.names, blocker)} can't be completed: an attacker with menace "
                f"would keep fewer blockers than it needs, with too few creatures left to block it (702.111b)")

    def described(self) -> str:
        parts = [f"{_name(self.names, b)} blocks {_name(self.names, a)}" for b, a in (*self.pairs.items(), *self.extra)]
        if self.waiting is not None:
            parts.append(f"{_name(self.names, self.waiting)} blocks ?")
        return "blockers so far: " + (", ".join(parts) or "none")


def only_block(d: Decision) -> Block | None:
    """``block none`` if no creature can be declared as a blocker at all (509.1a-c)."""
    start = BlockSoFar(d)
    if any(isinstance(s, DeclareBlocker) for s in start.legal()):
        return None
    return Block(())


# --- a division of combat damage -------------------------------------------------------------


class AssignSoFar(Partial):
    """CR 510.1c-d, 702.19b: combat damage divided one recipient at a time, in the order of the
    recipients; with trample the player attacked comes last."""

    def __init__(self, d: Decision):
        recips: list[Ref] = list(d.data["recipients"])
        self.player: Ref | None = d.data.get("trample_to")
        self.order = [r for r in recips if r != self.player] + ([self.player] if self.player is not None else [])
        self.amount: int = d.data["amount"]
        self.lethal: dict[Ref, int] = d.data.get("lethal", {})
        self.labels: dict[Ref, str] = d.data.get("labels", {})
        self.given: list[int] = []

    def _left(self) -> int:
        return self.amount - sum(self.given)

    def _next(self) -> Ref:
        return self.order[len(self.given)]

    def _amounts(self) -> range:
        """The legal amounts for the next recipient: any, but the last takes the rest; with trample the
        last blocker leaves damage for the player only if every blocker then has lethal damage."""
        j = len(self.given)
        left = self._left()
        last = len(self.order) - 1
        if j == last:
            return range(left, left + 1)
        if self.player is not None and j == last - 1:
            lethal_before = all(g >= self.lethal.get(r, 0) for r, g in zip(self.order, self.given))
            need = self.lethal.get(self.order[j], 0)
            if lethal_before and need <= left:
                return range(need, left + 1)
            return range(left, left + 1)
        return range(0, left + 1)

    def legal(self) -> list[Step]:
        r = self._next()
        return [AssignStep(r, n) for n in self._amounts()]

    def why_not(self, step: Action) -> str | None:
        if self.finished:
            return "the division of damage is finished"
        if not isinstance(step, AssignStep):
            if isinstance(step, Done):
                return "a division of damage finishes by itself once the last recipient has its share"
            return "expected a step of the division of damage: N to RECIPIENT"
        r = self._next()
        if step.recipient != r:
            if step.recipient in self.order:
                return f"damage is divided in the order listed: {self.labels.get(r, r)} comes next"
            return "damage can only be assigned to the creatures it's blocking or blocked by (510.1c-d)"
        amounts = self._amounts()
        if step.amount in amounts:
            return None
        left = self._left()
        if step.amount < 0 or step.amount > left:
            return f"{left} damage is left to assign (510.1a)"
        if len(amounts) == 1 and len(self.given) == len(self.order) - 1:
            return f"the last recipient takes the rest: {left} (510.1a)"
        return ("with trample, lethal damage must be assigned to every blocker before any is assigned to the "
                "player (702.19b)")

    def add(self, step: Step) -> None:
        assert isinstance(step, AssignStep)
        self.given.append(step.amount)
        self.finished = len(self.given) == len(self.order)

    def whole(self) -> Assign:
        return Assign(tuple((r, n) for r, n in zip(self.order, self.given) if n))

    def toward(self, whole: Action) -> Step | None:
        if not isinstance(whole, Assign):
            return None
        want = dict(whole.pairs)
        if any(want.get(r, 0) != g for r, g in zip(self.order, self.given)):
            return None
        r = self._next()
        return AssignStep(r, want.get(r, 0))

    def described(self) -> str:
        parts = [f"{g} to {self.labels.get(r, str(r))}" for r, g in zip(self.order, self.given)]
        return "assigned so far: " + (", ".join(parts) or "nothing")


def only_assign(d: Decision) -> Assign | None:
    """The division of damage if it has a single legal form (every step forced)."""
    p = AssignSoFar(d)
    while not p.finished:
        steps = p.legal()
        if len(steps) != 1:
            return None
        p.add(steps[0])
    return p.whole()


# --- choose N of M ---------------------------------------------------------------------------


class PicksSoFar(Partial):
    """Choose between ``min`` and ``max`` options, one pick at a time (in order where order matters)."""

    def __init__(self, d: Decision):
        self.n = len(d.options)
        self.low = d.min
        self.high = min(d.max, self.n)
        self.ordered = bool(d.data.get("ordered"))
        self.labels = [o.key or o.label for o in d.options]
        self.picks: list[int] = []

    def legal(self) -> list[Step]:
        out: list[Step] = [Done()] if len(self.picks) >= self.low else []
        if len(self.picks) < self.high:
            out.extend(Pick(i) for i in range(self.n) if i not in self.picks)
        return out

    def why_not(self, step: Action) -> str | None:
        if self.finished:
            return "the choice is finished"
        if isinstance(step, Pick):
            if not 0 <= step.index < self.n:
                return "no such option"
            if step.index in self.picks:
                return "the same option was chosen twice"
            if len(self.picks) >= self.high:
                return f"at most {self.high} can be chosen: finish with done"
            return None
        if isinstance(step, Done):
            if len(self.picks) < self.low:
                return f"choose at least {self.low} (so far {len(self.picks)})"
            return None
        return "expected a step of the choice: pick OPTION or done"

    def add(self, step: Step) -> None:
        if isinstance(step, Pick):
            self.picks.append(step.index)
        else:
            self.finished = True

    def whole(self) -> Choose:
        return Choose(tuple(self.picks) if self.ordered else tuple(sorted(self.picks)))

    def toward(self, whole: Action) -> Step | None:
        if not isinstance(whole, Choose):
            return None
        want = list(whole.picks)
        if self.ordered:
            if want[:len(self.picks)] != self.picks:
                return None
            return Pick(want[len(self.picks)]) if len(want) > len(self.picks) else Done()
        if not set(self.picks) <= set(want):
            return None
        rest = [i for i in want if i not in self.picks]
        return Pick(min(rest)) if rest else Done()

    def described(self) -> str:
        return "chosen so far: " + (", ".join(self.labels[i] for i in self.picks) or "nothing")


def only_choice(d: Decision) -> Choose | None:
    """The choice if it has a single legal form: all of the options or none, one order."""
    p = PicksSoFar(d)
    if p.low != p.high or p.low > p.n:
        return None
    if p.low == 0:
        return Choose(())
    if p.low == p.n and (not p.ordered or p.n == 1):
        return Choose(tuple(range(p.n)))
    return None


PARTIALS: dict[str, Callable[[Decision], Partial]] = {"attack": AttackSoFar, "block": BlockSoFar, "assign": AssignSoFar, "choose": PicksSoFar}
ONLY: dict[str, Callable[[Decision], Action | None]] = {"attack": only_attack, "block": only_block, "assign": only_assign, "choose": only_choice}


#: The data of a declaration whose restrictions or requirements the step-by-step builders don't follow themselves
#: (CR 506.5: "can't attack/block alone"; 509.1b: "can't be blocked by more than one creature"; 509.1c: blocking
#: requirements): its legal whole declarations are listed, and a step is legal only toward one of them.
LISTED_KEYS = ("alone", "max_blockers", "requirements")
#: The most combinations of a declaration listed so (beyond, the builders' own steps only: a lenient bound on big
#: boards, where no blocking requirement is enforced either, decisions.LISTED_MOST).
LISTED_COMBINATIONS = 4096


class ListedSoFar(Partial):
    """A declaration of attackers or blockers made step by step toward one of its listed legal forms (CR 506.5,
    509.1b-c: restrictions and requirements that depend on the whole declaration)."""

    def __init__(self, inner: PairsSoFar, allowed: list[Action]):
        self.inner = inner
        self.allowed = allowed

    @property
    def finished(self) -> bool:  # type: ignore[override]
        return self.inner.finished

    def legal(self) -> list[Step]:
        out: list[Step] = []
        for w in self.allowed:
            s = self.inner.toward(w)
            if s is not None and s not in out:
                out.append(s)
        return out

    def why_not(self, step: Action) -> str | None:
        problem = self.inner.why_not(step)
        if problem is None and step not in self.legal():
            return ("after that step no legal declaration can be completed (506.5: can't attack or block alone; "
                    "509.1b: can't be blocked by more than one creature; 509.1c: it must obey as many blocking "
                    "requirements as possible)")
        return problem

    def add(self, step: Step) -> None:
        self.inner.add(step)

    def whole(self) -> Action:
        return self.inner.whole()

    def toward(self, whole: Action) -> Step | None:
        return self.inner.toward(whole)

    def described(self) -> str:
        return self.inner.described()


def combinations(d: Decision) -> int:
    """How many combinations ``iter_declarations`` of an attack or block decision goes through."""
    n = 1
    if d.kind == "attack":
        for defs in d.data["candidates"].values():
            n *= len(defs) + 1
    else:
        most: dict[int, int] = d.data.get("max_blocks", {})
        for b, atts in d.data["candidates"].items():
            n *= sum(_choose(len(atts), k) for k in range(min(most.get(b, 1), len(atts)) + 1))
    return n


def _choose(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out = out * (n - i) // (i + 1)
    return out


def _listed(d: Decision) -> list[Action] | None:
    """The legal whole declarations of ``d`` if they are to be listed (``LISTED_KEYS``), else None."""
    if d.kind not in ("attack", "block") or not any(k in d.data for k in LISTED_KEYS):
        return None
    if combinations(d) > LISTED_COMBINATIONS:
        return None
    return list(d.iter_declarations())


def new_partial(d: Decision) -> Partial:
    """An empty declaration in progress for ``d`` (a decision made step by step)."""
    inner = PARTIALS[d.kind](d)
    allowed = _listed(d)
    if allowed and isinstance(inner, PairsSoFar):
        return ListedSoFar(inner, allowed)
    return inner


def only_answer(d: Decision) -> Action | None:
    """The whole answer of ``d`` if it has exactly one legal form, found without enumerating the forms."""
    allowed = _listed(d)
    if allowed is not None:
        return allowed[0] if len(allowed) == 1 else None
    return ONLY[d.kind](d)
