"""CR 614-616: replacement and prevention effects modify proposed events.

``applicable`` gathers the replacement and prevention effects that could modify an
event; ``replace_event`` applies them the way rule 616.1 says: the affected object's
controller (or the affected player) chooses one, self-replacement effects first
(616.1a), then effects on control of an entering object (616.1b), entering as a copy
(616.1c), entering back face up (616.1d), then any (616.1e); after each, the effects
that still apply are considered again (616.1f), and an effect never applies twice to
one event (614.5).  The choice is an ordinary ``choose`` decision labelled with the
source's name, asked only when there is a real choice.  A "you may" effect
(``Replacement.optional``) asks its yes/no once it has been chosen, as it is applied;
declined, it is set aside and the rest are considered again.

Effects come from rules (protection's prevention, 702.16e) and static abilities of
objects (``enters_tapped``, 614.1c).  The replacement issue adds effects created by
resolving spells and abilities as further sources in ``applicable`` and their kinds
to ``APPLY``; nothing else in the pipeline changes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from manastack.cards.vocabulary import static_kind
from manastack.core.types import Zone
from manastack.decisions import Decision, Option
from manastack import events as ev
from manastack.rules.characteristics import chars, controller_of, protections, quality_matches
from manastack.rules.copies import choose_copy, copy_candidates, copy_statics, enters_as_copy_ability

ENTERS_TAPPED = static_kind("enters_tapped", "614.1c", "this permanent enters the battlefield tapped")

if TYPE_CHECKING:
    from manastack.rules.engine import Asker
    from manastack.state import GameState

#: CR 616.1a-e: the categories in the order a choice must respect them.
CATEGORY_RULES: tuple[tuple[str, str], ...] = (
    ("self", "616.1a"),
    ("control", "616.1b"),
    ("copy", "616.1c"),
    ("face_up", "616.1d"),
)


@dataclass(frozen=True, slots=True)
class Replacement:
    """One replacement or prevention effect that could apply to an event."""

    id: str
    source: int | None
    label: str
    chooser: int
    apply: str
    category: str = "other"
    prevention: bool = False
    optional: bool = False      # "you may": its yes/no is asked as it is applied, after it was chosen
    rule: str = "614.1"
    args: dict[str, Any] = field(default_factory=dict)


APPLY: dict[str, Callable[["GameState", ev.Event, Replacement], list[ev.Event]]] = {}


def _apply(name: str) -> Callable[[Callable[["GameState", ev.Event, Replacement], list[ev.Event]]],
                                  Callable[["GameState", ev.Event, Replacement], list[ev.Event]]]:
    def deco(fn: Callable[["GameState", ev.Event, Replacement], list[ev.Event]]
             ) -> Callable[["GameState", ev.Event, Replacement], list[ev.Event]]:
        APPLY[name] = fn
        return fn

    return deco


@_apply("prevent_all")
def _prevent_all(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 615.1a: the damage is prevented (the event does not happen)."""
    return []


