"""The Oracle grammar's part "triggers" (issue 9): trigger conditions (CR 603.1-603.2), intervening "if" clauses
(603.4), the anaphora "it", "that creature", "that player" (603.2, 400.7), and the triggered keywords prowess,
exalted and bushido (702.108, 702.83, 702.45): real card texts compile to the data they mean, render back to their
text, and play."""

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
from oracle_faces import creature_face as face, data


def ability(f: dict[str, Any]) -> Any:
    (ab,) = data(f)["abilities"]
    return ab["triggered"]


# ---- trigger conditions of real cards -> trigger data (CR 603.2) -------------------------------------------------

TRIGGERS = [
    # (card, type line, text, expected "when")
    ("Soul Warden", "Creature — Human Cleric", "Whenever another creature enters, you gain 1 life.",
     {"event": "enters", "who": "other", "filter": {"types": ["Creature"]}}),
    ("Guttersnipe", "Creature — Goblin Shaman",
     "Whenever you cast an instant or sorcery spell, this creature deals 2 damage to each opponent.",
     {"event": "cast", "whose": "you", "filter": {"types_any": ["Instant", "Sorcery"]}}),
    ("Cathodion", "Artifact Creature — Construct", "When this creature dies, add {C}{C}{C}.",
     {"event": "dies", "who": "self"}),
    ("Sedge Scorpion", "Creature — Scorpion", "Whenever this creature deals combat damage to a player, you gain 1 "
     "life.", {"event": "deals_combat_damage_to_player", "who": "self"}),
    ("Carrion Feeder", "Creature — Zombie", "Whenever a creature an opponent controls dies, draw a card.",
     {"event": "dies", "who": "any", "filter": {"types": ["Creature"], "controller": "opponent"}}),
    ("Essence Warden", "Creature — Elf Shaman", "Whenever another nontoken creature you control enters, scry 1.",
     {"event": "enters", "who": "other", "filter": {"types": ["Creature"], "token": False, "controller": "you"}}),
    ("Angel's Feather", "Artifact", "Whenever a player casts a white spell, you may draw a card.",
     {"event": "cast", "whose": "any", "filter": {"colors": ["W"]}}),
    ("Kederekt Parasite", "Creature — Horror", "Whenever an opponent draws a card, you gain 1 life.",
     {"event": "draws", "whose": "opponent"}),
    ("Cliffhaven Vampire", "Creature — Vampire", "Whenever you gain life, each opponent loses 1 life.",
     {"event": "gains_life", "whose": "you"}),
    ("War Squeak", "Creature — Mouse", "At the beginning of combat on your turn, target creature you control gets "
     "+1/+0 until end of turn.", {"event": "step", "step": "beginning_of_combat", "whose": "you"}),
    ("Ball Lightning", "Creature — Elemental", "At the beginning of the end step, draw a card.",
     {"event": "step", "step": "end", "whose": "any"}),
    ("Thunderous Snapper", "Creature — Turtle Hydra", "Whenever you cast a spell with mana value 5 or greater, draw "
     "a card.", {"event": "cast", "whose": "you", "filter": {"mana_value_min": 5}}),
    ("Warded Sage", "Creature — Human", "When this creature becomes the target of a spell or ability, you gain 2 "
     "life.", {"event": "becomes_target", "who": "self"}),
    ("Thunder Drake", "Creature — Drake", "Whenever you cast your second spell each turn, draw a card.",
     {"event": "casts_second_spell", "whose": "you"}),
    ("Megrim", "Enchantment", "Whenever an opponent discards a card, this enchantment deals 2 damage to that player.",
     {"event": "discards", "who": "any", "filter": {"controller": "opponent"}}),
    ("Stab Wound", "Enchantment — Aura", "Enchant creature\nAt the beginning of the upkeep of enchanted creature's "
     "controller, that player loses 2 life.", {"event": "step", "step": "upkeep", "whose": "enchanted_controller"}),
    ("Ball Lightning", "Creature — Elemental", "At end of combat, draw a card.",
     {"event": "step", "step": "end_of_combat", "whose": "any"}),
    ("Hero of Iroas", "Creature — Human Soldier", "Whenever you cast an instant or sorcery spell that targets this "
     "creature, draw a card.", {"event": "casts_spell_targeting_this", "whose": "you",
                                "filter": {"types_any": ["Instant", "Sorcery"]}}),
    ("Firefist Striker", "Creature — Human Soldier", "Whenever this creature and at least two other creatures attack, "
     "you gain 1 life.", {"event": "attacks_with_two_others", "who": "self"}),
    ("Sylvan Basilisk", "Creature — Basilisk", "Whenever this creature becomes blocked by a creature, destroy that "
     "creature.", {"event": "becomes_blocked_by", "who": "any", "filter": {"types": ["Creature"]}}),
    ("Kheru Spellsnatcher", "Creature — Naga", "When this creature is turned face up, draw a card.",
     {"event": "turned_face_up", "who": "self"}),
    ("Dread Warden", "Creature — Zombie", "At the beginning of each player's draw step, you gain 1 life.",
     {"event": "step", "step": "draw", "whose": "any"}),
    ("Throne Warden", "Creature — Human", "Whenever this creature becomes blocked, you gain 2 life.",
     {"event": "becomes_blocked", "who": "self"}),
    ("Tormented Hero", "Creature — Human", "When this creature leaves the battlefield, you gain 2 life.",
     {"event": "leaves", "who": "self"}),
    ("Rancor Ghost", "Enchantment — Aura", "Enchant creature\nWhen this Aura is put into a graveyard from the battlefield, draw a card.",
     {"event": "leaves", "who": "self", "to": "graveyard"}),
    ("Squire of Exalt", "Creature — Human", "Whenever a creature you control attacks alone, you gain 1 life.",
     {"event": "attacks_alone", "who": "any", "filter": {"types": ["Creature"], "controller": "you"}}),
    ("Kami of the Waning Moon", "Creature — Spirit", "Whenever you cast a Spirit or Arcane spell, you may draw a card.",
     {"event": "cast", "whose": "you", "filter": {"subtypes": ["Spirit", "Arcane"]}}),
    ("Sun Titan", "Creature — Giant", "Whenever this creature enters or attacks, you gain 3 life.",
     {"event": "enters_or_attacks", "who": "self"}),
    ("Mogg War Marshal", "Creature — Goblin Warrior", "When this creature enters or dies, draw a card.",
     {"event": "enters_or_dies", "who": "self"}),
    ("Lesser Gargadon", "Creature — Beast", "Whenever this creature attacks or blocks, you lose 1 life.",
     {"event": "attacks_or_blocks", "who": "self"}),
    ("Most Valuable Slayer", "Creature — Human", "Whenever you attack, target creature you control gets +1/+0 until "
     "end of turn.", {"event": "you_attack", "whose": "you"}),
    ("Rampaging Raptor", "Creature — Dinosaur", "Whenever this creature deals combat damage to an opponent, draw a "
     "card.", {"event": "deals_combat_damage_to_player", "who": "self", "whose": "opponent"}),
    ("Thieving Magpie", "Creature — Bird", "Flying\nWhenever this creature deals damage to an opponent, draw a card.",
     {"event": "deals_damage_to_player", "who": "self", "whose": "opponent"}),
    ("Nurgle's Rot", "Enchantment — Aura", "Enchant creature\nWhen enchanted creature dies, you gain "
     "2 life.", {"event": "dies", "who": "enchanted"}),
    ("Lead Pipe", "Artifact — Equipment", "Whenever equipped creature dies, draw a card.\nEquip {2}",
     {"event": "dies", "who": "equipped"}),
    ("Zyym, Mesmeric Lord", "Creature — Human", "When this creature enters the battlefield, draw a card.",
     {"event": "enters", "who": "self"}),
    ("Steppe Lynx", "Creature — Cat", "Landfall — Whenever a land you control enters, this creature gets +2/+2 until "
     "end of turn.", {"event": "enters", "who": "any", "filter": {"types": ["Land"], "controller": "you"}}),
]


