"""Rendering a game for the terminal player with rich: the board and the event log.

:func:`render_board` draws one player's view of the game (``manastack.view.view``:
what that *viewer* may know, nothing more): each player's life, poison, library /
hand / graveyard counts and mana pool; their battlefield grouped into lands,
creatures (power/toughness with damage, tapped, summoning sick, keywords, counters, in
combat) and other permanents; the viewer's hand; the stack, top first, with targets;
the turn, active player and step; the combat (attackers and whom they attack,
blockers); and a few recent events.  Objects are named as the view labels them
(``Grizzly Bears (#12)`` where two share a name).

:class:`EventLog` is the viewer's log (``manastack.view.log``): the events in words,
hiding what the viewer may not see (the opponent's draws and the cards they put back
into their library).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from manastack.core.types import Step
from manastack.rules.restricted_mana import kind_note
from manastack.view.log import EventLog
from manastack.view.player import CardView, PermanentView, PlayerView, view

if TYPE_CHECKING:
    from manastack.game import Game
    from manastack.state import GameState

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


# --- small texts ----------------------------------------------------------------------

def step_name(step: Step) -> str:
    return STEP_NAMES.get(step, str(step.value).replace("_", " "))


def keyword_text(kw: str) -> str:
    """``first_strike`` -> ``first strike``; ``protection:white`` -> ``protection from white``."""
    if kw.startswith("protection:"):
        return "protection from " + kw[len("protection:"):]
    return kw.replace("_", " ")


def pool_text(pool: dict[str, int] | Sequence[tuple[str, int]]) -> str:
    """A mana pool as mana symbols (``{R}{R}{G}``), or ``empty``."""
    amounts = dict(pool)
    parts: list[str] = []
    for kind in sorted(amounts, key=lambda k: ("WUBRGC".find(k[0]) if k[0] in "WUBRGC" else 9, k)):
        base = kind.split("|", 1)[0].rstrip("*")       # CR 106.6: restricted mana: its symbols, marked so
        symbols = "{%s}" % base * amounts[kind]
        note = kind_note(kind)      # restricted, or kept "until end of combat" (702.189a) / "of turn" (106.4a)
        parts.append(f"[{symbols} {note}]" if note else symbols)
    return "".join(parts) or "empty"


def _counters_text(counters: Sequence[tuple[str, int]]) -> str:
    return ", ".join(f"{k}×{v}" if v != 1 else k for k, v in counters if v)


def _player_name(v: PlayerView, index: int) -> str:
    return v.players[index].name if 0 <= index < len(v.players) else f"player {index}"


# --- the board ------------------------------------------------------------------------

def header_text(v: PlayerView) -> Text:
    """``Turn 3 · ai's turn · declare blockers step · you have priority``."""
    t = Text()
    if not v.started:
        t.append("Before the game", style="bold")
        t.append(" · opening hands and mulligans", style="dim")
        return t
    mine = v.active == v.viewer
    t.append(f"Turn {v.turn}", style="bold")
    t.append(" · ")
    t.append("your turn" if mine else f"{_player_name(v, v.active)}'s turn", style="bold green" if mine else "bold red")
    t.append(" · ")
    t.append(step_name(v.step), style="bold")
    if v.day_night:
        t.append(f" · {v.day_night}")       # CR 731.1
    d = v.decision
    if d is not None:
        who = "you" if d.player == v.viewer else _player_name(v, d.player)
        t.append("   ")
        if d.kind == "priority":
            t.append(f"{who} {'have' if who == 'you' else 'has'} priority", style="italic")
        else:
            t.append(f"waiting for {who}", style="italic")
    return t


def strip_text(v: PlayerView) -> Text:
    """The phases of the turn, the current one highlighted."""
    t = Text()
    for i, (label, steps) in enumerate(_STRIP):
        if i:
            t.append(" › ", style="dim")
        if v.started and v.step in steps:
            t.append(f"[{label}]", style="bold reverse")
        else:
            t.append(label, style="dim")
    return t


def player_line(v: PlayerView, index: int) -> Text:
    p = v.players[index]
    t = Text()
    t.append(f"{p.name:<6}", style="bold green" if index == v.viewer else "bold red")
    t.append("  life ")
    t.append(str(p.life), style="bold red" if p.life <= 5 else "bold")
    t.append("  poison ")
    t.append(str(p.poison), style="bold magenta" if p.poison else "")
    if p.monarch:
        t.append("  the monarch", style="bold yellow")      # CR 725.1
    if p.citys_blessing:
        t.append("  the city's blessing", style="bold yellow")      # CR 702.131c
    t.append(f"  library {p.library_size}  hand {p.hand_size}  graveyard {len(p.graveyard)}")
    exiled = sum(1 for c in v.exile if c.owner == index)
    if exiled:
        t.append(f"  exile {exiled}")
    t.append("  mana pool ")
    t.append(pool_text(p.mana_pool), style="bold yellow" if p.mana_pool else "dim")
    if p.lost:
        t.append(f"  LOST: {p.loss_reason}", style="bold red")
    return t


