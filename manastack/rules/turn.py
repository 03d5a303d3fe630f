"""CR 500-514: turn structure, steps, and their turn-based actions (CR 703).

The ``step`` frame begins a step: the step's turn-based actions happen and "at the
beginning of" abilities trigger.  When all players pass with an empty stack, ``end_step``
ends the step: mana empties (106.4, 500.4), the next step is found (skipping the
combat damage and blockers steps without attackers, 508.8, and the first-strike
damage step without first or double strike, 510.4) and begun.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.values import Quantity
from manastack.cards.vocabulary import static_kind
from manastack.core.mana import RESTRICTED
from manastack.core.types import STEP_INDEX, STEP_NAME, STEP_OF, STEP_ORDER, Step, Zone
from manastack.decisions import Decision, Option
from manastack import events as ev
from manastack.rules.characteristics import chars, controller_of, end_effects, end_until_next_turn, static_kinds
from manastack.rules.engine import Asker, handler, pop, push
from manastack.rules.layers import reads_status, turn_dependent
from manastack.rules.extra_turns import next_turn_player
from manastack.rules.naming import obj_name
from manastack.rules.restricted_mana import kept_past
from manastack.rules.daynight import untap_step_check
from manastack.rules.phasing import untap_step_phasing, will_be_phased_in
from manastack.rules.pipeline import perform_all, run
from manastack.rules.private_changes import note_private
from manastack.rules.skip_steps import skipping_source
from manastack.rules.untapping import kept_tapped, next_untap_used
from manastack.rules.upkeep import note_upkeep
from manastack.state import Combat

NO_MAX_HAND_SIZE = static_kind("no_max_hand_size", "402.2", "you have no maximum hand size")
CHOSEN_MAX_HAND_SIZE = static_kind(
    "chosen_player_max_hand_size", "402.2",
    "the player chosen as this permanent entered (as_enters_choose: opponent) has maximum hand size `amount` "
    "(Cursed Rack)", amount="quantity")

if TYPE_CHECKING:
    from manastack.state import Frame, GameState


def next_step(state: "GameState") -> tuple[int, Step]:
    """The step that follows the current one (and the turn it is in)."""
    i = STEP_INDEX[state.step]
    combat = state.combat
    while True:
        i += 1
        if i >= len(STEP_ORDER):
            return state.turn + 1, Step.UNTAP
        s = STEP_ORDER[i]
        if s in (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE) and \
                (combat is None or not combat.declared):
            continue  # CR 508.8: skipped only if no creatures were declared as attackers
        if s == Step.FIRST_STRIKE_DAMAGE and not _first_strike_now(state):
            continue  # CR 510.4: decided as the combat damage step begins
        return state.turn, s


def _first_strike_now(state: "GameState") -> bool:
    """CR 510.4: does an attacking or blocking creature have first strike or double strike now?"""
    combat = state.combat
    if combat is None:
        return False
    found = any({"first_strike", "double_strike"} & chars(state, o).keywords
                for o in list(combat.attackers) + list(combat.blockers) if o in state.objects)
    combat.first_strike_step = found
    return found


def end_step(state: "GameState") -> None:
    """CR 500.4 / 106.4: a step ends: mana empties; then the next step begins."""
    changed = False
    versions = (state.version, state.chars_version, state.board_version)
    clean = state.sba_clean == state.version
    emptied = [p.index for p in state.players if p.pool]
    for i in emptied:
        # CR 106.4a, 702.189a: mana an effect keeps ("until end of turn", firebending's "until end of combat") stays
        # as steps and phases end, up to the end of the step it lasts until (pool kinds, rules/restricted_mana.py)
        player = state.players[i]
        pool = player.pool
        player.pool = {k: n for k, n in pool.items() if kept_past(k, state.step)} if RESTRICTED in "".join(pool) \
            else {}
        changed = True
    only_pools = True
    if state.step == Step.END_OF_COMBAT:
        if state.combat is not None and state.combat.declared:
            changed, only_pools = True, False
        state.combat = None  # CR 511.3: creatures are removed from combat
        if reads_status(state):
            state.touch_chars()     # "as long as it's attacking" no longer holds (CR 611.3a)
        end_effects(state, ("end_of_combat",))
    if state.step == Step.CLEANUP and state.cleanup_acted:
        turn, step = state.turn, Step.CLEANUP   # CR 514.3a: another cleanup step
    else:
        turn, step = next_step(state)
    if turn != state.turn:
        _begin_turn(state)
        changed, only_pools = True, False
    else:
        state.step = step
    while _skipped(state):
        changed, only_pools = True, False
        turn, step = next_step(state)
        if turn != state.turn:
            _begin_turn(state)
        else:
            state.step = step
    if changed:
        state.touch()   # a new turn, emptied pools or the end of a combat change what players can do
        if (state.version - 1, state.chars_version, state.board_version) == versions:
            if clean:
                state.sba_clean = state.version     # none of them is an input of a state-based action (CR 704.5)
            if only_pools and len(emptied) == 1:
                note_private(state, versions[0], emptied[0])    # CR 106.4: only that player's pool emptied
    state.passes = 0
    state.priority = state.active
    push(state, "step", step=STEP_NAME[state.step])


#: The shields that outlast the turn: a skip (CR 614.10) and "doesn't untap during its next untap step" (502.3).
_OUTLASTING = ("skip", "no_untap")


def _skipped(state: "GameState") -> bool:
    """CR 614.1b / 614.10: a "skip" effect replaces the step about to begin with nothing: the step never
    begins (no turn-based action, no "at the beginning of" trigger) and the effect is used up; a second one
    waits for the next occurrence (614.10a).  A skip asks no question, so it is performed here directly."""
    for sh in state.shields:
        if sh.get("kind") == "skip" and sh["player"] == state.active and sh["step"] == STEP_NAME[state.step]:
            name, step = state.players[state.active].name, state.step.value.replace("_", " ")
            perform_all(state, [
                ev.ShieldUsed(sh["id"], sh["source_name"], state.active, f"{step} step", rules=("614.10",)),
                ev.Note(f"{name} skips their {step} step ({sh['source_name']})", rules=("614.1b", "614.10"))])
            return True
    source = skipping_source(state, state.active, STEP_NAME[state.step])
    if source is not None:      # CR 614.10: "Skip your draw step", a static ability (rules/skip_steps.py)
        name, step = state.players[state.active].name, state.step.value.replace("_", " ")
        perform_all(state, [ev.Note(f"{name} skips their {step} step ({source})", rules=("614.1b", "614.10"))])
        return True
    return False


def _begin_turn(state: "GameState") -> None:
    """CR 500.1, 302.6: the next player's turn begins."""
    state.turn += 1
    previous = state.active
    if state.turn > 1:
        state.active = next_turn_player(state)             # CR 800.4k; 500.7: an extra turn first
        end_until_next_turn(state, previous)                # CR 611.2a: "until your next turn" ends
    state.step = Step.UNTAP
    state.turn_mark = state.next_id
    if turn_dependent(state):
        # CR 611.3a: an effect "during your turn" begins or ends to apply; "as long as it entered this turn"
        # (Thrasta) no longer holds of last turn's permanents (rules/layers.py)
        state.touch_chars()
    state.combat = None
    state.lki = {}
    state.lki_chars = {}
    state.activated_this_turn = {}
    for p in state.players:
        p.lands_played = 0
    for oid in state.battlefield:
        o = state.objects[oid]
        if controller_of(state, oid) == state.active:
            o.sick = False


