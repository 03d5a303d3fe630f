"""The event side's shortcuts give what the full searches give (perft-style: cached or indexed against fresh).

* CR 603.2: triggered abilities are matched only against events of a class their trigger event can fire on
  (``trigger_event(..., on=...)``, ``triggers.can_fire_on``), among the board-cached permanents that have one
  (``triggers._watchers_on``).  At every event of random games, collecting the triggers on a copy with every
  cache empty, trying every ability of every permanent with any triggered ability, notes the same triggers.
* CR 614.1 / 615.1: a batch with no event of a kind some effect can modify skips the replacement search
  (``replacement.replaceable``); at every such batch of random games, the full search finds nothing to apply.
* CR 613.1: printed characteristics are made once per card and controller (``printed.printed_chars``) and are
  equal to those made afresh; the layer pass looks in a layer only at the static abilities with parts in it
  (``layers._static_layers``, memoized per ability).  The pass itself is checked by the scenarios of 613 and
  by ``test_perft.py`` (cached against fresh legal actions, which read the computed characteristics).
"""

from __future__ import annotations

import contextlib
import random
from typing import Any, Callable, Iterator

import pytest

from manastack import Game, events as ev, sample_deck
from manastack.cards.db import bundled_db, compiled_cards, smoke_passed
from manastack.cards.model import TriggerSpec
from manastack.cards.vocabulary import TRIGGER_EVENTS
from manastack.game import clone_state
from manastack.rules import pipeline, printed, replacement, triggers
from manastack.state import GameState

from conftest import play_sampled
from test_conformance import _mixed_deck


@contextlib.contextmanager
def _unindexed() -> Iterator[None]:
    """Within: every permanent with a triggered ability is tried against every event (no index)."""
    saved = triggers.can_fire_on, triggers._watchers_on

    def every(spec: TriggerSpec, cls: type) -> bool:
        return True

    def all_watchers(state: GameState, cls: type) -> list[Any]:
        return list(triggers._watchers(state))

    triggers.can_fire_on, triggers._watchers_on = every, all_watchers   # type: ignore[assignment]
    try:
        yield
    finally:
        triggers.can_fire_on, triggers._watchers_on = saved             # type: ignore[assignment]


def _noted(state: GameState) -> tuple[Any, ...]:
    return tuple(state.triggers), tuple(repr(d) for d in state.delayed)


class _Checked:
    """Wraps ``collect`` and ``collect_damage`` as the pipeline calls them: each call is repeated, unindexed, on
    a copy of the state taken just before with every cache empty, and the triggers noted must be the same."""

    def __init__(self) -> None:
        self.calls = 0
        self.noted = 0
        self.where = ""

    def wrap(self, real: Callable[..., None]) -> Callable[..., None]:
        def checked(state: GameState, *args: Any) -> None:
            fresh = clone_state(state)
            real(state, *args)
            with _unindexed():
                real(fresh, *args)
            assert _noted(fresh) == _noted(state), f"{self.where}: {args[0]!r}"
            self.calls += 1
            self.noted += len(state.triggers) > 0
        return checked


def _play_checked(monkeypatch: pytest.MonkeyPatch, game: Game, seed: int, limit: int) -> _Checked:
    check = _Checked()
    monkeypatch.setattr(pipeline, "collect", check.wrap(triggers.collect))
    monkeypatch.setattr(pipeline, "collect_damage", check.wrap(triggers.collect_damage))

    def where(game: Game) -> None:
        check.where = f"seed {seed}, decision {game.state.decisions}, turn {game.state.turn}"

    play_sampled(game, seed, limit, where)
    return check


