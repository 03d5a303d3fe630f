"""Combat restrictions and requirements on the declarations themselves (manastack.decisions, manastack.stepwise,
rules/combat_requirements.py): a declaration of blockers obeys as many blocking requirements as a legal one can
(CR 509.1c), "can't attack/block alone" (506.5) and "can't be blocked by more than one creature" (509.1b) are
obeyed, and declarations made step by step reach exactly the legal whole declarations, with no dead end."""

from __future__ import annotations

import dataclasses
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.actions import Action, Attack, Block, Step
from manastack.decisions import Decision
from manastack.requirements import obeyed
from manastack.rules.combat import most_obeyed

Ref = tuple[str, int]


def _walk(d: Decision, found: set[Action], seen: set[str]) -> None:
    legal = d.legal_actions()
    assert legal, f"dead end after {d.steps}"
    for s in legal:
        assert isinstance(s, Step) and d.check(s) is None
        nxt = dataclasses.replace(d, steps=d.steps + (s,))
        p = nxt.partial()
        if p.finished:
            whole = p.whole()
            assert dataclasses.replace(d, steps=()).check(whole) is None, (whole, nxt.steps)
            found.add(whole)
            continue
        key = repr((p.whole(), getattr(getattr(p, "inner", p), "waiting", None)))
        if key not in seen:
            seen.add(key)
            _walk(nxt, found, seen)


@st.composite
def limited_blocks(draw: st.DrawFn) -> Decision:
    attackers = list(range(50, 50 + draw(st.integers(1, 3))))
    cands = {10 + i: draw(st.lists(st.sampled_from(attackers), min_size=1, max_size=3, unique=True))
             for i in range(draw(st.integers(1, 4)))}
    data: dict[str, Any] = {"candidates": cands, "names": {o: f"c{o}" for o in [*cands, *attackers]}}
    reqs: list[list[Any]] = []
    for a in attackers:
        if draw(st.booleans()):
            reqs.append(["blocked", a])
        if draw(st.integers(0, 3)) == 0:
            reqs.extend(["block", b, a] for b in sorted(cands) if a in cands[b])
    reqs.extend(["blocks", b] for b in cands if draw(st.integers(0, 3)) == 0)
    at_most = {a: 1 for a in attackers if draw(st.integers(0, 3)) == 0}
    if at_most:
        data["max_blockers"] = at_most
    alone = [b for b in cands if draw(st.integers(0, 3)) == 0]
    if alone:
        data["alone"] = alone
    if reqs:
        data["requirements"] = reqs
        data["most_requirements"] = most_obeyed(1, data)
    return Decision(1, "block", "Declare blockers", "509.1", data=data)


@settings(max_examples=120, deadline=None)
@given(limited_blocks())
def test_blockers_declared_step_by_step_reach_exactly_the_declarations_obeying_the_most_requirements_cr_509_1c(
        d: Decision) -> None:
    found: set[Action] = set()
    _walk(d, found, set())
    every = set(d.iter_declarations())
    assert found == every
    reqs = d.data.get("requirements", [])
    if reqs:
        best = max(obeyed(reqs, b.pairs) for b in every if isinstance(b, Block))
        assert best == d.data["most_requirements"]
        assert all(isinstance(b, Block) and obeyed(reqs, b.pairs) == best for b in every)


def test_a_lure_requirement_is_one_for_each_creature_able_to_block_cr_509_1c() -> None:
    data: dict[str, Any] = {"candidates": {10: [50, 51], 11: [50], 12: [51]},
                            "requirements": [["block", 10, 50], ["block", 11, 50]]}
    data["most_requirements"] = most_obeyed(1, data)
    d = Decision(1, "block", "Declare blockers", "509.1", data=data)
    assert data["most_requirements"] == 2
    assert d.check(Block(((10, 50), (11, 50)))) is None
    assert d.check(Block(((10, 50), (11, 50), (12, 51)))) is None
    problem = d.check(Block(((10, 51), (11, 50))))
    assert problem is not None and "509.1c" in problem


def test_a_creature_that_cant_attack_alone_needs_a_companion_cr_506_5() -> None:
    d = Decision(0, "attack", "Declare attackers", "508.1",
                 data={"candidates": {10: [("p", 1)], 11: [("p", 1)]}, "alone": [10], "names": {10: "Flunkies"}})
    problem = d.check(Attack(((10, ("p", 1)),)))
    assert problem is not None and "506.5" in problem
    assert d.check(Attack(((10, ("p", 1)), (11, ("p", 1))))) is None
    assert d.check(Attack(((11, ("p", 1)),))) is None
    found: set[Action] = set()
    _walk(d, found, set())
    assert found == set(d.iter_declarations()) and Attack(((10, ("p", 1)),)) not in found


def test_a_creature_that_cant_be_blocked_by_more_than_one_is_refused_a_second_blocker_cr_509_1b() -> None:
    d = Decision(1, "block", "Declare blockers", "509.1",
                 data={"candidates": {10: [50], 11: [50]}, "max_blockers": {50: 1}})
    problem = d.check(Block(((10, 50), (11, 50))))
    assert problem is not None and "509.1b" in problem
    assert d.check(Block(((10, 50),))) is None


def test_the_heuristic_agent_blocks_a_lure_creature_as_the_requirements_say_with_no_fallback_cr_509_1c() -> None:
    import json

    from manastack.agents import HeuristicAgent
    from manastack.judge.scenario import load_text
    from manastack.judge.setup import build_game
    from manastack.notation import parse_action
    from manastack.oracle.compiler import compile_face
    from oracle_faces import face

    unicorn = compile_face(face("Prized Unicorn", "Creature — Unicorn", "All creatures able to block this creature do "
                                "so.", "{3}{G}", "2", "2")).data
    doc = {"name": "lure", "cards": [unicorn], "start": {"turn": 3, "step": "declare_attackers", "players": {
        "alice": {"battlefield": [{"card": "Prized Unicorn", "id": "unicorn", "attacking": True},
                                  {"card": "Wind Drake", "attacking": True}]},
        "bob": {"battlefield": ["Grizzly Bears", "Hill Giant", "Llanowar Elves", "Belbe's Percher"]}}}}
    game = build_game(load_text(json.dumps(doc), "lure.yaml")[0])
    while game.pending is not None and game.pending.kind != "block":
        game.apply(parse_action(game, "pass"))
    d = game.pending
    assert d is not None and d.kind == "block"
    agent = HeuristicAgent(1)
    while game.pending is not None and game.pending.kind == "block":
        action = agent.choose(game)
        game.apply(action)
    assert agent.fallbacks == 0
    combat = game.state.combat
    assert combat is not None
    assert len(combat.blocked_by.get(game.state.labels["unicorn"], [])) == 3
