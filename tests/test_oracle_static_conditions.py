"""The Oracle grammar's part "static_conditions" (issue 9): continuous effects of static abilities that apply only
while a condition holds (CR 611.3a) — real cards' Oracle text to the card data they compile to, refusals of near
misses, generated conditions, and the conditions judged at each moment in play (613.8a)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import compile_face
from manastack.oracle.text import prepare_line
from oracle_faces import data


def face(name: str, type_line: str, text: str, cost: str = "{2}", power: str = "2",
         toughness: str = "2") -> dict[str, Any]:
    types = [t for t in type_line.split("—")[0].split() if t not in ("Legendary", "Snow")]
    return {"name": name, "type": type_line, "types": types, "text": text, "manaCost": cost, "power": power,
            "toughness": toughness, "layout": "normal"}


def play(cards: list[dict[str, Any]], doc: dict[str, Any]) -> list[str]:
    """Run a scenario with these compiled cards; its failures."""
    defs = [data(c) for c in cards]
    result = run_scenario(load_text(json.dumps({"name": "t", "cards": defs, **doc}), "<test>")[0])
    return result.failures


def _static(card: dict[str, Any]) -> dict[str, Any]:
    got = [a["static"]["continuous"] for a in data(card)["abilities"]
           if isinstance(a.get("static"), dict) and "continuous" in a["static"]]
    assert len(got) == 1
    return dict(got[0])


_CARDS = [
    (face("Serra Ascendant", "Creature — Human Monk", "Lifelink\nAs long as you have 30 or more life, this creature "
          "gets +5/+5 and has flying.", "{W}", "1", "1"),
     {"affects": "self", "power": 5, "toughness": 5, "keywords": ["Flying"], "if": {"life_at_least": 30}}),
    (face("Gnarlwood Dryad", "Creature — Dryad Horror", "Deathtouch\nDelirium — This creature gets +2/+2 as long as "
          "there are four or more card types among cards in your graveyard.", "{G}", "1", "1"),
     {"affects": "self", "power": 2, "toughness": 2, "if": {"graveyard_card_types_at_least": 4}}),
    (face("Ghitu Lavarunner", "Creature — Human Wizard", "As long as there are two or more instant and/or sorcery "
          "cards in your graveyard, this creature gets +1/+0 and has haste.", "{R}", "1", "2"),
     {"affects": "self", "power": 1, "toughness": 0, "keywords": ["Haste"],
      "if": {"graveyard_at_least": {"count": 2, "filter": {"types_any": ["Instant", "Sorcery"]}}}}),
    (face("Spur Grappler", "Creature — Beast", "This creature gets +2/+1 as long as you control no untapped lands.",
          "{2}{R}", "2", "1"),
     {"affects": "self", "power": 2, "toughness": 1, "if": {"controls_none": {"tapped": False, "types": ["Land"]}}}),
    (face("Water Wurm", "Creature — Wurm", "This creature gets +0/+1 as long as an opponent controls an Island.",
          "{U}", "1", "1"),
     {"affects": "self", "power": 0, "toughness": 1, "if": {"opponent_controls": {"subtypes": ["Island"]}}}),
    (face("Auriok Sunchaser", "Creature — Human Soldier", "Metalcraft — As long as you control three or more "
          "artifacts, this creature gets +2/+2 and has flying.", "{1}{W}", "1", "1"),
     {"affects": "self", "power": 2, "toughness": 2, "keywords": ["Flying"],
      "if": {"controls_at_least": {"filter": {"types": ["Artifact"]}, "count": 3}}}),
    (face("Rakdos Pit Dragon", "Creature — Dragon", "Hellbent — This creature has double strike as long as you have "
          "no cards in hand.", "{2}{R}{R}", "3", "3"),
     {"affects": "self", "keywords": ["Double strike"], "if": {"hand_empty": True}}),
    (face("Tenured Concocter", "Creature — Troll Druid", "Infusion — This creature gets +2/+0 as long as you gained "
          "life this turn.", "{4}{G}", "4", "5"),
     {"affects": "self", "power": 2, "toughness": 0, "if": {"gained_life_this_turn": True}}),
    # the statics part's own keys, whichever reading the parser takes (Krosan Beast, Mire Kavu)
    (face("Krosan Beast", "Creature — Squirrel Beast", "Threshold — This creature gets +7/+7 as long as there are "
          "seven or more cards in your graveyard.", "{3}{G}", "1", "1"),
     {"affects": "self", "power": 7, "toughness": 7, "if_graveyard_at_least": 7}),
]


@pytest.mark.parametrize(("card", "expected"), _CARDS, ids=[c[0]["name"] for c in _CARDS])
def test_conditional_continuous_effects_compile_with_their_condition_cr_611_3a(card: dict[str, Any],
                                                                               expected: dict[str, Any]) -> None:
    assert _static(card) == expected


@pytest.mark.parametrize("text", [
    "This creature gets +1/+1 as long as you've cast a noncreature spell this turn.",   # judged on spells cast: no
    "As long as this creature is equipped, it gets +1/+1.",                             # not a condition it reads
    "This creature gets +1/+1 as long as you control one or more artifacts.",           # "one or more": not read
    "As long as you control a creature spell, this creature gets +1/+1.",               # a spell isn't controlled
])
def test_near_miss_conditional_statics_stay_unparsed(text: str) -> None:
    assert compile_face(face("Near Miss", "Creature — Beast", text, "{1}")).status == "unparsed"


@settings(max_examples=20, deadline=None)
@given(n=st.integers(1, 40), first=st.booleans(), least=st.booleans())
def test_generated_life_conditions_parse_in_either_order_and_render_back(n: int, first: bool, least: bool) -> None:
    cond = f"you have {n} or {'more' if least else 'less'} life"
    text = f"As long as {cond}, this creature gets +1/+1." if first else f"This creature gets +1/+1 as long as {cond}."
    got = _static(face("Generated Monk", "Creature — Human Monk", text, "{W}"))
    assert got["if"] == {("life_at_least" if least else "life_at_most"): n}


_ASCENDANT = _CARDS[0][0]


@pytest.mark.parametrize(("life", "power", "keywords"), [(25, 6, ["Flying", "Lifelink"]), (20, 1, ["Lifelink"])])
def test_a_condition_is_judged_again_after_life_is_gained_cr_611_3a(life: int, power: int,
                                                                    keywords: list[str]) -> None:
    """Angel's Mercy brings alice from ``life`` to ``life`` + 7: 30 or more makes Serra Ascendant a 6/6 flyer."""
    assert play([_ASCENDANT], {
        "start": {"players": {
            "alice": {"life": life, "battlefield": ["Serra Ascendant", "Plains", "Plains", "Plains", "Plains"],
                      "hand": ["Angel's Mercy"]},
            "bob": {}}},
        "script": ["alice: cast Angel's Mercy", "resolve"],
        "expect": {"permanents": [{"name": "Serra Ascendant", "power": power, "keywords": keywords}]}}) == []


