"""The Oracle grammar's part ``combat`` (issue 9, tag ``cb_``): combat and damage phrases compile to the data of
docs/cards.md, render back as written, and play as the Comprehensive Rules say (each play test is a judge scenario
whose ``cards:`` are the compiled data)."""

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


BALLISTA = face("Heavy Ballista", "Creature — Construct",
                "{T}: This creature deals 2 damage to target attacking or blocking creature.", "{3}{W}", "2", "3")
DIVINE_VERDICT = face("Divine Verdict", "Instant", "Destroy target attacking or blocking creature.", "{3}{W}")
ROUT = face("Righteousness", "Instant", "Target blocking creature gets +7/+7 until end of turn.", "{W}")
CLEAR_SHOT = face("Clear Shot", "Instant", "Target creature you control gets +1/+1 until end of turn. It deals damage "
                  "equal to its power to target creature you don't control.", "{2}{G}")
PRIME_SPEAKER_BITE = face("Rabid Bite", "Sorcery", "Target creature you control deals damage equal to its power to "
                          "target creature or planeswalker you don't control.", "{1}{G}")
YETI = face("Karplusan Yeti", "Creature — Yeti", "{T}: This creature deals damage equal to its power to target "
            "creature. That creature deals damage equal to its power to this creature.", "{3}{R}{R}", "3", "3")
KIKU = face("Kiku's Shadow", "Sorcery", "Target creature deals damage to itself equal to its power.", "{B}{B}")
FIRE_EATER = face("Ghitu Fire-Eater", "Creature — Human Shaman", "{T}, Sacrifice this creature: It deals damage "
                  "equal to its power to any target.", "{2}{R}", "2", "2")
WARSTORM = face("Warstorm Surge", "Enchantment", "Whenever a creature you control enters, it deals damage equal to "
                "its power to any target.", "{5}{R}")
CERATOPS = face("Spike-Tailed Ceratops", "Creature — Dinosaur", "This creature can block an additional creature each "
                "combat.", "{4}{W}", "4", "4")
CIRCLET = face("Echo Circlet", "Artifact — Equipment", "Equipped creature can block an additional creature each "
               "combat.\nEquip {1}", "{2}")

COMPILED = [
    (BALLISTA, {"activated": {"cost": {"tap": True}, "effects": [{"damage": {"amount": 2, "to": "target"}}],
                              "targets": [{"permanent": {"attacking_or_blocking": True, "types": ["Creature"]}}]}}),
    (DIVINE_VERDICT, {"effects": [{"destroy": {"what": "target"}}],
                      "targets": [{"permanent": {"attacking_or_blocking": True, "types": ["Creature"]}}]}),
    (CLEAR_SHOT, {"effects": [{"pump": {"to": "target", "power": 1, "toughness": 1}},
                              {"damage": {"source": "target", "to": "target2", "by_power": True}}],
                  "targets": [{"permanent": {"types": ["Creature"], "controller": "you"}},
                              {"permanent": {"types": ["Creature"], "controller": "opponent"}}]}),
    (PRIME_SPEAKER_BITE, {"effects": [{"damage": {"source": "target", "to": "target2", "by_power": True}}],
                          "targets": [{"permanent": {"types": ["Creature"], "controller": "you"}},
                                      {"permanent": {"types_any": ["Creature", "Planeswalker"],
                                                     "controller": "opponent"}}]}),
    (YETI, {"activated": {"cost": {"tap": True}, "effects": [
        {"damage": {"to": "target", "by_power": True}}, {"damage": {"source": "target", "to": "self", "by_power": True}}],
        "targets": ["creature"]}}),
    (KIKU, {"effects": [{"damage": {"source": "target", "to": "target", "by_power": True}}], "targets": ["creature"]}),
    (FIRE_EATER, {"activated": {"cost": {"tap": True, "sacrifice_self": True},
                                "effects": [{"damage": {"to": "target", "by_power": True}}], "targets": ["any"]}}),
    (WARSTORM, {"triggered": {"when": {"event": "enters", "who": "any",
                                       "filter": {"types": ["Creature"], "controller": "you"}},
                              "effects": [{"damage": {"source": "it", "to": "target", "by_power": True}}],
                              "targets": ["any"]}}),
    (CERATOPS, {"static": "block_additional"}),
    (CIRCLET, {"static": {"block_additional": {"affects": "equipped"}}}),
]


def _ability(data: dict[str, Any]) -> dict[str, Any]:
    return data["spell"] if "spell" in data else data["abilities"][-1]


