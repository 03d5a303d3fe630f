"""The Oracle grammar's part ``refs`` (issue 9, tag ``tgt_``): "that creature's controller", "that land's controller"
(CR 608.2h, 603.2) compile to the references of docs/cards.md, render back as written, and play as the
Comprehensive Rules say (each play test is a judge scenario whose ``cards:`` are the compiled data)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import compile_face
from oracle_faces import face

SMASH = face("Smash to Smithereens", "Instant", "Destroy target artifact. Smash to Smithereens deals 3 damage to that "
             "artifact's controller.", "{1}{R}")
UNLEASH = face("Unleash Shell", "Sorcery", "Unleash Shell deals 5 damage to target creature or planeswalker and 2 "
               "damage to that permanent's controller.", "{4}{R}")
ANKH = face("Ankh of Mishra", "Artifact", "Whenever a land enters, Ankh of Mishra deals 2 damage to that land's "
            "controller.", "{2}")
DINGUS_STAFF = face("Dingus Staff", "Artifact", "Whenever a creature dies, Dingus Staff deals 2 damage to that "
                    "creature's controller.", "{4}")
FLAYED_NIM = face("Flayed Nim", "Creature — Skeleton", "Whenever Flayed Nim deals combat damage to a creature, that "
                  "creature's controller loses that much life.", "{3}{B}", "2", "2")
INSOLENCE = face("Insolence", "Enchantment — Aura", "Enchant creature\nWhenever enchanted creature becomes tapped, "
                 "Insolence deals 2 damage to that creature's controller.", "{2}{R}")

COMPILED = [
    (SMASH, {"effects": [{"destroy": {"what": "target"}}, {"damage": {"amount": 3, "to": "target_controller"}}],
             "targets": [{"permanent": {"types": ["Artifact"]}}]}),
    (UNLEASH, {"effects": [{"damage": {"amount": 5, "to": "target"}},
                           {"damage": {"amount": 2, "to": "target_controller"}}],
               "targets": [{"permanent": {"types_any": ["Creature", "Planeswalker"]}}]}),
    (ANKH, {"triggered": {"when": {"event": "enters", "who": "any", "filter": {"types": ["Land"]}},
                          "effects": [{"damage": {"amount": 2, "to": "its_controller"}}]}}),
    (DINGUS_STAFF, {"triggered": {"when": {"event": "dies", "who": "any", "filter": {"types": ["Creature"]}},
                                  "effects": [{"damage": {"amount": 2, "to": "its_controller"}}]}}),
    (FLAYED_NIM, {"triggered": {"when": {"event": "deals_combat_damage_to_creature", "who": "self"},
                                "effects": [{"lose_life": {"amount": "that_much", "player": "its_controller"}}]}}),
    (INSOLENCE, {"triggered": {"when": {"event": "becomes_tapped", "who": "enchanted"},
                               "effects": [{"damage": {"amount": 2, "to": "its_controller"}}]}}),
]


def _ability(data: dict[str, Any]) -> dict[str, Any]:
    return data["spell"] if "spell" in data else data["abilities"][-1]


@pytest.mark.parametrize("card, expected", COMPILED, ids=[c["name"] for c, _ in COMPILED])
def test_that_objects_controller_compiles_to_the_first_targets_or_the_trigger_objects_controller_cr_608_2h(
        card: dict[str, Any], expected: dict[str, Any]) -> None:
    r = compile_face(card)
    assert r.status == "compiled" and r.data is not None, r.phrase
    assert _ability(r.data) == expected


REFUSED = [
    # a second target: "that artifact" is not the first target, whose controller target_controller is
    face("Twin Smash", "Instant", "Destroy target creature and target artifact. Twin Smash deals 2 damage to that "
         "artifact's controller.", "{2}{R}"),
    # the noun is not the target's
    face("Wrong Smash", "Instant", "Destroy target artifact. Wrong Smash deals 3 damage to that creature's "
         "controller.", "{1}{R}"),
    # nothing named before, and no trigger
    face("Lone Jab", "Instant", "Lone Jab deals 3 damage to that creature's controller.", "{R}"),
    # the trigger is about a land, not a creature
    face("Wrong Ankh", "Artifact", "Whenever a land enters, Wrong Ankh deals 2 damage to that creature's "
         "controller.", "{2}"),
    # the trigger is about this object itself: "that creature" names nothing else
    face("Self Ankh", "Artifact Creature — Golem", "Whenever this creature attacks, it deals 2 damage to that "
         "creature's controller.", "{2}", "2", "2"),
]


@pytest.mark.parametrize("card", REFUSED, ids=[c["name"] for c in REFUSED])
def test_that_objects_controller_with_no_such_object_named_stays_unparsed_cr_608_2h(card: dict[str, Any]) -> None:
    assert compile_face(card).status != "compiled"


_TYPES = ["artifact", "creature", "land", "enchantment"]


@settings(max_examples=25, deadline=None)
@given(kind=st.sampled_from(_TYPES), amount=st.integers(1, 9), lose=st.booleans())
def test_generated_destroy_then_hurt_the_controller_lines_name_the_first_target_cr_608_2h(
        kind: str, amount: int, lose: bool) -> None:
    then = (f"That {kind}'s controller loses {amount} life." if lose
            else f"Gen deals {amount} damage to that {kind}'s controller.")
    r = compile_face(face("Gen", "Instant", f"Destroy target {kind}. {then}", "{2}"))
    assert r.status == "compiled" and r.data is not None, r.phrase
    (_, second) = r.data["spell"]["effects"]
    args = second["lose_life" if lose else "damage"]
    assert args["player" if lose else "to"] == "target_controller"
    assert args["amount"] == amount


def play(card: dict[str, Any], start: dict[str, Any], script: list[str], expect: dict[str, Any]) -> None:
    """Run a judge scenario whose ``cards:`` are the compiled data of ``card``."""
    r = compile_face(card)
    assert r.status == "compiled" and r.data is not None, r.phrase
    doc = {"name": f"play {card['name']}", "cards": [r.data], "start": start, "script": script, "expect": expect}
    (sc,) = load_text(json.dumps(doc), f"<test {card['name']}>")
    result = run_scenario(sc)
    assert result.passed, "\n".join(result.failures + result.log[-30:])


def _main(active: str, alice: dict[str, Any], bob: dict[str, Any]) -> dict[str, Any]:
    return {"turn": 3, "active": active, "step": "precombat_main", "players": {"alice": alice, "bob": bob}}


def test_smash_to_smithereens_hurts_the_destroyed_artifacts_controller_cr_608_2h() -> None:
    """The artifact is gone as the damage is dealt: its controller as it last existed (608.2h) takes 3."""
    start = _main("alice", {"hand": ["Smash to Smithereens"], "mana_pool": "{1}{R}"},
                  {"battlefield": [{"card": "Sol Ring", "id": "ring"}]})
    play(SMASH, start, ["alice: cast Smash to Smithereens targeting ring", "resolve"],
         {"alice": {"life": 20}, "bob": {"life": 17, "graveyard": ["Sol Ring"]}})


def test_ankh_of_mishra_hurts_the_player_whose_land_entered_not_its_own_controller_cr_603_2() -> None:
    start = _main("bob", {"battlefield": ["Ankh of Mishra"]}, {"hand": ["Forest"]})
    play(ANKH, start, ["bob: play Forest", "resolve"], {"alice": {"life": 20}, "bob": {"life": 18}})


def test_dingus_staff_hurts_the_dead_creatures_controller_as_it_last_existed_cr_608_2h() -> None:
    start = _main("alice", {"battlefield": ["Dingus Staff"], "hand": ["Lightning Bolt"], "mana_pool": "{R}"},
                  {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]})
    play(DINGUS_STAFF, start, ["alice: cast Lightning Bolt targeting bears", "resolve", "resolve"],
         {"alice": {"life": 20}, "bob": {"life": 18, "graveyard": ["Grizzly Bears"]}})


STAG = face("Star-Crowned Stag", "Creature — Elk", "Whenever this creature attacks, tap target creature defending "
            "player controls.", "{3}{W}", "3", "3")
SWATHCUTTER = face("Swathcutter Giant", "Creature — Giant", "Vigilance\nWhenever this creature attacks, it deals 1 "
                   "damage to each creature defending player controls.", "{4}{R}{W}", "5", "5")
HEART_PIERCER = face("Heart-Piercer Bow", "Artifact — Equipment", "Whenever equipped creature attacks, Heart-Piercer "
                     "Bow deals 1 damage to target creature defending player controls.\nEquip {1}", "{2}")


def test_defending_player_controls_compiles_to_the_filter_controller_defending_cr_506_2() -> None:
    r = compile_face(STAG)
    assert r.status == "compiled" and r.data is not None, r.phrase
    assert _ability(r.data)["triggered"]["targets"] == [{"permanent": {"types": ["Creature"],
                                                                       "controller": "defending_player"}}]
    r = compile_face(SWATHCUTTER)
    assert r.status == "compiled" and r.data is not None, r.phrase
    assert _ability(r.data)["triggered"]["effects"][0]["damage"]["to"] == {
        "each": {"types": ["Creature"], "controller": "defending_player"}}


def _attack(alice: dict[str, Any], bob: dict[str, Any]) -> dict[str, Any]:
    return {"turn": 3, "active": "alice", "step": "precombat_main", "players": {"alice": alice, "bob": bob}}


def test_an_attacking_creatures_trigger_targets_a_creature_of_the_player_it_attacks_cr_508_5() -> None:
    """Alice's own Llanowar Elves is no legal target: Bob's Grizzly Bears is the only one (chosen without asking)."""
    start = _attack({"battlefield": ["Star-Crowned Stag", {"card": "Llanowar Elves", "id": "elves"}]},
                    {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]})
    play(STAG, start, ["goto declare_attackers", "alice: attack Star-Crowned Stag", "resolve"],
         {"permanents": [{"id": "bears", "tapped": True}, {"id": "elves", "tapped": False}]})


def test_a_creature_of_the_attacking_player_is_no_legal_target_for_defending_player_controls_cr_506_2() -> None:
    """Only Alice's own Grizzly Bears could be chosen: the trigger has no legal target and is removed (603.3d)."""
    start = _attack({"battlefield": ["Star-Crowned Stag", {"card": "Grizzly Bears", "id": "mine"}]}, {})
    play(STAG, start, ["goto declare_attackers", "alice: attack Star-Crowned Stag", "goto end_of_combat"],
         {"permanents": [{"id": "mine", "tapped": False}]})