@pytest.mark.parametrize(("name", "type_line", "text", "when"), TRIGGERS, ids=[t[0] for t in TRIGGERS])
def test_a_trigger_condition_compiles_to_the_event_it_names_cr_603_2(name: str, type_line: str, text: str,
                                                                     when: dict[str, Any]) -> None:
    assert ability(face(name, type_line, text))["when"] == when


def test_you_may_stays_optional_after_a_players_trigger_cr_603_5() -> None:
    ab = ability(face("Angel's Feather", "Artifact", "Whenever a player casts a white spell, you may draw a card."))
    assert ab["optional"] is True and ab["effects"] == [{"draw": {"amount": 1}}]


# ---- intervening "if" (CR 603.4) ----------------------------------------------------------------------------------

IFS = [
    ("At the beginning of your upkeep, if you control an artifact, draw a card.", {"controls": {"types": ["Artifact"]}}),
    ("At the beginning of your end step, if you have 10 or less life, you gain 2 life.", {"life_at_most": 10}),
    ("At the beginning of your upkeep, if you have 40 or more life, draw a card.", {"life_at_least": 40}),
    ("Whenever this creature attacks, if an opponent controls a creature with flying, draw a card.",
     {"opponent_controls": {"types": ["Creature"], "keywords": ["flying"]}}),
    ("At the beginning of your upkeep, if you have no cards in hand, draw a card.", {"hand_empty": True}),
    ("At the beginning of your end step, if you control no creatures, you lose 2 life.",
     {"controls_none": {"types": ["Creature"]}}),
    ("When this creature enters, if a creature died this turn, draw a card.", {"creature_died_this_turn": True}),
    ("When this creature enters, if you attacked this turn, draw a card.", {"attacked_this_turn": True}),
    ("At the beginning of your upkeep, if you control six or more lands, draw a card.",
     {"controls_at_least": {"filter": {"types": ["Land"]}, "count": 6}}),
    ("At the beginning of your upkeep, if this creature is untapped, draw a card.", {"this_is": {"tapped": False}}),
    ("At the beginning of your end step, if you gained life this turn, draw a card.", {"gained_life_this_turn": True}),
    ("At the beginning of your end step, if an opponent lost life this turn, draw a card.",
     {"opponent_lost_life_this_turn": True}),
    ("At the beginning of your upkeep, if you have four or more cards in hand, draw a card.", {"hand_at_least": 4}),
    ("When this creature enters, if you control another Wizard, draw a card.",
     {"controls": {"subtypes": ["Wizard"], "other": True}}),
]


