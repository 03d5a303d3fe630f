"""Triggered keywords made of ordinary instructions (rules/token_keywords.py): soulshift (CR 702.46), afterlife
(702.135), living weapon (702.92), For Mirrodin! (702.163) and battle cry (702.91).  Real card texts compile to the
keyword, the keyword means the triggered ability its rule defines, each instance triggers separately, and
near-miss texts stay unparsed."""

from __future__ import annotations


import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.cards.model import TriggeredAbility
from manastack.cards.vocabulary import keyword_problem, keyword_triggers, normalize_keyword
from manastack.effects import load_all
from manastack.oracle.compiler import compile_face
from oracle_faces import creature_face as face, data, scenario_failures as play

load_all()


REAL = [
    ("Kami of Empty Graves", "Creature — Spirit", "Soulshift 3 (When this creature dies, you may return target "
     "Spirit card with mana value 3 or less from your graveyard to your hand.)", ["Soulshift 3"]),
    ("Syndicate Messenger", "Creature — Bird", "Flying\nAfterlife 1 (When this creature dies, create a 1/1 white and "
     "black Spirit creature token with flying.)", ["Flying", "Afterlife 1"]),
    ("Flayer Husk", "Artifact — Equipment", "Living weapon (When this Equipment enters, create a 0/0 black Phyrexian "
     "Germ creature token, then attach this to it.)\nEquip {2}", ["Living weapon", "Equip {2}"]),
    ("Dragonwing Glider", "Artifact — Equipment", "For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel "
     "creature token, then attach this to it.)\nEquip {3}{R}{R}", ["For Mirrodin!", "Equip {3}{R}{R}"]),
    ("Goblin Wardriver", "Creature — Goblin Warrior", "Battle cry (Whenever this creature attacks, each other "
     "attacking creature gets +1/+0 until end of turn.)", ["Battle cry"]),
]


@pytest.mark.parametrize("name,type_line,text,keywords", REAL, ids=[r[0] for r in REAL])
def test_a_real_cards_keyword_line_compiles_to_the_keyword_cr_702_46_702_135_702_92_702_163_702_91(
        name: str, type_line: str, text: str, keywords: list[str]) -> None:
    assert data(face(name, type_line, text))["keywords"] == keywords


def test_soulshift_n_is_a_may_dies_trigger_targeting_a_spirit_card_of_mana_value_n_or_less_cr_702_46a() -> None:
    (ab,) = keyword_triggers(("soulshift:4",))
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger.event == "dies" and ab.optional
    (target,) = ab.body.single.targets
    assert target.zone == "graveyard" and target.filter.subtypes == ("Spirit",)
    assert target.filter.mana_value_max == 4 and target.filter.controller == "you"


def test_afterlife_n_creates_n_flying_spirits_cr_702_135a() -> None:
    (ab,) = keyword_triggers(("afterlife:3",))
    (effect,) = ab.body.single.effects
    assert effect.verb == "create_token" and effect.args["amount"].value == 3
    token = effect.args["token"]
    assert (token.power, token.toughness, token.colors, token.keywords) == (1, 1, frozenset("WB"),
                                                                           frozenset({"flying"}))


@pytest.mark.parametrize("text", ["Soulshift", "Soulshift X", "Afterlife", "Afterlife 0", "Soulshift -1",
                                  "Living weapons", "Battle cries", "For Mirrodin", "Afterlife 2 and 3"])
def test_a_near_miss_keyword_stays_unparsed(text: str) -> None:
    assert compile_face(face("Near Miss", "Creature — Spirit", text)).status != "compiled"


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=1, max_value=20))
def test_any_count_of_soulshift_and_afterlife_is_read_as_that_count_cr_702_46a_702_135a(n: int) -> None:
    for word in ("soulshift", "afterlife"):
        kw = normalize_keyword(f"{word.capitalize()} {n}")
        assert kw == f"{word}:{n}" and keyword_problem(kw) is None
        assert data(face("Generated", "Creature — Spirit", f"{word.capitalize()} {n}"))["keywords"] == \
            [f"{word.capitalize()} {n}"]


