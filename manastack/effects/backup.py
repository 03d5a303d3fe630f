"""The effect verb of backup (CR 702.165): ``backup``.

"Backup N" means "When this creature enters, put N +1/+1 counters on target creature. If that's another creature, it
also gains the non-backup abilities of this creature printed below this one until end of turn" (702.165a).  The
Oracle compiler (``oracle/keywords.py``) writes the keyword as that triggered ability, targeting a creature, with
this verb; the abilities it grants are written in it (``keywords``, ``abilities``): the ones printed after the backup
line, fixed in the card data, so they are what was printed whatever the permanent gained or lost since (702.165c-d).
"""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import TARGET, Duration
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext


@effect("backup", "702.165a", main="amount", amount="quantity", keywords="keywords", abilities="abilities")
def backup(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 702.165a: put N +1/+1 counters on the target creature (122.1); if that's another creature than this one
    (not the backup creature itself), it gains ``keywords`` and ``abilities`` (the non-backup abilities printed below
    the backup ability) until end of turn (layer 6, 613.1f)."""
    n = ctx.number(args.get("amount"), 1)
    targets = tuple(ctx.permanents(TARGET, TARGET))
    for oid in targets:
        ctx.emit(ev.PutCounters(oid, "+1/+1", n, by_effect=True, rules=("702.165a", "122.1")))
    others = tuple(oid for oid in targets if oid != ctx.source and oid in ctx.state.objects)
    keywords: tuple[str, ...] = tuple(args.get("keywords", ()))
    abilities = tuple(args.get("abilities", ()))
    if not others or not (keywords or abilities):
        return
    mods: dict[str, Any] = {"keywords": keywords, **({"abilities": abilities} if abilities else {})}
    gained = [*keywords, *(["an ability"] if len(abilities) == 1 else [f"{len(abilities)} abilities"] if abilities
                           else [])]
    ctx.emit(ev.EffectBegins(ctx.source, ctx.controller, "6", others, mods, Duration.END_OF_TURN.value,
                             "gains " + ", ".join(gained), rules=("702.165a", "613.1f")))
