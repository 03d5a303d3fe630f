"""The phrase layer (manastack/view/phrases.py, names.py, log.py): each event kind in words once, for a viewer.

Every event class has a phrase; the omniscient reader (viewer None) gets a line for
every event; a player is spoken to and never reads the name of a card hidden from them
(CR 400.2: hands and libraries are hidden zones; 708.5: face-down permanents); objects
that share a name get their id; repeated lines collapse.
"""

from __future__ import annotations

import textwrap
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack import Action, Choose, Game, Pass, sample_deck
from manastack.agents import RandomAgent
from manastack.core.types import Zone
from manastack.explain import render_log
from manastack.judge.scenario import load_text
from manastack.notation import parse_action
from manastack.judge.setup import build_game
from manastack import events as ev
from manastack.state import GameState
from manastack.view.log import EventLog, Line, collapse, log_lines
from manastack.view.names import NameBook
from manastack.view.phrases import PHRASES, phrase


def _event_classes() -> set[type[ev.Event]]:
    """Every event class the events module defines."""
    return {c for c in vars(ev).values() if isinstance(c, type) and issubclass(c, ev.Event) and c is not ev.Event}


def _game(seed: int) -> Game:
    return Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=seed)


def _position(yaml: str) -> Game:
    """A game at a judge scenario's start, to phrase events in."""
    return build_game(load_text("name: a position\n" + textwrap.dedent(yaml), "position.yaml")[0])


def _text(state: GameState, e: ev.Event, viewer: int | None) -> str | None:
    p = phrase(state, e, viewer)
    return p.text if p is not None else None


# --- every kind ---------------------------------------------------------------------------

def test_every_event_class_has_a_registered_phrase_cr_700_1() -> None:
    classes = _event_classes() | set(ev.EVENT_TYPES.values())
    assert len(classes) >= 20
    missing = sorted(c.__name__ for c in classes if c not in PHRASES)
    assert not missing, f"event classes without a phrase: {missing}"


def test_the_explained_log_has_a_line_for_every_event_of_a_whole_game() -> None:
    game = _game(4)
    agents = [RandomAgent(1), RandomAgent(2)]
    book = NameBook()
    while not game.is_over:
        book.note(game.state)
        game.apply(agents[game.state.pending.player].choose(game))  # type: ignore[union-attr]
    book.note(game.state)
    kinds = set()
    for _, _, e in game.state.events:
        p = phrase(game.state, e, None, book)
        assert p is not None and p.text and "while describing it" not in p.text, e
        assert "#" not in p.plain, f"an object the book knows is named by its id alone: {p.text}"
        kinds.add(type(e))
    assert {ev.Draw, ev.ZoneMove, ev.SpellCast, ev.Damage, ev.Attacks} <= kinds


# --- speaking to the viewer -------------------------------------------------------------------

def test_the_viewer_is_spoken_to_and_the_others_are_named_cr_121_1() -> None:
    state = _game(1).state
    draw = ev.Draw(0, rules=("121.1",))
    assert _text(state, draw, 0) == "You draw a card"
    assert _text(state, draw, 1) == "alice draws a card"
    assert _text(state, draw, None) == "alice draws a card"
    assert _text(state, ev.Shuffle(1), 1) == "You shuffle your library"
    assert _text(state, ev.Shuffle(1), 0) == "bob shuffles their library"
    assert _text(state, ev.LoseGame(0, "conceded"), 0) == "You lose the game: conceded"


def test_a_player_s_log_leaves_out_bookkeeping_that_the_explained_log_keeps_cr_106_3() -> None:
    state = _game(1).state
    land = state.players[0].library[0]
    for e in (ev.AddMana(0, (("R", 1),)), ev.StepBegins("upkeep", 0), ev.Tap(land, for_cost=True),
              ev.Untap(land, rules=("502.3",)), ev.Note("no creatures attack", rules=("508.8",))):
        assert _text(state, e, 0) is None, e
        assert _text(state, e, None), e


# --- what stays hidden --------------------------------------------------------------------------

