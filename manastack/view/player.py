"""A player's view of a game: what one player may know, as a typed value.

``view(game_or_state, player)`` gathers, at one moment, everything ``player`` may see
(CR 400.2: libraries and hands are hidden zones; 708.5: face-down permanents): their
own hand, the public zones (the battlefield with each permanent's state and computed
characteristics, the graveyards, exile, the stack with targets, the combat), the
sizes of the hidden zones, life and poison totals, the turn, and the pending
decision as far as the player may know it.  Never an opponent's hand or anyone's
library order.

The terminal's board is drawn from it; a browser board and an observation for
learning agents will read it too.  Every value is a frozen dataclass of plain
values, names included (each object's ``label`` is its name with an id where two
visible objects share a name, as :mod:`manastack.view.names` writes them).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Sequence, Union

from manastack.actions import Action, Pass
from manastack.core.mana import render_cost
from manastack.core.types import Step
from manastack.rules.characteristics import card_of, chars, controller_of
from manastack.rules.library_top import seen_top
from manastack.rules.priority import is_mana_action
from manastack.rules.ring import ring_bearer
from manastack.state import GameState
from manastack.view.names import Namer, known, may_see
from manastack.view.phrases import choice_text

if TYPE_CHECKING:
    from manastack.decisions import Option
    from manastack.game import Game
    from manastack.state import Obj

Ref = tuple[str, int]


@dataclass(frozen=True, slots=True)
class RefView:
    """A player (``kind`` ``player``, ``id`` the index) or an object (``object``, its id), with its label.

    ``present``: the object is still where it was (a target that has left is gone, CR 608.2b).
    """

    kind: str
    id: int
    label: str
    present: bool = True


@dataclass(frozen=True, slots=True)
class CardView:
    """A card the viewer sees in a hand, a graveyard or exile."""

    id: int
    name: str
    label: str
    owner: int
    mana_cost: str | None          # ``{1}{R}``; None without a mana cost (lands)
    type_line: str
    power: int | None
    toughness: int | None
    land: bool


@dataclass(frozen=True, slots=True)
class PermanentView:
    """A permanent as everyone sees it (a face-down one keeps its name from all but its controller)."""

    id: int
    name: str
    label: str
    controller: int
    owner: int
    types: tuple[str, ...]
    land: bool
    creature: bool
    power: int | None              # computed (CR 613), counters and effects included
    toughness: int | None
    printed_power: int | None
    printed_toughness: int | None
    damage: int
    keywords: tuple[str, ...]
    counters: tuple[tuple[str, int], ...]
    tapped: bool
    sick: bool                     # CR 302.6: a creature that can't attack or {T} yet (no haste)
    attached_to: int | None
    attachments: tuple[int, ...]   # the Auras and Equipment attached to it
    face_down: bool = False
    phased_out: bool = False
    chosen: tuple[str, ...] = ()    # what was chosen as it entered, in words (CR 614.12a: "red chosen")
    enchanted_player: int | None = None   # the player an Aura enchants (CR 702.5d: a Curse)
    renowned: bool = False         # CR 702.112b: the designation renowned
    monstrous: bool = False        # CR 701.37b: the designation monstrous


@dataclass(frozen=True, slots=True)
class StackItemView:
    """A spell or ability on the stack (CR 405), with what it targets."""

    id: int
    name: str
    label: str
    controller: int
    kind: str                      # spell | ability | copy
    source: int | None             # an ability's source
    targets: tuple[RefView, ...]
    x: int
    modes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class AttackView:
    """CR 508-509: an attacking creature, whom it attacks, and its blockers."""

    attacker: RefView
    defender: RefView
    blockers: tuple[RefView, ...]
    blocked: bool                  # it became blocked (it stays blocked if its blockers leave, 509.1h)
    band: tuple[RefView, ...] = ()  # the other creatures in its attacking band (702.22c)


@dataclass(frozen=True, slots=True)
class CombatView:
    attacks: tuple[AttackView, ...]
    blockers_declared: bool


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    """What everyone knows of one player."""

    index: int
    name: str
    life: int
    poison: int
    hand_size: int
    library_size: int
    graveyard: tuple[CardView, ...]          # bottom first, the top card last
    mana_pool: tuple[tuple[str, int], ...]   # mana kind (``R``, ``G*`` for snow) and amount
    lost: bool
    loss_reason: str
    library_top: CardView | None = None      # the top card of the library if revealed, or the viewer may look (401.5)
    counters: tuple[tuple[str, int], ...] = ()   # counters other than poison the player has (energy: CR 107.14, 122.1)
    monarch: bool = False                    # CR 725.1: this player is the monarch
    ring_tempted: int = 0                    # CR 701.54c: times the Ring has tempted them (their emblem The Ring)
    ring_bearer: int | None = None           # CR 701.54e: their Ring-bearer's id
    speed: int = 0                           # CR 702.179: their speed (0: no speed, 702.179b)
    citys_blessing: bool = False             # CR 702.131c: they have the city's blessing (ascend)


@dataclass(frozen=True, slots=True)
class DecisionView:
    """The pending decision as the viewer may know it: whose, what kind, the prompt; the options only if theirs.

    ``options``: a priority decision's legal actions, or a ``choose`` decision's
    options; attack, block and assign decisions are combinatorial (their answers come
    from ``Game.legal_actions``), and their ``options`` are empty.
    """

    player: int
    kind: str
    prompt: str
    rule: str
    options: tuple[Union["Action", "Option"], ...] | None
    min: int
    max: int
    plays: tuple["Action", ...] = ()         # the viewer's priority options that do something: not a pass,
                                             # not a mana ability (CR 605.3a); what stops (view/stops.py) read


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player's view of a game at one moment (see the module docstring)."""

    viewer: int
    players: tuple[PlayerInfo, ...]
    hand: tuple[CardView, ...]
    battlefield: tuple[PermanentView, ...]
    stack: tuple[StackItemView, ...]         # top first: the first item resolves next
    exile: tuple[CardView, ...]
    combat: CombatView | None
    started: bool
    turn: int
    step: Step
    active: int
    priority: int | None                     # who holds priority, when a priority decision is pending
    decision: DecisionView | None
    game_over: bool
    winner: int | None
    day_night: str = ""                      # CR 731.1: "" (neither), "day" or "night"

    def player(self, index: int) -> PlayerInfo:
        return self.players[index]

    def permanent(self, oid: int) -> PermanentView | None:
        return next((p for p in self.battlefield if p.id == oid), None)


