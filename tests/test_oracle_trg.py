"""The Oracle grammar's anaphora and more trigger heads (issue 9, part "triggers", tag ``trg_``).

"It", "that creature", "that player" mean the object or player named last before them in the ability's text
(CR 608.2h); with none named before, what the trigger event was about (603.2); "it deals damage" with no object
before it is the ability's (or spell's) own source, as it last existed (113.7a, 608.2h).  Real card texts compile
to the data they mean, render back to their text, and play; near misses stay unparsed."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import compile_face
from oracle_faces import creature_face as face, data


def body(d: dict[str, Any]) -> dict[str, Any]:
    """The one body of a card's data: its spell, or its one ability's."""
    if "spell" in d:
        return dict(d["spell"])
    (ab,) = d["abilities"]
    return dict(next(iter(ab.values())))


# ---- anaphora bound to the object named before (CR 608.2h) ---------------------------------------------------------

SPELLS = [
    ("Inspirit", "Instant", "Untap target creature. It gets +2/+4 until end of turn.",
     [{"untap": {"what": "target"}}, {"pump": {"to": "target", "power": 2, "toughness": 4}}]),
    ("Act of Treason", "Sorcery", "Gain control of target creature until end of turn. Untap that creature. It gains "
     "haste until end of turn.",
     [{"gain_control": {"to": "target", "until": "end_of_turn"}}, {"untap": {"what": "target"}},
      {"grant": {"to": "target", "keywords": ["Haste"]}}]),
    ("Bull's Strength", "Instant", "Target creature gets +2/+2 and gains trample until end of turn. Untap it.",
     [{"pump": {"to": "target", "power": 2, "toughness": 2}}, {"grant": {"to": "target", "keywords": ["Trample"]}},
      {"untap": {"what": "target"}}]),
    ("Snakeskin Veil", "Instant", "Put a +1/+1 counter on target creature you control. It gains hexproof until end "
     "of turn.", [{"put_counters": {"on": "target", "kind": "+1/+1"}}, {"grant": {"to": "target",
                                                                                  "keywords": ["Hexproof"]}}]),
]


@pytest.mark.parametrize(("name", "type_line", "text", "effects"), SPELLS, ids=[s[0] for s in SPELLS])
def test_it_and_that_creature_in_a_spell_are_the_target_named_before_cr_608_2h(
        name: str, type_line: str, text: str, effects: list[dict[str, Any]]) -> None:
    b = body(data(face(name, type_line, text)))
    assert b["effects"] == effects
    assert len(b["targets"]) == 1      # one target, named three times


ABILITIES = [
    # "it deals damage" after "Sacrifice this": the source, as it last existed (113.7a, 608.2h)
    ("Mogg Fanatic", "Creature — Goblin", "Sacrifice this creature: It deals 1 damage to any target.",
     [{"damage": {"amount": 1, "to": "target"}}]),
    ("Seal of Fire", "Enchantment", "Sacrifice this enchantment: It deals 2 damage to any target.",
     [{"damage": {"amount": 2, "to": "target"}}]),
    # "when this dies, it deals": this creature as it last existed, not the card in the graveyard (400.7)
    ("Perilous Myr", "Artifact Creature — Myr", "When this creature dies, it deals 2 damage to any target.",
     [{"damage": {"amount": 2, "to": "target"}}]),
    # a target named before "it" in a trigger is what "it" means, not the trigger's object
    ("Rosa, Resolute White Mage", "Legendary Creature — Human Knight", "At the beginning of combat on your turn, put "
     "a +1/+1 counter on target creature you control. It gains lifelink until end of turn.",
     [{"put_counters": {"on": "target", "kind": "+1/+1"}}, {"grant": {"to": "target", "keywords": ["Lifelink"]}}]),
    ("Twin Blades", "Artifact — Equipment", "When this Equipment enters, attach it to target creature you control. "
     "That creature gains double strike until end of turn.",
     [{"attach": {"what": "it", "to": "target"}}, {"grant": {"to": "target", "keywords": ["Double strike"]}}]),
    ("Zealous Conscripts", "Creature — Human Warrior", "When this creature enters, gain control of target permanent "
     "until end of turn. Untap that permanent. It gains haste until end of turn.",
     [{"gain_control": {"to": "target", "until": "end_of_turn"}}, {"untap": {"what": "target"}},
      {"grant": {"to": "target", "keywords": ["Haste"]}}]),
    # "that player" after a trigger about an opponent's permanent: its controller (608.2h)
    ("Massacre Wurm", "Creature — Phyrexian Wurm", "Whenever a creature an opponent controls dies, that player loses "
     "2 life.", [{"lose_life": {"amount": 2, "player": "its_controller"}}]),
    # "that much" after a life gain: the life gained (603.2, 119.3)
    ("Sanguine Bond", "Enchantment", "Whenever you gain life, target opponent loses that much life.",
     [{"lose_life": {"amount": "that_much", "player": "target"}}]),
]


@pytest.mark.parametrize(("name", "type_line", "text", "effects"), ABILITIES, ids=[s[0] for s in ABILITIES])
def test_anaphora_in_abilities_mean_the_object_named_before_or_the_source_cr_608_2h(
        name: str, type_line: str, text: str, effects: list[dict[str, Any]]) -> None:
    assert body(data(face(name, type_line, text)))["effects"] == effects


def test_kicked_it_deals_damage_is_the_spell_itself_cr_702_33d() -> None:
    jilt = face("Jilt", "Instant", "Kicker {1}{R}\nReturn target creature to its owner's hand. If this spell was "
                "kicked, it deals 2 damage to another target creature.", "{1}{U}")
    b = body(data(jilt))
    assert b["effects"][1] == {"damage": {"amount": 2, "to": "target2"}, "if": {"paid": "kicker"}}


def test_a_trigger_made_by_the_kicked_path_binds_its_anaphora_too_cr_603_4() -> None:
    slinger = face("Torch Slinger", "Creature — Goblin Shaman", "Kicker {1}{R}\nWhen this creature enters, if it was "
                   "kicked, it deals 2 damage to target creature.", "{2}{R}")
    (ab,) = data(slinger)["abilities"]
    assert ab["triggered"]["effects"] == [{"damage": {"amount": 2, "to": "target", "source": "it"}}]


# ---- more trigger heads (CR 603.2) -----------------------------------------------------------------------------------

HEADS = [
    ("Whenever you cycle or discard a card, you gain 1 life.", {"event": "discards", "who": "any",
                                                                "filter": {"controller": "you"}}),
    ("Whenever a player cycles or discards a card, you gain 1 life.", {"event": "discards", "who": "any"}),
    ("Whenever one or more creatures you control attack, you gain 1 life.", {"event": "you_attack", "whose": "you"}),
    ("At the beginning of combat on each opponent's turn, you gain 1 life.",
     {"event": "step", "step": "beginning_of_combat", "whose": "opponent"}),
    ("At the beginning of each of your postcombat main phases, you gain 1 life.",
     {"event": "step", "step": "postcombat_main", "whose": "you"}),
    ("Whenever this creature blocks a creature with flying, you gain 1 life.",
     {"event": "blocks_creature", "who": "any", "filter": {"types": ["Creature"], "keywords": ["flying"]}}),
    ("Whenever this creature blocks or becomes blocked by a nonblack creature, you gain 1 life.",
     {"event": "blocks_or_blocked_by", "who": "any", "filter": {"types": ["Creature"], "not_colors": ["B"]}}),
]


@pytest.mark.parametrize(("text", "when"), HEADS)
def test_more_trigger_heads_compile_to_the_event_they_name_cr_603_2(text: str, when: dict[str, Any]) -> None:
    (ab,) = data(face("Testy", "Enchantment", text))["abilities"]
    assert ab["triggered"]["when"] == when


# ---- near misses stay unparsed -----------------------------------------------------------------------------------------

REFUSED = [
    ("Instant", "Destroy all creatures. It can't be regenerated."),               # "it" after "all creatures"
    ("Instant", "Tap two target creatures. Untap it."),                           # "it" after two targets
    ("Instant", "Untap it."),                                                     # nothing named before "it"
    ("Instant", "Target player discards a card. Untap that creature."),           # a player is no creature
    ("Instant", "Untap target artifact. That creature gets +1/+1 until end of turn."),   # the wrong noun
    ("Instant", "This deals 2 damage to any target. Untap it."),                   # "any target" may be a player
    ("Creature — Bear", "{T}: Untap target creature. It deals 1 damage to you."),  # which "it" deals damage?
    ("Creature — Bear", "Whenever a creature you control dies, that player loses 2 life."),   # no opponent's
    ("Creature — Bear", "Whenever this creature blocks a creature, tap it."),     # "it": this one or the attacker?
    ("Creature — Bear", "Whenever this creature blocks a spell, you gain 1 life."),   # a spell is never blocked
]


@pytest.mark.parametrize(("type_line", "text"), REFUSED)
def test_an_anaphor_with_no_single_object_before_it_stays_unparsed_cr_608_2h(type_line: str, text: str) -> None:
    r = compile_face(face("Testy", type_line, text))
    assert r.status == "unparsed", r.data


# ---- generated: "it" is the one target named before, whatever the two instructions -------------------------------

FIRST = {"untap target creature": {"untap": {"what": "target"}},
         "tap target creature": {"tap": {"what": "target"}},
         "target creature gets +1/+1 until end of turn": {"pump": {"to": "target", "power": 1, "toughness": 1}},
         "put a +1/+1 counter on target creature": {"put_counters": {"on": "target", "kind": "+1/+1"}}}
SECOND = {"{} gets +2/+2 until end of turn": {"pump": {"to": "target", "power": 2, "toughness": 2}},
          "untap {}": {"untap": {"what": "target"}},
          "{} gains flying until end of turn": {"grant": {"to": "target", "keywords": ["Flying"]}}}


@settings(max_examples=30, deadline=None)
@given(first=st.sampled_from(sorted(FIRST)), second=st.sampled_from(sorted(SECOND)),
       pronoun=st.sampled_from(["it", "that creature"]))
def test_generated_two_instructions_name_one_target_cr_608_2h(first: str, second: str, pronoun: str) -> None:
    words = second.format(pronoun)
    text = f"{first[0].upper()}{first[1:]}. {words[0].upper()}{words[1:]}."
    b = body(data(face("Testy", "Instant", text)))
    assert b["effects"] == [FIRST[first], SECOND[second]] and len(b["targets"]) == 1


# ---- compiled cards play ---------------------------------------------------------------------------------------------

def play(cards: list[dict[str, Any]], doc: dict[str, Any]) -> list[str]:
    defs = [data(c) for c in cards]
    result = run_scenario(load_text(json.dumps({"name": "t", "cards": defs, **doc}), "<test>")[0])
    return result.failures


def test_sacrifice_this_it_deals_damage_from_the_sacrificed_source_cr_113_7a() -> None:
    fanatic = face("Goblin Zealot", "Creature — Goblin", "Sacrifice this creature: It deals 1 damage to any target.",
                   "{R}", "1", "1")
    assert play([fanatic], {
        "start": {"players": {"alice": {"battlefield": ["Goblin Zealot"]}, "bob": {}}},
        "script": ["alice: activate Goblin Zealot targeting bob", "resolve"],
        "expect": {"alice": {"graveyard": ["Goblin Zealot"]}, "bob": {"life": 19}}}) == []


def test_when_this_dies_it_deals_damage_as_it_last_existed_cr_608_2h() -> None:
    myr = face("Fuse Myr", "Artifact Creature — Myr", "When this creature dies, it deals 2 damage to any target.",
               "{2}", "1", "1")
    assert play([myr], {
        "start": {"players": {"alice": {"battlefield": ["Mountain"], "hand": ["Shock"]},
                              "bob": {"battlefield": ["Fuse Myr"]}}},
        "script": ["alice: cast Shock targeting Fuse Myr", "resolve", "bob: choose alice", "resolve all"],
        "expect": {"alice": {"life": 18}, "bob": {"graveyard": ["Fuse Myr"]}}}) == []


def test_untap_target_creature_it_gets_pumps_the_same_creature_cr_608_2h() -> None:
    inspirit = face("Inspire Vigor", "Instant", "Untap target creature. It gets +2/+4 until end of turn.", "{G}")
    assert play([inspirit], {
        "start": {"players": {"alice": {"battlefield": ["Forest", {"card": "Grizzly Bears", "tapped": True}],
                                        "hand": ["Inspire Vigor"]}, "bob": {}}},
        "script": ["alice: cast Inspire Vigor targeting Grizzly Bears", "resolve"],
        "expect": {"permanents": [{"name": "Grizzly Bears", "tapped": False, "power": 4, "toughness": 6}]}}) == []


def test_that_player_is_the_controller_of_the_opponents_creature_that_died_cr_608_2h() -> None:
    wurm = face("Grave Wurm", "Creature — Wurm", "Whenever a creature an opponent controls dies, that player loses 2 "
                "life.", "{3}{B}{B}{B}", "6", "5")
    assert play([wurm], {
        "start": {"players": {"alice": {"battlefield": ["Grave Wurm", "Mountain"], "hand": ["Shock"]},
                              "bob": {"battlefield": ["Llanowar Elves"]}}},
        "script": ["alice: cast Shock targeting Llanowar Elves", "resolve all"],
        "expect": {"alice": {"life": 20}, "bob": {"life": 18}}}) == []


def test_whenever_you_gain_life_that_much_is_the_life_gained_cr_119_3() -> None:
    bond = face("Blood Pact", "Enchantment", "Whenever you gain life, target opponent loses that much life.",
                "{4}{B}{B}")
    gainer = face("Quick Mend", "Instant", "You gain 3 life.", "{W}")
    assert play([bond, gainer], {
        "start": {"players": {"alice": {"battlefield": ["Blood Pact", "Plains"], "hand": ["Quick Mend"]},
                              "bob": {}}},
        "script": ["alice: cast Quick Mend", "resolve all"],
        "expect": {"alice": {"life": 23}, "bob": {"life": 17}}}) == []


def test_cycling_a_card_is_discarding_it_for_cycle_or_discard_triggers_cr_702_29d() -> None:
    drake = face("Cycle Watcher", "Enchantment", "Whenever you cycle or discard a card, you gain 1 life.", "{W}")
    cycler = face("Old Cycler", "Instant", "Draw a card.\nCycling {1}", "{U}")
    assert play([drake, cycler], {
        "start": {"players": {"alice": {"battlefield": ["Cycle Watcher", "Island"], "hand": ["Old Cycler"],
                                        "library": ["Island"]}, "bob": {}}},
        "script": ["alice: activate Old Cycler", "resolve all"],
        "expect": {"alice": {"life": 21, "hand": ["Island"], "graveyard": ["Old Cycler"]}}}) == []


@pytest.mark.parametrize("sentry_blocks", [True, False])
def test_blocks_or_becomes_blocked_by_a_creature_deals_damage_to_that_other_creature_cr_509_3c(
        sentry_blocks: bool) -> None:
    sentry = face("Thorn Sentry", "Creature — Plant", "Whenever this creature blocks or becomes blocked by a "
                  "creature, this creature deals 1 damage to that creature.", "{G}", "0", "4")
    if sentry_blocks:
        script = ["goto declare_attackers", "alice: attack Grizzly Bears", "goto declare_blockers",
                  "bob: block Grizzly Bears with Thorn Sentry", "resolve all"]
        start = {"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Thorn Sentry"]}}
    else:
        script = ["goto declare_attackers", "alice: attack Thorn Sentry", "goto declare_blockers",
                  "bob: block Thorn Sentry with Grizzly Bears", "resolve all"]
        start = {"alice": {"battlefield": ["Thorn Sentry"]}, "bob": {"battlefield": ["Grizzly Bears"]}}
    assert play([sentry], {"start": {"players": start}, "script": script,
                           "expect": {"permanents": [{"name": "Grizzly Bears", "damage": 1},
                                                     {"name": "Thorn Sentry", "damage": 0}]}}) == []


@pytest.mark.parametrize(("blocked", "power"), [(False, 4), (True, 2)])
def test_attacks_and_isnt_blocked_triggers_only_without_blockers_cr_509_3g(blocked: bool, power: int) -> None:
    raider = face("Frenzied Raider", "Creature — Goblin", "Whenever this creature attacks and isn't blocked, it gets "
                  "+2/+0 until end of turn.", "{1}{R}", "2", "2")
    assert data(raider)["abilities"][0]["triggered"]["when"] == {"event": "attacks_unblocked", "who": "self"}
    block = "bob: block Frenzied Raider with Grizzly Bears" if blocked else "bob: block none"
    assert play([raider], {
        "start": {"players": {"alice": {"battlefield": ["Frenzied Raider"]}, "bob": {"battlefield": ["Grizzly Bears"]}}},
        "script": ["goto declare_attackers", "alice: attack Frenzied Raider", "goto declare_blockers", block,
                   "resolve all"],
        "expect": {"permanents": [{"name": "Frenzied Raider", "power": power}]}}) == []
