"""The Oracle grammar's part ``tokens`` (issue 9): tokens with abilities, tokens entering tapped, token copies, and
abilities granted in quotation marks.

Phrases (grammar in ``tokens.lark``):

- 'create a 1/1 black Rat creature token with "This token can't block."', '... with flying and "..."', and the older
  wording 'create two 0/1 colorless Eldrazi Spawn creature tokens. They have "Sacrifice this token: Add {C}."'
  (CR 111.1, 111.4; 113.1a: an ability in quotation marks is the object's ability);
- 'create two tapped 1/1 white Spirit creature tokens with flying' (CR 111.1; the tokens enter tapped, 614.1d);
- 'create a token that's a copy of target creature you control' (CR 707.2, 111.1);
- 'enchanted creature has "{T}: Add one mana of any color."', 'equipped creature gets +1/+1 and has "..."',
  'creatures you control have "..."', 'enchanted land has "..."' (CR 613.1f: abilities gained in layer 6; 113.1a).

A quoted ability is compiled by the same grammar as a line of its own (``compiler.quoted_ability``, reached through
the transformer, ``_BaseTerms.quoted_ability``): "this" in it is
the object that has the ability (CR 113.1a, 201.5), a token's "this token" included (``text.py``).  The renderers
give the abilities back in quotation marks, so the rendered text is compared with the Oracle text as for any line.
"""

from __future__ import annotations

from typing import Any, Callable

from lark import Token

from manastack.cards.model import ActivatedAbility, Body, CardDef, Effect, StaticAbility, TargetSpec, TriggeredAbility
from manastack.cards.values import Quantity, Reference
from manastack.oracle import render
from manastack.oracle.terms import Obj, Unsupported, power_toughness

_Clause = tuple[str, dict[str, Any]]
#: Conditions of a continuous effect (the statics part's and others'): a granting static with one isn't this part's.
_NOT_RENDERED_HERE = {"if_during_your_turn", "if_you_control", "if_you_control_at_least", "if_graveyard_at_least",
                      "as_long_as"}


class Terms:
    """Transformer methods of the tokens part (rule names ``tok_*``)."""

    # ---- quotations ------------------------------------------------------------------------------------------------
    def tok_quote(self, a: list[Token]) -> tuple[str, list[dict[str, Any]]]:
        """CR 113.1a: the abilities of one quotation, compiled as a line of their own by the compiler's transformer
        (``compiler._BaseTerms.quoted_ability``: this part can't import the compiler, which imports the parts)."""
        text = str(a[0])[1:-1].strip()
        compile_quoted: Callable[[str], list[dict[str, Any]]] = getattr(self, "quoted_ability")
        return text, compile_quoted(text)

    def tok_quotes(self, a: list[tuple[str, list[dict[str, Any]]]]) -> list[tuple[str, list[dict[str, Any]]]]:
        return list(a)

    def tok_with(self, a: list[Any]) -> tuple[str, list[Any]]:
        return "with", a[0]

    def tok_and(self, a: list[Any]) -> tuple[str, list[Any]]:
        return "and", a[0]

    def tok_it_has(self, a: list[Any]) -> None:
        return None

    # ---- tokens (CR 111.1) -----------------------------------------------------------------------------------------
    def _with_abilities(self, token: dict[str, Any], quotes: list[tuple[str, list[dict[str, Any]]]]) -> dict[str, Any]:
        abilities = [ab for _, abs_ in quotes for ab in abs_]
        if token.get("abilities"):
            raise Unsupported("a predefined token with another ability")
        text = " ".join(q[0].upper() + q[1:] for q, _ in quotes)
        return {**token, "abilities": abilities, "text": text}

    def tok_create_quoted(self, a: list[Any]) -> _Clause:
        amount, *rest = a
        tapped = bool(rest) and isinstance(rest[0], Token) and rest[0].type == "TOK_TAPPED"
        if tapped:
            rest = rest[1:]
        token, (joint, quotes) = rest
        if (joint == "and") != bool(token.get("keywords")):
            raise Unsupported("'and' a quoted ability after no keyword")
        args: dict[str, Any] = {"token": self._with_abilities(token, quotes)}
        if amount != 1:
            args["amount"] = amount
        if tapped:
            args["tapped"] = True
        return "create_token", args

    def tok_create_then_has(self, a: list[Any]) -> _Clause:
        (verb, args), _, quotes = a
        if verb != "create_token":
            raise Unsupported("'it has' after no token")
        return verb, {**args, "token": self._with_abilities(args["token"], quotes)}

    def tok_create_tapped(self, a: list[Any]) -> _Clause:
        amount, _, token = a
        return "create_token", {"token": token, "tapped": True, **({} if amount == 1 else {"amount": amount})}

    def tok_copy_noun(self, a: list[Any]) -> None:
        return None

    def tok_copy(self, a: list[Any]) -> _Clause:
        """CR 707.2, 111.1: "create a token that's a copy of ..."."""
        amount, *rest = a
        tapped = isinstance(rest[0], Token) and rest[0].type == "TOK_TAPPED"
        of = rest[-1]
        if not isinstance(of, Obj) or of.kind == "each" or of.count != 1:
            raise Unsupported("a copy of several objects")
        args: dict[str, Any] = {"of": of}
        if amount != 1:
            args["amount"] = amount
        if tapped:
            args["tapped"] = True
        return "create_copy", args

    # ---- abilities granted (CR 613.1f) -----------------------------------------------------------------------------
    def tok_grants_quoted(self, a: list[Any]) -> dict[str, Any]:
        return {"abilities": [ab for _, abs_ in a[0] for ab in abs_]}

    def tok_grants_keywords_quoted(self, a: list[Any]) -> dict[str, Any]:
        return {"keywords": list(a[0]), **self.tok_grants_quoted(a[1:])}

    def tok_static_granted(self, a: list[Any]) -> dict[str, Any]:
        """CR 611.3, 613.1f: "equipped creature gets +1/+1 and has "..."": a continuous effect giving abilities."""
        affects, *preds = a
        mods: dict[str, Any] = {}
        for p in preds:
            if set(p) & set(mods):
                raise Unsupported("one part of a continuous effect twice")
            mods.update(p)
        return {"static": {"continuous": {"affects": affects, **mods}}}

    # ---- abilities gained until end of turn (CR 611.2c, 613.1f) -------------------------------------------------
    def tok_sentence(self, a: list[Any]) -> Any:
        return a[0]

    def tok_gains(self, a: list[Any]) -> _Clause:
        to, grants = a
        return "grant", {"to": to, **grants}

    def tok_gets_gains(self, a: list[Any]) -> list[_Clause]:
        to, pt, grants = a
        p, t = power_toughness(pt)
        return [("pump", {"to": to, "power": p, "toughness": t}), ("grant", {"to": to, **grants})]

    def tok_up_to_one_card(self, a: list[dict[str, Any]]) -> Obj:
        """CR 601.2c, 115.1: "up to one target creature card from your graveyard": none or one."""
        return Obj("target", {"card": {**a[0], **a[1]}, "zone": "graveyard"}, 1, up_to=True)

    def tok_enchanted_land(self, a: list[Any]) -> str:
        """CR 303.4: what an Aura enchants ("enchanted land", "enchanted permanent"; its enchant keyword says which)."""
        return "enchanted"


