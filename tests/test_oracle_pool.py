"""The game pool of issue 9: the corpus without planes, schemes, vanguards, conspiracies, stickers, dungeons,
Alchemy rebalances and the cards of digital-only mechanics."""

from __future__ import annotations

import pytest

from manastack.cards.corpus import corpus_path, load_corpus
from manastack.oracle.coverage import in_game_pool


@pytest.fixture(scope="module")
def corpus() -> dict[str, dict[str, object]]:
    path = corpus_path()
    if path is None or not path.is_file():
        pytest.skip("card corpus not found beside the checkout")
    return {name: dict(face) for name, face in load_corpus().items()}


@pytest.mark.parametrize("name", [
    "Lulu, Forgetful Hollyphant",      # perpetually, specialize
    "Seek New Knowledge",              # seek
    "Silvanus's Invoker",              # conjure
    "Champions of Tyr",                # double team
    "Static Discharge",                # intensity
    "Tome of the Infinite",            # spellbook
    "Polterheist",                     # heist
])
def test_a_card_of_a_digital_only_mechanic_is_out_of_the_game_pool(corpus: dict[str, dict[str, object]],
                                                                    name: str) -> None:
    assert not in_game_pool(corpus[name])


@pytest.mark.parametrize("name", [
    "Lightning Bolt", "Storm Seeker", "Clever Conjurer",     # the words inside a name don't count
    "Cogwork Librarian",                                     # Conspiracy's paper draft-matters cards stay
    "Mind Twist",                                            # "at random" is paper
])
def test_a_paper_card_stays_in_the_game_pool(corpus: dict[str, dict[str, object]], name: str) -> None:
    assert in_game_pool(corpus[name])


def test_the_game_pool_is_the_size_issue_9_measured(corpus: dict[str, dict[str, object]]) -> None:
    n = sum(in_game_pool(face) for face in corpus.values())
    assert abs(n - 33_729) < 100, n
