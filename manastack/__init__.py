"""manastack: a Magic: The Gathering rules engine — seeded, deterministic, cards as data.

The public API: :class:`Game` (create, ask, apply, clone), the action values in
``manastack.actions``, decisions in ``manastack.decisions``, deck lists in
``manastack.decklist``, the text notation in ``manastack.notation`` and JSON save/load
in ``manastack.serialization``.
"""

from manastack.actions import Action, Activate, Assign, Attack, Block, Cast, Choose, Concede, Pass, PlayLand
from manastack.decisions import Decision, Option
from manastack.game import Game, IllegalAction
from manastack.cards.db import bundled_db
from manastack.decklist import load_sample_deck

__version__ = "0.1.0"

__all__ = [
    "Action", "Activate", "Assign", "Attack", "Block", "Cast", "Choose", "Concede", "Decision", "Game",
    "IllegalAction", "Option", "Pass", "PlayLand", "sample_deck",
]


def sample_deck(name: str) -> list[str]:
    """The card names of a bundled sample deck (``red_burn``, ``gw_creatures``)."""
    return load_sample_deck(name, bundled_db()).cards()
