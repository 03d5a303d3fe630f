"""Effect verbs that begin continuous effects changing objects (CR 611.2, 613): control, power and
toughness set or switched, types, colours and abilities changed.

Each proposes one ``EffectBegins`` whose parts (``rules/layers.MOD_LAYER``) apply in their layers
(613.6) to the objects locked in now (611.2c); ``until`` is its duration (611.2a, default end of
turn; ``indefinite`` where the card states none, ``while_you_control_source`` for "for as long as
you control this", 611.2b).
"""

from __future__ import annotations

from typing import Any, Mapping

from manastack import events as ev
from manastack.cards.values import TARGET, YOU, Duration
from manastack.core.mana import COLOR_NAMES, COLORS
from manastack.decisions import Decision, Option
from manastack.effects.registry import effect
from manastack.rules.context import EffectContext
from manastack.rules.layers import layers_of, pt_value


def _begin(ctx: EffectContext, args: Mapping[str, Any], mods: dict[str, Any], description: str,
           rules: tuple[str, ...]) -> None:
    """Propose the continuous effect ``mods`` on the objects ``to`` refers to, locked in now (611.2c)."""
    objs = tuple(ctx.permanents(args.get("to"), TARGET))
    if not objs:
        return
    until: Duration = args.get("until", Duration.END_OF_TURN)
    ctx.emit(ev.EffectBegins(ctx.source, ctx.controller, layers_of(mods), objs, {**mods, "label": description},
                             until.value, description, rules=("611.2c",) + rules))


@effect("gain_control", "613.1b", main="to", to="reference", player="reference", until="duration")
def gain_control(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 613.1b: the player (default you) gains control of the referred permanents."""
    players = ctx.players(args.get("player"), YOU)
    if players:
        _begin(ctx, args, {"control": players[0]}, f"{ctx.state.players[players[0]].name} gains control",
               ("613.1b",))


@effect("set_pt", "613.4b", main="to", to="reference", power="quantity", toughness="quantity", until="duration")
def set_pt(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 613.4b: the referred creatures have base power and toughness N/M ("becomes 0/1")."""
    p, t = ctx.number(args.get("power"), 0), ctx.number(args.get("toughness"), 0)
    _begin(ctx, args, {"base_power": p, "base_toughness": t}, f"becomes {p}/{t}", ("613.4b",))


@effect("switch_pt", "613.4d", main="to", to="reference", until="duration")
def switch_pt(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 613.4d: switch the referred creatures' power and toughness."""
    _begin(ctx, args, {"switch": True}, "power and toughness switched", ("613.4d",))


@effect("lose_abilities", "613.1f", main="to", to="reference", keywords="keywords", until="duration")
def lose_abilities(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 613.1f: the referred permanents lose the keywords named, or all their abilities if none are named."""
    kws: tuple[str, ...] = args.get("keywords", ())
    mods: dict[str, Any] = {"lose_keywords": kws} if kws else {"lose_all_abilities": True}
    _begin(ctx, args, mods, "loses " + (", ".join(kws) if kws else "all abilities"), ("613.1f",))


@effect("become", "613.1d", main="to", to="reference", types="words", add_types="words", add_supertypes="words", subtypes="words", add_subtypes="words",
        creature_types="words", land_type="words", colors="colors", choose_color="flag", power="quantity", toughness="quantity",
        keywords="keywords", lose_activated="quantity", end_cost="mana", until="duration")
def become(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 613.1d-f, 613.4b, 613.6: the referred permanents become what the arguments say (card types instead of
    their others, 205.1a: Opal Gargoyle "becomes a 2/2 Gargoyle creature"; types in addition,
    a basic land type (305.7), ``creature_types``: "becomes a 3/3 Golem artifact creature", its creature types
    replaced, its other types and subtypes kept (205.1b), colours, base power and toughness, keywords), each part in its layer;
    ``choose_color``: "the color of your choice", asked of the controller as it resolves (105.4);
    ``lose_activated: N``: "loses this ability", the card's Nth activated ability (layer 6, Enraging Licid);
    ``end_cost``: "You may pay {R} to end this effect", a special action its controller may take whenever
    they have priority (116.2c, ``rules/special.py``)."""
    mods: dict[str, Any] = {k: args[k] for k in ("types", "add_types", "add_supertypes", "subtypes", "add_subtypes",
                                                 "creature_types", "land_type",
                                                 "colors", "keywords") if k in args}
    if "lose_activated" in args:
        mods["lose_activated"] = (ctx.number(args["lose_activated"], 0),)
    if "end_cost" in args:
        mods["end_cost"] = str(args["end_cost"])
    if args.get("choose_color"):
        mods["colors"] = (choose_color(ctx),)
    for arg, mod in (("power", "base_power"), ("toughness", "base_toughness")):
        if "power" in args or "toughness" in args:
            q = args.get(arg)
            mods[mod] = pt_value(q, ctx.number(q, 0)) if q is not None else 0
    colors = " and ".join(COLOR_NAMES.get(c, c) for c in mods.get("colors", ()))
    kinds = list(args.get("add_supertypes", ())) + list(args.get("subtypes", ()) or args.get("add_subtypes", ())) \
        + list(args.get("creature_types", ())) \
        + list(args.get("types", ())) + list(args.get("add_types", ()))
    pt = "/".join(str(v) if isinstance(v, int) else "*" for v in (mods.get("base_power"), mods.get("base_toughness"))) \
        if "base_power" in mods else ""
    what = " ".join(w for w in (pt, colors, *kinds) if w)
    article = ("an " if what[:1].lower() in "aeiou8" else "a ") if pt or kinds else ""
    _begin(ctx, args, mods, f"becomes {article}{what}".rstrip(), ("613.1d", "613.6"))


def choose_color(ctx: EffectContext) -> str:
    """CR 105.4: the controller chooses one of the five colours ("multicolored" and "colorless" are not colours)."""
    a = ctx.choose(Decision(ctx.controller, "choose", "Choose a color", "105.4",
                            tuple(Option(c, c) for c in COLORS), data={"what": "color"}))
    return COLORS[a.picks[0]]  # type: ignore[attr-defined]
