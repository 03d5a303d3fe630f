"""The Oracle grammar's part "effects" (issue 9): one-shot effect clauses of real cards compile to the values the card
format has, render back to their text, and play as their rules say."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import compile_face
from manastack.oracle.render import alternatives, render_mismatch
from oracle_faces import face, data


def spell(name: str, text: str, type_line: str = "Instant") -> dict[str, Any]:
    out: dict[str, Any] = data(face(name, type_line, text))["spell"]
    return out


def ability(name: str, text: str, type_line: str = "Creature — Human", pt: str = "2/2") -> dict[str, Any]:
    p, t = pt.split("/")
    out: dict[str, Any] = data(face(name, type_line, text, "{2}", p, t))["abilities"][0]
    return out


CREATURE = {"types": ["Creature"]}
YOURS = {"types": ["Creature"], "controller": "you"}


# ---- keywords gained, plural subjects (CR 611.2c, 613.1f, 613.4c) --------------------------------------------------

@pytest.mark.parametrize("name, text, effects, targets", [
    ("Jump", "Target creature gains flying until end of turn.",
     [{"grant": {"to": "target", "keywords": ["Flying"]}}], ["creature"]),
    ("Warrior's Honor", "Creatures you control get +1/+1 until end of turn.",
     [{"pump": {"to": {"each": YOURS}, "power": 1, "toughness": 1}}], None),
    ("Drown in Sorrow", "All creatures get -2/-2 until end of turn.",
     [{"pump": {"to": {"each": CREATURE}, "power": -2, "toughness": -2}}], None),
    ("Brute Force", "Target creature gets +3/+3 until end of turn.",
     [{"pump": {"to": "target", "power": 3, "toughness": 3}}], ["creature"]),
    ("Brute Strength", "Target creature gets +3/+1 and gains first strike until end of turn.",
     [{"pump": {"to": "target", "power": 3, "toughness": 1}}, {"grant": {"to": "target", "keywords": ["First strike"]}}],
     ["creature"]),
    ("Trumpet Blast", "Attacking creatures get +2/+0 until end of turn.",
     [{"pump": {"to": {"each": {"types": ["Creature"], "attacking": True}}, "power": 2, "toughness": 0}}], None),
    ("Magnify", "All creatures you control get +1/+1 until end of turn.",
     [{"pump": {"to": {"each": YOURS}, "power": 1, "toughness": 1}}], None),
    ("Heroic Charge", "Creatures you control gain flying and vigilance until end of turn.",
     [{"grant": {"to": {"each": YOURS}, "keywords": ["Flying", "Vigilance"]}}], None),
])
def test_keyword_grants_and_group_pumps_compile_to_grant_and_pump_cr_613_1f_613_4c(
        name: str, text: str, effects: list[Any], targets: list[Any] | None) -> None:
    s = spell(name, text)
    assert s["effects"] == effects and s.get("targets") == targets


def test_a_keyword_the_rules_dont_implement_is_no_grant_the_card_stays_unparsed() -> None:
    r = compile_face(face("Made Up", "Instant", "Target creature gains wither until end of turn."))
    assert r.status == "unparsed"


# ---- counters (CR 122.1) -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, effect, targets", [
    ("Put a +1/+1 counter on target creature.", {"put_counters": {"on": "target", "kind": "+1/+1"}}, ["creature"]),
    ("Put two +1/+1 counters on target creature you control.",
     {"put_counters": {"on": "target", "kind": "+1/+1", "amount": 2}}, [{"permanent": YOURS}]),
    ("Put a -1/-1 counter on each creature.", {"put_counters": {"on": {"each": CREATURE}, "kind": "-1/-1"}}, None),
])
def test_putting_counters_compiles_to_put_counters_cr_122_1(text: str, effect: Any, targets: Any) -> None:
    s = spell("Counter Spell Test", text, "Sorcery")
    assert s["effects"] == [effect] and s.get("targets") == targets


def test_sengir_vampires_trigger_is_still_the_trigger_parts_but_its_counter_clause_reads() -> None:
    ab = ability("Steady Grower", "{2}: Put a +1/+1 counter on this creature.")
    assert ab["activated"]["effects"] == [{"put_counters": {"on": "self", "kind": "+1/+1"}}]


# ---- tokens (CR 111.1, 111.4, 111.10, 701.16a) ---------------------------------------------------------------------

def test_a_creature_token_is_an_inline_card_named_for_its_subtypes_cr_111_4() -> None:
    ab = ability("Doomed Traveler", "When this creature dies, create a 1/1 white Spirit creature token with flying.",
                 "Creature — Human Soldier", "1/1")
    assert ab["triggered"]["effects"] == [{"create_token": {"token": {
        "name": "Spirit Token", "type": "Creature — Spirit", "power": 1, "toughness": 1, "colors": ["W"],
        "keywords": ["Flying"]}}}]


def test_two_artifact_creature_tokens_of_two_colors_cr_111_1() -> None:
    s = spell("Token Test", "Create two 1/1 colorless Thopter artifact creature tokens with flying.", "Sorcery")
    (e,) = s["effects"]
    assert e["create_token"]["amount"] == 2
    assert e["create_token"]["token"]["type"] == "Artifact Creature — Thopter" and "colors" not in e["create_token"][
        "token"]


@pytest.mark.parametrize("word", ["Treasure", "Food", "Clue", "Blood"])
def test_predefined_tokens_have_their_rules_abilities_cr_111_10(word: str) -> None:
    s = spell("Token Test", f"Create a {word} token.", "Sorcery")
    token = s["effects"][0]["create_token"]["token"]
    assert token["name"] == f"{word} Token" and token["type"] == f"Artifact — {word}"
    assert token["abilities"][0]["activated"]["cost"].endswith("Sacrifice this token")


def test_investigate_is_create_a_clue_token_cr_701_16a() -> None:
    ab = ability("Thraben Inspector", "When this creature enters, investigate.", "Creature — Human Soldier", "1/2")
    assert ab["triggered"]["effects"][0]["create_token"]["token"]["name"] == "Clue Token"


# ---- sacrifice, damage, prevention, control, fight, regeneration ----------------------------------------------------

@pytest.mark.parametrize("text, effects", [
    ("Each player sacrifices a creature.",
     [{"sacrifice": {"player": "each_player", "filter": CREATURE}}]),
    ("Each opponent sacrifices two creatures.",
     [{"sacrifice": {"player": "each_opponent", "filter": CREATURE, "amount": 2}}]),
    ("This deals 3 damage to target creature and 2 damage to you.",
     [{"damage": {"amount": 3, "to": "target"}}, {"damage": {"amount": 2, "to": "you"}}]),
    ("This deals 1 damage to each creature and each player.",
     [{"damage": {"amount": 1, "to": {"each": CREATURE}}}, {"damage": {"amount": 1, "to": "each_player"}}]),
    ("Prevent all combat damage that would be dealt this turn.", [{"prevent_damage": {"combat": True}}]),
    ("Destroy all creatures. They can't be regenerated.",
     [{"destroy": {"what": {"each": CREATURE}, "no_regeneration": True}}]),
    ("Target player draws two cards and loses 2 life.",
     [{"draw": {"amount": 2, "player": "target"}}, {"lose_life": {"amount": 2, "player": "target"}}]),
    ("You draw two cards and lose 2 life.",
     [{"draw": {"amount": 2, "player": "you"}}, {"lose_life": {"amount": 2, "player": "you"}}]),
    ("Draw two cards, then discard a card.",
     [{"draw": {"amount": 2}}, {"discard": {"amount": 1, "player": "you"}}]),
    ("Each opponent loses 1 life and you gain 1 life.",
     [{"lose_life": {"amount": 1, "player": "each_opponent"}}, {"gain_life": {"amount": 1}}]),
    ("You gain 1 life for each creature you control.", [{"gain_life": {"amount": {"count": YOURS}}}]),
])
def test_one_shot_clauses_compile_in_the_order_written_cr_608_2c(text: str, effects: list[Any]) -> None:
    assert spell("Clause Test", text, "Sorcery")["effects"] == effects


def test_fight_names_both_targets_cr_701_14a() -> None:
    s = spell("Prey Upon", "Target creature you control fights target creature you don't control.", "Sorcery")
    assert s["effects"] == [{"fight": {"what": "target", "other": "target2"}}]
    assert s["targets"] == [{"permanent": YOURS}, {"permanent": {"types": ["Creature"], "controller": "opponent"}}]


@pytest.mark.parametrize("text", [
    "Target creature gains flying until end of turn. Draw a card. Draw a card.",    # a clause added
    "Creatures you control get +1/+1.",                                             # a static, not this part's
    "Target creature gets +2/+2 and gains flying until your next turn.",            # a duration it doesn't know
    "Each player sacrifices a creature you control.",                              # another's permanent
])
def test_near_misses_stay_unparsed_rather_than_compile_wrongly(text: str) -> None:
    r = compile_face(face("Near Miss", "Instant", text))
    if r.status == "compiled":
        assert r.card is not None and render_mismatch(r.card) == ""
        assert text.startswith("Target creature gains flying")     # only the first is a card it reads whole
    else:
        assert r.phrase


def test_a_render_alternative_expands_to_every_wording() -> None:
    assert alternatives("\u27e8a|b\u27e9 and \u27e8c|d\u27e9") == ["a and c", "a and d", "b and c", "b and d"]


_KWS = ["flying", "first strike", "trample", "haste", "vigilance", "lifelink", "deathtouch", "reach", "menace"]


@settings(max_examples=60, deadline=None)
@given(p=st.integers(-4, 4), t=st.integers(-4, 4), kws=st.lists(st.sampled_from(_KWS), min_size=1, max_size=3,
                                                                 unique=True),
       who=st.sampled_from(["Target creature", "Target creature you control", "Each creature you control"]),
       counters=st.integers(1, 5), then=st.booleans())
def test_generated_pumps_grants_and_counters_compile_and_render_back_cr_608_2c(
        p: int, t: int, kws: list[str], who: str, counters: int, then: bool) -> None:
    words = kws[0] if len(kws) == 1 else (" and ".join(kws) if len(kws) == 2 else
                                          ", ".join(kws[:-1]) + ", and " + kws[-1])
    verb = ("gets", "gains")
    n = "a +1/+1 counter" if counters == 1 else f"{['two', 'three', 'four', 'five'][counters - 2]} +1/+1 counters"
    second = f"put {n} on target creature" if then else f"Put {n} on target creature"
    join = ", then " if then else ". "
    text = f"{who} {verb[0]} {p:+d}/{t:+d} and {verb[1]} {words} until end of turn{join}{second}."
    r = compile_face(face("Generated", "Sorcery", text))
    assert r.status == "compiled", r.phrase
    assert r.card is not None and render_mismatch(r.card) == ""
    effects = r.card.spell.single.effects if r.card.spell else ()
    assert [e.verb for e in effects] == ["pump", "grant", "put_counters"]


# ---- playing compiled cards ------------------------------------------------------------------------------------------

def _play(cards: list[dict[str, Any]], start: dict[str, Any], script: list[str], expect: dict[str, Any]) -> None:
    doc = {"name": "compiled", "cards": cards, "start": start, "script": script, "expect": expect}
    (sc,) = load_text(json.dumps(doc), "<compiled>")
    result = run_scenario(sc, None)
    assert result.passed, "\n".join(result.failures + result.log[-20:])


PREY_UPON = face("Prey Upon", "Sorcery", "Target creature you control fights target creature you don't control.",
                 "{G}")
WRATH = face("Wrath of God", "Sorcery", "Destroy all creatures. They can't be regenerated.", "{2}{W}{W}")


def test_prey_upon_each_creature_deals_damage_equal_to_its_power_to_the_other_cr_701_14a() -> None:
    _play([data(PREY_UPON)],
          {"players": {"alice": {"hand": ["Prey Upon"], "battlefield": ["Forest", "Hill Giant"]},
                       "bob": {"battlefield": ["Grizzly Bears"]}}},
          ["alice: cast Prey Upon targeting Hill Giant, Grizzly Bears", "resolve"],
          {"bob": {"graveyard": ["Grizzly Bears"]}, "permanents": [{"name": "Hill Giant", "damage": 2}]})


def test_a_fight_with_an_illegal_target_deals_no_damage_at_all_cr_701_14b() -> None:
    _play([data(PREY_UPON)],
          {"players": {"alice": {"hand": ["Prey Upon", "Lightning Bolt"],
                                 "battlefield": ["Forest", "Mountain", "Grizzly Bears"]},
                       "bob": {"battlefield": ["Hill Giant"]}}},
          ["alice: cast Prey Upon targeting Grizzly Bears, Hill Giant", "alice: cast Lightning Bolt targeting "
           "Grizzly Bears", "resolve", "resolve"],
          {"alice": {"graveyard": ["Grizzly Bears", "Lightning Bolt", "Prey Upon"]},
           "permanents": [{"name": "Hill Giant", "damage": 0}]})


def test_wrath_of_god_destroys_a_regenerating_creature_cr_701_19c() -> None:
    _play([data(WRATH)],
          {"players": {"alice": {"hand": ["Wrath of God"], "battlefield": ["Plains", "Plains", "Plains", "Plains"]},
                       "bob": {"battlefield": ["Drudge Skeletons", "Swamp"]}}},
          ["alice: cast Wrath of God", "pass", "bob: activate Drudge Skeletons", "resolve", "resolve"],
          {"bob": {"graveyard": ["Drudge Skeletons"]}})


MANA_LEAK = face("Mana Leak", "Instant", "Counter target spell unless its controller pays {3}.", "{1}{U}")


def test_mana_leak_counters_a_spell_whose_controller_cant_pay_cr_118_12() -> None:
    _play([data(MANA_LEAK)],
          {"active": "bob", "players": {
              "alice": {"hand": ["Mana Leak"], "battlefield": ["Island", "Island"]},
              "bob": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest", "Forest"]}}},
          ["bob: cast Grizzly Bears", "pass", "alice: cast Mana Leak targeting Grizzly Bears", "resolve"],
          {"bob": {"graveyard": ["Grizzly Bears"]}})


def test_mana_leaks_target_stays_on_the_stack_when_its_controller_pays_cr_118_12() -> None:
    _play([data(MANA_LEAK)],
          {"active": "bob", "players": {
              "alice": {"hand": ["Mana Leak"], "battlefield": ["Island", "Island"]},
              "bob": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest", "Forest", "Forest", "Forest"]}}},
          ["bob: cast Grizzly Bears", "pass", "alice: cast Mana Leak targeting Grizzly Bears", "resolve", "bob: choose yes",
           "resolve"],
          {"bob": {"graveyard": []}, "permanents": [{"name": "Grizzly Bears", "controller": "bob"}],
           "log_has": ["bob pays {3} for Grizzly Bears"]})


def test_two_target_creatures_each_get_is_one_instruction_for_each_target_cr_115_3() -> None:
    s = spell("Symbiosis", "Two target creatures each get +2/+2 until end of turn.")
    assert s == {"targets": [{"creature": {}, "count": 2}],
                 "effects": [{"pump": {"to": "target", "power": 2, "toughness": 2}},
                             {"pump": {"to": "target2", "power": 2, "toughness": 2}}]}


def test_destroy_two_target_artifacts_destroys_each_of_them_cr_115_3() -> None:
    s = spell("Double Trouble", "Destroy two target artifacts.", "Sorcery")
    assert s["effects"] == [{"destroy": {"what": "target"}}, {"destroy": {"what": "target2"}}]
    assert s["targets"] == [{"permanent": {"types": ["Artifact"]}, "count": 2}]


def test_blessed_wines_draw_waits_for_the_next_turns_upkeep_cr_603_7a() -> None:
    wine = data(face("Blessed Wine", "Instant",
                     "You gain 1 life.\nDraw a card at the beginning of the next turn's upkeep.", "{1}{W}"))
    _play([wine],
          {"players": {"alice": {"hand": ["Blessed Wine"], "battlefield": ["Plains", "Plains"],
                                 "library": ["Island", "Forest"]},
                       "bob": {"library": ["Swamp", "Swamp"]}}},
          ["alice: cast Blessed Wine", "resolve", "goto end", "goto turn 2 draw"],
          {"alice": {"life": 21, "hand": ["Island"], "library": ["Forest"]}})


def test_blessed_wine_draws_nothing_before_that_upkeep_cr_603_7a() -> None:
    wine = data(face("Blessed Wine", "Instant",
                     "You gain 1 life.\nDraw a card at the beginning of the next turn's upkeep.", "{1}{W}"))
    _play([wine],
          {"players": {"alice": {"hand": ["Blessed Wine"], "battlefield": ["Plains", "Plains"],
                                 "library": ["Island", "Forest"]},
                       "bob": {"library": ["Swamp", "Swamp"]}}},
          ["alice: cast Blessed Wine", "resolve", "goto end"],
          {"alice": {"life": 21, "hand": [], "library": ["Island", "Forest"]}})


TWEEZE = face("Tweeze", "Instant", "Tweeze deals 3 damage to any target. You may discard a card. If you do, draw a card.",
              "{2}{R}")


def test_tweeze_compiles_its_you_may_and_if_you_do_cr_608_2c_608_2d() -> None:
    assert spell("Tweeze", TWEEZE["text"])["effects"] == [
        {"damage": {"amount": 3, "to": "target"}}, {"discard": {"amount": 1, "player": "you"}, "may": True},
        {"draw": {"amount": 1}, "if": {"you_did": True}}]


@pytest.mark.parametrize("answer, hand, library", [
    ("yes", ["Island"], []),             # discarded the Forest, drew the Island
    ("no", ["Forest"], ["Island"]),       # declined: no draw
])
def test_tweeze_draws_only_if_its_controller_discarded_cr_608_2c(answer: str, hand: list[str],
                                                                  library: list[str]) -> None:
    _play([data(TWEEZE)],
          {"players": {"alice": {"hand": ["Tweeze", "Forest"], "battlefield": ["Mountain"] * 3, "library": ["Island"]},
                       "bob": {}}},
          ["alice: cast Tweeze targeting bob", "resolve", f"alice: choose {answer}"],
          {"alice": {"hand": hand, "library": library}, "bob": {"life": 17}})


def test_tweeze_with_an_empty_hand_discards_nothing_and_so_draws_nothing_cr_608_2c() -> None:
    _play([data(TWEEZE)],
          {"players": {"alice": {"hand": ["Tweeze"], "battlefield": ["Mountain"] * 3, "library": ["Island"]},
                       "bob": {}}},
          ["alice: cast Tweeze targeting bob", "resolve", "alice: choose yes"],
          {"alice": {"hand": [], "library": ["Island"]}})


LAVA_AXE = face("Lava Axe", "Sorcery", "Lava Axe deals 5 damage to target player or planeswalker.", "{4}{R}")


def test_lava_axe_targets_a_player_but_not_a_creature_cr_115_1() -> None:
    assert spell("Lava Axe", LAVA_AXE["text"], "Sorcery")["targets"] == ["player_or_planeswalker"]
    _play([data(LAVA_AXE)],
          {"players": {"alice": {"hand": ["Lava Axe"], "battlefield": ["Mountain"] * 5},
                       "bob": {"battlefield": ["Grizzly Bears"]}}},
          ["alice: illegal cast Lava Axe targeting Grizzly Bears", "alice: cast Lava Axe targeting bob", "resolve"],
          {"bob": {"life": 15}, "permanents": [{"name": "Grizzly Bears", "damage": 0}]})


STUN = face("Stun", "Instant", "Target creature can't block this turn.\nDraw a card.", "{1}{R}")


def test_a_stunned_creature_cant_block_this_turn_cr_611_2c_509_1b() -> None:
    _play([data(STUN)],
          {"players": {"alice": {"hand": ["Stun"], "battlefield": ["Mountain", "Mountain", "Hill Giant"],
                                 "library": ["Island"]},
                       "bob": {"battlefield": ["Grizzly Bears"]}}},
          ["alice: cast Stun targeting Grizzly Bears", "resolve", "goto declare_attackers", "alice: attack Hill Giant",
           "goto end_of_combat"],
          {"bob": {"life": 17}, "alice": {"hand": ["Island"]}})


def test_the_restriction_ends_with_the_turn_the_creature_blocks_later_cr_514_2() -> None:
    _play([data(STUN)],
          {"players": {"alice": {"hand": ["Stun"], "battlefield": ["Mountain", "Mountain", "Hill Giant"],
                                 "library": ["Island", "Island"]},
                       "bob": {"battlefield": ["Grizzly Bears"], "library": ["Swamp"]}}},
          ["alice: cast Stun targeting Grizzly Bears", "resolve", "goto declare_attackers", "alice: attack none",
           "goto turn 2 declare_attackers", "bob: attack none", "goto turn 3 declare_attackers",
           "alice: attack Hill Giant", "goto declare_blockers", "bob: block Hill Giant with Grizzly Bears",
           "goto end_of_combat"],
          {"bob": {"life": 20, "graveyard": ["Grizzly Bears"]}})


MERFOLK_SEER = face("Merfolk Seer", "Creature — Merfolk Wizard",
                    "When this creature dies, you may pay {1}{U}. If you do, draw a card.", "{2}{U}", "2", "2")


@pytest.mark.parametrize("answer, hand, islands_tapped", [("yes", ["Forest"], True), ("no", [], False)])
def test_merfolk_seer_draws_only_if_its_controller_pays_cr_118_1_608_2c(answer: str, hand: list[str],
                                                                        islands_tapped: bool) -> None:
    _play([data(MERFOLK_SEER), data(BOLT_FACE)],
          {"active": "bob", "players": {
              "alice": {"battlefield": ["Merfolk Seer", "Island", "Island"], "library": ["Forest"]},
              "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}}},
          ["bob: cast Lightning Bolt targeting Merfolk Seer", "resolve", "resolve", f"alice: choose {answer}"],
          {"alice": {"hand": hand, "graveyard": ["Merfolk Seer"]},
           "permanents": [{"name": "Island", "tapped": islands_tapped, "count": 2}]})


BOLT_FACE = face("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")


@pytest.mark.parametrize("name, text, effects", [
    ("Hymn to Tourach", "Target player discards two cards at random.",
     [{"discard": {"amount": 2, "player": "target", "random": True}}]),
    ("Evacuation", "Return all creatures to their owners' hands.", [{"bounce": {"what": {"each": CREATURE}}}]),
    ("Heal the Scars", "Regenerate target creature.", [{"regenerate": {"what": "target"}}]),
    ("Stream of Life", "Target player gains X life.", [{"gain_life": {"amount": "X", "player": "target"}}]),
    ("Balduvian Rage", "Target attacking creature gets +X/+0 until end of turn.",
     [{"pump": {"to": "target", "power": "X", "toughness": 0}}]),
])
def test_more_instructions_cr_119_3_701_9b_701_19a_107_3(name: str, text: str, effects: list[Any]) -> None:
    assert spell(name, text)["effects"] == effects


GROUND_ASSAULT = face("Ground Assault", "Sorcery",
                      "Ground Assault deals damage to target creature equal to the number of lands you control.",
                      "{R}{G}")


def test_ground_assault_counts_the_lands_its_controller_controls_as_it_resolves_cr_608_2h() -> None:
    assert spell("Ground Assault", GROUND_ASSAULT["text"], "Sorcery")["effects"] == [
        {"damage": {"amount": {"count": {"types": ["Land"], "controller": "you"}}, "to": "target"}}]
    _play([data(GROUND_ASSAULT)],
          {"players": {"alice": {"hand": ["Ground Assault"], "battlefield": ["Mountain", "Forest", "Forest"]},
                       "bob": {"battlefield": ["Hill Giant", "Forest", "Forest", "Forest", "Forest"]}}},
          ["alice: cast Ground Assault targeting Hill Giant", "resolve"],
          {"bob": {"graveyard": ["Hill Giant"]}})


def test_union_of_the_third_path_gains_life_equal_to_the_cards_in_hand_cr_608_2h() -> None:
    assert spell("Union of the Third Path", "Draw a card, then you gain life equal to the number of cards in your "
                 "hand.", "Sorcery")["effects"] == [{"draw": {"amount": 1}}, {"gain_life": {"amount": "hand_size"}}]


INTO_THE_VOID = face("Into the Void", "Instant", "Return up to two target creatures to their owners' hands.",
                     "{3}{U}")


def test_up_to_two_target_creatures_compile_to_two_optional_targets_cr_601_2c() -> None:
    assert spell("Into the Void", INTO_THE_VOID["text"]) == {
        "targets": [{"creature": {}, "count": 2, "up_to": True}],
        "effects": [{"bounce": {"what": "target"}}, {"bounce": {"what": "target2"}}]}


@pytest.mark.parametrize("targeting, bob_hand, bob_field", [
    (" targeting Grizzly Bears, Hill Giant", ["Grizzly Bears", "Hill Giant"], []),
    (" targeting Hill Giant", ["Hill Giant"], ["Grizzly Bears"]),
    ("", [], ["Grizzly Bears", "Hill Giant"]),          # no target at all: it still resolves (608.2b)
])
def test_into_the_void_returns_the_targets_chosen_among_up_to_two_cr_601_2c(targeting: str, bob_hand: list[str],
                                                                           bob_field: list[str]) -> None:
    _play([data(INTO_THE_VOID)],
          {"players": {"alice": {"hand": ["Into the Void"], "battlefield": ["Island"] * 4},
                       "bob": {"battlefield": ["Grizzly Bears", "Hill Giant"]}}},
          [f"alice: cast Into the Void{targeting}", "resolve"],
          {"bob": {"hand": bob_hand, **({"battlefield_lacks": ["Grizzly Bears", "Hill Giant"]} if not bob_field
                                         else {"battlefield_has": bob_field})},
           "alice": {"graveyard": ["Into the Void"]}})


def test_up_to_one_target_renders_and_a_trigger_may_choose_none_cr_601_2c_603_3d() -> None:
    ab = ability("Sweeper Test", "When this creature enters, return up to one target creature to its owner's hand.")
    assert ab["triggered"]["targets"] == [{"creature": {}, "up_to": True}]


HOVERGUARD = face("Hoverguard Sweepers", "Creature — Bird", "Flying\nWhen this creature enters, you may return up to "
                  "two target creatures to their owners' hands.", "{6}{U}", "5", "6")


@pytest.mark.parametrize("answers, bob_hand", [
    (["alice: choose Grizzly Bears", "alice: choose no more targets"], ["Grizzly Bears"]),
    (["alice: choose no more targets"], []),
])
def test_a_trigger_with_up_to_two_targets_may_take_fewer_cr_603_3d_601_2c(answers: list[str],
                                                                         bob_hand: list[str]) -> None:
    _play([data(HOVERGUARD)],
          {"players": {"alice": {"hand": ["Hoverguard Sweepers"], "battlefield": ["Island"] * 7},
                       "bob": {"battlefield": ["Grizzly Bears", "Hill Giant"]}}},
          ["alice: cast Hoverguard Sweepers", "resolve", *answers, "resolve", "alice: choose yes"],
          {"bob": {"hand": bob_hand}})
