"""Effect verbs: adding mana (CR 106)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from manastack.core.mana import COLORS, ManaError, mana_units as _parsed_units, pool_units as _units
from manastack.decisions import Decision, Option
from manastack.cards.values import YOU
from manastack.effects.registry import effect
from manastack import events as ev
from manastack.rules.characteristics import chars
from manastack.rules.chosen import CHOSEN_COLOR_MANA, chosen_of
from manastack.rules.casting import abilities_of
from manastack.rules.context import EffectContext
from manastack.rules.targeting import matches

if TYPE_CHECKING:
    from manastack.state import GameState
from manastack.rules.restricted_mana import KEEP_TURN, restricted_units, restriction_text


@effect("add_mana", "106.3", main="mana", mana="mana", player="reference", one_of="costs", amount="quantity",
        combination="flag", spend_cast="filter", spend_activate="filter", spend_uncounterable="flag",
        spend_not_cast="filter", keep="flag", produced_by="filter", any_type="flag")
def add_mana(ctx: EffectContext, args: Mapping[str, Any]) -> None:
    """CR 106.3: add mana to a player's pool ("any" asks for a colour; snow sources make snow mana); ``one_of``:
    "Add {R} or {G}", the mana of one of them, chosen as it resolves (106.1a).  With ``mana: any``, ``amount``:
    "Add two mana of any one color" (one colour chosen, that much of it); with ``combination: true`` "Add two mana in
    any combination of colors" (a colour chosen for each, 106.1b).  ``mana: chosen_color``: "Add one mana of the chosen
    color" (the colour its "as this enters, choose a color" chose, 607.2).  With other mana, ``amount``: that mana as
    many times, counted as it resolves ("Add {G} for each creature you control", 608.2h; none when it is 0).
    CR 106.6: ``spend_cast`` (a filter of spells) and ``spend_activate`` (a filter of sources) restrict the mana:
    "Spend this mana only to cast a creature spell" (``spend_cast: {types: [Creature]}``), "... or activate an
    ability of an artifact source"; ``spend_uncounterable``: "..., and that spell can't be countered" (106.6a);
    ``spend_not_cast``: "This mana can't be spent to cast a nonartifact spell" (a Powerstone's, 111.10h: any other
    cost it pays); ``keep``: "Until end of turn, you don't lose this mana as steps and phases end" (106.4a).
    ``produced_by`` (a filter of permanents, with ``mana: any``): "Add one mana of any color that a land an opponent
    controls could produce" (106.7: a colour one of them could make with its mana abilities now, none if none can);
    ``any_type``: "of any type" (colorless too)."""
    text = args.get("mana", "{C}")
    if "produced_by" in args:
        mana = _could_produce(ctx, args)
    elif args.get("one_of"):
        kinds = tuple(str(m) for m in args["one_of"])
        a = ctx.choose(Decision(ctx.controller, "choose", "Choose the mana to add", "106.1a",
                                tuple(Option(k, k, k.strip("{}") if len(k) == 3 else "") for k in kinds),
                                data={"what": "color"}))       # "choose {R}", or by the colour: "R", "red"
        mana = _parsed_units(kinds[a.picks[0]], _snow(ctx))  # type: ignore[attr-defined]
    elif str(text).lower() == "any":
        n = ctx.number(args.get("amount"), 1)
        opts = tuple(Option(c, c) for c in COLORS)
        made: dict[str, int] = {}
        for _ in range(n if args.get("combination") else min(n, 1)):
            a = ctx.choose(Decision(ctx.controller, "choose", "Choose a color of mana to add", "106.1", opts,
                                    data={"what": "color"}))
            color = COLORS[a.picks[0]]  # type: ignore[attr-defined]
            made[color] = made.get(color, 0) + (1 if args.get("combination") else n)
        mana = _units(made, _snow(ctx))
    elif str(text).lower() == CHOSEN_COLOR_MANA:
        # CR 607.2, 614.12a: "Add one mana of the chosen color": the colour chosen as this permanent entered (none
        # chosen, no mana)
        chosen = chosen_of(ctx.state, ctx.source).get("color")
        mana = _units({str(chosen): 1}, _snow(ctx)) if chosen in COLORS else ()
    else:
        mana = _parsed_units(text, _snow(ctx))
    if "amount" in args and str(text).lower() != "any":      # "any": the amount is read above
        n = ctx.number(args["amount"], 1)
        if n <= 0:
            return
        mana = tuple((k, v * n) for k, v in mana)
    if "spend_cast" in args or "spend_activate" in args or "spend_not_cast" in args or args.get("keep"):
        # CR 106.6, 106.4a: restricted (or kept) mana, a kind of its own
        mana = restricted_units(mana, restriction_text(ctx.state, ctx.source, args.get("spend_cast"),
                                                      args.get("spend_activate"),
                                                      bool(args.get("spend_uncounterable")),
                                                      args.get("spend_not_cast"),
                                                      KEEP_TURN if args.get("keep") else ""))
    for p in ctx.players(args.get("player"), YOU):
        ctx.emit(ev.AddMana(p, mana, source=ctx.source, rules=("106.3", "605.3b")))


def producible(state: "GameState", oid: int) -> set[str]:
    """CR 106.7: the kinds of mana permanent ``oid``'s mana abilities could produce (their costs aside): fixed mana,
    a choice ("{R} or {G}"), any colour, the colour chosen for it; not mana counted by another permanent's."""
    out: set[str] = set()
    for ab in abilities_of(state, oid):
        if not ab.is_mana:
            continue
        for mode in ab.body.modes:
            for e in mode.effects:
                if e.verb != "add_mana" or "produced_by" in e.args:
                    continue
                text = str(e.args.get("mana", "{C}"))
                if e.args.get("one_of"):
                    out.update(k for m in e.args["one_of"] for k, _ in _parsed_units(str(m), False))
                elif text.lower() == "any":
                    out.update(COLORS)
                elif text.lower() == CHOSEN_COLOR_MANA:
                    chosen = chosen_of(state, oid).get("color")
                    out.update([str(chosen)] if chosen in COLORS else [])
                else:
                    try:
                        out.update(k for k, _ in _parsed_units(text, False))
                    except ManaError:
                        continue
    return out


def _could_produce(ctx: EffectContext, args: Mapping[str, Any]) -> tuple[tuple[str, int], ...]:
    """CR 106.7: one mana of a kind that a permanent matching ``produced_by`` could produce, chosen (none if none)."""
    st = ctx.state
    kinds: set[str] = set()
    for oid in st.permanents():
        if matches(st, oid, args["produced_by"], ctx.source, ctx.controller):
            kinds |= producible(st, oid)
    order = [k for k in (*COLORS, "C") if k in kinds and (k != "C" or args.get("any_type"))]
    if not order:
        return ()
    a = ctx.choose(Decision(ctx.controller, "choose", "Choose the mana to add", "106.7",
                            tuple(Option(k, k) for k in order), data={"what": "color"}))
    return _units({order[a.picks[0]]: 1}, _snow(ctx))  # type: ignore[attr-defined]


def _snow(ctx: EffectContext) -> bool:
    """CR 106.3, 107.4h: whether the source is a snow permanent (its mana is snow mana)."""
    return ctx.source in ctx.state.objects and "Snow" in chars(ctx.state, ctx.source).supertypes