def _pt(p: PermanentView) -> Text:
    t = Text()
    if p.power is None or p.toughness is None:
        return t
    changed = (p.power, p.toughness) != (p.printed_power, p.printed_toughness)
    t.append(f"{p.power}/{p.toughness}", style="bold cyan" if changed else "bold")
    if p.damage:
        t.append(f" ({p.damage} dmg)", style="bold red")
    return t


def _status(v: PlayerView, p: PermanentView) -> Text:
    tags: list[tuple[str, str]] = []
    if p.tapped:
        tags.append(("tapped", "yellow"))
    if p.sick and p.controller == v.active:
        tags.append(("summoning sick", "dim"))
    for attack in v.combat.attacks if v.combat is not None else ():
        if attack.attacker.id == p.id:
            tags.append((f"attacking {attack.defender.label}", "bold red"))
    blocked = [a.attacker.label for a in (v.combat.attacks if v.combat is not None else ())
               if any(b.id == p.id for b in a.blockers)]
    if blocked:
        tags.append(("blocking " + ", ".join(blocked), "bold blue"))
    if p.counters:
        tags.append((_counters_text(p.counters), "magenta"))
    if p.chosen:
        tags.append((", ".join(p.chosen), "cyan"))     # CR 614.12a: the choices made as it entered
    if p.attached_to is not None:
        host = v.permanent(p.attached_to)
        tags.append((f"attached to {host.label if host else f'#{p.attached_to}'}", "dim"))
    if p.enchanted_player is not None:
        tags.append((f"enchanting {_player_name(v, p.enchanted_player)}", "dim"))
    if p.controller != p.owner:
        tags.append((f"owned by {_player_name(v, p.owner)}", "dim"))
    t = Text()
    for i, (tag, style) in enumerate(tags):
        if i:
            t.append(", ", style="dim")
        t.append(tag, style=style)
    return t


def _keywords(p: PermanentView) -> Text:
    return Text(", ".join(sorted(keyword_text(k) for k in p.keywords)), style="italic")


def _lands_text(lands: list[PermanentView]) -> Text:
    """Lands grouped by name: ``Mountain ×3 (1 tapped)``."""
    groups: dict[str, list[PermanentView]] = {}
    for p in lands:
        groups.setdefault(p.name, []).append(p)
    t = Text()
    for i, (name, group) in enumerate(groups.items()):
        if i:
            t.append("   ")
        tapped = sum(1 for p in group if p.tapped)
        t.append(name, style="bold")
        if len(group) > 1:
            t.append(f" ×{len(group)}")
        if tapped:
            t.append(" (all tapped)" if tapped == len(group) else f" ({tapped} tapped)", style="yellow")
    untapped = sum(1 for p in lands if not p.tapped)
    t.append(f"   — {untapped} untapped", style="dim")
    return t


def battlefield_table(v: PlayerView, player: int) -> RenderableType | None:
    """One player's permanents: lands on one line, then a line per creature, then the others."""
    mine = [p for p in v.battlefield if p.controller == player and not p.phased_out]
    if not mine:
        return None
    lands = [p for p in mine if p.land and not p.creature]
    creatures = [p for p in mine if p.creature]
    others = [p for p in mine if not p.creature and not p.land]
    parts: list[RenderableType] = []
    if lands:
        row = Table.grid(padding=(0, 2))
        row.add_column(width=10, style="dim")
        row.add_column()
        row.add_row("Lands", _lands_text(lands))
        parts.append(row)
    if creatures or others:
        table = Table.grid(padding=(0, 2))
        table.add_column(width=10, style="dim")     # group
        table.add_column()                           # name
        table.add_column()                           # P/T or types
        table.add_column()                           # keywords
        table.add_column()                           # status
        for i, p in enumerate(creatures):
            table.add_row("Creatures" if i == 0 else "", Text(p.label, style="bold"), _pt(p), _keywords(p),
                          _status(v, p))
        for i, p in enumerate(others):
            table.add_row("Other" if i == 0 else "", Text(p.label, style="bold"),
                          Text(" ".join(p.types), style="dim"), _keywords(p), _status(v, p))
        parts.append(table)
    return Group(*parts)


