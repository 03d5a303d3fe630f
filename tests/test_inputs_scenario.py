"""Hostile scenario files: each is refused quickly with ``file:line`` and what is wrong, never a hang,
a crash or a pass (manastack/judge/scenario.py; scenario format, "Output")."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manastack.judge.runner import run_judge, run_scenario
from manastack.judge.scenario import (
    MAX_DEPTH, MAX_NODES, MAX_START_CARDS, Scenario, ScenarioError, load_file, load_text,
)
from manastack.judge.setup import build_state

GOOD = """\
name: Lightning Bolt deals 3 damage to a player
rules: [120.3]
seed: 7
start:
  players:
    alice:
      life: 20
      battlefield: [Mountain]
      hand: [Lightning Bolt]
      library: [{card: Forest, count: 3}]
    bob:
      battlefield: [{card: Grizzly Bears, counters: {"+1/+1": 1}}]
script:
  - alice: cast Lightning Bolt targeting bob
  - resolve
expect:
  bob:
    life: 17
"""


def refused(text: str) -> ScenarioError:
    with pytest.raises(ScenarioError) as e:
        load_text(text, "s.yaml")
    return e.value


def replace(old: str, new: str) -> str:
    assert old in GOOD
    return GOOD.replace(old, new, 1)


def laughs(levels: int = 9) -> str:
    """A "billion laughs": nine aliases of nine aliases of ... (9**levels values once expanded)."""
    parts = ["&a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    parts += [f"&a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, levels)]
    return "[" + ", ".join(parts) + "]"


def test_the_scenario_the_bad_inputs_are_made_from_loads_and_passes() -> None:
    sc, = load_text(GOOD, "s.yaml")
    assert sc.rules == ["120.3"] and sc.seed == 7
    assert run_scenario(sc).passed


@pytest.mark.parametrize("key,line", [("name", 1), ("rules", 2), ("seed", 3)])
def test_a_billion_laughs_in_name_rules_or_seed_is_refused_at_its_line(key: str, line: int) -> None:
    text = GOOD.replace(GOOD.splitlines()[line - 1], f"{key}: {laughs()}", 1)
    e = refused(text)
    assert e.where == f"s.yaml:{line}"
    assert f"expands to more than {MAX_NODES:,} values through aliases" in e.message


def test_a_small_alias_bomb_in_rules_no_longer_passes_the_scenario() -> None:
    e = refused(replace("rules: [120.3]", f"rules: {laughs(3)}"))
    assert e.where == "s.yaml:2"
    assert e.message == "rules lists rule numbers, not a list of 9 items"


def test_an_alias_that_stays_small_is_allowed() -> None:
    sc, = load_text(replace("seed: 7", "seed: 7\ncards: &c []\n# *c"), "s.yaml")
    assert sc.cards == []
    sc, = load_text(replace("      life: 20", "      life: &twenty 20").replace("    life: 17", "    life: *twenty"),
                    "s.yaml")
    assert sc.expect.players[0].life == 20


def test_a_hundred_thousand_nested_brackets_stop_at_the_first_bracket_too_deep_with_its_line() -> None:
    text = "name: x\nrules: " + "[" * 100_000 + "]" * 100_000 + "\n"
    e = refused(text)
    assert e.where == "s.yaml:2"
    assert e.message.startswith(f"nesting deeper than {MAX_DEPTH} levels")


def test_deep_block_nesting_by_indentation_is_refused_with_its_line() -> None:
    text = "name: x\nrules:\n" + "".join(" " * i + f"k{i}:\n" for i in range(1, 200))
    e = refused(text)
    assert e.where == f"s.yaml:{MAX_DEPTH + 2}"
    assert e.message.startswith(f"nesting deeper than {MAX_DEPTH} levels")


def test_a_card_count_of_ten_to_the_eleven_is_refused_at_its_line_before_any_object_is_made() -> None:
    e = refused(replace("count: 3", "count: 100000000000"))
    assert e.where == "s.yaml:10"
    assert e.message == f"count is at most {MAX_START_CARDS:,}, not 100000000000"


def test_counts_that_add_up_past_the_start_limit_are_refused_at_the_entry_that_passes_it() -> None:
    half = MAX_START_CARDS // 2 + 1
    text = replace("battlefield: [Mountain]", f"battlefield: [{{card: Mountain, count: {half}}}]")
    text = text.replace("count: 3", f"count: {half}")
    e = refused(text)
    assert e.where == "s.yaml:10"
    # alice's battlefield, then her hand (a Lightning Bolt), then her library
    assert e.message == f"{half} Forest make {2 * half + 1} cards in the start position; a scenario holds at most " \
                        f"{MAX_START_CARDS}"


def test_a_scenario_built_in_code_past_the_card_limit_is_refused_before_any_object_is_made() -> None:
    sc: Scenario = load_text(GOOD, "s.yaml")[0]
    sc.start.players[0].library[0].count = 10 ** 11     # would take minutes and gigabytes to create
    with pytest.raises(ScenarioError, match="a scenario holds at most"):
        build_state(sc)


@pytest.mark.parametrize("old,new,line,message", [
    ("seed: 7", "seed: seven", 3, "seed is a whole number, not 'seven'"),
    ("seed: 7", "seed: 7.5", 3, "seed is a whole number, not 7.5"),
    ("name: Lightning Bolt deals 3 damage to a player", "name: [a, b]", 1, "name is a text, not a list of 2 items"),
    ("name: Lightning Bolt deals 3 damage to a player", "name: 2024-01-01", 1,
     "name is a text, not 2024-01-01 (put it in quotes to write it as text)"),
    ("rules: [120.3]", "rules: {a: 1}", 2, "rules is a list of rule numbers such as [704.5a, 120.3], not a mapping "
                                           "of 1 key"),
    ("rules: [120.3]", "rules:\n  - 120.3\n  - [1]", 4, "rules lists rule numbers, not a list of 1 item"),
    ("life: 20", "life: 1.5", 7, "life is a whole number, not 1.5"),
    ("life: 20", "life: true", 7, "life is a whole number, not True"),
    ("life: 20", "life: 99999999999999999999", 7,
     "life is between -1,000,000,000 and 1,000,000,000, not 99999999999999999999"),
    ('counters: {"+1/+1": 1}', 'counters: {"+1/+1": -1}', 12, "the number of +1/+1 counters is at least 0, not -1"),
    ('counters: {"+1/+1": 1}', 'counters: [1]', 12, 'counters is a mapping such as {"+1/+1": 1}, not a list of 1 '
                                                    'item'),
    ("    life: 17", "    life: [17]", 18, "life is a whole number, not a list of 1 item"),
    ("  - resolve", "  - goto turn 99999999999999999999 end", 15,
     "goto turn '99999999999999999999': a scenario goes to turn 1000 at the latest"),
])
def test_every_field_of_the_wrong_type_is_refused_at_the_line_of_the_value(old: str, new: str, line: int,
                                                                          message: str) -> None:
    e = refused(replace(old, new))
    assert (e.where, e.message) == (f"s.yaml:{line}", message)


def test_a_number_too_long_to_read_is_refused_at_its_line() -> None:
    e = refused(replace("life: 20", "life: " + "9" * 5000))
    assert e.where == "s.yaml:7"
    assert e.message.startswith("a number of 5,000 digits is too long to read")


def test_a_list_as_a_mapping_key_is_refused_at_its_line() -> None:
    e = refused(replace("    life: 17", "    ? [a, b]\n    : 17"))
    assert (e.where, e.message) == ("s.yaml:18", "a key is a name or a number, not a list of 2 items")


def test_a_binary_scenario_file_is_refused_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_bytes(b"name: \xff\xfe\x00")
    with pytest.raises(ScenarioError) as e:
        load_file(path)
    assert e.value.where == str(path)
    assert e.value.message.startswith("is not a text file (byte 0xff at offset 6 is not UTF-8)")


def test_a_huge_scenario_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    with open(path, "wb") as f:
        f.truncate(10 * 1024 ** 3)
    with pytest.raises(ScenarioError, match="is larger than 1,000,000 bytes"):
        load_file(path)


def test_dev_null_as_a_scenario_file_is_a_failure_saying_it_is_a_device() -> None:
    out = io.StringIO()
    assert run_judge([os.devnull], stream=out) == 1
    assert f"{os.devnull}: is a character device, not a scenario file" in out.getvalue()


LINES = GOOD.splitlines()
JUNK = ["&a [x]", "*a", "[" * 70, "{" * 3, "- " * 70, "? [a]", ": x", "count: 99999999999", "life: 1.5",
        "seed: [1]", "!!binary aGk=", "!!set {a}", "'", '"', "\t", "- *a", "<<: *a"]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, len(LINES) - 1), st.sampled_from(["replace", "insert", "append"]),
                          st.sampled_from(JUNK)), max_size=4))
def test_any_mutation_of_a_scenario_loads_or_is_refused_with_a_located_message(
        edits: list[tuple[int, str, str]]) -> None:
    lines = list(LINES)
    for index, how, junk in edits:
        index = min(index, len(lines) - 1)
        indent = lines[index][: len(lines[index]) - len(lines[index].lstrip())]
        if how == "replace":
            key = lines[index].split(":")[0]
            lines[index] = f"{key}: {junk}" if ":" in lines[index] else indent + junk
        elif how == "insert":
            lines.insert(index, indent + junk)
        else:
            lines[index] += " " + junk
    text = "\n".join(lines) + "\n"
    try:
        scenarios = load_text(text, "s.yaml")
    except ScenarioError as e:
        assert e.where.startswith("s.yaml")
        assert e.message and len(e.message) < 1000
        return
    for sc in scenarios:
        assert isinstance(sc.name, str) and all(isinstance(r, str) for r in sc.rules)
        assert isinstance(sc.seed, int)
