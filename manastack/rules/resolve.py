"""CR 608: resolving spells and abilities, one effect instruction at a time.

The ``resolve`` frame handles the top object of the stack.  First (608.2b) a spell or
ability whose targets have all become illegal doesn't resolve; an intervening "if"
is checked again (603.4) and "you may" asked (603.5).  Then each effect runs in the
order written (608.2c), its events going through the pipeline before the next
effect reads the game.  Finally an instant or sorcery goes to its owner's graveyard
(608.2n), a permanent spell enters the battlefield (608.3), an ability ceases to exist.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.cards.model import Body, Effect, Mode
from manastack.core.types import PERMANENT_TYPES, Zone
from manastack.decisions import Decision, Option
from manastack import events as ev
from manastack.rules.ascend import ascend_first
from manastack.rules.attachments import is_aura, spell_body
from manastack.rules.bestow import cease_bestowed
from manastack.rules.casting import chosen_target_specs
from manastack.rules.buyback import bought_back
from manastack.rules.characteristics import card_of, chars, controller_of
from manastack.rules.conditions import YOU_DID, holds
from manastack.rules.context import EffectContext
from manastack.rules.engine import Asker, handler, pop
from manastack.rules.instructions import run_effect
from manastack.rules.pipeline import act, decide, run
from manastack.rules.references import MANY_FROM
from manastack.rules.steps import STEP_DONE, steps
from manastack.rules.targeting import is_legal_target
from manastack.rules.zones import move

if TYPE_CHECKING:
    from manastack.state import Frame, GameState, Obj

Ref = tuple[str, int]


def body_of(state: "GameState", o: "Obj") -> Body | None:
    """The ability body a stack object resolves with: a spell's text (its copiable values, CR 707.10), or an
    ability's own, which it carries from the moment it was activated or triggered (CR 113.7a: it exists
    independently of its source, whatever the source becomes, 707.4, 707.11)."""
    if o.kind == "ability":
        return o.body
    return spell_body(chars(state, o.id), o.extras)     # CR 702.96b: an overloaded spell's text


def _flatten(body: Body, modes: tuple[int, ...], chosen: int = 0) -> list[tuple[Effect, int, int]]:
    """(effect, offset of its mode's targets, number of them) in resolution order (CR 700.2); a mode whose last
    target stands for a number of them (``many``, 601.2c: never in a modal body) has all the ``chosen`` targets
    from its offset on."""
    out: list[tuple[Effect, int, int]] = []
    offset = 0
    for m in (modes if body.modal else (0,)):
        mode: Mode = body.modes[m]
        n = max(chosen - offset, len(mode.targets)) if mode.targets and mode.targets[-1].many else len(mode.targets)
        for e in mode.effects:
            out.extend((step, offset, n) for step in steps(e))   # rules/steps.py: connive
        offset += n
    return out


def legal_targets_now(state: "GameState", o: "Obj", body: Body) -> list[Ref | None]:
    """CR 608.2b: each target, or None where it has become illegal."""
    specs = chosen_target_specs(body, o.modes, len(o.targets))     # CR 601.2c: "any number of target ..." too
    src_id = o.id if o.kind != "ability" else (o.source if o.source is not None else o.id)
    src_chars = chars(state, o.id) if o.kind != "ability" else (
        chars(state, src_id) if src_id in state.objects else None)
    out: list[Ref | None] = []
    for spec, t in zip(specs, o.targets):
        ok = is_legal_target(state, t, spec, o.id, src_chars, controller_of(state, o.id), o.x)
        out.append(t if ok else None)
    return out + [None] * (len(specs) - len(out))     # "up to N" targets left unchosen (601.2c) refer to nothing


def _damage_source(o: "Obj") -> int:
    """CR 609.7 / 120: a spell is the source of its damage; an ability's source is its object."""
    return o.id if o.kind != "ability" or o.source is None else o.source


@handler("resolve")
def _resolve(state: "GameState", frame: "Frame", ask: Asker) -> None:
    oid: int = frame.data["obj"]
    o = state.objects.get(oid)
    if o is None or o.zone != Zone.STACK:
        pop(state, frame)
        return
    body = body_of(state, o)
    i: int = frame.data.get("i", 0)
    name = o.source_name if o.kind == "ability" else chars(state, oid).name
    ctrl = controller_of(state, oid)
    if body is None:
        effects: list[tuple[Effect, int, int]] = []
    else:
        effects = _flatten(body, o.modes, len(o.targets))
    effects = ascend_first(state, o, effects)     # CR 702.131a: ascend on an instant or sorcery, first
    # CR 608.2b: the targets' legality is checked as the spell or ability begins to resolve, not again between its
    # instructions: a target moved by an earlier one ("Return target creature to its owner's hand. Its controller
    # loses 1 life.") is still what later ones refer to, by its last known information (608.2h).
    if i == 0 or "legal" not in frame.data:     # kept as plain lists, as frames keep targets (savecheck)
        legal = legal_targets_now(state, o, body) if body is not None else []
        frame.data["legal"] = [list(t) if t is not None else None for t in legal]
    if i > 0:
        _follow_onto_battlefield(state, frame.data["legal"])
    targets_all: list[Ref | None] = [(str(t[0]), int(t[1])) if t is not None else None for t in frame.data["legal"]]
    if i == 0 and body is not None:
        if o.targets and all(t is None for t in targets_all):
            if o.kind != "ability" and cease_bestowed(state, o.id):
                # CR 702.103e, 608.3b: a bestowed Aura spell whose target is illegal ceases to be bestowed and
                # resolves as a creature spell (it has no target: it enters the battlefield unattached)
                o.targets = ()
                note = ev.Note(f"{name}'s target is illegal: it ceases to be bestowed and resolves as a creature "
                               "spell", rules=("702.103e", "608.3b"))
                _finish(state, frame, ask, o, [note])
                return
            _fizzle(state, frame, ask, o, name)
            return
        ab = o.triggered
        if ab is not None:
            src = state.objects.get(o.source) if o.source is not None else None
            src = src or (state.lki.get(o.source) if o.source is not None else None)
            # CR 603.4: an intervening "if" is checked again; a state trigger's condition is not (603.8).
            if ab.condition is not None and ab.trigger.event != "state" and \
                    not holds(state, ab.condition, o.source or 0, ctrl, src):
                note = ev.Note(f"{name}'s ability does nothing: its condition is no longer true", rules=("603.4",))
                _finish(state, frame, ask, o, [note])
                return
            if ab.optional:
                a = ask(Decision(ctrl, "choose", f"Use {name}'s ability?", "603.5",
                                 (Option("yes", True), Option("no", False)), data={"what": "may"}), auto=False)
                if a.picks[0] == 1:  # type: ignore[attr-defined]
                    _finish(state, frame, ask, o, [ev.Note(f"{state.players[ctrl].name} declined {name}'s ability",
                                                           rules=("603.5",))])
                    return
    if i >= len(effects):
        _finish(state, frame, ask, o, [])
        return
    effect, offset, count = effects[i]
    info = o.trigger_info if o.mode_chooser is None else {**o.trigger_info, "chooser": o.mode_chooser}
    if body is not None and not body.modal and body.single.targets and body.single.targets[-1].many:
        info = {**info, MANY_FROM: len(body.single.targets) - 1}     # "target" there: each of them (601.2c)
    ctx = EffectContext(state, ask, ctrl, _damage_source(o), name, targets_all[offset:offset + count],
                        o.x, info, spell=o.id)      # a spell's or activated ability's paid costs (sacrificed)
    if _condition_holds(state, frame, effects, i, ctx.source, ctrl, o) and _chosen(ask, effect, ctrl, name):
        run_effect(ctx, effect)
        if ctx.events and i not in frame.data.get("done", []):
            frame.data["done"] = [*frame.data.get("done", []), i]     # "if you do": it was carried out (608.2c)
    decided = decide(state, ask, ctx.events)   # may ask (a replacement choice): nothing changed yet
    frame.data["i"] = i + 1
    act(state, frame, decided, finished=False)


def _follow_onto_battlefield(state: "GameState", legal: list[Any]) -> None:
    """CR 400.7j: a target an earlier instruction of this effect put onto the battlefield ("Return target creature
    card from your graveyard to the battlefield. Put a +1/+1 counter on it.") is found as the permanent it became.
    Only a move onto the battlefield is followed: one into a graveyard, exile or a hand is read by its last known
    information (608.2h: "Exile target creature. Its controller gains life ...")."""
    old, new = state.last_move
    if new is None or new not in state.objects or state.objects[new].zone != Zone.BATTLEFIELD:
        return
    for k, t in enumerate(legal):
        if t is not None and t[0] == "o" and int(t[1]) == old and old not in state.objects:
            legal[k] = ["o", new]


def _condition_holds(state: "GameState", frame: "Frame", effects: list[tuple[Effect, int, int]], i: int,
                     source: int, ctrl: int, o: "Obj") -> bool:
    """CR 608.2c: instruction ``i``'s condition; "if you do" (``you_did``) is whether the latest "you may"
    instruction before it was carried out (chosen, and it did something), or where there is none (the whole
    ability's "you may", 603.5) the instruction just before it."""
    cond = effects[i][0].condition
    if cond is None:
        return True
    if cond.kind == STEP_DONE:      # rules/steps.py: the step just before it was carried out
        return i - 1 in frame.data.get("done", [])
    if cond.kind == YOU_DID:
        asked = [k for k in range(i) if effects[k][0].optional]
        latest = asked[-1] if asked else i - 1
        did = latest < 0 or latest in frame.data.get("done", [])
        return did if cond.args.get("value", True) else not did     # ``you_did: false``: "If you don't"
    return holds(state, cond, source, ctrl, o)


def _chosen(ask: Asker, effect: Effect, ctrl: int, name: str) -> bool:
    """CR 608.2d: "you may ...": the controller chooses as the instruction is carried out."""
    if not effect.optional:
        return True
    a = ask(Decision(ctrl, "choose", f"{name}: you may {effect.verb.replace('_', ' ')}. Do it?", "608.2d",
                     (Option("yes", True), Option("no", False)), data={"what": "may"}), auto=False)
    return bool(a.picks[0] == 0)  # type: ignore[attr-defined]


def _fizzle(state: "GameState", frame: "Frame", ask: Asker, o: "Obj", name: str) -> None:
    """CR 608.2b: every target is illegal: the spell or ability doesn't resolve."""
    events: list[ev.Event] = [ev.Note(f"{name} doesn't resolve: all its targets are illegal", rules=("608.2b",))]
    if o.kind == "ability":
        move(state, o.id, Zone.GRAVEYARD)  # an ability just ceases to exist
    else:
        events.append(ev.ZoneMove(o.id, Zone.GRAVEYARD.value, cause="fizzle", rules=("608.2b",)))
    run(state, frame, ask, events, finished=True)


def _finish(state: "GameState", frame: "Frame", ask: Asker, o: "Obj", events: list[ev.Event]) -> None:
    if o.id not in state.objects or o.zone != Zone.STACK:
        run(state, frame, ask, events, finished=True)
        return
    if o.kind == "ability":
        move(state, o.id, Zone.GRAVEYARD)  # CR 608.2n: the ability is removed from the stack
    elif any(t in PERMANENT_TYPES for t in chars(state, o.id).types):
        # CR 608.3: a permanent spell becomes a permanent under its controller's control; an Aura spell
        # enters attached to the object it targets (608.3c).
        aura = is_aura(chars(state, o.id)) and o.targets
        host = o.targets[0][1] if aura and o.targets[0][0] == "o" else None
        player = o.targets[0][1] if aura and o.targets[0][0] == "p" else None   # a Curse (702.5d)
        events = events + [ev.ZoneMove(o.id, Zone.BATTLEFIELD.value, cause="resolve", controller=controller_of(state, o.id),
                                       attach_to=host, enchant_player=player,
                                       rules=("608.3c",) if aura else ("608.3",))]
    elif o.kind == "card" and bought_back(card_of(state, o), o.extras):
        # CR 702.27a: its buyback cost was paid: to its owner's hand instead of the graveyard.
        events = events + [ev.ZoneMove(o.id, Zone.HAND.value, cause="resolve", rules=("608.2n", "702.27a"))]
    else:
        events = events + [ev.ZoneMove(o.id, Zone.GRAVEYARD.value, cause="resolve", rules=("608.2n",))]
    run(state, frame, ask, events, finished=True)
