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
import pytest

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
#: A phrase no part reads (each creature's damage assigned by toughness, CR 510.1c).
DORAN = face("Doran, the Siege Tower", "Legendary Creature — Treefolk Shaman",
             "Each creature assigns combat damage equal to its toughness rather than its power.", "{W}{B}{G}", "0", "5")


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
    r = compile_face(DORAN)
    assert r.status == "unparsed" and "assigns combat damage equal to its toughness" in r.phrase


def test_the_card_name_becomes_this_and_a_legendary_short_name_too_cr_201_5() -> None:
    assert prepare_line("Isamaru deals 2 damage.", "Isamaru, Hound of Konda") == "this deals 2 damage."


def test_a_sentence_starting_with_a_creature_type_keeps_its_capital_cr_205_3m() -> None:
    assert prepare_line("Sliver creatures you control have flying.", "Galerider Sliver") == \
        "Sliver creatures you control have flying."
    assert prepare_line("Flying. Elves you control get +1/+1.", "X") == "flying. Elves you control get +1/+1."
    assert prepare_line("Destroy target creature.", "X") == "destroy target creature."
    assert prepare_line("Rat Tail — When this creature dies, draw a card.", "X") == "when this dies, draw a card."


def test_a_lord_whose_line_starts_with_its_creature_type_compiles_to_a_filtered_anthem_cr_205_3m() -> None:
    sliver = face("Sinew Sliver", "Creature — Sliver", "Sliver creatures you control get +1/+1.", "{1}{W}", "1", "1")
    static = compile_face(sliver).data["abilities"][0]["static"]["continuous"]
    assert static["affects"]["each"] == {"subtypes": ["Sliver"], "types": ["Creature"], "controller": "you"}
    zombies = face("Liliana's Mastery", "Enchantment", "Zombies you control get +1/+1.", "{3}{B}{B}")
    assert compile_face(zombies).data["abilities"][0]["static"]["continuous"]["affects"]["each"] == {
        "subtypes": ["Zombie"], "controller": "you"}
    assert prepare_line("Choose one — Draw a card.", "X") == "choose one — Draw a card."


def test_a_land_that_enters_tapped_unless_a_card_is_revealed_compiles_to_as_enters_reveal_cr_614_1c() -> None:
    estuary = face("Choked Estuary", "Land", "As this land enters, you may reveal an Island or Swamp card from your "
                   "hand. If you don't, this land enters tapped.\n{T}: Add {U} or {B}.")
    assert compile_face(estuary).data["abilities"][0] == {
        "static": {"as_enters_reveal": {"filter": {"subtypes": ["Island", "Swamp"]}}}}
    palace = face("Gilt-Leaf Palace", "Land", "As this land enters, you may reveal an Elf card from your hand. If you "
                  "don't, this land enters tapped.\n{T}: Add {B} or {G}.")
    assert compile_face(palace).data["abilities"][0] == {"static": {"as_enters_reveal": {"filter": {"subtypes": ["Elf"]}}}}
    two = face("X", "Land", "As this land enters, you may reveal two Elf cards from your hand. If you don't, this land "
               "enters tapped.")
    assert compile_face(two).status == "unparsed"


def test_prevention_statics_of_a_permanent_compile_with_their_direction_and_combat_cr_615_1a() -> None:
    fog_bank = face("Fog Bank", "Creature — Wall", "Defender\nFlying\nPrevent all combat damage that would be dealt to "
                    "and dealt by this creature.", "{1}{U}", "0", "2")
    assert compile_face(fog_bank).data["abilities"][-1] == {
        "static": {"prevent_damage": {"affects": "self", "to": True, "by": True, "combat": True}}}
    defang = face("Defang", "Enchantment — Aura", "Enchant creature\nPrevent all damage that would be dealt by "
                  "enchanted creature.", "{1}{W}")
    assert compile_face(defang).data["abilities"][-1] == {"static": {"prevent_damage": {"affects": "enchanted",
                                                                                         "by": True}}}
    noncombat = face("Mark of Asylum", "Enchantment", "Prevent all noncombat damage that would be dealt to creatures "
                     "you control.", "{1}{W}{W}")
    assert compile_face(noncombat).status == "unparsed"


