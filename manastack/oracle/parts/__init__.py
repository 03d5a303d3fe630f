"""The Oracle grammar's parts (issue 9): each part reads one family of phrases (triggers, effects, statics, ...).

A part is a module in this package with three things:

- a grammar file of the same name (``NAME.lark``): new rules, and alternatives added to the base grammar's rules
  (``grammar.lark``) with Lark's ``%extend`` (``%extend clause: create_token``);
- ``Terms``, a transformer mixin with one method per rule or alias it adds, turning parse trees into the terms of
  ``oracle/terms.py``;
- renderers for what it emits, registered with ``render.renders_effect`` and its siblings, so the rendered text can
  be compared with the Oracle text.

To add a part, write its module and grammar file and list the module in :data:`PARTS`.  Two parts may not define
the same transformer method (:func:`term_classes` refuses), so a rule name belongs to one part.
"""

from __future__ import annotations

from importlib import resources
from types import ModuleType

# Import order is the order in which the parts' renderers are tried (render.py takes the first that renders a
# value): modal's "if this was kicked, ... instead" bodies before effects' renderer of any one-mode body.
# kw4's renderer of backup's triggered ability (CR 702.165a) as its keyword, before any part's of a triggered ability
from manastack.oracle.parts import kw4
from manastack.oracle.parts import qty  # first: its renderer words a counted number each way, asking the others
# tg3's renderer of bodies with divided effects (CR 601.2d) before effects' renderer of any one-mode body
from manastack.oracle.parts import tg3
# zd's renderer of an effect lasting until your next turn (it asks the others for the one lasting until end of turn)
from manastack.oracle.parts import zd
# zone2's renderer of "return up to N target ... cards" before zones' renderer of one such card
from manastack.oracle.parts import zone2
# kw3's renderer of the trigger "you may exert this as it attacks. when you do" before triggers' of any "when this ..."
from manastack.oracle.parts import kw3
# spd's renderer of "exhaust — [cost]: [effect]" (CR 702.177a) before modal's of activated abilities with limits
from manastack.oracle.parts import spd
from manastack.oracle.parts import modal
from manastack.oracle.parts import conditions      # its conditional effects before effects' renderer
from manastack.oracle.parts import static_conditions  # its conditional statics before statics' and tokens' renderers
# tokens' renderers before effects' (a token with quoted abilities) and statics' (a static granting abilities)
from manastack.oracle.parts import tokens
from manastack.oracle.parts import effects, statics, triggers, zones
from manastack.oracle.parts import costs
from manastack.oracle.parts import kw
from manastack.oracle.parts import oneshot
from manastack.oracle.parts import combat
from manastack.oracle.parts import des
from manastack.oracle.parts import trg2
from manastack.oracle.parts import refs
from manastack.oracle.parts import cs2
from manastack.oracle.parts import cs3
from manastack.oracle.parts import cb2
from manastack.oracle.parts import bat
from manastack.oracle.parts import mana2
from manastack.oracle.parts import cs4

#: The parts, in the order their grammar is appended and their methods are looked up.
PARTS: tuple[ModuleType, ...] = (
    modal,
    statics,
    triggers,
    zones,
    effects,
    costs,
    conditions,
    tokens,
    qty,
    kw,
    oneshot,
    combat,
    zone2,
    static_conditions,
    zd,
    des,
    trg2,
    refs,
    cs2,
    kw3,
    tg3,
    cs3,
    cb2,
    bat,
    mana2,
    spd,
    cs4,
    kw4,
)


def part_grammar(part: ModuleType) -> str:
    """The grammar file of one part (``parts/NAME.lark``)."""
    name = part.__name__.rpartition(".")[2]
    return (resources.files(__name__) / f"{name}.lark").read_text(encoding="utf-8")


def term_classes() -> tuple[type, ...]:
    """The parts' transformer mixins; refuses two parts defining one method (a rule name belongs to one part)."""
    owner: dict[str, str] = {}
    for part in PARTS:
        for attr in vars(part.Terms):
            if attr.startswith("__"):
                continue
            if attr in owner:
                raise RuntimeError(f"oracle parts {owner[attr]} and {part.__name__} both define {attr!r}: "
                                   f"rename the rule in one of them")
            owner[attr] = part.__name__
    return tuple(part.Terms for part in PARTS)
