"""The Oracle grammar's part ``cb2`` (issue 9, tag ``cb2_``): combat restrictions, permissions and requirements
(CR 506.5, 508.1c-d, 509.1b-c, 702.3b), extra turns (500.7), "tap or untap" (701.26) and "prevent all combat damage
that would be dealt to and dealt by" (615.1a) compile to the data of docs/cards.md, render back as written, and play
as the Comprehensive Rules say (each play test is a judge scenario whose ``cards:`` are the compiled data)."""

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

UNICORN = face("Prized Unicorn", "Creature — Unicorn", "All creatures able to block this creature do so.", "{3}{G}",
               "2", "2")
PROTECTOR = face("Gaea's Protector", "Creature — Elemental Warrior", "This creature must be blocked if able.", "{3}{G}",
                 "4", "2")
RHINO = face("Charging Rhino", "Creature — Rhino", "This creature can't be blocked by more than one creature.",
             "{3}{G}{G}", "4", "4")
RANGERS = face("Treetop Rangers", "Creature — Elf", "This creature can't be blocked except by creatures with flying.",
               "{2}{G}{G}", "2", "2")
SIGNAL_PEST = face("Signal Pest", "Artifact Creature — Pest", "Battle cry\nThis creature can't be blocked except by "
                   "creatures with flying or reach.", "{1}", "0", "1")
FLUNKIES = face("Mogg Flunkies", "Creature — Goblin", "This creature can't attack or block alone.", "{2}{R}", "3", "3")
KRONCH = face("Raging Kronch", "Creature — Beast", "This creature can't attack alone.", "{2}{R}", "4", "3")
PHALANX = face("Returned Phalanx", "Creature — Human Soldier", "Defender\n{1}{U}: This creature can attack this turn "
               "as though it didn't have defender.", "{1}{B}", "3", "3")
SCREEN = face("Razorgrass Screen", "Artifact Creature — Wall", "Defender\nThis creature blocks each combat if able.",
              "{1}", "2", "1")
CHALLENGE = face("Taunting Challenge", "Sorcery", "All creatures able to block target creature this turn do so.",
                 "{1}{G}")
PIPER = face("Satyr Piper", "Creature — Satyr Rogue", "{3}{G}: Target creature must be blocked this turn if able.",
             "{G}", "2", "1")
LURE = face("Lure", "Enchantment — Aura", "Enchant creature\nAll creatures able to block enchanted creature do so.",
            "{1}{G}{G}")
ROVING = face("Ancient Ooze Keep", "Creature — Wall", "Defender\n{3}: This creature gets +3/-1 until end of turn and "
              "can attack this turn as though it didn't have defender.", "{4}", "2", "5")
TIME_WALK = face("Time Walk", "Sorcery", "Take an extra turn after this one.", "{1}{U}")
TIME_STRETCH = face("Time Stretch", "Sorcery", "Target player takes two extra turns after this one.", "{8}{U}{U}")
PESTERMITE = face("Pestermite", "Creature — Faerie Rogue", "Flash\nFlying\nWhen this creature enters, you may tap or "
                  "untap target permanent.", "{2}{U}", "2", "1")
MAZE = face("Maze of Ith", "Land", "{T}: Untap target attacking creature. Prevent all combat damage that would be "
            "dealt to and dealt by that creature this turn.")

FUROR = face("Furor of the Bitten", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +2/+2 and attacks "
              "each combat if able.", "{3}{R}")
ROPE = face("Rope", "Artifact — Equipment", "Equipped creature gets +1/+2, has reach, and can't be blocked by more than "
            "one creature.\n{2}, Sacrifice this Equipment: Draw a card.\nEquip {3}", "{3}")
MANA_LEECH = face("Mana Leech", "Creature — Leech", "You may choose not to untap this creature during your untap step.\n"
                  "{T}: Tap target land. It doesn't untap during its controller's untap step for as long as this "
                  "creature remains tapped.", "{2}{B}", "1", "1")

ARMODON = face("Trumpeting Armodon", "Creature — Elephant", "{1}{G}: Target creature blocks this creature this turn if "
               "able.", "{3}{G}", "3", "3")
