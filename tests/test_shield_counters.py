"""CR 122.1c: shield counters on a permanent create one prevention effect (damage that would be dealt to it is
prevented and a shield counter removed) and one replacement effect (a destruction as the result of an effect is
replaced by removing a shield counter); neither applies to damage that can't be prevented (615.12), to the
state-based actions' destructions, or to -X/-X."""

from __future__ import annotations

import textwrap

import pytest

from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text

_SCENARIO = """
name: t
start:
  players:
    alice:
      battlefield: [{{card: {land}, count: 4}}]
      hand: [{spell}]
    bob:
      battlefield: [{{card: Hill Giant, id: giant, counters: {{shield: {n}}}}}]
script:
  - alice: cast {spell}{target}
  - resolve
expect:
{expect}
"""


_LAND = {"Lightning Bolt": "Mountain", "Murder": "Swamp", "Grasp of Darkness": "Swamp", "Wrath of God": "Plains"}


def _passes(spell: str, target: str, n: int, expect: str) -> None:
    text = _SCENARIO.format(spell=spell, land=_LAND[spell], target=target, n=n, expect=textwrap.indent(expect, "  "))
    r = run_scenario(load_text(textwrap.dedent(text), "t.yaml")[0], 8.0)
    assert r.passed, r.failures


@pytest.mark.parametrize("spell", ["Lightning Bolt", "Murder"])
def test_a_shield_counter_is_removed_instead_of_the_damage_or_the_destruction_cr_122_1c(spell: str) -> None:
    _passes(spell, " targeting giant", 1, "permanents:\n  - {id: giant, counters: {}, damage: 0}")


def test_several_shield_counters_are_one_effect_removing_one_counter_per_event_cr_122_1c() -> None:
    _passes("Wrath of God", "", 2, "permanents:\n  - {id: giant, counters: {shield: 1}}")


def test_a_shield_counter_doesnt_stop_minus_x_minus_x_cr_122_1c_704_5f() -> None:
    _passes("Grasp of Darkness", " targeting giant", 1, "bob: {graveyard: [Hill Giant]}")


def test_damage_from_two_blockers_at_once_removes_one_shield_counter_cr_122_1c() -> None:
    text = """
    name: t
    start:
      players:
        alice:
          battlefield: [{card: Hill Giant, id: giant, counters: {shield: 2}}]
        bob:
          battlefield: [Grizzly Bears, Savannah Lions]
    script:
      - goto declare_attackers
      - alice: attack giant
      - goto declare_blockers
      - bob: block giant with Grizzly Bears, Savannah Lions
      - goto combat_damage
      - alice: assign 2 to Grizzly Bears, 1 to Savannah Lions
      - goto postcombat_main
    expect:
      permanents:
        - {id: giant, counters: {shield: 1}, damage: 0}
    """
    r = run_scenario(load_text(textwrap.dedent(text), "t.yaml")[0], 8.0)
    assert r.passed, r.failures
