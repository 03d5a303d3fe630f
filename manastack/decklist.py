"""Deck lists in the usual text form, and the sample decks shipped with manastack.

Accepted lines (case-insensitive card names, matched against a :class:`CardDB`; the
canonical spelling is kept)::

    4 Lightning Bolt            a count and a name
    4x Lightning Bolt           "x" after the count (also "4 x Lightning Bolt")
    Lightning Bolt              no count: one copy
    4 Lightning Bolt (M11) 149  MTGO / Arena exports: set code and collector number ignored
    SB: 2 Duress                a sideboard card, wherever it stands
    Deck / Sideboard / Commander / Companion   section headers (a trailing ":" is allowed;
                                "Main", "Maindeck" and "// Sideboard" work too)
    About / Name My Deck        Arena's "About" section: the deck's name
    # comment, // comment       ignored, as are blank lines
    4 Lightning Bolt // burn    a comment after a card: "//" and what follows, unless the
                                whole is a card's name (the split card "Fire // Ice")

MTGO exports have no headers: the main deck, a blank line, then the sideboard.  So when
no ``Deck`` header has been seen, a blank line after main-deck cards followed directly
by another card line starts the sideboard.  (A blank line followed by a comment, as in
``# Spells``, does not: hand-written lists often group their cards that way.)

Every problem is collected; :class:`DecklistError` reports them all (up to
:data:`MAX_PROBLEMS`), each with ``file:line``, and the closest card names for an
unknown one.

Limits, so that no list can exhaust time or memory: a deck list holds at most
:data:`MAX_DECK_CARDS` cards in all its sections (a count on one line included), a
line is at most :data:`MAX_LINE_LENGTH` characters, a file at most
:data:`MAX_FILE_BYTES` bytes.  A file must be regular UTF-8 text
(``manastack.textfile``).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from manastack.cards.db import CardDB, UnknownCardError
from manastack.textfile import TextFileError, read_text_file

#: The most cards a deck list may hold, all sections together (real decks: 40 to a few hundred).
MAX_DECK_CARDS = 1000
#: The longest line read (the longest card name has 141 characters).
MAX_LINE_LENGTH = 500
#: The largest deck list file read.
MAX_FILE_BYTES = 1_000_000
#: Problems reported before reading stops.
MAX_PROBLEMS = 50

SECTIONS = {
    "deck": "main", "main": "main", "maindeck": "main", "main deck": "main", "mainboard": "main",
    "sideboard": "sideboard", "side": "sideboard",
    "commander": "commander",
    "companion": "companion",
    "about": "about",
}

NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
}

_SB_PREFIX = re.compile(r"^SB:\s*", re.IGNORECASE)
_COUNT = re.compile(r"^(-?\d+)\s*(?:[xX]\b\s*)?(.*)$")
_COMMENT = re.compile(r"\s*//")
# " (M11) 149", " (M11)", " [M11]", " (PLST) LRW-180", Arena foil marker " *F*".
_SET_SUFFIX = re.compile(r"\s+[(\[][A-Za-z0-9_]{2,8}[)\]](?:\s+[A-Za-z0-9_-]+)?(?:\s+\*F\*)?\s*$")


class DecklistError(ValueError):
    """A deck list that cannot be read.  ``problems`` is a list of ``(line, message)``."""

    def __init__(self, filename: str, problems: list[tuple[int, str]]):
        self.filename = filename
        self.problems = problems
        lines = [f"{filename}:{line}: {msg}" if line else f"{filename}: {msg}" for line, msg in problems]
        super().__init__("\n".join(lines))

    @property
    def line(self) -> int:
        """The line of the first problem (0 when it concerns the whole file)."""
        return self.problems[0][0] if self.problems else 0


@dataclass
class Decklist:
    """A deck: the main deck and sideboard as ``(card name, count)`` in file order."""

    name: str
    main: list[tuple[str, int]] = field(default_factory=list)
    sideboard: list[tuple[str, int]] = field(default_factory=list)
    commander: list[tuple[str, int]] = field(default_factory=list)
    companion: list[tuple[str, int]] = field(default_factory=list)

    def cards(self) -> list[str]:
        """The main deck as a flat list of card names, each repeated by its count."""
        return [name for name, count in self.main for _ in range(count)]

    def sideboard_cards(self) -> list[str]:
        return [name for name, count in self.sideboard for _ in range(count)]

    def counts(self) -> dict[str, int]:
        """Card name -> copies in the main deck."""
        out: dict[str, int] = {}
        for name, count in self.main:
            out[name] = out.get(name, 0) + count
        return out


def _header(line: str) -> str | None:
    """The section a header line opens, if it is one."""
    s = line.strip()
    if s.startswith("//"):
        s = s[2:]
    s = s.strip().rstrip(":").strip().lower()
    return SECTIONS.get(s)


def _add(entries: list[tuple[str, int]], name: str, count: int) -> None:
    for i, (n, c) in enumerate(entries):
        if n == name:
            entries[i] = (n, c + count)
            return
    entries.append((name, count))


def _parse_entry(text: str, db: CardDB) -> tuple[str, int] | str:
    """``(canonical name, count)``, or an error message."""
    if text in db:            # a name that starts with a number ("1996 World Champion")
        return db[text].name, 1
    m = _COUNT.match(text)
    if m:
        digits = m.group(1)
        rest = m.group(2).strip()
        if digits.startswith("-") or not digits.strip("0"):
            return f"a count must be at least 1, not {_short(digits)} (in {_short(text)!r})"
        # the length first: never int() a 10,000-digit count
        if len(digits.lstrip("0")) > len(str(MAX_DECK_CARDS)) or int(digits) > MAX_DECK_CARDS:
            return f"{_short(digits)} copies of {rest or 'a card'} is more than {MAX_DECK_CARDS}; a deck list " \
                   f"holds at most {MAX_DECK_CARDS} cards"
        count = int(digits)
        if not rest:
            return f"a count with no card name: {text!r}"
    else:
        count = 1
        rest = text
        first, _, after = rest.partition(" ")
        if first.lower() in NUMBER_WORDS and after.strip() in db:
            return (f"write the count in digits ('{NUMBER_WORDS[first.lower()]} {db[after.strip()].name}'), "
                    f"not {text!r}")
    name, comment = _name_and_comment(rest, db)
    if not name:
        return f"no card name in {text!r}"
    try:
        card = db[name]
    except UnknownCardError as e:
        hint = f"; closest: {', '.join(e.suggestions)}" if e.suggestions else ""
        read = f" (read {comment!r} as a comment)" if comment else ""
        return f"unknown card {name!r}{hint}{read}"
    return card.name, count


def _short(text: str, width: int = 40) -> str:
    """``text``, or its start and its length when it is long (a 400-digit count)."""
    return text if len(text) <= width else f"{text[:width - 12]}... ({len(text)} characters)"


def _name_and_comment(rest: str, db: CardDB) -> tuple[str, str]:
    """The card name in ``rest`` (set code dropped) and the ``// comment`` after it, if any.

    A "//" starts a comment unless the text up to a later "//" (or the end) is a known card
    name: "Fire // Ice" is the split card when the database knows it, "Shock // cheap" is
    Shock with a comment.  With no known name either way, the first "//" starts the comment.
    """
    cuts = [m.start() for m in _COMMENT.finditer(rest)]
    for end in [len(rest), *reversed(cuts)]:       # the whole text first, then up to each "//", last first
        name = _SET_SUFFIX.sub("", rest[:end]).strip()
        if name in db:
            return name, _comment(rest[end:])
    end = cuts[0] if cuts else len(rest)
    return _SET_SUFFIX.sub("", rest[:end]).strip(), _comment(rest[end:])


def _comment(tail: str) -> str:
    return tail.strip().removeprefix("//").strip()


def parse_decklist(text: str, filename: str, db: CardDB) -> Decklist:
    """Read a deck list (see the module docstring for the forms accepted).

    ``filename`` names the list in messages; its stem is the deck's name unless an Arena
    ``About`` section says ``Name ...``.  Raises :class:`DecklistError` listing every
    problem with its line number.
    """
    deck = Decklist(name=Path(filename).stem if filename else "deck")
    problems: list[tuple[int, str]] = []
    section = "main"
    explicit_main = False   # a "Deck" header was seen: blank lines no longer start the sideboard
    any_header = False
    blank_pending = False
    lines = text.splitlines()
    total = 0
    for lineno, raw in enumerate(lines, start=1):
        if len(problems) >= MAX_PROBLEMS:
            problems.append((lineno, f"stopped reading after {MAX_PROBLEMS} problems"))
            break
        if len(raw) > MAX_LINE_LENGTH:
            problems.append((lineno, f"the line is {len(raw):,} characters long; a deck list line is at most "
                                     f"{MAX_LINE_LENGTH}"))
            continue
        line = raw.strip().lstrip("\ufeff")
        if not line:
            if section == "main" and not explicit_main and not any_header and deck.main:
                blank_pending = True
            continue
        sec = _header(line)
        if sec is not None:
            section = sec
            any_header = True
            explicit_main = explicit_main or sec == "main"
            blank_pending = False
            continue
        if line.startswith("#") or line.startswith("//"):
            blank_pending = False
            continue
        if section == "about":
            m = re.match(r"name\s+(.+)$", line, re.IGNORECASE)
            if m:
                deck.name = m.group(1).strip()
            else:
                problems.append((lineno, f"in the About section, expected 'Name <deck name>', not {line!r}"))
            continue
        target = section
        if blank_pending:
            section = target = "sideboard"
            blank_pending = False
        sb = _SB_PREFIX.match(line)
        if sb:
            target = "sideboard"
            line = line[sb.end():].strip()
        result = _parse_entry(line, db)
        if isinstance(result, str):
            problems.append((lineno, result))
            continue
        name, count = result
        if total + count > MAX_DECK_CARDS:
            problems.append((lineno, f"{count} {name} make {total + count} cards; a deck list holds at most "
                                     f"{MAX_DECK_CARDS} cards"))
            break
        total += count
        entries = {"main": deck.main, "sideboard": deck.sideboard, "commander": deck.commander,
                   "companion": deck.companion}[target]
        _add(entries, name, count)
    if not problems and not deck.main and not deck.commander:
        problems.append((0, "no main-deck cards"))
    if problems:
        raise DecklistError(filename, problems)
    return deck


def load_decklist(path: str | os.PathLike[str] | Traversable, db: CardDB) -> Decklist:
    """Read a deck list file (regular UTF-8 text, at most :data:`MAX_FILE_BYTES`).

    Raises :class:`DecklistError` for a file that can't be read as text (naming the file and
    why: missing, a directory or device, too large, binary) as for a list with mistakes.
    """
    if not isinstance(path, (str, os.PathLike)):      # a bundled sample deck
        return parse_decklist(path.read_text(encoding="utf-8"), str(path), db)
    try:
        text = read_text_file(path, "a deck list", MAX_FILE_BYTES)
    except TextFileError as e:
        raise DecklistError(e.filename, [(0, e.message)]) from None
    return parse_decklist(text, str(path), db)


# --- the sample decks shipped in manastack/decks --------------------------------------


def _decks_dir() -> Traversable:
    return resources.files("manastack.decks")


def sample_decks() -> list[str]:
    """The names of the bundled sample decks (``red_burn``, ``gw_creatures``...), sorted."""
    return sorted(e.name[: -len(".txt")] for e in _decks_dir().iterdir() if e.name.endswith(".txt"))


def sample_deck_path(name: str) -> Traversable:
    """The bundled deck file ``name`` (with or without ``.txt``)."""
    stem = name[: -len(".txt")] if name.endswith(".txt") else name
    entry = _decks_dir() / f"{stem}.txt"
    if not entry.is_file():
        known = ", ".join(sample_decks()) or "none"
        raise FileNotFoundError(f"no sample deck {name!r}; the sample decks are: {known}")
    return entry


def load_sample_deck(name: str, db: CardDB) -> Decklist:
    """A bundled sample deck, read against ``db``."""
    return load_decklist(sample_deck_path(name), db)
