"""The Oracle grammar's part ``zd`` (issue 9): the duration "until your next turn" (CR 611.2a, 500.1, 800.4m)
compiles from real cards' Oracle text, after the effect or leading its sentence, renders back as the text, refuses
near misses, and plays as the rules say: the effect lasts through the other players' turns and ends as its
controller's next turn begins (judge scenarios whose ``cards:`` are the compiled data; the rule itself in a test
of ``rules/characteristics.turns_begun`` with players who have left the game)."""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import compile_face
from manastack.oracle.render import render_mismatch
from manastack.rules.characteristics import turns_begun
from oracle_faces import face

MOUTH = face("Mouth of the Storm", "Creature — Elemental", "Flying\nWhen this creature enters, creatures your opponents "
             "control get -3/-0 until your next turn.", "{6}{U}", "6", "6")
HAG = face("Hag of Inner Weakness", "Creature — Hag Warlock", "At the beginning of your upkeep, target creature an "
           "opponent controls gets -2/-1 until your next turn.", "{2}{B}", "2", "2")
BOND = face("Bond of Revival", "Sorcery", "Return target creature card from your graveyard to the battlefield. It gains "
            "haste until your next turn.", "{4}{B}")
MU = face("Mu Yanling, Celestial Wind", "Legendary Planeswalker — Yanling", "[+1]: Until your next turn, up to one target "
          "creature gets -5/-0.\n[−3]: Return up to two target creatures to their owners' hands.", "{3}{U}{U}")


@pytest.mark.parametrize("card, effect", [
    (MOUTH, {"pump": {"to": {"each": {"types": ["Creature"], "controller": "opponent"}}, "power": -3, "toughness": 0,
                      "until": "until_your_next_turn"}}),
    (HAG, {"pump": {"to": "target", "power": -2, "toughness": -1, "until": "until_your_next_turn"}}),
    (BOND, {"grant": {"to": "target", "keywords": ["Haste"], "until": "until_your_next_turn"}}),
    (MU, {"pump": {"to": "target", "power": -5, "toughness": 0, "until": "until_your_next_turn"}}),
])
def test_until_your_next_turn_compiles_to_the_duration_and_renders_back_cr_611_2a(card: dict[str, Any],
                                                                                 effect: dict[str, Any]) -> None:
    r = compile_face(card)
    assert r.status == "compiled" and r.data is not None and r.card is not None, r.phrase
    assert effect in _effects(json.loads(json.dumps(r.data)))
    assert render_mismatch(r.card) == ""


