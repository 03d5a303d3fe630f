"""What the engine is waiting for: exactly one :class:`Decision` at a time.

A decision says whose it is, what kind it is, the rule behind it and its legal
options.  Kinds:

* ``priority`` — ``options`` are the legal actions (pass, play, cast, activate);
  ``data["mana_actions"]`` holds the indices of those that activate mana abilities;
* ``choose`` — pick between ``min`` and ``max`` of the labelled ``options``;
* ``attack`` — declare attackers; ``data["candidates"]`` maps each creature that can
  attack to the defenders it can attack;
* ``block`` — declare blockers; ``data["candidates"]`` maps each creature that can
  block to the attackers it can block;
* ``assign`` — divide one creature's combat damage among ``data["recipients"]``.

``legal_actions`` enumerates every legal answer (lazily for the combinatorial kinds);
``sample`` draws one uniformly-ish at random without enumerating; ``check`` says why
an answer is illegal (or returns None).
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field
from typing import Any, Iterator

from manastack.actions import Action, Assign, Attack, Block, Choose, Special

Ref = tuple[str, int]


@dataclass(frozen=True, slots=True)
class Option:
    """One labelled option of a ``choose`` decision."""

    label: str
    value: Any = None
    key: str = ""          # a unique label where several share ``label`` (``Grizzly Bears#12``)


@dataclass(slots=True)
class Decision:
    player: int
    kind: str
    prompt: str
    rule: str = ""
    options: tuple[Any, ...] = ()
    min: int = 1
    max: int = 1
    data: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        """Every option of a ``choose`` decision can be named: duplicate keys get "/2", "/3"..."""
        if self.kind != "choose" or len(self.options) < 2:
            return
        keys = [o.key or o.label for o in self.options]
        if len(set(k.lower() for k in keys)) == len(keys):
            return
        seen: dict[str, int] = {}
        fixed = []
        for o, k in zip(self.options, keys):
            n = seen[k.lower()] = seen.get(k.lower(), 0) + 1
            fixed.append(Option(o.label, o.value, k if n == 1 else f"{k}/{n}"))
        self.options = tuple(fixed)

    # --- enumeration -----------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        return list(self.iter_legal_actions())

    def iter_legal_actions(self) -> Iterator[Action]:
        if self.kind == "priority":
            yield from self.options
        elif self.kind == "choose":
            n = len(self.options)
            for k in range(self.min, min(self.max, n) + 1):
                for combo in (itertools.permutations(range(n), k) if self.data.get("ordered")
                              else itertools.combinations(range(n), k)):
                    yield Choose(tuple(combo))
        elif self.kind == "attack":
            cands: dict[int, list[Ref]] = self.data["candidates"]
            ids = sorted(cands)
            for choice in itertools.product(*[[None] + list(cands[i]) for i in ids]):
                a = Attack(tuple((i, d) for i, d in zip(ids, choice) if d is not None))
                if self.check(a) is None:
                    yield a
        elif self.kind == "block":
            bc: dict[int, list[int]] = self.data["candidates"]
            ids = sorted(bc)
            bchoices: list[list[int | None]] = [[None, *bc[i]] for i in ids]
            for bchoice in itertools.product(*bchoices):
                b = Block(tuple((i, x) for i, x in zip(ids, bchoice) if x is not None))
                if self.check(b) is None:
                    yield b
        elif self.kind == "assign":
            recips: list[Ref] = self.data["recipients"]
            total: int = self.data["amount"]
            for split in _compositions(total, len(recips)):
                a2 = Assign(tuple((r, n) for r, n in zip(recips, split) if n))
                if self.check(a2) is None:
                    yield a2

    def options_without_mana(self) -> list[Action]:
        """A priority decision's options except activations of mana abilities (CR 605), which
        rarely matter on their own: payment taps sources by itself."""
        mana = self.data.get("mana_actions", frozenset())
        return [a for i, a in enumerate(self.options) if i not in mana]

    def sample(self, rng: random.Random) -> Action:
        """A random legal answer, without enumerating combinatorial kinds."""
        if self.kind == "priority":
            chosen: Action = self.options[rng.randrange(len(self.options))]
            return chosen
        if self.kind == "choose":
            n = len(self.options)
            k = rng.randint(self.min, min(self.max, n))
            picks = rng.sample(range(n), k)
            if not self.data.get("ordered"):
                picks.sort()
            return Choose(tuple(picks))
        for _ in range(50):
            a: Action
            if self.kind == "attack":
                cands: dict[int, list[Ref]] = self.data["candidates"]
                pairs = []
                for i in sorted(cands):
                    if rng.random() < 0.5:
                        pairs.append((i, cands[i][rng.randrange(len(cands[i]))]))
                a = Attack(tuple(pairs))
            elif self.kind == "block":
                bc: dict[int, list[int]] = self.data["candidates"]
                bpairs = []
                for i in sorted(bc):
                    if rng.random() < 0.5:
                        bpairs.append((i, bc[i][rng.randrange(len(bc[i]))]))
                a = Block(tuple(bpairs))
            else:
                recips: list[Ref] = self.data["recipients"]
                total: int = self.data["amount"]
                cuts = sorted(rng.randint(0, total) for _ in range(len(recips) - 1))
                split = [b - a_ for a_, b in zip([0] + cuts, cuts + [total])]
                a = Assign(tuple((r, n) for r, n in zip(recips, split) if n))
            if self.check(a) is None:
                return a
        return next(self.iter_legal_actions())

    # --- validation ------------------------------------------------------------------

    def check(self, action: Action) -> str | None:
        """None if ``action`` answers this decision legally, else the reason it does not."""
        if self.kind == "priority":
            if action in self.options:
                return None
            if isinstance(action, Special):
                return "that object offers no special action now (116.2)"
            return "that action is not legal now"
        if self.kind == "choose":
            if not isinstance(action, Choose):
                return f"expected a choice ({self.prompt})"
            picks = action.picks
            if len(set(picks)) != len(picks):
                return "the same option was chosen twice"
            if any(p < 0 or p >= len(self.options) for p in picks):
                return "no such option"
            if not (self.min <= len(picks) <= self.max):
                if self.min == self.max:
                    return f"choose exactly {self.min}"
                return f"choose between {self.min} and {self.max}"
            return None
        if self.kind == "attack":
            if not isinstance(action, Attack):
                return "expected an attack declaration"
            cands = self.data["candidates"]
            seen: set[int] = set()
            for att, d in action.pairs:
                if att in seen:
                    return "a creature was declared as an attacker twice"
                seen.add(att)
                if att not in cands:
                    return self.data.get("why", {}).get(att, "that creature can't attack")
                if d not in cands[att]:
                    return "that creature can't attack that player or planeswalker"
            for must in self.data.get("must_attack", ()):
                if must not in seen:
                    return f"{self.data['names'][must]} attacks each combat if able (508.1d)"
            return None
        if self.kind == "block":
            if not isinstance(action, Block):
                return "expected a block declaration"
            bc = self.data["candidates"]
            seen2: set[int] = set()
            for blk, att in action.pairs:
                if blk in seen2:
                    return "a creature was declared as a blocker twice (it can block only one attacker, 509.1a)"
                seen2.add(blk)
                if blk not in bc:
                    return self.data.get("why", {}).get(blk, "that creature can't block")
                if att not in bc[blk]:
                    return "that creature can't block that attacker"
            counts: dict[int, int] = {}
            for _, att in action.pairs:
                counts[att] = counts.get(att, 0) + 1
            for att, need in self.data.get("min_blockers", {}).items():
                if 0 < counts.get(att, 0) < need:
                    return (f"{self.data['names'][att]} can't be blocked except by {need} or more creatures "
                            f"(menace, 702.111b)")
            return None
        if self.kind == "assign":
            if not isinstance(action, Assign):
                return "expected a damage assignment"
            recips = self.data["recipients"]
            total = 0
            for r, n in action.pairs:
                if r not in recips:
                    return "damage can only be assigned to the creatures it's blocking or blocked by (510.1c-d)"
                if n < 0:
                    return "damage amounts are not negative"
                total += n
            if total != self.data["amount"]:
                return f"assign exactly {self.data['amount']} damage (510.1a), not {total}"
            player = self.data.get("trample_to")
            if player is not None:
                given = dict(action.pairs)
                if given.get(player, 0) > 0:
                    for r, need in self.data["lethal"].items():
                        if given.get(r, 0) < need:
                            return ("with trample, lethal damage must be assigned to every blocker before any is "
                                    "assigned to the player (702.19b)")
            return None
        return "unknown decision"

    def single_option(self) -> Action | None:
        """The only legal answer, if there is exactly one (the engine then takes it, judge format)."""
        if self.kind == "priority":
            return None
        it = self.iter_legal_actions()
        first = next(it, None)
        if first is None:
            return None
        if next(it, None) is not None:
            return None
        return first


def _compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in _compositions(total - first, parts - 1):
            yield (first,) + rest


