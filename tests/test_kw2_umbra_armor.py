"""Umbra armor (CR 702.89, rules/replacement.py): a replacement effect of the Aura on its permanent's destruction,
with the event ``DamageRemoved``."""

from __future__ import annotations

import json
from typing import Any

import pytest

from manastack.effects import load_all
from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import compile_face

load_all()

UMBRA = {"name": "Hyena Umbra", "type": "Enchantment — Aura", "types": ["Enchantment"], "manaCost": "{W}",
         "text": "Enchant creature\nEnchanted creature gets +1/+1 and has first strike.\nUmbra armor (If enchanted "
                 "creature would be destroyed, instead remove all damage from it and destroy this Aura.)",
         "layout": "normal"}


def play(doc: dict[str, Any]) -> list[str]:
    r = compile_face(UMBRA)
    assert r.status == "compiled", (r.reason, r.phrase)
    return run_scenario(load_text(json.dumps({"name": "t", "cards": [r.data], **doc}), "<test>")[0]).failures


def test_the_keyword_line_compiles_cr_702_89a() -> None:
    r = compile_face(UMBRA)
    assert r.status == "compiled" and r.data is not None and r.data["keywords"] == ["Enchant creature", "Umbra armor"]


@pytest.mark.parametrize("text", ["Umbra armor 2", "Umbra", "Umbra armour"])
def test_a_near_miss_stays_unparsed(text: str) -> None:
    assert compile_face({**UMBRA, "text": f"Enchant creature\n{text}"}).status != "compiled"


def test_destroy_target_creature_destroys_the_umbra_instead_cr_702_89a() -> None:
    assert play({"start": {"active": "bob", "players": {
        "alice": {"battlefield": [{"card": "Grizzly Bears", "id": "bears"},
                                  {"card": "Hyena Umbra", "attached_to": "bears"}]},
        "bob": {"battlefield": [{"card": "Swamp", "count": 2}], "hand": ["Doom Blade"]}}},
        "script": ["bob: cast Doom Blade targeting bears", "resolve"],
        "expect": {"alice": {"graveyard": ["Hyena Umbra"]}, "bob": {"graveyard": ["Doom Blade"]},
                   "permanents": [{"name": "Grizzly Bears"}]}}) == []


def test_an_indestructible_creature_isnt_destroyed_so_the_umbra_stays_cr_702_12b() -> None:
    # Darksteel Myr can't be destroyed: there is no destruction to replace, and the Umbra stays
    assert play({"start": {"active": "bob", "players": {
        "alice": {"battlefield": [{"card": "Darksteel Myr", "id": "myr"},
                                  {"card": "Hyena Umbra", "attached_to": "myr"}]},
        "bob": {"battlefield": [{"card": "Plains", "count": 4}], "hand": ["Wrath of God"]}}},
        "script": ["bob: cast Wrath of God", "resolve"],
        "expect": {"alice": {"graveyard": []}, "permanents": [{"name": "Darksteel Myr"}, {"name": "Hyena Umbra"}]}}) == []
