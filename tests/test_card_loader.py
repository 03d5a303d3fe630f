"""The card loader (manastack/cards/loader.py): the card format of docs/cards.md."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.cards.loader import (
    CardFormatError,
    card_from_data,
    cards_from_nodes,
    load_card_file,
    load_yaml_text,
    parse_type_line,
)
from manastack.cards.model import CardDef, Filter, TargetSpec
from manastack.cards.values import Quantity, Reference
from manastack.cards.vocabulary import normalize_keyword


def load(text: str, filename: str = "cards.yaml") -> list[CardDef]:
    return cards_from_nodes(load_yaml_text(text, filename), filename)


def one(text: str) -> CardDef:
    cards = load(text)
    assert len(cards) == 1
    return cards[0]


def fails(text: str) -> str:
    with pytest.raises(CardFormatError) as e:
        load(text)
    return str(e.value)


BEAR = {"name": "Bear", "cost": "{1}{G}", "type": "Creature — Bear", "power": 2, "toughness": 2}


def bear(**extra: Any) -> CardDef:
    return card_from_data({**BEAR, **extra})


# --- type lines, costs, colours ------------------------------------------------------


def test_type_line_is_split_into_supertypes_types_and_subtypes() -> None:
    # CR 205.1a: supertypes, card types, then subtypes after the dash.
    assert parse_type_line("Legendary Creature — Elf Druid") == (("Legendary",), ("Creature",), ("Elf", "Druid"))
    assert parse_type_line("Basic Snow Land — Forest") == (("Basic", "Snow"), ("Land",), ("Forest",))
    assert parse_type_line("Artifact Creature - Golem") == ((), ("Artifact", "Creature"), ("Golem",))
    assert parse_type_line("Instant") == ((), ("Instant",), ())


def test_card_type_line_round_trips_with_the_em_dash() -> None:
    card = one('- {name: Elf, cost: "{G}", type: "Legendary Creature - Elf Druid", power: 1, toughness: 1}')
    assert card.type_line == "Legendary Creature — Elf Druid"


def test_types_may_be_given_as_lists() -> None:
    card = card_from_data({"name": "Wall", "cost": "{2}", "types": ["Artifact", "Creature"], "subtypes": ["Wall"],
                           "power": 0, "toughness": 4})
    assert card.types == ("Artifact", "Creature") and card.subtypes == ("Wall",)
    assert card.colors == frozenset()


def test_mana_cost_gives_mana_value_and_colours() -> None:
    # CR 202.2 (colours from the cost), 202.3 (mana value).
    wurm = card_from_data({"name": "Wurm", "cost": "{4}{G}{G}", "type": "Creature — Wurm", "power": 6,
                           "toughness": 4})
    assert wurm.cost is not None and wurm.cost.mana_value == 6 and str(wurm.cost) == "{4}{G}{G}"
    assert wurm.colors == frozenset({"G"})
    hybrid = card_from_data({"name": "H", "cost": "{W/U}{2/B}", "type": "Enchantment"})
    assert hybrid.cost is not None and hybrid.cost.mana_value == 3
    assert hybrid.colors == frozenset({"W", "U", "B"})


def test_lands_have_no_cost_and_colour_indicators_override_the_cost() -> None:
    # CR 202.1a (no mana cost), 204 (colour indicator).
    forest = card_from_data({"name": "Forest", "type": "Basic Land — Forest"})
    assert forest.cost is None and forest.colors == frozenset()
    ind = card_from_data({"name": "Ind", "type": "Creature — Elemental", "colors": ["green", "U"], "power": 1,
                          "toughness": 1})
    assert ind.colors == frozenset({"G", "U"})


def test_power_and_toughness_are_whole_numbers() -> None:
    card = one('- {name: Bear, cost: "{1}{G}", type: Creature — Bear, power: "2", toughness: 2}')
    assert (card.power, card.toughness) == (2, 2)


# --- keywords --------------------------------------------------------------------------


@pytest.mark.parametrize(("printed", "normal"), [
    ("Flying", "flying"),
    ("First strike", "first_strike"),
    ("Double strike", "double_strike"),
    ("Protection from black", "protection:black"),
    ("Protection from creatures", "protection:creature"),
    ("Hexproof from white", "hexproof:white"),
    ("Forestwalk", "forestwalk"),
])
def test_keyword_is_normalised(printed: str, normal: str) -> None:
    assert normalize_keyword(printed) == normal


def test_card_keywords_are_read_as_printed() -> None:
    # CR 702.7 (first strike), 702.16 (protection).
    knight = bear(keywords=["First strike", "Protection from black"])
    assert knight.keywords == frozenset({"first_strike", "protection:black"})


def test_unknown_keyword_is_refused() -> None:
    msg = fails("- name: Bear\n  type: Creature — Bear\n  power: 2\n  toughness: 2\n  keywords: [Flyng]\n")
    assert "cards.yaml:5 (card 'Bear'): unknown keyword 'Flyng'" in msg


# --- spells: targets, filters, effects, modes ---------------------------------------------


def test_spell_targets_and_effects() -> None:
    bolt = one("""
