"""The fused playout loop plays by exactly the rules of ``Deal`` (R4-R20), calls and redeals included."""

from __future__ import annotations

import random
from math import comb

import pytest
from helpers import known

from lukfu_teach.ai.thumb import THUMB
from lukfu_teach.engine.cards import FULL_DECK
from lukfu_teach.engine.deal import Deal
from lukfu_teach.engine.moves import Action, Move
from lukfu_teach.engine.playout import (
    CALLING,
    DRAWN,
    REDEALT,
    UNIFORM,
    Position,
    net_points,
    play_deal,
    random_deal,
    rollout,
)
from lukfu_teach.engine.seats import Seat
from lukfu_teach.engine.state import Rules

RULE_SWITCHES = [Rules(), Rules(False, True), Rules(True, False), Rules(False, False)]
POLICIES = [UNIFORM, (THUMB, THUMB, THUMB), (None, THUMB, None), (THUMB, None, THUMB)]


def called(seed: int, rules: Rules) -> tuple[Deal, random.Random]:
    """A seeded deal after random calls, and the generator that made it."""
    rng = random.Random(seed)
    deal = Deal.new(rng, rules=rules)
    while deal.caller is None:
        deal.apply(deal.legal_moves.sample(rng))
    return deal, rng


def replay(deal: Deal, trace: list[tuple]) -> None:
    """Drive ``deal`` with the moves of the loop, checking each legal-move set against the loop's."""
    for seat, action, mask, options in trace:
        assert seat != "deal", "a redeal is replayed by replay_deal"
        legal = deal.legal_moves
        assert legal.seat == seat == deal.to_act
        if action in ("play", "pass"):
            assert legal.action is Action.PASS and options is None
        elif action in ("lead", "claim"):
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


def replay_deal(rng_seed: int, trace: list[tuple], rules: Rules, master: int | None = None) -> Deal:
    """The deal ``play_deal`` played from ``rng_seed``, rebuilt with ``Deal`` move by move.

    A ``("deal", hands, 0, redeals)`` entry after the first is a redeal: the
    third pass deals the hands ``Deal`` deals from the cards thrown in, and
    they must be the loop's (R6).
    """
    deals = [i for i, entry in enumerate(trace) if entry[0] == "deal"]
    deal = Deal.new(random.Random(rng_seed), master=master, rules=rules)
    assert tuple(deal.hands) == trace[0][1]  # the same Master draw and shuffle as Deal.new (R4)
    for start, end in zip(deals, [*deals[1:], len(trace)], strict=True):
        if start:  # a redeal: the third pass (the entry before) deals these hands again (R6)
            third = trace[start - 1]
            assert third[1] == "pass" and len(deal.calls) == 2
            deal.apply(Move(third[0], Action.PASS))
            assert tuple(deal.hands) == trace[start][1] and deal.redeals == deals.index(start) == trace[start][3]
            assert deal.to_act == deal.master and deal.caller is None
        moves = trace[start + 1 : end]
        if end < len(trace):
            moves = moves[:-1]  # its third pass is made with the redeal
        replay(deal, moves)
    return deal


