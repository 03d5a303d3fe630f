"""Effect verb ``combat_rule``: a creature gets a combat restriction, permission or requirement for a while (CR 611.2c;
the kinds are ``rules/combat_requirements.py``'s: "target creature must be blocked this turn if able", "all creatures
able to block target creature this turn do so", "this can attack this turn as though it didn't have defender")."""

from __future__ import annotations

from typing import Any, Mapping

from manastack.cards.values import TARGET, Duration
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.combat_requirements import EFFECT_RULES
from manastack.rules.context import EffectContext, EffectError

#: What each kind reads as, in the label of the effect.
_LABELS = {"cant_attack_alone": "can't attack alone", "cant_block_alone": "can't block alone",
           "blocked_by_at_most_one": "can't be blocked by more than one creature",
           "blocked_by_at_least_two": "can't be blocked except by two or more creatures",
           "attacks_despite_defender": "can attack as though it didn't have defender",
           "must_be_blocked": "must be blocked if able", "all_must_block": "all creatures able to block it do so",
           "blocks_each_combat": "blocks each combat if able", "attacks_each_combat": "attacks each combat if able",
           "block_any_number": "can block any number of creatures",
           "blocks_source": "blocks its source if able"}


@effect("combat_rule", "611.2c", main="to", to="reference", rules="words", until="duration")
def combat_rule(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 611.2c, 506.5, 508.1d, 509.1b-c, 702.3b: the referred creatures, locked in as it resolves, follow the combat
    ``rules`` (restriction, permission or requirement kinds of ``rules/combat_requirements.py``) while the effect
    lasts (default: this turn).  It is no ability: losing abilities doesn't end it."""
    rules = tuple(args.get("rules", ()))
    bad = [r for r in rules if r not in EFFECT_RULES]
    if bad or not rules:
        raise EffectError(f"{ctx.source_name}: combat_rule's rules are among {', '.join(EFFECT_RULES)}, not "
                          f"{list(rules)}")
    objs = tuple(ctx.permanents(args.get("to"), TARGET))
    if not objs:
        return
    label = " and ".join(_LABELS[r] for r in rules)
    ctx.emit(ev.EffectBegins(ctx.source, ctx.controller, "", objs, {"combat_rules": rules, "label": label},
                             args.get("until", Duration.END_OF_TURN).value, label, rules=("611.2c",)))