@pytest.mark.parametrize("seed", [1, 2])
def test_triggers_indexed_by_event_class_are_those_every_ability_tried_finds_cr_603_2_in_sample_games(
        monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    game = Game.new([sample_deck("red_burn"), sample_deck("gw_creatures")], seed=seed)
    check = _play_checked(monkeypatch, game, seed, 1500)
    assert check.calls > 500


@pytest.mark.parametrize("seed", [3001, 3002, 3003, 3004])
def test_triggers_indexed_by_event_class_are_those_every_ability_tried_finds_cr_603_2_with_every_bundled_card(
        monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    rng = random.Random(seed)
    db = bundled_db()
    # half the decks of cards with triggered abilities, so that many trigger
    pool = sorted(c.name for c in db if "Land" not in c.types and not c.is_token and c.triggered)
    # and smoke-passed compiled cards with triggered abilities (most cards are compiled ones, issue 9)
    passed = smoke_passed()
    compiled = sorted(n for n, d in (compiled_cards().get("cards") or {}).items() if n in passed
                      and "Land" not in str(d.get("type")) and any("triggered" in a for a in d.get("abilities", ())))
    pool += rng.sample(compiled, min(300, len(compiled)))
    game = Game.new([_mixed_deck(rng, pool if i % 2 == 0 else None) for i in range(2 + seed % 2)], seed=seed)
    # random agents often tap their lands for nothing (CR 106.4: the mana empties), so casts, and triggers, are rare:
    # the game is long enough that some abilities trigger
    check = _play_checked(monkeypatch, game, seed, 2400)
    assert check.calls > 300 and check.noted > 0


def test_every_trigger_event_says_which_event_classes_it_can_fire_on_cr_603_1() -> None:
    """A trigger event that names none is tried against every event (safe, but slower): each built-in one names
    its classes, and those are event classes."""
    for name in TRIGGER_EVENTS.names():
        d = TRIGGER_EVENTS[name]
        assert d.on is not None, f"trigger event {name} gives no on=(...) classes"
        assert all(isinstance(c, type) and issubclass(c, ev.Event) for c in d.on), name


def test_a_trigger_naming_zones_can_fire_on_zone_changes_only_cr_603_6() -> None:
    spec = TriggerSpec("dies", from_zone="battlefield")
    assert triggers.can_fire_on(spec, ev.ZoneMove)
    assert not triggers.can_fire_on(spec, ev.Draw)
    assert triggers.can_fire_on(TriggerSpec("step"), ev.StepBegins)
    assert not triggers.can_fire_on(TriggerSpec("step"), ev.Tap)


@pytest.mark.parametrize("seed", [1, 3001])
def test_a_batch_of_events_no_effect_can_modify_has_nothing_applicable_cr_614_1(
        monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    skipped = 0
    real = pipeline.decide

    def decide(state: GameState, ask: Any, events: list[ev.Event]) -> list[ev.Event]:
        nonlocal skipped
        if not any(replacement.replaceable(type(e)) for e in events):
            skipped += 1
            assert not any(replacement.applicable(state, e) for e in events), events
        return real(state, ask, events)

    monkeypatch.setattr(pipeline, "decide", decide)
    monkeypatch.setattr(pipeline, "run", lambda state, frame, ask, events, *, finished: pipeline.act(
        state, frame, decide(state, ask, events) if events else [], finished=finished))
    rng = random.Random(seed)
    decks = [sample_deck("red_burn"), sample_deck("gw_creatures")] if seed < 1000 else \
        [_mixed_deck(rng), _mixed_deck(rng)]
    play_sampled(Game.new(decks, seed=seed), seed, 1500, lambda game: None)
    assert skipped > 100


def test_printed_characteristics_made_once_equal_those_made_afresh_cr_613_1() -> None:
    db = bundled_db()
    for card in db:
        for controller in (0, 1):
            once = printed.printed_chars(card, controller)
            assert printed.printed_chars(card, controller) is once
            assert once == printed._printed(card, controller, card.power, card.toughness), card.name
    grizzly = db["Grizzly Bears"]
    bigger = printed.printed_chars(grizzly, 0, {"+1/+1": 2})
    assert (bigger.power, bigger.toughness) == (4, 4)
    assert (printed.printed_chars(grizzly, 0).power, printed.printed_chars(grizzly, 0, {"+1/+1": 1, "-1/-1": 1}).power) \
        == (2, 2)


def test_printed_characteristics_are_never_those_of_another_card_with_the_same_id_cr_613_1() -> None:
    """The memo is keyed by the card's id; an entry left by another card (as if its id were reused) is not served."""
    db = bundled_db()
    bears, lions = db["Grizzly Bears"], db["Savannah Lions"]
    printed._PRINTED[(id(bears), 7)] = printed._printed(lions, 7, lions.power, lions.toughness)
    try:
        assert printed.printed_chars(bears, 7).name == "Grizzly Bears"
    finally:
        printed._PRINTED.pop((id(bears), 7), None)


def test_the_layers_of_a_static_ability_are_those_of_the_effect_it_generates_cr_613_1() -> None:
    """The layer pass looks in a layer only at the static abilities whose effect has parts in it
    (``layers._static_layers``, memoized per ability): for every static ability of every bundled card, those
    layers are the layers of the parts of the effect the pass makes of it."""
    from manastack.rules import layers

    found = 0
    for card in bundled_db():
        for ab in card.static:
            mods = layers._static_mods(ab)
            want = layers.mod_layers(mods) if mods is not None else frozenset()
            assert layers._static_layers(ab) == want, (card.name, ab.kind)
            assert layers._static_layers(ab) == want        # memoized
            found += bool(want)
            if ab.kind in layers._LAYERED_KINDS:
                assert mods is not None, (card.name, ab.kind)
    assert found > 20


def test_a_static_abilitys_layers_are_never_those_of_another_ability_with_the_same_id_cr_613_1() -> None:
    from manastack.rules import layers

    anthem = bundled_db()["Glorious Anthem"].static[0]
    other = next(ab for card in bundled_db() for ab in card.static if ab.kind == layers.DEFINES_PT)
    layers._STATIC_LAYERS[id(anthem)] = (other, frozenset({"7a"}))
    try:
        assert layers._static_layers(anthem) == frozenset({"7c"})
    finally:
        layers._STATIC_LAYERS.pop(id(anthem), None)
