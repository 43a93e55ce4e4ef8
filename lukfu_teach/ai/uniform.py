"""The ``random`` level: uniform among the legal moves (the baseline)."""

from __future__ import annotations

import random

from ..deal import LegalMoves, Move, SeatView
from .decision import Decision, Player, view_key

_MASK64 = (1 << 64) - 1


class RandomPlayer(Player):
    """Picks uniformly among the legal moves; a discard is a uniformly random set of cards.

    Its random numbers come from the player's seed and the position key, so
    the same view always gets the same move; ``choose`` lets a simulation
    decide straight from the deal's legal moves, which are the view's.
    """

    level = "random"

    def decide(self, view: SeatView) -> Decision:
        legal = view.legal_moves()
        if not legal:
            raise ValueError(f"seat {view.seat} is not to act")
        move = self.choose(legal, view_key(view))
        n = len(legal)
        reason = "forced: the only legal move." if n == 1 else f"chosen at random among {n:,} legal moves."
        return Decision(move, self.level, (reason,))

    def choose(self, legal: LegalMoves, key: int) -> Move:
        """A uniformly random move of ``legal``, drawn from this player's seed and ``key``."""
        return legal.sample(SplitMix((self.seed ^ key) & _MASK64))


class SplitMix(random.Random):
    """A ``random.Random`` on SplitMix64: much cheaper to seed, so one can serve each decision."""

    def seed(self, a: object = None, version: int = 2) -> None:  # type: ignore[override]
        self.state = int(a or 0) & _MASK64  # type: ignore[call-overload]

    def _next(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def random(self) -> float:
        return (self._next() >> 11) / 9007199254740992.0

    def getrandbits(self, k: int) -> int:
        bits, n = 0, 0
        while n < k:
            bits |= self._next() << n
            n += 64
        return bits & ((1 << k) - 1)

    def getstate(self) -> int:  # type: ignore[override]
        return self.state

    def setstate(self, state: int) -> None:  # type: ignore[override]
        self.state = state
