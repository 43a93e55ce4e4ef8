"""Many AI deals in a row, on several processes, summed up per seat.

Deal ``i`` of a run is dealt and played from a generator seeded by the run's
seed and ``i`` alone, so the results are the same whatever the number of
worker processes (only the measured decision times differ).
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from multiprocessing import Pool
from typing import Any, TextIO

from ..engine.deal import Deal
from ..engine.moves import Action
from ..engine.playout import Policy, net_points, play_deal
from ..engine.state import Rules
from ..i18n import _
from ..i18n import number as local_number  # ``number`` names a deal below
from .decision import Player
from .levels import make_player
from .thumb import THUMB
from .uniform import RandomPlayer


def deal_rng(seed: int, number: int) -> random.Random:
    """The generator of deal ``number`` (from 0) of a run seeded ``seed``: it seeds the AIs, then deals."""
    return random.Random(f"lukfu-simulate/{seed}/{number}")


@dataclass(frozen=True)
class DealOutcome:
    """One simulated deal: result and, per seat, calls, claims, decision times and samples."""

    winner: int | None
    net: tuple[int, int, int]
    caller: int
    claimed: bool
    decision_ms: tuple[tuple[float, ...], ...]
    samples: tuple[tuple[int, ...], ...]


FUSED: dict[str, Policy | None] = {"random": None, "basic": THUMB}  # levels that play without a view


def play_one(levels: Sequence[str], seed: int, number: int, rules: Rules | None = None) -> DealOutcome:
    """Play deal ``number`` of a run seeded ``seed`` with AIs of ``levels``, timing every decision.

    When every level is one of ``FUSED`` (random and basic: they need no view), the deal is played
    by the fused ``playout`` loop instead, many times faster and with no decision times.
    """
    rng = deal_rng(seed, number)
    if all(level in FUSED for level in levels):
        winner, fu, caller, claimed = play_deal(rng, tuple(FUSED[level] for level in levels), rules=rules)  # type: ignore[arg-type]
        net = net_points(winner, fu, caller)
        return DealOutcome(None if winner < 0 else winner, net, caller, claimed, ((), (), ()), ((), (), ()))
    players: list[Player] = [make_player(level, rng=rng) for level in levels]
    deal = Deal.new(rng, rules=rules)
    times: list[list[float]] = [[], [], []]
    samples: list[list[int]] = [[], [], []]
    clock = time.perf_counter
    fast = [p.move_in if isinstance(p, RandomPlayer) else None for p in players]  # ``decide`` without the view
    while not deal.is_over:
        seat: int = deal.to_act  # type: ignore[assignment]
        start = clock()
        move_in = fast[seat]
        if move_in is not None:
            move = move_in(deal)
        else:
            decision = players[seat].decide(deal.view(seat))
            move = decision.move
            if decision.samples:
                samples[seat].append(decision.samples)
        times[seat].append((clock() - start) * 1000)
        deal.apply(move)
    result = deal.result
    return DealOutcome(
        result.winner,  # type: ignore[union-attr]
        result.net,  # type: ignore[union-attr]
        deal.caller,  # type: ignore[arg-type]
        bool(deal.moves) and deal.moves[-1].action is Action.CLAIM,
        tuple(tuple(t) for t in times),
        tuple(tuple(s) for s in samples),
    )


@dataclass
class SeatSummary:
    """One seat over a run: its wins, net points per deal, calls, claims, decision times, samples.

    Values are tallied (value -> how many times), so a run's memory stays flat however many
    deals it plays; decision times are tallied in steps of 1% (``_ms_step``).
    """

    level: str
    wins: int = 0
    net: Counter[int] = field(default_factory=Counter)
    calls: int = 0
    claims: int = 0
    decision_ms: Counter[int] = field(default_factory=Counter)
    samples: Counter[int] = field(default_factory=Counter)

    def to_json(self, deals: int) -> dict[str, Any]:
        times = [_quantile(self.decision_ms, kind, _ms_of) if self.decision_ms else 0.0 for kind in ("median", "p95")]
        return {
            "level": self.level,
            "wins": self.wins,
            "win_rate": round(self.wins / deals, 4) if deals else 0.0,
            "mean_net": round(_mean(self.net), 4) if self.net else 0.0,
            "calls": self.calls,
            "claims": self.claims,
            "decision_ms": {"median": round(times[0], 3), "p95": round(times[1], 3)},
            "samples": {"median": int(_quantile(self.samples, "median")) if self.samples else 0},
        }

    def net_interval(self) -> tuple[float, float]:
        """The 95% confidence interval of the mean net points (normal approximation)."""
        n = self.net.total()
        if n < 2:
            return (float("nan"), float("nan"))
        mean, half = _mean(self.net), 1.96 * statistics.stdev(self.net.elements()) / n**0.5  # one pass, no list
        return mean - half, mean + half

    def win_interval(self) -> tuple[float, float]:
        """The 95% confidence interval of the win rate (Wilson)."""
        n = self.net.total()
        if not n:
            return (float("nan"), float("nan"))
        p, z = self.wins / n, 1.96
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * (p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5 / (1 + z * z / n)
        return centre - half, centre + half


@dataclass
class Summary:
    """What ``simulate`` found: per seat wins, points, calls, claims, decision times and samples."""

    deals: int
    seed: int
    levels: tuple[str, str, str]
    draws: int = 0
    seats: list[SeatSummary] = field(default_factory=list)

    def add(self, outcome: DealOutcome) -> None:
        if outcome.winner is None:
            self.draws += 1
        else:
            self.seats[outcome.winner].wins += 1
        self.seats[outcome.caller].calls += 1
        if outcome.claimed:
            self.seats[outcome.winner].claims += 1  # type: ignore[index]
        for s, seat in enumerate(self.seats):
            seat.net[outcome.net[s]] += 1
            seat.decision_ms.update(map(_ms_step, outcome.decision_ms[s]))
            if outcome.samples[s]:
                seat.samples.update(outcome.samples[s])

    def to_json(self) -> dict[str, Any]:
        return {
            "deals": self.deals,
            "seed": self.seed,
            "levels": list(self.levels),
            "draws": self.draws,
            "seats": [s.to_json(self.deals) for s in self.seats],
        }


def simulate(
    deals: int,
    seed: int = 0,
    levels: Sequence[str] = ("expert", "basic", "basic"),
    workers: int = 1,
    rules: Rules | None = None,
    progress: Callable[[int], None] | None = None,
) -> Summary:
    """Play ``deals`` AI deals; ``progress(done)`` is called as they finish (in deal order)."""
    levels = tuple(levels)
    summary = Summary(deals, seed, levels, seats=[SeatSummary(level) for level in levels])  # type: ignore[arg-type]
    if workers <= 1:
        outcomes = (play_one(*job) for job in jobs(deals, seed, levels, rules))
        for done, outcome in enumerate(outcomes, 1):
            summary.add(outcome)
            if progress:
                progress(done)
        return summary
    with Pool(workers) as pool:
        chunk = max(1, min(16, deals // (workers * 8)))
        for done, outcome in enumerate(pool.imap(_play_job, jobs(deals, seed, levels, rules), chunksize=chunk), 1):
            summary.add(outcome)
            if progress:
                progress(done)
    return summary


def jobs(deals: int, seed: int, levels: Sequence[str], rules: Rules | None) -> Iterator[tuple]:
    """The run's deals as ``play_one`` arguments, made one at a time as the players ask for them, so a
    run holds no list of its deals: its memory does not grow with ``deals``."""
    for number in range(deals):
        yield levels, seed, number, rules


def _play_job(job: tuple) -> DealOutcome:
    return play_one(*job)


_STEP = math.log(1.01)  # decision times are tallied in steps of 1%
_PER_STEP, _log = 1 / _STEP, math.log
_NO_TIME = -1400  # the key of times under a nanosecond


def _ms_step(ms: float) -> int:
    """A decision time's tally key: its logarithm in steps of 1%."""
    return round(_log(ms) * _PER_STEP) if ms > 1e-6 else _NO_TIME