_JESTER = face("Demon's Jester", "Creature — Imp", "Flying\nHellbent — This creature gets +2/+1 as long as you "
               "have no cards in hand.", "{3}{B}", "2", "2")


@pytest.mark.parametrize(("script", "power"), [([], 4), (["goto precombat_main"], 2)])
def test_a_condition_stops_holding_when_the_game_changes_cr_611_3a(script: list[str], power: int) -> None:
    """Demon's Jester gets +2/+1 while its controller's hand is empty: drawing a card in the draw step ends it."""
    assert play([_JESTER], {
        "start": {"turn": 2, "step": "upkeep", "players": {
            "alice": {"battlefield": ["Demon's Jester"], "library": ["Island"]}, "bob": {}}},
        "script": script,
        "expect": {"permanents": [{"name": "Demon's Jester", "power": power}]}}) == []


# ---- "doesn't untap during its controller's next untap step" (CR 502.3) ------------------------------------------------

_NO_UNTAP = [
    (face("Take into Custody", "Instant", "Tap target creature. It doesn't untap during its controller's next untap "
          "step.", "{U}"),
     [{"tap": {"what": "target"}}, {"skip_next_untap": {"what": "target"}}]),
    (face("Rootwater Depths", "Land", "{T}: Add {C}.\n{T}: Add {U} or {B}. This land doesn't untap during your next "
          "untap step.", ""),
     [{"add_mana": {"one_of": ["{U}", "{B}"]}}, {"skip_next_untap": {"what": "self"}}]),
    (face("Tangle", "Instant", "Prevent all combat damage that would be dealt this turn.\nEach attacking creature "
          "doesn't untap during its controller's next untap step.", "{1}{G}"),
     [{"prevent_damage": {"combat": True}},
      {"skip_next_untap": {"what": {"each": {"attacking": True, "types": ["Creature"]}}}}]),
]