@_apply("enters_tapped")
def _enters_tapped(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 614.1c: the permanent enters the battlefield tapped."""
    assert isinstance(e, ev.ZoneMove)
    return [e.but(tapped=True)]


def affected_player(state: "GameState", e: ev.Event) -> int:
    """CR 616.1: who chooses: the affected object's controller (owner) or the affected player."""
    if isinstance(e, ev.Damage):
        kind, ident = e.target
        if kind == "p":
            return ident
        return controller_of(state, ident) if ident in state.objects else state.active
    obj = getattr(e, "obj", None)
    if obj is not None and obj in state.objects:
        return controller_of(state, obj)
    player = getattr(e, "player", None)
    return int(player) if player is not None else state.active


def applicable(state: "GameState", e: ev.Event) -> list[Replacement]:
    """Every replacement/prevention effect that would modify ``e`` now (CR 614.1, 615.1)."""
    out: list[Replacement] = []
    if isinstance(e, ev.Damage) and e.target[0] == "o" and e.target[1] in state.objects:
        tid = e.target[1]
        src_chars = _source_chars(state, e.source)
        if src_chars is not None:
            for q in protections(state, tid):
                if quality_matches(state, q, src_chars):
                    out.append(Replacement(f"protection:{tid}", tid, state_name(state, tid), affected_player(state, e),
                                           "prevent_all", prevention=True, rule="702.16e"))
                    break
    elif isinstance(e, ev.ZoneMove) and e.to == Zone.BATTLEFIELD.value and e.obj in state.objects:
        # CR 614.12: look at the permanent as it would exist on the battlefield.
        c = chars(state, e.obj)
        if any(s.kind == ENTERS_TAPPED for s in copy_statics(state, e.copy_of, e.obj)) and not e.tapped:
            out.append(Replacement(f"enters_tapped:{c.name}", e.obj, c.name, affected_player(state, e),
                                   "enters_tapped", rule="614.1c"))
        ability = enters_as_copy_ability(state, e.obj)
        if e.copy_of is None and ability is not None and copy_candidates(state, e.obj, ability):
            out.append(Replacement(f"enters_as_copy:{c.name}", e.obj, c.name, affected_player(state, e),
                                   "enters_as_copy", category="copy", optional=True, rule="707.5"))
    return out


def _enters_as_copy(state: "GameState", e: ev.Event, ask: "Asker") -> list[ev.Event]:
    """CR 616.1c / 707.5: the permanent enters as a copy of the permanent its controller chooses now."""
    assert isinstance(e, ev.ZoneMove)
    original = choose_copy(state, e.obj, affected_player(state, e), ask)
    return [e.but(copy_of=original, rules=(*e.rules, "707.5"))] if original is not None else [e]


def _source_chars(state: "GameState", oid: int) -> Any:
    """The source's characteristics, as it last existed if it has left (CR 608.2h)."""
    try:
        return chars(state, oid)
    except KeyError:
        return None


def state_name(state: "GameState", oid: int) -> str:
    return chars(state, oid).name if oid in state.objects else str(oid)


def _accepted(r: Replacement, ask: "Asker") -> bool:
    """The yes/no of a "you may" replacement effect, asked when it is applied: after the choice of
    which effect applies (judge format, "Script"), never taken without asking."""
    a = ask(Decision(r.chooser, "choose", f"Apply {r.label}'s effect?", r.rule,
                     (Option("yes", True), Option("no", False)), data={"what": "may"}), auto=False)
    return bool(a.picks[0] == 0)  # type: ignore[attr-defined]


def replace_event(state: "GameState", e: ev.Event, ask: "Asker") -> list[ev.Event]:
    """CR 616.1: apply replacement and prevention effects to ``e``; returns what happens instead."""
    cands = [r for r in applicable(state, e) if r.id not in e.applied]
    if not cands:
        return [e]
    rule = "616.1e"
    for cat, cat_rule in CATEGORY_RULES:
        sub = [r for r in cands if r.category == cat]
        if sub:
            cands, rule = sub, cat_rule
            break
    if len(cands) == 1:
        chosen = cands[0]
    else:
        opts = tuple(Option(r.label, i, f"{r.label}#{r.source}") for i, r in enumerate(cands))
        answer = ask(Decision(cands[0].chooser, "choose", "Choose the replacement or prevention effect to apply",
                              rule, opts, data={"what": "replacement"}))
        chosen = cands[answer.picks[0]]  # type: ignore[attr-defined]
    applied = e.applied | {chosen.id}
    if chosen.optional and not _accepted(chosen, ask):
        # Declined: the event goes on unmodified by it; the other effects are considered again (616.1f).
        note = ev.Note(f"{state.players[chosen.chooser].name} chose not to apply {chosen.label}'s effect",
                       rules=(rule,), applied=applied)
        return [note, *replace_event(state, e.but(applied=applied), ask)]
    results = _enters_as_copy(state, e, ask) if chosen.apply == "enters_as_copy" else APPLY[chosen.apply](state, e, chosen)
    verb = "prevented" if chosen.prevention else "replaced"
    note = ev.Note(f"{chosen.label}: {e.kind} {verb}", rules=(rule, chosen.rule), applied=applied)
    out: list[ev.Event] = [note]
    for ne in results:
        out.extend(replace_event(state, ne.but(applied=applied), ask))   # CR 616.1f
    return out
