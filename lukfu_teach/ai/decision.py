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
from hashlib import blake2b
from typing import Any

from ..engine.moves import Move
from ..engine.seats import DEFAULT_SEATS
from ..engine.state import PublicState
from ..engine.view import SeatView
from ..i18n import Text


@dataclass(frozen=True)
class Alternative:
    """A move the AI weighed: its expected net points with their standard error (``margin``),
    its chance to win the deal, the sampled deals it was weighed on, and a short note."""

    move: Move
    expected_net: float | None = None
    win_rate: float | None = None
    note: Text | str = ""
    samples: int = 0
    margin: float | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "move": self.move.to_json(),
            "expected_net": None if self.expected_net is None else round(self.expected_net, 2),
            "win_rate": None if self.win_rate is None else round(self.win_rate, 3),
            "samples": self.samples,
            "margin": None if self.margin is None else round(self.margin, 2),
            "note": _stored(self.note),
        }


@dataclass(frozen=True)
class Decision:
    """An AI's choice: the legal ``move``, the ``reasons`` a learner reads, the
    ``alternatives`` weighed (ranked by their final estimate) and the sampled deals played out.

    Reasons and notes are ``Text`` (lazy messages: rendered in the learner's language when shown);
    ``to_json`` stores each as ``{"en": ..., "sv": ...}`` (FORMAT.md)."""

    move: Move
    level: str
    reasons: tuple[Text | str, ...] = ()
    alternatives: tuple[Alternative, ...] = ()
    samples: int = 0

    def to_json(self) -> dict[str, Any]:
        """The record's ``why`` for this move (FORMAT.md)."""
        return {
            "level": self.level,
            "reasons": [_stored(r) for r in self.reasons],
            "alternatives": [a.to_json() for a in self.alternatives],
            "samples": self.samples,
        }


def _stored(text: Text | str) -> str | dict[str, str]:
    """A sentence as a record stores it: every language of a ``Text``, a plain string as it is."""
    return text.to_json() if isinstance(text, Text) else text


def position_key(seat: int, hand: int, own_discards: int, table: PublicState) -> int:
    """A 64-bit number that tells apart the positions ``seat`` can see, from what it sees only.

    ``table`` is the seat's ``SeatView`` or the ``Deal`` itself (whose hidden
    parts are not read), so both give the same key. The fields are packed into
    one integer and digested with BLAKE2b: the same key on every platform (a
    64-bit Python and 32-bit Pyodide alike), unlike Python's ``hash``.
    """
    caller = 3 if table.caller is None else table.caller
    fu0, fu1, fu2 = table.fu
    small = (
        seat | table.best_seat << 2 | table.master << 4 | caller << 6 | fu0 << 8 | fu1 << 14 | fu2 << 20
        | len(table.calls) << 26 | len(table.moves) << 28
    )  # fmt: skip
    packed = hand | own_discards << 40 | table.public << 80 | table.best << 120 | small << 160 | table.redeals << 200
    digest = blake2b(packed.to_bytes((packed.bit_length() + 7) // 8, "little"), digest_size=8).digest()
    return int.from_bytes(digest, "little")


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
        return random.Random(view_key(view) << 64 | self.seed)

    def decide(self, view: SeatView) -> Decision:
        raise NotImplementedError