def _effects(d: dict[str, Any]) -> list[dict[str, Any]]:
    if "spell" in d:
        return list(d["spell"]["effects"])
    return list(d["abilities"][-1]["activated"]["effects"])


@pytest.mark.parametrize(("card", "expected"), _NO_UNTAP, ids=[c[0]["name"] for c in _NO_UNTAP])
def test_doesnt_untap_during_the_next_untap_step_compiles_to_skip_next_untap_cr_502_3(
        card: dict[str, Any], expected: list[dict[str, Any]]) -> None:
    assert _effects(data(card)) == expected


@pytest.mark.parametrize("text", [
    "Tap target creature. It doesn't untap during its controller's untap step.",        # a static's words: not this
    "Tap target creature. It doesn't untap during its owner's next untap step.",
])
def test_near_miss_untap_step_effects_stay_unparsed(text: str) -> None:
    assert compile_face(face("Near Miss", "Instant", text, "{1}")).status == "unparsed"


@pytest.mark.parametrize(("goto", "tapped"), [("goto turn 2 upkeep", True), ("goto turn 4 upkeep", False)])
def test_the_effect_is_used_up_in_its_controllers_next_untap_step_cr_502_3(goto: str, tapped: bool) -> None:
    custody = _NO_UNTAP[0][0]
    assert play([custody], {
        "start": {"players": {
            "alice": {"battlefield": ["Island"], "hand": ["Take into Custody"], "library": ["Island"] * 3},
            "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 3}}},
        "script": ["alice: cast Take into Custody targeting Grizzly Bears", "resolve", goto],
        "expect": {"permanents": [{"name": "Grizzly Bears", "tapped": tapped}]}}) == []


# ---- state triggers (CR 603.8) ------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "cond"), [
    ("When you control no Islands, sacrifice this creature.", {"controls_none": {"subtypes": ["Island"]}}),
    ("When you control no artifacts, sacrifice this creature.", {"controls_none": {"types": ["Artifact"]}}),
])
def test_when_you_control_no_x_is_a_state_trigger_cr_603_8(text: str, cond: dict[str, Any]) -> None:
    d = data(face("Merchant Ship", "Creature — Human", text, "{U}", "0", "2"))
    assert d["abilities"] == [{"triggered": {"when": {"event": "state"}, "if": cond,
                                             "effects": [{"sacrifice": {"what": "self"}}]}}]


def test_a_condition_on_what_happened_this_turn_is_no_state_trigger() -> None:
    text = "When a creature died this turn, sacrifice this creature."
    assert compile_face(face("Near Miss", "Creature — Human", text, "{1}")).status == "unparsed"


def test_barbarian_outcast_is_sacrificed_when_its_last_swamp_goes_cr_603_8() -> None:
    outcast = face("Barbarian Outcast", "Creature — Human Barbarian", "When you control no Swamps, sacrifice this "
                   "creature.", "{1}{B}")
    assert play([outcast], {
        "start": {"players": {
            "alice": {"battlefield": ["Barbarian Outcast", "Swamp", "Mountain", "Mountain"], "hand": ["Stone Rain"]},
            "bob": {}}},
        "script": ["alice: cast Stone Rain targeting Swamp", "resolve", "resolve"],
        "expect": {"alice": {"graveyard": ["Barbarian Outcast", "Stone Rain", "Swamp"]}}}) == []


# ---- "This spell costs {1} less to cast if ..." (CR 601.2f) ----------------------------------------------------------------

_EPIPHANY = face("Arcane Epiphany", "Instant", "This spell costs {1} less to cast if you control a Wizard.\nDraw "
                 "three cards.", "{3}{U}{U}")


