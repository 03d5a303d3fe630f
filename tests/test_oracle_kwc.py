"""Alternative and additional costs of keywords (issue 9; rules/alt_costs.py, rules/entwine.py, rules/morph.py):
megamorph, disguise, evoke, dash, blitz, spectacle, surge and entwine lines of real cards compile to the keywords the
rules implement, near misses stay unparsed, and the compiled cards play as the rules say (CR 118.9, 601.2b, 601.2f,
702)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.actions import Cast
from manastack.cards.vocabulary import keyword_problem, normalize_keyword
from manastack.core.mana import parse_cost
from manastack.effects import load_all
from manastack.judge.runner import run_scenario
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.oracle.compiler import compile_face
from manastack.rules.alt_costs import alternatives_of
from manastack.rules.priority import legal_actions

load_all()


def _face(name: str, text: str, type_: str, power: str | None, toughness: str | None, cost: str) -> dict[str, Any]:
    types = [t for t in ("Artifact", "Enchantment", "Creature", "Land", "Instant", "Sorcery") if t in type_.split("—")[0]]
    return {"name": name, "type": type_, "types": types, "text": text, "manaCost": cost, "power": power,
            "toughness": toughness, "layout": "normal"}


#: Real cards as the corpus (MTGJSON AtomicCards) has them.
FACES: dict[str, dict[str, Any]] = {
    'Marsh Hulk': _face('Marsh Hulk', 'Megamorph {6}{B} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its megamorph cost and put a +1/+1 counter on it.)', 'Creature — Zombie Ogre', '4', '6', '{4}{B}{B}'),
    'Aerie Bowmasters': _face('Aerie Bowmasters', 'Reach (This creature can block creatures with flying.)\nMegamorph {5}{G} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its megamorph cost and put a +1/+1 counter on it.)', 'Creature — Dog Archer', '3', '4', '{2}{G}{G}'),
    'Mulldrifter': _face('Mulldrifter', "Flying\nWhen this creature enters, draw two cards.\nEvoke {2}{U} (You may cast this spell for its evoke cost. If you do, it's sacrificed when it enters.)", 'Creature — Elemental', '2', '2', '{4}{U}'),
    'Shriekmaw': _face('Shriekmaw', "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)\nWhen this creature enters, destroy target nonartifact, nonblack creature.\nEvoke {1}{B} (You may cast this spell for its evoke cost. If you do, it's sacrificed when it enters.)", 'Creature — Elemental', '3', '2', '{4}{B}'),
    'Mardu Scout': _face('Mardu Scout', "Dash {1}{R} (You may cast this spell for its dash cost. If you do, it gains haste, and it's returned from the battlefield to its owner's hand at the beginning of the next end step.)", 'Creature — Goblin Scout', '3', '1', '{R}{R}'),
    'Night Clubber': _face('Night Clubber', 'When this creature enters, creatures your opponents control get -1/-1 until end of turn.\nBlitz {2}{B} (If you cast this spell for its blitz cost, it gains haste and "When this creature dies, draw a card." Sacrifice it at the beginning of the next end step.)', 'Creature — Human Warrior', '2', '2', '{1}{B}{B}'),
    'Nightdrinker Moroii': _face('Nightdrinker Moroii', 'Flying\nWhen this creature enters, you lose 3 life.\nDisguise {B}{B} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its disguise cost.)', 'Creature — Vampire', '4', '2', '{3}{B}'),
    'Skewer the Critics': _face('Skewer the Critics', 'Spectacle {R} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)\nSkewer the Critics deals 3 damage to any target.', 'Sorcery', None, None, '{2}{R}'),
    'Goblin Freerunner': _face('Goblin Freerunner', "Surge {1}{R} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)\nMenace (This creature can't be blocked except by two or more creatures.)", 'Creature — Goblin Warrior Ally', '3', '2', '{3}{R}'),
    'Rain of Rust': _face('Rain of Rust', 'Choose one —\n• Destroy target artifact.\n• Destroy target land.\nEntwine {3}{R} (Choose both if you pay the entwine cost.)', 'Instant', None, None, '{3}{R}{R}'),
    'Temporal Cascade': _face('Temporal Cascade', 'Choose one —\n• Each player shuffles their hand and graveyard into their library.\n• Each player draws seven cards.\nEntwine {2} (Choose both if you pay the entwine cost.)', 'Sorcery', None, None, '{5}{U}{U}'),
    'Rust-Shield Rampager': _face('Rust-Shield Rampager', "Offspring {2} (You may pay an additional {2} as you cast this spell. If you do, when this creature enters, create a 1/1 token copy of it.)\nThis creature can't be blocked by creatures with power 2 or less.", 'Creature — Raccoon Warrior', '4', '4', '{3}{G}'),
    'Eagle Vision': _face('Eagle Vision', 'Freerunning {1}{U} (You may cast this spell for its freerunning cost if you dealt combat damage to a player this turn with an Assassin or commander.)\nDraw three cards.', 'Sorcery', None, None, '{4}{U}'),
    'Hagra Sharpshooter': _face('Hagra Sharpshooter', '{4}{B}: Target creature gets -1/-1 until end of turn.', 'Creature — Human Assassin Ally', '2', '2', '{2}{B}'),
}


def _data(name: str) -> dict[str, Any]:
    r = compile_face(FACES[name])
    assert r.status == "compiled" and r.data is not None, r.phrase
    return r.data


def _doc(names: list[str], alice: dict[str, Any], bob: dict[str, Any] | None = None, script: list[str] | None = None,
         expect: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"name": "kwc", "cards": [_data(n) for n in names],
            "start": {"turn": 3, "active": "alice", "step": "precombat_main",
                      "players": {"alice": alice, "bob": bob or {}}},
            "script": script or [], "expect": expect or {}}


def play(names: list[str], alice: dict[str, Any], bob: dict[str, Any] | None, script: list[str],
         expect: dict[str, Any]) -> None:
    """Run a judge scenario whose ``cards:`` are the compiled data of the named real cards."""
    (sc,) = load_text(json.dumps(_doc(names, alice, bob, script, expect)), "<kwc>")
    result = run_scenario(sc)
    assert result.passed, "\n".join(result.failures + result.log[-30:])


def casts(names: list[str], alice: dict[str, Any], bob: dict[str, Any] | None = None) -> list[Cast]:
    """Alice's legal casts in the position."""
    (sc,) = load_text(json.dumps(_doc(names, alice, bob)), "<kwc>")
    game = build_game(sc)
    return [a for a in legal_actions(game.state, 0) if isinstance(a, Cast)]