- name: Lightning Bolt
  cost: "{R}"
  type: Instant
  text: Lightning Bolt deals 3 damage to any target.
  spell:
    targets: [any]
    effects:
      - damage: {amount: 3, to: target}
""")
    assert bolt.spell is not None and not bolt.spell.modal
    mode = bolt.spell.single
    assert mode.targets == (TargetSpec("any"),)
    assert [(e.verb, dict(e.args)) for e in mode.effects] == [
        ("damage", {"amount": Quantity.const(3), "to": Reference("target")})]
    assert bolt.where == "cards.yaml:2"


def test_scalar_effect_argument_is_the_main_argument() -> None:
    card = card_from_data({"name": "Div", "cost": "{2}{U}", "type": "Sorcery", "spell": {"effects": [{"draw": 2}]}})
    assert card.spell is not None
    effect = card.spell.single.effects[0]
    assert effect.verb == "draw" and dict(effect.args) == {"amount": Quantity.const(2)}


def test_target_filters_narrow_the_target() -> None:
    # CR 115.1: "target nonblack creature", "target artifact or enchantment".
    doom = one("""
- name: Doom Blade
  cost: "{1}{B}"
  type: Instant
  spell:
    targets:
      - creature: {not_colors: [black]}
    effects: [destroy: target]
""")
    assert doom.spell is not None
    assert doom.spell.single.targets == (TargetSpec("permanent", Filter(types=("Creature",), not_colors=("B",))),)
    nat = card_from_data({"name": "Naturalize", "cost": "{1}{G}", "type": "Instant", "spell": {
        "targets": [{"permanent": {"types_any": ["Artifact", "Enchantment"]}}], "effects": [{"destroy": "target"}]}})
    assert nat.spell is not None
    assert nat.spell.single.targets[0] == TargetSpec("permanent", Filter(types_any=("Artifact", "Enchantment")))
    plain = card_from_data({"name": "Growth", "cost": "{G}", "type": "Instant", "spell": {
        "targets": ["creature"], "effects": [{"pump": {"to": "target", "power": 3, "toughness": 3}}]}})
    assert plain.spell is not None
    assert plain.spell.single.targets[0] == TargetSpec("permanent", Filter(types=("Creature",)))


def test_effect_arguments_become_the_typed_values_their_verb_declares() -> None:
    duress = one("""
- name: Duress
  cost: "{B}"
  type: Sorcery
  spell:
    targets: [opponent]
    effects:
      - discard: {amount: 1, player: target, chooser: you, reveal: true, filter: {not_types: [Creature, Land]}}
