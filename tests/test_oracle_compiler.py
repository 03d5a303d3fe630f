"""The Oracle-text compiler (issue 9): real cards' Oracle text to the values the hand-written cards have."""

from __future__ import annotations

from typing import Any

from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.cards.db import bundled_db
from manastack.cli import main
from manastack.oracle.compiler import compile_face
from manastack.oracle.render import alternatives, render_mismatch
from manastack.oracle.text import prepare_line


def face(name: str, type_line: str, text: str, cost: str = "", power: str | None = None,
         toughness: str | None = None) -> dict[str, Any]:
    types = type_line.split("—")[0].split()
    return {"name": name, "type": type_line, "types": types, "text": text, "manaCost": cost, "power": power,
            "toughness": toughness, "layout": "normal"}


BOLT = face("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")
GROWTH = face("Giant Growth", "Instant", "Target creature gets +3/+3 until end of turn.", "{G}")
COUNTERSPELL = face("Counterspell", "Instant", "Counter target spell.", "{U}{U}")
HOLY_STRENGTH = face("Holy Strength", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +1/+2.", "{W}")
SERRA = face("Serra Angel", "Creature — Angel",
             "Flying\nVigilance (Attacking doesn't cause this creature to tap.)", "{3}{W}{W}", "4", "4")
VISIONARY = face("Elvish Visionary", "Creature — Elf Shaman", "When this creature enters, draw a card.", "{1}{G}",
                 "1", "1")
PYROMANCER = face("Prodigal Pyromancer", "Creature — Human Wizard", "{T}: This creature deals 1 damage to any target.",
                  "{2}{R}", "1", "1")
SWORDS = face("Swords to Plowshares", "Instant",
              "Exile target creature. Its controller gains life equal to its power.", "{W}")


def compiled(f: dict[str, Any]) -> Any:
    r = compile_face(f)
    assert r.status == "compiled", r.phrase
    return r.card


def test_lightning_bolt_compiles_to_its_hand_written_spell_any_target_cr_115_4() -> None:
    assert compiled(BOLT).spell == bundled_db()["Lightning Bolt"].spell


def test_giant_growth_compiles_to_a_pump_until_end_of_turn_cr_611_2a() -> None:
    assert compiled(GROWTH).spell == bundled_db()["Giant Growth"].spell


def test_counterspell_compiles_to_counter_target_spell_cr_701_6() -> None:
    assert compiled(COUNTERSPELL).spell == bundled_db()["Counterspell"].spell


def test_an_aura_compiles_its_enchant_keyword_and_static_bonus_cr_702_5_and_613_4c() -> None:
    card, bundled = compiled(HOLY_STRENGTH), bundled_db()["Holy Strength"]
    assert (card.keywords, card.static) == (bundled.keywords, bundled.static)


def test_keyword_lines_expand_to_keywords_and_reminder_text_is_ignored_cr_702_1_and_207_2() -> None:
    assert compiled(SERRA).keywords == {"flying", "vigilance"}


def test_an_enters_trigger_of_this_creature_compiles_to_an_enters_trigger_cr_603_6a() -> None:
    (ab,) = compiled(VISIONARY).triggered
    assert ab.trigger.event == "enters" and ab.body.single.effects[0].verb == "draw"


def test_a_cost_colon_effect_line_compiles_to_an_activated_ability_cr_602_1() -> None:
    (ab,) = compiled(PYROMANCER).activated
    assert ab.cost.tap and ab.body.single.targets[0].kind == "any"


def test_a_card_with_a_phrase_outside_the_grammar_is_unparsed_naming_that_phrase() -> None:
    r = compile_face(SWORDS)
    assert r.status == "unparsed" and "gains life equal to its power" in r.phrase


def test_the_card_name_becomes_this_and_a_legendary_short_name_too_cr_201_5() -> None:
    assert prepare_line("Isamaru deals 2 damage.", "Isamaru, Hound of Konda") == "this deals 2 damage."


def test_a_compiled_card_that_renders_differently_from_its_text_is_caught() -> None:
    card = compiled(BOLT)
    tampered = type(card)(**{**{k: getattr(card, k) for k in card.__dataclass_fields__},
                             "text": "Lightning Bolt deals 3 damage to any target. Draw a card."})
    assert render_mismatch(tampered)


_NUMBERS = ["a", "two", "three", "four", "five"]


@settings(max_examples=60, deadline=None)
@given(n=st.integers(1, 9), p=st.integers(-5, 5), t=st.integers(-5, 5), draw=st.integers(0, 4),
       target=st.sampled_from(["target creature", "target nonblack creature", "target artifact or enchantment",
                               "target creature an opponent controls", "target tapped creature"]))
def test_render_of_compile_is_the_text_for_generated_spells_cr_608_2c(n: int, p: int, t: int, draw: int,
                                                                      target: str) -> None:
    cards = "a card" if draw == 0 else f"{_NUMBERS[draw]} cards"
    text = (f"Lightning Bolt deals {n} damage to any target.\nTarget creature gets {p:+d}/{t:+d} until end of "
            f"turn.\nDestroy {target}.\nDraw {cards}.")
    r = compile_face(face("Lightning Bolt", "Instant", text, "{R}"))
    assert r.status == "compiled", r.phrase
    assert r.card is not None and render_mismatch(r.card) == ""


@settings(max_examples=100, deadline=None)
@given(text=st.text(max_size=120), type_line=st.sampled_from(["Instant", "Creature — Elf", "Enchantment — Aura",
                                                               "Artifact", "Land"]))
def test_arbitrary_text_never_crashes_the_compiler_it_is_compiled_or_unparsed_with_a_phrase(text: str,
                                                                                         type_line: str) -> None:
    r = compile_face(face("Llanowar Elves", type_line, text, "{G}", "1", "1"))
    assert r.status in ("compiled", "unparsed")
    assert r.status == "compiled" or r.phrase


def test_cards_query_still_lists_cards_beside_the_coverage_subcommand() -> None:
    out = CliRunner(env={"COLUMNS": "200"}).invoke(main, ["cards", "lightning"])
    assert out.exit_code == 0 and "Lightning Bolt" in out.output


def test_a_rendered_line_with_many_alternatives_yields_its_first_wordings_depth_first() -> None:
    """render.alternatives: 40 two-way alternatives (2**40 wordings) give the first 256, the first choices first,
    without building the partial wordings breadth first."""
    got = alternatives(" ".join(f"\u27e8x{i}|y{i}\u27e9" for i in range(40)))
    assert len(got) == 256 and got[0] == " ".join(f"x{i}" for i in range(40))
    assert got[1] == " ".join(f"x{i}" for i in range(39)) + " y39"
    # outermost first: a nested alternative multiplies only the wordings of its own choice (no repeats)
    assert alternatives("\u27e8a \u27e8b|c\u27e9|d\u27e9 e") == ["a b e", "a c e", "d e"]
