"""The statics part of the Oracle grammar (issue 9): static abilities (CR 604) and mana abilities with a choice.

Reads (``statics.lark``) and renders back:

- continuous effects of one object or a group (CR 611.3, 613): "Enchanted creature gets +2/+2 and has flying",
  "Equipped creature has trample", "Creatures you control have haste", "Other Elves you control get +1/+1 and
  have forestwalk", "This creature gets +1/+1 for each artifact you control" (a ``continuous`` static: layer 6
  keywords, layer 7c power and toughness);
- restrictions (CR 508.1c-d, 509.1b, 502.3): "attacks each combat if able", "can't attack", "can't block", "can't
  be blocked", "can block only creatures with flying", "can't be blocked by creatures with power 2 or less",
  "doesn't untap during your untap step", "You may choose not to untap this creature during your untap step";
- "You control enchanted creature" (layer 2), "You have no maximum hand size" (402.2), "Play with the top card of
  your library revealed" (401.5), the opening-hand leylines (103.6a), "This creature enters with N [kind] counters
  on it" (614.1c);
- "Add {R} or {G}." and "Add {W}, {U}, or {B}." (CR 106.1a, 605.1a): one mana of a kind chosen as it resolves.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.model import Effect, Filter, StaticAbility, TargetSpec
from manastack.cards.values import Quantity, Reference
from manastack.oracle.render import ALT_CLOSE, ALT_OPEN, ALT_SEP, noun_phrase, renders_effect, renders_static
from manastack.rules.chosen import CHOSEN_TYPE
from manastack.oracle.parts.qty import amount_words, each_phrase, times
from manastack.oracle.terms import Unsupported, merge, number, power_toughness


class Terms:
    """Parse-tree nodes of the statics part to terms (static abilities as card data)."""

    # ---- a line ----------------------------------------------------------------------------------------------
    def sta_static(self, a: list[Any]) -> Any:
        return a[0]

    def sta_continuous(self, a: list[Any]) -> dict[str, Any]:
        """CR 611.3, 613.1: a continuous effect of a static ability on what its subject names."""
        affects, mods = a
        return {"static": {"continuous": {"affects": affects, **mods}}}

    def sta_during_your_turn(self, a: list[Any]) -> dict[str, Any]:
        """CR 611.3a: "During your turn, this creature has first strike": only while its controller is active."""
        out = self.sta_continuous(a)
        out["static"]["continuous"]["if_during_your_turn"] = True
        return out

    def sta_as_long_as(self, a: list[Any]) -> dict[str, Any]:
        """CR 611.3a: "... as long as you control three or more artifacts"."""
        out = self.sta_continuous(a[:2])
        out["static"]["continuous"].update(a[2])
        return out

    def sta_if_control(self, a: list[Any]) -> dict[str, Any]:
        return {"if_you_control": a[0]}

    def sta_if_control_another(self, a: list[Any]) -> dict[str, Any]:
        f = dict(a[0])
        if f.pop("__spell", False):
            raise Unsupported("another spell you control")
        return {"if_you_control": {**f, "other": True}}

    def sta_if_control_n(self, a: list[Any]) -> dict[str, Any]:
        return {"if_you_control": a[1], "if_you_control_at_least": number(a[0])}

    def sta_if_graveyard(self, a: list[Token]) -> dict[str, Any]:
        return {"if_graveyard_at_least": number(a[0])}

    def sta_restricted(self, a: list[Any]) -> dict[str, Any]:
        """CR 508.1c-d, 509.1b, 502.3: a restriction or requirement of one creature (this one, or the enchanted or
        equipped one, 303.4m)."""
        affects, (kind, args) = a
        if affects == "self":
            return {"static": {kind: args} if args else kind}
        return {"static": {kind: {**args, "affects": affects}}}

    def sta_may_not_untap(self, a: list[Any]) -> dict[str, Any]:
        return {"static": "may_not_untap"}

    def sta_control_enchanted(self, a: list[Any]) -> dict[str, Any]:
        return {"static": {"continuous": {"affects": "enchanted", "control": True}}}

    def sta_no_max_hand_size(self, a: list[Any]) -> dict[str, Any]:
        return {"static": "no_max_hand_size"}

    def sta_additional_land(self, a: list[Any]) -> dict[str, Any]:
        return {"static": "additional_land_play"}

    def sta_players_cant_gain_life(self, a: list[Any]) -> dict[str, Any]:
        return {"static": "players_cant_gain_life"}

    def sta_opponents_cant_gain_life(self, a: list[Any]) -> dict[str, Any]:
        return {"static": "opponents_cant_gain_life"}

    def sta_skip_draw_step(self, a: list[Any]) -> dict[str, Any]:
        return {"static": "skip_draw_step"}

    def sta_choose_creature_type(self, a: list[Any]) -> dict[str, Any]:
        """CR 614.12a: "As this enters, choose a creature type" (read by "of the chosen type", 607.2)."""
        return {"static": {"as_enters_choose": "creature_type"}}

    def sta_pay_life_or_tapped(self, a: list[Token]) -> dict[str, Any]:
        """CR 614.1c: "As this land enters, you may pay 2 life. If you don't, it enters tapped"."""
        return {"static": {"as_enters_pay_life": {"amount": int(a[0])}}}

    def sta_prevent(self, a: list[Any]) -> dict[str, Any]:
        """CR 615.1a: "Prevent all (combat) damage that would be dealt to (and dealt by) enchanted creature"."""
        combat = len(a) == 3
        flags = a[-2]
        return {"static": {"prevent_damage": {"affects": a[-1], **flags, **({"combat": True} if combat else {})}}}

    def sta_prev_combat(self, a: list[Any]) -> bool:
        return True

    def sta_prev_to_by(self, a: list[Any]) -> dict[str, bool]:
        return {"to": True, "by": True}

    def sta_prev_to(self, a: list[Any]) -> dict[str, bool]:
        return {"to": True}

    def sta_prev_by(self, a: list[Any]) -> dict[str, bool]:
        return {"by": True}

    def sta_reveal_or_tapped(self, a: list[Any]) -> dict[str, Any]:
        """CR 614.1c: "As this land enters, you may reveal an Island or Swamp card from your hand. If you don't, this
        land enters tapped"."""
        if number(a[0]) != 1 or not a[1]:
            raise Unsupported("revealing other than one card of a kind as this enters")
        return {"static": {"as_enters_reveal": {"filter": dict(a[1])}}}

    def sta_spells_cost_less(self, a: list[Any], key: str = "less") -> dict[str, Any]:
        """CR 601.2f: "... spells you cast cost {1} less to cast" (or more)."""
        whose, f = a[0]
        mana = str(a[1]).strip("{}")
        if not mana.isdigit():
            raise Unsupported("a cost change of coloured mana")
        return {"static": {"spells_cost": {"filter": f, key: int(mana), **whose}}}

    def sta_spells_cost_more(self, a: list[Any]) -> dict[str, Any]:
        return self.sta_spells_cost_less(a, "more")

    def sta_spells_yours(self, a: list[Any]) -> tuple[dict[str, Any], dict[str, Any]]:
        return {}, a[0]

    def sta_spells_opponents(self, a: list[Any]) -> tuple[dict[str, Any], dict[str, Any]]:
        return {"opponents": True}, a[0]

    def sta_spells_everyone(self, a: list[Any]) -> tuple[dict[str, Any], dict[str, Any]]:
        return {"everyone": True}, a[0]

    def sta_instant_sorcery_spells(self, a: list[Any]) -> dict[str, Any]:
        return {"types_any": ["Instant", "Sorcery"]}

    def sta_choose_color(self, a: list[Any]) -> dict[str, Any]:
        return {"static": {"as_enters_choose": "color"}}

    def sta_choose_opponent(self, a: list[Any]) -> dict[str, Any]:
        return {"static": {"as_enters_choose": "opponent"}}

    def sta_choose_card_name(self, a: list[Any]) -> dict[str, Any]:
        return {"static": {"as_enters_choose": "card_name"}}

    def sta_is_chosen_type(self, a: list[Any]) -> dict[str, Any]:
        return {"static": {"continuous": {"affects": "self", "add_subtypes": [CHOSEN_TYPE]}}}

    def sta_post_chosen_type(self, a: list[Any]) -> dict[str, Any]:
        return {"subtypes": [CHOSEN_TYPE]}

    def sta_top_card_revealed(self, a: list[Any]) -> dict[str, Any]:
        return {"static": "top_card_revealed"}

    def sta_look_at_top(self, a: list[Any]) -> dict[str, Any]:
        return {"static": "look_at_library_top"}

    def sta_begin(self, a: list[Any]) -> dict[str, Any]:
        return {"static": "begin_on_battlefield"}

    def sta_enters_with(self, a: list[Any]) -> dict[str, Any]:
        """CR 614.1c: "This creature enters with two +1/+1 counters on it"."""
        amount, kind = a[1]
        return {"static": {"enters_with_counters": {"counter": kind, "amount": amount}}}

    def sta_counters(self, a: list[Token]) -> tuple[int | str, str]:
        return number(a[0]), str(a[1])

    def sta_defines_pt(self, a: list[Any]) -> dict[str, Any]:
        """CR 604.3: "This creature's power and toughness are each equal to ..." (layer 7a, 613.4a)."""
        return {"static": {"defines_pt": {"power": a[1], "toughness": a[1]}}}

    def sta_defines_power(self, a: list[Any]) -> dict[str, Any]:
        """CR 604.3: "This creature's power is equal to ..." (its toughness is printed)."""
        return {"static": {"defines_pt": {"power": a[1]}}}

    def sta_number_permanents(self, a: list[dict[str, Any]]) -> dict[str, Any]:
        return self.sta_count_permanents(a)

    def sta_instant_sorcery_cards(self, a: list[Any]) -> dict[str, Any]:
        return {"types_any": ["Instant", "Sorcery"]}

    def sta_number_hand(self, a: list[Any]) -> str:
        return "hand_size"

    # ---- "enters tapped unless" (CR 614.1c) -------------------------------------------------------------------
    def sta_enters_tapped_unless(self, a: list[Any]) -> dict[str, Any]:
        return {"static": {"enters_tapped_unless": a[1]}}

    def sta_unless_controls_n(self, a: list[Any]) -> dict[str, Any]:
        n, bound = number(a[0]), a[1]
        f = dict(a[-1])
        if len(a) == 4:
            f["other"] = True
        return {"controls": f, bound: n}

    def sta_or_more(self, a: list[Any]) -> str:
        return "at_least"

    def sta_or_fewer(self, a: list[Any]) -> str:
        return "at_most"

    def sta_unless_controls(self, a: list[Any]) -> dict[str, Any]:
        return {"controls": a[0]}

    def sta_a_np(self, a: list[Any]) -> dict[str, Any]:
        f = dict(a[1])
        if f.pop("__spell", False):
            raise Unsupported("a spell you control")
        return f

    def sta_a_or_a(self, a: list[Token]) -> dict[str, Any]:
        words = [str(t) for t in a if t.type == "SUBTYPE"]
        return {"subtypes": words}

    def sta_unless_opponents_control(self, a: list[Any]) -> dict[str, Any]:
        return {"opponents_control": a[1], "at_least": number(a[0])}

    def sta_unless_opponents(self, a: list[Any]) -> dict[str, Any]:
        return {"opponents_at_least": number(a[0])}

    def sta_unless_life(self, a: list[Token]) -> dict[str, Any]:
        return {"player_life_at_most": int(a[0])}

    def sta_legendary_adj(self, a: list[Any]) -> dict[str, Any]:
        return {"supertypes": ["Legendary"]}

    def sta_basic_adj(self, a: list[Any]) -> dict[str, Any]:
        return {"supertypes": ["Basic"]}

    # ---- subjects --------------------------------------------------------------------------------------------
    def sta_self(self, a: list[Any]) -> str:
        return "self"

    def sta_enchanted(self, a: list[Any]) -> str:
        return "enchanted"

    def sta_equipped(self, a: list[Any]) -> str:
        return "equipped"

    def sta_each(self, a: list[Any], other: bool = False) -> dict[str, Any]:
        f = dict(a[0])
        if f.pop("__spell", False):
            raise Unsupported("a static ability of spells")
        return {"each": {**f, "other": True} if other else f}

    def sta_each_other(self, a: list[Any]) -> dict[str, Any]:
        return self.sta_each(a, other=True)

    # ---- continuous predicates -------------------------------------------------------------------------------
    def sta_one_preds(self, a: list[dict[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for mods in a:
            if set(mods) & set(out):
                raise Unsupported("one part of a continuous effect twice")
            out.update(mods)
        return out

    sta_group_preds = sta_one_preds

    def sta_gets(self, a: list[Token]) -> dict[str, Any]:
        p, t = power_toughness(a[0])
        return {"power": p, "toughness": t}

    def sta_gets_for_each(self, a: list[Any]) -> dict[str, Any]:
        """CR 613.4c: "+1/+1 for each artifact you control": a quantity counted as the layer applies."""
        p, t = power_toughness(a[0])
        return {"power": _times(a[1], p), "toughness": _times(a[1], t)}

    def sta_has(self, a: list[list[str]]) -> dict[str, Any]:
        return {"keywords": a[0]}

    def sta_keywords(self, a: list[str]) -> list[str]:
        return list(a)

    def sta_keyword(self, a: list[Token]) -> str:
        word = str(a[0])
        return word[0].upper() + word[1:]

    def sta_count_permanents(self, a: list[dict[str, Any]]) -> dict[str, Any]:
        f = dict(a[0])
        if f.pop("__spell", False):
            raise Unsupported("for each spell")
        return {"count": f}

    def sta_count_hand(self, a: list[Any]) -> str:
        return "hand_size"

    def sta_count_graveyard(self, a: list[dict[str, Any]]) -> dict[str, Any]:
        return {"graveyard": a[0]}

    def sta_count_graveyards(self, a: list[dict[str, Any]]) -> dict[str, Any]:
        return {"graveyards": a[0]}

    def sta_card_np(self, a: list[dict[str, Any]]) -> dict[str, Any]:
        return merge(a)

    # ---- restrictions ----------------------------------------------------------------------------------------
    def sta_attacks_each_combat(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "attacks_each_combat", {}

    def sta_cant_attack(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "cant_attack", {}

    def sta_cant_block(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "cant_block", {}

    def sta_cant_be_blocked(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "cant_be_blocked", {}

    def sta_blocks_only_flying(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "blocks_only", {"filter": {"keywords": ["flying"]}}

    def sta_cant_be_blocked_by(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        f = dict(a[0])
        if f.pop("__spell", False):
            raise Unsupported("blocked by spells")
        return "cant_be_blocked_by", {"filter": f}

    def sta_cant_attack_unless(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "cant_attack_unless_defender_controls", {"filter": a[0]}

    def sta_doesnt_untap(self, a: list[Any]) -> tuple[str, dict[str, Any]]:
        return "doesnt_untap", {}

    # ---- mana with a choice ----------------------------------------------------------------------------------
    def sta_add_one_of(self, a: list[list[str]]) -> tuple[str, dict[str, Any]]:
        """CR 106.1a: "Add {R} or {G}": one of the kinds, chosen as the ability resolves."""
        return "add_mana", {"one_of": a[0]}

    def sta_mana_options(self, a: list[str]) -> list[str]:
        return list(a)

    def sta_mana(self, a: list[Token]) -> str:
        return "".join(str(t) for t in a)


def _times(q: Any, n: int) -> Any:
    """``q`` times ``n`` as card data (``{times: 2, of: {count: ...}}``, parts/qty.py)."""
    return times(n, q)


# ---- rendering (render.py compares it with the Oracle text) -------------------------------------------------------

_KINDS_TEXT = {"attacks_each_combat": "attacks each combat if able", "cant_attack": "can't attack",
               "cant_block": "can't block", "cant_be_blocked": "can't be blocked",
               "doesnt_untap": "doesn't untap during {whose} untap step",
               "block_additional": "can block an additional creature each combat"}   # parts/combat


def _signed(q: Any) -> str:
    n = q.constant() if isinstance(q, Quantity) else int(q)
    if n is None:
        raise ValueError
    return f"{n:+d}"


def _subject(ref: Any) -> tuple[str, bool] | None:
    """What a static ability affects as its subject, and whether the subject is plural."""
    if not isinstance(ref, Reference):
        return None
    if ref.name in ("self", "enchanted", "equipped"):
        return {"self": "this", "enchanted": "enchanted creature", "equipped": "equipped creature"}[ref.name], False
    if ref.name == "each" and ref.filter is not None:
        return group_phrase(ref.filter), True
    return None


def group_phrase(f: Filter) -> str:
    """A group of permanents in the plural ("other Elves you control", "creatures your opponents control",
    "creatures you control of the chosen type")."""
    other = "other " if f.other else ""
    g = Filter(**{k: getattr(f, k) for k in Filter.__dataclass_fields__ if k not in ("other", "controller")})
    chosen = CHOSEN_TYPE in g.subtypes
    if chosen:      # CR 607.2: linked to "as this enters, choose a creature type"
        g = Filter(**{**_fields(g), "subtypes": tuple(t for t in g.subtypes if t != CHOSEN_TYPE)})
    if chosen:
        noun = noun_phrase(g, plural=True)
        whose = {"you": " you control", "opponent": " your opponents control"}.get(f.controller or "", "")
        if not whose and not other:     # "all creatures of the chosen type" (Engineered Plague)
            return f"{ALT_OPEN}all {noun} of the chosen type{ALT_SEP}{noun} of the chosen type{ALT_CLOSE}"
        return f"{other}{noun}{whose} of the chosen type"
    # the controller as noun_phrase words it, in either order with "with flying" ("creatures you control with
    # flying"); a group of all of them with or without "all" ("white creatures get +1/+1", "all white creatures")
    noun = noun_phrase(Filter(**{**_fields(g), "controller": f.controller}), plural=True)
    if not f.controller and not other:
        return ALT_OPEN + f"all {noun}{ALT_SEP}{noun}" + ALT_CLOSE
    return f"{other}{noun}"


def _count(q: Any) -> str | None:
    """"for each ..." of a quantity, or None."""
    if not isinstance(q, Quantity):
        return None
    if q.kind == "count" and q.filter is not None:
        return each_phrase(q)       # parts/qty.py: "other", "on the battlefield"
    if q.kind == "hand_size":
        return "for each card in your hand"
    if q.kind in ("graveyard", "graveyards") and q.filter is not None:
        where = "in your graveyard" if q.kind == "graveyard" else "in all graveyards"
        return f"for each {noun_phrase(q.filter, 'card')} {where}"
    return each_phrase(q)       # parts/qty.py: the other counts


def _gets(power: Any, toughness: Any) -> str | None:
    """"+1/+1", or "+1/+0 for each artifact you control" (one count, the other part 0 or the same count)."""
    counted = [q for q in (power, toughness) if isinstance(q, Quantity) and q.kind != "const"]
    if not counted:
        try:
            return f"{_signed(power)}/{_signed(toughness)}"
        except (ValueError, TypeError):
            return None
    each = _count(counted[0])
    if each is None or any(_count(q) != each for q in counted):
        return None

    def part(q: Any) -> str:
        if isinstance(q, Quantity) and q.kind != "const":
            return f"{q.value:+d}"
        return "+0" if _signed(q) == "+0" else "?"
    return f"{part(power)}/{part(toughness)} {each}"


def _listed(words: list[str], last: str) -> str:
    if len(words) <= 2:
        return f" {last} ".join(words)
    return ", ".join(words[:-1]) + f", {last} " + words[-1]


@renders_static
def _render_static(s: StaticAbility) -> str | None:
    a = s.args
    if s.kind == "continuous":
        subject = _subject(a.get("affects"))
        if subject is None:
            return "<continuous?>"
        if set(a) == {"affects", "add_subtypes"} and tuple(a["add_subtypes"]) == (CHOSEN_TYPE,) and \
                subject[0] == "this":
            return "this is the chosen type in addition to its other types."
        if set(a) == {"affects", "control"} and a["control"] is True and subject[0] == "enchanted creature":
            return "you control enchanted creature."
        conditions = {"if_during_your_turn", "if_you_control", "if_you_control_at_least", "if_graveyard_at_least"}
        if not set(a) - {"affects"} - conditions or set(a) - {"affects", "power", "toughness", "keywords"} - conditions:
            return "<continuous?>"
        text, plural = subject
        preds: list[str] = []
        if "power" in a or "toughness" in a:
            gets = _gets(a.get("power", 0), a.get("toughness", 0))
            if gets is None:
                return "<continuous?>"
            preds.append(("get " if plural else "gets ") + gets)
        if a.get("keywords"):
            kws = [_keyword_text(k) for k in a["keywords"]]
            preds.append(("have " if plural else "has ") + _listed(kws, "and"))
        line = f"{text} {_listed(preds, 'and')}"
        if a.get("if_during_your_turn"):
            line = "during your turn, " + line
        condition = _condition_text(a)
        if condition is None:
            return "<continuous?>"
        return f"{line}{condition}."
    if s.kind in _KINDS_TEXT or s.kind in ("blocks_only", "cant_be_blocked_by", "cant_attack_unless_defender_controls"):
        who = a.get("affects")
        name = who.name if isinstance(who, Reference) else "self"
        one = {"self": "this", "enchanted": "enchanted creature", "equipped": "equipped creature"}.get(name)
        if one is None:
            return None
        return _restriction_text(s, one, name)
    if s.kind == "defines_pt":
        power, toughness = _number(a.get("power")), _number(a.get("toughness"))
        if power is None:
            return None
        if "toughness" not in a:
            return f"this's power is equal to {power}."
        return f"this's power and toughness are each equal to {power}." if toughness == power else None
    if s.kind == "enters_tapped_unless":
        unless = _unless_text(a)
        return f"this enters tapped unless {unless}." if unless is not None else None
    if s.kind == "may_not_untap" and not a:
        return "you may choose not to untap this during your untap step."
    if s.kind == "no_max_hand_size" and not a:
        return "you have no maximum hand size."
    if s.kind == "additional_land_play" and not a:
        return "you may play an additional land on each of your turns."
    if s.kind in ("players_cant_gain_life", "opponents_cant_gain_life") and not a:
        return ("players" if s.kind.startswith("players") else "your opponents") + " can't gain life."
    if s.kind == "skip_draw_step" and not a:
        return "skip your draw step."
    if s.kind == "spells_cost":
        return _spells_cost_text(a)
    if s.kind == "as_enters_pay_life" and set(a) == {"amount"}:
        return f"as this enters, you may pay {_qty_text(a['amount'])} life. if you don't, it enters tapped."
    if s.kind == "prevent_damage" and {"affects"} <= set(a) <= {"affects", "to", "by", "combat"}:
        subject = _subject(a["affects"])
        way = {(True, True): "to and dealt by", (True, False): "to", (False, True): "by"}.get(
            (bool(a.get("to")), bool(a.get("by"))))
        if subject is None or way is None:
            return None
        return f"prevent all {'combat ' if a.get('combat') else ''}damage that would be dealt {way} {subject[0]}."
    if s.kind == "as_enters_reveal" and set(a) == {"filter"}:
        f = a["filter"]
        card = (" or ".join(f.subtypes) + " card") if f == Filter(subtypes=f.subtypes) else noun_phrase(f, "card")
        return f"as this enters, you may reveal {_a(card)} from your hand. if you don't, this enters tapped."
    if s.kind == "as_enters_choose" and set(a) == {"value"}:
        what = {"creature_type": "a creature type", "color": "a color", "opponent": "an opponent",
                "card_name": "a card name"}.get(str(a["value"]))
        return f"as this enters, choose {what}." if what else None
    if s.kind == "top_card_revealed" and not a:
        return "play with the top card of your library revealed."
    if s.kind == "look_at_library_top" and not a:
        return "you may look at the top card of your library any time."
    if s.kind == "begin_on_battlefield" and not a:
        return "if this is in your opening hand, you may begin the game with it on the battlefield."
    if s.kind == "enters_with_counters":
        q = a.get("amount")
        n = q.constant() if isinstance(q, Quantity) else None
        words = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
                 10: "ten"}
        amount = "X" if isinstance(q, Quantity) and q.kind == "x" and q.value == 1 else \
            words.get(n, str(n)) if n is not None else None
        if amount is None:
            return None
        return f"this enters with {amount} {a.get('counter')} {'counter' if amount == 'a' else 'counters'} on it."
    return None


def _number(q: Any) -> str | None:
    """A characteristic-defining ability's number ("the number of creatures you control")."""
    if not isinstance(q, Quantity) or q.value != 1:
        return None
    if q.kind == "count" and q.filter is not None:
        f = q.filter
        if f.controller == "you":
            return "the number of " + group_phrase(f)
        return "the number of " + noun_phrase(f, plural=True) + " on the battlefield" if not f.controller else None
    if q.kind in ("graveyard", "graveyards") and q.filter is not None:
        where = "in your graveyard" if q.kind == "graveyard" else "in all graveyards"
        cards = "instant and sorcery cards" if q.filter == Filter(types_any=("Instant", "Sorcery")) else \
            noun_phrase(q.filter, "card", plural=True)
        return f"the number of {cards} {where}"
    if q.kind == "hand_size":
        return "the number of cards in your hand"
    words = amount_words(q)     # parts/qty.py: the other amounts
    return words[0] if words else None


_NUMBER_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
                 10: "ten"}


def _a(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _np(f: Filter, plural: bool = False) -> str:
    """A noun phrase with its supertypes ("legendary creature", "basic lands", "other Forests")."""
    rest = Filter(**{k: getattr(f, k) for k in Filter.__dataclass_fields__ if k not in ("supertypes", "other")})
    words = ["other"] if f.other else []
    words += [t.lower() for t in f.supertypes] + [noun_phrase(rest, plural=plural)]
    return " ".join(words)


def _unless_text(a: Any) -> str | None:
    """The condition of "enters tapped unless ..." as written."""
    def n(key: str) -> int | None:
        q = a.get(key)
        return q.constant() if isinstance(q, Quantity) else None
    if isinstance(a.get("controls"), Filter):
        f = a["controls"]
        if n("at_least") is None and n("at_most") is None:
            if not f.types and len(f.subtypes) == 2 and f == Filter(subtypes=f.subtypes):
                return f"you control {_a(f.subtypes[0])} or {_a(f.subtypes[1])}" if "Mount" not in f.subtypes \
                    else f"you control {_a(f.subtypes[0])} or {f.subtypes[1]}"
            return f"you control {_a(_np(f))}"
        bound, how = (n("at_most"), "or fewer") if n("at_most") is not None else (n("at_least"), "or more")
        return f"you control {_NUMBER_WORDS.get(bound or 0, str(bound))} {how} {_np(f, plural=True)}"
    if isinstance(a.get("opponents_control"), Filter):
        return f"your opponents control {_NUMBER_WORDS.get(n('at_least') or 0)} or more " \
               f"{_np(a['opponents_control'], plural=True)}"
    if n("opponents_at_least") is not None:
        return f"you have {_NUMBER_WORDS.get(n('opponents_at_least') or 0)} or more opponents"
    if n("player_life_at_most") is not None:
        return f"a player has {n('player_life_at_most')} or less life"
    return None


def _condition_text(a: Any) -> str | None:
    """" as long as ..." of a conditional continuous effect ("" without one; None if it can't be said)."""
    f = a.get("if_you_control")
    cards = a.get("if_graveyard_at_least")
    if f is None and cards is None:
        return ""
    if f is not None and cards is None and isinstance(f, Filter):
        q = a.get("if_you_control_at_least")
        n = q.constant() if isinstance(q, Quantity) else None
        if n is not None:
            return f" as long as you control {_NUMBER_WORDS.get(n, str(n))} or more {_np(f, plural=True)}"
        if f.other:
            return f" as long as you control another {_np(Filter(**{**_fields(f), 'other': False}))}"
        return f" as long as you control {_a(_np(f))}"
    if f is None and isinstance(cards, Quantity) and cards.constant() is not None:
        n = cards.constant() or 0
        return f" as long as there are {_NUMBER_WORDS.get(n, str(n))} or more cards in your graveyard"
    return None


def _spells_cost_text(a: Any) -> str | None:
    """"instant and sorcery spells you cast cost {1} less to cast." (601.2f)"""
    f = a.get("filter")
    if not isinstance(f, Filter) or ("more" in a) == ("less" in a):
        return None
    spells = "instant and sorcery spells" if f == Filter(types_any=("Instant", "Sorcery")) else \
        noun_phrase(f, "spell", plural=True)
    whose = " your opponents cast" if a.get("opponents") else "" if a.get("everyone") else " you cast"
    how = "more" if "more" in a else "less"
    return f"{spells}{whose} cost {{{_qty_text(a[how])}}} {how} to cast."


def _qty_text(q: Any) -> str:
    n = q.constant() if isinstance(q, Quantity) else None
    return str(n) if n is not None else "<quantity?>"


def _fields(f: Filter) -> dict[str, Any]:
    return {k: getattr(f, k) for k in Filter.__dataclass_fields__}


def _restriction_text(s: StaticAbility, one: str, name: str) -> str | None:
    """A restriction of one creature as its line ("this can't be blocked by Walls.")."""
    a = s.args
    if s.kind == "blocks_only":
        f = a.get("filter")
        if f != Filter(keywords=("flying",)):
            return None
        return f"{one} can block only creatures with flying."
    if s.kind == "cant_be_blocked_by":
        f = a.get("filter")
        return f"{one} can't be blocked by {noun_phrase(f, plural=True)}." if isinstance(f, Filter) else None
    if s.kind == "cant_attack_unless_defender_controls":
        f = a.get("filter")
        return f"{one} can't attack unless defending player controls {_a(_np(f))}." if isinstance(f, Filter) else None
    whose = "your" if name == "self" else "its controller's"
    return f"{one} {_KINDS_TEXT[s.kind].format(whose=whose)}."


def _keyword_text(kw: str) -> str:
    """A normalised keyword as card text writes it in a sentence ("first_strike" -> "first strike")."""
    base, _, param = kw.partition(":")
    if base == "protection":
        plural = {"creature": "creatures", "artifact": "artifacts"}.get(param, param)
        return f"protection from {plural}"
    if base == "ward":
        return f"ward {param}"      # CR 702.21a: "has ward {2}"
    return base.replace("_", " ")


@renders_effect
def _render_add_one_of(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    if e.verb != "add_mana" or set(e.args) != {"one_of"}:
        return None
    return "add " + _listed([str(m) for m in e.args["one_of"]], "or")