""")
    assert duress.spell is not None
    args = duress.spell.single.effects[0].args
    assert args == {"amount": Quantity.const(1), "player": Reference("target"), "chooser": Reference("you"),
                    "reveal": True, "filter": Filter(not_types=("Creature", "Land"))}


@pytest.mark.parametrize(("written", "typed"), [
    (3, Quantity.const(3)), ("X", Quantity("x", 1)), ("-X", Quantity("x", -1)), ("that_much", Quantity("that_much", 1)),
    ({"count": {"types": ["Creature"], "controller": "you"}},
     Quantity("count", 1, Filter(types=("Creature",), controller="you"))),
    ({"counters": "verse"}, Quantity("counters", 1, counter="verse")),
])
def test_quantities_are_read_as_typed_values(written: object, typed: Quantity) -> None:
    # CR 107.1, 107.3: numbers in card text are constants, X, or counted
    card = card_from_data({"name": "Q", "type": "Sorcery", "spell": {"effects": [{"draw": {"amount": written}}]}})
    assert card.spell is not None and card.spell.single.effects[0].args["amount"] == typed


@pytest.mark.parametrize("written", ["three", 1.5, True, {"count": 3}, "Y", {"counters": ""}, {"counters": 2}])
def test_a_quantity_that_is_not_a_number_is_refused_with_the_card_and_argument(written: object) -> None:
    with pytest.raises(CardFormatError) as e:
        card_from_data({"name": "Q", "type": "Sorcery", "spell": {"effects": [{"draw": {"amount": written}}]}}, "f.yaml:3")
    assert "card 'Q'" in str(e.value) and "amount" in str(e.value)


@pytest.mark.parametrize("kw", ["Totem armor", "Annihilator"])
def test_a_keyword_no_rule_implements_is_a_load_error_that_names_it(kw: str) -> None:
    # CR 702: a keyword that loads but isn't played would silently play wrong
    msg = fails(f"- name: Bear\n  type: Creature — Bear\n  power: 2\n  toughness: 2\n  keywords: [{kw}]\n")
    assert f"keyword {kw!r} is not implemented" in msg and "cards.yaml:5" in msg


@pytest.mark.parametrize(("choose", "bounds"), [(1, (1, 1)), (2, (2, 2)), ("1-2", (1, 2)), ("1-any", (1, 3))])
def test_modes_with_choose(choose: object, bounds: tuple[int, int]) -> None:
    # CR 700.2: a modal spell; "choose one", "choose one or both", "choose one or more".
    card = card_from_data({"name": "Charm", "cost": "{R}{G}", "type": "Instant", "spell": {
        "choose": choose,
        "modes": [
            {"targets": ["creature"], "effects": [{"destroy": "target"}]},
            {"effects": [{"draw": 2}]},
            {"targets": ["player"], "effects": [{"gain_life": {"amount": 3, "player": "target"}}]},
        ]}})
    assert card.spell is not None and card.spell.modal
    assert (card.spell.choose_min, card.spell.choose_max) == bounds
    assert len(card.spell.modes) == 3
    assert card.spell.modes[1].effects[0].verb == "draw"


def test_bad_choose_is_refused() -> None:
    msg = fails("""
- name: Charm
  cost: "{R}"
  type: Instant
  spell:
    choose: one or two
    modes: [{effects: [draw: 1]}, {effects: [draw: 2]}]
