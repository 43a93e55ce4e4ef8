"""AI speed: `python benchmarks/ai.py` prints the fast playout rate and each level's decision times.

Targets (issues 2 and 3): >= 50,000 complete random deals/s through the fast playout path;
the expert decides in <= 100 ms median and <= 300 ms at the 95th percentile while playing
out >= 1,000 sampled deals per decision that has more than one sensible move.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from lukfu_teach.ai import LEVELS, make_player
from lukfu_teach.ai.play import seat_seed
from lukfu_teach.deal import Deal
from lukfu_teach.playout import GREEDY, RANDOM, Position, random_deal, rollout


def playout_rate(deals: int, repeats: int, seed: int) -> float:
    """Complete random deals per second through ``random_deal`` (median of ``repeats`` runs)."""
    rates = []
    for r in range(repeats):
        rng = random.Random(seed + r)
        start = time.perf_counter()
        for _ in range(deals):
            random_deal(rng)
        rates.append(deals / (time.perf_counter() - start))
    return statistics.median(rates)


def rollout_us(policy: str, positions: int, seed: int) -> float:
    """Mean microseconds of a rollout from the first lead of a deal."""
    rng = random.Random(seed)
    starts = []
    for _ in range(positions):
        deal = Deal.new(rng, master=0)
        deal.apply(deal.legal_moves.claim or next(iter(deal.legal_moves)))  # the Master calls play
        starts.append(Position.of(deal))
    start = time.perf_counter()
    for position in starts:
        rollout(position, rng, policy)
    return (time.perf_counter() - start) / positions * 1e6


def decision_times(level: str, deals: int, seed: int) -> tuple[list[float], list[int]]:
    """Milliseconds of every decision of a ``level`` AI at seat 0 against two basic AIs, and the
    sampled deals of those that sampled."""
    times, samples = [], []
    for i in range(deals):
        players = [make_player(lv, seed=seat_seed(seed + i, s)) for s, lv in enumerate((level, "basic", "basic"))]
        deal = Deal.new(seed + i)
        while not deal.is_over:
            seat = deal.to_act
            view = deal.view(seat)  # type: ignore[arg-type]
            start = time.perf_counter()
            decision = players[seat].decide(view)  # type: ignore[index]
            if seat == 0:
                times.append((time.perf_counter() - start) * 1000)
                if decision.samples:
                    samples.append(decision.samples)
            deal.apply(decision.move)
    return times, samples


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000, help="random deals per playout run")
    parser.add_argument("--repeats", type=int, default=5, help="playout runs; the median is printed")
    parser.add_argument("--ai-deals", type=int, default=40, help="deals played by each level at seat 0")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rate = playout_rate(args.deals, args.repeats, args.seed)
    print(f"fast playout (playout.random_deal): {rate:,.0f} complete random deals per second")
    for policy in (RANDOM, GREEDY):
        print(f"rollout from the first lead, {policy} policy: {rollout_us(policy, 5000, args.seed):.1f} us")
    print(f"\ndecision times at seat 0 against two basic AIs, {args.ai_deals} deals:")
    print(f"{'level':<8}{'decisions':>10}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}{'sampled':>9}{'samples':>9}")
    for level in LEVELS:
        times, samples = decision_times(level, args.ai_deals, args.seed)
        sampled = f"{statistics.median(samples):,.0f}" if samples else "0"
        print(
            f"{level:<8}{len(times):>10}{statistics.median(times):>11.2f}{percentile(times, 0.95):>9.2f}"
            f"{max(times):>9.2f}{len(samples):>9}{sampled:>9}"
        )
    print("(sampled: decisions that sampled; samples: their median sampled deals)")


if __name__ == "__main__":
    main()
