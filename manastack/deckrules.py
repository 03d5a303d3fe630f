"""Deck construction rules (CR 100.2, 100.4): is a deck list legal in a format?

Formats:

* ``constructed`` (CR 100.2a, 100.4a): at least 60 cards in the main deck; at most
  four copies of any card other than basic lands, main deck and sideboard together;
  a sideboard of at most fifteen cards.
* ``limited`` (CR 100.2b): at least 40 cards in the main deck.  ("As many duplicates as
  the product holds" can't be checked from a list, so any number is allowed.)
* ``none``: no check.

A card whose own text sets its limit takes precedence (CR 101.1): "A deck can have any
number of cards named Relentless Rats.", "... up to seven cards named Seven Dwarves.",
"... only one card named ...".  The limit is read from the card text in the database.

:func:`deck_violations` lists every violation; :func:`check_deck` raises
:class:`DeckRulesError` with all of them.
"""

from __future__ import annotations

import re

from manastack.cards.db import CardDB
from manastack.cards.model import CardDef
from manastack.decklist import Decklist

FORMATS = ("constructed", "limited", "none")

#: CR 100.2a / 100.2b: the minimum size of the main deck.
MIN_DECK_SIZE = {"constructed": 60, "limited": 40}
#: CR 100.2a: copies of one card (other than basic lands) in a constructed deck.
MAX_COPIES = 4
#: CR 100.4a: cards in a constructed sideboard.
MAX_SIDEBOARD = 15

_OWN_LIMIT = re.compile(r"A deck can have (?P<limit>any number of|up to (?P<n>\w+)|only one) "
                        r"(?:cards? named (?P<name>[^.\n]+)|copy of this card)\.", re.IGNORECASE)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
            "ten": 10, "eleven": 11, "twelve": 12}


class DeckRulesError(ValueError):
    """A deck that breaks its format's construction rules; ``violations`` lists every one."""

    def __init__(self, deck: str, fmt: str, violations: list[str]):
        self.deck = deck
        self.format = fmt
        self.violations = violations
        lines = "\n".join(f"  {v}" for v in violations)
        super().__init__(f"the deck {deck} is not a legal {fmt} deck:\n{lines}\n"
                         f"(--format none plays it anyway)")


def copy_limit(card: CardDef, default: int | None) -> int | None:
    """How many copies of ``card`` a deck may hold (None: any number).

    CR 100.2a: any number of basic lands; otherwise ``default``, unless the card's own text
    says otherwise (CR 101.1: the card takes precedence), as Relentless Rats does.
    """
    if "Basic" in card.supertypes and "Land" in card.types:
        return None
    for m in _OWN_LIMIT.finditer(card.text):
        named = m.group("name")
        if named is not None and named.strip().lower() != card.name.lower():
            continue
        kind = m.group("limit").lower()
        if kind == "any number of":
            return None
        if kind == "only one":
            return 1
        word = (m.group("n") or "").lower()
        return int(word) if word.isdigit() else _NUMBERS.get(word, default)
    return default


def deck_violations(deck: Decklist, fmt: str, db: CardDB) -> list[str]:
    """Every way ``deck`` breaks the rules of ``fmt`` (one of :data:`FORMATS`), each citing its rule."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown deck format {fmt!r} (formats: {', '.join(FORMATS)})")
    if fmt == "none":
        return []
    out: list[str] = []
    size = sum(count for _, count in deck.main)
    minimum = MIN_DECK_SIZE[fmt]
    rule = "100.2a" if fmt == "constructed" else "100.2b"
    if size < minimum:
        out.append(f"the main deck has {size} cards; a {fmt} deck has at least {minimum} (CR {rule})")
    if fmt != "constructed":
        return out
    side = sum(count for _, count in deck.sideboard)
    if side > MAX_SIDEBOARD:
        out.append(f"the sideboard has {side} cards; a constructed sideboard has at most {MAX_SIDEBOARD} (CR 100.4a)")
    copies: dict[str, int] = {}
    for name, count in deck.main + deck.sideboard:
        copies[name] = copies.get(name, 0) + count
    for name, count in copies.items():
        limit = copy_limit(db[name], MAX_COPIES)
        if limit is not None and count > limit:
            where = " (main deck and sideboard together, CR 100.4a)" if any(n == name for n, _ in deck.sideboard) \
                else ""
            own = "" if limit == MAX_COPIES else " (its own text sets the limit, CR 101.1)"
            out.append(f"{count} copies of {name}; a constructed deck has at most {limit}{own}{where} (CR 100.2a)")
    return out


def check_deck(deck: Decklist, fmt: str, db: CardDB) -> None:
    """Raise :class:`DeckRulesError` listing every violation of ``fmt``'s rules, if any."""
    violations = deck_violations(deck, fmt, db)
    if violations:
        raise DeckRulesError(deck.name, fmt, violations)


__all__ = ["FORMATS", "DeckRulesError", "check_deck", "copy_limit", "deck_violations"]