def _ms_of(step: int) -> float:
    """The decision time of a tally key (within 1%)."""
    return math.exp(step * _STEP) if step > _NO_TIME else 0.0


def _mean(tally: Counter[int]) -> float:
    return statistics.fmean(tally.elements())


def _kth(tally: Counter[int], k: int) -> int:
    """The ``k``-th smallest value (from 0) of a tally."""
    for value in sorted(tally):
        k -= tally[value]
        if k < 0:
            return value
    raise IndexError(k)


def _quantile(tally: Counter[int], kind: str, value: Callable[[int], float] = float) -> float:
    """A non-empty tally's ``"median"`` (as ``statistics.median``) or ``"p95"`` (the value 95% of the way up),
    its keys read by ``value``."""
    n = tally.total()
    if kind == "p95":
        return value(_kth(tally, min(n - 1, int(0.95 * n))))
    if n % 2:
        return value(_kth(tally, n // 2))
    return (value(_kth(tally, n // 2 - 1)) + value(_kth(tally, n // 2))) / 2


class ProgressBar:
    """A progress bar on a text stream (carriage-return updates, at most ten a second)."""

    def __init__(self, total: int, stream: TextIO, width: int = 30) -> None:
        self.total, self.stream, self.width = total, stream, width
        self.start = self.shown = time.monotonic()
        self.shown_width = 0

    def __enter__(self) -> ProgressBar:
        self.update(0)
        return self

    def update(self, done: int) -> None:
        now = time.monotonic()
        if done < self.total and done and now - self.shown < 0.1:
            return
        self.shown = now
        filled = self.width * done // max(self.total, 1)
        elapsed = now - self.start
        bar = "#" * filled + "." * (self.width - filled)
        if done and elapsed > 0:
            line = _("[{bar}] {done:,}/{total:,} deals, {elapsed:.1f} s, {rate:,.0f} deals/s", bar=bar, done=done,
                     total=self.total, elapsed=elapsed, rate=done / elapsed)  # fmt: skip
        else:
            line = _("[{bar}] {done:,}/{total:,} deals, {elapsed:.1f} s", bar=bar, done=done, total=self.total,
                     elapsed=elapsed)  # fmt: skip
        self.stream.write("\r" + line.ljust(self.shown_width))
        self.shown_width = len(line)
        self.stream.flush()

    def __exit__(self, *exc: object) -> None:
        self.stream.write("\n")
        self.stream.flush()


def _aligned(row: Sequence[str], widths: Sequence[int]) -> list[str]:
    """Cells padded to their column: the first two to the left, numbers to the right."""
    return [cell.ljust(w) if c < 2 else cell.rjust(w) for c, (cell, w) in enumerate(zip(row, widths, strict=True))]


def summary_table(summary: Summary) -> str:
    """The summary as a table a person reads, with 95% intervals."""
    n = summary.deals
    # TRANSLATORS: the columns of the simulate table: a seat, its AI level, its wins, how often it called play
    # and how often it claimed, its decision time, and how many deals its AI sampled (keep them short)
    rows = [(_("seat"), _("level"), _("wins"), _("win rate (95% CI)"), _("mean net (95% CI)"), _("calls"),
             _("claims"), _("ms median"), _("ms p95"), _("samples"))]  # fmt: skip
    for i, seat in enumerate(summary.seats):
        data = seat.to_json(n)
        low, high = seat.win_interval()
        net_low, net_high = seat.net_interval()
        rows.append((
            str(i), seat.level, local_number(seat.wins, ","),
            _("{rate:.1%} ({low:.1%} to {high:.1%})", rate=data["win_rate"], low=low, high=high),
            _("{mean:+.2f} ({low:+.2f} to {high:+.2f})", mean=data["mean_net"], low=net_low, high=net_high),
            local_number(seat.calls, ","), local_number(seat.claims, ","),
            local_number(data["decision_ms"]["median"], ".2f"), local_number(data["decision_ms"]["p95"], ".2f"),
            local_number(data["samples"]["median"], ","),
        ))  # fmt: skip
    widths = [max(len(row[c]) for row in rows) for c in range(len(rows[0]))]
    table = ["  ".join(_aligned(row, widths)) for row in rows]
    head = _("{n:,} deals, seed {seed}, levels {levels}; {draws:,} drawn ({rate:.1%})", n=n, seed=summary.seed,
             levels=", ".join(summary.levels), draws=summary.draws, rate=summary.draws / max(n, 1))  # fmt: skip
    return "\n".join([head, "", *table])
