"""CR 725: the monarch, a designation one player at a time can have.

``GameState.monarch`` is the player who is the monarch (None: there is no monarch, 725.1, until an effect makes a
player the monarch: the ``become_monarch`` effect verb, ``effects/designations.py``).  A ``BecomesMonarch`` event
gives it to a player; the one before ceases to be the monarch (725.3).  Becoming the monarch while one already is
changes nothing and is not performed (so "whenever you become the monarch" doesn't trigger).

The two inherent triggered abilities of 725.2 have no source and are controlled by the monarch as they trigger:
"at the beginning of the monarch's end step, that player draws a card" and "whenever a creature deals combat damage
to the monarch, its controller becomes the monarch".  They trigger from hooks of ``rules/triggers.py``
(``on_event``, ``ON_DAMAGE``) and are put on the stack like any other triggered ability (source 0, named "the
monarch").  If the monarch leaves the game, the active player (or the next player in turn order still in the game)
becomes the monarch at once (725.4: ``due``, asked after every batch of performed events like day and night).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack import events as ev
from manastack.cards.model import Body, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity, Reference
from manastack.rules.characteristics import controller_of
from manastack.rules.triggers import ON_DAMAGE, on_event, trigger_event
from manastack.rules.turn_conditions import define_condition
from manastack.state import PendingTrigger

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

#: The name of the monarch's inherent triggered abilities on the stack (CR 725.2: they have no source).
MONARCH = "the monarch"
_THAT_PLAYER = Reference("that_player")
_DRAW = TriggeredAbility(TriggerSpec("step", who="", whose="active", step="end"),
                         Body((Mode((), (Effect("draw", {"amount": Quantity.const(1), "player": _THAT_PLAYER}),)),)),
                         text="At the beginning of the monarch's end step, that player draws a card.")
_STEAL = TriggeredAbility(TriggerSpec("deals_combat_damage_to_player", who="creature"),
                          Body((Mode((), (Effect("become_monarch", {"player": _THAT_PLAYER}),)),)),
                          text="Whenever a creature deals combat damage to the monarch, its controller becomes "
                               "the monarch.")


def becomes(state: "GameState", e: ev.BecomesMonarch) -> bool:
    """CR 725.3: the player becomes the monarch and the one before ceases to be; False (nothing happens) if that
    player is already the monarch or has left the game."""
    if state.monarch == e.player or state.players[e.player].lost:
        return False
    state.monarch = e.player
    state.touch()
    return True


def _end_step(state: "GameState", e: ev.Event) -> None:
    """CR 725.2: "At the beginning of the monarch's end step, that player draws a card.\""""
    if state.monarch is not None and isinstance(e, ev.StepBegins) and e.step == "end" and e.active == state.monarch:
        state.triggers.append(PendingTrigger(0, MONARCH, "", 0, state.monarch, {"player": state.monarch},
                                             ability=_DRAW))


def _combat_damage(state: "GameState", dealt: list[ev.Damage]) -> None:
    """CR 725.2: "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch"; one
    trigger for each creature (CR 700.1: a source's damage to a player at once is one event)."""
    monarch = state.monarch
    if monarch is None:
        return
    seen: set[int] = set()
    for d in dealt:
        if d.combat and d.target == ("p", monarch) and d.source not in seen and d.amount > 0:
            seen.add(d.source)
            if d.source in state.objects or d.source in state.lki:
                state.triggers.append(PendingTrigger(0, MONARCH, "", 1, monarch,
                                                     {"player": controller_of(state, d.source),
                                                      "object": d.source}, ability=_STEAL))


on_event(_end_step, ev.StepBegins)
ON_DAMAGE.append(_combat_damage)


def due(state: "GameState") -> list[ev.Event]:
    """CR 725.4: if the monarch has left the game, the active player becomes the monarch; if the active player has
    left too, the next player in turn order still in the game; with none, there is no monarch."""
    m = state.monarch
    if m is None or not state.players[m].lost:
        return []
    n = len(state.players)
    for i in range(n):
        p = (state.active + i) % n
        if not state.players[p].lost:
            return [ev.BecomesMonarch(p, rules=("725.4",))]
    state.monarch = None     # CR 725.4: no player can become the monarch: the game goes on with none
    return []


@trigger_event("becomes_monarch", "725.3", about_object=False, on=(ev.BecomesMonarch,))
def _becomes_monarch(e: ev.Event, state: "GameState", spec: TriggerSpec, me: int, me_ctrl: int,
                     subject: int | None, moved_from: str | None) -> bool:
    """Whenever a player (``whose``: you, "whenever you become the monarch"; an opponent) becomes the monarch
    (CR 725.3); ``that player``: the player who became it."""
    return isinstance(e, ev.BecomesMonarch) and _whose(spec.whose, e.player, me_ctrl)


def _whose(whose: str, player: int, me: int) -> bool:
    """Whether ``player`` is the one ``whose`` says: ``any``, ``you`` (``me``), ``opponent``."""
    return whose == "any" or (whose == "you") == (player == me)


@define_condition("monarch", "725.1")
def _is_monarch(state: "GameState", args: Mapping[str, Any], source: int, controller: int,
                spell: "Obj | None") -> bool:
    """"if you're the monarch", "as long as you're the monarch" (``whose``: you, the default); "if an opponent is the
    monarch" (``whose: opponent``); "if there is no monarch" (``whose: none``) (CR 725.1)."""
    whose = str(args.get("whose", "you"))
    m = state.monarch
    if whose == "none":
        return m is None
    return m is not None and _whose(whose, m, controller)
