"""How many colours an object has (CR 105.2a-c) and choosing a colour (105.4): the filter keys
``monocolored``, ``multicolored`` and ``colorless``."""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from manastack.cards.loader import CardFormatError, card_from_data
from manastack.cards.model import Filter
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.notation import parse_action
from manastack.rules.filters import fits


@dataclass
class _Colored:
    """Just what a filter reads of an object."""

    colors: frozenset[str]
    types: frozenset[str] = frozenset({"Creature"})
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    keywords: frozenset[str] = frozenset()
    power: int | None = 2
    controller: int = 0
    mana_value: int = 2


@given(st.frozensets(st.sampled_from("WUBRG")))
def test_every_object_is_exactly_one_of_colorless_monocolored_and_multicolored_cr_105_2a_c(colors: frozenset[str]
                                                                                          ) -> None:
    c = _Colored(colors)
    kinds = [k for k in ("colorless", "monocolored", "multicolored")
             if fits(None, 1, c, Filter(**{k: True}), None, 0)]   # type: ignore[arg-type]
    assert kinds == [{0: "colorless", 1: "monocolored"}.get(len(colors), "multicolored")]
    # "false" is the complement: "nonmulticolored"
    assert all(fits(None, 1, c, Filter(**{k: False}), None, 0) != (k in kinds)   # type: ignore[arg-type]
               for k in ("colorless", "monocolored", "multicolored"))


def test_a_colour_count_filter_key_that_isnt_true_or_false_is_a_load_error_naming_the_card_cr_105_2() -> None:
    card = {"name": "Bad Price", "cost": "{1}{B}", "type": "Instant", "text": "",
            "spell": {"targets": [{"creature": {"monocolored": "yes"}}], "effects": [{"destroy": "target"}]}}
    with pytest.raises(CardFormatError) as e:
        card_from_data(card, "bad.yaml:3")
    assert "bad.yaml:3" in str(e.value) and "card 'Bad Price'" in str(e.value)
    assert "'monocolored' is true or false, not 'yes'" in str(e.value)


def test_a_colour_to_choose_is_one_of_the_five_never_multicolored_or_colorless_cr_105_4() -> None:
    game = build_game(load_text(textwrap.dedent("""\
        name: t
        start:
          players:
            alice:
              battlefield: [Birds of Paradise]
            bob: {}
        """), "t.yaml")[0])
    game.apply(parse_action(game, "activate Birds of Paradise"))
    decision = game.pending
    assert decision is not None and decision.rule == "106.1"
    assert [o.label for o in decision.options] == ["W", "U", "B", "R", "G"]
