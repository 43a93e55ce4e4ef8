"""The ``expert`` level: sample the hidden cards, play each sample out, choose by expected points.

For every decision with more than one sensible move, the expert deals the
cards it cannot see in ways consistent with everything it knows
(``knowledge``), plays each sampled deal to the end once per candidate move
with the fast ``playout.rollout``, and picks the move with the best mean net
points. Candidates clearly behind drop out early and only the best two play
out every sample, so the samples go to the moves that matter. The sample counts are fixed, never
timed, so the same seed and view always give the same decision.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..cards import SUIT_FIELD, codes
from ..deal import NEXT, Action, LegalMoves, Move, SeatView
from ..errors import IllegalMove
from ..old import old_mask
from ..playout import DRAWN, GREEDY, Position, combination_cards, fill_lowest, net_points, rollout
from ..record import DEFAULT_SEATS
from .basic import CALL_POINTS, strong_points
from .decision import Alternative, Decision, Player
from .knowledge import Inference, Knowledge, Sampler
from .words import Words, capital, cards_phrase, percent, points

SAMPLES = 1000  # sampled deals per decision with a choice
# the rounds of the search: the share of the samples, and how many candidates stay in play after it
ROUNDS: tuple[tuple[float, int | None], ...] = ((0.15, 4), (0.25, 2), (0.6, None))
CLEARLY = 2.5  # standard errors by which a candidate trails the leader before it drops out
MAX_FACTS = 3  # facts about hidden hands quoted in the reasons


@dataclass
class Tally:
    """What a candidate move scored over the sampled deals: points, wins, who else won."""

    move: Move
    nets: list[int] = field(default_factory=list)  # its net points in each sampled deal, in order
    wins: int = 0
    won_fu: dict[int, int] = field(default_factory=dict)  # F -> how often the seat won with it
    others: list[int] = field(default_factory=lambda: [0, 0, 0])  # wins by each other seat
    draws: int = 0
    exact: float | None = None  # a claim's points need no sampling

    def add(self, me: int, winner: int, fu: int, net: int) -> None:
        self.nets.append(net)
        if winner == me:
            self.wins += 1
            self.won_fu[fu] = self.won_fu.get(fu, 0) + 1
        elif winner == DRAWN:
            self.draws += 1
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


class ExpertPlayer(Player):
    """Samples the hidden cards (``SAMPLES`` deals a decision) and plays each out."""

    level = "expert"

    def __init__(
        self,
        seed: int | None = None,
        *,
        rng: random.Random | None = None,
        seats: Sequence[str] = DEFAULT_SEATS,
        samples: int = SAMPLES,
        policy: str = GREEDY,
    ) -> None:
        super().__init__(seed, rng=rng, seats=seats)
        self.samples, self.policy = samples, policy

    def decide(self, view: SeatView) -> Decision:
        legal = view.legal_moves
        if not legal:
            raise IllegalMove(f"seat {view.seat} is not to act (turn order R3)", "R3")
        words = Words(view.seat, self.seats)
        candidates = self.candidates(view, legal)
        if len(candidates) == 1:
            return Decision(candidates[0], self.level, (_forced(view, legal, candidates[0]),))
        knowledge = Knowledge.of(view)
        ranked = self._search(view, candidates, knowledge.sampler(view.hand), self.rng_for(view))
        chosen = ranked[0]
        reasons = [words.fact(f, view.hand, view.own_discards) for f in _relevant(knowledge)]
        reasons += self._why(view, chosen, ranked, words)
        alternatives = tuple(
            Alternative(
                t.move,
                t.mean,
                t.win_rate,
                "exact: a claim ends the deal" if t.exact is not None else f"{t.n} sampled deals",
            )
            for t in ranked
        )
        samples = max(t.n for t in ranked)
        return Decision(chosen.move, self.level, tuple(reasons), alternatives, samples)

    # -- the candidates ---------------------------------------------------------

    def candidates(self, view: SeatView, legal: LegalMoves) -> list[Move]:
        """The sensible moves: every call, lead, claim and beat; a few discards."""
        if legal.action is not Action.DISCARD:
            return list(legal)
        return [Move(view.seat, Action.DISCARD, m) for m in discard_candidates(view.hand, view.public, view.lead_size)]

    # -- the search ---------------------------------------------------------------

    def _search(self, view: SeatView, candidates: list[Move], sampler: Sampler, rng: random.Random) -> list[Tally]:
        """Every candidate on the first sampled deals; then only the best few, then the best two.

        All candidates still in play meet the same sampled deals, so they are
        compared pair by pair; one clearly worse than the leader (by more than
        ``CLEARLY`` standard errors of the paired difference) drops out early.
        """
        me = view.seat
        tallies = [Tally(m) for m in candidates]
        for t in tallies:
            if t.move.action is Action.CLAIM:
                fu = view.fu[me] + t.move.mask.bit_count()
                t.exact = net_points(me, fu, view.caller)[me]  # type: ignore[arg-type]
        alive, done = list(tallies), 0
        for share, keep in ROUNDS:
            size = self.samples - done if keep is None else round(share * self.samples)
            sampled = [t for t in alive if t.exact is None]
            for _ in range(size):
                hands = sampler.sample(rng)
                for t in sampled:
                    winner, fu, caller = self._play_out(view, t.move, hands, rng)
                    t.add(me, winner, fu, net_points(winner, fu, caller)[me])
            done += size
            alive.sort(key=lambda t: -t.mean)
            leader = alive[0]
            alive = alive[:2] + [t for t in alive[2:] if not _clearly_worse(t, leader)][: (keep or 2) - 2]
        final = {id(t) for t in alive}  # the best two, on every sample (a claim needs none)
        return sorted(tallies, key=lambda t: (id(t) not in final, -(t.n if t.exact is None else done), -t.mean))

    def _play_out(
        self, view: SeatView, move: Move, hands: tuple[int, int, int], rng: random.Random
    ) -> tuple[int, int, int]:
        """Play ``move`` in a sampled deal, then every move after it by the rollout policy: (winner, F, caller)."""
        if move.action is Action.PLAY or move.action is Action.PASS:
            return self._play_out_call(view, move, hands, rng)
        position = Position(
            hands, view.public, view.fu, view.caller, view.master, view.seat,  # type: ignore[arg-type]
            view.best, view.best_seat, view.lead_size, view.responses, view.rules,
        )  # fmt: skip
        return (*rollout(position, rng, self.policy, first=move.mask), view.caller)  # type: ignore[return-value]

    def _play_out_call(
        self, view: SeatView, move: Move, hands: tuple[int, int, int], rng: random.Random
    ) -> tuple[int, int, int]:
        caller = view.seat if move.action is Action.PLAY else -1
        seat = view.seat
        while caller < 0:  # the seats still to call, by the basic rule
            seat = NEXT[seat]
            if seat == view.master:
                return DRAWN, 0, 0  # three passes: dealt again, nothing won or lost here (R6)
            if sum(strong_points(hands[seat])) >= CALL_POINTS:
                caller = seat
        position = Position(hands, 0, (0, 0, 0), caller, view.master, view.master, rules=view.rules)
        return (*rollout(position, rng, self.policy), caller)  # type: ignore[return-value]

    # -- the reasons ---------------------------------------------------------------

    def _why(self, view: SeatView, chosen: Tally, ranked: list[Tally], words: Words) -> list[str]:
        me = view.seat
        what = capital(words.move(chosen.move, view.fu[me]))
        runner = next((t for t in ranked[1:]), None)
        if chosen.exact is None:
            line = (
                f"{what}: expected {points(chosen.mean)} points, wins {percent(chosen.win_rate)} "
                f"of {chosen.n:,} sampled deals"
            )
        else:
            line = f"{what}: {points(chosen.mean)} for sure"
        if runner is not None:
            line += f"; next best, {words.move(runner.move, view.fu[me])}: {points(runner.mean)}"
            if runner.exact is None:
                line += f", wins {percent(runner.win_rate)}"
        reasons = [line + "."]
        if chosen.move.is_call:
            reasons.append(
                "In the sampled deals the seats still to call do so by the basic rule (five strong points), "
                "and three passes deal again, which scores nothing (R5, R6)."
            )
        claim = next((t for t in ranked if t.exact is not None), None)
        if claim is not None:
            play_on = next(t for t in ranked if t.exact is None)
            reasons.append(_claim_or_play_on(view, claim, play_on, words))
        return reasons


def _clearly_worse(tally: Tally, leader: Tally) -> bool:
    """Whether ``tally`` trails ``leader`` by more than ``CLEARLY`` standard errors, deal by deal."""
    if tally.exact is not None and leader.exact is not None:
        return tally.exact < leader.exact
    n = max(tally.n, leader.n)
    if n < 2:
        return False
    mine = tally.nets or [tally.exact] * n
    best = leader.nets or [leader.exact] * n
    diffs = [a - b for a, b in zip(mine, best, strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean < 0 and mean * mean * n > CLEARLY * CLEARLY * var


def _claim_or_play_on(view: SeatView, claim: Tally, play_on: Tally, words: Words) -> str:
    """``claim now: +2 for sure; play on: 58% to reach 7 fu (+4), 17% that West wins first``."""
    me = view.seat
    fu = view.fu[me] + claim.move.mask.bit_count()
    n = max(play_on.n, 1)
    more = sum(k for f, k in play_on.won_fu.items() if f > fu) / n
    parts = [f"{percent(more)} to win with more than {fu} fu (+{2 * (fu + 1 - 5)} or more)"]
    same = sum(k for f, k in play_on.won_fu.items() if f <= fu) / n
    if same:
        parts.append(f"{percent(same)} to win with {fu} fu or less")
    for seat in (NEXT[me], NEXT[NEXT[me]]):
        if play_on.others[seat]:
            parts.append(f"{percent(play_on.others[seat] / n)} that {words.does(seat, 'wins')} first")
    if play_on.draws:
        parts.append(f"{percent(play_on.draws / n)} drawn")
    return (
        f"Claim now: {fu} fu ({view.fu[me]} fu + {claim.move.mask.bit_count()} Old), {points(claim.mean)} for sure; "
        f"play on ({words.move(play_on.move)}): " + ", ".join(parts) + f"; expected {points(play_on.mean)} "
        "(R17, R19, R20)."
    )


def _forced(view: SeatView, legal: LegalMoves, move: Move) -> str:
    if legal.action is Action.BEAT:
        return f"forced: must beat {codes(view.best)}, and {cards_phrase(move.mask)} is the only play that does (R12)."
    if legal.action is Action.DISCARD and len(legal) == 1:
        return f"forced: cannot beat {codes(view.best)} and must discard its last cards (R13)."
    if len(legal) == 1:
        return "forced: the only legal move."
    return f"the one sensible discard: the lowest cards, {codes(move.mask)} (R13)."


def _relevant(knowledge: Knowledge) -> list[Inference]:
    """The facts that still say something about unseen cards, latest first."""
    facts = [f for f in knowledge.facts if f.void & knowledge.unseen or f.unbeaten]
    return facts[::-1][:MAX_FACTS]


def discard_candidates(hand: int, public: int, size: int) -> list[int]:
    """A few sensible discards of ``size`` cards: the lowest cards, sparing Old cards and
    combinations in turn, and the lowest non-Old cards of each suit."""
    old = old_mask(hand, public)
    pools = [hand & ~old & ~combination_cards(hand), hand & ~old, hand]
    pools += [hand & ~old & SUIT_FIELD << 10 * suit for suit in range(4)]
    found: list[int] = []
    for pool in pools:
        mask = fill_lowest(size, pool, hand & ~old, hand)
        if mask not in found:
            found.append(mask)
    return found
