"""The card words of the replacement issue's second part read by the loader: the step argument (CR 500.1,
614.10), the dredge and flashback keywords (CR 702.52a, 702.34a) and the life_total quantity (Lich), refused with
what is wrong when misspelt."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from manastack.cards.loader import CardFormatError, card_from_data
from manastack.cards.vocabulary import keyword_problem, normalize_keyword
from manastack.core.types import Step
from manastack.effects import load_all

load_all()


def _sorcery(effect: dict[str, object]) -> dict[str, object]:
    return {"name": "Test Skip", "type": "Sorcery", "cost": "{U}", "spell": {"targets": ["player"],
                                                                          "effects": [effect]}}


@pytest.mark.parametrize("step", [s.value for s in Step])
def test_skip_next_step_reads_every_step_of_rule_500_1(step: str) -> None:
    card = card_from_data(_sorcery({"skip_next_step": step}), "skip.yaml:1")
    assert card.spell is not None
    assert card.spell.modes[0].effects[0].args["step"] == step


def test_a_misspelt_step_is_refused_naming_the_steps_of_rule_500_1() -> None:
    with pytest.raises(CardFormatError) as e:
        card_from_data(_sorcery({"skip_next_step": "draw_step"}), "skip.yaml:1")
    assert "a step is one of untap, upkeep, draw" in str(e.value) and "card 'Test Skip'" in str(e.value)


@given(st.integers(min_value=1, max_value=99))
def test_dredge_n_of_rule_702_52a_is_read_as_a_keyword_with_its_number(n: int) -> None:
    kw = normalize_keyword(f"Dredge {n}")
    assert kw == f"dredge:{n}" and keyword_problem(kw) is None


@pytest.mark.parametrize("written", ["Dredge", "Dredge X", "Dredge 0"])
def test_dredge_without_a_positive_number_is_refused_per_rule_702_52a(written: str) -> None:
    card = {"name": "Bad Dredger", "type": "Creature — Zombie", "cost": "{B}", "power": 1, "toughness": 1,
            "keywords": [written]}
    with pytest.raises(CardFormatError) as e:
        card_from_data(card, "dredge.yaml:1")
    assert "card 'Bad Dredger'" in str(e.value) and "dredge" in str(e.value).lower()


@pytest.mark.parametrize("cost", ["{5}{U}{U}", "{1}{R}", "{X}{B}"])
def test_flashback_with_a_mana_cost_of_rule_702_34a_is_read_as_a_keyword_with_its_cost(cost: str) -> None:
    kw = normalize_keyword(f"Flashback {cost}")
    assert kw == f"flashback:{cost}" and keyword_problem(kw) is None


@pytest.mark.parametrize("written", ["Flashback {Z}", "Flashback", "Flashback 5"])
def test_flashback_without_a_mana_cost_is_refused_per_rule_702_34a(written: str) -> None:
    card = {"name": "Bad Flashback", "type": "Instant", "cost": "{U}", "keywords": [written],
            "spell": {"effects": [{"draw": 1}]}}
    with pytest.raises(CardFormatError) as e:
        card_from_data(card, "flashback.yaml:1")
    assert "card 'Bad Flashback'" in str(e.value) and "flashback" in str(e.value).lower()


@pytest.mark.parametrize("written", ["life_total", "-life_total"])
def test_life_total_is_a_quantity_for_lich_s_life_loss_cr_119_1(written: str) -> None:
    card = card_from_data(_sorcery({"lose_life": {"amount": written, "player": "target"}}), "lich.yaml:1")
    assert card.spell is not None
    q = card.spell.modes[0].effects[0].args["amount"]
    assert (q.kind, q.value) == ("life_total", -1 if written.startswith("-") else 1)
