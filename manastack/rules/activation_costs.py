"""The costs of activated abilities paid with other objects than the source (CR 118, 602.2b, 601.2h): removing
counters from the source, tapping untapped permanents you control, exiling cards from your graveyard, returning a
permanent you control to its owner's hand, sacrificing more than one permanent.

``can_pay`` says whether a player has the resources to pay them fully (CR 118.3); ``pay_events`` asks which
objects pay them (the player's choice, 601.2h) and returns the events that pay them.  Both read the computed
characteristics (``rules/characteristics.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.cards.model import ActivationCost, Filter
from manastack.core.types import Zone
from manastack.decisions import Decision, Option
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.engine import Asker
from manastack.rules.targeting import matches

if TYPE_CHECKING:
    from manastack.state import GameState


def tap_pool(state: "GameState", player: int, cost: ActivationCost, source: int) -> list[int]:
    """CR 701.26a: the untapped permanents ``player`` controls that "Tap an untapped creature you control" could tap
    (not the source when the cost also taps it with {T}: a tapped permanent can't be tapped again, 118.3).  Summoning
    sickness doesn't matter: only {T} and {Q} abilities of creatures ask for it (302.6)."""
    if cost.tap_untapped is None:
        return []
    return [o for o in state.permanents() if not state.objects[o].tapped and not state.objects[o].phased_out
            and controller_of(state, o) == player and not (cost.tap and o == source)
            and matches(state, o, cost.tap_untapped, source, player)]


def graveyard_pool(state: "GameState", player: int, cost: ActivationCost, source: int) -> list[int]:
    """CR 406.2: the cards in ``player``'s graveyard "Exile a creature card from your graveyard" could exile (not the
    source itself, which a cost names as "this")."""
    if cost.exile_from_graveyard is None:
        return []
    return [o for o in state.players[player].graveyard
            if o != source and matches(state, o, cost.exile_from_graveyard, source, player)]


def hand_exile_pool(state: "GameState", player: int, cost: ActivationCost, source: int) -> list[int]:
    """CR 406.2: the cards in ``player``'s hand "Exile a blue card from your hand" could exile (not the source, the
    spell being cast from there)."""
    if cost.exile_from_hand is None:
        return []
    return [o for o in state.players[player].hand
            if o != source and matches(state, o, cost.exile_from_hand, source, player)]


def return_pool(state: "GameState", player: int, cost: ActivationCost, source: int) -> list[int]:
    """The permanents ``player`` controls that "Return a land you control to its owner's hand" could return."""
    if cost.return_to_hand is None:
        return []
    return [o for o in state.permanents() if controller_of(state, o) == player
            and matches(state, o, cost.return_to_hand, source, player)]


def sacrifice_pool(state: "GameState", player: int, flt: Filter, source: int) -> list[int]:
    """CR 701.21a: the permanents ``player`` controls that match ``flt`` (what "Sacrifice two artifacts" chooses)."""
    return [o for o in state.permanents() if controller_of(state, o) == player and matches(state, o, flt, source,
                                                                                            player)]


def can_pay(state: "GameState", player: int, cost: ActivationCost, source: int) -> bool:
    """CR 118.3: whether ``player`` has what these parts of ``cost`` need: the counters on the source (122.8: only
    counters that are there can be removed), enough untapped permanents, cards in the graveyard, a permanent to
    return, permanents to sacrifice."""
    if cost.remove_counters is not None:
        kind, n = cost.remove_counters
        if state.objects[source].counters.get(kind, 0) < n:
            return False
    if cost.tap_untapped is not None and len(tap_pool(state, player, cost, source)) < cost.tap_count:
        return False
    if cost.exile_from_graveyard is not None and \
            len(graveyard_pool(state, player, cost, source)) < cost.exile_count:
        return False
    if cost.return_to_hand is not None and not return_pool(state, player, cost, source):
        return False
    if cost.sacrifice is not None and cost.sacrifice_count > 1 and \
            len(sacrifice_pool(state, player, cost.sacrifice, source)) < cost.sacrifice_count:
        return False
    if cost.discard_filter is not None and len(discard_pool(state, player, cost, source)) < cost.discard:
        return False
    if cost.mill and len(state.players[player].library) < cost.mill:
        return False
    if cost.exile_from_hand is not None and not hand_exile_pool(state, player, cost, source):
        return False
    return True


def discard_pool(state: "GameState", player: int, cost: ActivationCost, source: int) -> list[int]:
    """CR 701.9a: the cards in ``player``'s hand "Discard a creature card" could discard (not the source)."""
    if cost.discard_filter is None:
        return []
    return [o for o in state.players[player].hand if o != source
            and matches(state, o, cost.discard_filter, source, player)]


def mana_exclusions(state: "GameState", player: int, cost: ActivationCost, source: int) -> frozenset[int]:
    """The permanents the mana payment is checked without when the cost also taps untapped permanents: any of them
    may be the ones tapped, so the mana must be payable without them (CR 601.2h: the player pays in any order)."""
    return frozenset(tap_pool(state, player, cost, source))


def choose_taps(state: "GameState", ask: Asker, player: int, cost: ActivationCost, source: int,
                what: str) -> tuple[int, ...]:
    """CR 601.2h: which untapped permanents pay "Tap N untapped creatures you control" (chosen before the mana is
    paid, so a permanent tapped for the cost isn't also tapped for mana)."""
    if cost.tap_untapped is None:
        return ()
    pool = tap_pool(state, player, cost, source)
    return tuple(pool[i] for i in _pick(state, ask, player, pool, cost.tap_count, f"Choose what to tap for {what}",
                                        "tap"))


def pay_events(state: "GameState", ask: Asker, player: int, cost: ActivationCost, source: int, what: str,
               taps: tuple[int, ...]) -> list[ev.Event]:
    """CR 601.2h, 602.2b: the events paying these parts of ``cost`` (``taps``: the permanents ``choose_taps`` chose),
    asking which objects pay where there is a choice."""
    out: list[ev.Event] = []
    if cost.remove_counters is not None:        # CR 122.8: "Remove a charge counter from this"
        kind, n = cost.remove_counters
        out.append(ev.PutCounters(source, kind, -n, rules=("602.2b", "122.8")))
    if cost.put_counters is not None:           # CR 122.1: "Put a -1/-1 counter on this" (not by an effect: 614.16)
        kind, n = cost.put_counters
        out.append(ev.PutCounters(source, kind, n, rules=("602.2b", "122.1")))
    out.extend(ev.Tap(o, for_cost=True, rules=("602.2b", "701.26a")) for o in taps)
    if cost.exile_from_graveyard is not None:
        pool = graveyard_pool(state, player, cost, source)
        picks = _pick(state, ask, player, pool, cost.exile_count, f"Choose cards to exile for {what}", "exile")
        out.extend(ev.ZoneMove(pool[i], Zone.EXILE.value, cause="cost", by=player, rules=("602.2b", "406.2"))
                   for i in picks)
    if cost.return_to_hand is not None:
        pool = return_pool(state, player, cost, source)
        picks = _pick(state, ask, player, pool, 1, f"Choose what to return to its owner's hand for {what}", "return")
        out.extend(ev.ZoneMove(pool[i], Zone.HAND.value, cause="cost", by=player, rules=("602.2b",)) for i in picks)
    if cost.discard_filter is not None:
        pool = discard_pool(state, player, cost, source)
        picks = _pick(state, ask, player, pool, cost.discard, f"Choose {cost.discard} card(s) to discard for {what}",
                      "discard")
        out.extend(ev.ZoneMove(pool[i], Zone.GRAVEYARD.value, cause="discard", by=player, rules=("701.9a",))
                   for i in picks)
    if cost.mill:                               # CR 701.17a: the top cards of the library into the graveyard
        library = state.players[player].library
        out.extend(ev.ZoneMove(o, Zone.GRAVEYARD.value, cause="mill", by=player, rules=("701.17a",))
                   for o in library[:cost.mill])
    if cost.exile_from_hand is not None:        # CR 406.2: "Exile a blue card from your hand"
        pool = hand_exile_pool(state, player, cost, source)
        picks = _pick(state, ask, player, pool, 1, f"Choose a card to exile from your hand for {what}", "exile")
        out.extend(ev.ZoneMove(pool[i], Zone.EXILE.value, cause="cost", by=player, rules=("602.2b", "406.2"))
                   for i in picks)
    if cost.return_self:                        # CR 602.2b: "Return this to its owner's hand"
        out.append(ev.ZoneMove(source, Zone.HAND.value, cause="cost", by=player, rules=("602.2b",)))
    if cost.sacrifice is not None and cost.sacrifice_count > 1:
        pool = sacrifice_pool(state, player, cost.sacrifice, source)
        picks = _pick(state, ask, player, pool, cost.sacrifice_count, f"Choose what to sacrifice for {what}",
                      "sacrifice")
        out.extend(ev.ZoneMove(pool[i], Zone.GRAVEYARD.value, cause="sacrifice", by=player, rules=("701.21a",))
                   for i in picks)
    return out


def _pick(state: "GameState", ask: Asker, player: int, pool: list[int], n: int, prompt: str,
          what: str) -> tuple[int, ...]:
    opts = tuple(Option(chars(state, o).name, o, f"{chars(state, o).name}#{o}") for o in pool)
    pick = ask(Decision(player, "choose", prompt, "601.2h", opts, min=n, max=n, data={"what": what}))
    return tuple(pick.picks)  # type: ignore[attr-defined]
