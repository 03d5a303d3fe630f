"""CR 615.7 (rules/shield_order.py): a prevention shield with an amount that damage from two or more sources would
meet at the same time prevents the damage of the source its player (or its permanent's controller) chooses; no
question when one source deals it all or the shield covers all of it."""

from __future__ import annotations

import textwrap
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from manastack.judge.runner import Result, run_scenario
from manastack.judge.scenario import load_file, load_text
from manastack.rules.shield_order import _reordered

_COMBAT = """
name: t
start:
  players:
    alice:
      battlefield: [Grizzly Bears, Ajani's Sunstriker]
    bob:
      battlefield: [Plains]
      hand: [{shield}]
      library: [Island]
script:
  - goto declare_attackers
  - alice: attack Grizzly Bears, Ajani's Sunstriker
  - goto declare_blockers
  - pass
  - bob: cast {shield} targeting bob
  - resolve
  - goto combat_damage
{answer}
expect:
  bob: {{life: {bob}}}
  alice: {{life: {alice}}}
"""


def _run(shield: str, answer: str, bob: int, alice: int) -> Result:
    text = _COMBAT.format(shield=shield, answer=answer, bob=bob, alice=alice)
    return run_scenario(load_text(textwrap.dedent(text), "t.yaml")[0], 8.0)


def test_the_shielded_player_chooses_which_sources_damage_a_1_point_shield_prevents_cr_615_7() -> None:
    r = _run("Bandage", "  - \"bob: choose Ajani's Sunstriker\"", 17, 21)
    assert r.passed, r.failures


def test_choosing_the_other_source_leaves_the_lifelink_damage_whole_cr_615_7() -> None:
    r = _run("Bandage", "  - \"bob: choose Grizzly Bears\"", 17, 22)
    assert r.passed, r.failures


def test_a_shield_that_covers_all_the_damage_asks_nothing_cr_615_7() -> None:
    r = _run("Mending Hands", "", 20, 20)
    assert r.passed, r.failures


@given(st.lists(st.integers(0, 30), min_size=1, max_size=12, unique=True), st.data())
def test_reordering_the_shielded_damage_keeps_every_other_event_in_its_place(order: list[int],
                                                                            data: st.DataObject) -> None:
    hit = [i for i in order if data.draw(st.booleans())]
    wanted = data.draw(st.permutations(hit))
    out = _reordered(order, hit, list(wanted))
    assert sorted(out) == sorted(order)
    assert [i for i in out if i not in hit] == [i for i in order if i not in hit]
    assert [i for i in out if i in hit] == list(wanted)


def test_a_shield_that_covers_the_damage_only_before_furnace_of_rath_doubles_it_still_asks_cr_615_7() -> None:
    path = Path(__file__).resolve().parent.parent / "scenarios/audit700/615_7_shield_chosen_among_simultaneous_sources.yaml"
    sc = [s for s in load_file(path) if "Furnace of Rath" in s.name]
    assert len(sc) == 1
    r = run_scenario(sc[0], 8.0)
    assert r.passed, r.failures
