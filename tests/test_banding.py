"""Banding and "bands with other" (CR 702.22): bands declared with the attackers, whole or step by step, in the
notation, kept for the rest of combat, and chosen by the heuristic agent."""

from __future__ import annotations

import dataclasses
import textwrap

from hypothesis import given, settings
from rich.console import Console
from hypothesis import strategies as st

from manastack import Game
from manastack.actions import Attack, AttackTarget, BandWith, Block, DeclareAttacker, Step
from manastack.agents import HeuristicAgent
from manastack.bands import BandRules, band_problem, band_sets
from manastack.cards.vocabulary import lost_with
from manastack.decisions import Decision
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.notation import format_action, parse_action
from manastack.rules.zones import remove_from_combat
from manastack.serialization import dumps, loads
from manastack.ui.board import render_board
from manastack.view.player import view

Ref = tuple[str, int]
WOLVES = "creatures named wolves of the hunt"


@st.composite
def band_decisions(draw: st.DrawFn) -> Decision:
    n = draw(st.integers(2, 4))
    defenders: list[Ref] = [("p", 1), ("p", 2)][:draw(st.integers(1, 2))]
    cands = {10 + i: draw(st.lists(st.sampled_from(defenders), min_size=1, max_size=2, unique=True))
             for i in range(n)}
    banding = frozenset(c for c in cands if draw(st.booleans()))
    wolves = frozenset(c for c in cands if draw(st.booleans()))
    bands_with = {c: (WOLVES,) for c in wolves if draw(st.booleans())}
    must = [c for c in cands if draw(st.integers(0, 3)) == 0]
    return Decision(0, "attack", "Declare attackers", "508.1",
                    data={"candidates": cands, "must_attack": must, "names": {c: f"c{c}" for c in cands},
                          "bands": BandRules(banding, bands_with, {WOLVES: wolves})})


def _finish(d: Decision, steps: list[Step]) -> Decision:
    return dataclasses.replace(d, steps=tuple(steps))


def _walk(d: Decision, found: set[Attack], seen: set[str]) -> None:
    legal = d.legal_actions()
    assert legal, f"dead end after {d.steps}"
    assert len(legal) <= len(d.data["candidates"]) + 2
    for s in legal:
        assert isinstance(s, Step) and d.check(s) is None
        nxt = _finish(d, [*d.steps, s])
        p = nxt.partial()
        if p.finished:
            whole = p.whole()
            assert isinstance(whole, Attack)
            assert _finish(d, []).check(whole) is None, (whole, nxt.steps)
            found.add(whole)
            continue
        key = repr((p.whole(), getattr(p, "waiting", None)))
        if key not in seen:
            seen.add(key)
            _walk(nxt, found, seen)


@settings(max_examples=100, deadline=None)
@given(band_decisions())
def test_attackers_and_bands_declared_step_by_step_reach_exactly_the_legal_declarations_cr_702_22c_d(
        d: Decision) -> None:
    found: set[Attack] = set()
    _walk(d, found, set())
    every = set(d.iter_declarations())
    assert found == every
    assert (d.single_option() is not None) == (len(every) == 1)


@settings(max_examples=60, deadline=None)
@given(band_decisions())
def test_steps_toward_every_legal_declaration_with_bands_reach_it_cr_702_22c(d: Decision) -> None:
    for whole in d.iter_declarations():
        cur = d
        while True:
            step = cur.toward(whole)
            assert step is not None and cur.check(step) is None, (whole, cur.steps, step)
            cur = _finish(cur, [*cur.steps, step])
            if cur.partial().finished:
                break
        assert cur.partial().whole() == whole


def test_a_band_is_creatures_with_banding_and_at_most_one_without_or_quality_creatures_cr_702_22c() -> None:
    rules = BandRules(frozenset({1, 2}), {5: (WOLVES,)}, {WOLVES: frozenset({5, 6, 7})})
    assert band_problem(rules, [1, 2, 3]) is None
    assert band_problem(rules, [1, 3, 4]) is not None        # two without banding
    assert band_problem(rules, [3, 4]) is not None
    assert band_problem(rules, [5, 6, 7]) is None            # any number of other Wolves of the Hunt
    assert band_problem(rules, [6, 7]) is not None           # none of them has "bands with other"
    assert band_problem(rules, [5, 6, 3]) is not None        # 3 isn't one of them
    assert band_problem(rules, [1]) is not None


