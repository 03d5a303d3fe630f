"""CR 702.16a, 702.16g: the qualities "protection from [quality]" names, as compiled card data writes them
(``protection:snow``, ``protection:goblins``, ``protection:black and from red``), read against real sources."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from manastack.cards.db import bundled_db
from manastack.rules.characteristics import quality_matches
from manastack.rules.printed import Chars, printed_chars
from manastack.rules.protection_qualities import quality_fits, split_qualities


def _chars(name: str) -> Chars:
    return printed_chars(bundled_db()[name], 0)


@pytest.mark.parametrize("quality, source, has", [
    ("snow", "Boreal Centaur", True),              # Ronom Hulk: a snow creature (205.4g)
    ("snow", "Grizzly Bears", False),
    ("snow", "Snow-Covered Forest", True),
    ("goblins", "Mogg War Marshal", True),         # plural subtypes as printed
    ("goblins", "Grizzly Bears", False),
    ("elves", "Llanowar Elves", True),
    ("dragons", "Lightning Dragon", True),
    ("zombies", "Scathe Zombies", True),
    ("kavu", "Firemaw Kavu", True),
    ("lands", "Forest", True),
    ("artifact", "Icehide Golem", True),
    ("creature", "Grizzly Bears", True),
    ("legendary creatures", "Morinfen", True),
    ("legendary creatures", "Grizzly Bears", False),
    ("non-spirit creatures", "Grizzly Bears", True),
    ("non-spirit creatures", "Karmic Guide", False),
    ("mana value 3 or greater", "Hill Giant", True),
    ("mana value 3 or greater", "Grizzly Bears", False),
    ("mana value 3 or less", "Grizzly Bears", True),
    ("each color", "Lightning Bolt", True),
    ("each color", "Icehide Golem", False),
    ("red", "Lightning Bolt", True),
])
def test_a_protection_quality_is_read_against_the_sources_characteristics_cr_702_16a(
        quality: str, source: str, has: bool) -> None:
    assert quality_matches(None, quality, _chars(source)) is has     # type: ignore[arg-type]


@pytest.mark.parametrize("keyword, qualities", [
    ("black and from red", ["black", "red"]),
    ("demons and from dragons", ["demons", "dragons"]),
    ("white, from blue, and from black", ["white", "blue", "black"]),
    ("snow", ["snow"]),
])
def test_protection_from_a_and_from_b_is_two_protections_cr_702_16g(keyword: str, qualities: list[str]) -> None:
    assert split_qualities(keyword) == qualities


@pytest.mark.parametrize("quality", ["wordy", "black borders", "enemy-colored multicolored"])
def test_a_quality_the_rules_dont_read_protects_from_nothing_cr_702_16a(quality: str) -> None:
    assert quality_fits(quality, _chars("Lightning Bolt")) in (None, False)
    assert quality_matches(None, quality, _chars("Lightning Bolt")) is False     # type: ignore[arg-type]


@given(st.text(max_size=40))
def test_any_quality_text_is_read_or_refused_never_a_crash_cr_702_16a(text: str) -> None:
    for q in split_qualities(text):
        assert quality_fits(q, _chars("Boreal Centaur")) in (True, False, None)