def test_rollouts_agree_with_deal_on_every_move_and_result() -> None:
    """Thousands of seeded deals, every policy mix, every rule switch: same legal moves, same result."""
    for seed in range(2400):
        rules = RULE_SWITCHES[seed % 4]
        policies = POLICIES[seed // 4 % 4]
        deal, rng = called(seed, rules)
        for _ in range(rng.randrange(30)):  # start anywhere: at a lead or inside a trick
            legal = deal.legal_moves
            if legal.claim is not None or deal.is_over:
                break
            deal.apply(legal.sample(rng))
        if deal.is_over:
            continue
        trace: list[tuple] = []
        winner, fu, caller, claimed = rollout(Position.of(deal), rng, policies, trace=trace)
        replay(deal, trace)
        assert deal.is_over and caller == deal.caller and claimed == deal.result.by_claim
        assert (deal.result.winner, deal.result.fu) == ((None, None) if winner == DRAWN else (winner, fu))


@pytest.mark.parametrize("rules", RULE_SWITCHES)
def test_whole_deals_agree_with_deal_calls_and_redeals_included(rules: Rules) -> None:
    redeals = 0
    for seed in range(400):
        policies = POLICIES[seed % 4]
        trace: list[tuple] = []
        winner, fu, caller, claimed = play_deal(random.Random(seed), policies, rules=rules, trace=trace)
        deal = replay_deal(seed, trace, rules)
        redeals += deal.redeals
        result = known(deal.result)
        assert deal.is_over and deal.caller == caller and result.by_claim == claimed
        assert (result.winner, result.fu) == ((None, None) if winner == DRAWN else (winner, fu))
    assert redeals > 20  # random calls pass three times one deal in eight


def test_a_rollout_from_the_calls_plays_the_given_call_first() -> None:
    outcomes = set()
    for seed in range(300):
        deal = Deal.new(seed)
        for _ in range(seed % 3):  # start at the first, second or third call
            deal.apply(Move(known(deal.to_act), Action.PASS))
        position = Position.of(deal)
        assert position.caller == CALLING and position.to_act == deal.to_act
        call = seed % 2 == 0
        trace: list[tuple] = []
        outcome = rollout(position, random.Random(seed), THUMB, call=call, trace=trace)
        assert trace[0][:2] == (deal.to_act, "play" if call else "pass")
        if outcome.winner == REDEALT:
            assert not call and [t[1] for t in trace] == ["pass"] * (3 - seed % 3)
            outcomes.add("redealt")
            continue
        replay(deal, trace)
        assert deal.is_over and deal.caller == outcome.caller
        outcomes.add("played")
    assert outcomes == {"redealt", "played"}


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
        winner, fu, _, _ = rollout(position, rng, THUMB, first=move.mask, trace=trace)
        deal.apply(move)
        replay(deal, trace)
        result = known(deal.result)
        assert (result.winner, result.fu) == ((None, None) if winner == DRAWN else (winner, fu))


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
        assert fu is not None and fu >= 6 and net[winner] == 2 * (fu - 5)
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
    for master in (0, 1, 2):
        for seed in range(20):
            trace: list[tuple] = []
            play_deal(random.Random(seed), master=master, trace=trace)
            assert trace[1][0] == master  # the Master calls first (R5)
            replay_deal(seed, trace, Rules(), master=master)


def test_rollouts_keep_36_cards_and_do_not_change_the_position() -> None:
    deal, rng = called(3, Rules())
    position = Position.of(deal)
    assert sum(position.hands) | position.public == FULL_DECK
    before = position
    for policy in (None, THUMB):
        rollout(position, rng, policy)
    assert position == before


def test_net_points() -> None:
    assert net_points(DRAWN, 0, 1) == net_points(REDEALT, 0, CALLING) == (0, 0, 0)
    assert net_points(2, 6, 0) == (-2, 0, 2)  # the worked example of RULES.md (R17, R19, R20)
    assert net_points(0, 8, 0) == (6, -3, -3)


def test_position_needs_a_deal_not_over() -> None:
    deal, _ = called(1, Rules())
    while not deal.is_over:
        deal.apply(deal.legal_moves.sample(random.Random(2)))
    with pytest.raises(ValueError, match="not over"):
        Position.of(deal)


def test_the_straightforward_reference_of_the_benchmarks_has_the_same_legal_moves_as_deal() -> None:
    """``benchmarks/reference.py`` (plain lists, the speed yardstick) leads and answers as ``Deal`` does."""
    reference = _reference()
    for seed in range(300):
        deal, rng = called(seed, Rules())
        for _ in range(rng.randrange(30)):
            if deal.is_over:
                break
            seat = known(deal.to_act)
            hand = [(c.suit.value, c.rank) for c in deal.hand(seat)]
            public = [(c.suit.value, c.rank) for c in deal.played_in()]
            legal = deal.legal_moves
            if legal.action is Action.LEAD:
                mine = reference.lead_options(seat, hand, public, deal.caller, deal.master)
                assert sorted(sorted(p) for p in mine) == sorted(
                    sorted((c.suit.value, c.rank) for c in m.cards) for m in legal if m.action is Action.LEAD
                )
            elif deal.best:
                best = [(c.suit.value, c.rank) for c in Move(0, Action.LEAD, deal.best).cards]
                answers = [p for p in reference.plays_in(hand) if reference.beats(p, best)]
                expected = (
                    [sorted((c.suit.value, c.rank) for c in m.cards) for m in legal]
                    if legal.action is Action.BEAT
                    else []
                )
                assert sorted(sorted(p) for p in answers) == sorted(expected)
            deal.apply(legal.sample(rng))
    rng = random.Random(1)
    for _ in range(300):
        winner, fu, net = reference.play_deal(rng)
        assert sum(net) == 0 and (winner is None) == (fu is None)


def _reference():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).parent.parent / "benchmarks" / "reference.py"
    spec = importlib.util.spec_from_file_location("reference", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
