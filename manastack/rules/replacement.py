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

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Callable, Mapping

from manastack.cards.model import Effect, Filter, StaticAbility, TriggerSpec
from manastack.cards.vocabulary import count_check, keyword, static_kind
from manastack.core.types import Step, Zone
from manastack.decisions import Decision, Option
from manastack import events as ev
from manastack.rules.characteristics import chars, controller_of, protections, quality_matches, static_kinds
from manastack.rules.life_limits import can_gain_life
from manastack.rules.copies import choose_copy, copy_candidates, copy_statics, enters_as_copy_ability
from manastack.rules.entering import (ENTERING, ENTERING_CATEGORY, apply_entering, as_entering, entering_card,
                                      entering_controller, entering_effects, entering_number)
from manastack.rules.filters import fits
from manastack.rules.flashback import exiled_instead
from manastack.rules.jump_start import jump_start_exiled
from manastack.rules.madness import madness_exiles
from manastack.rules.rebound import rebound_exiles
from manastack.rules.printed import token_key
from manastack.rules.references import Scope, quantity
from manastack.rules.unearth import unearth_exiles

ENTERS_TAPPED = static_kind("enters_tapped", "614.1c", "this permanent enters the battlefield tapped")
INSTEAD_OF_GRAVEYARD = static_kind(
    "instead_of_graveyard", "614.1a",
    "if a card or token (cards_only: a card; this: this object) would be put into a graveyard (opponents: an "
    "opponent's) from anywhere (dies: a creature would die; with opponents: one an opponent controls), exile it "
    "instead (shuffle: reveal it and shuffle it into its owner's library) (token: and you create this token)",
    this="flag", cards_only="flag", opponents="flag", shuffle="flag", dies="flag", token="token", yours="flag")
DRAW_FROM_GRAVEYARD = static_kind(
    "draw_from_graveyard", "614.11",
    "if you would draw a card, return a card from your graveyard to your hand instead; if you can't, you lose the "
    "game (Forbidden Crypt)")
DOUBLE_DAMAGE = static_kind(
    "double_damage", "614.1a",
    "if a source (matching sources) would deal damage to a permanent or player, it deals double that damage instead",
    sources="filter")
PREVENT_DAMAGE = static_kind(
    "prevent_damage", "615.1a",
    "prevent all damage (combat: all combat damage; amount: only that much of each damage event, 615.10) that would "
    "be dealt to (to) and/or dealt by (by) what it affects (self, enchanted, equipped)", affects="affects", to="flag",
    by="flag", combat="flag", amount="quantity")
REDIRECT_TO_ENCHANTED = static_kind(
    "redirect_to_enchanted", "614.9",
    "all damage that would be dealt to you (this Aura's controller) is dealt to enchanted creature instead (Pariah)")
CREATURES_ENTER_AS_COPY = static_kind(
    "creatures_enter_as_copy", "616.1c",
    "creatures you control enter as a copy of this creature (Essence of the Wild; 614.1d, 707.5)")
PERMANENTS_ENTER_TAPPED = static_kind(
    "permanents_enter_tapped", "614.1d", "permanents (but this one) enter tapped (Orb of Dreams)")
DOUBLE_TOKENS = static_kind(
    "double_tokens", "614.16",
    "if an effect would create one or more tokens under your control, it creates twice that many of those tokens "
    "instead (Doubling Season, Parallel Lives)")
DOUBLE_COUNTERS = static_kind(
    "double_counters", "614.16",
    "if an effect would put one or more counters on a permanent you control, it puts twice that many of those "
    "counters on that permanent instead (Doubling Season)")
LIFE_GAIN_DRAWS_INSTEAD = static_kind(
    "life_gain_draws_instead", "614.1a", "if you would gain life, draw that many cards instead (Lich)")
AS_ENTERS_LOSE_LIFE = static_kind(
    "as_enters_lose_life", "614.1c",
    "as this permanent enters, its controller loses `amount` life (life_total: equal to their life total, Lich)",
    amount="quantity")

PAY_LIFE_EXILES = static_kind(
    "pay_life_exiles_library", "614.1a",
    "if you would pay life while your library has at least that many cards in it, exile that many cards from the "
    "top of your library instead (Ashiok, Wicked Manipulator); a card entering the battlefield from that library "
    "is not one of them (614.13c)")

MORE_COUNTERS = static_kind(
    "more_counters", "614.1a",
    "if one or more `counter` counters would be put on a creature you control, that many plus one are put on it "
    "instead (Hardened Scales); those it would enter with too (122.6)", counter="counter")

_dredge_problem = count_check("Dredge", "702.52a")


keyword("dredge", "702.52", "Dredge N: if you would draw a card, you may mill N cards instead; if you do, return "
        "this card from your graveyard to your hand (only with at least N cards in your library, 702.52b)",
        parameter=True, check=_dredge_problem)

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