@pytest.mark.parametrize("name,keyword", [
    ("Marsh Hulk", "Megamorph {6}{B}"), ("Aerie Bowmasters", "Megamorph {5}{G}"), ("Mulldrifter", "Evoke {2}{U}"),
    ("Mardu Scout", "Dash {1}{R}"), ("Night Clubber", "Blitz {2}{B}"), ("Nightdrinker Moroii", "Disguise {B}{B}"),
    ("Skewer the Critics", "Spectacle {R}"), ("Goblin Freerunner", "Surge {1}{R}"), ("Rain of Rust", "Entwine {3}{R}"),
    ("Temporal Cascade", "Entwine {2}"), ("Rust-Shield Rampager", "Offspring {2}"),
    ("Eagle Vision", "Freerunning {1}{U}"),
])
def test_the_keyword_line_of_a_real_card_compiles_to_its_cost_keyword_cr_702(name: str, keyword: str) -> None:
    assert keyword in _data(name)["keywords"]


@pytest.mark.parametrize("line", [
    "Evoke—Exile a white card from your hand.",         # Solitude: a cost that isn't mana (not implemented)
    "Dash—Pay 3 life.",
    "Megamorph",
    "Entwine—Sacrifice a creature.",
    "Disguise {2}{U}{U} and {1}",
])
def test_a_cost_keyword_whose_cost_isnt_mana_stays_unparsed_cr_702(line: str) -> None:
    r = compile_face(_face("Near Miss", line, "Creature — Test", "2", "2", "{3}"))
    assert r.status != "compiled"


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["evoke", "dash", "blitz", "spectacle", "surge", "freerunning"]),
       st.lists(st.sampled_from(["{W}", "{U}", "{B}", "{R}", "{G}", "{1}", "{2}", "{3}", "{C}", "{G/U}"]), min_size=1,
                max_size=4))
