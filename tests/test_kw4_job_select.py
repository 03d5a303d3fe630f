"""Job select (CR 702.182, rules/job_select.py) and the static predicate "is a [creature type] in addition to its other
types" (CR 205.1b, layer 4: the part kw4's ``kw4_also_subtype``)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.cards.vocabulary import keyword_triggers
from manastack.effects import load_all
from manastack.oracle.compiler import compile_face
from oracle_faces import doc_failures, data, face

load_all()

_JOB = ("Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to "
        "it.)")
SWORD = face("Warrior's Sword", "Artifact — Equipment", f"{_JOB}\nEquipped creature gets +3/+2 and is a Warrior in "
             "addition to its other types.\nEquip {5} ({5}: Attach to target creature you control. Equip only as a "
             "sorcery.)", "{3}{R}")


play = doc_failures


def test_job_select_is_a_hero_token_then_the_attachment_cr_702_182a() -> None:
    (ab,) = keyword_triggers(("job_select",))
    assert ab.trigger.event == "enters"
    create, attach = ab.body.single.effects
    token = create.args["token"]
    assert create.verb == "create_token" and attach.verb == "attach"
    assert (token.name, token.subtypes, token.colors, token.power, token.toughness) == \
        ("Hero Token", ("Hero",), frozenset(), 1, 1)


def test_the_equipment_compiles_cr_702_182a_205_1b() -> None:
    d = data(SWORD)
    assert d["keywords"] == ["Job select", "Equip {5}"]
    assert d["abilities"] == [{"static": {"continuous": {"affects": "equipped", "power": 3, "toughness": 2,
                                                         "add_subtypes": ["Warrior"]}}}]


@pytest.mark.parametrize("line, mods", [
    ("Equipped creature gets +2/+2, has reach, and is a Bard in addition to its other types.",
     {"power": 2, "toughness": 2, "keywords": ["Reach"], "add_subtypes": ["Bard"]}),
    ("Enchanted creature gets +4/+4, has flying and first strike, and is an Angel in addition to its other types.",
     {"power": 4, "toughness": 4, "keywords": ["Flying", "First strike"], "add_subtypes": ["Angel"]}),
])
def test_is_a_creature_type_in_addition_is_a_layer_4_predicate_cr_205_1b(line: str, mods: dict[str, Any]) -> None:
    kind = "Enchantment — Aura" if line.startswith("Enchanted") else "Artifact — Equipment"
    text = ("Enchant creature\n" if kind.startswith("Ench") else "") + line
    d = data(face("Subtype Test", kind, text))
    affects = "enchanted" if kind.startswith("Ench") else "equipped"
    assert d["abilities"] == [{"static": {"continuous": {"affects": affects, **mods}}}]


@pytest.mark.parametrize("line", [
    "Equipped creature gets +1/+0 and is a Forest in addition to its other types.",     # a land type: refused
    "Equipped creature gets +1/+0 and is a Knight.",
    "Equipped creature gets +1/+0 and is a Knight in addition to its other colors.",
    "Job select 2",
])
def test_near_misses_stay_unparsed(line: str) -> None:
    assert compile_face(face("Near Miss", "Artifact — Equipment", line)).status != "compiled"


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(["Knight", "Wizard", "Warrior", "Cleric", "Rogue", "Monk", "Elf", "Assassin"]),
       st.integers(min_value=0, max_value=3), st.integers(min_value=0, max_value=3))
def test_any_creature_type_is_read(sub: str, p: int, t: int) -> None:
    line = f"Equipped creature gets +{p}/+{t} and is {'an' if sub[0] in 'AEIOU' else 'a'} {sub} in addition to its " \
           "other types."
    d = data(face("Hypo Test", "Artifact — Equipment", line))
    assert d["abilities"][0]["static"]["continuous"]["add_subtypes"] == [sub]


def test_the_hero_token_carries_the_equipment_cr_702_182a() -> None:
    doc = {"start": {"players": {"alice": {"battlefield": [{"card": "Plains", "count": 3}, "Mountain"],
                                           "hand": ["Warrior's Sword"]}, "bob": {}}},
           "script": ["alice: cast Warrior's Sword", "resolve", "resolve"],
           "expect": {"permanents": [{"name": "Hero Token", "power": 4, "toughness": 3,
                                      "subtypes": ["Hero", "Warrior"]},
                                     {"name": "Warrior's Sword", "attached_to": "Hero Token"}]}}
    assert play(doc, [data(SWORD)]) == []