PALACE_GUARD = face("Palace Guard", "Creature — Human Soldier", "This creature can block any number of creatures.",
                    "{2}{W}", "1", "4")
IMPS_TAUNT = face("Imps' Taunt", "Instant", "Target creature attacks this turn if able.", "{1}{B}")

VOW = face("Vow of Flight", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +2/+2, has flying, and "
           "can't attack you or planeswalkers you control.", "{2}{U}")

COMPILED = [
    (UNICORN, {"static": "all_must_block"}),
    (PROTECTOR, {"static": "must_be_blocked"}),
    (RHINO, {"static": "blocked_by_at_most_one"}),
    (RANGERS, {"static": {"blocked_only_by_keywords": {"keywords": ["flying"]}}}),
    (SIGNAL_PEST, {"static": {"blocked_only_by_keywords": {"keywords": ["flying", "reach"]}}}),
    (FLUNKIES, {"static": {"cant_alone": {"cant": ["attack", "block"]}}}),
    (KRONCH, {"static": {"cant_alone": {"cant": ["attack"]}}}),
    (PHALANX, {"activated": {"cost": {"mana": "{1}{U}"},
                             "effects": [{"combat_rule": {"to": "self", "rules": ["attacks_despite_defender"]}}]}}),
    (SCREEN, {"static": "blocks_each_combat"}),
    (CHALLENGE, {"effects": [{"combat_rule": {"to": "target", "rules": ["all_must_block"]}}], "targets": ["creature"]}),
    (PIPER, {"activated": {"cost": {"mana": "{3}{G}"},
                           "effects": [{"combat_rule": {"to": "target", "rules": ["must_be_blocked"]}}],
                           "targets": ["creature"]}}),
    (LURE, {"static": {"all_must_block": {"affects": "enchanted"}}}),
    (ROVING, {"activated": {"cost": {"mana": "{3}"}, "effects": [
        {"pump": {"to": "self", "power": 3, "toughness": -1}},
        {"combat_rule": {"to": "self", "rules": ["attacks_despite_defender"]}}]}}),
    (TIME_WALK, {"effects": [{"extra_turn": {}}]}),
    (TIME_STRETCH, {"effects": [{"extra_turn": {"player": "target", "amount": 2}}], "targets": ["player"]}),
    (PESTERMITE, {"triggered": {"when": {"event": "enters", "who": "self"}, "optional": True,
                                "effects": [{"tap_or_untap": {"what": "target"}}], "targets": [{"permanent": {}}]}}),
    (MAZE, {"activated": {"cost": {"tap": True}, "effects": [
        {"untap": {"what": "target"}}, {"prevent_damage": {"to": "target", "combat": True, "and_by": True}}],
        "targets": [{"permanent": {"attacking": True, "types": ["Creature"]}}]}}),
]


def test_a_continuous_effect_and_a_restriction_of_one_creature_compile_to_two_statics_cr_611_3_303_4m() -> None:
    r = compile_face(FUROR)
    assert r.status == "compiled" and r.data is not None, r.phrase
    assert r.data["abilities"] == [{"static": {"continuous": {"affects": "enchanted", "power": 2, "toughness": 2}}},
                                   {"static": {"attacks_each_combat": {"affects": "enchanted"}}}]
    r = compile_face(ROPE)
    assert r.status == "compiled" and r.data is not None, r.phrase
    assert r.data["abilities"][:2] == [
        {"static": {"continuous": {"affects": "equipped", "power": 1, "toughness": 2, "keywords": ["Reach"]}}},
        {"static": {"blocked_by_at_most_one": {"affects": "equipped"}}}]


def test_doesnt_untap_for_as_long_as_this_remains_tapped_compiles_to_a_lasting_restriction_cr_611_2b_502_3() -> None:
    r = compile_face(MANA_LEECH)
    assert r.status == "compiled" and r.data is not None, r.phrase
    assert r.data["abilities"][1]["activated"]["effects"] == [
        {"tap": {"what": "target"}}, {"restrict": {"to": "target", "cant": ["untap"], "until": "while_source_tapped"}}]


