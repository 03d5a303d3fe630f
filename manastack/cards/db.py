"""The card database: card names to :class:`CardDef`, the bundled cards plus any extra.

A game holds a reference to one ``CardDB``; definitions are immutable and shared, so
cloning a game never copies cards.  Scenario files can add cards (``cards:``) by
deriving a new database with :meth:`CardDB.with_cards`.

Beside the hand-written cards, the bundled database knows the cards the Oracle compiler compiled
(``manastack cards compile`` writes ``data/compiled.json.xz``, issue 9): a name the hand-written cards
don't have is looked up there and loaded through the same checks on first use, so a deck list naming a
compiled card works without compiling anything; a hand-written definition always wins.
"""

from __future__ import annotations

import difflib
import gc
import json
import lzma
from functools import lru_cache
from importlib import resources
from typing import Any, Iterable, Iterator, Mapping

from manastack.cards.loader import card_from_data, load_card_file
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

    def __init__(self, cards: Iterable[CardDef] = (), parent: "CardDB | None" = None,
                 compiled: "Mapping[str, Mapping[str, Any]] | None" = None):
        # lower-case name -> compiled card data, and the cards loaded from it so far (shared with derived databases)
        self._compiled: Mapping[str, Mapping[str, Any]] | None = parent._compiled if parent else compiled
        self._loaded: dict[str, CardDef] = parent._loaded if parent else {}
        self._cards: dict[str, CardDef] = dict(parent._cards) if parent else {}
        self._lower: dict[str, str] = dict(parent._lower) if parent else {}
        self.extra: dict[str, CardDef] = dict(parent.extra) if parent else {}
        # name exactly as asked -> the definition found for it (a game asks for the same names all the time);
        # emptied whenever a card is added, as an added card may win over what a name found before
        self._found: dict[str, CardDef] = {}
        for c in cards:
            self._add(c)

    def _add(self, card: CardDef) -> None:
        self._found.clear()
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
        return isinstance(name, str) and (name.lower() in self._lower or self._compiled_card(name) is not None)

    def __getitem__(self, name: str) -> CardDef:
        c = self._found.get(name)
        if c is not None:
            return c
        c = self._cards.get(name)
        if c is None:
            key = self._lower.get(name.lower())
            if key is None:
                c = self._compiled_card(name)
                if c is None:
                    raise UnknownCardError(name, self.closest(name))
            else:
                c = self._cards[key]
        self._found[name] = c
        return c

    def _compiled_card(self, name: str) -> CardDef | None:
        """A card the Oracle compiler compiled, loaded through the loader's checks on first use (and cached)."""
        if not self._compiled:
            return None
        key = name.lower()
        card = self._loaded.get(key)
        if card is None:
            data = self._compiled.get(key)
            if data is None:
                return None
            card = self._loaded[key] = card_from_data(data, where=f"<compiled Oracle text of {data['name']}>")
        return card

    def get(self, name: str) -> CardDef | None:
        """The card named ``name`` (any case), or None: no suggestions are looked for."""
        key = self._lower.get(name.lower())
        return self._cards[key] if key is not None else self._compiled_card(name)

    def closest(self, name: str, n: int = 3) -> list[str]:
        """The ``n`` names closest to ``name`` among every card this database knows, compiled ones included."""
        known = {k.lower(): k for k in self.known_names()}
        low = difflib.get_close_matches(name.lower(), list(known), n=n, cutoff=0.6)
        return [known[x] for x in low]

    def names(self) -> list[str]:
        """The names of the definitions held here (hand-written and added ones), not the compiled cards."""
        return sorted(self._cards)

    def card_names(self) -> list[str]:
        """CR 201.4: the names a player may choose as "a card name": every card this database knows (the compiled
        ones, which are all corpus cards, included), not a token's."""
        hand = {n for n, c in self._cards.items() if not c.is_token}
        return sorted(hand | {str(d.get("name", k)) for k, d in self.compiled_data().items()})

    def compiled_data(self) -> Mapping[str, Mapping[str, Any]]:
        """The compiled cards' data (lower-case name -> card data, docs/cards.md) this database looks names up in."""
        return self._compiled or {}

    def known_names(self) -> list[str]:
        """Every name this database can look up: its definitions' and the compiled cards' (issue 9: most cards
        are compiled ones, the foundation's included)."""
        return sorted(set(self._cards) | {str(d.get("name", k)) for k, d in self.compiled_data().items()})

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self._cards.values())

    def __len__(self) -> int:
        return len(self._cards)


