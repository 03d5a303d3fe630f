"""Declarations made one small decision at a time (manastack.stepwise): short lists, no dead ends, the same
legal declarations as the whole notation, whole answers accepted before the first step."""

from __future__ import annotations

import dataclasses
import textwrap

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack import Game
from manastack.actions import Action, Attack, AttackTarget, Block, BlockTarget, DeclareAttacker, DeclareBlocker, Done, Step
from manastack.decisions import Decision, Option
from manastack.game import IllegalAction
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.notation import format_action, parse_action
from manastack.serialization import dumps, loads

Ref = tuple[str, int]


# --- every sequence of steps, on decisions built directly ----------------------------------------

def _walk(d: Decision, seen: set[tuple[object, ...]], found: set[Action], bound: int) -> None:
    """Follow every legal step from ``d``: each partial declaration offers at most ``bound`` steps and at
    least one (no dead end); each finished one is a legal whole declaration, collected in ``found``."""
    legal = d.legal_actions()
    assert legal, f"dead end after {d.steps}"
    assert len(legal) <= bound, f"{len(legal)} steps offered, more than {bound}"
    for s in legal:
        assert isinstance(s, Step) and d.check(s) is None
        nxt = dataclasses.replace(d, steps=d.steps + (s,))
        p = nxt.partial()
        if p.finished:
            whole = p.whole()
            assert dataclasses.replace(d, steps=()).check(whole) is None, (whole, nxt.steps)
            found.add(whole)
            continue
        key = (repr(p.whole()), getattr(p, "waiting", None), len(getattr(p, "given", ())))
        if key in seen:
            continue
        seen.add(key)
        _walk(nxt, seen, found, bound)


def _same_declarations(d: Decision, bound: int) -> None:
    found: set[Action] = set()
    _walk(d, set(), found, bound)
    every = set(d.iter_declarations())
    assert found == every
    only = d.single_option()
    assert (only is not None) == (len(every) == 1)
    if only is not None:
        assert {only} == every


@st.composite
def attack_decisions(draw: st.DrawFn) -> Decision:
    n = draw(st.integers(0, 4))
    defenders: list[Ref] = [("p", 1), ("p", 2), ("o", 90)][:draw(st.integers(1, 3))]
    cands = {10 + i: draw(st.lists(st.sampled_from(defenders), min_size=1, max_size=3, unique=True))
             for i in range(n)}
    must = [c for c in cands if draw(st.booleans())]
    return Decision(0, "attack", "Declare attackers", "508.1",
                    data={"candidates": cands, "must_attack": must, "names": {c: f"c{c}" for c in cands}})


@st.composite
def block_decisions(draw: st.DrawFn) -> Decision:
    attackers = list(range(50, 50 + draw(st.integers(1, 3))))
    n = draw(st.integers(0, 5))
    cands = {10 + i: draw(st.lists(st.sampled_from(attackers), min_size=1, max_size=3, unique=True))
             for i in range(n)}
    need = {a: draw(st.sampled_from([2, 2, 3])) for a in attackers if draw(st.booleans())}
    names = {o: f"c{o}" for o in list(cands) + attackers}
    return Decision(1, "block", "Declare blockers", "509.1",
                    data={"candidates": cands, "min_blockers": need, "names": names})


@st.composite
def assign_decisions(draw: st.DrawFn) -> Decision:
    blockers: list[Ref] = [("o", 10 + i) for i in range(draw(st.integers(1, 3)))]
    data: dict[str, object] = {"recipients": list(blockers), "amount": draw(st.integers(0, 6))}
    if draw(st.booleans()):
        data["recipients"] = blockers + [("p", 1)]
        data["trample_to"] = ("p", 1)
        data["lethal"] = {b: draw(st.integers(0, 4)) for b in blockers}
    return Decision(0, "assign", "Divide combat damage", "510.1c", data=data)


@st.composite
def choose_decisions(draw: st.DrawFn) -> Decision:
    n = draw(st.integers(2, 5))
    high = draw(st.integers(2, n))
    low = draw(st.integers(0, high))
    options = tuple(Option(f"option {i}", i) for i in range(n))
    return Decision(0, "choose", "Choose", "700.2", options, min=low, max=high,
                    data={"ordered": draw(st.booleans())})