def test_each_creature_defending_player_controls_is_dealt_damage_and_none_of_the_attackers_cr_506_2() -> None:
    start = _attack({"battlefield": ["Swathcutter Giant", {"card": "Llanowar Elves", "id": "elves"}]},
                    {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]})
    play(SWATHCUTTER, start, ["goto declare_attackers", "alice: attack Swathcutter Giant", "resolve"],
         {"permanents": [{"id": "bears", "damage": 1}, {"id": "elves", "damage": 0}]})


def test_an_equipments_trigger_reads_the_player_the_equipped_creature_attacks_cr_508_5a() -> None:
    start = _attack({"battlefield": [{"card": "Grizzly Bears", "id": "mine"},
                                     {"card": "Heart-Piercer Bow", "attached_to": "mine"}]},
                    {"battlefield": [{"card": "Llanowar Elves", "id": "elves"}]})
    play(HEART_PIERCER, start, ["goto declare_attackers", "alice: attack mine", "resolve"],
         {"bob": {"graveyard": ["Llanowar Elves"]}})


SCOUTS = face("Rappelling Scouts", "Creature — Human Rebel Scout", "Flying\n{2}{W}: This creature gains protection "
              "from the color of your choice until end of turn.", "{2}{W}", "1", "4")
SKYWISE = face("Pristine Skywise", "Creature — Dragon", "Flying\nWhenever you cast a noncreature spell, untap this "
               "creature. It gains protection from the color of your choice until end of turn.", "{4}{W}{U}", "6", "4")


