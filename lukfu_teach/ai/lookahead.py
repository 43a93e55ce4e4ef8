"""The expert's look-ahead, for the expert and for anything that judges a seat's moves (the review).

``evaluate(view, moves=None, *, samples=REVIEW_SAMPLES, seed=0)`` weighs
moves from one seat's view exactly as the expert does before it decides:
it deals the cards the seat cannot see in ways consistent with everything the
seat saw (``sampling.ThumbSampler``), plays each move out in each sampled deal
(``Lookahead.play_out``) and counts the net points. It returns an
``Evaluation``:

- ``estimates``: one ``Estimate`` a move, best first (by ``expected_net``;
  figures equal to the hundredth keep the order the moves were given in), each with
  ``move``, ``expected_net`` (mean net points of the seat), ``error`` (the
  standard error of that mean; 0 for a claim, whose points are exact),
  ``win_rate`` (the share of sampled deals the seat won; 1 for a claim),
  ``samples`` (sampled deals played out; 0 for a claim), ``exact`` (a claim),
  ``nets`` (its net points deal by deal: the same deals, in the same order,
  for every move), and what happened in them: ``wins``, ``won_fu`` (F: how
  often the seat won with it), ``others`` (wins by each seat, the seat's own
  entry 0), ``draws`` and ``redeals``;
- ``best``: the first estimate; ``evaluation[move]``: a move's estimate;
- ``gap(move, than=None)``: how many net points ``move`` trails ``than``
  (default: the best), with the standard error of that difference, measured
  deal by deal (the moves met the same sampled deals);
- ``hands``: the sampled deals (three hands each, the seat's own included);
  ``model``: which sampling model fitted the view (``sampling.MODELS``).

``moves=None`` weighs the moves the expert weighs (``candidates``: every
call, lead, claim and beat, but an Old card spent answering a single last
where a card outside every set and run wins as surely; a few sensible
discards); any legal moves may be given instead (a learner's discard, say).
Every move is played out in every sampled deal. The result depends only on
the view, the moves, the samples and the seed.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ..engine.cards import SUIT_FIELD
from ..engine.legal import LegalMoves, check
from ..engine.moves import Action, Move
from ..engine.old import old_mask
from ..engine.playout import CALLING, Outcome, Policy, Position, net_points, rollout
from ..engine.view import SeatView
from ..errors import IllegalMoveError
from ..i18n import L_
from .decision import Player
from .knowledge import Knowledge
from .sampling import ThumbSampler
from .search import Tally, paired_gap, search
from .thumb import PLAY_ON, THUMB, combination_cards, fill_lowest, lowest, spare_beats

# sampled deals a decision for a review: one seat's whole deal in well under 3 s (benchmarks/ai.py)
REVIEW_SAMPLES = 500
# the fewest and the most a review weighs (``review.check_samples``; ``review``'s module docstring says why)
REVIEW_MIN_SAMPLES, REVIEW_MAX_SAMPLES = 50, 20_000
ALL_SAMPLES = ((1.0, None),)  # ``search`` rounds that play every move in every sampled deal


@dataclass(frozen=True)
class Estimate:
    """What one move scored over the sampled deals (see the module's docstring)."""

    move: Move
    expected_net: float
    error: float
    win_rate: float
    samples: int
    exact: bool
    nets: tuple[int, ...]
    wins: int
    won_fu: Mapping[int, int]
    others: tuple[int, int, int]
    draws: int
    redeals: int

    @classmethod
    def of(cls, t: Tally) -> Estimate:
        return cls(t.move, t.mean, t.error, t.win_rate, t.n, t.exact is not None, tuple(t.nets), t.wins,
                   dict(t.won_fu), tuple(t.others), t.draws, t.redeals)  # type: ignore[arg-type]  # fmt: skip


@dataclass(frozen=True)
class Evaluation:
    """Moves weighed from one seat's view, best first (see the module's docstring)."""

    seat: int
    estimates: tuple[Estimate, ...]
    hands: tuple[tuple[int, int, int], ...]
    model: str

    @property
    def best(self) -> Estimate:
        return self.estimates[0]

    def __getitem__(self, move: Move) -> Estimate:
        for e in self.estimates:
            if e.move == move:
                return e
        raise KeyError(move)

    def gap(self, move: Move, than: Move | None = None) -> tuple[float, float]:
        """How many net points ``move`` trails ``than`` (the best move if ``None``), and the
        standard error of that difference, deal by deal."""
        a, b = self[move], self.best if than is None else self[than]
        return paired_gap(a.nets, a.expected_net, b.nets, b.expected_net)


class Lookahead:
    """One decision's sampled deals and play-outs, seeded by ``rng``: what the expert weighs moves with."""

    def __init__(self, view: SeatView, rng: random.Random, plays_too: bool = True) -> None:
        self.view, self.rng = view, rng
        self.knowledge = Knowledge.of(view)
        self.sampler = ThumbSampler(view, self.knowledge, plays_too)
        self.model = self.sampler.choose_model(rng)
        self.policies: tuple[Policy, Policy, Policy] = (
            PLAY_ON if view.seat == 0 else THUMB,
            PLAY_ON if view.seat == 1 else THUMB,
            PLAY_ON if view.seat == 2 else THUMB,
        )

    def sample(self) -> tuple[int, int, int]:
        """One sampled deal: the seat's own hand and a guess at the other two."""
        return self.sampler.sample(self.rng)

    def play_out(self, move: Move, hands: tuple[int, int, int]) -> Outcome:
        """Play ``move`` in a sampled deal, then every move after it by the rules of thumb: the other
        seats' by ``THUMB`` (as they are assumed to play), the seat's own by ``PLAY_ON`` (which plays on
        from a claim while that adds fu, as the expert does, instead of claiming at the first chance)."""
        view, rng, policies = self.view, self.rng, self.policies
        if move.is_call:
            position = Position(hands, 0, (0, 0, 0), CALLING, view.master, view.seat, rules=view.rules)
            return rollout(position, rng, policies, call=move.action is Action.PLAY)
        position = Position(
            hands, view.public, view.fu, view.caller, view.master, view.seat,  # type: ignore[arg-type]
            view.best, view.best_seat, view.lead_size, view.responses, view.rules,
        )  # fmt: skip
        return rollout(position, rng, policies, first=move.mask)


def evaluate(
    view: SeatView, moves: Iterable[Move] | None = None, *, samples: int = REVIEW_SAMPLES, seed: int = 0
) -> Evaluation:
    """Weigh ``moves`` (default: the expert's ``candidates``) from ``view``, each in the same ``samples``
    sampled deals; deterministic from ``seed`` (see the module's docstring for the shape)."""
    legal = view.legal_moves
    if not legal:
        raise IllegalMoveError(L_("seat {seat} is not to act (turn order R3)", seat=view.seat), "R3")
    weighed = candidates(view, legal) if moves is None else list(dict.fromkeys(moves))
    for move in weighed:
        check(view, move, view.hand)  # IllegalMoveError, naming the rule, for a move the seat may not make
    look = Lookahead(view, Player(seed).rng_for(view))
    found = search(view.seat, weighed, look.sample, look.play_out, samples, claim_points(view, legal.claim),
                   rounds=ALL_SAMPLES)  # fmt: skip
    return Evaluation(view.seat, tuple(Estimate.of(t) for t in found.tallies), found.samples, look.model)


def candidates(view: SeatView, legal: LegalMoves | None = None) -> list[Move]:
    """The sensible moves: every call, lead, claim and beat, but an Old card answering a single last where a
    spare card wins as surely (``thumb.spare_beats``); a few discards."""
    legal = view.legal_moves if legal is None else legal
    if legal.action is Action.DISCARD:
        return [Move(view.seat, Action.DISCARD, m) for m in discard_candidates(view.hand, view.public, view.lead_size)]
    moves = list(legal)
    if answers_last(view, legal):
        spared = spare_beats(view.hand, view.public, [m.mask for m in moves])
        return [m for m in moves if m.mask in spared]
    return moves


def answers_last(view: SeatView, legal: LegalMoves | None = None) -> bool:
    """Whether the seat answers a single last: whichever beat it plays wins the trick and 1 fu (R12, R14)."""
    legal = view.legal_moves if legal is None else legal
    return legal.action is Action.BEAT and view.responses == 1 and view.lead_size == 1


def claim_points(view: SeatView, claim: Move | None) -> float | None:
    """The sure net points of ``claim`` for the seat claiming (R17, R19, R20), if there is one."""
    if claim is None:
        return None
    return net_points(view.seat, view.fu[view.seat] + claim.mask.bit_count(), view.caller)[view.seat]  # type: ignore[arg-type]


def discard_candidates(hand: int, public: int, size: int) -> list[int]:
    """A few sensible discards of ``size`` cards: the lowest cards, sparing Old cards and combinations
    in turn, the lowest cards of each suit, the highest cards (the rules of thumb's choice comes first)."""
    old = old_mask(hand, public)
    pools = [hand & ~old & ~combination_cards(hand), hand & ~old, hand]
    pools += [hand & ~old & SUIT_FIELD << 10 * suit for suit in range(4)]
    pools += [hand & SUIT_FIELD << 10 * suit for suit in range(4)]
    found: list[int] = []
    for pool in pools:
        mask = fill_lowest(size, pool, hand & ~old, hand)
        if mask not in found:
            found.append(mask)
    highest = hand & ~lowest(hand, hand.bit_count() - size)  # keeping the lowest: a choice whenever there is one
    return found + [highest] * (highest not in found)
