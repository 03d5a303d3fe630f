"""CR 702.122 crew and 301.7 Vehicles: "Crew N" means "Tap any number of other untapped creatures you control with
total power N or greater: This permanent becomes an artifact creature until end of turn" (702.122a).

Card data writes it as printed, ``Crew 3`` (normalised ``crew:3``); it is the activated ability the rule says it
means, numbered after the object's other activated abilities (``activate CARD:N``).  Its cost is ``crew: N`` of
``ActivationCost``: legal while the other untapped creatures its controller controls have total power N or more
(summoning sickness doesn't matter: it isn't a {T} cost, 302.6), paid by choosing them one at a time, each answer
among the creatures not chosen yet, with "done" offered once the chosen ones' total power is N or more (tapping
more than needed is allowed).  A Vehicle has its printed power and toughness only while it is a creature (301.7a).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Callable

from manastack import events as ev
from manastack.cards.model import ActivatedAbility, ActivationCost, Body, Effect, Mode
from manastack.cards.values import SELF
from manastack.cards.vocabulary import count_check, keyword
from manastack.decisions import Decision, Option
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.printed import Chars

if TYPE_CHECKING:
    from manastack.actions import Action
    from manastack.state import GameState

keyword("crew", "702.122", "Crew N: tap any number of other untapped creatures you control with total power N or "
        "greater: this permanent becomes an artifact creature until end of turn", parameter=True,
        check=count_check("Crew", "702.122a"))


def crew_abilities(c: Chars) -> tuple[ActivatedAbility, ...]:
    """CR 702.122a: the activated ability each crew keyword is."""
    return _crew_abilities(c.keywords)


@lru_cache(maxsize=4096)
def _crew_abilities(keywords: frozenset[str]) -> tuple[ActivatedAbility, ...]:
    return tuple(_crew_ability(int(k[len("crew:"):])) for k in sorted(keywords) if k.startswith("crew:"))


@lru_cache(maxsize=None)
def _crew_ability(n: int) -> ActivatedAbility:
    become = Effect("become", {"to": SELF, "add_types": ("Artifact", "Creature")})
    return ActivatedAbility(ActivationCost(crew=n, text=f"Crew {n}"), Body((Mode((), (become,)),)), text=f"Crew {n}")


def crew_candidates(state: "GameState", player: int, source: int, exclude: frozenset[int] = frozenset()) -> list[int]:
    """CR 702.122a: the other untapped creatures ``player`` controls that could be tapped to crew ``source``."""
    return [o for o in state.permanents() if o != source and o not in exclude and controller_of(state, o) == player
            and not state.objects[o].tapped and not state.objects[o].phased_out and chars(state, o).creature]


def _power(state: "GameState", oid: int) -> int:
    return max(chars(state, oid).power or 0, 0)


def can_crew(state: "GameState", player: int, source: int, n: int) -> bool:
    """CR 702.122a, 118.3: whether the crew N cost can be paid: total power N or greater among the candidates."""
    return sum(_power(state, o) for o in crew_candidates(state, player, source)) >= n


def crew_cost_events(state: "GameState", ask: Callable[[Decision], "Action"], player: int, source: int, n: int,
                     exclude: frozenset[int] = frozenset(), word: str = "Crew") -> list[ev.Event]:
    """CR 702.122a, 602.2b: choose the creatures that crew (one at a time; "done" once their total power is N or
    more) and tap them; ``exclude``: creatures already tapped to pay the rest of the cost; ``word``: the keyword
    whose cost it is (saddle's is the same, 702.171a)."""
    rule = "702.171a" if word == "Saddle" else "702.122a"
    pool = crew_candidates(state, player, source, exclude)
    chosen: list[int] = []
    total = 0
    while pool:
        opts = tuple(Option(chars(state, o).name, o, f"{chars(state, o).name}#{o}") for o in pool)
        if total >= n:
            opts += (Option("done", -1),)
        pick = ask(Decision(player, "choose", f"{word} {n}: choose a creature to tap (total power {total} so far)",
                            rule, opts, data={"what": "crew"}))
        got = opts[pick.picks[0]].value  # type: ignore[attr-defined]
        if got == -1:
            break
        chosen.append(got)
        pool.remove(got)
        total += _power(state, got)
    return [ev.Tap(o, for_cost=True, rules=(rule, "602.2b")) for o in chosen]


__all__ = ["can_crew", "crew_abilities", "crew_cost_events", "crew_candidates"]
