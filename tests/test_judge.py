"""The judge (manastack/judge, manastack/explain.py): ../shared/scenario-format.md.

Loading errors name the file and line; every script line form and every expectation
kind is exercised; ``--explain`` shows rule numbers; and every scenario under
``scenarios/`` passes (except those listed in scenarios/KNOWN_FAILING.txt, which
expose engine bugs and must fail until the engine is fixed).
"""

from __future__ import annotations

import io
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.cli import main
from manastack.judge.runner import Result, run_judge, run_scenario
from manastack.judge.scenario import Scenario, ScenarioError, load_file, load_text

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
#: Generous for a scenario (they take milliseconds); short enough that an endless loop fails quickly.
LIMIT = 8.0


def load(text: str, filename: str = "t.yaml") -> list[Scenario]:
    return load_text(textwrap.dedent(text), filename)


def error(text: str) -> str:
    with pytest.raises(ScenarioError) as e:
        load(text)
    return str(e.value)


def run(text: str) -> Result:
    scenarios = load(text)
    assert len(scenarios) == 1
    return run_scenario(scenarios[0], LIMIT)


def passes(text: str) -> Result:
    r = run(text)
    assert r.passed, r.failures
    return r


def fails(text: str) -> str:
    r = run(text)
    assert not r.passed, "expected the scenario to fail"
    return "\n".join(r.failures)


BOLT = """\
name: Lightning Bolt to the face
start:
  players:
    alice:
      battlefield: [Mountain]
      hand: [Lightning Bolt]
    bob: {}
"""


def with_bolt(script: str, expect: str = "") -> str:
    return BOLT + textwrap.dedent(script) + textwrap.dedent(expect)


# --- loading: errors with file and line ------------------------------------------------------

def test_unknown_top_key_has_line_and_suggestion() -> None:
    msg = error("""\
        name: x
        start: {players: {alice: {}, bob: {}}}
        expct: {}
        """)
    assert msg.startswith("t.yaml:3:")
    assert "'expct'" in msg and "did you mean 'expect'" in msg


def test_unknown_card_has_line_and_suggestion() -> None:
    msg = error("""\
        name: x
        start:
          players:
            alice:
              hand: [Shock]
              battlefield: [Grizly Bears]
            bob: {}
        """)
    assert msg.startswith("t.yaml:6:") and "Grizzly Bears" in msg


def test_unknown_step_and_player() -> None:
    assert "did you mean 'upkeep'" in error("""\
        name: x
        start: {step: upkep, players: {alice: {}, bob: {}}}
        """)
    msg = error("""\
        name: x
        start: {players: {alice: {}, bob: {}}}
        script:
          - pass
          - carol: pass
        """)
    assert msg.startswith("t.yaml:5:") and "'carol' is not a player" in msg


def test_unreadable_script_line() -> None:
    msg = error("""\
        name: x
        start: {players: {alice: {}, bob: {}}}
        script:
          - resolv
        """)
    assert msg.startswith("t.yaml:4:") and "did you mean 'resolve'" in msg


def test_yaml_syntax_error_has_line_and_hint() -> None:
    msg = error("""\
        name: x
        start: {players: {alice: {}, bob: {}}}
        script:
          - alice: activate Circle of Protection: Red
        """)
    assert msg.startswith("t.yaml:4:") and "YAML syntax error" in msg and "quote" in msg


def test_entry_keys_checked_per_zone() -> None:
    msg = error("""\
        name: x
        start:
          players:
            alice:
              hand: [{card: Forest, tapped: true}]
            bob: {}
        """)
    assert msg.startswith("t.yaml:5:") and "battlefield only" in msg
    msg = error("""\
        name: x
        start:
          players:
            alice:
              battlefield:
                - {card: Forest, tappd: true}
            bob: {}
        """)
    assert msg.startswith("t.yaml:6:") and "did you mean 'tapped'" in msg


def test_duplicate_id_token_without_types_and_bad_attachment() -> None:
    assert "already used" in error("""\
        name: x
        start:
          players:
            alice:
              battlefield:
                - {card: Forest, id: f}
                - {card: Island, id: f}
            bob: {}
        """)
    assert "a token needs its characteristics" in error("""\
        name: x
        start:
          players:
            alice:
              battlefield: [{card: Soldier, token: true, power: 1, toughness: 1}]
            bob: {}
        """)
    assert "neither an id nor the name" in error("""\
        name: x
        start:
          players:
            alice:
              battlefield: [{card: Forest, attached_to: nothing}]
            bob: {}
        """)