@pytest.mark.parametrize(("text", "cond"), IFS)
def test_an_intervening_if_clause_becomes_the_abilitys_condition_cr_603_4(text: str, cond: dict[str, Any]) -> None:
    assert ability(face("Testy", "Creature — Bear", text))["if"] == cond


# ---- anaphora (CR 603.2, 400.7) -----------------------------------------------------------------------------------

ANAPHORA = [
    ("Whenever this creature attacks, it gets +2/+0 until end of turn.", {"pump": {"to": "it", "power": 2,
                                                                                   "toughness": 0}}),
    ("When this creature dies, return it to its owner's hand.", {"bounce": {"what": "new_object"}}),
    ("Whenever this creature deals combat damage to a player, that player discards a card.",
     {"discard": {"amount": 1, "player": "that_player"}}),
    ("At the beginning of each player's upkeep, that player loses 1 life.",
     {"lose_life": {"amount": 1, "player": "that_player"}}),
    ("Whenever another creature you control attacks, tap that creature.", {"tap": {"what": "that"}}),
    ("Whenever a creature an opponent controls becomes tapped, it gets -1/-1 until end of turn.",
     {"pump": {"to": "it", "power": -1, "toughness": -1}}),
    ("When this creature enters, it deals 2 damage to any target.",
     {"damage": {"amount": 2, "to": "target", "source": "it"}}),
    ("Whenever another creature you control attacks, it deals 1 damage to each opponent.",
     {"damage": {"amount": 1, "to": "each_opponent", "source": "it"}}),
    ("Whenever this creature deals damage to a creature, destroy that creature.", {"destroy": {"what": "that"}}),
    ("Whenever this creature deals damage to an opponent, that player discards a card.",
     {"discard": {"amount": 1, "player": "that_player"}}),
    ("When enchanted creature dies, return it to its owner's hand.", {"bounce": {"what": "new_object"}}),
    ("Whenever this creature deals damage, you gain that much life.", {"gain_life": {"amount": "that_much"}}),
    ("Whenever this creature is dealt damage, it deals that much damage to any target.",
     {"damage": {"amount": "that_much", "to": "target", "source": "it"}}),
    ("Whenever a player casts a white spell, you may gain 1 life.", {"gain_life": {"amount": 1}}),
    ("Whenever a creature an opponent controls dies, its controller loses 1 life.",
     {"lose_life": {"amount": 1, "player": "its_controller"}}),
    ("When enchanted creature dies, its controller loses 2 life.",
     {"lose_life": {"amount": 2, "player": "its_controller"}}),
    ("Whenever an opponent casts a spell, counter that spell.", {"counter": {"what": "that"}}),
]


@pytest.mark.parametrize(("text", "effect"), ANAPHORA)
def test_it_and_that_refer_to_what_the_trigger_event_was_about_cr_603_2(text: str, effect: dict[str, Any]) -> None:
    assert ability(face("Testy", "Creature — Bear", text))["effects"] == [effect]


