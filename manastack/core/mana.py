"""Mana, mana costs and mana payment (CR 106, 107.4, 202, 601.2g-h).

A mana cost is parsed once into a :class:`ManaCost` value.  A mana pool is a plain
``dict`` from mana kind to amount; a kind is a colour letter ``W U B R G`` or ``C``
for colourless, with a ``*`` suffix for mana produced by a snow source (CR 106.4b,
needed for ``{S}`` costs).  Payment is a small exact search: the costs of real cards
are short, so enumerating assignments is cheap and lets the engine tell whether a
payment is ambiguous (scenario format: "the engine asks").
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator, Mapping, Sequence

from manastack.core.matching import matches_all

COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")
COLOR_NAMES: dict[str, str] = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
NAME_TO_COLOR: dict[str, str] = {v: k for k, v in COLOR_NAMES.items()}

_SYMBOL = re.compile(r"\{([^{}]+)\}")


class ManaError(ValueError):
    """A mana cost or mana string that cannot be read."""


@dataclass(frozen=True, slots=True)
class ManaCost:
    """CR 107.4 / 202.1: a mana cost as its symbols.

    ``generic`` is the total of generic symbols, ``symbols`` the others in order
    (``W``, ``W/U`` hybrid, ``2/W`` monocoloured hybrid, ``W/P`` Phyrexian, ``C``,
    ``S``), and ``x`` the number of ``{X}`` symbols.
    """

    generic: int = 0
    symbols: tuple[str, ...] = ()
    x: int = 0
    text: str = ""

    @property
    def mana_value(self) -> int:
        """CR 202.3: the mana value (X counts as 0 outside the stack)."""
        total = self.generic
        for s in self.symbols:
            if s.startswith("2/"):
                total += 2
            else:
                total += 1
        return total

    def colors(self) -> frozenset[str]:
        """CR 105.2 / 202.2: the colours of the symbols in the cost."""
        out: set[str] = set()
        for s in self.symbols:
            for part in s.split("/"):
                if part in COLORS:
                    out.add(part)
        return frozenset(out)

    def with_x(self, x_value: int) -> "ManaCost":
        """The cost to pay once X is chosen (CR 107.3a, 601.2f)."""
        return ManaCost(self.generic + x_value * self.x, self.symbols, 0, self.text)

    def plus(self, other: "ManaCost") -> "ManaCost":
        """The total cost with an additional mana cost added (CR 601.2f)."""
        return ManaCost(self.generic + other.generic, self.symbols + other.symbols, self.x + other.x,
                        self.text + other.text)

    def is_free(self) -> bool:
        return self.generic == 0 and not self.symbols and self.x == 0

    def __str__(self) -> str:
        return self.text or render_cost(self)


def render_cost(cost: ManaCost) -> str:
    parts = ["{X}"] * cost.x
    if cost.generic or (not cost.symbols and not cost.x):
        parts.append("{%d}" % cost.generic)
    parts.extend("{%s}" % s for s in cost.symbols)
    return "".join(parts)


_VALID_SINGLE = set(COLORS) | {"C", "S"}


def parse_cost(text: str | int | None) -> ManaCost:
    """Read ``"{2}{G}{W/U}"`` (CR 107.4).  A bare int is that much generic mana."""
    if text is None or text == "":
        return ManaCost()
    if isinstance(text, int):
        return ManaCost(generic=text, text="{%d}" % text)
    return _parse_cost_text(text)


@functools.lru_cache(maxsize=4096)
def _parse_cost_text(text: str) -> ManaCost:
    """``parse_cost`` of a text, memoized (a ``ManaCost`` is immutable; an error is raised again each time)."""
    s = text.strip()
    pos = 0
    generic = 0
    x = 0
    symbols: list[str] = []
    for m in _SYMBOL.finditer(s):
        if m.start() != pos:
            raise ManaError(f"unexpected text {s[pos:m.start()]!r} in mana cost {text!r}")
        pos = m.end()
        sym = m.group(1).upper()
        if sym.isdigit():
            generic += int(sym)
        elif sym == "X":
            x += 1
        elif sym in _VALID_SINGLE:
            symbols.append(sym)
        else:
            parts = sym.split("/")
            ok = (
                (len(parts) == 2 and parts[0] in COLORS and parts[1] in COLORS)
                or (len(parts) == 2 and parts[0] in COLORS and parts[1] == "P")
                or (len(parts) == 2 and parts[0] == "2" and parts[1] in COLORS)
                or (len(parts) == 2 and parts[0] == "C" and parts[1] in COLORS)
                or (len(parts) == 3 and parts[0] in COLORS and parts[1] in COLORS and parts[2] == "P")
            )
            if not ok:
                raise ManaError(f"unknown mana symbol {{{sym}}} in {text!r}")
            symbols.append(sym)
    if pos != len(s):
        raise ManaError(f"unexpected text {s[pos:]!r} in mana cost {text!r} (write symbols like {{2}}{{G}})")
    return ManaCost(generic, tuple(symbols), x, s)


def cost_problem(text: str) -> str | None:
    """What is wrong with ``text`` as a mana cost (None if it is one): for a keyword's cost ("Equip {1}")."""
    try:
        parse_cost(text)
    except ManaError as e:
        return str(e)
    return None


