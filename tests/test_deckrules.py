"""Deck construction rules (manastack/deckrules.py; CR 100.2a, 100.2b, 100.4a, 101.1)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.cards.db import CardDB, bundled_db
from manastack.cards.loader import card_from_data
from manastack.cli import main
from manastack.decklist import load_sample_deck, parse_decklist, sample_decks
from manastack.deckrules import DeckRulesError, check_deck, deck_violations


@pytest.fixture(scope="module")
def db() -> CardDB:
    rats = card_from_data({"name": "Relentless Rats", "cost": "{1}{B}{B}", "type": "Creature — Rat", "power": 2,
                           "toughness": 2,
                           "text": "This creature gets +1/+1 for each other creature on the battlefield named "
                                   "Relentless Rats.\nA deck can have any number of cards named Relentless Rats."})
    dwarves = card_from_data({"name": "Seven Dwarves", "cost": "{1}{R}", "type": "Creature — Dwarf", "power": 2,
                              "toughness": 2, "text": "A deck can have up to seven cards named Seven Dwarves."})
    return bundled_db().with_cards([rats, dwarves])


def violations(text: str, fmt: str, db: CardDB) -> list[str]:
    return deck_violations(parse_decklist(text, "deck.txt", db), fmt, db)


@pytest.mark.parametrize("name", sample_decks())
def test_the_sample_decks_are_legal_constructed_decks_cr_100_2a(name: str, db: CardDB) -> None:
    check_deck(load_sample_deck(name, db), "constructed", db)


def test_a_constructed_deck_has_at_least_sixty_cards_cr_100_2a(db: CardDB) -> None:
    assert violations("4 Shock\n55 Mountain\n", "constructed", db) == [
        "the main deck has 59 cards; a constructed deck has at least 60 (CR 100.2a)"]
    assert violations("4 Shock\n56 Mountain\n", "constructed", db) == []


def test_a_constructed_deck_has_at_most_four_of_a_card_other_than_basic_lands_cr_100_2a(db: CardDB) -> None:
    assert violations("5 Shock\n100 Mountain\n4 Lightning Bolt\n", "constructed", db) == [
        "5 copies of Shock; a constructed deck has at most 4 (CR 100.2a)"]


def test_the_four_card_limit_counts_the_sideboard_too_and_a_sideboard_holds_fifteen_cr_100_4a(db: CardDB) -> None:
    text = "3 Shock\n57 Mountain\nSideboard\n2 Shock\n14 Plains\n"
    assert violations(text, "constructed", db) == [
        "the sideboard has 16 cards; a constructed sideboard has at most 15 (CR 100.4a)",
        "5 copies of Shock; a constructed deck has at most 4 (main deck and sideboard together, CR 100.4a) "
        "(CR 100.2a)"]


def test_every_violation_is_listed_not_only_the_first(db: CardDB) -> None:
    with pytest.raises(DeckRulesError) as e:
        check_deck(parse_decklist("6 Shock\n5 Lightning Bolt\n10 Mountain\n", "deck.txt", db), "constructed", db)
    assert len(e.value.violations) == 3
    message = str(e.value)
    assert message.startswith("the deck deck is not a legal constructed deck:")
    for part in ("21 cards", "6 copies of Shock", "5 copies of Lightning Bolt", "--format none"):
        assert part in message


def test_a_card_whose_text_allows_any_number_of_copies_is_exempt_cr_101_1(db: CardDB) -> None:
    assert violations("30 Relentless Rats\n30 Swamp\n", "constructed", db) == []


def test_a_card_whose_text_sets_its_own_limit_is_held_to_it_cr_101_1(db: CardDB) -> None:
    assert violations("7 Seven Dwarves\n53 Mountain\n", "constructed", db) == []
    assert violations("8 Seven Dwarves\n52 Mountain\n", "constructed", db) == [
        "8 copies of Seven Dwarves; a constructed deck has at most 7 (its own text sets the limit, CR 101.1) "
        "(CR 100.2a)"]


def test_a_limited_deck_has_at_least_forty_cards_and_any_number_of_copies_cr_100_2b(db: CardDB) -> None:
    assert violations("10 Shock\n29 Mountain\n", "limited", db) == [
        "the main deck has 39 cards; a limited deck has at least 40 (CR 100.2b)"]
    assert violations("10 Shock\n30 Mountain\n", "limited", db) == []


def test_format_none_checks_nothing(db: CardDB) -> None:
    assert violations("9 Shock\n", "none", db) == []


def test_simulate_refuses_an_illegal_deck_with_every_violation_and_exit_code_2(tmp_path: Path) -> None:
    deck = tmp_path / "pile.txt"
    deck.write_text("20 Lightning Bolt\n20 Mountain\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["simulate", str(deck), "red_burn", "-n", "1", "--no-progress"])
    assert result.exit_code == 2
    assert "the main deck has 40 cards; a constructed deck has at least 60 (CR 100.2a)" in result.output
    assert "20 copies of Lightning Bolt; a constructed deck has at most 4 (CR 100.2a)" in result.output


def test_simulate_plays_a_forty_card_deck_with_format_limited(tmp_path: Path) -> None:
    deck = tmp_path / "sealed.txt"
    deck.write_text("20 Lightning Bolt\n20 Mountain\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["simulate", str(deck), "red_burn", "-n", "1", "--no-progress",
                                       "--format", "limited"])
    assert result.exit_code == 0, result.output


def test_simulate_refuses_an_unknown_format_naming_the_formats() -> None:
    result = CliRunner().invoke(main, ["simulate", "-n", "1", "--no-progress", "--format", "modern"])
    assert result.exit_code == 2
    assert "constructed" in result.output and "limited" in result.output
