"""The mechanics of the older sets as rules code: phasing (CR 702.26), cycling (702.29), buyback (702.27),
cumulative upkeep (702.24), echo (702.30); the scenarios under scenarios/rules_702_* play them in games."""

from __future__ import annotations

from dataclasses import replace as dataclass_replace

import pytest
from hypothesis import given, strategies as st

from manastack import Game
from manastack.cards.db import bundled_db
from manastack.cards.loader import CardFormatError, card_from_data
from manastack.cards.vocabulary import keyword_problem, normalize_keyword
from manastack.core.types import Zone

from manastack.rules.cycling import cycling_abilities, type_filter, typecycling_problem
from manastack.rules.printed import printed_chars
from manastack.rules.upkeep import upkeep_cost

_MANA = st.lists(st.sampled_from(["{1}", "{2}", "{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{S}"]), min_size=1,
                 max_size=4).map("".join)


@given(_MANA)
def test_cycling_keywords_normalise_to_their_cost_whatever_the_mana_cr_702_29a(cost: str) -> None:
    assert normalize_keyword(f"Cycling {cost}") == f"cycling:{cost}"
    assert normalize_keyword(f"Islandcycling {cost}") == f"cycling:island {cost}"
    assert keyword_problem(normalize_keyword(f"Cycling {cost}")) is None


@given(_MANA)
def test_cost_keywords_keep_their_cost_cr_702_27a_702_30a_702_24a(cost: str) -> None:
    assert normalize_keyword(f"Buyback {cost}") == f"buyback:{cost}"
    assert normalize_keyword(f"Echo {cost}") == f"echo:{cost}"
    assert normalize_keyword(f"Cumulative upkeep {cost}") == f"cumulative_upkeep:{cost}"


@given(st.text(max_size=30))
def test_any_cycling_or_upkeep_text_is_read_or_refused_with_a_reason_never_a_crash(text: str) -> None:
    for kw in (f"Cycling {text}", f"Cumulative upkeep {text}", f"Echo {text}", f"Buyback {text}"):
        problem = keyword_problem(normalize_keyword(kw), kw)
        assert problem is None or isinstance(problem, str)


def test_a_cycling_cost_that_is_not_mana_is_refused_naming_the_card_and_rule_cr_702_29a() -> None:
    with pytest.raises(CardFormatError, match=r"Sandbar Serpent.*702\.29a"):
        card_from_data({"name": "Sandbar Serpent", "cost": "{4}{U}", "type": "Creature — Serpent", "power": 3,
                        "toughness": 4, "keywords": ["Cycling two"]})


def test_typecycling_finds_cards_of_a_subtype_a_card_type_or_a_supertype_and_type_cr_702_29e() -> None:
    assert type_filter("island").subtypes == ("Island",)
    assert type_filter("land").types == ("Land",)
    basic = type_filter("basic land")
    assert basic.types == ("Land",) and basic.supertypes == ("Basic",)
    assert type_filter("wizard").subtypes == ("Wizard",) and type_filter("wizard").types == ()


def test_cycling_is_an_activated_ability_from_the_hand_that_discards_the_card_cr_702_29a() -> None:
    (ab,) = cycling_abilities(printed_chars(bundled_db()["Pendrell Drake"], 0))
    assert ab.zone == "hand" and ab.cost.discard_self and str(ab.cost.mana) == "{2}"
    assert ab.body.single.effects[0].verb == "draw"


def test_upkeep_costs_are_mana_a_choice_of_mana_life_or_a_sacrifice_cr_702_24a() -> None:
    assert upkeep_cost("{U}") == {"mana": ("{U}",)}
    assert upkeep_cost("{W} or {U}") == {"mana": ("{W}", "{U}")}
    assert upkeep_cost("Pay 2 life")["life"].value == 2
    assert upkeep_cost("Sacrifice a land")["sacrifice"].types == ("Land",)
    with pytest.raises(ValueError, match="not an upkeep cost"):
        upkeep_cost('Say "Toy Boat" quickly')


def test_cumulative_upkeep_and_echo_are_triggered_abilities_after_the_objects_own_cr_702_24a_702_30a() -> None:
    db = bundled_db()
    nishoba = printed_chars(db["Arctic Nishoba"], 0)
    assert [t.trigger.event for t in nishoba.triggered] == ["dies", "step"]
    assert nishoba.triggered[1].trigger.step == "upkeep" and nishoba.triggered[1].trigger.whose == "you"
    riders = printed_chars(db["Avalanche Riders"], 0)
    assert riders.triggered[-1].condition is not None and riders.triggered[-1].text == "Echo {3}{R}"


def test_the_phased_in_battlefield_leaves_out_phased_out_permanents_and_follows_phasing_cr_702_26b() -> None:
    game = Game.new([["Breezekeeper"] * 40 + ["Island"] * 20, ["Island"] * 60], seed=1)
    st_ = game.state
    from manastack.rules.zones import create_object

    a = create_object(st_, "Breezekeeper", 0, Zone.BATTLEFIELD)
    b = create_object(st_, "Breezekeeper", 0, Zone.BATTLEFIELD)
    assert [a.id, b.id] == [o for o in st_.permanents() if o in (a.id, b.id)]
    from manastack import events as ev
    from manastack.rules.perform import perform

    perform(st_, ev.PhasesOut(a.id))
    assert a.id not in st_.permanents() and a.id in st_.battlefield and a.zone == Zone.BATTLEFIELD
    assert a.phased_under == 0
    perform(st_, ev.PhasesIn(a.id))
    assert a.id in st_.permanents() and a.phased_under == -1


