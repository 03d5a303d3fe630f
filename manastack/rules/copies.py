"""CR 707: copy effects, and CR 712 / 701.27: double-faced permanents that transform.

A copy effect applies in layer 1a (``rules/layers.py``): the object takes on a *copiable values*
card definition fixed when the effect began (707.2b).  The copiable values of an object are what
the layer pass made of it after layer 1 (707.2, 707.3): its card, the face that is up (707.8),
changed by earlier copy effects and by its face-down status (708.2a); other effects, status and
counters are not copied.  Exceptions of a copy effect ("except it's 7/7", "except it's an
enchantment in addition to its other types", "except it has this ability") are part of the
copiable values of the copy (707.9a-b).

Copies arise three ways here: a permanent that enters "as a copy" (Clone: a replacement effect
of the 616.1c category whose choice is asked before the permanent enters, 707.5), an effect of a
resolving spell or ability ("becomes a copy of", 611.2), and a token created as a copy (707.2,
111.1); each registers the copiable values as a definition in ``state.token_defs``, which is how
the copy's layer-1a effect names them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Mapping

from manastack.cards.model import ActivatedAbility, CardDef, Filter, StaticAbility, TriggeredAbility
from manastack.cards.values import Quantity
from manastack.cards.vocabulary import static_kind
from manastack.decisions import Decision, Option
from manastack.core.types import Zone
from manastack.rules.characteristics import card_of, chars, token_key
from manastack.rules.printed import printed_chars
from manastack.rules.naming import obj_name
from manastack.rules.targeting import matches
from manastack.state import ContinuousEffect

if TYPE_CHECKING:
    from manastack.rules.engine import Asker
    from manastack.state import GameState, Obj

ENTERS_AS_COPY = static_kind(
    "enters_as_copy", "707.5", "you may have this permanent enter as a copy of a permanent on the battlefield "
    "matching `of` (default: any creature), except as `add_types`, `add_supertypes`, `add_subtypes`, `base_power` "
    "and `base_toughness` say (707.9), and if it's a creature, it has `creature_keywords` and enters with "
    "`creature_counters` additional +1/+1 counters (707.9f); `with_counters`: \"except it enters with N additional "
    "+1/+1 counters\", an additional effect that doesn't happen if another copy effect then applies (707.9e)",
    of="filter", add_types="words", add_supertypes="words", add_subtypes="words", base_power="quantity",
    base_toughness="quantity", creature_keywords="keywords", creature_counters="quantity", with_counters="quantity")

#: The exceptions a copy effect may have (CR 707.9a-b), as the card format writes them.
EXCEPTIONS = ("add_types", "add_supertypes", "add_subtypes", "base_power", "base_toughness", "creature_keywords",
              "has_this_ability")

CREATURES = Filter(types=("Creature",))


def copiable(state: "GameState", oid: int) -> CardDef:
    """CR 707.2 / 707.3 / 707.8: the copiable values of permanent ``oid``: its face that is up, as other copy
    effects and its face-down status made it (layer 1 of the layer pass)."""
    return chars(state, oid).card


def _number(q: Any) -> int:
    got = q.constant() if isinstance(q, Quantity) else q
    return int(got) if got is not None else 0


def with_exceptions(card: CardDef, exceptions: Mapping[str, Any],
                    ability: TriggeredAbility | ActivatedAbility | None = None) -> CardDef:
    """CR 707.9a-b: the copied values with the copy effect's modifications, which become part of the copy's
    copiable values (``ability``: the triggered ability "it has this ability" gives, 707.9a).  A copy is not a
    double-faced card (707.8: it copies the face that is up)."""
    types = card.types + tuple(t for t in exceptions.get("add_types", ()) if t not in card.types)
    supertypes = card.supertypes + tuple(t for t in exceptions.get("add_supertypes", ()) if t not in card.supertypes)
    subtypes = card.subtypes + tuple(t for t in exceptions.get("add_subtypes", ()) if t not in card.subtypes)
    keywords = card.keywords
    if "Creature" in types:
        # CR 707.9f: "if it's a creature, it has changeling": judged on the copy with the other exceptions
        keywords = keywords | frozenset(exceptions.get("creature_keywords", ()))
    power = _number(exceptions["base_power"]) if "base_power" in exceptions else card.power
    toughness = _number(exceptions["base_toughness"]) if "base_toughness" in exceptions else card.toughness
    triggered, activated, static = card.triggered, card.activated, card.static
    if "base_power" in exceptions or "base_toughness" in exceptions:
        # CR 707.9d: "except it's 7/7": a characteristic-defining ability of power and toughness isn't copied
        static = tuple(s for s in static if s.kind != "defines_pt")
    if isinstance(ability, TriggeredAbility) and ability not in triggered:
        triggered = triggered + (ability,)
    elif isinstance(ability, ActivatedAbility) and ability not in activated:
        activated = activated + (ability,)
    return replace(card, types=types, supertypes=supertypes, subtypes=subtypes, power=power, toughness=toughness,
                   keywords=keywords, triggered=triggered, activated=activated, static=static, back=None)


def copy_key(state: "GameState", oid: int, exceptions: Mapping[str, Any],
             ability: TriggeredAbility | ActivatedAbility | None = None) -> str:
    """Register the copiable values a copy of ``oid`` gets now (707.2b: later changes to ``oid`` don't change
    the copy) and return the key its layer-1a effect names them by."""
    return token_key(state, with_exceptions(copiable(state, oid), exceptions, ability))


def token_copy_key(state: "GameState", oid: int, exceptions: Mapping[str, Any],
                   ability: TriggeredAbility | ActivatedAbility | None = None) -> tuple[str, bool]:
    """CR 707.8a: the definition of a token created as a copy of ``oid``, and whether it enters with its back
    face up.  A copy of a double-faced permanent that no other copy effect changes is a double-faced token,
    each face the copiable values of the same face, entering with the face up that ``oid`` has up; a copy of
    anything else copies the face that is up (707.8)."""
    o = state.objects[oid]
    if is_double_faced(state, o) and copiable(state, oid) == card_of(state, o):
        printed = state.token_defs[o.card] if o.is_token else state.db[o.card]
        assert printed.back is not None
        front = with_exceptions(printed, exceptions, ability)
        return token_key(state, replace(front, back=with_exceptions(printed.back, exceptions, ability))), o.transformed
    return copy_key(state, oid, exceptions, ability), False


def is_double_faced(state: "GameState", o: "Obj") -> bool:
    """CR 712.9: whether the object is a double-faced card or token (one that can transform)."""
    printed = state.token_defs[o.card] if o.is_token else state.db[o.card]
    return printed.back is not None


def enters_as_copy_ability(card: CardDef) -> StaticAbility | None:
    """The "you may have this enter as a copy" ability of the object about to enter, ``card`` being its values as
    it would exist on the battlefield (CR 707.5, 614.12: a copy's, if a copy effect already applied, 707.9e)."""
    for s in card.static:
        if s.kind == ENTERS_AS_COPY:
            return s
    return None


def copy_candidates(state: "GameState", entering: int | None, ability: StaticAbility, controller: int) -> list[int]:
    """The permanents the object ``entering`` (None: a token being created) could enter as a copy of (CR 707.5):
    those on the battlefield matching ``of``, as its controller ``controller`` sees them."""
    flt: Filter = ability.args.get("of") or CREATURES
    return [p for p in state.permanents() if p != entering
            and matches(state, p, flt, entering, controller)]


def choose_copy(state: "GameState", name: str, entering: int | None, ability: StaticAbility, chooser: int,
                ask: "Asker") -> int | None:
    """CR 707.5 / 614.12: which permanent the entering object (named ``name``) copies, asked before it enters
    (ask before act); ``None`` if there is nothing to copy."""
    cands = copy_candidates(state, entering, ability, chooser)
    if not cands:
        return None
    opts = tuple(Option(obj_name(state, p), p, f"{obj_name(state, p)}#{p}") for p in cands)
    answer = ask(Decision(chooser, "choose", f"Choose what {name} enters as a copy of", "707.5",
                          opts, data={"what": "copy"}))
    return cands[answer.picks[0]]  # type: ignore[attr-defined]


def begin_copy(state: "GameState", oid: int, key: str, source: int | None, controller: int, until: str,
               timestamp: int) -> None:
    """CR 707.2 / 613.2a: a copy effect on ``oid`` (its copiable values registered as ``key``) begins."""
    label = f"copy of {state.token_defs[key].name}"
    # an effect whose objects have all left does nothing any more (CR 400.7): copies entering don't pile them up
    state.effects = [e for e in state.effects if any(a in state.objects for a in e.affected)]
    state.effects.append(ContinuousEffect(state.new_id(), source, controller, "1a", timestamp, (oid,),
                                          {"copy": key, "label": label}, until))
    state.touch_chars()


def entered_as_copy(state: "GameState", oid: int, original: int, via: int | None = None) -> None:
    """CR 707.5: ``oid`` has just entered as a copy of ``original``, with the exceptions of the ability that made
    the copy effect (707.9): its own (``via`` None), or the one it had as a copy of ``via`` as it entered, or none
    for another permanent's effect (Essence of the Wild); the exceptions of an earlier copy effect don't apply
    (707.9e).  The copy effect has the permanent's own timestamp and lasts while it is on the battlefield."""
    o = state.objects[oid]
    if via is None:
        statics = (state.token_defs[o.card] if o.is_token else state.db[o.card]).static   # its own printed card
    else:
        statics = copiable(state, via).static if via in state.objects else ()
    exceptions: Mapping[str, Any] = {}
    counters: Any = None
    for s in statics:
        if s.kind == ENTERS_AS_COPY:
            exceptions = {k: v for k, v in s.args.items() if k in EXCEPTIONS}
            counters = s.args.get("creature_counters")
    if original not in state.objects:
        return   # what was chosen left the battlefield as the permanent entered: there is nothing to copy
    key = copy_key(state, original, exceptions)
    begin_copy(state, oid, key, oid, o.controller, "indefinite", o.timestamp)
    extra = _number(counters) if counters is not None else 0
    if extra and "Creature" in state.token_defs[key].types:
        # CR 707.9f: "if it's a creature, it enters with two additional +1/+1 counters on it"
        o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + extra
        state.touch_chars()


def copy_statics(state: "GameState", original: int | None, oid: int) -> tuple[StaticAbility, ...]:
    """The static abilities an entering object will have (CR 614.12, 707.5): the copied ones if it enters as a
    copy (its "enters tapped" applies), its own otherwise."""
    if original is not None and original in state.objects:
        return copiable(state, original).static
    o = state.objects[oid]
    if o.zone != Zone.BATTLEFIELD:
        # CR 614.12: as it would exist on the battlefield, where "cards in graveyards lose all abilities" (Yixlid
        # Jailer) no longer applies to it: a Scarwood Treefolk put there from a graveyard still enters tapped
        return printed_chars(card_of(state, o), o.controller).static
    return chars(state, oid).static
