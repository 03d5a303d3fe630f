"""CR 506.5, 508.1c-d, 509.1b-c, 702.3b: combat restrictions and requirements beyond those of ``combat.py`` and
``block_limits.py``, as static kinds (the creature's own, or of the Aura or Equipment attached to it, 303.4m) and as
effects of resolved spells and abilities (effect verb ``combat_rule``, ``effects/combat_rules.py``, 611.2c).

Restrictions (what a declaration may not do):

- ``cant_alone`` with ``cant: [attack, block]`` (506.5): the creature may attack (block) only if another creature
  attacks (blocks) too (read as ``cant_attack_alone`` / ``cant_block_alone``, the names the effect verb uses);
- ``blocked_by_at_most_one`` (509.1b): "can't be blocked by more than one creature";
- ``blocked_by_at_least_two`` (509.1b): "can't be blocked except by two or more creatures" (menace's rule without
  the keyword, 702.111b);
- ``blocked_only_by_keywords`` (509.1b): "can't be blocked except by creatures with flying [or reach]".

``cant_attack_you`` (508.1c): "can't attack you or planeswalkers you control" (you: the controller of the ability's
source, an Aura's controller for its enchanted creature).

Permissions: ``attacks_despite_defender`` (702.3b): "can attack as though it didn't have defender";
``block_any_number`` (509.1a): "can block any number of creatures".

Requirements (509.1c, 508.1d: what a declaration must do if able):

- ``must_be_blocked``: "must be blocked if able": one requirement, that the creature is blocked;
- ``all_must_block``: "all creatures able to block this creature do so" (Lure): one requirement for each creature
  the defending player controls that could block it, that it blocks this creature;
- ``blocks_each_combat``: "blocks each combat if able": one requirement, that the creature blocks;
- ``blocks_source`` (an effect's only): "target creature blocks this creature this turn if able": one requirement, that
  it blocks the source of the effect (if that is attacking and it could block it).

A declaration of blockers is legal only if it obeys every restriction and as many requirements as a legal
declaration can (509.1c): the decision carries the requirements as data (``requirements``: ``["blocked", A]``,
``["block", B, A]``, ``["blocks", B]``), and ``decisions.py`` counts the requirements each declaration obeys (``manastack/requirements.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Iterator

from manastack.cards.vocabulary import static_kind
from manastack.rules.characteristics import chars, controller_of

if TYPE_CHECKING:
    from manastack.cards.model import StaticAbility
    from manastack.state import GameState

CANT_ALONE = static_kind(
    "cant_alone", "506.5", "this creature (or the enchanted or equipped one) can't `cant` alone (`cant` lists "
    "`attack` and/or `block`: \"can't attack or block alone\"): it attacks (blocks) only if another creature attacks "
    "(blocks) too", cant="words", affects="affects")
#: What ``combat_rules`` calls the restrictions of ``cant_alone`` (and the effect verb ``combat_rule`` gives).
CANT_ATTACK_ALONE, CANT_BLOCK_ALONE = "cant_attack_alone", "cant_block_alone"
AT_MOST_ONE = static_kind(
    "blocked_by_at_most_one", "509.1b", "this creature (or the enchanted or equipped one) can't be blocked by more "
    "than one creature", affects="affects")
AT_LEAST_TWO = static_kind(
    "blocked_by_at_least_two", "509.1b", "this creature (or the enchanted or equipped one) can't be blocked except by "
    "two or more creatures", affects="affects")
ONLY_BY_KEYWORDS = static_kind(
    "blocked_only_by_keywords", "509.1b", "this creature (or the enchanted or equipped one) can't be blocked except "
    "by creatures with one of `keywords` (\"except by creatures with flying or reach\")", keywords="keywords",
    affects="affects")
DESPITE_DEFENDER = static_kind(
    "attacks_despite_defender", "702.3b", "this creature (or the enchanted or equipped one) can attack as though it "
    "didn't have defender", affects="affects")
CANT_ATTACK_YOU = static_kind(
    "cant_attack_you", "508.1c", "this creature (or the enchanted or equipped one) can't attack you (the controller of "
    "this ability's source) or planeswalkers you control", affects="affects")
BLOCK_ANY_NUMBER = static_kind(
    "block_any_number", "509.1a", "this creature (or the enchanted or equipped one) can block any number of creatures",
    affects="affects")
MUST_BE_BLOCKED = static_kind(
    "must_be_blocked", "509.1c", "this creature (or the enchanted or equipped one) must be blocked if able (a "
    "blocking requirement)", affects="affects")
ALL_MUST_BLOCK = static_kind(
    "all_must_block", "509.1c", "all creatures able to block this creature (or the enchanted or equipped one) do so "
    "(a blocking requirement for each of them: Lure)", affects="affects")
BLOCKS_EACH_COMBAT = static_kind(
    "blocks_each_combat", "509.1c", "this creature (or the enchanted or equipped one) blocks each combat if able (a "
    "blocking requirement)", affects="affects")

_KINDS = frozenset({CANT_ATTACK_YOU, CANT_ALONE, AT_MOST_ONE, AT_LEAST_TWO, ONLY_BY_KEYWORDS, DESPITE_DEFENDER, MUST_BE_BLOCKED,
                    ALL_MUST_BLOCK, BLOCKS_EACH_COMBAT, BLOCK_ANY_NUMBER})

#: The combat rules the effect verb ``combat_rule`` may give a creature for a while (611.2c).
EFFECT_RULES = ("cant_attack_alone", "cant_block_alone", "blocked_by_at_most_one", "blocked_by_at_least_two",
                "attacks_despite_defender", "must_be_blocked", "all_must_block", "blocks_each_combat",
                "attacks_each_combat", "block_any_number", "blocks_source")


def combat_rules(state: "GameState", oid: int) -> frozenset[str]:
    """The kinds of restriction, permission and requirement that apply to creature ``oid``: its own static
    abilities, those of what enchants or equips it (303.4m), and those given by resolved effects (611.2c);
    ``cant_alone`` is read as ``cant_attack_alone`` and/or ``cant_block_alone``."""
    got: set[str] = set()
    for s in _statics_on(state, oid):
        if s.kind == CANT_ALONE:
            got.update(f"cant_{w}_alone" for w in s.args.get("cant", ()))
        else:
            got.add(s.kind)
    if state.effects:
        got.update(k for e in state.effects if oid in e.affected for k in e.mods.get("combat_rules", ()))
    return frozenset(got)


def _statics_on(state: "GameState", oid: int) -> Iterator["StaticAbility"]:
    """The static abilities of this module's kinds that apply to ``oid``: its own, and those of the permanents
    attached to it that speak of the enchanted or equipped creature (303.4m, 301.5f)."""
    for s in chars(state, oid).static:
        if s.kind in _KINDS and getattr(s.args.get("affects"), "name", "self") == "self":
            yield s
    for a in state.permanents():
        if state.objects[a].attached_to != oid:
            continue
        for s in chars(state, a).static:
            if s.kind in _KINDS and getattr(s.args.get("affects"), "name", None) in ("enchanted", "equipped"):
                yield s


def protected_players(state: "GameState", oid: int) -> set[int]:
    """CR 508.1c: the players ``oid`` can't attack, nor their planeswalkers ("enchanted creature can't attack you or
    planeswalkers you control": the controller of the Aura, or of the creature itself for its own ability)."""
    out: set[int] = set()
    for s in chars(state, oid).static:
        if s.kind == CANT_ATTACK_YOU and getattr(s.args.get("affects"), "name", "self") == "self":
            out.add(controller_of(state, oid))
    for a in state.permanents():
        if state.objects[a].attached_to != oid:
            continue
        for s in chars(state, a).static:
            if s.kind == CANT_ATTACK_YOU and getattr(s.args.get("affects"), "name", None) in ("enchanted", "equipped"):
                out.add(controller_of(state, a))
    return out