""")
    assert "(card 'Charm'): choose is a number" in msg


# --- activated abilities ---------------------------------------------------------------


def test_activated_cost_with_mana_tap_and_sacrifice() -> None:
    # CR 602.1a / 118: the cost before the colon.
    card = bear(abilities=[{"activated": {"cost": "{1}, {T}, Sacrifice this creature", "targets": ["any"],
                                          "effects": [{"damage": {"amount": 2, "to": "target"}}]}}])
    ab = card.activated[0]
    assert ab.cost.mana is not None and str(ab.cost.mana) == "{1}"
    assert ab.cost.tap and ab.cost.sacrifice_self and not ab.cost.untap
    assert not ab.is_mana and ab.zone == "battlefield" and not ab.sorcery_speed
    assert ab.text == "{1}, {T}, Sacrifice this creature"


def test_activated_mana_cost_keeps_its_symbols() -> None:
    dragon = bear(abilities=[{"activated": {"cost": "{R}", "effects": [{"pump": {"to": "self", "power": 1,
                                                                                  "toughness": 0}}]}}])
    mana = dragon.activated[0].cost.mana
    assert mana is not None and str(mana) == "{R}" and mana.symbols == ("R",)
    both = bear(abilities=[{"activated": {"cost": "{2}{T}", "effects": [{"draw": 1}]}}])
    cost = both.activated[0].cost
    assert cost.tap and cost.mana is not None and str(cost.mana) == "{2}"


def test_activated_cost_pay_life_and_mapping_form() -> None:
    a = bear(abilities=[{"activated": {"cost": "Pay 2 life", "effects": [{"draw": 1}]}}]).activated[0]
    assert a.cost.pay_life == 2 and a.cost.mana is None
    b = bear(abilities=[{"activated": {"cost": {"mana": "{1}", "tap": True, "discard": 1}, "effects": [{"draw": 1}],
                                       "sorcery_speed": True, "zone": "graveyard"}}]).activated[0]
    assert b.cost.mana is not None and b.cost.mana.generic == 1 and b.cost.tap and b.cost.discard == 1
    assert b.sorcery_speed and b.zone == "graveyard"


def test_an_ability_that_only_adds_mana_is_a_mana_ability() -> None:
    # CR 605.1a: no target, could add mana, not a loyalty ability.
    elf = one("""
- name: Llanowar Elves
  cost: "{G}"
  type: Creature — Elf Druid
  power: 1
  toughness: 1
  text: "{T}: Add {G}."
  abilities:
    - activated: {cost: "{T}", effects: [add_mana: "{G}"]}
""")
    ab = elf.activated[0]
    assert ab.is_mana and ab.cost.tap and ab.cost.mana is None
    assert dict(ab.body.single.effects[0].args) == {"mana": "{G}"}
    pinger = bear(abilities=[{"activated": {"cost": "{T}", "targets": ["any"],
                                            "effects": [{"damage": {"amount": 1, "to": "target"}}]}}])
    assert not pinger.activated[0].is_mana


def test_unreadable_activation_cost_is_refused() -> None:
    with pytest.raises(CardFormatError, match="cannot read cost part 'Tap an untapped Elf'"):
        bear(abilities=[{"activated": {"cost": "{1}, Tap an untapped Elf", "effects": [{"draw": 1}]}}])


# --- triggered and static abilities ------------------------------------------------------


def test_enters_trigger_shorthand() -> None:
    # CR 603.6a: an enters-the-battlefield ability.
    angel = one("""
- name: Angel of Mercy
  cost: "{4}{W}"
  type: Creature — Angel
  power: 3
  toughness: 3
  keywords: [Flying]
  abilities:
    - triggered:
        when: enters
        effects: [gain_life: 3]
