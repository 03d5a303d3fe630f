"""Every card the scenarios (scenarios/**/*.yaml) use is bundled (manastack/cards/data/*.yaml).

A scenario may define cards inline under ``cards:``, but real cards belong in the bundle,
where tests/test_cards_corpus.py checks them against the Oracle corpus.  The only inline
cards left are the fictional test cards of ``FICTIONAL``: each stands for a behaviour that
no real card has in a form the card format can express.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from manastack.cards.db import bundled_db
from manastack.judge.scenario import Scenario, load_file

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"

#: Fictional cards that scenarios may define inline, with the reason no real card does.
FICTIONAL: dict[str, str] = {
    # No real card triggers at the beginning of the declare blockers, combat damage or
    # end of combat step; these observe that those steps happen (CR 508.8, 506.1).
    "Battle Chronicle": "step triggers for declare blockers, combat damage, end of combat",
    # No real card triggers at the beginning of the first-strike or regular combat damage step (CR 510.4).
    "Damage Chronicle": "step triggers for both combat damage steps",
    # One trigger at the beginning of every step of the turn (CR 500.1); most have no real card.
    "Step Chronicle": "step triggers for every step",
    # The only real "until end of combat" pumps are conditional (Murk Dwellers: attacks and
    # isn't blocked) or need mechanics the format lacks (CR 511.2).
    "Battle Fervor": "a targeted +2/+0 until end of combat",
    # No real card triggers at the beginning of the untap step; "whenever this becomes
    # untapped" (inspired) is not a trigger event of the format (CR 502.4).
    "Untap Watcher": "a trigger in the untap step",
    # A permanent with flash and an "each end step" trigger (CR 513.2); the real ones (Dress
    # Down, Avengers Assemble!) have abilities the format can't express.
    "Dusk Sentinel": "flash and an each-end-step trigger",
    # A leaves-the-battlefield trigger that names its destination zone (CR 603.6c), with an effect simple enough
    # to observe; the real ones pair it with effects the format can't express yet.
    "Test Exile Watcher": "a leaves-the-battlefield trigger naming the zone it goes to",
    # The examples of CR 611 and 613 state effects in the rules' own words ("a 1/3 creature is given +0/+1",
    # "an Aura that says 'Enchanted creature loses flying'"); these cards say exactly that. To do: replace
    # each with a real card of the same text once it is bundled.
    "Animate Artifacts Test": "a layer-system example's text (CR 611 / 613)",
    "Awaken Test": "a layer-system example's text (CR 611 / 613)",
    "Brief Toughen Test": "a layer-system example's text (CR 611 / 613)",
    "Clipped Wings Test": "a layer-system example's text (CR 611 / 613)",
    "Might Test": "a layer-system example's text (CR 611 / 613)",
    "Ovinize Test": "a layer-system example's text (CR 611 / 613)",
    "Redden Test": "a layer-system example's text (CR 611 / 613)",
    "Shrink to Nothing Test": "a layer-system example's text (CR 611 / 613)",
    "Soldier Maker Test": "a layer-system example's text (CR 611 / 613)",
    "Strengthen Test": "a layer-system example's text (CR 611 / 613)",
    "Sturdiness Test": "a layer-system example's text (CR 611 / 613)",
    "Sudden Treachery Test": "a layer-system example's text (CR 611 / 613)",
    "Switch Test": "a layer-system example's text (CR 611 / 613)",
    "Toughen Test": "a layer-system example's text (CR 611 / 613)",
    "Trinket Test": "a layer-system example's text (CR 611 / 613)",
    "Wall Test": "a layer-system example's text (CR 611 / 613)",
    "White Rally Test": "a layer-system example's text (CR 611 / 613)",
    "Whiten Test": "a layer-system example's text (CR 611 / 613)",
    "Whitewash Test": "a layer-system example's text (CR 611 / 613)",
    "Wings Test": "a layer-system example's text (CR 611 / 613)",
    # Auras and attachments (CR 303.4, 613.7e, 704.5j-k): effects stated as the rules state them; to do: replace
    # each with a real card of the same effect once the format expresses it.
    "Animate Aura Test": "an Aura becoming a creature (CR 303.4d)",
    "Steal Enchantment Test": "control of an Aura changing apart from its creature (CR 303.4e)",
    "Aura Fetch Test": "an Aura put onto the battlefield without being cast (CR 303.4f)",
    "Shrink Test": "two Auras setting base power and toughness, for their timestamps (CR 613.7e)",
    "Grow Test": "two Auras setting base power and toughness, for their timestamps (CR 613.7e)",
    "Bear Crown Test": "permanents becoming legendary through an effect (CR 704.5j)",
    "Worldify Test": "a permanent becoming a world through an effect (CR 704.5k)",
    "Ward of White Test": "a creature gaining protection from a colour until end of turn (CR 702.16c)",
}


def _scenarios() -> list[Scenario]:
    out: list[Scenario] = []
    for path in sorted(SCENARIOS.rglob("*.yaml")):
        out.extend(load_file(path))
    return out


SCENARIO_LIST = _scenarios()


def _where(s: Scenario) -> str:
    return Path(s.file).resolve().relative_to(ROOT).as_posix()


def test_there_are_scenarios_to_check() -> None:
    assert len(SCENARIO_LIST) >= 25


def test_every_card_in_a_scenarios_start_zones_is_bundled() -> None:
    db = bundled_db()
    missing = []
    for s in SCENARIO_LIST:
        for p in s.start.players:
            for zone in ("battlefield", "hand", "library", "graveyard", "exile"):
                for e in getattr(p, zone):
                    if e.token or e.card in FICTIONAL:
                        continue
                    if e.card not in db or db[e.card].name != e.card:
                        missing.append(f"{_where(s)}: {p.name}'s {zone} holds {e.card!r}")
    assert missing == []


def test_scenarios_define_no_cards_inline_except_the_fictional_test_cards() -> None:
    inline = [f"{_where(s)}: {c.name!r} is defined inline; bundle it in manastack/cards/data/"
              for s in SCENARIO_LIST for c in s.cards if c.name not in FICTIONAL]
    assert inline == []


def test_the_fictional_test_cards_are_used_and_not_bundled() -> None:
    defined = {c.name for s in SCENARIO_LIST for c in s.cards}
    assert sorted(set(FICTIONAL) - defined) == [], "remove allowlisted cards no scenario defines any more"
    db = bundled_db()
    assert sorted(n for n in FICTIONAL if n in db) == []


@pytest.mark.parametrize("name", sorted(FICTIONAL))
def test_a_fictional_test_card_is_not_a_real_card(name: str) -> None:
    from manastack.cards.corpus import find_shared_dir, load_corpus

    shared = find_shared_dir()
    if shared is None or not (shared / "data" / "cards" / "AtomicCards.json.xz").is_file():
        pytest.skip("card corpus not found")
    assert name not in load_corpus(shared / "data" / "cards" / "AtomicCards.json.xz"), \
        f"{name} is a real card: bundle it instead of allowlisting it"