def _effects(data: dict[str, Any]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for ab in data.get("abilities", []):
        for v in ab.values():
            out.extend(v.get("effects", []) if isinstance(v, dict) else [])
    out.extend(data.get("spell", {}).get("effects", []))
    return out


@pytest.mark.parametrize("text", [
    "Target creature gets -2/-0 until your next upkeep.",
    "Until your next turn target creature gets -2/-0.",
    "Target creature gets -2/-0 until their next turn.",
])
def test_near_misses_of_until_your_next_turn_stay_unparsed(text: str) -> None:
    assert compile_face(face("Near Miss", "Instant", text)).status == "unparsed"


@settings(max_examples=40, deadline=None)
@given(p=st.integers(-5, 5), t=st.integers(-5, 5), leading=st.booleans())
def test_generated_pumps_until_your_next_turn_compile_either_way_round_cr_611_2a(p: int, t: int, leading: bool) -> None:
    pt = f"{p:+d}/{t:+d}"
    text = f"Until your next turn, target creature gets {pt}." if leading else \
        f"Target creature gets {pt} until your next turn."
    r = compile_face(face("Generated Card", "Instant", text))
    assert r.status == "compiled" and r.data is not None and r.card is not None, (text, r.phrase)
    assert r.data["spell"]["effects"] == [{"pump": {"to": "target", "power": p, "toughness": t,
                                                    "until": "until_your_next_turn"}}]
    assert render_mismatch(r.card) == ""


# ---- the rule: whose turn begins (CR 500.1, 800.4m) ----------------------------------------------------------------


def _players(lost: set[int], n: int = 4) -> SimpleNamespace:
    return SimpleNamespace(players=[SimpleNamespace(lost=i in lost) for i in range(n)], active=0)


def test_the_turn_that_begins_is_the_new_active_players_cr_500_1() -> None:
    st_ = _players(set())
    st_.active = 1
    assert turns_begun(st_, 0) == {1}    # type: ignore[arg-type]


def test_a_left_players_turn_would_have_begun_when_the_turn_passes_their_seat_cr_800_4m() -> None:
    st_ = _players({1, 2})
    st_.active = 3
    assert turns_begun(st_, 0) == {1, 2, 3}    # type: ignore[arg-type]
    st_.active = 0                               # seat 3 to seat 0 passes no one who left
    assert turns_begun(st_, 3) == {0}            # type: ignore[arg-type]


def test_an_extra_turn_of_the_same_player_skips_no_one_cr_500_7() -> None:
    st_ = _players({1})
    assert turns_begun(st_, 0) == {0}    # type: ignore[arg-type]


# ---- playing: the compiled card in a judge scenario ---------------------------------------------------------------


def play(card: dict[str, Any], start: dict[str, Any], script: list[str], expect: dict[str, Any]) -> None:
    r = compile_face(card)
    assert r.status == "compiled" and r.data is not None, r.phrase
    doc = {"name": f"play {card['name']}", "cards": [r.data], "start": start, "script": script, "expect": expect}
    (sc,) = load_text(json.dumps(doc), f"<test {card['name']}>")
    result = run_scenario(sc)
    assert result.passed, "\n".join(result.failures + result.log[-30:])


def _start() -> dict[str, Any]:
    return {"turn": 3, "active": "alice", "step": "precombat_main",
            "players": {"alice": {"hand": ["Mouth of the Storm"], "mana_pool": "{6}{U}",
                                  "library": ["Island", "Island", "Island"]},
                        "bob": {"battlefield": ["Hill Giant"], "library": ["Island", "Island", "Island"]}}}


def test_an_effect_until_your_next_turn_lasts_through_the_opponents_turn_cr_611_2a_514_2() -> None:
    play(MOUTH, _start(), ["alice: cast Mouth of the Storm", "resolve", "resolve", "goto turn 4 precombat_main"],
         {"permanents": [{"name": "Hill Giant", "power": 0, "toughness": 3}]})


def test_an_effect_until_your_next_turn_ends_as_that_turn_begins_cr_611_2a_500_1() -> None:
    play(MOUTH, _start(), ["alice: cast Mouth of the Storm", "resolve", "resolve", "goto turn 4 declare_attackers",
                      "bob: attack none", "goto turn 5 upkeep"],
         {"permanents": [{"name": "Hill Giant", "power": 3, "toughness": 3}]})


# ---- the top card of your library (CR 701.20a, 401.2, 401.5) --------------------------------------------------------

ORACLE = face("Coiling Oracle", "Creature — Snake Elf Druid", "When this creature enters, reveal the top card of your "
              "library. If it's a land card, put it onto the battlefield. Otherwise, put that card into your hand.",
              "{G}{U}", "1", "1")
REEF = face("Risen Reef", "Creature — Elemental", "Whenever this creature or another Elemental you control enters, look "
            "at the top card of your library. If it's a land card, you may put it onto the battlefield tapped. If you "
            "don't put the card onto the battlefield, put it into your hand.", "{1}{G}{U}", "1", "1")
PREDATORS = face("Lurking Predators", "Enchantment", "Whenever an opponent casts a spell, reveal the top card of your "
                 "library. If it's a creature card, put it onto the battlefield. Otherwise, you may put that card on "
                 "the bottom of your library.", "{4}{G}{G}")
GREENSEEKER = face("Dryad Greenseeker", "Creature — Dryad", "{T}: Look at the top card of your library. If it's a land "
                   "card, you may reveal it and put it into your hand.", "{1}{G}", "1", "3")


@pytest.mark.parametrize("card, effect", [
    (ORACLE, {"reveal_top": {"filter": {"types": ["Land"]}, "into": "battlefield", "otherwise": "hand"}}),
    (REEF, {"reveal_top": {"filter": {"types": ["Land"]}, "into": "battlefield", "tapped": True, "optional": True,
                           "look": True, "otherwise_if_not_put": True, "otherwise": "hand"}}),
    (PREDATORS, {"reveal_top": {"filter": {"types": ["Creature"]}, "into": "battlefield", "otherwise_bottom": True,
                                "otherwise_optional": True}}),
    (GREENSEEKER, {"reveal_top": {"filter": {"types": ["Land"]}, "into": "hand", "optional": True, "look": True}}),
])
def test_the_top_card_revealed_or_looked_at_compiles_and_renders_back_cr_701_20a_401_2(card: dict[str, Any],
                                                                                       effect: dict[str, Any]) -> None:
    r = compile_face(card)
    assert r.status == "compiled" and r.data is not None and r.card is not None, r.phrase
    assert effect in _effects(json.loads(json.dumps(r.data)))
    assert render_mismatch(r.card) == ""


@pytest.mark.parametrize("text", [
    # a looked-at card put into your hand must be revealed as it goes
    "{T}: Look at the top card of your library. If it's a land card, you may put it into your hand.",
    # "if you don't put the card" somewhere else than the card was put
    "{T}: Look at the top card of your library. If it's a land card, you may put it onto the battlefield. If you "
    "don't put the card into your hand, put it into your graveyard.",
    # any card at all
    "{T}: Reveal the top card of your library. If it's a card, put it into your hand.",
    # the top card of another library
    "{T}: Reveal the top card of target player's library. If it's a land card, put it into your hand.",
])
def test_near_misses_of_the_top_card_stay_unparsed(text: str) -> None:
    assert compile_face(face("Near Miss", "Artifact", text)).status == "unparsed"


@settings(max_examples=40, deadline=None)
@given(kind=st.sampled_from(["land", "creature", "artifact", "instant or sorcery", "permanent", "Goblin"]),
       into=st.sampled_from(["onto the battlefield", "onto the battlefield tapped", "into your hand"]),
       rest=st.sampled_from(["", "into your hand", "into your graveyard", "on the bottom of your library"]))
def test_generated_top_card_texts_compile_and_render_back_cr_701_20a(kind: str, into: str, rest: str) -> None:
    article = "an" if kind[0] in "aeiou" else "a"
    text = f"{{T}}: Reveal the top card of your library. If it's {article} {kind} card, put it {into}."
    if rest and rest != into:
        text += f" Otherwise, put it {rest}."
    r = compile_face(face("Generated Card", "Artifact", text))
    assert r.status == "compiled" and r.card is not None, (text, r.phrase)
    assert render_mismatch(r.card) == ""


def _oracle_start(library: list[str]) -> dict[str, Any]:
    return {"turn": 3, "active": "alice", "step": "precombat_main",
            "players": {"alice": {"hand": ["Coiling Oracle"], "mana_pool": "{G}{U}", "library": library}, "bob": {}}}


def test_a_revealed_land_goes_onto_the_battlefield_cr_701_20a() -> None:
    play(ORACLE, _oracle_start(["Forest", "Island"]), ["alice: cast Coiling Oracle", "resolve", "resolve"],
         {"alice": {"hand": [], "library": ["Island"]},
          "permanents": [{"name": "Coiling Oracle"}, {"name": "Forest", "controller": "alice"}]})


def test_a_revealed_nonland_goes_into_the_hand_otherwise_cr_701_20a() -> None:
    play(ORACLE, _oracle_start(["Hill Giant", "Island"]), ["alice: cast Coiling Oracle", "resolve", "resolve"],
         {"alice": {"hand": ["Hill Giant"], "library": ["Island"]}})


def _reef_start(library: list[str]) -> dict[str, Any]:
    return {"turn": 3, "active": "alice", "step": "precombat_main",
            "players": {"alice": {"hand": ["Risen Reef"], "mana_pool": "{1}{G}{U}", "library": library}, "bob": {}}}


def test_a_looked_at_land_may_enter_tapped_cr_401_2() -> None:
    play(REEF, _reef_start(["Forest", "Island"]), ["alice: cast Risen Reef", "resolve", "resolve", "alice: choose yes"],
         {"alice": {"hand": [], "library": ["Island"]},
          "permanents": [{"name": "Forest", "controller": "alice", "tapped": True}]})


def test_a_land_not_put_onto_the_battlefield_goes_into_the_hand_cr_401_2() -> None:
    play(REEF, _reef_start(["Forest", "Island"]), ["alice: cast Risen Reef", "resolve", "resolve", "alice: choose no"],
         {"alice": {"hand": ["Forest"], "library": ["Island"]}})


def test_a_nonland_that_doesnt_match_goes_into_the_hand_unasked_cr_401_2() -> None:
    play(REEF, _reef_start(["Hill Giant", "Island"]), ["alice: cast Risen Reef", "resolve", "resolve"],
         {"alice": {"hand": ["Hill Giant"], "library": ["Island"]}})


# ---- revealing until (CR 701.20a) -----------------------------------------------------------------------------------

LOOKOUT = face("Clifftop Lookout", "Creature — Frog", "Reach\nWhen this creature enters, reveal cards from the top of "
               "your library until you reveal a land card. Put that card onto the battlefield tapped and the rest on "
               "the bottom of your library in a random order.", "{2}{G}", "1", "2")
DRUID = face("Hermit Druid", "Creature — Human Druid", "{G}, {T}: Reveal cards from the top of your library until you "
             "reveal a basic land card. Put that card into your hand and all other cards revealed this way into your "
             "graveyard.", "{1}{G}", "1", "1")
GUIDE = face("Sacred Guide", "Creature — Human Cleric", "{1}{W}, Sacrifice this creature: Reveal cards from the top of "
             "your library until you reveal a white card. Put that card into your hand and exile all other cards "
             "revealed this way.", "{W}", "1", "1")
SHAPESHIFTER = face("Polymorph Test", "Sorcery", "Reveal cards from the top of your library until you reveal a creature "
                    "card. Put that card onto the battlefield, then shuffle the rest into your library.", "{3}{U}")


@pytest.mark.parametrize("card, effect", [
    (LOOKOUT, {"reveal_until": {"filter": {"types": ["Land"]}, "into": "battlefield", "tapped": True,
                                "rest_on_bottom": True, "random_order": True}}),
    (DRUID, {"reveal_until": {"filter": {"supertypes": ["Basic"], "types": ["Land"]}, "into": "hand",
                              "rest_to": "graveyard"}}),
    (GUIDE, {"reveal_until": {"filter": {"colors": ["W"]}, "into": "hand", "rest_to": "exile"}}),
    (SHAPESHIFTER, {"reveal_until": {"filter": {"types": ["Creature"]}, "into": "battlefield", "shuffle_rest": True}}),
])
def test_revealing_until_compiles_and_renders_back_cr_701_20a(card: dict[str, Any], effect: dict[str, Any]) -> None:
    r = compile_face(card)
    assert r.status == "compiled" and r.data is not None and r.card is not None, r.phrase
    assert effect in _effects(json.loads(json.dumps(r.data)))
    assert render_mismatch(r.card) == ""


@pytest.mark.parametrize("text", [
    "Reveal cards from the top of your library until you reveal a card. Put that card into your hand and the rest "
    "into your graveyard.",                                 # any card: the first one
    "Reveal cards from the top of your library until you reveal two land cards. Put those land cards onto the "
    "battlefield tapped and the rest on the bottom of your library in a random order.",
    "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand.",
])
def test_near_misses_of_revealing_until_stay_unparsed(text: str) -> None:
    assert compile_face(face("Near Miss", "Sorcery", text)).status == "unparsed"


def _lookout_start(library: list[str]) -> dict[str, Any]:
    return {"turn": 3, "active": "alice", "step": "precombat_main",
            "players": {"alice": {"hand": ["Clifftop Lookout"], "mana_pool": "{2}{G}", "library": library}, "bob": {}}}


def test_the_first_matching_card_is_put_and_the_rest_go_to_the_bottom_cr_701_20a_401_4() -> None:
    play(LOOKOUT, _lookout_start(["Hill Giant", "Forest", "Island"]),
         ["alice: cast Clifftop Lookout", "resolve", "resolve"],
         {"alice": {"hand": [], "library": ["Island", "Hill Giant"]},
          "permanents": [{"name": "Forest", "controller": "alice", "tapped": True}]})


def test_with_no_matching_card_every_card_is_revealed_and_goes_to_the_bottom_cr_701_20a() -> None:
    play(LOOKOUT, _lookout_start(["Hill Giant"]), ["alice: cast Clifftop Lookout", "resolve", "resolve"],
         {"alice": {"hand": [], "library": ["Hill Giant"]}})


def test_the_rest_go_into_the_graveyard_cr_701_20a() -> None:
    play(DRUID, {"turn": 3, "active": "alice", "step": "precombat_main",
                 "players": {"alice": {"battlefield": ["Hermit Druid"], "mana_pool": "{G}",
                                       "library": ["Hill Giant", "Lightning Bolt", "Forest", "Island"]}, "bob": {}}},
         ["alice: activate Hermit Druid", "resolve"],
         {"alice": {"hand": ["Forest"], "library": ["Island"], "graveyard": ["Hill Giant", "Lightning Bolt"]}})


# ---- "for as long as ..." (CR 611.2b) -------------------------------------------------------------------------------

WEAPONRY = face("Tawnos's Weaponry", "Artifact", "You may choose not to untap this artifact during your untap step.\n"
                "{2}, {T}: Target creature gets +1/+1 for as long as this artifact remains tapped.", "{2}")
SOWER = face("Sower of Temptation", "Creature — Faerie Wizard", "Flying\nWhen this creature enters, gain control of "
             "target creature for as long as this creature remains on the battlefield.", "{2}{U}{U}", "2", "2")
HELM = face("Helm of Possession", "Artifact", "You may choose not to untap this artifact during your untap step.\n{2}, "
            "{T}, Sacrifice a creature: Gain control of target creature for as long as you control this artifact and "
            "this artifact remains tapped.", "{4}")
AEGIS = face("Aegis Angel", "Creature — Angel", "Flying\nWhen this creature enters, another target permanent gains "
             "indestructible for as long as you control this creature.", "{4}{W}{W}", "5", "5")


@pytest.mark.parametrize("card, effect", [
    (WEAPONRY, {"pump": {"to": "target", "power": 1, "toughness": 1, "until": "while_source_tapped"}}),
    (SOWER, {"gain_control": {"to": "target", "until": "while_source_on_battlefield"}}),
    (HELM, {"gain_control": {"to": "target", "until": "while_you_control_source_tapped"}}),
    (AEGIS, {"grant": {"to": "target", "keywords": ["Indestructible"], "until": "while_you_control_source"}}),
])
def test_for_as_long_as_compiles_to_its_duration_and_renders_back_cr_611_2b(card: dict[str, Any],
                                                                            effect: dict[str, Any]) -> None:
    r = compile_face(card)
    assert r.status == "compiled" and r.data is not None and r.card is not None, r.phrase
    assert effect in _effects(json.loads(json.dumps(r.data)))
    assert render_mismatch(r.card) == ""


@pytest.mark.parametrize("text", [
    "{T}: Gain control of target creature for as long as that creature is enchanted.",
    "{T}: Target creature gets +1/+1 for as long as this remains untapped.",
    "{T}: Gain control of target creature for as long as you control this or this remains tapped.",
])
def test_near_misses_of_for_as_long_as_stay_unparsed(text: str) -> None:
    assert compile_face(face("Near Miss", "Artifact", text)).status == "unparsed"


def _weaponry_start() -> dict[str, Any]:
    return {"turn": 3, "active": "alice", "step": "postcombat_main",
            "players": {"alice": {"battlefield": ["Tawnos's Weaponry", "Grizzly Bears"], "mana_pool": "{2}",
                                  "library": ["Island", "Island"]},
                        "bob": {"library": ["Island", "Island"]}}}


def test_an_effect_lasts_while_its_source_remains_tapped_cr_611_2b() -> None:
    play(WEAPONRY, _weaponry_start(), ["alice: activate Tawnos's Weaponry targeting Grizzly Bears", "resolve",
                                       "goto turn 4 precombat_main"],
         {"permanents": [{"name": "Grizzly Bears", "power": 3, "toughness": 3}]})


def test_an_effect_ends_as_its_source_untaps_cr_611_2b_502_3() -> None:
    play(WEAPONRY, _weaponry_start(), ["alice: activate Tawnos's Weaponry targeting Grizzly Bears", "resolve",
                                       "goto turn 5 upkeep", "alice: choose yes", "goto turn 5 upkeep"],
         {"permanents": [{"name": "Grizzly Bears", "power": 2, "toughness": 2},
                         {"name": "Tawnos's Weaponry", "tapped": False}]})


def test_an_effect_goes_on_while_its_controller_keeps_the_source_tapped_cr_611_2b_502_3() -> None:
    play(WEAPONRY, _weaponry_start(), ["alice: activate Tawnos's Weaponry targeting Grizzly Bears", "resolve",
                                       "goto turn 5 upkeep", "alice: choose no", "goto turn 5 upkeep"],
         {"permanents": [{"name": "Grizzly Bears", "power": 3, "toughness": 3},
                         {"name": "Tawnos's Weaponry", "tapped": True}]})


def test_control_ends_as_the_source_leaves_the_battlefield_cr_611_2b_613_1b() -> None:
    play(SOWER, {"turn": 3, "active": "alice", "step": "precombat_main",
                 "players": {"alice": {"hand": ["Sower of Temptation", "Lightning Bolt"], "mana_pool": "{2}{U}{U}{R}"},
                             "bob": {"battlefield": ["Hill Giant"]}}},
         ["alice: cast Sower of Temptation", "resolve", "alice: choose Hill Giant", "resolve",
          "alice: cast Lightning Bolt targeting Sower of Temptation", "resolve"],
         {"permanents": [{"name": "Hill Giant", "controller": "bob"}]})


def test_control_lasts_while_the_source_remains_on_the_battlefield_cr_611_2b() -> None:
    play(SOWER, {"turn": 3, "active": "alice", "step": "precombat_main",
                 "players": {"alice": {"hand": ["Sower of Temptation"], "mana_pool": "{2}{U}{U}"},
                             "bob": {"battlefield": ["Hill Giant"]}}},
         ["alice: cast Sower of Temptation", "resolve", "alice: choose Hill Giant", "resolve"],
         {"permanents": [{"name": "Hill Giant", "controller": "alice"}]})


# ---- "search your library and/or graveyard for a card named ..." (CR 701.23, 201.2) -------------------------------

AXE = face("Raven Clan War-Axe", "Artifact — Equipment", "When this Equipment enters, you may search your library and/or "
           "graveyard for a card named Eivor, Battle-Ready, reveal it, and put it into your hand. If you search your "
           "library this way, shuffle.\nEquipped creature gets +2/+0 and has trample.\nEquip {2}", "{1}{R}")
SCORN = face("Liliana's Scorn", "Sorcery", "Destroy target creature. You may search your library and/or graveyard for a "
             "card named Liliana, Death Mage, reveal it, and put it into your hand. If you search your library this "
             "way, shuffle.", "{3}{B}{B}")


@pytest.mark.parametrize("card", [AXE, SCORN])
def test_a_search_for_a_named_card_compiles_and_renders_back_cr_701_23_201_2(card: dict[str, Any]) -> None:
    r = compile_face(card)
    assert r.status == "compiled" and r.data is not None and r.card is not None, r.phrase
    name = "Eivor, Battle-Ready" if card is AXE else "Liliana, Death Mage"
    search = {"filter": {"name": name}, "reveal": True, "graveyard": True}
    assert any(e.get("search_library") == search for e in _effects(json.loads(json.dumps(r.data))))
    assert render_mismatch(r.card) == ""


def test_a_search_without_the_shuffle_sentence_stays_unparsed() -> None:
    text = "Search your library and/or graveyard for a card named Grizzly Bears, reveal it, and put it into your hand."
    assert compile_face(face("Near Miss", "Sorcery", text)).status == "unparsed"


# Liliana's Scorn's text naming a card of the test database (Liliana, Death Mage isn't one)
SCORN_BEARS = face("Liliana's Scorn", "Sorcery", "Destroy target creature. You may search your library and/or "
                   "graveyard for a card named Grizzly Bears, reveal it, and put it into your hand. If you search your "
                   "library this way, shuffle.", "{3}{B}{B}")


def _scorn(where: str) -> dict[str, Any]:
    return {"turn": 3, "active": "alice", "step": "precombat_main",
            "players": {"alice": {"hand": ["Liliana's Scorn"], "mana_pool": "{3}{B}{B}",
                                  where: ["Grizzly Bears"], **({"library": ["Island"]} if where != "library" else {})},
                        "bob": {"battlefield": ["Hill Giant"]}}}


@pytest.mark.parametrize("where", ["library", "graveyard"])
def test_the_named_card_is_found_in_the_library_or_the_graveyard_cr_701_23a(where: str) -> None:
    play(SCORN_BEARS, _scorn(where), ["alice: cast Liliana's Scorn targeting Hill Giant", "resolve",
                                      "alice: choose yes", "alice: choose Grizzly Bears"],
         {"alice": {"hand": ["Grizzly Bears"]}, "bob": {"graveyard": ["Hill Giant"]}})