@settings(max_examples=120, deadline=None)
@given(attack_decisions())
def test_attackers_declared_one_at_a_time_reach_exactly_the_legal_declarations_cr_508_1(d: Decision) -> None:
    _same_declarations(d, max(len(d.data["candidates"]) + 1, 3))


@settings(max_examples=120, deadline=None)
@given(block_decisions())
def test_blockers_declared_one_at_a_time_never_strand_a_menace_attacker_cr_509_1_702_111b(d: Decision) -> None:
    _same_declarations(d, max(len(d.data["candidates"]) + 1, 3))


@settings(max_examples=120, deadline=None)
@given(assign_decisions())
def test_damage_divided_one_recipient_at_a_time_keeps_trample_lethal_first_cr_510_1c_702_19b(d: Decision) -> None:
    _same_declarations(d, d.data["amount"] + 1)


@settings(max_examples=80, deadline=None)
@given(choose_decisions())
def test_choosing_n_of_m_one_pick_at_a_time_reaches_every_legal_choice(d: Decision) -> None:
    _same_declarations(d, len(d.options) + 1)


def test_done_is_not_offered_while_a_creature_that_attacks_each_combat_has_not_attacked_cr_508_1d() -> None:
    d = Decision(0, "attack", "Declare attackers", "508.1",
                 data={"candidates": {10: [("p", 1)], 11: [("p", 1)]}, "must_attack": [11], "names": {11: "Brute"}})
    assert Done() not in d.legal_actions()
    assert d.check(Done()) == "Brute attacks each combat if able (508.1d)"
    after = dataclasses.replace(d, steps=(DeclareAttacker(11), AttackTarget(("p", 1))))
    assert Done() in after.legal_actions()


def test_a_blocker_that_could_only_be_a_lone_blocker_of_a_menace_attacker_is_not_offered_cr_702_111b() -> None:
    # 20 can block only the menace attacker 50, and no other creature can help it: blocking with 20 is a dead end.
    d = Decision(1, "block", "Declare blockers", "509.1",
                 data={"candidates": {20: [50], 21: [51]}, "min_blockers": {50: 2}, "names": {20: "Bears"}})
    assert DeclareBlocker(20) not in d.legal_actions()
    assert "menace" in (d.check(DeclareBlocker(20)) or "")
    assert d.check(Block(((20, 50),))) is not None


# --- in games ------------------------------------------------------------------------------------

def _position(text: str) -> Game:
    return build_game(load_text(textwrap.dedent(text), "position.yaml")[0])


def _to_attack(game: Game) -> Decision:
    game.apply(parse_action(game, "pass"))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(parse_action(game, "pass"))
    d = game.pending
    assert d is not None and d.kind == "attack"
    return d


FOUR_PLAYERS = """
    name: a big board
    start:
      step: beginning_of_combat
      players:
        alice:
          battlefield: [{card: Grizzly Bears, count: 10}, {card: Boggart Brute, count: 5}]
        bob:
          battlefield: [{card: Grizzly Bears, count: 5}]
        carol:
          battlefield: [{card: Savannah Lions, count: 5}, Garruk Wildspeaker]
        dave:
          battlefield: [{card: Serra Angel, count: 5}]
"""


def test_thirty_creatures_and_four_players_give_short_lists_of_steps_cr_508_1_509_1() -> None:
    game = _position(FOUR_PLAYERS)
    d = _to_attack(game)
    creatures = 15
    assert len(d.legal_actions()) <= creatures + 2
    for i, s in enumerate(list(d.legal_actions())[1:]):      # every creature attacks, each chooses whom
        assert isinstance(s, DeclareAttacker)
        game.apply(s)
        defenders = game.legal_actions()
        assert {format_action(game, a) for a in defenders} == {"attacks bob", "attacks carol", "attacks dave",
                                                               "attacks Garruk Wildspeaker"}
        game.apply(defenders[i % 2])
    # with every creature declared, done was the only step left: taken without asking
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(parse_action(game, "pass"))
    d = game.pending
    assert d is not None and d.kind == "block" and d.player == 1
    assert len(d.legal_actions()) <= 5 + 2


