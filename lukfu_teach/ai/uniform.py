"""The ``random`` level: uniform among the legal moves (the baseline)."""

from __future__ import annotations

from ..engine.deal import Deal
from ..engine.legal import LegalMoves
from ..engine.moves import Move
from ..engine.view import SeatView
from ..errors import IllegalMoveError
from ..i18n import L_
from .decision import Decision, Player, position_key, view_key
from .sentences import forced
from .words import Words

_MASK64 = (1 << 64) - 1


class RandomPlayer(Player):
    """Picks uniformly among the legal moves; a discard is a uniformly random set of cards.

    Its random numbers come from the player's seed and the position key, so
    the same view always gets the same move; ``move_in`` lets a simulation
    decide straight from the deal, whose legal moves are the view's.
    """

    level = "random"

    def decide(self, view: SeatView) -> Decision:
        legal = view.legal_moves
        if not legal:
            raise IllegalMoveError(L_("seat {seat} is not to act (turn order R3)", seat=view.seat), "R3")
        move = self.choose(legal, view_key(view))
        n = len(legal)
        reason = (
            forced(view, legal, move, Words(view.seat, self.seats))
            if n == 1
            else L_("chosen at random among {n:,} legal moves.", n=n)
        )
        return Decision(move, self.level, (reason,))

    def choose(self, legal: LegalMoves, key: int) -> Move:
        """A uniformly random move of ``legal``, drawn from this player's seed and ``key``."""
        return legal.sample(SplitMix(self.seed ^ key))

    def move_in(self, deal: Deal) -> Move:
        """The move ``decide(deal.view(deal.to_act))`` makes, without building the view."""
        seat: int = deal.to_act  # type: ignore[assignment]
        return self.choose(deal.legal_moves, position_key(seat, deal.hands[seat], deal.discards[seat], deal))


class SplitMix:
    """The SplitMix64 generator: seeded in an instant, so one can serve each decision.

    It offers ``random()``, all that ``LegalMoves.sample`` draws.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def random(self) -> float:
        """A float in [0, 1) from the next 53 bits."""
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return ((z ^ (z >> 31)) >> 11) / 9007199254740992.0
