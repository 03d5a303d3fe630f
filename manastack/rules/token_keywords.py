"""Triggered keywords made of ordinary instructions (CR 702.46 soulshift, 702.135 afterlife, 702.92 living weapon,
702.163 For Mirrodin!, 702.91 battle cry, 702.123 fabricate, 702.115 ingest).

Each keyword makes the triggered ability its rule defines from its parameter (``keyword(triggered=...)``), so the
layer pass gives a permanent that ability for each instance it has (each instance triggers separately: 702.46b,
702.135b, 702.91b), an effect that removes the keyword removes the ability, and a keyword granted by an effect
brings its ability with it.  The instructions are the effect verbs cards use ("create_token", "attach", "bounce",
"pump", "put_counters", "exile_top"); "put into a graveyard from the battlefield" is the trigger event ``dies`` (700.4: any permanent).
"""

from __future__ import annotations

from manastack.cards.model import Body, CardDef, Condition, Effect, Filter, Mode, TargetSpec, TriggeredAbility, TriggerSpec
from manastack.cards.values import SELF, Quantity, Reference
from manastack.cards.vocabulary import count_check, keyword

_DIES = TriggerSpec("dies")
_ENTERS = TriggerSpec("enters")
_CREATED = Reference("created")


def _token(name: str, subtypes: tuple[str, ...], colors: str, power: int, toughness: int,
           keywords: frozenset[str] = frozenset()) -> CardDef:
    """A creature token's definition (CR 111.4: its name is its subtypes plus "Token")."""
    return CardDef(name=f"{name} Token", cost=None, supertypes=(), types=("Creature",), subtypes=subtypes,
                   colors=frozenset(colors), power=power, toughness=toughness, keywords=keywords, is_token=True,
                   where="<keyword>")


_SPIRIT = _token("Spirit", ("Spirit",), "WB", 1, 1, frozenset({"flying"}))
_GERM = _token("Phyrexian Germ", ("Phyrexian", "Germ"), "B", 0, 0)
_REBEL = _token("Rebel", ("Rebel",), "R", 2, 2)
_SERVO = CardDef(name="Servo Token", cost=None, supertypes=(), types=("Artifact", "Creature"), subtypes=("Servo",),
                 colors=frozenset(), power=1, toughness=1, is_token=True, where="<keyword>")


def _body(*effects: Effect, targets: tuple[TargetSpec, ...] = ()) -> Body:
    return Body((Mode(targets, effects),))


def _soulshift(param: str) -> TriggeredAbility:
    """CR 702.46a: "Soulshift N" means "When this permanent is put into a graveyard from the battlefield, you may
    return target Spirit card with mana value N or less from your graveyard to your hand.\""""
    target = TargetSpec("card", Filter(subtypes=("Spirit",), mana_value_max=int(param), controller="you"),
                        zone="graveyard")
    body = _body(Effect("bounce", {"what": Reference("target")}), targets=(target,))
    return TriggeredAbility(_DIES, body, optional=True, text=f"Soulshift {param}")


def _afterlife(param: str) -> TriggeredAbility:
    """CR 702.135a: "Afterlife N" means "When this permanent is put into a graveyard from the battlefield, create N
    1/1 white and black Spirit creature tokens with flying.\""""
    body = _body(Effect("create_token", {"token": _SPIRIT, "amount": Quantity.const(int(param))}))
    return TriggeredAbility(_DIES, body, text=f"Afterlife {param}")


def _equipment_token(token: CardDef, text: str) -> TriggeredAbility:
    """"When this Equipment enters, create [token], then attach this Equipment to it" (CR 702.92a, 702.163a); if
    the token isn't on the battlefield as it would be attached (it died at once), the Equipment stays unattached
    (701.3b)."""
    body = _body(Effect("create_token", {"token": token}), Effect("attach", {"what": SELF, "to": _CREATED}))
    return TriggeredAbility(_ENTERS, body, text=text)


def _living_weapon(param: str) -> TriggeredAbility:
    """CR 702.92a: "Living weapon" means "When this Equipment enters, create a 0/0 black Phyrexian Germ creature
    token, then attach this Equipment to it.\""""
    return _equipment_token(_GERM, "Living weapon")


def _for_mirrodin(param: str) -> TriggeredAbility:
    """CR 702.163a: "For Mirrodin!" means "When this Equipment enters, create a 2/2 red Rebel creature token, then
    attach this Equipment to it.\""""
    return _equipment_token(_REBEL, "For Mirrodin!")


def _battle_cry(param: str) -> TriggeredAbility:
    """CR 702.91a: "Battle cry" means "Whenever this creature attacks, each other attacking creature gets +1/+0 until
    end of turn.\""""
    others = Reference("each", filter=Filter(types=("Creature",), attacking=True, other=True))
    body = _body(Effect("pump", {"to": others, "power": Quantity.const(1), "toughness": Quantity.const(0)}))
    return TriggeredAbility(TriggerSpec("attacks"), body, text="Battle cry")


def _fabricate(param: str) -> TriggeredAbility:
    """CR 702.123a: "Fabricate N" means "When this permanent enters, you may put N +1/+1 counters on it. If you
    don't, create N 1/1 colorless Servo artifact creature tokens" ("if you don't" is also when the counters couldn't
    be put: it left the battlefield, 608.2c)."""
    n = Quantity.const(int(param))
    counters = Effect("put_counters", {"on": SELF, "kind": "+1/+1", "amount": n}, optional=True)
    servos = Effect("create_token", {"token": _SERVO, "amount": n}, condition=Condition("you_did", {"value": False}))
    return TriggeredAbility(_ENTERS, _body(counters, servos), text=f"Fabricate {param}")


def _ingest(param: str) -> TriggeredAbility:
    """CR 702.115a: "Ingest" means "Whenever this creature deals combat damage to a player, that player exiles the
    top card of their library.\""""
    body = _body(Effect("exile_top", {"amount": Quantity.const(1), "player": Reference("that_player")}))
    return TriggeredAbility(TriggerSpec("deals_combat_damage_to_player"), body, text="Ingest")


keyword("soulshift", "702.46", "Soulshift N: when this permanent is put into a graveyard from the battlefield, you may "
        "return target Spirit card with mana value N or less from your graveyard to your hand", parameter=True,
        check=count_check("Soulshift", "702.46a"), triggered=_soulshift)
keyword("afterlife", "702.135", "Afterlife N: when this permanent is put into a graveyard from the battlefield, create "
        "N 1/1 white and black Spirit creature tokens with flying", parameter=True,
        check=count_check("Afterlife", "702.135a"), triggered=_afterlife)
keyword("living_weapon", "702.92", "when this Equipment enters, create a 0/0 black Phyrexian Germ creature token, "
        "then attach this Equipment to it", triggered=_living_weapon)
keyword("for_mirrodin!", "702.163", "when this Equipment enters, create a 2/2 red Rebel creature token, then attach "
        "this Equipment to it", triggered=_for_mirrodin)
keyword("battle_cry", "702.91", "whenever this creature attacks, each other attacking creature gets +1/+0 until end "
        "of turn", triggered=_battle_cry)
keyword("fabricate", "702.123", "Fabricate N: when this permanent enters, you may put N +1/+1 counters on it; if you "
        "don't, create N 1/1 colorless Servo artifact creature tokens", parameter=True,
        check=count_check("Fabricate", "702.123a"), triggered=_fabricate)
keyword("ingest", "702.115", "whenever this creature deals combat damage to a player, that player exiles the top card "
        "of their library", triggered=_ingest)

__all__: list[str] = []
