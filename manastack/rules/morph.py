"""CR 702.37, 708, 116.2b: morph: casting a card face down, and turning a face-down permanent face up.

"Morph [cost]" (written ``Morph {G}`` in card data, the keyword ``morph:{G}``) lets its card be cast face
down as a 2/2 creature with no name, mana cost, colour, types or abilities for {3} instead of its mana cost
(702.37c: the cast written ``cast CARD with morph``; ``casting.FACE_DOWN_CAST``).  A face-down permanent's
characteristics are those of layer 1b (``rules/layers.py``), after copy effects, which is what a copy of it
copies (707.2).  Any time they have priority, its controller may turn it face up by paying the morph cost it
would have if it were face up, copy effects included (702.37e, 707.3's examples): a special action (116.2b),
written ``special CARD``; it then has its normal characteristics.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.actions import Special
from manastack.cards.model import CardDef
from manastack.cards.vocabulary import mana_cost_check, keyword
from manastack.core.mana import ManaCost, parse_cost
from manastack.core.types import Zone
from manastack.rules.arrivals import carries, unchanged
from manastack.rules.casting import FACE_DOWN_CAST, ask_payment, can_pay, payment_events
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.engine import Asker, handler
from manastack.rules.pipeline import act, decide
from manastack.rules.printed import DISGUISE

if TYPE_CHECKING:
    from manastack.state import Frame, GameState


_morph_problem = mana_cost_check("Morph", "702.37a", "{G}")


keyword("disguise", "702.168", "Disguise [cost]: you may cast this card face down as a 2/2 creature with ward {2} for "
        "{3} (`cast CARD with disguise`); turn it face up any time you have priority by paying [cost] (a special "
        "action, 116.2b)", parameter=True, check=mana_cost_check("Disguise", "702.168a", "{1}{G}"))


keyword("megamorph", "702.37b", "Megamorph [cost]: morph [cost] (a megamorph cost is a morph cost); as it is turned "
        "face up for its megamorph cost, put a +1/+1 counter on it", parameter=True,
        check=mana_cost_check("Megamorph", "702.37b", "{2}{G}"))


keyword("morph", "702.37", "Morph [cost]: you may cast this card face down as a 2/2 creature for {3}; turn it face "
        "up any time you have priority by paying [cost] (a special action, 116.2b)", parameter=True,
        check=_morph_problem)


def morph_cost(card: CardDef | None) -> ManaCost | None:
    """CR 702.37a-b, 702.168d: the cost of a card that turns it face up: its first "Morph [cost]" or "Megamorph
    [cost]" (a megamorph cost is a morph cost), or "Disguise [cost]"; None if it has none of these."""
    return None if card is None else _morph_cost(card.keywords)[0]


def face_down_cast(card: CardDef) -> str:
    """CR 702.37c, 702.168b: how a card with a morph cost (``morph_cost``) is cast face down: ``morph`` (morph,
    megamorph) or ``disguise`` (a face-down 2/2 with ward {2})."""
    return DISGUISE if _morph_cost(card.keywords)[2] else FACE_DOWN_CAST


def is_megamorph(card: CardDef | None) -> bool:
    """CR 702.37b: whether the morph cost of ``card`` is a megamorph cost (turned face up for it, the permanent gets
    a +1/+1 counter)."""
    return card is not None and _morph_cost(card.keywords)[1]


@lru_cache(maxsize=4096)
def _morph_cost(keywords: frozenset[str]) -> tuple[ManaCost | None, bool, bool]:
    """The morph cost of ``keywords``, whether it is a megamorph cost, whether a disguise cost."""
    for k in sorted(keywords):
        for word in ("morph:", "megamorph:", "disguise:"):
            if k.startswith(word):
                return parse_cost(k[len(word):]), word == "megamorph:", word == "disguise:"
    return None, False, False


def any_face_down(state: "GameState") -> bool:
    """Whether a permanent is face down (board-cached: turning one face up changes characteristics, which clears
    the board cache, 702.37e)."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    got = cache.get(("any face down",))
    if got is None:
        got = cache[("any face down",)] = any(state.objects[oid].face_down for oid in state.battlefield)
    return bool(got)


carries("any face down")(unchanged)     # a plain arrival (rules/arrivals.py) is face up


def face_up_actions(state: "GameState", player: int, permanents: list[int]) -> list[Special]:
    """CR 702.37e / 116.2b: the face-down permanents among ``permanents`` (``player``'s) that ``player`` can turn
    face up now: those that would have a morph cost face up, which they can pay."""
    out: list[Special] = []
    for oid in permanents:
        if not state.objects[oid].face_down:
            continue
        cost = morph_cost(chars(state, oid).face_up)
        if cost is not None and can_pay(state, player, cost):
            out.append(Special(oid))
    return out


@handler("turn_face_up")
def _turn_face_up(state: "GameState", frame: "Frame", ask: Asker) -> None:
    """CR 702.37e: show the morph cost, pay it, turn the permanent face up (the special action doesn't use the
    stack, 116.2b; its controller then gets priority again, 117.3c); for a megamorph cost, a +1/+1 counter is put
    on it as it is turned face up (702.37b)."""
    oid: int = frame.data["card"]
    player: int = frame.data["player"]
    o = state.objects.get(oid)
    face_up = chars(state, oid).face_up
    cost = morph_cost(face_up) if o is not None and o.zone == Zone.BATTLEFIELD else None
    # Legal actions offer only a permanent of the player's with a morph cost they can pay (priority.legal_actions).
    assert cost is not None and controller_of(state, oid) == player, "engine invariant: a legal turn face up"
    paid = ask_payment(state, ask, player, cost)
    assert paid is not None, f"engine invariant: the morph cost {cost} of a legal special action can't be paid"
    events = payment_events(state, player, paid.taps, paid.life)
    events.append(ev.TurnFaceUp(oid, player, rules=("702.37e", "116.2b")))
    if is_megamorph(face_up):
        events.append(ev.PutCounters(oid, "+1/+1", 1, rules=("702.37b", "122.1")))
    decided = decide(state, ask, events)
    state.players[player].pool = paid.pool
    act(state, frame, decided, finished=True)