def test_inline_card_error_has_line() -> None:
    msg = error("""\
        name: x
        cards:
          - name: Foo
            type: Creature — Bear
            power: 1
        start: {players: {alice: {}, bob: {}}}
        """)
    assert msg.startswith("t.yaml:3:") and "'Foo'" in msg and "power and toughness" in msg


def test_unknown_expect_keys() -> None:
    msg = error("""\
        name: x
        start: {players: {alice: {}, bob: {}}}
        expect:
          alice: {lifes: 3}
        """)
    assert msg.startswith("t.yaml:4:") and "did you mean 'life'" in msg
    msg = error("""\
        name: x
        start: {players: {alice: {}, bob: {}}}
        expect:
          permanents:
            - {name: Forest, tapd: true}
        """)
    assert msg.startswith("t.yaml:5:") and "did you mean 'tapped'" in msg


def test_needs_two_players_and_a_name() -> None:
    assert "two or more players" in error("""\
        name: x
        start: {players: {alice: {}}}
        """)
    assert "needs a name" in error("""\
        start: {players: {alice: {}, bob: {}}}
        """)


def test_list_of_scenarios_and_rules_keep_their_text() -> None:
    scs = load("""\
        scenarios:
          - name: first
            rules: [702.10, 616.1c]
            start: {players: {alice: {}, bob: {}}}
          - name: second
            start: {players: {alice: {}, bob: {}}}
        """)
    assert [s.name for s in scs] == ["first", "second"]
    assert scs[0].rules == ["702.10", "616.1c"]