@pytest.mark.parametrize("card, expected", COMPILED, ids=[c["name"] for c, _ in COMPILED])
def test_combat_and_damage_phrases_compile_to_the_documented_data_cr_120_1_506_4(
        card: dict[str, Any], expected: dict[str, Any]) -> None:
    r = compile_face(card)
    assert r.status == "compiled" and r.data is not None, r.phrase
    assert _ability(r.data) == expected


REFUSED = [
    face("Wave of Reckoning", "Sorcery", "Each creature deals damage to itself equal to its power.", "{4}{W}"),
    face("Nova Flame", "Sorcery", "Put X +1/+1 counters on target creature you control. It deals damage equal to its "
         "power to each other creature.", "{X}{R}{R}"),
    face("Almost Ballista", "Creature — Construct",
         "{T}: This creature deals 2 damage to target attacking and blocking creature.", "{3}{W}", "2", "3"),
]


@pytest.mark.parametrize("card", REFUSED, ids=[c["name"] for c in REFUSED])
def test_near_miss_phrases_stay_unparsed_rather_than_compile_wrongly(card: dict[str, Any]) -> None:
    """"each creature deals damage to itself" (each one, not the first), "each other creature" damaged by a target
    ("other" means other than this spell), "attacking and blocking" (not a phrase of the rules)."""
    assert compile_face(card).status != "compiled"


_SUBJECTS = ["This creature", "Target creature you control", "Target creature"]
_RECIPIENTS = ["any target", "target creature", "target player", "target creature you don't control",
               "target attacking or blocking creature"]


@settings(max_examples=25, deadline=None)
@given(subject=st.sampled_from(_SUBJECTS), to=st.sampled_from(_RECIPIENTS), tapped=st.booleans())
def test_generated_power_damage_lines_compile_with_the_subject_as_source_cr_120_1_608_2h(
        subject: str, to: str, tapped: bool) -> None:
    text = f"{'{T}: ' if tapped else ''}{subject} deals damage equal to its power to {to}."
    card = face("Gen", "Creature — Beast", text, "{2}", "2", "2") if tapped else face("Gen", "Sorcery", text)
    r = compile_face(card)
    assert r.status == "compiled" and r.data is not None, (text, r.phrase)
    body = r.data["abilities"][-1]["activated"] if tapped else r.data["spell"]
    (effect,) = body["effects"]
    args = effect["damage"]
    assert args["by_power"] is True
    assert ("source" in args) is (subject != "This creature")


def play(card: dict[str, Any], start: dict[str, Any], script: list[str], expect: dict[str, Any],
         passes: bool = True) -> None:
    """Run a judge scenario whose ``cards:`` are the compiled data of ``card``."""
    r = compile_face(card)
    assert r.status == "compiled" and r.data is not None, r.phrase
    doc = {"name": f"play {card['name']}", "cards": [r.data], "start": start, "script": script, "expect": expect}
    (sc,) = load_text(json.dumps(doc), f"<test {card['name']}>")
    result = run_scenario(sc)
    assert result.passed is passes, "\n".join(result.failures + result.log[-30:])


def _combat(alice: dict[str, Any], bob: dict[str, Any]) -> dict[str, Any]:
    return {"turn": 3, "active": "alice", "step": "declare_blockers", "players": {"alice": alice, "bob": bob}}


def test_an_attacking_creature_is_a_legal_target_for_attacking_or_blocking_cr_506_4_508_1() -> None:
    start = _combat({"battlefield": [{"card": "Grizzly Bears", "id": "bears", "attacking": True}]},
                    {"battlefield": ["Heavy Ballista"]})
    play(BALLISTA, start, ["pass", "bob: activate Heavy Ballista targeting bears", "resolve"],
         {"alice": {"graveyard": ["Grizzly Bears"]}})


def test_a_blocking_creature_is_a_legal_target_for_attacking_or_blocking_cr_509_1() -> None:
    start = _combat({"battlefield": [{"card": "Grizzly Bears", "id": "bears", "attacking": True}],
                     "hand": ["Divine Verdict"], "mana_pool": "{3}{W}"},
                    {"battlefield": [{"card": "Hill Giant", "id": "giant", "blocking": "bears"}]})
    play(DIVINE_VERDICT, start, ["alice: cast Divine Verdict targeting giant", "resolve"],
         {"bob": {"graveyard": ["Hill Giant"]}})


def test_a_creature_out_of_combat_is_not_a_legal_target_for_attacking_or_blocking_cr_506_4() -> None:
    start = _combat({"battlefield": [{"card": "Grizzly Bears", "id": "bears", "attacking": True}],
                     "hand": ["Divine Verdict"], "mana_pool": "{3}{W}"},
                    {"battlefield": [{"card": "Hill Giant", "id": "giant"}]})
    play(DIVINE_VERDICT, start, ["alice: cast Divine Verdict targeting giant"], {}, passes=False)


