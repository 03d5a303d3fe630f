"""Actions and choices: the small immutable values ``apply`` takes.

Every answer to a decision is one of these.  Their text notation (the judge's script
notation) lives in ``manastack.notation``; these values know nothing of text.
Object ids refer to the objects as they are when the action is made.
"""

from __future__ import annotations

from dataclasses import dataclass

Ref = tuple[str, int]


@dataclass(frozen=True, slots=True)
class Action:
    """Base class of every action and choice."""


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """CR 117.3d: pass priority."""


@dataclass(frozen=True, slots=True)
class PlayLand(Action):
    """CR 305.1: play a land (a special action, 116.2a)."""

    card: int


@dataclass(frozen=True, slots=True)
class Cast(Action):
    """CR 601.2: cast a spell, with its choices made up front (modes, targets, X, optional costs)."""

    card: int
    targets: tuple[Ref, ...] = ()
    modes: tuple[int, ...] = ()        # 0-based mode indices, for modal spells
    x: int = 0
    extras: tuple[str, ...] = ()       # optional additional costs paid (kicker, buyback...)


@dataclass(frozen=True, slots=True)
class Activate(Action):
    """CR 602.2: activate an activated ability (``index`` is 0-based among the object's abilities)."""

    card: int
    index: int = 0
    targets: tuple[Ref, ...] = ()
    modes: tuple[int, ...] = ()
    x: int = 0


@dataclass(frozen=True, slots=True)
class Special(Action):
    """CR 116.2: take the ``index``-th (0-based) special action that object ``card`` offers, such as a
    licid's "pay {R} to end this effect" (116.2c).  Playing a land is :class:`PlayLand`."""

    card: int
    index: int = 0


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Answer a ``choose`` decision: the indices of the chosen options, in order."""

    picks: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Attack(Action):
    """CR 508.1: declare attackers: (attacker, defender) pairs; ``bands`` groups for banding."""

    pairs: tuple[tuple[int, Ref], ...] = ()
    bands: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class Block(Action):
    """CR 509.1: declare blockers: (blocker, attacker) pairs."""

    pairs: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Assign(Action):
    """CR 510.1: divide one creature's combat damage: (recipient, amount) pairs."""

    pairs: tuple[tuple[Ref, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Concede(Action):
    """CR 104.3a: a player concedes (possible at any time)."""

    player: int
