"""The explained game log: ``state.events`` as text, each event with the rules behind it.

One line per recorded event, its rule numbers first::

    == turn 3 (alice), precombat main ==
      601.2i: alice casts Lightning Bolt targeting bob
      120.1, 608.2c: Lightning Bolt deals 3 damage to bob
      616.1e, 702.16e: White Knight: damage prevented

This is the omniscient reader's log (viewer None) of :mod:`manastack.view`: the
sentences are its phrases (``manastack/view/phrases.py``), the same the terminal's
log uses.  Objects are named as they were; the engine forgets last known information
when a turn ends, so a caller that renders the log after many turns keeps a
:class:`NameBook` that it updates as the game goes (the judge does, before and after
every action).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.rules.characteristics import chars
from manastack.rules.layers import explain as layer_explanation
from manastack.view.log import log_lines
from manastack.view.names import NameBook
from manastack.view.phrases import Phrase, phrase

if TYPE_CHECKING:
    from manastack.state import GameState


def _explained(state: "GameState", e: ev.Event, book: NameBook | None) -> Phrase:
    p = phrase(state, e, None, book)
    return p if p is not None else Phrase((e.kind,), e.rules)


def event_text(state: "GameState", e: ev.Event, book: NameBook | None = None) -> str:
    """One event in words (without its rules)."""
    return _explained(state, e, book).text


def event_line(state: "GameState", e: ev.Event, book: NameBook | None = None) -> str:
    """``RULES: text`` — the rule numbers first, as the judge format shows them."""
    return _explained(state, e, book).line()


def render_log(state: "GameState", book: NameBook | None = None, *, steps: bool = False,
               indent: str = "  ") -> list[str]:
    """The explained log of ``state.events``: a header per turn and step, then one line per event.

    Steps where nothing but the step's beginning happened get no header; ``steps``
    shows them, with their ``StepBegins`` events.  Consecutive lines saying the same
    thing are written once, followed by `` (xN)``.
    """
    return log_lines(state, None, book, steps=steps, indent=indent)


def layer_lines(state: "GameState", indent: str = "  ") -> list[str]:
    """For a judge: each permanent that continuous effects change, and which effects applied to it in
    which layer and why in that order (timestamp or dependency, CR 613.7-613.8)."""
    out: list[str] = []
    for oid in state.battlefield:
        applied = layer_explanation(state, oid)
        if applied:
            out.append(f"== layers: {chars(state, oid).name} (#{oid}) ==")
            out.extend(indent + line for line in applied)
    return out


__all__ = ["NameBook", "event_line", "event_text", "layer_lines", "render_log"]
