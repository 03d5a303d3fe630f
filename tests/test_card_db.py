"""The card database's lookups: the memo of names already found gives what a fresh database gives."""

from __future__ import annotations

import gc
import random
from dataclasses import replace

from manastack.cards.db import CardDB, bundled_db


def test_a_remembered_lookup_is_the_definition_a_fresh_database_finds() -> None:
    db = bundled_db()
    fresh = CardDB(parent=db)       # same cards, nothing looked up yet
    names = [c.name for c in db][:40] + ["Lightning Bolt", "Llanowar Elves", "Grizzly Bears"]
    rng = random.Random(7)
    asked = [rng.choice((n, n.lower(), n.upper())) for n in names for _ in range(3)]
    for name in asked:
        assert db[name] is CardDB(parent=fresh)[name]
        assert db[name] is db[name]


def test_a_card_added_after_a_lookup_wins_over_what_the_name_found_before() -> None:
    db = bundled_db()
    bolt = db["lightning bolt"]
    mine = replace(bolt, where="a scenario's own Lightning Bolt")
    derived = db.with_cards([mine])
    assert derived["lightning bolt"] is mine and derived["Lightning Bolt"] is mine
    assert db["lightning bolt"] is bolt


def test_the_shipped_cards_are_kept_out_of_the_garbage_collectors_generations() -> None:
    """A full collection walks only what a game makes, not the ~100,000 objects of the shipped cards."""
    db = bundled_db()
    db["Lightning Bolt"]            # the compiled cards are read on first use
    assert gc.get_freeze_count() > 0
    tracked = {id(o) for o in gc.get_objects()}     # the generations: frozen objects are not among them
    assert id(db) not in tracked and id(db._cards) not in tracked