def parse_mana(text: str | int) -> dict[str, int]:
    """Read mana to add or to put in a pool: ``"{R}{R}"``, ``"{2}"`` (colourless), or an int."""
    if isinstance(text, int):
        return {"C": text} if text else {}
    cost = parse_cost(text)
    pool: dict[str, int] = {}
    if cost.generic:
        pool["C"] = cost.generic
    for s in cost.symbols:
        if s not in COLORS and s != "C":
            raise ManaError(f"{{{s}}} is a cost symbol, not mana that can be added")
        pool[s] = pool.get(s, 0) + 1
    if cost.x:
        raise ManaError("{X} is not mana that can be added")
    return pool


def pool_units(pool: Mapping[str, int], snow: bool) -> tuple[tuple[str, int], ...]:
    """The mana of ``pool`` as an AddMana event holds it: (pool kind, amount), snow kinds marked "*" (CR 107.4h)."""
    return tuple(sorted((k + ("*" if snow else ""), n) for k, n in pool.items()))


@functools.lru_cache(maxsize=1024)
def mana_units(text: str | int, snow: bool) -> tuple[tuple[str, int], ...]:
    """``pool_units`` of the mana ``text`` says ("{R}{R}", "{2}"), memoized: card texts repeat."""
    return pool_units(parse_mana(text), snow)


# --- payment -----------------------------------------------------------------

# A unit of mana that can be spent: its colour letter (or C) and whether it is snow mana.
Unit = tuple[str, bool]


def _symbol_options(sym: str) -> list[tuple[str | None, int]]:
    """Ways to pay one symbol: (colour needed or None for any / 'S' for snow, life).

    Returns a list of alternatives; each is (requirement, life).  A requirement of
    ``"2"`` means two generic mana (monocoloured hybrid's other half).
    """
    if sym in COLORS or sym == "C":
        return [(sym, 0)]
    if sym == "S":
        return [("S", 0)]
    parts = sym.split("/")
    if parts[-1] == "P":
        opts: list[tuple[str | None, int]] = [(c, 0) for c in parts[:-1]]
        opts.append((None, 2))  # CR 107.4f: 2 life instead
        return opts
    if parts[0] == "2":
        return [(parts[1], 0), ("2", 0)]
    return [(p, 0) for p in parts]


def _unit_fits(req: str, unit: Unit) -> bool:
    color, snow = unit
    if req == "S":
        return snow
    return color == req


def _requirements(cost: ManaCost) -> Iterator[tuple[tuple[str, ...], int, int]]:
    """Each way to resolve hybrid / Phyrexian choices: (coloured reqs, extra generic, life)."""

    def rec(i: int, reqs: tuple[str, ...], generic: int, life: int) -> Iterator[tuple[tuple[str, ...], int, int]]:
        if i == len(cost.symbols):
            yield reqs, generic, life
            return
        for req, lf in _symbol_options(cost.symbols[i]):
            if lf:
                yield from rec(i + 1, reqs, generic, life + lf)
            elif req == "2":
                yield from rec(i + 1, reqs, generic + 2, life)
            else:
                assert req is not None
                yield from rec(i + 1, reqs + (req,), generic, life)

    seen: set[tuple[tuple[str, ...], int, int]] = set()
    for r, g, lf in rec(0, (), cost.generic, 0):
        key = (tuple(sorted(r)), g, lf)
        if key not in seen:
            seen.add(key)
            yield key


def can_pay_units(units: Sequence[Unit], reqs: Sequence[str], generic: int) -> bool:
    """Whether exactly these units can pay coloured ``reqs`` plus ``generic`` (no mana left over is required)."""
    if len(units) < len(reqs) + generic:
        return False
    # Each coloured requirement needs a different unit that fits it (a bipartite matching).
    return matches_all(len(reqs), lambda r: (u for u, unit in enumerate(units) if _unit_fits(reqs[r], unit)))


