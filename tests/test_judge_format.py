"""The judge brought up to date with ../shared/scenario-format.md ("Changes", 2026-11-23).

Each test names the section of the format (or the rule) it checks.  Whole scenarios
for the new answers live in scenarios/judge_format/ and run with every other scenario
(tests/test_judge.py); the tests here check the pieces and the failure messages.
"""

from __future__ import annotations

import textwrap

from test_judge import error, fails, passes

TOKENS = """\
name: tokens and cards of one name
start:
  players:
    alice:
      battlefield:
        - Grizzly Bears
        - {card: Grizzly Bears, token: true, power: 2, toughness: 2, types: [Creature], subtypes: [Bear],
           colors: [G]}
        - {card: Mountain, tapped: true}
      mana_pool: "{R}{C}{C}"
    bob: {}
"""


# --- Expectations: token selects; library; mana_pool ------------------------------------------

def test_token_is_an_identity_key_of_a_permanents_entry_expectations() -> None:
    passes(TOKENS + textwrap.dedent("""\
        expect:
          permanents:
            - {name: Grizzly Bears, token: true, count: 1}
            - {name: Grizzly Bears, token: false, count: 1}
            - {token: true, count: 1, power: 2}
            - {controller: alice, token: false, count: 2}
        """))


def test_a_token_entry_that_selects_nothing_says_what_its_name_selects_expectations() -> None:
    msg = fails(TOKENS + textwrap.dedent("""\
        expect:
          permanents:
            - {name: Mountain, token: true, count: 1}
        """))
    assert "{name: Mountain, token: true, count: 1}: expected count 1, found 0" in msg
    assert "found (Mountain, controller alice)" in msg


def test_mana_pool_expects_exactly_this_unspent_mana_expectations() -> None:
    passes(TOKENS + "expect:\n  alice:\n    mana_pool: {R: 1, C: 2}\n  bob:\n    mana_pool: {}\n")
    passes(TOKENS + "expect:\n  alice:\n    mana_pool: {red: 1, colorless: 2}\n")
    passes(TOKENS + 'expect:\n  alice:\n    mana_pool: "{R}{C}{C}"\n')
    msg = fails(TOKENS + "expect:\n  alice:\n    mana_pool: {R: 1}\n")
    assert "alice mana_pool: expected {R: 1}, found {R: 1, C: 2}" in msg


def test_mana_pool_of_an_unknown_kind_is_refused_with_its_line_expectations() -> None:
    msg = error(TOKENS + "expect:\n  alice:\n    mana_pool: {Q: 1}\n")
    assert msg.startswith("t.yaml:14:") and "unknown kind of mana 'Q'" in msg and "{R: 1, C: 2}" in msg
    msg = error(TOKENS + "expect:\n  alice:\n    mana_pool: {R: -1}\n")
    assert "mana_pool R is at least 0" in msg


def test_library_expects_the_whole_library_top_first_expectations() -> None:
    base = TOKENS.replace("      mana_pool", "      library: [Island, Forest]\n      mana_pool")
    passes(base + "expect:\n  alice:\n    library: [Island, Forest]\n")
    msg = fails(base + "expect:\n  alice:\n    library: [Forest, Island]\n")
    assert "alice library (top first): expected [Forest, Island], found [Island, Forest]" in msg
