"""Filters ("creatures you control", "other Merfolk", "nonblack creature") matched against characteristics.

One matcher serves both readers: ``targeting.matches`` (the computed characteristics of an object)
and the layer pass (``rules/layers.py``), which matches the values an object has reached in the
current layer; that is where dependencies between effects come from (CR 613.8a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Protocol

from manastack.cards.model import Filter
from manastack.core.types import Step
from manastack.rules.chosen import chosen_words
from manastack.rules.printed import card_of, printed_chars

if TYPE_CHECKING:
    from manastack.state import GameState


class Characteristics(Protocol):
    """What a filter reads of an object: ``Chars``, or the layer pass's values in progress."""

    @property
    def types(self) -> frozenset[str] | set[str]: ...
    @property
    def subtypes(self) -> frozenset[str] | set[str]: ...
    @property
    def supertypes(self) -> frozenset[str] | set[str]: ...
    @property
    def colors(self) -> frozenset[str] | set[str]: ...
    @property
    def keywords(self) -> frozenset[str] | set[str]: ...
    @property
    def power(self) -> int | None: ...
    @property
    def controller(self) -> int: ...
    @property
    def mana_value(self) -> int: ...


def fits(state: "GameState", oid: int, c: Characteristics, flt: Filter, source: int | None, controller: int) -> bool:
    """Whether object ``oid`` with characteristics ``c`` satisfies ``flt`` as seen by ``source``, whose
    controller is ``controller``."""
    if flt.other and oid == source:
        return False
    if flt.types and not all(t in c.types for t in flt.types):
        return False
    if flt.types_any and not any(t in c.types for t in flt.types_any):
        return False
    if flt.not_types and any(t in c.types for t in flt.not_types):
        return False
    if flt.subtypes and not any(t in c.subtypes for t in chosen_words(state, source, flt.subtypes)):
        return False    # CR 607.2: "of the chosen type" reads the source's choice
    if flt.not_subtypes and any(t in c.subtypes for t in flt.not_subtypes):
        return False
    if flt.supertypes and not all(t in c.supertypes for t in flt.supertypes):
        return False
    if flt.not_supertypes and any(t in c.supertypes for t in flt.not_supertypes):
        return False
    if flt.colors and not any(x in c.colors for x in flt.colors):
        return False
    if flt.not_colors and any(x in c.colors for x in flt.not_colors):
        return False
    if not _color_count_fits(flt, len(c.colors)):
        return False
    if flt.controller == "you" and c.controller != controller:
        return False
    if flt.controller == "opponent" and c.controller == controller:
        return False
    if flt.controller == "enchanted_player" and (source is None or c.controller != _enchanted_player(state, source)):
        return False
    if flt.controller == "defending" and c.controller != defending_player(state, source):
        return False    # CR 506.2, 508.5: "defending player controls"
    if flt.controller == "chooser":
        return False    # CR 700.2e: only a resolving {each: ...} knows who chose its modes (references._each)
    if flt.keywords and not all(k in c.keywords for k in flt.keywords):
        return False
    if flt.not_keywords and any(k in c.keywords for k in flt.not_keywords):
        return False
    if flt.power_max is not None and (c.power is None or c.power > flt.power_max):
        return False
    if flt.power_min is not None and (c.power is None or c.power < flt.power_min):
        return False
    if flt.mana_value_max is not None and c.mana_value > flt.mana_value_max:
        return False
    if flt.mana_value_min is not None and c.mana_value < flt.mana_value_min:
        return False
    if flt.blocked is not None and not _blocked_fits(state, oid, flt.blocked):
        return False
    if flt.entered_this_turn is not None and (oid >= state.turn_mark) != flt.entered_this_turn:
        return False    # CR 400.7: a permanent is a new object with a new id since it entered
    if flt.counter is not None and not _has_counter(state, oid, flt.counter):
        return False
    if flt.attacking_or_blocking is not None:
        # CR 506.4: an attacking or a blocking creature is in combat until it is removed from it or combat ends
        combat = state.combat
        in_combat = combat is not None and (oid in combat.attackers or oid in combat.blockers)
        if in_combat != flt.attacking_or_blocking:
            return False
    if flt.named_as_source and not _named_as_source(state, oid, c, source):
        return False
    if flt.tapped is not None or flt.attacking is not None or flt.blocking is not None or flt.token is not None:
        o = state.objects.get(oid) or state.lki[oid]
        if flt.tapped is not None and o.tapped != flt.tapped:
            return False
        if flt.token is not None and o.is_token != flt.token:
            return False
        combat = state.combat
        if flt.attacking is not None and ((combat is not None and oid in combat.attackers) != flt.attacking):
            return False
        if flt.blocking is not None and ((combat is not None and oid in combat.blockers) != flt.blocking):
            return False
    return True