REFUSED = [
    "{T}: Destroy it.",                                                       # no trigger to refer to
    "Whenever you gain life, destroy that creature.",                         # a trigger about no object
    "At the beginning of your upkeep, tap it.",                               # a trigger about no object
    "Whenever you cast a spell, that creature gets +1/+1 until end of turn.",  # "that creature" after a spell
    "Whenever another creature enters, that artifact gets +1/+1 until end of turn.",   # the wrong noun
    "When this creature dies, that player draws a card.",                     # a trigger about no player
    "Whenever a creature you control enters, that player draws a card.",
    "Whenever a permanent enters, you gain 1 life.",                           # "a permanent" isn't read (yet)
    "Whenever a spell enters, you gain 1 life.",                               # a spell never enters
    "When this creature enters or dies, return it to its owner's hand.",       # "it": a different object for each
    "Whenever an opponent attacks, draw a card.",                              # not the attack of its controller
    "Whenever this creature deals damage to a creature, tap it.",             # "it": the source or the creature?
    "At the beginning of your upkeep, gain 1 life.",                           # "gain" without "you may"
    "{T}: Gain 1 life.",
    "Whenever you cast a spell, tap that creature.",                            # the spell is no creature
    "At the beginning of your upkeep, its controller loses 1 life.",            # whose controller?
    "Whenever this creature becomes blocked by a creature, tap it.",            # the blocker or this one?
    "When this creature dies, destroy all artifacts. Untap it.",                # "it" after "all artifacts"
    "Whenever you draw a card, you gain that much life.",                        # "that much" of no amount
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_near_miss_stays_unparsed_rather_than_compiling_wrongly(text: str) -> None:
    r = compile_face(face("Testy", "Creature — Bear", text))
    assert r.status == "unparsed", r.data


# ---- generated trigger lines render back to their text ------------------------------------------------------------

SUBJECTS = {"this creature": {"who": "self"}, "another creature you control": {"who": "other"},
            "a creature an opponent controls": {"who": "any"}, "a nontoken artifact you control": {"who": "any"},
            "another green creature": {"who": "other"}, "a tapped creature": {"who": "any"}}
EVENTS = {"enters": "enters", "dies": "dies", "attacks": "attacks", "blocks": "blocks",
          "enters or attacks": "enters_or_attacks", "attacks or blocks": "attacks_or_blocks",
          "deals damage to a player": "deals_damage_to_player", "blocks or becomes blocked": "blocks_or_becomes_blocked",
          "attacks alone": "attacks_alone", "becomes blocked": "becomes_blocked", "becomes tapped": "becomes_tapped",
          "deals combat damage to a player": "deals_combat_damage_to_player", "is dealt damage": "is_dealt_damage",
          "leaves the battlefield": "leaves"}
EFFECTS = ["draw a card", "you gain 2 life", "each opponent loses 1 life", "it gets +1/+1 until end of turn",
           "you may draw a card", "scry 2"]


@settings(max_examples=80, deadline=None)
@given(subject=st.sampled_from(sorted(SUBJECTS)), event=st.sampled_from(sorted(EVENTS)),
       effect=st.sampled_from(EFFECTS))
def test_generated_object_triggers_compile_and_render_back_as_written_cr_603_2(subject: str, event: str,
                                                                               effect: str) -> None:
    self_leaving = subject == "this creature" and event in ("enters", "dies", "leaves the battlefield", "enters or dies")
    word = "When" if self_leaving else "Whenever"
    text = f"{word} {subject} {event}, {effect}."
    r = compile_face(face("Testy", "Creature — Bear", text))
    assert r.status == "compiled", (text, r.phrase)
    assert r.card is not None and render_mismatch(r.card) == ""
    (ab,) = r.card.triggered
    assert ab.trigger.event == EVENTS[event] and ab.trigger.who == SUBJECTS[subject]["who"]
    assert ab.optional == effect.startswith("you may")
    if "it gets" in effect:
        leaving = EVENTS[event] in ("dies", "leaves")
        assert ab.body.single.effects[0].args["to"].name == ("new_object" if leaving else "it")


# ---- compiled cards play (CR 603.2-603.4, 702.45, 702.83, 702.108) -------------------------------------------------

def play(cards: list[dict[str, Any]], doc: dict[str, Any]) -> list[str]:
    """Run a scenario with these compiled cards; its failures."""
    defs = [data(c) for c in cards]
    result = run_scenario(load_text(json.dumps({"name": "t", "cards": defs, **doc}), "<test>")[0])
    return result.failures


def test_a_compiled_another_creature_enters_trigger_gains_life_once_per_creature_cr_603_2() -> None:
    warden = face("Soul Warden", "Creature — Human Cleric", "Whenever another creature enters, you gain 1 life.",
                  "{W}", "1", "1")
    assert play([warden], {
        "start": {"players": {"alice": {"battlefield": ["Soul Warden", "Forest", "Forest"],
                                        "hand": ["Grizzly Bears"]}, "bob": {}}},
        "script": ["alice: cast Grizzly Bears", "resolve", "resolve"],
        "expect": {"alice": {"life": 21}}}) == []


def test_that_player_is_the_player_dealt_combat_damage_cr_603_2_and_510_2() -> None:
    raider = face("Raider", "Creature — Human Rogue", "Whenever this creature deals combat damage to a player, that "
                  "player discards a card.", "{1}{B}", "2", "2")
    assert play([raider], {
        "start": {"players": {"alice": {"battlefield": ["Raider"]}, "bob": {"hand": ["Island"]}}},
        "script": ["goto declare_attackers", "alice: attack Raider", "goto end_of_combat"],
        "expect": {"bob": {"life": 18, "hand": [], "graveyard": ["Island"]}}}) == []


def test_at_the_beginning_of_each_upkeep_that_player_is_the_active_player_cr_603_2() -> None:
    vise = face("Tax Collector", "Artifact", "At the beginning of each player's upkeep, that player loses 1 life.")
    assert play([vise], {
        "start": {"turn": 1, "step": "untap", "players": {"alice": {"battlefield": ["Tax Collector"]}, "bob": {}}},
        "script": ["goto turn 2 draw"],
        "expect": {"alice": {"life": 19}, "bob": {"life": 19}}}) == []


def test_an_intervening_if_that_is_false_stops_the_trigger_cr_603_4() -> None:
    text = "At the beginning of your upkeep, if you control an artifact, you gain 3 life."
    keeper = face("Keeper", "Creature — Human", text, "{W}", "1", "1")
    assert play([keeper], {
        "start": {"turn": 1, "step": "untap", "players": {"alice": {"battlefield": ["Keeper"]}, "bob": {}}},
        "script": ["goto draw"], "expect": {"alice": {"life": 20}}}) == []
    assert play([keeper], {
        "start": {"turn": 1, "step": "untap",
                  "players": {"alice": {"battlefield": ["Keeper", "Ornithopter"]}, "bob": {}}},
        "script": ["goto draw"], "expect": {"alice": {"life": 23}}}) == []


def test_when_this_dies_return_it_returns_the_card_from_the_graveyard_cr_400_7() -> None:
    spirit = face("Homing Spirit", "Creature — Spirit", "When this creature dies, return it to its owner's hand.",
                  "{1}{B}", "1", "1")
    assert play([spirit], {
        "start": {"players": {"alice": {"battlefield": ["Mountain"], "hand": ["Shock"]},
                              "bob": {"battlefield": ["Homing Spirit"]}}},
        "script": ["alice: cast Shock targeting Homing Spirit", "resolve", "resolve"],
        "expect": {"bob": {"hand": ["Homing Spirit"], "graveyard": []}}}) == []


def test_prowess_pumps_once_for_each_noncreature_spell_cr_702_108a() -> None:
    swiftspear = face("Monastery Swiftspear", "Creature — Human Monk", "Haste\nProwess", "{R}", "1", "2")
    assert play([swiftspear], {
        "start": {"players": {"alice": {"battlefield": ["Monastery Swiftspear", "Mountain"], "hand": ["Shock"]},
                              "bob": {}}},
        "script": ["alice: cast Shock targeting bob", "resolve", "resolve"],
        "expect": {"bob": {"life": 18}, "permanents": [{"name": "Monastery Swiftspear", "power": 2,
                                                         "toughness": 3}]}}) == []


def test_exalted_pumps_a_creature_attacking_alone_once_per_instance_cr_702_83a() -> None:
    squire = face("Akrasan Squire", "Creature — Human Soldier", "Exalted", "{W}", "1", "1")
    assert play([squire], {
        "start": {"players": {"alice": {"battlefield": ["Akrasan Squire", "Akrasan Squire", "Grizzly Bears"]},
                              "bob": {}}},
        "script": ["goto declare_attackers", "alice: attack Grizzly Bears", "resolve all", "goto end_of_combat"],
        "expect": {"bob": {"life": 16}}}) == []


def test_exalted_doesnt_trigger_when_two_creatures_attack_cr_702_83b() -> None:
    squire = face("Akrasan Squire", "Creature — Human Soldier", "Exalted", "{W}", "1", "1")
    assert play([squire], {
        "start": {"players": {"alice": {"battlefield": ["Akrasan Squire", "Grizzly Bears"]}, "bob": {}}},
        "script": ["goto declare_attackers", "alice: attack Grizzly Bears, Akrasan Squire", "goto end_of_combat"],
        "expect": {"bob": {"life": 17}}}) == []


def test_bushido_pumps_a_creature_that_blocks_cr_702_45a() -> None:
    retainer = face("Devoted Retainer", "Creature — Human Samurai", "Bushido 1", "{W}", "1", "1")
    assert play([retainer], {
        "start": {"players": {"alice": {"battlefield": ["Llanowar Elves"]},
                              "bob": {"battlefield": ["Devoted Retainer"]}}},
        "script": ["goto declare_attackers", "alice: attack Llanowar Elves", "goto declare_blockers",
                   "bob: block Llanowar Elves with Devoted Retainer", "resolve", "goto end_of_combat"],
        "expect": {"alice": {"graveyard": ["Llanowar Elves"]},
                   "permanents": [{"name": "Devoted Retainer", "damage": 1, "power": 2, "toughness": 2}]}}) == []


def test_whenever_this_enters_or_attacks_triggers_on_each_event_cr_603_2() -> None:
    titan = face("Sun Titan", "Creature — Giant", "Whenever this creature enters or attacks, you gain 3 life.",
                 "{G}", "6", "6")
    assert play([titan], {
        "start": {"players": {"alice": {"battlefield": ["Forest"], "hand": ["Sun Titan"], "library": ["Island"] * 3},
                              "bob": {"library": ["Island"] * 3}}},
        "script": ["alice: cast Sun Titan", "resolve", "resolve", "goto turn 3 declare_attackers",
                   "alice: attack Sun Titan", "resolve", "goto end_of_combat"],
        "expect": {"alice": {"life": 26}, "bob": {"life": 14}}}) == []


def test_whenever_you_attack_triggers_once_for_the_declaration_cr_508_1() -> None:
    slayer = face("Slayer", "Creature — Human", "Whenever you attack, you gain 1 life.", "{W}", "1", "1")
    assert play([slayer], {
        "start": {"players": {"alice": {"battlefield": ["Slayer", "Grizzly Bears", "Llanowar Elves"]}, "bob": {}}},
        "script": ["goto declare_attackers", "alice: attack Grizzly Bears, Llanowar Elves", "goto end_of_combat"],
        "expect": {"alice": {"life": 21}, "bob": {"life": 17}}}) == []


def test_deals_damage_to_an_opponent_triggers_on_noncombat_damage_with_that_player_cr_120_3() -> None:
    text = "Whenever this creature deals damage to an opponent, that player discards a card."
    imp = face("Imp", "Creature — Imp", f"{{T}}: This creature deals 1 damage to any target.\n{text}", "{B}", "1", "1")
    assert play([imp], {
        "start": {"players": {"alice": {"battlefield": ["Imp"]}, "bob": {"hand": ["Island"]}}},
        "script": ["alice: activate Imp targeting bob", "resolve", "resolve"],
        "expect": {"bob": {"life": 19, "hand": [], "graveyard": ["Island"]}}}) == []


def test_whenever_equipped_creature_attacks_reads_the_creature_it_is_attached_to_cr_301_5() -> None:
    banner = face("War Banner", "Artifact — Equipment", "Whenever equipped creature attacks, you gain 2 life.\n"
                  "Equip {1}", "{1}")
    assert play([banner], {
        "start": {"players": {"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves",
                                                        {"card": "War Banner", "attached_to": "Grizzly Bears"}],
                                        "library": ["Island"] * 3},
                              "bob": {"library": ["Island"] * 3}}},
        "script": ["goto declare_attackers", "alice: attack Llanowar Elves", "goto end_of_combat",
                   "goto turn 3 declare_attackers", "alice: attack Grizzly Bears", "resolve", "goto end_of_combat"],
        "expect": {"alice": {"life": 22}}}) == []


