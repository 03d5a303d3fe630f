"""The Oracle grammar's part "kw" (issue 9): keyword mechanics the rules implement (rules/ward.py and its siblings)
where a static or an effect grants them ("Equipped creature has ward {2}", CR 702.21a).  Keyword lines themselves
("Ward—Pay 3 life") are keywords.py's table; this part reads the keywords inside other sentences.
"""

from __future__ import annotations

from lark import Token

from manastack.cards.vocabulary import KEYWORDS, keyword_problem, normalize_keyword
from manastack.oracle.terms import Unsupported


def _printed(word: str) -> str:
    """A keyword with its parameter as printed ("Ward {2}"), refused where the rules don't implement it."""
    printed = word[0].upper() + word[1:]
    kw = normalize_keyword(printed)
    if kw.partition(":")[0] not in KEYWORDS or keyword_problem(kw, printed) is not None:
        raise Unsupported(f"the keyword {word!r}")
    return printed


class Terms:
    """Transformer methods of this part (mixed into the compiler's transformer)."""

    def kw_sta_ward(self, a: list[Token]) -> str:
        return _printed("ward " + "".join(str(t) for t in a).upper())

    def kw_eff_ward(self, a: list[Token]) -> str:
        return _printed("ward " + "".join(str(t) for t in a).upper())