def test_malformed_file_is_a_failure_with_line_not_a_crash(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: x\nstart:\n  players: {alice: {}, bob: {}}\nscript:\n  - alice: cst Shock\n  - 42\n")
    out = io.StringIO()
    assert run_judge([str(bad)], explain=False, stream=out) == 1
    text = out.getvalue()
    assert text.startswith(f"FAIL {bad}") and f"{bad}:6:" in text
    missing = io.StringIO()
    assert run_judge([str(tmp_path / "nope.yaml")], stream=missing) == 1
    assert "cannot read the file" in missing.getvalue()


# --- script lines ----------------------------------------------------------------------------

def test_mapping_and_string_forms_mean_the_same() -> None:
    a = load(with_bolt("script:\n  - alice: cast Lightning Bolt targeting bob\n"))[0].script[0]
    b = load(with_bolt('script:\n  - "alice: cast Lightning Bolt targeting bob"\n'))[0].script[0]
    assert (a.kind, a.player, a.action) == (b.kind, b.player, b.action) == \
        ("action", "alice", "cast Lightning Bolt targeting bob")


def test_action_and_resolve() -> None:
    passes(with_bolt("""\
        script:
          - alice: cast Lightning Bolt targeting bob
          - resolve
        """, """\
        expect:
          bob: {life: 17}
          stack: []
        """))


def test_pass_gives_priority_to_the_next_player() -> None:
    msg = fails(with_bolt("""\
        script:
          - pass
          - alice: cast Lightning Bolt targeting bob
        """))
    assert "bob holds priority, not alice" in msg and "'alice: cast Lightning Bolt targeting bob'" in msg


def test_resolve_all_and_resolve_on_empty_stack() -> None:
    passes(with_bolt("script:\n  - resolve all\n"))
    assert "the stack is empty" in fails(with_bolt("script:\n  - resolve\n"))


def test_rejected_action_says_why_with_options() -> None:
    msg = fails(with_bolt("script:\n  - alice: cast Shock targeting bob\n"))
    assert "no card named 'Shock'" in msg and "legal now: pass; cast Lightning Bolt" in msg


def test_illegal_line() -> None:
    passes(with_bolt("""\
        script:
          - alice: illegal cast Lightning Bolt targeting Mountain
          - alice: illegal play Mountain
        """, "expect:\n  alice: {hand: [Lightning Bolt]}\n"))
    msg = fails(with_bolt("script:\n  - alice: illegal cast Lightning Bolt targeting bob\n"))
    assert "was carried out, but the scenario says it is illegal" in msg
    assert "can't be read" in fails(with_bolt("script:\n  - alice: illegal cst Lightning Bolt\n"))


def test_illegal_line_changes_nothing() -> None:
    passes(with_bolt("""\
        script:
          - alice: illegal cast Lightning Bolt targeting Mountain
        """, """\
        expect:
          alice: {hand: [Lightning Bolt]}
          permanents: [{name: Mountain, tapped: false}]
          stack: []
        """))


COMBAT = """\
name: combat
start:
  players:
    alice:
      battlefield: [Colossal Dreadmaw, {card: Grizzly Bears, sick: true}]
    bob:
      battlefield: [Savannah Lions]
"""


def test_goto_stops_at_declarations_and_answers() -> None:
    passes(COMBAT + textwrap.dedent("""\
        script:
          - goto declare_attackers
          - alice: illegal attack Grizzly Bears
          - alice: attack Colossal Dreadmaw
          - goto declare_blockers
          - bob: block Colossal Dreadmaw with Savannah Lions
          - goto combat_damage
          - alice: assign 1 to Savannah Lions, 5 to bob
          - goto turn 1 end
        expect:
          bob: {life: 15, graveyard: [Savannah Lions]}
        """))


def test_unanswered_decision_fails_with_prompt_and_options() -> None:
    msg = fails(COMBAT + "script:\n  - goto declare_attackers\n")
    assert "unanswered" in msg and "Declare attackers" in msg and "Colossal Dreadmaw" in msg
    assert "summoning sickness" in msg


def test_wrong_answer_fails_with_options() -> None:
    msg = fails(COMBAT + textwrap.dedent("""\
        script:
          - goto declare_attackers
          - alice: attack Colossal Dreadmaw
          - goto declare_blockers
          - bob: block Colossal Dreadmaw with Savannah Lions
          - goto combat_damage
          - alice: assign 1 to Savannah Lions, 2 to bob
        """))
    assert "assign exactly 6 damage" in msg and "dividing 6 damage among: Savannah Lions, bob" in msg


def test_wrong_player_for_a_decision() -> None:
    msg = fails(COMBAT + "script:\n  - goto declare_attackers\n  - bob: attack none\n")
    assert "waits for alice's decision, not bob's" in msg


def test_choose_answers_a_choice() -> None:
    passes("""\
        name: mind rot
        start:
          players:
            alice:
              battlefield: [Swamp, Swamp, Swamp]
              hand: [Mind Rot]
            bob:
              hand: [Forest, Shock, Island]
        script:
          - alice: cast Mind Rot targeting bob
          - resolve
          - bob: choose forest, island
        expect:
          bob: {hand: [Shock]}
        """)
    msg = fails("""\
        name: mind rot
        start:
          players:
            alice:
              battlefield: [Swamp, Swamp, Swamp]
              hand: [Mind Rot]
            bob:
              hand: [Forest, Shock, Island]
        script:
          - alice: cast Mind Rot targeting bob
          - resolve
          - bob: choose Plains
        """)
    assert "'Plains' is not an option" in msg and "Forest, Shock, Island" in msg


def test_goto_turn_and_past_steps() -> None:
    passes(with_bolt("""\
        script:
          - goto end
          - goto turn 2 upkeep
        """, "expect:\n  alice: {hand: [Lightning Bolt]}\n"))
    assert "already past" in fails(with_bolt("script:\n  - goto turn 1 upkeep\n"))
    msg = fails(with_bolt("""\
        script:
          - goto declare_attackers
          - goto combat_damage
        """))
    assert "never came" in msg and "508.8" in msg


def test_goto_stops_when_the_game_ends() -> None:
    passes("""\
        name: decking
        start:
          turn: 2
          active: bob
          step: upkeep
          players: {alice: {}, bob: {}}
        script:
          - goto turn 5 end
        expect:
          winner: alice
          game_over: true
          bob: {lost: true}
        """)


def test_concede() -> None:
    passes(with_bolt("script:\n  - bob: concede\n", "expect:\n  winner: alice\n  bob: {lost: true}\n"))


# --- expectations ----------------------------------------------------------------------------

RICH = """\
name: many things
start:
  players:
    alice:
      life: 12
      poison: 3
      battlefield:
        - {card: Grizzly Bears, id: bears, tapped: true, counters: {"+1/+1": 2}, damage: 1, sick: true}
        - Glorious Anthem
        - {card: Bonesplitter, attached_to: bears}
        - {card: Serra Angel, controller: bob}
        - {card: Forest, phased_out: true}
        - {card: Island, face_down: true, transformed: true}
        - {card: Soldier, token: true, power: 1, toughness: 1, types: [Creature], subtypes: [Soldier], colors: [W]}
      hand: [Shock, Shock, Forest]
      library: [Island, Plains]
      graveyard: [Divination]
      exile: [Duress]
    bob:
      battlefield: [Mountain]
"""


def test_every_expectation_kind_holds() -> None:
    passes(RICH + textwrap.dedent("""\
        expect:
          alice:
            life: 12
            poison: 3
            hand: [Forest, Shock, Shock]
            graveyard: [Divination]
            library: [Island, Plains]
            library_count: 2
            exile: [Duress]
            lost: false
            battlefield_has: [Grizzly Bears, Soldier]
            battlefield_lacks: [Serra Angel, Forest]
          bob:
            battlefield_has: [Serra Angel, Mountain]
          permanents:
            - {id: bears, tapped: true, power: 7, toughness: 5, counters: {"+1/+1": 2}, damage: 1, sick: true,
               controller: alice, owner: alice, types: [Creature], subtypes: [Bear], colors: [G], token: false}
            - {name: Bonesplitter, attached_to: bears}
            - {name: Serra Angel, controller: bob, owner: alice, keywords: [Flying, vigilance]}
            - {name: Forest, phased_out: true}
            - {name: Forest, count: 0}
            - {name: Island, face_down: true, transformed: true}
            - {name: Soldier, token: true, power: 2, colors: [white]}
            - {owner: alice, count: 6}
            - {controller: bob, count: 2}
          stack: []
          game_over: false
        """))


def test_every_expectation_kind_reports_expected_and_found() -> None:
    msg = fails(RICH + textwrap.dedent("""\
        expect:
          alice:
            life: 13
            poison: 0
            hand: [Shock]
            graveyard: []
            library: [Plains, Island]
            library_count: 1
            exile: []
            lost: true
            battlefield_has: [Serra Angel]
            battlefield_lacks: [Grizzly Bears]
          permanents:
            - {id: bears, tapped: false, power: 2, toughness: 2, counters: {}, damage: 0, sick: false,
               types: [Artifact], subtypes: [Elf], colors: [U], keywords: [Trample]}
            - {name: Bonesplitter, attached_to: null}
            - {name: Serra Angel, controller: alice}
            - {name: Island, face_down: false, transformed: false}
            - {name: Mountain, count: 2}
          stack: [Shock]
          winner: bob
          log_has: ["999.9z"]
        """))
    for s in ("alice life: expected 13, found 12", "alice poison: expected 0, found 3",
              "alice hand: expected [Shock], found [Forest, Shock, Shock]",
              "alice graveyard: expected [], found [Divination]",
              "alice library (top first): expected [Plains, Island], found [Island, Plains]",
              "alice library_count: expected 1, found 2", "alice exile: expected [], found [Duress]",
              "alice lost: expected true, found has not lost", "missing [Serra Angel]",
              "battlefield_lacks: expected none of [Grizzly Bears]",
              "tapped of Grizzly Bears: expected false, found true", "power of Grizzly Bears: expected 2, found 7",
              "toughness of Grizzly Bears: expected 2, found 5",
              'counters of Grizzly Bears: expected {}, found {+1/+1: 2}', "damage of Grizzly Bears: expected 0, found 1",
              "sick of Grizzly Bears: expected false, found true",
              "types of Grizzly Bears: expected [Artifact], found [Creature]",
              "subtypes of Grizzly Bears: expected [Elf], found [Bear]",
              "colors of Grizzly Bears: expected [U], found [G]",
              "keywords of Grizzly Bears: expected [trample], found []",
              "attached_to of Bonesplitter: expected nothing, found Grizzly Bears",
              "{name: Serra Angel, controller: alice}: expected such a permanent, found none: found "
              "(Serra Angel, controller bob, owner alice)",
              "face_down of face-down Island: expected false, found true",
              "transformed of face-down Island: expected false, found true",
              "{name: Mountain, count: 2}: expected count 2, found 1",
              "stack (top first): expected [Shock], found []",
              "winner: expected bob, found the game is not over",
              "log_has: '999.9z' does not appear"):
        assert s in msg, s


def test_phased_out_selected_only_when_asked() -> None:
    msg = fails(RICH + "expect:\n  permanents:\n    - {name: Forest, tapped: false}\n")
    assert "expected such a permanent, found none" in msg


def test_stack_expectation_names_spells_and_abilities() -> None:
    passes("""\
        name: angel trigger on the stack
        start:
          players:
            alice:
              battlefield: [{card: Plains, count: 5}, Mountain]
              hand: [Angel of Mercy, Shock]
            bob: {}
        script:
          - alice: cast Angel of Mercy
          - alice: choose tap Plains, Plains, Plains, Plains, Plains
          - resolve
          - alice: cast Shock targeting bob
        expect:
          stack: [Shock, Angel of Mercy]
        """)


def test_winner_and_game_over() -> None:
    passes("""\
        name: bolt for the win
        start:
          players:
            alice: {battlefield: [Mountain], hand: [Lightning Bolt]}
            bob: {life: 2}
        script:
          - alice: cast Lightning Bolt targeting bob
          - resolve
        expect:
          winner: alice
          game_over: true
          bob: {lost: true, life: -1}
        """)
    assert "game_over: expected true, found the game is not over" in fails(with_bolt("", "expect:\n  game_over: true\n"))


# --- output ---------------------------------------------------------------------------------

def test_explain_prints_the_log_with_rule_numbers(tmp_path: Path) -> None:
    f = tmp_path / "bolt.yaml"
    f.write_text(with_bolt("script:\n  - alice: cast Lightning Bolt targeting bob\n  - resolve\n",
                           "expect:\n  bob: {life: 17}\n"))
    out = io.StringIO()
    assert run_judge([str(f)], explain=True, stream=out) == 0
    text = out.getvalue()
    assert text.splitlines()[0] == "PASS Lightning Bolt to the face"
    assert "== turn 1 (alice), precombat main ==" in text
    assert "601.2i: alice casts Lightning Bolt targeting bob" in text
    assert "120.1, 608.2c: Lightning Bolt deals 3 damage to bob" in text
    quiet = io.StringIO()
    run_judge([str(f)], explain=False, stream=quiet)
    assert "120.1" not in quiet.getvalue()


def test_cli_exit_status(tmp_path: Path) -> None:
    good = tmp_path / "good.yaml"
    good.write_text(with_bolt("", "expect:\n  bob: {life: 20}\n"))
    bad = tmp_path / "bad.yaml"
    bad.write_text(with_bolt("", "expect:\n  bob: {life: 3}\n"))
    runner = CliRunner()
    ok = runner.invoke(main, ["judge", str(good)])
    assert ok.exit_code == 0 and "PASS Lightning Bolt to the face" in ok.output
    ko = runner.invoke(main, ["judge", str(good), str(bad)])
    assert ko.exit_code == 1
    assert "FAIL Lightning Bolt to the face" in ko.output and "bob life: expected 3, found 20" in ko.output


def test_engine_hang_is_a_failure_not_a_hang(monkeypatch: pytest.MonkeyPatch) -> None:
    import manastack.judge.script as script_mod

    def endless(self: script_mod.ScriptRunner, line: object) -> None:
        while True:
            pass

    monkeypatch.setattr(script_mod.ScriptRunner, "run_line", endless)
    sc = load(with_bolt("script:\n  - alice: cast Lightning Bolt targeting bob\n"))[0]
    r = run_scenario(sc, 0.5)
    assert not r.passed and "endless loop" in r.failures[0]


# --- every scenario file ------------------------------------------------------------------------

def _known_failing() -> dict[str, str]:
    path = SCENARIOS / "KNOWN_FAILING.txt"
    out: dict[str, str] = {}
    if path.exists():
        for raw in path.read_text(encoding="utf-8").splitlines():
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            name, _, reason = line.partition(" ")
            out[name.strip()] = reason.strip()
    return out


def _scenario_params() -> list[object]:
    known = _known_failing()
    params: list[object] = []
    for f in sorted(SCENARIOS.rglob("*.yaml")):
        rel = f.relative_to(ROOT).as_posix()
        marks = [pytest.mark.xfail(strict=True, reason=known[rel])] if rel in known else []
        params.append(pytest.param(rel, marks=marks, id=rel))
    return params


def test_known_failing_lists_existing_files() -> None:
    for rel in _known_failing():
        assert (ROOT / rel).is_file(), f"KNOWN_FAILING.txt lists a missing file: {rel}"


def test_there_are_enough_scenarios() -> None:
    assert len(list(SCENARIOS.rglob("*.yaml"))) >= 25


@pytest.mark.parametrize("rel", _scenario_params())
def test_scenario_file(rel: str) -> None:
    scenarios = load_file(ROOT / rel)
    assert scenarios
    for sc in scenarios:
        assert sc.rules, f"{rel}: a scenario cites the rules it shows"
        r = run_scenario(sc, LIMIT)
        assert r.passed, f"{rel}: FAIL {r.name}\n" + "\n".join(r.failures)
