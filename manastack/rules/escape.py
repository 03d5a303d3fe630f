"""CR 702.138: escape, casting a card from its owner's graveyard for its escape cost.

"Escape [cost]" is a static ability that functions while the card is in a graveyard: "You may cast this card from your
graveyard by paying [cost] rather than paying its mana cost" (702.138a; an alternative cost, 601.2b, 601.2f-h, 118.9).
The cost is mana and "Exile N other cards from your graveyard" (written ``Escape—{3}{B}{B}, Exile four other cards from
your graveyard``, normalised ``escape:{3}{B}{B}, Exile four other cards from your graveyard``): the mana is paid rather
than the mana cost, and the cards exiled are chosen as the costs are paid (601.2h; never the card itself, which is
"other").  Any card may have escape, so a permanent card too; the normal timing rules apply (601.3).  A spell cast this
way carries ``ESCAPE`` among its chosen costs (``Cast.extras``, written ``cast CARD with escape``), which the permanent
it becomes keeps (607.2i): it "escaped" (702.138b).  "[This permanent] escapes with [counters]" (702.138c) is the static
kind ``escaped_enters_with_counters``: a replacement effect of its entering (614.1c) that applies only when the spell
that becomes it was cast with escape; "if it escaped" is the condition ``paid: escape``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.model import ActivationCost, Filter
from manastack.cards.vocabulary import keyword, static_kind
from manastack.core.mana import ManaCost, cost_problem, parse_cost
from manastack.rules.characteristics import chars
from manastack.rules.entering import Entering, as_entering, cast_with, with_counters
from manastack.rules.flashback import graveyard_castables
from manastack.rules.game_keywords import game_has_keyword

if TYPE_CHECKING:
    from manastack.rules.engine import Asker
    from manastack.state import GameState

#: The name of the escape cost among a spell's chosen costs (``Cast.extras``, ``Obj.extras``).
ESCAPE = "escape"

_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
           "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}

#: "[mana], Exile N other cards from your graveyard" (702.138a's cost as printed on every escape card but two).
PARAM = re.compile(r"((?:\{[^}]+\})+)\s*,\s*exile (\w+) other cards? from your graveyard\.?", re.IGNORECASE)


def _parsed(param: str) -> tuple[str, int] | None:
    m = PARAM.fullmatch(param.strip())
    if m is None:
        return None
    n = _COUNTS.get(m.group(2).lower()) if not m.group(2).isdigit() else int(m.group(2))
    return None if n is None else (m.group(1), n)


def escape_problem(param: str) -> str | None:
    """Why "Escape—``param``" can't be used (None if it can)."""
    got = _parsed(param)
    if got is None:
        return (f"'Escape—{param}': write it 'Escape—[mana], Exile N other cards from your graveyard', such as "
                "Escape—{3}{B}{B}, Exile four other cards from your graveyard (CR 702.138a)")
    problem = cost_problem(got[0])
    return None if problem is None else \
        f"'Escape—{param}': the escape cost's mana is in braces such as {{3}}{{B}}{{B}} (CR 702.138a): {problem}"


keyword(ESCAPE, "702.138", "Escape—[mana], Exile N other cards from your graveyard: you may cast this card from your "
        "graveyard by paying that rather than its mana cost; the spell and the permanent it becomes \"escaped\"",
        parameter=True, check=escape_problem)


def escape_costs(state: "GameState", oid: int) -> tuple[ManaCost, ActivationCost] | None:
    """CR 702.138a: the escape cost of card ``oid`` as it is now (its first escape ability): the mana paid rather than
    its mana cost, and the cards exiled from the graveyard; None without escape."""
    for k in sorted(chars(state, oid).keywords):
        if k.startswith(ESCAPE + ":"):
            got = _parsed(k[len(ESCAPE) + 1:])
            if got is not None:
                return parse_cost(got[0]), ActivationCost(exile_from_graveyard=Filter(), exile_count=got[1],
                                                          text=f"Exile {got[1]} other cards from your graveyard")
    return None


def escape_mana(state: "GameState", oid: int) -> ManaCost | None:
    """CR 702.138a: the mana of card ``oid``'s escape cost (None without escape)."""
    got = escape_costs(state, oid)
    return None if got is None else got[0]


def escape_exile(state: "GameState", oid: int) -> ActivationCost | None:
    """CR 702.138a: the "Exile N other cards from your graveyard" of card ``oid``'s escape cost."""
    got = escape_costs(state, oid)
    return None if got is None else got[1]


def escape_cards(state: "GameState", player: int) -> list[int]:
    """CR 702.138a: the nonland cards with escape in ``player``'s graveyard (one of each name)."""
    if not game_has_keyword(state, ESCAPE):
        return []   # no card of the game can give escape (rules/game_keywords.py)
    return graveyard_castables(state, player, "escape cards",
                               lambda oid, c: not c.land and escape_costs(state, oid) is not None)


ESCAPED_ENTERS_WITH_COUNTERS = static_kind(
    "escaped_enters_with_counters", "702.138c",
    "\"[this permanent] escapes with `amount` counters of the kind `counter`\": if its spell was cast with escape, it "
    "enters with them (614.1c)", counter="counter", amount="quantity")


def _escaped(state: "GameState", e: Entering) -> bool:
    """CR 702.138b: the entering object is a spell resolving from the stack that was cast with escape."""
    return cast_with(state, e, ESCAPE)


@as_entering(ESCAPED_ENTERS_WITH_COUNTERS, "614.1c", only_if=_escaped)
def _escaped_counters(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker",
                      spent: dict[int, int]) -> list[ev.Event]:
    """CR 702.138c, 614.1c: the escaped permanent enters with the counters (put on it as it enters, 122.6)."""
    return with_counters(state, e, args, "702.138c", "614.1c")