def test_the_lands_mana_leech_taps_stay_tapped_only_while_it_stays_tapped_cr_611_2b() -> None:
    """Mana Leech taps bob's Forest: it stays tapped in bob's untap step while Mana Leech is tapped; once alice
    untaps Mana Leech the effect ends, and bob's next untap step untaps the Forest."""
    start = _main({"battlefield": [{"card": "Mana Leech", "id": "leech"}], "library": ["Island"] * 5},
                  {"battlefield": [{"card": "Forest", "id": "forest"}], "library": ["Island"] * 5})
    play([MANA_LEECH], start, ["alice: activate leech targeting forest", "resolve", "goto turn 4 upkeep"],
         {"permanents": [{"id": "forest", "tapped": True}]})
    play([MANA_LEECH], start, ["alice: activate leech targeting forest", "resolve", "goto turn 5 declare_attackers",
                               "alice: choose yes", "goto turn 5 declare_attackers", "alice: attack none",
                               "goto turn 6 upkeep"],
         {"permanents": [{"id": "forest", "tapped": False}, {"id": "leech", "tapped": False}]})


def test_furor_of_the_bitten_makes_the_enchanted_creature_attack_each_combat_cr_508_1d_303_4m() -> None:
    start = _main({"battlefield": [{"card": "Grizzly Bears", "id": "bears"},
                                   {"card": "Furor of the Bitten", "attached_to": "bears"},
                                   {"card": "Llanowar Elves", "id": "elves"}]})
    play([FUROR], start, ["goto declare_attackers", "alice: illegal attack elves", "alice: attack bears, elves",
                          "goto postcombat_main"], {"bob": {"life": 15}})


def _ability(data: dict[str, Any]) -> dict[str, Any]:
    return data["spell"] if "spell" in data else data["abilities"][-1]


@pytest.mark.parametrize("card, expected", COMPILED, ids=[c["name"] for c, _ in COMPILED])
def test_combat_rules_extra_turns_and_tapping_compile_to_the_documented_data_cr_506_5_509_1b_509_1c_500_7(
        card: dict[str, Any], expected: dict[str, Any]) -> None:
    r = compile_face(card)
    assert r.status == "compiled" and r.data is not None, r.phrase
    assert _ability(r.data) == expected


REFUSED = [
    # "each player takes an extra turn": several players' extra turns (500.7's APNAP order) aren't read
    face("Gen Turns", "Sorcery", "Each player takes an extra turn after this one.", "{3}{U}"),
    # "except by creatures with haste" is no evasion keyword of a blocker this part reads
    face("Gen Haste", "Creature — Beast", "This creature can't be blocked except by creatures with haste.", "{2}", "2",
         "2"),
    # "can only attack alone" is another restriction (506.5) than "can't attack alone"
    face("Gen Alone", "Creature — Beast", "This creature can only attack alone.", "{2}", "2", "2"),
    # a group's restriction ("each creature you control can't be blocked by more than one creature")
    face("Gen Group", "Enchantment", "Each creature you control can't be blocked by more than one creature.", "{2}"),
]


@pytest.mark.parametrize("card", REFUSED, ids=[c["name"] for c in REFUSED])
def test_near_miss_phrases_stay_unparsed_rather_than_compile_wrongly(card: dict[str, Any]) -> None:
    assert compile_face(card).status != "compiled"


_SUBJECTS = [("This creature", "self"), ("Enchanted creature", "enchanted"), ("Equipped creature", "equipped")]
_RESTRICTIONS = [("can't be blocked by more than one creature", "blocked_by_at_most_one", None),
                 ("must be blocked if able", "must_be_blocked", None),
                 ("blocks each combat if able", "blocks_each_combat", None),
                 ("can't block alone", "cant_alone", {"cant": ["block"]}),
                 ("can't be blocked except by creatures with flying or reach", "blocked_only_by_keywords",
                  {"keywords": ["flying", "reach"]}),
                 ("can't be blocked except by two or more creatures", "blocked_by_at_least_two", None)]


