"""CR 122.1f: conditions on the poison counters players have ("corrupted": "if an opponent has three or more poison
counters").

``poison_at_least``: ``{count: N, whose: opponent}`` holds if an opponent of the controller still in the game has N or
more poison counters; ``whose: you``: the controller has.  A player's poison counters are ``Player.poison``; effects
give them with the ``player_counters`` verb (``kind: poison``), infect and toxic with damage (702.90b, 702.164c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack.rules.turn_conditions import define_condition

if TYPE_CHECKING:
    from manastack.state import GameState, Obj


@define_condition("poison_at_least", "122.1f")
def _poison_at_least(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                     spell: "Obj | None") -> bool:
    """"if an opponent has three or more poison counters" (``whose: opponent``, the default: some opponent still in
    the game), "if you have ... poison counters" (``whose: you``): at least ``count`` poison counters (CR 122.1f)."""
    n = int(args.get("count", 1))
    if str(args.get("whose", "opponent")) == "you":
        return state.players[controller].poison >= n
    return any(p.poison >= n for p in state.players if p.index != controller and not p.lost)
