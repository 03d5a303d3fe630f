"""The card vocabularies (manastack/cards/vocabulary.py): each word defined once, by the module that
implements it, read by the loader and the rules alike, and documented in docs/cards.md."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from manastack.cards.loader import CardFormatError, card_from_data
from manastack.cards.vocabulary import (
    CONDITIONS,
    EFFECT_VERBS,
    KEYWORDS,
    REFERENCES,
    STATIC_KINDS,
    TRIGGER_EVENTS,
    Vocabulary,
)
from manastack.effects import load_all

DOCS = (Path(__file__).resolve().parent.parent / "docs" / "cards.md").read_text(encoding="utf-8")
load_all()
ALL = {"effect": EFFECT_VERBS, "trigger event": TRIGGER_EVENTS, "static ability": STATIC_KINDS,
       "condition": CONDITIONS, "reference": REFERENCES, "keyword": KEYWORDS}


@pytest.mark.parametrize(("what", "name"), [(w, n) for w, v in ALL.items() for n in v.names()])
def test_every_word_of_the_card_vocabulary_is_documented_with_its_rule(what: str, name: str) -> None:
    word = ALL[what][name]
    assert re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", word.rule), f"{what} {name}: rule {word.rule!r}"
    written = re.search(rf"`(static: )?{re.escape(name)}(`|: )", DOCS) or (what == "reference" and name == "each")
    assert written, f"docs/cards.md doesn't name {what} {name!r}"


def test_every_vocabulary_has_its_implementations_after_loading() -> None:
    # an effect verb without a handler, or a trigger event without a matcher, would load cards that can't play
    assert all(EFFECT_VERBS[v].handler is not None for v in EFFECT_VERBS)
    assert all(TRIGGER_EVENTS[t].fires is not None for t in TRIGGER_EVENTS)
    assert all(CONDITIONS[c].check is not None for c in CONDITIONS)
    assert all(REFERENCES[r].resolve is not None for r in REFERENCES)


def test_a_word_defined_twice_is_refused() -> None:
    v: Vocabulary[int] = Vocabulary("test word")
    v.define("x", 1)
    with pytest.raises(ValueError, match="defined twice"):
        v.define("x", 2)


@pytest.mark.parametrize(("data", "message"), [
    ({"abilities": [{"static": "cant_blok"}]}, "unknown static ability 'cant_blok'; did you mean cant_block"),
    ({"abilities": [{"triggered": {"when": "dies_", "effects": [{"draw": 1}]}}]},
     "unknown trigger event 'dies_'; did you mean dies"),
    ({"abilities": [{"triggered": {"when": "enters", "if": {"life_atmost": 3}, "effects": [{"draw": 1}]}}]},
     "unknown condition 'life_atmost'; did you mean life_at_most"),
    ({"abilities": [{"triggered": {"when": "enters", "effects": [{"drow": 1}]}}]},
     "unknown effect 'drow'; did you mean draw"),
    ({"abilities": [{"triggered": {"when": "enters", "effects": [{"draw": {"player": "each_oponent"}}]}}]},
     "unknown reference 'each_oponent'; did you mean each_opponent"),
])
def test_the_loader_refuses_a_misspelt_word_of_any_vocabulary_with_a_suggestion(data: dict[str, object],
                                                                                message: str) -> None:
    card = {"name": "Bear", "type": "Creature — Bear", "power": 2, "toughness": 2, **data}
    with pytest.raises(CardFormatError) as e:
        card_from_data(card, "bear.yaml:1")
    assert message in str(e.value) and "card 'Bear'" in str(e.value)