#: CR 106.6: the mark in a pool kind of restricted mana: ``"G|<restriction>"`` ("spend this mana only to cast a
#: creature spell"; ``rules/restricted_mana.py`` reads the restriction), snow restricted mana ``"G*|<restriction>"``.
RESTRICTED = "|"
#: The restriction texts of mana that is only kept as steps end, spendable on anything (CR 106.4a: "until end of turn,
#: you don't lose this mana"; 702.189a: firebending's, until end of combat): spent after the pool's other mana, which
#: its player would lose first (``rules/restricted_mana.py`` writes them).
KEPT_ONLY = frozenset({'{"keep":true}', '{"keep":"end_of_combat"}'})


def _spend_rank(kind: str) -> int:
    """The order pools are spent in: restricted mana (that can pay this) first, then plain mana, kept mana last."""
    if RESTRICTED not in kind:
        return 1
    return 2 if kind.split(RESTRICTED, 1)[1] in KEPT_ONLY else 0


def unit_of(kind: str) -> Unit:
    """A pool kind as the unit of mana it holds: (colour letter or C, snow), restricted mana's restriction aside."""
    base = kind.split(RESTRICTED, 1)[0]
    return base[0], base.endswith("*")


def pay_from_pool(pool: dict[str, int], cost: ManaCost, life_available: int,
                  allowed: Callable[[str], bool] | None = None) -> tuple[dict[str, int], ManaCost, int]:
    """Spend what the pool can of ``cost``; return (new pool, remaining cost, life paid).

    Coloured symbols are paid first with matching mana, generic last with what is left
    (colourless before coloured, snow before non-snow kept for {S}).  Phyrexian symbols
    are paid with mana when the pool has it.  Returns the remaining cost to pay by
    tapping sources.  CR 106.6: restricted mana (a kind with ``RESTRICTED``) is spent only where ``allowed``
    says its restriction permits (none where ``allowed`` is None), and before unrestricted mana; mana only kept as
    steps end (``KEPT_ONLY``) after it.
    """
    if RESTRICTED in "".join(pool):
        held = {k: n for k, n in pool.items() if RESTRICTED in k and (text := k.split(RESTRICTED, 1)[1]) not in
                KEPT_ONLY and (allowed is None or not allowed(text))}
        pool = {k: n for k, n in pool.items() if k not in held}
        result = _spend(pool, cost)
        for k, n in held.items():
            result[0][k] = n
        return result
    return _spend(pool, cost)


def _spend(pool: dict[str, int], cost: ManaCost) -> tuple[dict[str, int], ManaCost, int]:
    """``pay_from_pool``'s spending: the most specific symbols first (non-snow mana for coloured symbols, snow for
    {S}), generic last (colourless before coloured, non-snow first); CR 106.6: restricted mana of a kind (one it may
    spend) before unrestricted mana of that kind, so what is left can still pay other costs; mana only kept as steps
    end after it (CR 106.4a, 702.189a: the mana its player would lose goes first)."""
    pool = dict(pool)
    remaining: list[str] = []
    order = sorted(cost.symbols, key=lambda s: (len(_symbol_options(s)), s))
    for sym in order:
        paid = False
        for req, life in _symbol_options(sym):
            if life or req is None or req == "2":
                continue
            kinds = [k for k in pool if pool[k] > 0 and _unit_fits(req, unit_of(k))]
            if kinds:
                kinds.sort(key=lambda k: (unit_of(k)[1] != (req == "S"), _spend_rank(k), k))
                pool[kinds[0]] -= 1
                paid = True
                break
        if not paid:
            remaining.append(sym)
    generic = cost.generic
    for kind in sorted(pool, key=lambda k: (_spend_rank(k), unit_of(k)[0] != "C", unit_of(k)[1], k)):
        take = min(generic, pool[kind])
        pool[kind] -= take
        generic -= take
    pool = {k: v for k, v in pool.items() if v}
    return pool, ManaCost(generic, tuple(remaining), 0), 0


@dataclass(frozen=True, slots=True)
class SourceOption:
    """One untapped mana source the payer could tap: its object id, group key and the units it can make."""

    obj: int
    group: str
    units: tuple[Unit, ...]      # the kinds of mana each of its mana can be
    amount: int = 1              # how much mana one activation makes ("{T}: Add {C}{C}" makes 2)


