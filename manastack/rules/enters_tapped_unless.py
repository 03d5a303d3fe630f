"""CR 614.1c: "This land enters tapped unless ..." — a permanent's own replacement effect on its entering, which
applies only when the condition is false as the permanent would enter (the check lands, the fast lands, the "slow"
lands: "unless you control two or more other lands", "unless you control a Mountain or a Plains", "unless you
have two or more opponents", "unless a player has 13 or less life").

The condition is judged as the event would happen, before the permanent is on the battlefield, so "other lands"
never counts it; the player is the one it would enter under (616.1b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack.cards.model import Filter
from manastack.cards.values import Quantity
from manastack.cards.vocabulary import static_kind
from manastack import events as ev
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.entering import Entering, as_entering, entering_card, entering_controller
from manastack.rules.filters import fits

if TYPE_CHECKING:
    from manastack.rules.engine import Asker
    from manastack.state import GameState

ENTERS_TAPPED_UNLESS = static_kind(
    "enters_tapped_unless", "614.1c",
    "this permanent enters tapped unless, as it would enter, its controller controls permanents matching "
    "`controls` (at least `at_least`, default 1, or at most `at_most`), its controller's opponents together "
    "control at least `at_least` permanents matching `opponents_control`, it has at least `opponents_at_least` "
    "opponents, or a player has at most `player_life_at_most` life",
    controls="filter", opponents_control="filter", at_least="quantity", at_most="quantity",
    opponents_at_least="quantity", player_life_at_most="quantity")


def _n(q: Any) -> int | None:
    if q is None:
        return None
    if isinstance(q, Quantity):
        return q.constant()
    return int(q)


def condition_holds(state: "GameState", who: int, args: Mapping[str, Any], source: int) -> bool:
    """Whether the "unless" condition is true for a permanent entering under ``who`` (``source`` is the entering
    object, for the filters' "other")."""
    at_least, at_most = _n(args.get("at_least")), _n(args.get("at_most"))
    if args.get("controls") is not None or args.get("opponents_control") is not None:
        mine = args.get("controls") is not None
        flt: Filter = args["controls"] if mine else args["opponents_control"]
        n = sum(1 for o in state.permanents() if o != source
                and (controller_of(state, o) == who) == mine and fits(state, o, chars(state, o), flt, source, who))
        if at_most is not None:
            return n <= at_most
        return n >= (at_least if at_least is not None else 1)
    if args.get("opponents_at_least") is not None:
        return len(state.opponents(who)) >= (_n(args["opponents_at_least"]) or 0)
    if args.get("player_life_at_most") is not None:
        limit = _n(args["player_life_at_most"]) or 0
        return any(p.life <= limit for p in state.players if not p.lost)
    return False


def _applies(state: "GameState", e: Entering) -> bool:
    """The effect applies when the condition of one of the entering permanent's such abilities is false."""
    card = entering_card(state, e)
    if card is None:
        return False
    who = entering_controller(state, e)
    return any(not condition_holds(state, who, s.args, e.obj if isinstance(e, ev.ZoneMove) else -1)
               for s in card.static if s.kind == ENTERS_TAPPED_UNLESS)


@as_entering(ENTERS_TAPPED_UNLESS, "614.1c", only_if=_applies)
def _enters_tapped(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker", spent: dict[int, int]
                   ) -> list[ev.Event]:
    """CR 614.1c: the condition is false, so it enters tapped."""
    rules = e.rules if "614.1c" in e.rules else (*e.rules, "614.1c")
    return [e.but(tapped=True, rules=rules)]