""")
    t = angel.triggered[0]
    assert (t.trigger.event, t.trigger.who) == ("enters", "self")
    assert t.body.single.effects[0].verb == "gain_life" and dict(t.body.single.effects[0].args) == {"amount": Quantity.const(3)}
    assert t.condition is None and not t.optional


def test_step_trigger_with_intervening_if_and_optional() -> None:
    # CR 603.4: an intervening "if" clause.
    card = bear(abilities=[{"triggered": {"when": {"event": "step", "step": "upkeep"}, "if": {"life_at_most": 10},
                                          "optional": True, "effects": [{"gain_life": 1}]}}])
    t = card.triggered[0]
    assert (t.trigger.event, t.trigger.step, t.trigger.whose) == ("step", "upkeep", "you")
    assert t.condition is not None and t.condition.kind == "life_at_most" and t.condition.args == {"value": 10}
    assert t.optional


def test_trigger_on_other_objects_with_a_filter() -> None:
    card = bear(abilities=[{"triggered": {"when": {"event": "dies", "who": "other",
                                                   "filter": {"types": ["Creature"], "controller": "you"}},
                                          "effects": [{"draw": 1}]}}])
    spec = card.triggered[0].trigger
    assert spec.who == "other" and spec.filter == Filter(types=("Creature",), controller="you")


def test_targeted_trigger() -> None:
    kavu = bear(abilities=[{"triggered": {"when": "enters", "targets": ["creature"],
                                          "effects": [{"damage": {"amount": 4, "to": "target"}}]}}])
    assert kavu.triggered[0].body.single.targets == (TargetSpec("permanent", Filter(types=("Creature",))),)


def test_static_abilities() -> None:
    # CR 604: static abilities by kind.
    piker = bear(abilities=[{"static": "cant_block"}])
    assert piker.static[0].kind == "cant_block" and dict(piker.static[0].args) == {}
    anthem = card_from_data({"name": "Anthem", "cost": "{1}{W}{W}", "type": "Enchantment", "abilities": [
        {"static": {"anthem": {"filter": {"controller": "you"}, "power": 1, "toughness": 1}}}]})
    assert anthem.static[0].kind == "anthem"
    args = anthem.static[0].args
    # typed as the static kind declares (cards/vocabulary.py): a Filter and quantities
    assert (args["filter"], args["power"], args["toughness"]) == (Filter(controller="you"), Quantity.const(1),
                                                                  Quantity.const(1))


# --- refusals: file, line, card name, and what would be right ------------------------------


def test_unknown_card_key_names_file_line_card_and_closest_key() -> None:
    msg = fails("- name: Bear\n  cost: \"{1}{G}\"\n  type: Creature — Bear\n  power: 2\n  toughness: 2\n"
                "  txt: hello\n")
    assert msg == "cards.yaml:6 (card 'Bear'): unknown key(s) 'txt' (did you mean 'text'?)"


def test_unknown_effect_verb_is_refused_with_a_suggestion() -> None:
    msg = fails("""
- name: Bolt
  cost: "{R}"
  type: Instant
  spell:
    targets: [any]
    effects:
      - damge: {amount: 3, to: target}
""")
    assert msg.startswith("cards.yaml:8 (card 'Bolt'): unknown effect 'damge'")
    assert "did you mean damage" in msg


def test_unknown_effect_argument_is_refused() -> None:
    msg = fails("""
- name: Bolt
  cost: "{R}"
  type: Instant
  spell:
    targets: [any]
    effects:
      - damage: {amount: 3, target: target}
""")
    assert msg.startswith("cards.yaml:8 (card 'Bolt'): effect 'damage' has no argument(s) ['target']")
    assert "'to'" in msg


def test_unknown_filter_key_is_refused() -> None:
    msg = fails("""
- name: Doom Blade
  cost: "{1}{B}"
  type: Instant
  spell:
    targets:
      - creature: {colour: [B]}
    effects: [destroy: target]
