"""The card database: card names to :class:`CardDef`, the bundled cards plus any extra.

A game holds a reference to one ``CardDB``; definitions are immutable and shared, so
cloning a game never copies cards.  Scenario files can add cards (``cards:``) by
deriving a new database with :meth:`CardDB.with_cards`.
"""

from __future__ import annotations

import difflib
from functools import lru_cache
from importlib import resources
from typing import Iterable, Iterator

from manastack.cards.loader import load_card_file
from manastack.cards.model import CardDef


class UnknownCardError(KeyError):
    """A card name the database does not hold; ``suggestions`` are the closest names."""

    def __init__(self, name: str, suggestions: list[str]):
        self.name = name
        self.suggestions = suggestions
        hint = f"; did you mean {', '.join(repr(s) for s in suggestions)}?" if suggestions else ""
        super().__init__(f"unknown card {name!r}{hint}")

    def __str__(self) -> str:
        return str(self.args[0])


class CardDB:
    """Name -> definition, case-insensitive lookups, closest-name suggestions."""

    def __init__(self, cards: Iterable[CardDef] = (), parent: "CardDB | None" = None):
        self._cards: dict[str, CardDef] = dict(parent._cards) if parent else {}
        self._lower: dict[str, str] = dict(parent._lower) if parent else {}
        self.extra: dict[str, CardDef] = dict(parent.extra) if parent else {}
        for c in cards:
            self._add(c)

    def _add(self, card: CardDef) -> None:
        self._cards[card.name] = card
        self._lower[card.name.lower()] = card.name

    def with_cards(self, cards: Iterable[CardDef]) -> "CardDB":
        """A new database with these definitions added (or replacing same-named ones)."""
        db = CardDB(parent=self)
        for c in cards:
            db._add(c)
            db.extra[c.name] = c
        return db

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name.lower() in self._lower

    def __getitem__(self, name: str) -> CardDef:
        c = self._cards.get(name)
        if c is not None:
            return c
        key = self._lower.get(name.lower())
        if key is None:
            raise UnknownCardError(name, self.closest(name))
        return self._cards[key]

    def get(self, name: str) -> CardDef | None:
        try:
            return self[name]
        except UnknownCardError:
            return None

    def closest(self, name: str, n: int = 3) -> list[str]:
        low = difflib.get_close_matches(name.lower(), list(self._lower), n=n, cutoff=0.6)
        return [self._lower[x] for x in low]

    def names(self) -> list[str]:
        return sorted(self._cards)

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self._cards.values())

    def __len__(self) -> int:
        return len(self._cards)


@lru_cache(maxsize=1)
def bundled_db() -> CardDB:
    """The cards shipped with manastack (``manastack/cards/data/*.yaml``)."""
    cards: list[CardDef] = []
    data = resources.files("manastack.cards") / "data"
    for entry in sorted(data.iterdir(), key=lambda p: p.name):
        if entry.name.endswith(".yaml"):
            with resources.as_file(entry) as path:
                cards.extend(load_card_file(path))
    return CardDB(cards)
