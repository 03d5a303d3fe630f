"""``cards.model.values_inside`` looks into each value by its type, found once per type: it yields what a reading that
asks of every value afresh (is it a dataclass instance, a container, a mapping) yields, in the same order.  The
per-game readings of the cards (rules/game_cards.py, game_keywords.py, private_changes.py) read cards this way."""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Iterator, Mapping

from manastack.cards.db import bundled_db
from manastack.cards.model import Filter, values_inside


def _fresh(root: Any) -> Iterator[Any]:
    stack = [root]
    while stack:
        v = stack.pop()
        yield v
        if dataclasses.is_dataclass(v) and not isinstance(v, type):
            stack.extend(getattr(v, f.name) for f in dataclasses.fields(v))
        elif isinstance(v, (tuple, list, set, frozenset)):
            stack.extend(v)
        elif isinstance(v, Mapping):
            stack.extend(v.values())


def test_values_inside_yields_what_a_fresh_reading_of_every_value_yields_for_random_cards() -> None:
    db = bundled_db()
    names = random.Random(6).sample(sorted(db.known_names()), 400)
    for name in names:
        got, want = list(values_inside(db[name])), list(_fresh(db[name]))
        assert len(got) == len(want) and all(a is b for a, b in zip(got, want)), name


def test_a_dataclass_class_is_not_looked_into_but_its_instance_is() -> None:
    assert list(values_inside(Filter)) == [Filter]
    inside = list(values_inside({"a": (Filter(types=("Land",)), [1])}))
    assert "Land" in inside and 1 in inside