# ---- rendering (oracle/render.py) ----------------------------------------------------------------------------------
# The effects and statics parts' helpers are imported in the functions that use them: importing those parts here
# would register their renderers ahead of this part's, and theirs render a token or a granting static without its
# quoted abilities (render.py takes the first renderer that answers).

def _ability_text(ab: ActivatedAbility | TriggeredAbility | StaticAbility) -> str:
    return '"' + render.render_ability(ab) + '"'


def _quotes(abilities: list[Any]) -> str | None:
    """Quoted abilities joined with "and", in either order (the card format keeps them by kind)."""
    from manastack.oracle.parts.effects import _alt     # see "rendering" above: registered after this part
    texts = [_ability_text(ab) for ab in abilities]
    if not texts or len(texts) > 2:
        return None
    return _alt(*(" and ".join(t) for t in (texts, texts[::-1])))


def _token_abilities(token: CardDef) -> list[Any]:
    return [*token.activated, *token.triggered, *token.static]


def _tapped(text: str) -> str:
    verb, amount, rest = text.split(" ", 2)
    return f"{verb} {amount} tapped {rest}"


@render.renders_effect
def render_token_effect(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """A token with quoted abilities or entering tapped, and a token copy."""
    from manastack.oracle.parts.effects import _alt, _amount, _ref, _render_token   # see "rendering" above
    a = dict(e.args)
    if e.verb == "create_token" and set(a) <= {"token", "amount", "tapped"} and isinstance(a["token"], CardDef):
        token: CardDef = a["token"]
        # a predefined token (CR 111.10: "a Treasure token") has its abilities by its name, not in quotes
        abilities = _token_abilities(token) if "Creature" in token.types else []
        if not abilities and not a.get("tapped"):
            return None
        base = _render_token({k: v for k, v in a.items() if k != "tapped"})
        if base is None:
            return "<create_token?>"
        if a.get("tapped"):
            base = _tapped(base)
        if not abilities:
            return base
        quotes = _quotes(abilities)
        if quotes is None:
            return "<create_token?>"
        amount = a.get("amount", Quantity.const(1))
        have = "it has" if isinstance(amount, Quantity) and amount.constant() == 1 else "they have"
        joint = " and " if token.keywords else " with "
        return _alt(base + joint + quotes, base + ". " + have + " " + quotes)
    if e.verb == "create_copy" and set(a) <= {"of", "amount", "tapped"}:
        if isinstance(a["of"], Reference) and a["of"].name == "new_object":
            return "<create_copy?>"     # a copy of a card that left the battlefield: create_copy copies permanents
        amount = a.get("amount", Quantity.const(1))
        one = isinstance(amount, Quantity) and amount.constant() == 1
        tapped = "tapped " if a.get("tapped") else ""
        noun = "token that's a copy of" if one else \
            _alt("tokens that are copies of", "tokens that are each copies of")
        return f"create {'a' if one else _amount(amount)} {tapped}{noun} {_ref(a['of'], targets)}"
    return None


@render.renders_static
def render_granted(s: StaticAbility) -> str | None:
    """'enchanted creature has "..."', 'equipped creature gets +1/+1 and has flying and "..."' (CR 613.1f)."""
    from manastack.oracle.parts.effects import _alt               # see "rendering" above
    from manastack.oracle.parts.statics import _keyword_text, _subject    # see "rendering" above
    a = dict(s.args)
    if s.kind != "continuous" or "abilities" not in a:
        return None
    if set(a) & _NOT_RENDERED_HERE:
        return "<continuous?>"
    quotes = _quotes(list(a.pop("abilities")))
    subject = _subject(a.get("affects"))
    if quotes is None or subject is None:
        return "<continuous?>"
    text, plural = subject
    if text == "enchanted creature":
        text = _alt("enchanted creature", "enchanted land", "enchanted permanent")
    has = "have" if plural else "has"
    if set(a) == {"affects"}:
        return f"{text} {has} {quotes}"
    if set(a) - {"affects", "power", "toughness", "keywords"}:
        return "<continuous?>"
    base = render._static(StaticAbility("continuous", {k: v for k, v in a.items() if k != "keywords"})) \
        if "power" in a or "toughness" in a else ""
    if base.startswith("<"):
        return "<continuous?>"
    if a.get("keywords"):
        kws = " and ".join(_keyword_text(k) for k in a["keywords"])
        granted = f"{has} {kws} and {quotes}"
    else:
        granted = f"{has} {quotes}"
    if not base:
        return f"{text} {granted}"
    return base[:-1] + " and " + granted if base.endswith(".") else "<continuous?>"


def _granted(e: Effect) -> str | None:
    """'deathtouch and "..."': what a grant of quoted abilities until end of turn gives, else None."""
    from manastack.oracle.parts.effects import _printed_keywords, _until     # see "rendering" above
    a = dict(e.args)
    if e.verb != "grant" or not a.get("abilities") or set(a) - {"to", "keywords", "abilities", "until"} or \
            _until(a) is None:
        return None
    quotes = _quotes(list(a["abilities"]))
    if quotes is None:
        return None
    kws = " and ".join(k[0].lower() + k[1:] for k in _printed_keywords(a.get("keywords", ())))
    return f"{kws} and {quotes}" if kws else quotes


@render.renders_effect
def render_grant_quoted(e: Effect, targets: tuple[TargetSpec, ...]) -> str | None:
    """'target creature gains "..." until end of turn' (CR 613.1f)."""
    from manastack.oracle.parts.effects import _alt, _subject     # see "rendering" above
    granted = _granted(e)
    if granted is None:
        return None
    text = f"{_subject(e.args['to'], targets, 'gains', 'gain')} {granted}"
    return _alt(f"until end of turn, {text}", f"{text} until end of turn")


@render.renders_body
def render_gets_and_gains_quoted(b: Body) -> str | None:
    """'until end of turn, target creature gets +2/+2 and gains "..."': a pump and a grant of quoted abilities to one
    object, the whole body (CR 611.2c)."""
    from manastack.oracle.parts.effects import _alt, _is_group, _ref, _signed, _until   # see "rendering" above
    if b.modal or len(b.single.effects) != 2:
        return None
    pump, grant = b.single.effects
    targets = b.single.targets
    if pump.verb != "pump" or grant.verb != "grant" or pump.args.get("to") != grant.args.get("to") or \
            _is_group(pump.args.get("to")) or set(pump.args) - {"to", "power", "toughness", "until"} or \
            _until(dict(pump.args)) is None or pump.optional or grant.optional or pump.condition is not None or \
            grant.condition is not None:
        return None
    granted = _granted(grant)
    if granted is None:
        return None
    pt = f"{_signed(pump.args.get('power', 0))}/{_signed(pump.args.get('toughness', 0))}"
    text = f"{_ref(pump.args['to'], targets)} gets {pt} and gains {granted}"
    return _alt(f"until end of turn, {text}.", f"{text} until end of turn.")
