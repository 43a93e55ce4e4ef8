"""What a position teaches about Old cards (R16): strong cards that are not Old yet, and how
instructive a position is for a quiz. Engine facts only: no widgets, testable on their own.

>>> from lukfu_teach import Deal
>>> deal = Deal.new(3)
>>> interest(deal, 0) >= 0
True
"""

from __future__ import annotations

from collections.abc import Mapping

from ..engine.cards import Card, Suit, cards_in
from ..engine.deal import Deal
from ..engine.old import NotOld, Proof, not_old, proof_for

NEAR_OLD = 2  # a non-Old card "looks strong" when at most this many higher cards are unaccounted for
QUIZ_MIN_CARDS = 4  # a hand smaller than this teaches too little to quiz on


def looks_strong(hand: int, played: Mapping[Card, int], own_discards: int) -> list[NotOld]:
    """Per suit, the highest card that is not Old when it is close to Old, or safe but unproven (R16)."""
    out = []
    for suit in Suit:
        not_yet = [c for c in cards_in(hand) if c.suit is suit and isinstance(proof_for(c, hand, played), NotOld)]
        if not_yet:
            why = not_old(not_yet[-1], hand, played, own_discards)
            if why.safe or len(why.unaccounted) + len(why.discarded) <= NEAR_OLD:
                out.append(why)
    return out


def interest(deal: Deal, seat: int) -> int:
    """How much a position teaches about Old cards: proven Old cards other than the obvious
    (R16a), two points each, and near misses (one higher card unaccounted for), one point each."""
    hand, seen = deal.hands[seat], deal.played_in()
    if hand.bit_count() < QUIZ_MIN_CARDS:
        return 0
    score = 0
    for card in cards_in(hand):
        why = proof_for(card, hand, seen)
        if isinstance(why, Proof):
            score += 2 if why.rule != "R16a" else 0
        elif len(why.unaccounted) == 1:
            score += 1
    return score
