"""Asking instead of listing: the legal actions grouped per card, typed text matched against them, and why not.

* :func:`group_forms` groups the written forms of the legal actions per card and
  ability (``cast Lightning Bolt`` with its five targets is one entry); picking an
  entry with several forms asks which (its ``tails``: ``targeting ai``, ...).
* :func:`matching` finds the legal forms a player's words can mean: the words
  ``opponent`` and ``me`` stand for the players, ids are optional, and a beginning
  (``cast shock``) means every form it begins.  Several matches are asked about, never
  picked silently.
* :func:`why_not_castable` says which requirement of CR 601.2 a card in hand fails:
  timing (307.1 / 302.1), targets (601.2c) or cost (601.2g-h).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from manastack.actions import Action, Cast
from manastack.core.mana import render_cost
from manastack.rules.characteristics import chars
from manastack.rules.cast_timing import cast_steps, may_cast_now
from manastack.rules.priority import legal_actions, sorcery_timing

if TYPE_CHECKING:
    from manastack.game import Game

#: Words that join an action to its choices: an entry's head stops before them.
_JOINERS = ("targeting", "choosing", "modes", "mode", "with", "x", "paying", "kicked")
_ID = re.compile(r"\s*\(#\d+\)|#\d+")


@dataclass(frozen=True, slots=True)
class Group:
    """The forms of the actions of one card or ability: ``head`` the words they share, ``tails`` the rest."""

    head: str
    actions: tuple[Action, ...]
    forms: tuple[str, ...]
    tails: tuple[str, ...]

    def line(self, limit: int = 3) -> str:
        """``cast Lightning Bolt  (5 ways: targeting ai · targeting you · ...)``."""
        if len(self.actions) == 1:
            return self.forms[0]
        shown = " · ".join(self.tails[:limit]) + (" · …" if len(self.tails) > limit else "")
        return f"{self.head}  ({len(self.actions)} ways: {shown})"


def _key(action: Action) -> tuple[object, ...]:
    return (type(action).__name__, getattr(action, "card", None), getattr(action, "index", None))


def _head(forms: Sequence[str]) -> str:
    words = [f.split(" ") for f in forms]
    common: list[str] = []
    for column in zip(*words):
        if any(w != column[0] for w in column):
            break
        common.append(column[0])
    while len(common) > 1 and (common[-1].lower().rstrip("=:") in _JOINERS or common[-1].endswith(",")):
        common.pop()
    return " ".join(common)


def group_forms(actions: Sequence[Action], forms: Sequence[str]) -> list[Group]:
    """The actions grouped per card and ability, in the order of their first form."""
    keyed: dict[tuple[object, ...], list[int]] = {}
    for i, a in enumerate(actions):
        keyed.setdefault(_key(a), []).append(i)
    groups: list[Group] = []
    for indexes in keyed.values():
        fs = tuple(forms[i] for i in indexes)
        head = _head(fs) if len(fs) > 1 else fs[0]
        tails = tuple(f[len(head):].strip() or f for f in fs) if len(fs) > 1 else ("",)
        groups.append(Group(head, tuple(actions[i] for i in indexes), fs, tails))
    return groups


def plain(text: str) -> str:
    """Lower case, no ids, single spaces: what two writings of one form share."""
    return " ".join(_ID.sub("", text).lower().split())


def players_named(text: str, me: str, opponent: str) -> str:
    """``opponent`` (or ``the opponent``) and ``me`` / ``myself`` as the players' names."""
    text = re.sub(r"\b(the )?opponent\b", opponent, text, flags=re.IGNORECASE)
    return re.sub(r"\b(me|myself)\b", me, text, flags=re.IGNORECASE)


def matching(text: str, forms: Sequence[str]) -> list[int]:
    """The indexes of the forms ``text`` means: those equal to it (ids aside), else those it begins, word by word."""
    want = plain(text)
    if not want:
        return []
    plains = [plain(f) for f in forms]
    exact = [i for i, f in enumerate(plains) if f == want]
    if exact:
        exact_with_ids = [i for i in exact if forms[i].lower() == text.strip().lower()]
        return exact_with_ids if len(exact_with_ids) == 1 else exact
    return [i for i, f in enumerate(plains) if f.startswith(want + " ")]


def suggest(text: str, candidates: Sequence[str], n: int = 3) -> list[str]:
    """The candidates closest to ``text``: those containing all its words first, then difflib's closest."""
    low = text.lower().strip()
    if not low:
        return []
    words = set(re.findall(r"[\w']+", low))
    lows = [c.lower() for c in candidates]
    hits = [candidates[i] for i, c in enumerate(lows) if words and words <= set(re.findall(r"[\w']+", c))]
    if hits:
        return hits[:n]
    close = difflib.get_close_matches(low, lows, n=n, cutoff=0.5)
    return [candidates[lows.index(c)] for c in close]


def why_not_castable(game: "Game", player: int, card: int) -> str | None:
    """CR 601.2: which requirement keeps ``card`` (in ``player``'s hand) from being cast now; None if it can be.

    Timing is read from the card's types; cost and targets are told apart by trying, on a
    copy of the game, whether the spell could be cast with plenty of mana in the pool.
    """
    state = game.state
    c = chars(state, card)
    if c.land:
        return f"{c.name} is a land: play it instead (305.1)"
    instant_speed = "Instant" in c.types or "flash" in c.keywords
    if not instant_speed and not sorcery_timing(state, player):
        return (f"timing: {c.name} can be cast only in your main phase with an empty stack "
                f"({'307.1' if 'Sorcery' in c.types else '302.1'})")
    if not may_cast_now(state, c, card):
        steps = " or ".join(dict.fromkeys(s.replace("_", " ") for s in cast_steps(c)))
        if not steps:
            return f"timing: {c.name} can't be cast now: its own text says when it can (601.3)"
        return f"timing: {c.name} can be cast only during the {steps} step (its own text, 601.3)"
    if any(isinstance(a, Cast) and a.card == card for a in legal_actions(state, player)):
        return None
    trial = game.clone()
    pool = trial.state.players[player].pool
    for kind in "WUBRGC":
        pool[kind] = pool.get(kind, 0) + 20
    trial.state.touch()
    if any(isinstance(a, Cast) and a.card == card for a in legal_actions(trial.state, player)):
        cost = f" {render_cost(c.cost)}" if c.cost is not None else ""
        return f"cost: you can't pay {c.name}'s cost{cost} with the mana you have (601.2g-h)"
    return f"targets: {c.name} has no legal target now (601.2c)"


__all__ = ["Group", "group_forms", "matching", "players_named", "plain", "suggest", "why_not_castable"]
