"""The explained game log: ``state.events`` as text, each event with the rules behind it.

One line per recorded event, its rule numbers first::

    == turn 3, precombat main (alice) ==
      601.2i: alice casts Lightning Bolt targeting bob
      120.1, 608.2c: Lightning Bolt deals 3 damage to bob
      616.1e, 702.16e: White Knight: damage prevented

Objects are named as they were (``rules.naming.obj_name`` reads last known
information).  The engine forgets last known information when a turn ends, so a
caller that renders the log after many turns may keep a :class:`NameBook` that it
updates as the game goes (the judge does, before and after every action).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from manastack import events as ev
from manastack.rules.naming import obj_name

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

Ref = tuple[str, int]


@dataclass(frozen=True, slots=True)
class Known:
    """What the log needs to remember of an object."""

    name: str
    zone: str
    owner: int
    controller: int
    targets: tuple[Ref, ...] = ()


class NameBook:
    """Object ids -> what they were, kept across turns (ids are never reused)."""

    def __init__(self) -> None:
        self.known: dict[int, Known] = {}
        self.actives: dict[int, int] = {}      # turn -> its active player

    def note(self, state: "GameState") -> None:
        self.actives[state.turn] = state.active
        for source in (state.lki, state.objects):
            for oid, o in source.items():
                self.known[oid] = _known(state, oid, o)

    def get(self, oid: int) -> Known | None:
        return self.known.get(oid)


def _known(state: "GameState", oid: int, o: "Obj") -> Known:
    return Known(obj_name(state, oid), o.zone.value, o.owner, o.controller, tuple(o.targets))


class _Namer:
    def __init__(self, state: "GameState", book: NameBook | None):
        self.state = state
        self.book = book

    def info(self, oid: int) -> Known | None:
        st = self.state
        o = st.objects.get(oid) or st.lki.get(oid)
        if o is not None:
            return _known(st, oid, o)
        return self.book.get(oid) if self.book is not None else None

    def name(self, oid: int) -> str:
        k = self.info(oid)
        return k.name if k is not None else f"#{oid}"

    def player(self, index: int | None) -> str:
        if index is None or not 0 <= index < len(self.state.players):
            return "?"
        return self.state.players[index].name

    def ref(self, ref: Ref) -> str:
        kind, ident = ref[0], int(ref[1])
        return self.player(ident) if kind == "p" else self.name(ident)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _zone_phrase(zone: str, owner: str) -> str:
    if zone in ("hand", "library", "graveyard"):
        return f"{owner}'s {zone}"
    if zone == "exile":
        return "exile"
    return f"the {zone}"


def _move(n: _Namer, e: ev.ZoneMove) -> str:
    k = n.info(e.obj)
    name = k.name if k else f"#{e.obj}"
    owner = n.player(k.owner if k else None)
    frm = k.zone if k else ""
    by = n.player(e.by) if e.by is not None else None
    to = e.to
    c = e.cause
    if to == "battlefield":
        if c == "play":
            return f"{by or owner} plays {name}"
        ctrl = e.controller if e.controller is not None else (k.controller if k else None)
        text = f"{name} enters the battlefield"
        if ctrl is not None and k is not None and ctrl != k.owner:
            text += f" under {n.player(ctrl)}'s control"
        return text + (" tapped" if e.tapped else "")
    if to == "graveyard":
        if c == "discard":
            return f"{by or owner} discards {name}"
        if c == "sacrifice":
            return f"{by or owner} sacrifices {name}"
        if c == "mill":
            return f"{owner} mills {name}"
        if c == "counter":
            if name.startswith("ability of "):
                return f"{name} is countered and ceases to exist"   # CR 701.6a
            return f"{name} is countered and put into {owner}'s graveyard"
        if c == "fizzle":
            return f"{name} is removed from the stack and put into {owner}'s graveyard"
        if c == "resolve":
            return f"{name} is put into {owner}'s graveyard as it finishes resolving"
        if frm == "battlefield":
            return f"{name} is put into {owner}'s graveyard from the battlefield"
    if to == "hand" and frm == "battlefield":
        return f"{name} returns to {owner}'s hand"
    if to == "exile":
        return f"{name} is exiled" + (f" from {_zone_phrase(frm, owner)}" if frm else "")
    if to == "library":
        where = "bottom" if e.position == "bottom" else "top"
        return f"{name} is put on the {where} of {owner}'s library"
    src = f" from {_zone_phrase(frm, owner)}" if frm else ""
    return f"{name} moves{src} to {_zone_phrase(to, owner)}"


def _mana(mana: tuple[tuple[str, int], ...]) -> str:
    out = []
    for kind, count in mana:
        sym = "{" + kind.rstrip("*") + "}"
        out.append(sym * count + (" (snow)" if kind.endswith("*") else ""))
    return "".join(out) or "no mana"


def _cast(n: _Namer, e: ev.SpellCast) -> str:
    k = n.info(e.obj)
    text = f"{n.player(e.player)} casts {k.name if k else f'#{e.obj}'}"
    if k is not None and k.targets:
        text += " targeting " + ", ".join(n.ref(t) for t in k.targets)
    return text


def _activated(n: _Namer, e: ev.AbilityActivated) -> str:
    k = n.info(e.obj)
    what = k.name if k else "an ability"
    text = f"{n.player(e.player)} activates {what}"
    if k is not None and k.targets:
        text += " targeting " + ", ".join(n.ref(t) for t in k.targets)
    return text


def _effect(n: _Namer, e: ev.EffectBegins) -> str:
    who = ", ".join(n.name(a) for a in e.affected) or "nothing"
    src = f"{n.name(e.source)}: " if e.source is not None else ""
    desc = e.description or ", ".join(f"{k} {v}" for k, v in e.mods.items())
    until = {"end_of_turn": " until end of turn", "end_of_combat": " until end of combat"}.get(e.until, "")
    if desc and desc[0] in "+-":
        return f"{src}{who} gets {desc}{until}"
    return f"{src}{who} {desc}{until}"


def _arranged(n: _Namer, e: ev.ArrangeLibrary) -> str:
    """"alice scries: Island on top; Forest on the bottom" (each group top first)."""
    parts = []
    if e.top:
        parts.append(", ".join(n.name(o) for o in e.top) + " on top")
    if e.bottom:
        parts.append(", ".join(n.name(o) for o in e.bottom) + " on the bottom")
    verb = {"scry": "scries", "surveil": "surveils"}.get(e.verb, e.verb)
    return f"{n.player(e.player)} {verb}: " + ("; ".join(parts) or "no card stays in the library")


def _text(n: _Namer, e: ev.Event) -> str:
    if isinstance(e, ev.ZoneMove):
        return _move(n, e)
    if isinstance(e, ev.Draw):
        return f"{n.player(e.player)} draws a card"
    if isinstance(e, ev.Damage):
        return f"{n.name(e.source)} deals {e.amount} {'combat ' if e.combat else ''}damage to {n.ref(e.target)}"
    if isinstance(e, ev.LifeGain):
        src = f" ({n.name(e.source)})" if e.source is not None else ""
        return f"{n.player(e.player)} gains {e.amount} life{src}"
    if isinstance(e, ev.LifeLoss):
        src = f" ({n.name(e.source)})" if e.source is not None else ""
        return f"{n.player(e.player)} loses {e.amount} life{src}"
    if isinstance(e, ev.Tap):
        return f"{n.name(e.obj)} becomes tapped" + (" (to pay a cost)" if e.for_cost else "")
    if isinstance(e, ev.Untap):
        return f"{n.name(e.obj)} untaps"
    if isinstance(e, ev.PutCounters):
        if e.amount > 0:
            return f"{n.name(e.obj)} gets {_plural(e.amount, e.counter + ' counter')}"
        return f"{_plural(-e.amount, e.counter + ' counter')} removed from {n.name(e.obj)}"
    if isinstance(e, ev.CreateToken):
        d = n.state.token_defs.get(e.token)
        token = d.name if d is not None else "token"
        noun = "" if token.lower().endswith("token") else " token"
        return f"{n.player(e.controller)} creates {e.amount} {token}{noun}{'s' if e.amount != 1 and noun else ''}"
    if isinstance(e, ev.AddMana):
        src = f" ({n.name(e.source)})" if e.source is not None else ""
        return f"{n.player(e.player)} adds {_mana(e.mana)}{src}"
    if isinstance(e, ev.Destroy):
        why = f" ({e.reason})" if e.reason and e.reason != "effect" else ""
        return f"{n.name(e.obj)} is destroyed{why}"
    if isinstance(e, ev.LoseGame):
        return f"{n.player(e.player)} loses the game: {e.reason}"
    if isinstance(e, ev.StepBegins):
        return f"{e.step.replace('_', ' ')} step begins"
    if isinstance(e, ev.SpellCast):
        return _cast(n, e)
    if isinstance(e, ev.AbilityActivated):
        return _activated(n, e)
    if isinstance(e, ev.AbilityTriggered):
        k = n.info(e.obj)
        text = f"{e.source_name}'s triggered ability goes on the stack ({n.player(e.player)})"
        if k is not None and k.targets:
            text += " targeting " + ", ".join(n.ref(t) for t in k.targets)
        return text
    if isinstance(e, ev.DelayedTriggerCreated):
        return f"{e.source_name} sets up a delayed triggered ability"
    if isinstance(e, ev.Attacks):
        return f"{n.name(e.obj)} attacks {n.ref(e.defender)}"
    if isinstance(e, ev.Blocks):
        return f"{n.name(e.obj)} blocks {n.name(e.attacker)}"
    if isinstance(e, ev.BecomesBlocked):
        return f"{n.name(e.obj)} becomes blocked"
    if isinstance(e, ev.Shuffle):
        return f"{n.player(e.player)} shuffles their library"
    if isinstance(e, ev.ArrangeLibrary):
        return _arranged(n, e)
    if isinstance(e, ev.EffectBegins):
        return _effect(n, e)
    if isinstance(e, ev.Note):
        return e.text
    return e.kind


def event_text(state: "GameState", e: ev.Event, book: NameBook | None = None) -> str:
    """One event in words (without its rules)."""
    try:
        return _text(_Namer(state, book), e)
    except (KeyError, IndexError, AttributeError, TypeError, ValueError):
        return f"{e.kind}: {e!r}"


def event_line(state: "GameState", e: ev.Event, book: NameBook | None = None) -> str:
    """``RULES: text`` — the rule numbers first, as the judge format shows them."""
    text = event_text(state, e, book)
    rules = [r for r in e.rules if r]
    return f"{', '.join(rules)}: {text}" if rules else text


def _header(state: "GameState", turn: int, step: str, active: int | None) -> str:
    who = f" ({state.players[active].name})" if active is not None and 0 <= active < len(state.players) else ""
    if turn == 0:
        return f"== before the game, {step.replace('_', ' ')} =="
    return f"== turn {turn}{who}, {step.replace('_', ' ')} =="


def render_log(state: "GameState", book: NameBook | None = None, *, steps: bool = False,
               indent: str = "  ") -> list[str]:
    """The explained log of ``state.events``: a header per turn and step, then one line per event.

    Steps where nothing but the step's beginning happened get no header; ``steps``
    shows them, with their ``StepBegins`` events.  Identical consecutive lines are
    written once, followed by `` (xN)``.
    """
    lines: list[str] = []
    actives: dict[int, int] = dict(book.actives) if book is not None else {}
    actives.setdefault(state.turn, state.active)
    for turn, _, e in state.events:
        if isinstance(e, ev.StepBegins):
            actives[turn] = e.active
    last: tuple[int, str] | None = None
    for turn, step, e in state.events:
        if isinstance(e, ev.StepBegins) and not steps:
            continue
        if (turn, step) != last:
            lines.append(_header(state, turn, step, actives.get(turn)))
            last = (turn, step)
        lines.append(indent + event_line(state, e, book))
    return _collapse(lines)


def _collapse(lines: list[str]) -> list[str]:
    """Runs of identical lines (five Plains tapped for mana) become one line with `` (x5)``."""
    out: list[str] = []
    run = 0
    for i, line in enumerate(lines):
        run += 1
        if i + 1 < len(lines) and lines[i + 1] == line and not line.startswith("=="):
            continue
        out.append(line if run == 1 else f"{line} (x{run})")
        run = 0
    return out


__all__ = ["NameBook", "event_line", "event_text", "render_log"]
