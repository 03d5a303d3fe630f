"""CR 508.4: creatures put onto the battlefield attacking ("create ... tokens that are tapped and attacking"), and
mobilize (702.181a), whose Warrior tokens enter so and are sacrificed at the next end step (the reference ``them``).

As such a creature enters, its controller chooses what it attacks among what a defending player is (506.2: in a
game of two, the nonactive player; with more, each opponent of the active player): a defending player, or a
planeswalker a defending player controls (``attack_choices``, asked by the effect that makes it, before anything
changes).  It is attacking (``put_attacking``) but never "attacked": no attack trigger sees it (508.4), and no
requirement or restriction of declaring attackers applies (508.4c); entering after blockers were declared, it is an
unblocked creature (508.4d: not in ``Combat.blocked``).  If what it would attack is gone (a player left the game, the
planeswalker left the battlefield or changed controller), it enters but isn't attacking (508.4a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.model import Body, CardDef, Effect, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity, Reference
from manastack.cards.vocabulary import count_check, keyword
from manastack.core.types import Step, Zone
from manastack.rules.characteristics import chars, controller_of

if TYPE_CHECKING:
    from manastack.state import GameState

Ref = tuple[str, int]


def defending_players(state: "GameState") -> list[int]:
    """CR 506.2: the defending players of this combat: the active player's opponents still in the game."""
    return [p for p in state.opponents(state.active) if not state.players[p].lost]


def attack_choices(state: "GameState", controller: int) -> list[Ref]:
    """CR 508.4: what a creature ``controller`` puts onto the battlefield attacking may attack: a defending player
    (none if it isn't the active player's, or there is no combat), or a planeswalker a defending player controls."""
    if state.combat is None or controller != state.active:
        return []
    players = defending_players(state)
    walkers: list[Ref] = [("o", o) for o in state.permanents() if "Planeswalker" in chars(state, o).types
                          and controller_of(state, o) in players]
    return [("p", p) for p in players] + walkers


def attackable(state: "GameState", attacked: Ref) -> bool:
    """CR 508.4a: whether ``attacked`` is still a defending player, or a planeswalker on the battlefield a defending
    player controls (a creature put onto the battlefield attacking it is attacking)."""
    players = defending_players(state)
    if attacked[0] == "p":
        return attacked[1] in players
    o = state.objects.get(attacked[1])
    return o is not None and o.zone == Zone.BATTLEFIELD and "Planeswalker" in chars(state, attacked[1]).types \
        and controller_of(state, attacked[1]) in players


def put_attacking(state: "GameState", oid: int, attacked: Ref) -> None:
    """CR 508.4, 508.4a: the creature ``oid`` that just entered is attacking ``attacked``, if that is still a defending
    player or a planeswalker a defending player controls, and the combat goes on.  The one way anything enters
    attacking: a creature card put onto the battlefield attacking (``ZoneMove.attacking``: ninjutsu, 702.49c) and
    tokens created attacking (``CreateToken.attacking``: "tapped and attacking", mobilize, myriad) alike
    (``rules/perform.py``); attacking, never declared as an attacker, and unblocked (508.4d)."""
    combat = state.combat
    if combat is None or oid not in state.objects or not attackable(state, attacked):
        return
    combat.attackers[oid] = attacked


__all__ = ["attack_choices", "attackable", "defending_players", "put_attacking"]


def _mobilize(param: str) -> TriggeredAbility:
    """CR 702.181a: "Mobilize N" means "Whenever this creature attacks, create N 1/1 red Warrior creature tokens.
    Those tokens enter tapped and attacking. Sacrifice them at the beginning of the next end step.\""""
    warrior = CardDef(name="Warrior Token", cost=None, supertypes=(), types=("Creature",), subtypes=("Warrior",),
                      colors=frozenset("R"), power=1, toughness=1, is_token=True, where="<keyword>")
    create = Effect("create_token", {"token": warrior, "amount": Quantity.const(int(param)), "tapped": True,
                                     "attacking": True})
    sacrifice = Effect("sacrifice", {"what": Reference("them")})
    later = Effect("delayed", {"when": TriggerSpec("step", whose="any", step=Step.END.value), "effects": (sacrifice,),
                               "about": Reference("created")})
    return TriggeredAbility(TriggerSpec("attacks"), Body((Mode((), (create, later)),)), text=f"Mobilize {param}")


keyword("mobilize", "702.181", "Mobilize N: whenever this creature attacks, create N 1/1 red Warrior creature tokens "
        "that enter tapped and attacking; sacrifice them at the beginning of the next end step", parameter=True,
        check=count_check("Mobilize", "702.181a"), triggered=_mobilize)