def test_whenever_an_opponent_discards_that_player_is_the_one_who_discarded_cr_701_9() -> None:
    megrim = face("Megrim", "Enchantment", "Whenever an opponent discards a card, this enchantment deals 2 damage to "
                  "that player.", "{2}{B}")
    mind_rot = face("Mind Rot", "Sorcery", "Target player discards two cards.", "{2}{B}")
    assert play([megrim, mind_rot], {
        "start": {"players": {"alice": {"battlefield": ["Megrim", "Swamp", "Swamp", "Swamp"], "hand": ["Mind Rot"]},
                              "bob": {"hand": ["Island", "Forest"]}}},
        "script": ["alice: cast Mind Rot targeting bob", "resolve", "resolve all"],
        "expect": {"alice": {"life": 20}, "bob": {"life": 16, "hand": []}}}) == []


def test_whenever_you_cast_your_second_spell_each_turn_triggers_on_the_second_only_cr_601_2i() -> None:
    drake = face("Thunder Drake", "Creature — Elemental Drake", "Whenever you cast your second spell each turn, you "
                 "gain 5 life.", "{3}{U}", "2", "3")
    assert play([drake], {
        "start": {"players": {"alice": {"battlefield": ["Thunder Drake", {"card": "Mountain", "count": 3}],
                                        "hand": ["Shock", "Shock", "Shock"]}, "bob": {}}},
        "script": ["alice: cast Shock targeting bob", "resolve", "alice: cast Shock targeting bob", "resolve all",
                   "alice: cast Shock targeting bob", "resolve all"],
        "expect": {"alice": {"life": 25}, "bob": {"life": 14}}}) == []


