"""Which keywords some card of a game can ever give an object (CR 702.1), so that the legal actions skip the scans
of keywords no card of the game has (flashback 702.34a, retrace 702.81a, jump-start 702.133a: a look through each
graveyard at every computation of the legal actions).

A keyword an object has comes from its characteristics (CR 613.1f): the keywords of its card or the card it copies
(707.2), or a grant of a continuous effect (a static ability's or a resolved effect's ``keywords``, "gains
flashback"), whose words are values inside the card of the object that made it.  Every keyword is written as a
string, ``name`` or ``name:parameter`` (``docs/cards.md``), so the keywords some card of the game can give are
among the heads (before any ``:``) of the strings inside its cards: the cards of its objects (every zone, tokens
included), each read through the game's card database as the rules read it, every value inside each card (both
faces, its abilities, what it grants, the tokens it makes; ``values_inside``).  The engine itself grants only
``haste`` (dash, blitz, unearth).  A card comes into the game only as a new object (a new id), and an object's card
never changes, so the answer is kept for the game with the next object id read up to, and only the objects made
since are read (those that have left since through their last known information); it counts every object the game has had (it may answer "some card has it" too often, never too
rarely).  An object whose card the database can't give counts as having every keyword.  A card is read once per
game, by its name (or token key: equal token definitions share one, ``printed.token_key``).  What would invalidate the
guard: a keyword made at run time out of other words (none is), or an object whose card changes (none does).

The same reading answers for any word written in cards, not only keywords: a static ability's kind is a string inside
the card that has it or grants it (``StaticAbility.kind``), so ``game_has_keyword(state, KIND)`` is False only when no
object of the game can have a static ability of that kind, unless the engine itself makes one (say so where it is
used so).
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Callable

from manastack.cards.model import CardDef, values_inside

if TYPE_CHECKING:
    from manastack.state import GameState


class _Words:
    """The keyword heads found so far in one game's cards, and whether some object's card is unknown (then every
    keyword counts as there)."""
    __slots__ = ("next_id", "heads", "everything", "cards")

    def __init__(self) -> None:
        self.next_id = 1
        self.heads: set[str] = set()
        self.everything = False
        self.cards: set[tuple[bool, str]] = set()     # the cards read: (a token's?, the name or token key)


def game_has_keyword(state: "GameState", name: str) -> bool:
    """Whether some card of the game (of any object it has had) can give an object the keyword ``name`` (CR 702.1;
    written ``name`` or ``name:parameter``)."""
    last = _LAST[0]
    words = last[1] if last[0]() is state else _words(state)
    if words.next_id != state.next_id:
        _read(state, words)
    return words.everything or name in words.heads


def game_has_any_keyword(state: "GameState", names: frozenset[str]) -> bool:
    """Whether some card of the game can give an object one of the keywords ``names`` (``game_has_keyword``)."""
    last = _LAST[0]
    words = last[1] if last[0]() is state else _words(state)
    if words.next_id != state.next_id:
        _read(state, words)
    return words.everything or not names.isdisjoint(words.heads)


def _words(state: "GameState") -> _Words:
    """The words of ``state``'s game (made the last read, so that the next look at the same game is one call of a
    weak reference)."""
    words = _GAMES.get(state)
    if words is None:
        words = _GAMES[state] = _Words()
    _LAST[0] = (weakref.ref(state), words)
    return words


def _read(state: "GameState", words: _Words) -> None:
    """Bring ``words`` up to date with the objects made since they were last read."""
    objects, lki, db, tokens = state.objects, state.lki, state.db, state.token_defs
    for oid in range(words.next_id, state.next_id):
        o = objects.get(oid) or lki.get(oid)      # one that left since is remembered (CR 608.2h)
        if o is None or words.everything or (o.is_token, o.card) in words.cards:
            continue        # an id that named no object (an effect's, a shield's), or a card already read
        try:
            card = tokens[o.card] if o.is_token else db[o.card]
        except KeyError:
            words.everything = True
            continue
        words.cards.add((o.is_token, o.card))
        words.heads |= card_keyword_heads(card)
    words.next_id = state.next_id


def _nobody() -> None:
    return None


#: The game read last, with its words (one weak reference to call: the common case is fast).
_LAST: "list[tuple[Callable[[], GameState | None], _Words]]" = [(_nobody, _Words())]

#: The words of each game.  Derived from the objects and not part of the state: a copy or a loaded game reads its
#: objects again.
_GAMES: "weakref.WeakKeyDictionary[GameState, _Words]" = weakref.WeakKeyDictionary()


def card_keyword_heads(card: CardDef) -> frozenset[str]:
    """The heads (before any ``:``) of the strings inside ``card`` (both faces, every ability, what it grants, the
    tokens it makes): every keyword it can give is among them.  Memoized per definition (definitions are
    immutable)."""
    got = _CARDS.get(id(card))
    if got is not None and got[0] is card:
        return got[1]
    heads = frozenset(v.split(":", 1)[0] for v in values_inside(card) if isinstance(v, str))
    _CARDS[id(card)] = (card, heads)
    return heads


#: id of a card definition -> (the definition, kept alive so that the id stays its own; its keyword heads).
_CARDS: dict[int, tuple[CardDef, frozenset[str]]] = {}
