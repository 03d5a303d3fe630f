"""Rendering a game for the terminal player with rich: the board and the event log.

:func:`render_board` draws the position from one player's point of view (the
*viewer*): each player's life, poison, library / hand / graveyard counts and mana
pool; their battlefield grouped into lands, creatures (power/toughness with damage,
tapped, summoning sick, keywords, counters, in combat) and other permanents; the
viewer's hand; the stack, top first, with targets; the turn, active player and step;
the combat (attackers and whom they attack, blockers); and a few recent events.

:class:`EventLog` turns the engine's recorded events (``GameState.events``) into
plain text lines as the game goes, hiding what the viewer may not see (the
opponent's draws and the cards they put back into their library).  It reads the
events right after each action is applied, while departed objects are still known
(``GameState.lki`` is emptied when a turn begins); it also remembers every object it
has seen, for the rare event whose object the engine has already forgotten.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from manastack.core.mana import render_cost
from manastack.core.types import Step
from manastack.notation import obj_text, ref_text
from manastack import events as ev
from manastack.rules.characteristics import card_of, chars
from manastack.rules.naming import name_of
from manastack.state import GameState

if TYPE_CHECKING:
    from manastack.game import Game
    from manastack.state import Obj

Ref = tuple[str, int]

STEP_NAMES: dict[Step, str] = {
    Step.UNTAP: "untap step",
    Step.UPKEEP: "upkeep step",
    Step.DRAW: "draw step",
    Step.PRECOMBAT_MAIN: "precombat main phase",
    Step.BEGINNING_OF_COMBAT: "beginning of combat step",
    Step.DECLARE_ATTACKERS: "declare attackers step",
    Step.DECLARE_BLOCKERS: "declare blockers step",
    Step.FIRST_STRIKE_DAMAGE: "first-strike damage step",
    Step.COMBAT_DAMAGE: "combat damage step",
    Step.END_OF_COMBAT: "end of combat step",
    Step.POSTCOMBAT_MAIN: "postcombat main phase",
    Step.END: "end step",
    Step.CLEANUP: "cleanup step",
}

#: The turn strip: (label, the steps it covers).
_STRIP: tuple[tuple[str, frozenset[Step]], ...] = (
    ("beginning", frozenset({Step.UNTAP, Step.UPKEEP, Step.DRAW})),
    ("main 1", frozenset({Step.PRECOMBAT_MAIN})),
    ("combat", frozenset({Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                          Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT})),
    ("main 2", frozenset({Step.POSTCOMBAT_MAIN})),
    ("end", frozenset({Step.END, Step.CLEANUP})),
)

_PUBLIC_ZONES = frozenset({"battlefield", "graveyard", "stack", "exile", "command"})

_NUMBER_WORDS = ("no", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


# --- small texts ----------------------------------------------------------------------

def step_name(step: Step) -> str:
    return STEP_NAMES.get(step, str(step.value).replace("_", " "))


def keyword_text(kw: str) -> str:
    """``first_strike`` -> ``first strike``; ``protection:white`` -> ``protection from white``."""
    if kw.startswith("protection:"):
        return "protection from " + kw[len("protection:"):]
    return kw.replace("_", " ")


def pool_text(pool: dict[str, int]) -> str:
    """A mana pool as mana symbols (``{R}{R}{G}``), or ``empty``."""
    parts: list[str] = []
    for kind in sorted(pool, key=lambda k: ("WUBRGC".find(k[0]) if k[0] in "WUBRGC" else 9, k)):
        parts.extend(["{%s}" % kind.rstrip("*")] * pool[kind])
    return "".join(parts) or "empty"


def _count(n: int, noun: str) -> str:
    word = _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)
    return f"{word} {noun}" + ("" if n == 1 else "s")


def _counters_text(counters: dict[str, int]) -> str:
    return ", ".join(f"{k}×{v}" if v != 1 else k for k, v in sorted(counters.items()) if v)


def _player_name(state: "GameState", index: int) -> str:
    return state.players[index].name if 0 <= index < len(state.players) else f"player {index}"


# --- the board ------------------------------------------------------------------------

def header_text(state: "GameState", viewer: int) -> Text:
    """``Turn 3 · ai's turn · declare blockers step · you have priority`` and the turn strip."""
    t = Text()
    if not state.started:
        t.append("Before the game", style="bold")
        t.append(" · opening hands and mulligans", style="dim")
        return t
    active = _player_name(state, state.active)
    whose = "your turn" if state.active == viewer else f"{active}'s turn"
    t.append(f"Turn {state.turn}", style="bold")
    t.append(" · ")
    t.append(whose, style="bold green" if state.active == viewer else "bold red")
    t.append(" · ")
    t.append(step_name(state.step), style="bold")
    d = state.pending
    if d is not None and not state.game_over:
        who = "you" if d.player == viewer else _player_name(state, d.player)
        t.append("   ")
        if d.kind == "priority":
            t.append(f"{who} {'have' if who == 'you' else 'has'} priority", style="italic")
        else:
            t.append(f"waiting for {who}", style="italic")
    return t