def _main(alice: dict[str, Any], bob: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"turn": 3, "active": "alice", "step": "precombat_main", "players": {"alice": alice, "bob": bob or {}}}


def test_the_bite_deals_damage_equal_to_the_pumped_power_of_the_first_target_cr_120_1_608_2h() -> None:
    """Clear Shot: the +1/+1 applies first (608.2c), so Grizzly Bears (3/3 now) deals 3 to a 3/3."""
    start = _main({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}], "hand": ["Clear Shot"],
                   "mana_pool": "{2}{G}"}, {"battlefield": [{"card": "Centaur Courser", "id": "courser"}]})
    play(CLEAR_SHOT, start, ["alice: cast Clear Shot targeting bears, courser", "resolve"],
         {"bob": {"graveyard": ["Centaur Courser"]}, "permanents": [{"id": "bears", "damage": 0}]})


def test_a_bite_is_one_sided_the_bitten_creature_deals_no_damage_back_cr_120_1() -> None:
    start = _main({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}], "hand": ["Rabid Bite"],
                   "mana_pool": "{1}{G}"}, {"battlefield": [{"card": "Hill Giant", "id": "giant"}]})
    play(PRIME_SPEAKER_BITE, start, ["alice: cast Rabid Bite targeting bears, giant", "resolve"],
         {"permanents": [{"id": "bears", "damage": 0}, {"id": "giant", "damage": 2}]})


def test_a_bite_whose_first_target_is_gone_deals_no_damage_cr_608_2b() -> None:
    start = _main({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}], "hand": ["Rabid Bite", "Lightning Bolt"],
                   "mana_pool": "{1}{G}{R}"}, {"battlefield": [{"card": "Hill Giant", "id": "giant"}]})
    play(PRIME_SPEAKER_BITE, start, ["alice: cast Rabid Bite targeting bears, giant",
                                     "alice: cast Lightning Bolt targeting bears", "resolve", "resolve"],
         {"alice": {"graveyard": ["Grizzly Bears", "Lightning Bolt", "Rabid Bite"]},
          "permanents": [{"id": "giant", "damage": 0}]})


def test_karplusan_yeti_and_its_target_each_deal_damage_equal_to_their_power_cr_120_1() -> None:
    start = _main({"battlefield": [{"card": "Karplusan Yeti", "id": "yeti"}]},
                  {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]})
    play(YETI, start, ["alice: activate Karplusan Yeti targeting bears", "resolve"],
         {"bob": {"graveyard": ["Grizzly Bears"]}, "permanents": [{"id": "yeti", "damage": 2}]})


def test_kikus_shadow_makes_a_creature_deal_damage_to_itself_cr_120_1() -> None:
    start = _main({"hand": ["Kiku's Shadow"], "mana_pool": "{B}{B}"},
                  {"battlefield": [{"card": "Hill Giant", "id": "giant"}]})
    play(KIKU, start, ["alice: cast Kiku's Shadow targeting giant", "resolve"], {"bob": {"graveyard": ["Hill Giant"]}})


def test_a_sacrificed_source_deals_damage_equal_to_its_last_known_power_cr_608_2h() -> None:
    """Ghitu Fire-Eater (2/2) gets +3/+3 from Giant Growth and is sacrificed to pay the cost: it deals 5 damage, its
    power as it last existed on the battlefield."""
    start = _main({"battlefield": [{"card": "Ghitu Fire-Eater", "id": "eater"}], "hand": ["Giant Growth"],
                   "mana_pool": "{G}"})
    play(FIRE_EATER, start, ["alice: cast Giant Growth targeting eater", "resolve",
                             "alice: activate Ghitu Fire-Eater targeting bob", "resolve"],
         {"bob": {"life": 15}})


def test_a_creature_with_no_power_deals_no_damage_to_itself_cr_120_8_107_1b() -> None:
    """A creature with power 0 (Ornithopter) deals no damage (CR 120.8; a negative power deals none, 107.1b)."""
    start = _main({"hand": ["Kiku's Shadow"], "mana_pool": "{B}{B}"},
                  {"battlefield": [{"card": "Ornithopter", "id": "thopter"}]})
    play(KIKU, start, ["alice: cast Kiku's Shadow targeting thopter", "resolve"],
         {"permanents": [{"id": "thopter", "damage": 0}]})


SCORCHMARK = face("Scorchmark", "Instant", "Scorchmark deals 2 damage to target creature. If that creature would die "
                  "this turn, exile it instead.", "{1}{R}")
REDUCE = face("Reduce to Ashes", "Sorcery", "Reduce to Ashes deals 5 damage to target creature or planeswalker. If "
              "that creature or planeswalker would die this turn, exile it instead.", "{4}{R}")