@settings(max_examples=25, deadline=None)
@given(subject=st.sampled_from(_SUBJECTS), restriction=st.sampled_from(_RESTRICTIONS))
def test_generated_restriction_lines_compile_to_one_static_of_their_subject_cr_509_1b_303_4m(
        subject: tuple[str, str], restriction: tuple[str, str, dict[str, Any] | None]) -> None:
    (words, affects), (text, kind, args) = subject, restriction
    card = (face("Gen", "Creature — Beast", f"{words} {text}.", "{2}", "2", "2") if affects == "self" else
            face("Gen", "Enchantment — Aura" if affects == "enchanted" else "Artifact — Equipment",
                 ("Enchant creature\n" if affects == "enchanted" else "") + f"{words} {text}."
                 + ("\nEquip {1}" if affects == "equipped" else ""), "{2}"))
    r = compile_face(card)
    assert r.status == "compiled" and r.data is not None, (text, r.phrase)
    statics = [a["static"] for a in r.data["abilities"] if "static" in a]
    want_args = {**(args or {}), **({} if affects == "self" else {"affects": affects})}
    assert statics == [{kind: want_args} if want_args else kind]


def play(cards: list[dict[str, Any]], start: dict[str, Any], script: list[str], expect: dict[str, Any],
         passes: bool = True) -> None:
    """Run a judge scenario whose ``cards:`` are the compiled data of ``cards``."""
    data = []
    for card in cards:
        r = compile_face(card)
        assert r.status == "compiled" and r.data is not None, r.phrase
        data.append(r.data)
    doc = {"name": "play", "cards": data, "start": start, "script": script, "expect": expect}
    (sc,) = load_text(json.dumps(doc), "<test cb2>")
    result = run_scenario(sc)
    assert result.passed is passes, "\n".join(result.failures + result.log[-30:])


def _main(alice: dict[str, Any], bob: dict[str, Any] | None = None, active: str = "alice") -> dict[str, Any]:
    return {"turn": 3, "active": active, "step": "precombat_main", "players": {"alice": alice, "bob": bob or {}}}


def test_all_creatures_able_to_block_the_lure_creature_must_block_it_cr_509_1c() -> None:
    """Prized Unicorn: Grizzly Bears and Hill Giant could block it, so each must (one requirement each); blocking the
    other attacker instead, or not blocking, obeys fewer requirements than possible.  Belbe's Percher (it can block
    only flyers) can't block the Unicorn: it is free to block Wind Drake or not."""
    start = _main({"battlefield": [{"card": "Prized Unicorn", "id": "unicorn"}, {"card": "Wind Drake", "id": "drake"}]},
                  {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}, {"card": "Hill Giant", "id": "giant"},
                                   {"card": "Belbe's Percher", "id": "percher"}]})
    play([UNICORN], start, ["goto declare_attackers", "alice: attack unicorn, drake", "goto declare_blockers",
                            "bob: illegal block none", "bob: illegal block unicorn with giant",
                            "bob: illegal block unicorn with giant; drake with percher",
                            "bob: block unicorn with bears; unicorn with giant", "goto combat_damage",
                            "alice: assign 2 to bears", "goto postcombat_main"],
         {"alice": {"graveyard": ["Prized Unicorn"]}, "bob": {"life": 18, "graveyard": ["Grizzly Bears"]}})


def test_a_creature_that_must_be_blocked_is_blocked_by_some_creature_if_able_cr_509_1c() -> None:
    """Gaea's Protector must be blocked; which creature blocks it is free, and a creature that can't block it
    (tapped) changes nothing."""
    start = _main({"battlefield": [{"card": "Gaea's Protector", "id": "protector"}, {"card": "Craw Wurm", "id": "wurm"}]},
                  {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}, {"card": "Hill Giant", "id": "giant"}]})
    play([PROTECTOR], start, ["goto declare_attackers", "alice: attack protector, wurm", "goto declare_blockers",
                              "bob: illegal block none", "bob: illegal block wurm with giant",
                              "bob: block protector with bears; wurm with giant", "goto postcombat_main"],
         {"bob": {"life": 20, "graveyard": ["Grizzly Bears", "Hill Giant"]}})


