"""Effect verbs, one module per family, registered into the card vocabulary.

:func:`load_all` imports every rules module that registers frame handlers or words of
the card vocabulary, and every effect family, once: after it, every vocabulary in
``manastack.cards.vocabulary`` is complete.
"""

from __future__ import annotations

import importlib

_RULES = ("casting", "combat", "pipeline", "resolve", "sba", "start", "triggers", "turn", "conditions", "context",
          "targeting", "replacement", "characteristics", "layers", "copies", "priority", "put_triggers", "references",
          "attachments", "flashback", "entering", "banding", "block_triggers", "special", "phasing", "cycling",
          "buyback", "upkeep", "morph", "daynight", "cast_timing", "cost_reduction",
          "kicker",
          "enters_tapped_unless",
          "trigger_events", "trigger_keywords", "turn_conditions",
          "game_conditions",
          "ward", "crew", "coin_flips", "storm", "partner",
          "reinforce", "transmute", "scavenge", "retrace", "jump_start", "embalm", "cascade", "madness", "rebound",
          "alt_costs", "entwine", "offspring", "ninjutsu", "reconfigure",
          "token_keywords", "persist", "counter_keywords", "attack_keywords", "combat_trigger_keywords", "evolve",
          "renown", "riot", "enter_attacking",
          "monarch", "poison", "defending_refs", "ring",
          "suspend", "plot",
          "goad", "steps", "connive", "exert", "myriad", "monstrosity", "extort", "firebending",
          "escape", "foretell", "alt_cost_statics", "uncounterable", "flash_cost", "graveyard_cast", "miracle",
          "replicate", "escalate",
          "combat_requirements", "extra_turns",
          "reflexive", "zone_change_triggers", "cycle_triggers", "cast_from", "copy_triggers",
          "sunburst",
          "activated_keywords", "speed", "saddle",
          "ascend", "exploit", "job_select", "enlist", "soulbond")
_FAMILIES = ("attach", "cards_moves", "combat_mods", "continuous", "copies", "counters", "damage", "faces", "library",
             "life", "mana", "piles", "prevention", "spell_copies", "stack", "tokens", "triggers", "upkeep", "phasing",
             "blocking",
             "player_counters", "coins",
             "embalm_copies", "cascade", "madness", "rebound",
             "explore", "persist", "counter_keywords", "untap_effects", "renown",
             "reveal_until",
             "designations",
             "suspend", "ninjutsu", "reconfigure",
             "goad", "connive", "myriad", "monstrosity", "extort", "firebend",
             "miracle",
             "combat_rules", "extra_turns",
             "reflexive",
             "speed", "saddle", "encore",
             "backup", "ascend", "exploit", "soulbond")
_loaded = False


def load_all() -> None:
    """Import every rules module and effect family (they register themselves; importing twice is free)."""
    global _loaded
    if _loaded:
        return
    for m in _RULES:
        importlib.import_module(f"manastack.rules.{m}")
    for m in _FAMILIES:
        importlib.import_module(f"manastack.effects.{m}")
    _loaded = True
