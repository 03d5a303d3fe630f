"""Ninjutsu (CR 702.49; rules/ninjutsu.py, effects/ninjutsu.py): the keyword line of real cards compiles to the
ability; activated from the hand once blockers are declared, it returns an unblocked attacker and puts the card
onto the battlefield tapped and attacking what that creature attacked, unblocked and never declared (702.49a-c,
508.4, 508.4d)."""

from __future__ import annotations

import json
from functools import partial
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.actions import Activate
from manastack.cards.loader import card_from_data
from manastack.cards.vocabulary import keyword_problem, normalize_keyword
from manastack.effects import load_all
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.oracle.compiler import compile_face
from manastack.rules.ninjutsu import ninjutsu_abilities
from manastack.rules.printed import printed_chars
from manastack.rules.priority import legal_actions
from oracle_faces import data, face, faces_doc, faces_play

load_all()

_REMINDER = (" ({cost}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from "
             "your hand tapped and attacking.)")

#: Real cards as the corpus (MTGJSON AtomicCards) has them.
FACES: dict[str, dict[str, Any]] = {
    "Moonblade Shinobi": face("Moonblade Shinobi", "Creature — Human Ninja", "Ninjutsu {2}{U}" +
                              _REMINDER.format(cost="{2}{U}") + "\nWhenever this creature deals combat damage to a "
                              "player, create a 1/1 blue Illusion creature token with flying.", "{3}{U}", "3", "2"),
    "Ninja of the Deep Hours": face("Ninja of the Deep Hours", "Creature — Human Ninja", "Ninjutsu {1}{U}" +
                                    _REMINDER.format(cost="{1}{U}") + "\nWhenever this creature deals combat damage "
                                    "to a player, you may draw a card.", "{3}{U}", "2", "2"),
}


_doc = partial(faces_doc, FACES)
play = partial(faces_play, FACES)


@pytest.mark.parametrize("name,keyword", [("Moonblade Shinobi", "Ninjutsu {2}{U}"),
                                          ("Ninja of the Deep Hours", "Ninjutsu {1}{U}")])
def test_the_ninjutsu_line_of_a_real_card_compiles_to_its_keyword_cr_702_49a(name: str, keyword: str) -> None:
    assert keyword in data(FACES[name])["keywords"]


@pytest.mark.parametrize("line", ["Ninjutsu—Pay 3 life.", "Ninjutsu", "Commander ninjutsu {2}{U}"])
def test_a_ninjutsu_the_rules_cant_use_stays_unparsed_cr_702_49a_702_49d(line: str) -> None:
    assert compile_face(face("Near Miss", "Creature — Ninja", line, "{1}", "1", "1")).status != "compiled"


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from(["{W}", "{U}", "{B}", "{R}", "{G}", "{1}", "{2}"]), min_size=1, max_size=4))
def test_ninjutsu_is_an_ability_from_the_hand_returning_an_unblocked_attacker_cr_702_49a(symbols: list[str]) -> None:
    cost = "".join(symbols)
    kw = normalize_keyword(f"Ninjutsu {cost}")
    assert keyword_problem(kw, f"Ninjutsu {cost}") is None
    card = card_from_data({"name": "T", "type": "Creature — Ninja", "cost": "{1}", "power": 1, "toughness": 1,
                           "keywords": [f"Ninjutsu {cost}"]})
    (ab,) = ninjutsu_abilities(printed_chars(card, 0))
    assert ab.zone == "hand" and ab.cost.return_to_hand is not None and ab.cost.return_to_hand.blocked is False
    assert ab.body.single.effects[0].verb == "enter_attacking"


def test_ninjutsu_returns_the_unblocked_attacker_and_the_ninja_deals_its_combat_damage_cr_702_49a_508_4d() -> None:
    play(["Moonblade Shinobi"], {"hand": ["Moonblade Shinobi"],
                                 "battlefield": ["Grizzly Bears", {"card": "Island", "count": 3}]},
         {"battlefield": ["Hill Giant"]},
         ["goto declare_attackers", "alice: attack Grizzly Bears", "goto declare_blockers", "bob: block none",
          "alice: activate Moonblade Shinobi", "resolve", "goto postcombat_main", "resolve all"],
         {"alice": {"hand": ["Grizzly Bears"]}, "bob": {"life": 17},
          "permanents": [{"name": "Moonblade Shinobi", "tapped": True}, {"name": "Illusion Token", "token": True},
                         {"name": "Hill Giant"}, {"name": "Island", "count": 3, "tapped": True}]})


def test_ninjutsu_is_not_offered_before_blockers_are_declared_nor_for_a_blocked_attacker_cr_702_49a_509_1h() -> None:
    play(["Ninja of the Deep Hours"], {"hand": ["Ninja of the Deep Hours"],
                                       "battlefield": ["Grizzly Bears", {"card": "Island", "count": 2}]},
         {"battlefield": ["Hill Giant"]},
         ["goto declare_attackers", "alice: attack Grizzly Bears", "alice: illegal activate Ninja of the Deep Hours",
          "goto declare_blockers", "bob: block Grizzly Bears with Hill Giant",
          "alice: illegal activate Ninja of the Deep Hours"],
         {"alice": {"hand": ["Ninja of the Deep Hours"]}})


def test_the_activations_from_the_hand_offer_ninjutsu_once_an_attacker_is_unblocked_cr_702_49a() -> None:
    (sc,) = load_text(json.dumps(_doc(["Ninja of the Deep Hours"], {
        "hand": ["Ninja of the Deep Hours"], "battlefield": [{"card": "Island", "count": 2}]}, None, [], {})), "<al2>")
    game = build_game(sc)
    assert [a for a in legal_actions(game.state, 0) if isinstance(a, Activate)
            and a.card in game.state.players[0].hand] == []