def test_a_requirement_that_cant_be_obeyed_requires_nothing_cr_509_1c() -> None:
    """Gaea's Protector must be blocked if able, but Belbe's Percher can block only flyers: no declaration obeys the
    requirement, so not blocking at all is legal (as is blocking Wind Drake)."""
    start = _main({"battlefield": [{"card": "Gaea's Protector", "id": "protector"}, {"card": "Wind Drake", "id": "drake"}]},
                  {"battlefield": [{"card": "Belbe's Percher", "id": "percher"}]})
    play([PROTECTOR], start, ["goto declare_attackers", "alice: attack protector, drake", "goto declare_blockers",
                              "bob: illegal block protector with percher", "bob: block none", "goto postcombat_main"],
         {"bob": {"life": 14}})


def test_a_creature_with_flying_can_block_the_creature_only_flyers_may_block_cr_509_1b() -> None:
    start = _main({"battlefield": [{"card": "Signal Pest", "id": "pest"}]},
                  {"battlefield": [{"card": "Giant Spider", "id": "spider"}, {"card": "Grizzly Bears", "id": "bears"}]})
    play([SIGNAL_PEST], start, ["goto declare_attackers", "alice: attack pest", "goto declare_blockers",
                                "bob: illegal block pest with bears", "bob: block pest with spider",
                                "goto postcombat_main"],
         {"alice": {"graveyard": ["Signal Pest"]}})


def test_a_creature_that_cant_be_blocked_by_more_than_one_is_blocked_by_one_cr_509_1b() -> None:
    start = _main({"battlefield": [{"card": "Charging Rhino", "id": "rhino"}]},
                  {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}, {"card": "Hill Giant", "id": "giant"}]})
    play([RHINO], start, ["goto declare_attackers", "alice: attack rhino", "goto declare_blockers",
                          "bob: illegal block rhino with bears; rhino with giant", "bob: block rhino with giant",
                          "goto postcombat_main"],
         {"bob": {"graveyard": ["Hill Giant"], "life": 20}})


def test_a_creature_that_cant_attack_alone_attacks_only_with_another_cr_506_5() -> None:
    start = _main({"battlefield": [{"card": "Mogg Flunkies", "id": "flunkies"},
                                   {"card": "Grizzly Bears", "id": "bears"}]})
    play([FLUNKIES], start, ["goto declare_attackers", "alice: illegal attack flunkies",
                             "alice: attack flunkies, bears", "goto postcombat_main"], {"bob": {"life": 15}})


def test_a_creature_that_cant_block_alone_blocks_only_with_another_cr_506_5() -> None:
    start = _main({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}, {"card": "Hill Giant", "id": "giant"}]},
                  {"battlefield": [{"card": "Mogg Flunkies", "id": "flunkies"},
                                   {"card": "Llanowar Elves", "id": "elves"}]})
    play([FLUNKIES], start, ["goto declare_attackers", "alice: attack bears, giant", "goto declare_blockers",
                             "bob: illegal block bears with flunkies",
                             "bob: block bears with flunkies; giant with elves", "goto postcombat_main"],
         {"alice": {"graveyard": ["Grizzly Bears"]}, "bob": {"graveyard": ["Llanowar Elves"], "life": 20}})


def test_a_creature_with_defender_attacks_once_its_ability_says_it_can_cr_702_3b_611_2c() -> None:
    start = _main({"battlefield": [{"card": "Returned Phalanx", "id": "phalanx"}, {"card": "Island", "count": 2}],
                   "library": ["Island"] * 3}, {"library": ["Island"] * 3})
    play([PHALANX], start, ["goto declare_attackers", "alice: illegal attack phalanx", "goto postcombat_main",
                            "goto turn 5 precombat_main", "alice: activate Island", "alice: activate Island",
                            "alice: activate phalanx", "resolve", "goto declare_attackers", "alice: attack phalanx",
                            "goto postcombat_main"],
         {"bob": {"life": 17}})


def test_a_creature_that_blocks_each_combat_if_able_must_block_cr_509_1c() -> None:
    start = _main({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]},
                  {"battlefield": [{"card": "Razorgrass Screen", "id": "screen"},
                                   {"card": "Llanowar Elves", "id": "elves"}]})
    play([SCREEN], start, ["goto declare_attackers", "alice: attack bears", "goto declare_blockers",
                           "bob: illegal block none", "bob: illegal block bears with elves",
                           "bob: block bears with screen", "goto postcombat_main"],
         {"bob": {"life": 20, "graveyard": ["Razorgrass Screen"]}})


