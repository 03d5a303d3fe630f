"""Each kind of event put into words once, for a viewer.

``phrase(state, event, viewer)`` is the sentence for one recorded event
(``manastack.events``).  The viewer is a player index or None:

* None is the omniscient reader of the judge's explained log: every event, every
  name, in the third person (``alice draws a card``), with the rule numbers;
* a player reads their own log (the terminal's): what they may not see stays hidden
  (an opponent's drawn card or the cards they put back are "a card", CR 400.2), they
  are spoken to (``You draw a card``, ``bob draws a card``), and bookkeeping the board
  already shows is left out (mana abilities, the untap step, a step beginning): the
  phrase is then None.

A phrase is a :class:`Phrase`, a sentence of text and :class:`~manastack.view.names.Mention`
parts, so that a renderer can point at the players and objects it names.  Each event
class has its function, registered with :func:`phrase_of` (a test checks that every
event class has one).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, TypeVar, Union

from manastack import events as ev
from manastack.core.mana import COLOR_NAMES
from manastack.rules.restricted_mana import kind_note
from manastack.view.names import Mention, NameBook, Namer, zone_is_open_to

if TYPE_CHECKING:
    from manastack.state import GameState

Part = Union[str, Mention]
E = TypeVar("E", bound=ev.Event)
PhraseFn = Callable[[Namer, E], "Phrase | None"]

_NUMBER_WORDS = ("no", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
#: Descriptions of effects are written for one object: their verb for several.
_PLURAL = {"gets": "get", "gains": "gain", "loses": "lose", "has": "have", "is": "are"}
_UNTIL = {"end_of_turn": " until end of turn", "end_of_combat": " until end of combat"}


@dataclass(frozen=True, slots=True)
class Phrase:
    """One event in words: ``parts`` read in order; ``rules`` the rule numbers behind it.

    ``once``: a repeat of this sentence tells nothing new, so repeats in a row are
    written once without a count.
    """

    parts: tuple[Part, ...]
    rules: tuple[str, ...] = ()
    once: bool = False

    def _render(self, tags: bool) -> str:
        text = "".join(str(p) if tags or not isinstance(p, Mention) else p.text for p in self.parts)
        first = self.parts[0] if self.parts else ""
        if isinstance(first, Mention) and first.described and text:
            text = text[0].upper() + text[1:]
        return text

    @property
    def text(self) -> str:
        """The sentence, ids shown where names are ambiguous (``Grizzly Bears (#12) dies``)."""
        return self._render(True)

    @property
    def plain(self) -> str:
        """The sentence with names only (what several similar sentences in a row have in common)."""
        return self._render(False)

    def line(self, tags: bool = True) -> str:
        """``RULES: text``, the rule numbers first, as the explained log shows it (``tags``: ids shown)."""
        text = self._render(tags)
        rules = ", ".join(r for r in self.rules if r)
        return f"{rules}: {text}" if rules else text

    def mentions(self) -> tuple[Mention, ...]:
        return tuple(p for p in self.parts if isinstance(p, Mention))


PHRASES: dict[type[ev.Event], Callable[[Namer, Any], "Phrase | None"]] = {}


def phrase_of(kind: type[E]) -> Callable[[PhraseFn[E]], PhraseFn[E]]:
    """Register the function that puts events of class ``kind`` into words."""

    def deco(fn: PhraseFn[E]) -> PhraseFn[E]:
        PHRASES[kind] = fn
        return fn

    return deco


def phrase(state: "GameState", event: ev.Event, viewer: int | None = None,
           book: NameBook | None = None) -> Phrase | None:
    """``event`` in words for ``viewer`` (None: omniscient); None if that viewer's log leaves it out."""
    return phrase_in(Namer(state, viewer, book), event)


def phrase_in(n: Namer, event: ev.Event) -> Phrase | None:
    """``event`` in words with the names of ``n`` (one :class:`Namer` serves a batch of events)."""
    fn = PHRASES.get(type(event))
    if fn is None:
        return Phrase((event.kind,), event.rules)
    return fn(n, event)


# --- building sentences ---------------------------------------------------------------

def _say(e: ev.Event, *parts: Part | None, once: bool = False) -> Phrase:
    return Phrase(tuple(p for p in parts if p), e.rules, once)


def _does(n: Namer, player: int | None, verb: str, third: str | None = None) -> tuple[Mention, str]:
    """``you draw`` / ``bob draws``: the subject and the verb agreeing with it."""
    who = n.player(player)
    return who, " " + (verb if player is not None and player == n.viewer else third or verb + "s")


def _count(amount: int, noun: str) -> str:
    """``a +1/+1 counter``, ``an age counter``, ``two +1/+1 counters``."""
    word = _NUMBER_WORDS[amount] if 0 <= amount < len(_NUMBER_WORDS) else str(amount)
    if word == "a" and noun[:1].lower() in "aeiou":
        word = "an"
    return f"{word} {noun}" + ("" if amount == 1 else "s")


def _listing(mentions: list[Mention], empty: str = "nothing") -> tuple[Part, ...]:
    """``A, B and C`` as parts."""
    if not mentions:
        return (empty,)
    out: list[Part] = []
    for i, m in enumerate(mentions):
        if i:
            out.append(" and " if i == len(mentions) - 1 else ", ")
        out.append(m)
    return tuple(out)


def _targets(n: Namer, targets: tuple[tuple[str, int], ...]) -> tuple[Part, ...]:
    if not targets:
        return ()
    out: list[Part] = [" targeting "]
    for i, t in enumerate(targets):
        if i:
            out.append(", ")
        out.append(n.ref(t))
    return tuple(out)


def _source(n: Namer, source: int | None) -> tuple[Part, ...]:
    """`` from Lightning Bolt``: where a gain or loss of life or mana comes from."""
    return () if source is None else (" from ", n.obj(source))


def _zone(n: Namer, zone: str, owner: int | None) -> str:
    if zone in ("hand", "library", "graveyard"):
        return f"{n.whose(owner)} {zone}"
    return "exile" if zone == "exile" else f"the {zone}"


def _mana(mana: tuple[tuple[str, int], ...]) -> str:
    """``{R}{R}``, ``{G} (snow)``, ``{G} (restricted)`` (CR 106.6: "spend this mana only to ..."), ``{R} (until end
    of combat)`` (kept as steps end: 702.189a firebending; 106.4a "until end of turn")."""
    out = []
    for kind, count in mana:
        base, note = kind.split("|", 1)[0], kind_note(kind)
        symbol = "{" + base.rstrip("*") + "}"
        out.append(symbol * count + (" (snow)" if base.endswith("*") else "") + (f" ({note})" if note else ""))
    return "".join(out) or "no mana"


# --- the events -----------------------------------------------------------------------

@phrase_of(ev.ZoneMove)
def _zone_move(n: Namer, e: ev.ZoneMove) -> Phrase | None:  # noqa: C901 (one case per kind of move)
    """CR 400.7: where the object went, and why.  Its name shows if the viewer sees it where it was or goes."""
    k = n.known(e.obj)
    frm = k.zone if k is not None else ""
    owner = k.owner if k is not None else None
    it = n.obj(e.obj, seen=zone_is_open_to(e.to, owner, n.viewer))
    by = e.by if e.by is not None else owner
    to, cause = e.to, e.cause
    whose = n.whose(owner)
    if to == "battlefield":
        if cause == "play":
            return _say(e, *_does(n, by, "play"), " ", it)
        ctrl = e.controller if e.controller is not None else (k.controller if k is not None else None)
        under = f" under {n.whose(ctrl)} control" if ctrl is not None and k is not None and ctrl != k.owner else ""
        copy = ("", " as a copy of ", n.obj(e.copy_of)) if e.copy_of is not None else ()   # CR 707.5
        host = (" attached to ", n.obj(e.attach_to)) if e.attach_to is not None else \
            (" attached to ", n.player(e.enchant_player)) if e.enchant_player is not None else ()
        # CR 508.4: put onto the battlefield attacking (ninjutsu, 702.49c)
        attacking = () if e.attacking is None else (" and attacking ", n.player(e.attacking[1])) \
            if e.attacking[0] == "p" else (" and attacking ", n.obj(e.attacking[1]))
        return _say(e, it, " enters the battlefield", under, " tapped" if e.tapped else "", *attacking, *copy, *host,
                    _entering(n, e))
    if to == "graveyard":
        if cause in ("discard", "sacrifice"):
            return _say(e, *_does(n, by, cause), " ", it)
        if cause == "mill":
            return _say(e, *_does(n, owner, "mill"), " ", it)
        if cause == "counter":
            if k is not None and k.ability:
                return _say(e, it, " is countered and ceases to exist")   # CR 701.6a
            return _say(e, it, f" is countered and put into {whose} graveyard")
        if cause in ("fizzle", "resolve") or (cause == "destroy" and frm == "battlefield"):
            if not n.full:
                return None   # a Note, the spell's effects or the Destroy event say it
        if cause == "fizzle":
            return _say(e, it, f" is removed from the stack and put into {whose} graveyard")
        if cause == "resolve":
            return _say(e, it, f" is put into {whose} graveyard as it finishes resolving")
        if frm == "battlefield":
            return _say(e, it, f" is put into {whose} graveyard from the battlefield")
    if to == "hand" and frm == "battlefield":
        return _say(e, it, f" returns to {whose} hand")
    if to == "exile" and e.foretold:     # CR 702.143a: exiled face down; only its owner sees what it is
        return _say(e, *_does(n, by, "foretell"), " ", n.obj(e.obj, seen=n.full or n.viewer == owner))
    if to == "exile":
        return _say(e, it, " is exiled", f" from {_zone(n, frm, owner)}" if frm else "")
    if to == "library":
        their = n.their(owner)
        if cause == "mulligan" and e.position == "bottom":
            return _say(e, *_does(n, owner, "put"), " ", it, f" on the bottom of {their} library")
        if cause == "mulligan":
            if n.full:
                return _say(e, *_does(n, owner, "put"), " ", it, f" into {their} library (mulligan)")
            return _say(e, *_does(n, owner, "put"), f" {their} hand into {their} library (mulligan)", once=True)
        where = "bottom" if e.position == "bottom" else "top"
        return _say(e, it, f" is put on the {where} of {whose} library")
    src = f" from {_zone(n, frm, owner)}" if frm else ""
    return _say(e, it, f" moves{src} to {_zone(n, to, owner)}")


@phrase_of(ev.Draw)
def _draw(n: Namer, e: ev.Draw) -> Phrase:
    """CR 121.1."""
    return _say(e, *_does(n, e.player, "draw"), " a card")


@phrase_of(ev.Damage)
def _damage(n: Namer, e: ev.Damage) -> Phrase:
    """CR 120.1."""
    return _say(e, n.obj(e.source), f" deals {e.amount} {'combat ' if e.combat else ''}damage to ", n.ref(e.target))


@phrase_of(ev.PreventionBegins)
def _prevention_begins(n: Namer, e: ev.PreventionBegins) -> Phrase:
    """CR 615.7: ``Healing Salve: the next 3 damage that would be dealt to bob this turn will be prevented``."""
    source: Part = n.obj(e.source) if n.known(e.source) is not None else e.source_name
    if e.from_source is not None:
        to_whom: tuple[Part, ...] = (" to ", n.ref(e.to)) if e.to is not None else ()
        return _say(e, source, ": the next time ", n.obj(e.from_source), " would deal damage", *to_whom,
                    " this turn, that damage will be prevented")
    how = "all " if e.amount is None else f"the next {e.amount} "
    kind = "combat damage" if e.combat else "damage"
    to: tuple[Part, ...] = (" to ", n.ref(e.to)) if e.to is not None else ()
    by = f" by {' or '.join(t.lower() + 's' for t in e.by_types)}" if e.by_types else ""
    return _say(e, source, f": {how}{kind} that would be dealt", *to, f"{by} this turn will be prevented")


@phrase_of(ev.DamagePrevented)
def _damage_prevented(n: Namer, e: ev.DamagePrevented) -> Phrase:
    """CR 615.1a: ``Fog prevents 2 damage from Grizzly Bears to bob``."""
    return _say(e, e.shield_name, f" prevents {e.amount} damage from ", n.obj(e.source), " to ", n.ref(e.target))


@phrase_of(ev.DrawReplacementBegins)
def _draw_replacement_begins(n: Namer, e: ev.DrawReplacementBegins) -> Phrase:
    """CR 614.1a: ``Words of Worship: the next time alice would draw a card this turn, alice gains 5 life instead``."""
    source: Part = n.obj(e.source) if n.known(e.source) is not None else e.source_name
    return _say(e, source, ": the next time ", n.player(e.player), " would draw a card this turn, ",
                *_does(n, e.player, "gain"), f" {e.life} life instead")


@phrase_of(ev.EnterControlBegins)
def _enter_control_begins(n: Namer, e: ev.EnterControlBegins) -> Phrase:
    """CR 616.1b: ``Gather Specimens: this turn, creatures that would enter under an opponent of alice's control
    enter under alice's control instead``."""
    source: Part = n.obj(e.source) if n.known(e.source) is not None else e.source_name
    return _say(e, source, ": this turn, a creature that would enter under the control of an opponent of ",
                n.player(e.controller), " enters under ", n.whose(e.controller), " control instead")


@phrase_of(ev.SkipBegins)
def _skip_begins(n: Namer, e: ev.SkipBegins) -> Phrase:
    """CR 614.10: ``Fatigue: bob will skip their next draw step``."""
    source: Part = n.obj(e.source) if n.known(e.source) is not None else e.source_name
    return _say(e, source, ": ", n.player(e.player), f" will skip {n.their(e.player)} next "
                f"{e.step.replace('_', ' ')} step")


@phrase_of(ev.NoUntapBegins)
def _no_untap_begins(n: Namer, e: ev.NoUntapBegins) -> Phrase:
    """CR 502.3: ``Frost Breath: Grizzly Bears won't untap during its controller's next untap step``."""
    source: Part = n.obj(e.source) if n.known(e.source) is not None else e.source_name
    return _say(e, source, ": ", n.obj(e.obj), " won't untap during its controller's next untap step")


@phrase_of(ev.ShieldUsed)
def _shield_used(n: Namer, e: ev.ShieldUsed) -> Phrase:
    """CR 614.1a: ``Words of Worship's effect replaces alice's draw``, ``Fatigue's effect replaces bob's draw step``."""
    return _say(e, f"{e.shield_name}'s effect replaces {n.whose(e.player)} {e.replaced}")


@phrase_of(ev.DiesExileBegins)
def _dies_exile_begins(n: Namer, e: ev.DiesExileBegins) -> Phrase:
    """CR 614.1a: ``Carbonize: if Grizzly Bears would die this turn, it is exiled instead``."""
    source: Part = n.obj(e.source) if n.known(e.source) is not None else e.source_name
    return _say(e, source, ": if ", n.obj(e.obj), " would die this turn, it is exiled instead")


@phrase_of(ev.RegenerationBegins)
def _regeneration_begins(n: Namer, e: ev.RegenerationBegins) -> Phrase:
    """CR 701.19a: ``Drudge Skeletons: the next time Drudge Skeletons would be destroyed this turn, it regenerates``."""
    source: Part = n.obj(e.source) if n.known(e.source) is not None else e.source_name
    return _say(e, source, ": the next time ", n.obj(e.obj), " would be destroyed this turn, it regenerates")


@phrase_of(ev.Regenerated)
def _regenerated(n: Namer, e: ev.Regenerated) -> Phrase:
    """CR 701.19a: ``Drudge Skeletons regenerates: instead of being destroyed, its damage is removed and it is
    removed from combat``."""
    return _say(e, n.obj(e.obj), " regenerates (", e.shield_name, "): instead of being destroyed, its damage is "
                "removed and it is removed from combat")


@phrase_of(ev.LifeGain)
def _life_gain(n: Namer, e: ev.LifeGain) -> Phrase:
    """CR 119.3."""
    return _say(e, *_does(n, e.player, "gain"), f" {e.amount} life", *_source(n, e.source))


@phrase_of(ev.LifeLoss)
def _life_loss(n: Namer, e: ev.LifeLoss) -> Phrase:
    """CR 119.3 / 120.3a."""
    return _say(e, *_does(n, e.player, "lose"), f" {e.amount} life", *_source(n, e.source))


@phrase_of(ev.Tap)
def _tap(n: Namer, e: ev.Tap) -> Phrase | None:
    """CR 701.26a.  A player's log leaves out taps to pay costs and to attack (508.1f): other lines say them."""
    if not n.full and (e.for_cost or "508.1f" in e.rules):
        return None
    return _say(e, n.obj(e.obj), " becomes tapped", " (to pay a cost)" if e.for_cost else "")


@phrase_of(ev.Untap)
def _untap(n: Namer, e: ev.Untap) -> Phrase | None:
    """CR 701.26b.  A player's log leaves out the untap step's untapping (502.3)."""
    if not n.full and any(r.startswith("502") for r in e.rules):
        return None
    return _say(e, n.obj(e.obj), " untaps")


@phrase_of(ev.ManaSpent)
def _mana_spent(n: Namer, e: ev.ManaSpent) -> Phrase:
    """CR 601.2h: ``alice spends {U}{U} from their mana pool``."""
    mana = "".join(f"{{{k.split('|', 1)[0].rstrip('*')}}}" * v for k, v in e.mana)     # CR 106.6: restricted too
    return _say(e, *_does(n, e.player, "spend"), f" {mana} from {n.their(e.player)} mana pool")


@phrase_of(ev.PhasesOut)
def _phases_out(n: Namer, e: ev.PhasesOut) -> Phrase:
    """CR 702.26b, 702.26g: ``Breezekeeper phases out``; ``Pacifism phases out with it (indirectly)``."""
    return _say(e, n.obj(e.obj), " phases out", " indirectly, with what it is attached to" if e.indirectly else "")


@phrase_of(ev.PhasesIn)
def _phases_in(n: Namer, e: ev.PhasesIn) -> Phrase:
    """CR 702.26c: ``Breezekeeper phases in``."""
    return _say(e, n.obj(e.obj), " phases in")


@phrase_of(ev.Transform)
def _transform(n: Namer, e: ev.Transform) -> Phrase:
    """CR 701.27a: ``Ulvenwald Oddity transforms`` (named as it was before)."""
    return _say(e, n.obj(e.obj), " transforms")


@phrase_of(ev.DayNight)
def _day_night(n: Namer, e: ev.DayNight) -> Phrase:
    """CR 731.1: ``it becomes night``."""
    return _say(e, f"it becomes {e.to}")


@phrase_of(ev.BecomesSaddled)
def _becomes_saddled(n: Namer, e: ev.BecomesSaddled) -> Phrase:
    """CR 702.171b: ``Brightfield Mustang becomes saddled``."""
    return _say(e, n.obj(e.obj), " becomes saddled")


@phrase_of(ev.SpeedIncreases)
def _speed_increases(n: Namer, e: ev.SpeedIncreases) -> Phrase:
    """CR 702.179c-d: ``alice's speed increases by 1`` (``your speed ...`` for the viewer)."""
    if e.player == n.viewer:
        return _say(e, f"your speed increases by {e.amount}")
    return _say(e, n.player(e.player), f"'s speed increases by {e.amount}")


@phrase_of(ev.BecomesMonarch)
def _becomes_monarch(n: Namer, e: ev.BecomesMonarch) -> Phrase:
    """CR 725.3: ``alice becomes the monarch``."""
    return _say(e, *_does(n, e.player, "become"), " the monarch")


@phrase_of(ev.GetsCitysBlessing)
def _gets_citys_blessing(n: Namer, e: ev.GetsCitysBlessing) -> Phrase:
    """CR 702.131c: ``alice gets the city's blessing``."""
    return _say(e, *_does(n, e.player, "get"), " the city's blessing")


@phrase_of(ev.Exploits)
def _exploits(n: Namer, e: ev.Exploits) -> Phrase:
    """CR 702.110b: ``Sidisi's Faithful exploits Grizzly Bears``."""
    return _say(e, n.obj(e.obj), " exploits ", n.obj(e.exploited))


@phrase_of(ev.Enlists)
def _enlists(n: Namer, e: ev.Enlists) -> Phrase:
    """CR 702.154c: ``Coalition Skyknight enlists Grizzly Bears``."""
    return _say(e, n.obj(e.attacker), " enlists ", n.obj(e.obj))


@phrase_of(ev.Paired)
def _paired(n: Namer, e: ev.Paired) -> Phrase:
    """CR 702.95a: ``Wingcrafter is paired with Grizzly Bears``."""
    return _say(e, n.obj(e.obj), " is paired with ", n.obj(e.other))


@phrase_of(ev.Unpaired)
def _unpaired(n: Namer, e: ev.Unpaired) -> Phrase:
    """CR 702.95e: ``Wingcrafter and Grizzly Bears are no longer paired``."""
    return _say(e, n.obj(e.obj), " and ", n.obj(e.other), " are no longer paired")


@phrase_of(ev.ExtraTurn)
def _extra_turn(n: Namer, e: ev.ExtraTurn) -> Phrase:
    """CR 500.7: ``alice will take an extra turn after this one``."""
    return _say(e, n.player(e.player), " will take an extra turn after this one")


@phrase_of(ev.RingTempts)
def _ring_tempts(n: Namer, e: ev.RingTempts) -> Phrase:
    """CR 701.54a: ``the Ring tempts alice: Frodo Baggins is her Ring-bearer``."""
    if e.bearer is None:
        return _say(e, "the Ring tempts ", n.player(e.player), " (no creature to be the Ring-bearer)")
    return _say(e, "the Ring tempts ", n.player(e.player), ": ", n.obj(e.bearer), " is the Ring-bearer")


@phrase_of(ev.Flip)
def _flip(n: Namer, e: ev.Flip) -> Phrase:
    """CR 710.2: ``Kitsune Mystic flips`` (named as it was before)."""
    return _say(e, n.obj(e.obj), " flips")


@phrase_of(ev.BecomesRenowned)
def _becomes_renowned(n: Namer, e: ev.BecomesRenowned) -> Phrase:
    """CR 702.112b: ``Topan Freeblade becomes renowned``."""
    return _say(e, n.obj(e.obj), " becomes renowned")


@phrase_of(ev.BecomesMonstrous)
def _becomes_monstrous(n: Namer, e: ev.BecomesMonstrous) -> Phrase:
    """CR 701.37b: ``Stormbreath Dragon becomes monstrous``."""
    return _say(e, n.obj(e.obj), " becomes monstrous")


@phrase_of(ev.Exerted)
def _exerted(n: Namer, e: ev.Exerted) -> Phrase:
    """CR 701.43a: ``alice exerts Glorybringer``."""
    return _say(e, n.player(e.player), " exerts ", n.obj(e.obj))


@phrase_of(ev.DamageRemoved)
def _damage_removed(n: Namer, e: ev.DamageRemoved) -> Phrase:
    """CR 702.89a: ``all damage is removed from Grizzly Bears``."""
    return _say(e, "all damage is removed from ", n.obj(e.obj))


@phrase_of(ev.TurnFaceUp)
def _turn_face_up(n: Namer, e: ev.TurnFaceUp) -> Phrase:
    """CR 702.37e: ``alice turns a face-down creature face up`` (named as it was before)."""
    return _say(e, *_does(n, e.player, "turn"), " ", n.obj(e.obj), " face up")


@phrase_of(ev.PutCounters)
def _counters(n: Namer, e: ev.PutCounters) -> Phrase:
    """CR 122.1."""
    if e.amount >= 0:
        return _say(e, n.obj(e.obj), f" gets {_count(e.amount, e.counter + ' counter')}")
    return _say(e, n.obj(e.obj), f" loses {_count(-e.amount, e.counter + ' counter')}")


@phrase_of(ev.PlayerCounters)
def _player_counters(n: Namer, e: ev.PlayerCounters) -> Phrase:
    """CR 122.1: ``alice gets 2 energy counters``."""
    if e.amount >= 0:
        return _say(e, *_does(n, e.player, "get"), f" {_count(e.amount, e.counter + ' counter')}")
    return _say(e, *_does(n, e.player, "lose"), f" {_count(-e.amount, e.counter + ' counter')}")


@phrase_of(ev.CoinFlip)
def _coin_flip(n: Namer, e: ev.CoinFlip) -> Phrase:
    """CR 705.1: ``alice flips a coin and wins the flip``."""
    you = e.player == n.viewer
    result = ("win" if you else "wins") if e.won else ("lose" if you else "loses")
    return _say(e, *_does(n, e.player, "flip"), f" a coin and {result} the flip")


@phrase_of(ev.SpellCopied)
def _spell_copied(n: Namer, e: ev.SpellCopied) -> Phrase:
    """CR 707.10: ``alice puts a copy of Emerald Charm onto the stack``."""
    d = n.state.token_defs.get(e.token)
    return _say(e, *_does(n, e.controller, "put"), f" a copy of {d.name if d is not None else 'a spell'} onto the stack")


@phrase_of(ev.CreateToken)
def _create_token(n: Namer, e: ev.CreateToken) -> Phrase:
    """CR 111.1: ``bob creates two 1/1 Soldier tokens``."""
    d = n.state.token_defs.get(e.token)
    if d is not None and e.transformed and d.back is not None:
        d = d.back                      # CR 707.8a: a double-faced token entering with its back face up
    name = d.name if d is not None else "token"
    if name.lower().endswith(" token"):
        name = name[: -len(" token")]
    pt = f"{d.power}/{d.toughness} " if d is not None and d.power is not None else ""
    copy: tuple[Part, ...] = (" that enters as a copy of ", n.obj(e.copy_of)) if e.copy_of is not None else ()
    tapped = "tapped " if e.tapped else ""
    under = f" under {n.whose(e.under)} control" if e.under is not None and e.under != e.controller else ""
    attacking = " attacking" if e.attacking else ""     # CR 508.4: "tapped and attacking"
    return _say(e, *_does(n, e.controller, "create"), " ", _count(e.amount, f"{tapped}{pt}{name} token"), *copy,
                under, attacking, _entering(n, e))


def _entering(n: Namer, e: ev.ZoneMove | ev.CreateToken) -> str:
    """CR 614.1c / 614.12a / 616.1d: how it enters besides: `` with three +1/+1 counters, back face up (red
    chosen)``."""
    counts = dict(e.counters)
    for k, v in e.copy_counters:
        counts[k] = counts.get(k, 0) + v
    parts = [_count(v, f"{k} counter") for k, v in counts.items() if v > 0]
    words = (" with " + " and ".join(parts)) if parts else ""
    if isinstance(e, ev.ZoneMove) and e.transformed:
        words += " back face up"
    shown = [choice_text(n.state, k, v) for k, v in e.choices]
    return words + (f" ({', '.join(shown)})" if shown else "")


def choice_text(state: "GameState", kind: str, value: str | int) -> str:
    """One "as this enters" choice (CR 614.12a), in words: ``red chosen``, ``bob chosen``, ``devoured 2``."""
    if kind == "color":
        return f"{COLOR_NAMES.get(str(value), value)} chosen"
    if kind == "opponent" and isinstance(value, int) and 0 <= value < len(state.players):
        return f"{state.players[value].name} chosen"
    if kind in ("exiled_power", "exiled_toughness", "devoured"):
        return f"{kind.replace('_', ' ')} {value}"
    return f"{value} chosen"


@phrase_of(ev.AddMana)
def _add_mana(n: Namer, e: ev.AddMana) -> Phrase | None:
    """CR 106.3.  A player's log leaves mana out: the board shows the pools."""
    if not n.full:
        return None
    return _say(e, *_does(n, e.player, "add"), f" {_mana(e.mana)}", *_source(n, e.source))


@phrase_of(ev.Attach)
def _attach(n: Namer, e: ev.Attach) -> Phrase | None:
    """CR 701.3a / 701.3d: an Aura or Equipment becomes attached to a permanent, or unattached."""
    if e.to is None:
        return _say(e, n.obj(e.obj), " becomes unattached")
    return _say(e, n.obj(e.obj), " becomes attached to ", n.obj(e.to))


@phrase_of(ev.Destroy)
def _destroy(n: Namer, e: ev.Destroy) -> Phrase:
    """CR 701.8 (and 704.5g-h: ``(lethal damage)``, ``(deathtouch)``)."""
    why = f" ({e.reason})" if e.reason and e.reason != "effect" else ""
    return _say(e, n.obj(e.obj), f" is destroyed{why}")


@phrase_of(ev.LoseGame)
def _lose_game(n: Namer, e: ev.LoseGame) -> Phrase:
    """CR 104.3."""
    return _say(e, *_does(n, e.player, "lose"), f" the game: {e.reason}")


@phrase_of(ev.StepBegins)
def _step_begins(n: Namer, e: ev.StepBegins) -> Phrase | None:
    """CR 500.2.  A player's log has no line for it (the board shows the step)."""
    if not n.full:
        return None
    return _say(e, f"{e.step.replace('_', ' ')} step begins")


#: rules/suspend.SUSPEND: the mark of a spell cast by its suspend (CR 702.62a), no cost paid.
_SUSPEND = "suspend"


@phrase_of(ev.CastFromEffect)
def _cast_from_effect(n: Namer, e: ev.CastFromEffect) -> Phrase:
    """CR 608.2g: ``alice casts Lightning Bolt without paying its mana cost`` (``for its madness cost``; suspend's mark,
    702.62a, is no cost: ``... without paying its mana cost (suspend)``)."""
    if e.extras and e.extras[0] == _SUSPEND:
        how = f" without paying its mana cost ({_SUSPEND})"
    else:
        how = f" for its {e.extras[0]} cost" if e.extras else " without paying its mana cost"
    return _say(e, *_does(n, e.player, "cast"), " ", n.obj(e.obj), how, *_targets(n, e.targets))


@phrase_of(ev.SpellCast)
def _spell_cast(n: Namer, e: ev.SpellCast) -> Phrase:
    """CR 601.2i: ``alice casts Lightning Bolt targeting bob``."""
    k = n.known(e.obj)
    x = f" with X={k.x}" if k is not None and k.x else ""
    return _say(e, *_does(n, e.player, "cast"), " ", n.obj(e.obj), *_targets(n, k.targets if k else ()), x)


@phrase_of(ev.AbilityActivated)
def _activated(n: Namer, e: ev.AbilityActivated) -> Phrase:
    """CR 602.2i: ``alice activates Mogg Fanatic's ability targeting bob``."""
    k = n.known(e.obj)
    if k is None:
        return _say(e, *_does(n, e.player, "activate"), " an ability")
    source: Part = n.obj(k.source) if k.source is not None and n.known(k.source) else k.source_name
    return _say(e, *_does(n, e.player, "activate"), " ", source, "'s ability", *_targets(n, k.targets))


@phrase_of(ev.AbilityTriggered)
def _triggered(n: Namer, e: ev.AbilityTriggered) -> Phrase:
    """CR 603.3a: ``Dogged Pursuit's triggered ability goes on the stack (alice)``."""
    k = n.known(e.obj)
    source: Part = e.source_name
    if k is not None and k.source is not None and n.known(k.source) is not None:
        source = n.obj(k.source)
    return _say(e, source, "'s triggered ability goes on the stack (", n.player(e.player), ")",
                *_targets(n, k.targets if k else ()))


@phrase_of(ev.DelayedTriggerCreated)
def _delayed(n: Namer, e: ev.DelayedTriggerCreated) -> Phrase:
    """CR 603.7a."""
    source: Part = n.obj(e.source) if n.known(e.source) is not None else e.source_name
    return _say(e, source, " sets up a delayed triggered ability")


@phrase_of(ev.ReflexiveTriggered)
def _reflexive(n: Namer, e: ev.ReflexiveTriggered) -> Phrase:
    """CR 603.12."""
    source: Part = n.obj(e.source) if n.known(e.source) is not None else e.source_name
    return _say(e, source, "'s reflexive triggered ability triggers")


@phrase_of(ev.Attacks)
def _attacks(n: Namer, e: ev.Attacks) -> Phrase:
    """CR 508.1."""
    return _say(e, n.obj(e.obj), " attacks ", n.ref(e.defender))


@phrase_of(ev.Blocks)
def _blocks(n: Namer, e: ev.Blocks) -> Phrase:
    """CR 509.1."""
    return _say(e, n.obj(e.obj), " blocks ", n.obj(e.attacker))


@phrase_of(ev.BlockedBy)
def _blocked_by(n: Namer, e: ev.BlockedBy) -> Phrase | None:
    """CR 509.3d, 702.22h.  A player's log leaves it out: the blocks say it."""
    if not n.full:
        return None
    return _say(e, n.obj(e.attacker), " becomes blocked by ", n.obj(e.obj))


@phrase_of(ev.BecomesBlocked)
def _becomes_blocked(n: Namer, e: ev.BecomesBlocked) -> Phrase | None:
    """CR 509.1h.  A player's log leaves it out when blocks made it blocked (they say it), not when an effect did
    (702.22i: a band becoming blocked with it)."""
    if not n.full and e.blockers:
        return None
    return _say(e, n.obj(e.obj), " becomes blocked", " by an effect" if not e.blockers else "")


@phrase_of(ev.NotBlocked)
def _not_blocked(n: Namer, e: ev.NotBlocked) -> Phrase | None:
    """CR 509.1h, 509.3g.  A player's log leaves it out: no block says it."""
    if not n.full:
        return None
    return _say(e, n.obj(e.obj), " is not blocked")


@phrase_of(ev.Shuffle)
def _shuffle(n: Namer, e: ev.Shuffle) -> Phrase:
    """CR 701.24."""
    return _say(e, *_does(n, e.player, "shuffle"), f" {n.their(e.player)} library")


@phrase_of(ev.ArrangeLibrary)
def _arrange_library(n: Namer, e: ev.ArrangeLibrary) -> Phrase:
    """CR 701.22a / 701.25a: ``alice scries: Island on top; Forest on the bottom`` (each group top first); a
    player who didn't look is told only how many cards went where."""
    verb = {"scry": ("scry", "scries"), "surveil": ("surveil", "surveils")}.get(e.verb, (e.verb, e.verb + "s"))
    who, does = _does(n, e.player, verb[0], verb[1])
    looked = n.viewer is None or n.viewer == e.player
    parts: list[Part] = []
    for cards, where in ((e.top, " on top"), (e.bottom, " on the bottom")):
        if not cards:
            continue
        if parts:
            parts.append("; ")
        if looked:
            parts.extend(_listing([n.obj(o, seen=True) for o in cards]))
        else:
            parts.append(_count(len(cards), "card"))
        parts.append(where)
    return _say(e, who, does, ": ", *(parts or ["no card stays in the library"]))


@phrase_of(ev.EffectBegins)
def _effect_begins(n: Namer, e: ev.EffectBegins) -> Phrase | None:
    """CR 611.2: ``Giant Growth: Grizzly Bears gets +3/+3 until end of turn``."""
    if not e.affected and not n.full:
        return None
    source: tuple[Part, ...] = () if e.source is None else (n.obj(e.source), ": ")
    what = e.description or ", ".join(f"{k} {v}" for k, v in e.mods.items())
    if what and what[0] in "+-":
        what = "gets " + what
    verb, _, rest = what.partition(" ")
    if len(e.affected) > 1 and verb in _PLURAL:
        what = f"{_PLURAL[verb]} {rest}"
    if e.until == "until_your_next_turn":      # CR 611.2a: the next turn of the effect's controller
        return _say(e, *source, *_listing([n.obj(a) for a in e.affected]), f" {what} until ", n.player(e.controller),
                    "'s next turn")
    return _say(e, *source, *_listing([n.obj(a) for a in e.affected]), f" {what}", _UNTIL.get(e.until, ""))


@phrase_of(ev.EffectEnds)
def _effect_ends(n: Namer, e: ev.EffectEnds) -> Phrase | None:
    """CR 116.2c: ``alice pays to end the effect on Enraging Licid (becomes an Aura)``."""
    what = f" ({e.description})" if e.description else ""
    return _say(e, n.player(e.player), " ends the effect on ", *_listing([n.obj(a) for a in e.affected]), what)


@phrase_of(ev.Note)
def _note(n: Namer, e: ev.Note) -> Phrase | None:
    """A happening the engine explains in its own words.  A player's log leaves out 508.8 (no attackers)."""
    if not n.full and "508.8" in e.rules:
        return None
    if not e.text and not n.full:
        return None
    return _say(e, e.text or e.kind)


__all__ = ["PHRASES", "Phrase", "phrase", "phrase_in", "phrase_of"]
