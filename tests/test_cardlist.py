"""``manastack cards``: listing the bundled cards and checking them against the corpus."""

from __future__ import annotations

import io

from click.testing import CliRunner

from manastack.cardlist import matching, run_cards
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
