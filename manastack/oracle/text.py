"""Preparing Oracle text for the grammar: one line per ability, reminder text removed, the card's name as "this".

CR 201.5: a card's text refers to the card by its name; the grammar spells that "this" (as today's Oracle text does
for "this creature").  CR 207.2: reminder text (in parentheses) has no rules meaning.
"""

from __future__ import annotations

import re

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SELF_NOUN = re.compile(r"\b[Tt]his (?:creature|spell|enchantment|artifact|land|permanent|card)\b")
_SEARCH = re.compile(r"search your library for an? [^.]*")
#: Wordings of one meaning, spelled one way for the grammar: (pattern, replacement).
_SAME_MEANING = [
    (re.compile(r"(exile the top card of your library\. )(?:you may play it this turn|until end of turn, you may play "
                r"that card)"), r"\1you may play that card this turn"),
]
_SENTENCE_START = re.compile(r"(^|[.:] |^• )([A-Z])(?=[a-z' ])")


def self_names(name: str) -> list[str]:
    """The ways a card's text names it: the full name, and for a legendary card the part before the comma
    (CR 201.5: "Isamaru" for "Isamaru, Hound of Konda"), longest first."""
    names = [name]
    short = name.split(",")[0].strip()
    if short != name:
        names.append(short)
    return names


def prepare_line(line: str, name: str) -> str:
    """One ability line as the grammar reads it: no reminder text, ``this`` for the card's name, the first letter of
    each sentence in lower case, single spaces."""
    out = _REMINDER.sub("", line).strip()
    for n in self_names(name):
        out = re.sub(rf"(?<![A-Za-z]){re.escape(n)}(?![A-Za-z])", "this", out)
    out = _SELF_NOUN.sub("this", out)
    out = _SENTENCE_START.sub(lambda m: m.group(1) + m.group(2).lower(), out)
    for pattern, same in _SAME_MEANING:
        out = pattern.sub(same, out)
    out = _SEARCH.sub(lambda m: m.group(0).replace("that card", "it").replace("the card", "it"), out)   # one wording
    return " ".join(out.split())


def ability_lines(text: str, name: str) -> list[str]:
    """The prepared, non-empty ability lines of a card's Oracle text."""
    return [p for p in (prepare_line(line, name) for line in text.split("\n")) if p]