def test_taunting_challenge_makes_every_creature_able_block_its_target_this_turn_cr_509_1c_611_2c() -> None:
    start = _main({"battlefield": [{"card": "Craw Wurm", "id": "wurm"}, {"card": "Wind Drake", "id": "drake"}],
                   "hand": ["Taunting Challenge"], "mana_pool": "{1}{G}"},
                  {"battlefield": [{"card": "Llanowar Elves", "id": "elves"}, {"card": "Hill Giant", "id": "giant"},
                                   {"card": "Belbe's Percher", "id": "percher"}]})
    play([CHALLENGE], start, ["alice: cast Taunting Challenge targeting wurm", "resolve", "goto declare_attackers",
                              "alice: attack wurm, drake", "goto declare_blockers",
                              "bob: illegal block wurm with elves", "bob: illegal block none",
                              "bob: block wurm with giant; wurm with elves", "goto combat_damage",
                              "alice: assign 1 to elves, 5 to giant", "goto postcombat_main"],
         {"bob": {"life": 18, "graveyard": ["Hill Giant", "Llanowar Elves"]}})


def test_lure_on_a_creature_makes_every_creature_able_block_it_cr_509_1c_303_4m() -> None:
    start = _main({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}, {"card": "Lure", "attached_to": "bears"},
                                   {"card": "Wind Drake", "id": "drake"}]},
                  {"battlefield": [{"card": "Llanowar Elves", "id": "elves"},
                                   {"card": "Belbe's Percher", "id": "percher"}]})
    play([LURE], start, ["goto declare_attackers", "alice: attack bears, drake", "goto declare_blockers",
                         "bob: illegal block none", "bob: block bears with elves", "goto postcombat_main"],
         {"bob": {"life": 18, "graveyard": ["Llanowar Elves"]}})


def test_time_walk_gives_its_caster_the_next_turn_cr_500_7() -> None:
    start = _main({"hand": ["Time Walk"], "mana_pool": "{1}{U}", "library": ["Island"] * 5},
                  {"library": ["Island"] * 5})
    play([TIME_WALK], start, ["alice: cast Time Walk", "resolve", "goto turn 4 draw"],
         {"alice": {"hand": ["Island"]}, "bob": {"hand": []}})


def test_time_stretch_gives_two_extra_turns_in_a_row_cr_500_7() -> None:
    start = _main({"hand": ["Time Stretch"], "mana_pool": "{8}{U}{U}", "library": ["Island"] * 5},
                  {"library": ["Island"] * 5})
    play([TIME_STRETCH], start, ["alice: cast Time Stretch targeting alice", "resolve", "goto turn 4 draw",
                                 "goto turn 5 draw", "goto turn 6 draw"],
         {"alice": {"hand": ["Island", "Island"]}, "bob": {"hand": ["Island"]}})


def test_pestermite_untaps_or_taps_the_permanent_its_controller_chooses_cr_701_26() -> None:
    start = _main({"hand": ["Pestermite"], "mana_pool": "{2}{U}"},
                  {"battlefield": [{"card": "Hill Giant", "id": "giant"}]})
    play([PESTERMITE], start, ["alice: cast Pestermite", "resolve", "alice: choose giant", "resolve",
                               "alice: choose yes", "alice: choose tap"],
         {"permanents": [{"id": "giant", "tapped": True}]})


def test_maze_of_ith_untaps_the_attacker_and_prevents_its_combat_damage_both_ways_cr_615_1a() -> None:
    start = _main({"battlefield": [{"card": "Hill Giant", "id": "giant"}]},
                  {"battlefield": [{"card": "Maze of Ith", "id": "maze"}, {"card": "Grizzly Bears", "id": "bears"}]})
    play([MAZE], start, ["goto declare_attackers", "alice: attack giant", "goto declare_blockers",
                         "bob: block giant with bears", "pass", "bob: activate maze targeting giant", "resolve",
                         "goto postcombat_main"],
         {"bob": {"life": 20}, "permanents": [{"id": "giant", "tapped": False, "damage": 0},
                                               {"id": "bears", "damage": 0}]})


