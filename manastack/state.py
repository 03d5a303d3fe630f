"""The game state: plain data, nothing else (no rules, no I/O).

Everything a game is lives in one :class:`GameState`: players, objects by id, the
shared zones, the turn, the agenda of work in progress (``frames``), the one pending
decision, continuous effects, triggers waiting to be put on the stack, the event log
and the seeded random generator.  The rules modules (``manastack.rules``) read and
change it; cloning is a deep copy of this data, sharing only the immutable card
database.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from manastack.core.types import Step, Zone

from manastack.cards.model import CardDef, CardSource, TriggeredAbility

if TYPE_CHECKING:
    from manastack.decisions import Decision
    from manastack.events import Event


@dataclass
class Obj:
    """A game object (CR 109): a card, token, spell, or ability on the stack.

    A card that changes zones becomes a new object with a new ``id`` (CR 400.7); the
    fields that only matter in some zones keep their defaults elsewhere.
    """

    id: int
    card: str                       # name in the card database, or a token key in ``GameState.token_defs``
    owner: int
    controller: int                 # who put it where it is: layer 2 starts from it (CR 613.1b, 110.2)
    zone: Zone
    timestamp: int = 0
    tapped: bool = False
    sick: bool = False              # CR 302.6: not continuously controlled since the controller's turn began
    seen_controller: int = -1       # its controller when last looked at (CR 302.6: a change makes it sick)
    control_mark: int = 0           # the next object id when its control last changed (CR 702.30a)
    damage: int = 0
    deathtouched: bool = False      # CR 704.5h: dealt damage by a deathtouch source since the last SBA check
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: int | None = None
    enchanted_player: int | None = None   # the player an Aura with "enchant player" enchants (CR 303.4, 702.5d)
    is_token: bool = False
    face_down: bool = False
    phased_out: bool = False
    phased_under: int = -1          # CR 702.26a: the player who controlled it when it phased out
    phased_indirectly: bool = False  # CR 702.26g: it phased out with the permanent it is attached to
    transformed: bool = False
    chosen: dict[str, str | int] = field(default_factory=dict)   # "as this enters" choices (CR 614.12a, 607.2)
    flipped: bool = False           # CR 110.5, 710: a flipped permanent (a status; once flipped, for good)
    playable_by: int | None = None  # in exile: the player who may play it ("you may play that card this turn")
    playable_until: int = 0         # ... through the end of this turn number (rules/exile_play.py)
    exiled_by: int | None = None    # in exile: the object whose ability exiled it "this way" (cascade, CR 702.85a)
    unearthed: bool = False         # returned by unearth: exiled instead of leaving the battlefield (CR 702.84a)
    exiled_until: int | None = None  # in exile until the permanent with this id leaves the battlefield (CR 610.3a)
    renowned: bool = False          # CR 702.112b: a designation it keeps until it leaves the battlefield
    monstrous: bool = False         # CR 701.37b: a designation it keeps until it leaves the battlefield
    paired_with: int | None = None  # CR 702.95b: the creature it is paired with (soulbond, rules/soulbond.py)
    plotted: int = 0                # in exile: the turn number in which it became plotted, 0 if not (CR 702.170a)
    foretold: int = 0               # in exile: the turn number in which it was foretold, 0 if not (CR 702.143a)
    exhausted: tuple[int, ...] = ()  # its "activate only once" abilities activated, by index (CR 702.177a)
    saddled: int = 0                # the turn in which it became saddled, 0 if never (CR 702.171b: for that turn)
    warped: int = 0                 # in exile: the turn number in which warp exiled it, 0 if not (CR 702.185b)
    discarded: int = 0              # in a graveyard: the turn it was discarded there (with mayhem in the game, 702.187b)
    # on the stack
    kind: str = "card"              # card | ability | copy
    source: int | None = None       # an ability's source object
    source_name: str = ""
    ability: tuple[str, int] | None = None   # ("activated" | "triggered", index) on the source's card
    targets: tuple[tuple[str, int], ...] = ()  # ("p", player) or ("o", object id)
    modes: tuple[int, ...] = ()
    mode_chooser: int | None = None  # the player who chose its modes, if not its controller (CR 700.2e)
    x: int = 0
    extras: tuple[str, ...] = ()    # optional costs paid (kicker, buyback...)
    sacrificed: tuple[int, ...] = ()   # what was sacrificed to pay its costs (CR 601.2h; a copy's: 707.10)
    mana_spent: tuple[str, ...] = ()   # the mana spent to cast it, a letter per mana (CR 601.2h; a copy: none)
    trigger_info: dict[str, Any] = field(default_factory=dict)
    body: Any = None                # the body of an activated or triggered ability (CR 113.7a, 603.7)
    triggered: TriggeredAbility | None = None   # a triggered ability's own definition (113.7a: it exists
                                                # independently of its source: "if", "you may" and text)


@dataclass
class Player:
    """CR 102: a player and the zones they own."""

    index: int
    name: str
    life: int = 20
    poison: int = 0
    counters: dict[str, int] = field(default_factory=dict)   # CR 122.1: other counters a player has (energy, 107.14)
    library: list[int] = field(default_factory=list)   # top card first
    hand: list[int] = field(default_factory=list)
    graveyard: list[int] = field(default_factory=list)  # top card last
    pool: dict[str, int] = field(default_factory=dict)
    lost: bool = False
    loss_reason: str = ""
    drew_from_empty: bool = False
    lands_played: int = 0
    max_hand_size: int = 7
    mulligans: int = 0
    kept: bool = False
    conceded: bool = False
    upkeep_turn: int = 0            # the turn of their latest upkeep (CR 702.30a: echo reads these marks)
    upkeep_mark: int = 0            # the next object id when that upkeep began
    prev_upkeep_mark: int = 0       # the same for the upkeep before it
    ring_tempted: int = 0           # CR 701.54c: times the Ring has tempted them (their emblem The Ring, once 1+)
    ring_bearer: int | None = None  # CR 701.54a: the creature chosen the latest time (rules/ring.ring_bearer)
    speed: int = 0                  # CR 702.179: 0 is no speed (702.179b, f: it counts as 0; none is ever set to 0)
    citys_blessing: bool = False    # CR 702.131c: they have the city's blessing, for the rest of the game (ascend)


@dataclass
class ContinuousEffect:
    """CR 611: a continuous effect from a resolved spell or ability.

    ``affected`` is the locked-in set of objects (CR 611.2c); ``layer`` the layer it
    applies in (CR 613); ``mods`` what it changes; ``until`` when it ends.
    """

    id: int
    source: int | None
    controller: int
    layer: str                      # "6", "7b", "7c", ...
    timestamp: int
    affected: tuple[int, ...]
    mods: dict[str, Any]
    until: str = "end_of_turn"      # end_of_turn | indefinite | end_of_combat


@dataclass
class PendingTrigger:
    """CR 603.3: a triggered ability that has triggered and waits to be put on the stack."""

    source: int                     # id of the source object (may no longer exist: look-back, CR 603.10)
    source_name: str
    card: str
    index: int                      # index of the triggered ability on the card
    controller: int
    info: dict[str, Any] = field(default_factory=dict)   # what the event was about ("that creature")
    delayed: dict[str, Any] | None = None  # for delayed triggers: their effects
    ability: TriggeredAbility | None = None   # the ability that triggered, as its source had it then (113.7a)


@dataclass
class Frame:
    """One piece of work the engine is in the middle of (see docs/architecture.md).

    Frames are plain data so that a game can be cloned and saved at any decision.
    A handler may *ask* for decisions; answers accumulate in ``answers`` and the
    handler is re-run with them ("ask before act": handlers change nothing before
    their last question).
    """

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    answers: list[Any] = field(default_factory=list)


@dataclass
class Combat:
    """CR 506-511: who attacks whom and who blocks whom, for the current combat."""

    attackers: dict[int, tuple[str, int]] = field(default_factory=dict)   # attacker -> ("p", player)
    blockers: dict[int, list[int]] = field(default_factory=dict)          # blocker -> attackers it blocks
    blocked_by: dict[int, list[int]] = field(default_factory=dict)        # attacker -> its blockers
    blocked: set[int] = field(default_factory=set)                        # attackers that became blocked
    bands: list[list[int]] = field(default_factory=list)  # attacking bands, for the rest of combat (CR 702.22e)
    declared: bool = False                # attackers were declared this combat (CR 508.8)
    first_strike_step: bool = False       # this combat has a first-strike damage step (CR 510.4)
    dealt_first_strike: set[int] = field(default_factory=set)             # CR 510.4


class GameState:
    """All the data of one game.  See the module docstring."""

    #: the key in the characteristics cache saying they came from one layer pass over the board
    #: (``rules/characteristics.py``): a change to one object then invalidates them all.
    _LAYER_PASS = "layer pass"
    CONDITIONAL = "conditional layer pass"      # the layer pass applied a continuous effect with a condition
    #: what the characteristics cache also holds of one object, under ``(oid, what)``, derived from its
    #: characteristics: as a mana source (rules/casting.py), its activations and what a hand card offers
    #: (rules/priority.py)
    DERIVED = ("mana source", "activations", "hand offer", "cast plan")

    def __init__(self, db: CardSource, names: list[str], seed: int):
        self.db = db
        self.seed = seed
        self.players: list[Player] = [Player(i, n) for i, n in enumerate(names)]
        self.objects: dict[int, Obj] = {}
        self.battlefield: list[int] = []
        self.stack: list[int] = []          # bottom first; the top is the last element
        self.exile: list[int] = []
        self.command: list[int] = []
        self.next_id = 1
        self.next_timestamp = 1
        # the next object id as this turn began: an object with an id at least this came to its zone this turn
        # (CR 400.7: a new object each time; "if it entered this turn", Thrasta)
        self.turn_mark = 1
        self.turn = 0
        self.active = 0
        self.starting_player = 0
        self.step: Step = Step.UNTAP
        self.priority: int = 0
        self.passes = 0                      # players who passed in succession (CR 117.4)
        self.rng = random.Random(seed)
        self.frames: list[Frame] = []
        self.pending: "Decision | None" = None
        self.ready_for_priority = False
        self.cleanup_acted = False           # CR 514.3a: something happened in this cleanup step
        self.triggers: list[PendingTrigger] = []
        self.activated_this_turn: dict[str, int] = {}   # "object:ability" -> times (CR 602.5b); "trig:object:ability":
        # a triggered ability that "triggers only once each turn" triggered this turn (rules/triggers.py)
        self.delayed: list[dict[str, Any]] = []   # delayed triggered abilities waiting (CR 603.7)
        self.shields: list[dict[str, Any]] = []   # prevention effects of resolved spells (CR 615.3, 615.7)
        self.effects: list[ContinuousEffect] = []
        self.combat: Combat | None = None
        self.events: list[tuple[int, str, "Event"]] = []      # (turn, step, event), in order
        self.last_move: tuple[int, int | None] = (0, None)   # (old id, new id) of the latest zone move
        self.last_created: list[int] = []                  # the tokens the latest CreateToken made
        # what the latest zone move or attachment left without the object it was attached to -> that object's id
        # (CR 701.3d: "becomes unattached"; 603.10a: "when enchanted creature dies" looks back at it)
        self.last_unattached: dict[int, int] = {}
        self.game_over = False
        self.winner: int | None = None
        self.token_defs: dict[str, CardDef] = {}     # token key -> its definition (CR 111.4)
        self.version = 0
        self.decisions = 0
        self.skip_first_draw = True
        self.day_night = ""                  # CR 731.1: "" (neither, as the game starts), "day" or "night"
        self.monarch: int | None = None      # CR 725.1: the player who is the monarch (None: there is no monarch)
        self.extra_turns: list[int] = []     # CR 500.7: the players of the extra turns to come; the last is taken first
        self.started = False
        self.lki: dict[int, Obj] = {}          # last known information of departed objects (CR 608.2h)
        self.lki_chars: dict[int, Any] = {}    # their last known characteristics (Chars)
        self.labels: dict[str, int] = {}      # scenario ids -> object ids (followed across zones)
        self.chars_version = 0
        self.sba_clean = -1                  # state.version at the last state-based action check that found nothing
        self._cache: dict[Any, Any] = {}
        self._cache_version = -1
        self._chars: dict[Any, Any] = {}
        self._chars_version = -1
        self.board_version = 0
        self._board: dict[Any, Any] = {}
        self._board_version = -1

    # --- plain accessors (no rules) --------------------------------------------------

    def obj(self, oid: int) -> Obj:
        return self.objects[oid]

    def opponents(self, player: int) -> list[int]:
        return [p.index for p in self.players if p.index != player and not p.lost]

    def apnap(self) -> list[int]:
        """CR 101.4: players in APNAP order (active player first, then turn order)."""
        n = len(self.players)
        return [(self.active + i) % n for i in range(n)]

    def permanents(self) -> list[int]:
        """CR 702.26b: the phased-in permanents, in timestamp order: the battlefield as the game sees it, a
        phased-out permanent being treated as though it doesn't exist.  The one accessor through which every
        rule reads the battlefield (only rules that mention phased-out permanents read ``battlefield``).
        Board-cached (phasing marks the board): callers must not change the list."""
        board = self._board if self._board_version == self.board_version else self.board_cache()
        got = board.get("phased in")
        if got is None:
            objects = self.objects
            got = self._board["phased in"] = [o for o in self.battlefield if not objects[o].phased_out]
        return got

    def new_id(self) -> int:
        oid = self.next_id
        self.next_id += 1
        return oid

    def new_timestamp(self) -> int:
        ts = self.next_timestamp
        self.next_timestamp += 1
        return ts

    def touch(self) -> None:
        """Mark the state changed: derived caches (mana sources, legal actions) are stale.  While a continuous
        effect with a condition applies (CR 611.3a: "as long as you have 25 or more life"; the layer pass marks
        it, ``CONDITIONAL``), any change can change characteristics: they are stale too."""
        self.version += 1
        if self._chars_version == self.chars_version and self.CONDITIONAL in self._chars:
            self.chars_version += 1
            self.board_version += 1

    def touch_chars(self) -> None:
        """Mark a change that can alter any object's characteristics (continuous effects, statics)."""
        self.version += 1
        self.chars_version += 1
        self.board_version += 1

    def touch_board(self) -> None:
        """Mark a change of what is on the battlefield (a permanent arriving or leaving, a token, and
        phasing or control changes when they exist): board caches are stale, and so are characteristics
        computed by a layer pass over the board (an effect's set of affected objects may change)."""
        self.version += 1
        self.board_version += 1
        if self._LAYER_PASS in self._chars:
            self.chars_version += 1

    def touch_obj(self, oid: int) -> None:
        """Mark a change of one object's characteristics only (counters on it, an effect on it)."""
        self.version += 1
        self.board_version += 1
        if self._LAYER_PASS in self._chars:
            self.chars_version += 1                     # through the layer pass, it can change others
            return
        self._chars.pop(oid, None)                      # its characteristics
        self._chars.pop(-oid, None)                     # its activated abilities (rules/casting.py)
        for what in self.DERIVED:
            self._chars.pop((oid, what), None)

    def chars_cache(self) -> dict[Any, Any]:
        """Per-object characteristics (and ability lists), valid until ``touch_chars`` or ``touch_obj``."""
        if self._chars_version != self.chars_version:
            self._chars.clear()
            self._chars_version = self.chars_version
        return self._chars

    def board_cache(self) -> dict[Any, Any]:
        """Caches over the whole battlefield (watchers, mana sources, anthems).  The hottest readers make the
        version check themselves (``state._board if state._board_version == state.board_version else
        state.board_cache()``), as ``chars`` does for the characteristics cache."""
        if self._board_version != self.board_version:
            self._board.clear()
            self._board_version = self.board_version
        return self._board

    def cache(self) -> dict[Any, Any]:
        if self._cache_version != self.version:
            self._cache.clear()
            self._cache_version = self.version
        return self._cache

    def __getstate__(self) -> dict[str, Any]:
        d = dict(self.__dict__)
        d["db"] = None          # shared, immutable: the cloner puts it back
        d["_cache"] = {}
        d["_cache_version"] = -1
        d["_chars"] = {}
        d["_chars_version"] = -1
        d["_board"] = {}
        d["_board_version"] = -1
        return d

    def __setstate__(self, d: dict[str, Any]) -> None:
        self.__dict__.update(d)
