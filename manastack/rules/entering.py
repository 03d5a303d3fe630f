"""CR 614.1c, 614.12, 614.13: the replacement effects by which a permanent modifies how it itself enters.

"As this enters, choose a color" (614.12a: the choice is made before it enters), "this enters with N
counters" (and a planeswalker's loyalty, 306.5b), devour (702.82a: "as this enters, you may sacrifice any number of creatures; it enters with N +1/+1
counters for each"), "as this enters, exile any number of creature cards from your graveyard" (Sutured Ghoul,
614.13a).  Each modifies the one entering event, which carries everything about the entering: a ``ZoneMove``
to the battlefield, or the enters event a ``CreateToken`` contains (616.1g).  They are gathered by
``replacement.applicable`` from the entering object as it would exist on the battlefield (614.12: as the copy
it enters as, if a copy effect already applied) and ordered with the others by rule 616.1.

An effect that has other objects change zones (614.13) adds their moves before the entering: an object
entering in the same batch can't be chosen (614.13a), nor an object chosen already for another permanent's
entering in the batch (614.13b); ``spent`` (the batch's tally, ``replacement.replace_event``) marks them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping

from manastack import events as ev
from manastack.cards.model import CardDef, Filter, StaticAbility
from manastack.cards.values import Quantity
from manastack.cards.vocabulary import count_check, keyword, static_kind
from manastack.core.mana import COLORS
from manastack.core.types import CREATURE_TYPES, Zone
from manastack.decisions import Decision, Option
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.copies import copiable
from manastack.rules.filters import fits
from manastack.rules.naming import obj_name

if TYPE_CHECKING:
    from manastack.rules.engine import Asker
    from manastack.state import GameState

AS_ENTERS_CHOOSE = static_kind(
    "as_enters_choose", "614.12a",
    "as this permanent enters, its controller chooses a color, a creature type, an opponent or a card name; the "
    "permanent's abilities read the chosen value (607.2), which a copy doesn't copy (707.6)", value="choice")
ENTERS_WITH_COUNTERS = static_kind(
    "enters_with_counters", "614.1c", "this permanent enters with `amount` counters of the kind `counter`",
    counter="counter", amount="quantity")
AS_ENTERS_EXILE = static_kind(
    "as_enters_exile", "614.13a",
    "as this permanent enters, exile any number of cards matching `filter` from your graveyard (not one entering "
    "with it); the quantities exiled_power and exiled_toughness are their total power and toughness",
    filter="filter")

AS_ENTERS_PAY_LIFE = static_kind(
    "as_enters_pay_life", "614.1c",
    "as this permanent enters, its controller may pay `amount` life (only with at least that much life, 119.4); "
    "if they don't, it enters tapped (Breeding Pool)", amount="quantity")
AS_ENTERS_REVEAL = static_kind(
    "as_enters_reveal", "614.1c",
    "as this permanent enters, its controller may reveal a card matching `filter` from their hand (701.20a); if "
    "they don't (or have none), it enters tapped (Choked Estuary, Gilt-Leaf Palace)", filter="filter")


_devour_problem = count_check("Devour", "702.82a")


keyword("devour", "702.82", "Devour N: as this enters, you may sacrifice any number of (other) creatures; it "
        "enters with N +1/+1 counters for each creature sacrificed this way", parameter=True, check=_devour_problem)

Entering = ev.ZoneMove | ev.CreateToken
#: How an entering effect applies: (state, the entering event, the ability's arguments, ask, the batch's tally)
#: -> what happens instead (asking before anything changes, 614.12a).
EnteringFn = Callable[["GameState", Entering, Mapping[str, Any], "Asker", dict[int, int]], list[ev.Event]]
#: The static ability kinds (and the keyword ``devour``) that modify how their own permanent enters: each kind's
#: rule and how it applies.  Another rules module adds its kind with :func:`as_entering` ("As Lich enters, you
#: lose life equal to your life total").
ENTERING: dict[str, tuple[str, EnteringFn]] = {}
#: The kinds whose effect belongs to a 616.1 category ("face_up": it enters back face up, 616.1d), by kind.
ENTERING_CATEGORY: dict[str, str] = {}
#: The kinds (and keywords) that apply only while a condition holds ("if it is night"), by kind.
ENTERING_IF: dict[str, Callable[["GameState", Entering], bool]] = {}


def as_entering(kind: str, rule: str, category: str = "other",
                only_if: Callable[["GameState", Entering], bool] | None = None
                ) -> Callable[[EnteringFn], EnteringFn]:
    """Register ``fn`` as how the entering effect of the static ability (or keyword) ``kind`` (CR ``rule``)
    applies; ``category`` is its 616.1 category, and ``only_if`` the condition under which it applies at all."""

    def deco(fn: EnteringFn) -> EnteringFn:
        ENTERING[kind] = (rule, fn)
        if category != "other":
            ENTERING_CATEGORY[kind] = category
        if only_if is not None:
            ENTERING_IF[kind] = only_if
        return fn

    return deco


def entering_card(state: "GameState", e: ev.Event) -> CardDef | None:
    """CR 614.12: the copiable values of the object an entering event is about, as it would exist on the
    battlefield: those of what it enters as a copy of, else its own (None if ``e`` is no entering)."""
    if isinstance(e, ev.CreateToken):
        if e.amount <= 0:
            return None
        if e.copy_of is not None and e.copy_of in state.objects:
            return copiable(state, e.copy_of)
        return state.token_defs[e.token]
    if not (isinstance(e, ev.ZoneMove) and e.to == Zone.BATTLEFIELD.value and e.obj in state.objects):
        return None
    if e.copy_of is not None and e.copy_of in state.objects:
        return copiable(state, e.copy_of)
    return chars(state, e.obj).card


def entering_controller(state: "GameState", e: Entering) -> int:
    """CR 110.2, 616.1b: the player the entering object will enter under (who makes its choices, 707.6)."""
    if isinstance(e, ev.CreateToken):
        return e.controller if e.under is None else e.under
    return e.controller if e.controller is not None else controller_of(state, e.obj)


def entering_effects(state: "GameState", e: ev.Event) -> list[tuple[str, StaticAbility]]:
    """The entering object's own replacement effects that would modify ``e`` (CR 614.12), each with the key that
    tells it from the others (614.5: each applies once to the event)."""
    card = entering_card(state, e)
    if card is None:
        return []
    out = [(f"{s.kind}:{i}", s) for i, s in enumerate(card.static) if s.kind in ENTERING]
    for k in sorted(card.keywords):
        if k.startswith("devour:"):
            out.append((k, StaticAbility("devour", {"n": int(k[len("devour:"):])})))
        elif k in ENTERING:
            out.append((k, StaticAbility(k, {})))       # daybound (702.145b)
        elif k.startswith("sneak:") and "sneak" in ENTERING:       # CR 702.190b: rules/sneak.py
            out.append((k, StaticAbility("sneak", {})))
        elif k.partition(":")[0] in ENTERING and k.partition(":")[2].isdigit():     # "Bloodthirst 2" (counter_keywords)
            out.append((k, StaticAbility(k.partition(":")[0], {"n": int(k.partition(":")[2])})))
    if card.loyalty is not None and "Planeswalker" in card.types:
        out.append(("loyalty", StaticAbility("loyalty", {"n": card.loyalty})))
    assert isinstance(e, (ev.ZoneMove, ev.CreateToken))
    return [(key, s) for key, s in out if s.kind not in ENTERING_IF or ENTERING_IF[s.kind](state, e)]


def entering_marks(events: list[ev.Event]) -> dict[int, int]:
    """CR 614.13a: the objects entering the battlefield in a batch, marked in its tally so no effect modifying
    how one of them enters has them change zones too."""
    return {e.obj: 1 for e in events if isinstance(e, ev.ZoneMove) and e.to == Zone.BATTLEFIELD.value}


def apply_entering(state: "GameState", e: ev.Event, kind: str, args: Mapping[str, Any], ask: "Asker",
                   spent: dict[int, int]) -> list[ev.Event]:
    """Apply the entering object's own effect ``kind`` to its entering event ``e`` (asks before anything is
    changed, 614.12a)."""
    assert isinstance(e, (ev.ZoneMove, ev.CreateToken))
    return ENTERING[kind][1](state, e, args, ask, spent)


@as_entering(AS_ENTERS_CHOOSE, "614.12a")
def _choose(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker", spent: dict[int, int]
            ) -> list[ev.Event]:
    """CR 614.12a: the choice is made now and carried by the entering event to the permanent."""
    name, value = choose_value(state, e, str(args["value"]), ask)
    return [e.but(choices=ev.with_choice(e.choices, name, value), rules=_citing(e, "614.12a"))]


@as_entering(ENTERS_WITH_COUNTERS, "614.1c")
def _with_counters(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker", spent: dict[int, int]
                   ) -> list[ev.Event]:
    """CR 614.1c: it enters with the counters (put on it as it enters, 122.6)."""
    return with_counters(state, e, args, "614.1c")


def with_counters(state: "GameState", e: Entering, args: Mapping[str, Any], *rules: str) -> list[ev.Event]:
    """CR 614.1c, 122.6: ``e`` with ``amount`` counters of the kind ``counter`` (``args``) added, citing ``rules``."""
    n = entering_number(state, e, args.get("amount"))
    return [e.but(counters=ev.add_counts(e.counters, str(args["counter"]), n), rules=_citing(e, *rules))]


def cast_with(state: "GameState", e: Entering, extra: str) -> bool:
    """Whether the entering object is a spell resolving from the stack that was cast with ``extra`` among its
    chosen costs (CR 601.2b: kicker, escape, sneak...)."""
    if not isinstance(e, ev.ZoneMove):
        return False
    o = state.objects.get(e.obj)
    return o is not None and o.zone == Zone.STACK and extra in o.extras


def _citing(e: ev.Event, *rules: str) -> tuple[str, ...]:
    """``e``'s rules with ``rules`` added (those it doesn't cite yet, in order)."""
    return (*e.rules, *(r for r in rules if r not in e.rules))


def entering_number(state: "GameState", e: Entering, q: Any) -> int:
    """An entering count: a constant, X of the spell becoming the permanent (CR 107.3m), or the times that spell's
    optional cost was paid (702.33c); 0 for none."""
    if isinstance(q, Quantity):
        if q.kind == "x":
            x = state.objects[e.obj].x if isinstance(e, ev.ZoneMove) else 0
            return q.value * x
        if q.kind == "times_paid":      # CR 702.33c: "for each time it was kicked": the spell's payments (a token: 0)
            return q.value * (state.objects[e.obj].extras.count(q.counter) if isinstance(e, ev.ZoneMove) else 0)
        return q.constant() or 0
    return int(q or 0)


def _entering_name(state: "GameState", e: Entering) -> str:
    card = entering_card(state, e)
    return card.name if card is not None else "it"


def choose_value(state: "GameState", e: Entering, what: str, ask: "Asker") -> tuple[str, str | int]:
    """CR 614.12a / 707.6: the entering object's controller chooses a color, a creature type, an opponent or a
    card name, before it enters."""
    who = entering_controller(state, e)
    name = _entering_name(state, e)
    opts: tuple[Option, ...]
    if what == "color":
        opts = tuple(Option(c, c) for c in COLORS)
    elif what == "creature_type":
        opts = tuple(Option(t, t) for t in CREATURE_TYPES)
    elif what == "opponent":
        opts = tuple(Option(p.name, p.index) for p in state.players if p.index != who and not p.lost)
    else:
        opts = tuple(Option(n, n) for n in state.db.card_names())      # CR 201.4
    if not opts:
        return what, -1
    answer = ask(Decision(who, "choose", f"As {name} enters, choose a {what.replace('_', ' ')}", "614.12a", opts,
                          data={"what": what}))
    return what, opts[answer.picks[0]].value  # type: ignore[attr-defined]


@as_entering(AS_ENTERS_PAY_LIFE, "614.1c")
def _pay_life_or_tapped(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker",
                        spent: dict[int, int]) -> list[ev.Event]:
    """CR 614.1c / 119.4: the controller may pay the life as it enters (a payment, which effects like Ashiok's
    may replace); if they don't (or can't: less life than that), it enters tapped."""
    who = entering_controller(state, e)
    n = entering_number(state, e, args.get("amount"))
    if state.players[who].life >= n:
        answer = ask(Decision(who, "choose", f"As {_entering_name(state, e)} enters, pay {n} life? (If you don't, "
                              "it enters tapped.)", "614.1c", (Option("yes", True), Option("no", False)),
                              data={"what": "may"}), auto=False)
        if answer.picks[0] == 0:  # type: ignore[attr-defined]
            return [ev.LifeLoss(who, n, paid=True, rules=("614.1c", "119.4")), e.but(rules=_citing(e, "614.1c"))]
    return [e.but(tapped=True, rules=_citing(e, "614.1c"))]


@as_entering(AS_ENTERS_REVEAL, "614.1c")
def _reveal_or_tapped(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker",
                      spent: dict[int, int]) -> list[ev.Event]:
    """CR 614.1c / 701.20a: the controller may reveal a card matching the filter from their hand as it enters (one
    that is itself entering isn't in the hand); if they don't, it enters tapped."""
    who = entering_controller(state, e)
    flt: Filter = args.get("filter") or Filter()
    cands = [c for c in state.players[who].hand if fits(state, c, chars(state, c), flt, None, who)]
    if cands:
        name = _entering_name(state, e)
        opts = (*(Option(f"reveal {obj_name(state, c)}", c) for c in cands), Option("reveal nothing", None))
        answer = ask(Decision(who, "choose", f"As {name} enters, reveal a card from your hand? (If you don't, it "
                              "enters tapped.)", "614.1c", opts, data={"what": "reveal"}), auto=False)
        picked = opts[answer.picks[0]].value  # type: ignore[attr-defined]
        if picked is not None:
            return [ev.Note(f"{state.players[who].name} reveals {obj_name(state, picked)}", rules=("701.20a",)),
                    e.but(rules=_citing(e, "614.1c"))]
    return [e.but(tapped=True, rules=_citing(e, "614.1c"))]


@as_entering("loyalty", "306.5b")
def _loyalty(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker", spent: dict[int, int]
             ) -> list[ev.Event]:
    """CR 306.5b: a planeswalker's intrinsic "this permanent enters with loyalty counters equal to its printed
    loyalty number" (doublers double them, 122.6)."""
    return [e.but(counters=ev.add_counts(e.counters, "loyalty", int(args["n"])), rules=_citing(e, "306.5b"))]


@as_entering("devour", "702.82a")
def _devour(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker", spent: dict[int, int]
            ) -> list[ev.Event]:
    """CR 702.82a / 614.13: the controller may sacrifice any number of other creatures they control (not one
    entering in the same batch, 614.13a, nor one already chosen for another entering, 614.13b); it enters with
    N +1/+1 counters for each, and remembers how many it devoured (702.82b)."""
    n = int(args["n"])
    who = entering_controller(state, e)
    own = e.obj if isinstance(e, ev.ZoneMove) else None
    cands = [o for o in state.permanents() if o != own and not spent.get(o)
             and controller_of(state, o) == who and chars(state, o).creature]
    picked = _choose_any(state, who, cands, f"Devour {n}: choose the creatures to sacrifice as "
                         f"{_entering_name(state, e)} enters", "702.82a", ask)
    for o in picked:
        spent[o] = 1
    moves: list[ev.Event] = [ev.ZoneMove(o, Zone.GRAVEYARD.value, cause="sacrifice", by=who,
                                         rules=("702.82a", "701.21a")) for o in picked]
    entered = e.but(counters=ev.add_counts(e.counters, "+1/+1", n * len(picked)),
                    choices=ev.with_choice(e.choices, "devoured", len(picked)), rules=_citing(e, "702.82a"))
    return [*moves, entered]


@as_entering(AS_ENTERS_EXILE, "614.13a")
def _exile_as_enters(state: "GameState", e: Entering, args: Mapping[str, Any], ask: "Asker", spent: dict[int, int]
                     ) -> list[ev.Event]:
    """CR 614.13a: exile any number of cards matching ``filter`` from the controller's graveyard as it enters (never
    one entering at the same time); their total power and toughness are remembered (Sutured Ghoul's CDA)."""
    flt: Filter = args.get("filter") or Filter()
    who = entering_controller(state, e)
    cands = [c for c in state.players[who].graveyard
             if not spent.get(c) and fits(state, c, chars(state, c), flt, None, who)]
    picked = _choose_any(state, who, cands, f"Choose the cards to exile as {_entering_name(state, e)} enters",
                         "614.13a", ask)
    for c in picked:
        spent[c] = 1
    power = sum(chars(state, c).power or 0 for c in picked)
    toughness = sum(chars(state, c).toughness or 0 for c in picked)
    moves: list[ev.Event] = [ev.ZoneMove(c, Zone.EXILE.value, cause="exile", by=who, rules=("614.13a",))
                             for c in picked]
    choices = ev.with_choice(ev.with_choice(e.choices, "exiled_power", power), "exiled_toughness", toughness)
    return [*moves, e.but(choices=choices, rules=_citing(e, "614.13a"))]


def _choose_any(state: "GameState", who: int, cands: list[int], prompt: str, rule: str, ask: "Asker") -> list[int]:
    """Ask ``who`` to choose any number of ``cands`` (none is an answer)."""
    if not cands:
        return []
    opts = tuple(Option(obj_name(state, o), o, f"{obj_name(state, o)}#{o}") for o in cands)
    answer = ask(Decision(who, "choose", prompt, rule, opts, min=0, max=len(cands), data={"what": "cards"}))
    return [cands[i] for i in answer.picks]  # type: ignore[attr-defined]