def strip_text(state: "GameState") -> Text:
    """The phases of the turn, the current one highlighted."""
    t = Text()
    for i, (label, steps) in enumerate(_STRIP):
        if i:
            t.append(" › ", style="dim")
        if state.started and state.step in steps:
            t.append(f"[{label}]", style="bold reverse")
        else:
            t.append(label, style="dim")
    return t


def player_line(state: "GameState", index: int, viewer: int) -> Text:
    p = state.players[index]
    t = Text()
    t.append(f"{p.name:<6}", style="bold green" if index == viewer else "bold red")
    t.append("  life ")
    life_style = "bold red" if p.life <= 5 else "bold"
    t.append(str(p.life), style=life_style)
    t.append("  poison ")
    t.append(str(p.poison), style="bold magenta" if p.poison else "")
    t.append(f"  library {len(p.library)}  hand {len(p.hand)}  graveyard {len(p.graveyard)}")
    exiled = sum(1 for o in state.exile if o in state.objects and state.objects[o].owner == index)
    if exiled:
        t.append(f"  exile {exiled}")
    t.append("  mana pool ")
    t.append(pool_text(p.pool), style="bold yellow" if p.pool and any(p.pool.values()) else "dim")
    if p.lost:
        t.append(f"  LOST: {p.loss_reason}", style="bold red")
    return t


def _pt(state: "GameState", oid: int) -> Text:
    c = chars(state, oid)
    o = state.objects[oid]
    t = Text()
    if c.power is None or c.toughness is None:
        return t
    base = card_of(state, o)
    changed = (c.power, c.toughness) != (base.power, base.toughness)
    t.append(f"{c.power}/{c.toughness}", style="bold cyan" if changed else "bold")
    if o.damage:
        t.append(f" ({o.damage} dmg)", style="bold red")
    return t


def _status(state: "GameState", oid: int) -> Text:
    o = state.objects[oid]
    c = chars(state, oid)
    tags: list[tuple[str, str]] = []
    if o.tapped:
        tags.append(("tapped", "yellow"))
    if c.creature and o.sick and "haste" not in c.keywords and o.controller == state.active:
        tags.append(("summoning sick", "dim"))
    combat = state.combat
    if combat is not None:
        if oid in combat.attackers:
            tags.append((f"attacking {ref_text(state, combat.attackers[oid])}", "bold red"))
        if oid in combat.blockers:
            tags.append(("blocking " + ", ".join(obj_text(state, a) for a in combat.blockers[oid]
                                                 if a in state.objects), "bold blue"))
    if o.counters:
        tags.append((_counters_text(o.counters), "magenta"))
    if o.attached_to is not None:
        tags.append((f"attached to {obj_text(state, o.attached_to)}", "dim"))
    if o.controller != o.owner:
        tags.append((f"owned by {_player_name(state, o.owner)}", "dim"))
    t = Text()
    for i, (tag, style) in enumerate(tags):
        if i:
            t.append(", ", style="dim")
        t.append(tag, style=style)
    return t


def _keywords(state: "GameState", oid: int) -> Text:
    kws = sorted(keyword_text(k) for k in chars(state, oid).keywords)
    return Text(", ".join(kws), style="italic")


