"""What every AI returns: a ``Decision`` (the move, its reasons, the alternatives weighed).

Each level is a ``Player`` taking its seed (or a ``random.Random``) in the
constructor. A decision depends only on that seed and the ``SeatView`` it is
handed: each decision draws from a generator seeded by the seed and what the
seat can see, so the same view always gets the same answer, whatever was
decided before.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..deal import Move, SeatView
from ..record import DEFAULT_SEATS
from ..state import PublicState


@dataclass(frozen=True)
class Alternative:
    """A move the AI weighed: its expected net points with their standard error (``margin``),
    its chance to win the deal, the sampled deals it was weighed on, and a short note."""

    move: Move
    expected_net: float | None = None
    win_rate: float | None = None
    note: str = ""
    samples: int = 0
    margin: float | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "move": self.move.to_json(),
            "expected_net": None if self.expected_net is None else round(self.expected_net, 2),
            "win_rate": None if self.win_rate is None else round(self.win_rate, 3),
            "samples": self.samples,
            "margin": None if self.margin is None else round(self.margin, 2),
            "note": self.note,
        }


@dataclass(frozen=True)
class Decision:
    """An AI's choice: the legal ``move``, the ``reasons`` a learner reads, the
    ``alternatives`` weighed (ranked by their final estimate) and the sampled deals played out."""

    move: Move
    level: str
    reasons: tuple[str, ...] = ()
    alternatives: tuple[Alternative, ...] = ()
    samples: int = 0

    def to_json(self) -> dict[str, Any]:
        """The record's ``why`` for this move (FORMAT.md)."""
        return {
            "level": self.level,
            "reasons": list(self.reasons),
            "alternatives": [a.to_json() for a in self.alternatives],
            "samples": self.samples,
        }


def position_key(seat: int, hand: int, own_discards: int, table: PublicState) -> int:
    """A number that tells apart the positions ``seat`` can see, from what it sees only.

    ``table`` is the seat's ``SeatView`` or the ``Deal`` itself (whose hidden
    parts are not read), so both give the same key.
    """
    caller = -1 if table.caller is None else table.caller
    fu0, fu1, fu2 = table.fu
    return hash((
        seat, hand, own_discards, table.public, len(table.moves), len(table.calls), table.redeals,  # type: ignore[attr-defined]
        table.best, table.best_seat, table.master, caller, fu0, fu1, fu2,
    ))  # fmt: skip


def view_key(view: SeatView) -> int:
    """``position_key`` of a seat's view."""
    return position_key(view.seat, view.hand, view.own_discards, view)


class Player:
    """Base of the levels: ``decide(view)`` answers for the seat to act."""

    level = ""

    def __init__(
        self, seed: int | None = None, *, rng: random.Random | None = None, seats: Sequence[str] = DEFAULT_SEATS
    ) -> None:
        source = rng if rng is not None else random.Random(seed)
        self.seed = source.getrandbits(64)
        self.seats = tuple(seats)  # the names its reasons use

    def rng_for(self, view: SeatView) -> random.Random:
        """The generator of one decision: seeded by the player's seed and the view."""
        return random.Random(hash((self.seed, view_key(view))))

    def decide(self, view: SeatView) -> Decision:
        raise NotImplementedError
