"""CR 702.21 ward: "Whenever this permanent becomes the target of a spell or ability an opponent controls, counter
that spell or ability unless that player pays [cost]" (702.21a).

Card data writes it as printed: ``Ward {2}``, ``Ward—Pay 3 life``, ``Ward—Discard a card``,
``Ward—Sacrifice a creature``, ``Ward—{2}, Pay 2 life`` (a cost of several parts is paid whole or not at all,
118.3, 601.2h).  The keyword makes its triggered ability (``keyword(triggered=...)``), so a permanent that gains
ward ("enchanted creature has ward {2}") has the ability and each instance triggers separately (702.21b).  The
ability's effect is the ``counter`` verb with its ``unless_*`` costs (``effects/stack.py``); "that spell or
ability" is the reference ``that_spell``: the spell or ability whose targeting made the trigger trigger (603.2).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from manastack.cards.model import Body, Effect, Filter, Mode, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity, Reference
from manastack.cards.vocabulary import keyword
from manastack.core.mana import ManaError, parse_cost
from manastack.rules.references import Ref, Scope, reference

if TYPE_CHECKING:
    from manastack.state import GameState

_LIFE = re.compile(r"pay (\d+) life", re.IGNORECASE)
_DISCARD = re.compile(r"discard (a|one|two|three) cards?", re.IGNORECASE)
_SACRIFICE = re.compile(r"sacrifice an? (artifact|creature|enchantment|land|permanent|nonland permanent)",
                        re.IGNORECASE)
_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3}


def ward_cost(text: str) -> dict[str, Any]:
    """The ``unless_*`` arguments of ``counter`` for a ward cost as printed (CR 702.21a): mana ``{2}``
    (``unless_pays``), ``Pay 3 life`` (``unless_life``), ``Discard a card`` (``unless_discards``), ``Sacrifice a
    creature`` (``unless_sacrifices``), or several of these joined by commas / "and", all paid together.
    ValueError says what isn't understood."""
    out: dict[str, Any] = {}
    for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", text.strip().rstrip(".")):
        part = part.strip()
        life, discard, sac = _LIFE.fullmatch(part), _DISCARD.fullmatch(part), _SACRIFICE.fullmatch(part)
        if life and "unless_life" not in out:
            out["unless_life"] = Quantity.const(int(life.group(1)))
        elif discard and "unless_discards" not in out:
            out["unless_discards"] = Quantity.const(_NUMBERS[discard.group(1).lower()])
        elif sac and "unless_sacrifices" not in out:
            kind = sac.group(1).lower()
            out["unless_sacrifices"] = Filter() if kind == "permanent" else \
                Filter(not_types=("Land",)) if kind == "nonland permanent" else Filter(types=(kind.capitalize(),))
        elif part.startswith("{") and "unless_pays" not in out:
            try:
                parse_cost(part)
            except ManaError as e:
                raise ValueError(f"{part!r} is not a mana cost ({e})") from None
            out["unless_pays"] = (part.upper(),)
        else:
            raise ValueError(f"{part!r} is not a ward cost the rules read: mana such as {{2}}, 'Pay N life', "
                             "'Discard a card' or 'Sacrifice a creature' (CR 702.21a)")
    if not out:
        raise ValueError("ward needs a cost (CR 702.21a)")
    return out


def _problem(param: str) -> str | None:
    try:
        ward_cost(param)
    except ValueError as e:
        return f"'Ward {param}': {e}"
    return None


def _ward(param: str) -> TriggeredAbility:
    """CR 702.21a: "Whenever this permanent becomes the target of a spell or ability an opponent controls, counter
    that spell or ability unless that player pays [cost].\""""
    spec = TriggerSpec("becomes_target", whose="opponent")
    body = Body((Mode((), (Effect("counter", {"what": Reference("that_spell"), **ward_cost(param)}),)),))
    sep = " " if param.startswith("{") and "," not in param else "\u2014"
    return TriggeredAbility(spec, body, text=f"Ward{sep}{param}")


@reference("that_spell", "603.2")
def _that_spell(state: "GameState", ref: Reference, scope: Scope) -> list[Ref]:
    """The spell or ability the trigger was about: the one whose targeting made it trigger ("counter that spell or
    ability", ward, CR 702.21a), if it still exists."""
    oid = scope.info.get("spell")
    return [("o", int(oid))] if oid is not None and int(oid) in state.objects else []


keyword("ward", "702.21", "Ward [cost]: whenever this permanent becomes the target of a spell or ability an "
        "opponent controls, counter that spell or ability unless that player pays [cost]", parameter=True,
        check=_problem, triggered=_ward)

__all__ = ["ward_cost"]
