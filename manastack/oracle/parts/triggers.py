"""The Oracle grammar's part "triggers" (issue 9): trigger conditions, intervening "if" clauses and anaphora.

- Trigger conditions (CR 603.1-603.2): events of this object or of other objects ("whenever another creature you
  control enters", "whenever a creature an opponent controls dies", "whenever this deals combat damage to a
  player", "when this leaves the battlefield"), of players ("whenever you cast a noncreature spell", "whenever an
  opponent draws a card", "whenever you gain life") and more steps ("at the beginning of combat on your turn").
- Intervening "if" clauses (CR 603.4): "at the beginning of your upkeep, if you control no Islands, ...", the
  ability's ``if:`` condition, checked as it triggers and as it resolves.
- Anaphora (CR 603.2, 608.2h): "it", "that creature", "that player" refer to what the trigger event was about.  The
  grammar reads them as placeholders that only a triggered ability binds (:meth:`Terms.triggered`): "it" after a
  leaves-the-battlefield event is the new object the card became (400.7: "when this dies, return it to its owner's
  hand"), otherwise the object the event was about; a placeholder left in a spell or an activated ability is no
  reference the loader knows, so such a card stays unparsed rather than compiling wrongly.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from manastack.cards.model import Effect, Filter, TargetSpec, TriggeredAbility, TriggerSpec
from manastack.cards.values import Reference
from manastack.oracle import render
from manastack.oracle.terms import Modal, Obj, Unsupported, merge, number

#: Events about an object ("who": self, other or any), and those that are the object leaving the battlefield.
OBJECT_EVENTS = frozenset({"enters", "dies", "attacks", "blocks", "attacks_alone", "becomes_blocked",
                           "blocks_or_becomes_blocked", "becomes_tapped", "becomes_untapped",
                           "deals_combat_damage_to_player", "deals_combat_damage_to_creature", "deals_damage",
                           "is_dealt_damage", "leaves", "attacks_or_blocks", "enters_or_attacks",
                           "deals_damage_to_player", "deals_damage_to_creature", "turned_face_up", "becomes_target",
                           "becomes_blocked_by", "attacks_with_two_others", "blocks_creature",
                           "blocks_or_blocked_by", "attacks_unblocked",
                           "exerted", "becomes_monstrous",     # parts/kw3 (701.43d, 701.37b)
                           "attacks_while_saddled"})            # parts/spd (702.171b)
LEAVING = frozenset({"dies", "leaves"})
#: Events of two at once, one of them leaving: "it" would be a different object for each, so they take no anaphora.
EITHER_EVENTS = frozenset({"enters_or_dies", "enters_or_leaves"})
#: Trigger events whose ``info`` names a player ("that player", CR 603.2).
PLAYER_EVENTS = frozenset({"cast", "draws", "gains_life", "deals_combat_damage_to_player", "step", "dealt_damage",
                           "deals_damage_to_player", "casts_second_spell", "draws_second_card", "discards",
                           "becomes_target", "casts_spell_targeting_this", "becomes_monarch"})
#: Trigger events whose ``info`` has an amount ("that much", CR 603.2: the damage dealt).
AMOUNT_EVENTS = frozenset({"deals_damage", "is_dealt_damage", "deals_combat_damage_to_player", "dealt_damage",
                           "deals_combat_damage_to_creature", "deals_damage_to_player", "deals_damage_to_creature",
                           "gains_life"})
#: Events whose ``that`` is another creature than this one (the creature dealt the damage, the blocker): "it" is
#: not read after them (which would it be?).
_DAMAGED_CREATURE = frozenset({"deals_combat_damage_to_creature", "deals_damage_to_creature", "becomes_blocked_by",
                               "blocks_creature", "blocks_or_blocked_by"})

#: Object events as written after their subject (a leaving "put into a graveyard" is ``leaves`` to a graveyard).
_EVENT_WORDS: dict[str, str] = {
    "enters": "enters", "dies": "dies", "attacks": "attacks", "blocks": "blocks", "attacks_alone": "attacks alone",
    "becomes_blocked": "becomes blocked", "blocks_or_becomes_blocked": "blocks or becomes blocked",
    "becomes_tapped": "becomes tapped", "becomes_untapped": "becomes untapped",
    "deals_combat_damage_to_player": "deals combat damage to a player",
    "deals_combat_damage_to_creature": "deals combat damage to a creature", "deals_damage": "deals damage",
    "deals_damage_to_player": "deals damage to a player", "deals_damage_to_creature": "deals damage to a creature",
    "is_dealt_damage": "is dealt damage", "leaves": "leaves the battlefield",
    "enters_or_attacks": "enters or attacks", "enters_or_dies": "enters or dies",
    "enters_or_leaves": "enters or leaves the battlefield", "attacks_or_blocks": "attacks or blocks",
    "turned_face_up": "is turned face up", "becomes_target": "becomes the target of a spell or ability",
    "attacks_with_two_others": "and at least two other creatures attack",
    "attacks_unblocked": "attacks and isn't blocked",
    "attacks_while_saddled": "attacks while saddled",      # parts/spd (CR 702.171b)
}
#: Steps as written after "at the beginning of" (CR 500.1, 505.1a: the first main phase is the precombat one).
_STEPS: dict[tuple[str, str], str] = {
    ("upkeep", "you"): "your upkeep", ("upkeep", "any"): "each upkeep", ("upkeep", "opponent"): "each opponent's upkeep",
    ("end", "you"): "your end step", ("end", "any"): "each end step", ("end", "opponent"): "each opponent's end step",
    ("beginning_of_combat", "you"): "combat on your turn", ("beginning_of_combat", "any"): "each combat",
    ("draw", "you"): "your draw step", ("draw", "any"): "each draw step",
    ("precombat_main", "you"): "your first main phase",
    ("postcombat_main", "you"): "\u27e8your second main phase|each of your postcombat main phases\u27e9",
    ("beginning_of_combat", "opponent"): "combat on each opponent's turn",
    ("precombat_main", "any"): "each player's precombat main phase",
    ("upkeep", "enchanted_controller"): "the upkeep of enchanted creature's controller",
}
#: "When" for events that happen to an object once (entering, leaving), "whenever" for the rest (Oracle's usage).
_WHEN_EVENTS = frozenset({"enters", "dies", "leaves", "enters_or_dies", "enters_or_leaves", "turned_face_up"})


def _step(step: str, whose: str) -> dict[str, str]:
    return {"event": "step", "step": step, "whose": whose}


class Terms:
    """Parse-tree nodes of the triggers part to terms (mixed into the compiler's transformer)."""

    # ---- subjects and their events (CR 603.2) ----
    def trg_this(self, a: list[Any]) -> dict[str, Any]:
        return {"who": "self"}

    def trg_another(self, a: list[Any]) -> dict[str, Any]:
        return {"who": "other", "filter": _object_filter(a[0])}

    def trg_this_or_another(self, a: list[Any]) -> dict[str, Any]:
        return {"who": "self_or_other", "filter": _object_filter(a[0])}

    def trg_a(self, a: list[Any]) -> dict[str, Any]:
        return {"who": "any", "filter": _object_filter(a[-1])}

    def trg_enchanted(self, a: list[Any]) -> dict[str, Any]:
        """CR 303.4: "enchanted creature": the permanent this Aura is attached to."""
        return {"who": "enchanted"}

    def trg_equipped(self, a: list[Any]) -> dict[str, Any]:
        """CR 301.5: "equipped creature": the permanent this Equipment is attached to."""
        return {"who": "equipped"}

    def trg_a_damaged_by_this(self, a: list[Any]) -> dict[str, Any]:
        """"a creature dealt damage by this creature this turn" (CR 120.3)."""
        return {"who": "damaged_by_self", "filter": _object_filter(a[-1])}

    def trg_article(self, a: list[Any]) -> None:
        return None

    def trg_object_trigger(self, a: list[Any]) -> dict[str, Any]:
        subject, event = a
        if event["event"] == "becomes_target" and subject["who"] != "self":
            raise Unsupported("another permanent becomes the target")
        if subject["who"] == "any" and not subject["filter"]:
            raise Unsupported("a trigger about any permanent")
        return {**event, **subject}

    def trg_blocked_by(self, a: list[Any]) -> dict[str, Any]:
        """CR 509.3d: "whenever this becomes blocked by a creature": once for each blocker (``that creature``)."""
        return {"event": "becomes_blocked_by", "who": "any", "filter": _object_filter(a[-1])}

    def trg_battalion(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "attacks_with_two_others", "who": "self"}

    def trg_ev_enters(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "enters"}

    def trg_ev_dies(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "dies"}

    def trg_ev_attacks(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "attacks"}

    def trg_ev_blocks(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "blocks"}

    def trg_ev_attacks_alone(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "attacks_alone"}

    def trg_ev_becomes_blocked(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "becomes_blocked"}

    def trg_ev_blocks_or_blocked(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "blocks_or_becomes_blocked"}

    def trg_ev_becomes_tapped(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "becomes_tapped"}

    def trg_ev_becomes_untapped(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "becomes_untapped"}

    def trg_ev_combat_damage_player(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "deals_combat_damage_to_player"}

    def trg_ev_combat_damage_opponent(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "deals_combat_damage_to_player", "whose": "opponent"}

    def trg_ev_combat_damage_creature(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "deals_combat_damage_to_creature"}

    def trg_ev_damage_player(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "deals_damage_to_player"}

    def trg_ev_damage_opponent(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "deals_damage_to_player", "whose": "opponent"}

    def trg_ev_damage_creature(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "deals_damage_to_creature"}

    def trg_ev_deals_damage(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "deals_damage"}

    def trg_ev_dealt_damage(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "is_dealt_damage"}

    def trg_ev_turned_face_up(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "turned_face_up"}

    def trg_ev_becomes_target(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "becomes_target"}

    def trg_ev_becomes_target_opponent(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "becomes_target", "whose": "opponent"}

    def trg_ev_enters_or_attacks(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "enters_or_attacks"}

    def trg_ev_enters_or_dies(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "enters_or_dies"}

    def trg_ev_enters_or_leaves(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "enters_or_leaves"}

    def trg_ev_attacks_or_blocks(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "attacks_or_blocks"}

    def trg_ev_cast_targeting_this(self, a: list[Any]) -> dict[str, Any]:
        f = a[-1]
        return {"event": "casts_spell_targeting_this", **({"filter": f} if f else {})}

    def trg_ev_cast_second(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "casts_second_spell"}

    def trg_ev_draw_second(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "draws_second_card"}

    def trg_ev_you_attack(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "you_attack"}

    def trg_ev_leaves(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "leaves"}

    def trg_ev_put_graveyard(self, a: list[Any]) -> dict[str, Any]:
        """CR 603.6c, 700.4: "is put into a graveyard from the battlefield": leaving the battlefield to a graveyard
        (for a creature, the same event as dying)."""
        return {"event": "leaves", "to": "graveyard"}

    # ---- players' events ----
    def trg_you(self, a: list[Any]) -> str:
        return "you"

    def trg_opponent(self, a: list[Any]) -> str:
        return "opponent"

    def trg_any_player(self, a: list[Any]) -> str:
        return "any"

    def trg_player_trigger(self, a: list[Any]) -> dict[str, Any]:
        whose, event = a
        if event["event"] == "you_attack" and whose != "you":
            raise Unsupported("another player attacks")
        if event["event"] == "discards":     # CR 701.9: an event about the card, discarded by its owner
            return {**event, "who": "any", **({"filter": {"controller": whose}} if whose != "any" else {})}
        return {**event, "whose": whose}

    def trg_ev_cast(self, a: list[Any]) -> dict[str, Any]:
        """CR 601.2i: "whenever [player] casts a [quality] spell"."""
        f = a[-1]
        return {"event": "cast", **({"filter": f} if f else {})}

    def trg_spell_words(self, a: list[dict[str, Any]]) -> dict[str, Any]:
        return merge(a)

    def trg_spell_mv_min(self, a: list[Any]) -> dict[str, Any]:
        return {**merge(a[:-1]), "mana_value_min": int(a[-1])}

    def trg_spell_mv_max(self, a: list[Any]) -> dict[str, Any]:
        return {**merge(a[:-1]), "mana_value_max": int(a[-1])}

    def trg_spell_types_or(self, a: list[Token]) -> dict[str, Any]:
        return {"types_any": [str(a[0]).capitalize(), str(a[1]).capitalize()]}

    def trg_spell_subtypes_or(self, a: list[Token]) -> dict[str, Any]:
        return {"subtypes": [str(a[0]), str(a[1])]}

    def trg_ev_gain_life(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "gains_life"}

    def trg_ev_discard(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "discards"}

    def trg_ev_draw(self, a: list[Any]) -> dict[str, Any]:
        return {"event": "draws"}

    # ---- steps (CR 500.1) ----
    def trg_step_combat_yours(self, a: list[Any]) -> dict[str, str]:
        return _step("beginning_of_combat", "you")

    def trg_step_each_combat(self, a: list[Any]) -> dict[str, str]:
        return _step("beginning_of_combat", "any")

    def trg_step_each_end(self, a: list[Any]) -> dict[str, str]:
        return _step("end", "any")

    def trg_step_your_draw(self, a: list[Any]) -> dict[str, str]:
        return _step("draw", "you")

    def trg_step_each_draw(self, a: list[Any]) -> dict[str, str]:
        return _step("draw", "any")

    def trg_step_opponent_upkeep(self, a: list[Any]) -> dict[str, str]:
        return _step("upkeep", "opponent")

    def trg_step_opponent_end(self, a: list[Any]) -> dict[str, str]:
        return _step("end", "opponent")

    def trg_step_your_first_main(self, a: list[Any]) -> dict[str, str]:
        return _step("precombat_main", "you")

    def trg_step_your_second_main(self, a: list[Any]) -> dict[str, str]:
        return _step("postcombat_main", "you")

    def trg_step_enchanted_upkeep(self, a: list[Any]) -> dict[str, str]:
        return _step("upkeep", "enchanted_controller")

    def trg_ev_cycle_or_discard(self, a: list[Any]) -> dict[str, Any]:
        """CR 702.29c-d: cycling discards the card as a cost, so "cycle or discard a card" is one discard."""
        return {"event": "discards"}

    def trg_one_or_more_attack(self, a: list[Any]) -> dict[str, Any]:
        """CR 508.1, 603.2c: "whenever one or more creatures you control attack": once for the declaration, as
        "whenever you attack"."""
        return {"event": "you_attack", "whose": "you"}

    def trg_ev_attacks_unblocked(self, a: list[Any]) -> dict[str, Any]:
        """CR 509.3g: "attacks and isn't blocked"."""
        return {"event": "attacks_unblocked"}

    def trg_blocks_creature(self, a: list[Any]) -> dict[str, Any]:
        """CR 509.3c: "whenever this blocks a creature": once for each creature it blocks (``that creature``)."""
        return {"event": "blocks_creature", "who": "any", "filter": _object_filter(a[-1])}

    def trg_blocks_or_blocked_by(self, a: list[Any]) -> dict[str, Any]:
        """CR 509.3c-d: "whenever this blocks or becomes blocked by a creature" (``that creature``: the other one)."""
        return {"event": "blocks_or_blocked_by", "who": "any", "filter": _object_filter(a[-1])}

    def trg_step_combat_opponent(self, a: list[Any]) -> dict[str, str]:
        return _step("beginning_of_combat", "opponent")

    def trg_step_your_postcombat(self, a: list[Any]) -> dict[str, str]:
        return _step("postcombat_main", "you")

    def trg_step_each_precombat(self, a: list[Any]) -> dict[str, str]:
        return _step("precombat_main", "any")

    # ---- intervening "if" (CR 603.4) ----
    def trg_if_controls(self, a: list[Any]) -> dict[str, Any]:
        return {"controls": _object_filter(a[-1])}

    def trg_if_controls_none(self, a: list[Any]) -> dict[str, Any]:
        return {"controls_none": _object_filter(a[-1])}

    def trg_if_opponent_controls(self, a: list[Any]) -> dict[str, Any]:
        return {"opponent_controls": _object_filter(a[-1])}

    def trg_if_life_at_most(self, a: list[Token]) -> dict[str, Any]:
        return {"life_at_most": int(a[0])}

    def trg_if_life_at_least(self, a: list[Token]) -> dict[str, Any]:
        return {"life_at_least": int(a[0])}

    def trg_if_hand_empty(self, a: list[Any]) -> dict[str, Any]:
        return {"hand_empty": True}

    def trg_if_controls_at_least(self, a: list[Any]) -> dict[str, Any]:
        n = number(a[0])
        if not isinstance(n, int) or n < 2:
            raise Unsupported(f"'if you control {a[0]} or more'")
        return {"controls_at_least": {"filter": _object_filter(a[1]), "count": n}}

    def trg_if_hand_at_least(self, a: list[Any]) -> dict[str, Any]:
        n = number(a[0])
        if not isinstance(n, int) or n < 2:
            raise Unsupported(f"'if you have {a[0]} or more cards in hand'")
        return {"hand_at_least": n}

    def trg_if_controls_another(self, a: list[Any]) -> dict[str, Any]:
        return {"controls": {**_object_filter(a[-1]), "other": True}}

    def trg_if_creature_died(self, a: list[Any]) -> dict[str, Any]:
        return {"creature_died_this_turn": True}

    def trg_if_attacked(self, a: list[Any]) -> dict[str, Any]:
        return {"attacked_this_turn": True}

    def trg_if_gained_life(self, a: list[Any]) -> dict[str, Any]:
        return {"gained_life_this_turn": True}

    def trg_if_opponent_lost_life(self, a: list[Any]) -> dict[str, Any]:
        return {"opponent_lost_life_this_turn": True}

    def trg_if_this_tapped(self, a: list[Any]) -> dict[str, Any]:
        return {"this_is": {"tapped": True}}

    def trg_if_this_untapped(self, a: list[Any]) -> dict[str, Any]:
        return {"this_is": {"tapped": False}}

    def trg_triggered_if(self, a: list[Any]) -> dict[str, Any]:
        """CR 603.4: "When/Whenever [event], if [condition], [effect]"."""
        when, cond, *rest = a
        if "cast_from_hand" in cond and _when(when) != {"event": "enters", "who": "self"}:
            raise Unsupported("'if you cast it from your hand' after another trigger than this entering")  # parts/bat
        out = self.triggered([when, *rest])
        return {**out, "if": cond}

    trg_triggered_if_step = trg_triggered_if

    def trg_end_of_combat(self, a: list[Any]) -> dict[str, Any]:
        """CR 511.2: "at end of combat" triggers as the end of combat step begins (of any turn)."""
        return self.triggered([_step("end_of_combat", "any"), *a])

    # ---- anaphora (CR 603.2) ----
    def trg_it(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="trg_it")

    def trg_that(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="trg_that", filter={"noun": str(a[0])})

    def trg_that_permanent(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="trg_that", filter={"noun": "permanent"})

    def trg_that_spell(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="trg_that", filter={"noun": "spell"})

    def trg_enchanted_creature(self, a: list[Any]) -> Obj:
        """CR 303.4: "enchanted creature" in an effect: the permanent this Aura is attached to."""
        return Obj("ref", ref="enchanted")

    def trg_equipped_creature(self, a: list[Any]) -> Obj:
        """CR 301.5: "equipped creature" in an effect: the permanent this Equipment is attached to."""
        return Obj("ref", ref="equipped")

    def trg_that_player(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="trg_that_player")

    def trg_it_deals_damage(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        """CR 120.1: "it deals N damage to ...": the object the trigger was about is the source."""
        return "damage", {"amount": a[0], "to": a[1], "source": Obj("ref", ref="trg_it_source")}

    def trg_may_gain_life(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        """"you may gain N life": the "you" of "you may" is its subject (only after "you may": :meth:`triggered`)."""
        return "gain_life", {"amount": a[0], "trg_after_may": True}

    def trg_that_much(self, a: list[Any]) -> str:
        return "trg_that_much"

    def trg_attach(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        """CR 701.3a: "attach it to target creature you control" (the Equipment whose trigger this is)."""
        return "attach", {"what": a[0], "to": a[1]}

    def triggered(self, a: list[Any]) -> dict[str, Any]:
        """The base grammar's triggered ability, with its anaphora bound to what the trigger event is about (in
        each mode of a modal one, 700.2)."""
        out: dict[str, Any] = super().triggered(a)     # type: ignore[misc]
        return bind_ability(out)


def bind_ability(term: dict[str, Any]) -> dict[str, Any]:
    """An ability term (``__ability``: triggered, activated) with its anaphora bound (CR 603.2, 608.2h): in a
    triggered ability to what the trigger event is about, or to an object the body named before; in an activated
    ability to an object the body named before, or to its source ("Sacrifice this: It deals 1 damage").  Every
    path that makes a triggered ability (``when ..., if it was kicked, ...``) goes through here (compiler
    ``_ability``); binding twice changes nothing."""
    kind = str(term.get("__ability", ""))
    when = _when(term["when"]) if kind == "triggered" else None
    body = term["clauses"]
    if isinstance(body, Modal):
        term["clauses"] = replace(body, modes=tuple(_bound_clauses(m, when, False) for m in body.modes))
    else:
        term["clauses"] = _bound_clauses(body, when, bool(term.get("optional")))
    return term


def bind_spell(clauses: Any) -> Any:
    """A spell's clauses with their anaphora bound to the objects named before them ("Untap target creature. It
    gets +2/+4": the target; "it deals 3 damage" with no object before it: the spell itself)."""
    if isinstance(clauses, Modal):
        return replace(clauses, modes=tuple(_Anaphora(None).walk(m) for m in clauses.modes))
    return _Anaphora(None).walk(clauses)


def _bound_clauses(clauses: list[Any], when: dict[str, Any] | None, optional: bool) -> list[Any]:
    """A trigger's (or an activated ability's: ``when`` None) clauses with their anaphora bound (603.2); "gain N
    life" read as the "you" of "you may" only as the first clause of an optional trigger."""
    out: list[Any] = _Anaphora(when).walk(clauses)
    if when is not None:
        out = _its_controller(out, when)
    for i, clause in enumerate(out):
        if isinstance(clause, tuple) and len(clause) == 2 and isinstance(clause[1], dict) \
                and clause[1].pop("trg_after_may", False) and not (i == 0 and optional):
            raise Unsupported("'gain N life' without 'you may' before it")
    return out


def _object_filter(f: dict[str, Any]) -> dict[str, Any]:
    """A trigger subject's or condition's noun phrase as a filter (no spells: those are on the stack)."""
    f = dict(f)
    if f.pop("__spell", False):
        raise Unsupported("a spell as a permanent")
    return f


def _when(when: Any) -> dict[str, Any]:
    return {"event": when, "who": "self"} if isinstance(when, str) else dict(when)


#: A damage source bound to the ability's own source: the ``source`` argument is left out (CR 120.1, 608.2h: the
#: source as it last existed, so "Sacrifice this: It deals 1 damage" and "When this dies, it deals 2 damage" work).
_SOURCE = Obj("ref", ref="trg_own_source")
#: References that are an object a later "it" may mean (beside single targets).
_OBJECT_REFS = frozenset({"self", "it", "that", "new_object", "enchanted", "equipped"})
_PLAYER_SPECS = frozenset({"player", "opponent"})
#: Zone-change events of the object itself (CR 603.6): after them "this" is the new object it became (400.7e).
SELF_MOVES = frozenset({"dies", "leaves", "discards", "changes_zone"})
#: The new object a zone-change trigger's object became in the public zone it moved to (CR 400.7e).
_NEW_OBJECT = Obj("ref", ref="new_object")
#: parts/trg2: the tokens the latest creation made ("sacrifice it" after "create a ... token", CR 111.1).
_CREATED = Obj("ref", ref="created")
#: parts/trg2: instructions moving the object they name to another zone (CR 400.7: it becomes a new object).
_MOVES = frozenset({"exile", "bounce", "flicker", "sacrifice", "destroy", "put_into_library",
                    "shuffle_into_library", "return_to_hand", "mill"})


class _Anaphora:
    """CR 608.2h, 603.2: "it", "that creature", "that player" mean the object (player) named last before them in the
    ability's text; with none named before, what the trigger event was about (``when``), and "it deals damage" with
    no object before it the ability's (or spell's) own source.  The clauses are walked in the order written."""

    def __init__(self, when: dict[str, Any] | None) -> None:
        self.when = when
        self.obj: Obj | str | None = None       # the last object named: an Obj, or "many" / "any" (no one object)
        self.player: Obj | None = None          # the last target player named
        self.kicked = False                     # in a clause "if this spell was kicked": "it" is the spell
        self.in_clause = False
        self.named: list[Obj] = []              # what the instruction being read names
        self.moved: list[Obj] = []              # what earlier instructions moved to another zone (a new object, 400.7)
        self.just_moved: list[Obj] = []         # what the instruction just before moved
        self.first_target: Obj | None = None    # the ability's first target ("that creature's controller")

    def walk(self, term: Any) -> Any:
        if term == "trg_that_much":
            if self.when is None or (str(self.when.get("event")) not in AMOUNT_EVENTS and not self.when.get("batch")):
                raise Unsupported("'that much' with a trigger about no amount")
            return "that_much"
        if isinstance(term, Obj):
            if term.kind == "ref" and term.ref.startswith("trg_"):
                term = self._resolve(term)
            elif term.kind == "ref" and term.ref == "self" and self._self_moved():
                term = _NEW_OBJECT      # "when this dies, exile this card": the card in the graveyard (400.7e)
            elif term.kind == "ref" and term.ref == "self" and self._host_left():
                # "when enchanted creature dies, return this card to its owner's hand": the Aura card its owner's
                # graveyard holds by then (400.7f, 603.6e), which the engine doesn't follow; the Aura that was on
                # the battlefield is gone (400.7), so "this" can't be read as it
                raise Unsupported("'this' after the enchanted permanent left (the Aura's card, 400.7f)")
            self.named.append(term)
            return term
        if isinstance(term, list):
            return [self.walk(x) for x in term]
        if isinstance(term, tuple) and not self.in_clause:
            # one instruction: its anaphora refer to what the instructions before it named ("attach this to it":
            # not this), then what it names may be referred to
            self.in_clause, self.named = True, []
            out = tuple(self.walk(x) for x in term)
            self.in_clause = False
            for o in self.named:
                self._note(o)
            self._after_clause(out)
            return out
        if isinstance(term, tuple):
            return tuple(self.walk(x) for x in term)
        if isinstance(term, dict):
            was = self.kicked
            self.kicked = was or term.get("__if") == {"paid": "kicker"}
            done = {k: self.walk(v) for k, v in term.items()}
            self.kicked = was
            return {k: v for k, v in done.items() if v is not _SOURCE}
        return term

    def _self_moved(self) -> bool:
        """CR 400.7e, 603.6, 603.10a: in an ability that triggers on this object's own zone change ("when this dies",
        "when this leaves the battlefield", "when this is put into a graveyard from anywhere"), "this" (the card's
        name, "this card") names the new object the card became in the zone it moved to (the ability finds it there
        if that zone is public and it is still there), not the object that left, which no longer exists (400.7)."""
        return self.when is not None and self.when.get("who") == "self" and not self.when.get("batch") \
            and str(self.when.get("event")) in SELF_MOVES

    def _host_left(self) -> bool:
        """CR 603.6e: an ability of an Aura that triggers on the enchanted permanent leaving the battlefield."""
        return self.when is not None and self.when.get("who") == "enchanted" \
            and str(self.when.get("event")) in SELF_MOVES

    def _after_clause(self, clause: tuple[Any, ...]) -> None:
        """After one instruction (parts/trg2): "it" after creating tokens is the token (CR 111.1: "create a token that's
        a copy of target creature. sacrifice it ..."); a delayed instruction about an object an earlier instruction
        moved to another zone is refused (that object is gone, 400.7: "exile this. return it ... at the beginning of
        the next end step" means the exiled card)."""
        verb = clause[0] if clause and isinstance(clause[0], str) else ""
        args = clause[1] if len(clause) > 1 and isinstance(clause[1], dict) else {}
        if verb == "delayed" and any(args.get("about") == o for o in self.moved):
            raise Unsupported("a delayed instruction about an object an earlier instruction moved")
        if verb == "put_onto_battlefield" and any(args.get("what") == o for o in [*self.moved, *self.just_moved]):
            raise Unsupported("returning an object an earlier instruction moved (a new object, 400.7)")
        # a delayed ability finds the object the instruction just before it moved (effects/triggers.py, 400.7j)
        self.moved.extend(self.just_moved)
        self.just_moved = [o for o in self.named if o.kind in ("target", "ref")][:1] if verb in _MOVES else []
        if verb in ("create_token", "create_copy"):
            self.obj = _CREATED

    def _note(self, o: Obj) -> None:
        if o.kind == "target" and self.first_target is None:
            self.first_target = o
        if o.kind == "target" and isinstance(o.spec, str) and o.spec in _PLAYER_SPECS:
            self.player = o if o.count == 1 else None
        elif o.kind == "target":
            self.obj = "any" if o.spec == "any" else o if o.count == 1 and not o.up_to else "many"
        elif o.kind == "each":
            self.obj = "many"
        elif o.kind == "ref" and o.ref in _OBJECT_REFS:
            self.obj = o

    def _resolve(self, o: Obj) -> Obj:
        if o.ref == "trg_that_controller":
            if self.obj is None and self.when is not None and _about_object(o, self.when):
                return Obj("ref", ref="its_controller")     # as it last existed, so after "dies" too (608.2h)
            return self._controller(self._resolve(replace(o, ref="trg_that")))
        before = self.obj
        if o.ref == "trg_that_player":
            if self.player is not None:
                return self.player
            return self._triggered(o)
        if o.ref == "trg_it" and self.just_moved == [before] and isinstance(before, Obj) and before.kind == "ref" \
                and before.ref == "self":
            return before           # parts/trg2: "exile this. return it to the battlefield ..." (this, 400.7j)
        if before is _CREATED and o.ref in ("trg_it", "trg_that"):
            return before           # parts/trg2: "create a 3/1 ... token with haste. sacrifice it at ..." (CR 111.1)
        if o.ref == "trg_it_source":
            if self.kicked or (self.when is None and before is None) or \
                    (isinstance(before, Obj) and before.kind == "ref" and before.ref == "self"):
                return _SOURCE      # "if this spell was kicked, it deals": the spell; "Sacrifice this: It deals"
            if isinstance(before, Obj) and before.kind == "target" and before.count == 1 and not before.up_to:
                return before       # "target creature you control gets +1/+0. It deals damage ...": that target
            if before is not None:
                raise Unsupported("'it deals damage' after another object")
            assert self.when is not None
            if self.when.get("who") == "self" and str(self.when.get("event")) in LEAVING:
                return _SOURCE      # "when this dies, it deals 2 damage": this as it last existed (608.2h)
            return self._triggered(o)
        if isinstance(before, Obj) and o.ref == "trg_it" and before.kind == "ref" and before.ref == "self":
            # "{3}: Tap this creature. It gains indestructible"; in a triggered ability too (608.2h: the object named
            # last, not what the trigger was about): "whenever you cast a noncreature spell, untap this creature. It
            # gains protection ..." (Pristine Skywise), "put a +1/+1 counter on this creature. It gains flying"
            return before
        if before is None or isinstance(before, Obj) and before.kind == "ref":
            return self._triggered(o)   # none named before, or what the trigger was about ("it gets +1/+0 and gains")
        if not isinstance(before, Obj) or before.kind != "target":
            raise Unsupported(f"{o.ref.removeprefix('trg_')!r} after {before if isinstance(before, str) else 'it'}")
        noun = str(o.filter.get("noun", ""))
        if o.ref == "trg_that" and noun not in ("permanent", _target_noun(before.spec)):
            raise Unsupported(f"'that {noun}' after a target {_target_noun(before.spec)}")
        return before               # the same target (compiler _Body: one target named by two instructions)

    def _controller(self, of: Obj) -> Obj:
        """CR 608.2h: "that creature's controller" (parts/refs): the controller of the ability's first target, or of
        the object the trigger was about, as it last existed."""
        if of.kind == "target" and of is self.first_target and of.count == 1 and not of.up_to:
            return Obj("ref", ref="target_controller")
        if of.kind == "ref" and of.ref in ("it", "that") and self.when is not None:
            return Obj("ref", ref="its_controller")
        raise Unsupported("'that ...'s controller' of an object other than the first target or the trigger's")

    def _triggered(self, o: Obj) -> Obj:
        if self.when is None:
            raise Unsupported(f"{o.ref.removeprefix('trg_')!r} with nothing named before it")
        return _anaphor(o, self.when)


def _target_noun(spec: Any) -> str:
    """The noun "that ..." repeats for a target: "that creature", "that spell", else "that permanent"."""
    if spec == "creature":
        return "creature"
    if spec == "spell" or isinstance(spec, dict) and "spell" in spec:
        return "spell"
    types = spec.get("permanent", {}).get("types", []) if isinstance(spec, dict) else []
    return str(types[0]).lower() if len(types) == 1 else "permanent"


def _objs(term: Any) -> list[Obj]:
    """The objects and players a term names, in order."""
    if isinstance(term, Obj):
        return [term]
    if isinstance(term, (list, tuple)):
        return [o for x in term for o in _objs(x)]
    if isinstance(term, dict):
        return [o for x in term.values() for o in _objs(x)]
    return []


def _its_controller(clauses: Any, when: dict[str, Any]) -> Any:
    """CR 608.2h: "its controller" in a triggered ability with no target is the controller of the object the trigger
    was about (as it last existed), not of a target (the base grammar's reading)."""
    named = _objs(clauses)
    if any(o.kind == "target" for o in named) or not any(o.ref == "target_controller" for o in named):
        return clauses
    if str(when.get("event")) not in OBJECT_EVENTS or when.get("who") == "self":
        raise Unsupported("'its controller' with no target and no other object")
    return _replace_ref(clauses, "target_controller", Obj("ref", ref="its_controller"))


def _replace_ref(term: Any, name: str, by: Obj) -> Any:
    if isinstance(term, Obj):
        return by if term.kind == "ref" and term.ref == name else term
    if isinstance(term, list):
        return [_replace_ref(x, name, by) for x in term]
    if isinstance(term, tuple):
        return tuple(_replace_ref(x, name, by) for x in term)
    if isinstance(term, dict):
        return {k: _replace_ref(v, name, by) for k, v in term.items()}
    return term


def _anaphor(o: Obj, when: dict[str, Any]) -> Obj:
    """CR 603.2, 400.7: what "it", "that creature", "that player" mean in an ability with trigger ``when``."""
    event = str(when.get("event"))
    if when.get("batch") and o.ref != "trg_that_player":
        raise Unsupported("'it' or 'that ...' after a 'one or more' trigger (parts/bat)")     # one of many objects
    if o.ref == "trg_that_player":
        if event in PLAYER_EVENTS:
            return Obj("ref", ref="that_player")
        if event in OBJECT_EVENTS and event not in _DAMAGED_CREATURE and when.get("who") in ("any", "other") \
                and (when.get("filter") or {}).get("controller") == "opponent":
            # "whenever a creature an opponent controls dies, that player loses 2 life": the opponent who
            # controlled it (as it last existed, 608.2h)
            return Obj("ref", ref="its_controller")
        raise Unsupported("'that player' with a trigger about no player")
    if o.ref == "trg_it_source":
        if event in LEAVING or event not in OBJECT_EVENTS or event in _DAMAGED_CREATURE:
            raise Unsupported("'it deals damage' after a trigger about no object on the battlefield")
        return Obj("ref", ref="it")
    if o.ref == "trg_it":
        if event in LEAVING:
            return Obj("ref", ref="new_object")     # CR 400.7: the card it became ("return it to its owner's hand")
        if event in ("cast", "casts_spell_targeting_this") or (event in OBJECT_EVENTS and event not in _DAMAGED_CREATURE):
            return Obj("ref", ref="it")
        raise Unsupported("'it' with a trigger about no object")
    if o.ref == "trg_that" and event in ("cast", "casts_spell_targeting_this"):
        if o.filter.get("noun") != "spell":
            raise Unsupported("'that ...' after a cast trigger is the spell")
        return Obj("ref", ref="that")
    if o.ref == "trg_that":
        if event in LEAVING or event not in OBJECT_EVENTS or \
                (when.get("who") in ("self", "enchanted", "equipped", "self_or_other", "damaged_by_self")
                 and event not in _DAMAGED_CREATURE):
            raise Unsupported("'that' with a trigger about no other object")
        noun = str(o.filter.get("noun", ""))
        if noun != _subject_noun(when):
            raise Unsupported(f"'that {noun}' after a trigger about a {_subject_noun(when)}")
        return Obj("ref", ref="that")
    raise Unsupported(o.ref)


def _about_object(o: Obj, when: dict[str, Any]) -> bool:
    """Whether "that [noun]" in "that [noun]'s controller" (parts/refs) is the object trigger ``when`` was about, left
    or not (CR 603.2, 608.2h: its controller as it last existed): another object than this, of that noun."""
    if str(when.get("event")) not in OBJECT_EVENTS or str(when.get("event")) == "becomes_target" \
            or when.get("who") in ("self", "self_or_other", "damaged_by_self"):
        return False
    noun = str(o.filter.get("noun", ""))
    return when.get("who") in ("enchanted", "equipped") or noun in ("permanent", _subject_noun(when))


def _subject_noun(when: dict[str, Any]) -> str:
    """The noun "that ..." repeats: the creature dealt combat damage, else the trigger subject's card type."""
    if when.get("event") in _DAMAGED_CREATURE:
        return "creature"
    if when.get("event") in ("cast", "casts_spell_targeting_this"):
        return "spell"
    types = (when.get("filter") or {}).get("types") or []
    return str(types[-1]).lower() if types else "permanent"


# ---- rendering (oracle/render.py) ----------------------------------------------------------------------------------

def _article(phrase: str) -> str:
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


def _spell_phrase(f: Filter) -> str:
    if f.mana_value_min is not None or f.mana_value_max is not None:
        words = render.noun_phrase(Filter(**{k: getattr(f, k) for k in Filter.__dataclass_fields__
                                             if k not in ("mana_value_min", "mana_value_max")}), "spell")
        if f.mana_value_min is not None and f.mana_value_max is None:
            return f"{words} with mana value {f.mana_value_min} or greater"
        if f.mana_value_max is not None and f.mana_value_min is None:
            return f"{words} with mana value {f.mana_value_max} or less"
        return "<spell?>"
    if len(f.subtypes) == 2 and f == Filter(subtypes=f.subtypes):
        return f"{f.subtypes[0]} or {f.subtypes[1]} spell"
    if f.types_any:
        rest = render.noun_phrase(Filter(**{k: getattr(f, k) for k in Filter.__dataclass_fields__
                                            if k != "types_any"}), "spell")
        return " or ".join(t.lower() for t in f.types_any) + " " + rest
    return render.noun_phrase(f, "spell")


@render.renders_effect
def render_it_deals_damage(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"it deals N damage to ...": the damage dealt by the object the trigger was about."""
    source = e.args.get("source")
    if e.verb != "damage" or not isinstance(source, Reference) or source.name != "it":
        return None
    without = render.render_effect(Effect("damage", {k: v for k, v in e.args.items() if k != "source"}), targets)
    return "it" + without.removeprefix("this") if without.startswith("this deals") else None


def _object_words(ref: Any, targets: tuple[TargetSpec, ...]) -> str:
    """What a reference renders as in a clause (the words after "destroy")."""
    return render.render_effect(Effect("destroy", {"what": ref}), targets).removeprefix("destroy ")


@render.renders_effect
def render_attach(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"attach it to target creature you control"."""
    if e.verb != "attach" or set(e.args) != {"what", "to"}:
        return None
    return f"attach {_object_words(e.args['what'], targets)} to {_object_words(e.args['to'], targets)}"


@render.renders_trigger
def render_trigger(t: TriggerSpec) -> str | None:
    """A trigger condition as Oracle text writes it."""
    if t.batch:
        return None     # "whenever one or more ...": parts/bat
    if t.event == "step" and (t.step, t.whose) == ("end_of_combat", "any"):
        return "at end of combat"
    if t.event == "step":
        phrase = _STEPS.get((t.step or "", t.whose))
        return f"at the beginning of {phrase}" if phrase else None
    word = "when" if t.event in _WHEN_EVENTS and t.who in ("self", "enchanted") else "whenever"
    if t.event in OBJECT_EVENTS | EITHER_EVENTS and t.from_zone is None:
        what = _EVENT_WORDS.get(t.event, f"<{t.event}?>")
        if t.event in ("becomes_blocked_by", "blocks_creature", "blocks_or_blocked_by"):
            if t.who != "any" or t.filter.is_empty():
                return None
            verb = {"becomes_blocked_by": "becomes blocked by", "blocks_creature": "blocks",
                    "blocks_or_blocked_by": "blocks or becomes blocked by"}[t.event]
            return f"whenever this {verb} {_article(render.noun_phrase(t.filter))}"
        if t.event == "becomes_target":
            word = "when" if t.whose == "any" else "whenever"
            what += " an opponent controls" if t.whose == "opponent" else ""
            if t.whose not in ("any", "opponent"):
                return None
        if t.event == "deals_combat_damage_to_player" and t.whose != "any":
            if t.whose not in ("opponent", "you"):
                return None
            what = "deals combat damage to " + ("an opponent" if t.whose == "opponent" else "you")  # you: parts/combat
        if t.event == "deals_damage_to_player" and t.whose != "any":
            if t.whose not in ("opponent", "you"):
                return None
            what = "deals damage to " + ("an opponent" if t.whose == "opponent" else "you")     # you: parts/combat
        if t.event == "leaves" and t.to_zone == "graveyard":
            what = "is put into a graveyard from the battlefield"
        elif t.to_zone is not None:
            return None
        if t.who == "self" and t.filter.is_empty():
            return f"{word} this {what}"
        if t.who in ("enchanted", "equipped") and t.filter.is_empty():
            return f"{word} {t.who} creature {what}"
        if t.who == "other":
            return f"{word} another {render.noun_phrase(t.filter)} {what}"
        if t.who == "damaged_by_self" and not t.filter.is_empty():
            return f"{word} {_article(render.noun_phrase(t.filter))} dealt damage by this this turn {what}"
        if t.who == "self_or_other":
            return f"{word} this or another {render.noun_phrase(t.filter)} {what}"
        if t.who == "any" and not t.filter.is_empty():
            return f"{word} {_article(render.noun_phrase(t.filter))} {what}"
        return None
    if t.event == "discards" and t.who == "any" and t.filter in (Filter(), Filter(controller="you"),
                                                                 Filter(controller="opponent")):
        who = {"you": "you ⟨discard|cycle or discard⟩", "opponent": "an opponent ⟨discards|cycles or discards⟩"}.get(
            t.filter.controller or "", "a player ⟨discards|cycles or discards⟩")       # CR 702.29d
        return f"{word} {who} a card"
    player = {"you": "you", "opponent": "an opponent", "any": "a player"}.get(t.whose)
    if player is None or t.who != "any":
        return None
    s = "" if t.whose == "you" else "s"
    if t.event == "cast":
        return f"{word} {player} cast{s} {_article(_spell_phrase(t.filter))}"
    if t.event == "casts_spell_targeting_this":
        return f"{word} {player} cast{s} {_article(_spell_phrase(t.filter))} that targets this"
    if t.event == "gains_life" and t.filter.is_empty():
        return f"{word} {player} gain{s} life"
    if t.event == "draws" and t.filter.is_empty():
        return f"{word} {player} draw{s} a card"
    their = "your" if t.whose == "you" else "their"
    if t.event == "casts_second_spell" and t.filter.is_empty():
        return f"{word} {player} cast{s} {their} second spell each turn"
    if t.event == "draws_second_card" and t.filter.is_empty():
        return f"{word} {player} draw{s} {their} second card each turn"
    if t.event == "you_attack" and t.whose == "you" and t.filter.is_empty():
        return "whenever ⟨you attack|one or more creatures you control attack⟩"     # CR 508.1
    return None


_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}


def render_words(n: int) -> str:
    """A count as Oracle text writes it after "if you control" ("three")."""
    return _NUMBER_WORDS.get(n, str(n))


def _condition(kind: str, args: Any) -> str | None:
    """An intervening "if" clause as written (CR 603.4)."""
    if kind == "controls" and args.get("other"):
        f = Filter.from_mapping({k: v for k, v in args.items() if k != "other"})
        return f"if you control another {render.noun_phrase(f)}"
    if kind == "hand_at_least":
        return f"if you have {render_words(int(args.get('value', 0)))} or more cards in hand"
    if kind in ("controls", "controls_none", "opponent_controls"):
        f = Filter.from_mapping(args)
        if kind == "controls_none":
            return f"if you control no {render.noun_phrase(f, plural=True)}"
        who = "you control" if kind == "controls" else "an opponent controls"
        return f"if {who} {_article(render.noun_phrase(f))}"
    if kind == "controls_at_least":
        f = Filter.from_mapping(args.get("filter"))
        return f"if you control {render_words(int(args.get('count', 0)))} or more {render.noun_phrase(f, plural=True)}"
    if kind == "this_is" and dict(args) in ({"tapped": True}, {"tapped": False}):
        return "if this is tapped" if args["tapped"] else "if this is untapped"
    if kind == "cast_from_hand":    # parts/bat
        return "if you cast it from your hand" if args.get("value", True) else "if you didn't cast it from your hand"
    fixed = {"creature_died_this_turn": "if a creature died this turn", "attacked_this_turn": "if you attacked this turn",
             "gained_life_this_turn": "if you gained life this turn",
             "opponent_lost_life_this_turn": "if an opponent lost life this turn"}
    if kind in fixed:
        return fixed[kind]
    value = args.get("value")
    if kind == "life_at_most":
        return f"if you have {value} or less life"
    if kind == "life_at_least":
        return f"if you have {value} or more life"
    if kind == "hand_empty":
        return "if you have no cards in hand"
    return None


#: Words the renderer of effects writes as ``<name?>`` (a quantity it doesn't know), and as the text does.
_ANAPHORA = {"<that_much?>": "that much"}


@render.renders_ability
def render_triggered(ab: Any) -> str | None:
    """A triggered ability's line: trigger, intervening "if", "you may", effects with their anaphora."""
    if not isinstance(ab, TriggeredAbility) or ab.once_each_turn:
        return None     # "This ability triggers only once each turn": parts/bat
    cond = ""
    if ab.condition is not None:
        c = _condition(ab.condition.kind, ab.condition.args)
        cond = f"{c}, " if c is not None else "<if?>, "
    body = render.render_body(ab.body)
    for placeholder, words in _ANAPHORA.items():
        if ab.trigger.batch:    # parts/bat: "put that many +1/+1 counters", "that much damage"
            words = f"{render.ALT_OPEN}{words}{render.ALT_SEP}that many{render.ALT_CLOSE}"
        body = body.replace(placeholder, words)
    body = body.replace("<that?>", f"that {_subject_noun(_spec_when(ab.trigger))}")
    if ab.trigger.who in ("any", "other") and ab.trigger.filter.controller == "opponent":
        # "whenever a creature an opponent controls dies, that player loses 2 life" (its controller, _anaphor)
        body = body.replace("its controller", f"{render.ALT_OPEN}its controller{render.ALT_SEP}that player"
                                              f"{render.ALT_CLOSE}")
    if ab.optional and body.startswith("you gain "):
        body = body.removeprefix("you ")     # "you may gain 1 life"
    return f"{render.render_trigger(ab.trigger)}, {cond}{'you may ' if ab.optional else ''}{body}"


def _spec_when(t: TriggerSpec) -> dict[str, Any]:
    return {"event": t.event, "who": t.who, "filter": {"types": list(t.filter.types)}}