def test_a_conditional_cost_reduction_compiles_with_its_condition_cr_601_2f() -> None:
    assert data(_EPIPHANY)["abilities"] == [
        {"static": {"costs_less": {"amount": 1, "if": {"controls": {"subtypes": ["Wizard"]}}}}}]


@pytest.mark.parametrize("text", [
    "This spell costs {U} less to cast if you control a Wizard.",          # coloured mana: not reduced here
    "This spell costs {1} less to cast if X is 5 or more.",                # about a resolving spell
])
def test_near_miss_cost_reductions_stay_unparsed(text: str) -> None:
    assert compile_face(face("Near Miss", "Instant", f"{text}\nDraw a card.", "{2}{U}")).status == "unparsed"


@pytest.mark.parametrize(("wizard", "hand"), [(True, ["Island"] * 3), (False, ["Arcane Epiphany"])])
def test_the_reduction_applies_only_while_its_condition_holds_cr_601_2f(wizard: bool, hand: list[str]) -> None:
    """Four lands cast Arcane Epiphany ({3}{U}{U}) only with a Wizard ({1} less)."""
    lands = ["Island"] * 4
    script = ["alice: cast Arcane Epiphany", "resolve"] if wizard else ["alice: illegal cast Arcane Epiphany"]
    assert play([_EPIPHANY], {
        "start": {"players": {
            "alice": {"battlefield": [*lands, *(["Prodigal Sorcerer"] if wizard else [])],
                      "hand": ["Arcane Epiphany"], "library": ["Island"] * 3},
            "bob": {}}},
        "script": script,
        "expect": {"alice": {"hand": hand}}}) == []


# ---- partner abilities (CR 702.124) ----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("line", "keyword"), [("Partner", "Partner"), ("Choose a Background", "Choose a Background")])
def test_partner_abilities_are_keywords_with_no_effect_in_a_game_cr_702_124a(line: str, keyword: str) -> None:
    d = data(face("Partner Test", "Legendary Creature — Human", f"Flying\n{line}", "{1}{W}"))
    assert d["keywords"] == ["Flying", keyword] and "abilities" not in d


def test_partner_with_a_name_is_not_accepted_as_a_bare_keyword_cr_702_124j() -> None:
    """"Partner with [name]" also means a triggered ability (a search for the named card)."""
    card = face("Partner Test", "Legendary Creature — Human", "Partner with Someone Else", "{1}{W}")
    assert compile_face(card).status == "unparsed"


# ---- a sentence starting with a creature type keeps its capital (CR 205.3m) ----------------------------------------------

@pytest.mark.parametrize(("text", "subject"), [
    ("Sliver creatures you control get +2/+0.", {"subtypes": ["Sliver"], "types": ["Creature"], "controller": "you"}),
    ("Zombies you control get +1/+1.", {"subtypes": ["Zombie"], "controller": "you"}),
])
def test_a_line_starting_with_a_creature_type_reads_it_as_one(text: str, subject: dict[str, Any]) -> None:
    got = _static(face("Type Lord", "Creature — Zombie", text, "{1}{B}"))
    assert got["affects"] == {"each": subject}


def test_an_ordinary_first_word_is_still_lowered() -> None:
    assert prepare_line("Creatures you control get +1/+1. Draw a card.", "X") == \
        "creatures you control get +1/+1. draw a card."
    assert prepare_line("Elves you control get +1/+1.", "X") == "Elves you control get +1/+1."


def test_a_condition_on_what_happened_this_turn_holds_right_after_it_happens_cr_611_3a() -> None:
    """Tenured Concocter gets +2/+0 as long as you gained life this turn: Healing Salve's life gain is enough."""
    concocter = _CARDS[7][0]
    assert play([concocter], {
        "start": {"players": {
            "alice": {"battlefield": ["Tenured Concocter", "Plains"], "hand": ["Healing Salve"]}, "bob": {}}},
        "script": ["alice: cast Healing Salve targeting alice", "resolve"],
        "expect": {"alice": {"life": 23}, "permanents": [{"name": "Tenured Concocter", "power": 6}]}}) == []
