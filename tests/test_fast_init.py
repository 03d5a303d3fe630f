"""The faster ``__init__`` of the frozen, slotted dataclasses made on every decision (core/fast_init.py): the
events (CR 700.1), the actions (117.3), the characteristics (109.3).  It must take the same parameters as the
``__init__`` that ``dataclasses`` writes and make equal objects; a class it can't serve keeps that one."""

from __future__ import annotations

import dataclasses
import inspect
import pickle
from typing import Any

import pytest

from manastack import actions, events
from manastack.cards.db import bundled_db
from manastack.core.fast_init import fast_init
from manastack.rules.printed import Chars


def _classes(base: type[Any]) -> list[type[Any]]:
    out, todo = [], [base]
    while todo:
        cls = todo.pop()
        if "__slots__" in cls.__dict__:
            out.append(cls)
        todo.extend(cls.__subclasses__())
    return out


_EVENTS = _classes(events.Event)
_ACTIONS = _classes(actions.Action)


def _reference(cls: type[Any]) -> type[Any]:
    """The same class as ``dataclasses`` alone makes it (its generated ``__init__``)."""
    fields = [(f.name, f.type, dataclasses.field(default=f.default, default_factory=f.default_factory,
                                                  init=f.init, kw_only=f.kw_only))
              for f in dataclasses.fields(cls)]
    made: type[Any] = dataclasses.make_dataclass(f"{cls.__name__}Reference", fields, frozen=True, slots=True)
    return made


def _sample_arguments(cls: type[Any]) -> dict[str, Any]:
    """A value for every parameter without a default (any value will do: a dataclass doesn't check types)."""
    return {f.name: (f.name, 7) for f in dataclasses.fields(cls)
            if f.init and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING}


def test_the_events_and_actions_get_the_faster_init_as_their_first_object_is_made_cr_700_1_117_3() -> None:
    for cls in (events.ZoneMove, actions.Cast):
        cls(**_sample_arguments(cls))
    card = bundled_db()["Grizzly Bears"]
    Chars(card.name, card.cost, frozenset(), frozenset(), frozenset(), frozenset(), 2, 2, frozenset(), card)
    for init in (events.ZoneMove.__init__, actions.Cast.__init__, Chars.__init__):
        assert init.__code__.co_filename == "<string>" and "_set0" in init.__code__.co_names


@pytest.mark.parametrize("cls", _EVENTS + _ACTIONS, ids=lambda c: c.__name__)
def test_the_faster_init_takes_the_parameters_dataclasses_writes_and_makes_equal_objects_cr_700_1(
        cls: type[Any]) -> None:
    ref = _reference(cls)
    args = _sample_arguments(cls)
    a, b = cls(**args), ref(**args)     # the first object made writes the faster __init__
    mine, theirs = inspect.signature(cls.__init__), inspect.signature(ref.__init__)
    assert [(p.name, p.kind, p.default is p.empty) for p in mine.parameters.values()] == \
        [(p.name, p.kind, p.default is p.empty) for p in theirs.parameters.values()]
    assert [getattr(a, f.name) for f in dataclasses.fields(cls)] == [getattr(b, f.name) for f in dataclasses.fields(cls)]
    assert pickle.loads(pickle.dumps(a)) == a
    for f in dataclasses.fields(cls)[:1]:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(a, f.name, 1)


def test_an_event_made_with_keywords_and_changed_with_but_holds_every_value_cr_700_1() -> None:
    e = events.ZoneMove(3, "graveyard", cause="destroy", tapped=True, rules=("701.8",))
    assert (e.obj, e.to, e.cause, e.position, e.tapped, e.counters, e.rules, e.applied) == \
        (3, "graveyard", "destroy", "top", True, (), ("701.8",), frozenset())
    assert e.but(obj=4) == events.ZoneMove(4, "graveyard", cause="destroy", tapped=True, rules=("701.8",))
    with pytest.raises(TypeError):
        events.ZoneMove(3)      # type: ignore[call-arg]
    with pytest.raises(TypeError):
        events.ZoneMove(3, "graveyard", rules=(), nonsense=1)     # type: ignore[call-arg]


def test_a_default_factory_gives_each_object_its_own_value() -> None:
    a = events.DelayedTriggerCreated.__dataclass_fields__  # the event with a default_factory field
    assert any(f.default_factory is not dataclasses.MISSING for f in a.values())
    args = _sample_arguments(events.DelayedTriggerCreated)
    x, y = events.DelayedTriggerCreated(**args), events.DelayedTriggerCreated(**args)
    assert x.info == {} and x.info is not y.info


def test_characteristics_keep_their_derived_fields_cr_109_3() -> None:
    card = bundled_db()["Grizzly Bears"]
    c = Chars(card.name, card.cost, frozenset({"G"}), frozenset(), frozenset({"Creature"}), frozenset({"Bear"}),
              2, 2, frozenset(), card)
    assert c.creature and not c.land and c.controller == -1 and c.activated == ()
    assert pickle.loads(pickle.dumps(c)) == c


def test_a_class_it_cannot_serve_keeps_the_init_dataclasses_wrote() -> None:
    @dataclasses.dataclass(frozen=True)
    class NotSlotted:
        x: int

    @dataclasses.dataclass(frozen=True, slots=True)
    class WithInitVar:
        x: int
        y: dataclasses.InitVar[int]

        def __post_init__(self, y: int) -> None:
            pass

    before = NotSlotted.__init__
    assert fast_init(NotSlotted) is NotSlotted and NotSlotted.__init__ is before
    written = WithInitVar.__init__
    assert fast_init(WithInitVar) is WithInitVar
    WithInitVar(1, 2)
    assert WithInitVar.__init__ is written
