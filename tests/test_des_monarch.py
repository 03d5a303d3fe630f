"""The monarch (CR 725): the designation, its two inherent triggered abilities with no source (725.2), only one
monarch (725.3), the monarch leaving the game (725.4); the Oracle phrases that give it and read it ("you become the
monarch", "if you're the monarch", "whenever you become the monarch") compiled from real cards and played."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack import events as ev
from manastack.effects import load_all
from manastack.game import Game
from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.judge.script import run_script
from manastack.judge.setup import build_game
from manastack.oracle.compiler import compile_face
from manastack.savecheck import state_problem
from manastack.serialization import dumps, loads
from manastack.view.phrases import phrase
from manastack.view.player import view
from oracle_faces import creature_face, data, face

load_all()

SENTINELS = creature_face("Palace Sentinels", "Creature — Human Soldier",
                          "When this creature enters, you become the monarch.", "{3}{W}", "2", "4")
WARDEN = creature_face("Throne Warden", "Creature — Human Soldier", "At the beginning of your end step, if you're "
                       "the monarch, put a +1/+1 counter on this creature.", "{1}{W}", "2", "2")
LICH = creature_face("Custodi Lich", "Creature — Zombie Cleric", "When this creature enters, you become the monarch."
                     "\nWhenever you become the monarch, target player sacrifices a creature of their choice.",
                     "{3}{B}{B}", "4", "2")
MARCHESA = creature_face("Queen Marchesa", "Legendary Creature — Human Assassin", "Deathtouch, haste\nWhen Queen "
                         "Marchesa enters, you become the monarch.\nAt the beginning of your upkeep, if an opponent is "
                         "the monarch, create a 1/1 black Assassin creature token with deathtouch and haste.",
                         "{1}{R}{W}{B}", "3", "3")
REGENT = creature_face("Dawnglade Regent", "Creature — Elk", "When this creature enters, you become the monarch.\nAs "
                       "long as you're the monarch, permanents you control have hexproof.", "{5}{G}{G}", "8", "8")
FEAST = face("Feast of Succession", "Sorcery", "All creatures get -4/-4 until end of turn. You become the monarch.",
             "{4}{B}{B}")
DENETHOR = creature_face("Denethor, Stone Seer", "Legendary Creature — Human Noble", "When Denethor enters, scry 2."
                         "\n{3}{R}, {T}, Sacrifice Denethor: Target player becomes the monarch. Denethor deals 3 "
                         "damage to any target.", "{1}{U}", "1", "3")


def _game(doc: str) -> Game:
    sc = load_text("name: monarch\n" + doc, "<test>")[0]
    game = build_game(sc)
    run_script(game, sc.script)
    return game


def _play(cards: list[dict[str, Any]], doc: dict[str, Any]) -> list[str]:
    defs = [data(c) for c in cards]
    return run_scenario(load_text(json.dumps({"name": "t", "cards": defs, **doc}), "<test>")[0]).failures


# ---- the Oracle phrases -------------------------------------------------------------------------------------------

def test_you_become_the_monarch_compiles_to_the_become_monarch_verb_cr_725_3() -> None:
    ab = data(SENTINELS)["abilities"][0]["triggered"]
    assert ab["when"] == {"event": "enters", "who": "self"}
    assert ab["effects"] == [{"become_monarch": {"player": "you"}}]


def test_target_player_becomes_the_monarch_targets_a_player_cr_725_3() -> None:
    ab = data(DENETHOR)["abilities"][1]["activated"]
    assert ab["effects"][0] == {"become_monarch": {"player": "target"}}
    assert ab["targets"][0] == "player"


@pytest.mark.parametrize(("card", "whose"), [(WARDEN, "you"), (MARCHESA, "opponent")],
                         ids=["if you're the monarch", "if an opponent is the monarch"])
def test_an_intervening_if_about_the_monarch_is_the_monarch_condition_cr_725_1_603_4(card: dict[str, Any],
                                                                                     whose: str) -> None:
    triggered = [a["triggered"] for a in data(card)["abilities"] if "triggered" in a and "if" in a["triggered"]]
    assert triggered[0]["if"] == {"monarch": {"whose": whose}}


def test_as_long_as_youre_the_monarch_is_a_continuous_effects_condition_cr_725_1_611_3a() -> None:
    static = data(REGENT)["abilities"][1]["static"]["continuous"]
    assert static["if"] == {"monarch": {"whose": "you"}} and static["keywords"] == ["Hexproof"]


def test_whenever_you_become_the_monarch_is_the_trigger_event_becomes_monarch_cr_725_3() -> None:
    assert data(LICH)["abilities"][1]["triggered"]["when"] == {"event": "becomes_monarch", "whose": "you"}


@pytest.mark.parametrize("text", [
    "Each player becomes the monarch.",                    # only one player can be (CR 725.3)
    "You become the monarch until end of turn.",
    "You become a monarch.",
    "If you were the monarch, draw a card.",
])
def test_a_near_miss_of_the_monarchs_phrases_stays_unparsed(text: str) -> None:
    assert compile_face(face("Near Miss", "Sorcery", text, "{1}")).status != "compiled"


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["you", "target player", "target opponent"]),
       st.sampled_from(["Draw a card.", "You gain 2 life.", ""]))
def test_any_player_phrase_becoming_the_monarch_compiles_and_renders_back(who: str, rest: str) -> None:
    verb = "become" if who == "you" else "becomes"
    text = f"{who[0].upper()}{who[1:]} {verb} the monarch. {rest}".strip()
    effects = data(face("Generated", "Sorcery", text, "{1}"))["spell"]["effects"]
    assert effects[0] == {"become_monarch": {"player": {"you": "you"}.get(who, "target")}}


# ---- the rules ----------------------------------------------------------------------------------------------------

def test_there_is_no_monarch_until_an_effect_makes_a_player_the_monarch_cr_725_1() -> None:
    game = _game("start:\n  players:\n    alice: {}\n    bob: {}\nscript: []\n")
    assert game.state.monarch is None
    assert not any(p.monarch for p in view(game, 0).players)


def test_palace_sentinels_makes_its_controller_the_monarch_who_draws_at_their_end_step_cr_725_2() -> None:
    assert _play([SENTINELS], {
        "start": {"players": {"alice": {"hand": ["Palace Sentinels"], "battlefield": [{"card": "Plains", "count": 4}],
                                        "library": ["Forest", "Island"]}, "bob": {}}},
        "script": ["alice: cast Palace Sentinels", "resolve", "resolve", "goto end", "resolve"],
        "expect": {"alice": {"monarch": True, "hand": ["Forest"]}, "bob": {"monarch": False}}}) == []


def test_the_monarchs_draw_happens_only_at_the_monarchs_own_end_step_cr_725_2() -> None:
    game = _game("""start:
  turn: 2
  active: bob
  players:
    alice: {monarch: true, library: [Forest]}
    bob: {library: [Island]}