def test_an_alternative_cost_keyword_is_its_cost_whatever_mana_it_is_written_with_cr_118_9(word: str,
                                                                                        symbols: list[str]) -> None:
    cost = "".join(symbols)
    kw = normalize_keyword(f"{word.capitalize()} {cost.lower()}")
    assert keyword_problem(kw, f"{word.capitalize()} {cost}") is None
    assert alternatives_of(frozenset({kw})) == ((word, parse_cost(cost)),)


def test_megamorph_turned_face_up_for_its_cost_puts_a_counter_on_it_cr_702_37b() -> None:
    play(["Marsh Hulk"], {"battlefield": [{"card": "Marsh Hulk", "id": "hulk", "face_down": True},
                                          {"card": "Swamp", "count": 7}]}, None,
         ["alice: special hulk"],
         {"permanents": [{"id": "hulk", "face_down": False, "power": 5, "toughness": 7, "counters": {"+1/+1": 1}}]})


def test_a_megamorph_card_is_cast_face_down_with_morph_for_three_cr_702_37b_702_37c() -> None:
    got = casts(["Marsh Hulk"], {"hand": ["Marsh Hulk"], "battlefield": [{"card": "Swamp", "count": 3}]})
    assert [a.extras for a in got] == [("morph",)]


def test_evoke_is_offered_only_as_an_alternative_to_the_mana_cost_cr_702_74a_601_2b() -> None:
    got = casts(["Mulldrifter"], {"hand": ["Mulldrifter"], "battlefield": [{"card": "Island", "count": 3}]})
    assert [a.extras for a in got] == [("evoke",)]
    got = casts(["Mulldrifter"], {"hand": ["Mulldrifter"], "battlefield": [{"card": "Island", "count": 5}]})
    assert sorted(a.extras for a in got) == [(), ("evoke",)]


def test_an_evoked_mulldrifter_draws_and_is_sacrificed_cr_702_74a() -> None:
    play(["Mulldrifter"], {"hand": ["Mulldrifter"], "battlefield": [{"card": "Island", "count": 3}],
                           "library": ["Island"] * 3},
         None, ["alice: cast Mulldrifter with evoke", "resolve", "alice: choose Mulldrifter (1)", "resolve all"],
         {"alice": {"graveyard": ["Mulldrifter"], "hand": ["Island", "Island"]}})


def test_a_mulldrifter_put_onto_the_battlefield_without_being_cast_isnt_sacrificed_cr_702_74a_603_4() -> None:
    play(["Mulldrifter"], {"battlefield": ["Mulldrifter"], "library": ["Island"] * 3}, None,
         ["goto declare_attackers", "alice: attack none", "goto end"], {"permanents": [{"name": "Mulldrifter"}]})


def test_a_dashed_creature_has_haste_and_returns_to_hand_at_the_next_end_step_cr_702_109a() -> None:
    play(["Mardu Scout"], {"hand": ["Mardu Scout"], "battlefield": ["Mountain", "Swamp"]}, None,
         ["alice: cast Mardu Scout with dash", "resolve", "goto declare_attackers", "alice: attack Mardu Scout",
          "goto end", "resolve all"],
         {"alice": {"hand": ["Mardu Scout"]}, "bob": {"life": 17}})


