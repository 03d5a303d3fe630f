"""CR 700.1: events.  Every change to the game is one of these immutable values.

An event is *proposed* (by an effect, a cost, a turn-based or state-based action),
*modified* by replacement and prevention effects (``rules/replacement.py``, CR 614-616),
*performed* (``rules/perform.py``), *recorded* in ``GameState.events`` and the log,
and then *seen* by triggered abilities (``rules/triggers.py``).  ``rules`` names the
rule numbers behind the event, for the explained log.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from manastack.core.fast_init import fast_init_all

# A reference to a player or an object: ("p", player index) or ("o", object id).
Ref = tuple[str, int]
# Counters an object enters with, kind -> n, as (kind, n) pairs (an immutable mapping; CR 614.1c, 122.6).
Counts = tuple[tuple[str, int], ...]
# The "as this enters" choices made for an entering object, name -> value (CR 614.12a, 614.1c, 607.2).
Choices = tuple[tuple[str, str | int], ...]


def add_counts(counts: Counts, kind: str, n: int) -> Counts:
    """``counts`` with ``n`` more counters of ``kind``."""
    got = dict(counts)
    got[kind] = got.get(kind, 0) + n
    return tuple((k, v) for k, v in got.items() if v)


def with_choice(choices: Choices, name: str, value: str | int) -> Choices:
    """``choices`` with ``name`` chosen as ``value`` (a later choice of the same name replaces it)."""
    return (*((k, v) for k, v in choices if k != name), (name, value))


@dataclass(frozen=True, slots=True)
class Event:
    kind: ClassVar[str] = "event"
    rules: tuple[str, ...] = field(default=(), kw_only=True)
    applied: frozenset[str] = field(default=frozenset(), kw_only=True, compare=False)

    def but(self, **changes: Any) -> "Event":
        return replace(self, **changes)


@dataclass(frozen=True, slots=True)
class ZoneMove(Event):
    """CR 400.7 / 603.6: an object moves from one zone to another (it becomes a new object)."""

    kind: ClassVar[str] = "zone_move"
    obj: int
    to: str                        # a Zone value
    cause: str = ""                # destroy, sacrifice, discard, counter, sba, resolve, cast, play, draw, mill, ...
    position: str = "top"          # top | bottom (for libraries)
    controller: int | None = None  # who controls it on the battlefield (default: the mover / owner)
    tapped: bool = False           # enters tapped (CR 614.1c)
    by: int | None = None          # the player whose action or effect moved it
    copy_of: int | None = None     # enters as a copy of this permanent (CR 707.5, 616.1c)
    counters: Counts = ()          # enters with these counters (CR 614.1c, 122.6)
    copy_counters: Counts = ()     # counters an "enters as a copy ... except it enters with" exception adds; a
                                   # later copy effect drops them (CR 707.9e)
    copy_via: int | None = None    # the permanent whose (copied) ability or effect made the copy effect, None: its
                                   # own "enter as a copy" ability; the exceptions are that ability's (707.9, 707.9e)
    transformed: bool = False      # a double-faced card entering with its back face up (CR 616.1d, 712.14)
    choices: Choices = ()          # the "as this enters" choices made for it (CR 614.12a)
    attach_to: int | None = None   # an Aura entering attached to this permanent (CR 303.4a, 303.4f, 608.3c)
    enchant_player: int | None = None   # an Aura entering attached to this player (CR 303.4, 702.5d: a Curse)
    add_types: tuple[str, ...] = ()   # it is these card types in addition as it enters (CR 611.2e: "that permanent
                                      # is an enchantment in addition to its other types")
    instead: tuple[str, int] | None = None   # CR 614.15: a resolving spell's self-replacement: (the zone it
                                             # goes to instead, that spell)
    playable_by: int | None = None  # exiled so that this player may play it (CR 601.2, 305.1: "you may play that
    playable_until: int = 0         # card this turn"), through the end of this turn number
    unearth: bool = False           # returned by unearth (CR 702.84a: haste, exiled at the next end step or instead
                                    # of leaving the battlefield)
    exiled_by: int | None = None    # exiled "this way" by this object's ability: the new object remembers it
                                    # (cascade, CR 702.85a: the card exiled this way, the rest put on the bottom)
    until_leaves: int | None = None  # exiled until this permanent leaves the battlefield (CR 610.3a: Banisher Priest)
    return_under: int | None = None  # exiled, then the card it became returned to the battlefield under this player's
    return_tapped: bool = False      # control at once, tapped or not ("exile ..., then return that card", CR 400.7)
    plotted: bool = False            # exiled by plot: it becomes a plotted card (CR 702.170a)
    foretold: bool = False           # exiled face down by foretell: it becomes a foretold card (CR 702.143a)
    warped: bool = False             # exiled by warp's delayed triggered ability: a warped card (CR 702.185b)
    attacking: tuple[str, int] | None = None  # put onto the battlefield attacking this player ("p", i) or planeswalker
                                              # ("o", id): ninjutsu, CR 508.4, 702.49c


@dataclass(frozen=True, slots=True)
class Draw(Event):
    """CR 121: a player draws a card."""

    kind: ClassVar[str] = "draw"
    player: int


@dataclass(frozen=True, slots=True)
class Damage(Event):
    """CR 120: a source deals damage to a player or object."""

    kind: ClassVar[str] = "damage"
    source: int
    target: Ref
    amount: int
    combat: bool = False
    unpreventable: bool = False    # CR 615.12: "the damage can't be prevented"


@dataclass(frozen=True, slots=True)
class LifeGain(Event):
    """CR 119.3: a player gains life."""

    kind: ClassVar[str] = "life_gain"
    player: int
    amount: int
    source: int | None = None      # the object whose effect or lifelink gains the life


@dataclass(frozen=True, slots=True)
class LifeLoss(Event):
    """CR 119.3: a player loses life (damage to a player causes this too, 120.3a)."""

    kind: ClassVar[str] = "life_loss"
    player: int
    amount: int
    source: int | None = None
    paid: bool = False      # CR 119.4: life paid (a cost, or "you may pay N life"), which effects may replace


@dataclass(frozen=True, slots=True)
class Tap(Event):
    """CR 701.26a: a permanent becomes tapped."""

    kind: ClassVar[str] = "tap"
    obj: int
    for_cost: bool = False


@dataclass(frozen=True, slots=True)
class Untap(Event):
    """CR 701.26b: a permanent becomes untapped."""

    kind: ClassVar[str] = "untap"
    obj: int


@dataclass(frozen=True, slots=True)
class Transform(Event):
    """CR 701.27a: a double-faced permanent is turned over so that its other face is up."""

    kind: ClassVar[str] = "transform"
    obj: int


@dataclass(frozen=True, slots=True)
class Flip(Event):
    """CR 710.2 / 110.5: a flip card permanent is flipped (its alternative characteristics apply from now on)."""

    kind: ClassVar[str] = "flip"
    obj: int


@dataclass(frozen=True, slots=True)
class BecomesRenowned(Event):
    """CR 702.112b: a permanent becomes renowned (a designation it keeps until it leaves the battlefield)."""

    kind: ClassVar[str] = "becomes_renowned"
    obj: int


@dataclass(frozen=True, slots=True)
class BecomesMonstrous(Event):
    """CR 701.37a-b: a permanent becomes monstrous (a designation it keeps until it leaves the battlefield)."""

    kind: ClassVar[str] = "becomes_monstrous"
    obj: int


@dataclass(frozen=True, slots=True)
class Exerted(Event):
    """CR 701.43a, 701.43d: ``player`` exerts the permanent ``obj`` (as it attacks: it won't untap during their next
    untap step, the ``NoUntapBegins`` beside it); "when you do" abilities trigger on it."""

    kind: ClassVar[str] = "exerted"
    obj: int
    player: int


@dataclass(frozen=True, slots=True)
class TurnFaceUp(Event):
    """CR 702.37e / 708.8: a face-down permanent is turned face up (it regains its normal characteristics)."""

    kind: ClassVar[str] = "turn_face_up"
    obj: int
    player: int


@dataclass(frozen=True, slots=True)
class PutCounters(Event):
    """CR 122.1: counters are put on (positive) or removed from (negative) an object."""

    kind: ClassVar[str] = "counters"
    obj: int
    counter: str
    amount: int
    by_effect: bool = False        # put by an effect (not a cost or a rule): what 614.16's doublers replace


@dataclass(frozen=True, slots=True)
class PlayerCounters(Event):
    """CR 122.1: counters are given to (positive) or removed from (negative) a player: poison (122.1f), energy
    ("you get {E}", 107.14), experience."""

    kind: ClassVar[str] = "player_counters"
    player: int
    counter: str
    amount: int


@dataclass(frozen=True, slots=True)
class CoinFlip(Event):
    """CR 705.1: a player flips a coin and wins or loses the flip (705.2: in a two-player game, the result of a call
    the other player makes is modelled as a win or a loss, each equally likely)."""

    kind: ClassVar[str] = "coin_flip"
    player: int
    won: bool


@dataclass(frozen=True, slots=True)
class CreateToken(Event):
    """CR 111.1: a token is created (its entering the battlefield is contained in this event, 616.1g)."""

    kind: ClassVar[str] = "create_token"
    controller: int
    token: str                     # key in GameState.token_defs
    amount: int = 1
    copy_of: int | None = None     # the contained enters event: the tokens enter as copies of this (616.1c, 616.1g)
    tapped: bool = False           # the contained enters event: the tokens enter tapped (614.1d, 616.1g)
    transformed: bool = False      # a double-faced token entering with its back face up (CR 707.8a)
    counters: Counts = ()          # the contained enters event: the tokens enter with these counters (614.1c)
    copy_counters: Counts = ()     # counters of a copy exception, dropped by a later copy effect (CR 707.9e)
    copy_via: int | None = None    # whose ability or effect made the copy effect, None: the token's own (707.9e)
    choices: Choices = ()          # the contained enters event: its "as this enters" choices (614.12a, 616.1g)
    under: int | None = None       # the contained enters event: who it enters under, if not its creator (616.1b)
    attacking: tuple[tuple[str, int], ...] = ()   # what each token attacks as it enters, one for each (CR 508.4)


@dataclass(frozen=True, slots=True)
class SpellCopied(Event):
    """CR 707.10: a copy of the spell ``original`` is put onto the stack under ``controller``'s control, with the
    copiable values ``token`` (a key in GameState.token_defs) and the original's choices; it isn't cast."""

    kind: ClassVar[str] = "spell_copied"
    original: int
    controller: int
    token: str
    targets: tuple[Ref, ...] = ()
    modes: tuple[int, ...] = ()
    x: int = 0
    extras: tuple[str, ...] = ()
    sacrificed: tuple[int, ...] = ()   # the objects used to pay the original's costs (707.10)


@dataclass(frozen=True, slots=True)
class CastFromEffect(Event):
    """CR 608.2g: during the resolution of a spell or ability, ``player`` casts the card ``obj`` as its effect allows
    (without paying its mana cost, 118.9: cascade, 702.85a; or paying an alternative cost, ``extras``: madness,
    702.35a), with these choices; it is put onto the stack (on top)
    and becomes cast (a ``SpellCast`` follows, 601.2i); no player receives priority until the resolution ends."""

    kind: ClassVar[str] = "cast_from_effect"
    obj: int
    player: int
    targets: tuple[Ref, ...] = ()
    modes: tuple[int, ...] = ()
    extras: tuple[str, ...] = ()   # the alternative cost paid rather than the mana cost ("madness", 702.35a), if any


@dataclass(frozen=True, slots=True)
class AddMana(Event):
    """CR 106.3: mana is added to a player's mana pool."""

    kind: ClassVar[str] = "add_mana"
    player: int
    mana: tuple[tuple[str, int], ...]
    source: int | None = None