script:
  - goto end
""")
    assert not game.state.stack and game.state.players[0].library and not game.state.triggers


def test_combat_damage_to_the_monarch_makes_the_attackers_controller_the_monarch_cr_725_2() -> None:
    game = _game("""start:
  turn: 2
  active: bob
  players:
    alice: {monarch: true}
    bob: {battlefield: [Grizzly Bears]}
script:
  - goto declare_attackers
  - "bob: attack Grizzly Bears"
  - goto combat_damage
""")
    st_ = game.state
    assert st_.monarch == 0
    top = st_.objects[st_.stack[-1]]
    assert top.source_name == "the monarch" and top.controller == 0      # 725.2: the monarch controls it
    game2 = _game("""start:
  turn: 2
  active: bob
  players:
    alice: {monarch: true}
    bob: {battlefield: [Grizzly Bears]}
script:
  - goto declare_attackers
  - "bob: attack Grizzly Bears"
  - goto combat_damage
  - resolve
""")
    assert game2.state.monarch == 1 and game2.state.players[0].life == 18


def test_only_one_player_is_the_monarch_the_one_before_ceases_to_be_cr_725_3() -> None:
    game = _game("start:\n  players:\n    alice: {monarch: true}\n    bob: {}\n    carol: {}\nscript: []\n")
    st_ = game.state
    from manastack.rules.pipeline import perform_all
    perform_all(st_, [ev.BecomesMonarch(2, rules=("725.3",))])
    assert st_.monarch == 2
    assert [p.monarch for p in view(game, 0).players] == [False, False, True]


def test_becoming_the_monarch_again_changes_nothing_and_triggers_nothing_cr_725_3() -> None:
    assert _play([LICH], {
        "start": {"players": {"alice": {"monarch": True, "hand": ["Custodi Lich"],
                                        "battlefield": [{"card": "Swamp", "count": 5}]},
                              "bob": {"battlefield": ["Grizzly Bears"]}}},
        "script": ["alice: cast Custodi Lich", "resolve", "resolve"],
        "expect": {"alice": {"monarch": True}, "stack": [], "permanents": [{"name": "Grizzly Bears", "count": 1}]}
    }) == []


def test_custodi_lich_triggers_when_its_controller_becomes_the_monarch_cr_725_3_603_2() -> None:
    assert _play([LICH], {
        "start": {"players": {"alice": {"hand": ["Custodi Lich"], "battlefield": [{"card": "Swamp", "count": 5}]},
                              "bob": {"monarch": True, "battlefield": ["Grizzly Bears"]}}},
        "script": ["alice: cast Custodi Lich", "resolve", "resolve", "alice: choose bob", "resolve"],
        "expect": {"alice": {"monarch": True}, "bob": {"monarch": False, "graveyard": ["Grizzly Bears"]}}}) == []


def test_throne_warden_grows_only_while_its_controller_is_the_monarch_cr_725_1_603_4() -> None:
    for monarch, counters in ((True, {"+1/+1": 1}), (False, {})):
        failures = _play([WARDEN], {
            "start": {"players": {"alice": {"monarch": monarch, "battlefield": ["Throne Warden"],
                                            "library": ["Forest"]}, "bob": {}}},
            "script": ["goto declare_attackers", "alice: attack none", "goto end"]
            + (["alice: choose Throne Warden"] if monarch else []) + ["resolve all"],
            "expect": {"permanents": [{"name": "Throne Warden", "counters": counters}],
                       "alice": {"hand": ["Forest"] if monarch else []}}})
        assert failures == [], (monarch, failures)


def test_the_monarch_leaving_the_game_makes_the_active_player_the_monarch_cr_725_4() -> None:
    game = _game("start:\n  turn: 2\n  active: bob\n  players:\n    alice: {}\n    bob: {}\n    carol: {monarch: true}"
                 "\nscript: []\n")
    from manastack.rules.pipeline import perform_all
    st_ = game.state
    follow = perform_all(st_, [ev.LoseGame(2, "test", rules=("104.3e",))])
    while follow:
        follow = perform_all(st_, follow)
    assert st_.monarch == 1


def test_the_monarch_is_saved_and_loaded_and_checked_cr_725_1() -> None:
    game = _game("start:\n  players:\n    alice: {}\n    bob: {monarch: true}\nscript: []\n")
    again = loads(dumps(game))
    assert again.state.monarch == 1 and state_problem(again.state) is None
    again.state.monarch = 5
    assert "monarch" in (state_problem(again.state) or "")


def test_becoming_the_monarch_is_told_in_the_log_cr_725_3() -> None:
    game = _game("start:\n  players:\n    alice: {}\n    bob: {}\nscript: []\n")
    said = phrase(game.state, ev.BecomesMonarch(0, rules=("725.3",)), viewer=1)
    assert said is not None and "becomes the monarch" in said.text and said.rules == ("725.3",)


def test_two_monarchs_in_a_scenario_are_refused_with_the_rule() -> None:
    with pytest.raises(Exception, match="725.3"):
        load_text("name: t\nstart:\n  players:\n    alice: {monarch: true}\n    bob: {monarch: true}\n", "<t>")
