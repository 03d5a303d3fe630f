"""The Oracle grammar's part ``kw4`` (issue 9): triggered and static keyword abilities, fourth batch.

- ascend (CR 702.131): the keyword itself is a keyword line (``rules/ascend.py``); this part reads the condition
  "you have the city's blessing" (``citys_blessing``; "you don't have": ``value: false``) wherever the conditions
  part reads one (an intervening "if", a conditional instruction, a static's "as long as");
- exploit (CR 702.110): the keyword is ``rules/exploit.py``; this part reads "when this exploits a creature" (the
  trigger event ``exploits``);
- enlist (CR 702.154): the keyword is ``rules/enlist.py``; this part reads "whenever this creature enlists a creature"
  (the trigger event ``enlists``);
- soulbond (CR 702.95): the keyword is ``rules/soulbond.py``; this part reads "as long as this is paired with another
  creature, both creatures have ... / each of those creatures gets ... / has "..."" (``affects: paired``);
- backup (CR 702.165): the keyword is expanded by ``oracle/keywords.py`` into its triggered ability (the verb
  ``backup``, ``effects/backup.py``); the renderer below writes that ability back as "backup N".

Grammar in ``kw4.lark``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.cards.model import StaticAbility, TriggeredAbility, TriggerSpec
from manastack.cards.values import Quantity, Reference
from manastack.core.types import CREATURE_TYPES
from manastack.oracle.render import Ability, render_ability, renders_ability, renders_static, renders_trigger
from manastack.oracle.terms import Unsupported


class Terms:
    """Transformer methods of the kw4 part (rule names ``kw4_*``)."""

    def kw4_blessing(self, a: list[Any]) -> dict[str, Any]:
        """CR 702.131c: "you have the city's blessing"."""
        return {"citys_blessing": {}}

    def kw4_exploits(self, a: list[Any]) -> str:
        """CR 702.110b: "when this exploits a creature"."""
        return "exploits"

    def kw4_also_subtype(self, a: list[Any]) -> dict[str, Any]:
        """CR 205.1b: "is a Knight in addition to its other types" (a creature type the subject has too, layer 4)."""
        sub = str(a[-1])
        if sub not in CREATURE_TYPES:
            raise Unsupported(f"'{sub}' is no creature type")
        return {"add_subtypes": [sub]}

    def kw4_enlists(self, a: list[Any]) -> str:
        """CR 702.154c: "whenever this creature enlists a creature"."""
        return "enlists"

    def kw4_pair_preds(self, a: list[Any]) -> dict[str, Any]:
        return dict(a[0])

    def kw4_paired(self, a: list[Any]) -> dict[str, Any]:
        """CR 702.95b: "as long as this is paired with another creature, both creatures have ...": a continuous effect
        on this creature and the one it's paired with (``affects: paired``, nothing while unpaired)."""
        return {"static": {"continuous": {"affects": "paired", **a[0]}}}

    def kw4_no_blessing(self, a: list[Any]) -> dict[str, Any]:
        """CR 702.131c: "you don't have the city's blessing"."""
        return {"citys_blessing": {"value": False}}


@renders_ability
def render_kw4_backup(ab: Ability) -> str | None:
    """CR 702.165a: backup's triggered ability (oracle/keywords.py) as its keyword, "backup N"."""
    if not isinstance(ab, TriggeredAbility) or len(ab.body.modes) != 1:
        return None
    effects = ab.body.modes[0].effects
    if len(effects) != 1 or effects[0].verb != "backup":
        return None
    n = effects[0].args.get("amount")
    count = n.constant() if isinstance(n, Quantity) else n
    return f"backup {count}" if isinstance(count, int) else None


@renders_trigger
def render_kw4_trigger(t: TriggerSpec) -> str | None:
    """CR 702.110b: "when this exploits a creature"."""
    if t.event == "exploits" and t.who == "self" and t.filter.is_empty():
        return "when this exploits a creature"
    if t.event == "enlists" and t.who in ("self", "any") and t.filter.is_empty():
        return "when this enlists a creature"     # its own enlisting only (rules/enlist.py); "whenever" is read so
    return None


@renders_static
def render_kw4_static(s: StaticAbility) -> str | None:
    """CR 205.1b: "equipped creature gets +1/+0[, has reach,] and is a Knight in addition to its other types."."""
    a = s.args
    if s.kind != "continuous" or "add_subtypes" not in a or not set(a) <= {"affects", "add_subtypes", "power",
                                                                           "toughness", "keywords"}:
        return None
    subs = list(a["add_subtypes"])
    if len(subs) != 1 or subs[0] not in CREATURE_TYPES:
        return None
    # imported here, not at the top: importing parts.statics before parts/__init__ does would register its renderers
    # ahead of the parts listed before it there
    from manastack.oracle.parts.statics import _gets, _keyword_text, _listed, _subject
    subject = _subject(a.get("affects"))
    if subject is None or subject[1]:
        return None
    preds: list[str] = []
    if "power" in a or "toughness" in a:
        gets = _gets(a.get("power", 0), a.get("toughness", 0))
        if gets is None:
            return None
        preds.append("gets " + gets)
    if a.get("keywords"):
        preds.append("has " + _listed([_keyword_text(k) for k in a["keywords"]], "and"))
    article = "an" if subs[0][0] in "AEIOU" else "a"
    preds.append(f"is {article} {subs[0].lower()} in addition to its other types")
    return f"{subject[0]} {_listed(preds, 'and')}."


@renders_static
def render_kw4_paired(s: StaticAbility) -> str | None:
    """CR 702.95b: "as long as this is paired with another creature, both creatures have flying." (keywords only) /
    "..., each of those creatures gets +1/+1." / "... has "..."." (the predicates as the renderer writes them for
    equipped creature)."""
    a = s.args
    who = a.get("affects")
    if s.kind != "continuous" or getattr(who, "name", None) != "paired":
        return None
    one = render_ability(replace(s, args={**a, "affects": Reference("equipped")}))
    head = "equipped creature "
    if not one.startswith(head) or "<" in one:
        return None
    preds = one[len(head):]
    lead = "as long as this is paired with another creature, "
    if set(a) == {"affects", "keywords"} and preds.startswith("has "):
        return f"{lead}both creatures have {preds[len('has '):]}"
    return f"{lead}each of those creatures {preds}"
