"""The fast playout path: whole deals and rollouts in one loop over card masks.

The same rules as ``Deal`` (R4-R20, R8, R16d, R17, R18, the rule switches),
without move objects or legal-move views: hands are masks, choices come from
the lookup tables of ``plays`` and the mask arithmetic of ``old``. It serves
two purposes:

- ``random_deal`` plays one complete random deal (shuffle, random calls with
  redeals, uniform legal moves), the benchmark of the engine's speed;
- ``rollout`` plays a ``Position`` to the end, with random moves or with the
  cheap ``GREEDY`` rules of thumb the expert AI uses to look ahead.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from .cards import LOW_BITS
from .deal import NEXT, Deal, Rules, score, shuffled_hands
from .old import ALWAYS_OLD, old_mask
from .plays import (
    ASCENDING_SINGLES,
    HIGHER,
    PLAY_INFO,
    RANK_CARDS,
    RUNS_IN_FIELD,
    SETS_OF_RANK,
    SINGLES_IN_FIELD,
    Shape,
    beating_masks,
)

RANDOM, GREEDY = "random", "greedy"
POLICIES = (RANDOM, GREEDY)
DRAWN = -1  # the winner of a drawn deal
AFTER = ((1, 2), (2, 0), (0, 1))  # the responders to each leader
_S0, _S1, _S2, _S3 = SINGLES_IN_FIELD
_R0, _R1, _R2, _R3 = RUNS_IN_FIELD
# _LEADS[suit][field] -> that suit's singles and runs: what a free leader may lead from it
_LEADS = [[s + r for s, r in zip(*suit, strict=True)] for suit in zip(SINGLES_IN_FIELD, RUNS_IN_FIELD, strict=True)]
_LOW_FIRST = RANK_CARDS[::-1]  # each rank's four cards, aces first
_STRENGTH = {m: (i.size, i.suit, i.rank) if i.shape is Shape.RUN else (i.size, i.rank, 0) for m, i in PLAY_INFO.items()}
_DEFAULT = Rules()
Trace = list[tuple]  # (seat, action, mask, the options it was chosen from), for tests


class Position(NamedTuple):
    """A deal in play, with every hand known (a real deal, or one sampled by an AI)."""

    hands: tuple[int, int, int]
    public: int
    fu: tuple[int, int, int]
    caller: int
    master: int
    to_act: int
    best: int = 0  # the current best play of the trick; 0 at a lead
    best_seat: int = 0
    lead_size: int = 0
    responses: int = 0  # responses made to the current trick (0 or 1)
    rules: Rules = Rules()

    @classmethod
    def of(cls, deal: Deal) -> Position:
        """The position of a deal being played (after the calls, before the end)."""
        if deal.caller is None or deal.to_act is None:
            raise ValueError("a position needs a deal after the calls and before its end")
        return cls(
            tuple(deal.hands), deal.public, tuple(deal.fu), deal.caller, deal.master, deal.to_act,  # type: ignore[arg-type]
            deal.best, deal.best_seat, deal.lead_size, deal.responses, deal.rules,
        )  # fmt: skip


def net_points(winner: int, fu: int, caller: int) -> tuple[int, int, int]:
    """Net points per seat of an outcome (``DRAWN``: nobody scores) (R19, R20)."""
    return (0, 0, 0) if winner == DRAWN else score(winner, fu, caller)


def random_deal(
    rng: random.Random, master: int | None = None, rules: Rules | None = None
) -> tuple[int | None, int | None, tuple[int, int, int]]:
    """Play one complete random deal: (winner, fu, net), winner and fu ``None`` if drawn.

    Random calls (three passes deal again, R6), then uniform legal moves (a
    claim is one of the lead options, a discard a random set of cards).
    """
    rand = rng.random
    master = int(rand() * 3) if master is None else master
    caller = -1
    while caller < 0:  # three passes deal again (R6): random calls ignore the cards, so deal after them
        seat = master
        for _ in range(3):  # R5: "play" is the first of the two call options
            if rand() < 0.5:
                caller = seat
                break
            seat = NEXT[seat]
    rules = rules or _DEFAULT
    winner, fu = _play(
        list(shuffled_hands(rand)), 0, [0, 0, 0], caller, master, master, 0, 0, 0, 0,
        rules.noncaller_lead_rule, rules.passed_master_limit, rng, False, 0, None,
    )  # fmt: skip
    if winner == DRAWN:
        return None, None, (0, 0, 0)
    return winner, fu, net_points(winner, fu, caller)


def rollout(
    position: Position, rng: random.Random, policy: str = GREEDY, first: int = 0, trace: Trace | None = None
) -> tuple[int, int]:
    """Play ``position`` to the end: (winner, F), winner ``DRAWN`` if drawn.

    ``first`` is the cards the seat to act plays or discards first (a move
    the caller of ``rollout`` chose; never a claim). ``policy`` picks the
    moves after it: ``RANDOM`` (uniform; a claim is one lead option) or
    ``GREEDY``, the rules of thumb of the ``basic`` AI: claim when allowed;
    lead the longest combination, else an Old single, else the lowest
    single; beat with the lowest beating play (made of Old cards if a seat
    answers after it); discard the lowest cards, keeping Old cards and
    combinations. ``trace``, if given,
    receives each move with the options it was chosen from.
    """
    hands, public, fu, caller, master, seat, best, best_seat, lead_size, responses, rules = position
    return _play(
        list(hands), public, list(fu), caller, master, seat, best, best_seat, lead_size, responses,
        rules.noncaller_lead_rule, rules.passed_master_limit, rng, policy == GREEDY, first, trace,
    )  # fmt: skip


def _play(
    h: list[int], public: int, fu: list[int], caller: int, master: int, seat: int,
    best: int, best_seat: int, lead_size: int, responses: int,
    restrict: bool, limit: bool, rng: random.Random, greedy: bool, first: int, trace: Trace | None,
) -> tuple[int, int]:  # fmt: skip
    """The loop of ``rollout``, a trick a pass, all state in local variables."""
    rand = rng.random
    higher_table, up, singles_table = HIGHER, ASCENDING_SINGLES, SINGLES_IN_FIELD
    s0, s1, s2, s3, r0, r1, r2, r3 = _S0, _S1, _S2, _S3, _R0, _R1, _R2, _R3
    l0, l1, l2, l3 = _LEADS
    low_bits, always_old, sets_of_rank, rank_cards = LOW_BITS, ALWAYS_OLD, SETS_OF_RANK, RANK_CARDS
    passed_master = master if limit and master != caller else -1  # may not lead four cards or more (R8)
    responders = (seat,) if responses else (seat, NEXT[seat])  # of a trick in progress
    while True:
        if not best:  # a lead (R11)
            hand = h[seat]
            if first:
                mask, first = first, 0
            else:
                known = hand | public
                old = hand & ((known & ~(known + low_bits)) | always_old)  # R16
                claim = 1 if fu[seat] + old.bit_count() >= 6 else 0  # R17
                f0, f1, f2, f3 = hand & 511, hand >> 10 & 511, hand >> 20 & 511, hand >> 30
                if restrict and seat != caller and hand != old:  # R16d: singles of one suit only
                    singles = hand & ~old
                    suit = (singles.bit_length() - 1) // 10
                    plays = singles_table[suit][singles >> 10 * suit]  # the highest suit with such cards
                    if greedy:
                        singles &= 511 << 10 * suit
                    if hand & hand >> 1 & hand >> 2:  # runs (R9); the zero guard bits keep suits apart
                        plays += r0[f0] + r1[f1] + r2[f2] + r3[f3]
                else:
                    singles = hand
                    plays = l0[f0] + l1[f1] + l2[f2] + l3[f3]  # singles and runs
                ranks = (f0 & f1 & (f2 | f3)) | (f2 & f3 & (f0 | f1))
                while ranks:  # sets (R9): a rank held in three or four suits
                    low = ranks & -ranks
                    plays += sets_of_rank[hand & rank_cards[low.bit_length() - 1]]
                    ranks ^= low
                if seat == passed_master and (hand & hand >> 1 & hand >> 2 & hand >> 3 or f0 & f1 & f2 & f3):  # R8
                    plays = tuple(m for m in plays if m.bit_count() < 4)
                if greedy:
                    i = -1 if claim else 0
                    mask = 0 if claim else _greedy_lead(singles, plays, old)
                else:  # uniform over the claim and the plays
                    i = int(rand() * (len(plays) + claim)) - claim
                    mask = plays[i] if i >= 0 else 0
                if trace is not None:
                    trace.append((seat, "claim" if i < 0 else "lead", old if i < 0 else mask,
                                  (old if claim else None, plays)))  # fmt: skip
                if i < 0:
                    return seat, fu[seat] + old.bit_count()
            h[seat] = hand ^ mask
            public |= mask
            best, best_seat, lead_size = mask, seat, mask.bit_count()
            responders = AFTER[seat]
        if lead_size == 1:  # responses to a single (R12, R13): beaten only by its suit
            suit, above = higher_table[best]
            shift, ascending = 10 * suit, up[suit]
            for seat in responders:
                hand = h[seat]
                beats = hand >> shift & above
                if first:
                    mask, first = first, 0
                elif beats:
                    options = ascending[beats]
                    if not greedy:
                        mask = options[int(rand() * len(options))]
                    elif seat == responders[-1]:
                        mask = options[0]
                    else:
                        mask = _greedy_beat(options, hand, public)
                    if trace is not None:
                        trace.append((seat, "beat", mask, options))
                else:
                    if greedy:
                        mask = greedy_discard(hand, public, 1)
                    else:
                        bits = s0[hand & 511] + s1[hand >> 10 & 511] + s2[hand >> 20 & 511] + s3[hand >> 30]
                        mask = bits[int(rand() * len(bits))]
                    if trace is not None:
                        trace.append((seat, "discard", mask, (hand, 1)))
                h[seat] = hand ^ mask
                if beats:
                    public |= mask
                    best, best_seat, above = mask, seat, (mask >> shift) - 1
        else:  # responses to a set or a run (R12, R13)
            for seat in responders:
                hand = h[seat]
                beats = beating_masks(hand, best)
                if first:
                    mask, first = first, 0
                elif beats:
                    if not greedy:
                        mask = beats[int(rand() * len(beats))]
                    elif seat == responders[-1]:
                        mask = beats[0]
                    else:
                        mask = _greedy_beat(beats, hand, public)
                    if trace is not None:
                        trace.append((seat, "beat", mask, tuple(beats)))
                else:
                    if greedy:
                        mask = greedy_discard(hand, public, lead_size)
                    else:
                        bits = s0[hand & 511] + s1[hand >> 10 & 511] + s2[hand >> 20 & 511] + s3[hand >> 30]
                        mask, n = 0, len(bits)
                        while mask.bit_count() < lead_size:  # distinct cards, uniformly
                            mask |= bits[int(rand() * n)]
                    if trace is not None:
                        trace.append((seat, "discard", mask, (hand, lead_size)))
                h[seat] = hand ^ mask
                if beats:
                    public |= mask
                    best, best_seat = mask, seat
        seat = best_seat  # R14
        fu[seat] += lead_size
        best = 0
        if not h[seat]:  # R18
            return (seat, fu[seat]) if fu[seat] >= 6 else (DRAWN, 0)


def strength(play: int) -> tuple[int, int, int]:
    """Orders plays by size, then as R10 ranks them (a run by suit and top card, a set by rank)."""
    return _STRENGTH[play]


def _greedy_lead(singles: int, plays: tuple[int, ...], old: int) -> int:
    """The lead of the ``GREEDY`` policy: the longest (then strongest) combination, else an Old
    single, else the lowest single. ``singles`` are the cards it may lead singly."""
    if len(plays) > singles.bit_count():
        return max(plays, key=_STRENGTH.__getitem__)
    if singles & old:
        return singles & old & -(singles & old)
    return lowest(singles, 1)


def _greedy_beat(beats: Sequence[int], hand: int, public: int) -> int:
    """The beat of the ``GREEDY`` policy when a seat still answers after it: the lowest
    beating play made of Old cards (nobody can beat it), else the lowest."""
    old = old_mask(hand, public)
    for play in beats:
        if play & old == play:
            return play
    return beats[0]


def greedy_discard(hand: int, public: int, size: int) -> int:
    """The discard of the ``GREEDY`` policy: the lowest cards, keeping Old cards, then combinations."""
    old = old_mask(hand, public)
    return fill_lowest(size, hand & ~old & ~combination_cards(hand), hand & ~old, hand)


def combination_cards(hand: int) -> int:
    """The cards of ``hand`` that are part of a set or a run (R9)."""
    runs = hand & hand >> 1 & hand >> 2  # the zero guard bits keep the suits apart
    f0, f1, f2, f3 = hand & 511, hand >> 10 & 511, hand >> 20 & 511, hand >> 30
    return runs | runs << 1 | runs << 2 | hand & ((f0 & f1 & (f2 | f3)) | (f2 & f3 & (f0 | f1))) * LOW_BITS


def fill_lowest(size: int, *pools: int) -> int:
    """``size`` cards: the lowest of the first pool, topped up with the lowest of the next ones."""
    mask = 0
    for pool in pools:
        if mask.bit_count() < size:
            mask |= lowest(pool & ~mask, size - mask.bit_count())
    return mask


def lowest(cards: int, n: int) -> int:
    """The ``n`` lowest-ranked of ``cards`` (Coins first among equal ranks)."""
    mask = 0
    for rank in _LOW_FIRST:
        group = cards & rank
        while group:
            if mask.bit_count() == n:
                return mask
            low = group & -group
            mask |= low
            group ^= low
    return mask