def view(game: "Game | GameState", player: int) -> PlayerView:
    """What ``player`` may know of the game now."""
    state = game if isinstance(game, GameState) else game.state
    if not 0 <= player < len(state.players):
        raise ValueError(f"there is no player {player}: the players are 0 to {len(state.players) - 1}")
    n = Namer(state, player)
    d = state.pending if not state.game_over else None
    return PlayerView(
        viewer=player,
        players=tuple(_player_info(state, n, p.index) for p in state.players),
        hand=tuple(_card(state, n, oid) for oid in state.players[player].hand),
        battlefield=tuple(_permanent(state, n, oid) for oid in state.battlefield),
        stack=tuple(_stack_item(state, n, oid) for oid in reversed(state.stack)),
        exile=tuple(_foretold(state, n, oid) if state.objects[oid].foretold and state.objects[oid].owner != player
                    else _card(state, n, oid) for oid in state.exile),
        combat=_combat(state, n),
        started=state.started,
        turn=state.turn, day_night=state.day_night,
        step=state.step,
        active=state.active,
        priority=d.player if d is not None and d.kind == "priority" else None,
        decision=None if d is None else DecisionView(
            d.player, d.kind, d.prompt, d.rule, tuple(d.options) if d.player == player else None, d.min, d.max,
            _plays(state, d.options) if d.player == player and d.kind == "priority" else ()),
        game_over=state.game_over,
        winner=state.winner,
    )


def _plays(state: GameState, options: "Sequence[Action | Option]") -> tuple["Action", ...]:
    return tuple(a for a in options if isinstance(a, Action) and not isinstance(a, Pass)
                 and not is_mana_action(state, a))


def _ref(n: Namer, ref: Ref) -> RefView:
    if ref[0] == "p":
        return RefView("player", ref[1], n.state.players[ref[1]].name)
    return _obj_ref(n, ref[1])


def _obj_ref(n: Namer, oid: int) -> RefView:
    return RefView("object", oid, str(n.obj(oid)), oid in n.state.objects)


def _card(state: "GameState", n: Namer, oid: int) -> CardView:
    c = chars(state, oid)
    o = state.objects[oid]
    return CardView(oid, c.name, str(n.obj(oid)), o.owner, render_cost(c.cost) if c.cost is not None else None,
                    c.type_line, c.power, c.toughness, c.land)


def _foretold(state: "GameState", n: Namer, oid: int) -> CardView:
    """CR 702.143a, 406.3: another player's foretold card, exiled face down: a card, as far as the viewer knows."""
    return CardView(oid, "", "a foretold card", state.objects[oid].owner, None, "", None, None, False)