@dataclass(frozen=True, slots=True)
class Attach(Event):
    """CR 701.3: an Aura or Equipment on the battlefield becomes attached to a permanent (``to``), or
    becomes unattached (``to`` None, 701.3d); it gets a new timestamp (613.7e)."""

    kind: ClassVar[str] = "attach"
    obj: int
    to: int | None


@dataclass(frozen=True, slots=True)
class Destroy(Event):
    """CR 701.8: destroy a permanent (move it to its owner's graveyard unless indestructible)."""

    kind: ClassVar[str] = "destroy"
    obj: int
    reason: str = "effect"
    no_regeneration: bool = False     # CR 701.19c: "it can't be regenerated": no regeneration shield applies


@dataclass(frozen=True, slots=True)
class DamageRemoved(Event):
    """CR 702.89a: all damage marked on a permanent is removed from it (umbra armor's "remove all damage from it")."""

    kind: ClassVar[str] = "damage_removed"
    obj: int


@dataclass(frozen=True, slots=True)
class LoseGame(Event):
    """CR 104.3: a player loses the game."""

    kind: ClassVar[str] = "lose_game"
    player: int
    reason: str


@dataclass(frozen=True, slots=True)
class StepBegins(Event):
    """CR 500.2: a step or phase begins (abilities that trigger "at the beginning of" see this)."""

    kind: ClassVar[str] = "step_begins"
    step: str
    active: int


