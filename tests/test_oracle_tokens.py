"""The Oracle grammar's part "tokens" (issue 9): tokens with quoted abilities, tapped tokens, token copies and
abilities granted in quotation marks compile from real cards' text to the card format, render back to their text, and
play as the rules say (CR 111.1, 113.1a, 613.1f, 707.2)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.judge.script import run_script
from manastack.judge.setup import build_game
from manastack.oracle.compiler import compile_face
from manastack.serialization import dumps, loads
from oracle_faces import data


def face(name: str, type_line: str, text: str, cost: str = "{1}", pt: str | None = None) -> dict[str, Any]:
    types = type_line.split("—")[0].split()
    p, t = pt.split("/") if pt else (None, None)
    return {"name": name, "type": type_line, "types": types, "text": text, "manaCost": cost, "power": p,
            "toughness": t, "layout": "normal"}


def unparsed(f: dict[str, Any]) -> bool:
    return compile_face(f).status == "unparsed"


RAT = {"name": "Rat Token", "type": "Creature — Rat", "power": 1, "toughness": 1, "colors": ["B"],
       "abilities": [{"static": "cant_block"}], "text": "This can't block."}
SPAWN_ABILITY = {"activated": {"cost": {"sacrifice_self": True}, "effects": [{"add_mana": {"mana": "{C}"}}]}}
TAP_ANY = {"activated": {"cost": {"tap": True}, "effects": [{"add_mana": {"mana": "any"}}]}}


# ---- tokens with quoted abilities (CR 111.1, 113.1a) -----------------------------------------------------------------

@pytest.mark.parametrize("name, text, effect", [
    ("Ratcatcher Trainee", "Create a 1/1 black Rat creature token with \"This token can't block.\"",
     {"create_token": {"token": RAT}}),
    ("Skittering Invasion", "Create five 0/1 colorless Eldrazi Spawn creature tokens. They have \"Sacrifice this "
     "token: Add {C}.\"",
     {"create_token": {"token": {"name": "Eldrazi Spawn Token", "type": "Creature — Eldrazi Spawn", "power": 0,
                                 "toughness": 1, "abilities": [SPAWN_ABILITY], "text": "Sacrifice this: add {C}."},
                       "amount": 5}}),
    ("Spawn Test", "Create a 0/1 colorless Eldrazi Spawn creature token with \"Sacrifice this token: Add {C}.\"",
     {"create_token": {"token": {"name": "Eldrazi Spawn Token", "type": "Creature — Eldrazi Spawn", "power": 0,
                                 "toughness": 1, "abilities": [SPAWN_ABILITY], "text": "Sacrifice this: add {C}."}}}),
    ("Mite Test", "Create a 1/1 colorless Thopter artifact creature token with flying and \"This token can't "
     "block.\"",
     {"create_token": {"token": {"name": "Thopter Token", "type": "Artifact Creature — Thopter", "power": 1,
                                 "toughness": 1, "keywords": ["Flying"], "abilities": [{"static": "cant_block"}],
                                 "text": "This can't block."}}}),
])
def test_a_token_with_a_quoted_ability_has_that_ability_cr_111_1_113_1a(name: str, text: str,
                                                                         effect: dict[str, Any]) -> None:
    assert data(face(name, "Sorcery", text))["spell"]["effects"] == [effect]


def test_a_token_ability_of_a_triggered_ability_keeps_its_own_trigger_cr_603_1() -> None:
    d = data(face("Beledros Test", "Creature — Elder Dragon", "At the beginning of each upkeep, create a 1/1 black "
                  "and green Pest creature token with \"When this token dies, you gain 1 life.\"", pt="4/4"))
    token = d["abilities"][0]["triggered"]["effects"][0]["create_token"]["token"]
    assert token["abilities"] == [{"triggered": {"when": {"event": "dies", "who": "self"},
                                                 "effects": [{"gain_life": {"amount": 1}}]}}]


def test_tapped_tokens_enter_tapped_cr_111_1() -> None:
    d = data(face("Spirit Test", "Sorcery", "Create two tapped 1/1 white Spirit creature tokens with flying."))
    (effect,) = d["spell"]["effects"]
    assert effect["create_token"]["tapped"] is True and effect["create_token"]["amount"] == 2


@pytest.mark.parametrize("text, of, targets", [
    ("Create a token that's a copy of target creature you control.", "target",
     [{"permanent": {"types": ["Creature"], "controller": "you"}}]),
    ("Create two tokens that are copies of target artifact.", "target", [{"permanent": {"types": ["Artifact"]}}]),
])
def test_a_token_copy_copies_the_named_permanent_cr_707_2(text: str, of: str, targets: list[Any]) -> None:
    spell = data(face("Copy Test", "Sorcery", text))["spell"]
    assert spell["effects"][0]["create_copy"]["of"] == of and spell["targets"] == targets


def test_a_token_copy_of_this_is_a_copy_of_the_permanent_cr_707_2() -> None:
    d = data(face("Copy Self", "Creature — Shapeshifter", "When this creature enters, create a token that's a copy "
                  "of this creature.", pt="2/2"))
    assert d["abilities"][0]["triggered"]["effects"] == [{"create_copy": {"of": "self"}}]


# ---- abilities granted in quotes (CR 613.1f) ------------------------------------------------------------------------

@pytest.mark.parametrize("name, type_line, text, static", [
    ("Cryptolith Rite", "Enchantment", "Creatures you control have \"{T}: Add one mana of any color.\"",
     {"affects": {"each": {"types": ["Creature"], "controller": "you"}}, "abilities": [TAP_ANY]}),
    ("Urban Utopia", "Enchantment — Aura", "Enchant land\nEnchanted land has \"{T}: Add one mana of any color.\"",
     {"affects": "enchanted", "abilities": [TAP_ANY]}),
    ("Paradise Mantle", "Artifact — Equipment", "Equipped creature has \"{T}: Add one mana of any color.\"\nEquip {1}",
     {"affects": "equipped", "abilities": [TAP_ANY]}),
    ("Wrench", "Artifact — Equipment", "Equipped creature gets +1/+1 and has vigilance and \"{3}, {T}: Tap target "
     "creature.\"\nEquip {2}",
     {"affects": "equipped", "power": 1, "toughness": 1, "keywords": ["Vigilance"],
      "abilities": [{"activated": {"cost": {"mana": "{3}", "tap": True}, "effects": [{"tap": {"what": "target"}}],
                                   "targets": ["creature"]}}]}),
    ("Infernal Scarring", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +2/+0 and has \"When this "
     "creature dies, draw a card.\"",
     {"affects": "enchanted", "power": 2, "toughness": 0,
      "abilities": [{"triggered": {"when": {"event": "dies", "who": "self"}, "effects": [{"draw": {"amount": 1}}]}}]}),
])
def test_a_static_ability_grants_the_quoted_ability_cr_613_1f(name: str, type_line: str, text: str,
                                                                static: dict[str, Any]) -> None:
    abilities = data(face(name, type_line, text))["abilities"]
    assert {"static": {"continuous": static}} in abilities


# ---- abilities gained until end of turn (CR 611.2c, 613.1f) ------------------------------------------------------

BOUNCE = {"activated": {"cost": {"tap": True}, "effects": [{"bounce": {"what": "target"}}],
                        "targets": [{"permanent": {"not_types": ["Land"]}}]}}


@pytest.mark.parametrize("text, effects", [
    ("Until end of turn, target creature gains \"{T}: Return target nonland permanent to its owner's hand.\"",
     [{"grant": {"to": "target", "abilities": [BOUNCE]}}]),
    ("Target creature gains \"{T}: Return target nonland permanent to its owner's hand.\" until end of turn.",
     [{"grant": {"to": "target", "abilities": [BOUNCE]}}]),
    ("Until end of turn, target creature gets +0/+2 and gains \"{R}: This creature gets +1/+0 until end of turn.\"",
     [{"pump": {"to": "target", "power": 0, "toughness": 2}},
      {"grant": {"to": "target", "abilities": [{"activated": {"cost": {"mana": "{R}"}, "effects": [
          {"pump": {"to": "self", "power": 1, "toughness": 0}}]}}]}}]),
    ("Until end of turn, creatures you control gain \"{1}: Regenerate this creature.\"",
     [{"grant": {"to": {"each": {"types": ["Creature"], "controller": "you"}}, "abilities": [
         {"activated": {"cost": {"mana": "{1}"}, "effects": [{"regenerate": {"what": "self"}}]}}]}}]),
])
def test_an_object_gains_the_quoted_ability_until_end_of_turn_cr_611_2c_613_1f(text: str,
                                                                              effects: list[Any]) -> None:
    assert data(face("Gain Test", "Instant", text))["spell"]["effects"] == effects


# ---- "up to one target card from a graveyard" (CR 601.2c, 115.1) -------------------------------------------------

@pytest.mark.parametrize("text, effect, target", [
    ("Exile up to one target card from a graveyard.", {"exile": {"what": "target"}},
     {"card": {}, "zone": "graveyard", "up_to": True}),
    ("Return up to one target creature card from your graveyard to your hand.", {"bounce": {"what": "target"}},
     {"card": {"types": ["Creature"], "controller": "you"}, "zone": "graveyard", "up_to": True}),
])
def test_up_to_one_target_card_in_a_graveyard_may_be_none_cr_601_2c(text: str, effect: dict[str, Any],
                                                                     target: dict[str, Any]) -> None:
    spell = data(face("Up To One", "Sorcery", text))["spell"]
    assert spell == {"effects": [effect], "targets": [target]}


def test_up_to_one_card_exiles_the_chosen_card_from_a_graveyard_cr_601_2c() -> None:
    relic = data(face("Relic Test", "Sorcery", "Exile up to one target card from a graveyard.", "{B}"))
    _play([relic], {"players": {"alice": {"hand": ["Relic Test"], "battlefield": ["Swamp"]},
                                "bob": {"graveyard": ["Grizzly Bears"]}}},
          ["alice: cast Relic Test targeting Grizzly Bears", "resolve"],
          {"bob": {"graveyard": [], "exile": ["Grizzly Bears"]}})


# ---- refusals: near misses stay unparsed ---------------------------------------------------------------------------

@pytest.mark.parametrize("type_line, text", [
    ("Sorcery", "Create a 1/1 black Rat creature token with \"This token frobnicates the moon.\""),
    ("Sorcery", "Create a 1/1 black Rat creature token and \"This token can't block.\""),
    ("Sorcery", "Create a Treasure token. It has \"This token can't block.\""),
    ("Sorcery", "Create a token that's a copy of each creature you control."),
    ("Enchantment — Aura", "Enchant creature\nEnchanted creature has \"Destroy target creature.\""),
    ("Enchantment", "As long as you control a Forest, creatures you control have \"{T}: Add {G}.\""),
])
def test_near_misses_stay_unparsed(type_line: str, text: str) -> None:
    assert unparsed(face("Near Miss", type_line, text))


def test_a_copy_of_a_card_that_left_the_battlefield_is_refused_cr_707_2() -> None:
    """create_copy copies permanents: "when this dies, create a token that's a copy of it" would make none."""
    assert unparsed(face("Gone Copy", "Creature — Shapeshifter", "When this creature dies, create a token that's a "
                         "copy of it.", pt="2/2"))


# ---- generated token descriptions ----------------------------------------------------------------------------------

QUOTES = ["This token can't block.", "Sacrifice this token: Add {C}.", "When this token dies, you gain 1 life.",
          "{T}: Add one mana of any color.", "{1}: This token gets +1/+0 until end of turn."]


@settings(max_examples=25, deadline=None)
@given(n=st.integers(1, 5), p=st.integers(0, 6), t=st.integers(1, 6), color=st.sampled_from(["white", "blue", "black",
       "red", "green", "colorless"]), keyword=st.sampled_from(["", "flying", "haste", "trample"]),
       quote=st.sampled_from(QUOTES), tapped=st.booleans())
def test_generated_tokens_with_quoted_abilities_compile_and_render(n: int, p: int, t: int, color: str, keyword: str,
                                                                   quote: str, tapped: bool) -> None:
    amount = ["a", "two", "three", "four", "five"][n - 1]
    noun = "token" if n == 1 else "tokens"
    kw = f"{keyword} and " if keyword else ""
    text = f"Create {amount} {'tapped ' if tapped else ''}{p}/{t} {color} Soldier creature {noun} with {kw}\"{quote}\""
    d = data(face("Generated", "Sorcery", text))
    (effect,) = d["spell"]["effects"]
    token = effect["create_token"]["token"]
    assert len(token["abilities"]) == 1 and effect["create_token"].get("amount", 1) == n
    assert effect["create_token"].get("tapped", False) is tapped


# ---- playing compiled cards -----------------------------------------------------------------------------------------

def _play(cards: list[dict[str, Any]], start: dict[str, Any], script: list[str], expect: dict[str, Any]) -> None:
    doc = {"name": "compiled", "cards": cards, "start": start, "script": script, "expect": expect}
    (sc,) = load_text(json.dumps(doc), "<compiled>")
    result = run_scenario(sc, None)
    assert result.passed, "\n".join(result.failures + result.log[-20:])


def test_a_spawn_token_sacrifices_itself_for_colorless_mana_cr_113_1a_605_1a() -> None:
    invasion = data(face("Spawn Call", "Sorcery", "Create two 0/1 colorless Eldrazi Spawn creature tokens. They have "
                         "\"Sacrifice this token: Add {C}.\"", "{G}"))
    _play([invasion],
          {"players": {"alice": {"hand": ["Spawn Call", "Grizzly Bears"], "battlefield": ["Forest", "Forest"]},
                       "bob": {}}},
          ["alice: cast Spawn Call", "resolve", "alice: activate Eldrazi Spawn Token", "alice: cast Grizzly Bears",
           "resolve"],
          {"alice": {"graveyard": ["Spawn Call"]},
           "permanents": [{"name": "Eldrazi Spawn Token", "count": 1}, {"name": "Grizzly Bears", "count": 1}]})


def test_tapped_tokens_are_created_tapped_cr_111_1_614_1d() -> None:
    spirits = data(face("Spirit Call", "Sorcery", "Create two tapped 1/1 white Spirit creature tokens with flying.",
                        "{W}"))
    _play([spirits], {"players": {"alice": {"hand": ["Spirit Call"], "battlefield": ["Plains"]}, "bob": {}}},
          ["alice: cast Spirit Call", "resolve"],
          {"permanents": [{"name": "Spirit Token", "count": 2, "tapped": True}]})


def test_a_token_copy_of_target_creature_is_a_grizzly_bears_cr_707_2() -> None:
    copy = data(face("Copy Call", "Sorcery", "Create a token that's a copy of target creature you control.", "{G}"))
    _play([copy], {"players": {"alice": {"hand": ["Copy Call"], "battlefield": ["Forest", "Grizzly Bears"]},
                                 "bob": {}}},
          ["alice: cast Copy Call targeting Grizzly Bears", "resolve"],
          {"permanents": [{"name": "Grizzly Bears", "count": 2}]})


def test_an_enchanted_creature_uses_the_ability_its_aura_grants_cr_613_1f() -> None:
    gift = data(face("Psionic Gift", "Enchantment — Aura", "Enchant creature\nEnchanted creature has \"{T}: This "
                     "creature deals 1 damage to any target.\"", "{1}{U}"))
    _play([gift], {"players": {"alice": {"hand": ["Psionic Gift"], "battlefield": ["Island", "Island",
                                                                                  "Grizzly Bears"]},
                                 "bob": {}}},
          ["alice: cast Psionic Gift targeting Grizzly Bears", "resolve", "alice: activate Grizzly Bears targeting bob",
           "resolve"],
          {"bob": {"life": 19}, "permanents": [{"name": "Grizzly Bears", "tapped": True}]})


def test_a_creature_uses_an_ability_gained_until_end_of_turn_and_the_game_saves_cr_613_1f() -> None:
    volley = data(face("Volley Test", "Instant", "Until end of turn, creatures you control gain \"{T}: This creature "
                       "deals 1 damage to any target.\"", "{R}"))
    doc = {"name": "volley", "cards": [volley], "script": [],
           "start": {"players": {"alice": {"hand": ["Volley Test"], "battlefield": ["Mountain", "Grizzly Bears"]},
                                 "bob": {}}}}
    (sc,) = load_text(json.dumps(doc), "<compiled>")
    game = build_game(sc)
    script = load_text(json.dumps({**doc, "script": ["alice: cast Volley Test", "resolve",
                                                     "alice: activate Grizzly Bears targeting bob", "resolve"]}),
                       "<compiled>")[0].script
    run_script(game, script[:2])
    again = loads(dumps(game))        # the effect with its gained ability is saved and restored
    run_script(again, script[2:])
    assert again.state.players[1].life == 19
