"""Preparing Oracle text for the grammar: one line per ability, reminder text removed, the card's name as "this".

CR 201.5: a card's text refers to the card by its name; the grammar spells that "this" (as today's Oracle text does
for "this creature").  CR 207.2: reminder text (in parentheses) has no rules meaning, nor has an ability word
("Threshold — ", 207.2c).
"""

from __future__ import annotations

import re

from manastack.core.types import CREATURE_TYPES
from manastack.oracle.terms import plural_subtype

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SELF_NOUN = re.compile(r"\b[Tt]his (?:creature|spell|enchantment|artifact|land|permanent|Aura|Equipment|Vehicle|card|token)\b")
#: Wordings the rules treat as one (CR 500.1: "each player's upkeep" is each upkeep; "the end step" each end step),
#: written one way so that one grammar rule reads them and the renderer writes them.
_SYNONYMS = ((re.compile(r"\bat the beginning of each player's (upkeep|draw step|end step)\b", re.I),
              r"at the beginning of each \1"),
             (re.compile(r"\bat the beginning of the end step\b", re.I), "at the beginning of each end step"),
             (re.compile(r"\benters the battlefield\b"), "enters"))
#: CR 207.2c: ability words (and 207.2d: flavor words, here those before a triggered ability) have no rules meaning.
_ABILITY_WORDS = (
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel", "chroma", "cohort",
    "constellation", "converge", "council's dilemma", "coven", "delirium", "descend 4", "descend 8", "disappear",
    "domain", "eerie", "eminence", "enrage", "fateful hour", "fathomless descent", "ferocious", "flurry",
    "formidable", "grandeur", "hellbent", "heroic", "imprint", "infusion", "inspired", "join forces", "kinship",
    "landfall", "lieutenant", "magecraft", "metalcraft", "morbid", "opus", "pack tactics", "paradox", "parley",
    "radiance", "raid", "rally", "renew", "repartee", "revolt", "secret council", "spell mastery", "strive",
    "survival", "sweep", "tempting offer", "threshold", "undergrowth", "valiant", "vivid", "void", "will of the council")
_ABILITY_WORD = re.compile(rf"^(?:(?i:{'|'.join(re.escape(w) for w in _ABILITY_WORDS)})"
                           rf"|[A-Z][^—.:()]{{0,40}}?(?= — (?:When|Whenever|At) )) — ")
_SEARCH = re.compile(r"search your library for an? [^.]*")
#: Wordings of one meaning, spelled one way for the grammar: (pattern, replacement).
_SAME_MEANING = [
    (re.compile(r"(exile the top card of your library\. )(?:you may play it this turn|until end of turn, you may play "
                r"that card)"), r"\1you may play that card this turn"),
    # CR 701.21a: the player who sacrifices chooses what they sacrifice; "of their choice" (today's wording) says so
    (re.compile(r"\b(sacrifices? (?:an?|one|two|three|four|five|six|seven|that many|X) [^.:•]*?) of their choice"),
     r"\1"),
    # CR 121.1: "you draw a card" as an instruction is the controller's draw, as "draw a card" is
    (re.compile(r"(^|, |\. |• )you draw (a|one|two|three|four|five|X|that many) (cards?)\b(?! and (?:lose|gain))"),
     r"\1draw \2 \3"),    # CR 701.15b: "Enchanted creature gets +2/+2 and is goaded": the Aura's continuous effect, and its goading (no
    # ability nor layer effect: a designation), two sentences of one meaning
    (re.compile(r"^((?:enchanted|equipped) creature) ([^.,]+) and is goaded\.$"), r"\1 \2. \1 is goaded."),
    # CR 611.3a: "As long as this is monstrous, it has flying": "it" is this (one wording for the static part)
    (re.compile(r"^(as long as this is monstrous), it (has|gets) "), r"\1, this \2 "),
    # CR 201.5: a legendary character's "he" or "she" after its own trigger is the creature, as "it" is
    (re.compile(r"^((?:when|whenever) this [^,.]*, )(?:he|she) connives\.$"), r"\1it connives."),
]
_SENTENCE_START = re.compile(r"(^|[.:] |^• )([A-Z])(?=[a-z' ])")
#: CR 205.3m: a creature type (or its plural) keeps its capital at a sentence's start ("Sliver creatures you control
#: have ...", "Zombies you control get ..."): the grammar reads subtypes by their capital.
_SUBTYPE_START = re.compile(r"[A-Z][a-z]+(?:-[a-z]+)?(?= )(?![A-Za-z'’ -]*? — )")
_KEEP_CAPITAL = frozenset(CREATURE_TYPES) | frozenset(plural_subtype(t) for t in CREATURE_TYPES) | {
    t + "s" for t in CREATURE_TYPES} | {t[:-1] + "ves" for t in CREATURE_TYPES if t.endswith("f")}