PHANTASMAL_BEAR = face("Phantasmal Bear", "Creature — Bear Illusion", "When this creature becomes the target of a "
                       "spell or ability, sacrifice it.", "{U}", "2", "2")


def test_exile_if_it_would_die_compiles_to_a_replacement_on_the_same_target_cr_614_1a() -> None:
    r = compile_face(SCORCHMARK)
    assert r.status == "compiled" and r.data is not None, r.phrase
    assert r.data["spell"]["effects"] == [{"damage": {"amount": 2, "to": "target"}},
                                          {"exile_if_dies": {"what": "target"}}]
    r = compile_face(REDUCE)
    assert r.status == "compiled" and r.data is not None, r.phrase
    assert r.data["spell"]["effects"][1] == {"exile_if_dies": {"what": "target"}}


def test_a_creature_dealt_lethal_damage_is_exiled_instead_of_dying_cr_614_1a_704_5g() -> None:
    start = _main({"hand": ["Scorchmark"], "mana_pool": "{1}{R}"},
                  {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]})
    play(SCORCHMARK, start, ["alice: cast Scorchmark targeting bears", "resolve"],
         {"bob": {"exile": ["Grizzly Bears"], "graveyard": []}})


def test_a_creature_that_survives_is_exiled_if_it_dies_later_that_turn_cr_614_1a_700_4() -> None:
    start = _main({"hand": ["Scorchmark", "Lightning Bolt"], "mana_pool": "{1}{R}{R}"},
                  {"battlefield": [{"card": "Centaur Courser", "id": "courser"}]})
    play(SCORCHMARK, start, ["alice: cast Scorchmark targeting courser", "resolve",
                             "alice: cast Lightning Bolt targeting courser", "resolve"],
         {"bob": {"exile": ["Centaur Courser"], "graveyard": []}})


def test_the_replacement_ends_with_the_turn_cr_514_2() -> None:
    start = _main({"hand": ["Scorchmark"], "mana_pool": "{1}{R}", "library": ["Island"] * 3},
                  {"battlefield": [{"card": "Centaur Courser", "id": "courser"}, "Mountain"],
                   "hand": ["Lightning Bolt"], "library": ["Island"] * 3})
    play(SCORCHMARK, start, ["alice: cast Scorchmark targeting courser", "resolve", "goto upkeep",
                             "goto precombat_main", "bob: activate Mountain", "bob: cast Lightning Bolt targeting courser", "resolve"],
         {"bob": {"graveyard": ["Centaur Courser", "Lightning Bolt"], "exile": []}})


def test_an_illusion_is_sacrificed_when_it_becomes_a_target_cr_603_2_701_21a() -> None:
    start = _main({"hand": ["Giant Growth"], "mana_pool": "{G}",
                   "battlefield": [{"card": "Phantasmal Bear", "id": "bear"}]})
    play(PHANTASMAL_BEAR, start, ["alice: cast Giant Growth targeting bear", "resolve", "resolve"],
         {"alice": {"graveyard": ["Giant Growth", "Phantasmal Bear"]}})


NO_MERCY = face("No Mercy", "Enchantment", "Whenever a creature deals damage to you, destroy it.", "{2}{B}{B}")


def test_whenever_a_creature_deals_damage_to_you_triggers_on_combat_damage_to_its_controller_cr_120_3_603_2() -> None:
    r = compile_face(NO_MERCY)
    assert r.status == "compiled" and r.data is not None, r.phrase
    assert r.data["abilities"][0]["triggered"]["when"] == {
        "event": "deals_damage_to_player", "whose": "you", "who": "any", "filter": {"types": ["Creature"]}}
    start = {"turn": 4, "active": "bob", "step": "declare_blockers",
             "players": {"alice": {"battlefield": ["No Mercy"]},
                         "bob": {"battlefield": [{"card": "Grizzly Bears", "id": "bears", "attacking": "alice"}]}}}
    play(NO_MERCY, start, ["goto postcombat_main"], {"alice": {"life": 18}, "bob": {"graveyard": ["Grizzly Bears"]}})


def test_damage_to_another_player_does_not_trigger_whenever_a_creature_deals_damage_to_you_cr_603_2() -> None:
    start = {"turn": 3, "active": "alice", "step": "declare_blockers",
             "players": {"alice": {"battlefield": ["No Mercy",
                                                   {"card": "Grizzly Bears", "id": "bears", "attacking": "bob"}]},
                         "bob": {}}}
    play(NO_MERCY, start, ["goto postcombat_main"], {"bob": {"life": 18}, "permanents": [{"id": "bears"}]})
