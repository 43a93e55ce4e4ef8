"""The expert's search: every candidate move played out in the same sampled deals, the weak dropped early.

The sample counts are fixed, never timed, so the same seed and view always
give the same result. All candidates still in play meet the same sampled
deals, so they are compared deal by deal: one that trails the leader by more
than ``CLEARLY`` standard errors of the paired difference drops out; the best
two play every sample. A claim's points are exact (R17, R19, R20) and need no
sampling; the expert claims unless playing on is ahead by ``MARGIN`` standard
errors, since its look-ahead also claims as soon as it may.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..engine.moves import Action, Move
from ..engine.playout import DRAWN, REDEALT, Outcome, net_points

# the rounds: the share of the samples, and how many candidates stay in play after it
ROUNDS: tuple[tuple[float, int | None], ...] = ((0.15, 4), (0.25, 2), (0.6, None))
CLEARLY = 2.5  # standard errors by which a candidate trails the leader before it drops out
MARGIN = 3.5  # standard errors by which another move must beat the rules of thumb's (a sure claim among them)


@dataclass
class Tally:
    """What a candidate move scored over the sampled deals: points, wins, who else won."""

    move: Move
    nets: list[int] = field(default_factory=list)  # its net points in each sampled deal, in order
    wins: int = 0
    won_fu: dict[int, int] = field(default_factory=dict)  # F -> how often the seat won with it
    others: list[int] = field(default_factory=lambda: [0, 0, 0])  # wins by each other seat
    draws: int = 0
    redeals: int = 0  # all three passed (R6): only after a call
    exact: float | None = None  # a claim's points need no sampling
    dropped: bool = False  # left out of the later rounds
    trailed: bool = False  # dropped because it trailed the leader clearly (else: only the best few go on)

    def add(self, me: int, outcome: Outcome) -> None:
        winner, fu, caller, _ = outcome
        self.nets.append(net_points(winner, fu, caller)[me])
        if winner == me:
            self.wins += 1
            self.won_fu[fu] = self.won_fu.get(fu, 0) + 1
        elif winner == DRAWN:
            self.draws += 1
        elif winner == REDEALT:
            self.redeals += 1
        else:
            self.others[winner] += 1

    @property
    def n(self) -> int:
        return len(self.nets)

    @property
    def mean(self) -> float:
        return self.exact if self.exact is not None else sum(self.nets) / max(self.n, 1)

    @property
    def win_rate(self) -> float:
        return 1.0 if self.exact is not None else self.wins / max(self.n, 1)

    @property
    def error(self) -> float:
        """The standard error of ``mean`` (0 for a claim)."""
        if self.exact is not None or self.n < 2:
            return 0.0
        return statistics.stdev(self.nets) / self.n**0.5


@dataclass(frozen=True)
class Search:
    """A search's result: every candidate's tally, the one chosen, and the sampled deals."""

    tallies: tuple[Tally, ...]  # ranked by final estimate, best first
    chosen: Tally
    samples: tuple[tuple[int, int, int], ...]  # the sampled hands, in order
    thumb_kept: bool = False  # the rules of thumb's move chosen over one estimated higher, by less than MARGIN
    base: Tally | None = None  # the tally of the ``default`` move

    @property
    def runner_up(self) -> Tally | None:
        """The best real alternative: the best-estimated other move that played every sample."""
        full = [t for t in self.tallies if t is not self.chosen and not t.dropped]
        return full[0] if full else None


def search(
    me: int,
    candidates: Sequence[Move],
    sample: Callable[[], tuple[int, int, int]],
    play_out: Callable[[Move, tuple[int, int, int]], Outcome],
    samples: int,
    claim_points: float | None = None,
    default: Move | None = None,
) -> Search:
    """Weigh ``candidates`` for seat ``me`` over ``samples`` sampled deals drawn by ``sample``.

    ``play_out(move, hands)`` plays a move out in a sampled deal;
    ``claim_points`` are the sure net points of the claim among the candidates;
    ``default``, if given, is weighed to the end and chosen unless another move
    is ahead of it by ``MARGIN`` standard errors.
    """
    tallies = [Tally(m) for m in candidates]
    base = next((t for t in tallies if t.move == default), None)
    for t in tallies:
        if t.move.action is Action.CLAIM:
            t.exact = claim_points
    alive = list(tallies)
    drawn: list[tuple[int, int, int]] = []
    for share, keep in ROUNDS:
        size = samples - len(drawn) if keep is None else round(share * samples)
        sampled = [t for t in alive if t.exact is None]
        for _ in range(size):
            hands = sample()
            drawn.append(hands)
            for t in sampled:
                t.add(me, play_out(t.move, hands))
        if keep is None:  # the last round: every move still in play has met every sampled deal
            break
        alive.sort(key=lambda t: -t.mean)
        leader = alive[0]
        close = [t for t in alive[2:] if not _clearly_worse(t, leader)]
        kept = alive[:2] + close[: (keep or 2) - 2]
        if base is not None and base not in kept:
            kept.append(base)
        for t in alive:
            t.dropped = t not in kept
            t.trailed = t.dropped and t not in close
        alive = kept
    return _choose(tallies, tuple(drawn), base)


def _choose(tallies: list[Tally], drawn: tuple[tuple[int, int, int], ...], base: Tally | None) -> Search:
    """The best of the moves weighed to the end; ``base`` unless another is clearly ahead of it."""
    ranked = sorted(tallies, key=lambda t: -t.mean)
    final = [t for t in ranked if not t.dropped]
    chosen = final[0]
    kept = False
    if base is not None and chosen is not base and not _clearly_worse(base, chosen, MARGIN):
        chosen, kept = base, True
    return Search(tuple(ranked), chosen, drawn, kept, base)


def _clearly_worse(tally: Tally, leader: Tally, by: float = CLEARLY) -> bool:
    """Whether ``tally`` trails ``leader`` by more than ``by`` standard errors, deal by deal."""
    if tally.exact is not None and leader.exact is not None:
        return tally.exact < leader.exact
    n = max(tally.n, leader.n)
    if n < 2:
        return False
    mine = tally.nets or [tally.exact] * n  # type: ignore[list-item]  # no nets: exact
    best = leader.nets or [leader.exact] * n  # type: ignore[list-item]
    diffs = [a - b for a, b in zip(mine, best, strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean < 0 and mean * mean * n > by * by * var
