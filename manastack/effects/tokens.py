"""Effect verbs: creating tokens (CR 111)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from manastack.cards.values import YOU
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.characteristics import token_key
from manastack.rules.context import EffectContext
from manastack.rules.enter_attacking import attack_choices
from manastack.rules.naming import ref_label
from manastack.decisions import Decision, Option


@effect("create_token", "111.1", main="token", token="token", amount="quantity", controller="reference",
        tapped="flag", attacking="flag", power="quantity", toughness="quantity")
def create_token(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 111.1: create N tokens with the given inline definition; ``tapped``: "create a tapped ... token", they
    enter tapped (the entering contained in the creation, 616.1g; 614.1d); ``attacking``: "... that are tapped and
    attacking": each enters attacking what its controller chooses for it, asked first (508.4, rules/enter_attacking).
    ``power`` / ``toughness``: the token's power and toughness as the effect defines them ("create an X/X green Ooze
    creature token, where X is ..."), counted as it resolves and then its copiable values (111.3, 608.2h)."""
    token = args["token"]
    if "power" in args or "toughness" in args:
        # CR 107.1b: a negative result stays negative where an effect sets a creature's power or toughness
        token = replace(token, power=ctx.number(args.get("power"), token.power or 0),
                        toughness=ctx.number(args.get("toughness"), token.toughness or 0))
    key = token_key(ctx.state, token)
    n = ctx.number(args.get("amount"), 1)
    for p in ctx.players(args.get("controller"), YOU):
        attacking = tuple(_attacked(ctx, p, i, n) for i in range(n)) if args.get("attacking") and n > 0 else ()
        ctx.emit(ev.CreateToken(p, key, n, tapped=bool(args.get("tapped")), rules=("111.1",),
                                attacking=tuple(a for a in attacking if a is not None)
                                if all(a is not None for a in attacking) else ()))


def _attacked(ctx: EffectContext, player: int, i: int, n: int) -> tuple[str, int] | None:
    """CR 508.4: what the ``i``th of ``n`` tokens ``player`` creates attacking attacks: their choice among the
    defending players and the planeswalkers those control (none outside combat or another player's combat)."""
    choices = attack_choices(ctx.state, player)
    if len(choices) <= 1:
        return choices[0] if choices else None
    which = f"token {i + 1} of {n}" if n > 1 else "the token"
    a = ctx.choose(Decision(player, "choose", f"Choose what {which} attacks", "508.4",
                            tuple(Option(ref_label(ctx.state, c), c) for c in choices), data={"what": "attacked"}))
    return choices[a.picks[0]]  # type: ignore[attr-defined]