def _at_upkeep_decision(forces_counters: int, islands: int) -> Game:
    """Alice's upkeep: Illusionary Forces's cumulative upkeep trigger resolved up to its question."""
    from manastack.actions import Pass
    from manastack.judge.scenario import load_text
    from manastack.judge.setup import build_game

    sc = load_text(f"""name: t
start:
  turn: 2
  active: bob
  step: end
  players:
    alice:
      battlefield:
        - {{card: Illusionary Forces, counters: {{age: {forces_counters}}}}}
        - {{card: Island, count: {islands}}}
        - {{card: Sandbar Crocodile}}
      library: [Island, Island]
    bob:
      library: [Island, Island]
""", "t.yaml")[0]
    game = build_game(sc)
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(Pass())
    return game


@pytest.mark.parametrize(("counters", "islands", "pays"), [(0, 4, True), (1, 4, True), (5, 6, False)])
def test_the_heuristic_agent_pays_a_cheap_cumulative_upkeep_and_lets_an_expensive_one_go_cr_702_24a(
        counters: int, islands: int, pays: bool) -> None:
    from manastack.agents import get_agent

    game = _at_upkeep_decision(counters, islands)
    d = game.pending
    assert d is not None and d.data.get("what") == "upkeep_cost"
    a = get_agent("heuristic", 1).choose(game)
    assert (d.options[a.picks[0]].value >= 0) == pays  # type: ignore[attr-defined]


def test_the_heuristic_agent_cycles_a_card_it_cannot_cast_soon_and_keeps_one_it_can_cr_702_29a() -> None:
    from manastack.actions import Activate
    from manastack.agents.heuristic.scoring import Scorer
    from manastack.agents.heuristic.view import View
    from manastack.judge.scenario import load_text
    from manastack.judge.setup import build_game

    def cycling_score(lands: int) -> float:
        sc = load_text(f"""name: t
start:
  players:
    alice:
      battlefield: [{{card: Island, count: {lands}}}]
      hand: [Pendrell Drake]
      library: [Island]
    bob: {{}}
""", "t.yaml")[0]
        game = build_game(sc)
        drake = game.state.players[0].hand[0]
        return Scorer(View(game.state, 0)).activate(Activate(drake, 0))

    assert cycling_score(2) >= 1.0 > cycling_score(4)


@pytest.mark.parametrize("seed", [2, 6])
def test_a_game_of_the_old_mechanics_deck_saved_at_every_upkeep_cost_and_phasing_continues_identically(
        seed: int) -> None:
    """Saves carry phasing (702.26a: who it phased out under), the upkeep marks of echo (702.30a) and a pending
    upkeep payment (702.24a)."""
    from manastack import sample_deck
    from manastack import events as ev
    from manastack.agents import get_agent
    from manastack.serialization import dumps, loads

    def play(save: bool) -> list[str]:
        game = Game.new([sample_deck("ur_old_mechanics"), sample_deck("red_burn")], seed=seed)
        agents = [get_agent("heuristic", seed), get_agent("heuristic", seed + 1)]
        saved = 0
        while not game.is_over and game.state.decisions < 3000:
            d = game.pending
            assert d is not None
            upkeep = game.state.step.value == "upkeep"      # after the untap step's phasing
            if save and (d.data.get("what") == "upkeep_cost" or upkeep):
                game = loads(dumps(game))
                saved += 1
            game.apply(agents[d.player].choose(game))
        assert not save or saved > 0
        assert any(isinstance(e, ev.PhasesOut) for _, _, e in game.state.events)
        return [type(e).__name__ + repr(sorted(vars(e).items()) if hasattr(e, "__dict__") else e)
                for _, _, e in game.state.events]

    assert play(True) == play(False)


def test_artifact_landcycling_finds_cards_that_are_both_artifacts_and_lands_cr_702_29e() -> None:
    f = type_filter("artifact land")
    assert f.types == ("Artifact", "Land") and f.supertypes == ()
    assert type_filter("snow land").supertypes == ("Snow",) and type_filter("snow land").types == ("Land",)


@pytest.mark.parametrize("param", ["each creature card in your hand has {1}{U}",
                                   "each land card in your hand has {R}", "target creature {2}"])
def test_an_ability_that_gives_cards_cycling_is_no_cycling_ability_of_its_own_cr_702_29e(param: str) -> None:
    from manastack.oracle.keywords import expand_keyword    # the compiler is a higher layer than the rules
    assert typecycling_problem(param) is not None
    kind = param.rpartition(" ")[0]
    assert expand_keyword(f"{kind.capitalize()} cycling {param.rpartition(' ')[2]}") == (None, None)
    c = printed_chars(bundled_db()["Grizzly Bears"], 0)
    assert cycling_abilities(dataclass_replace(c, keywords=frozenset({f"cycling:{param}"}))) == ()


@pytest.mark.parametrize("param", ["{2}", "island {2}", "basic land {1}{G}", "artifact land {2}", "wizard {3}",
                                   "{X}{1}{U}"])
def test_cycling_and_typecycling_kinds_are_read_cr_702_29e(param: str) -> None:
    assert typecycling_problem(param) is None


def test_a_when_you_cycle_trigger_uses_the_x_paid_for_cycling_cr_107_3e_702_29c() -> None:
    from test_judge import passes    # the scenario helpers of the judge tests
    passes("""\
name: Shark Typhoon cycled for X=3
start:
  players:
    alice:
      battlefield: [{card: Island, count: 5}]
      hand: [Shark Typhoon]
      library: [Island]
    bob: {}
script:
  - alice: activate Shark Typhoon x=3
  - resolve all
expect:
  permanents:
    - {name: Shark Token, count: 1, power: 3, toughness: 3}
""")
