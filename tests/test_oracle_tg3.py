"""The Oracle grammar's part ``tg3`` (issue 9): effects divided among targets (CR 601.2d) and a number of targets
that slots can't say (601.2c: "any number of target ...", "X target ..."): the data of docs/cards.md, rendered back
as written, and played as the Comprehensive Rules say (each play test a judge scenario whose ``cards:`` are the
compiled data)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import json

from manastack.actions import Cast
from manastack.cards.loader import CardFormatError, card_from_data
from manastack.judge.runner import build_game
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import compile_face
from oracle_faces import assert_plays, creature_face, data, face, main_phase_doc

ARC = face("Arc Lightning", "Sorcery", "Arc Lightning deals 3 damage divided as you choose among one, two, or three "
           "targets.", "{2}{R}")
FORKED = face("Forked Lightning", "Sorcery", "Forked Lightning deals 4 damage divided as you choose among one, two, "
              "or three target creatures.", "{3}{R}")
PYRO = face("Pyrotechnics", "Sorcery", "Pyrotechnics deals 4 damage divided as you choose among any number of "
            "targets.", "{4}{R}")
HAIL = face("Hail of Arrows", "Instant", "Hail of Arrows deals X damage divided as you choose among any number of "
            "target attacking creatures.", "{X}{W}")
ELVEN_RITE = face("Elven Rite", "Sorcery", "Distribute two +1/+1 counters among one or two target creatures.",
                  "{1}{G}")
GEARHULK = creature_face("Verdurous Gearhulk", "Artifact Creature — Construct", "Trample\nWhen this creature enters, "
                         "distribute four +1/+1 counters among any number of target creatures you control.",
                         "{3}{G}{G}", "4", "4")
GANG = creature_face("Gang of Devils", "Creature — Devil", "When this creature dies, it deals 3 damage divided as you "
                     "choose among one, two, or three targets.", "{5}{R}", "3", "3")
GRIDLOCK = face("Gridlock", "Instant", "Tap X target nonland permanents.", "{X}{1}{U}")
CANDELABRA = face("Candelabra of Tawnos", "Artifact", "{X}, {T}: Untap X target lands.", "{1}")

_DIV3 = [{"damage": {"amount": 3, "to": t, "divided": True}} for t in ("target", "target2", "target3")]


@pytest.mark.parametrize("f,expected", [
    (ARC, {"spell": {"effects": _DIV3, "targets": [{"any": {}, "min": 1, "count": 3, "up_to": True}]}}),
    (FORKED, {"spell": {"effects": [{"damage": {"amount": 4, "to": t, "divided": True}}
                                    for t in ("target", "target2", "target3")],
                        "targets": [{"creature": {}, "min": 1, "count": 3, "up_to": True}]}}),
    (PYRO, {"spell": {"effects": [{"damage": {"amount": 4, "to": t, "divided": True}}
                                  for t in ("target", "target2", "target3", "target4")],
                      "targets": [{"any": {}, "count": 4, "up_to": True}]}}),
    (HAIL, {"spell": {"effects": [{"damage": {"amount": "X", "to": "target", "divided": True}}],
                      "targets": [{"permanent": {"attacking": True, "types": ["Creature"]}, "count": "any"}]}}),
    (ELVEN_RITE, {"spell": {"effects": [{"put_counters": {"on": t, "kind": "+1/+1", "amount": 2, "divided": True}}
                                        for t in ("target", "target2")],
                            "targets": [{"creature": {}, "min": 1, "count": 2, "up_to": True}]}}),
    (GRIDLOCK, {"spell": {"effects": [{"tap": {"what": "target"}}],
                          "targets": [{"permanent": {"not_types": ["Land"]}, "count": "X"}]}}),
])
def test_divided_effects_and_numbers_of_targets_compile_to_the_card_format_cr_601_2c_d(
        f: dict[str, Any], expected: dict[str, Any]) -> None:
    got = data(f)
    assert {k: v for k, v in got.items() if k in expected} == expected


def test_a_dies_trigger_dividing_damage_compiles_with_its_targets_cr_603_3d_601_2d() -> None:
    (ab,) = data(GANG)["abilities"]
    assert ab["triggered"]["targets"] == [{"any": {}, "min": 1, "count": 3, "up_to": True}]
    assert [e["damage"]["to"] for e in ab["triggered"]["effects"]] == ["target", "target2", "target3"]


@pytest.mark.parametrize("text", [
    # "divided evenly" is not a division its controller announces (Fireball)
    "This spell deals X damage divided evenly, rounded down, among any number of targets.",
    # a division among targets that aren't one word "target"
    "This spell deals 3 damage divided as you choose among target creature and target player.",
    # "one, two, or three" with a number of them that isn't there
    "This spell deals 3 damage divided as you choose among one, two, or four targets.",
    # nothing divided among any number of targets
    "This spell deals 0 damage divided as you choose among any number of targets.",
])
def test_near_miss_division_phrases_stay_unparsed(text: str) -> None:
    assert compile_face(face("Near Miss", "Sorcery", text)).status == "unparsed"


@settings(max_examples=40, deadline=None)
@given(n=st.integers(2, 10), how=st.sampled_from(["one or two", "one, two, or three", "any number of", "up to"]),
       noun=st.sampled_from(["targets", "target creatures", "target creatures you control"]))
def test_any_amount_divided_among_any_wording_of_targets_compiles_to_that_many_slots(n: int, how: str,
                                                                                     noun: str) -> None:
    words = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}
    among = f"up to {words[n]} {noun}" if how == "up to" else f"{how} {noun}"
    r = compile_face(face("Generated", "Sorcery", f"Generated deals {n} damage divided as you choose among {among}."))
    assert r.status == "compiled", r.phrase
    assert r.data is not None
    (t,) = r.data["spell"]["targets"]
    slots = {"one or two": 2, "one, two, or three": 3, "any number of": n, "up to": n}[how]
    assert t.get("count", 1) == slots and t.get("min", 0) == (1 if how.startswith("one") else 0)
    assert len(r.data["spell"]["effects"]) == slots


# ---- the card format ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("spell,problem", [
    ({"targets": [{"any": {}, "count": 2, "min": 1}], "effects": [{"damage": {"amount": 2, "to": "target"}}]},
     "min"),
    ({"targets": [{"creature": {}, "count": "any"}, "player"], "effects": [{"tap": "target"}]}, "last target"),
    ({"targets": [{"any": {}, "count": 2}, "creature"],
      "effects": [{"damage": {"amount": 2, "to": "target", "divided": True}},
                  {"damage": {"amount": 2, "to": "target2", "divided": True}}, {"tap": "target3"}]}, "divided"),
])
def test_the_loader_refuses_misshapen_numbers_of_targets_and_divisions_cr_601_2c_d(spell: dict[str, Any],
                                                                                   problem: str) -> None:
    with pytest.raises(CardFormatError, match=problem):
        card_from_data({"name": "Bad", "type": "Sorcery", "cost": "{R}", "spell": spell})


# ---- playing them ----------------------------------------------------------------------------------------------------

def _bears(*ids: str) -> dict[str, Any]:
    return {"battlefield": [{"card": "Grizzly Bears", "id": i} for i in ids]}


def test_the_first_target_comes_with_the_cast_the_others_one_at_a_time_then_the_division_cr_601_2c_d() -> None:
    assert_plays(main_phase_doc(
        [data(ARC)], {"battlefield": [{"card": "Mountain", "count": 3}], "hand": ["Arc Lightning"]}, _bears("b1", "b2"),
        ["alice: cast Arc Lightning targeting b1", "alice: choose bob", "alice: choose no more targets",
         "alice: choose 2",          # 2 to the first target; the last gets what is left
         "resolve all"],
        {"bob": {"life": 19, "graveyard": ["Grizzly Bears"]},
         "permanents": [{"id": "b2", "damage": 0}]}))


def test_three_targets_of_three_damage_each_get_one_without_being_asked_cr_601_2d() -> None:
    assert_plays(main_phase_doc(
        [data(ARC)], {"battlefield": [{"card": "Mountain", "count": 3}], "hand": ["Arc Lightning"]}, _bears("b1", "b2"),
        ["alice: cast Arc Lightning targeting b1", "alice: choose b2", "alice: choose bob", "resolve all"],
        {"bob": {"life": 19}, "permanents": [{"id": "b1", "damage": 1}, {"id": "b2", "damage": 1}]}))


def test_a_target_that_became_illegal_is_dealt_nothing_and_the_others_keep_their_part_cr_608_2b() -> None:
    assert_plays(main_phase_doc(
        [data(FORKED)], {"battlefield": [{"card": "Mountain", "count": 4}], "hand": ["Forked Lightning"]},
        {**_bears("b1", "b2"), "battlefield": [{"card": "Grizzly Bears", "id": "b1"},
                                               {"card": "Grizzly Bears", "id": "b2"},
                                               {"card": "Island"}], "hand": ["Unsummon"]},
        ["alice: cast Forked Lightning targeting b1", "alice: choose b2",
         "alice: choose 3", "alice: pass", "bob: cast Unsummon targeting b1", "resolve all"],
        {"bob": {"hand": ["Grizzly Bears"]}, "permanents": [{"id": "b2", "damage": 1}]}))


def test_distributed_counters_go_where_announced_cr_601_2d_122_1() -> None:
    assert_plays(main_phase_doc(
        [data(ELVEN_RITE)], {"battlefield": [{"card": "Forest", "count": 2}, {"card": "Grizzly Bears", "id": "a1"}],
                             "hand": ["Elven Rite"]}, _bears("b1"),
        ["alice: cast Elven Rite targeting a1", "alice: choose no more targets", "resolve all"],
        {"permanents": [{"id": "a1", "counters": {"+1/+1": 2}}, {"id": "b1", "counters": {}}]}))


def test_any_number_of_targets_may_be_none_and_x_damage_caps_their_number_cr_601_2c_d() -> None:
    doc = main_phase_doc([data(PYRO)], {"battlefield": [{"card": "Mountain", "count": 5}], "hand": ["Pyrotechnics"]},
                         _bears("b1"), ["alice: cast Pyrotechnics", "resolve all"],
                         {"bob": {"life": 20}, "alice": {"graveyard": ["Pyrotechnics"]}})
    assert_plays(doc)


def test_x_target_permanents_are_exactly_x_of_them_cr_601_2c_107_3a() -> None:
    assert_plays(main_phase_doc(
        [data(GRIDLOCK)], {"battlefield": [{"card": "Island", "count": 4}], "hand": ["Gridlock"]}, _bears("b1", "b2"),
        ["alice: cast Gridlock targeting b1 x=2", "resolve all"],    # the other one: the only choice left
        {"permanents": [{"id": "b1", "tapped": True}, {"id": "b2", "tapped": True}]}))


def test_the_legal_casts_of_a_divided_spell_grow_with_the_candidates_not_their_subsets_cr_601_2c() -> None:
    doc = main_phase_doc([data(PYRO)], {"battlefield": [{"card": "Mountain", "count": 5}], "hand": ["Pyrotechnics"]},
                         {"battlefield": [{"card": "Grizzly Bears", "count": 8}]})
    game = build_game(load_text(json.dumps(doc), "<test>")[0])
    assert game.pending is not None
    casts = [a for a in game.pending.legal_actions() if isinstance(a, Cast)]
    assert len(casts) == 1 + 8 + 2      # none, or one of the eight Bears or the two players, then asked one at a time


ROUSE = face("Rouse the Mob", "Instant", "Strive — This spell costs {2}{R} more to cast for each target beyond the "
             "first.\nAny number of target creatures each get +2/+0 and gain trample until end of turn.", "{R}")
CONSIGN = face("Consign to Dust", "Instant", "Strive — This spell costs {2}{G} more to cast for each target beyond the "
               "first.\nDestroy any number of target artifacts and/or enchantments.", "{2}{G}")


def test_strive_and_any_number_of_target_creatures_each_get_compile_cr_601_2f_601_2c() -> None:
    got = data(ROUSE)
    assert got["abilities"] == [{"static": {"costs_more_per_extra_target": {"mana": "{2}{R}"}}}]
    assert got["spell"] == {"effects": [{"pump": {"to": "target", "power": 2, "toughness": 0}},
                                        {"grant": {"to": "target", "keywords": ["Trample"]}}],
                            "targets": [{"creature": {}, "count": "any"}]}
    assert data(CONSIGN)["spell"]["targets"] == [{"permanent": {"types_any": ["Artifact", "Enchantment"]},
                                                  "count": "any"}]


def test_strive_offers_another_target_only_while_the_cost_with_it_can_be_paid_cr_601_2f_601_2h() -> None:
    assert_plays(main_phase_doc(
        [data(ROUSE)], {"battlefield": [{"card": "Mountain", "count": 4}, {"card": "Grizzly Bears", "id": "a1"},
                                        {"card": "Grizzly Bears", "id": "a2"}, {"card": "Grizzly Bears", "id": "a3"}],
                        "hand": ["Rouse the Mob"]}, {},
        # {R} and {2}{R} for the second target: four lands pay for two targets, so a third isn't asked for
        ["alice: cast Rouse the Mob targeting a1", "alice: choose a2", "resolve all"],
        {"permanents": [{"id": "a1", "power": 4, "keywords": ["Trample"]}, {"id": "a2", "power": 4},
                        {"id": "a3", "power": 2}, {"name": "Mountain", "count": 4, "tapped": True}]}))


def test_each_of_any_number_of_targets_still_legal_is_affected_cr_601_2c_608_2b() -> None:
    assert_plays(main_phase_doc(
        [data(CONSIGN)], {"battlefield": [{"card": "Forest", "count": 6}], "hand": ["Consign to Dust"]},
        {"battlefield": [{"card": "Ornithopter", "id": "o1"}, {"card": "Ornithopter", "id": "o2"}]},
        ["alice: cast Consign to Dust targeting o1", "alice: choose o2", "resolve all"],
        {"bob": {"graveyard": ["Ornithopter", "Ornithopter"]}}))


@pytest.mark.parametrize("text,target", [
    ("Counter target spell with mana value 2.", {"spell": {"mana_value_min": 2, "mana_value_max": 2}}),
    ("Counter target spell with mana value 4 or greater.", {"spell": {"mana_value_min": 4}}),
    ("Counter target spell with mana value X.", {"spell": {"mana_value_x": True}}),
    ("Exile target permanent with mana value 1.", {"permanent": {"mana_value_min": 1, "mana_value_max": 1}}),
])
def test_a_mana_value_in_a_target_compiles_to_its_filter_cr_202_3_107_3a(text: str, target: dict[str, Any]) -> None:
    assert data(face("Snare", "Instant", text, "{X}{U}"))["spell"]["targets"] == [target]


def test_mana_value_x_outside_a_target_stays_unparsed_cr_107_3a() -> None:
    # only a target's legality reads the X of the spell or ability; a group or a cost filter would match any value
    bureaucrats = creature_face("Droning Bureaucrats", "Creature — Human Advisor", "{X}, {T}: Each creature with mana "
                                "value X can't attack or block this turn.", "{3}{W}", "1", "4")
    assert compile_face(bureaucrats).status == "unparsed"


def test_a_copy_of_a_divided_spell_divides_as_the_original_did_cr_707_10_601_2d() -> None:
    assert_plays(main_phase_doc(
        [data(ARC)], {"battlefield": [{"card": "Mountain", "count": 5}],
                      "hand": ["Arc Lightning", "Fork"]}, {},
        ["alice: cast Arc Lightning targeting bob", "alice: choose no more targets",
         "alice: cast Fork targeting Arc Lightning", "resolve", "alice: choose keep bob", "resolve all"],
        {"bob": {"life": 14}}))