def _lands_text(state: "GameState", ids: list[int]) -> Text:
    """Lands grouped by name: ``Mountain ×3 (1 tapped)``."""
    groups: dict[str, list[int]] = {}
    for oid in ids:
        groups.setdefault(chars(state, oid).name, []).append(oid)
    t = Text()
    for i, (name, group) in enumerate(groups.items()):
        if i:
            t.append("   ")
        tapped = sum(1 for o in group if state.objects[o].tapped)
        t.append(name, style="bold")
        if len(group) > 1:
            t.append(f" ×{len(group)}")
        if tapped:
            t.append(" (all tapped)" if tapped == len(group) else f" ({tapped} tapped)", style="yellow")
    untapped = sum(1 for o in ids if not state.objects[o].tapped)
    t.append(f"   — {untapped} untapped", style="dim")
    return t


def battlefield_table(state: "GameState", player: int) -> RenderableType | None:
    """One player's permanents: lands on one line, then a line per creature, then the others."""
    ids = [o for o in state.battlefield if state.objects[o].controller == player and not state.objects[o].phased_out]
    if not ids:
        return None
    lands = [o for o in ids if chars(state, o).land and not chars(state, o).creature]
    creatures = [o for o in ids if chars(state, o).creature]
    others = [o for o in ids if o not in lands and o not in creatures]
    parts: list[RenderableType] = []
    if lands:
        row = Table.grid(padding=(0, 2))
        row.add_column(width=10, style="dim")
        row.add_column()
        row.add_row("Lands", _lands_text(state, lands))
        parts.append(row)
    if creatures or others:
        table = Table.grid(padding=(0, 2))
        table.add_column(width=10, style="dim")     # group
        table.add_column()                           # name
        table.add_column()                           # P/T or types
        table.add_column()                           # keywords
        table.add_column()                           # status
        for i, oid in enumerate(creatures):
            table.add_row("Creatures" if i == 0 else "", Text(obj_text(state, oid), style="bold"), _pt(state, oid),
                          _keywords(state, oid), _status(state, oid))
        for i, oid in enumerate(others):
            c = chars(state, oid)
            table.add_row("Other" if i == 0 else "", Text(obj_text(state, oid), style="bold"),
                          Text(" ".join(sorted(c.types)), style="dim"), _keywords(state, oid), _status(state, oid))
        parts.append(table)
    return Group(*parts)


def hand_table(state: "GameState", player: int) -> Table:
    """The viewer's hand, same-named cards grouped, with costs, types and power/toughness."""
    table = Table.grid(padding=(0, 2))
    table.add_column(width=10, style="dim")
    table.add_column()
    table.add_column()
    table.add_column()
    table.add_column()
    groups: dict[str, list[int]] = {}
    for oid in state.players[player].hand:
        groups.setdefault(chars(state, oid).name, []).append(oid)
    if not groups:
        table.add_row("Hand", Text("(empty)", style="dim"))
        return table
    for i, (name, group) in enumerate(groups.items()):
        c = chars(state, group[0])
        label = Text(name, style="bold")
        if len(group) > 1:
            label.append(f" ×{len(group)}", style="")
        cost = Text(render_cost(c.cost) if c.cost is not None and not c.land else "", style="yellow")
        pt = f"{c.power}/{c.toughness}" if c.power is not None else ""
        table.add_row("Hand" if i == 0 else "", label, cost, Text(c.card.type_line, style="dim"), pt)
    return table


def _targets_text(state: "GameState", o: "Obj") -> str:
    return ", ".join(ref_text(state, t) if t[0] == "p" or t[1] in state.objects else f"#{t[1]} (gone)"
                     for t in o.targets)


def stack_table(state: "GameState") -> Table | None:
    """The stack, top first: each spell or ability, its controller and its targets."""
    if not state.stack:
        return None
    table = Table.grid(padding=(0, 2))
    table.add_column(width=10, style="dim")
    table.add_column()
    table.add_column()
    for i, oid in enumerate(reversed(state.stack)):
        o = state.objects[oid]
        label = Text(f"{i + 1}. ", style="dim")
        label.append(obj_text(state, oid), style="bold")
        if o.x:
            label.append(f" (X={o.x})")
        detail = Text(f"({_player_name(state, o.controller)})", style="dim")
        if o.targets:
            detail.append("  → " + _targets_text(state, o), style="")
        if o.modes and o.kind != "ability":
            detail.append("  modes " + ", ".join(str(m + 1) for m in o.modes), style="dim")
        if i == 0:
            detail.append("  ← top, resolves next", style="dim italic")
        table.add_row("Stack" if i == 0 else "", label, detail)
    return table


