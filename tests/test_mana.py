"""Mana costs and payment (CR 107.4, 202, 601.2f-h)."""

from __future__ import annotations

import pytest

from manastack.core.mana import (
    ManaCost,
    ManaError,
    SourceOption,
    can_pay_units,
    leftover_mana,
    made_mana,
    parse_cost,
    parse_mana,
    pay_from_pool,
    payment_options,
    spent_from,
)


def test_a_cost_reads_generic_colored_and_x_symbols_cr_107_4() -> None:
    c = parse_cost("{X}{2}{G}{G}")
    assert (c.generic, c.symbols, c.x) == (2, ("G", "G"), 1)
    assert c.mana_value == 4  # CR 202.3e: X is 0 outside the stack
    assert c.colors() == frozenset({"G"})


def test_hybrid_and_phyrexian_symbols_count_once_in_mana_value_cr_202_3f() -> None:
    c = parse_cost("{W/U}{B/P}{2/R}")
    assert c.mana_value == 1 + 1 + 2
    assert c.colors() == frozenset({"W", "U", "B", "R"})


def test_colorless_and_snow_symbols_are_read_cr_107_4c_and_107_4h() -> None:
    c = parse_cost("{C}{S}")
    assert c.symbols == ("C", "S") and c.colors() == frozenset()


@pytest.mark.parametrize("bad", ["{Q}", "2G", "{G}{", "{G/Q}", "{G}x"])
def test_an_unreadable_cost_is_an_error_naming_the_problem(bad: str) -> None:
    with pytest.raises(ManaError):
        parse_cost(bad)


def test_x_is_fixed_when_the_spell_is_cast_cr_107_3a() -> None:
    assert parse_cost("{X}{X}{R}").with_x(3).generic == 6


def test_added_mana_reads_braces_or_a_number() -> None:
    assert parse_mana("{R}{R}") == {"R": 2}
    assert parse_mana(3) == {"C": 3}
    with pytest.raises(ManaError):
        parse_mana("{X}")


def test_the_pool_pays_colored_symbols_first_and_generic_last() -> None:
    pool, rest, _ = pay_from_pool({"G": 2, "R": 1}, parse_cost("{1}{G}"), 20)
    assert rest.is_free()
    assert sum(pool.values()) == 1


def test_the_pool_leaves_what_it_cannot_pay() -> None:
    pool, rest, _ = pay_from_pool({"R": 1}, parse_cost("{1}{G}"), 20)
    assert pool == {}
    assert rest.symbols == ("G",) and rest.generic == 0


def _src(i: int, color: str, group: str | None = None, snow: bool = False) -> SourceOption:
    return SourceOption(i, group or color, ((color, snow),))


def test_interchangeable_sources_give_a_single_way_to_pay() -> None:
    forests = [_src(i, "G", "Forest") for i in range(4)]
    ways = payment_options(parse_cost("{1}{G}"), forests, 20)
    assert len(ways) == 1 and len(ways[0][0]) == 2


def test_different_sources_give_several_ways_to_pay_cr_601_2h() -> None:
    sources = [_src(1, "G", "Forest"), _src(2, "G", "Llanowar Elves"), _src(3, "G", "Forest")]
    ways = payment_options(parse_cost("{G}"), sources, 20)
    assert len(ways) == 2


def test_a_cost_that_cannot_be_paid_has_no_way() -> None:
    assert payment_options(parse_cost("{U}"), [_src(1, "G")], 20) == []


def test_phyrexian_mana_can_be_paid_with_two_life_cr_107_4f() -> None:
    ways = payment_options(parse_cost("{G/P}"), [], 20)
    assert ways == [((), 2)]
    assert payment_options(parse_cost("{G/P}"), [], 1) == []


def test_a_player_below_0_life_still_pays_a_cost_that_needs_no_life_cr_119_4b() -> None:
    # Lich keeps a player in the game at -3 life; paying {B} with a Swamp takes 0 life, which can always be paid
    assert payment_options(parse_cost("{B}"), [_src(1, "B")], -3) == [((1,), 0)]
    assert payment_options(parse_cost("{B/P}"), [], -3) == []


def test_hybrid_mana_is_paid_with_either_color_cr_107_4e() -> None:
    assert payment_options(parse_cost("{W/U}"), [_src(1, "U")], 20)
    assert payment_options(parse_cost("{W/U}"), [_src(1, "W")], 20)
    assert not payment_options(parse_cost("{W/U}"), [_src(1, "R")], 20)


def test_monocolored_hybrid_is_paid_with_its_color_or_two_generic_cr_107_4e() -> None:
    assert payment_options(parse_cost("{2/W}"), [_src(1, "W")], 20)
    assert payment_options(parse_cost("{2/W}"), [_src(1, "R"), _src(2, "B")], 20)
    assert not payment_options(parse_cost("{2/W}"), [_src(1, "R")], 20)


def test_snow_mana_pays_the_snow_symbol_cr_107_4h() -> None:
    assert payment_options(parse_cost("{S}"), [_src(1, "G", snow=True)], 20)
    assert not payment_options(parse_cost("{S}"), [_src(1, "G")], 20)


def test_unit_matching_respects_colors() -> None:
    assert can_pay_units([("G", False), ("R", False)], ["R"], 1)
    assert not can_pay_units([("G", False), ("G", False)], ["R"], 1)


def test_mana_value_of_an_empty_cost_is_zero() -> None:
    assert ManaCost().mana_value == 0 and parse_cost("").is_free()


def test_a_source_that_makes_two_mana_pays_two_generic_cr_106_4() -> None:
    ring = SourceOption(1, "Sol Ring", (("C", False),), amount=2)
    ways = payment_options(parse_cost("{2}"), [ring], 20)
    assert ways == [((1,), 0)]


def test_mana_made_beyond_the_cost_is_left_over_for_the_pool_cr_106_4() -> None:
    from manastack.core.mana import leftover_mana

    ring = SourceOption(1, "Sol Ring", (("C", False),), amount=2)
    forest = SourceOption(2, "Forest", (("G", False),))
    ways = payment_options(parse_cost("{1}{G}"), [ring, forest], 20)
    assert [(sorted(t), life) for t, life in ways] == [([1, 2], 0)]
    assert leftover_mana([ring, forest], parse_cost("{1}{G}")) == {"C": 1}
    assert leftover_mana([forest], parse_cost("{G}")) == {}


def test_the_mana_spent_is_what_the_sources_made_less_what_stays_in_the_pool_cr_601_2h() -> None:
    # "if {G} was spent to cast this spell" (Dawnglow Infusion) reads the mana spent, pool and sources alike
    sol = SourceOption(1, "Sol Ring", (("C", False),), amount=2)
    cost = parse_cost("{1}{G/W}")
    made, left = made_mana([sol, _src(2, "W")], cost), leftover_mana([sol, _src(2, "W")], cost)
    assert made == {"C": 2, "W": 1} and left == {"C": 1}
    assert spent_from({"G": 2, "R": 1}, {"G": 1, "R": 1}) == {"G": 1}