@dataclass(frozen=True, slots=True)
class SpellCast(Event):
    """CR 601.2i: a spell becomes cast."""

    kind: ClassVar[str] = "cast"
    obj: int
    player: int


@dataclass(frozen=True, slots=True)
class AbilityActivated(Event):
    """CR 602.2i: an ability becomes activated."""

    kind: ClassVar[str] = "activate"
    obj: int
    player: int


@dataclass(frozen=True, slots=True)
class AbilityTriggered(Event):
    """CR 603.3a: a triggered ability is put on the stack by its controller."""

    kind: ClassVar[str] = "ability_triggered"
    obj: int
    player: int
    source_name: str


@dataclass(frozen=True, slots=True)
class Attacks(Event):
    """CR 508.1 / 508.3a: a creature is declared as an attacker."""

    kind: ClassVar[str] = "attacks"
    obj: int
    defender: Ref


@dataclass(frozen=True, slots=True)
class Blocks(Event):
    """CR 509.1 / 509.3: a creature is declared as a blocker of an attacker."""

    kind: ClassVar[str] = "blocks"
    obj: int
    attacker: int


@dataclass(frozen=True, slots=True)
class BlockedBy(Event):
    """CR 509.3d: attacking creature ``attacker`` becomes blocked by creature ``obj`` (declared as its blocker,
    or blocking a creature in its band, 702.22h)."""

    kind: ClassVar[str] = "blocked_by"
    obj: int
    attacker: int


