"""CR 702.34: flashback, casting an instant or sorcery from its owner's graveyard for its flashback cost.

"Flashback [cost]" is two static abilities (702.34a): one in the graveyard, "you may cast this card
from your graveyard by paying [cost] rather than paying its mana cost" (an alternative cost,
601.2b, 601.2f-h, 118.9), and one on the stack, "if the flashback cost was paid, exile this card
instead of putting it anywhere else any time it would leave the stack" (a replacement effect,
614.1a, applied in ``rules/replacement.py``).  A spell cast this way carries ``FLASHBACK`` among
its chosen costs (``Cast.extras``, ``Obj.extras``), so the stack ability knows the cost was paid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from manastack.cards.vocabulary import mana_cost_check, keyword
from manastack.core.mana import ManaCost, parse_cost
from manastack.core.types import Zone
from manastack.rules.characteristics import chars
from manastack.rules.game_keywords import game_has_keyword

if TYPE_CHECKING:
    from manastack.rules.printed import Chars
    from manastack.state import GameState

#: The name of the flashback cost among a spell's chosen costs (``Cast.extras``).
FLASHBACK = "flashback"


_flashback_problem = mana_cost_check("Flashback", "702.34a", "{5}{U}{U}")


keyword(FLASHBACK, "702.34", "Flashback [cost]: you may cast this instant or sorcery card from your graveyard by "
        "paying [cost] rather than its mana cost; if you do, it is exiled instead of going anywhere else when it "
        "would leave the stack", parameter=True, check=_flashback_problem)


def flashback_cost(state: "GameState", oid: int) -> ManaCost | None:
    """CR 702.34a: the flashback cost of card ``oid`` as it is now (None without flashback: a card in a graveyard
    under Yixlid Jailer has lost it)."""
    for k in chars(state, oid).keywords:
        if k.startswith(FLASHBACK + ":"):
            return parse_cost(k[len(FLASHBACK) + 1:])
    return None


def graveyard_castables(state: "GameState", player: int, label: str,
                        castable: "Callable[[int, Chars], bool]") -> list[int]:
    """The cards in ``player``'s graveyard that ``castable`` allows casting from there (flashback, 702.34a; retrace,
    702.81a; jump-start, 702.133a), one of each name: same-named cards there are interchangeable for casting.  Cached
    under ``label`` with the characteristics, for the graveyard as it is (object ids are never reused, so the
    graveyard's ids name the player too)."""
    graveyard = tuple(state.players[player].graveyard)
    cache = state._chars if state._chars_version == state.chars_version else state.chars_cache()
    key = (label, graveyard)
    got: list[int] | None = cache.get(key)
    if got is None:
        seen: set[str] = set()
        got = cache[key] = []
        for oid in graveyard:
            c = chars(state, oid)
            if c.name not in seen and castable(oid, c):
                seen.add(c.name)
                got.append(oid)
    return list(got)


def flashback_cards(state: "GameState", player: int) -> list[int]:
    """CR 702.34a: the instant and sorcery cards in ``player``'s graveyard they may cast with flashback."""
    if not game_has_keyword(state, FLASHBACK):
        return []   # no card of the game can give flashback (rules/game_keywords.py)
    return graveyard_castables(state, player, "flashback cards", lambda oid, c: bool({"Instant", "Sorcery"} & c.types)
                               and flashback_cost(state, oid) is not None)


def cast_with_and_leaving(state: "GameState", oid: int, to: str, mark: str) -> bool:
    """Whether spell ``oid``, cast with the permission ``mark`` (in its extras), would leave the stack for a zone
    other than exile (and so is exiled instead: flashback 702.34a, jump-start 702.133a)."""
    o = state.objects.get(oid)
    return o is not None and o.zone == Zone.STACK and mark in o.extras and to != Zone.EXILE.value


def exiled_instead(state: "GameState", oid: int, to: str) -> bool:
    """CR 702.34a: whether spell ``oid``, cast with its flashback cost paid, would leave the stack for a zone other
    than exile (and so is exiled instead)."""
    return cast_with_and_leaving(state, oid, to, FLASHBACK)
