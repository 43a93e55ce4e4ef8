"""The fused playout loop plays by exactly the rules of ``Deal`` (R4-R20)."""

from __future__ import annotations

import random
from math import comb

import pytest

from lukfu_teach.cards import FULL_DECK
from lukfu_teach.deal import Action, Deal, Move, Rules
from lukfu_teach.playout import DRAWN, GREEDY, POLICIES, RANDOM, Position, net_points, random_deal, rollout
from lukfu_teach.seats import Seat

RULE_SWITCHES = [Rules(), Rules(False, True), Rules(True, False), Rules(False, False)]


def called(seed: int, rules: Rules) -> tuple[Deal, random.Random]:
    """A seeded deal after random calls, and the generator that made it."""
    rng = random.Random(seed)
    deal = Deal.new(rng, rules=rules)
    while deal.caller is None:
        deal.apply(deal.legal_moves.sample(rng))
    return deal, rng


def replay(deal: Deal, trace: list[tuple]) -> None:
    """Drive ``deal`` with the moves of a rollout, checking each legal-move set against the loop's."""
    for seat, action, mask, options in trace:
        legal = deal.legal_moves
        assert legal.seat == seat == deal.to_act
        if action in ("lead", "claim"):
            claim, plays = options
            assert {m.mask for m in legal if m.action is Action.LEAD} == set(plays)
            assert len(plays) == len(set(plays))
            assert (legal.claim.mask if legal.claim else None) == claim
        elif action == "beat":
            assert legal.action is Action.BEAT
            assert [m.mask for m in legal] == list(options)
        else:
            hand, size = options
            assert legal.action is Action.DISCARD and hand == deal.hands[seat] and size == deal.lead_size
            assert len(legal) == comb(hand.bit_count(), size)
        move = Move(seat, Action(action), mask)
        assert move in legal
        deal.apply(move)


def test_rollouts_agree_with_deal_on_every_move_and_result() -> None:
    """Thousands of seeded deals, both policies, every rule switch: same legal moves, same result."""
    for seed in range(2400):
        rules = RULE_SWITCHES[seed % 4]
        policy = POLICIES[seed // 4 % 2]
        deal, rng = called(seed, rules)
        for _ in range(rng.randrange(30)):  # start anywhere: at a lead or inside a trick
            legal = deal.legal_moves
            if legal.claim is not None or deal.is_over:
                break
            deal.apply(legal.sample(rng))
        if deal.is_over:
            continue
        trace: list[tuple] = []
        winner, fu = rollout(Position.of(deal), rng, policy, trace=trace)
        replay(deal, trace)
        assert deal.is_over
        assert (deal.result.winner, deal.result.fu) == ((None, None) if winner == DRAWN else (winner, fu))


def test_first_move_is_played_before_the_policy() -> None:
    for seed in range(300):
        deal, rng = called(seed, Rules())
        for _ in range(rng.randrange(20)):
            if not deal.is_over:
                deal.apply(deal.legal_moves.sample(rng))
        if deal.is_over:
            continue
        move = deal.legal_moves.sample(rng)
        if move.action is Action.CLAIM:
            continue
        trace: list[tuple] = []
        position = Position.of(deal)
        winner, fu = rollout(position, rng, GREEDY, first=move.mask, trace=trace)
        deal.apply(move)
        replay(deal, trace)
        assert (deal.result.winner, deal.result.fu) == ((None, None) if winner == DRAWN else (winner, fu))


@pytest.mark.parametrize("rules", RULE_SWITCHES)
def test_random_deals_are_zero_sum_and_scored_by_R19_R20(rules: Rules) -> None:
    rng = random.Random(5)
    outcomes = set()
    for _ in range(3000):
        winner, fu, net = random_deal(rng, rules=rules)
        assert sum(net) == 0
        if winner is None:
            assert fu is None and net == (0, 0, 0)
            outcomes.add("draw")
            continue
        assert fu >= 6 and net[winner] == 2 * (fu - 5)
        outcomes.add("caller won" if sorted(net)[0] == sorted(net)[1] else "noncaller won")
    assert outcomes == {"draw", "caller won", "noncaller won"}


def caller_of(net: tuple[int, int, int]) -> int:
    """The caller of a won deal, read from its net points (R20): it alone receives 2A when it wins
    (the others pay A each), and it alone pays 2A when a noncaller wins (the third seat gets 0)."""
    return net.index(min(net) if 0 in net else max(net))


def test_random_deals_are_reproducible_and_use_the_given_master() -> None:
    """Random calls start at the Master (R5): the Master calls play first with odds 4/7, the seat after it
    2/7, the last 1/7; the caller of each won deal is read from its net points (R20)."""
    assert [random_deal(random.Random(s)) for s in range(50)] == [random_deal(random.Random(s)) for s in range(50)]
    for master in range(3):
        rng, callers = random.Random(master), [0, 0, 0]
        for _ in range(700):
            winner, _, net = random_deal(rng, master=master)
            if winner is not None:
                callers[caller_of(net)] += 1
        after, last = Seat(master).next, Seat(master).prev
        assert callers[master] > 1.4 * callers[after] > 1.4 * 1.4 * callers[last], (master, callers)


def test_rollouts_keep_36_cards_and_do_not_change_the_position() -> None:
    deal, rng = called(3, Rules())
    position = Position.of(deal)
    assert sum(position.hands) | position.public == FULL_DECK
    before = position
    for policy in (RANDOM, GREEDY):
        rollout(position, rng, policy)
    assert position == before


def test_net_points() -> None:
    assert net_points(DRAWN, 0, 1) == (0, 0, 0)
    assert net_points(2, 6, 0) == (-2, 0, 2)  # the worked example of RULES.md (R17, R19, R20)
    assert net_points(0, 8, 0) == (6, -3, -3)


def test_position_needs_a_deal_in_play() -> None:
    with pytest.raises(ValueError, match="after the calls"):
        Position.of(Deal.new(1))