@dataclass(frozen=True, slots=True)
class BecomesBlocked(Event):
    """CR 509.1h / 509.3c: an attacking creature becomes blocked (once, however many blockers)."""

    kind: ClassVar[str] = "becomes_blocked"
    obj: int
    blockers: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class NotBlocked(Event):
    """CR 509.1h, 509.3g: an attacking creature is an unblocked creature once blockers are declared (no creature
    was declared as its blocker): "whenever this creature attacks and isn't blocked"."""

    kind: ClassVar[str] = "not_blocked"
    obj: int


@dataclass(frozen=True, slots=True)
class Shuffle(Event):
    """CR 701.24: a player shuffles their library."""

    kind: ClassVar[str] = "shuffle"
    player: int


@dataclass(frozen=True, slots=True)
class ArrangeLibrary(Event):
    """CR 701.22a / 701.25a: a player puts cards of their library on top (``top``, top first) and on
    the bottom (``bottom``, top first) in the order they chose; the cards don't change zones."""

    kind: ClassVar[str] = "arrange_library"
    player: int
    top: tuple[int, ...] = ()
    bottom: tuple[int, ...] = ()
    verb: str = "scry"             # scry | surveil: what the log calls it


@dataclass(frozen=True, slots=True)
class EffectBegins(Event):
    """CR 611.2: a continuous effect from a resolving spell or ability begins."""

    kind: ClassVar[str] = "effect_begins"
    source: int | None
    controller: int
    layer: str
    affected: tuple[int, ...]
    mods: dict[str, Any]
    until: str = "end_of_turn"
    description: str = ""


@dataclass(frozen=True, slots=True)
class EffectEnds(Event):
    """CR 116.2c: a player takes the special action that ends a continuous effect ("You may pay {R} to end this
    effect": Enraging Licid); ``effect`` is the ``ContinuousEffect``'s id, ``affected`` what it applied to."""

    kind: ClassVar[str] = "effect_ends"
    effect: int
    player: int
    affected: tuple[int, ...]
    description: str = ""


@dataclass(frozen=True, slots=True)
class DelayedTriggerCreated(Event):
    """CR 603.7a: a resolving spell or ability creates a delayed triggered ability."""

    kind: ClassVar[str] = "delayed_trigger"
    controller: int
    source: int
    source_name: str
    when: Any                      # a TriggerSpec
    effects: tuple[Any, ...]       # Effect values
    info: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ReflexiveTriggered(Event):
    """CR 603.12: a resolving spell or ability's reflexive triggered ability ("When you do, ...") triggers: the action
    it waits for was taken earlier in the resolution; ``ability`` (a TriggeredAbility) waits to be put on the stack,
    its targets chosen then (603.3d), and it is about what the ability that made it was about (``info``)."""

    kind: ClassVar[str] = "reflexive_trigger"
    controller: int
    source: int
    source_name: str
    ability: Any
    info: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PreventionBegins(Event):
    """CR 615.3 / 615.7: a resolving spell or ability creates a prevention effect: a shield preventing the next
    ``amount`` damage (None: all damage) that would be dealt to ``to`` (None: to anything), only combat damage
    if ``combat``, until the end of the turn; with ``from_source``, only damage that object would deal, and
    ``once``: only the next time it would (Circle of Protection: Red, 615.7); with ``by_types``, only damage dealt
    by a source having one of those card types as it would deal it (611.2c: "damage creatures would deal")."""

    kind: ClassVar[str] = "prevention_begins"
    controller: int
    source: int
    source_name: str
    amount: int | None = None
    to: Ref | None = None
    combat: bool = False
    from_source: int | None = None
    once: bool = False
    by_types: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DamagePrevented(Event):
    """CR 615.1a / 615.7: damage that would have been dealt is prevented by a shield (``shield``: its id)."""

    kind: ClassVar[str] = "damage_prevented"
    source: int
    target: Ref
    amount: int
    shield: int
    shield_name: str


