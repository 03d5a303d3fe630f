"""CR 103: starting the game — decks shuffled, who goes first, opening hands, mulligans.

103.1: a randomly chosen player chooses who takes the first turn.  103.5 (the London
mulligan): each player draws seven; players declare in turn order, starting with the
starting player, whether they keep; those who mulligan shuffle their hand away and draw
seven again, and the round repeats until everyone keeps.  A player puts one card per
mulligan taken on the bottom of their library only once they keep: they decide whether
to keep a hand of seven knowing it will lose that many cards, and are never asked to
put cards away from a hand they then shuffle away.

103.6: once every player has kept, the starting player and then each other player in turn
order may take the actions their opening hand allows: a card with "if this card is in your
opening hand, you may begin the game with it on the battlefield" (Leyline of the Void) is put
onto the battlefield (103.6a).  Each player is asked which of those cards they put, only if
they have one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from manastack.cards.vocabulary import static_kind
from manastack.core.types import Step, Zone
from manastack.decisions import Decision, Option
from manastack import events as ev
from manastack.rules.characteristics import chars
from manastack.rules.engine import Asker, handler, pop, push
from manastack.rules.naming import obj_name
from manastack.rules.pipeline import act, decide, run
from manastack.rules.zones import create_object
from manastack.state import GameState

if TYPE_CHECKING:
    from manastack.cards.model import CardSource
    from manastack.state import Frame

HAND_SIZE = 7
BEGIN_ON_BATTLEFIELD = static_kind(
    "begin_on_battlefield", "103.6a",
    "if this card is in your opening hand, you may begin the game with it on the battlefield (Leyline of the Void)")


def new_game(db: "CardSource", decks: Sequence[Sequence[str]], names: Sequence[str], seed: int) -> GameState:
    """A game about to start: libraries made and shuffled (103.3), the chooser drawn (103.1)."""
    if len(decks) != len(names):
        raise ValueError(f"{len(decks)} decks for {len(names)} players")
    if len(names) < 2:
        raise ValueError("a game needs at least two players")
    state = GameState(db, list(names), seed)
    for i, deck in enumerate(decks):
        for name in deck:
            create_object(state, db[name].name, i, Zone.LIBRARY, position="bottom")
    for p in state.players:
        state.rng.shuffle(p.library)   # CR 103.3
    chooser = state.rng.randrange(len(names))
    state.step = Step.UNTAP
    push(state, "choose_first", chooser=chooser)
    return state


@handler("choose_first")
def _choose_first(state: GameState, frame: "Frame", ask: Asker) -> None:
    chooser = frame.data["chooser"]
    opts = tuple(Option(p.name, p.index) for p in state.players)
    a = ask(Decision(chooser, "choose", "Choose who takes the first turn", "103.1", opts,
                     data={"what": "first_player"}))
    first = a.picks[0]  # type: ignore[attr-defined]
    state.starting_player = first
    state.active = first
    state.priority = first
    events: list[ev.Event] = [ev.Note(f"the first turn goes to {state.players[first].name}, chosen by "
                                      f"{state.players[chooser].name}", rules=("103.1",))]
    for p in _turn_order(state):
        events.extend(ev.Draw(p, rules=("103.5",)) for _ in range(HAND_SIZE))
    run(state, frame, ask, events, finished=True)
    push(state, "mulligan")


def _turn_order(state: GameState) -> list[int]:
    n = len(state.players)
    return [(state.starting_player + i) % n for i in range(n)]


@handler("mulligan")
def _mulligan(state: GameState, frame: "Frame", ask: Asker) -> None:
    """CR 103.5: one round of declarations; the players who keep put their mulligans' cards on the bottom after it.

    The frame stays until a round finds every player kept (and their cards put away): then the first turn begins.
    """
    if all(p.kept for p in state.players):
        pop(state, frame)
        push(state, "opening_hand", player=state.starting_player)
        return
    takers: list[int] = []
    for pi in _turn_order(state):
        p = state.players[pi]
        if p.kept or p.mulligans >= HAND_SIZE:
            continue  # kept, or can't mulligan below zero cards
        a = ask(Decision(pi, "choose", _keep_prompt(len(p.hand), p.mulligans), "103.5",
                         (Option("keep", "keep"), Option("mulligan", "mulligan")), data={"what": "mulligan"}),
                auto=False)
        if a.picks[0] == 1:  # type: ignore[attr-defined]
            takers.append(pi)
    events: list[ev.Event] = []
    for pi in takers:
        p = state.players[pi]
        events.extend(ev.ZoneMove(o, Zone.LIBRARY.value, cause="mulligan", rules=("103.5",)) for o in list(p.hand))
        events.append(ev.Shuffle(pi, rules=("103.5",)))
        events.extend(ev.Draw(pi, rules=("103.5",)) for _ in range(HAND_SIZE))
    decided = decide(state, ask, events)
    keepers: list[int] = []
    for pi in _turn_order(state):
        p = state.players[pi]
        if pi in takers:
            p.mulligans += 1
        elif not p.kept:
            p.kept = True
            keepers.append(pi)
    act(state, frame, decided, finished=False)
    for pi in reversed(keepers):
        if state.players[pi].mulligans:
            push(state, "bottom", player=pi)


def _keep_prompt(size: int, mulligans: int) -> str:
    if not mulligans:
        return f"Keep this hand of {size} or take a mulligan?"
    cards = f"{mulligans} card{'s' if mulligans != 1 else ''}"
    return f"Keep this hand of {size} (then put {cards} on the bottom of your library) or take a mulligan?"


@handler("bottom")
def _bottom(state: GameState, frame: "Frame", ask: Asker) -> None:
    """CR 103.5: a player who kept puts one card per mulligan taken on the bottom of the library, in any order."""
    p = state.players[frame.data["player"]]
    n = min(p.mulligans, len(p.hand))
    opts = tuple(Option(obj_name(state, o), o, f"{obj_name(state, o)}#{o}") for o in p.hand)
    a = ask(Decision(p.index, "choose", f"Choose {n} card(s) to put on the bottom of your library", "103.5", opts,
                     min=n, max=n, data={"what": "bottom"}))
    chosen = [p.hand[i] for i in a.picks]  # type: ignore[attr-defined]
    run(state, frame, ask, [ev.ZoneMove(o, Zone.LIBRARY.value, cause="mulligan", position="bottom",
                                        rules=("103.5",)) for o in chosen], finished=True)


@handler("opening_hand")
def _opening_hand(state: GameState, frame: "Frame", ask: Asker) -> None:
    """CR 103.6, 103.6a: the player chooses which of the cards of their opening hand that allow it begin the game
    on the battlefield; then the next player in turn order does, and after the last the first turn begins."""
    pi: int = frame.data["player"]
    p = state.players[pi]
    able = [o for o in p.hand if any(s.kind == BEGIN_ON_BATTLEFIELD for s in chars(state, o).static)]
    chosen: list[int] = []
    if able and not p.lost:
        opts = tuple(Option(obj_name(state, o), o, f"{obj_name(state, o)}#{o}") for o in able)
        a = ask(Decision(pi, "choose", "Choose the cards of your opening hand to begin the game with on the "
                         "battlefield", "103.6a", opts, min=0, max=len(able), data={"what": "opening_hand"}),
                auto=False)
        chosen = [able[i] for i in a.picks]  # type: ignore[attr-defined]
    following = (pi + 1) % len(state.players)
    if following == state.starting_player:
        _start_first_turn(state)
    else:
        push(state, "opening_hand", player=following)
    run(state, frame, ask, [ev.ZoneMove(o, Zone.BATTLEFIELD.value, cause="opening_hand", by=pi,
                                        rules=("103.6a",)) for o in chosen], finished=True)


def _start_first_turn(state: GameState) -> None:
    """CR 103.8: the starting player takes the first turn."""
    state.turn = 1
    state.active = state.starting_player
    state.priority = state.active
    state.step = Step.UNTAP
    state.started = True
    push(state, "step", step=Step.UNTAP.value)