def test_this_or_another_creature_dies_counts_this_one_and_the_others_cr_603_10a() -> None:
    artist = face("Blood Artist", "Creature — Vampire", "Whenever this creature or another creature dies, you gain 1 "
                  "life.", "{1}{B}", "0", "1")
    assert play([artist], {
        "start": {"players": {"alice": {"battlefield": ["Blood Artist", "Mountain", "Mountain"],
                                        "hand": ["Shock", "Shock"]},
                              "bob": {"battlefield": ["Llanowar Elves"]}}},
        "script": ["alice: cast Shock targeting Llanowar Elves", "resolve all",
                   "alice: cast Shock targeting Blood Artist", "resolve all"],
        "expect": {"alice": {"life": 22}}}) == []


def test_the_upkeep_of_enchanted_creatures_controller_is_that_players_upkeep_cr_303_4() -> None:
    wound = face("Stab Wound", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets -2/-2.\nAt the "
                 "beginning of the upkeep of enchanted creature's controller, that player loses 2 life.", "{2}{B}")
    assert play([wound], {
        "start": {"turn": 1, "step": "end", "players": {
            "alice": {"battlefield": [{"card": "Stab Wound", "attached_to": "angel"}], "library": ["Island"] * 3},
            "bob": {"battlefield": [{"card": "Serra Angel", "id": "angel"}], "library": ["Island"] * 3}}},
        "script": ["goto turn 2 draw", "goto turn 2 declare_attackers", "bob: attack none", "goto turn 3 draw"],
        "expect": {"alice": {"life": 20}, "bob": {"life": 18}}}) == []