def test_two_instances_of_afterlife_trigger_separately_cr_702_135b() -> None:
    twice = face("Twice Blessed", "Creature — Spirit", "Afterlife 1\nAfterlife 2", "{W}", "1", "1")
    assert play([twice], {
        "start": {"players": {"alice": {"battlefield": ["Twice Blessed"]},
                              "bob": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}}},
        "script": ["pass", "bob: cast Lightning Bolt targeting Twice Blessed", "resolve",
                   "alice: choose Twice Blessed: Afterlife 1", "resolve all"],
        "expect": {"permanents": [{"name": "Spirit Token", "count": 3, "controller": "alice"}]}}) == []


def test_soulshift_may_be_declined_cr_702_46a() -> None:
    kami = face("Kami of Empty Graves", "Creature — Spirit", "Soulshift 3", "{3}{B}", "4", "1")
    lantern = face("Lantern Kami", "Creature — Spirit", "Flying", "{W}", "1", "1")
    assert play([kami, lantern], {
        "start": {"players": {"alice": {"battlefield": ["Kami of Empty Graves"], "graveyard": ["Lantern Kami"]},
                              "bob": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}}},
        "script": ["pass", "bob: cast Lightning Bolt targeting Kami of Empty Graves", "resolve", "resolve",
                   "alice: choose no"],
        "expect": {"alice": {"hand": [], "graveyard": ["Lantern Kami", "Kami of Empty Graves"]}}}) == []


def test_battle_cry_doesnt_pump_creatures_that_dont_attack_or_the_creature_itself_cr_702_91a() -> None:
    wardriver = face("Goblin Wardriver", "Creature — Goblin Warrior", "Battle cry", "{R}{R}", "2", "2")
    assert play([wardriver], {
        "start": {"players": {"alice": {"battlefield": ["Goblin Wardriver", "Grizzly Bears"]}, "bob": {}}},
        "script": ["goto declare_attackers", "alice: attack Goblin Wardriver", "resolve", "goto end_of_combat"],
        "expect": {"bob": {"life": 18},
                   "permanents": [{"name": "Grizzly Bears", "power": 2}]}}) == []


def test_a_living_weapon_germ_with_no_bonus_dies_as_a_0_0_and_the_equipment_stays_cr_702_92a_704_5f() -> None:
    husk = face("Flayer Husk", "Artifact — Equipment", "Living weapon\nEquip {2}", "{1}")
    assert play([husk], {
        "start": {"players": {"alice": {"battlefield": ["Mountain"], "hand": ["Flayer Husk"]}, "bob": {}}},
        "script": ["alice: cast Flayer Husk", "resolve all"],
        "expect": {"permanents": [{"name": "Phyrexian Germ Token", "count": 0},
                                  {"name": "Flayer Husk", "controller": "alice"}]}}) == []


# ---- persist and undying (CR 702.79, 702.93; rules/persist.py) ----------------------------------------------------

@pytest.mark.parametrize("word,kind", [("persist", "-1/-1"), ("undying", "+1/+1")])
def test_persist_and_undying_are_dies_triggers_with_an_intervening_if_cr_702_79a_702_93a(word: str, kind: str) -> None:
    (ab,) = keyword_triggers((word,))
    assert ab.trigger.event == "dies"
    assert ab.condition is not None and ab.condition.kind == "no_counters_on_it"
    assert ab.condition.args == {"kind": kind}
    (effect,) = ab.body.single.effects
    assert effect.verb == "return_with_counter" and effect.args["kind"] == kind


def test_undying_returns_a_creature_with_a_plus_one_counter_cr_702_93a() -> None:
    wolf = face("Young Wolf", "Creature — Wolf", "Undying", "{G}", "1", "1")
    assert play([wolf], {
        "start": {"players": {"alice": {"battlefield": ["Young Wolf"]},
                              "bob": {"battlefield": ["Mountain"], "hand": ["Shock"]}}},
        "script": ["pass", "bob: cast Shock targeting Young Wolf", "resolve all"],
        "expect": {"permanents": [{"name": "Young Wolf", "controller": "alice", "power": 2, "toughness": 2,
                                   "counters": {"+1/+1": 1}}]}}) == []


