"""Smoke-playing compiled cards (issue 9): the generated positions cast the card, activate its abilities, set up
its triggers, and what happened must fit what the card says."""

from __future__ import annotations

from dataclasses import replace

import pytest

from manastack.cards.db import bundled_db
from manastack.cards.model import Condition
from manastack.cards.vocabulary import EFFECT_VERBS
from manastack.cardsmoke import GRAVEYARD, SHOWN_BY, _position, _Seen, _unmet_conditions, smoke_card, verdict


def test_a_compiled_creature_with_an_enters_trigger_is_cast_and_plays_from_three_seeds_cr_603_6a() -> None:
    assert smoke_card("Elvish Visionary") == ""


def test_a_compiled_tap_ability_is_activated_with_targets_on_both_sides_cr_602_2() -> None:
    assert smoke_card("Prodigal Pyromancer", seeds=(4,)) == ""


def test_a_counterspell_is_cast_on_the_opponents_spell_cr_701_6a() -> None:
    # Bob holds Giant Growth: when he casts it, Alice's Counterspell has a target (CR 115.1, 601.2c)
    assert smoke_card("Counterspell") == ""


def test_a_dies_trigger_is_set_up_by_destroying_the_card_cr_700_4() -> None:
    assert smoke_card("Anodet Lurker") == ""        # "When this creature dies, you gain 3 life."


def test_an_upkeep_trigger_is_set_up_by_moving_to_the_next_upkeep_cr_503_1() -> None:
    assert smoke_card("Cunning Lethemancer") == ""   # "At the beginning of your upkeep, each player discards a card."


def test_a_trigger_set_up_that_never_triggered_fails_the_card_cr_603_2() -> None:
    card = bundled_db()["Elvish Visionary"]
    assert "enters trigger was set up but never triggered" in verdict(card, _Seen(cast=True))


def test_a_trigger_whose_intervening_if_is_false_in_the_position_is_not_required_to_trigger_cr_603_4() -> None:
    card = bundled_db()["Elvish Visionary"]
    assert verdict(card, _Seen(cast=True, unmet={0})) == ""
    assert "never triggered" in verdict(card, _Seen(cast=True, unmet={1}))


def test_the_position_tells_which_intervening_ifs_it_cant_meet_cr_603_4() -> None:
    card = bundled_db()["Elvish Visionary"]
    (ab,) = card.triggered
    game = _position("Elvish Visionary", 1)
    n = len(GRAVEYARD)                                  # the cards in the smoke graveyard
    more = replace(card, triggered=(replace(ab, condition=Condition("graveyard_at_least", {"count": n + 1})),))
    enough = replace(card, triggered=(replace(ab, condition=Condition("graveyard_at_least", {"count": n})),))
    assert _unmet_conditions(more, game) == {0}
    assert _unmet_conditions(enough, game) == set()


def test_an_effect_that_resolved_without_its_event_fails_the_card_cr_608_2() -> None:
    seen = _Seen(cast=True, expected={"damage"}, shown=set())
    assert "'damage' effect resolved but no damage" in verdict(bundled_db()["Lightning Bolt"], seen)
    # "deals 5 damage to each planeswalker" with no planeswalker in the position: nothing showed it happened
    assert "'damage' effect resolved" in smoke_card("Flame Blitz")


def test_a_card_that_could_not_be_cast_is_reported_not_passed_cr_601_2c() -> None:
    assert "could not be cast" in verdict(bundled_db()["Lightning Bolt"], _Seen())


def test_a_card_named_like_the_death_positions_spell_still_counts_as_cast_cr_601_2() -> None:
    assert smoke_card("Final Judgment") == ""       # "Exile all creatures." (its name ends as Day of Judgment's)


def test_a_trigger_with_an_intervening_if_is_not_required_of_the_generic_positions_cr_603_4() -> None:
    card = bundled_db()["Hollowhenge Scavenger"]     # "When this creature enters, if a creature died this turn, ..."
    assert card.triggered[0].condition is not None
    assert smoke_card("Hollowhenge Scavenger") == ""


def test_a_trigger_removed_for_want_of_a_legal_target_triggered_cr_603_3d() -> None:
    assert smoke_card("Halo Hunter") == ""           # "When this creature enters, destroy target Angel." (no Angel)


def test_an_instant_for_attacking_or_blocking_creatures_is_cast_in_the_combat_position_cr_506_4() -> None:
    assert smoke_card("Righteousness") == ""         # "Target blocking creature gets +7/+7 until end of turn."
    assert smoke_card("Aang's Defense") == ""        # "Target blocking creature you control ...": Bob attacks


def test_counter_target_kind_of_spell_finds_a_spell_of_that_kind_in_alices_hand_cr_115_1() -> None:
    assert smoke_card("Artifact Blast") == ""        # "Counter target artifact spell." (an Ornithopter in hand)


def test_a_graveyard_target_of_the_less_common_kinds_exists_cr_115_1() -> None:
    assert smoke_card("Déjà Vu") == ""               # "Return target sorcery card from your graveyard to your hand."


def test_the_legend_rule_keeps_the_placed_copy_so_that_it_attacks_cr_704_5j() -> None:
    assert smoke_card("Iroh, Firebending Instructor") == ""     # "Whenever Iroh attacks, ..."


def test_every_effect_verb_names_the_events_that_show_it_happened() -> None:
    missing = [v for v in EFFECT_VERBS.names() if v not in SHOWN_BY]
    assert not missing, f"add these verbs to cardsmoke.SHOWN_BY with the event kinds that show them: {missing}"


def test_cards_coverage_prints_the_shipped_smoke_passed_count_of_the_pool_without_smoke_playing() -> None:
    import io

    from manastack.cardlist import run_coverage
    from manastack.cards.corpus import corpus_path
    from manastack.cards.db import smoke_passed

    if corpus_path() is None:
        pytest.skip("card corpus not found beside the checkout")
    assert len(smoke_passed()) > 1000, "no shipped smoke status: run `manastack cards compile`"
    out = io.StringIO()
    assert run_coverage(limit=300, stream=out) == 0
    row = next(line for line in out.getvalue().splitlines() if "smoke-passed" in line)
    assert "%" in row and "not measured" not in row, row