def test_members_of_a_band_attack_the_same_player_cr_702_22d() -> None:
    rules = BandRules(frozenset({10}))
    d = Decision(0, "attack", "Declare attackers", "508.1",
                 data={"candidates": {10: [("p", 1), ("p", 2)], 11: [("p", 1), ("p", 2)]}, "bands": rules})
    assert "702.22d" in (d.check(Attack(((10, ("p", 1)), (11, ("p", 2))), ((10, 11),))) or "")
    assert d.check(Attack(((10, ("p", 1)), (11, ("p", 1))), ((10, 11),))) is None
    assert {bands for bands in band_sets(rules, {10: ("p", 1), 11: ("p", 2)})} == {()}


BAND_POSITION = """
    name: a band
    start:
      step: beginning_of_combat
      players:
        alice:
          battlefield: [Benalish Hero, Timber Wolves, Hill Giant, Grizzly Bears]
        bob:
          battlefield: [Craw Wurm]
"""


def _position(text: str) -> Game:
    return build_game(load_text(textwrap.dedent(text), "position.yaml")[0])


def _to_attack(game: Game) -> Decision:
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(parse_action(game, "pass"))
    d = game.pending
    assert d is not None and d.kind == "attack"
    return d


def test_the_band_notation_reads_and_writes_a_declaration_with_bands_cr_702_22c() -> None:
    game = _position(BAND_POSITION)
    _to_attack(game)
    a = parse_action(game, "attack Benalish Hero, Timber Wolves, Hill Giant as band; Grizzly Bears -> bob")
    assert isinstance(a, Attack) and len(a.bands) == 1 and len(a.bands[0]) == 3
    text = format_action(game, a)
    assert text == "attack Benalish Hero, Timber Wolves, Hill Giant as band -> bob; Grizzly Bears -> bob"
    assert parse_action(game, text) == a
    assert parse_action(game, "attack Benalish Hero, Hill Giant -> bob as band") == parse_action(
        game, "attack Benalish Hero, Hill Giant as band")


def test_a_band_declared_step_by_step_gives_the_same_game_and_survives_a_save_cr_702_22c() -> None:
    whole_game = _position(BAND_POSITION)
    _to_attack(whole_game)
    steps_game = whole_game.clone()
    whole_game.apply(parse_action(whole_game, "attack Benalish Hero, Hill Giant as band"))
    for text in ("attacker Hill Giant", "attacker Benalish Hero"):    # Hill Giant can only attack bob: not asked
        steps_game.apply(parse_action(steps_game, text))
    assert {format_action(steps_game, s) for s in steps_game.legal_actions()} == {"attacks bob",
                                                                                "band with Hill Giant"}
    steps_game = loads(dumps(steps_game))
    step = parse_action(steps_game, "band with Hill Giant")
    assert isinstance(step, BandWith)
    steps_game.apply(step)
    steps_game.apply(parse_action(steps_game, "done"))
    assert steps_game.state.combat is not None and whole_game.state.combat is not None
    assert steps_game.state.combat.bands == whole_game.state.combat.bands != []
    assert steps_game.state.events == whole_game.state.events
    reloaded = loads(dumps(steps_game)).state.combat
    assert reloaded is not None and reloaded.bands == steps_game.state.combat.bands


def test_a_creature_without_banding_cant_join_a_band_that_has_one_already_cr_702_22c() -> None:
    game = _position(BAND_POSITION)
    start = _to_attack(game)
    ids = {game.state.objects[c].card: c for c in start.data["candidates"]}
    hero, giant, bears = ids["Benalish Hero"], ids["Hill Giant"], ids["Grizzly Bears"]
    d = _finish(start, [DeclareAttacker(hero), AttackTarget(("p", 1)), DeclareAttacker(giant), BandWith(hero),
                        DeclareAttacker(bears)])
    assert d.legal_actions() == [AttackTarget(("p", 1))]
    assert "at most one without" in (d.check(BandWith(hero)) or "")
    for text in ("attacker Benalish Hero", "attacker Hill Giant", "band with Benalish Hero", "attacker Timber Wolves"):
        game.apply(parse_action(game, text))
    assert {format_action(game, s) for s in game.legal_actions()} == {"attacks bob", "band with Benalish Hero"}