@_apply(PREVENT_DAMAGE)
def _prevent_damage(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 615.1a: a static ability's prevention effect: the damage is prevented (the event does not happen); with
    an amount, only that much of this damage event is, and the rest is dealt (615.10: "prevent 1 of that damage"
    applies to each applicable event on its own)."""
    assert isinstance(e, ev.Damage)
    if r.args.get("amount") is None or r.source is None:
        return []
    n = quantity(state, r.args["amount"], Scope(controller_of(state, r.source), r.source))
    return [e.but(amount=e.amount - n, rules=_citing(e, "615.10"))] if e.amount > n else []


@_apply("enters_tapped")
def _enters_tapped(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 614.1c: the permanent enters the battlefield tapped."""
    assert isinstance(e, ev.ZoneMove)
    return [e.but(tapped=True)]


@_apply("instead_of_graveyard")
def _instead_of_graveyard(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 614.1a: the card goes to exile, or into its owner's library, which is shuffled, instead."""
    assert isinstance(e, ev.ZoneMove)
    if r.args.get("shuffle"):
        owner = state.objects[e.obj].owner
        return [e.but(to=Zone.LIBRARY.value, rules=(r.rule,)), ev.Shuffle(owner, rules=(r.rule,))]
    out: list[ev.Event] = [e.but(to=Zone.EXILE.value, rules=(r.rule,))]
    if r.args.get("token") is not None and r.source is not None:
        # Kalitas: the replacing event creates a token too; 614.16's doublers apply to it (616.1f)
        out.append(ev.CreateToken(controller_of(state, r.source), token_key(state, r.args["token"]), 1,
                                  rules=("111.1", r.rule)))
    return out


def _citing(e: ev.Event, rule: str) -> tuple[str, ...]:
    """The rules of ``e`` and ``rule`` (once), for the modified event's line in the explained log."""
    return e.rules if rule in e.rules else (*e.rules, rule)


@_apply("redirect_to_enchanted")
def _redirect_to_enchanted(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 614.9: the damage is dealt to the enchanted creature instead."""
    assert isinstance(e, ev.Damage)
    return [e.but(target=("o", r.args["host"]), rules=_citing(e, r.rule))]


@_apply("creatures_enter_as_copy")
def _creatures_enter_as_copy(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 616.1c / 707.5: the creature (or the token created, 616.1g) enters as a copy of the source (Essence of
    the Wild)."""
    assert isinstance(e, (ev.ZoneMove, ev.CreateToken)) and r.source is not None
    return [e.but(copy_of=r.source, copy_counters=(), copy_via=r.source, rules=_citing(e, "707.5"))]   # 707.9e


@_apply("flashback_exile")
def _flashback_exile(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 702.34a: a spell whose flashback cost was paid is exiled instead of going anywhere else (and 702.133a: one
    cast with jump-start, the replacement's rule)."""
    assert isinstance(e, ev.ZoneMove)
    return [e.but(to=Zone.EXILE.value, position="top", instead=None, rules=_citing(e, r.rule))]


@_apply("madness_exile")
def _madness_exile(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 702.35a: a card with madness is discarded, but exiled instead of put into its owner's graveyard (the new
    object remembers it was exiled this way: its madness triggers)."""
    assert isinstance(e, ev.ZoneMove)
    return [e.but(to=Zone.EXILE.value, exiled_by=e.obj, rules=_citing(e, r.rule))]


@_apply("rebound_exile")
def _rebound_exile(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 702.88a, 603.7a: the resolving spell cast from its owner's hand is exiled instead of put into the graveyard
    (the new object remembers it was exiled this way), and the delayed triggered ability "at the beginning of your
    next upkeep, you may cast this card from exile without paying its mana cost" is created."""
    assert isinstance(e, ev.ZoneMove)
    o = state.objects[e.obj]
    upkeep = TriggerSpec("step", whose="you", step=Step.UPKEEP.value)
    return [e.but(to=Zone.EXILE.value, exiled_by=e.obj, rules=_citing(e, r.rule)),
            ev.DelayedTriggerCreated(o.controller, e.obj, state_name(state, e.obj), upkeep,
                                     (Effect("rebound_cast"),), rules=("702.88a", "603.7a"))]


@_apply("unearth_exile")
def _unearth_exile(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 702.84a: a permanent returned by unearth is exiled instead of leaving the battlefield for another zone."""
    assert isinstance(e, ev.ZoneMove)
    return [e.but(to=Zone.EXILE.value, position="top", rules=_citing(e, r.rule))]


@_apply("self_replacement")
def _self_replacement(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 614.15: the object goes where the resolving spell says instead (on top of a library)."""
    assert isinstance(e, ev.ZoneMove) and e.instead is not None
    return [e.but(to=e.instead[0], position="top", instead=None, rules=_citing(e, r.rule))]


@_apply("permanents_enter_tapped")
def _permanents_enter_tapped(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 614.1d: the permanent (or the tokens created, 616.1g) enters tapped."""
    assert isinstance(e, (ev.ZoneMove, ev.CreateToken))
    return [e.but(tapped=True, rules=_citing(e, r.rule))]


@_apply("double_tokens")
def _double_tokens(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 614.16: twice that many tokens are created instead."""
    assert isinstance(e, ev.CreateToken)
    return [e.but(amount=e.amount * 2, rules=_citing(e, r.rule))]


@_apply("double_counters")
def _double_counters(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 614.16: twice that many counters are put on the permanent instead; those it would enter with too
    (122.6: they are put on it as it enters)."""
    if isinstance(e, (ev.ZoneMove, ev.CreateToken)):
        return [e.but(counters=tuple((k, 2 * n) for k, n in e.counters),
                      copy_counters=tuple((k, 2 * n) for k, n in e.copy_counters), rules=_citing(e, "122.6"))]
    assert isinstance(e, ev.PutCounters)
    return [e.but(amount=e.amount * 2, rules=_citing(e, r.rule))]


@_apply("more_counters")
def _more_counters(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 614.1a: that many plus one of those counters are put on the creature instead (Hardened Scales); on an
    entering creature, one more of the counters it enters with (122.6)."""
    kind = str(r.args["counter"])
    if isinstance(e, (ev.ZoneMove, ev.CreateToken)):
        if dict(e.counters).get(kind, 0) > 0:
            return [e.but(counters=ev.add_counts(e.counters, kind, 1), rules=_citing(e, "122.6"))]
        return [e.but(copy_counters=ev.add_counts(e.copy_counters, kind, 1), rules=_citing(e, "122.6"))]
    assert isinstance(e, ev.PutCounters)
    return [e.but(amount=e.amount + 1, rules=_citing(e, r.rule))]


@_apply("double_damage")
def _double_damage(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 614.1a: the source deals double that damage instead."""
    assert isinstance(e, ev.Damage)
    return [e.but(amount=e.amount * 2)]


def affected_player(state: "GameState", e: ev.Event) -> int:
    """CR 616.1: who chooses: the affected object's controller (owner) or the affected player."""
    if isinstance(e, ev.Damage):
        kind, ident = e.target
        if kind == "p":
            return ident
        return controller_of(state, ident) if ident in state.objects else state.active
    if isinstance(e, ev.CreateToken):
        return e.controller         # CR 616.1: the player who would create (and control) the tokens
    obj = getattr(e, "obj", None)
    if obj is not None and obj in state.objects:
        return controller_of(state, obj)
    player = getattr(e, "player", None)
    return int(player) if player is not None else state.active


def applicable(state: "GameState", e: ev.Event) -> list[Replacement]:
    """Every replacement/prevention effect that would modify ``e`` now (CR 614.1, 615.1)."""
    if not isinstance(e, REPLACEABLE):
        return []
    out: list[Replacement] = []
    if isinstance(e, ev.Damage) and e.amount > 0:
        out.extend(_shields(state, e))
    if isinstance(e, ev.Destroy):
        out.extend(_regeneration_shields(state, e))
        out.extend(_umbra_armors(state, e))
        out.extend(_shield_counter_effects(state, e))
    if isinstance(e, ev.Draw):
        out.extend(_draw_shields(state, e))
        out.extend(_dredgers(state, e))
    if isinstance(e, ev.Damage) and e.target[0] == "o" and e.target[1] in state.objects:
        tid = e.target[1]
        if e.amount > 0:
            out.extend(_shield_counter_effects(state, e))
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
    if isinstance(e, (ev.ZoneMove, ev.CreateToken)):
        out.extend(_entering(state, e))
    if isinstance(e, ev.ZoneMove) and exiled_instead(state, e.obj, e.to):
        out.append(Replacement(f"flashback:{e.obj}", e.obj, state_name(state, e.obj), affected_player(state, e),
                               "flashback_exile", rule="702.34a"))
    if isinstance(e, ev.ZoneMove) and e.to == Zone.GRAVEYARD.value:
        out.extend(_dies_exile_shields(state, e))
    if isinstance(e, ev.ZoneMove) and rebound_exiles(state, e):
        out.append(Replacement(f"rebound:{e.obj}", e.obj, state_name(state, e.obj), affected_player(state, e),
                               "rebound_exile", rule="702.88a"))
    if isinstance(e, ev.ZoneMove) and madness_exiles(state, e):
        out.append(Replacement(f"madness:{e.obj}", e.obj, state_name(state, e.obj), affected_player(state, e),
                               "madness_exile", rule="702.35a"))
    if isinstance(e, ev.ZoneMove) and jump_start_exiled(state, e.obj, e.to):
        out.append(Replacement(f"jump-start:{e.obj}", e.obj, state_name(state, e.obj), affected_player(state, e),
                               "flashback_exile", rule="702.133a"))
    if isinstance(e, ev.ZoneMove) and unearth_exiles(state, e.obj, e.to):
        out.append(Replacement(f"unearth:{e.obj}", e.obj, state_name(state, e.obj), affected_player(state, e),
                               "unearth_exile", rule="702.84a"))
    if isinstance(e, ev.ZoneMove) and e.instead is not None and e.obj in state.objects:
        # CR 614.15: the self-replacement effect of the resolving spell that moves the object
        spell = e.instead[1]
        out.append(Replacement(f"self:{spell}", spell, state_name(state, spell), affected_player(state, e),
                               "self_replacement", category="self", rule="614.15"))
    for oid, index, ability in _replacing_statics(state) + _own_statics(state, e):
        if _static_applies(state, e, oid, ability):
            prevents = ability.kind == PREVENT_DAMAGE
            out.append(Replacement(f"{ability.kind}:{oid}:{index}", oid, state_name(state, oid),
                                   affected_player(state, e), ability.kind, prevention=prevents,
                                   category="copy" if ability.kind == CREATURES_ENTER_AS_COPY else "other",
                                   rule="615.10" if prevents and ability.args.get("amount") is not None
                                   else _STATIC_RULES.get(ability.kind, "614.1a"),
                                   args={**ability.args, "host": state.objects[oid].attached_to}))
    if isinstance(e, ev.Damage) and e.unpreventable:
        # CR 615.12: prevention effects applied to damage that can't be prevented prevent none of it and don't
        # reduce their shields; having no other effects, they change nothing, so they are left out.
        out = [r for r in out if not r.prevention]
    return out


@as_entering(AS_ENTERS_LOSE_LIFE, "614.1c")
def _as_enters_lose_life(state: "GameState", e: ev.ZoneMove | ev.CreateToken, args: Mapping[str, Any],
                         ask: "Asker", spent: dict[int, int]) -> list[ev.Event]:
    """CR 614.1c: as the permanent enters, its controller loses the life (then it enters; Lich)."""
    who = entering_controller(state, e)
    own = e.obj if isinstance(e, ev.ZoneMove) else None
    amount = quantity(state, args.get("amount"), Scope(who, own))
    return [ev.LifeLoss(who, amount, own, rules=("614.1c", "119.3")), e]


@_apply(LIFE_GAIN_DRAWS_INSTEAD)
def _life_gain_draws_instead(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 614.1a: instead of gaining N life, the player draws N cards (each draw is an event other replacement
    effects may now apply to, 616.2)."""
    assert isinstance(e, ev.LifeGain)
    return [ev.Draw(e.player, rules=("121.1", r.rule)) for _ in range(e.amount)]


def replaceable(cls: type) -> bool:
    """Whether some replacement or prevention effect can modify an event of class ``cls`` at all (CR 614.1,
    615.1: ``REPLACEABLE``); an entering is a ``ZoneMove``, which is one (303.4f: where an Aura enters)."""
    got = _REPLACEABLE_CLASS.get(cls)
    if got is None:
        got = _REPLACEABLE_CLASS[cls] = issubclass(cls, REPLACEABLE)
    return got


#: ``replaceable`` by event class (``REPLACEABLE`` is fixed at import).
_REPLACEABLE_CLASS: dict[type, bool] = {}


def any_applicable(state: "GameState", events: list[ev.Event]) -> bool:
    """Whether some replacement or prevention effect would modify one of ``events`` now (CR 614.1, 615.1);
    if none would, each is performed as proposed."""
    for e in events:
        if applicable(state, e):
            return True
    return False


def _entering(state: "GameState", e: ev.ZoneMove | ev.CreateToken) -> list[Replacement]:
    """CR 614.12: the effects that modify how an object enters (a ``ZoneMove`` to the battlefield, or the
    enters event a ``CreateToken`` contains, 616.1g), the object looked at as it would exist there (as the copy
    it enters as, once a copy effect applied: 707.6, 707.9e): "enter as a copy" (616.1c), its own "as this
    enters" effects (614.1c, ``rules/entering.py``), and "this turn" effects on control of entering
    creatures (616.1b)."""
    card = entering_card(state, e)
    if card is None:
        return []
    who = entering_controller(state, e)
    own = e.obj if isinstance(e, ev.ZoneMove) else None
    out: list[Replacement] = []
    ability = enters_as_copy_ability(card)
    if ability is not None and copy_candidates(state, own, ability, who):
        out.append(Replacement(f"enters_as_copy:{e.copy_of}", own, card.name, who, "enters_as_copy",
                               category="copy", optional=True, rule="707.5", args={"ability": ability}))
    for key, s in entering_effects(state, e):
        out.append(Replacement(f"{key}:{e.copy_of}", own, card.name, who, s.kind, rule=ENTERING[s.kind][0],
                               category=ENTERING_CATEGORY.get(s.kind, "other"), args=dict(s.args)))
    if "Creature" in card.types:
        for shield in state.shields:
            if shield.get("kind") == "enter_control" and who != shield["controller"] and not \
                    state.players[who].lost:
                out.append(Replacement(f"shield:{shield['id']}", shield["source"], shield["source_name"], who,
                                       "enter_control", category="control", rule="616.1b",
                                       args={"player": shield["controller"]}))
    return out


def _enters_as_copy(state: "GameState", e: ev.Event, r: Replacement, ask: "Asker") -> list[ev.Event]:
    """CR 616.1c / 707.5: the object enters as a copy of the permanent its controller chooses now; an exception
    that is an additional effect ("it enters with X additional +1/+1 counters") replaces that of an earlier copy
    effect, which doesn't happen (707.9e)."""
    assert isinstance(e, (ev.ZoneMove, ev.CreateToken))
    ability = r.args["ability"]
    original = choose_copy(state, r.label, e.obj if isinstance(e, ev.ZoneMove) else None, ability, r.chooser, ask)
    if original is None:
        return [e]
    n = entering_number(state, e, ability.args.get("with_counters"))
    extra = (("+1/+1", n),) if n > 0 else ()
    # the ability is its own, or the one it has as the copy it was entering as (e.copy_of): 707.9e
    return [e.but(copy_of=original, copy_counters=extra, copy_via=e.copy_of, rules=_citing(e, "707.5"))]


@_apply("enter_control")
def _enter_control(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 616.1b: the creature enters under the effect's controller's control instead (Gather Specimens)."""
    if isinstance(e, ev.CreateToken):
        return [e.but(under=r.args["player"], rules=_citing(e, r.rule))]
    assert isinstance(e, ev.ZoneMove)
    return [e.but(controller=r.args["player"], rules=_citing(e, r.rule))]


def _shields(state: "GameState", e: ev.Damage) -> list[Replacement]:
    """CR 615.7: the prevention shields of resolved spells and abilities that apply to the damage ``e``."""
    out: list[Replacement] = []
    for shield in state.shields:
        if not shield_covers(state, shield, e):
            continue
        left = shield["remaining"]
        out.append(Replacement(f"shield:{shield['id']}", shield["source"], shield["source_name"],
                               affected_player(state, e), "shield", prevention=True, rule="615.7" if left else "615.1a",
                               args={"shield": shield["id"], "left": left, "once": bool(shield.get("once"))}))
    return out


def shield_covers(state: "GameState", shield: Mapping[str, Any], e: ev.Damage) -> bool:
    """CR 615.7: whether the prevention shield ``shield`` (an entry of ``state.shields``) applies to the damage
    ``e``: its recipient, combat damage only, the source's card types, the one chosen source."""
    if shield.get("kind", "damage") != "damage":
        return False
    to = shield["to"]
    if (to is not None and tuple(to) != e.target) or (shield["combat"] and not e.combat) \
            or not _dealt_by(state, e, shield.get("by_types")):
        return False
    # CR 615.7: a shield against the damage of one chosen source
    return shield.get("from") is None or shield["from"] == e.source


def _dealt_by(state: "GameState", e: ev.Damage, by_types: list[str] | None) -> bool:
    """CR 611.2c: a shield for damage dealt by creatures (a rule of the game, not a set of objects) reads the
    source's card types as it would deal the damage."""
    if not by_types:
        return True
    src = _source_chars(state, e.source)
    return src is not None and any(t in src.types for t in by_types)


def _library_key(player: int) -> int:
    """The key under which a batch's tally (``spent``) counts the cards of ``player``'s library that draws and
    mills decided earlier in the batch will take (object and shield ids are positive)."""
    return -(player + 1)


def _dredgers(state: "GameState", e: ev.Draw) -> list[Replacement]:
    """CR 702.52a: the dredge abilities of the cards in the drawing player's graveyard (they function there)."""
    out: list[Replacement] = []
    for cid in state.players[e.player].graveyard:
        c = chars(state, cid)
        for k in sorted(k for k in c.keywords if k.startswith("dredge:")):
            out.append(Replacement(f"dredge:{cid}", cid, c.name, e.player, "dredge", optional=True,
                                   rule="702.52a", args={"n": int(k[len("dredge:"):]), "player": e.player}))
    return out


def _dredge(state: "GameState", e: ev.Event, r: Replacement, spent: dict[int, int]) -> list[ev.Event]:
    """CR 702.52a: mill N cards instead of drawing, then return the dredge card to its owner's hand; the milled
    cards are those below what earlier draws and mills of the batch take (614.11a)."""
    player, n, key = r.args["player"], r.args["n"], _library_key(r.args["player"])
    offset = spent.get(key, 0)
    spent[key] = offset + n
    assert r.source is not None
    spent[r.source] = 1
    library = state.players[player].library
    milled = [ev.ZoneMove(o, Zone.GRAVEYARD.value, cause="mill", by=player, rules=("702.52a", "701.17a"))
              for o in library[offset:offset + n]]
    return [*milled, ev.ZoneMove(r.source, Zone.HAND.value, cause="dredge", by=player, rules=("702.52a",))]


def _exile_instead_of_paying(state: "GameState", e: ev.Event, r: Replacement, spent: dict[int, int]
                             ) -> list[ev.Event]:
    """CR 614.1a / 614.13c: exile that many cards from the top of the library instead of paying the life; a card
    entering the battlefield in the same batch (played from the top of that library, say) is passed over, though
    it is still in the library, and so are the cards earlier draws and mills of the batch take."""
    assert isinstance(e, ev.LifeLoss)
    key = _library_key(e.player)
    offset = spent.get(key, 0)
    library = state.players[e.player].library
    free = [c for c in library if not spent.get(c)]
    cards = free[offset:offset + e.amount]
    spent[key] = offset + len(cards)
    passed = any(spent.get(c) for c in library[:library.index(cards[-1])]) if cards else False
    rules = (r.rule, "614.13c") if passed else (r.rule,)
    return [ev.ZoneMove(c, Zone.EXILE.value, cause="exile", by=e.player, rules=rules) for c in cards]


def _draw_from_graveyard(state: "GameState", e: ev.Event, r: Replacement, ask: "Asker", spent: dict[int, int]
                         ) -> list[ev.Event]:
    """CR 614.11 (Forbidden Crypt): instead of drawing, the player returns a card of their choice from their
    graveyard to their hand (one not already returned in the batch); with none there, they lose the game."""
    assert isinstance(e, ev.Draw)
    cards = [c for c in state.players[e.player].graveyard if not spent.get(c)]
    if not cards:
        return [ev.LoseGame(e.player, f"no card in the graveyard to return instead of drawing ({r.label})",
                            rules=(r.rule, "104.3e"))]
    opts = tuple(Option(state_name(state, c), c, f"{state_name(state, c)}#{c}") for c in cards)
    answer = ask(Decision(e.player, "choose", f"{r.label}: choose a card in your graveyard to return to your hand",
                          r.rule, opts, data={"what": "card"}))
    card = cards[answer.picks[0]]  # type: ignore[attr-defined]
    spent[card] = 1
    return [ev.ZoneMove(card, Zone.HAND.value, cause="return", by=e.player, rules=(r.rule,))]


def _draw_shields(state: "GameState", e: ev.Draw) -> list[Replacement]:
    """CR 614.1a / 614.11: "the next time you would draw a card this turn, ... instead" effects of resolved spells
    and abilities waiting for a draw of ``e``'s player (applied even from an empty library)."""
    return [Replacement(f"shield:{s['id']}", s["source"], s["source_name"], e.player, "draw_shield", rule="614.11",
                        args={"shield": s["id"], "life": s["life"], "player": s["player"]})
            for s in state.shields if s.get("kind") == "draw" and s["player"] == e.player]


def _regeneration_shields(state: "GameState", e: ev.Destroy) -> list[Replacement]:
    """CR 701.19a: the regeneration shields waiting for the destruction of ``e``'s permanent (one that can be
    destroyed: an indestructible one isn't, 702.12b); none for a destruction that says "it can't be regenerated"
    (701.19c)."""
    o = state.objects.get(e.obj)
    if e.no_regeneration or o is None or o.zone != Zone.BATTLEFIELD or "indestructible" in chars(state, e.obj).keywords:
        return []
    return [Replacement(f"shield:{s['id']}", s["source"], s["source_name"], affected_player(state, e), "regenerate",
                        rule="701.19a", args={"shield": s["id"], "once": True})
            for s in state.shields if s.get("kind") == "regenerate" and s["obj"] == e.obj]


def _umbra_armors(state: "GameState", e: ev.Destroy) -> list[Replacement]:
    """CR 702.89a: the umbra armor abilities of the Auras attached to ``e``'s permanent (one that can be destroyed:
    an indestructible one isn't, 702.12b), each a replacement effect its controller chooses among (616.1)."""
    o = state.objects.get(e.obj)
    if o is None or o.zone != Zone.BATTLEFIELD or "indestructible" in chars(state, e.obj).keywords:
        return []
    return [Replacement(f"umbra_armor:{a}", a, state_name(state, a), affected_player(state, e), "umbra_armor",
                        rule="702.89a")
            for a in state.battlefield if state.objects[a].attached_to == e.obj
            and "umbra_armor" in chars(state, a).keywords]


@_apply("umbra_armor")
def _umbra_armor(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 702.89a: "If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy
    this Aura.\""""
    assert isinstance(e, ev.Destroy) and r.source is not None
    return [ev.DamageRemoved(e.obj, rules=(r.rule,)), ev.Destroy(r.source, reason="umbra armor", rules=(r.rule,))]


keyword("umbra_armor", "702.89", "if enchanted permanent would be destroyed, instead remove all damage marked on it "
        "and destroy this Aura")


#: CR 122.1c: the destructions that are not "the result of an effect" (state-based actions, 704.5g-h): a shield
#: counter doesn't replace them.
_RULE_DESTRUCTIONS = frozenset({"lethal damage", "deathtouch"})


def _shield_counter_effects(state: "GameState", e: ev.Damage | ev.Destroy) -> list[Replacement]:
    """CR 122.1c: the one prevention effect ("if damage would be dealt to this permanent, prevent that damage and
    remove a shield counter from it") or the one replacement effect ("if this permanent would be destroyed as the
    result of an effect, instead remove a shield counter from it") that one or more shield counters on a permanent
    create; none for a destruction by a state-based action, nor for an indestructible permanent (it isn't
    destroyed, 702.12b).  No per-game guard: the test is one look-up in the counters of the one permanent the event
    names (no scan), as cheap as a guard would be; with no shield counter nothing changes."""
    oid = e.target[1] if isinstance(e, ev.Damage) else e.obj
    o = state.objects.get(oid)
    if o is None or o.zone != Zone.BATTLEFIELD or o.counters.get("shield", 0) <= 0:
        return []
    if isinstance(e, ev.Destroy) and (e.reason in _RULE_DESTRUCTIONS or "indestructible" in chars(state, oid).keywords):
        return []
    assert isinstance(oid, int)
    return [Replacement(f"shield_counter:{oid}", oid, state_name(state, oid), affected_player(state, e),
                        "shield_counter", prevention=isinstance(e, ev.Damage), rule="122.1c")]


def _shield_counter_key(oid: int) -> int:
    """The key under which a batch's tally (``spent``) marks that the shield counters of permanent ``oid`` have
    prevented damage in the batch (below object and shield ids, which are positive, and the library keys)."""
    return -(1_000_000 + oid)


def _shield_counter(state: "GameState", e: ev.Event, r: Replacement, spent: dict[int, int]) -> list[ev.Event]:
    """CR 122.1c: the damage is prevented, or the destruction doesn't happen; a shield counter is removed instead.
    Damage dealt to the permanent at the same time by several sources (combat damage from two blockers) meets one
    prevention effect once: all of it is prevented and one shield counter is removed."""
    assert r.source is not None
    if isinstance(e, ev.Damage):
        key = _shield_counter_key(r.source)
        if spent.get(key):
            return []
        spent[key] = 1
    return [ev.PutCounters(r.source, "shield", -1, rules=(r.rule,))]


def _dies_exile_shields(state: "GameState", e: ev.ZoneMove) -> list[Replacement]:
    """CR 614.1a, 700.4: the "if it would die this turn, exile it instead" effects of resolved spells and abilities
    waiting for ``e``'s permanent to die (be put into a graveyard from the battlefield; they apply all turn: the same
    object can't die twice)."""
    o = state.objects.get(e.obj)
    if o is None or o.zone != Zone.BATTLEFIELD:
        return []
    return [Replacement(f"shield:{s['id']}", s["source"], s["source_name"], affected_player(state, e), "dies_exile",
                        rule="614.1a")
            for s in state.shields if s.get("kind") == "dies_exile" and s["obj"] == e.obj]


@_apply("dies_exile")
def _dies_exile(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 614.1a: instead of dying, the creature is exiled."""
    assert isinstance(e, ev.ZoneMove)
    return [e.but(to=Zone.EXILE.value, position="top", rules=_citing(e, r.rule))]


@_apply("regenerate")
def _regenerate(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 701.19a: instead of being destroyed, the permanent is regenerated: its damage removed, removed from combat,
    tapped by its controller; the shield is used up."""
    assert isinstance(e, ev.Destroy)
    return [ev.Regenerated(e.obj, r.args["shield"], r.label, rules=(r.rule,)), ev.Tap(e.obj, rules=(r.rule,))]


@_apply("draw_shield")
def _draw_shield(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 614.1a / 614.11: instead of drawing, the player gains the life; the effect is used up."""
    player = r.args["player"]
    return [ev.ShieldUsed(r.args["shield"], r.label, player, rules=(r.rule,)),
            ev.LifeGain(player, r.args["life"], r.source, rules=(r.rule,))]


def _unspent(state: "GameState", cands: list[Replacement], spent: dict[int, int]) -> list[Replacement]:
    """CR 615.7: shields less what they prevent of the events decided together (performed together); "next
    time" effects and dredge cards not yet used in the batch, dredge only with enough cards left (702.52b)."""
    out: list[Replacement] = []
    for r in cands:
        if r.apply == "draw_shield" and spent.get(r.args["shield"]):
            continue        # CR 614.1a: "the next time" is once, even among draws performed together (614.11a)
        if r.apply == "dredge":
            # CR 702.52b: not with fewer than N cards left in the library; a card dredges once per batch
            cards = len(state.players[r.args["player"]].library) - spent.get(_library_key(r.args["player"]), 0)
            if r.args["n"] > cards or (r.source is not None and spent.get(r.source)):
                continue
        if r.args.get("once") and spent.get(r.args["shield"]):
            continue        # CR 615.7: "the next time" is one event, even among events decided together
        left = r.args.get("left") if r.apply == "shield" else None
        if left is not None and spent.get(r.args["shield"]):
            left -= spent[r.args["shield"]]
            if left <= 0:
                continue
            r = replace(r, args={**r.args, "left": left})
        out.append(r)
    return out


@_apply("shield")
def _shield(state: "GameState", e: ev.Event, r: Replacement) -> list[ev.Event]:
    """CR 615.7: the shield prevents that much of the damage (all of it with no amount); the rest is dealt."""
    assert isinstance(e, ev.Damage)
    left: int | None = r.args["left"]
    n = e.amount if left is None else min(left, e.amount)
    prevented = ev.DamagePrevented(e.source, e.target, n, r.args["shield"], r.label, rules=(r.rule,))
    return [prevented] + ([e.but(amount=e.amount - n)] if n < e.amount else [])


#: The static ability kinds whose replacement effects ``applicable`` reads from permanents (CR 614.1a), each
#: with the event types it can modify (``_static_applies`` looks at no other).
_STATIC_EVENTS: dict[str, tuple[type[ev.Event], ...]] = {
    INSTEAD_OF_GRAVEYARD: (ev.ZoneMove,), DOUBLE_DAMAGE: (ev.Damage,), REDIRECT_TO_ENCHANTED: (ev.Damage,),
    DOUBLE_TOKENS: (ev.CreateToken,), DOUBLE_COUNTERS: (ev.PutCounters, ev.ZoneMove, ev.CreateToken),
    MORE_COUNTERS: (ev.PutCounters, ev.ZoneMove, ev.CreateToken),
    DRAW_FROM_GRAVEYARD: (ev.Draw,),
    CREATURES_ENTER_AS_COPY: (ev.CreateToken, ev.ZoneMove), PERMANENTS_ENTER_TAPPED: (ev.CreateToken, ev.ZoneMove),
    PREVENT_DAMAGE: (ev.Damage,), LIFE_GAIN_DRAWS_INSTEAD: (ev.LifeGain,), PAY_LIFE_EXILES: (ev.LifeLoss,)}
_STATIC_REPLACEMENTS = tuple(_STATIC_EVENTS)
#: The event types the effects ``applicable`` gathers besides the static abilities' can modify: shields (615.7,
#: 614.11a), regeneration shields (701.19a), protection (702.16e), a permanent's own "enters" effects (614.12), flashback
#: (702.34a) and self-replacement (614.15).
_DIRECT_EVENTS: tuple[type[ev.Event], ...] = (ev.Damage, ev.Draw, ev.ZoneMove, ev.Destroy)
#: CR 614.1, 615.1: the event types some replacement or prevention effect can modify; no effect applies to
#: another event, so it is performed as proposed.
REPLACEABLE: tuple[type[ev.Event], ...] = tuple(
    dict.fromkeys(_DIRECT_EVENTS + tuple(t for ts in _STATIC_EVENTS.values() for t in ts)))
#: The rule of each static replacement kind, for the log (default 614.1a).
_STATIC_RULES = {REDIRECT_TO_ENCHANTED: "614.9", DOUBLE_TOKENS: "614.16", DOUBLE_COUNTERS: "614.16",
                 DRAW_FROM_GRAVEYARD: "614.11", CREATURES_ENTER_AS_COPY: "614.1d", PERMANENTS_ENTER_TAPPED: "614.1d",
                 PREVENT_DAMAGE: "615.1a"}


def _replacing_statics(state: "GameState") -> list[tuple[int, int, StaticAbility]]:
    """The permanents' static abilities that generate replacement effects, as they have them now
    (cached until the board or characteristics change)."""
    cache = state._board if state._board_version == state.board_version else state.board_cache()
    got = cache.get(("replacing_statics",))
    if got is None:
        got = cache[("replacing_statics",)] = [
            (oid, i, a) for oid in state.permanents()
            for i, a in enumerate(chars(state, oid).static)
            if a.kind in _STATIC_REPLACEMENTS and not a.args.get("this")] \
            if not static_kinds(state).isdisjoint(_STATIC_REPLACEMENTS) else []
    return list(got)


def _own_statics(state: "GameState", e: ev.Event) -> list[tuple[int, int, StaticAbility]]:
    """CR 113.6b: "If this would be put into a graveyard from anywhere" functions in every zone: it is read
    from the moving object itself, wherever it is."""
    if not isinstance(e, ev.ZoneMove) or e.to != Zone.GRAVEYARD.value or e.obj not in state.objects:
        return []
    return [(e.obj, i, a) for i, a in enumerate(chars(state, e.obj).static)
            if a.kind == INSTEAD_OF_GRAVEYARD and a.args.get("this")]


def _static_applies(state: "GameState", e: ev.Event, oid: int, ability: StaticAbility) -> bool:
    """Whether the replacement effect of ``ability`` (on permanent ``oid``) would modify ``e``."""
    if not isinstance(e, _STATIC_EVENTS[ability.kind]):
        return False
    args = ability.args
    controller = controller_of(state, oid)
    if ability.kind == INSTEAD_OF_GRAVEYARD:
        if not isinstance(e, ev.ZoneMove) or e.to != Zone.GRAVEYARD.value or e.obj not in state.objects:
            return False
        o = state.objects[e.obj]
        if (args.get("this") and e.obj != oid) or (args.get("cards_only") and o.is_token):
            return False
        if args.get("dies"):
            # CR 700.4: "dies" is put into a graveyard from the battlefield; an opponent *controls* the creature
            if o.zone != Zone.BATTLEFIELD or "Creature" not in chars(state, e.obj).types:
                return False
            return not (args.get("opponents") and controller_of(state, e.obj) == controller)
        if args.get("yours") and o.owner != controller:
            return False        # "put into your graveyard"
        return not (args.get("opponents") and o.owner == controller)
    if ability.kind == REDIRECT_TO_ENCHANTED:
        # CR 614.9: a redirection to a permanent no longer on the battlefield or no longer a creature does
        # nothing; with no damage there is nothing to redirect (614.7a)
        host = state.objects[oid].attached_to
        return (isinstance(e, ev.Damage) and e.amount > 0 and e.target == ("p", controller) and host is not None
                and host in state.objects and state.objects[host].zone == Zone.BATTLEFIELD
                and "Creature" in chars(state, host).types)
    if ability.kind == CREATURES_ENTER_AS_COPY:
        # CR 614.12: the entering object (or the token whose entering a creation contains, 616.1g) as it would
        # exist on the battlefield, with the copy effects already applied to its entering (616.1f, 707.9e); a
        # permanent doesn't enter as a copy of itself
        if not isinstance(e, (ev.ZoneMove, ev.CreateToken)) or (isinstance(e, ev.ZoneMove) and e.obj == oid):
            return False
        card = entering_card(state, e)
        return (card is not None and e.copy_of != oid and "Creature" in card.types
                and entering_controller(state, e) == controller)
    if ability.kind == PERMANENTS_ENTER_TAPPED:
        # CR 614.12 example: it doesn't affect itself (it isn't on the battlefield as it enters)
        if isinstance(e, ev.CreateToken):
            return e.amount > 0 and not e.tapped
        return (isinstance(e, ev.ZoneMove) and e.to == Zone.BATTLEFIELD.value and e.obj != oid
                and e.obj in state.objects and not e.tapped)
    if ability.kind == DRAW_FROM_GRAVEYARD:
        return isinstance(e, ev.Draw) and e.player == controller    # CR 614.11: even from an empty library
    if ability.kind == PAY_LIFE_EXILES:
        # CR 119.4 / 614.1a: a payment of life (not any loss), counting the library as it is (614.13c)
        return isinstance(e, ev.LifeLoss) and e.paid and e.amount > 0 and e.player == controller \
            and len(state.players[controller].library) >= e.amount
    if ability.kind == LIFE_GAIN_DRAWS_INSTEAD:
        # CR 119.7: a replacement of a life gain does nothing to a player who can't gain life
        return isinstance(e, ev.LifeGain) and e.player == controller and e.amount > 0 \
            and can_gain_life(state, e.player)
    if ability.kind == DOUBLE_TOKENS:
        return isinstance(e, ev.CreateToken) and e.amount > 0 and e.controller == controller
    if ability.kind == DOUBLE_COUNTERS and isinstance(e, (ev.ZoneMove, ev.CreateToken)):
        # CR 122.6: the counters a permanent of yours enters with (614.12: as it would exist there)
        return bool(e.counters or e.copy_counters) and entering_card(state, e) is not None \
            and entering_controller(state, e) == controller
    if ability.kind == MORE_COUNTERS:
        return _more_counters_apply(state, e, str(args["counter"]), controller)
    if ability.kind == DOUBLE_COUNTERS:
        return (isinstance(e, ev.PutCounters) and e.by_effect and e.amount > 0 and e.obj in state.objects
                and state.objects[e.obj].zone == Zone.BATTLEFIELD and controller_of(state, e.obj) == controller)
    if ability.kind == DOUBLE_DAMAGE:
        if not isinstance(e, ev.Damage) or e.amount <= 0:       # CR 614.7a: no damage, nothing to double
            return False
        sources: Filter | None = args.get("sources")
        if sources is None or sources.is_empty():
            return True
        src = _source_chars(state, e.source)
        return src is not None and fits(state, e.source, src, sources, oid, controller)
    if ability.kind == PREVENT_DAMAGE:
        return isinstance(e, ev.Damage) and _prevents(state, e, oid, args)
    return False


def _more_counters_apply(state: "GameState", e: ev.Event, kind: str, controller: int) -> bool:
    """CR 614.1a / 122.6: whether counters of ``kind`` would be put on a creature ``controller`` controls (put by
    anything, a cost too), or a creature of theirs would enter with some (614.12: as it would exist there)."""
    if isinstance(e, (ev.ZoneMove, ev.CreateToken)):
        card = entering_card(state, e)
        return (card is not None and "Creature" in card.types and entering_controller(state, e) == controller
                and (dict(e.counters).get(kind, 0) > 0 or dict(e.copy_counters).get(kind, 0) > 0))
    return (isinstance(e, ev.PutCounters) and e.counter == kind and e.amount > 0 and e.obj in state.objects
            and state.objects[e.obj].zone == Zone.BATTLEFIELD and chars(state, e.obj).creature
            and controller_of(state, e.obj) == controller)


def _prevents(state: "GameState", e: ev.Damage, oid: int, args: Any) -> bool:
    """CR 615.1a: whether "prevent all [combat] damage that would be dealt to and/or dealt by" what the
    ability of ``oid`` affects (itself, the permanent it enchants or equips, 303.4m, or each permanent matching
    a filter) covers ``e``."""
    if e.amount <= 0 or (args.get("combat") and not e.combat):
        return False
    ref = args.get("affects")
    name = getattr(ref, "name", "self")

    def affected(obj: int) -> bool:
        if name in ("enchanted", "equipped"):
            return obj == state.objects[oid].attached_to
        if name == "each":
            c = _source_chars(state, obj)
            return c is not None and fits(state, obj, c, ref.filter or Filter(), oid, controller_of(state, oid))
        return obj == oid

    return bool((args.get("to") and e.target[0] == "o" and affected(e.target[1]))
                or (args.get("by") and affected(e.source)))


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


def _who_chose(state: "GameState", e: ev.Event, chooser: int) -> str:
    """CR 616.1: the chooser and why: "alice (owner of Progenitus)", "bob (the affected player)"."""
    name = state.players[chooser].name
    obj = e.obj if isinstance(e, ev.ZoneMove) else e.target[1] if isinstance(e, ev.Damage) and e.target[0] == "o" \
        else None
    if obj is None or obj not in state.objects:
        return f"{name} (the affected player)"
    relation = "controller" if state.objects[obj].zone == Zone.BATTLEFIELD else "owner"
    return f"{name} ({relation} of {state_name(state, obj)})"


#: CR 616.1g: the replacement effects that modify the creation of tokens itself, chosen before the effects on
#: the enters events it contains.
_CONTAINING = frozenset({DOUBLE_TOKENS})


def replace_event(state: "GameState", e: ev.Event, ask: "Asker", spent: dict[int, int] | None = None,
                  *, made_by_another: bool = False) -> list[ev.Event]:
    """CR 616.1: apply replacement and prevention effects to ``e``; returns what happens instead.  ``spent``
    tallies what shields prevent among events decided together (they are performed together);
    ``made_by_another``: ``e`` is an event of another kind that a replacement effect put instead of the original,
    so the effects applying to it became applicable because of that one (616.2, cited in the log)."""
    spent = {} if spent is None else spent
    cands = _unspent(state, [r for r in applicable(state, e) if r.id not in e.applied], spent)
    if not cands:
        if isinstance(e, ev.Draw):
            spent[_library_key(e.player)] = spent.get(_library_key(e.player), 0) + 1   # it takes a card
        return [e]
    rule = "616.1e"
    if isinstance(e, ev.CreateToken):
        containing = [r for r in cands if r.apply in _CONTAINING]
        if containing:
            if len(containing) < len(cands):
                rule = "616.1g"     # effects on the contained enters events wait
            cands = containing      # CR 616.1g: the creation's effects before its contained enters events'
        elif e.amount > 1:
            # CR 616.1g: each token's entering is its own contained event; they are considered one by one
            one = e.but(amount=1)
            return [x for _ in range(e.amount) for x in replace_event(state, one, ask, spent)]
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
    chose = f"{_who_chose(state, e, chosen.chooser)} chose {chosen.label}'s effect to apply first: " \
        if len(cands) > 1 else ""
    if chosen.optional and not _accepted(chosen, ask):
        # Declined: the event goes on unmodified by it; the other effects are considered again (616.1f).
        note = ev.Note(f"{state.players[chosen.chooser].name} chose not to apply {chosen.label}'s effect",
                       rules=(rule,), applied=applied)
        return [note, *replace_event(state, e.but(applied=applied), ask, spent)]
    if chosen.apply == "enters_as_copy":
        results = _enters_as_copy(state, e, chosen, ask)
    elif chosen.apply in ENTERING:
        results = apply_entering(state, e, chosen.apply, chosen.args, ask, spent)
    elif chosen.apply == "dredge":
        results = _dredge(state, e, chosen, spent)
    elif chosen.apply == PAY_LIFE_EXILES:
        results = _exile_instead_of_paying(state, e, chosen, spent)
    elif chosen.apply == DRAW_FROM_GRAVEYARD:
        results = _draw_from_graveyard(state, e, chosen, ask, spent)
    elif chosen.apply == "shield_counter":
        results = _shield_counter(state, e, chosen, spent)
    else:
        results = APPLY[chosen.apply](state, e, chosen)
    for r in results:
        if isinstance(r, ev.DamagePrevented):
            spent[r.shield] = spent.get(r.shield, 0) + r.amount
        elif isinstance(r, (ev.ShieldUsed, ev.Regenerated)):
            spent[r.shield] = 1
    verb = "prevented" if chosen.prevention else "replaced"
    cited = (rule, chosen.rule, "616.2") if made_by_another else (rule, chosen.rule)
    note = ev.Note(f"{chose}{chosen.label}: {e.kind} {verb}", rules=tuple(dict.fromkeys(cited)), applied=applied)
    out: list[ev.Event] = [note]
    for ne in results:      # CR 616.1f; 616.2 for an event of another kind put instead
        out.extend(replace_event(state, ne.but(applied=applied), ask, spent,
                                 made_by_another=made_by_another or type(ne) is not type(e)))
    return out