#: CR 509.1h: the steps in which an attacking creature is a blocked or an unblocked creature (blockers declared).
_AFTER_BLOCKS = frozenset({Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT})


def _blocked_fits(state: "GameState", oid: int, blocked: bool) -> bool:
    """CR 509.1h: whether ``oid`` is a blocked (``blocked``) or an unblocked attacking creature: once blockers
    are declared, an attacking creature is one or the other; before, it is neither."""
    combat = state.combat
    if combat is None or oid not in combat.attackers or state.step not in _AFTER_BLOCKS:
        return False
    return (oid in combat.blocked) == blocked


#: The layer pass's reader of an object's characteristics (``characteristics.chars``), registered by
#: rules/characteristics.py, which imports this module through the layer pass (rules/layers.py): "a card named [this
#: card]" reads the source's name as it is now (a copy's, 707.2) without an import cycle.
_CHARS_READER: list[Callable[["GameState", int], Any] | None] = [None]


def read_characteristics_with(reader: Callable[["GameState", int], Any]) -> None:
    """Register the reader of an object's computed characteristics (rules/characteristics.py does, once)."""
    _CHARS_READER[0] = reader


def _named_as_source(state: "GameState", oid: int, c: Characteristics, source: int | None) -> bool:
    """CR 201.2: "a card named [this card]": the object has the source's name (as the source is now, or as it last
    existed)."""
    chars = _CHARS_READER[0]
    if source is None or chars is None:
        return False
    if source in state.objects:
        wanted = chars(state, source).name
    elif source in state.lki_chars:
        wanted = state.lki_chars[source].name
    elif source in state.lki:
        wanted = card_of(state, state.lki[source]).name
    else:
        return False
    name = getattr(c, "name", None)
    if not isinstance(name, str):
        o = state.objects.get(oid) or state.lki.get(oid)
        name = card_of(state, o).name if o is not None else None
    return name == wanted


def defending_player(state: "GameState", source: int | None) -> int | None:
    """CR 506.2, 508.5, 508.5a: "defending player" in an ability of an attacking creature (or of what is attached to
    one: "whenever equipped creature attacks") is the player it attacks (the controller of the planeswalker it
    attacks); otherwise, during combat, the one player attacked (506.2: in a two-player game, the nonactive player);
    no one out of combat or when several players are attacked and the source attacks none of them."""
    combat = state.combat
    if combat is None or not combat.attackers:
        return None
    o = (state.objects.get(source) or state.lki.get(source)) if source is not None else None
    for oid in (source, o.attached_to if o is not None else None):
        if oid is not None and oid in combat.attackers:
            return _attacked_player(state, combat.attackers[oid])
    players = {_attacked_player(state, d) for d in combat.attackers.values()}
    return players.pop() if len(players) == 1 else None


def _attacked_player(state: "GameState", attacked: tuple[str, int]) -> int | None:
    """CR 506.2: the player attacked, or the controller of the planeswalker attacked (as it is now)."""
    if attacked[0] == "p":
        return attacked[1]
    chars = _CHARS_READER[0]
    if attacked[1] in state.objects and chars is not None:
        return int(chars(state, attacked[1]).controller)
    o = state.objects.get(attacked[1]) or state.lki.get(attacked[1])
    return o.controller if o is not None else None


def _enchanted_player(state: "GameState", source: int) -> int | None:
    """CR 303.4b, 702.5d: the player the Aura ``source`` enchants ("creatures enchanted player controls")."""
    o = state.objects.get(source) or state.lki.get(source)
    return o.enchanted_player if o is not None else None


def _color_count_fits(flt: Filter, n: int) -> bool:
    """CR 105.2a-c: "monocolored" is exactly one colour, "multicolored" two or more, "colorless" none."""
    return all(want is None or want == has for want, has in
               ((flt.multicolored, n >= 2), (flt.monocolored, n == 1), (flt.colorless, n == 0)))


def graveyard_cards(state: "GameState", flt: Filter, player: int | None, source: int | None, controller: int) -> int:
    """The number of cards matching ``flt`` in ``player``'s graveyard (None: in all graveyards), as printed
    (CR 400.2: no continuous effect from the battlefield reaches a card in a graveyard)."""
    players = state.players if player is None else [state.players[player]]
    return sum(1 for p in players for oid in p.graveyard
               if fits(state, oid, printed_chars(card_of(state, state.objects[oid]), p.index), flt, source,
                       controller))


def _has_counter(state: "GameState", oid: int, kind: str) -> bool:
    """CR 122.1: "with a +1/+1 counter on it": the object has at least one counter of that kind ("any": any)."""
    o = state.objects.get(oid) or state.lki.get(oid)
    if o is None:
        return False
    return any(n > 0 for k, n in o.counters.items()) if kind == "any" else o.counters.get(kind, 0) > 0
