"""What a seat knows about the cards it cannot see, and deals sampled to match.

Besides its own hand, its own discards, the face-up plays and the hand sizes
(R15), a seat can read two facts from the rules:

- **R12**: a seat that discarded could not beat the best play then, so it
  holds no card of that single's suit above it (for a set or a run: it holds
  no play that beats it);
- **R16d**: a noncaller that led a single from a suit held only Old cards in
  every higher suit, so it holds no card lying below a card it could not
  have counted as played or held.

``Knowledge.of(view)`` collects them; its ``sampler`` deals the unseen cards
uniformly among every split consistent with them.
"""

from __future__ import annotations

import random
from bisect import bisect
from collections.abc import Callable
from dataclasses import dataclass
from itertools import accumulate
from math import comb

from ..engine.cards import SUIT_FIELD
from ..engine.moves import Action
from ..engine.old import ALWAYS_OLD
from ..engine.plays import HIGHER, can_beat, single_bits
from ..engine.view import SeatView

NEXT = (1, 2, 0)
_TRIES = 30  # samples tried per deal against the set and run facts before they are dropped


@dataclass(frozen=True)
class Inference:
    """One fact about ``seat``'s hand: it holds none of ``void``, and cannot beat ``unbeaten``.

    ``rule`` is ``"R12"`` (it discarded on ``play``) or ``"R16d"`` (it led
    ``play`` as a noncaller); ``move`` is the index of that move; ``trick``
    is its trick number (from 1).
    """

    seat: int
    rule: str
    play: int
    move: int
    trick: int
    void: int = 0
    unbeaten: int = 0
    above: int = 0  # R16d: per higher suit, the card that makes the cards below it not Old


@dataclass(frozen=True)
class Knowledge:
    """The hidden cards as one seat sees them, with the facts the rules reveal."""

    seat: int
    unseen: int  # in the other two hands or in their face-down discards
    sizes: tuple[int, int, int]
    facts: tuple[Inference, ...]

    @classmethod
    def of(cls, view: SeatView) -> Knowledge:
        return cls(view.seat, view.unseen, view.hand_sizes, tuple(_inferences(view)))

    def void(self, seat: int) -> int:
        """The unseen cards ``seat`` cannot hold."""
        void = 0
        for fact in self.facts:
            if fact.seat == seat:
                void |= fact.void
        return void & self.unseen

    def sampler(self, hand: int) -> Sampler:
        """Deals of the unseen cards consistent with everything known; ``hand`` is the seat's own."""
        return Sampler(self, hand)


def _inferences(view: SeatView) -> list[Inference]:
    me, caller = view.seat, view.caller
    found: list[Inference] = []
    best, trick = 0, 0
    r16d: list[Inference] = []
    for i, (seat, action, mask) in enumerate(view.moves):
        if action is Action.LEAD:
            trick += 1
            best = mask
            single = mask.bit_count() == 1
            if single and seat not in (me, caller) and view.rules.noncaller_lead_rule:
                r16d.append(Inference(seat, "R16d", mask, i, trick))
        elif action is Action.BEAT:
            best = mask
        elif action is Action.DISCARD and seat != me:
            if best.bit_count() == 1:
                suit, above = HIGHER[best]
                if above:
                    found.append(Inference(seat, "R12", best, i, trick, void=above << 10 * suit))
            else:
                found.append(Inference(seat, "R12", best, i, trick, unbeaten=best))
    for fact in r16d:  # what the leader could not have counted: cards the seat knows were elsewhere then
        later = 0
        for seat, action, mask in view.moves[fact.move + 1 :]:
            if seat != fact.seat and action in (Action.LEAD, Action.BEAT):
                later |= mask
        elsewhere = view.hand | view.own_discards | later
        void = above = 0
        for suit in range(HIGHER[fact.play][0] + 1, 4):
            field = elsewhere >> 10 * suit & SUIT_FIELD
            top = field & -field  # the highest such card of the suit (field bits run from the nine down)
            below = (SUIT_FIELD & ~(2 * top - 1)) << 10 * suit & ~ALWAYS_OLD
            if top and below & view.unseen:
                above |= top << 10 * suit
                void |= below
        if void:
            found.append(Inference(fact.seat, "R16d", fact.play, fact.move, fact.trick, void, 0, above))
    found.sort(key=lambda f: f.move)
    return found


