"""What the engine is waiting for: exactly one :class:`Decision` at a time.

A decision says whose it is, what kind it is, the rule behind it and its legal
options.  Kinds:

* ``priority`` — ``options`` are the legal actions (pass, play, cast, activate);
  ``data["mana_actions"]`` holds the indices of those that activate mana abilities;
* ``choose`` — pick between ``min`` and ``max`` of the labelled ``options``;
* ``attack`` — declare attackers; ``data["candidates"]`` maps each creature that can
  attack to the defenders it can attack; ``data["bands"]`` (a ``bands.BandRules``), where
  some can have banding, says which bands may be declared (702.22c);
* ``block`` — declare blockers; ``data["candidates"]`` maps each creature that can
  block to the attackers it can block;
* ``assign`` — divide one creature's combat damage among ``data["recipients"]``.

Attack, block and assign decisions, and choices of more than one option, are made
**step by step** (``manastack.stepwise``): ``legal_actions`` lists the small legal next
steps (one attacker, whom it attacks, one blocker, an amount for the next recipient,
one pick, done), never the exponentially many whole answers, and ``steps`` holds the
steps taken so far.  A whole answer (``Attack``, ``Block``, ``Assign``, ``Choose``) is
still accepted before the first step, checked as a whole.  ``iter_declarations``
enumerates the whole answers (exponential: for tests and short menus).

``sample`` draws one legal action at random; ``check`` says why an answer is illegal
(or returns None); ``take`` reads a decision's answer from a frame's recorded answers,
steps included (the engine's ``Asker``).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from dataclasses import dataclass, field
from typing import Any, Iterator

from manastack.actions import Action, Assign, Attack, Block, Choose, Special, Step
from manastack.bands import BandRules, band_problem, band_sets
from manastack.requirements import obeyed
from manastack.stepwise import LISTED_COMBINATIONS, Partial, combinations, new_partial, only_answer

Ref = tuple[str, int]

#: Kinds of decision always made step by step (``choose`` is when more than one option may be chosen).
STEPWISE_KINDS = frozenset({"attack", "block", "assign"})
#: The most combinations of blocks gone through to find the most requirements a declaration obeys (CR 509.1c): as
#: many as a declaration made step by step lists (``stepwise.LISTED_COMBINATIONS``), so the two agree.
LISTED_MOST = LISTED_COMBINATIONS

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
    steps: tuple[Step, ...] = ()          # the steps taken so far of a decision made step by step
    _partial: Partial | None = field(default=None, init=False, repr=False, compare=False)

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

    # --- steps -----------------------------------------------------------------------

    @property
    def stepwise(self) -> bool:
        """Whether this decision is made step by step (see the module docstring)."""
        return self.kind in STEPWISE_KINDS or (self.kind == "choose" and min(self.max, len(self.options)) > 1)

    def partial(self) -> Partial:
        """The declaration in progress: ``steps`` replayed (a stepwise decision only)."""
        if self._partial is None:
            p = new_partial(self)
            for s in self.steps:
                p.add(s)
            self._partial = p
        return self._partial

    def take(self, answers: list[Action], i: int, auto: bool = True) -> tuple[Action | None, int, "Decision"]:
        """Read this decision's answer from a frame's recorded ``answers``, starting at ``i``.

        Returns (the whole answer, the index after it, self), or (None, the index after the
        steps so far, the decision pending with those steps).  A recorded whole answer is
        returned as it is; recorded steps are composed into the whole answer once finished.
        With ``auto``, a decision with one legal form is answered without asking, and so is a
        step that is the only legal one once the sequence has begun (both recorded in
        ``answers``, so that the frame replays them).  Steps that are no longer legal (a player
        left the game in the middle of a declaration, 800.4a) are dropped and the declaration
        starts again.
        """
        if i < len(answers) and not isinstance(answers[i], Step):
            return answers[i], i + 1, self
        if i == len(answers):
            if auto:
                only = self.single_option()
                if only is not None:
                    answers.append(only)
                    return only, i + 1, self
            return None, i, self
        start = i
        if not self.stepwise:
            del answers[start:]
            return self.take(answers, start, auto)
        p = new_partial(self)
        taken: list[Step] = []
        while True:
            while i < len(answers):
                s = answers[i]
                if not isinstance(s, Step) or p.why_not(s) is not None:
                    del answers[start:]
                    return self.take(answers, start, auto)
                p.add(s)
                taken.append(s)
                i += 1
                if p.finished:
                    return p.whole(), i, self
            legal = p.legal()
            if not legal:       # cannot happen unless the position changed under the steps
                del answers[start:]
                return self.take(answers, start, auto)
            if auto and len(legal) == 1:
                answers.append(legal[0])
                continue
            pending = dataclasses.replace(self, steps=tuple(taken))
            pending._partial = p
            return None, i, pending

    def toward(self, whole: Action) -> Step | None:
        """The next step from the steps taken so far to the whole answer ``whole`` (None if they are not
        part of it): lets an agent that plans whole declarations go on with one begun step by step."""
        return self.partial().toward(whole) if self.stepwise else None

    # --- enumeration -----------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        return list(self.iter_legal_actions())

    def iter_legal_actions(self) -> Iterator[Action]:
        """The legal answers: a priority decision's actions, a single choice's options, or the legal next
        steps of a decision made step by step (a short list, bounded by the number of objects)."""
        if self.kind == "priority":
            yield from self.options
        elif self.stepwise:
            yield from self.partial().legal()
        elif self.kind == "choose":
            if self.min == 0:
                yield Choose(())
            if self.max >= 1:
                for i in range(len(self.options)):
                    yield Choose((i,))

    def iter_declarations(self) -> Iterator[Action]:
        """Every legal whole answer, lazily.  Exponential in the number of creatures or options: for tests
        and short menus only (agents pick from ``legal_actions``)."""
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
            rules: BandRules | None = self.data.get("bands")
            for choice in itertools.product(*[[None] + list(cands[i]) for i in ids]):
                a = Attack(tuple((i, d) for i, d in zip(ids, choice) if d is not None))
                if self._check_whole(a) is None:
                    yield a
                    if rules is not None:
                        yield from (Attack(a.pairs, bands) for bands in band_sets(rules, dict(a.pairs)) if bands)
        elif self.kind == "block":
            bc: dict[int, list[int]] = self.data["candidates"]
            most: dict[int, int] = self.data.get("max_blocks", {})
            bids = sorted(bc)
            # each blocker blocks none, one, or (509.1a: "an additional creature") up to its most attackers
            bchoices = [[c for k in range(min(most.get(i, 1), len(bc[i])) + 1)
                         for c in itertools.combinations(sorted(bc[i]), k)] for i in bids]
            for bchoice in itertools.product(*bchoices):
                b = Block(tuple(sorted((i, x) for i, xs in zip(bids, bchoice) for x in xs)))
                if self._check_whole(b) is None:
                    yield b
        elif self.kind == "assign":
            recips: list[Ref] = self.data["recipients"]
            total: int = self.data["amount"]
            for split in _compositions(total, len(recips)):
                a2 = Assign(tuple((r, n) for r, n in zip(recips, split) if n))
                if self._check_whole(a2) is None:
                    yield a2

    def options_without_mana(self) -> list[Action]:
        """A priority decision's options except activations of mana abilities (CR 605), which
        rarely matter on their own: payment taps sources by itself."""
        mana = self.data.get("mana_actions", frozenset())
        return [a for i, a in enumerate(self.options) if i not in mana]

    def sample(self, rng: random.Random) -> Action:
        """A legal action chosen uniformly at random (a step, for a decision made step by step)."""
        if self.kind == "priority":
            chosen: Action = self.options[rng.randrange(len(self.options))]
            return chosen
        acts = self.legal_actions()
        return acts[rng.randrange(len(acts))]

    # --- validation ------------------------------------------------------------------

    def check(self, action: Action) -> str | None:
        """None if ``action`` answers this decision legally, else the reason it does not."""
        if self.kind == "priority":
            if action in self.options:
                return None
            if isinstance(action, Special):
                return "that object offers no special action now (116.2)"
            return "that action is not legal now"
        if isinstance(action, Step):
            if not self.stepwise:
                return f"this decision is answered in one go, not step by step ({self.prompt}): choose OPTION"
            return self.partial().why_not(action)
        if self.steps:
            return (f"this declaration is being made step by step ({self.partial().described()}): go on with "
                    f"the next step or finish it; a whole answer is accepted only before the first step")
        return self._check_whole(action)

    def _bands_problem(self, action: Attack) -> str | None:
        """CR 702.22c-d: why the bands of a declaration of attackers are illegal (None if they are legal)."""
        rules: BandRules | None = self.data.get("bands")
        if rules is None:
            return "no attacking creature here has banding or \"bands with other\" (702.22c)"
        whom = dict(action.pairs)
        banded: set[int] = set()
        for band in action.bands:
            if any(m not in whom for m in band):
                return "a band is made of creatures declared as attackers (702.22c)"
            if banded & set(band):
                return "a creature can be a member of only one band (702.22c)"
            banded.update(band)
            if len({whom[m] for m in band}) > 1:
                return "all creatures in a band attack the same player or planeswalker (702.22d)"
            problem = band_problem(rules, band)
            if problem is not None:
                return problem
        return None

    def _block_limits(self, action: Block) -> str | None:
        """CR 506.5, 509.1b-c: "can't be blocked by more than one creature", "can't block alone", and the blocking
        requirements (rules/combat_requirements.py): a declaration must obey as many as a legal one can."""
        names = self.data.get("names", {})
        counts: dict[int, int] = {}
        for _, att in action.pairs:
            counts[att] = counts.get(att, 0) + 1
        for att, most in self.data.get("max_blockers", {}).items():
            if counts.get(att, 0) > most:
                return f"{names.get(att, 'that attacker')} can't be blocked by more than {most} creature (509.1b)"
        blockers = {b for b, _ in action.pairs}
        if len(blockers) == 1 and blockers & set(self.data.get("alone", ())):
            return f"{names.get(next(iter(blockers)), 'that creature')} can't block alone (506.5)"
        reqs = self.data.get("requirements")
        if reqs:
            n, most = obeyed(reqs, action.pairs), self.data.get("most_requirements", 0)
            if n < most:
                return (f"this declaration obeys {n} blocking requirement(s) (\"must be blocked if able\", \"all "
                        f"creatures able to block it do so\", \"blocks each combat if able\"); a legal one obeys "
                        f"{most}, the most possible (509.1c)")
        return None

    def most_requirements(self, reqs: list[list[Any]]) -> int:
        """CR 509.1c: the most of the blocking requirements ``reqs`` that one of this decision's legal declarations
        obeys (this decision carries the restrictions, not the requirements); the declarations are enumerated, if
        there are at most ``LISTED_MOST`` combinations of blocks to go through (beyond, none is required: a lenient
        bound on big boards)."""
        if combinations(self) > LISTED_MOST:
            return 0
        best = 0
        for b in self.iter_declarations():
            assert isinstance(b, Block)
            best = max(best, obeyed(reqs, b.pairs))
            if best == len(reqs):
                break
        return best

    def _check_whole(self, action: Action) -> str | None:
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
                    return f"{self.data.get('names', {}).get(must, 'a creature')} attacks each combat if able (508.1d)"
            alone = self.data.get("alone", ())
            if len(seen) == 1 and seen & set(alone):
                return f"{self.data.get('names', {}).get(next(iter(seen)), 'that creature')} can't attack alone (506.5)"
            return self._bands_problem(action) if action.bands else None
        if self.kind == "block":
            if not isinstance(action, Block):
                return "expected a block declaration"
            bc = self.data["candidates"]
            most: dict[int, int] = self.data.get("max_blocks", {})
            seen2: dict[int, list[int]] = {}
            for blk, att in action.pairs:
                if att in seen2.get(blk, ()):
                    return "a creature was declared as a blocker of the same attacker twice (509.1a)"
                if len(seen2.get(blk, ())) >= most.get(blk, 1):
                    return ("a creature was declared as a blocker twice (it can block only one attacker, 509.1a)"
                            if most.get(blk, 1) == 1 else
                            f"a creature was declared as the blocker of more than {most[blk]} attackers (509.1a)")
                seen2.setdefault(blk, []).append(att)
                if blk not in bc:
                    return self.data.get("why", {}).get(blk, "that creature can't block")
                if att not in bc[blk]:
                    return "that creature can't block that attacker"
            counts: dict[int, int] = {}
            for _, att in action.pairs:
                counts[att] = counts.get(att, 0) + 1
            for att, need in self.data.get("min_blockers", {}).items():
                if 0 < counts.get(att, 0) < need:
                    return (f"{self.data.get('names', {}).get(att, 'that attacker')} can't be blocked except by "
                            f"{need} or more creatures "
                            f"(menace, 702.111b)")
            return self._block_limits(action)
        if self.kind == "assign":
            if not isinstance(action, Assign):
                return "expected a damage assignment"
            recips = self.data["recipients"]
            total = 0
            given: dict[Ref, int] = {}
            for r, n in action.pairs:
                if r not in recips:
                    return "damage can only be assigned to the creatures it's blocking or blocked by (510.1c-d)"
                if r in given:
                    return "a recipient was named twice"
                if n < 0:
                    return "damage amounts are not negative"
                given[r] = n
                total += n
            if total != self.data["amount"]:
                return f"assign exactly {self.data['amount']} damage (510.1a), not {total}"
            player = self.data.get("trample_to")
            if player is not None and given.get(player, 0) > 0:
                for r, need in self.data["lethal"].items():
                    if given.get(r, 0) < need:
                        return ("with trample, lethal damage must be assigned to every blocker before any is "
                                "assigned to the player (702.19b)" if "planeswalker" not in self.data else
                                "with trample over planeswalkers, lethal damage must be assigned to every blocker "
                                "and damage equal to its loyalty to the planeswalker before any is assigned to its "
                                "controller (702.19c)")
            walker = self.data.get("planeswalker")
            if walker is not None and given.get(walker, 0) > 0:
                if any(given.get(r, 0) < need for r, need in self.data["blocker_lethal"].items()):
                    return ("with trample over planeswalkers, lethal damage must be assigned to every blocker "
                            "before any is assigned to the planeswalker (702.19b-c)")
            return None
        return "unknown decision"

    def single_option(self) -> Action | None:
        """The only legal whole answer, if there is exactly one (the engine then takes it, judge format)."""
        if self.kind == "priority" or self.steps:
            return None
        if self.stepwise:
            return only_answer(self)
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


