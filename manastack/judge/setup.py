"""Building the start position of a scenario directly in a ``GameState``.

No game is played to get there: players, zones, permanents (with their status,
counters, damage, attachments and controllers), the turn, the step and the mana
pools are written into a fresh state; then the engine is advanced to its first
decision, so that the active player holds priority in the start step (state-based
actions are checked first, as before any priority, CR 117.5) and no turn-based
action of that step is performed again.
"""

from __future__ import annotations

from manastack.cards.loader import card_from_data
from manastack.core.types import STEP_INDEX, Step, Zone
from manastack.game import Game
from manastack.judge.scenario import CardEntry, Scenario, ScenarioError, start_card_total
from manastack.rules.characteristics import chars, controller_of, token_key
from manastack.rules.engine import advance
from manastack.rules.daynight import due
from manastack.rules.naming import obj_name
from manastack.rules.pipeline import perform_all
from manastack.rules.zones import create_object
from manastack.state import Combat, GameState

#: Steps of the combat phase in which a ``Combat`` exists (CR 506).
COMBAT_STEPS = frozenset({Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                          Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT})


def build_state(sc: Scenario) -> GameState:
    """The start position of ``sc`` as a state at no decision yet (see ``build_game``)."""
    start = sc.start
    start_card_total(start)     # before any object is made: a Scenario built in code is held to the cap too
    names = [p.name for p in start.players]
    index = {n: i for i, n in enumerate(names)}
    state = GameState(sc.db, names, sc.seed)
    perms: list[tuple[CardEntry, int]] = []
    for i, ps in enumerate(start.players):
        pl = state.players[i]
        pl.life = ps.life
        pl.poison = ps.poison
        if ps.energy:
            pl.counters["energy"] = ps.energy
        pl.speed = ps.speed              # CR 702.179 (0: no speed)
        if ps.monarch:
            state.monarch = i            # CR 725.1 (one player: the scenario's check refuses two)
        pl.lands_played = ps.lands_played
        pl.pool = dict(ps.mana_pool)
        pl.kept = True
    # CR 613.7d: permanents get timestamps in the order they are listed (players in turn order).
    for i, ps in enumerate(start.players):
        for e in ps.battlefield:
            for _ in range(e.count):
                perms.append((e, _permanent(state, e, i, index)))
    for i, ps in enumerate(start.players):
        for zone, entries in ((Zone.LIBRARY, ps.library), (Zone.HAND, ps.hand), (Zone.GRAVEYARD, ps.graveyard),
                              (Zone.EXILE, ps.exile)):
            for e in entries:
                for _ in range(e.count):
                    o = create_object(state, e.card, i, zone, position="bottom")  # listed top card first
                    if e.id:
                        state.labels[e.id] = o.id
    for e, oid in perms:
        if e.attached_to is not None and e.attached_to in index:
            state.objects[oid].enchanted_player = index[e.attached_to]    # an Aura enchanting a player (702.5d)
        elif e.attached_to is not None:
            state.objects[oid].attached_to = _find(state, e.attached_to, e, "attached_to")
    state.turn = start.turn
    state.active = index[start.active]
    state.starting_player = (state.active - (start.turn - 1)) % len(names)
    state.step = start.step
    state.priority = state.active
    state.passes = 0
    state.started = True
    if start.step in COMBAT_STEPS:
        state.combat = _combat(state, start.step, perms, index)
    else:
        for e, _ in perms:
            if e.attacking is not None or e.blocking is not None:
                raise ScenarioError(e.where, "attacking / blocking only when the start step is in the combat "
                                             "phase (declare_attackers or later)")
    for pl in state.players:
        pl.upkeep_mark = state.next_id    # CR 702.30a: the start position was there before the last upkeep
    for e, oid in perms:
        if e.sick:
            # CR 302.6, 702.30a: a summoning-sick permanent hasn't been controlled since its controller's most
            # recent turn began, so it came under that control after their last upkeep: its echo is due
            state.objects[oid].control_mark = state.next_id
    state.turn_mark = state.next_id       # nor did any permanent of the start position enter this turn
    state.touch_chars()       # phased-out entries were marked after the board caches were filled
    for oid in state.permanents():
        # CR 302.6: the start position's control (Control Magic's included) is the control it has had all along
        state.objects[oid].seen_controller = controller_of(state, oid)
    return state