def combat_table(state: "GameState") -> Table | None:
    """Attackers, whom they attack, and their blockers."""
    combat = state.combat
    if combat is None or not combat.attackers:
        return None
    table = Table.grid(padding=(0, 2))
    table.add_column(width=10, style="dim")
    table.add_column()
    for i, (att, defender) in enumerate(combat.attackers.items()):
        if att not in state.objects:
            continue
        t = Text(obj_text(state, att), style="bold red")
        t.append(" ")
        t.append_text(_pt(state, att))
        t.append(f" → {ref_text(state, defender)}")
        blockers = [b for b in combat.blocked_by.get(att, []) if b in state.objects]
        if blockers:
            t.append("   blocked by ", style="")
            t.append(", ".join(obj_text(state, b) for b in blockers), style="bold blue")
        elif att in combat.blocked:
            t.append("   blocked (its blockers are gone)", style="dim")
        elif state.step in (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS) or (
                state.pending is not None and state.pending.kind == "block"):
            t.append("   (blockers not declared yet)", style="dim")
        else:
            t.append("   unblocked", style="dim")
        table.add_row("Combat" if i == 0 else "", t)
    return table


def render_board(game: "Game | GameState", viewer: int = 0, recent: Sequence[str] = (),
                 recent_title: str = "Recent events") -> RenderableType:
    """The whole board from ``viewer``'s point of view (``recent``: log lines to show at the bottom)."""
    state = game if isinstance(game, GameState) else game.state
    parts: list[RenderableType] = [Rule(header_text(state, viewer), style="cyan"), strip_text(state)]
    order = [i for i in range(len(state.players)) if i != viewer] + [viewer]
    for n, index in enumerate(order):
        if n == len(order) - 1:
            middle = [t for t in (stack_table(state), combat_table(state)) if t is not None]
            if middle:
                parts.append(Rule(style="dim"))
                parts.extend(middle)
        parts.append(Rule(style="dim"))
        parts.append(player_line(state, index, viewer))
        bf = battlefield_table(state, index)
        parts.append(bf if bf is not None else Text("  (no permanents)", style="dim"))
    parts.append(hand_table(state, viewer))
    if recent:
        parts.append(Rule(Text(recent_title, style="dim"), style="dim", align="left"))
        parts.extend(Text("  " + line, style="dim" if line.startswith("──") else "") for line in recent)
    parts.append(Rule(style="cyan"))
    return Group(*parts)


# --- the event log ----------------------------------------------------------------------

