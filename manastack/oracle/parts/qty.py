"""The Oracle grammar's part "qty" (issue 9): variable amounts wherever a number stands (CR 107.3, 608.2h).

It reads (grammar in ``qty.lark``) three constructions that any instruction with a number takes, whatever part
reads the instruction itself:

- "[instruction] for each [counted thing]": each number of the instruction (the arguments its verb types as
  quantities, docs/cards.md) times the count ("deals 2 damage to each opponent for each Swamp you control",
  "put a +1/+1 counter on target creature for each creature card in your graveyard");
- "[instruction], where X is [amount].": X (or -X) in the instruction is that amount (CR 107.3c: X defined by the
  text; "target creature gets +X/+X until end of turn, where X is the number of creatures you control");
- "the number of ..." beyond the effects part's, so its "equal to ..." instructions read them too.

What is counted: permanents matching a noun phrase ("other", "on the battlefield"), cards in your hand, cards in
your graveyard or all graveyards, your opponents (102.2), counters on this object, the basic land types among lands
you control (domain, 305.6), the creatures in your party (700.8), this object's power or toughness, your life
total.  A resolving effect counts once, as it is applied (608.2h); a static ability ("gets +1/+1 for each other
Elf you control", extended here too) is recounted in each layer pass (611.3a, 613.8a).

The renderer gives an effect with such a number back in each wording (plain, "for each", "where X is"), as
``render.alternatives`` reads them.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token

from manastack.cards.model import Body, Effect, Filter, StaticAbility, TargetSpec
from manastack.cards.values import GREATEST, Quantity, Reference
from manastack.cards.vocabulary import EFFECT_VERBS
from manastack.oracle.render import (
    ALT_CLOSE,
    ALT_OPEN,
    ALT_SEP,
    alternatives,
    noun_phrase,
    render_body,
    render_effect,
    renders_body,
    renders_effect,
    renders_static,
)
from manastack.oracle.terms import COLOR_LETTERS, NUMBERS, Obj, Unsupported, merge, number

Clause = tuple[Any, ...]

#: Verbs whose ``amount`` is 1 when the clause doesn't give one ("create a token", "put a counter on").
_ONE_BY_DEFAULT = frozenset({"create_token", "put_counters", "draw", "mill", "discard", "investigate", "add_mana"})
_COLOR_NAMES = {v: k for k, v in COLOR_LETTERS.items()}
_INSTANT_SORCERY = {"types_any": ["Instant", "Sorcery"]}
#: CR 208.1, 202.3: the numbers of one object, by their words, as quantity kinds (cards/values.OBJECT_PROPERTIES).
_PROPERTY_KINDS = {"power": "power_of", "toughness": "toughness_of", "mana value": "mana_value_of"}
_PLAYERS = ("player", "opponent", "any")


def _quantity_keys(verb: str) -> list[str]:
    """The arguments of effect verb ``verb`` that are quantities (its typed arguments, docs/cards.md)."""
    d = EFFECT_VERBS.get(verb)
    return [k for k, t in d.args if t == "quantity"] if d is not None else []


def times(n: int, q: Any) -> Any:
    """``n`` times the quantity ``q`` as card data (``{times: N, of: Q}``; 0 stays 0, 1 is ``q``)."""
    if n == 0:
        return 0
    if isinstance(q, dict) and set(q) == {"times", "of"}:
        return times(n * q["times"], q["of"])       # "-X, where X is twice ...": -2 times
    return q if n == 1 else {"times": n, "of": q}


def _clauses(term: Any) -> list[Clause]:
    if isinstance(term, tuple) and len(term) >= 2 and isinstance(term[0], str) and isinstance(term[1], dict):
        return [term]
    raise Unsupported("a variable amount for more than one instruction")


_THEIR = "qty_their"


def _own_player(clause: Clause, amount: Any) -> Any:
    """"the number of cards in their hand": the one player the instruction names ("that player mills X cards, where
    X is the number of cards in their hand"); refused if it names none or a group of players."""
    if not (isinstance(amount, dict) and isinstance(amount.get("cards_in_hand"), Obj)
            and amount["cards_in_hand"].ref == _THEIR):
        return amount
    players = [v for k, v in clause[1].items() if k in ("player", "to") and isinstance(v, Obj) and _is_player(v)]
    if len(players) != 1 or players[0].kind == "ref" and players[0].ref in ("each_player", "each_opponent"):
        raise Unsupported("'their hand' with no one player named")
    return {"cards_in_hand": players[0]}


_PLAYER_REFS = ("trg_that_player", "that_player", "you", "target_controller", "its_controller", "defending_player",
                "each_player", "each_opponent")


def _is_player(o: Obj) -> bool:
    return o.kind == "ref" and o.ref in _PLAYER_REFS or o.kind == "target" and o.spec in ("player", "opponent")


def _own_object(clause: Clause, amount: Any) -> Any:
    """CR 608.2h: "its" in an instruction's own amount is the one object the instruction names ("target creature gets
    +X/+X until end of turn, where X is its power": that creature; "this creature gets ...": this), if it names
    exactly one target (or this) and no other object; else the anaphora stay for the ability's binding (what was named before, or what the trigger is about)."""
    if not (isinstance(amount, dict) and len(amount) == 1):
        return amount
    ((kind, whose),) = amount.items()
    if kind not in _PROPERTY_KINDS.values() or not (isinstance(whose, Obj) and whose.ref == "trg_it"):
        return amount
    objs = [v for v in clause[1].values() if isinstance(v, Obj)]
    mine = [o for o in objs if o.kind == "target" and o.count == 1 and not o.up_to and o.spec not in _PLAYERS
            or o.kind == "ref" and o.ref == "self"]         # "this creature gets +X/+X ..., where X is its power"
    if len(mine) == 1 and len(objs) == 1:
        return {kind: mine[0]}
    return amount


class Terms:
    """Transformer methods of the "qty" rules."""

    def qty_for_each(self, a: list[Any]) -> Clause:
        """CR 608.2h: "[instruction] for each [thing]": the instruction's numbers times the count as it resolves."""
        (clause,) = _clauses(a[0])
        verb, args, *extra = clause
        if verb == "add_mana" and (str(args.get("mana", "")).lower() == "any" or "one_of" in args):
            raise Unsupported("'for each' on mana of a colour chosen")
        if verb in _ONE_BY_DEFAULT and "amount" not in args:
            args = {**args, "amount": 1}        # "create a 1/1 token", "put a +1/+1 counter": one, written so
        keys = [k for k in _quantity_keys(verb) if k in args]
        if not keys or any(isinstance(args[k], bool) or not isinstance(args[k], int) for k in keys):
            raise Unsupported(f"'for each' on {verb} with no fixed number")
        if len([k for k in keys if args[k]]) != 1 and set(keys) != {"power", "toughness"}:
            raise Unsupported(f"'for each' on {verb} with several numbers")
        return (verb, {**args, **{k: times(args[k], a[1]) for k in keys}}, *extra)

    def qty_where_x(self, a: list[Any]) -> Any:
        """CR 107.3c: "..., where X is [amount]": X in the instruction is that amount."""
        if isinstance(a[0], list):
            return self._where_x(a[0], a[1])
        (clause,) = _clauses(a[0])
        return self._where_x([clause], _own_player(clause, _own_object(clause, a[1])))[0]

    def qty_then_where_x(self, a: list[Any]) -> list[Any]:
        """CR 107.3c, 608.2c: "[instruction], then [instruction], where X is [amount]": X in both."""
        return self._where_x([*_clauses(a[0]), *_clauses(a[1])], a[2])

    def qty_and_where_x(self, a: list[Any]) -> list[Any]:
        """CR 107.3c: "draw X cards and you lose X life, where X is [amount]": X in both instructions."""
        return self._where_x([*_clauses(a[0]), *_clauses(a[1])], a[2])

    def _where_x(self, clauses: list[Any], amount: Any) -> list[Any]:
        out: list[Any] = []
        found = False
        for clause in clauses:
            if not (isinstance(clause, tuple) and len(clause) >= 2 and isinstance(clause[1], dict)):
                raise Unsupported("'where X is' after an instruction of several parts")
            verb, args, *extra = clause
            xs = {k: args[k] for k in _quantity_keys(verb) if k in args and str(args[k]) in ("X", "-X")}
            found = found or bool(xs)
            out.append((verb, {**args, **{k: times(-1 if str(v) == "-X" else 1, amount) for k, v in xs.items()}},
                        *extra))
        if not found:
            raise Unsupported("'where X is' with no X")
        if any("X" in str(v) for c in out for v in c[1].values() if isinstance(v, str)):
            raise Unsupported("'where X is' with an X it can't replace")
        return out

    def qty_amount(self, a: list[Any]) -> Any:
        return a[0]

    def qty_source_power(self, a: list[Any]) -> str:
        return "source_power"

    def qty_source_toughness(self, a: list[Any]) -> str:
        return "source_toughness"

    def qty_life_total(self, a: list[Any]) -> str:
        return "life_total"

    def qty_permanents(self, a: list[Any]) -> dict[str, Any]:
        f = dict(a[0])
        if f.pop("__spell", False):
            raise Unsupported("the number of spells")
        return {"count": f}

    qty_number_permanents = qty_permanents

    def qty_other_permanents(self, a: list[Any]) -> dict[str, Any]:
        counted = self.qty_permanents(a)
        return {"count": {**counted["count"], "other": True}}

    qty_number_other = qty_other_permanents

    def qty_hand(self, a: list[Any]) -> str:
        return "hand_size"

    def qty_graveyard(self, a: list[Any]) -> dict[str, Any]:
        return {"graveyard": a[0]}

    def qty_graveyards(self, a: list[Any]) -> dict[str, Any]:
        return {"graveyards": a[0]}

    def qty_card_np(self, a: list[Any]) -> dict[str, Any]:
        return merge(a)

    def qty_instant_sorcery(self, a: list[Any]) -> dict[str, Any]:
        return dict(_INSTANT_SORCERY)

    def qty_opponents(self, a: list[Any]) -> str:
        return "opponents"

    def qty_counters(self, a: list[Any]) -> dict[str, Any]:
        return {"counters": str(a[0])}

    def qty_domain(self, a: list[Any]) -> str:
        return "basic_land_types"

    def qty_party(self, a: list[Any]) -> str:
        return "party"

    # ---- a number of one object (CR 208.1 power and toughness, 202.3 mana value; 608.2h) ----
    def qty_property(self, a: list[Any]) -> dict[str, Any]:
        """CR 608.2h: "its power", "that creature's toughness": the number of the object named, as it last existed if
        it has left its zone (the anaphora are bound with the clause's other objects, parts/triggers)."""
        return {_PROPERTY_KINDS[" ".join(str(a[1]).split())]: a[0]}

    def qty_its(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="trg_it")

    def qty_that(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="trg_that", filter={"noun": str(a[0])})

    def qty_that_spell(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="trg_that", filter={"noun": "spell"})     # a cast trigger's spell (603.2)

    def qty_enchanted(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="enchanted")      # CR 303.4: the permanent this Aura is attached to

    def qty_equipped(self, a: list[Any]) -> Obj:
        return Obj("ref", ref="equipped")       # CR 301.5

    def qty_sacrificed(self, a: list[Any]) -> str:
        """CR 707.10, 602.2h, 608.2h: "the sacrificed creature's power": of what was sacrificed to pay the spell's or
        activated ability's costs, as it last existed (the loader refuses it in a triggered ability)."""
        prop = " ".join(str(a[1]).split())
        if prop != "mana value" and str(a[0]) != "creature":
            raise Unsupported(f"the sacrificed {a[0]}'s {prop}")
        return "sacrificed_" + prop.replace(" ", "_")

    def qty_greatest(self, a: list[Any]) -> dict[str, Any]:
        """"the greatest power among creatures you control" (0 if there are none)."""
        f = dict(a[1])
        if f.pop("__spell", False):
            raise Unsupported("the greatest number among spells")
        return {"greatest_" + "_".join(str(a[0]).split()): f}

    def qty_life_gained(self, a: list[Any]) -> str:
        return "life_gained"        # CR 119.3

    def qty_life_lost(self, a: list[Any]) -> str:
        return "life_lost"

    def qty_twice(self, a: list[Any]) -> dict[str, Any]:
        return {"times": 2, "of": a[0]}

    def qty_plus(self, a: list[Any]) -> dict[str, Any]:
        """CR 107.1: "1 plus the number of ...": the number and the amount added."""
        n = number(a[0])
        if not isinstance(n, int) or n <= 0:
            raise Unsupported(f"{a[0]} plus an amount")
        return {"plus": n, "of": a[1]}

    def qty_create_xx(self, a: list[Any]) -> Clause:
        """CR 111.3: "create an X/X green Ooze creature token": the token's power and toughness are X (the spell's X,
        or the amount "where X is" gives), set as it is created."""
        amount = number(a[0])
        if not isinstance(amount, int):
            raise Unsupported("X X/X tokens")
        token = self.eff_creature_token([Token("EFF_TOKEN_PT", "0/0"), *a[1:]])  # type: ignore[attr-defined]
        return "create_token", {"token": token, **({} if amount == 1 else {"amount": amount}), "power": "X",
                                "toughness": "X"}

    def qty_cards_in_hand(self, a: list[Any]) -> dict[str, Any]:
        """CR 402.1: "the number of cards in that player's hand" (one player: "their" is the instruction's)."""
        who = a[0]
        if isinstance(who, Obj) and who.kind == "ref" and who.ref in ("each_player", "each_opponent"):
            raise Unsupported("the number of cards in each player's hand")
        return {"cards_in_hand": who}

    def qty_whose_hand(self, a: list[Any]) -> Any:
        return a[0]

    def qty_their(self, a: list[Any]) -> Obj:
        return Obj("ref", ref=_THEIR)

    def qty_create_equal(self, a: list[Any]) -> Clause:
        """CR 111.1, 107.1: "create a number of [tokens] equal to [amount]"."""
        return "create_token", {"token": a[0], "amount": a[1]}

    def qty_put_equal(self, a: list[Any]) -> Clause:
        """CR 122.1, 107.1: "put a number of +1/+1 counters on [object] equal to [amount]"."""
        return "put_counters", {"on": a[1], "kind": a[0], "amount": a[2]}

    # ---- "equal to [amount]" after more instructions (CR 107.1) ----
    def qty_gains_equal(self, a: list[Any]) -> Clause:
        """CR 119.3: "its controller gains life equal to its power"."""
        player = a[0]
        if isinstance(player, Obj) and player.kind == "ref" and player.ref == "you":
            return "gain_life", {"amount": a[1]}
        return "gain_life", {"amount": a[1], "player": player}

    def qty_damage_equal_to(self, a: list[Any]) -> Clause:
        """CR 120.1: "this deals damage equal to [amount] to [recipient]"."""
        return "damage", {"amount": a[1], "to": a[2]}

    def qty_mills_equal(self, a: list[Any]) -> Clause:
        """CR 701.17: "target player mills cards equal to [amount]"."""
        return "mill", {"amount": a[1], "player": a[0]}

    def qty_devotion(self, a: list[Any]) -> dict[str, Any]:
        """CR 700.5: "your devotion to black" (to two colours, 700.5a)."""
        return {"devotion": [COLOR_LETTERS[str(t)] for t in a]}


# ---- rendering (render.py compares it with the Oracle text) -------------------------------------------------------

def _permanents(f: Filter, plural: bool) -> list[str]:
    other = "other " if f.other else ""
    g = replace(f, other=False)
    words = noun_phrase(g, plural=plural)     # "walls", "creatures your opponents control"
    out = [other + words]
    if not g.controller and not other:
        out.append(words + " on the battlefield")
    return out


def _cards(f: Filter, plural: bool) -> str:
    s = "s" if plural else ""
    if f == Filter(types_any=("Instant", "Sorcery")):
        return f"instant and sorcery card{s}"
    return noun_phrase(f, "card", plural=plural)


def counted_words(q: Quantity) -> list[str]:
    """What "for each" counts of a quantity ("creature you control", "card in your hand"), each wording; [] if
    none reads it."""
    if q.plus:
        return []
    if q.kind == "count" and q.filter is not None:
        return _permanents(q.filter, plural=False)
    if q.kind in ("graveyard", "graveyards") and q.filter is not None:
        return [f"{_cards(q.filter, False)} in {'your graveyard' if q.kind == 'graveyard' else 'all graveyards'}"]
    fixed = {"hand_size": ["card in your hand"], "opponents": ["opponent you have", "opponent"],
             "basic_land_types": ["basic land type among lands you control"],
             "party": ["creature in your party"]}
    if q.kind == "counters":
        return [f"{q.counter} counter on this", f"{q.counter} counter on it"]
    if q.kind == "times_paid" and q.counter == "kicker":      # CR 702.33c: multikicker (parts/cs4)
        return [f"time {w} was kicked" for w in ("it", "this", "he", "she")]
    return fixed.get(q.kind, [])


def each_phrase(q: Quantity) -> str | None:
    """"for each ..." of a quantity (whatever it is multiplied by), its wordings as alternatives; None if none."""
    words = counted_words(replace(q, value=1))
    return "for each " + _alt(words) if words else None


def amount_words(q: Quantity) -> list[str]:
    """The amount of a quantity as "where X is" and "equal to" write it ("the number of creatures you control",
    "this's power"), each wording; [] if none reads it."""
    if q.plus > 0:
        inner = amount_words(replace(q, plus=0))
        return [f"{n} plus {w}" for n in _number_words(q.plus) for w in inner]
    if q.value == 2:
        return ["twice " + w for w in amount_words(replace(q, value=1))]
    if q.kind in GREATEST and q.filter is not None:
        return [f"the greatest {_GREATEST_WORDS[q.kind]} among {noun_phrase(q.filter, plural=True)}"]
    if q.kind in ("life_gained", "life_lost"):
        verb = "gained" if q.kind == "life_gained" else "lost"
        return [f"the amount of life you {verb} this turn", f"the amount of life you've {verb} this turn"]
    if q.kind == "count" and q.filter is not None:
        return ["the number of " + w for w in _permanents(q.filter, plural=True)]
    if q.kind in ("graveyard", "graveyards") and q.filter is not None:
        where = "your graveyard" if q.kind == "graveyard" else "all graveyards"
        return [f"the number of {_cards(q.filter, True)} in {where}"]
    if q.kind == "counters":
        return [f"the number of {q.counter} counters on this"]
    if q.kind == "times_paid" and q.counter == "kicker":      # CR 702.33c: multikicker (parts/cs4)
        return [f"the number of times {w} was kicked" for w in ("it", "this")]
    if q.kind == "devotion" and q.filter is not None:
        return ["your devotion to " + " and ".join(_COLOR_NAMES[c] for c in q.filter.colors)]
    if q.kind == "cards_in_hand" and q.ref is not None:
        return [f"the number of cards in {w} hand" for w in _whose_hand(q.ref)]
    if q.kind in _WORD_OF_KIND and q.ref is not None:
        return [f"{whose} {_WORD_OF_KIND[q.kind]}" for whose in _whose(q.ref)]
    fixed = {"hand_size": "the number of cards in your hand", "opponents": "the number of opponents you have",
             "basic_land_types": "the number of basic land types among lands you control",
             "party": "the number of creatures in your party", "source_power": "this's power",
             "source_toughness": "this's toughness", "life_total": "your life total",
             "sacrificed_power": "the sacrificed creature's power",
             "sacrificed_toughness": "the sacrificed creature's toughness"}
    if q.kind == "sacrificed_mana_value":
        return [f"the sacrificed {w}'s mana value" for w in ("creature", "artifact", "enchantment", "land",
                                                              "permanent", "planeswalker")]
    return [fixed[q.kind]] if q.kind in fixed else []


_WORD_OF_KIND = {v: k for k, v in _PROPERTY_KINDS.items()}


def _whose(ref: Reference) -> list[str]:
    """The possessive words of the object a quantity's reference names ("its", "that creature's": the text's "that
    creature" is read as "it", render.py)."""
    if ref.name in ("enchanted", "equipped"):
        return [f"{ref.name} creature's"]
    if ref.name == "self":
        return ["this's", "its"]
    return ["its", "it's"]


_GREATEST_WORDS = {"greatest_power": "power", "greatest_toughness": "toughness", "greatest_mana_value": "mana value"}
_NUMBER_NAMES = {v: k for k, v in NUMBERS.items() if k not in ("a", "an")}


def _number_words(n: int) -> list[str]:
    return [str(n), *([_NUMBER_NAMES[n]] if n in _NUMBER_NAMES else [])]


def _whose_hand(ref: Reference) -> list[str]:
    """The possessive words of the player a quantity's reference names ("that player's", "their", "target
    opponent's")."""
    words = {"that_player": ["that player's", "their"], "you": ["your"], "defending_player": ["defending player's"],
             "target_controller": ["its controller's", "their"], "its_controller": ["its controller's", "their"]}
    if ref.name == "target":
        return ["that player's", "their", "target player's", "target opponent's"]
    return words.get(ref.name, ["their"])


def _alt(options: list[str]) -> str:
    unique = list(dict.fromkeys(options))
    return unique[0] if len(unique) == 1 else ALT_OPEN + ALT_SEP.join(unique) + ALT_CLOSE


#: CR 107.1: an instruction's number X written "equal to [amount]" instead, where English puts it after the noun.
_EQUAL_TO = (
    (re.compile(r"^(.*\b(?:gain|gains|lose|loses)) X life$"), ("{0} life equal to {w}",)),
    (re.compile(r"^(.*\bdeals) X damage to (.+)$"), ("{0} damage equal to {w} to {1}", "{0} damage to {1} equal to {w}")),
    (re.compile(r"^(.*\b(?:mill|mills|draw|draws|discard|discards)) X cards$"), ("{0} cards equal to {w}",)),
    (re.compile(r"^(.*\bcreate) X (.+)$"), ("{0} a number of {1} equal to {w}",)),
    (re.compile(r"^(.*\bput) X (.+ counters on .+)$"), ("{0} a number of {1} equal to {w}",)),
)


def equal_to(plain: str, w: str) -> list[str]:
    """The "equal to" wordings of an instruction rendered with X ("you gain X life" -> "you gain life equal to its
    power"; "this deals X damage to any target" -> "this deals damage equal to ... to any target")."""
    out = []
    for pattern, forms in _EQUAL_TO:
        m = pattern.match(plain)
        if m:
            out += [f.format(*m.groups(), w=w) for f in forms]
    return out


@renders_effect
def _render_xx_token(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """"create an X/X ... token" (CR 111.3): the token rendered as a 0/0 and its numbers written X."""
    a = e.args
    if e.verb != "create_token" or not {"power", "toughness"} <= set(a) or \
            any(a[k] != Quantity("x", 1) for k in ("power", "toughness")):
        return None
    token = a["token"]
    if getattr(token, "power", None) != 0 or getattr(token, "toughness", None) != 0:
        return None
    plain = render_effect(replace(e, args={k: v for k, v in a.items() if k not in ("power", "toughness")}), targets)
    return re.sub(r"\ba 0/0\b", "an X/X", plain).replace(" 0/0 ", " X/X ")


_rendering: list[Effect] = []       # the effect being rendered here (its plain wording comes from the other parts)


@renders_effect
def _render_variable(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """An effect with a counted number, in each wording: as the other parts render it, "[instruction] for each
    [thing]" and "[instruction], where X is [amount]"."""
    if _rendering and _rendering[-1] is e:
        return None
    keys = [k for k, v in e.args.items() if isinstance(v, Quantity) and v.kind not in ("const", "x")]
    if not keys:
        return None
    qs = [e.args[k] for k in keys]
    base = replace(qs[0], value=1)
    if any(replace(q, value=1) != base for q in qs):
        return None
    _rendering.append(e)
    try:
        options = alternatives(render_effect(e, targets))    # flat: nested choices multiply in a body's wordings
    finally:
        _rendering.pop()
    if len(set(qs)) == 1 and (abs(qs[0].value) != 1 or qs[0].plus):
        # "twice the number of ...", "1 plus the number of ...": one X (or -X: "gets -X/-X")
        sign = -1 if qs[0].value < 0 else 1
        as_x = replace(e, args={**e.args, **{k: Quantity("x", sign) for k in keys}})
        words = amount_words(replace(qs[0], value=sign * qs[0].value, plus=sign * qs[0].plus))
        options += [f"{plain}, where X is {w}" for plain in alternatives(render_effect(as_x, targets)) for w in words]
        if len(keys) == 1:
            options += [eq for plain in alternatives(render_effect(as_x, targets)) for w in words
                        for eq in equal_to(plain, w)]
    if all(abs(q.value) == 1 and not q.plus for q in qs):
        as_x = replace(e, args={**e.args, **{k: Quantity("x", q.value) for k, q in zip(keys, qs)}})
        options += [f"{plain}, where X is {w}" for plain in alternatives(render_effect(as_x, targets))
                    for w in amount_words(base)]
        if len(keys) == 1 and qs[0].value == 1:
            options += [eq for plain in alternatives(render_effect(as_x, targets)) for w in amount_words(base)
                        for eq in equal_to(plain, w)]
    per = replace(e, args={**e.args, **{k: Quantity.const(q.value) for k, q in zip(keys, qs)}})
    if e.verb == "add_mana" and keys == ["amount"] and qs[0].value == 1:
        per = replace(e, args={k: v for k, v in e.args.items() if k != "amount"})      # "add {G} for each"
    options += [f"{plain} for each {w}" for plain in alternatives(render_effect(per, targets))
                for w in counted_words(base)]
    return _alt(options)


# ---- "This spell costs {1} less to cast for each ..." (CR 601.2f) ------------------------------------------------

def _generic(tok: Any) -> int:
    s = str(tok).strip("{}")
    if not s.isdigit():
        raise Unsupported(f"costs {tok} less")
    return int(s)


class _CostTerms:
    def qty_costs_less_each(self, a: list[Any]) -> dict[str, Any]:
        """CR 601.2f: "This spell costs {N} less to cast for each [thing]": N generic mana less per thing."""
        return {"static": {"costs_less": {"amount": times(_generic(a[1]), a[2])}}}

    def qty_costs_less_x(self, a: list[Any]) -> dict[str, Any]:
        """CR 601.2f, 107.3c: "This spell costs {X} less to cast, where X is [amount]"."""
        return {"static": {"costs_less": {"amount": a[1]}}}


for _name in ("qty_costs_less_each", "qty_costs_less_x"):
    setattr(Terms, _name, getattr(_CostTerms, _name))


@renders_static
def _render_costs_less(s: StaticAbility) -> str | None:
    if s.kind != "costs_less" or set(s.args) != {"amount"} or not isinstance(s.args["amount"], Quantity):
        return None
    q = s.args["amount"]
    options = [f"this costs {{X}} less to cast, where X is {w}." for w in amount_words(q) if q.value == 1]
    each = each_phrase(q)
    if each is not None and q.value > 0:
        options.append(f"this costs {{{q.value}}} less to cast {each}.")
    return _alt(options) if options else None


# ---- "draw X cards and you lose X life, where X is ..." (CR 107.3c): one X for two instructions ------------------

def _variable(e: Effect) -> Quantity | None:
    """The counted quantity (times 1) an effect's numbers are all of, if any."""
    qs = [v for v in e.args.values() if isinstance(v, Quantity) and v.kind not in ("const", "x")]
    if not qs or any(abs(q.value) != 1 or replace(q, value=1) != replace(qs[0], value=1) for q in qs):
        return None
    return replace(qs[0], value=1)


@renders_body
def _render_shared_x(b: Body) -> str | None:
    """A body whose consecutive instructions share one counted number: also written with X in each and one "where X
    is [amount]" after the sentence joining them."""
    if b.modal or any(x is b for x in _rendering_bodies):
        return None
    m = b.single
    found = [_variable(e) for e in m.effects]
    shared = [q for q in found if q is not None]
    if len(shared) < 2 or any(q != shared[0] for q in shared):
        return None
    as_x = tuple(replace(e, args={k: Quantity("x", v.value) if isinstance(v, Quantity) and v.kind not in ("const", "x")
                                  else v for k, v in e.args.items()}) if q is not None else e
                 for e, q in zip(m.effects, found))
    _rendering_bodies.append(b)
    try:
        plain = render_body(b)      # as the other parts render it (this renderer passes: ``_rendering_bodies``)
        with_x = alternatives(render_body(replace(b, modes=(replace(m, effects=as_x), *b.modes[1:]))))
    finally:
        _rendering_bodies.pop()
    options = [plain]
    for text in with_x:
        sentences = re.split(r"(?<=\.) ", text)
        if sum(1 for x in sentences if re.search(r"\bX\b", x)) != 1:
            continue
        options += [" ".join(x[:-1] + f", where X is {w}." if re.search(r"\bX\b", x) else x for x in sentences)
                    for w in amount_words(shared[0])]
    return _alt(options)


_rendering_bodies: list[Body] = []