def test_a_blitzed_creature_is_sacrificed_at_the_next_end_step_and_draws_a_card_as_it_dies_cr_702_152a() -> None:
    play(["Night Clubber"], {"hand": ["Night Clubber"], "battlefield": ["Swamp", "Mountain", "Mountain"],
                             "library": ["Island"] * 2}, None,
         ["alice: cast Night Clubber with blitz", "resolve all", "goto declare_attackers", "alice: attack none",
          "goto end", "resolve all"],
         {"alice": {"hand": ["Island"], "graveyard": ["Night Clubber"]}})


def test_a_blitzed_creature_that_dies_before_the_end_step_draws_a_card_cr_702_152a() -> None:
    play(["Night Clubber"], {"hand": ["Night Clubber", "Lightning Bolt"],
                             "battlefield": ["Swamp", "Mountain", "Mountain", "Mountain"], "library": ["Island"] * 2},
         None,
         ["alice: cast Night Clubber with blitz", "resolve all", "alice: cast Lightning Bolt targeting Night Clubber",
          "resolve all"],
         {"alice": {"hand": ["Island"], "graveyard": ["Lightning Bolt", "Night Clubber"]}})


def test_a_disguised_creature_is_a_face_down_two_two_with_ward_two_cr_702_168a() -> None:
    got = casts(["Nightdrinker Moroii"], {"hand": ["Nightdrinker Moroii"], "battlefield": [{"card": "Plains", "count": 3}]})
    assert [a.extras for a in got] == [("disguise",)]
    play(["Nightdrinker Moroii"], {"hand": ["Nightdrinker Moroii"], "battlefield": [{"card": "Plains", "count": 3}]},
         None, ["alice: cast Nightdrinker Moroii with disguise", "resolve"],
         {"alice": {"life": 20},
          "permanents": [{"name": "Nightdrinker Moroii", "face_down": True, "power": 2, "toughness": 2,
                          "keywords": ["ward:{2}"]}]})


def test_spectacle_needs_an_opponent_to_have_lost_life_this_turn_cr_702_137a() -> None:
    alice = {"hand": ["Skewer the Critics"], "battlefield": ["Mountain"]}
    assert casts(["Skewer the Critics"], alice) == []
    play(["Skewer the Critics"], {**alice, "hand": ["Skewer the Critics", "Shock"], "battlefield": ["Mountain"] * 2},
         None, ["alice: cast Shock targeting bob", "resolve", "alice: cast Skewer the Critics targeting bob with spectacle",
                "resolve"], {"bob": {"life": 15}})


def test_surge_needs_another_spell_cast_this_turn_by_its_caster_cr_702_117a() -> None:
    assert casts(["Goblin Freerunner"], {"hand": ["Goblin Freerunner"], "battlefield": ["Mountain"] * 2}) == []
    play(["Goblin Freerunner"], {"hand": ["Goblin Freerunner", "Shock"], "battlefield": ["Mountain"] * 3}, None,
         ["alice: cast Shock targeting bob", "resolve", "alice: cast Goblin Freerunner with surge", "resolve"],
         {"permanents": [{"name": "Goblin Freerunner"}]})


def test_an_opponents_spell_doesnt_enable_surge_cr_702_117a() -> None:
    play(["Goblin Freerunner"], {"hand": ["Goblin Freerunner"], "battlefield": ["Mountain"] * 2},
         {"hand": ["Shock"], "battlefield": ["Mountain"]},
         ["pass", "bob: cast Shock targeting alice", "resolve", "alice: illegal cast Goblin Freerunner with surge"],
         {"alice": {"life": 18}})