class EventLog:
    """Plain text lines for the recorded events, from ``viewer``'s point of view.

    Call :meth:`remember` before applying an action and :meth:`collect` after: the
    lines of the new events are appended to :attr:`lines` and returned.
    """

    def __init__(self, viewer: int = 0):
        self.viewer = viewer
        self.lines: list[str] = []
        self.pos = 0
        self.turn = -1
        self.seen: dict[int, "Obj"] = {}

    def remember(self, state: "GameState") -> None:
        self.seen.update(state.objects)

    def collect(self, state: "GameState") -> list[str]:
        new: list[str] = []
        events = state.events
        self.pos = min(self.pos, len(events))
        while self.pos < len(events):
            turn, _step, e = events[self.pos]
            self.pos += 1
            if turn != self.turn and turn > 0:
                self.turn = turn
                owner = _turn_owner(state, turn)
                whose = "your" if owner == self.viewer else f"{_player_name(state, owner)}'s"
                new.append(f"── turn {turn}: {whose} turn ──")
            try:
                line = self.text(state, e)
            except Exception as exc:  # a log line must never stop the game
                line = f"{type(e).__name__} ({exc.__class__.__name__} while describing it)"
            if line:
                new.append(line)
        new = _squash(new)
        self.lines.extend(new)
        self.remember(state)
        return new

    # --- naming ------------------------------------------------------------------------

    def _obj(self, state: "GameState", oid: int) -> "Obj | None":
        return state.objects.get(oid) or state.lki.get(oid) or self.seen.get(oid)

    def name(self, state: "GameState", oid: int) -> str:
        return name_of(state, self._obj(state, oid), oid)

    def ref(self, state: "GameState", ref: Ref) -> str:
        return _player_name(state, ref[1]) if ref[0] == "p" else self.name(state, ref[1])

    def _who(self, state: "GameState", index: int) -> str:
        return "you" if index == self.viewer else _player_name(state, index)

    def _verb(self, state: "GameState", index: int, verb: str, third: str | None = None) -> str:
        """``you draw`` / ``ai draws``."""
        if index == self.viewer:
            return f"you {verb}"
        return f"{_player_name(state, index)} {third or verb + 's'}"

    # --- events ------------------------------------------------------------------------

    def text(self, state: "GameState", e: ev.Event) -> str | None:  # noqa: C901 (one case per event kind)
        if isinstance(e, ev.StepBegins):
            return None
        if isinstance(e, ev.ZoneMove):
            return self._zone_move(state, e)
        if isinstance(e, ev.Draw):
            return self._verb(state, e.player, "draw") + " a card"
        if isinstance(e, ev.Damage):
            kind = "combat damage" if e.combat else "damage"
            return f"{self.name(state, e.source)} deals {e.amount} {kind} to {self.ref(state, e.target)}"
        if isinstance(e, ev.LifeGain):
            return self._verb(state, e.player, "gain") + f" {e.amount} life"
        if isinstance(e, ev.LifeLoss):
            return self._verb(state, e.player, "lose") + f" {e.amount} life"
        if isinstance(e, ev.Tap):
            if e.for_cost or "508.1f" in e.rules:
                return None   # paying costs and attacking: shown otherwise
            return f"{self.name(state, e.obj)} becomes tapped"
        if isinstance(e, ev.Untap):
            if "502.3" in e.rules or (e.rules and e.rules[0].startswith("502")):
                return None   # the untap step
            return f"{self.name(state, e.obj)} untaps"
        if isinstance(e, ev.PutCounters):
            if e.amount >= 0:
                return f"{self.name(state, e.obj)} gets {_count(e.amount, e.counter + ' counter')}"
            return f"{_count(-e.amount, e.counter + ' counter')} removed from {self.name(state, e.obj)}"
        if isinstance(e, ev.CreateToken):
            d = state.token_defs.get(e.token)
            pt = f"{d.power}/{d.toughness} " if d is not None and d.power is not None else ""
            what = f"{pt}{d.name if d is not None else 'token'} token"
            return self._verb(state, e.controller, "create") + f" {_count(e.amount, what)}"
        if isinstance(e, ev.AddMana):
            return None
        if isinstance(e, ev.Destroy):
            why = f" ({e.reason})" if e.reason and e.reason != "effect" else ""
            return f"{self.name(state, e.obj)} is destroyed{why}"
        if isinstance(e, ev.LoseGame):
            return self._verb(state, e.player, "lose") + f" the game: {e.reason}"
        if isinstance(e, ev.SpellCast):
            o = self._obj(state, e.obj)
            t = self._verb(state, e.player, "cast") + f" {self.name(state, e.obj)}"
            if o is not None and o.targets:
                t += " targeting " + ", ".join(self.ref(state, r) for r in o.targets)
            if o is not None and o.x:
                t += f" with X={o.x}"
            return t
        if isinstance(e, ev.AbilityActivated):
            o = self._obj(state, e.obj)
            src = o.source_name if o is not None else "?"
            t = self._verb(state, e.player, "activate") + f" {src}'s ability"
            if o is not None and o.targets:
                t += " targeting " + ", ".join(self.ref(state, r) for r in o.targets)
            return t
        if isinstance(e, ev.Attacks):
            return f"{self.name(state, e.obj)} attacks {self.ref(state, e.defender)}"
        if isinstance(e, ev.Blocks):
            return f"{self.name(state, e.obj)} blocks {self.name(state, e.attacker)}"
        if isinstance(e, ev.BecomesBlocked):
            return None
        if isinstance(e, ev.Shuffle):
            return self._verb(state, e.player, "shuffle") + (" your library" if e.player == self.viewer
                                                              else " their library")
        if isinstance(e, ev.EffectBegins):
            names = ", ".join(self.name(state, a) for a in e.affected)
            what = e.description or ", ".join(f"{k} {v}" for k, v in e.mods.items())
            if what and what[0] in "+-":
                what = "gets " + what
            until = {"end_of_turn": " until end of turn", "end_of_combat": " until end of combat"}.get(e.until, "")
            return f"{names} {what}{until}" if names else None
        if isinstance(e, ev.Note):
            if "508.8" in e.rules:
                return None   # "no creatures attack": the absence of attacks says it
            return e.text or None
        return f"{type(e).__name__}"

    def _zone_move(self, state: "GameState", e: ev.ZoneMove) -> str | None:
        o = self._obj(state, e.obj)
        src = o.zone.value if o is not None else "?"
        owner = o.owner if o is not None else self.viewer
        to = e.to
        public = src in _PUBLIC_ZONES or to in _PUBLIC_ZONES
        mine = owner == self.viewer and "hand" in (src, to)
        name = self.name(state, e.obj) if public or mine else "a card"
        whose = "your" if owner == self.viewer else f"{_player_name(state, owner)}'s"
        cause = e.cause
        if to == "stack":
            return None   # the SpellCast event says it
        if cause == "play":
            return self._verb(state, e.by if e.by is not None else owner, "play") + f" {name}"
        if src == "stack" and to == "battlefield":
            ctrl = e.controller if e.controller is not None else (o.controller if o else owner)
            return f"{name} resolves and enters the battlefield under {self._who(state, ctrl)}"\
                   f"{'r' if ctrl == self.viewer else chr(39) + 's'} control"
        if src == "stack" and to == "graveyard":
            if cause == "counter":
                return f"{name} is countered"
            return None   # it resolved (its effects say so) or didn't (a Note says so)
        their = "your" if owner == self.viewer else "their"
        if cause == "mulligan":
            if to == "library" and e.position == "bottom":
                return self._verb(state, owner, "put") + f" {name} on the bottom of {their} library"
            return _SILENT + self._verb(state, owner, "take") + f" a mulligan, shuffling {their} hand away"
        if src == "battlefield" and to == "graveyard":
            if cause == "destroy":
                return None   # the Destroy event says it
            if cause == "sacrifice":
                return f"{name} is sacrificed"
            return f"{name} is put into {whose} graveyard"
        if cause == "discard" or (src == "hand" and to == "graveyard"):
            return self._verb(state, e.by if e.by is not None else owner, "discard") + f" {name}"
        if cause == "mill":
            return f"{name} is milled"
        if to == "exile":
            return f"{name} is exiled"
        if to == "hand" and src == "battlefield":
            return f"{name} returns to {whose} hand"
        if to == "library":
            return f"{name} is put into {whose} library"
        return f"{name} moves from {src} to {to}"


def _turn_owner(state: "GameState", turn: int) -> int:
    """Whose turn ``turn`` was (two or more players take turns in order from the starting player)."""
    return (state.starting_player + turn - 1) % len(state.players)


#: A line starting with this is shown once however often it repeats in a row (no count).
_SILENT = "\x00"


def _squash(lines: list[str]) -> list[str]:
    """Collapse runs of identical lines: ``ai draws a card (×7)``."""
    out: list[str] = []
    run = 0
    last_silent = ""
    for line in lines:
        if line.startswith(_SILENT):
            if line != last_silent:
                out.append(line[len(_SILENT):])
            last_silent = line
            run = 0
            continue
        last_silent = ""
        if out and run and line == _strip_count(out[-1]):
            run += 1
            out[-1] = f"{line} (×{run})"
        else:
            out.append(line)
            run = 1
    return out


def _strip_count(line: str) -> str:
    if line.endswith(")") and " (×" in line:
        return line[: line.rindex(" (×")]
    return line


__all__ = ["EventLog", "STEP_NAMES", "render_board", "step_name", "keyword_text", "pool_text", "header_text"]

