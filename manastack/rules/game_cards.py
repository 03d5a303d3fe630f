"""What the cards of a game can ever do that the legal actions must look at (CR 117.3, 601.3, 602.5b).

The legal actions are cached (``rules/priority.py``) under a key of what they depend on besides the state's
version: whether sorcery timing holds, which activation timing restrictions ("Activate only during your turn",
602.5b) allow activating now, and the step when a card says "Cast this spell only during [step]" (601.3).  Most
games have no card with either restriction; then those parts of the key only split the cache (the declare
attackers step and the end step would not share the actions computed in the beginning of combat step) and cost
time to compute.  This module says which restrictions some card of the game has.

The cards of a game are those of its objects (every zone, tokens included), each read through the game's card
database as the rules read it (``printed.card_of``): an ability a card grants or a card an object becomes (a
copy, a face, a token it makes) is a value inside a card of the game, so every value inside each card is read.
A card comes into the game only as a new object, and an object's card never changes, so the answer is kept for
the game with the next object id read up to, and only the objects made since are read; it counts every object
the game has had, which may only answer "some card has it" too often, never too rarely.  An object whose card
the database can't give counts as having every restriction.
"""

from __future__ import annotations

import dataclasses
import weakref
from typing import TYPE_CHECKING, Any, Callable

from manastack.cards.model import ACTIVATION_TIMINGS, ActivatedAbility, CardDef, StaticAbility, values_inside
from manastack.rules.cast_timing import CAST_ONLY, CAST_ONLY_AFTER_BLOCKERS, CAST_ONLY_DURING

if TYPE_CHECKING:
    from manastack.state import GameState


@dataclasses.dataclass(frozen=True, slots=True)
class Restrictions:
    """The timing restrictions some card of a game has: the activation timings of its activated abilities
    (CR 602.5b, ``ActivatedAbility.timing``), and whether it has "Cast this spell only during ..." (601.3)."""
    timings: frozenset[str] = frozenset()
    cast_steps: bool = False

    def __or__(self, other: "Restrictions") -> "Restrictions":
        if not other.timings and other.cast_steps <= self.cast_steps:
            return self     # nothing new (NOTHING stays the one value ``is`` compares with)
        return Restrictions(self.timings | other.timings, self.cast_steps or other.cast_steps)


#: What a card the database can't give may have: everything (the cache key then reads every restriction).
EVERYTHING = Restrictions(frozenset(ACTIVATION_TIMINGS), True)
NOTHING = Restrictions()


def restrictions(state: "GameState") -> Restrictions:
    """The timing restrictions some card of the game (of any object it has had) has."""
    last = _LAST[0]
    got = last[1] if last[0]() is state else _game(state)
    if got[0] != state.next_id:
        seen, read = got[1], got[2]
        objects, db, tokens = state.objects, state.db, state.token_defs
        for oid in range(got[0], state.next_id):
            o = objects.get(oid)
            if o is None or seen == EVERYTHING or (o.is_token, o.card) in read:
                continue        # a card read already (by its name or token key: equal definitions share one)
            read.add((o.is_token, o.card))
            try:
                card = tokens[o.card] if o.is_token else db[o.card]
            except KeyError:
                seen = EVERYTHING
                continue
            seen = seen | card_restrictions(card)
        got[0], got[1] = state.next_id, seen
    seen_now: Restrictions = got[1]
    return seen_now


def _game(state: "GameState") -> list[Any]:
    """``_GAMES``'s entry for ``state``'s game (made the last read: the next look at it is one weak reference's call)."""
    got = _GAMES.get(state)
    if got is None:
        got = _GAMES[state] = [1, NOTHING, set()]
    _LAST[0] = (weakref.ref(state), got)
    return got


def _nobody() -> None:
    return None


#: The game read last, with ``_GAMES``'s entry for it (one weak reference to call: the common case is fast).
_LAST: "list[tuple[Callable[[], GameState | None], list[Any]]]" = [(_nobody, [0, NOTHING, set()])]


#: ``restrictions`` of each game: [the next object id read up to, what was found, the cards read] (updated in place).  Derived from
#: the objects and not part of the state: a copy or a loaded game reads its objects again.
_GAMES: "weakref.WeakKeyDictionary[GameState, list[Any]]" = weakref.WeakKeyDictionary()


def card_restrictions(card: CardDef) -> Restrictions:
    """The timing restrictions inside ``card`` (both faces, every ability, what it grants, the tokens it makes);
    memoized per definition (definitions are immutable)."""
    got = _CARDS.get(id(card))
    if got is not None and got[0] is card:
        return got[1]
    timings: set[str] = set()
    cast_steps = False
    for v in values_inside(card):
        if isinstance(v, ActivatedAbility) and v.timing:
            timings.add(v.timing)
        elif isinstance(v, StaticAbility) and v.kind in (CAST_ONLY_DURING, CAST_ONLY_AFTER_BLOCKERS, CAST_ONLY):
            cast_steps = True
    found = Restrictions(frozenset(timings), cast_steps) if timings or cast_steps else NOTHING
    _CARDS[id(card)] = (card, found)
    return found


#: id of a card definition -> (the definition, kept alive so that the id stays its own; its restrictions).
_CARDS: dict[int, tuple[CardDef, Restrictions]] = {}

