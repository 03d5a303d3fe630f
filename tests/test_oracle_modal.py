"""The Oracle grammar's part "modal" (issue 9): modes (CR 700.2), kicker and additional costs (702.33, 601.2b),
activation restrictions (602.5b, 602.5d), transforming double-faced cards (712, 701.27) — real cards' Oracle text
to the card data they compile to, refusals of near misses, and generated modal spells."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.cards.db import bundled_db
from manastack.oracle.compiler import compile_face
from manastack.oracle.render import render_mismatch
from manastack.oracle.text import ability_lines


def face(name: str, type_line: str, text: str, cost: str = "", power: str | None = None,
         toughness: str | None = None, **more: Any) -> dict[str, Any]:
    types = [t for t in type_line.split("—")[0].split() if t not in ("Legendary", "Snow")]
    out = {"name": name, "type": type_line, "types": types, "text": text, "manaCost": cost, "power": power,
           "toughness": toughness, "layout": "normal"}
    return {**out, **more}


def data(f: dict[str, Any], corpus: dict[str, Any] | None = None) -> dict[str, Any]:
    r = compile_face(f, corpus)
    assert r.status == "compiled", r.phrase
    assert r.data is not None and r.card is not None and render_mismatch(r.card) == ""
    return {k: v for k, v in r.data.items() if k not in ("name", "type", "text", "cost", "power", "toughness")}


# ---- modes (CR 700.2) -------------------------------------------------------------------------------------------

_MODAL = [
    (face("Blue Elemental Blast", "Instant", "Choose one —\n• Counter target red spell.\n• Destroy target red "
          "permanent.", "{U}"),
     {"spell": {"choose": 1, "modes": [
         {"effects": [{"counter": {"what": "target"}}], "targets": [{"spell": {"colors": ["R"]}}]},
         {"effects": [{"destroy": {"what": "target"}}], "targets": [{"permanent": {"colors": ["R"]}}]}]}}),
    (face("Vandalize", "Sorcery", "Choose one or both —\n• Destroy target artifact.\n• Destroy target land.",
          "{4}{R}"),
     {"spell": {"choose": "1-2", "modes": [
         {"effects": [{"destroy": {"what": "target"}}], "targets": [{"permanent": {"types": ["Artifact"]}}]},
         {"effects": [{"destroy": {"what": "target"}}], "targets": [{"permanent": {"types": ["Land"]}}]}]}}),
    (face("Silumgar's Command", "Instant", "Choose two —\n• Counter target noncreature spell.\n• Return target "
          "permanent to its owner's hand.\n• Target creature gets -3/-3 until end of turn.\n• Destroy target "
          "planeswalker.", "{3}{U}{B}"),
     {"spell": {"choose": 2, "modes": [
         {"effects": [{"counter": {"what": "target"}}], "targets": [{"spell": {"not_types": ["Creature"]}}]},
         {"effects": [{"bounce": {"what": "target"}}], "targets": [{"permanent": {}}]},
         {"effects": [{"pump": {"to": "target", "power": -3, "toughness": -3}}], "targets": ["creature"]},
         {"effects": [{"destroy": {"what": "target"}}], "targets": [{"permanent": {"types": ["Planeswalker"]}}]}]}}),
    (face("Rain of Thorns", "Sorcery", "Choose one or more —\n• Destroy target artifact.\n• Destroy target "
          "enchantment.\n• Destroy target land.", "{4}{G}{G}"),
     {"spell": {"choose": "1-any", "modes": [
         {"effects": [{"destroy": {"what": "target"}}], "targets": [{"permanent": {"types": ["Artifact"]}}]},
         {"effects": [{"destroy": {"what": "target"}}], "targets": [{"permanent": {"types": ["Enchantment"]}}]},
         {"effects": [{"destroy": {"what": "target"}}], "targets": [{"permanent": {"types": ["Land"]}}]}]}}),
    (face("Fiery Confluence", "Sorcery", "Choose three. You may choose the same mode more than once.\n• Fiery "
          "Confluence deals 1 damage to each creature.\n• Fiery Confluence deals 2 damage to each opponent.\n"
          "• Destroy target artifact.", "{2}{R}{R}"),
     {"spell": {"choose": 3, "repeat": True, "modes": [
         {"effects": [{"damage": {"amount": 1, "to": {"each": {"types": ["Creature"]}}}}]},
         {"effects": [{"damage": {"amount": 2, "to": "each_opponent"}}]},
         {"effects": [{"destroy": {"what": "target"}}], "targets": [{"permanent": {"types": ["Artifact"]}}]}]}}),
    (face("Inquisitor Exarch", "Creature — Phyrexian Cleric", "When this creature enters, choose one —\n• You gain "
          "2 life.\n• Target opponent loses 2 life.", "{W}{W}", "2", "2"),
     {"abilities": [{"triggered": {"when": {"event": "enters", "who": "self"}, "choose": 1, "modes": [
         {"effects": [{"gain_life": {"amount": 2}}]},
         {"effects": [{"lose_life": {"amount": 2, "player": "target"}}], "targets": ["opponent"]}]}}]}),
    # CR 207.2d: a mode's flavor word has no rules meaning
    (face("School Daze", "Instant", "Choose one —\n• Do Homework — Draw three cards.\n• Fight Crime — Counter "
          "target spell. Draw a card.", "{3}{U}{U}"),
     {"spell": {"choose": 1, "modes": [
         {"effects": [{"draw": {"amount": 3}}]},
         {"effects": [{"counter": {"what": "target"}}, {"draw": {"amount": 1}}], "targets": ["spell"]}]}}),
]


@pytest.mark.parametrize("f,expected", _MODAL, ids=[f["name"] for f, _ in _MODAL])
def test_a_modal_spell_or_trigger_compiles_to_modes_each_with_its_own_targets_cr_700_2_and_700_2c(
        f: dict[str, Any], expected: dict[str, Any]) -> None:
    assert data(f) == expected


def test_the_bullets_of_a_modal_ability_are_part_of_its_line_and_flavor_words_are_left_out_cr_207_2d() -> None:
    lines = ability_lines("Flash\nWhen this creature enters, choose one —\n• Heckle — Tap target creature.\n"
                          "• Untap target creature.", "Glamermite")
    assert lines == ["flash", "when this enters, choose one — • tap target creature. • untap target creature."]


def test_a_compiled_modal_spell_has_the_modes_the_loader_gives_a_hand_written_one_cr_700_2() -> None:
    r = compile_face(face("Vandalize", "Sorcery", "Choose one or both —\n• Destroy target artifact.\n• Destroy "
                          "target land.", "{4}{R}"))
    assert r.card is not None and r.card.spell is not None
    body = r.card.spell
    assert body.modal and (body.choose_min, body.choose_max) == (1, 2)
    assert [m.targets[0].filter.types for m in body.modes] == [("Artifact",), ("Land",)]


# ---- kicker and additional costs (CR 702.33, 601.2b) -----------------------------------------------------------

_INTO_THE_ROIL = face("Into the Roil", "Instant", "Kicker {1}{U} (You may pay an additional {1}{U} as you cast this "
                      "spell.)\nReturn target nonland permanent to its owner's hand. If this spell was kicked, draw a "
                      "card.", "{1}{U}")


def test_into_the_roil_compiles_to_its_hand_written_kicker_and_spell_cr_702_33a_and_702_33d() -> None:
    r = compile_face(_INTO_THE_ROIL)
    assert r.card is not None
    hand = bundled_db()["Into the Roil"]
    assert (r.card.additional_costs, r.card.spell) == (hand.additional_costs, hand.spell)


_COSTS = [
    (face("Village Rites", "Instant", "As an additional cost to cast this spell, sacrifice a creature.\nDraw two "
          "cards.", "{B}"),
     [{"name": "sacrifice", "sacrifice": {"types": ["Creature"]}, "optional": False}]),
    (face("Costly Plunder", "Instant", "As an additional cost to cast this spell, sacrifice an artifact or "
          "creature.\nDraw two cards.", "{1}{B}"),
     [{"name": "sacrifice", "sacrifice": {"types_any": ["Artifact", "Creature"]}, "optional": False}]),
    (face("Goblin Grenade", "Sorcery", "As an additional cost to cast this spell, sacrifice a Goblin.\nGoblin "
          "Grenade deals 5 damage to any target.", "{R}"),
     [{"name": "sacrifice", "sacrifice": {"subtypes": ["Goblin"]}, "optional": False}]),
    (face("Tormenting Voice", "Sorcery", "As an additional cost to cast this spell, discard a card.\nDraw two "
          "cards.", "{1}{R}"),
     [{"name": "discard", "discard": 1, "optional": False}]),
    (face("Cathartic Reunion", "Sorcery", "As an additional cost to cast this spell, discard two cards.\nDraw three "
          "cards.", "{1}{R}"),
     [{"name": "discard", "discard": 2, "optional": False}]),
    (face("Withering Boon", "Instant", "As an additional cost to cast this spell, pay 3 life.\nCounter target "
          "creature spell.", "{1}{B}"),
     [{"name": "life", "pay_life": 3, "optional": False}]),
    (face("Academy Drake", "Creature — Drake", "Kicker {4} (You may pay an additional {4} as you cast this spell.)\n"
          "Flying\nIf this creature was kicked, it enters with two +1/+1 counters on it.", "{2}{U}", "2", "2"),
     [{"name": "kicker", "mana": "{4}"}]),
]


@pytest.mark.parametrize("f,expected", _COSTS, ids=[f["name"] for f, _ in _COSTS])
def test_kicker_and_as_an_additional_cost_lines_compile_to_the_spells_additional_costs_cr_601_2b(
        f: dict[str, Any], expected: list[dict[str, Any]]) -> None:
    assert data(f)["additional_costs"] == expected


def test_a_kicked_permanent_trigger_has_the_intervening_if_it_was_kicked_cr_603_4_and_702_33d() -> None:
    got = data(face("Kor Sanctifiers", "Creature — Kor Cleric", "Kicker {W} (You may pay an additional {W} as you "
                    "cast this spell.)\nWhen this creature enters, if it was kicked, destroy target artifact or "
                    "enchantment.", "{2}{W}", "2", "3"))
    assert got["abilities"] == [{"triggered": {
        "when": {"event": "enters", "who": "self"}, "if": {"paid": "kicker"}, "effects": [{"destroy": {"what": "target"}}],
        "targets": [{"permanent": {"types_any": ["Artifact", "Enchantment"]}}]}}]


def test_if_this_creature_was_kicked_it_enters_with_counters_is_a_static_of_its_own_cr_702_33d_and_614_1c() -> None:
    got = data(_COSTS[-1][0])
    assert got["abilities"] == [{"static": {"kicked_enters_with_counters": {"counter": "+1/+1", "amount": 2}}}]
    assert got["keywords"] == ["Flying"]


# ---- activation restrictions (CR 602.5b, 602.5d) ---------------------------------------------------------------

def test_activate_only_once_each_turn_and_only_as_a_sorcery_are_kept_on_the_ability_cr_602_5b_and_602_5d() -> None:
    rootwalla = data(face("Rootwalla", "Creature — Lizard", "{1}{G}: This creature gets +2/+2 until end of turn. "
                          "Activate only once each turn.", "{2}{G}", "2", "2"))
    assert rootwalla["abilities"][0]["activated"]["once_per_turn"] is True
    assert "sorcery_speed" not in rootwalla["abilities"][0]["activated"]
    guildmage = compile_face(face("Dimir Guildmage", "Creature — Human Wizard", "{3}{U}: Target player draws a "
                                  "card. Activate only as a sorcery.\n{3}{B}: Target player discards a card. "
                                  "Activate only as a sorcery.", "{U/B}{U/B}", "2", "2"))
    assert guildmage.card is not None
    assert [(a.sorcery_speed, a.once_per_turn) for a in guildmage.card.activated] == [(True, False), (True, False)]


# ---- transforming double-faced cards (CR 712, 701.27) ----------------------------------------------------------

_SHEPHERD = face("Gatstaf Shepherd // Gatstaf Howler", "Creature — Human Werewolf", "At the beginning of each "
                 "upkeep, if no spells were cast last turn, transform this creature.", "{1}{G}", "2", "2",
                 layout="transform", back="Gatstaf Howler", colorIdentity=["G"])
_HOWLER = face("Gatstaf Howler", "Creature — Werewolf", "Intimidate (This creature can't be blocked except by "
               "artifact creatures and/or creatures that share a color with it.)\nAt the beginning of each upkeep, if "
               "a player cast two or more spells last turn, transform this creature.", "", "3", "3",
               layout="transform", face="back", front="Gatstaf Shepherd", colorIdentity=["G"])
_CORPUS = {f["name"]: f for f in (_SHEPHERD, _HOWLER)}


def test_a_werewolf_compiles_with_its_back_face_and_its_last_turn_conditions_cr_712_and_603_4() -> None:
    r = compile_face(_SHEPHERD, _CORPUS)
    assert r.status == "compiled", r.phrase
    assert r.name == "Gatstaf Shepherd" and r.card is not None and r.card.back is not None
    upkeep = {"event": "step", "step": "upkeep", "whose": "any"}
    assert r.data is not None and r.data["abilities"] == [{"triggered": {
        "when": upkeep, "if": {"no_spells_cast_last_turn": True}, "effects": [{"transform": {"what": "self"}}]}}]
    back = r.data["back"]
    assert (back["name"], back["colors"], back["keywords"]) == ("Gatstaf Howler", ["G"], ["Intimidate"])
    assert back["abilities"][0]["triggered"]["if"] == {"player_cast_spells_last_turn": 2}
    assert "cost" not in back and r.card.back.colors == frozenset({"G"})


def test_a_back_face_entry_has_its_cards_status_and_no_data_of_its_own_cr_712_1() -> None:
    r = compile_face(_HOWLER, _CORPUS)
    assert (r.status, r.data) == ("compiled", None)


def test_a_double_faced_card_whose_back_face_colour_the_corpus_cant_tell_stays_unparsed_cr_204() -> None:
    scholar = {**_SHEPHERD, "colorIdentity": ["G", "R"]}       # an identity wider than the front face's colours
    r = compile_face(scholar, {**_CORPUS, scholar["name"]: scholar})
    assert r.status == "unparsed" and "colour indicator" in r.phrase


def test_a_card_of_a_layout_whose_other_face_the_corpus_lacks_says_why_it_is_not_compiled() -> None:
    r = compile_face(face("Fire // Ice", "Instant", "Fire deals 2 damage divided as you choose among one or two "
                          "targets.", "{1}{R}", layout="split"))
    assert r.status == "unparsed" and r.reason == "layout" and "only its first face" in r.phrase


# ---- refusals: near misses stay unparsed --------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Choose one or both —\n• Destroy target artifact.\n• Destroy target land.\n• Draw a card.",  # both of 3
    "Choose two —\n• Destroy target artifact.\n• Destroy target land.",                         # no choice
    "Choose up to one —\n• Destroy target artifact.\n• Destroy target land.",
    "Choose one —\n• Destroy target artifact.",                                                   # one mode
    "Kicker {W} and/or {2}{B}\nDestroy target artifact.",
    "As an additional cost to cast this spell, discard X cards.\nDraw two cards.",
    "As an additional cost to cast this spell, sacrifice a creature or pay 3 life.\nDraw two cards.",
    "Destroy target artifact. If this spell was kicked, it deals 2 damage instead.",
])
def test_near_miss_modal_and_cost_phrases_stay_unparsed_rather_than_compile_wrongly(text: str) -> None:
    assert compile_face(face("Near Miss", "Sorcery", text, "{1}{R}")).status == "unparsed"


def test_a_modal_line_on_a_permanent_without_a_trigger_or_cost_stays_unparsed() -> None:
    f = face("Bear of Modes", "Creature — Bear", "Choose one —\n• Draw a card.\n• You gain 2 life.", "{1}{G}",
             "2", "2")
    assert compile_face(f).status == "unparsed"


# ---- generated modal spells: compiled, and rendered back as written ------------------------------------------------

_MODES = ["Destroy target artifact.", "Draw two cards.", "You gain 3 life.", "Target creature gets +2/+2 until end "
          "of turn.", "Counter target spell.", "Tap target creature.", "This deals 2 damage to any target.",
          "Each opponent loses 1 life.", "Return target creature to its owner's hand."]
_HEADERS = {"Choose one —": 1, "Choose one or both —": "1-2", "Choose two —": 2, "Choose one or more —": "1-any"}


@settings(max_examples=60, deadline=None)
@given(modes=st.lists(st.sampled_from(_MODES), min_size=2, max_size=5, unique=True),
       header=st.sampled_from(sorted(_HEADERS)), trigger=st.booleans())
def test_generated_modal_spells_and_triggers_compile_to_their_modes_and_render_back_cr_700_2(
        modes: list[str], header: str, trigger: bool) -> None:
    fits = {"Choose one or both —": len(modes) == 2, "Choose two —": len(modes) > 2,
            "Choose one or more —": len(modes) > 2}.get(header, True)
    head = f"When this creature enters, {header[0].lower()}{header[1:]}" if trigger else header
    text = "\n".join([head, *("• " + m for m in modes)])
    f = face("Modal Bear", "Creature — Bear", text, "{2}{G}", "2", "2") if trigger else \
        face("Modal Charm", "Instant", text, "{2}{G}")
    r = compile_face(f)
    if not fits:
        assert r.status == "unparsed"
        return
    assert r.status == "compiled", r.phrase
    assert r.card is not None
    body = r.card.triggered[0].body if trigger else r.card.spell
    assert body is not None and body.modal and len(body.modes) == len(modes)
    lo = {1: 1, 2: 2, "1-2": 1, "1-any": 1}[_HEADERS[header]]
    assert body.choose_min == lo


# ---- "If this spell was kicked, ... instead" (CR 702.33d, 614.15) ------------------------------------------------

def test_a_kicked_instead_is_the_effect_without_kicker_then_its_replacement_on_the_same_target_cr_614_15() -> None:
    got = data(face("Burst Lightning", "Instant", "Kicker {4} (You may pay an additional {4} as you cast this "
                    "spell.)\nBurst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 "
                    "damage instead.", "{R}"))
    assert got["spell"] == {"targets": ["any"], "effects": [
        {"damage": {"amount": 2, "to": "target"}, "if": {"not_paid": "kicker"}},
        {"damage": {"amount": 4, "to": "target"}, "if": {"paid": "kicker"}}]}


def test_a_kicker_that_sacrifices_and_an_instead_on_the_second_target_keep_their_numbering_cr_115_1() -> None:
    got = data(face("Vayne's Treachery", "Instant", "Kicker—Sacrifice an artifact or creature. (You may sacrifice "
                    "an artifact or creature in addition to any other costs as you cast this spell.)\nTarget creature "
                    "gets -2/-2 until end of turn. If this spell was kicked, that creature gets -6/-6 until end of "
                    "turn instead.", "{1}{B}"))
    assert got["additional_costs"] == [{"name": "kicker", "sacrifice": {"types_any": ["Artifact", "Creature"]}}]
    assert [e["pump"]["power"] for e in got["spell"]["effects"]] == [-2, -6]
    two = data(face("Two Shots", "Instant", "Kicker {2}\nTarget player discards a card. Two Shots deals 1 damage to "
                    "target creature. If this spell was kicked, it deals 3 damage instead.", "{R}"))
    assert [e.get("damage", {}).get("to") for e in two["spell"]["effects"]] == [None, "target2", "target2"]


@pytest.mark.parametrize("restriction,timing", [
    ("Activate only during your turn.", "your_turn"),
    ("Activate only during your turn, before attackers are declared.", "your_turn_before_attackers"),
    ("Activate only during your upkeep.", "your_upkeep"),
])
def test_a_timing_restriction_is_kept_on_the_activated_ability_cr_602_5b(restriction: str, timing: str) -> None:
    f = face("King's Assassin", "Creature — Human Assassin", f"{{T}}: Destroy target tapped creature. {restriction}",
             "{1}{B}{B}", "1", "1")
    r = compile_face(f)
    assert r.card is not None, r.phrase
    assert [a.timing for a in r.card.activated] == [timing]


def test_a_mana_ability_with_a_timing_restriction_stays_unparsed_cr_605_3a() -> None:
    f = face("Odd Sphere", "Artifact", "{T}: Add {G}. Activate only during your turn.", "{2}")
    assert compile_face(f).status == "unparsed"