def keywords_needed(state: "GameState", oid: int) -> list[frozenset[str]]:
    """CR 509.1b: for each "can't be blocked except by creatures with K1 or K2" of ``oid`` (own or of its Aura or
    Equipment), the keywords of which a blocker must have one."""
    return [frozenset(s.args.get("keywords", ())) for s in _statics_on(state, oid) if s.kind == ONLY_BY_KEYWORDS]


def requirements(state: "GameState", cands: dict[int, list[int]], attackers: Iterable[int]) -> list[list[Any]]:
    """CR 509.1c: the blocking requirements of this declaration, given the creatures that could block (``cands``:
    blocker -> the attackers it may block): "must be blocked if able", Lure (one for each creature able to block),
    and "blocks each combat if able"."""
    out: list[list[Any]] = []
    for a in attackers:
        rules = combat_rules(state, a)
        if MUST_BE_BLOCKED in rules and any(a in atts for atts in cands.values()):
            out.append(["blocked", a])
        if ALL_MUST_BLOCK in rules:
            out.extend(["block", b, a] for b, atts in sorted(cands.items()) if a in atts)
    for b in sorted(cands):
        if BLOCKS_EACH_COMBAT in combat_rules(state, b):
            out.append(["blocks", b])
        for e in state.effects:
            if b in e.affected and "blocks_source" in e.mods.get("combat_rules", ()) and e.source in cands[b]:
                out.append(["block", b, e.source])
    return out