def _permanent(state: "GameState", n: Namer, oid: int) -> PermanentView:
    o = state.objects[oid]
    controller = controller_of(state, oid)
    if not may_see(known(state, o), n.viewer):
        return _face_down(state, n, o, controller)
    c = chars(state, oid)
    printed = card_of(state, o)
    return PermanentView(
        id=oid, name=printed.name if o.face_down else c.name,   # CR 708.5: its controller may look at it
        label=str(n.obj(oid)), controller=controller, owner=o.owner,
        types=tuple(sorted(c.types)), land=c.land, creature=c.creature,
        power=c.power, toughness=c.toughness, printed_power=printed.power, printed_toughness=printed.toughness,
        damage=o.damage, keywords=tuple(sorted(c.keywords)), counters=_counters(o), tapped=o.tapped,
        sick=c.creature and o.sick and "haste" not in c.keywords,
        attached_to=o.attached_to, attachments=_attachments(state, oid),
        face_down=o.face_down, phased_out=o.phased_out, enchanted_player=o.enchanted_player, renowned=o.renowned,
        monstrous=o.monstrous,
        chosen=tuple(choice_text(state, k, v) for k, v in o.chosen.items()))


def _face_down(state: "GameState", n: Namer, o: "Obj", controller: int) -> PermanentView:
    """CR 708.2a: another player's face-down permanent: a 2/2 creature with no name, as far as the viewer knows."""
    return PermanentView(
        id=o.id, name="", label=str(n.obj(o.id)), controller=controller, owner=o.owner, types=("Creature",),
        land=False, creature=True, power=2, toughness=2, printed_power=2, printed_toughness=2, damage=o.damage,
        keywords=(), counters=_counters(o), tapped=o.tapped, sick=o.sick, attached_to=o.attached_to,
        attachments=_attachments(state, o.id), face_down=True, phased_out=o.phased_out)


def _counters(o: "Obj") -> tuple[tuple[str, int], ...]:
    return tuple(sorted((k, v) for k, v in o.counters.items() if v))


def _attachments(state: "GameState", oid: int) -> tuple[int, ...]:
    return tuple(other for other in state.battlefield if state.objects[other].attached_to == oid)


def _stack_item(state: "GameState", n: Namer, oid: int) -> StackItemView:
    o = state.objects[oid]
    kind = {"card": "spell"}.get(o.kind, o.kind)
    mention = n.obj(oid)
    name = mention.text if mention.described else chars(state, oid).name
    return StackItemView(oid, name, str(mention), controller_of(state, oid), kind, o.source,
                         tuple(_ref(n, t) for t in o.targets), o.x, tuple(o.modes))


def _player_info(state: "GameState", n: Namer, index: int) -> PlayerInfo:
    p = state.players[index]
    pool = tuple(sorted((k, v) for k, v in p.pool.items() if v))
    top = seen_top(state, index, n.viewer)     # CR 401.5: revealed, or looked at by its owner
    return PlayerInfo(index, p.name, p.life, p.poison, len(p.hand), len(p.library),
                      tuple(_card(state, n, oid) for oid in p.graveyard), pool, p.lost, p.loss_reason,
                      _revealed(state, n, top) if top is not None else None, tuple(sorted(p.counters.items())),
                      state.monarch == index, p.ring_tempted, ring_bearer(state, index), p.speed,
                      p.citys_blessing)


def _revealed(state: "GameState", n: Namer, oid: int) -> CardView:
    """CR 401.5: a revealed top card of a library, named for every player (the namer hides library cards)."""
    card = _card(state, n, oid)
    return replace(card, label=card.name)


def _combat(state: "GameState", n: Namer) -> CombatView | None:
    combat = state.combat
    if combat is None:
        return None
    attacks = tuple(
        AttackView(_obj_ref(n, att), _ref(n, defender),
                   tuple(_obj_ref(n, b) for b in combat.blocked_by.get(att, []) if b in state.objects),
                   att in combat.blocked,
                   tuple(_obj_ref(n, m) for band in combat.bands if att in band for m in band
                         if m != att and m in state.objects))
        for att, defender in combat.attackers.items() if att in state.objects)
    declared = state.step not in (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS) and not (
        state.pending is not None and state.pending.kind == "block")
    return CombatView(attacks, declared)


__all__ = ["AttackView", "CardView", "CombatView", "DecisionView", "PermanentView", "PlayerInfo", "PlayerView",
           "RefView", "StackItemView", "view"]
