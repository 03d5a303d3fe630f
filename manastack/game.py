"""The public face of the engine: a :class:`Game` you create, ask and ``apply`` choices to.

>>> from manastack import Game, sample_deck
>>> game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=7)
>>> decision = game.pending            # whose, what kind, the legal options
>>> game.apply(decision.legal_actions()[0])
>>> twin = game.clone()                # cheap, independent copy

``apply`` is the only way to change a game.  An illegal action raises
:class:`IllegalAction` with the reason, and the game is exactly as it was.
"""

from __future__ import annotations

import pickle
from typing import TYPE_CHECKING, Iterable, Sequence

from manastack import events as ev
from manastack.actions import Action, Concede
from manastack.cards.db import CardDB, bundled_db
from manastack.decisions import Decision
from manastack.effects import load_all
from manastack.rules.engine import IllegalAction, advance
from manastack.rules.perform import perform
from manastack.rules.pipeline import record
from manastack.rules.priority import apply_priority_action, is_mana_action
from manastack.rules.start import new_game
from manastack.state import GameState
from manastack.typecheck import type_problem

if TYPE_CHECKING:
    from manastack.decklist import Decklist

__all__ = ["Game", "IllegalAction"]


class Game:
    """A game of Magic in progress (see the module docstring)."""

    __slots__ = ("state",)

    def __init__(self, state: GameState):
        load_all()
        self.state = state

    # --- creating --------------------------------------------------------------------

    @classmethod
    def new(cls, decks: Sequence["Decklist | Iterable[str]"], seed: int = 0,
            names: Sequence[str] | None = None, db: CardDB | None = None) -> "Game":
        """A new game between ``decks`` (deck lists or lists of card names), seeded by ``seed``."""
        load_all()
        db = db or bundled_db()
        lists = [list(d.cards()) if hasattr(d, "cards") else list(d) for d in decks]
        names = list(names) if names else ["alice", "bob", "carol", "dave"][:len(lists)]
        state = new_game(db, lists, names, seed)
        game = cls(state)
        advance(state)
        return game

    # --- asking ----------------------------------------------------------------------

    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for (None once the game is over)."""
        return None if self.state.game_over else self.state.pending

    def legal_actions(self) -> list[Action]:
        d = self.pending
        return d.legal_actions() if d else []

    @property
    def is_over(self) -> bool:
        return self.state.game_over

    @property
    def winner(self) -> int | None:
        return self.state.winner

    def player_name(self, index: int) -> str:
        return self.state.players[index].name

    def is_mana_action(self, action: Action) -> bool:
        return is_mana_action(self.state, action)

    # --- changing --------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Answer the pending decision with ``action`` (or concede).  Illegal: raises, changes nothing."""
        state = self.state
        if not isinstance(action, Action):
            raise IllegalAction(f"{type(action).__name__} is not an action (Pass, Cast, Choose, Concede...)")
        if isinstance(action, Concede):
            self._concede(action.player)
            return
        d = state.pending
        if d is None or state.game_over:
            raise IllegalAction("the game is over")
        if d.kind == "priority":
            # CR 117.3: one of the legal actions; found by identity when it is one of them (an agent answers with
            # an action of the list), else by equality (then the legal action itself is applied: an equal one may
            # hold True or 3.0 where the engine keeps 1 or 3)
            i = _position(d.options, action)
            if i is None:
                raise IllegalAction(d.check(action) or "that action is not legal now")
            state.pending = None
            apply_priority_action(state, d.options[i])
            advance(state)
            return
        why = type_problem(action, type(action))    # the fields' types before the decision reads them
        if why is None:
            why = d.check(action)
        if why is not None:
            raise IllegalAction(why)
        state.pending = None
        state.frames[-1].answers.append(action)
        advance(state)

    def _concede(self, player: int) -> None:
        """CR 104.3a: a player may concede at any time; it can't be replaced or prevented."""
        state = self.state
        n = len(state.players)
        # an index, not a position from the end: Concede(-1) is no player (bool is an int: refused too)
        if type(player) is not int or not 0 <= player < n:
            raise IllegalAction(f"there is no player {player!r}: players are numbered 0 to {n - 1}")
        if state.game_over or state.players[player].lost:
            raise IllegalAction("that player is no longer in the game")
        e = ev.LoseGame(player, "conceded", rules=("104.3a",))
        follow = perform(state, e) or []
        record(state, e)
        for note in follow:
            record(state, note)     # CR 800.4a: the player left the game at once; the log says so
        state.players[player].conceded = True
        if not state.game_over and state.pending is not None and state.pending.player == player:
            state.pending = None
            state.frames.clear()
            state.ready_for_priority = False
            advance(state)

    # --- copying ---------------------------------------------------------------------

    def clone(self) -> "Game":
        """An independent copy (the card database is shared, being immutable)."""
        return Game(clone_state(self.state))


def _position(options: tuple[Action, ...], action: Action) -> int | None:
    """The index of ``action`` among ``options``: of the very object if it is there (one pass over the ids, in C),
    else of the first equal one; None if there is none."""
    if options and options[0] is action:
        return 0        # the first (a priority decision's Pass): the commonest answer
    try:
        return list(map(id, options)).index(id(action))
    except ValueError:
        pass
    try:
        return options.index(action)
    except ValueError:
        return None


def clone_state(state: GameState) -> GameState:
    """A deep copy of the plain data (pickle's C fast path).

    Shared, not copied: the card database, the recorded events, the pending decision and
    the last known characteristics, which are never changed once made (the copy gets its
    own list and dict holding the same values).
    """
    events, pending, lki_chars = state.events, state.pending, state.lki_chars
    state.events, state.pending, state.lki_chars = [], None, {}
    try:
        data = pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)
    finally:
        state.events, state.pending, state.lki_chars = events, pending, lki_chars
    copy: GameState = pickle.loads(data)
    copy.db = state.db
    copy.events = list(events)
    copy.pending = pending
    copy.lki_chars = dict(lki_chars)
    return copy