def test_a_persist_creature_with_a_minus_counter_already_stays_dead_cr_702_79a_603_4() -> None:
    elite = face("Safehold Elite", "Creature — Elf Scout", "Persist", "{3}{G}", "2", "2")
    assert play([elite], {
        "start": {"players": {"alice": {"battlefield": [{"card": "Safehold Elite", "counters": {"-1/-1": 1}}]},
                              "bob": {"battlefield": ["Mountain"], "hand": ["Shock"]}}},
        "script": ["pass", "bob: cast Shock targeting Safehold Elite", "resolve all"],
        "expect": {"alice": {"graveyard": ["Safehold Elite"]},
                   "permanents": [{"name": "Safehold Elite", "count": 0}]}}) == []


def test_an_undying_creature_exiled_from_the_graveyard_before_the_trigger_resolves_stays_exiled_cr_400_7() -> None:
    wolf = face("Young Wolf", "Creature — Wolf", "Undying", "{G}", "1", "1")
    assert play([wolf], {
        "start": {"players": {"alice": {"battlefield": ["Young Wolf"]},
                              "bob": {"battlefield": ["Mountain", "Swamp"], "hand": ["Shock", "Coffin Purge"]}}},
        "script": ["pass", "bob: cast Shock targeting Young Wolf", "resolve", "pass",
                   "bob: cast Coffin Purge targeting Young Wolf", "resolve", "resolve"],
        "expect": {"alice": {"exile": ["Young Wolf"]},
                   "permanents": [{"name": "Young Wolf", "count": 0}]}}) == []


def test_a_persist_token_doesnt_return_cr_111_7() -> None:
    elite = face("Safehold Elite", "Creature — Elf Scout", "Persist", "{3}{G}", "2", "2")
    assert play([elite], {
        "start": {"players": {"alice": {"battlefield": [{"card": "Safehold Elite", "token": True, "power": 2,
                                                          "toughness": 2, "types": ["Creature"],
                                                          "keywords": ["Persist"]}]},
                              "bob": {"battlefield": ["Mountain"], "hand": ["Shock"]}}},
        "script": ["pass", "bob: cast Shock targeting Safehold Elite", "resolve all"],
        "expect": {"permanents": [{"name": "Safehold Elite", "count": 0}]}}) == []


# ---- fabricate and ingest (CR 702.123, 702.115) -------------------------------------------------------------------

def test_fabricate_creates_servos_when_the_counters_cant_be_put_on_a_permanent_that_left_cr_702_123a_608_2c() -> None:
    artisan = face("Glint-Sleeve Artisan", "Creature — Dwarf Artificer", "Fabricate 1", "{1}", "2", "2")
    assert play([artisan], {
        "start": {"players": {"alice": {"battlefield": ["Plains"], "hand": ["Glint-Sleeve Artisan"]},
                              "bob": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}}},
        "script": ["alice: cast Glint-Sleeve Artisan", "resolve", "pass",
                   "bob: cast Lightning Bolt targeting Glint-Sleeve Artisan", "resolve", "resolve",
                   "alice: choose yes"],
        "expect": {"alice": {"graveyard": ["Glint-Sleeve Artisan"]},
                   "permanents": [{"name": "Servo Token", "count": 1, "power": 1, "toughness": 1}]}}) == []


def test_fabricate_n_puts_n_counters_cr_702_123a() -> None:
    (ab,) = keyword_triggers(("fabricate:3",))
    counters, servos = ab.body.single.effects
    assert counters.optional and counters.args["amount"].value == 3
    assert servos.condition is not None and servos.condition.args == {"value": False}
    assert servos.args["amount"].value == 3 and servos.args["token"].types == ("Artifact", "Creature")


def test_ingest_exiles_the_top_card_of_the_damaged_players_library_only_on_combat_damage_cr_702_115a() -> None:
    drone = face("Culling Drone", "Creature — Eldrazi Drone", "Devoid\nIngest", "{1}{B}", "2", "2")
    assert play([drone], {
        "start": {"players": {"alice": {"battlefield": ["Culling Drone"], "library": ["Plains"]},
                              "bob": {"battlefield": ["Grizzly Bears"], "library": ["Forest", "Island"]}}},
        "script": ["goto declare_attackers", "alice: attack Culling Drone", "goto declare_blockers",
                   "bob: block Culling Drone with Grizzly Bears", "goto postcombat_main"],
        "expect": {"bob": {"life": 20, "exile": [], "library": ["Forest", "Island"]},
                   "alice": {"library": ["Plains"]}}}) == []
