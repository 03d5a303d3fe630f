"""Actions and choices: the small immutable values ``apply`` takes.

Every answer to a decision is one of these.  Their text notation (the judge's script
notation) lives in ``manastack.notation``; these values know nothing of text.
Object ids refer to the objects as they are when the action is made.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.core.fast_init import fast_init_all

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


# --- steps: a declaration or a choice made one small decision at a time ----------------
#
# A declaration that combines several choices (attackers, blockers, a division of damage,
# "choose N of M") can be answered whole (the values above) or as a sequence of these
# steps, each with a short list of legal values (manastack.decisions).


@dataclass(frozen=True, slots=True)
class Step(Action):
    """Base class of the small steps of a declaration or choice made one decision at a time."""


@dataclass(frozen=True, slots=True)
class DeclareAttacker(Step):
    """CR 508.1a, one step: ``creature`` attacks (whom it attacks is the next step)."""

    creature: int


@dataclass(frozen=True, slots=True)
class AttackTarget(Step):
    """CR 508.1b, one step: the creature just declared attacks this player or planeswalker."""

    defender: Ref


@dataclass(frozen=True, slots=True)
class BandWith(Step):
    """CR 702.22c-d, one step: the creature just declared attacks in a band with ``leader`` (an attacker
    declared before it, and the band it is in), attacking the same player or planeswalker."""

    leader: int


@dataclass(frozen=True, slots=True)
class DeclareBlocker(Step):
    """CR 509.1a, one step: ``creature`` blocks (which attacker is the next step)."""

    creature: int


@dataclass(frozen=True, slots=True)
class BlockTarget(Step):
    """CR 509.1a, one step: the creature just declared blocks this attacker."""

    attacker: int


@dataclass(frozen=True, slots=True)
class AssignStep(Step):
    """CR 510.1c-d, one step: ``amount`` of the combat damage goes to the next recipient, ``recipient``."""

    recipient: Ref
    amount: int


@dataclass(frozen=True, slots=True)
class Pick(Step):
    """One step of "choose N of M" (or of an order): the option with this index is chosen next."""

    index: int


@dataclass(frozen=True, slots=True)
class Done(Step):
    """Finish the declaration or choice made so far (legal only when it is complete and legal)."""


fast_init_all(Action)   # the actions made on every computation of the legal ones (core/fast_init.py)
