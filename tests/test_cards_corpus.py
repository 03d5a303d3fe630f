"""The bundled cards against the Oracle corpus (../shared/data/cards/AtomicCards.json.xz),
and the sample decks against the bundled cards."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from manastack.cards.corpus import check_card, compare_card, find_shared_dir, load_corpus, unimplemented_keywords
from manastack.cards.db import bundled_db
from manastack.cards.loader import card_from_data
from manastack.decklist import load_sample_deck, sample_deck_path, sample_decks


def _shared_dir() -> Path | None:
    shared = find_shared_dir()
    if shared is None or not (shared / "data" / "cards" / "AtomicCards.json.xz").is_file():
        return None
    return shared


SHARED = _shared_dir()
needs_corpus = pytest.mark.skipif(
    SHARED is None,
    reason="card corpus not found: no shared/data/cards/AtomicCards.json.xz beside the checkout "
           "and $MANASTACK_SHARED not set (or pointing elsewhere)")


@pytest.fixture(scope="module")
def corpus() -> dict[str, dict[str, Any]]:
    assert SHARED is not None
    return load_corpus(SHARED / "data" / "cards" / "AtomicCards.json.xz")


@needs_corpus
@pytest.mark.parametrize("name", bundled_db().names())
def test_every_bundled_card_matches_the_corpus_oracle_data(name: str, corpus: dict[str, dict[str, Any]]) -> None:
    # a double-faced card: its front face against the corpus's "Front // Back" entry, its back face against the
    # back face's own entry (CR 712)
    assert check_card(bundled_db()[name], corpus) == []


@needs_corpus
def test_a_card_whose_oracle_text_has_a_keyword_no_rule_implements_is_reported(
        corpus: dict[str, dict[str, Any]]) -> None:
    # CR 702.86 annihilator: a definition that leaves it out would load and play wrong without a word (soulbond, the
    # example before, is implemented now: rules/soulbond.py; myriad before it: rules/myriad.py)
    crusher = card_from_data({"name": "Ulamog's Crusher", "cost": "{8}", "type": "Creature — Eldrazi",
                              "power": 8, "toughness": 8, "text": corpus["Ulamog's Crusher"]["text"]})
    assert unimplemented_keywords(crusher, corpus["Ulamog's Crusher"]) == [
        "Ulamog's Crusher: keyword 'annihilator' (CR 702) is not implemented by the rules: the card would not play as "
        "printed"]


@needs_corpus
def test_the_corpus_generic_landwalk_keyword_is_the_cards_particular_landwalk(
        corpus: dict[str, dict[str, Any]]) -> None:
    # CR 702.14a: the corpus lists Bog Wraith's keywords as Landwalk and Swampwalk
    assert unimplemented_keywords(bundled_db()["Bog Wraith"], corpus["Bog Wraith"]) == []


@needs_corpus
def test_kicker_written_as_a_cost_and_cycling_as_a_keyword_count_as_implemented(
        corpus: dict[str, dict[str, Any]]) -> None:
    # CR 702.33 kicker is an additional cost; CR 702.29 cycling a keyword (its activated ability from the hand)
    for name in ("Into the Roil", "Akroma's Vengeance"):
        assert unimplemented_keywords(bundled_db()[name], corpus[name]) == []


@needs_corpus
def test_every_card_named_in_foundation_txt_is_bundled() -> None:
    assert SHARED is not None
    listed = [line.strip() for line in (SHARED / "cards" / "foundation.txt").read_text(encoding="utf-8").splitlines()
              if line.strip() and not line.lstrip().startswith("#")]
    assert len(listed) > 40
    db = bundled_db()
    missing = [n for n in listed if n not in db or db[n].name != n]
    assert missing == []


def test_the_sample_decks_are_listed() -> None:
    assert sample_decks() == ["blue_tempo", "elves", "gw_creatures", "mono_black", "pauper_burn", "red_burn", "stompy",
                              "ur_old_mechanics", "white_weenie"]
    assert sample_deck_path("red_burn").name == "red_burn.txt"
    assert sample_deck_path("gw_creatures.txt").name == "gw_creatures.txt"


@pytest.mark.parametrize("deck", ["red_burn", "gw_creatures"])
def test_sample_deck_has_60_cards_and_at_most_four_of_each_nonbasic_card(deck: str) -> None:
    # CR 100.2a: a constructed deck has at least 60 cards and no more than four of any
    # card other than basic lands.
    db = bundled_db()
    d = load_sample_deck(deck, db)
    assert len(d.cards()) == 60
    assert d.sideboard == []
    for name, count in d.counts().items():
        if "Basic" not in db[name].supertypes:
            assert count <= 4, f"{deck}: {count} {name}"
    lands = sum(c for n, c in d.main if "Land" in db[n].types)
    assert 22 <= lands <= 24


def test_sample_deck_colours_match_their_lands() -> None:
    # CR 105.2 / 202.2: a card's colours come from its mana cost.
    db = bundled_db()
    red = load_sample_deck("red_burn", db)
    assert {c for n in red.cards() for c in db[n].colors} == {"R"}
    gw = load_sample_deck("gw_creatures", db)
    assert {c for n in gw.cards() for c in db[n].colors} == {"G", "W"}


def test_basic_lands_are_bundled_without_written_abilities() -> None:
    # CR 305.6: a basic land type gives its land the mana ability; none is written down.
    db = bundled_db()
    for land, letter in [("Plains", "W"), ("Island", "U"), ("Swamp", "B"), ("Mountain", "R"), ("Forest", "G")]:
        for name in (land, f"Snow-Covered {land}"):
            card = db[name]
            assert card.types == ("Land",) and card.subtypes == (land,)
            assert "Basic" in card.supertypes
            assert ("Snow" in card.supertypes) == name.startswith("Snow")
            assert card.activated == () and card.cost is None
            assert card.text == f"({{T}}: Add {{{letter}}}.)"


def test_compare_card_names_each_difference() -> None:
    card = card_from_data({"name": "Grizzly Bears", "cost": "{G}", "type": "Creature — Beast", "power": 2,
                           "toughness": 3, "keywords": ["Trample"], "text": "Trample"})
    face = {"name": "Grizzly Bears", "manaCost": "{1}{G}", "type": "Creature — Bear", "power": "2",
            "toughness": "2", "text": None}
    diffs = compare_card(card, face)
    joined = "\n".join(diffs)
    assert "mana cost is '{G}', the corpus has '{1}{G}'" in joined
    assert "type line is 'Creature — Beast', the corpus has 'Creature — Bear'" in joined
    assert "toughness is '3', the corpus has '2'" in joined
    assert "text is 'Trample', the corpus has ''" in joined
    assert "keyword 'trample' is in the definition but not in the corpus" in joined
    assert not any("power is" in d for d in diffs)


def test_compare_card_accepts_protection_keywords_and_lands_without_cost() -> None:
    knight = card_from_data({"name": "White Knight", "cost": "{W}{W}", "type": "Creature — Human Knight",
                             "power": 2, "toughness": 2, "keywords": ["First strike", "Protection from black"]})
    face = {"name": "White Knight", "manaCost": "{W}{W}", "type": "Creature — Human Knight", "power": "2",
            "toughness": "2", "keywords": ["First strike", "Protection"]}
    assert compare_card(knight, face) == []
    forest = card_from_data({"name": "Forest", "type": "Basic Land — Forest", "text": "({T}: Add {G}.)"})
    assert compare_card(forest, {"name": "Forest", "manaCost": None, "type": "Basic Land — Forest",
                                 "text": "({T}: Add {G}.)"}) == []


def test_find_shared_dir_prefers_the_environment_variable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MANASTACK_SHARED", str(tmp_path))
    assert find_shared_dir() == tmp_path
    with pytest.raises(FileNotFoundError, match="no card corpus"):
        load_corpus()


def test_load_corpus_reads_the_atomic_cards_layout(tmp_path: Path) -> None:
    import json
    import lzma

    path = tmp_path / "AtomicCards.json.xz"
    with lzma.open(path, "wt", encoding="utf-8") as fh:
        json.dump({"meta": {}, "data": {"Shock": [{"name": "Shock", "manaCost": "{R}"}],
                                        "Fire // Ice": [{"name": "Fire"}, {"name": "Ice"}]}}, fh)
    corpus = load_corpus(path)
    assert corpus["Shock"]["manaCost"] == "{R}"
    assert corpus["Fire // Ice"]["name"] == "Fire"


def test_a_double_faced_card_is_compared_face_by_face_with_the_front_under_both_names_cr_712() -> None:
    db = bundled_db()
    oddity = db["Ulvenwald Oddity"]
    assert oddity.back is not None
    front = {"name": "Ulvenwald Oddity // Ulvenwald Behemoth", "manaCost": "{2}{G}{G}", "type": "Creature — Beast",
             "power": "4", "toughness": "4", "text": oddity.text, "keywords": ["Trample", "Haste", "Transform"]}
    back = {"name": "Ulvenwald Behemoth", "type": "Creature — Beast Horror", "power": "8", "toughness": "7",
            "text": oddity.back.text, "keywords": ["Trample", "Haste"]}
    assert check_card(oddity, {front["name"]: front, "Ulvenwald Behemoth": back}) == [
        "Ulvenwald Behemoth: toughness is '8', the corpus has '7'"]
    assert check_card(oddity, {"Ulvenwald Behemoth": back}) == [
        f"{oddity.where}: 'Ulvenwald Oddity' is not a card of the corpus"]