def test_a_whole_declaration_is_accepted_before_the_first_step_and_refused_after_it_state_unchanged() -> None:
    game = _position(FOUR_PLAYERS)
    d = _to_attack(game)
    twin = game.clone()
    twin.apply(parse_action(twin, "attack Boggart Brute -> bob"))
    assert twin.state.combat is not None and len(twin.state.combat.attackers) == 1
    game.apply(parse_action(game, "attacker Boggart Brute"))
    before = dumps(game)
    with pytest.raises(IllegalAction, match="step by step"):
        game.apply(parse_action(game, "attack Boggart Brute -> bob"))
    with pytest.raises(IllegalAction, match="say first whom"):
        game.apply(parse_action(game, "done"))
    assert dumps(game) == before
    assert d.steps == ()


def test_steps_toward_a_whole_declaration_give_the_same_game_as_the_whole_cr_508_1() -> None:
    whole_game = _position(FOUR_PLAYERS)
    _to_attack(whole_game)
    steps_game = whole_game.clone()
    whole = parse_action(whole_game, "attack Grizzly Bears#2 -> carol; Boggart Brute#12, Boggart Brute#13 -> dave")
    whole_game.apply(whole)
    n = 0
    while steps_game.pending is not None and steps_game.pending.kind == "attack":
        step = steps_game.pending.toward(whole)
        assert step is not None
        steps_game.apply(step)
        n += 1
    assert n == 7
    assert steps_game.state.events == whole_game.state.events


def test_a_game_saved_in_the_middle_of_a_declaration_loads_with_the_same_steps_and_goes_on_identically() -> None:
    game = _position(FOUR_PLAYERS)
    _to_attack(game)
    game.apply(parse_action(game, "attacker Boggart Brute"))
    saved = loads(dumps(game))
    assert saved.pending is not None and game.pending is not None
    assert saved.pending.steps == game.pending.steps
    assert len(game.pending.steps) == 1 and isinstance(game.pending.steps[0], DeclareAttacker)
    assert saved.legal_actions() == game.legal_actions()
    for g in (game, saved):
        g.apply(parse_action(g, "attacks dave"))
        g.apply(Done())
    assert saved.state.events == game.state.events


def test_the_heuristic_agent_goes_on_with_a_declaration_begun_step_by_step_toward_its_own_plan() -> None:
    from manastack.agents import HeuristicAgent

    game = _position(FOUR_PLAYERS)
    d = _to_attack(game)
    agent = HeuristicAgent(1)
    plan = agent.choose(game)
    assert isinstance(plan, Attack) and len(plan.pairs) >= 2
    whole = game.clone()
    whole.apply(plan)
    first = d.toward(plan)
    assert first is not None
    game.apply(first)
    while game.pending is not None and game.pending.kind == "attack":
        game.apply(agent.choose(game))
    assert agent.fallbacks == 0
    assert game.state.events == whole.state.events


@st.composite
def multi_block_decisions(draw: st.DrawFn) -> Decision:
    """Blockers some of which can block an additional creature each combat (509.1a), with menace attackers."""
    d = draw(block_decisions())
    cands: dict[int, list[int]] = d.data["candidates"]
    most = {b: draw(st.integers(2, 3)) for b in cands if len(cands[b]) > 1 and draw(st.booleans())}
    return dataclasses.replace(d, data={**d.data, "max_blocks": most})


@settings(max_examples=120, deadline=None)
@given(multi_block_decisions())
def test_blockers_that_can_block_additional_creatures_declared_step_by_step_reach_exactly_the_legal_declarations_cr_509_1a(
        d: Decision) -> None:
    _same_declarations(d, max(len(d.data["candidates"]) + 1, 3))


def test_a_creature_that_can_block_an_additional_creature_is_declared_twice_never_for_the_same_attacker_cr_509_1a(
) -> None:
    d = Decision(1, "block", "Declare blockers", "509.1",
                 data={"candidates": {20: [50, 51, 52], 21: [50]}, "max_blocks": {20: 2}, "names": {20: "Giant"}})
    assert d.check(Block(((20, 50), (20, 51)))) is None
    assert d.check(Block(((20, 50), (20, 50)))) is not None
    assert d.check(Block(((20, 50), (20, 51), (20, 52)))) is not None
    assert d.check(Block(((21, 50), (21, 50)))) is not None
    steps = dataclasses.replace(d, steps=(DeclareBlocker(20), BlockTarget(50)))
    assert DeclareBlocker(20) in steps.legal_actions()
    again = dataclasses.replace(d, steps=(DeclareBlocker(20), BlockTarget(50), DeclareBlocker(20)))
    assert BlockTarget(50) not in again.legal_actions() and BlockTarget(51) in again.legal_actions()
