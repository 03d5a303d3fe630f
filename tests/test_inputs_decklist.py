"""Hostile deck lists: each is refused quickly with a located message, never a crash or a huge deck."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.cards.db import CardDB, bundled_db
from manastack.cards.loader import card_from_data
from manastack.cli import main
from manastack.decklist import MAX_DECK_CARDS, MAX_LINE_LENGTH, DecklistError, load_decklist, parse_decklist


@pytest.fixture(scope="module")
def db() -> CardDB:
    return bundled_db()


@pytest.fixture(scope="module")
def split_db(db: CardDB) -> CardDB:
    """The bundled cards and the split card Fire // Ice (not bundled)."""
    fire_ice = card_from_data({"name": "Fire // Ice", "cost": "{1}{R}", "type": "Instant",
                               "text": "Fire deals 2 damage to any target.",
                               "spell": {"targets": ["any"], "effects": [{"damage": {"amount": 2, "to": "target"}}]}})
    return db.with_cards([fire_ice])


def problems_of(text: str, db: CardDB) -> list[tuple[int, str]]:
    with pytest.raises(DecklistError) as e:
        parse_decklist(text, "deck.txt", db)
    return e.value.problems


def test_a_count_of_a_million_copies_is_refused_at_its_line_before_any_card_is_listed(db: CardDB) -> None:
    (line, message), = problems_of("4 Lightning Bolt\n\n1000000 Mountain\n", db)
    assert line == 3
    assert message == (f"1000000 copies of Mountain is more than {MAX_DECK_CARDS}; a deck list holds at most "
                       f"{MAX_DECK_CARDS} cards")


def test_a_count_of_thirty_digits_is_refused_without_reading_it_as_a_number(db: CardDB) -> None:
    # int() of this is cheap, but expanding it (the old behaviour) ran out of memory; a 400-digit count
    # is beyond Python's int parsing limit for long strings in some configurations: both are refused
    for digits in ("9" * 29, "9" * 400):
        (line, message), = problems_of(f"{digits} Mountain\n", db)
        assert line == 1 and "copies of Mountain is more than" in message
        assert len(message) < 200


def test_lines_that_add_up_past_the_deck_limit_are_refused_at_the_line_that_passes_it(db: CardDB) -> None:
    per_line = MAX_DECK_CARDS // 2
    text = f"{per_line} Mountain\n{per_line} Forest\n{per_line} Plains\n"
    (line, message), = problems_of(text, db)
    assert line == 3
    assert f"make {3 * per_line} cards; a deck list holds at most {MAX_DECK_CARDS} cards" in message


def test_a_very_long_line_is_refused_with_its_length_not_compared_with_every_card_name(db: CardDB) -> None:
    (line, message), = problems_of("4 Shock\n" + "x" * 1_000_000 + "\n", db)
    assert line == 2
    assert f"the line is 1,000,000 characters long; a deck list line is at most {MAX_LINE_LENGTH}" == message


def test_a_list_of_endless_mistakes_stops_after_fifty_problems(db: CardDB) -> None:
    problems = problems_of("1 Nope\n" * 10_000, db)
    assert len(problems) == 51
    assert problems[-1] == (51, "stopped reading after 50 problems")


def test_a_comment_after_a_card_name_is_a_comment(db: CardDB) -> None:
    deck = parse_decklist("4 Lightning Bolt // the best\n2 Shock (M19) // cheap\n54 Mountain//lands\n", "d.txt", db)
    assert deck.main == [("Lightning Bolt", 4), ("Shock", 2), ("Mountain", 54)]


def test_a_split_card_name_is_read_as_one_card_when_the_database_knows_it(split_db: CardDB) -> None:
    deck = parse_decklist("2 Fire // Ice\n1 fire // ice // a comment\n3 Fire // Ice (MH2) 290\n", "d.txt", split_db)
    assert deck.main == [("Fire // Ice", 6)]


def test_an_unknown_card_before_a_comment_names_the_card_and_says_what_was_read_as_the_comment(db: CardDB) -> None:
    (line, message), = problems_of("4 Lightning Blot // burn\n", db)
    assert line == 1
    assert message.startswith("unknown card 'Lightning Blot'; closest: Lightning Bolt")
    assert message.endswith(" (read 'burn' as a comment)")


def test_a_binary_deck_file_is_refused_naming_the_file(db: CardDB, tmp_path: Path) -> None:
    path = tmp_path / "deck.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe")
    with pytest.raises(DecklistError) as e:
        load_decklist(path, db)
    assert str(e.value).startswith(f"{path}: is not a text file (byte 0x89 at offset 0 is not UTF-8)")


def test_a_utf8_file_with_nul_bytes_is_refused_as_binary(db: CardDB, tmp_path: Path) -> None:
    path = tmp_path / "deck.bin"
    path.write_bytes(b"4 Shock\n\x00\x00\x00")
    with pytest.raises(DecklistError, match=r"deck\.bin: line 2 holds a NUL byte: this looks like a binary file"):
        load_decklist(path, db)


def test_dev_null_is_refused_as_a_character_device_not_as_a_missing_file() -> None:
    result = CliRunner().invoke(main, ["simulate", os.devnull, "red_burn", "-n", "1", "--no-progress"])
    assert result.exit_code == 2
    assert f"{os.devnull}: is a character device, not a deck list" in result.output
    assert "no such" not in result.output


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(db: CardDB, tmp_path: Path) -> None:
    pipe = tmp_path / "deck.fifo"
    os.mkfifo(pipe)
    with pytest.raises(DecklistError, match=r"deck\.fifo: is a named pipe, not a deck list"):
        load_decklist(pipe, db)


def test_a_file_larger_than_the_limit_is_refused_without_reading_it_all(db: CardDB, tmp_path: Path) -> None:
    path = tmp_path / "huge.txt"
    with open(path, "wb") as f:
        f.truncate(10 * 1024 ** 3)       # a 10 GB sparse file: reading it whole would never end
    with pytest.raises(DecklistError, match=r"huge\.txt: is larger than 1,000,000 bytes"):
        load_decklist(path, db)


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("0123456789 x/()#:SBabcdeMountainShock\n\t-*\u00e9\ufeff")),
               max_size=200))
def test_any_deck_list_text_is_a_deck_within_the_limit_or_a_located_error(text: str) -> None:
    db = bundled_db()
    try:
        deck = parse_decklist(text, "fuzz.txt", db)
    except DecklistError as e:
        assert e.problems
        for line, message in e.problems:
            assert 0 <= line <= text.count("\n") + 1 and message
            assert str(e).startswith("fuzz.txt")
        return
    total = sum(count for section in (deck.main, deck.sideboard, deck.commander, deck.companion)
                for _, count in section)
    assert 1 <= total <= MAX_DECK_CARDS
    assert all(name in db for name, _ in deck.main)
