"""Keyword mechanics (issue 9, rules/ward.py and siblings): keyword lines and keywords granted in sentences compile
from real cards' Oracle text to the card data they mean, near misses stay unparsed, and the compiled cards play as
the rules say (CR 702)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.cards.vocabulary import keyword_problem, normalize_keyword
from manastack.effects import load_all
from manastack.events import CoinFlip
from manastack.judge.runner import run_scenario
from manastack.judge.script import run_script
from manastack.judge.setup import build_game
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import compile_face
from manastack.rules.ward import ward_cost

load_all()


def _face(name: str, text: str, type_: str = "Creature — Test", power: str | None = "2",
          toughness: str | None = "2", cost: str = "{2}") -> dict[str, Any]:
    types = [t for t in ("Artifact", "Enchantment", "Creature", "Land", "Instant", "Sorcery") if t in type_.split("—")[0]]
    return {"name": name, "type": type_, "types": types, "text": text, "manaCost": cost, "power": power,
            "toughness": toughness, "layout": "normal"}


#: Real cards as the corpus (MTGJSON AtomicCards) has them.
FACES: dict[str, dict[str, Any]] = {
    "Tomakul Honor Guard": _face("Tomakul Honor Guard", "Ward {2} (Whenever this creature becomes the target of a "
                                "spell or ability an opponent controls, counter it unless that player pays {2}.)",
                                "Creature — Human Soldier", "3", "1", "{1}{G}"),
    "Owlin Shieldmage": _face("Owlin Shieldmage", "Flying\nWard—Pay 3 life. (Whenever this creature becomes the "
                              "target of a spell or ability an opponent controls, counter it unless that player pays "
                              "3 life.)", "Creature — Bird Wizard", "3", "3", "{3}{W}{U}"),
    "Spectral Snatcher": _face("Spectral Snatcher", "Ward—Discard a card. (Whenever this creature becomes the target "
                               "of a spell or ability an opponent controls, counter it unless that player discards a "
                               "card.)\nSwampcycling {2}", "Creature — Spirit", "6", "5", "{4}{B}{B}"),
    "Vein Ripper": _face("Vein Ripper", "Flying\nWard—Sacrifice a creature.\nWhenever a creature dies, target "
                         "opponent loses 2 life and you gain 2 life.", "Creature — Vampire Demon", "6", "5",
                         "{3}{B}{B}{B}"),
    "Crystal Carapace": _face("Crystal Carapace", "Enchant creature\nEnchanted creature gets +3/+3 and has ward {2}."
                              "\nCycling {2}", "Enchantment — Aura", None, None, "{3}{U}"),
    "Elder Owyn Lyons": _face("Elder Owyn Lyons", "Artifacts you control have ward {1}. (Whenever an artifact you "
                              "control becomes the target of a spell or ability an opponent controls, counter it "
                              "unless that player pays {1}.)", "Legendary Creature — Human Knight", "3", "3",
                              "{4}{W}"),
    "Steady Progress": _face("Steady Progress", "Proliferate. (Choose any number of permanents and/or players, then "
                             "give each another counter of each kind already there.)\nDraw a card.", "Instant", None,
                             None, "{2}{U}"),
    "Tune the Narrative": _face("Tune the Narrative", "Draw a card. You get {E}{E} (two energy counters).", "Instant",
                                None, None, "{U}"),
    "Martyr for the Cause": _face("Martyr for the Cause", "When this creature dies, proliferate. (Choose any number of "
                                  "permanents and/or players, then give each another counter of each kind already "
                                  "there.)", "Creature — Human Soldier", "2", "2", "{1}{W}"),
    "Thriving Rhino": _face("Thriving Rhino", "When this creature enters, you get {E}{E} (two energy counters).\n"
                            "Whenever this creature attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on "
                            "it.", "Creature — Rhino", "2", "3", "{2}{G}"),
    "Aethertorch Renegade": _face("Aethertorch Renegade", "When this creature enters, you get {E}{E}{E}{E} (four "
                                  "energy counters).\n{T}, Pay {E}{E}: This creature deals 1 damage to target creature."
                                  "\n{T}, Pay eight {E}: This creature deals 6 damage to target player or "
                                  "planeswalker.", "Creature — Human Rogue", "1", "2", "{2}{R}"),
    "Futurist Sentinel": _face("Futurist Sentinel", "Crew 3 (Tap any number of untapped creatures you control with "
                               "total power 3 or more: This Vehicle becomes an artifact creature until end of turn.)",
                               "Artifact — Vehicle", "6", "6", "{3}{U}"),
    "Thundering Chariot": _face("Thundering Chariot", "First strike, trample, haste\nCrew 1 (Tap any number of "
                                "creatures you control with total power 1 or more: This Vehicle becomes an artifact "
                                "creature until end of turn.)", "Artifact — Vehicle", "3", "3", "{3}"),
    "Viashino Sandswimmer": _face("Viashino Sandswimmer", "{R}: Flip a coin. If you win the flip, return this creature "
                                  "to its owner's hand. If you lose the flip, sacrifice this creature.",
                                  "Creature — Viashino", "3", "2", "{2}{R}"),
    "Mana Crypt": _face("Mana Crypt", "At the beginning of your upkeep, flip a coin. If you lose the flip, this "
                        "artifact deals 3 damage to you.\n{T}: Add {C}{C}.", "Artifact", None, None, "{0}"),
    "Grapeshot": _face("Grapeshot", "Grapeshot deals 1 damage to any target.\nStorm (When you cast this spell, copy it "
                       "for each spell cast before it this turn. You may choose new targets for the copies.)",
                       "Sorcery", None, None, "{1}{R}"),
}


def compiled(name: str) -> dict[str, Any]:
    r = compile_face(FACES[name])
    assert r.status == "compiled", f"{name}: {r.reason}: {r.phrase}"
    assert r.data is not None
    return r.data


# ---- Oracle text to card data ----------------------------------------------------------------------------------

WARD_LINES = [
    ("Tomakul Honor Guard", ["Ward {2}"]),
    ("Owlin Shieldmage", ["Flying", "Ward\u2014Pay 3 life"]),
    ("Spectral Snatcher", ["Ward\u2014Discard a card", "Swampcycling {2}"]),
    ("Vein Ripper", ["Flying", "Ward\u2014Sacrifice a creature"]),
]


@pytest.mark.parametrize(("name", "keywords"), WARD_LINES, ids=[c[0] for c in WARD_LINES])
def test_a_ward_line_compiles_to_the_ward_keyword_with_its_cost_cr_702_21a(name: str, keywords: list[str]) -> None:
    assert compiled(name)["keywords"] == keywords


def test_a_static_that_grants_ward_keeps_its_cost_cr_702_21a_and_613_1f() -> None:
    carapace = compiled("Crystal Carapace")["abilities"][0]["static"]["continuous"]
    assert carapace == {"affects": "enchanted", "power": 3, "toughness": 3, "keywords": ["Ward {2}"]}
    owyn = compiled("Elder Owyn Lyons")["abilities"][0]["static"]["continuous"]
    assert owyn == {"affects": {"each": {"types": ["Artifact"], "controller": "you"}}, "keywords": ["Ward {1}"]}


@pytest.mark.parametrize(("cost", "args"), [
    ("{2}", {"unless_pays": ("{2}",)}),
    ("Discard a card", {"unless_discards": 1}),
    ("{2}, Pay 2 life", {"unless_pays": ("{2}",), "unless_life": 2}),
    ("Sacrifice a creature", {"unless_sacrifices": {"types": ("Creature",)}}),
])
def test_a_ward_cost_is_read_into_the_counter_effects_unless_costs_cr_702_21a(cost: str, args: dict[str, Any]) -> None:
    got = ward_cost(cost)
    plain = {k: (v.value if hasattr(v, "value") else v.types if hasattr(v, "types") and not isinstance(v, tuple)
                 else v) for k, v in got.items()}
    want = {k: (v["types"] if isinstance(v, dict) else v) for k, v in args.items()}
    assert plain == want


@pytest.mark.parametrize("text", [
    "Ward",                                   # ward needs a cost
    "Ward—Pay {E}{E}.",                       # a cost the rules don't read
    "Ward—Tap an untapped creature you control.",
    "Ward {2} as long as it's untapped.",
])
def test_a_near_miss_of_ward_stays_unparsed(text: str) -> None:
    assert compile_face(_face("Test Subject", text)).status == "unparsed"


@settings(max_examples=40, deadline=None)
@given(st.one_of(st.integers(0, 12).map(lambda n: f"{{{n}}}"),
                 st.integers(1, 9).map(lambda n: f"Pay {n} life"),
                 st.sampled_from(["Discard a card", "Sacrifice a creature", "Sacrifice a permanent", "{W}{U}",
                                  "{2}, Pay 2 life"]),
                 st.text(alphabet="abcdefxyz {}—,", max_size=12)))
def test_a_ward_cost_either_reads_into_costs_or_is_refused_with_the_rule_cr_702_21a(cost: str) -> None:
    kw = normalize_keyword(f"Ward {cost}" if cost.startswith("{") else f"Ward\u2014{cost}")
    problem = keyword_problem(kw, "Ward")
    if problem is None:
        assert set(ward_cost(kw.partition(":")[2])) <= {"unless_pays", "unless_life", "unless_discards",
                                                        "unless_sacrifices"}
    else:
        assert "ward" in problem.lower()      # the message names the keyword


KEYWORD_ACTIONS = [
    ("Steady Progress", {"spell": {"effects": [{"proliferate": {}}, {"draw": {"amount": 1}}]}}),
    ("Tune the Narrative", {"spell": {"effects": [{"draw": {"amount": 1}},
                                                  {"player_counters": {"kind": "energy", "amount": 2}}]}}),
    ("Martyr for the Cause", {"abilities": [{"triggered": {"when": {"event": "dies", "who": "self"},
                                                           "effects": [{"proliferate": {}}]}}]}),
]


@pytest.mark.parametrize(("name", "data"), KEYWORD_ACTIONS, ids=[c[0] for c in KEYWORD_ACTIONS])
def test_proliferate_and_energy_compile_to_their_effect_verbs_cr_701_34a_and_107_14(name: str,
                                                                                  data: dict[str, Any]) -> None:
    got = compiled(name)
    assert {k: got[k] for k in data} == data


@pytest.mark.parametrize("text", [
    "Proliferate three times.",               # only "twice" is read
    "You get {E}{E} for each opponent who lost life this turn.",     # a count the quantities don't read
    "Target player gets {E}{E}.",
])
def test_a_near_miss_of_proliferate_or_energy_stays_unparsed(text: str) -> None:
    assert compile_face(_face("Test Subject", text, "Sorcery", None, None)).status == "unparsed"


def test_energy_for_each_is_that_many_times_the_count_cr_107_14_608_2h() -> None:
    r = compile_face(_face("Test Subject", "You get {E}{E} for each creature you control.", "Sorcery", None, None))
    assert r.status == "compiled" and r.data is not None
    assert r.data["spell"]["effects"] == [{"player_counters": {"kind": "energy", "amount": {
        "times": 2, "of": {"count": {"types": ["Creature"], "controller": "you"}}}}}]


@settings(max_examples=20, deadline=None)
@given(st.integers(1, 8))
def test_any_number_of_energy_symbols_is_that_many_energy_counters_cr_107_14(n: int) -> None:
    r = compile_face(_face("Generated", "You get " + "{E}" * n + ".", "Sorcery", None, None))
    assert r.status == "compiled" and r.data is not None
    assert r.data["spell"]["effects"] == [{"player_counters": {"kind": "energy", "amount": n}}]


# ---- the compiled cards play ------------------------------------------------------------------------------------

def play(doc: dict[str, Any], *names: str) -> None:
    """Run a judge scenario whose cards are the compiled ones named."""
    doc = {"name": "kw", **doc, "cards": [compiled(n) | {"name": n} for n in names]}
    result = run_scenario(load_text(json.dumps(doc), "<kw>")[0])
    assert result.passed, "\n".join(result.failures + result.log[-15:])


def test_ward_counters_an_opponents_activated_ability_unless_they_discard_cr_702_21a() -> None:
    start = {"active": "bob", "players": {"alice": {"battlefield": ["Spectral Snatcher"]},
                                          "bob": {"battlefield": [{"card": "Prodigal Pyromancer", "sick": False}],
                                                  "hand": ["Island"]}}}
    play({"start": start, "script": ["bob: activate Prodigal Pyromancer targeting Spectral Snatcher", "resolve",
                                     "bob: choose no"],
          "expect": {"stack": [], "bob": {"hand": ["Island"]},
                     "permanents": [{"name": "Spectral Snatcher", "damage": 0}]}}, "Spectral Snatcher")
    play({"start": start, "script": ["bob: activate Prodigal Pyromancer targeting Spectral Snatcher", "resolve",
                                     "bob: choose yes", "resolve"],
          "expect": {"stack": [], "bob": {"hand": [], "graveyard": ["Island"]},
                     "permanents": [{"name": "Spectral Snatcher", "damage": 1}]}}, "Spectral Snatcher")


def test_a_player_who_cant_pay_the_ward_cost_is_not_asked_and_the_spell_is_countered_cr_118_3() -> None:
    play({"start": {"active": "bob", "players": {"alice": {"battlefield": ["Vein Ripper"]},
                                                 "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}}},
          "script": ["bob: cast Lightning Bolt targeting Vein Ripper", "resolve"],
          "expect": {"stack": [], "bob": {"graveyard": ["Lightning Bolt"]},
                     "permanents": [{"name": "Vein Ripper", "damage": 0}]}}, "Vein Ripper")


def test_each_ward_instance_triggers_separately_a_granted_one_too_cr_702_21b() -> None:
    play({"start": {"active": "bob", "players": {
            "alice": {"battlefield": ["Tomakul Honor Guard", {"card": "Crystal Carapace",
                                                              "attached_to": "Tomakul Honor Guard"}]},
            "bob": {"hand": ["Lightning Bolt"], "battlefield": [{"card": "Mountain", "count": 5}]}}},
          "script": ["bob: cast Lightning Bolt targeting Tomakul Honor Guard", "resolve", "bob: choose yes",
                     "resolve", "bob: choose yes", "resolve"],
          "expect": {"stack": [], "bob": {"graveyard": ["Lightning Bolt"]},
                     "permanents": [{"name": "Tomakul Honor Guard", "damage": 3, "toughness": 4},
                                    {"name": "Mountain", "tapped": True, "count": 5}]}},
         "Tomakul Honor Guard", "Crystal Carapace")


def test_proliferate_gives_energy_and_poison_to_the_chosen_players_only_cr_701_34a() -> None:
    play({"start": {"players": {"alice": {"energy": 2, "hand": ["Steady Progress"], "library": ["Island"],
                                          "battlefield": [{"card": "Island", "count": 3},
                                                          {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}]},
                                "bob": {"poison": 4, "battlefield": [{"card": "Savannah Lions",
                                                                      "counters": {"+1/+1": 1}}]}}},
          "script": ["alice: cast Steady Progress", "resolve", "alice: choose alice, Grizzly Bears"],
          "expect": {"alice": {"energy": 3, "hand": ["Island"]}, "bob": {"poison": 4},
                     "permanents": [{"name": "Grizzly Bears", "counters": {"+1/+1": 2}},
                                    {"name": "Savannah Lions", "counters": {"+1/+1": 1}}]}}, "Steady Progress")


def test_energy_adds_to_the_counters_a_player_has_cr_107_14() -> None:
    play({"start": {"players": {"alice": {"energy": 1, "hand": ["Tune the Narrative"], "library": ["Island"],
                                          "battlefield": ["Island"]}, "bob": {}}},
          "script": ["alice: cast Tune the Narrative", "resolve"],
          "expect": {"alice": {"energy": 3}, "bob": {"energy": 0}}}, "Tune the Narrative")


def test_energy_costs_compile_to_pay_energy_cr_107_14() -> None:
    costs = [ab["activated"]["cost"] for ab in compiled("Aethertorch Renegade")["abilities"] if "activated" in ab]
    assert costs == [{"tap": True, "pay_energy": 2}, {"tap": True, "pay_energy": 8}]
    rhino = compiled("Thriving Rhino")["abilities"][1]["triggered"]["effects"]
    assert rhino[0] == {"pay": {"energy": 2}, "may": True}


@pytest.mark.parametrize(("energy", "counters"), [(2, {"+1/+1": 1}), (1, {})])
def test_you_may_pay_energy_only_with_enough_energy_and_if_you_do_follows_cr_107_14_and_608_2c(
        energy: int, counters: dict[str, int]) -> None:
    script = ["goto declare_attackers", "alice: attack Thriving Rhino", "resolve", "alice: choose yes"]
    play({"start": {"players": {"alice": {"energy": energy, "battlefield": ["Thriving Rhino"]}, "bob": {}}},
          "script": script + ["goto postcombat_main"],
          "expect": {"alice": {"energy": 0 if energy >= 2 else energy},
                     "permanents": [{"name": "Thriving Rhino", "counters": counters}]}}, "Thriving Rhino")


@pytest.mark.parametrize(("name", "keywords"), [("Futurist Sentinel", ["Crew 3"]),
                                                ("Thundering Chariot", ["First strike", "Trample", "Haste", "Crew 1"])])
def test_a_crew_line_compiles_to_the_crew_keyword_cr_702_122a(name: str, keywords: list[str]) -> None:
    got = compiled(name)
    assert got["keywords"] == keywords and (got["power"], got["toughness"]) == (int(FACES[name]["power"]),
                                                                              int(FACES[name]["toughness"]))


@pytest.mark.parametrize("text", ["Crew", "Crew X", "Crew 0", "Crew {2}"])
def test_a_near_miss_of_crew_stays_unparsed(text: str) -> None:
    assert compile_face(_face("Test Vehicle", text, "Artifact — Vehicle", "3", "3")).status == "unparsed"


def test_a_crewed_vehicle_is_a_creature_until_end_of_turn_only_cr_702_122a_and_301_7a() -> None:
    play({"start": {"players": {"alice": {"battlefield": ["Thundering Chariot", {"card": "Savannah Lions",
                                                                                 "sick": True}]}, "bob": {}}},
          "script": ["alice: activate Thundering Chariot", "resolve",
                     "goto declare_attackers", "alice: attack Thundering Chariot", "goto end", "goto cleanup",
                     "goto upkeep"],
          "expect": {"bob": {"life": 17},
                     "permanents": [{"name": "Thundering Chariot", "types": ["Artifact"]}]}}, "Thundering Chariot")


def test_a_coin_flip_compiles_to_flip_coin_and_the_flip_conditions_cr_705_1() -> None:
    effects = compiled("Viashino Sandswimmer")["abilities"][0]["activated"]["effects"]
    assert effects == [{"flip_coin": {}}, {"bounce": {"what": "self"}, "if": {"won_flip": True}},
                       {"sacrifice": {"what": "self"}, "if": {"lost_flip": True}}]
    crypt = compiled("Mana Crypt")["abilities"][0]["triggered"]["effects"]
    assert crypt == [{"flip_coin": {}}, {"damage": {"amount": 3, "to": "you"}, "if": {"lost_flip": True}}]


@pytest.mark.parametrize("text", [
    "Flip two coins. If you win both flips, draw a card.",
    "Flip a coin. If you win the flip, draw a card and you lose 1 life.",     # a compound instruction
    "If you win the flip, draw a card.",                                       # a result with no flip before it
    "Draw a card. If you lose the flip, discard a card.",
])
def test_a_near_miss_of_a_coin_flip_stays_unparsed(text: str) -> None:
    assert compile_face(_face("Test Subject", text, "Sorcery", None, None)).status == "unparsed"


@pytest.mark.parametrize("seed", range(1, 9))
def test_exactly_the_branch_of_the_flips_result_happens_cr_705_1(seed: int) -> None:
    doc = {"name": "kw", "seed": seed, "cards": [compiled("Viashino Sandswimmer") | {"name": "Viashino Sandswimmer"}],
           "start": {"players": {"alice": {"battlefield": ["Viashino Sandswimmer", "Mountain"]}, "bob": {}}},
           "script": ["alice: activate Viashino Sandswimmer", "resolve"]}
    sc = load_text(json.dumps(doc), "<kw>")[0]
    game = build_game(sc)
    run_script(game, sc.script)
    flips = [e for _, _, e in game.state.events if isinstance(e, CoinFlip)]
    assert len(flips) == 1 and flips[0].player == 0
    alice = game.state.players[0]
    where = "hand" if alice.hand else "graveyard" if alice.graveyard else "battlefield"
    assert where == ("hand" if flips[0].won else "graveyard")


def test_storm_compiles_as_a_keyword_and_copies_for_each_spell_cast_before_it_cr_702_40a() -> None:
    assert compiled("Grapeshot")["keywords"] == ["Storm"]
    play({"start": {"players": {"alice": {"hand": ["Grapeshot"], "battlefield": [{"card": "Mountain", "count": 2}]},
                                "bob": {}}},
          "script": ["alice: cast Grapeshot targeting bob", "resolve", "resolve"],
          "expect": {"stack": [], "bob": {"life": 19}, "log_has": ["no other spell was cast before it"]}},
         "Grapeshot")
    play({"start": {"players": {
            "alice": {"hand": ["Grapeshot", "Giant Growth"], "battlefield": [{"card": "Mountain", "count": 2}, "Forest",
                                                                             "Grizzly Bears"]}, "bob": {}}},
          "script": ["alice: cast Giant Growth targeting Grizzly Bears", "resolve", "alice: cast Grapeshot targeting bob",
                     "resolve", "alice: choose keep bob", "resolve", "resolve"],
          "expect": {"stack": [], "bob": {"life": 18}}}, "Grapeshot")