def test_an_attacker_removed_from_combat_is_removed_from_its_band_cr_702_22f() -> None:
    game = _position(BAND_POSITION)
    _to_attack(game)
    game.apply(parse_action(game, "attack Benalish Hero, Timber Wolves, Hill Giant as band"))
    combat = game.state.combat
    assert combat is not None and len(combat.bands) == 1
    hero = next(m for m in combat.bands[0] if game.state.objects[m].card == "Benalish Hero")
    remove_from_combat(game.state, hero)
    assert len(combat.bands) == 1 and hero not in combat.bands[0] and len(combat.bands[0]) == 2
    remove_from_combat(game.state, combat.bands[0][0])
    assert combat.bands == []


def test_the_heuristic_agent_bands_its_attackers_with_its_creatures_with_banding_cr_702_22c() -> None:
    game = _position("""
        name: the agent bands
        start:
          step: beginning_of_combat
          players:
            alice:
              battlefield: [Benalish Hero, Timber Wolves, Craw Wurm]
            bob:
              battlefield: [Grizzly Bears]
    """)
    d = _to_attack(game)
    plan = HeuristicAgent(0).choose(game)
    assert isinstance(plan, Attack) and d.check(plan) is None
    assert len(plan.bands) == 1
    assert {game.state.objects[m].card for m in plan.bands[0]} == {"Benalish Hero", "Timber Wolves", "Craw Wurm"}


def test_losing_banding_loses_every_bands_with_other_and_a_bare_name_loses_every_instance_cr_702_22b() -> None:
    kw = "bands_with_other:legendary creatures"
    assert lost_with(kw, ("banding",))
    assert lost_with(kw, ("bands_with_other",))
    assert not lost_with(kw, ("flying",))
    assert not lost_with("banding", ("bands_with_other",))


def test_a_players_view_and_board_show_the_attacking_bands_cr_702_22c() -> None:
    game = _position(BAND_POSITION)
    _to_attack(game)
    game.apply(parse_action(game, "attack Benalish Hero, Hill Giant as band; Grizzly Bears -> bob"))
    v = view(game, 1)
    assert v.combat is not None
    bands = {a.attacker.label: {m.label for m in a.band} for a in v.combat.attacks}
    assert bands == {"Benalish Hero": {"Hill Giant"}, "Hill Giant": {"Benalish Hero"}, "Grizzly Bears": set()}
    console = Console(width=160, record=True)
    console.print(render_board(game, 1))
    assert "in a band with Benalish Hero" in console.export_text()


def test_every_legal_declaration_with_bands_reads_back_from_its_notation_cr_702_22c() -> None:
    game = _position(BAND_POSITION)
    d = _to_attack(game)
    wholes = list(d.iter_declarations())
    assert sum(1 for a in wholes if a.bands) > 20
    for a in wholes:
        assert isinstance(a, Attack)
        assert parse_action(game, format_action(game, a)) == a, format_action(game, a)


def test_the_heuristic_agent_doesnt_block_the_small_member_of_a_band_with_a_big_one_cr_702_22h() -> None:
    # Hill Giant would kill a lone Benalish Hero and survive; blocking the Hero of a band with Craw Wurm blocks
    # the Wurm too, and the Hero's controller puts the Giant's damage on the Wurm (702.22k)
    game = _position("""
        name: the agent sees the band
        start:
          step: beginning_of_combat
          players:
            alice:
              battlefield: [Benalish Hero, Craw Wurm]
            bob:
              battlefield: [Hill Giant]
    """)
    _to_attack(game)
    game.apply(parse_action(game, "attack Benalish Hero, Craw Wurm as band"))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(parse_action(game, "pass"))
    d = game.pending
    assert d is not None and d.kind == "block"
    assert HeuristicAgent(1).choose(game) == Block(())
