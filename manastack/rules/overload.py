"""CR 702.96: overload, an alternative cost that changes a spell's text, "target" becoming "each".

"Overload [cost]" (written ``Overload {6}{U}``, normalised ``overload:{6}{U}``) means "You may choose to pay [cost]
rather than pay this spell's mana cost" and "If you chose to pay this spell's overload cost, change its text by
replacing all instances of the word 'target' with the word 'each.'" (702.96a; an alternative cost, 118.9, offered
with the others of ``rules/alt_costs.py``: ``cast Cyclonic Rift with overload``).  An overloaded spell has no
targets (702.96c: it is cast with none, 601.2c) and does what its text then says: each of its targets becomes
every object or player that could have been that target, as that object or player is when the spell resolves
(``overloaded``: a target permanent becomes ``{each: FILTER}``, 109; a target player ``each_player``, an
opponent ``each_opponent``).  The cast's chosen costs (``Obj.extras``) say the spell was overloaded, which is what
``spell_body`` reads for the text the spell has on the stack (702.96b: the change is to the spell, not the card).

A spell whose text can't be read that way here (a target spell, card in a graveyard, "any target", a target named
inside an amount or a condition) has no overload the rules can carry out: the loader refuses the keyword on it.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Mapping

from manastack.cards.model import Body, Effect, Mode, TargetSpec
from manastack.cards.values import Reference

#: The name of the alternative cost, as ``Cast.extras`` and the notation's ``with overload`` know it.
OVERLOAD = "overload"


class _NotOverloadable(Exception):
    """The text names a target in a way "each" can't replace here."""


def _each(spec: TargetSpec) -> Reference:
    """CR 702.96a: what "each" says where the text said "target" (``spec``)."""
    if spec.optional or spec.group >= 0 and spec.label.startswith("up to"):
        raise _NotOverloadable(spec.label)
    if spec.kind == "permanent":
        return Reference("each", filter=spec.filter)
    if spec.kind == "creature":
        flt = spec.filter
        types = flt.types if "Creature" in flt.types else flt.types + ("Creature",)
        return Reference("each", filter=dataclasses.replace(flt, types=types))
    if spec.kind == "player" and spec.filter.is_empty():
        return Reference("each_player")
    if spec.kind == "opponent" and spec.filter.is_empty():
        return Reference("each_opponent")
    raise _NotOverloadable(spec.kind)


def _replace(value: Any, each: tuple[Reference, ...], inside: bool) -> Any:
    """``value`` with every target reference replaced by its "each" (``inside``: within a value other than an
    effect's arguments, where a target can't simply become many)."""
    if isinstance(value, Reference):
        if value.name != "target":
            return value
        if inside or value.index >= len(each):
            raise _NotOverloadable("a target inside an amount or a condition")
        return each[value.index]
    if isinstance(value, Effect):
        args = {k: _replace(v, each, False) for k, v in value.args.items()}
        cond = _replace(value.condition, each, True) if value.condition is not None else None
        return dataclasses.replace(value, args=args, condition=cond)
    if isinstance(value, Mapping):
        return {k: _replace(v, each, inside) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return type(value)(_replace(v, each, inside) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):     # an amount, a filter, a duration: left as they are, if no target
            _replace(getattr(value, f.name), each, True)
    return value


#: Bodies overloaded, by the id of the body (kept with it: a body's arguments are mappings, not hashable).
_OVERLOADED: dict[int, tuple[Body, Body | None]] = {}


def overloaded(body: Body | None) -> Body | None:
    """CR 702.96a-c: what spell text ``body`` says with "target" changed to "each" (no targets), or None where it
    can't be read that way here (or has no target to change: 702.96 then changes nothing worth a cost)."""
    if body is None:
        return None
    got = _OVERLOADED.get(id(body))
    if got is None or got[0] is not body:
        got = _OVERLOADED[id(body)] = (body, _overloaded(body))
    return got[1]


def _overloaded(body: Body) -> Body | None:
    if not any(m.targets for m in body.modes):
        return None
    try:
        modes = tuple(Mode((), tuple(_replace(e, tuple(_each(s) for s in m.targets), False) for e in m.effects),
                           m.text) for m in body.modes)
    except _NotOverloadable:
        return None
    return dataclasses.replace(body, modes=modes)


def overload_problem(spell: Body | None) -> str | None:
    """Why a card whose spell text is ``spell`` can't have overload here (None if it can)."""
    if overloaded(spell) is None:
        return ("overload changes 'target' to 'each' in the spell's text (CR 702.96a): the spell needs a target "
                "permanent, creature, player or opponent, named only as what its instructions act on")
    return None


def spell_text(body: Body | None, extras: tuple[str, ...]) -> Body | None:
    """CR 702.96b: the text a spell cast with the costs ``extras`` has: overloaded if its overload cost was paid."""
    if OVERLOAD in extras and body is not None:
        return overloaded(body) or body
    return body

