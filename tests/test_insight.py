"""``lukfu_teach.insight``: what a position teaches about Old cards (R16), below the widgets."""

from __future__ import annotations

from pathlib import Path

from helpers import three

from lukfu_teach import Deal, load
from lukfu_teach.engine.cards import CardSet
from lukfu_teach.words.insight import NEAR_OLD, interest, looks_strong

RECORD = Path(__file__).parent / "browser" / "west_claims.json"


def test_R16b_strong_but_not_old_is_the_highest_near_miss_per_suit() -> None:
    deal = load(RECORD).steps()[4].deal  # S9 and S8 played face up: S7 is Old, S5 waits only for S6
    strong = looks_strong(deal.hands[0], deal.played_in(), deal.discards[0])
    assert [str(w.card) for w in strong if w.card.suit.letter == "S"] == ["S5"]
    assert all(w.safe or len(w.unaccounted) + len(w.discarded) <= NEAR_OLD for w in strong)
    assert looks_strong(CardSet.parse("C2 C3"), {}, 0) == []  # far from Old: nothing to point at


def test_R16_interest_counts_proofs_beyond_nines_and_near_misses() -> None:
    nines = Deal._of(three(CardSet.parse(h) for h in ("C9 S9 M9 T9", "C1 C2 C3 C4", "S1 S2 S3 S4")), 0)  # unchecked
    assert interest(nines, 0) == 0  # nines are Old by R16a: obvious, they teach nothing
    deal = load(RECORD).steps()[4].deal
    assert interest(deal, 0) > 0
    small = Deal._of(three(CardSet.parse(h) for h in ("C9 C8 C7", "S1 S2 S3", "M1 M2 M3")), 0)  # unchecked
    assert interest(small, 0) == 0  # fewer than four cards: too little to quiz on
