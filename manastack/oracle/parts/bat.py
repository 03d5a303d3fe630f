"""The Oracle grammar's part "bat" (issue 9): reflexive triggered abilities and "one or more" triggers.

- Reflexive triggers (CR 603.12): "Whenever this attacks, you may pay {3}. When you do, put a +1/+1 counter on
  target creature."  The sentences from "when you do" to the end of the ability are the body of a triggered ability
  the resolving one makes once the instruction before them was carried out: the effect ``reflexive`` with the
  condition ``you_did``, its own targets chosen as it is put on the stack (603.3d).  The grammar leaves a marker
  clause where "when you do" stands, so the anaphora of the whole ability are read in the order written; the
  compiler's ``_Body`` makes the rest after the marker the reflexive ability's body (:func:`reflexive_effect`).  A
  reflexive body naming a target of the ability that made it is refused (it has its own targets).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Protocol

from manastack.cards.model import Body, Effect, Filter, TargetSpec, TriggeredAbility, TriggerSpec
from manastack.oracle import render
from manastack.oracle.parts.triggers import _article, _spell_phrase
from manastack.oracle.terms import Obj, Unsupported, merge

#: The marker clause "when you do" leaves among the clauses (its verb), for the compiler's ``_Body``.
REFLEXIVE_MARK = "bat_reflexive"
#: The marker clause of "This ability triggers only once each turn." (its verb), for the compiler's ``_Body``.
ONCE_MARK = "bat_once_each_turn"


class _Builds(Protocol):
    named: list[tuple[Obj, list[str]]]
    once: bool

    def build(self, clauses: Any) -> dict[str, Any]: ...


class Terms:
    """Transformer methods of this part (mixed into the compiler's transformer)."""

    def bat_when_you_do(self, a: list[Any]) -> list[Any]:
        """CR 603.12: "When you do, [sentence]": the marker, then the sentence's clauses."""
        rest = a[0]
        return [(REFLEXIVE_MARK, {}), *(rest if isinstance(rest, list) else [rest])]


    # ---- "one or more" triggers (CR 603.2c) ----
    def bat_one_or_more(self, a: list[Any]) -> dict[str, Any]:
        f, event = _filter(a[0]), a[1]
        if event["event"] == "attacks" and f == {"types": ["Creature"], "controller": "you"}:
            return {"event": "you_attack", "whose": "you"}     # CR 508.1: "whenever you attack" (parts/triggers)
        return {**event, "who": "any", "filter": f, "batch": True}

    def bat_one_or_more_other(self, a: list[Any]) -> dict[str, Any]:
        return {**a[1], "who": "other", "filter": _filter(a[0]), "batch": True}

    def bat_cards_move(self, a: list[Any]) -> dict[str, Any]:
        """CR 603.6, 603.10a: cards of your graveyard leaving it, cards put into it (looked at as they were)."""
        f = dict(a[0])
        if f.pop("__spell", False) or "controller" in f:
            raise Unsupported("cards named with a player")
        return {**a[1], "who": "any", "filter": {**f, "controller": "you"}, "batch": True}

    def bat_tokens(self, a: list[Any]) -> dict[str, Any]:
        return {"token": True}

    def bat_one_or_more_tokens(self, a: list[Any]) -> dict[str, Any]:
        return {**a[-1], "who": "any", "filter": _filter(merge(a[:-1])), "batch": True}

    def bat_discard(self, a: list[Any]) -> dict[str, Any]:
        """CR 701.9: the cards a player discards at once (cycling's discard too, 702.29c)."""
        f = dict(a[0])
        if f.pop("__spell", False) or "controller" in f:
            raise Unsupported("cards named with a player")
        return {"event": "discards", "who": "any", "filter": {**f, "controller": "you"}, "batch": True}

    def bat_ev_enters(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "enters"}

    def bat_ev_dies(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "dies"}

    def bat_ev_attacks(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "attacks"}

    def bat_ev_blocks(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "blocks"}

    def bat_ev_leaves(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "leaves"}

    def bat_ev_becomes_tapped(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "becomes_tapped"}

    def bat_ev_combat_damage_player(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "deals_combat_damage_to_player"}

    def bat_ev_combat_damage_opponent(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "deals_combat_damage_to_player", "whose": "opponent"}

    def bat_ev_damage_player(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "deals_damage_to_player"}

    def bat_ev_damage_opponent(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "deals_damage_to_player", "whose": "opponent"}

    def bat_ev_leave_your_graveyard(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "changes_zone", "from": "graveyard"}

    def bat_ev_milled(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "changes_zone", "from": "library", "to": "graveyard"}

    def bat_ev_into_your_graveyard(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "changes_zone", "to": "graveyard"}

    def bat_cycle_this(self, a: list[Any]) -> dict[str, Any]:
        """CR 702.29c: "when you cycle this": it triggers from the zone the card went to."""
        return {"event": "cycled", "who": "self"}

    def bat_cycle_a_card(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "cycles", "who": "any", "filter": {"controller": "you"}}

    def bat_cycle_another_card(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "cycles", "who": "other", "filter": {"controller": "you"}}

    def bat_if_cast_from_hand(self, a: list[Any]) -> dict[str, Any]:
        """CR 601.2a, 603.4: "if you cast it from your hand" (the permanent an enters trigger is of: parts/bat
        triggers refuses it after another trigger than this one entering)."""
        return {"cast_from_hand": True}

    def bat_if_not_cast_from_hand(self, a: list[Any]) -> dict[str, Any]:
        return {"cast_from_hand": False}

    def bat_sac_another(self, a: list[Any]) -> tuple[int, dict[str, Any]]:
        """CR 701.21a: "sacrifice another creature": one matching permanent other than this (filter ``other``)."""
        f = dict(a[0])
        if f.pop("__spell", False) or "controller" in f:
            raise Unsupported("sacrificing a spell or another's permanent")
        return 1, {**f, "other": True}

    def bat_ev_cast_or_copy(self, a: list[Any]) -> dict[str, Any]:
        """CR 601.2i, 707.10: "whenever you cast or copy an instant or sorcery spell"."""
        f = a[-1]
        return {"event": "casts_or_copies", **({"filter": f} if f else {})}

    def bat_once_each_turn(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        """"This ability triggers only once each turn." (CR 603.2): the marker (compiler ``_Body``)."""
        return ONCE_MARK, {}

    def bat_that_many(self, a: list[Any]) -> str:
        """"that many": the amount of the trigger's event (a "one or more" trigger's: how many, parts/triggers)."""
        return "trg_that_much"


def _filter(f: dict[str, Any]) -> dict[str, Any]:
    """A "one or more" trigger's noun phrase as a filter (permanents: no spells)."""
    f = dict(f)
    if f.pop("__spell", False):
        raise Unsupported("spells as permanents")
    if not f:
        raise Unsupported("a trigger about any permanents")
    return f


def reflexive_effect(outer: _Builds, inner: _Builds, rest: list[Any]) -> dict[str, Any]:
    """CR 603.12: the effect a "when you do" marker and the clauses ``rest`` after it make: ``reflexive`` with the
    body ``inner`` builds of them, triggering if the instruction before was carried out (``you_did``)."""
    if not rest:
        raise Unsupported("'when you do' with nothing after it")
    body = inner.build(rest)
    if inner.once:
        raise Unsupported("'this ability triggers only once each turn' in a reflexive trigger")
    if any(o is p for o, _ in inner.named for p, _ in outer.named):
        raise Unsupported("a reflexive trigger naming a target of the ability that made it")
    if "'X'" in repr(body) or '"X"' in repr(body):
        raise Unsupported("X in a reflexive trigger (the X paid is the other ability's)")
    return {"reflexive": {"body": body}, "if": {"you_did": True}}


@render.renders_effect
def render_bat_effect(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"when you do, [sentences]" (CR 603.12); the condition ``you_did`` is in the words "when you do"."""
    if e.verb != "reflexive" or set(e.args) != {"body"} or not isinstance(e.args["body"], Body):
        return None
    words = [w.removesuffix(".") for w in render.alternatives(render.render_body(e.args["body"]), 16)]
    alt = words[0] if len(words) == 1 else render.ALT_OPEN + render.ALT_SEP.join(words) + render.ALT_CLOSE
    return "when you do, " + alt


#: A "one or more" trigger's events as written after their plural subject.
_PLURAL_EVENTS: dict[str, str] = {
    "enters": "enter", "dies": "die", "attacks": "attack", "blocks": "block", "leaves": "leave the battlefield",
    "becomes_tapped": "become tapped", "deals_combat_damage_to_player": "deal combat damage to a player",
    "deals_damage_to_player": "deal damage to a player",
}
#: Cards moving between zones (the trigger's ``from`` and ``to``), as written after "one or more ... cards".
_CARD_MOVES: dict[tuple[str | None, str | None], str] = {
    ("graveyard", None): "leave your graveyard", ("library", "graveyard"): "are put into your graveyard from your library",
    (None, "graveyard"): "are put into your graveyard from anywhere",
}


@render.renders_trigger
def render_bat_trigger(t: TriggerSpec) -> str | None:
    """"whenever one or more [other] creatures you control die" (CR 603.2c)."""
    if t.event == "cycled" and t.who == "self" and t.filter.is_empty():
        return "when you cycle this"
    if t.event == "cycles" and t.who in ("any", "other") and t.filter == Filter(controller="you") and not t.batch:
        return f"whenever you cycle {'another' if t.who == 'other' else 'a'} card"
    if t.event == "casts_or_copies" and t.who == "any" and t.whose in ("you", "opponent", "any"):
        player = {"you": "you cast or copy", "opponent": "an opponent casts or copies",
                  "any": "a player casts or copies"}[t.whose]
        return f"whenever {player} {_article(_spell_phrase(t.filter))}"
    if not t.batch:
        return None
    if t.event == "changes_zone":
        words = _CARD_MOVES.get((t.from_zone, t.to_zone))
        f = Filter(**{k: getattr(t.filter, k) for k in t.filter.__dataclass_fields__ if k != "controller"})
        if words is None or t.filter.controller != "you" or t.who != "any":
            return None
        noun = render.noun_phrase(f, "card", plural=True)
        return f"whenever one or more {noun} {words}"
    if t.event == "discards":
        f = Filter(**{k: getattr(t.filter, k) for k in t.filter.__dataclass_fields__ if k != "controller"})
        if t.filter.controller != "you" or t.who != "any" or t.from_zone is not None or t.to_zone is not None:
            return None
        return f"whenever you discard one or more {render.noun_phrase(f, 'card', plural=True)}"
    what = _PLURAL_EVENTS.get(t.event)
    if what is None or t.from_zone is not None or t.to_zone is not None or t.who not in ("any", "other"):
        return None
    if t.whose == "opponent" and t.event in ("deals_combat_damage_to_player", "deals_damage_to_player"):
        what = what.replace("a player", "an opponent")
    elif t.whose != "any":
        return None
    other = "other " if t.who == "other" else ""
    f = t.filter
    noun = render.noun_phrase(replace(f, token=None), "token", plural=True) if f.token else \
        render.noun_phrase(f, plural=True)
    return f"whenever one or more {other}{noun} {what}"


@render.renders_ability
def render_bat_ability(ab: Any) -> str | None:
    """A triggered ability that "triggers only once each turn": its line, then that sentence."""
    if not isinstance(ab, TriggeredAbility) or not ab.once_each_turn:
        return None
    return render.render_ability(replace(ab, once_each_turn=False)) + " this ability triggers only once each turn."
