"""Effect verb ``attach`` (CR 701.3): attach an Aura or Equipment to a permanent.

Equip (702.6a) is this verb with ``what: self, to: target``.  Where more than one permanent could be
meant ("another permanent of that type": Enchantment Alteration), the controller of the effect chooses
one it can legally be attached to (303.4d, 301.5c); attaching it to something it can't be attached to
does nothing (701.3b, checked again as the ``Attach`` event is performed).
"""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import SELF, TARGET
from manastack.decisions import Decision, Option
from manastack.effects.registry import effect
from manastack.rules.attachments import can_attach
from manastack.rules.characteristics import chars
from manastack.rules.context import EffectContext
from manastack.rules.naming import obj_name


@effect("attach", "701.3", main="to", what="reference", to="reference", another_of_host_type="words")
def attach(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 701.3a: attach each referred Aura or Equipment (default this object) to the permanent ``to`` refers to
    (default the first target); with ``another_of_host_type: [Creature, Land]``, to another permanent having a
    type of those its current host has, chosen as the effect resolves (Enchantment Alteration)."""
    st = ctx.state
    for what in ctx.permanents(args.get("what"), SELF):
        kinds: tuple[str, ...] = args.get("another_of_host_type", ())
        if kinds:
            host = st.objects[what].attached_to
            if host is None or host not in st.objects:
                continue
            shared = [t for t in kinds if t in chars(st, host).types]
            hosts = [h for h in st.permanents() if h != host and any(t in chars(st, h).types for t in shared)]
        else:
            hosts = ctx.permanents(args.get("to"), TARGET)
        hosts = [h for h in hosts if can_attach(st, what, h)]
        if not hosts:
            continue          # CR 701.3b: it doesn't move
        pick = 0
        if len(hosts) > 1:
            opts = tuple(Option(obj_name(st, h), h, f"{obj_name(st, h)}#{h}") for h in hosts)
            a = ctx.choose(Decision(ctx.controller, "choose", f"Choose what {obj_name(st, what)} becomes attached to",
                                    "701.3a", opts, data={"what": "attach"}))
            pick = a.picks[0]  # type: ignore[attr-defined]
        ctx.emit(ev.Attach(what, hosts[pick], rules=("701.3a", "613.7e")))
