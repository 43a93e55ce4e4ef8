"""The public state of a position (R15): what every seat knows, declared once.

``PublicState`` is the base of ``Deal`` (the whole truth) and ``SeatView``
(what one seat sees); ``Rules`` are the rule switches and ``Phase`` the
stage a deal is in.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..errors import ChoiceError, shown
from ..i18n import L_, Message
from .cards import FULL_DECK, Card, CardSet, CardsField, _cardset
from .moves import CLAIM, Action, Move, Trick, played_in, tricks_of
from .scoring import Result


@dataclass(frozen=True)
class Rules:
    """Rule switches, for teaching the readings side by side (FORMAT.md).

    >>> Rules(), Rules(noncaller_lead_rule=False) == Rules(False, True)
    (Rules(noncaller_lead_rule=True, passed_master_limit=True), True)
    """

    noncaller_lead_rule: bool = True  # R16d
    passed_master_limit: bool = True  # R8


class Phase(Enum):
    """A deal is calling (R5), then playing (R11-R17), then over (R17, R18)."""

    CALLING = "calling"
    PLAYING = "playing"
    OVER = "over"


DEFAULT_RULES = Rules()
MAX_REDEAL_DIGITS = 40  # a count of redeals has at most 40 digits, as every number of a record (jsonio.MAX_DIGITS)


def too_many_redeals() -> Message:
    """Why a count of redeals of more than 40 digits is refused."""
    return L_("a number of redeals of more than {most} digits (R6)", most=MAX_REDEAL_DIGITS)


def redeals_problem(value: object) -> Message | None:
    """Why ``value`` is not a count of redeals (a whole number, 0 or more, of at most 40 digits, R6), or ``None``."""
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        return L_("{value} is not a number of redeals (0, 1, 2, ...) (R6)", value=shown(value))
    return too_many_redeals() if value >= 10**MAX_REDEAL_DIGITS else None


class PublicState:
    """What every seat knows of a position: roles, calls, face-up plays, fu, whose turn (R15).

    Seats are plain ints 0-2 here and in moves, for speed; ``Seat(n)`` names one
    and steps around the table.

    The fields are read-only for users: a ``Deal`` changes only by ``apply``
    and ``undo``; a ``SeatView`` never changes.
    """

    rules: Rules
    master: int
    caller: int | None
    calls: Sequence[Action]
    redeals: int  # deals thrown in before this one (R6)
    phase: Phase
    to_act: int | None  # None once the deal is over
    _public: int  # cards played face up (``public``: as a card set)
    fu: Sequence[int]
    _best: int  # the current best play of the trick, 0 at a lead (``best``: as a card set)
    best_seat: int
    lead_size: int
    responses: int  # answers made so far to the trick in play (0 at a lead)
    moves: Sequence[Move]  # the moves after the calls
    result: Result | None
    hand_sizes: tuple[int, int, int]  # how many cards each seat holds now

    viewer: int | None = None
    """Who is looking: ``None`` for the whole truth (a ``Deal``), the seat for its ``SeatView``."""

    def holding(self, seat: int) -> tuple[CardSet, CardSet] | None:
        """What this state knows of ``seat``'s cards: its hand and its own face-down discards (R13), or
        ``None`` when they are hidden here (another seat's, in a ``SeatView``)."""
        raise NotImplementedError

    def unseen_by(self, seat: int) -> CardSet:
        """The cards ``seat`` cannot place here: in other hands or in their face-down discards (R13, R15).
        ``seat`` is any seat of a ``Deal``, or a ``SeatView``'s own."""
        known = self.holding(seat)
        if known is None:
            raise ChoiceError(L_("the hand of seat {seat} is not in this position", seat=seat))
        return _cardset(unseen_mask(*known, self._public, self.moves))

    legal_moves: Any  # the legal moves of the seat to act (a ``SeatView``: when it is that seat), a live view

    public = CardsField("The cards played face up (R15).")
    best = CardsField("The best play of the trick in play, the one to beat (R12); empty at a lead.")

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def at_lead(self) -> bool:
        """Whether the seat to act leads (or claims) now."""
        return self.phase is Phase.PLAYING and not self._best

    @property
    def tricks(self) -> list[Trick]:
        return tricks_of(self.moves)

    def played_in(self) -> dict[Card, int]:
        """Each card played face up, with its trick number."""
        return played_in(self.moves)


# what a ``SeatView`` copies from its ``Deal`` (it counts the hands, is its viewer and has its moves itself)
_OWN = ("hand_sizes", "viewer", "legal_moves")
PUBLIC_FIELDS = tuple(name for name in PublicState.__annotations__ if name not in _OWN)


def unseen_mask(hand: int, own_discards: int, public: int, moves: Sequence[Move]) -> int:
    """The cards a seat holding ``hand`` cannot place: not in its hand, its own discards, the cards played
    face up, nor the Old cards a claim laid down (R17, always the last move)."""
    claimed = moves[-1].mask if moves and moves[-1].action is CLAIM else 0
    return FULL_DECK & ~(hand | own_discards | public | claimed)