def test_a_sacrifice_of_their_choice_is_the_plain_sacrifice_cr_701_21a() -> None:
    assert prepare_line("Target opponent sacrifices a creature of their choice.", "X") == \
        "target opponent sacrifices a creature."
    assert prepare_line("Each player sacrifices four lands of their choice.", "X") == "each player sacrifices four lands."
    assert prepare_line("Destroy target creature of their choice.", "X") == "destroy target creature of their choice."
    tribute = face("Tribute to the Wild", "Instant", "Each opponent sacrifices an artifact or enchantment of their "
                   "choice.", "{1}{G}")
    assert compile_face(tribute).data["spell"]["effects"] == [
        {"sacrifice": {"player": "each_opponent", "filter": {"types_any": ["Artifact", "Enchantment"]}}}]


def test_a_noun_with_a_counter_on_it_compiles_to_a_counter_filter_cr_122_1() -> None:
    coach = face("Dueling Coach", "Creature — Human Monk", "{4}{W}, {T}: Put a +1/+1 counter on each creature you "
                 "control with a +1/+1 counter on it.", "{2}{W}", "2", "2")
    effect = compile_face(coach).data["abilities"][0]["activated"]["effects"][0]
    assert effect["put_counters"]["on"] == {"each": {"types": ["Creature"], "controller": "you", "counter": "+1/+1"}}
    hunter = face("Hunter of Eyeblights", "Creature — Elf Assassin", "{2}{B}, {T}: Destroy target creature with a "
                  "counter on it.", "{3}{B}{B}", "3", "3")
    assert compile_face(hunter).data["abilities"][0]["activated"]["targets"] == [
        {"permanent": {"types": ["Creature"], "counter": "any"}}]


def test_you_draw_as_an_instruction_is_the_controllers_draw_but_not_in_a_trigger_condition_cr_121_1() -> None:
    assert prepare_line("Whenever an opponent casts a green spell, you draw a card.", "Insight") == \
        "whenever an opponent casts a green spell, draw a card."
    assert prepare_line("Whenever you draw a card, you gain 1 life.", "X") == "whenever you draw a card, you gain 1 life."
    insight = face("Insight", "Enchantment", "Whenever an opponent casts a green spell, you draw a card.", "{2}{U}")
    assert compile_face(insight).data["abilities"][0]["triggered"]["effects"] == [{"draw": {"amount": 1}}]


def test_a_grant_or_control_change_with_no_duration_lasts_indefinitely_cr_611_2a() -> None:
    invoke = face("Invoke the Winds", "Sorcery", "Gain control of target artifact or creature. Untap it.", "{3}{U}{U}")
    assert compile_face(invoke).data["spell"]["effects"][0] == {"gain_control": {"to": "target", "until": "indefinite"}}
    fated = face("Fated Return", "Instant", "Put target creature card from a graveyard onto the battlefield under your "
                 "control. It gains indestructible.", "{4}{B}{B}{B}")
    assert compile_face(fated).data["spell"]["effects"][1] == {
        "grant": {"to": "target", "keywords": ["Indestructible"], "until": "indefinite"}}


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


@pytest.mark.parametrize("line", [
    "Exhaust — {1}{U}: Draw a card, then discard a card.",
    "Boast — {1}{W}: Untap this creature.",
    "Max speed — This creature has flying.",
    "Power-up — {4}{G/U}: Put a +1/+1 counter on this creature.",
])
def test_a_keyword_ability_written_with_a_dash_is_not_stripped_as_an_ability_word(line: str) -> None:
    """CR 702.177a, 702.142a, 702.178a: "Exhaust —", "Boast —", "Max speed —" limit the ability that follows (only
    once; only if it attacked; only at max speed): unlike an ability word (207.2c), they stay in the prepared line,
    so a compiler that doesn't read them refuses the line instead of compiling an unlimited ability."""
    prepared = prepare_line(line, "Some Card")
    assert prepared.split(" — ")[0] in {"exhaust", "boast", "max speed", "power-up"}


def test_an_ability_word_before_a_dash_is_still_stripped() -> None:
    """CR 207.2c: "Landfall —" has no rules meaning: the line is its triggered ability alone."""
    assert prepare_line("Landfall — Whenever a land you control enters, draw a card.", "X").startswith("whenever")