def test_entwine_chooses_every_mode_and_pays_the_additional_cost_cr_702_42a_b() -> None:
    got = casts(["Rain of Rust"], {"hand": ["Rain of Rust"], "battlefield": [{"card": "Mountain", "count": 9}]},
                {"battlefield": ["Ornithopter", "Island"]})
    entwined = [a for a in got if "entwine" in a.extras]
    assert entwined and all(a.modes == (0, 1) for a in entwined)
    assert not [a for a in casts(["Rain of Rust"], {"hand": ["Rain of Rust"],
                                                    "battlefield": [{"card": "Mountain", "count": 8}]},
                                 {"battlefield": ["Ornithopter", "Island"]}) if "entwine" in a.extras]


def test_an_entwined_temporal_cascade_shuffles_then_draws_seven_in_the_order_written_cr_702_42b() -> None:
    play(["Temporal Cascade"], {"hand": ["Temporal Cascade", "Forest"], "battlefield": [{"card": "Island", "count": 9}],
                                "library": ["Island"] * 8},
         {"library": ["Island"] * 8, "hand": ["Forest"]},
         ["alice: cast Temporal Cascade modes 1, 2 with entwine", "resolve"],
         {"alice": {"library_count": 2}, "bob": {"library_count": 2}})


def test_offspring_paid_makes_a_one_one_token_copy_of_the_permanent_cr_702_175a() -> None:
    play(["Rust-Shield Rampager"], {"hand": ["Rust-Shield Rampager"], "battlefield": [{"card": "Forest", "count": 6}]},
         None, ["alice: cast Rust-Shield Rampager with offspring", "resolve all"],
         {"permanents": [{"name": "Rust-Shield Rampager", "token": False, "power": 4, "toughness": 4},
                         {"name": "Rust-Shield Rampager", "token": True, "power": 1, "toughness": 1},
                         {"name": "Forest", "count": 6}]})


def test_offspring_is_an_optional_additional_cost_offered_only_when_it_can_be_paid_cr_702_175a_601_2f() -> None:
    got = casts(["Rust-Shield Rampager"], {"hand": ["Rust-Shield Rampager"], "battlefield": [{"card": "Forest", "count": 5}]})
    assert [a.extras for a in got] == [()]


def test_freerunning_needs_combat_damage_to_a_player_by_an_assassin_its_caster_controls_cr_702_173a() -> None:
    alice = {"hand": ["Eagle Vision"], "battlefield": [{"card": "Hagra Sharpshooter", "attacking": "bob"},
                                                      {"card": "Island", "count": 2}], "library": ["Island"] * 3}
    (sc,) = load_text(json.dumps({**_doc(["Eagle Vision", "Hagra Sharpshooter"], alice),
                                  "start": {"turn": 3, "active": "alice", "step": "declare_blockers",
                                            "players": {"alice": alice, "bob": {}}},
                                  "script": ["alice: illegal cast Eagle Vision with freerunning",
                                             "goto postcombat_main", "alice: cast Eagle Vision with freerunning",
                                             "resolve"],
                                  "expect": {"alice": {"hand": ["Island", "Island", "Island"]}, "bob": {"life": 18}}}),
                      "<kwc>")
    result = run_scenario(sc)
    assert result.passed, "\n".join(result.failures + result.log[-30:])


def test_combat_damage_by_a_creature_that_isnt_an_assassin_doesnt_allow_freerunning_cr_702_173a() -> None:
    alice = {"hand": ["Eagle Vision"], "battlefield": [{"card": "Grizzly Bears", "attacking": "bob"},
                                                      {"card": "Hagra Sharpshooter"}, {"card": "Island", "count": 2}]}
    (sc,) = load_text(json.dumps({**_doc(["Eagle Vision", "Hagra Sharpshooter"], alice),
                                  "start": {"turn": 3, "active": "alice", "step": "declare_blockers",
                                            "players": {"alice": alice, "bob": {}}},
                                  "script": ["goto postcombat_main", "alice: illegal cast Eagle Vision with freerunning"],
                                  "expect": {"bob": {"life": 18}}}), "<kwc>")
    result = run_scenario(sc)
    assert result.passed, "\n".join(result.failures + result.log[-30:])