@handler("step")
def _step(state: "GameState", frame: "Frame", ask: Asker) -> None:
    """The beginning of a step: its turn-based actions, then "at the beginning of" triggers."""
    step = STEP_OF[frame.data["step"]]
    begins = ev.StepBegins(STEP_NAME[step], state.active, rules=("500.2",))
    if step == Step.UNTAP:
        # CR 502.1: phasing; then 502.3: the active player untaps their (then phased-in) permanents; no one
        # gets priority (502.4).  702.26m: a skipped untap step has no phasing.
        phasing = untap_step_phasing(state, state.active)
        events: list[ev.Event] = [begins, *phasing, *untap_step_check(state)]    # CR 502.2: day and night
        untapping = [oid for oid in state.battlefield if state.objects[oid].tapped
                     and will_be_phased_in(state, phasing, oid) and (controller_of(state, oid)
                     if not state.objects[oid].phased_out else state.objects[oid].phased_under) == state.active]
        kept = kept_tapped(state, ask, untapping)     # CR 502.3: "doesn't untap", "you may choose not to untap"
        used = next_untap_used(state, state.active)   # CR 502.3: "doesn't untap during ... next untap step"
        kept |= {sh["obj"] for sh in used}
        events.extend(ev.ShieldUsed(sh["id"], sh["source_name"], state.active, f"untapping of {obj_name(state, sh['obj'])}",
                                    rules=("502.3",)) for sh in used)
        events.extend(ev.Untap(oid, rules=("502.3",)) for oid in untapping if oid not in kept)
        pop(state, frame)
        push(state, "end_step")
        push(state, "events", events=events)    # what follows from them (702.145c) before the step ends
        return
    if step == Step.UPKEEP:
        note_upkeep(state)       # CR 702.30a: echo reads when this player's upkeeps began
    if step == Step.DRAW:
        events = [begins]
        if state.turn == 1 and state.skip_first_draw and len(state.players) == 2:
            events.append(ev.Note("the starting player skips the draw step of their first turn",
                                  rules=("103.8a",)))
        else:
            events.append(ev.Draw(state.active, rules=("504.1",)))
        run(state, frame, ask, events, finished=True)
        return
    if step == Step.BEGINNING_OF_COMBAT:
        state.combat = Combat()   # no question is asked in this step's beginning
    if step == Step.DECLARE_ATTACKERS:
        if state.combat is None:
            state.combat = Combat()
        pop(state, frame)
        push(state, "events", events=[begins])
        push(state, "declare_attackers")
        return
    if step == Step.DECLARE_BLOCKERS:
        pop(state, frame)
        push(state, "events", events=[begins])
        push(state, "declare_blockers")
        return
    if step in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE):
        pop(state, frame)
        push(state, "events", events=[begins])
        push(state, "combat_damage", first_strike=step == Step.FIRST_STRIKE_DAMAGE)
        return
    if step == Step.CLEANUP:
        pop(state, frame)
        push(state, "cleanup")
        return
    run(state, frame, ask, [begins], finished=True)


