"""Every "Example:" paragraph of rules 700-702 for the mechanics of issue 8 (modes, piles, "dies", indestructible,
landwalk, trample, banding, rampage, cumulative upkeep, flanking, phasing, buyback, shadow, cycling, echo) has a
scenario under scenarios/ that plays it: a table of the examples, read from the Comprehensive Rules beside the
checkout, each mapped to its scenario file."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from manastack.cards.corpus import RULES_GLOB, find_shared_dir
from manastack.judge.scenario import load_file

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"

#: The rules of the mechanics issue 8 names (700.2 modes ... 702.30 echo).
MECHANICS = ("700.2", "700.3", "700.4", "702.12", "702.14", "702.19", "702.22", "702.23", "702.24", "702.25",
             "702.26", "702.27", "702.28", "702.29", "702.30")

#: (rule, the example's first words) -> the scenario that plays it.
EXAMPLES: dict[tuple[str, str], str] = {
    ("700.3c", "Example: Fact or Fiction reads"): "rules_700/700_3_fact_or_fiction_piles.yaml",
    ("702.14d", "Example: If a player controls a snow Forest"):
        "rules_702/702_14d_snow_forestwalk_doesnt_cancel_snow_forestwalk.yaml",
    ("702.19b", "Example: A 2/2 creature that can block an additional creature"):
        "rules_702/702_19b_blocker_of_two_attackers_lethal_counts_the_other_attackers_damage.yaml",
    ("702.19b", "Example: A 6/6 green creature with trample"): "rules_700_702/trample_protection_blocker_example.yaml",
    ("702.19c", "Example: A player controls a planeswalker with three loyalty counters"):
        "rules_702/702_19c_thrasta_tramples_over_a_planeswalker_the_rules_example.yaml",
    ("702.22h", "Example: A player attacks with a band"):
        "rules_702/702_22h_band_of_flyer_and_swampwalker_blocked_together.yaml",
    ("702.24a", "Example: A creature has “Cumulative upkeep {W} or {U}”"):
        "rules_702_24/702_24a_choice_made_for_each_age_counter.yaml",
    ("702.24a", "Example: A creature has “Cumulative upkeep—Sacrifice a creature”"):
        "rules_702_24/702_24a_sacrifice_a_land_for_each_counter_different_lands.yaml",
    ("702.24b", "Example: A creature has two instances of “Cumulative upkeep—Pay 1 life.”"):
        "rules_702_24/702_24b_decomposition_on_gallowbraid_pays_1_life_then_2.yaml",
    ("702.26b", "Example: You control three creatures, one of which is phased out"):
        "rules_702_26/702_26b_phased_out_creature_not_counted.yaml",
    ("702.26b", "Example: You control a phased-out creature"):
        "rules_702_26/702_26b_phased_out_creature_not_destroyed.yaml",
}


def _examples() -> list[tuple[str, str]]:
    """(rule, paragraph) for each "Example:" paragraph of the mechanics' rules in the rules text."""
    shared = find_shared_dir()
    files = sorted(shared.glob(RULES_GLOB)) if shared is not None else []
    if not files:
        pytest.skip("the Comprehensive Rules are not beside the checkout (../shared/rules)")
    lines = files[-1].read_text(encoding="utf-8").splitlines()
    body = next(i for i in range(len(lines) - 1, -1, -1) if lines[i].startswith("700. "))   # past the contents
    out: list[tuple[str, str]] = []
    rule = ""
    for line in lines[body:]:
        if line.startswith("Glossary"):
            break
        m = re.match(r"(\d{3}\.\d+[a-z]?)\.? ", line)
        if m:
            rule = m.group(1)
        elif line.startswith("Example") and any(re.fullmatch(re.escape(p) + r"[a-z]?", rule) for p in MECHANICS):
            out.append((rule, line))
    return out


def test_every_example_of_the_old_mechanics_rules_is_in_the_table_cr_700_702() -> None:
    found = _examples()
    assert len(found) >= len(EXAMPLES)
    missing = [(r, text[:80]) for r, text in found
               if not any(r == rule and text.startswith(words) for rule, words in EXAMPLES)]
    assert missing == [], "examples with no scenario in EXAMPLES"
    unused = [key for key in EXAMPLES if not any(r == key[0] and t.startswith(key[1]) for r, t in found)]
    assert unused == [], "EXAMPLES names examples the rules text doesn't have"


@pytest.mark.parametrize(("rule", "path"), sorted((rule, path) for (rule, _), path in EXAMPLES.items()))
def test_the_scenario_of_each_example_exists_and_cites_its_rule(rule: str, path: str) -> None:
    scenarios = load_file(SCENARIOS / path)
    assert any(rule in sc.rules for sc in scenarios), f"{path} doesn't list {rule} in its rules"