def _lower_start(m: re.Match[str]) -> str:
    """The first letter of a sentence in lower case, unless the sentence starts with a creature type (not an ability
    or flavor word: "Rat Tail — When ...")."""
    word = _SUBTYPE_START.match(m.string, m.start(2))
    if word is not None and word.group(0) in _KEEP_CAPITAL:
        return m.group(0)
    return m.group(1) + m.group(2).lower()


#: Words written like an ability word before a dash that are keyword abilities with rules meaning, kept so the line
#: fails to parse rather than lose its limit (exhaust and boast are read with it, parts/spd): exhaust (CR 702.177a: "activate only once"), boast (702.142a: only
#: if it attacked, once each turn), max speed (702.178a: only at speed 4), forecast (702.57a: only during your
#: upkeep, from the hand), power-up (its reminder: "activate each power-up ability only once"), a case's "to
#: solve" / "solved" (719.3), an Attraction's "visit" (717), companion (702.139: a deck-building condition).
_KEYWORD_DASHES = ("exhaust", "boast", "max speed", "forecast", "power-up", "to solve", "solved", "visit",
                   "companion")
#: CR 207.2c-d: an ability word or flavor word at the start of a line ("Threshold — ", "Metalcraft — "); not a
#: saga's chapter numbers ("I — ") nor "choose one —", nor a keyword ability written with a dash (above).
_ABILITY_WORD = re.compile(rf"^(?!choose )(?![ivx]+ —)(?!(?i:{'|'.join(re.escape(w) for w in _KEYWORD_DASHES)}) —)"
                           r"[a-z][A-Za-z'’ -]*? — (?=\S)")


#: The first letter of the ability after a keyword ability's dash ("Max speed — Whenever you draw a card, ...",
#: "Exhaust — Tap another untapped creature you control: ..."): lowered as a sentence's is (parts/spd reads them).
_KEYWORD_DASH_START = re.compile(r"^((?i:exhaust|boast|max speed) — )([A-Z])(?=[a-z' ])")


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
    out = _ABILITY_WORD.sub("", out)
    for n in self_names(name):
        out = re.sub(rf"(?<![A-Za-z]){re.escape(n)}(?![A-Za-z])", "this", out)
    out = _SELF_NOUN.sub("this", out)
    for pattern, canonical in _SYNONYMS:
        out = pattern.sub(canonical, out)
    out = _SENTENCE_START.sub(_lower_start, out)
    out = _ABILITY_WORD.sub("", out)      # CR 207.2c: no rules meaning
    out = _SENTENCE_START.sub(_lower_start, out)
    out = _KEYWORD_DASH_START.sub(_lower_start, out)
    for pattern, same in _SAME_MEANING:
        out = pattern.sub(same, out)
    out = _SEARCH.sub(lambda m: m.group(0).replace("that card", "it").replace("the card", "it"), out)   # one wording
    return " ".join(out.split())


#: A mode's flavor word ("• Cure Wounds — You gain 2 life."): no rules meaning (CR 207.2d).
_FLAVOR_WORD = re.compile(r"^• [^—•.]+? — ")


def ability_lines(text: str, name: str) -> list[str]:
    """The prepared, non-empty ability lines of a card's Oracle text.  CR 700.2: a modal ability's bulleted modes
    ("• Destroy target artifact.") are part of the line that says how many to choose ("Choose one —"), so each
    line starting with "•" is joined to the one before it, its flavor word left out (CR 207.2d)."""
    lines: list[str] = []
    for raw in text.split("\n"):
        line = prepare_line(_FLAVOR_WORD.sub("• ", raw), name)
        if line.startswith("•") and lines:
            lines[-1] += " " + line
        elif line:
            lines.append(line)
    return lines
