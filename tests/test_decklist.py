"""Deck list parsing (manastack/decklist.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from manastack.cards.db import CardDB, bundled_db
from manastack.decklist import Decklist, DecklistError, load_decklist, parse_decklist, sample_deck_path


@pytest.fixture(scope="module")
def db() -> CardDB:
    return bundled_db()


def parse(text: str, db: CardDB, filename: str = "deck.txt") -> Decklist:
    return parse_decklist(text, filename, db)


def test_decklist_reads_count_and_name_lines(db: CardDB) -> None:
    deck = parse("4 Lightning Bolt\n4x Shock\n3 x Giant Growth\nCounterspell\n20 Mountain\n", db)
    assert deck.main == [("Lightning Bolt", 4), ("Shock", 4), ("Giant Growth", 3), ("Counterspell", 1),
                         ("Mountain", 20)]
    assert deck.sideboard == []


def test_decklist_matches_card_names_case_insensitively_and_keeps_the_oracle_spelling(db: CardDB) -> None:
    deck = parse("4 lightning BOLT\n2 chandra's outrage\n", db)
    assert deck.main == [("Lightning Bolt", 4), ("Chandra's Outrage", 2)]


def test_decklist_cards_expands_the_main_deck_in_order(db: CardDB) -> None:
    deck = parse("2 Shock\n1 Lightning Bolt\n3 Mountain\nSB: 2 Duress\n", db)
    assert deck.cards() == ["Shock", "Shock", "Lightning Bolt", "Mountain", "Mountain", "Mountain"]
    assert deck.sideboard_cards() == ["Duress", "Duress"]


def test_decklist_adds_up_repeated_lines_of_one_card(db: CardDB) -> None:
    deck = parse("2 Shock\n1 Mountain\n2 shock\n", db)
    assert deck.main == [("Shock", 4), ("Mountain", 1)]


def test_decklist_ignores_set_codes_and_collector_numbers_of_mtgo_and_arena_exports(db: CardDB) -> None:
    deck = parse("4 Lightning Bolt (M11) 149\n2 Shock (M19)\n1 Giant Growth [M10]\n"
                 "1 Llanowar Elves (DOM) 168 *F*\n", db)
    assert deck.main == [("Lightning Bolt", 4), ("Shock", 2), ("Giant Growth", 1), ("Llanowar Elves", 1)]


def test_decklist_skips_comments_and_blank_lines(db: CardDB) -> None:
    text = "# Burn\n// by someone\n4 Lightning Bolt\n\n# Lands\n20 Mountain\n\n"
    deck = parse(text, db)
    assert deck.main == [("Lightning Bolt", 4), ("Mountain", 20)]
    assert deck.sideboard == []


def test_decklist_sideboard_section_and_sb_lines(db: CardDB) -> None:
    deck = parse("4 Lightning Bolt\nSB: 2 Duress\nSideboard\n3 Naturalize\nSideboard:\n1 Disenchant\n", db)
    assert deck.main == [("Lightning Bolt", 4)]
    assert deck.sideboard == [("Duress", 2), ("Naturalize", 3), ("Disenchant", 1)]


def test_decklist_blank_line_after_the_main_deck_starts_the_sideboard_in_mtgo_exports(db: CardDB) -> None:
    deck = parse("4 Lightning Bolt\n20 Mountain\n\n2 Duress\n1 Naturalize\n", db)
    assert deck.main == [("Lightning Bolt", 4), ("Mountain", 20)]
    assert deck.sideboard == [("Duress", 2), ("Naturalize", 1)]


def test_decklist_blank_lines_inside_an_explicit_deck_section_do_not_start_the_sideboard(db: CardDB) -> None:
    deck = parse("Deck\n4 Lightning Bolt\n\n20 Mountain\n\nSideboard\n2 Duress\n", db)
    assert deck.main == [("Lightning Bolt", 4), ("Mountain", 20)]
    assert deck.sideboard == [("Duress", 2)]


def test_decklist_reads_a_full_arena_export(db: CardDB) -> None:
    text = ("About\nName Red Deck Wins\n\nCommander\n1 Shivan Dragon (M10) 157\n\nCompanion\n1 Boggart Brute (ORI) 133\n\n"
            "Deck\n4 Lightning Bolt (M11) 149\n20 Mountain (M21) 272\n\nSideboard\n2 Duress (M19) 94\n")
    deck = parse(text, db)
    assert deck.name == "Red Deck Wins"
    assert deck.commander == [("Shivan Dragon", 1)]
    assert deck.companion == [("Boggart Brute", 1)]
    assert deck.main == [("Lightning Bolt", 4), ("Mountain", 20)]
    assert deck.sideboard == [("Duress", 2)]


def test_decklist_slash_slash_sideboard_comment_is_a_section_header(db: CardDB) -> None:
    deck = parse("4 Lightning Bolt\n// Sideboard\n2 Duress\n", db)
    assert deck.sideboard == [("Duress", 2)]


def test_decklist_name_is_the_file_stem(db: CardDB) -> None:
    assert parse("1 Shock\n", db, "decks/my_burn.txt").name == "my_burn"


def test_decklist_unknown_card_names_file_line_and_closest_names(db: CardDB) -> None:
    with pytest.raises(DecklistError) as e:
        parse("4 Lightning Bolt\n\n# spells\n4 Lightning Blot\n", db, "burn.txt")
    msg = str(e.value)
    assert msg.startswith("burn.txt:4: unknown card 'Lightning Blot'")
    assert "closest: Lightning Bolt" in msg
    assert e.value.line == 4
    assert isinstance(e.value, ValueError)


@pytest.mark.parametrize(("line", "expected"), [
    ("four Lightning Bolt", "write the count in digits ('4 Lightning Bolt')"),
    ("0 Shock", "a count must be at least 1, not 0"),
    ("-2 Shock", "a count must be at least 1, not -2"),
    ("4", "a count with no card name"),
    ("4x", "a count with no card name"),
])
def test_decklist_malformed_line_is_an_error_with_file_and_line(db: CardDB, line: str, expected: str) -> None:
    with pytest.raises(DecklistError) as e:
        parse(f"# a deck\n4 Lightning Bolt\n{line}\n", db, "d.txt")
    assert str(e.value).startswith("d.txt:3: ")
    assert expected in str(e.value)


def test_decklist_reports_every_problem_of_the_file(db: CardDB) -> None:
    with pytest.raises(DecklistError) as e:
        parse("4 Lightning Bolt\n0 Shock\n3 Grizly Bears\n2 Mountain\nSB: 1 Nope Nope\n", db, "d.txt")
    assert [line for line, _ in e.value.problems] == [2, 3, 5]
    lines = str(e.value).splitlines()
    assert lines[0].startswith("d.txt:2: ")
    assert lines[1].startswith("d.txt:3: unknown card 'Grizly Bears'; closest: Grizzly Bears")
    assert lines[2].startswith("d.txt:5: unknown card 'Nope Nope'")


def test_decklist_without_main_deck_cards_is_an_error(db: CardDB) -> None:
    with pytest.raises(DecklistError, match="no main-deck cards"):
        parse("# nothing\nSideboard\n2 Duress\n", db)


def test_load_decklist_reads_a_file_and_names_it_in_errors(db: CardDB, tmp_path: Path) -> None:
    good = tmp_path / "burn.txt"
    good.write_text("4 Lightning Bolt\n20 Mountain\n", encoding="utf-8")
    deck = load_decklist(good, db)
    assert deck.name == "burn" and len(deck.cards()) == 24
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Lightning Bolt\n4 Ligtning Bolt\n", encoding="utf-8")
    with pytest.raises(DecklistError, match=r"bad\.txt:2: unknown card 'Ligtning Bolt'"):
        load_decklist(str(bad), db)


def test_decklist_accepts_extra_cards_of_a_derived_database(db: CardDB) -> None:
    from manastack.cards.loader import card_from_data

    extra = db.with_cards([card_from_data({"name": "Test Bear", "cost": "{1}{G}", "type": "Creature — Bear",
                                           "power": 2, "toughness": 2})])
    assert parse("4 test bear\n", extra).main == [("Test Bear", 4)]


def test_sample_deck_path_of_an_unknown_deck_lists_the_sample_decks() -> None:
    with pytest.raises(FileNotFoundError, match="gw_creatures, mono_black"):
        sample_deck_path("green_tempo")