def test_a_creature_told_to_block_this_creature_must_block_it_if_able_cr_509_1c() -> None:
    """Trumpeting Armodon's ability: Hill Giant must block the Armodon (it could block Grizzly Bears instead, obeying
    no requirement)."""
    start = _main({"battlefield": [{"card": "Trumpeting Armodon", "id": "armodon"},
                                   {"card": "Grizzly Bears", "id": "bears"}, {"card": "Forest", "count": 2}]},
                  {"battlefield": [{"card": "Hill Giant", "id": "giant"}, {"card": "Llanowar Elves", "id": "elves"}]})
    play([ARMODON], start, ["alice: activate Forest", "alice: activate Forest",
                            "alice: activate armodon targeting giant", "resolve", "goto declare_attackers",
                            "alice: attack armodon, bears", "goto declare_blockers", "bob: illegal block bears with giant",
                            "bob: illegal block none", "bob: illegal block armodon with elves",
                            "bob: block armodon with giant; bears with elves", "goto postcombat_main"],
         {"bob": {"life": 20, "graveyard": ["Hill Giant", "Llanowar Elves"]},
          "alice": {"graveyard": ["Trumpeting Armodon"]}})


def test_a_creature_that_can_block_any_number_blocks_every_attacker_cr_509_1a() -> None:
    start = _main({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}, {"card": "Llanowar Elves", "id": "elves"},
                                   {"card": "Savannah Lions", "id": "lions"}]},
                  {"battlefield": [{"card": "Palace Guard", "id": "guard"}]})
    play([PALACE_GUARD], start, ["goto declare_attackers", "alice: attack bears, elves, lions", "goto declare_blockers",
                                 "bob: block bears with guard; elves with guard; lions with guard",
                                 "goto combat_damage", "bob: assign 1 to elves", "goto postcombat_main"],
         {"bob": {"life": 20}, "alice": {"graveyard": ["Llanowar Elves"]}})


def test_a_creature_told_to_attack_this_turn_must_attack_if_able_cr_508_1d_611_2c() -> None:
    start = _main({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}, {"card": "Llanowar Elves", "id": "elves"}],
                   "hand": ["Imps' Taunt"], "mana_pool": "{1}{B}"})
    play([IMPS_TAUNT], start, ["alice: cast Imps' Taunt targeting bears", "resolve", "goto declare_attackers",
                               "alice: illegal attack elves", "alice: attack bears", "goto postcombat_main"],
         {"bob": {"life": 18}})


def test_an_aura_keeps_the_enchanted_creature_from_attacking_its_controller_only_cr_508_1c() -> None:
    """Vow of Flight: bob's Aura on alice's Grizzly Bears: the Bears can't attack bob, but can attack carol."""
    start = {"turn": 3, "active": "alice", "step": "precombat_main", "players": {
        "alice": {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]},
        "bob": {"battlefield": [{"card": "Vow of Flight", "attached_to": "bears"}]},
        "carol": {}}}
    play([VOW], start, ["goto declare_attackers", "alice: illegal attack bears -> bob", "alice: attack bears -> carol",
                        "goto postcombat_main"], {"bob": {"life": 20}, "carol": {"life": 16}})


def test_a_lone_creature_that_attacks_each_combat_but_cant_attack_alone_doesnt_attack_cr_508_1d_506_5() -> None:
    """Mogg Flunkies told to attack (Imps' Taunt) with no other creature: the restriction wins (508.1d: a requirement
    is obeyed only if the restrictions allow it), so no creature attacks."""
    start = _main({"battlefield": [{"card": "Mogg Flunkies", "id": "flunkies"}], "hand": ["Imps' Taunt"],
                   "mana_pool": "{1}{B}"})
    play([FLUNKIES, IMPS_TAUNT], start, ["alice: cast Imps' Taunt targeting flunkies", "resolve",
                                         "goto postcombat_main"], {"bob": {"life": 20}})