def payment_options(cost: ManaCost, sources: Sequence[SourceOption], life: int,
                    limit: int = 64) -> list[tuple[tuple[int, ...], int]]:
    """CR 601.2g-h: the distinct ways to pay ``cost`` by tapping ``sources``.

    Each way is (source ids to tap, life to pay).  Sources in the same group are
    interchangeable, so only one representative of each multiset of groups is kept;
    that is what makes "every way to pay is equivalent" checkable.
    """
    results: list[tuple[tuple[int, ...], int]] = []
    seen: set[tuple[tuple[str, ...], int]] = set()
    for reqs, generic, life_cost in _requirements(cost):
        if life_cost > 0 and life_cost > life:
            continue        # CR 119.4, 119.4b: paying life needs that much; 0 life is always paid (at -3 too)
        need = len(reqs) + generic
        if need == 0:
            key: tuple[tuple[str, ...], int] = ((), life_cost)
            if key not in seen:
                seen.add(key)
                results.append(((), life_cost))
            continue
        if need > sum(s.amount for s in sources):
            continue
        # Iterate over combinations of groups rather than of individual sources.
        groups: dict[str, list[SourceOption]] = {}
        for s in sources:
            groups.setdefault(s.group, []).append(s)
        names = sorted(groups)

        def rec(i: int, left: int, chosen: list[SourceOption]) -> Iterator[list[SourceOption]]:
            if left <= 0:
                yield chosen
                return
            if i == len(names):
                return
            g = groups[names[i]]
            per = g[0].amount
            most = min(len(g), -(-left // per))   # no more sources than the mana still needed
            for k in range(most, -1, -1):
                yield from rec(i + 1, left - k * per, chosen + g[:k])

        for chosen in rec(0, need, []):
            gkey = (tuple(sorted(s.group for s in chosen)), life_cost)
            if gkey in seen:
                continue
            ok = _can_pay_sources(chosen, reqs, generic)
            if ok:
                seen.add(gkey)
                results.append((tuple(s.obj for s in chosen), life_cost))
                if len(results) >= limit:
                    return results
    return results


def _can_pay_sources(chosen: Sequence[SourceOption], reqs: Sequence[str], generic: int) -> bool:
    # Each mana a source makes is one unit; try every choice of kind for multi-option sources.
    options = [s.units for s in chosen for _ in range(s.amount)]

    def rec(i: int, acc: list[Unit]) -> bool:
        if i == len(options):
            return can_pay_units(acc, reqs, generic)
        for u in options[i]:
            if rec(i + 1, acc + [u]):
                return True
        return False

    return rec(0, [])


def _one_way(chosen: Sequence[SourceOption], cost: ManaCost) -> tuple[list[Unit], tuple[str, ...], int] | None:
    """One way the chosen sources' mana pays ``cost`` (its Phyrexian symbols paid with mana where possible):
    the units made, and the coloured requirements and generic amount of that way."""
    options = [s.units for s in chosen for _ in range(s.amount)]
    for reqs, generic, life in _requirements(cost):
        if life:
            continue

        def rec(i: int, acc: list[Unit]) -> list[Unit] | None:
            if i == len(options):
                return acc if can_pay_units(acc, reqs, generic) else None
            for u in options[i]:
                got = rec(i + 1, acc + [u])
                if got is not None:
                    return got
            return None

        units = rec(0, [])
        if units is not None:
            return units, reqs, generic
    return None


def _kinds(units: Iterable[Unit]) -> dict[str, int]:
    """Units of mana as pool kinds (``"G"``, snow ``"G*"``)."""
    out: dict[str, int] = {}
    for color, snow in units:
        key = color + ("*" if snow else "")
        out[key] = out.get(key, 0) + 1
    return out


def leftover_mana(chosen: Sequence[SourceOption], cost: ManaCost) -> dict[str, int]:
    """CR 106.4 / 601.2g: mana made while paying but not spent stays in the pool.

    Finds one way the chosen sources' mana pays ``cost`` and returns what is left, as pool kinds.
    """
    produced = sum(s.amount for s in chosen)
    if produced <= cost.mana_value and all(s.amount == 1 for s in chosen):
        return {}
    way = _one_way(chosen, cost)
    if way is None:
        return {}
    units, reqs, generic = way
    # Remove what the coloured requirements use, then generic; the rest is left over.
    rest = list(units)
    for r in sorted(reqs, key=lambda r: r == "S"):
        for j, u in enumerate(rest):
            if _unit_fits(r, u):
                del rest[j]
                break
    rest.sort(key=lambda u: (u[0] != "C", u))
    return _kinds(rest[generic:])


def made_mana(chosen: Sequence[SourceOption], cost: ManaCost) -> dict[str, int]:
    """The mana the chosen sources make while paying ``cost`` (the way ``leftover_mana`` finds), as pool kinds."""
    if all(len(s.units) == 1 for s in chosen):
        return _kinds(s.units[0] for s in chosen for _ in range(s.amount))   # each makes one kind: no choice
    way = _one_way(chosen, cost)
    return _kinds(way[0]) if way is not None else {}


def spent_from(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    """The mana of each kind that left a pool between ``before`` and ``after``."""
    return {k: n - after.get(k, 0) for k, n in before.items() if n > after.get(k, 0)}
