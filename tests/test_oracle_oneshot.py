"""The Oracle grammar's part "oneshot" (issue 9): animation, "loses all abilities", "switch ... power and toughness",
"can't be blocked this turn", a leading "Until end of turn,", "up to one other target" and "the next time a source of
your choice would deal damage" compile from real cards' text to the values the card format has, render back to their
text, and play as their rules say."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import compile_face
from manastack.oracle.render import render_mismatch
from oracle_faces import face, data


def effects_of(f: dict[str, Any]) -> list[dict[str, Any]]:
    d = data(f)
    if "spell" in d:
        out: list[dict[str, Any]] = d["spell"]["effects"]
        return out
    ab = d["abilities"][-1]
    kind = next(iter(ab))
    return ab[kind]["effects"]  # type: ignore[no-any-return]


# ---- animation (CR 205.1a-b, 613.1d-f, 613.4b) ---------------------------------------------------------------------

@pytest.mark.parametrize("name, type_line, text, become", [
    ("Celestial Colonnade", "Land",
     "{3}{W}{U}: Until end of turn, Celestial Colonnade becomes a 4/4 white and blue Elemental creature with flying "
     "and vigilance. It's still a land.",
     {"to": "self", "add_types": ["Creature"], "add_subtypes": ["Elemental"], "colors": ["W", "U"], "power": 4,
      "toughness": 4, "keywords": ["Flying", "Vigilance"]}),
    ("Chimeric Sphere", "Artifact",
     "{2}: Until end of turn, Chimeric Sphere becomes a 2/1 Construct artifact creature with flying.",
     {"to": "self", "add_types": ["Artifact", "Creature"], "creature_types": ["Construct"], "power": 2,
      "toughness": 1, "keywords": ["Flying"]}),
    ("Ensouled Scimitar", "Artifact — Equipment",
     "{3}: Ensouled Scimitar becomes a 1/5 Spirit artifact creature with flying until end of turn.",
     {"to": "self", "add_types": ["Artifact", "Creature"], "creature_types": ["Spirit"], "power": 1,
      "toughness": 5, "keywords": ["Flying"]}),
    ("Vastwood Animist", "Creature — Elf Shaman",
     "{T}: Target land you control becomes a 3/3 Elemental creature until end of turn. It's still a land.",
     {"to": "target", "add_types": ["Creature"], "add_subtypes": ["Elemental"], "power": 3, "toughness": 3}),
    ("Opal Titan", "Enchantment",
     "{1}: Opal Titan becomes a 4/4 Giant creature until end of turn.",
     {"to": "self", "types": ["Creature"], "subtypes": ["Giant"], "power": 4, "toughness": 4}),
])
def test_an_animation_sets_each_part_in_its_layer_and_keeps_types_as_205_1b_says(
        name: str, type_line: str, text: str, become: dict[str, Any]) -> None:
    pt = ("2", "2") if type_line.startswith("Creature") else (None, None)
    assert effects_of(face(name, type_line, text, "{2}", *pt)) == [{"become": become}]


def test_an_animated_man_land_fights_as_a_creature_and_is_still_a_land_cr_205_1b_613_4b() -> None:
    colonnade = data(face("Test Colonnade", "Land",
                          "{1}: Until end of turn, Test Colonnade becomes a 4/4 white and blue Elemental creature "
                          "with flying and vigilance. It's still a land.", ""))
    _play([colonnade],
          {"players": {"alice": {"battlefield": ["Test Colonnade", "Plains"]}, "bob": {}}},
          ["alice: activate Test Colonnade", "resolve"],
          {"permanents": [{"name": "Test Colonnade", "power": 4, "toughness": 4, "types": ["Land", "Creature"],
                           "subtypes": ["Elemental"], "colors": ["W", "U"], "keywords": ["flying", "vigilance"]}]})


def test_a_subtyped_artifact_creature_animation_replaces_only_creature_types_cr_205_1b() -> None:
    staff = data(face("Test Staff", "Artifact — Equipment",
                      "{1}: Test Staff becomes a 2/3 Golem artifact creature until end of turn.", "{2}"))
    _play([staff],
          {"players": {"alice": {"battlefield": ["Test Staff", "Plains"]}, "bob": {}}},
          ["alice: activate Test Staff", "resolve"],
          {"permanents": [{"name": "Test Staff", "power": 2, "toughness": 3, "types": ["Artifact", "Creature"],
                           "subtypes": ["Equipment", "Golem"]}]})


# ---- losing abilities, switching power and toughness (CR 613.1f, 613.4d) -------------------------------------------

@pytest.mark.parametrize("name, text, effects", [
    ("Turn to Frog test", "Until end of turn, target creature loses all abilities.",
     [{"lose_abilities": {"to": "target"}}]),
    ("Ovinize test", "Target creature loses all abilities until end of turn.", [{"lose_abilities": {"to": "target"}}]),
    ("Inside Out", "Switch target creature's power and toughness until end of turn.\nDraw a card.",
     [{"switch_pt": {"to": "target"}}, {"draw": {"amount": 1}}]),
])
def test_losing_abilities_and_switching_compile(name: str, text: str, effects: list[dict[str, Any]]) -> None:
    assert effects_of(face(name, "Instant", text)) == effects


def test_switched_power_and_toughness_apply_in_layer_7d_cr_613_4d() -> None:
    twist = data(face("Test Twist", "Instant", "Switch target creature's power and toughness until end of turn.",
                      "{U}"))
    _play([twist],
          {"players": {"alice": {"hand": ["Test Twist"], "battlefield": ["Island"]},
                       "bob": {"battlefield": ["Hill Giant"]}}},
          ["alice: cast Test Twist targeting Hill Giant", "resolve"],
          {"permanents": [{"name": "Hill Giant", "power": 3, "toughness": 3}]})


def test_a_creature_that_loses_all_abilities_loses_its_keywords_cr_613_1f() -> None:
    frog = data(face("Test Frog", "Instant", "Until end of turn, target creature loses all abilities.", "{U}"))
    _play([frog],
          {"players": {"alice": {"hand": ["Test Frog"], "battlefield": ["Island"]},
                       "bob": {"battlefield": ["Serra Angel"]}}},
          ["alice: cast Test Frog targeting Serra Angel", "resolve"],
          {"permanents": [{"name": "Serra Angel", "power": 4, "toughness": 4}]})


# ---- "can't be blocked this turn" (CR 509.1b, 611.2c) --------------------------------------------------------------

@pytest.mark.parametrize("text, effects", [
    ("Target creature can't be blocked this turn.", [{"restrict": {"to": "target", "cant": ["be_blocked"]}}]),
    ("Target creature gets +1/+0 until end of turn and can't be blocked this turn.",
     [{"pump": {"to": "target", "power": 1, "toughness": 0}},
      {"restrict": {"to": "target", "cant": ["be_blocked"]}}]),
])
def test_cant_be_blocked_this_turn_compiles_to_a_restriction(text: str, effects: list[dict[str, Any]]) -> None:
    assert effects_of(face("Test Unblockable", "Instant", text)) == effects


def test_a_creature_that_cant_be_blocked_this_turn_has_no_legal_blocker_cr_509_1b() -> None:
    shroud = data(face("Test Mist", "Instant", "Target creature can't be blocked this turn.", "{U}"))
    _play([shroud],
          {"active": "alice",
           "players": {"alice": {"hand": ["Test Mist"], "battlefield": ["Island", "Hill Giant"]},
                       "bob": {"life": 20, "battlefield": ["Grizzly Bears"]}}},
          ["alice: cast Test Mist targeting Hill Giant", "resolve", "goto declare_attackers",
           "alice: attack Hill Giant", "goto end"],
          {"bob": {"life": 17}})


# ---- a leading "Until end of turn," (CR 611.2a), "up to one other target" (601.2c), a chosen source (615.7) --------

@pytest.mark.parametrize("text, effects", [
    ("Until end of turn, target creature gets +2/+2 and gains trample.",
     [{"pump": {"to": "target", "power": 2, "toughness": 2}}, {"grant": {"to": "target", "keywords": ["Trample"]}}]),
    ("Until end of turn, creatures you control gain haste.",
     [{"grant": {"to": {"each": {"types": ["Creature"], "controller": "you"}}, "keywords": ["Haste"]}}]),
    ("Until end of turn, target creature gets +3/+0.", [{"pump": {"to": "target", "power": 3, "toughness": 0}}]),
])
def test_a_leading_until_end_of_turn_is_the_same_duration(text: str, effects: list[dict[str, Any]]) -> None:
    assert effects_of(face("Test Ueot", "Instant", text)) == effects


def test_up_to_one_other_target_creature_is_an_optional_target_not_this_cr_601_2c() -> None:
    d = data(face("Test Mage", "Creature — Human Wizard",
                  "When Test Mage enters, return up to one other target creature to its owner's hand.", "{3}", "2",
                  "2"))
    trig = d["abilities"][0]["triggered"]
    assert trig["targets"] == [{"creature": {"other": True}, "up_to": True}] or \
        trig["targets"] == [{"permanent": {"types": ["Creature"], "other": True}, "up_to": True}]


def test_the_next_time_a_source_of_your_choice_would_deal_damage_compiles_cr_615_7() -> None:
    effects = effects_of(face("Test Circle", "Enchantment",
                              "{1}: The next time a black source of your choice would deal damage to you this turn, "
                              "prevent that damage.", "{1}{W}"))
    assert effects == [{"prevent_next_from_chosen_source": {"sources": {"colors": ["B"]}}}]


# ---- refusals: near misses stay unparsed ----------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Target creature becomes a 3/3 creature until your next turn.",
    "Target creature becomes a 3/3 creature.",
    "Until end of turn, target creature becomes a 3/3 Elemental creature. It's still a land. It's still a land.",
    "Switch target creature's power and toughness.",
    "Target creature can't be blocked.",
    "Target creature loses all abilities until their next turn.",   # "until your next turn": parts/zd
    "The next time a source of your choice would deal damage to you, prevent that damage.",
])
def test_near_miss_phrases_stay_unparsed(text: str) -> None:
    assert compile_face(face("Test Miss", "Instant", text)).status == "unparsed"


_KWS = ["flying", "first strike", "trample", "haste", "vigilance", "lifelink", "deathtouch", "reach", "menace"]


@settings(max_examples=40, deadline=None)
@given(p=st.integers(0, 9), t=st.integers(1, 9), kws=st.lists(st.sampled_from(_KWS), max_size=2, unique=True),
       color=st.sampled_from(["", "red ", "green ", "white and blue "]),
       kind=st.sampled_from(["creature", "artifact creature", "Golem creature", "Golem artifact creature"]),
       first=st.booleans(), still=st.booleans())
def test_generated_animations_compile_and_render_back_cr_613_1d(
        p: int, t: int, kws: list[str], color: str, kind: str, first: bool, still: bool) -> None:
    article = "an" if str(p)[0] == "8" else "a"
    with_ = f" with {' and '.join(kws)}" if kws else ""
    what = f"this becomes {article} {p}/{t} {color}{kind}{with_}"
    text = f"Until end of turn, {what}." if first else f"{what[0].upper()}{what[1:]} until end of turn."
    if still:
        text += " It's still a land."
    r = compile_face(face("Test Gen", "Land", "{1}: " + text.replace("this", "Test Gen"), ""))
    assert r.status == "compiled", r.phrase
    assert r.card is not None and render_mismatch(r.card) == ""
    (effect,) = r.card.activated[0].body.single.effects
    assert effect.verb == "become"
    types = effect.args.get("types") or effect.args.get("add_types")
    assert "Creature" in types
    assert ("add_types" in effect.args) == (still or "artifact" in kind)


# ---- playing compiled cards ------------------------------------------------------------------------------------------

def _play(cards: list[dict[str, Any]], start: dict[str, Any], script: list[str], expect: dict[str, Any]) -> None:
    doc = {"name": "compiled", "cards": cards, "start": start, "script": script, "expect": expect}
    (sc,) = load_text(json.dumps(doc), "<compiled>")
    result = run_scenario(sc, None)
    assert result.passed, "\n".join(result.failures + result.log[-20:])