def test_a_card_an_opponent_puts_back_into_their_library_is_a_card_to_the_other_player_cr_400_2() -> None:
    state = _game(1).state
    card = state.players[1].library[0]
    name = state.objects[card].card
    state.objects[card].zone = Zone.HAND      # as if it were in bob's hand, going to the bottom
    move = ev.ZoneMove(card, "library", cause="mulligan", position="bottom")
    assert _text(state, move, 0) == "bob puts a card on the bottom of their library"
    assert _text(state, move, 1) == f"You put {name} on the bottom of your library"
    assert _text(state, move, None) == f"bob puts {name} on the bottom of their library"


def test_a_card_that_comes_into_view_is_named_cr_400_2() -> None:
    state = _game(1).state
    card = state.players[1].library[0]
    name = state.objects[card].card
    assert _text(state, ev.ZoneMove(card, "graveyard", cause="mill"), 0) == f"bob mills {name}"
    assert _text(state, ev.ZoneMove(card, "hand", cause="effect"), 0) == "A card moves from bob's library to bob's hand"
    assert name in (_text(state, ev.ZoneMove(card, "hand", cause="effect"), 1) or "")


def test_a_face_down_permanent_is_named_only_for_its_controller_cr_708_5() -> None:
    game = _position("""\
        start:
          players:
            alice:
              battlefield: [{card: Grizzly Bears, id: hidden, face_down: true}]
            bob: {}
        """)
    state = game.state
    oid = state.labels["hidden"]
    tap = ev.Tap(oid)
    assert _text(state, tap, 1) == "A face-down permanent becomes tapped"
    assert _text(state, tap, 0) == "face-down Grizzly Bears becomes tapped"
    assert "Grizzly Bears" in (_text(state, tap, None) or "")


def _hidden_names(state: GameState, viewer: int) -> set[str]:
    """Names of the cards in the viewer's opponents' hands and libraries."""
    return {state.objects[o].card for p in state.players if p.index != viewer for o in (*p.hand, *p.library)}


def _public_names(state: GameState, viewer: int) -> set[str]:
    """Names the viewer sees now: the public zones and their own hand."""
    ids = [*state.battlefield, *state.stack, *state.exile, *state.players[viewer].hand]
    ids += [o for p in state.players for o in p.graveyard]
    return {state.objects[o].card for o in ids}


def _answer(game: Game, agents: list[RandomAgent]) -> Action:
    """The random agents' answer, except that each player takes one mulligan (cards go back into hidden zones)."""
    d = game.state.pending
    assert d is not None
    if d.kind == "choose" and d.data.get("what") == "mulligan" and game.state.players[d.player].mulligans == 0:
        return Choose((next(i for i, o in enumerate(d.options) if "mulligan" in o.label.lower()),))
    return agents[d.player].choose(game)


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_a_player_never_reads_the_name_of_an_opponent_s_hidden_card_they_have_not_seen_cr_400_2(seed: int) -> None:
    """For each event and each player: the names of the cards in an opponent's hand or library that the player
    has never seen (in a public zone or their own hand) never appear in that player's log.  The explained log,
    which sees everything, does name some of them (the mulligans): the check can find a name."""
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    logs = [EventLog(0), EventLog(1)]
    omniscient = EventLog(None)
    seen: list[set[str]] = [set(), set()]
    checked = named_by_the_omniscient = 0
    for _ in range(250):
        if game.is_over:
            break
        state = game.state
        for log in (*logs, omniscient):
            log.remember(state)
        for v in (0, 1):
            seen[v] |= _public_names(state, v)
        game.apply(_answer(game, agents))
        everything = omniscient.collect(game.state)
        for v in (0, 1):
            seen[v] |= _public_names(game.state, v)
            secret = _hidden_names(game.state, v) - seen[v]
            lines = logs[v].collect(game.state)
            for line in lines:
                assert not any(name in line for name in secret), (v, line, secret)
            checked += len(lines) if secret else 0
            named_by_the_omniscient += sum(any(name in line for name in secret) for line in everything)
    assert checked, "no line was checked against a hidden name"
    assert named_by_the_omniscient, "the omniscient log never named a hidden card: the check could not fail"


# --- naming objects ---------------------------------------------------------------------------

TWO_BEARS = """\
    start:
      players:
        alice:
          battlefield: [{card: Grizzly Bears, id: a}, {card: Grizzly Bears, id: b}, Hill Giant]
        bob: {}
    """