def hand_table(v: PlayerView) -> Table:
    """The viewer's hand, same-named cards grouped, with costs, types and power/toughness."""
    table = Table.grid(padding=(0, 2))
    table.add_column(width=10, style="dim")
    for _ in range(4):
        table.add_column()
    groups: dict[str, list[CardView]] = {}
    for card in v.hand:
        groups.setdefault(card.name, []).append(card)
    if not groups:
        table.add_row("Hand", Text("(empty)", style="dim"))
        return table
    for i, (name, group) in enumerate(groups.items()):
        c = group[0]
        label = Text(name, style="bold")
        if len(group) > 1:
            label.append(f" ×{len(group)}", style="")
        cost = Text(c.mana_cost if c.mana_cost is not None and not c.land else "", style="yellow")
        pt = f"{c.power}/{c.toughness}" if c.power is not None else ""
        table.add_row("Hand" if i == 0 else "", label, cost, Text(c.type_line, style="dim"), pt)
    return table


def stack_table(v: PlayerView) -> Table | None:
    """The stack, top first: each spell or ability, its controller and its targets."""
    if not v.stack:
        return None
    table = Table.grid(padding=(0, 2))
    table.add_column(width=10, style="dim")
    table.add_column()
    table.add_column()
    for i, item in enumerate(v.stack):
        label = Text(f"{i + 1}. ", style="dim")
        label.append(item.label, style="bold")
        if item.x:
            label.append(f" (X={item.x})")
        detail = Text(f"({_player_name(v, item.controller)})", style="dim")
        if item.targets:
            detail.append("  → " + ", ".join(t.label if t.present else f"{t.label} (gone)" for t in item.targets))
        if item.modes and item.kind != "ability":
            detail.append("  modes " + ", ".join(str(m + 1) for m in item.modes), style="dim")
        if i == 0:
            detail.append("  ← top, resolves next", style="dim italic")
        table.add_row("Stack" if i == 0 else "", label, detail)
    return table


def combat_table(v: PlayerView) -> Table | None:
    """Attackers, whom they attack, and their blockers."""
    if v.combat is None or not v.combat.attacks:
        return None
    table = Table.grid(padding=(0, 2))
    table.add_column(width=10, style="dim")
    table.add_column()
    for i, attack in enumerate(v.combat.attacks):
        t = Text(attack.attacker.label, style="bold red")
        attacker = v.permanent(attack.attacker.id)
        if attacker is not None:
            t.append(" ")
            t.append_text(_pt(attacker))
        t.append(f" → {attack.defender.label}")
        if attack.band:
            t.append(" in a band with " + ", ".join(m.label for m in attack.band), style="dim")
        if attack.blockers:
            t.append("   blocked by ", style="")
            t.append(", ".join(b.label for b in attack.blockers), style="bold blue")
        elif attack.blocked:
            t.append("   blocked (its blockers are gone)", style="dim")
        elif not v.combat.blockers_declared:
            t.append("   (blockers not declared yet)", style="dim")
        else:
            t.append("   unblocked", style="dim")
        table.add_row("Combat" if i == 0 else "", t)
    return table


def render_board(game: "Game | GameState | PlayerView", viewer: int = 0, recent: Sequence[str] = (),
                 recent_title: str = "Recent events") -> RenderableType:
    """The whole board as ``viewer`` sees it (``recent``: log lines to show at the bottom)."""
    v = game if isinstance(game, PlayerView) else view(game, viewer)
    parts: list[RenderableType] = [Rule(header_text(v), style="cyan"), strip_text(v)]
    order = [i for i in range(len(v.players)) if i != v.viewer] + [v.viewer]
    for n, index in enumerate(order):
        if n == len(order) - 1:
            middle = [t for t in (stack_table(v), combat_table(v)) if t is not None]
            if middle:
                parts.append(Rule(style="dim"))
                parts.extend(middle)
        parts.append(Rule(style="dim"))
        parts.append(player_line(v, index))
        bf = battlefield_table(v, index)
        parts.append(bf if bf is not None else Text("  (no permanents)", style="dim"))
    parts.append(hand_table(v))
    if recent:
        parts.append(Rule(Text(recent_title, style="dim"), style="dim", align="left"))
        parts.extend(Text("  " + line, style="dim" if line.startswith("──") else "") for line in recent)
    parts.append(Rule(style="cyan"))
    return Group(*parts)


__all__ = ["EventLog", "STEP_NAMES", "render_board", "step_name", "keyword_text", "pool_text", "header_text"]