def test_protection_from_the_color_of_your_choice_compiles_to_grant_with_protection_choice_cr_702_16a() -> None:
    r = compile_face(SCOUTS)
    assert r.status == "compiled" and r.data is not None, r.phrase
    assert _ability(r.data)["activated"]["effects"] == [
        {"grant": {"to": "self", "protection_choice": True, "until": "end_of_turn"}}]


def test_it_after_this_creature_in_a_triggered_ability_is_this_creature_not_the_spell_cast_cr_608_2h() -> None:
    """Pristine Skywise: "untap this creature. It gains protection ...": "it" is the object named last (608.2h),
    not the spell the trigger was about."""
    r = compile_face(SKYWISE)
    assert r.status == "compiled" and r.data is not None, r.phrase
    assert [list(e.values())[0].get("to", list(e.values())[0].get("what")) for e in
            _ability(r.data)["triggered"]["effects"]] == ["self", "self"]


def test_the_color_is_chosen_as_the_ability_resolves_and_the_creature_gains_protection_from_it_cr_105_4() -> None:
    start = _main("alice", {"battlefield": [{"card": "Rappelling Scouts", "id": "scouts"}], "mana_pool": "{2}{W}"},
                  {"hand": ["Lightning Bolt"], "mana_pool": "{R}"})
    play(SCOUTS, start, ["alice: activate Rappelling Scouts", "resolve", "alice: choose R"],
         {"permanents": [{"id": "scouts", "keywords": ["protection:red"]}]})


def test_a_creature_with_protection_from_the_chosen_color_cant_be_targeted_by_it_cr_702_16b() -> None:
    start = _main("alice", {"battlefield": [{"card": "Rappelling Scouts", "id": "scouts"}], "mana_pool": "{2}{W}"},
                  {"hand": ["Lightning Bolt"], "mana_pool": "{R}"})
    r = compile_face(SCOUTS)
    assert r.data is not None
    doc = {"name": "bolt the scouts", "cards": [r.data], "start": start,
           "script": ["alice: activate Rappelling Scouts", "resolve", "alice: choose R", "alice: pass",
                      "bob: cast Lightning Bolt targeting scouts"], "expect": {}}
    (sc,) = load_text(json.dumps(doc), "<test bolt>")
    result = run_scenario(sc)
    assert not result.passed and "Lightning Bolt" in "\n".join(result.failures)
