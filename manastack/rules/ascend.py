"""CR 702.131 ascend and the city's blessing.

The city's blessing is a designation of a player (``Player.citys_blessing``, 702.131c): it has no rules meaning of its
own, any number of players may have it, and once a player has it they keep it for the rest of the game.  A
``GetsCitysBlessing`` event gives it (not performed if the player has it already, so it is recorded once).

- Ascend on a permanent is a static ability (702.131b): "Any time you control ten or more permanents and you don't
  have the city's blessing, you get the city's blessing for the rest of the game."  It is checked at once after each
  batch of performed events (``due``, asked by the event pipeline the way day and night are, 702.145), not as a
  state-based action: the blessing comes as soon as the tenth permanent is there, and continuous effects are applied
  again before triggers look at the new state (702.131d: the characteristics are computed afresh after the event).
- Ascend on an instant or sorcery is a spell ability (702.131a): "If you control ten or more permanents and you don't
  have the city's blessing, you get the city's blessing for the rest of the game", the spell's first instruction
  (``ascend_first``: the resolution reads it before the spell's other instructions; the verb ``ascend``,
  ``effects/ascend.py``).
- The condition ``citys_blessing`` is "if you have the city's blessing", "as long as you have the city's blessing"
  (``value: false``: "if you don't have the city's blessing").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.model import Effect
from manastack.cards.vocabulary import keyword
from manastack.rules.characteristics import board_keywords, chars, controlled_by
from manastack.rules.game_keywords import game_has_keyword
from manastack.rules.turn_conditions import define_condition

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

ASCEND = "ascend"
#: CR 702.131a-b: how many permanents a player controls to get the city's blessing.
PERMANENTS_NEEDED = 10
#: CR 702.131a: the spell ability ascend stands for on an instant or sorcery (the verb ``ascend``).
ASCEND_EFFECT = Effect(ASCEND, {})


def gets(state: "GameState", e: ev.GetsCitysBlessing) -> bool:
    """CR 702.131a-c: the player gets the city's blessing for the rest of the game; False (nothing happens) if they
    have it already or have left the game."""
    p = state.players[e.player]
    if p.citys_blessing or p.lost:
        return False
    p.citys_blessing = True
    state.touch_chars()     # CR 702.131d: continuous effects are applied again (the condition citys_blessing)
    return True


def may_ascend(state: "GameState", player: int) -> bool:
    """CR 702.131a-b: ``player`` controls ten or more permanents and doesn't have the city's blessing."""
    p = state.players[player]
    return not p.citys_blessing and not p.lost and len(controlled_by(state, player)) >= PERMANENTS_NEEDED


def due(state: "GameState") -> list[ev.Event]:
    """CR 702.131b: each player who controls a permanent with ascend, ten or more permanents in all, and doesn't have
    the city's blessing gets it, at once.  Guard: nothing to do unless some card of the game can give ascend
    (``game_has_keyword``, rules/game_keywords.py: it never answers "no" for a game where one can) and a permanent on
    the battlefield has it now (``board_keywords``, board-cached); so a game without ascend does no more than that."""
    if not game_has_keyword(state, ASCEND) or ASCEND not in board_keywords(state):
        return []
    out: list[ev.Event] = []
    for p in state.players:
        if not may_ascend(state, p.index):
            continue
        if any(ASCEND in chars(state, oid).keywords for oid in controlled_by(state, p.index)):
            out.append(ev.GetsCitysBlessing(p.index, rules=("702.131b",)))
    return out


def ascend_first(state: "GameState", o: "Obj", effects: list[tuple[Effect, int, int]]) -> list[tuple[Effect, int, int]]:
    """CR 702.131a: a resolving instant or sorcery spell with ascend does the spell ability ascend stands for before
    its other instructions (its keyword is printed first); ``effects`` are the spell's (effect, target offset,
    target count) in resolution order.  Guard: only a game where some card can give ascend reads the spell's
    keywords (``game_has_keyword``)."""
    if o.kind == "ability" or not game_has_keyword(state, ASCEND):
        return effects
    c = chars(state, o.id)
    if ASCEND not in c.keywords or not ({"Instant", "Sorcery"} & set(c.types)):
        return effects
    return [(ASCEND_EFFECT, 0, 0), *effects]


@define_condition("citys_blessing", "702.131c")
def _has_blessing(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                  spell: "Obj | None") -> bool:
    """"if you have the city's blessing", "as long as you have the city's blessing" (``value: false``: "if you don't
    have the city's blessing"): whether the controller has the city's blessing (CR 702.131c)."""
    has = state.players[controller].citys_blessing
    return has if args.get("value", True) else not has


keyword(ASCEND, "702.131", "on a permanent: any time you control ten or more permanents and you don't have the city's "
        "blessing, you get the city's blessing for the rest of the game (702.131b); on an instant or sorcery: the "
        "same as the spell's first instruction, as it resolves (702.131a)")

__all__ = ["ASCEND", "ascend_first", "due", "gets", "may_ascend"]
