"""Engine throughput and latency: `python benchmarks/engine.py` (figures are medians of several runs).

Targets (issue 2): >= 20,000 random deals/s through the public API; >= 50,000/s through
the fast playout path; an Old-card query <= 1 us; legal-move generation <= 3 us a call;
`lukfu-teach simulate` with three random players close to the API figure.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from lukfu_teach.ai.simulate import simulate
from lukfu_teach.engine.deal import Deal
from lukfu_teach.engine.legal import options
from lukfu_teach.engine.old import old_mask
from lukfu_teach.engine.playout import random_deal


def median_rate(run: Callable[[], int], repeats: int) -> float:
    """Median of ``repeats`` runs of items per second; ``run`` returns how many items it did."""
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        n = run()
        rates.append(n / (time.perf_counter() - start))
    return statistics.median(rates)


def api_deals(n: int, seed: int) -> Callable[[], int]:
    """Complete random deals through ``legal_moves.sample`` / ``apply`` (uniform over legal moves)."""

    def run() -> int:
        rng = random.Random(seed)
        for _ in range(n):
            deal = Deal.new(rng)
            while not deal.is_over:
                deal.apply(deal.legal_moves.sample(rng))
        return n

    return run


def playout_deals(n: int, seed: int) -> Callable[[], int]:
    """Complete random deals through the fused playout loop the AI uses for its rollouts."""

    def run() -> int:
        rng = random.Random(seed)
        for _ in range(n):
            random_deal(rng)
        return n

    return run


def simulated_deals(n: int, seed: int) -> Callable[[], int]:
    """Complete deals of ``simulate`` with a random AI at every seat (each decision drawn from its view)."""

    def run() -> int:
        simulate(n, seed, ("random", "random", "random"))
        return n

    return run


def positions(count: int, seed: int) -> list[Deal]:
    """Positions met in random play, for per-call timings."""
    rng = random.Random(seed)
    found: list[Deal] = []
    while len(found) < count:
        deal = Deal.new(rng)
        while not deal.is_over:
            if deal.to_act is not None and deal.caller is not None:
                found.append(deal.copy())
            deal.apply(deal.legal_moves.sample(rng))
    return found[:count]


def per_call(samples: list[Deal], repeats: int) -> tuple[float, float]:
    """Mean microseconds of an Old-card query and of legal-move generation, medians over repeats.

    Generation is ``legal.options``: what ``deal.legal_moves`` computes at its first question
    after a move (it keeps the answer until the next move).
    """
    acting: list[tuple[Deal, int]] = [(d, d.to_act) for d in samples]  # type: ignore[misc]  # positions(): one to act
    queries = [(d.hands[seat], d.public) for d, seat in acting]
    seats = [(d, seat, d.hands[seat]) for d, seat in acting]
    old_times, legal_times = [], []
    for _ in range(repeats):
        start = time.perf_counter()
        for hand, public in queries:
            old_mask(hand, public)
        old_times.append((time.perf_counter() - start) / len(queries) * 1e6)
        start = time.perf_counter()
        for deal, seat, hand in seats:
            options(deal, seat, hand)
        legal_times.append((time.perf_counter() - start) / len(samples) * 1e6)
    return statistics.median(old_times), statistics.median(legal_times)


# -- simulate against a straightforward implementation (issue 9) --------------------------------------


def reference_deals(n: int, seed: int) -> Callable[[], int]:
    """Complete random deals of ``benchmarks/reference.py``: plain lists of cards, no bitmasks or tables."""
    import reference  # benchmarks/reference.py, beside this script

    def run() -> int:
        rng = random.Random(seed)
        for _ in range(n):
            reference.play_deal(rng)
        return n

    return run


def simulate_figures(deals: int, repeats: int, seed: int) -> None:
    """``lukfu-teach simulate --levels random,random,random`` (the fused path) against the reference."""
    slow = median_rate(reference_deals(max(deals // 5, 200), seed), repeats)
    print(f"straightforward implementation (benchmarks/reference.py): {slow:,.0f} random deals per second")
    for workers in (1, 2):

        def run(workers: int = workers) -> int:
            simulate(deals * 4, seed, ("random", "random", "random"), workers=workers)
            return deals * 4

        fast = median_rate(run, repeats)
        print(f"simulate with three random AIs, --workers {workers}: {fast:,.0f} deals per second ({fast / slow:.0f}x)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=5000, help="deals per run")
    parser.add_argument("--repeats", type=int, default=5, help="runs; the median is printed")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    api = median_rate(api_deals(args.deals, args.seed), args.repeats)
    print(f"random deals through the public API: {api:,.0f} per second")
    fused = median_rate(playout_deals(args.deals * 3, args.seed), args.repeats)
    print(f"random deals through the fast playout path: {fused:,.0f} per second")
    simulated = median_rate(simulated_deals(args.deals, args.seed), args.repeats)
    print(f"simulate with three random AIs: {simulated:,.0f} deals per second")
    simulate_figures(args.deals, args.repeats, args.seed)
    old_us, legal_us = per_call(positions(20000, args.seed), args.repeats)
    print(f"Old-card query: {old_us:.2f} us")
    print(f"legal-move generation: {legal_us:.2f} us mean per call")


if __name__ == "__main__":
    main()