def test_its_controller_without_a_target_is_the_controller_of_the_creature_that_died_cr_608_2h() -> None:
    text = "Whenever a creature an opponent controls dies, its controller loses 1 life."
    watcher = face("Grim Watcher", "Enchantment", text, "{B}")
    assert play([watcher], {
        "start": {"players": {"alice": {"battlefield": ["Grim Watcher", "Mountain"], "hand": ["Shock"]},
                              "bob": {"battlefield": ["Llanowar Elves"]}}},
        "script": ["alice: cast Shock targeting Llanowar Elves", "resolve all"],
        "expect": {"alice": {"life": 20}, "bob": {"life": 19}}}) == []


def test_when_this_equipment_enters_attach_it_to_target_creature_you_control_cr_701_3a() -> None:
    rapier = face("Dueling Rapier", "Artifact — Equipment", "Flash\nWhen this Equipment enters, attach it to target "
                  "creature you control.\nEquipped creature gets +2/+0.\nEquip {4}", "{W}")
    assert data(rapier)["abilities"][0]["triggered"]["effects"] == [{"attach": {"what": "it", "to": "target"}}]
    assert play([rapier], {
        "start": {"players": {"alice": {"battlefield": ["Grizzly Bears", "Plains"], "hand": ["Dueling Rapier"]},
                              "bob": {}}},
        "script": ["alice: cast Dueling Rapier", "resolve", "resolve"],
        "expect": {"permanents": [{"name": "Grizzly Bears", "power": 4, "toughness": 2},
                                  {"name": "Dueling Rapier", "attached_to": "Grizzly Bears"}]}}) == []


def test_tap_enchanted_creature_taps_the_creature_the_aura_entered_attached_to_cr_303_4() -> None:
    snare = face("Binding Snare", "Enchantment — Aura", "Enchant creature\nWhen this Aura enters, tap enchanted "
                 "creature.", "{U}")
    assert data(snare)["abilities"][0]["triggered"]["effects"] == [{"tap": {"what": "enchanted"}}]
    assert play([snare], {
        "start": {"players": {"alice": {"battlefield": ["Island"], "hand": ["Binding Snare"]},
                              "bob": {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}, "Llanowar Elves"]}}},
        "script": ["alice: cast Binding Snare targeting bears", "resolve", "resolve"],
        "expect": {"permanents": [{"id": "bears", "tapped": True}, {"name": "Llanowar Elves", "tapped": False}]}}) == []


@pytest.mark.parametrize(("shock_first", "life"), [(True, 23), (False, 20)])
def test_morbid_checks_whether_a_creature_died_this_turn_cr_603_4_and_700_4(shock_first: bool, life: int) -> None:
    text = "When this creature enters, if a creature died this turn, you gain 3 life."
    banshee = face("Morbid Mourner", "Creature — Spirit", text, "{B}", "1", "1")
    script = ["alice: cast Shock targeting Llanowar Elves", "resolve"] if shock_first else []
    assert play([banshee], {
        "start": {"players": {"alice": {"battlefield": ["Mountain", "Swamp"], "hand": ["Shock", "Morbid Mourner"]},
                              "bob": {"battlefield": ["Llanowar Elves"]}}},
        "script": [*script, "alice: cast Morbid Mourner", "resolve", "resolve all"],
        "expect": {"alice": {"life": life}}}) == []


def test_if_you_control_n_or_more_counts_the_permanents_you_control_cr_603_4() -> None:
    text = "At the beginning of your upkeep, if you control two or more artifacts, you gain 2 life."
    keeper = face("Artifact Keeper", "Creature — Human", text, "{W}", "1", "1")
    assert play([keeper], {
        "start": {"turn": 1, "step": "untap", "players": {
            "alice": {"battlefield": ["Artifact Keeper", "Ornithopter"]},
            "bob": {"battlefield": ["Ornithopter"]}}},
        "script": ["goto draw"], "expect": {"alice": {"life": 20}}}) == []
    assert play([keeper], {
        "start": {"turn": 1, "step": "untap", "players": {
            "alice": {"battlefield": ["Artifact Keeper", "Ornithopter", "Ornithopter"]}, "bob": {}}},
        "script": ["goto draw"], "expect": {"alice": {"life": 22}}}) == []