class Sampler:
    """Deals the unseen cards uniformly among the splits consistent with a seat's knowledge.

    Each unseen card goes to one of the two other hands or to their discards;
    a card a seat cannot hold never goes to its hand. The splits are counted
    exactly (by how many cards of each kind go where) so every consistent
    split is equally likely; the set and run facts are met by resampling.
    """

    def __init__(self, knowledge: Knowledge, hand: int) -> None:
        me = knowledge.seat
        self.me, self.hand = me, hand
        self.a, self.b = NEXT[me], NEXT[NEXT[me]]
        self.na, self.nb = knowledge.sizes[self.a], knowledge.sizes[self.b]
        unseen = knowledge.unseen
        void_a, void_b = knowledge.void(self.a), knowledge.void(self.b)
        self.free = single_bits(unseen & ~void_a & ~void_b)
        self.only_b = single_bits(void_a & ~void_b)  # may go to b's hand or the discards
        self.only_a = single_bits(void_b & ~void_a)
        self.discarded = unseen & void_a & void_b  # must be among the discards
        self.unbeaten = {
            s: tuple(f.unbeaten for f in knowledge.facts if f.seat == s and f.unbeaten) for s in (self.a, self.b)
        }
        nd = unseen.bit_count() - self.na - self.nb
        splits, weights = [], []
        for x in range(min(len(self.only_b), self.nb) + 1):  # x of only_b go to b's hand
            for y in range(min(len(self.only_a), self.na) + 1):  # y of only_a go to a's hand
                fa, fb = self.na - y, self.nb - x
                fd = len(self.free) - fa - fb
                rest_d = nd - self.discarded.bit_count() - (len(self.only_b) - x) - (len(self.only_a) - y)
                if fa < 0 or fb < 0 or fd < 0 or fd != rest_d:
                    continue
                weight = comb(len(self.only_b), x) * comb(len(self.only_a), y) * comb(len(self.free), fa)
                weight *= comb(len(self.free) - fa, fb)
                splits.append((x, y))
                weights.append(weight)
        if not splits:  # cannot happen for a real deal; fall back on the hand sizes alone
            self.free, self.only_a, self.only_b, self.discarded = single_bits(unseen), [], [], 0
            splits, weights = [(0, 0)], [1]
        self.splits = splits
        self.cumulative = list(accumulate(weights))

    def sample(self, rng: random.Random) -> tuple[int, int, int]:
        """Three hands: the seat's own and a consistent guess at the other two."""
        hands = self._split(rng)
        for _ in range(_TRIES):
            if not any(can_beat(hands[s], u) for s in (self.a, self.b) for u in self.unbeaten[s]):
                break
            hands = self._split(rng)
        return hands

    def _split(self, rng: random.Random) -> tuple[int, int, int]:
        rand = rng.random
        x, y = self.splits[bisect(self.cumulative, rand() * self.cumulative[-1])]
        hand_b = _pick(list(self.only_b), x, rand) if x else 0
        hand_a = _pick(list(self.only_a), y, rand) if y else 0
        free = list(self.free)
        hand_a |= _pick(free, self.na - y, rand)
        hand_b |= _pick(free, self.nb - x, rand)
        hands = [0, 0, 0]
        hands[self.me], hands[self.a], hands[self.b] = self.hand, hand_a, hand_b
        return hands[0], hands[1], hands[2]


def _pick(cards: list[int], n: int, rand: Callable[[], float]) -> int:
    """``n`` of ``cards`` uniformly at random, removed from the list."""
    mask = 0
    for _ in range(n):
        j = int(rand() * len(cards))
        cards[j], cards[-1] = cards[-1], cards[j]
        mask |= cards.pop()
    return mask
