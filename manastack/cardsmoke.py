"""Smoke-playing compiled cards (issue 9's ``smoke-passed`` status): a generated position plays the card.

Alice, in her precombat main phase with mana of every colour in her pool, has the card in hand and a copy of it (a
permanent) on the battlefield, not summoning sick; each player has an untapped and a tapped Grizzly Bears (one
wearing Holy Strength, an Aura), an Ornithopter (an artifact) and a Forest (a land), and a graveyard of a creature, an
instant, a land and an artifact card, so that targets of the common kinds exist on both sides.  She casts (or plays)
the card, activates each activated ability of the battlefield copy once, and every other decision is a random legal
choice, until the turn moves on.  Three seeds; any exception fails the card.
"""

from __future__ import annotations

import json
import random

from manastack.agents.random_agent import RandomAgent
from manastack.cards.db import bundled_db
from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.notation import format_action

POOL = "{W}{W}{W}{U}{U}{U}{B}{B}{B}{R}{R}{R}{G}{G}{G}{C}{C}{C}{C}{C}"
SEEDS = (1, 2, 3)
#: Each player's graveyard in the smoke position: cards of the common kinds, for graveyard targets (a creature, an
#: instant, a land, an artifact card).
GRAVEYARD = ["Grizzly Bears", "Lightning Bolt", "Forest", "Ornithopter"]


def _side(label: str) -> list[object]:
    """One player's permanents in the smoke position: targets of the common kinds."""
    return [{"card": "Grizzly Bears", "id": f"bears_{label}"}, {"card": "Grizzly Bears", "tapped": True},
            {"card": "Holy Strength", "attached_to": f"bears_{label}"}, "Ornithopter", "Forest"]


def _position(name: str, seed: int) -> Game:
    card = bundled_db()[name]
    permanent = not ({"Instant", "Sorcery"} & set(card.types))
    alice: dict[str, object] = {"hand": [name], "mana_pool": POOL, "library": ["Island"] * 10,
                                "battlefield": _side("a") + ([name] if permanent else []), "graveyard": GRAVEYARD}
    doc = {"name": f"smoke {name}", "seed": seed,
           "start": {"turn": 3, "active": "alice", "step": "precombat_main",
                     "players": {"alice": alice, "bob": {"battlefield": _side("b"), "library": ["Island"] * 10,
                                                         "graveyard": GRAVEYARD}}}}
    return build_game(load_text(json.dumps(doc), f"<smoke {name}>")[0])


def smoke_card(name: str, seeds: tuple[int, ...] = SEEDS, limit: int = 400) -> str:
    """"" when the card plays from each seed's position without an exception, else what went wrong."""
    for seed in seeds:
        try:
            if not _play(name, seed, limit):
                return f"seed {seed}: the card could not be cast or played"
        except Exception as e:   # noqa: BLE001 - a smoke test reports any failure of the engine as the card's
            return f"seed {seed}: {type(e).__name__}: {e}"
    return ""


def _play(name: str, seed: int, limit: int) -> bool:
    """Play the position; whether the card was cast or played."""
    game = _position(name, seed)
    agent = RandomAgent(seed)
    rng = random.Random(seed)
    low = name.lower()
    cast = False
    used: set[str] = set()
    for _ in range(limit):
        d = game.pending
        if game.is_over or d is None or game.state.turn != 3:
            return cast
        actions = d.legal_actions()
        texts = [format_action(game, a) for a in actions]
        pick = None
        if d.player == 0:
            if not cast:
                mine = [i for i, t in enumerate(texts) if t.lower().startswith(("cast " + low, "play " + low))]
                if mine:
                    pick, cast = rng.choice(mine), True
            if pick is None:
                fresh = [i for i, t in enumerate(texts) if t.lower().startswith("activate " + low) and t not in used]
                if fresh:
                    pick = fresh[0]
                    used.add(texts[pick])
        game.apply(actions[pick] if pick is not None else agent.choose(game))
    return cast
