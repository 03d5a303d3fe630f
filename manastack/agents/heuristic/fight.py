"""Creature combat arithmetic: who dies when creatures deal each other combat damage.

``Fighter`` holds a creature's combat-relevant numbers; ``duel`` settles a fight between
two creatures (first strike, double strike, deathtouch and indestructible counted) and
``gang_duel`` roughly settles an attacker blocked by several creatures.
"""

from __future__ import annotations

from typing import Sequence


class Fighter:
    """A creature's combat-relevant numbers (with any pending pump and damage applied)."""

    __slots__ = ("oid", "power", "toughness", "keywords", "value")

    def __init__(self, oid: int, power: int, toughness: int, keywords: frozenset[str], value: float):
        self.oid = oid
        self.power = power
        self.toughness = toughness          # remaining toughness: toughness minus marked damage
        self.keywords = keywords
        self.value = value

    def pumped(self, p: int, t: int) -> "Fighter":
        return Fighter(self.oid, self.power + p, self.toughness + t, self.keywords, self.value)

    @property
    def first(self) -> bool:
        return bool({"first_strike", "double_strike"} & self.keywords)

    @property
    def regular(self) -> bool:
        return "first_strike" not in self.keywords or "double_strike" in self.keywords


def duel(a: Fighter, b: Fighter) -> tuple[bool, bool]:
    """(a dies, b dies) when ``a`` and ``b`` deal each other combat damage (first strike counted)."""
    if "indestructible" in a.keywords and "indestructible" in b.keywords:
        return False, False
    a_taken = 0
    b_taken = 0

    def dead(taken: int, victim: Fighter, source: Fighter) -> bool:
        if "indestructible" in victim.keywords:
            return False
        return taken >= victim.toughness or (taken > 0 and "deathtouch" in source.keywords)

    if a.first:
        b_taken += max(0, a.power)
    if b.first:
        a_taken += max(0, b.power)
    a_dead = dead(a_taken, a, b)
    b_dead = dead(b_taken, b, a)
    a_can = not a_dead and a.regular
    b_can = not b_dead and b.regular
    if a_can:
        b_taken += max(0, a.power)
    if b_can:
        a_taken += max(0, b.power)
    return dead(a_taken, a, b), dead(b_taken, b, a)


def gang_duel(a: Fighter, blockers: Sequence[Fighter]) -> tuple[bool, list[bool]]:
    """An attacker blocked by several creatures: roughly (attacker dies, which blockers die).

    The attacker kills the blockers it can in order of value; the blockers' damage adds up.
    """
    power = max(0, a.power)
    dies: list[bool] = [False] * len(blockers)
    order = sorted(range(len(blockers)), key=lambda i: -blockers[i].value)
    for i in order:
        b = blockers[i]
        need = 1 if "deathtouch" in a.keywords else b.toughness
        if "indestructible" in b.keywords:
            continue
        if power >= need:
            dies[i] = True
            power -= need
    total = sum(max(0, b.power) for b in blockers)
    dt = any("deathtouch" in b.keywords and b.power > 0 for b in blockers)
    a_dies = "indestructible" not in a.keywords and (total >= a.toughness or dt)
    if a.first and not any(b.first for b in blockers):
        # blockers the attacker kills first deal no damage
        survivors = [b for b, d in zip(blockers, dies) if not d]
        total = sum(max(0, b.power) for b in survivors)
        dt = any("deathtouch" in b.keywords and b.power > 0 for b in survivors)
        a_dies = "indestructible" not in a.keywords and (total >= a.toughness or dt)
    return a_dies, dies
