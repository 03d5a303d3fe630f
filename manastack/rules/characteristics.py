"""CR 109.3 / 613: an object's characteristics, its controller and its abilities, cached.

Characteristics are never stored on objects.  A permanent's come from the layer pass over the
whole battlefield (``rules/layers.py``, CR 613); an object elsewhere has its printed values
(CR 613.1; no effect in the card format applies outside the battlefield yet).  The results are
cached until something that can change them happens (``GameState.touch_chars``; while a layer
pass is in use, also ``touch_obj`` and ``touch_board``, since one object's change can change
what an effect applies to).  With no continuous effect on the board, each permanent is computed
alone, from its card and counters.  The one effect that reaches cards in graveyards is "cards in
graveyards lose all abilities" (Yixlid Jailer, layer 6; the 614.12 example).

Every reader (targeting, combat, casting, triggers, mana, state-based actions, agents, judge,
terminal) reads characteristics, control and abilities here, never from the card definition.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from manastack.cards.vocabulary import static_kind
from manastack.core.types import Zone
from manastack.rules.arrivals import carries, unchanged
from manastack.rules.chosen import chosen_quality
from manastack.rules.filters import read_characteristics_with
from manastack.rules.layers import board_chars, conditional_statics, has_layer_effects
from manastack.rules.bestow import bestowed_chars, is_bestowed
from manastack.rules.protection_qualities import quality_fits, split_qualities
from manastack.rules.printed import Chars, card_of, face_down_values, printed_chars, token_key, unknown_source

if TYPE_CHECKING:
    from manastack.state import GameState

GRAVEYARD_CARDS_LOSE_ABILITIES = static_kind(
    "graveyard_cards_lose_abilities", "613.1f",
    "cards in graveyards lose all abilities (Yixlid Jailer; layer 6, reaching cards in graveyards)")

__all__ = ["Chars", "card_of", "chars", "controlled_by", "controller_of", "protections", "quality_matches", "settle_control",
           "token_key", "end_effects", "end_lapsed", "holds_while", "lapses_on_untap", "static_kinds", "board_keywords"]

def chars(state: "GameState", oid: int) -> Chars:
    """CR 613: the current characteristics of object ``oid``."""
    cache = state._chars if state._chars_version == state.chars_version else state.chars_cache()
    c = cache.get(oid)
    if c is not None:
        return c
    o = state.objects.get(oid)
    if o is None:
        return _last_known_chars(state, oid)
    if o.kind == "ability":
        src = state.objects.get(o.source) if o.source is not None else None
        card = card_of(state, src) if src is not None else state.db[o.source_name] if o.source_name in state.db \
            else None
        c = Chars(o.source_name, None, frozenset(), frozenset(), frozenset(), frozenset(), None, None, frozenset(),
                  card if card is not None else unknown_source(o.source_name), o.controller)
    elif o.zone == Zone.BATTLEFIELD and has_layer_effects(state):
        cache.update(board_chars(state))
        cache[state._LAYER_PASS] = True
        if conditional_statics(state):
            cache[state.CONDITIONAL] = True     # CR 611.3a: any change may change them (GameState.touch)
        return cache[oid]
    elif o.face_down:
        # CR 708.2a, 702.37c: a face-down spell is a 2/2 creature with no name, cost, colour, types or abilities
        c = replace(printed_chars(face_down_values(o.extras), o.controller), face_up=card_of(state, o))
    else:
        c = printed_chars(card_of(state, o), o.controller, o.counters if o.zone == Zone.BATTLEFIELD else None)
        if o.zone == Zone.STACK and is_bestowed(o):
            c = bestowed_chars(c)       # CR 702.103b: a bestowed spell is an Aura enchantment with enchant creature
        if o.zone == Zone.GRAVEYARD and _graveyard_cards_lose_abilities(state):
            # CR 613.1f: "cards in graveyards lose all abilities" (Yixlid Jailer), in layer 6
            c = replace(c, keywords=frozenset(), activated=(), triggered=(), static=())
    cache[oid] = c
    return c


read_characteristics_with(chars)     # filters.py reads a source's name through it (no import cycle)


def _graveyard_cards_lose_abilities(state: "GameState") -> bool:
    """Whether a permanent has "cards in graveyards lose all abilities" (cached until the board changes)."""
    cache = state.board_cache()
    got = cache.get(("graveyard_cards_lose_abilities",))
    if got is None:
        got = cache[("graveyard_cards_lose_abilities",)] = GRAVEYARD_CARDS_LOSE_ABILITIES in static_kinds(state) and any(
            s.kind == GRAVEYARD_CARDS_LOSE_ABILITIES for oid in state.permanents() for s in chars(state, oid).static)
    return bool(got)


def controller_of(state: "GameState", oid: int) -> int:
    """Who controls object ``oid`` now (as it last existed if it has left its zone).

    CR 613.1b: control-changing effects apply in layer 2: a permanent's controller is computed with
    its characteristics.  A spell's controller is who cast it (CR 110.2 does not apply on the stack).
    """
    o = state.objects.get(oid)
    if o is None:
        lk = state.lki_chars.get(oid)
        return lk.controller if lk is not None and lk.controller >= 0 else state.lki[oid].controller
    if o.zone != _BATTLEFIELD:
        return o.controller
    if state._chars_version == state.chars_version:     # (a stale cache holds nothing: chars() renews it)
        c = state._chars.get(oid)
        if c is not None:
            return c.controller
    if not has_layer_effects(state):
        return o.controller      # no control-changing effect can apply: the controller it entered under
    return chars(state, oid).controller


def controlled_by(state: "GameState", player: int) -> list[int]:
    """The phased-in permanents ``player`` controls, in battlefield order (CR 702.26b: phased-out ones are treated
    as though they don't exist); board-cached, for every player in one pass: control comes from the
    characteristics (613.1b), and a change of the board or of characteristics drops the board cache."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    got: dict[int, list[int]] | None = cache.get(_CONTROLLED)
    if got is None:
        got = cache[_CONTROLLED] = {p.index: [] for p in state.players}
        objects = state.objects
        for oid in state.battlefield:
            if not objects[oid].phased_out:
                got.setdefault(controller_of(state, oid), []).append(oid)
    return got.get(player, [])


#: The board cache's key of the permanents each player controls (``controlled_by``).
_CONTROLLED = ("controlled by",)


def static_kinds(state: "GameState") -> frozenset[str]:
    """The kinds of the static abilities the phased-in permanents have (CR 604.1, 702.26b), from their
    characteristics (613): a rule looking for permanents with a kind of static ability finds none without reading
    them when the kind isn't here.  Board-cached: a change of the board or of characteristics drops it."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    got: frozenset[str] | None = cache.get(_STATIC_KINDS)
    if got is None:
        _read_board_abilities(state, cache)
        got = cache[_STATIC_KINDS]
    return got


def board_keywords(state: "GameState") -> frozenset[str]:
    """The keywords the phased-in permanents have (CR 702.1), from their characteristics; board-cached, as
    ``static_kinds``."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    got: frozenset[str] | None = cache.get(_KEYWORDS)
    if got is None:
        _read_board_abilities(state, cache)
        got = cache[_KEYWORDS]
    return got


def _read_board_abilities(state: "GameState", cache: dict[object, object]) -> None:
    """One pass over the phased-in permanents for ``static_kinds`` and ``board_keywords``."""
    kinds: set[str] = set()
    keywords: set[str] = set()
    for oid in state.permanents():
        c = chars(state, oid)
        if c.static:
            kinds.update([s.kind for s in c.static])
        if c.keywords:
            keywords |= c.keywords
    cache[_STATIC_KINDS] = frozenset(kinds)
    cache[_KEYWORDS] = frozenset(keywords)


#: The zone ``controller_of`` compares with, without the enum's class attribute lookup on a hot path.
_BATTLEFIELD = Zone.BATTLEFIELD

#: The board cache's keys of the kinds of static abilities and of the keywords on the battlefield.
_STATIC_KINDS = ("static kinds",)
_KEYWORDS = ("board keywords",)


def settle_control(state: "GameState") -> None:
    """CR 302.6: a permanent whose controller changed has not been controlled continuously by its new
    controller since their most recent turn began, so it has summoning sickness again.

    Once settled, nothing can change until the board or characteristics change (control comes from the
    characteristics, and a permanent arriving or leaving changes the board), so a settled board is kept
    as such in the board cache."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    if _SETTLED in cache:
        return
    objects = state.objects
    entered_under = not has_layer_effects(state)    # then each controller is the one it entered under (controller_of)
    for oid in state.permanents():     # CR 702.26d: phasing never changes control
        o = objects[oid]
        now = o.controller if entered_under else controller_of(state, oid)
        if o.seen_controller != now:
            if o.seen_controller >= 0:
                o.sick = True
                o.control_mark = state.next_id     # CR 702.30a: it came under this control now
            o.seen_controller = now
    cache[_SETTLED] = True


#: The board cache's key saying every permanent's controller has been settled (``settle_control``).
_SETTLED = ("control settled",)


# How these board-cached values change when a plain permanent arrives (rules/arrivals.py: every other object's
# characteristics stay, the newcomer's are its printed ones with no static ability, and it is the battlefield's last).

@carries(_CONTROLLED[0])
def _controlled_grows(state: "GameState", key: object, value: dict[int, list[int]], oid: int) -> dict[int, list[int]]:
    got = {p: list(oids) for p, oids in value.items()}
    got.setdefault(controller_of(state, oid), []).append(oid)
    return got


@carries(_STATIC_KINDS[0])
def _static_kinds_stay(state: "GameState", key: object, value: frozenset[str], oid: int) -> frozenset[str] | None:
    return value if not chars(state, oid).static else None


@carries(_KEYWORDS[0])
def _keywords_grow(state: "GameState", key: object, value: frozenset[str], oid: int) -> frozenset[str]:
    return value | chars(state, oid).keywords


@carries(_SETTLED[0])
def _settled_stays(state: "GameState", key: object, value: bool, oid: int) -> bool | None:
    o = state.objects[oid]
    return value if o.seen_controller == o.controller else None     # CR 302.6: it entered under its controller


carries("graveyard_cards_lose_abilities")(unchanged)    # the newcomer has no static ability


def end_effects(state: "GameState", durations: tuple[str, ...]) -> None:
    """CR 514.2 / 511.3 / 611.2a: the continuous effects with these durations end (an effect that gave
    control of a permanent ends with it: control goes back, 613.1b)."""
    kept = [e for e in state.effects if e.until not in durations]
    if len(kept) != len(state.effects):
        state.effects = kept
        state.touch_chars()
        settle_control(state)


UNTIL_NEXT_TURN = "until_your_next_turn"


def turns_begun(state: "GameState", previous: int) -> frozenset[int]:
    """CR 500.1, 800.4m: the players whose turn begins or would have begun as the active player changes from
    ``previous`` to ``state.active``: the new active player, and each player who has left the game seated between
    them in turn order (their turn would have begun; an extra turn of ``previous`` skips no one)."""
    begun = {state.active}
    n = len(state.players)
    if previous != state.active:
        seat = (previous + 1) % n
        while seat != state.active:
            if state.players[seat].lost:
                begun.add(seat)
            seat = (seat + 1) % n
    return frozenset(begun)


def end_until_next_turn(state: "GameState", previous: int) -> None:
    """CR 611.2a, 500.1: effects lasting "until your next turn" end as their controller's next turn begins (before
    its untap step: they don't apply during that turn); 800.4m: one whose controller has left the game ends when
    that player's turn would have begun."""
    if not any(e.until == UNTIL_NEXT_TURN for e in state.effects):
        return
    begun = turns_begun(state, previous)
    kept = [e for e in state.effects if not (e.until == UNTIL_NEXT_TURN and e.controller in begun)]
    if len(kept) != len(state.effects):
        state.effects = kept
        state.touch_chars()
        settle_control(state)


WHILE_CONTROLLED = "while_you_control_source"
WHILE_TAPPED = "while_source_tapped"
WHILE_ON_BATTLEFIELD = "while_source_on_battlefield"
WHILE_CONTROLLED_TAPPED = "while_you_control_source_tapped"
#: CR 611.2b: the durations "for as long as ..." whose condition is checked all the time.
WHILE_DURATIONS = frozenset({WHILE_CONTROLLED, WHILE_TAPPED, WHILE_ON_BATTLEFIELD, WHILE_CONTROLLED_TAPPED})
#: Those an untapping of the source can end.
WHILE_TAPPED_DURATIONS = frozenset({WHILE_TAPPED, WHILE_CONTROLLED_TAPPED})


def holds_while(state: "GameState", until: str, source: int | None, controller: int) -> bool:
    """CR 611.2b: whether a "for as long as" duration is (still) going on: "for as long as you control [the
    source]", "for as long as [the source] remains on the battlefield", "... remains tapped", or both of the first
    and the last (702.26f: not once the source phases out, the effect can no longer see it)."""
    if until not in WHILE_DURATIONS:
        return True
    if source is None or source not in state.objects:
        return False
    o = state.objects[source]
    if o.zone != Zone.BATTLEFIELD or o.phased_out:
        return False
    if until in (WHILE_CONTROLLED, WHILE_CONTROLLED_TAPPED) and controller_of(state, source) != controller:
        return False
    return until not in WHILE_TAPPED_DURATIONS or o.tapped


def end_lapsed(state: "GameState") -> None:
    """CR 611.2b: "for as long as" effects end as soon as their condition stops being true."""
    if any(e.until in WHILE_DURATIONS for e in state.effects):
        kept = [e for e in state.effects if holds_while(state, e.until, e.source, e.controller)]
        if len(kept) != len(state.effects):
            state.effects = kept
            state.touch_chars()
            end_lapsed(state)      # control of a source may have depended on an effect that ended


def lapses_on_untap(state: "GameState") -> bool:
    """CR 611.2b: whether some effect lasts "for as long as [its source] remains tapped" (an untapping may end it)."""
    return any(e.until in WHILE_TAPPED_DURATIONS for e in state.effects)


def _last_known_chars(state: "GameState", oid: int) -> Chars:
    """CR 608.2h: an object that left its zone is seen as it last existed there."""
    got = state.lki_chars.get(oid)
    if got is not None:
        return got
    o = state.lki[oid]  # KeyError for an id that never existed, as before
    return printed_chars(card_of(state, o), o.controller)


def protections(state: "GameState", oid: int) -> list[str]:
    """CR 702.16: the qualities an object has protection from ("the chosen color": its choice, 607.2)."""
    out = []
    for k in chars(state, oid).keywords:
        if k.startswith("protection:"):
            quality = chosen_quality(state, oid, k[11:])
            if quality is not None:
                out.extend(split_qualities(quality))     # CR 702.16g: "from A and from B" is two protections
    return out


def quality_matches(state: "GameState", quality: str, source_chars: Chars) -> bool:
    """CR 702.16a: whether a source has the quality named by protection ("black", "creature", "everything")."""
    return quality_fits(quality, source_chars) is True     # rules/protection_qualities.py reads the quality