def build_game(sc: Scenario) -> Game:
    """The start position of ``sc``, advanced to its first decision (the active player's priority)."""
    state = build_state(sc)
    game = Game(state)
    # CR 702.145d, g: a start position with a daybound (nightbound) permanent is by day (night) at once
    follow = due(state)
    while follow:
        follow = perform_all(state, follow)
    advance(state)
    return game


def _permanent(state: GameState, e: CardEntry, owner: int, index: dict[str, int]) -> int:
    controller = index[e.controller] if e.controller is not None else owner
    if e.token:
        assert e.token_def is not None
        key = token_key(state, card_from_data({**e.token_def, "token": True}, e.where))
        o = create_object(state, key, owner, Zone.BATTLEFIELD, controller=controller, is_token=True)
    else:
        o = create_object(state, e.card, owner, Zone.BATTLEFIELD, controller=controller)
    o.tapped = e.tapped
    o.sick = e.sick
    o.damage = e.damage
    o.counters = dict(e.counters)
    o.face_down = e.face_down
    o.phased_out = e.phased_out
    o.phased_under = controller if e.phased_out else -1     # CR 702.26a: it phases in under this player
    o.transformed = e.transformed
    o.flipped = e.flipped
    if not e.token:
        card = state.db[e.card]
        # CR 306.5b: a planeswalker enters with its printed loyalty (unless the entry says otherwise).
        if "Planeswalker" in card.types and card.loyalty is not None and "loyalty" not in o.counters:
            o.counters["loyalty"] = card.loyalty
    if e.id:
        state.labels[e.id] = o.id
    return o.id


def _find(state: GameState, ref: str, e: CardEntry, key: str) -> int:
    """A permanent named by an id label or by a unique name."""
    for label, oid in state.labels.items():
        if label.lower() == ref.lower() and oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            return oid
    hits = [oid for oid in state.battlefield if obj_name(state, oid).lower() == ref.lower()]
    if len(hits) != 1:
        raise ScenarioError(e.where, f"{key} {ref!r} names {'no' if not hits else 'more than one'} permanent")
    return hits[0]


def _combat(state: GameState, step: Step, perms: list[tuple[CardEntry, int]], index: dict[str, int]) -> Combat:
    combat = Combat()
    declared = STEP_INDEX[step] >= STEP_INDEX[Step.DECLARE_ATTACKERS]
    blocks_declared = STEP_INDEX[step] >= STEP_INDEX[Step.DECLARE_BLOCKERS]
    for e, oid in perms:
        if e.attacking is None:
            continue
        if not declared:
            raise ScenarioError(e.where, "attacking: only when the start step is declare_attackers or later "
                                         "(in beginning_of_combat no attackers are declared yet)")
        o = state.objects[oid]
        if e.attacking:
            defender = index[e.attacking]
        else:
            opps = state.opponents(o.controller)
            if not opps:
                raise ScenarioError(e.where, "attacking: there is no opponent to attack")
            defender = opps[0]
        if defender == o.controller:
            raise ScenarioError(e.where, "a creature can't attack its own controller")
        combat.attackers[oid] = ("p", defender)
    for e, oid in perms:
        if e.blocking is None:
            continue
        if not blocks_declared:
            raise ScenarioError(e.where, "blocking: only when the start step is declare_blockers or later")
        att = _find(state, e.blocking, e, "blocking")
        if att not in combat.attackers:
            raise ScenarioError(e.where, f"blocking {e.blocking!r}: that permanent is not attacking "
                                         f"(give it attacking: PLAYER)")
        combat.blockers.setdefault(oid, []).append(att)
        combat.blocked_by.setdefault(att, []).append(oid)
        combat.blocked.add(att)
    combat.declared = bool(combat.attackers)
    combat.first_strike_step = any(
        {"first_strike", "double_strike"} & chars(state, o).keywords
        for o in list(combat.attackers) + list(combat.blockers))
    return combat


__all__ = ["COMBAT_STEPS", "build_game", "build_state"]