@dataclass(frozen=True, slots=True)
class DrawReplacementBegins(Event):
    """CR 614.1a / 614.11: a resolving spell or ability creates a replacement effect "the next time ``player``
    would draw a card this turn, they gain ``life`` life instead" (Words of Worship); it applies once."""

    kind: ClassVar[str] = "draw_replacement_begins"
    controller: int
    source: int
    source_name: str
    player: int
    life: int


@dataclass(frozen=True, slots=True)
class EnterControlBegins(Event):
    """CR 614.1a / 616.1b: a resolving spell or ability creates the replacement effect "if a creature would enter
    the battlefield under an opponent's control this turn, it enters under your control instead" (Gather
    Specimens), ``controller`` being "you"."""

    kind: ClassVar[str] = "enter_control_begins"
    controller: int
    source: int
    source_name: str


@dataclass(frozen=True, slots=True)
class SkipBegins(Event):
    """CR 614.1b / 614.10: a resolving spell or ability creates a "skip" effect: ``player`` skips their next
    ``step`` (a Step value; Fatigue: "target player skips their next draw step")."""

    kind: ClassVar[str] = "skip_begins"
    controller: int
    source: int
    source_name: str
    player: int
    step: str


@dataclass(frozen=True, slots=True)
class NoUntapBegins(Event):
    """CR 502.3: a resolving spell or ability makes ``obj`` not untap during its controller's next untap step
    ("That creature doesn't untap during its controller's next untap step", Frost Breath); used up in that step."""

    kind: ClassVar[str] = "no_untap_begins"
    controller: int
    source: int
    source_name: str
    obj: int


@dataclass(frozen=True, slots=True)
class ShieldUsed(Event):
    """CR 614.1a: a "next time ... instead" effect of a resolved spell or ability replaced an event and is used up
    (``shield``: its id)."""

    kind: ClassVar[str] = "shield_used"
    shield: int
    shield_name: str
    player: int
    replaced: str = "draw"         # what it replaced, for the log: "draw", "draw step"


@dataclass(frozen=True, slots=True)
class DiesExileBegins(Event):
    """CR 614.1a: a resolving spell or ability creates a replacement effect: if ``obj`` would die this turn, it is
    exiled instead ("If that creature would die this turn, exile it instead", Carbonize)."""

    kind: ClassVar[str] = "dies_exile_begins"
    controller: int
    source: int
    source_name: str
    obj: int


@dataclass(frozen=True, slots=True)
class RegenerationBegins(Event):
    """CR 701.19a: a resolving spell or ability creates a regeneration shield: the next time ``obj`` would be
    destroyed this turn, instead it is regenerated."""

    kind: ClassVar[str] = "regeneration_begins"
    controller: int
    source: int
    source_name: str
    obj: int


@dataclass(frozen=True, slots=True)
class Regenerated(Event):
    """CR 701.19a: instead of being destroyed, ``obj`` has all damage removed from it and is removed from combat
    (its tapping is a ``Tap`` event beside this one); the regeneration shield ``shield`` is used up."""

    kind: ClassVar[str] = "regenerated"
    obj: int
    shield: int
    shield_name: str


@dataclass(frozen=True, slots=True)
class ManaSpent(Event):
    """CR 601.2h, 106.4: mana is spent from a player's mana pool to pay a cost outside casting and activating
    (an upkeep cost paid as an ability resolves, 118.12a)."""

    kind: ClassVar[str] = "mana_spent"
    player: int
    mana: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class PhasesOut(Event):
    """CR 702.26b: a permanent phases out (``indirectly``: with the permanent it is attached to, 702.26g).  It
    doesn't change zones or control (702.26d)."""

    kind: ClassVar[str] = "phases_out"
    obj: int
    indirectly: bool = False


