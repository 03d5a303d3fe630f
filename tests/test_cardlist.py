"""``manastack cards``: listing the bundled cards and checking them against the corpus."""

from __future__ import annotations

import io

import pytest
from click.testing import CliRunner

from manastack import cardlist
from manastack.cardlist import matching, run_cards
from manastack.cards.loader import CardFormatError
from manastack.cards.db import bundled_db
from manastack.cli import main


def test_a_query_matches_names_type_lines_and_text_case_insensitively() -> None:
    db = bundled_db()
    assert "Lightning Bolt" in matching(db, "bolt")
    assert "Serra Angel" in matching(db, "ANGEL")
    assert "Llanowar Elves" in matching(db, "elf druid")
    assert matching(db, "no card has this text anywhere") == []


def test_the_command_lists_matching_cards_and_fails_on_no_match() -> None:
    out = io.StringIO()
    assert run_cards("Shivan", stream=out) == 0
    assert "Shivan Dragon" in out.getvalue() and "{4}{R}{R}" in out.getvalue()
    assert CliRunner().invoke(main, ["cards", "nothing-matches-this"]).exit_code == 1


def test_cards_reports_an_unreadable_bundled_card_file_with_its_location_not_a_traceback(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A card file with a YAML error is reported with file and line (the loader's CardFormatError), exit 2."""
    def broken(*args: object, **kwargs: object) -> int:
        raise CardFormatError("manastack/cards/data/x.yaml:3", "", "YAML syntax error: mapping values are not allowed")

    monkeypatch.setattr(cardlist, "run_cards", broken)
    result = CliRunner().invoke(main, ["cards", "--check"])
    assert result.exit_code == 2
    assert "x.yaml:3" in result.output and "Traceback" not in result.output
