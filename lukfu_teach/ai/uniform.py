"""The ``random`` level: uniform among the legal moves (the baseline)."""

from __future__ import annotations

from ..deal import SeatView
from .decision import Decision, Player


class RandomPlayer(Player):
    """Picks uniformly among the legal moves; a discard is a uniformly random set of cards."""

    level = "random"

    def decide(self, view: SeatView) -> Decision:
        legal = view.legal_moves()
        if not legal:
            raise ValueError(f"seat {view.seat} is not to act")
        move = legal.sample(self.rng_for(view))
        n = len(legal)
        reason = "forced: the only legal move" if n == 1 else f"chosen at random among {n} legal moves"
        return Decision(move, self.level, (reason,))
