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
    # A permanent with flash and an "each end step" trigger (CR 513.2); the real ones (Dress
    # Down, Avengers Assemble!) have abilities the format can't express.
    "Dusk Sentinel": "flash and an each-end-step trigger",
    # A leaves-the-battlefield trigger that names its destination zone (CR 603.6c), with an effect simple enough
    # to observe; the real ones pair it with effects the format can't express yet.
    "Test Exile Watcher": "a leaves-the-battlefield trigger naming the zone it goes to",
    # The examples of CR 611 and 613 state effects in the rules' own words; real cards serve where one has the
    # effect (Flight, Grounded, About Face, Titanic Growth, Ovinize, the Wisps, Animate Land, Frogify, Kenrith's
    # Transformation, Cyberdrive Awakener, Act of Aggression, Maritime Guard, Sol Ring, Raise the Alarm).  These
    # have none (searched in the Oracle corpus):
    "Brief Toughen Test": "+0/+1 until end of combat (613.4d's second example): no real card",
    "Strengthen Test": "+5/+0 until end of turn (613.4d's example): no real card",
    "Sturdiness Test": "an enchantment giving creatures you control +0/+2 (613.5): only the Vanguard card Serra",
    "White Rally Test": "\"all white creatures get +1/+1 until end of turn\" (611.2c's words): no real card",
    "Whitewash Test": "\"enchanted creature is white\" (613.9): no real Aura sets a colour alone",
    # Auras and attachments (CR 303.4, 704.5j-k):
    "Animate Aura Test": "an Aura becoming a creature (CR 303.4d): the real ones (Opalescence, Starfield of Nyx) "
                         "exclude Auras; bestow needs casting for a bestow cost, which the format lacks",
    "Aura Fetch Test": "an Aura put onto the battlefield with nothing it could enchant (CR 303.4g): the real ones "
                       "(Zur the Enchanter, 303.4f's scenario) are themselves creatures an Aura could enchant",
    "Bear Crown Test": "permanents becoming legendary through an effect (CR 704.5j): Leyline of Singularity needs "
                       "its opening-hand ability, Sixth Stage of Magic Design expansion symbols",
    "Worldify Test": "a permanent becoming a world through an effect (CR 704.5k): no real card",
    # Modes (CR 700.2): the only real card whose opponent-chosen modes have targets, Fatal Lore, needs "up to two
    # target creatures that player controls", "can't be regenerated" and "draws up to three cards", which the format
    # lacks; the only real triggered ability that may choose a mode more than once is a Scheme's (I Will Savor Your
    # Agony), which isn't played (searched in the Oracle corpus).
    "Opponent Mode Target Test": "an opponent chooses a mode with a target, the caster targets (700.2c, 700.2e)",
    "Opponent Mode Trigger Test": "a triggered ability whose modes an opponent chooses, one with a target (700.2e)",
    "Repeated Mode Trigger Test": "a triggered ability choosing the same mode twice (700.2d): only a Scheme has it",
    "Ward of White Test": "a creature gaining protection from white until end of turn (CR 702.16c): the real ones "
                          "are activated abilities with other parts the format lacks (Eight-and-a-Half-Tails makes a "
                          "spell white, Hell-Bent Raider discards at random)",
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
