"""Choices of another player: "an opponent chooses one" (CR 700.2e), "an opponent separates" (700.3).

Where more than one player could make such a choice, the controller of the spell or ability decides
which of them makes it (700.2e); with one opponent, no question is asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from manastack.decisions import Decision, Option

if TYPE_CHECKING:
    from manastack.actions import Action
    from manastack.state import GameState


def choose_opponent(state: "GameState", ask: Callable[[Decision], "Action"], player: int, prompt: str,
                    rule: str) -> int | None:
    """The opponent of ``player`` (still in the game) who makes a choice: ``player`` decides among several."""
    who = [p for p in state.apnap() if p != player and not state.players[p].lost]
    if len(who) <= 1:
        return who[0] if who else None
    a = ask(Decision(player, "choose", prompt, rule, tuple(Option(state.players[p].name, p) for p in who),
                     data={"what": "player"}))
    return who[a.picks[0]]  # type: ignore[attr-defined]
