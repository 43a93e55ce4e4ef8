"""The ``expert`` level: sample the hidden cards, play each sample out, choose by expected net points.

For every decision with more than one sensible move, the expert deals the
cards it cannot see in ways consistent with everything it saw and with the
other seats having played by the rules of thumb (``sampling``), plays each
sampled deal to the end once per candidate move with the fast
``playout.rollout`` (the other seats by the rules of thumb, itself by
``thumb.PLAY_ON``, which plays on from a claim while that adds fu), and
chooses the move with the best estimate (``search``): the figures it shows
are the figures it chose by.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.legal import LegalMoves
from ..engine.moves import Move
from ..engine.seats import DEFAULT_SEATS
from ..engine.view import SeatView
from ..errors import IllegalMoveError
from ..i18n import L_
from .decision import Alternative, Decision, Player
from .gist import gist
from .lookahead import Estimate, Lookahead, claim_points
from .lookahead import candidates as lookahead_candidates
from .odds import alternative_note
from .reasons import details
from .search import search
from .sentences import forced
from .thumb import thumb_move
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
            raise IllegalMoveError(L_("seat {seat} is not to act (turn order R3)", seat=view.seat), "R3")
        words = Words(view.seat, self.seats)
        candidates = self.candidates(view, legal)
        if legal.count() == 1:
            summary, why = forced(view, legal, candidates[0], words)
            return Decision(candidates[0], self.level, why, summary=summary)
        look = Lookahead(view, self.rng_for(view), self.plays_too)
        found = search(view.seat, candidates, look.sample, look.play_out, self.samples,
                       claim_points(view, legal.claim), thumb_move(view, legal))  # fmt: skip
        reasons = details(view, look.knowledge, found, look.model, words)
        estimates = {t.move: Estimate.of(t) for t in found.tallies}
        summary = gist(view, estimates[found.chosen.move], tuple(estimates.values()), words).text
        alternatives = tuple(
            Alternative(t.move, t.mean, t.win_rate, alternative_note(t, found), t.n, t.error) for t in found.tallies
        )
        return Decision(found.chosen.move, self.level, tuple(reasons), alternatives, len(found.samples), summary)

    def candidates(self, view: SeatView, legal: LegalMoves) -> list[Move]:
        """The moves it weighs (``lookahead.candidates``)."""
        return lookahead_candidates(view, legal)