""")
    assert msg.startswith("cards.yaml:7 (card 'Doom Blade'): unknown filter key 'colour'")
    assert "not_colors" in msg


def test_unknown_target_kind_is_refused() -> None:
    msg = fails("- name: Z\n  type: Instant\n  spell: {targets: [planeswalkr], effects: [draw: 1]}\n")
    assert "(card 'Z'): unknown target 'planeswalkr'" in msg


def test_bad_mana_symbol_is_refused() -> None:
    msg = fails('- name: Zap\n  cost: "{K}"\n  type: Instant\n  spell: {effects: [draw: 1]}\n')
    assert msg.startswith("cards.yaml:")
    assert "(card 'Zap'): unknown mana symbol {K}" in msg


def test_creature_without_power_is_refused() -> None:
    # CR 208.1: a creature card has power and toughness.
    msg = fails('- name: Bear\n  cost: "{1}{G}"\n  type: Creature — Bear\n  toughness: 2\n')
    assert msg == "cards.yaml:1 (card 'Bear'): a creature needs power and toughness"


def test_power_that_is_not_a_number_is_refused() -> None:
    msg = fails('- name: Bear\n  type: Creature — Bear\n  power: two\n  toughness: 2\n')
    assert msg == "cards.yaml:3 (card 'Bear'): power must be a whole number (or '*' with defines_pt), not 'two'"


def test_unknown_card_type_is_refused() -> None:
    msg = fails("- name: A\n  type: Instantt\n  spell: {effects: [draw: 1]}\n")
    assert msg.startswith("cards.yaml:2 (card 'A'): type line 'Instantt'")


def test_instant_without_spell_is_refused() -> None:
    msg = fails("- name: A\n  cost: \"{U}\"\n  type: Instant\n")
    assert "(card 'A'): an instant or sorcery needs a 'spell'" in msg


def test_unknown_static_trigger_and_ability_kinds_are_refused() -> None:
    with pytest.raises(CardFormatError, match=r"\(card 'Bear'\): unknown static ability 'cant_blok'"):
        bear(abilities=[{"static": "cant_blok"}])
    with pytest.raises(CardFormatError, match=r"unknown trigger event 'enter'"):
        bear(abilities=[{"triggered": {"when": "enter", "effects": [{"draw": 1}]}}])
    with pytest.raises(CardFormatError, match=r"a 'step' trigger names its step"):
        bear(abilities=[{"triggered": {"when": "step", "effects": [{"draw": 1}]}}])
    with pytest.raises(CardFormatError, match=r"unknown ability kind 'activate'"):
        bear(abilities=[{"activate": {"cost": "{T}", "effects": [{"draw": 1}]}}])
    with pytest.raises(CardFormatError, match=r"unknown key\(s\) \['efects'\] in an activated ability"):
        bear(abilities=[{"activated": {"cost": "{T}", "efects": [{"draw": 1}]}}])


def test_card_without_name_or_type_is_refused() -> None:
    assert "needs a name" in fails("- {cost: \"{R}\", type: Instant}\n")
    assert "(card 'A'): a card needs a type line" in fails("- {name: A, cost: \"{R}\"}\n")


def test_yaml_syntax_error_names_file_and_line() -> None:
    msg = fails("- name: A\n  type: Instant\n  spell: {effects: [draw: 1]\n")
    assert msg.startswith("cards.yaml:") and "YAML syntax error" in msg


def test_duplicate_keys_are_refused() -> None:
    with pytest.raises(CardFormatError, match="YAML syntax error"):
        load("- name: A\n  name: B\n  type: Instant\n  spell: {effects: [draw: 1]}\n")


def test_a_card_file_is_a_list() -> None:
    assert "a card file is a list of card definitions" in fails("name: A\ntype: Instant\n")


def test_a_card_file_may_be_a_mapping_with_cards() -> None:
    cards = load("cards:\n  - {name: Bear, cost: \"{1}{G}\", type: Creature — Bear, power: 2, toughness: 2}\n")
    assert [c.name for c in cards] == ["Bear"]


def test_load_card_file_names_the_file(tmp_path: Any) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("- name: Bear\n  type: Creature — Bear\n  power: 2\n  toughnes: 2\n", encoding="utf-8")
    with pytest.raises(CardFormatError) as e:
        load_card_file(path)
    assert str(e.value).startswith(f"{path}:4 (card 'Bear'): unknown key(s) 'toughnes' (did you mean 'toughness'?)")
    assert e.value.card == "Bear" and e.value.where == f"{path}:4"


def test_an_unknown_reference_in_an_effect_is_refused_with_a_did_you_mean() -> None:
    bad = {"name": "Typo Bolt", "type": "Instant",
           "spell": {"targets": ["any"], "effects": [{"damage": {"amount": 3, "to": "tagret"}}]}}
    with pytest.raises(CardFormatError, match=r"unknown reference 'tagret'.*did you mean target"):
        card_from_data(bad, "cards.yaml:3")


def test_a_non_numeric_amount_is_refused() -> None:
    bad = {"name": "Vague Bolt", "type": "Instant",
           "spell": {"targets": ["any"], "effects": [{"damage": {"amount": "lots", "to": "target"}}]}}
    with pytest.raises(CardFormatError, match="amount: a number is a whole number, X"):
        card_from_data(bad, "cards.yaml:3")


@pytest.mark.parametrize(("written", "problem"), [("Rampage 0", "rampage takes a number"),
                                                  ("Rampage two", "did you mean rampage"),
                                                  ("Bands with other Goblins", "the quality is")])
def test_a_rampage_or_bands_with_other_keyword_with_a_bad_parameter_names_it_cr_702_22b_702_23a(
        written: str, problem: str) -> None:
    msg = fails(f"- name: Bear\n  type: Creature — Bear\n  power: 2\n  toughness: 2\n  keywords: [{written}]\n")
    assert problem in msg and "cards.yaml:5" in msg


def test_modes_an_opponent_chooses_are_read_with_their_targets_and_a_wrong_chooser_is_refused() -> None:
    # CR 700.2e: "An opponent chooses one"; the controller chooses the chosen modes' targets after (700.2c)
    modes = "    modes:\n      - {effects: [draw: 1]}\n      - {targets: [creature], effects: [destroy: target]}\n"
    head = "- name: Q\n  type: Sorcery\n  spell:\n    chooser: opponent\n"
    card = one(head + modes)
    assert card.spell is not None and card.spell.chooser == "opponent" and card.spell.modes[1].targets
    assert "chooser is 'opponent'" in fails(head.replace("opponent", "me") + modes)
    assert "cards.yaml:4" in fails(head.replace("opponent", "me") + modes)


@pytest.mark.parametrize("bad", ["3", True, 1.5])
def test_a_numeric_filter_key_that_is_not_a_whole_number_is_refused_with_its_line(bad: object) -> None:
    # CR 202.3: a mana value is a whole number; "with mana value X" is mana_value_x (107.3a)
    msg = fails(f"- name: Q\n  type: Instant\n  spell:\n    targets: [{{spell: {{mana_value_max: {bad!r}}}}}]\n"
                "    effects: [counter: target]\n")
    assert "'mana_value_max' is a whole number" in msg and "cards.yaml:4" in msg


def test_modes_chosen_more_than_once_are_read_for_spells_and_triggered_abilities() -> None:
    # CR 700.2d: "You may choose the same mode more than once"
    modes = "    modes:\n      - {effects: [draw: 1]}\n      - {effects: [draw: 2]}\n"
    card = one("- name: Q\n  type: Sorcery\n  spell:\n    choose: 3\n    repeat: true\n" + modes)
    assert card.spell is not None and card.spell.repeat and card.spell.choose_max == 3
    assert "does not fit" in fails("- name: Q\n  type: Sorcery\n  spell:\n    choose: 3\n" + modes)
    assert "repeat is true or false" in fails("- name: Q\n  type: Sorcery\n  spell:\n    repeat: yes please\n"
                                              + modes)
    trig = ("- name: Q\n  type: Enchantment\n  abilities:\n    - triggered:\n        when: enters\n"
            "        repeat: true\n        choose: 2\n        modes:\n          - {effects: [draw: 1]}\n"
            "          - {effects: [draw: 2]}\n")
    ab = one(trig).triggered[0]
    assert ab.body.repeat and ab.body.choose_max == 2


def test_a_counter_filter_names_a_counter_kind_or_any_cr_122_1() -> None:
    msg = fails("""
- name: Hunter
  cost: "{1}{B}"
  type: Instant
  spell:
    targets:
      - creature: {counter: 3}
    effects: [destroy: target]
""")
    assert "filter key 'counter' is a counter kind" in msg and "'Hunter'" in msg
