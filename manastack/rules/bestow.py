"""CR 702.103: bestow, an alternative cost that casts a creature card as an Aura that enchants a creature.

"Bestow [cost]" (written ``Bestow {3}{W}``, normalised ``bestow:{3}{W}``; the keyword is declared with the other
alternative costs in ``rules/alt_costs.py``) means "As you cast this spell, you may choose to cast it bestowed. If you
do, you pay [cost] rather than its mana cost" (702.103a, ``cast Nyxborn Rollicker with bestow targeting Grizzly
Bears``; 118.9, 601.2b, 601.2f-h).  The chosen cost's name among the spell's chosen costs (``Obj.extras``) is also the
mark "bestowed", which the permanent the spell becomes keeps (607.2i) and which goes when it ceases to be bestowed:

- 702.103b: a bestowed spell is an Aura enchantment with enchant creature (``bestowed_chars``: its card types are
  Enchantment alone, its subtypes Aura alone, 205.1a-b; ``characteristics.chars`` applies it on the stack), so it
  targets a creature (303.4a, ``attachments.spell_body``); the permanent it becomes is a bestowed Aura (a continuous
  effect of layers 4 and 6 from the moment it enters, ``bestow_entered``, as long as it is bestowed);
- 702.103d: only the bestowed characteristics are evaluated to cast it so (``rules/priority``);
- 702.103e: as it begins to resolve, if its target is illegal, it ceases to be bestowed and resolves as a creature
  spell (``rules/resolve``, not 608.2b's "doesn't resolve");
- 702.103f: a bestowed Aura that becomes unattached ceases to be bestowed, and one attached to an illegal object
  becomes unattached (instead of 704.5m's graveyard: ``attachments.attachment_action``), so it is a creature again.

Not here: a copy of a bestowed spell (702.103c: the game copies no permanent spell) and a bestowed Aura phasing in
unattached (702.103g: a phased-out permanent's attachments phase out with it, 702.26d).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from manastack.rules.printed import Chars
from manastack.state import ContinuousEffect

if TYPE_CHECKING:
    from manastack.state import GameState, Obj

#: The name of the alternative cost and of the mark "bestowed" (``Cast.extras``, ``Obj.extras``).
BESTOW = "bestow"

#: CR 702.103b: what a bestowed spell or permanent gains: the keyword "enchant creature".
ENCHANT_CREATURE = "enchant:creature"

_LABEL = "a bestowed Aura: an Aura enchantment with enchant creature (702.103b)"


def is_bestowed(o: "Obj") -> bool:
    """CR 702.103b: whether object ``o`` (a spell or a permanent) is bestowed."""
    return BESTOW in o.extras


def bestowed_chars(c: Chars) -> Chars:
    """CR 702.103b, 205.1a-b: characteristics ``c`` as a bestowed Aura's: an Aura enchantment (no other card type
    or subtype) with enchant creature, its other characteristics unchanged."""
    return replace(c, types=frozenset({"Enchantment"}), subtypes=frozenset({"Aura"}),
                   keywords=c.keywords | {ENCHANT_CREATURE})


def bestow_entered(state: "GameState", oid: int) -> None:
    """CR 702.103b: the permanent ``oid`` just entered; if it was a bestowed spell, it is a bestowed Aura: a
    continuous effect makes it an Aura enchantment with enchant creature (layers 4 and 6) as long as it is bestowed."""
    o = state.objects[oid]
    if not is_bestowed(o) or o.face_down:
        return
    mods: dict[str, object] = {"types": ("Enchantment",), "subtypes": ("Aura",), "keywords": (ENCHANT_CREATURE,),
                               "label": _LABEL}
    state.effects.append(ContinuousEffect(state.new_id(), oid, o.controller, "4", o.timestamp, (oid,), mods,
                                          "indefinite"))
    state.touch_chars()


def cease_bestowed(state: "GameState", oid: int) -> bool:
    """CR 702.103e-f: object ``oid`` ceases to be bestowed (the effect making it an Aura ends); whether it was."""
    o = state.objects.get(oid)
    if o is None or not is_bestowed(o):
        return False
    o.extras = tuple(x for x in o.extras if x != BESTOW)
    state.effects = [e for e in state.effects if not (e.source == oid and e.affected == (oid,)
                                                       and e.mods.get("label") == _LABEL)]
    state.touch_chars()
    return True
