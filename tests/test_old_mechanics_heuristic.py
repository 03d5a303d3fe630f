"""The heuristic agent plays the third sample deck's mechanics (issue 8's "done when"): over seeded games of
ur_old_mechanics it bands (702.22c), pays and declines upkeep costs (702.24a, 702.30a) and cycles (702.29a),
counted from the answers it gives and the events they make."""

from __future__ import annotations

from collections import Counter

from manastack import Game, sample_deck
from manastack import events as ev
from manastack.actions import Activate, Attack, Choose
from manastack.agents import get_agent
from manastack.core.types import Zone

GAMES = 12


def _play_counting(seed: int, counts: Counter[str]) -> None:
    opponent = sample_deck("red_burn" if seed % 2 == 0 else "gw_creatures")
    game = Game.new([sample_deck("ur_old_mechanics"), opponent], seed=seed)
    agents = [get_agent("heuristic", seed), get_agent("heuristic", seed + 1)]
    while not game.is_over and game.state.decisions < 3000:
        d = game.pending
        assert d is not None
        a = agents[d.player].choose(game)
        if d.player == 0:
            if isinstance(a, Attack) and a.bands:
                counts["bands"] += len(a.bands)
            if d.data.get("what") == "upkeep_cost":
                assert isinstance(a, Choose)
                counts["paid" if d.options[a.picks[0]].value >= 0 else "declined"] += 1  # type: ignore[attr-defined]
            if isinstance(a, Activate) and game.state.objects[a.card].zone == Zone.HAND:
                counts["cycled"] += 1
        game.apply(a)
    notes = [e for _, _, e in game.state.events if isinstance(e, ev.Note)]
    counts["band notes"] += sum(1 for e in notes if "702.22c" in e.rules)
    counts["paid notes"] += sum(1 for e in notes if " pays " in e.text and ({"702.24a", "702.30a"} & set(e.rules)))


def test_the_heuristic_agent_bands_pays_and_declines_upkeep_costs_and_cycles_with_the_old_mechanics_deck_cr_702(
) -> None:
    counts: Counter[str] = Counter()
    for seed in range(GAMES):
        _play_counting(seed, counts)
    assert counts["bands"] >= 2, counts                      # CR 702.22c: Battering Ram takes a creature along
    assert counts["band notes"] == counts["bands"], counts   # each band declared is in the log
    assert counts["paid"] >= 2 and counts["declined"] >= 2, counts      # CR 702.24a, 702.30a
    assert counts["paid notes"] >= counts["paid"] > 0, counts
    assert counts["cycled"] >= 2, counts                     # CR 702.29a