@dataclass(frozen=True, slots=True)
class PhasesIn(Event):
    """CR 702.26c: a phased-out permanent phases in, under the control it had when it phased out (702.26a)."""

    kind: ClassVar[str] = "phases_in"
    obj: int


@dataclass(frozen=True, slots=True)
class DayNight(Event):
    """CR 731.1: it becomes day or night (``to``: "day" or "night"); the game keeps that designation or the other
    from then on."""

    kind: ClassVar[str] = "day_night"
    to: str


@dataclass(frozen=True, slots=True)
class BecomesMonarch(Event):
    """CR 725.3: a player becomes the monarch; the monarch before (if any) ceases to be."""

    kind: ClassVar[str] = "becomes_monarch"
    player: int


@dataclass(frozen=True, slots=True)
class BecomesSaddled(Event):
    """CR 702.171a-b: a permanent becomes saddled until end of turn."""

    kind: ClassVar[str] = "becomes_saddled"
    obj: int


@dataclass(frozen=True, slots=True)
class SpeedIncreases(Event):
    """CR 702.179c-d: a player's speed increases by ``amount`` (one with no speed gets that speed, 702.179c; 704.5z:
    a player with no speed who controls a permanent with start your engines! gets speed 1)."""

    kind: ClassVar[str] = "speed_increases"
    player: int
    amount: int


@dataclass(frozen=True, slots=True)
class GetsCitysBlessing(Event):
    """CR 702.131a-c: a player gets the city's blessing for the rest of the game (rules/ascend.py)."""

    kind: ClassVar[str] = "gets_citys_blessing"
    player: int


@dataclass(frozen=True, slots=True)
class Exploits(Event):
    """CR 702.110b: the creature ``obj`` exploits the creature ``exploited``: the controller of its exploit ability
    sacrifices ``exploited`` as that ability resolves (performed just before the sacrifice, in the same batch, so the
    creature with exploit is still there to see it if it sacrificed itself: rules/exploit.py)."""

    kind: ClassVar[str] = "exploits"
    obj: int
    exploited: int


@dataclass(frozen=True, slots=True)
class Enlists(Event):
    """CR 702.154c: the attacking creature ``attacker`` enlists the creature ``obj`` (tapped to pay its enlist cost as
    it attacks, 508.1g; rules/enlist.py): enlist's "when you do" triggers on it."""

    kind: ClassVar[str] = "enlists"
    obj: int
    attacker: int


@dataclass(frozen=True, slots=True)
class Paired(Event):
    """CR 702.95a-b: the creature ``obj`` becomes paired with the creature ``other`` (soulbond, rules/soulbond.py)."""

    kind: ClassVar[str] = "paired"
    obj: int
    other: int


@dataclass(frozen=True, slots=True)
class Unpaired(Event):
    """CR 702.95e: the paired creatures ``obj`` and ``other`` become unpaired (one left the battlefield, stopped being a
    creature, or came under another player's control)."""

    kind: ClassVar[str] = "unpaired"
    obj: int
    other: int


@dataclass(frozen=True, slots=True)
class RingTempts(Event):
    """CR 701.54a: the Ring tempts a player, who chose ``bearer`` (None: they control no creature) as their
    Ring-bearer."""

    kind: ClassVar[str] = "ring_tempts"
    player: int
    bearer: int | None = None


@dataclass(frozen=True, slots=True)
class ExtraTurn(Event):
    """CR 500.7: ``player`` will take an extra turn directly after this one (the most recently created extra turn is
    taken first)."""

    kind: ClassVar[str] = "extra_turn"
    player: int


@dataclass(frozen=True, slots=True)
class Note(Event):
    """A happening with no change of its own that the log should explain (a fizzle, a skipped step)."""

    kind: ClassVar[str] = "note"
    text: str


#: Every kind of event by its class name (the save format names them so): every subclass of ``Event`` defined here,
#: read off the module, so that a new event kind can't be left out (one that was, couldn't be loaded from a save).
EVENT_TYPES: dict[str, type[Event]] = {
    cls.__name__: cls for cls in list(globals().values())
    if isinstance(cls, type) and issubclass(cls, Event) and cls is not Event
}


fast_init_all(Event)    # the events made on every decision: a faster __init__, the same objects (core/fast_init.py)