def test_two_visible_objects_that_share_a_name_are_told_apart_by_their_ids_cr_400_7() -> None:
    state = _position(TWO_BEARS).state
    a, b = state.labels["a"], state.labels["b"]
    giant = next(o for o in state.battlefield if state.objects[o].card == "Hill Giant")
    assert _text(state, ev.Blocks(a, b), None) == f"Grizzly Bears (#{a}) blocks Grizzly Bears (#{b})"
    assert _text(state, ev.Tap(giant), 1) == "Hill Giant becomes tapped"


def test_cards_in_a_hand_are_interchangeable_and_named_without_ids() -> None:
    game = _position("""\
        start:
          players:
            alice:
              hand: [Grizzly Bears, Grizzly Bears]
            bob: {}
        """)
    state = game.state
    card = state.players[0].hand[0]
    assert _text(state, ev.ZoneMove(card, "graveyard", cause="discard", by=0), None) == "alice discards Grizzly Bears"


def test_the_explained_log_keeps_the_rule_numbers_and_names_departed_objects_cr_608_2h() -> None:
    game = _position(TWO_BEARS.replace("bob: {}", "bob: {hand: [Lightning Bolt], battlefield: [Mountain]}"))
    a = game.state.labels["a"]
    game.apply(Pass())
    game.apply(parse_action(game, "cast Lightning Bolt targeting a", 1))
    game.apply(Pass())
    game.apply(Pass())
    log = "\n".join(render_log(game.state))
    assert f"601.2i: bob casts Lightning Bolt targeting Grizzly Bears (#{a})" in log
    assert f"704.5g: Grizzly Bears (#{a}) is destroyed (lethal damage)" in log
    assert "== turn 1 (alice), precombat main ==" in log


# --- the log ----------------------------------------------------------------------------------

def _line(text: str, key: str | None = None, *, once: bool = False, heading: bool = False) -> Line:
    return Line(text, key if key is not None else text, heading=heading, once=once)


def test_identical_lines_in_a_row_collapse_with_a_count() -> None:
    lines = [_line("alice draws a card")] * 3 + [_line("bob draws a card")]
    assert collapse(lines) == ["alice draws a card (x3)", "bob draws a card"]


def test_lines_that_differ_only_by_ids_collapse_to_their_names() -> None:
    lines = [_line("Forest (#1) becomes tapped", "Forest becomes tapped"),
             _line("Forest (#2) becomes tapped", "Forest becomes tapped")]
    assert collapse(lines) == ["Forest becomes tapped (x2)"]


def test_a_once_line_is_written_once_without_a_count_and_headings_never_collapse() -> None:
    once = _line("ai puts their hand into their library (mulligan)", once=True)
    head = _line("── turn 2: ai's turn ──", heading=True)
    assert collapse([once, once, head, head]) == [once.text, head.text, head.text]


def test_an_opponent_s_mulligan_is_one_line_in_a_player_s_log_cr_103_5() -> None:
    state = _position("""\
        start:
          players:
            alice: {}
            bob: {hand: [Forest, Forest, Grizzly Bears]}
        """).state
    events = [(0, "untap", ev.ZoneMove(o, "library", cause="mulligan")) for o in state.players[1].hand]
    assert log_lines(_with_events(state, events), 0) == ["bob puts their hand into their library (mulligan)"]


def _with_events(state: GameState, events: list[tuple[int, str, ev.Event]]) -> GameState:
    state.events = list(events)
    return state


def test_an_event_that_cannot_be_described_gives_a_line_that_says_so_instead_of_failing() -> None:
    state = _game(1).state
    bad = ev.EffectBegins(None, 0, "7c", (), None)  # type: ignore[arg-type]
    lines = log_lines(_with_events(state, [(1, "upkeep", bad)]))
    assert lines[-1] == "  effect_begins (AttributeError while describing it)"


def test_every_event_class_can_be_named_in_a_save_cr_700_1() -> None:
    """Every subclass of ``Event`` is in ``EVENT_TYPES`` (the save format names events by class): a kind left out
    (speed increasing, becoming saddled, a "dies: exile instead" effect beginning) could be logged but not loaded."""
    for cls in _event_classes():
        assert ev.EVENT_TYPES.get(cls.__name__) is cls, cls.__name__