COMPILED_FILE = "compiled.json.xz"


@lru_cache(maxsize=1)
def compiled_cards() -> dict[str, Any]:
    """The shipped compiled-card file: ``corpus_sha256``, ``compiler_version`` and ``cards`` (name -> card data);
    empty when there is none."""
    return _shipped(COMPILED_FILE)


def _shipped(name: str) -> dict[str, Any]:
    """A shipped data file of ``cards/data`` (xz-compressed JSON); empty when there is none."""
    entry = resources.files("manastack.cards") / "data" / name
    if not entry.is_file():
        return {}
    with lzma.open(entry.open("rb"), "rt", encoding="utf-8") as fh:
        doc: dict[str, Any] = json.load(fh)
    _lives_on()
    return doc


def _lives_on() -> None:
    """Take the objects alive now, the card data just read among them, out of the garbage collector's generations
    (``gc.freeze``): the shipped cards are kept for the life of the process (or until ``clear_caches``), and
    every full collection would otherwise walk their ~100,000 objects again (about 45 ms each time, a tenth of
    the time of 15 sample-deck games).  Frozen objects are never collected; ``clear_caches`` thaws them."""
    gc.freeze()


#: The smoke status of the compiled cards of the game pool (issue 9), written by ``manastack cards compile`` beside
#: the compiled cards: ``compiled_sha256`` (of the compiled file it measured), ``passed`` (names), ``failed``
#: (name -> what went wrong).
SMOKE_FILE = "smoke.json.xz"


@lru_cache(maxsize=1)
def smoke_status() -> dict[str, Any]:
    """The shipped smoke status of the compiled cards (``SMOKE_FILE``); empty when there is none."""
    return _shipped(SMOKE_FILE)


def smoke_passed() -> frozenset[str]:
    """The names of the compiled cards that smoke-passed when the shipped data was compiled."""
    return frozenset(smoke_status().get("passed") or ())


def clear_caches() -> None:
    """Forget the shipped files read so far (after ``manastack cards compile`` rewrote them)."""
    for cached in (compiled_cards, _compiled_table, bundled_db, smoke_status):
        cached.cache_clear()
    gc.unfreeze()       # what was kept may be garbage now (``_lives_on``)


@lru_cache(maxsize=1)
def _compiled_table() -> dict[str, Mapping[str, Any]]:
    table = {n.lower(): d for n, d in (compiled_cards().get("cards") or {}).items()}
    _lives_on()
    return table


@lru_cache(maxsize=1)
def bundled_db() -> CardDB:
    """The cards shipped with manastack (``manastack/cards/data/*.yaml``)."""
    cards: list[CardDef] = []
    data = resources.files("manastack.cards") / "data"
    for entry in sorted(data.iterdir(), key=lambda p: p.name):
        if entry.name.endswith(".yaml"):
            with resources.as_file(entry) as path:
                cards.extend(load_card_file(path))
    db = CardDB(cards, compiled=_CompiledTable())
    _lives_on()
    return db


class _CompiledTable(Mapping[str, Mapping[str, Any]]):
    """The compiled cards by lower-case name, read from the package only when a name is first looked up there."""

    def __getitem__(self, key: str) -> Mapping[str, Any]:
        return _compiled_table()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(_compiled_table())

    def __len__(self) -> int:
        return len(_compiled_table())

    def __bool__(self) -> bool:
        return True