@pytest.mark.parametrize("how", ["spell", "triggered ability"])
def test_becomes_the_target_of_a_spell_or_ability_triggers_for_spells_and_triggered_abilities_cr_115_1(
        how: str) -> None:
    warded = face("Warded Sage", "Creature — Human", "When this creature becomes the target of a spell or ability, "
                  "you gain 2 life.", "{W}", "4", "4")
    pinger = face("Pinger", "Creature — Goblin", "When this creature enters, it deals 1 damage to any target.", "{R}",
                  "1", "1")
    card = "Shock" if how == "spell" else "Pinger"
    script = ["bob: cast Shock targeting Warded Sage", "resolve"] if how == "spell" else \
        ["bob: cast Pinger", "resolve", "bob: choose Warded Sage"]
    assert play([warded, pinger], {
        "start": {"active": "bob", "players": {"alice": {"battlefield": ["Warded Sage"]},
                                               "bob": {"battlefield": ["Mountain"], "hand": [card]}}},
        "script": [*script, "resolve all"],
        "expect": {"alice": {"life": 22}}}) == []


PLAYERS = {"you": ("you", ""), "an opponent": ("opponent", "s"), "a player": ("any", "s")}
SPELLS = {"a spell": {}, "a noncreature spell": {"not_types": ["Creature"]},
          "an instant or sorcery spell": {"types_any": ["Instant", "Sorcery"]}, "a red spell": {"colors": ["R"]},
          "a creature spell": {"types": ["Creature"]}, "a multicolored spell": {"multicolored": True}}
STEPS = {"your upkeep": ("upkeep", "you"), "each upkeep": ("upkeep", "any"), "your end step": ("end", "you"),
         "each end step": ("end", "any"), "combat on your turn": ("beginning_of_combat", "you"),
         "each opponent's upkeep": ("upkeep", "opponent"), "your draw step": ("draw", "you")}


@settings(max_examples=60, deadline=None)
@given(player=st.sampled_from(sorted(PLAYERS)), spell=st.sampled_from(sorted(SPELLS)),
       step=st.sampled_from(sorted(STEPS)), effect=st.sampled_from(EFFECTS[:3] + EFFECTS[4:]))
def test_generated_player_and_step_triggers_compile_and_render_back_cr_603_2(player: str, spell: str, step: str,
                                                                            effect: str) -> None:
    whose, s = PLAYERS[player]
    text = f"Whenever {player} cast{s} {spell}, {effect}.\nAt the beginning of {step}, {effect}."
    r = compile_face(face("Testy", "Creature — Bear", text))
    assert r.status == "compiled", (text, r.phrase)
    assert r.card is not None and render_mismatch(r.card) == ""
    cast, at = r.card.triggered
    assert (cast.trigger.event, cast.trigger.whose) == ("cast", whose)
    assert data(face("Testy", "Creature — Bear", text))["abilities"][0]["triggered"]["when"].get("filter", {}) == \
        SPELLS[spell]
    assert (at.trigger.step, at.trigger.whose) == STEPS[step]


def test_a_creature_dealt_damage_by_this_this_turn_dies_only_for_creatures_it_damaged_cr_120_3() -> None:
    vampire = face("Blood Drinker", "Creature — Vampire", "Whenever a creature dealt damage by this creature this turn "
                   "dies, you gain 2 life.", "{B}", "3", "3")
    assert data(vampire)["abilities"][0]["triggered"]["when"] == {"event": "dies", "who": "damaged_by_self",
                                                                  "filter": {"types": ["Creature"]}}
    assert play([vampire], {
        "start": {"players": {"alice": {"battlefield": ["Blood Drinker", "Mountain"], "hand": ["Shock"]},
                              "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}}},
        "script": ["alice: cast Shock targeting Llanowar Elves", "resolve all", "goto declare_attackers",
                   "alice: attack Blood Drinker", "goto declare_blockers", "bob: block Blood Drinker with Grizzly Bears",
                   "goto end_of_combat"],
        "expect": {"alice": {"life": 22}, "bob": {"graveyard": ["Grizzly Bears", "Llanowar Elves"]}}}) == []


def test_heroic_triggers_on_a_spell_targeting_this_creature_only_cr_601_2c() -> None:
    hero = face("Favored Hoplite", "Creature — Human Soldier", "Whenever you cast a spell that targets this creature, "
                "you gain 3 life.", "{W}", "1", "2")
    assert play([hero], {
        "start": {"players": {"alice": {"battlefield": ["Favored Hoplite", "Grizzly Bears", "Forest", "Forest"],
                                        "hand": ["Giant Growth", "Giant Growth"]}, "bob": {}}},
        "script": ["alice: cast Giant Growth targeting Grizzly Bears", "resolve all",
                   "alice: cast Giant Growth targeting Favored Hoplite", "resolve all"],
        "expect": {"alice": {"life": 23}}}) == []
