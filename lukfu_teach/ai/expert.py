"""The ``expert`` level: sample the hidden cards, play each sample out, choose by expected net points.

For every decision with more than one sensible move, the expert deals the
cards it cannot see in ways consistent with everything it saw and with the
other seats having played by the rules of thumb (``sampling``), plays each
sampled deal to the end once per candidate move with the fast
``playout.rollout`` (everyone, itself included, then plays by the rules of
thumb), and weighs the moves by their mean net points (``search``). It keeps
to the rules of thumb unless another move is clearly ahead, since its
look-ahead assumes it does; so the odds it states are honest.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..cards import SUIT_FIELD
from ..errors import IllegalMove
from ..i18n import L_
from ..legal import LegalMoves
from ..moves import Action, Move
from ..old import old_mask
from ..playout import CALLING, Outcome, Position, net_points, rollout
from ..record import DEFAULT_SEATS
from ..view import SeatView
from .decision import Alternative, Decision, Player
from .gist import gist
from .knowledge import Knowledge
from .odds import alternative_note
from .reasons import details
from .sampling import ThumbSampler
from .search import search
from .sentences import forced
from .thumb import THUMB, combination_cards, fill_lowest, lowest, thumb_move
from .words import Words

SAMPLES = 1000  # sampled deals per decision with a choice


class ExpertPlayer(Player):
    """Samples the hidden cards (``samples`` deals a decision) and plays each out.

    ``plays_too``: the sampled deals must fit the other seats' leads and beats
    by the rules of thumb as well as their calls and discards.
    """

    level = "expert"

    def __init__(
        self,
        seed: int | None = None,
        *,
        rng: random.Random | None = None,
        seats: Sequence[str] = DEFAULT_SEATS,
        samples: int = SAMPLES,
        plays_too: bool = True,
    ) -> None:
        super().__init__(seed, rng=rng, seats=seats)
        self.samples, self.plays_too = samples, plays_too

    def decide(self, view: SeatView) -> Decision:
        legal = view.legal_moves
        if not legal:
            raise IllegalMove(L_("seat {seat} is not to act (turn order R3)", seat=view.seat), "R3")
        words = Words(view.seat, self.seats)
        candidates = self.candidates(view, legal)
        if len(candidates) == 1:
            summary, why = forced(view, legal, candidates[0], words)
            return Decision(candidates[0], self.level, why, summary=summary)
        knowledge = Knowledge.of(view)
        rng = self.rng_for(view)
        sampler = ThumbSampler(view, knowledge, self.plays_too)
        model = sampler.choose_model(rng)
        found = search(
            view.seat, candidates, lambda: sampler.sample(rng), lambda m, h: self._play_out(view, m, h, rng),
            self.samples, claim_points(view, legal.claim), thumb_move(view, legal),
        )  # fmt: skip
        reasons = details(view, knowledge, found, model, words)
        summary = gist(view, found.chosen, found.tallies, words).text
        alternatives = tuple(
            Alternative(t.move, t.mean, t.win_rate, alternative_note(t, found), t.n, t.error) for t in found.tallies
        )
        return Decision(found.chosen.move, self.level, tuple(reasons), alternatives, len(found.samples), summary)

    def candidates(self, view: SeatView, legal: LegalMoves) -> list[Move]:
        """The sensible moves: every call, lead, claim and beat; a few discards."""
        if legal.action is not Action.DISCARD:
            return list(legal)
        return [Move(view.seat, Action.DISCARD, m) for m in discard_candidates(view.hand, view.public, view.lead_size)]

    def _play_out(self, view: SeatView, move: Move, hands: tuple[int, int, int], rng: random.Random) -> Outcome:
        """Play ``move`` in a sampled deal, then every move after it by the rules of thumb."""
        if move.is_call:
            position = Position(hands, 0, (0, 0, 0), CALLING, view.master, view.seat, rules=view.rules)
            return rollout(position, rng, THUMB, call=move.action is Action.PLAY)
        position = Position(
            hands, view.public, view.fu, view.caller, view.master, view.seat,  # type: ignore[arg-type]
            view.best, view.best_seat, view.lead_size, view.responses, view.rules,
        )  # fmt: skip
        return rollout(position, rng, THUMB, first=move.mask)

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