@handler("end_step")
def _end_step(state: "GameState", frame: "Frame", ask: Asker) -> None:
    pop(state, frame)
    end_step(state)


def max_hand_size(state: "GameState", player: int) -> int | None:
    """CR 402.2: ``player``'s maximum hand size (None: no maximum).  An effect setting it for the player chosen
    as its permanent entered (Cursed Rack, 607.2) applies in timestamp order, the latest last (613.7); a
    permanent with "you have no maximum hand size" lifts its controller's."""
    size = state.players[player].max_hand_size
    if NO_MAX_HAND_SIZE not in static_kinds(state) and CHOSEN_MAX_HAND_SIZE not in static_kinds(state):
        return size
    lifted = False
    for oid in sorted(state.battlefield, key=lambda o: state.objects[o].timestamp):
        o = state.objects[oid]
        if o.phased_out:
            continue
        for s in chars(state, oid).static:
            if s.kind == NO_MAX_HAND_SIZE and controller_of(state, oid) == player:
                lifted = True
            elif s.kind == CHOSEN_MAX_HAND_SIZE and o.chosen.get("opponent") == player:
                size = _amount(s.args.get("amount"))
    return None if lifted else size


def _amount(q: object) -> int:
    if isinstance(q, Quantity):
        return q.constant() or 0
    return int(str(q or 0))


@handler("cleanup")
def _cleanup(state: "GameState", frame: "Frame", ask: Asker) -> None:
    """CR 514.1-2: discard to maximum hand size; then remove damage and end "until end of turn" effects."""
    p = state.players[state.active]
    limit = max_hand_size(state, p.index)
    excess = len(p.hand) - limit if limit is not None else 0
    events: list[ev.Event] = []
    if excess > 0:
        opts = tuple(Option(obj_name(state, o), o, f"{obj_name(state, o)}#{o}") for o in p.hand)
        a = ask(Decision(p.index, "choose", f"Discard {excess} card(s) down to your maximum hand size", "514.1",
                         opts, min=excess, max=excess, data={"what": "discard"}))
        chosen = [p.hand[i] for i in a.picks]  # type: ignore[attr-defined]
        events.extend(ev.ZoneMove(o, Zone.GRAVEYARD.value, cause="discard", by=p.index, rules=("514.1",))
                      for o in chosen)
    run(state, frame, ask, events, finished=False)
    # CR 514.2: simultaneously remove all damage and end "until end of turn" effects.
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.damage:
            o.damage = 0
            state.touch()
    end_effects(state, ("end_of_turn", "end_of_combat"))
    if any(sh.get("kind") not in _OUTLASTING for sh in state.shields):
        # CR 615.3 / 514.2: "this turn" shields end; a skip waits for its next occurrence (614.10), and so does
        # "doesn't untap during its controller's next untap step" (502.3)
        state.shields = [sh for sh in state.shields if sh.get("kind") in _OUTLASTING]
        state.touch()
    pop(state, frame)
    state.cleanup_acted = False
